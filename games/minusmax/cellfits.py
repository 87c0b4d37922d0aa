"""What each empty cell of a minusMax board can take, on a flat board indexed 0..168.

Shared by the rules (:meth:`games.minusmax.logic.State.legal_placements`) and the computers'
turn search (:mod:`games.minusmax.turnsearch`): both ask, for the cells next to the tiles,
which values solve how many of their vertices, and a decision's look-ahead asks it thousands
of times, so the six values round a cell are looked up in a remembered table instead of
walking the vertices and their arithmetic.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from core.hexgrid import neighbours
from games.minusmax.arithmetic import ResultTable
from games.minusmax.board import BLOCKED, NUMERIC_TILES, Cell, board_cells

CELLS: tuple[Cell, ...] = tuple(sorted(board_cells()))
INDEX: dict[Cell, int] = {cell: i for i, cell in enumerate(CELLS)}
OFF_BOARD = len(CELLS)
"""The index an off-board neighbour reads: a search's board has one more cell, always empty."""
RING: tuple[tuple[int, ...], ...] = tuple(
    tuple(INDEX.get(n, OFF_BOARD) for n in neighbours(cell)) for cell in CELLS
)
"""The six neighbours of every cell in order round it: consecutive ones share a vertex."""
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(INDEX[n] for n in neighbours(cell) if n in INDEX) for cell in CELLS
)
RESULTS = ResultTable(NUMERIC_TILES)

_RING_FITS: dict[tuple[int, ...], dict[int, int]] = {}
_RING_FITS_KEPT = 200_000
"""What the six values round a cell let it take, remembered: a decision's look-ahead meets the
same surroundings thousands of times (its worlds share the board). Only a cache: it changes
no answer, and it is emptied when it holds this many."""


def ring_fits(ring: tuple[int, ...]) -> dict[int, int]:
    """Value -> vertices it solves, for a cell whose neighbours in order hold ``ring``
    (0 for an empty or off-board cell)."""
    fits = _RING_FITS.get(ring)
    if fits is None:
        fits = {}
        for k in range(6):
            a, b = ring[k], ring[k - 5]  # ring[k - 5] is ring[(k + 1) % 6]
            if a and b:
                for value in RESULTS.get(a, b):
                    fits[value] = fits.get(value, 0) + 1
        if len(_RING_FITS) >= _RING_FITS_KEPT:
            _RING_FITS.clear()
        _RING_FITS[ring] = fits
    return fits


def fitting_cells(
    tiles: Mapping[Cell, int], specials: Mapping[Cell, str]
) -> Iterator[tuple[Cell, dict[int, int]]]:
    """Every empty cell that takes a tile (not X) and has a vertex between two tiles, with
    what fits there (value -> vertices it solves); cells where nothing fits are left out."""
    cells = [0] * (len(CELLS) + 1)  # the last one stands for every off-board cell
    occupied = [INDEX[cell] for cell in tiles]
    for i, value in zip(occupied, tiles.values(), strict=True):
        cells[i] = value
    seen = set()
    for tile in occupied:
        for i in NEIGHBOURS[tile]:
            if cells[i] or i in seen:
                continue
            seen.add(i)
            if specials.get(CELLS[i]) == BLOCKED:
                continue
            a, b, c, d, e, f = RING[i]
            fits = ring_fits((cells[a], cells[b], cells[c], cells[d], cells[e], cells[f]))
            if fits:
                yield CELLS[i], fits
