"""The diagram of minusMax's help page "Placing a tile", drawn with the game's own tiles.

It shows the rule new players miss: a tile is placed at a corner (a vertex) where two tiles
that touch each other meet, and its value is an operation on those two. The operations listed
under it are worked out by the rules themselves (:func:`games.minusmax.arithmetic.operations`),
so the picture can never disagree with the game.
"""

from __future__ import annotations

import pygame

from core import assets
from core.hexgrid import Layout
from core.ui import pen, theme
from core.ui.canvas import Canvas
from games.minusmax import tile_view
from games.minusmax.arithmetic import operations
from games.minusmax.messages import operation
from games.minusmax.style import Display

A, B = 3, 2  # the two tiles that touch
NEW = A + B  # the tile placed at their corner
CELLS = {(0, 0): A, (1, 0): B}  # two neighbours...
NEW_CELL = (0, 1)  # ...and a cell touching both: the three meet at one vertex
LINE_H = 38


def vertex(surface: Canvas, rect: pygame.Rect) -> None:
    """Two touching tiles and the new one at their shared corner, the corner marked, then
    every value the pair gives, as operations."""
    rect = pygame.Rect(rect)
    display = Display()
    lines = _operation_lines()
    size = min(rect.w / 5.2, (rect.h - len(lines) * LINE_H - 20) / 3.6)
    layout = Layout(False, size, (0, 0))
    centres = {cell: layout.to_pixel(cell) for cell in (*CELLS, NEW_CELL)}
    middle_x = sum(x for x, _ in centres.values()) / 3
    middle_y = sum(y for _, y in centres.values()) / 3
    shift = (rect.centerx - middle_x, rect.y + size - min(y for _, y in centres.values()))
    spot = {cell: (x + shift[0], y + shift[1]) for cell, (x, y) in centres.items()}
    face, ink = display.tile_colours
    for cell, value in CELLS.items():
        art = tile_view.tile(value, size - 1, face, ink, display.font)
        surface.blit(art, art.get_rect(center=spot[cell]))
    new = tile_view.tile(NEW, size - 1, theme.ACCENT, theme.readable_on(theme.ACCENT), "plain")
    surface.blit(new, new.get_rect(center=spot[NEW_CELL]))
    ring = tile_view.glow(size - 2, theme.GOOD, 255, 3)
    surface.blit(ring, ring.get_rect(center=spot[NEW_CELL]))
    corner = (round(middle_x + shift[0]), round(middle_y + shift[1]))
    pen.circle(surface, theme.DANGER, corner, max(5, round(size / 7)))
    pen.circle(surface, theme.TEXT, corner, max(5, round(size / 7)), 2)
    top = round(spot[NEW_CELL][1] + size + 16)
    for index, line in enumerate(lines):
        image = assets.text(line, theme.FONT_NORMAL, theme.ACCENT if index == 0 else theme.TEXT)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, top + index * LINE_H)))


def _operation_lines() -> list[str]:
    """The new tile's operation first, then the pair's other results, a few to a line."""
    pairs = operations(A, B)
    first = [operation(text) for value, text in pairs if value == NEW]
    rest = [operation(text) for value, text in pairs if value != NEW]
    return [*first, *("     ".join(rest[i : i + 2]) for i in range(0, len(rest), 2))]
