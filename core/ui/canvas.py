"""Drawing in logical pixels at the window's own resolution.

Every view lays itself out on the logical 1280 x 720 screen, but the window may be 1920 x 1080
or 2560 x 1440: a picture drawn at 1280 x 720 and enlarged would show soft text and blurred tile
edges. So the views draw on a :class:`Canvas`, a pygame ``Surface`` seen in logical pixels whose
real pixels are :func:`scale` times finer: a 14-pixel label becomes a 21-pixel glyph rendered by
the font at 1920 x 1080, not a 14-pixel glyph stretched. Shapes go through :mod:`core.ui.draw`,
which scales their coordinates and line widths; text and pictures are made at the current scale
by :mod:`core.assets`, and layers by :meth:`Canvas.blank`.

The scale is one for the whole program, as there is one window: the display sets it
(:func:`set_scale`) when the window opens or changes size, and every picture cached at another
scale is made again (caches key on :func:`scale`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Sequence

import pygame

_scale = 1.0
stale_blits = 0  # pictures blitted at a scale they were not made for (see Canvas.rescaled)

Point = tuple[float, float]


def scale() -> float:
    """How many real pixels one logical pixel is, now."""
    return _scale


def set_scale(value: float) -> bool:
    """Draw from now on at ``value`` real pixels per logical pixel; whether it changed."""
    global _scale
    if value <= 0:
        raise ValueError(f"a drawing scale must be positive, not {value}")
    changed = value != _scale
    _scale = value
    return changed


def pixels(length: float, at: float | None = None) -> int:
    """A logical length as whole real pixels (at least one for a positive length)."""
    real = length * (_scale if at is None else at)
    return max(1, round(real)) if length > 0 else round(real)


def pictures(maxsize: int | None = 128):
    """``functools.lru_cache`` for a function that makes pictures: the drawing scale is part of
    the key, so a picture is never used at a scale it was not drawn for."""

    def decorate(make: Callable[..., Canvas]) -> Callable[..., Canvas]:
        @functools.lru_cache(maxsize)
        def at_scale(scale: float, *args, **kwargs) -> Canvas:
            return make(*args, **kwargs)

        @functools.wraps(make)
        def picture(*args, **kwargs) -> Canvas:
            return at_scale(_scale, *args, **kwargs)

        picture.cache_clear = at_scale.cache_clear
        return picture

    return decorate


class Canvas:
    """A surface drawn on in logical pixels; ``surface`` holds the real pixels.

    It answers the questions views ask a pygame ``Surface`` (``get_size``, ``get_rect``,
    ``blit``, ``fill``, ``set_alpha``, ``set_clip``, ``subsurface`` ...) in logical pixels, so
    a layout reads the same at every scale. Only another canvas may be blitted on it: a raw
    surface has no scale, and guessing one would enlarge a small picture again.
    """

    __slots__ = ("_size", "scale", "surface")

    def __init__(
        self,
        surface: pygame.Surface,
        scale: float | None = None,
        size: tuple[int, int] | None = None,
    ) -> None:
        self.surface = surface
        self.scale = _scale if scale is None else scale
        if size is None:
            width, height = surface.get_size()
            size = (round(width / self.scale), round(height / self.scale))
        self._size = (int(size[0]), int(size[1]))

    @classmethod
    def blank(
        cls, size: Sequence[float], alpha: bool = False, scale: float | None = None
    ) -> Canvas:
        """A new canvas of logical ``size`` (transparent with ``alpha``, else black)."""
        at = _scale if scale is None else scale
        width, height = max(0, round(size[0])), max(0, round(size[1]))
        real = (pixels(width, at), pixels(height, at))
        surface = pygame.Surface(real, pygame.SRCALPHA) if alpha else pygame.Surface(real)
        return cls(surface, at, (width, height))

    # -- geometry, in logical pixels ---------------------------------------------------------

    def get_size(self) -> tuple[int, int]:
        return self._size

    def get_width(self) -> int:
        return self._size[0]

    def get_height(self) -> int:
        return self._size[1]

    def get_rect(self, **where) -> pygame.Rect:
        return pygame.Rect((0, 0), self._size).move_to(**where) if where else self._rect()

    def _rect(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self._size)

    # -- logical to real ---------------------------------------------------------------------

    def real_point(self, point: Sequence[float]) -> Point:
        return (point[0] * self.scale, point[1] * self.scale)

    def real_points(self, points: Iterable[Sequence[float]]) -> list[Point]:
        s = self.scale
        return [(x * s, y * s) for x, y in points]

    def real_rect(self, rect) -> pygame.Rect:
        """``rect`` in real pixels, edges rounded so that rectangles that touch still touch."""
        rect = pygame.Rect(rect)
        s = self.scale
        if s == 1.0:
            return rect
        left, top = round(rect.left * s), round(rect.top * s)
        return pygame.Rect(left, top, round(rect.right * s) - left, round(rect.bottom * s) - top)

    def real_length(self, length: float) -> int:
        return pixels(length, self.scale)

    # -- drawing -----------------------------------------------------------------------------

    def fill(self, colour, rect=None, special_flags: int = 0) -> pygame.Rect:
        real = None if rect is None else self.real_rect(rect)
        self.surface.fill(colour, real, special_flags)
        return self._rect() if rect is None else pygame.Rect(rect)

    def blit(self, source: Canvas, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        """Draw ``source`` with its top-left at logical ``dest`` (a point or a rect)."""
        if source.__class__ is not Canvas and not isinstance(source, Canvas):
            raise TypeError(f"a canvas takes only canvases, not {type(source).__name__}")
        s = self.scale
        if source.scale != s:
            global stale_blits
            stale_blits += 1
            source = source.rescaled(s)
        x, y = dest[0], dest[1]
        if area is None:
            self.surface.blit(source.surface, (x * s, y * s), None, special_flags)
            width, height = source._size
        else:
            real_area = source.real_rect(area)
            self.surface.blit(source.surface, (x * s, y * s), real_area, special_flags)
            width, height = pygame.Rect(area).size
        return pygame.Rect(round(x), round(y), width, height)

    # -- the surface's other state -----------------------------------------------------------

    def set_alpha(self, alpha: int | None, flags: int = 0) -> None:
        self.surface.set_alpha(alpha, flags)

    def get_alpha(self) -> int | None:
        return self.surface.get_alpha()

    def set_clip(self, rect) -> None:
        self.surface.set_clip(None if rect is None else self.real_rect(rect))

    def get_clip(self) -> pygame.Rect:
        real = self.surface.get_clip()
        s = self.scale
        left, top = math.floor(real.left / s), math.floor(real.top / s)
        return pygame.Rect(
            left, top, math.ceil(real.right / s) - left, math.ceil(real.bottom / s) - top
        )

    def get_at(self, point: Sequence[float]) -> pygame.Color:
        """The colour at a logical point (the real pixel its top-left corner falls in)."""
        x, y = self.real_point(point)
        return self.surface.get_at(
            (min(int(x), self.surface.get_width() - 1), min(int(y), self.surface.get_height() - 1))
        )

    def subsurface(self, rect) -> Canvas:
        """The part of this canvas in ``rect``, sharing its pixels."""
        rect = pygame.Rect(rect)
        real = self.real_rect(rect).clip(self.surface.get_rect())
        return Canvas(self.surface.subsurface(real), self.scale, rect.size)

    def copy(self) -> Canvas:
        return Canvas(self.surface.copy(), self.scale, self._size)

    def convert(self) -> Canvas:
        return Canvas(_converted(self.surface), self.scale, self._size)

    # -- new pictures from this one ----------------------------------------------------------

    def scaled_to(self, size: Sequence[float]) -> Canvas:
        """This picture smoothly resized to logical ``size`` at the current scale (a tween, a
        thumbnail), in one resampling whatever scale it was made at."""
        width, height = max(1, round(size[0])), max(1, round(size[1]))
        real = (pixels(width), pixels(height))
        return Canvas(pygame.transform.smoothscale(self.surface, real), _scale, (width, height))

    def rescaled(self, at: float) -> Canvas:
        """The same picture for scale ``at``. Blitting a picture made at another scale comes
        here each time, which is slow and soft: :data:`stale_blits` counts it for the tests,
        which fail when a view keeps a picture from before the window changed size."""
        real = (pixels(self._size[0], at), pixels(self._size[1], at))
        surface = pygame.transform.smoothscale(self.surface, real)
        return Canvas(surface, at, self._size)


def _converted(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` in the display's pixel format when there is a display to match."""
    if pygame.display.get_surface() is None:
        return surface.copy()
    return surface.convert()
