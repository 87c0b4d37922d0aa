"""The part of a Tetrhex frame that stays still while the piece falls, kept between frames.

A falling piece moves up to 30 times a second (held soft drop), and each move redraws the
frame. The board view keeps the board as one full-screen layer; this keeps a copy of it with
the side panels drawn on (score, clock, radar, bombs, key notes), remade only when what the
panels show changes: about four times a second, as the level clock's bar moves on, instead of
every frame. A frame then starts with one blit of it, and the piece goes on top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from core.ui.canvas import Canvas


class StillLayer:
    """A copy of a base canvas with more drawn on it within ``areas`` (logical rectangles),
    kept while the base is the same canvas and the key of what is drawn is equal (keys compare
    with ``==``). When only the key changes, just the areas are restored from the base and
    drawn again: no full-screen copy, which costs more than the drawing at 1920 x 1080."""

    def __init__(self, areas: Sequence[pygame.Rect]) -> None:
        self.areas = [pygame.Rect(area) for area in areas]
        self._canvas: Canvas | None = None
        self._base: Canvas | None = None
        self._key: object = None

    def get(self, base: Canvas, key: object, draw: Callable[[Canvas], None]) -> Canvas:
        """``base`` with ``draw`` done on it (``draw`` must keep to the areas)."""
        if self._canvas is None or base is not self._base:
            self._canvas = base.copy()
        elif key != self._key:
            for area in self.areas:
                self._canvas.blit(base, area.topleft, area)
        else:
            return self._canvas
        draw(self._canvas)
        self._base, self._key = base, key
        return self._canvas
