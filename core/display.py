"""The window, and how a drawn frame reaches it.

The scenes draw on :attr:`Display.canvas`, the logical 1280 x 720 screen letterboxed inside a
frame as large as the window, at the window's own resolution (:mod:`core.ui.canvas`): text and
tile edges are drawn sharp at 1920 x 1080 or 2560 x 1440 instead of being enlarged.

Where SDL has a renderer, the frame is uploaded to a streaming texture and presented by the GPU
with vsync where the platform offers it (:class:`RendererWindow`); otherwise, headless, and
where that GPU is the CPU drawing OpenGL (:mod:`core.gl_driver`: each present would cost
10-15 ms), the frame is pygame's display surface and is flipped (:class:`SurfaceWindow`).
Either way the picture is never scaled after it is drawn, so a large window costs no scaling
pass.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pygame

from core import gl_driver
from core.ui import canvas
from core.ui.canvas import Canvas
from core.viewport import LOGICAL_SIZE, Viewport

SCALE_STEP = 40
"""The drawing scale moves in steps of 1/40: a window dragged to a new size does not make every
cached picture again for each pixel it moves (the letterbox takes up the few pixels left)."""

DESKTOP_SHARE = 0.85  # a new window opens at most this share of the desktop


def drawing_scale(window: tuple[int, int]) -> float:
    """The scale the logical screen is drawn at in ``window``: as large as fits, in steps above
    1 (below it, exactly what fits, so the minimum window keeps its readable text size)."""
    fit = Viewport(window).scale
    if fit <= 1:
        return max(fit, 1 / SCALE_STEP)
    return int(fit * SCALE_STEP) / SCALE_STEP


def opening_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A new window's size: the logical screen enlarged to most of the desktop, never below it
    (the window manager shrinks a window that does not fit)."""
    if not desktop:
        return LOGICAL_SIZE
    share = min(d * DESKTOP_SHARE / side for d, side in zip(desktop, LOGICAL_SIZE, strict=True))
    factor = max(1.0, share)
    return (round(LOGICAL_SIZE[0] * factor), round(LOGICAL_SIZE[1] * factor))


def smallest_window(minimum: tuple[int, int], asked: tuple[int, int] | None) -> tuple[int, int]:
    """How small the window may be made: ``minimum`` (its text stays readable), or less on a
    side where the player asked for less with ``--size``: the window is then exactly that
    size, the layout letterboxed inside it, rather than grown to the minimum."""
    if asked is None:
        return minimum
    return (min(minimum[0], asked[0]), min(minimum[1], asked[1]))


