"""A still picture kept aside, so frames where only small things move cost only those things.

While a few pieces fly over a table that stays the same, or only a turn clock ticks, drawing
the whole screen each time costs 3-9 ms a frame at 1920 x 1080, most of it filling and copying
large areas. A scene that knows what is still and what moves draws the still part, keeps a copy
of the ``region`` where things move (:meth:`StillLayer.paint`), keyed by a plain value of
everything the still part shows, and then draws the moving things. Each later frame
(:meth:`core.scene.Scene.draw_changes`) puts back the kept pixels under what moved last frame
and draws the moving things again, about half a millisecond.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from core.ui import canvas
from core.ui.canvas import Canvas

MARGIN = 2  # logical pixels around a moving thing's rect: its real edge may round outwards

DrawMoving = Callable[[Canvas], list[pygame.Rect]]


class StillLayer:
    """The still pixels of a scene's region where things move, and where they were drawn."""

    def __init__(self) -> None:
        self._key: object = None
        self._kept: pygame.Surface | None = None
        self._area = pygame.Rect(0, 0, 0, 0)  # the kept region, in real pixels
        self._scale = 0.0
        self._moved: list[pygame.Rect] = []

    def forget(self) -> None:
        """The next :meth:`update` answers ``None``: the scene is drawn whole."""
        self._key = None
        self._moved = []

    def paint(
        self,
        surface: Canvas,
        key: object,
        draw_still: Callable[[Canvas], None],
        moving: DrawMoving,
        region: pygame.Rect | None = None,
    ) -> None:
        """Draw the whole picture: the still part (kept under ``key``, in ``region``, the
        whole surface by default), then the moving things."""
        draw_still(surface)
        area = surface.real_rect(region or surface.get_rect()).clip(surface.surface.get_rect())
        if self._kept is None or self._kept.get_size() != area.size:
            self._kept = pygame.Surface(area.size)
        self._kept.blit(surface.surface, (0, 0), area)
        self._area, self._scale, self._key = area, canvas.scale(), key
        self._moved = self._placed(surface, moving(surface))

    def update(self, surface: Canvas, key: object, moving: DrawMoving) -> bool:
        """Bring the picture on ``surface`` up to date in place; False when the still part is
        not the one kept (``key`` differs), and the caller must draw the whole picture."""
        if self._kept is None or key != self._key or self._scale != canvas.scale():
            return False
        for real in self._moved:
            surface.surface.blit(self._kept, real.topleft, real.move(-self._area.x, -self._area.y))
        self._moved = self._placed(surface, moving(surface))
        return True

    def _placed(self, surface: Canvas, drawn: list[pygame.Rect]) -> list[pygame.Rect]:
        """The real rects of what was just drawn, padded; a thing drawn outside the kept
        region could not be put back, so the next frame is then drawn whole."""
        placed = [surface.real_rect(rect.inflate(2 * MARGIN, 2 * MARGIN)) for rect in drawn]
        if not all(self._area.contains(real) for real in placed):
            self._key = None
        return [real.clip(self._area) for real in placed]
