"""A still picture kept aside, so frames where only small things move cost only those things.

While a few pieces fly over a table that stays the same, drawing the whole screen 60 times a
second costs 3-5 ms a frame at 1920 x 1080, most of it filling and copying large areas. A
scene that knows what is still and what moves draws the still part once into a
:class:`StillLayer`, keyed by a plain value of everything it shows; then each frame
(:meth:`core.scene.Scene.draw_changes`) puts back the still pixels under what moved last frame
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
    """The still part of a scene's picture, and where its moving things were drawn last."""

    def __init__(self) -> None:
        self._key: object = None
        self._layer: Canvas | None = None
        self._moved: list[pygame.Rect] = []

    def forget(self) -> None:
        """The next :meth:`update` answers ``None``: the scene is drawn whole."""
        self._key = None
        self._moved = []

    def paint(
        self, surface: Canvas, key: object, draw_still: Callable[[Canvas], None], moving: DrawMoving
    ) -> None:
        """Draw the whole picture: the still part (made by ``draw_still`` into the kept layer,
        remembered under ``key``) and then the moving things."""
        layer = self._layer
        if layer is None or layer.scale != canvas.scale() or layer.get_size() != surface.get_size():
            layer = self._layer = Canvas.blank(surface.get_size())
        draw_still(layer)
        surface.blit(layer, (0, 0))
        self._key = key
        self._moved = _padded(moving(surface))

    def update(self, surface: Canvas, key: object, moving: DrawMoving) -> list | None:
        """Bring the picture on ``surface`` up to date in place: the rects redrawn, or ``None``
        when the still part is not the one kept (``key`` differs), and the caller must draw
        the whole picture."""
        if self._layer is None or key != self._key or self._layer.scale != canvas.scale():
            return None
        for rect in self._moved:  # the same real pixels from the layer, whatever the rounding
            real = self._layer.real_rect(rect)
            surface.surface.blit(self._layer.surface, real.topleft, real)
        moved = _padded(moving(surface))
        changed, self._moved = self._moved + moved, moved
        return changed


def _padded(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    return [rect.inflate(2 * MARGIN, 2 * MARGIN) for rect in rects]
