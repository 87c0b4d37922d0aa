"""The menu card's picture of Abaku: a patch of board with bonus squares, a crossing of
examples, and the example read out with its symbols."""

from __future__ import annotations

import pygame

from core import assets
from core.ui import pen, theme
from games.abaku import tile_view
from games.abaku.board_view import BONUS_FILL, SQUARE_FILL

CARD_SIZE = (480, 270)
CELL = 40
PATCH = (7, 6)  # rows, columns
BONUSES = {(0, 0): "T", (1, 5): "d", (3, 3): "*", (5, 1): "E", (6, 4): "t", (2, 2): "E"}
TILES = {(3, 0): 8, (3, 1): 2, (3, 2): 7, (3, 3): 9, (3, 4): 3, (1, 3): 8, (2, 3): 1, (4, 3): 9}
LINES = ("82 - 79 = 3", "√81 = 9", "³√8 = 2")


def draw(surface) -> None:
    surface.fill(theme.BACKGROUND)
    left, top = 24, (CARD_SIZE[1] - PATCH[0] * CELL) // 2
    for row in range(PATCH[0]):
        for col in range(PATCH[1]):
            rect = pygame.Rect(left + col * CELL, top + row * CELL, CELL, CELL).inflate(-2, -2)
            fill = BONUS_FILL.get(BONUSES.get((row, col), ""), SQUARE_FILL)
            pen.rect(surface, fill, rect, border_radius=4)
    for (row, col), digit in TILES.items():
        look = "tentative" if row == 3 and col < 3 else "board"
        surface.blit(
            tile_view.face(str(digit), CELL - 2, look),
            (left + col * CELL + 1, top + row * CELL + 1),
        )
    x = left + PATCH[1] * CELL + 24
    title = assets.text("Abaku", 46, theme.ACCENT)
    surface.blit(title, (x, 34))
    for index, line in enumerate(LINES):
        image = assets.text(line, 32, theme.TEXT)
        surface.blit(image, (x, 104 + index * 44))
