"""Ready-to-run Tetrhex scenes for ``tools/bench.py``: the heaviest boards a player meets.

``scenes(app)`` gives the player's scene on an edge-9 board filled nearly to the top (every
line but the highest three has one gap, a tenth of the hexagons carry bombs, the radar is on)
and the same position while the computer plays it.
"""

from __future__ import annotations

import random

from games.tetrhex.ascii import game_with_board, render_board
from games.tetrhex.events import Tile
from games.tetrhex.geometry import board_cells, height
from games.tetrhex.logic import Game
from games.tetrhex.pieces import COLOURS


def crowded_board(edge: int = 9, seed: int = 1, free_lines: int = 4) -> str:
    """A board (as text) full but for one gap per line, up to ``free_lines`` below the top."""
    rng = random.Random(seed)
    top = 2 * (edge - 1) - free_lines
    rows: dict[int, list] = {}
    for cell in board_cells(edge):
        if height(edge, cell) < top:
            rows.setdefault(height(edge, cell), []).append(cell)
    board = {}
    for cells in rows.values():
        gap = rng.choice(sorted(cells))
        for cell in cells:
            if cell != gap:
                board[cell] = Tile(rng.randrange(COLOURS), rng.random() < 0.1)
    return render_board(edge, board)


def crowded_game(edge: int = 9, seed: int = 1, free_lines: int = 4) -> Game:
    """A game on :func:`crowded_board`, with the radar on, two bombs and some points."""
    board = crowded_board(edge, seed, free_lines)
    return game_with_board(edge, board, seed=seed, radar=True, bombs=2, score=48_250)


def scenes(app) -> dict:
    from games.tetrhex.scene import TetrhexScene
    from games.tetrhex.watch import WatchScene

    return {
        "crowded_edge9": TetrhexScene(app, crowded_game(seed=1, free_lines=6)),
        "watch_crowded_edge9": WatchScene(app, crowded_game(seed=2)),
    }
