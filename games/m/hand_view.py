"""The hand under the table: the tiles of the player who may see them, or their backs.

Each tile has its key number under it; the selected tile stands raised with a bright frame;
a tile that fits nowhere on the table is dimmed.
"""

from __future__ import annotations

import pygame

from core import assets
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from core.ui.text import blit_fitted
from games.m import tile_view
from games.m.logic import HAND_SIZE
from games.m.tiles import Tile

SIZE = 86
GAP = 24
RAISE = 8


class HandView:
    def __init__(self, area) -> None:
        self.area = pygame.Rect(area)

    def slot_rect(self, index: int, raised: bool = False) -> pygame.Rect:
        top = self.area.y + 28 - (RAISE if raised else 0)
        return pygame.Rect(self.area.x + 6 + index * (SIZE + GAP), top, SIZE, SIZE)

    def slot_at(self, point, count: int) -> int | None:
        for index in range(count):
            if self.slot_rect(index).inflate(GAP // 2, RAISE * 2).collidepoint(point):
                return index
        return None

    def draw(
        self,
        surface,
        title: str,
        tiles: list[Tile] | None,
        count: int,
        selected: int | None,
        fits: list[bool],
        palette,
    ) -> None:
        """``tiles`` face up, or ``count`` backs when ``tiles`` is None."""
        width = HAND_SIZE * (SIZE + GAP)
        title_rect = (self.area.x + 6, self.area.y, width - GAP, 24)
        blit_fitted(surface, title, title_rect, theme.FONT_SMALL, theme.TEXT_DIM, "left")
        if tiles is None:
            for index in range(count):
                surface.blit(tile_view.back(SIZE), self.slot_rect(index))
            return
        for index, tile in enumerate(tiles):
            chosen = index == selected
            rect = self.slot_rect(index, chosen)
            surface.blit(tile_view.face(tile, SIZE, palette), rect)
            if not fits[index]:
                surface.blit(_dim(), rect)
            if chosen:
                pen.rect(surface, theme.FOCUS, rect.inflate(8, 8), 4, border_radius=12)
            number = assets.text(
                str(index + 1), theme.FONT_SMALL, theme.ACCENT if chosen else theme.TEXT_DIM
            )
            base = self.slot_rect(index)
            surface.blit(number, number.get_rect(midtop=(base.centerx, base.bottom + 4)))


@canvas.pictures(4)
def _dim() -> Canvas:
    """The veil over a tile that fits nowhere."""
    veil = Canvas.blank((SIZE, SIZE), alpha=True)
    pen.rect(veil, (10, 12, 20, 150), veil.get_rect(), border_radius=10)
    return veil
