"""The ten one-sided tetrahexes: shape, colour, pivot and spawn data.

Each shape is written in its spawn orientation as offsets from the top corner of the board
(``(0, -R)``), with its pivot hexagon named among them. The mirror forms of the three chiral
shapes are the left-right mirror images (``(q, r) -> (-q, r + q)`` on flat-topped cells) of
each other and share one colour, so the seven colours are the seven free shapes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from core.hexgrid import Hex, rotate_cw
from games.tetrhex.events import Tile


@dataclass(frozen=True)
class Shape:
    """One one-sided tetrahex. ``spawn`` holds the four cells as offsets from the top corner."""

    name: str
    colour: int
    spawn: tuple[Hex, Hex, Hex, Hex]
    pivot: Hex

    @cached_property
    def orientations(self) -> tuple[tuple[Hex, ...], ...]:
        """The cells relative to the pivot for rotations 0..5 (steps of 60 degrees clockwise)."""
        base = [(q - self.pivot[0], r - self.pivot[1]) for q, r in self.spawn]
        return tuple(tuple(rotate_cw(cell, (0, 0), steps) for cell in base) for steps in range(6))


SHAPES: tuple[Shape, ...] = (
    Shape("bar", 0, ((0, 0), (0, 1), (0, 2), (0, 3)), (0, 1)),
    Shape("hook left", 1, ((-2, 2), (-1, 1), (0, 0), (1, 0)), (0, 0)),
    Shape("hook right", 1, ((2, 0), (1, 0), (0, 0), (-1, 1)), (0, 0)),
    Shape("pistol left", 2, ((-1, 1), (0, 0), (0, 1), (1, 1)), (0, 1)),
    Shape("pistol right", 2, ((1, 0), (0, 0), (0, 1), (-1, 2)), (0, 1)),
    Shape("wave left", 3, ((-2, 2), (-1, 1), (0, 1), (1, 0)), (0, 1)),
    Shape("wave right", 3, ((2, 0), (1, 0), (0, 1), (-1, 1)), (0, 1)),
    Shape("bee", 4, ((-1, 1), (0, 0), (0, 1), (1, 0)), (0, 1)),
    Shape("arch", 5, ((-1, 1), (0, 0), (1, 0), (1, 1)), (0, 0)),
    Shape("propeller", 6, ((-1, 2), (0, 0), (0, 1), (1, 1)), (0, 1)),
)

COLOURS = 7

PIECES: tuple[frozenset[Hex], ...] = tuple(frozenset(shape.orientations[0]) for shape in SHAPES)
"""The 10 one-sided tetrahexes in spawn orientation, as cells relative to their pivot."""


def spawn_pivot(shape: Shape, edge: int) -> Hex:
    """Where the pivot of ``shape`` appears on a board of edge ``edge``."""
    return (shape.pivot[0], shape.pivot[1] - (edge - 1))


@dataclass(frozen=True)
class FallingPiece:
    """The piece in play: a shape (index into ``SHAPES``), a rotation 0-5 and its pivot cell."""

    shape: int
    rotation: int
    pivot: Hex
    bomb: bool

    @cached_property
    def cells(self) -> frozenset[Hex]:
        pq, pr = self.pivot
        return frozenset(
            (pq + q, pr + r) for q, r in SHAPES[self.shape].orientations[self.rotation]
        )

    @property
    def colour(self) -> int:
        return SHAPES[self.shape].colour

    @property
    def tile(self) -> Tile:
        return Tile(self.colour, self.bomb)

    def moved(self, offset: Hex) -> FallingPiece:
        # built directly: ``dataclasses.replace`` costs more than the rest of an idle tick
        pivot = (self.pivot[0] + offset[0], self.pivot[1] + offset[1])
        return FallingPiece(self.shape, self.rotation, pivot, self.bomb)

    def rotated(self, steps: int) -> FallingPiece:
        return replace(self, rotation=(self.rotation + steps) % 6)


@dataclass(frozen=True)
class NextPiece:
    """The radar's preview: the shape, its colour and bomb mark, and its cells around (0, 0)."""

    shape: int
    bomb: bool

    @property
    def colour(self) -> int:
        return SHAPES[self.shape].colour

    @property
    def cells(self) -> frozenset[Hex]:
        return PIECES[self.shape]
