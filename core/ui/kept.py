"""A part of the screen drawn once and put back, pixel for pixel, while what it shows is the same.

A side panel full of fitted labels, a score table or a rack costs a few milliseconds to draw,
yet changes only when a move is made, the language changes or the window changes size. A
:class:`KeptPicture` draws such a part once on a scratch screen of the real one's size and
format, so every shape and glyph lands on the very same real pixels as when drawn on the
screen itself, keeps the pixels of its ``region``, and blits them back on later frames.

What the part does not cover (the outside of a panel's rounded corners, its shadow's edge)
must still show what was drawn under it, which may differ from frame to frame (an effect that
grows over the edge of the board). So the scratch is first filled with :data:`SEE_THROUGH`, a
colour no interface drawing makes, and the kept pixels use it as their colour key: those
pixels are skipped by the blit, and every other one is copied exactly.

The key a caller gives must name everything the drawing shows; the language and the drawing
scale are added here, as every text depends on the one and every pixel on the other.

A look often comes back a moment later: a button focused, then not, then focused again as the
pointer crosses it; a message that follows the cell under the pointer. So the last few
pictures are kept (:class:`Recent`), each under its own key, and one that comes back is put
back instead of drawn again.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from core import i18n
from core.ui.canvas import Canvas

SEE_THROUGH = (255, 0, 255)  # pure magenta: no theme, tile or text colour is near it

_scratch: Canvas | None = None  # one screen-sized canvas shared by every kept picture

LOOKS_KEPT = 4  # pictures a KeptPicture keeps: a few looks that come and go, small regions


class Recent:
    """The last ``size`` pictures used, each under its key, the newest first. Keys are
    compared with ``==`` (a scene's key may hold dataclasses that do not hash)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: list[tuple[object, pygame.Surface]] = []

    def clear(self) -> None:
        self._items = []

    @property
    def newest(self) -> tuple[object, pygame.Surface] | None:
        return self._items[0] if self._items else None

    def find(self, key: object) -> pygame.Surface | None:
        """The picture kept under ``key``, which becomes the newest; None if there is none."""
        for index, (kept_key, picture) in enumerate(self._items):
            if kept_key == key:
                self._items.insert(0, self._items.pop(index))
                return picture
        return None

    def add(self, key: object, picture: pygame.Surface) -> None:
        """Keep ``picture`` under ``key`` as the newest, letting the oldest go when full."""
        self._items.insert(0, (key, picture))
        del self._items[self.size :]

    def oldest_if_full(self) -> pygame.Surface | None:
        """The picture that :meth:`add` would let go next, taken out (to be drawn over and
        kept again), or None while there is room."""
        if len(self._items) < self.size:
            return None
        return self._items.pop()[1]


class KeptPicture:
    """The pixels of ``region`` (logical) as ``draw`` left them, kept under a key (the last
    few looks, :data:`LOOKS_KEPT`)."""

    def __init__(self, region) -> None:
        self.region = pygame.Rect(region)
        self._looks = Recent(LOOKS_KEPT)

    def forget(self) -> None:
        """Draw again at the next frame (something the key does not name has changed)."""
        self._looks.clear()

    def draw(self, surface: Canvas, key: object, draw: Callable[[Canvas], None]) -> None:
        """What ``draw`` would draw on ``surface`` in ``region``: drawn when ``key`` (or the
        language, or the screen's size or scale) differs from every kept one, else put back."""
        if surface.surface.get_flags() & pygame.SRCALPHA or _drawing_on_scratch(surface):
            draw(surface)  # text blends differently on a see-through picture; a kept picture
            return  # inside another one is kept with it
        full_key = picture_key(surface, key)
        pixels = self._looks.find(full_key)
        if pixels is None:
            pixels = _drawn(surface, self.region, draw)
            self._looks.add(full_key, pixels)
        surface.surface.blit(pixels, surface.real_rect(self.region).topleft)


def picture_key(surface: Canvas, key: object) -> tuple:
    """``key`` with what every kept picture on ``surface`` depends on besides: the words'
    language, the drawing scale and the real surface's size."""
    return (key, i18n.language(), surface.scale, surface.surface.get_size())


def _drawn(surface: Canvas, region: pygame.Rect, draw: Callable[[Canvas], None]) -> pygame.Surface:
    """The real pixels of ``region`` after ``draw`` on a see-through screen like ``surface``."""
    scratch = _scratch_like(surface)
    area = scratch.real_rect(region).clip(scratch.surface.get_rect())
    scratch.surface.set_clip(area)
    scratch.surface.fill(SEE_THROUGH, area)
    draw(scratch)
    scratch.surface.set_clip(None)
    pixels = scratch.surface.subsurface(area).copy()
    pixels.set_colorkey(SEE_THROUGH, pygame.RLEACCEL)  # runs of kept pixels copy fast
    return pixels


def _drawing_on_scratch(surface: Canvas) -> bool:
    return _scratch is not None and surface.surface is _scratch.surface


def _scratch_like(surface: Canvas) -> Canvas:
    """The shared scratch canvas, remade when the screen's size, scale or format changed."""
    global _scratch
    real = surface.surface
    same = (
        _scratch is not None
        and _scratch.scale == surface.scale
        and _scratch.get_size() == surface.get_size()
        and _scratch.surface.get_size() == real.get_size()
        and _scratch.surface.get_bitsize() == real.get_bitsize()
        and _scratch.surface.get_masks() == real.get_masks()
    )
    if not same:
        _scratch = Canvas(
            pygame.Surface(real.get_size(), 0, real), surface.scale, surface.get_size()
        )
    return _scratch


def fill_around(surface: Canvas, colour, hole) -> None:
    """Fill ``surface`` but for ``hole`` (logical), which an opaque picture drawn next will
    cover whole: filling it first would only write its pixels twice. The hole is taken a pixel
    smaller on each side, so that no real pixel at its rounded edges is missed."""
    inner = pygame.Rect(hole).inflate(-2, -2)
    width, height = surface.get_size()
    for strip in (
        (0, 0, width, inner.top),
        (0, inner.bottom, width, height - inner.bottom),
        (0, inner.top, inner.left, inner.height),
        (inner.right, inner.top, width - inner.right, inner.height),
    ):
        if strip[2] > 0 and strip[3] > 0:
            surface.fill(colour, strip)
