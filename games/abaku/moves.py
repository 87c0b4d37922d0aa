"""The moves of Abaku: small immutable values with a readable text and a JSON form.

A player's turn is one of :class:`Place` (1 to 5 tiles in one line), :class:`Exchange`
(1 to 5 rack tiles back to the bag), :class:`Pass` (also what the scene submits when the turn
timer runs out, with ``timed_out=True``) or :class:`Surrender`.

Rack tiles are ints: a digit 0-9, or :data:`WILD` for a wildcard zero, which the player sets to
any digit when placing it (``PlacedTile(..., wild=True)``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from games.abaku.board import Square, square_name

WILD = -1


def tile_text(tile: int) -> str:
    """A rack tile as text: its digit, or ``"?"`` for a wildcard."""
    return "?" if tile == WILD else str(tile)


@dataclass(frozen=True, order=True)
class PlacedTile:
    """One tile of a placement; ``wild`` when a wildcard zero was set to ``digit``."""

    row: int
    col: int
    digit: int
    wild: bool = False

    @property
    def square(self) -> Square:
        return (self.row, self.col)

    @property
    def rack_tile(self) -> int:
        """The rack tile this placement uses up."""
        return WILD if self.wild else self.digit

    def __str__(self) -> str:
        face = f"{self.digit} (wildcard)" if self.wild else str(self.digit)
        return f"{face} on {square_name(self.row, self.col)}"


@dataclass(frozen=True)
class Place:
    """Put tiles on the board; kept sorted by square so equal placements compare equal."""

    tiles: tuple[PlacedTile, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles)))

    @classmethod
    def of(cls, cells: Mapping[Square, int], wild: Iterable[Square] = ()) -> Place:
        """``Place.of({(7, 6): 2, (7, 7): 4})``; ``wild`` names squares that take a wildcard."""
        wild_squares = set(wild)
        return cls(
            tuple(
                PlacedTile(row, col, digit, (row, col) in wild_squares)
                for (row, col), digit in cells.items()
            )
        )

    @property
    def cells(self) -> dict[Square, int]:
        """Square -> digit shown, the form the rules functions take."""
        return {tile.square: tile.digit for tile in self.tiles}

    def rack_tiles(self) -> list[int]:
        return [tile.rack_tile for tile in self.tiles]

    def __str__(self) -> str:
        return "place " + ", ".join(str(tile) for tile in self.tiles)


@dataclass(frozen=True)
class Exchange:
    """Return ``tiles`` (sorted rack tiles, :data:`WILD` for a wildcard) and draw as many."""

    tiles: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles)))

    def __str__(self) -> str:
        return "exchange " + ", ".join(tile_text(tile) for tile in self.tiles)


@dataclass(frozen=True)
class Pass:
    """Skip the turn; ``timed_out`` when the turn timer ran out (it counts as a pass)."""

    timed_out: bool = False

    def __str__(self) -> str:
        return "pass (time ran out)" if self.timed_out else "pass"


@dataclass(frozen=True)
class Surrender:
    """Give up the game."""

    def __str__(self) -> str:
        return "surrender"


Move = Place | Exchange | Pass | Surrender


def move_to_json(move: Move) -> dict:
    """A JSON-safe form of a move, read back by :func:`move_from_json`."""
    if isinstance(move, Place):
        return {"place": [[tile.row, tile.col, tile.digit, tile.wild] for tile in move.tiles]}
    if isinstance(move, Exchange):
        return {"exchange": list(move.tiles)}
    if isinstance(move, Pass):
        return {"pass": move.timed_out}
    if isinstance(move, Surrender):
        return {"surrender": True}
    raise ValueError(f"{move!r} is not an Abaku move")


def move_from_json(data: Mapping) -> Move:
    """The move saved by :func:`move_to_json`; ``ValueError`` with a reason when malformed."""
    try:
        if "place" in data:
            return Place(
                tuple(
                    PlacedTile(int(row), int(col), int(digit), bool(wild))
                    for row, col, digit, wild in data["place"]
                )
            )
        if "exchange" in data:
            return Exchange(tuple(int(tile) for tile in data["exchange"]))
        if "pass" in data:
            return Pass(bool(data["pass"]))
        if "surrender" in data:
            return Surrender()
    except (TypeError, ValueError) as error:
        raise ValueError(f"malformed Abaku move {data!r}: {error}") from error
    raise ValueError(f"malformed Abaku move {data!r}: expected place, exchange, pass or surrender")
