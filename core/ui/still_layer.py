"""A still picture kept aside, so frames where only small things move cost only those things.

While a few pieces fly over a table that stays the same, or only a turn clock ticks, drawing
the whole screen each time costs 3-9 ms a frame at 1920 x 1080, most of it filling and copying
large areas. A scene that knows what is still and what moves draws the still part, keeps a copy
of it (:meth:`StillLayer.paint`), keyed by a plain value of everything the still part shows,
and then draws the moving things. A later whole frame with the same key puts the copy back in
one blit instead of drawing the still part again; a later frame drawn in place
(:meth:`core.scene.Scene.draw_changes`) puts back only the kept pixels under what moved last
frame and draws the moving things again, about half a millisecond.

The still part must cover the whole surface. The key need not name the language, the drawing
scale or the surface's size: they are added here.

The still picture before the current one is kept too (:data:`STILLS_KEPT`): a button that
takes the focus and gives it back, a group shown and hidden again, brings back a picture
already drawn.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from core.ui.canvas import Canvas
from core.ui.kept import Recent, picture_key

MARGIN = 2  # logical pixels around a moving thing's rect: its real edge may round outwards
STILLS_KEPT = 2  # whole-screen pictures: the current one and the one before it

DrawMoving = Callable[[Canvas], list[pygame.Rect]]


class StillLayer:
    """The still pixels of a scene's whole surface, and where the moving things were drawn."""

    def __init__(self) -> None:
        self._stills = Recent(STILLS_KEPT)
        self._moved: list[pygame.Rect] = []

    def forget(self) -> None:
        """The next :meth:`update` answers ``None`` and the next :meth:`paint` draws the still
        part again: the scene is drawn whole."""
        self._stills.clear()
        self._moved = []

    def paint(
        self, surface: Canvas, key: object, draw_still: Callable[[Canvas], None], moving: DrawMoving
    ) -> None:
        """Draw the whole picture: the still part (put back when kept under ``key``, else
        drawn and kept), then the moving things."""
        full_key = picture_key(surface, key)
        real = surface.surface
        kept = self._stills.find(full_key)
        if kept is not None:  # the key names the size
            real.blit(kept, (0, 0))
        else:
            draw_still(surface)
            kept = self._stills.oldest_if_full()
            if kept is None or kept.get_size() != real.get_size():
                kept = pygame.Surface(real.get_size(), 0, real)
            kept.blit(real, (0, 0))
            self._stills.add(full_key, kept)
        self._moved = self._placed(surface, moving(surface))

    def update(self, surface: Canvas, key: object, moving: DrawMoving) -> bool:
        """Bring the picture on ``surface`` up to date in place; False when the still part is
        not the one kept last (``key`` differs), and the caller must draw the whole picture."""
        newest = self._stills.newest
        if newest is None or picture_key(surface, key) != newest[0]:
            return False
        for real in self._moved:
            surface.surface.blit(newest[1], real.topleft, real)
        self._moved = self._placed(surface, moving(surface))
        return True

    def _placed(self, surface: Canvas, drawn: list[pygame.Rect]) -> list[pygame.Rect]:
        """The real rects of what was just drawn, padded and kept to the surface."""
        bounds = surface.surface.get_rect()
        return [
            surface.real_rect(rect.inflate(2 * MARGIN, 2 * MARGIN)).clip(bounds) for rect in drawn
        ]
