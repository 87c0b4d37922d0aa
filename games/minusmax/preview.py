"""The menu card's picture of minusMax, and the sample board of the options screen.

The sample is a patch of board with its centre tiles, two placed tiles, D, T and X cells,
drawn with the same pictures as the game, so the options screen shows the look chosen.
"""

from __future__ import annotations

import math

import pygame

from core import assets
from core.hexgrid import Layout, hexagon
from core.ui import pen, theme
from games.minusmax import tile_view
from games.minusmax.style import Display

CENTRE_TILES = {(0, 0): 5, (1, 0): 3, (1, -1): 2, (0, -1): 8, (-1, 0): 10, (-1, 1): 4, (0, 1): 6}
PLACED = {(2, -1): (6, 0), (2, 0): (9, 1)}  # cell: (value, player); 3 x 2 = 6, then 6 + 3 = 9
SPECIALS = {(-2, 1): "D", (0, 2): "T", (-2, 2): "X", (1, -2): "D", (-1, -1): "T"}
PATCH = 2  # cells from the centre to the patch's edge
CARD_SIZE = (480, 270)


def sample_layout(rect) -> Layout:
    """A pointy-topped layout that fits the patch in ``rect``."""
    rect = pygame.Rect(rect)
    across = math.sqrt(3) * (2 * PATCH + 1)
    tall = 2 + 1.5 * 2 * PATCH
    size = min(rect.w / across, rect.h / tall) * 0.96
    return Layout(False, size, rect.center)


def draw_sample(surface, rect, display: Display, colours, coloured=frozenset()) -> Layout:
    """The patch of board in ``rect``, in the look of ``display``, the tiles of the players in
    ``coloured`` in their colours; returns its layout."""
    layout = sample_layout(rect)
    radius = layout.size
    for cell in sorted(hexagon(PATCH)):  # column by column: the faces overlap at their edges
        kind = SPECIALS.get(cell)
        fill = display.special_colour(kind) if kind else display.board_colour
        mark = theme.readable_on(fill) if kind else None
        face = tile_view.cell(kind, radius, fill, display.line_colour, mark)
        surface.blit(face, face.get_rect(center=layout.to_pixel(cell)))
    face, ink = display.tile_colours
    for cell, value in CENTRE_TILES.items():
        art = tile_view.tile(value, radius - 1, face, ink, display.font)
        surface.blit(art, art.get_rect(center=layout.to_pixel(cell)))
    for cell, (value, player) in PLACED.items():
        fill, colour_ink, symbol = face, ink, None
        if player in coloured:
            fill = colours[player % len(colours)]
            colour_ink, symbol = theme.readable_on(fill), player
        if display.dark_last and player == 1:
            fill = theme.shade(fill, 0.7)
            colour_ink = theme.readable_on(fill) if symbol is not None else colour_ink
        art = tile_view.tile(value, radius - 1, fill, colour_ink, display.font, symbol)
        surface.blit(art, art.get_rect(center=layout.to_pixel(cell)))
    return layout


def draw(surface) -> None:
    """The menu card: the sample board and the rule at work, "3 × 2 = 6"."""
    surface.fill(theme.BACKGROUND)
    height = surface.get_height()
    board = pygame.Rect(0, 0, height, height)
    layout = draw_sample(surface, board, Display(), theme.palette("standard"))
    corner = [layout.to_pixel(cell) for cell in ((1, 0), (1, -1), (2, -1))]
    x = sum(p[0] for p in corner) / 3
    y = sum(p[1] for p in corner) / 3
    pen.circle(surface, theme.DANGER, (round(x), round(y)), 7)
    pen.circle(surface, theme.TEXT, (round(x), round(y)), 7, 2)
    lines = ("3 × 2 = 6", "6 + 3 = 9", "D ×2   T ×3")
    for index, line in enumerate(lines):
        colour = theme.ACCENT if index < 2 else theme.TEXT_DIM
        image = assets.text(line, 40 if index < 2 else 30, colour)
        surface.blit(image, image.get_rect(midleft=(height + 10, 70 + index * 64)))
