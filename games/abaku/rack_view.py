"""The rack of the player at the screen: five tile slots, the picked tile lifted, the tiles
marked for an exchange crossed, the tiles already on the board faded (pygame)."""

from __future__ import annotations

import pygame

from core.ui import pen, theme
from games.abaku import tile_view
from games.abaku.logic import RACK_SIZE
from games.abaku.moves import tile_text

TILE = 62
GAP = 12


class RackView:
    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        width = RACK_SIZE * TILE + (RACK_SIZE - 1) * GAP
        self.left = self.rect.centerx - width // 2

    def slot(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.left + index * (TILE + GAP), self.rect.y + 8, TILE, TILE)

    def index_at(self, pos, count: int) -> int | None:
        for index in range(count):
            if self.slot(index).inflate(GAP, 12).collidepoint(pos):
                return index
        return None

    def draw(self, surface, rack: list[int], view) -> None:
        """``view``: picked index, used indices, exchange marks, dragged index."""
        for index in range(RACK_SIZE):
            pen.rect(surface, theme.BACKGROUND, self.slot(index), border_radius=8)
        for index, tile in enumerate(rack):
            rect = self.slot(index)
            if index == view.picked:
                rect = rect.move(0, -8)
                pen.rect(surface, theme.FOCUS, rect.inflate(6, 6), 3, 10)
            look = "used" if index in view.used or index == view.dragged else "rack"
            surface.blit(tile_view.face(tile_text(tile), TILE, look, tile < 0), rect)
            if index in view.marked:
                _cross(surface, rect)


def _cross(surface, rect) -> None:
    """The mark of a tile chosen for the exchange."""
    inner = rect.inflate(-16, -16)
    pen.line(surface, theme.DANGER, inner.topleft, inner.bottomright, 5)
    pen.line(surface, theme.DANGER, inner.topright, inner.bottomleft, 5)
