"""The moves of M. Every choice a player makes is one of these small frozen values."""

from __future__ import annotations

from dataclasses import dataclass

from games.m.layout import LINES, Pos
from games.m.tiles import Tile


@dataclass(frozen=True)
class Place:
    """Lay ``tile`` from the hand on the empty cell ``pos``."""

    tile: Tile
    pos: Pos

    def __str__(self) -> str:
        return f"place the {self.tile} at {self.pos[0]},{self.pos[1]}"


@dataclass(frozen=True)
class Pass:
    """Pass the turn; with ``swap``, put that hand tile under the pile and draw one."""

    swap: Tile | None = None

    def __str__(self) -> str:
        return "pass" if self.swap is None else f"pass and swap the {self.swap}"


@dataclass(frozen=True)
class ChooseLine:
    """Score the ``"row"`` or the ``"column"`` when a placement completed both."""

    line: str

    def __str__(self) -> str:
        return f"score the {self.line}"


@dataclass(frozen=True)
class Take:
    """Take the tile on ``pos`` from the run of the scoring round."""

    pos: Pos

    def __str__(self) -> str:
        return f"take the tile at {self.pos[0]},{self.pos[1]}"


Move = Place | Pass | ChooseLine | Take


def move_to_json(move: Move) -> list:
    """A JSON-safe form of ``move``, for saved replays."""
    if isinstance(move, Place):
        return ["place", move.tile.to_json(), list(move.pos)]
    if isinstance(move, Pass):
        return ["pass", None if move.swap is None else move.swap.to_json()]
    if isinstance(move, ChooseLine):
        return ["choose", move.line]
    return ["take", list(move.pos)]


def pos_from_json(data: object) -> Pos:
    if not (isinstance(data, list) and len(data) == 2 and all(type(v) is int for v in data)):
        raise ValueError(f"a cell is saved as [x, y], not {data!r}")
    return (data[0], data[1])


def move_from_json(data: object) -> Move:
    """The move saved by :func:`move_to_json`; ``ValueError`` with a reason otherwise."""
    if not isinstance(data, list) or not data:
        raise ValueError(f"not a saved M move: {data!r}")
    kind, *args = data
    if kind == "place" and len(args) == 2:
        return Place(Tile.from_json(args[0]), pos_from_json(args[1]))
    if kind == "pass" and len(args) == 1:
        return Pass(None if args[0] is None else Tile.from_json(args[0]))
    if kind == "choose" and len(args) == 1 and args[0] in LINES:
        return ChooseLine(args[0])
    if kind == "take" and len(args) == 1:
        return Take(pos_from_json(args[0]))
    raise ValueError(f"not a saved M move: {data!r}")
