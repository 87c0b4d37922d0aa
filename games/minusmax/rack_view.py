"""The rack on screen: a row of up to nine tiles with their number keys under them.

The selected tile sits raised with a ring; tiles marked for an exchange sit lowered with a red
ring and a cross; while it is not the player's turn the tiles are faded. A tile being dragged
leaves an outline in its slot.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from core import assets
from core.ui import pen, theme
from games.minusmax import tile_view
from games.minusmax.style import Display

CAPACITY = 9
RADIUS = 27
RAISE = 8


class RackView:
    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.slot_w = self.rect.w / CAPACITY
        self.tile_y = self.rect.y + RADIUS + RAISE + 2

    def centre(self, index: int, count: int) -> tuple[float, float]:
        left = self.rect.centerx - count * self.slot_w / 2
        return (left + (index + 0.5) * self.slot_w, self.tile_y)

    def index_at(self, pos, count: int) -> int | None:
        """The tile under ``pos``, or ``None``."""
        if not self.rect.collidepoint(pos):
            return None
        for index in range(count):
            x, y = self.centre(index, count)
            if abs(pos[0] - x) <= self.slot_w / 2 and abs(pos[1] - y) <= RADIUS + RAISE:
                return index
        return None

    def drop_index(self, pos, count: int) -> int | None:
        """Where a tile dropped at ``pos`` goes in the rack (``None`` when outside it)."""
        if not self.rect.inflate(0, 20).collidepoint(pos):
            return None
        left = self.rect.centerx - count * self.slot_w / 2
        return min(max(int((pos[0] - left) // self.slot_w), 0), max(count - 1, 0))

    def draw(
        self,
        surface,
        values: Sequence[int],
        display: Display,
        selected: int | None = None,
        marked: Collection[int] = (),
        faded: bool = False,
        dragging: int | None = None,
    ) -> None:
        face, ink = display.tile_colours
        count = len(values)
        for index, value in enumerate(values):
            x, y = self.centre(index, count)
            key = assets.text(str(index + 1), theme.FONT_SMALL - 2, theme.TEXT_DIM)
            surface.blit(key, key.get_rect(midtop=(x, y + RADIUS + RAISE + 2)))
            if index == dragging:
                outline = tile_view.glow(RADIUS, theme.TEXT_DIM, 200, 2)
                surface.blit(outline, outline.get_rect(center=(x, y)))
                continue
            if index == selected:
                y -= RAISE
            elif index in marked:
                y += RAISE // 2
            art = tile_view.tile(value, RADIUS, face, ink, display.font)
            if faded:
                art = art.copy()
                art.set_alpha(110)
            surface.blit(art, art.get_rect(center=(x, y)))
            if index == selected:
                ring = tile_view.glow(RADIUS + 2, theme.ACCENT, 255, 3)
                surface.blit(ring, ring.get_rect(center=(x, y)))
            elif index in marked:
                self._draw_mark(surface, (x, y))

    @staticmethod
    def _draw_mark(surface, centre) -> None:
        ring = tile_view.glow(RADIUS + 2, theme.DANGER, 255, 3)
        surface.blit(ring, ring.get_rect(center=centre))
        x, y = centre[0] + RADIUS * 0.55, centre[1] - RADIUS * 0.6
        pen.circle(surface, theme.DANGER, (round(x), round(y)), 9)
        pen.line(surface, theme.TEXT, (x - 4, y - 4), (x + 4, y + 4), 2)
        pen.line(surface, theme.TEXT, (x - 4, y + 4), (x + 4, y - 4), 2)
