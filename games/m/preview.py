"""The menu card picture of M: tiles laid out as a big M, a scored line lit, and chips."""

from __future__ import annotations

import pygame

from core import assets
from core.ui import pen, theme
from core.ui.canvas import Canvas
from games.m import tile_view
from games.m.hud import draw_chip
from games.m.tiles import Tile

SIZE = 56
STEP = 60
# (column, row, tile) of a big M, each tile matching its neighbours
LAYOUT = (
    (0, 0, Tile("red", 20, "star")),
    (4, 0, Tile("blue", 40, "circle")),
    (0, 1, Tile("red", 10, "square")),
    (1, 1, Tile("yellow", 10, "triangle")),
    (3, 1, Tile("purple", 30, "circle")),
    (4, 1, Tile("blue", 30, "circle")),
    (0, 2, Tile("red", 0)),
    (2, 2, Tile("green", 20, "star")),
    (4, 2, Tile("blue", 20, "square")),
    (0, 3, Tile("purple", 30, "triangle")),
    (4, 3, Tile("yellow", 40, "square")),
)
HAND = (Tile("green", 40, "circle"), Tile("yellow", 30, "star"))
TAKEN = (Tile("red", 20, "star"), Tile("red", 40, "circle"), Tile("blue", 10, "star"))


def draw(surface: Canvas) -> None:
    # fonts cached before an earlier pygame.quit are dead; the tiles' numbers need live ones
    assets.clear_caches()
    palette = theme.palette("standard")
    surface.fill(theme.BACKGROUND)
    left, top = 16, (surface.get_height() - 4 * STEP) // 2 + 2
    band = pygame.Rect(left - 5, top - 5, STEP + 6, 4 * STEP + 6)  # the left leg, lit
    pen.rect(surface, theme.shade(theme.ACCENT, 0.4), band, border_radius=12)
    pen.rect(surface, theme.ACCENT, band, 3, border_radius=12)
    for column, row, tile in LAYOUT:
        face = tile_view.face(tile, SIZE, palette)
        surface.blit(face, (left + column * STEP, top + row * STEP))
    side = left + 5 * STEP + 12
    for index, tile in enumerate(HAND):
        surface.blit(tile_view.face(tile, 70, palette), (side + index * 76, top + 4))
    for index in range(5):
        draw_chip(surface, (side + 14 + index * 29, top + 112), 13)
    for index, tile in enumerate(TAKEN):
        surface.blit(tile_view.mini(tile, 34, palette), (side + index * 40, top + 150))
    pen.rect(surface, theme.BORDER, surface.get_rect(), 2, border_radius=10)
