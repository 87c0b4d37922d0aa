"""The moves of minusMax: small immutable values with a text form and a JSON form.

A tile is named by its value, not by its place in the rack: tiles of equal value are
interchangeable, and a replay then does not depend on how a player arranged the rack.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Cell = tuple[int, int]


@dataclass(frozen=True)
class Place:
    """Put a rack tile of ``value`` on ``cell``."""

    cell: Cell
    value: int

    def __str__(self) -> str:
        return f"place {self.value} at {self.cell[0]},{self.cell[1]}"


@dataclass(frozen=True)
class TakeBack:
    """Take back the tile placed last this turn (its points go with it)."""

    def __str__(self) -> str:
        return "take back"


@dataclass(frozen=True)
class EndTurn:
    """End the turn: draw back up to the rack size. Ending without placing is a pass."""

    def __str__(self) -> str:
        return "end turn"


@dataclass(frozen=True)
class Exchange:
    """Return ``tiles`` (values, ascending) to the box, draw as many, and end the turn."""

    tiles: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles)))

    def __str__(self) -> str:
        return "exchange " + " ".join(str(value) for value in self.tiles)


Move = Place | TakeBack | EndTurn | Exchange


def move_to_json(move: Move) -> dict[str, Any]:
    if isinstance(move, Place):
        return {"type": "place", "cell": list(move.cell), "value": move.value}
    if isinstance(move, Exchange):
        return {"type": "exchange", "tiles": list(move.tiles)}
    if isinstance(move, TakeBack):
        return {"type": "take_back"}
    return {"type": "end_turn"}


def move_from_json(data: Any) -> Move:
    """The move that :func:`move_to_json` wrote; ``ValueError`` on anything else."""
    if not isinstance(data, dict):
        raise ValueError(f"a move must be an object, not {data!r}")
    kind = data.get("type")
    try:
        if kind == "place":
            q, r = (int(part) for part in data["cell"])
            return Place((q, r), int(data["value"]))
        if kind == "exchange":
            return Exchange(tuple(int(value) for value in data["tiles"]))
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"malformed {kind} move {data!r}") from error
    if kind == "take_back":
        return TakeBack()
    if kind == "end_turn":
        return EndTurn()
    raise ValueError(f"unknown move type {kind!r}")
