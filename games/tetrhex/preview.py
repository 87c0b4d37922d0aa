"""The menu card's picture of Tetrhex: an edge-7 board part filled, a bomb piece falling over its
landing shadow, and the next piece beside it, drawn with the game's own hexagon pictures."""

from __future__ import annotations

import pygame

from core.ui import pen, theme
from core.ui.canvas import Canvas
from games.tetrhex import tile_view
from games.tetrhex.ascii import game_with_board
from games.tetrhex.bench_scenes import crowded_board
from games.tetrhex.board_view import BoardView
from games.tetrhex.logic import FallingPiece
from games.tetrhex.pieces import PIECES, SHAPES

FALLING = FallingPiece(7, 1, (0, -4), True)  # the bee, a bomb piece, over its shadow
NEXT_SHAPE = 3


def draw(surface: Canvas) -> None:
    palette = theme.palette("standard")
    game = game_with_board(7, crowded_board(7, seed=3, free_lines=6), piece=FALLING)
    width, height = surface.get_size()
    view = BoardView((width // 2 - 150, 6, 300, height - 12))
    view.draw(surface, game, palette)
    _draw_next(surface, pygame.Rect(width - 112, height // 2 - 50, 96, 100), palette)
    _draw_next_bombs(surface, pygame.Rect(16, height // 2 - 50, 96, 100))


def _draw_next(surface, box: pygame.Rect, palette) -> None:
    pen.rect(surface, theme.PANEL, box, border_radius=10)
    pen.rect(surface, theme.BORDER, box, 1, border_radius=10)
    size = 13.0
    colour = SHAPES[NEXT_SHAPE].colour
    face = tile_view.tile(palette[colour], colour, False, size)
    tile_view.blit_piece(surface, face, PIECES[NEXT_SHAPE], size, box.center)


def _draw_next_bombs(surface, box: pygame.Rect) -> None:
    pen.rect(surface, theme.PANEL, box, border_radius=10)
    pen.rect(surface, theme.BORDER, box, 1, border_radius=10)
    bomb = tile_view.tile(theme.TEXT_DIM, 0, True, 16.0)
    for index in range(3):
        tile_view.blit_at(surface, bomb, (box.centerx, box.y + 22 + index * 28))