class Frame:
    """A window-sized picture and the letterboxed logical canvas inside it."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.size = surface.get_size()
        scale = drawing_scale(self.size)
        canvas.set_scale(scale)
        self.viewport = Viewport(self.size, drawn_at=scale)
        self.area = pygame.Rect(self.viewport.rect).clip(surface.get_rect())
        surface.fill((0, 0, 0))
        self.canvas = Canvas(surface.subsurface(self.area), scale, LOGICAL_SIZE)

    def save(self, path: str | Path) -> None:
        pygame.image.save(self.surface, str(path))


class SurfaceWindow:
    """pygame's display surface, flipped: headless runs, platforms without a renderer, and
    OpenGL drawn by the CPU. ``own_picture``: the window keeps its own picture in shared
    memory (X11's), rather than SDL drawing it through OpenGL, which may be the CPU's."""

    vsync = False

    def __init__(self, size: tuple[int, int], fullscreen: bool, own_picture=False) -> None:
        if own_picture:  # read by SDL when the display surface is first made
            os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
        self.windowed_size = size
        self._open(fullscreen)

    def _open(self, fullscreen: bool) -> None:
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        self.surface = pygame.display.set_mode((0, 0) if fullscreen else self.windowed_size, flags)
        self.fullscreen = fullscreen

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def frame_surface(self) -> pygame.Surface:
        return pygame.display.get_surface()

    def set_fullscreen(self, on: bool) -> None:
        if on != self.fullscreen:
            self._open(on)

    def resize(self, size: tuple[int, int]) -> None:
        if not self.fullscreen:
            self.windowed_size = size
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)

    def present(self, surface: pygame.Surface) -> None:
        pygame.display.flip()

    def set_title(self, title: str) -> None:
        pygame.display.set_caption(title)

    def set_icon(self, icon: pygame.Surface) -> None:
        pygame.display.set_icon(icon)


class RendererWindow:
    """A resizable window presented by SDL's renderer: the frame is uploaded to a streaming
    texture of the same size and shown 1:1, with vsync when the driver has it."""

    def __init__(self, size: tuple[int, int], fullscreen: bool, vsync: bool, minimum) -> None:
        from pygame._sdl2 import video  # only here: headless runs never need it

        self._video = video
        self.window = pygame.Window("Tessera", size, resizable=True)
        self.window.minimum_size = minimum
        self.renderer, self.vsync = self._renderer(vsync)
        self.texture = None
        self.surface = pygame.Surface(size)
        self.fullscreen = False
        if fullscreen:
            self.set_fullscreen(True)

    def close(self) -> None:
        """Close the window (the renderer first: SDL would free it with the window)."""
        self.texture = self.renderer = None
        self.window.destroy()

    def _renderer(self, vsync: bool):
        for sync in (True, False) if vsync else (False,):
            with contextlib.suppress(pygame.error):
                return self._video.Renderer(self.window, vsync=sync), sync
        raise pygame.error("no renderer for the window")

    @property
    def size(self) -> tuple[int, int]:
        return tuple(self.window.size)

    def frame_surface(self) -> pygame.Surface:
        """A surface the size of the window now (made again when the window changed)."""
        if self.surface.get_size() != self.size:
            self.surface = pygame.Surface(self.size)
        return self.surface

    def set_fullscreen(self, on: bool) -> None:
        if on:
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
        self.fullscreen = on

    def resize(self, size: tuple[int, int]) -> None:
        """Nothing to do: the window is resized by its manager, and the next frame follows."""

    def present(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self.texture is None or self.texture.width != size[0] or self.texture.height != size[1]:
            self.texture = self._video.Texture(self.renderer, size, streaming=True)
        self.texture.update(surface)
        self.renderer.clear()
        self.texture.draw()
        self.renderer.present()

    def set_title(self, title: str) -> None:
        self.window.title = title

    def set_icon(self, icon: pygame.Surface) -> None:
        self.window.set_icon(icon)


class Display:
    """The window the app draws in: its frame, canvas, fullscreen switch and presentation."""

    def __init__(
        self,
        headless: bool,
        fullscreen: bool,
        vsync: bool,
        minimum: tuple[int, int],
        size: tuple[int, int] | None = None,
    ) -> None:
        self.window = None
        if not headless:
            with contextlib.suppress(pygame.error, AttributeError, ImportError):
                desktop = (pygame.display.get_desktop_sizes() or [None])[0]
                opening = size or opening_size(desktop)
                smallest = smallest_window(minimum, size)
                self.window = RendererWindow(opening, fullscreen, vsync, smallest)
            if self.window is not None and gl_driver.drawn_by_cpu(gl_driver.renderer_name()):
                self.window.close()
                self.window = SurfaceWindow(opening, fullscreen, own_picture=True)
        if self.window is None:
            self.window = SurfaceWindow(size or LOGICAL_SIZE, fullscreen and not headless)
        self.frame = Frame(self.window.frame_surface())

    @property
    def canvas(self) -> Canvas:
        """The logical screen to draw on, made again first if the window changed size."""
        if self.window.size != self.frame.size:
            self.frame = Frame(self.window.frame_surface())
        return self.frame.canvas

    @property
    def fullscreen(self) -> bool:
        return self.window.fullscreen

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in its own pixels."""
        return self.window.size

    @property
    def vsync(self) -> bool:
        return self.window.vsync

    def set_fullscreen(self, on: bool) -> None:
        self.window.set_fullscreen(on)

    def resize(self, size: tuple[int, int]) -> None:
        self.window.resize(size)

    def to_logical(self, x: float, y: float) -> tuple[int, int]:
        """A window pixel as a logical pixel, clamped to the logical screen."""
        return self.frame.viewport.to_logical(x, y)

    def present(self) -> None:
        self.window.present(self.frame.surface)

    def set_title(self, title: str) -> None:
        self.window.set_title(title)

    def set_icon(self, icon: pygame.Surface) -> None:
        self.window.set_icon(icon)

    def save(self, path: str | Path) -> None:
        """The whole window's picture as a PNG, at its real resolution."""
        self.frame.save(path)
