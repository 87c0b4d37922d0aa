"""Axial hex coordinates and pixel layouts, after Red Blob Games' hexagon guide.

Pure Python with no pygame, so rules modules may use it. A cell is an axial ``(q, r)``
tuple; the implied cube coordinate is ``s = -q - r``. The six neighbour offsets are kept in
the cyclic order of ``shared/rules/README.md``; two consecutive offsets are neighbours of
each other, so consecutive pairs are the six vertices of a cell.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def scale(a: Hex, k: int) -> Hex:
    return (a[0] * k, a[1] * k)


def neighbour(cell: Hex, direction: int) -> Hex:
    """The neighbour in ``DIRECTIONS[direction % 6]``."""
    dq, dr = DIRECTIONS[direction % 6]
    return (cell[0] + dq, cell[1] + dr)


def neighbours(cell: Hex) -> list[Hex]:
    """The six neighbours in the cyclic order of ``DIRECTIONS``."""
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def vertex_pairs(cell: Hex) -> list[tuple[Hex, Hex]]:
    """The six vertices of ``cell``, each as the two other cells that share it."""
    ring = neighbours(cell)
    return [(ring[i], ring[(i + 1) % 6]) for i in range(6)]


def length(cell: Hex) -> int:
    q, r = cell
    return max(abs(q), abs(r), abs(q + r))


def distance(a: Hex, b: Hex) -> int:
    return length(sub(a, b))


def in_hexagon(cell: Hex, radius: int) -> bool:
    return length(cell) <= radius


def hexagon(radius: int, center: Hex = (0, 0)) -> list[Hex]:
    """Every cell within ``radius`` of ``center``, ordered by ``r`` then ``q``."""
    cq, cr = center
    cells = []
    for r in range(-radius, radius + 1):
        for q in range(max(-radius, -r - radius), min(radius, -r + radius) + 1):
            cells.append((cq + q, cr + r))
    return cells


def ring(center: Hex, radius: int) -> list[Hex]:
    """The cells at exactly ``radius`` from ``center``, walking once around it."""
    if radius == 0:
        return [center]
    cell = add(center, scale(DIRECTIONS[4], radius))
    cells = []
    for side in range(6):
        for _ in range(radius):
            cells.append(cell)
            cell = neighbour(cell, side)
    return cells


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    """The centre, then each ring outwards."""
    for k in range(radius + 1):
        yield from ring(center, k)


def rotate_cw(cell: Hex, center: Hex = (0, 0), steps: int = 1) -> Hex:
    """Rotate by ``60 * steps`` degrees clockwise (on screen, with ``r`` growing downward)."""
    q, r = sub(cell, center)
    for _ in range(steps % 6):
        q, r = -r, q + r
    return add((q, r), center)


def rotate_ccw(cell: Hex, center: Hex = (0, 0), steps: int = 1) -> Hex:
    return rotate_cw(cell, center, -steps)


def reflect_q(cell: Hex) -> Hex:
    """Mirror across the axis through the origin on which ``q`` is constant (swaps r and s)."""
    q, r = cell
    return (q, -q - r)


def reflect_r(cell: Hex) -> Hex:
    """Mirror across the axis on which ``r`` is constant (swaps q and s)."""
    q, r = cell
    return (-q - r, r)


def reflect_s(cell: Hex) -> Hex:
    """Mirror across the axis on which ``s`` is constant (swaps q and r)."""
    q, r = cell
    return (r, q)


def translate(cells: Iterable[Hex], offset: Hex) -> frozenset[Hex]:
    dq, dr = offset
    return frozenset((q + dq, r + dr) for q, r in cells)


def round_hex(fq: float, fr: float) -> Hex:
    """The cell containing fractional axial coordinates (cube rounding)."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


_SQRT3 = math.sqrt(3.0)


def _corner_directions(start: float) -> tuple[tuple[float, float], ...]:
    return tuple(
        (math.cos(math.radians(start + 60 * i)), math.sin(math.radians(start + 60 * i)))
        for i in range(6)
    )


# unit vectors to a cell's six corners, worked out once (corners are asked for every frame):
# flat cells start at 0 degrees, pointy ones at 30
_CORNER_DIRECTIONS = {True: _corner_directions(0.0), False: _corner_directions(30.0)}


@dataclass(frozen=True)
class Layout:
    """Maps cells to pixels. ``size`` is the centre-to-corner distance of a cell."""

    flat: bool
    size: float
    origin: tuple[float, float] = (0.0, 0.0)

    def to_pixel(self, cell: Hex) -> tuple[float, float]:
        q, r = cell
        if self.flat:
            x = self.size * 1.5 * q
            y = self.size * (_SQRT3 / 2 * q + _SQRT3 * r)
        else:
            x = self.size * (_SQRT3 * q + _SQRT3 / 2 * r)
            y = self.size * 1.5 * r
        return (x + self.origin[0], y + self.origin[1])

    def from_pixel(self, x: float, y: float) -> Hex:
        """The cell under pixel ``(x, y)``."""
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        if self.flat:
            fq = 2 / 3 * px
            fr = -1 / 3 * px + _SQRT3 / 3 * py
        else:
            fq = _SQRT3 / 3 * px - 1 / 3 * py
            fr = 2 / 3 * py
        return round_hex(fq, fr)

    def corners(self, cell: Hex, inset: float = 0.0) -> list[tuple[float, float]]:
        """The six corner points, optionally pulled ``inset`` pixels towards the centre."""
        cx, cy = self.to_pixel(cell)
        radius = self.size - inset
        return [(cx + radius * dx, cy + radius * dy) for dx, dy in _CORNER_DIRECTIONS[self.flat]]

    @property
    def cell_width(self) -> float:
        return self.size * 2 if self.flat else self.size * _SQRT3

    @property
    def cell_height(self) -> float:
        return self.size * _SQRT3 if self.flat else self.size * 2


def fit_layout(cells: Iterable[Hex], flat: bool, box: tuple[float, float, float, float]) -> Layout:
    """The largest layout that shows every cell inside ``box`` = (x, y, w, h), centred."""
    cells = list(cells)
    unit = Layout(flat, 1.0)
    xs, ys = [], []
    for cell in cells:
        for cx, cy in unit.corners(cell):
            xs.append(cx)
            ys.append(cy)
    width, height = max(xs) - min(xs), max(ys) - min(ys)
    bx, by, bw, bh = box
    size = min(bw / width, bh / height)
    ox = bx + (bw - width * size) / 2 - min(xs) * size
    oy = by + (bh - height * size) / 2 - min(ys) * size
    return Layout(flat, size, (ox, oy))
