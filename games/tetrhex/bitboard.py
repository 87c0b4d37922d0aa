"""Bitmask tables of one board edge, for the computer player's fast search and evaluation.

A cell ``(q, r)`` is bit ``(q + R + PAD_Q) * W + (r + R + PAD_R)``: each column is a block of
``W`` bits, ``r`` (downward) grows with the bit index, and every hex step is a constant shift
(``S`` is +1, ``SE`` is +W, ``NE`` is +W-1, ...). The padding keeps the shifts used here
(piece offsets up to 3 cells, column smears of up to 16 cells) from wrapping into another
column's board cells, so a set of cells is one Python int and a move of the whole set is a
shift and a mask. Everything is derived from ``geometry`` and ``pieces``, never restated.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from core.hexgrid import Hex, add
from games.tetrhex.geometry import (
    NE,
    NW,
    SE,
    SW,
    N,
    S,
    board_cells,
    column_range,
    height,
    lines,
    rotation_kicks,
)
from games.tetrhex.pieces import SHAPES

PAD_Q = 4
PAD_R = 8


def shift(mask: int, offset: int) -> int:
    """Move every bit by ``offset`` (negative offsets move toward bit 0)."""
    return mask << offset if offset >= 0 else mask >> -offset


@dataclass(frozen=True)
class Orientation:
    """One shape in one rotation on one board, indexed by anchor (the pivot's bit).

    ``masks``, ``heights``, ``line_heights`` and ``rings`` cover the anchors where all four
    cells are on the board; the V-move partitions and ``kicks`` cover every board anchor,
    since a rotation may first land partly off the board and then be kicked back onto it.
    """

    offsets: tuple[int, ...]
    anchors: int  # anchors whose four cells are on the board
    masks: dict[int, int]  # anchor -> piece mask
    heights: dict[int, tuple[int, ...]]  # anchor -> heights of the four cells
    line_heights: dict[int, tuple[int, ...]]  # anchor -> the lines the piece is in, top first
    rings: dict[int, int]  # anchor -> the board cells next to the piece
    left_nw: int  # anchors whose V-left is NW (the others: SW)
    right_ne: int  # anchors whose V-right is NE (the others: SE)
    kicks: dict[int, tuple[int, ...]]  # anchor -> bit offsets tried by a rotation into this


class BitBoard:
    """The bit layout and precomputed masks of the board of one edge (see module docstring)."""

    def __init__(self, edge: int) -> None:
        self.edge = edge
        self.radius = radius = edge - 1
        self.width = width = 2 * radius + 1 + 2 * PAD_R
        self.cells = sorted(board_cells(edge))
        self.index_of = {cell: self.index(cell) for cell in self.cells}
        self.cell_of = {bit: cell for cell, bit in self.index_of.items()}
        self.height_of = {bit: height(edge, cell) for cell, bit in self.index_of.items()}
        self.board = self.mask(self.cells)
        self.step = {name: d[0] * width + d[1] for name, d in _DIRS.items()}
        self.lines = [self.mask(line) for line in lines(edge)]
        self.all_lines = tuple(range(len(self.lines) - 1, -1, -1))  # highest first
        self.line_cells = self.board & ~self.mask([(0, -radius)])  # all but the top corner
        self.above_line = [self._above(h) for h in range(len(self.lines))]
        self.bottom = self.mask((q, column_range(edge, q)[-1]) for q in range(-radius, radius + 1))
        self.column_pairs = self.board & shift(self.board, -1)
        right = [c for c in self.cells if c[0] >= 0]
        left = [c for c in self.cells if c[0] < 0]
        self.line_pairs_right = self.mask(c for c in right if add(c, NE) in self.index_of)
        self.line_pairs_left = self.mask(c for c in left if add(c, SE) in self.index_of)
        self.left_side = self.mask(c for c in self.cells if c[0] <= 0)
        self.right_side = self.mask(c for c in self.cells if c[0] >= 0)
        self.left_of_middle = self.board & ~self.right_side
        self.right_of_middle = self.board & ~self.left_side
        self.outside = ((1 << (self.board.bit_length() + 2 * width)) - 1) & ~self.board
        self.column_above = {
            bit: self.mask((q, r) for r in column_range(edge, q) if r < cell[1])
            for cell, bit in self.index_of.items()
            for q in [cell[0]]
        }
        self.line_ends = self._line_ends()
        self.top_rows = [
            self.mask(c for c in self.cells if height(edge, c) >= h) for h in range(2 * radius + 2)
        ]
        self.orientations = [
            [self._orientation(shape, rot) for rot in range(6)] for shape in SHAPES
        ]

    def index(self, cell: Hex) -> int:
        q, r = cell
        return (q + self.radius + PAD_Q) * self.width + (r + self.radius + PAD_R)

    def mask(self, cells) -> int:
        bits = 0
        for cell in cells:
            bits |= 1 << self.index(cell)
        return bits

    def around(self, mask: int) -> int:
        """The board cells next to ``mask`` and not in it."""
        grown = 0
        for offset in self.step.values():
            grown |= shift(mask, offset)
        return grown & self.board & ~mask

    def cells_of(self, mask: int) -> frozenset[Hex]:
        """The board cells of a mask."""
        found = []
        while mask:
            low = mask & -mask
            found.append(self.cell_of[low.bit_length() - 1])
            mask ^= low
        return frozenset(found)

    def _above(self, h: int) -> int:
        """Cells above line ``h`` in the columns that line crosses."""
        return self.mask(
            c for c in self.cells if height(self.edge, c) > h and abs(c[0]) <= 2 * self.radius - h
        )

    def _line_ends(self) -> int:
        ends = []
        for line in lines(self.edge):
            columns = sorted(line)
            ends += [columns[0], columns[-1]]
        return self.mask(ends)

    def _orientation(self, shape, rotation: int) -> Orientation:
        rel = shape.orientations[rotation]
        offsets = tuple(dq * self.width + dr for dq, dr in rel)
        masks, heights, line_heights, rings, kicks = {}, {}, {}, {}, {}
        left_nw = right_ne = 0
        for anchor in self.cells:
            cells = [(anchor[0] + dq, anchor[1] + dr) for dq, dr in rel]
            bit = self.index_of[anchor]
            tried = rotation_kicks(self.edge, cells)  # (none, V-left, V-right, N)
            left_nw |= (tried[1] == NW) << bit
            right_ne |= (tried[2] == NE) << bit
            kicks[bit] = tuple(self._offset(k) for k in tried)
            if all(c in self.index_of for c in cells):
                masks[bit] = mask = self.mask(cells)
                heights[bit] = tuple(self.height_of[self.index_of[c]] for c in cells)
                line_heights[bit] = tuple(
                    sorted({h for h in heights[bit] if h < 2 * self.radius}, reverse=True)
                )
                rings[bit] = self.around(mask)
        anchors = sum(1 << bit for bit in masks)
        return Orientation(
            offsets, anchors, masks, heights, line_heights, rings, left_nw, right_ne, kicks
        )

    def _offset(self, d: Hex) -> int:
        return d[0] * self.width + d[1]


_DIRS = {"N": N, "NE": NE, "SE": SE, "S": S, "SW": SW, "NW": NW}


_built: dict[int, BitBoard] = {}
_building = threading.Lock()


def bitboard(edge: int) -> BitBoard:
    """The tables of ``edge``, built once per process: the scene starts building them in a
    worker thread and a hint or the Watch bot may ask at the same moment, so the build is
    locked rather than merely cached."""
    with _building:
        if edge not in _built:
            _built[edge] = BitBoard(edge)
        return _built[edge]
