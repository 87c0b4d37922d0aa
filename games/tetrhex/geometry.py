"""Board geometry of Tetrhex: the big hexagon, heights, V lines and the V-move translation.

Cells are flat-topped axial ``(q, r)``: ``q`` is the column (0 in the middle), ``r`` grows
downward, so ``S = (0, +1)`` is straight down. The board is the hexagon of radius
``R = edge - 1``, with a corner at the top and a corner at the bottom.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from core.hexgrid import Hex, hexagon, translate

EDGES = (6, 7, 8, 9)

N: Hex = (0, -1)
NE: Hex = (1, -1)
SE: Hex = (1, 0)
S: Hex = (0, 1)
SW: Hex = (-1, 1)
NW: Hex = (-1, 0)


def check_edge(edge: int) -> int:
    """``edge`` itself, or ``ValueError`` when it is not a board edge of the game."""
    if edge not in EDGES:
        raise ValueError(f"the board edge must be 6, 7, 8 or 9 hexagons, not {edge!r}")
    return edge


@cache
def board_cells(edge: int) -> frozenset[Hex]:
    """Every cell of the board of edge ``edge`` (91, 127, 169 or 217 cells)."""
    return frozenset(hexagon(check_edge(edge) - 1))


def height(edge: int, cell: Hex) -> int:
    """How many board cells lie below ``cell`` in its column: 0 at the bottom corner."""
    radius = edge - 1
    q, r = cell
    return min(radius, radius - q) - r


def column_range(edge: int, q: int) -> range:
    """The rows ``r`` of column ``q`` on the board, top to bottom."""
    radius = edge - 1
    return range(max(-radius, -q - radius), min(radius, radius - q) + 1)


def cell_at(edge: int, q: int, h: int) -> Hex:
    """The cell of column ``q`` at height ``h`` (the inverse of :func:`height`)."""
    radius = edge - 1
    return (q, min(radius, radius - q) - h)


@cache
def _lines(edge: int) -> tuple[frozenset[Hex], ...]:
    by_height: dict[int, set[Hex]] = {}
    for cell in board_cells(edge):
        by_height.setdefault(height(edge, cell), set()).add(cell)
    return tuple(frozenset(by_height[h]) for h in range(2 * (edge - 1)))


def lines(edge: int) -> list[frozenset[Hex]]:
    """The V lines, index = height; the top corner (height ``2R``) is not a line."""
    return list(_lines(check_edge(edge)))


def lowest_height(edge: int, cells: Iterable[Hex]) -> int:
    """The height of a piece: the height of its lowest hexagon."""
    return min(height(edge, cell) for cell in cells)


def v_offset(edge: int, cells: Iterable[Hex], direction: int) -> Hex:
    """The translation of a V-move (ruling "rigid V-move").

    V-right is NE when some lowest hexagon has ``q >= 0``, otherwise SE; V-left is NW when
    some lowest hexagon has ``q <= 0``, otherwise SW. That is the one of the two candidate
    translations that keeps the piece's height.
    """
    radius = edge - 1
    heights = [(min(radius, radius - q) - r, q) for q, r in cells]
    low = min(h for h, _ in heights)
    lowest_columns = [q for h, q in heights if h == low]
    if direction > 0:
        return NE if any(q >= 0 for q in lowest_columns) else SE
    return NW if any(q <= 0 for q in lowest_columns) else SW


def v_shift(edge: int, cells: Iterable[Hex], direction: int) -> frozenset[Hex]:
    """``cells`` V-moved one column left (``direction < 0``) or right; no collision check."""
    cells = list(cells)
    return translate(cells, v_offset(edge, cells, direction))


def rotation_kicks(edge: int, rotated_cells: frozenset[Hex]) -> tuple[Hex, ...]:
    """The offsets tried for a rotation, in order: none, V-left, V-right, N (ruling "kicks")."""
    return (
        (0, 0),
        v_offset(edge, rotated_cells, -1),
        v_offset(edge, rotated_cells, +1),
        N,
    )
