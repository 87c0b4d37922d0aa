"""Mooxil grids as ASCII art, for scenario tests and debugging.

One line per row ``r`` (top row first), the cells of the row from left to right (growing
``q``), separated by spaces; indentation is free. A hexagon of radius ``R`` has ``2R + 1``
lines. Each cell is one token:

``.`` free cell, ``#`` blocked cell, ``3`` tile with 3 free sides, ``E2`` endtile with 2 free
sides, ``S1`` 6-tile with 1 free side left; a suffix ``+20`` makes it a bonus cell worth 20
(``.+20``, ``3+20``). Free sides are taken as written: no linking is worked out.

A radius-1 example (the centre tile links to the endtile and to the 2 on its right)::

     .  E1
   #  1  2
     .  .
"""

from __future__ import annotations

import re

from core.hexgrid import hexagon
from games.mooxil.board import EMPTY, ENDTILE, PLAIN, SIX_TILE, Board

_TOKEN = re.compile(r"^(?P<body>\.|#|[ES]?[0-6])(?:\+(?P<bonus>\d+))?$")
_KIND_PREFIX = {"": PLAIN, "E": ENDTILE, "S": SIX_TILE}


def board_from_text(text: str) -> Board:
    """Parse the ASCII grid described in the module docstring; ``ValueError`` if malformed."""
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    if len(rows) % 2 == 0:
        raise ValueError(f"a hexagon has an odd number of rows, not {len(rows)}")
    radius = len(rows) // 2
    board = Board(radius)
    cells = iter(hexagon(radius))
    for r, tokens in zip(range(-radius, radius + 1), rows, strict=True):
        expected = 2 * radius + 1 - abs(r)
        if len(tokens) != expected:
            raise ValueError(f"row r={r} needs {expected} cells, not {len(tokens)}: {tokens}")
        for token in tokens:
            _put(board, board.index_of(next(cells)), token)
    return board


def _put(board: Board, i: int, token: str) -> None:
    match = _TOKEN.match(token)
    if match is None:
        raise ValueError(f"unknown cell {token!r}")
    body, bonus = match["body"], match["bonus"]
    if bonus:
        board.bonus[i] = int(bonus)
    if body == "#":
        board.set_blocked(i)
    elif body != ".":
        board.set_tile(i, int(body[-1]), _KIND_PREFIX[body[:-1]])


def board_to_text(board: Board) -> str:
    """The grid in the format of :func:`board_from_text`, rows indented into a hexagon."""
    tokens = [_token(board, i) for i in range(len(board.cells))]
    width = max(len(token) for token in tokens)
    lines = []
    position = 0
    radius = board.radius
    for r in range(-radius, radius + 1):
        count = 2 * radius + 1 - abs(r)
        row = tokens[position : position + count]
        position += count
        indent = " " * (abs(r) * (width + 1) // 2)
        lines.append(indent + " ".join(token.rjust(width) for token in row))
    return "\n".join(lines)


def _token(board: Board, i: int) -> str:
    free = board.free[i]
    if free == EMPTY:
        body = "#" if board.blocked[i] else "."
    else:
        body = {PLAIN: "", ENDTILE: "E", SIX_TILE: "S"}[board.kind[i]] + str(free)
    return body + (f"+{board.bonus[i]}" if board.bonus[i] else "")
