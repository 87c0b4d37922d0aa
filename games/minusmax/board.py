"""The minusMax board and tile set as data, and the placement rule on a plain mapping of tiles.

A *board* here is two mappings: ``tiles`` (cell -> value of the numeric tile on it) and
``specials`` (cell -> ``"D"``, ``"T"`` or ``"X"``). Every function is pure and works on any such
pair, so tests can describe positions as small dictionaries or ASCII pictures.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from core import hexgrid
from games.minusmax.arithmetic import explain, results, solves

Cell = tuple[int, int]

RADIUS = 7
CENTRE: Cell = (0, 0)

NUMERIC_TILES: Mapping[int, int] = MappingProxyType(
    {
        1: 4, 2: 5, 3: 5, 4: 6, 5: 6, 6: 6, 7: 6, 8: 6, 9: 6, 10: 6,
        **dict.fromkeys(range(11, 31), 1),
        **dict.fromkeys((32, 35, 36, 40, 42, 45, 48, 49, 50, 54), 1),
        **dict.fromkeys((56, 60, 63, 64, 70, 72, 80, 81, 90, 99), 1),
    }
)  # fmt: skip
"""Value -> count. The help's table: 96 tiles (its text says 99; the table wins)."""

SPECIAL_TILES: Mapping[str, int] = MappingProxyType({"D": 20, "T": 15, "X": 10})
"""Special tiles laid on board cells at setup: double, triple, blocked."""

BLOCKED = "X"
MULTIPLIERS: Mapping[str, int] = MappingProxyType({"D": 2, "T": 3})

_BOARD = frozenset(hexgrid.hexagon(RADIUS))
_VERTEX_PAIRS = {cell: tuple(hexgrid.vertex_pairs(cell)) for cell in _BOARD}
"""The vertices of every board cell, worked out once: every placement asks for them (in a
computer's look-ahead, thousands of times a decision)."""


def board_cells() -> frozenset[Cell]:
    """The 169 cells of the hexagon of radius 7, in axial coordinates."""
    return _BOARD


def on_board(cell: Cell) -> bool:
    return cell in _BOARD


def centre_cells() -> list[Cell]:
    """The seven cells that get a tile at setup: the centre, then its neighbours in order."""
    return [CENTRE, *hexgrid.neighbours(CENTRE)]


def vertex_pairs(cell: Cell) -> list[tuple[Cell, Cell]]:
    """The six vertices of ``cell``, each as the two other cells that share it."""
    return list(_VERTEX_PAIRS.get(cell) or hexgrid.vertex_pairs(cell))


def multiplier(specials: Mapping[Cell, str], cell: Cell) -> int:
    """2 on a D cell, 3 on a T cell, 1 otherwise (X cells take no tile at all)."""
    return MULTIPLIERS.get(specials.get(cell, ""), 1)


def tile_pairs(tiles: Mapping[Cell, int], cell: Cell) -> list[tuple[Cell, Cell]]:
    """The vertices of ``cell`` whose two other cells both hold a tile."""
    pairs = _VERTEX_PAIRS.get(cell) or hexgrid.vertex_pairs(cell)
    return [(a, b) for a, b in pairs if a in tiles and b in tiles]


def solved_vertices(tiles: Mapping[Cell, int], cell: Cell, value: int) -> list[tuple[Cell, Cell]]:
    """The vertices that ``value`` on ``cell`` would solve, ignoring whether the cell is free."""
    return [(a, b) for a, b in tile_pairs(tiles, cell) if solves(value, tiles[a], tiles[b])]


def solved_operations(tiles: Mapping[Cell, int], cell: Cell, value: int) -> list[str]:
    """What ``value`` on ``cell`` solves, one text per vertex, e.g. ``["3 + 2 = 5"]``."""
    texts = []
    for a, b in solved_vertices(tiles, cell, value):
        text = explain(value, tiles[a], tiles[b])
        if text is not None:
            texts.append(text)
    return texts


OFF_BOARD = "off_board"
OCCUPIED = "occupied"
BLOCKED_CELL = "blocked"
NO_CORNER = "no_corner"
NO_SOLUTION = "no_solution"

PairResults = tuple[int, int, tuple[int, ...]]
"""A vertex's two tile values, higher first, and every value they give, ascending."""


class BoardProblem(NamedTuple):
    """Why the board refuses a tile: a code and the facts its wording needs."""

    code: str
    occupant: int | None = None
    """The value on the cell, for ``OCCUPIED``."""
    pairs: tuple[PairResults, ...] = ()
    """For ``NO_SOLUTION``: each pair of neighbour values once, in the order of the vertices."""


def board_problem(
    tiles: Mapping[Cell, int], specials: Mapping[Cell, str], cell: Cell, value: int
) -> BoardProblem | None:
    """Why the board refuses ``value`` on ``cell``, as a code and facts, or ``None``.

    The board's part of ``State.refusal``; its codes are refusal codes. Only the board is
    judged; whether the player holds the tile is the state's business.
    """
    if not on_board(cell):
        return BoardProblem(OFF_BOARD)
    if cell in tiles:
        return BoardProblem(OCCUPIED, occupant=tiles[cell])
    if specials.get(cell) == BLOCKED:
        return BoardProblem(BLOCKED_CELL)
    pairs = tile_pairs(tiles, cell)
    if not pairs:
        return BoardProblem(NO_CORNER)
    if any(solves(value, tiles[a], tiles[b]) for a, b in pairs):
        return None
    seen: list[tuple[int, int]] = []
    for a, b in pairs:
        key = (max(tiles[a], tiles[b]), min(tiles[a], tiles[b]))
        if key not in seen:
            seen.append(key)
    found = tuple((high, low, tuple(results(high, low))) for high, low in seen)
    return BoardProblem(NO_SOLUTION, pairs=found)


def placement_points(
    tiles: Mapping[Cell, int], specials: Mapping[Cell, str], cell: Cell, value: int
) -> int:
    """Points for placing ``value`` on ``cell``: value x multiplier x solved vertices.

    0 when the placement is illegal (off the board, occupied, an X cell, or no vertex solved).
    """
    if board_problem(tiles, specials, cell, value) is not None:
        return 0
    return value * multiplier(specials, cell) * len(solved_vertices(tiles, cell, value))
