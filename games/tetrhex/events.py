"""What happened inside a Tetrhex game, for the scene to animate and play sounds.

:meth:`games.tetrhex.logic.Game.pop_events` hands these out after each ``tick()`` or
``act()``. They are notices, not state: a snapshot does not keep them, and the engine never
waits for the scene to show them. Cells are given where they were when the event happened,
with their tiles, so a scene can draw fading ghosts over the new board.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from core.hexgrid import Hex


class Tile(NamedTuple):
    """A hexagon on the board: its colour index (0-6, one per free shape) and bomb mark."""

    colour: int
    bomb: bool


Tiles = tuple[tuple[Hex, Tile], ...]


@dataclass(frozen=True)
class PieceLocked:
    """The falling piece became part of the board. ``drop`` is ``D`` for a drop, else None."""

    tiles: Tiles
    points: int
    bomb_points: int
    drop: int | None


@dataclass(frozen=True)
class ContactDestroyed:
    """A bomb piece destroyed its loaded component and the loaded components it touched."""

    tiles: Tiles
    points: int
    bomb_points: int


@dataclass(frozen=True)
class LinesCleared:
    """Full V lines removed by one lock; ``heights`` are the line numbers."""

    heights: tuple[int, ...]
    tiles: Tiles
    points: int


@dataclass(frozen=True)
class Exploded:
    """The whole board and the falling piece blew up."""

    tiles: Tiles
    points: int


@dataclass(frozen=True)
class BombGained:
    """Bomb points crossed the threshold; ``bombs`` is the new count."""

    bombs: int


@dataclass(frozen=True)
class LevelUp:
    """The level rose, by the clock at a spawn (``by_key`` False) or by the level-up key."""

    level: int
    by_key: bool


@dataclass(frozen=True)
class PieceSpawned:
    """A new piece appeared at the top (``shape`` indexes ``pieces.SHAPES``)."""

    shape: int
    bomb: bool


@dataclass(frozen=True)
class GameOver:
    """The game ended: a blocked spawn, or the player aborted."""

    score: int
    aborted: bool


Event = (
    PieceLocked
    | ContactDestroyed
    | LinesCleared
    | Exploded
    | BombGained
    | LevelUp
    | PieceSpawned
    | GameOver
)
