"""Tetrhex boards as text, with the V lines straightened into rows (for tests and debugging).

Row ``h`` of the text is line ``h`` (the bottom row is height 0, the row above height 1, ...)
and character ``j`` of a row is column ``q = j - R``. Gravity is therefore straight down the
text, and a full line is a full row. Characters: ``.`` empty, ``a``-``g`` a hexagon of colour
0-6, ``A``-``G`` the same with a bomb, ``#`` the falling piece (rendering only), and a space
where a column has no cell at that height. A text may give only the lowest rows; the rows
above are empty. Edge 6, empty::

         .
        ...
       .....
      .......
     .........
    ...........
    ...........
    ...........
    ...........
    ...........
    ...........
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping

from core.hexgrid import Hex
from games.tetrhex.events import Tile
from games.tetrhex.geometry import board_cells, cell_at
from games.tetrhex.logic import Game
from games.tetrhex.pieces import FallingPiece

COLOUR_LETTERS = "abcdefg"


def parse_board(edge: int, text: str) -> dict[Hex, Tile]:
    """The hexagons drawn in ``text`` (see the module docstring); ``ValueError`` if malformed."""
    radius = edge - 1
    cells = board_cells(edge)
    rows = [row.rstrip() for row in textwrap.dedent(text).splitlines() if row.strip()]
    if len(rows) > 2 * radius + 1:
        raise ValueError(f"an edge-{edge} board has {2 * radius + 1} rows, not {len(rows)}")
    board = {}
    for h, row in enumerate(reversed(rows)):
        for j, char in enumerate(row):
            if char == " ":
                continue
            cell = cell_at(edge, j - radius, h)
            if cell not in cells:
                raise ValueError(f"row {h} column {j - radius} is off the edge-{edge} board")
            if char == ".":
                continue
            if char.lower() not in COLOUR_LETTERS:
                raise ValueError(f"unknown board character {char!r}")
            board[cell] = Tile(COLOUR_LETTERS.index(char.lower()), char.isupper())
    return board


def render_board(edge: int, board: Mapping[Hex, Tile], piece: Iterable[Hex] = ()) -> str:
    """``board`` (and the falling ``piece`` as ``#``) in the format of :func:`parse_board`."""
    radius = edge - 1
    cells = board_cells(edge)
    piece = set(piece)
    rows = []
    for h in range(2 * radius, -1, -1):
        row = ""
        for q in range(-radius, radius + 1):
            cell = cell_at(edge, q, h)
            if cell not in cells:
                row += " "
            elif cell in piece:
                row += "#"
            elif cell in board:
                letter = COLOUR_LETTERS[board[cell].colour]
                row += letter.upper() if board[cell].bomb else letter
            else:
                row += "."
        rows.append(row.rstrip())
    return "\n".join(rows)


def game_with_board(edge: int, text: str, piece: FallingPiece | None = None, **fields) -> Game:
    """A new game (seed 0 unless ``seed`` is given) whose board is ``text``.

    ``piece`` replaces the falling piece; other keyword arguments set snapshot fields such as
    ``level``, ``bombs``, ``radar`` or ``score``. Handy for scenario tests and for showing a
    chosen position (a nearly full board for a benchmark, a menu preview).
    """
    game = Game(edge, fields.pop("start_level", 0), fields.pop("seed", 0))
    data = game.to_dict()
    data["board"] = [[q, r, t.colour, t.bomb] for (q, r), t in parse_board(edge, text).items()]
    if piece is not None:
        data["piece"] = [piece.shape, piece.rotation, list(piece.pivot), piece.bomb]

    data.update(fields)
    return Game.from_dict(data)
