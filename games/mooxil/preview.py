"""The menu card's picture of Mooxil: a small grid part filled, with blue endtiles linked by a
chain of tiles, a closed tile with its blocked cells, a bonus cell and a 6-tile."""

from __future__ import annotations

from core.ui import theme
from core.ui.canvas import Canvas
from games.mooxil.board_view import BoardView
from games.mooxil.textboard import board_from_text

GRID = """
       E0  1  .  .
     .  0  #  .  .
   .  #  0  #  .  .
 .  .  1  S2 2  .+20 .
   .  .  1  2  1  E1
     .  #  .  .  .
       .  .  .  .
"""


def draw(surface: Canvas) -> None:
    surface.fill(theme.BACKGROUND)
    board = board_from_text(GRID)
    width, height = surface.get_size()
    view = BoardView((8, 6, width - 16, height - 12))
    view.draw(surface, board)
