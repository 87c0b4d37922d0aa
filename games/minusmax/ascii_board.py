"""Small minusMax boards drawn as text, for tests and examples.

Each line is a row ``r`` (the first line is ``r = 0``); cells sit four characters apart and
each row is shifted two characters right of the one above, so a picture looks like the hexagons
it stands for. The cell ``(0, 0)`` is the first token of the first line, unless ``origin``
moves the whole picture. For example::

    3   2   4
      a   bD

puts a 3 on ``(0, 0)``, a 2 on ``(1, 0)`` and a 4 on ``(2, 0)``, names the empty cell
``(0, 1)`` ``a`` and the empty D cell ``(1, 1)`` ``b``; ``a`` touches the 3 and the 2 at one
vertex, ``b`` touches the 2 with the 5 after it and with the 4.

Tokens: a number is a tile; ``.`` is an empty cell; a lower-case letter names an empty cell;
any of those may be followed by ``D`` or ``T`` for the cell's special (``5D``: a 5 on a D
cell); ``D``, ``T`` or ``X`` alone is an empty special cell.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field

from games.minusmax.board import Cell

HELP_EXAMPLE = """
      c
    3   2   4
      a   bD
"""
"""The board of the help's worked example, used by the tests: ``a`` and ``c`` touch the 3 and
the 2 at a vertex (5, 1, 6, 8 or 9 fit there); ``b`` is a D cell touching the 2 and the 4, and
the tile on ``a`` once there is one (a 10 after a 5 scores 20)."""

_TOKEN = re.compile(r"^(?:(?P<value>\d+)|(?P<name>[a-z])|\.)?(?P<special>[DTX])?$")


@dataclass
class AsciiBoard:
    """A parsed picture: tiles, special cells, and the cells named by letters."""

    tiles: dict[Cell, int] = field(default_factory=dict)
    specials: dict[Cell, str] = field(default_factory=dict)
    names: dict[str, Cell] = field(default_factory=dict)

    def __getitem__(self, name: str) -> Cell:
        return self.names[name]


def parse_board(text: str, origin: Cell = (0, 0)) -> AsciiBoard:
    """The board drawn in ``text`` (see the module docstring); ``ValueError`` if malformed."""
    lines = [line.rstrip() for line in textwrap.dedent(text).strip("\n").splitlines()]
    board = AsciiBoard()
    shift: int | None = None
    for r, line in enumerate(lines):
        for match in re.finditer(r"\S+", line):
            if shift is None:
                shift = match.start() - 2 * r
            offset = match.start() - 2 * r - shift
            if offset % 4:
                raise ValueError(f"token {match.group()!r} on line {r + 1} is off the grid")
            cell = (origin[0] + offset // 4, origin[1] + r)
            _read_token(board, match.group(), cell)
    return board


def _read_token(board: AsciiBoard, token: str, cell: Cell) -> None:
    match = _TOKEN.match(token)
    if match is None or not token:
        raise ValueError(f"unknown token {token!r}")
    value, name, special = match.group("value", "name", "special")
    if special == "X" and value is not None:
        raise ValueError(f"a tile cannot lie on an X cell ({token!r})")
    if value is not None:
        board.tiles[cell] = int(value)
    if name is not None:
        if name in board.names:
            raise ValueError(f"the name {name!r} is used twice")
        board.names[name] = cell
    if special is not None:
        board.specials[cell] = special
