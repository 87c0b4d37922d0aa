"""The tiles of M: colour, value and symbol, the 90-tile set, and what two tiles share."""

from __future__ import annotations

from dataclasses import dataclass

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "purple")
SYMBOLS: tuple[str, ...] = ("star", "circle", "square", "triangle")
VALUES: tuple[int, ...] = (0, 10, 20, 30, 40)
ZERO_TILES_PER_COLOUR = 2
MIN_PLAYERS, MAX_PLAYERS = 2, 6


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile. Value-0 tiles have no symbol; every other tile has one."""

    colour: str
    value: int
    symbol: str | None = None

    def __post_init__(self) -> None:
        if self.colour not in COLOURS:
            raise ValueError(f"unknown tile colour {self.colour!r}")
        if self.value not in VALUES:
            raise ValueError(f"a tile value must be one of {VALUES}, not {self.value!r}")
        if self.value == 0 and self.symbol is not None:
            raise ValueError("a value-0 tile has no symbol")
        if self.value != 0 and self.symbol not in SYMBOLS:
            raise ValueError(f"unknown tile symbol {self.symbol!r}")

    def __str__(self) -> str:
        if self.symbol is None:
            return f"{self.colour} {self.value}"
        return f"{self.colour} {self.value} {self.symbol}"

    def to_json(self) -> list:
        return [self.colour, self.value, self.symbol]

    @classmethod
    def from_json(cls, data: object) -> Tile:
        """The tile saved by :meth:`to_json`; ``ValueError`` when ``data`` is not one."""
        if not isinstance(data, list) or len(data) != 3:
            raise ValueError(f"a tile is saved as [colour, value, symbol], not {data!r}")
        colour, value, symbol = data
        if type(value) is not int:
            raise ValueError(f"a tile value must be an integer, not {value!r}")
        try:  # the set's own tile: no checks to run again, and dict look-ups match it at once
            return _SET_TILES[colour, value, symbol]
        except (KeyError, TypeError):
            return cls(colour, value, symbol)  # raises ValueError with the reason


def _tile_set() -> tuple[Tile, ...]:
    """The 90 tiles: per colour two value-0 tiles, and each symbol at 10, 20, 30 and 40."""
    tiles = []
    for colour in COLOURS:
        tiles += [Tile(colour, 0)] * ZERO_TILES_PER_COLOUR
        tiles += [Tile(colour, value, symbol) for symbol in SYMBOLS for value in VALUES[1:]]
    return tuple(tiles)


_SET = _tile_set()
_SET_TILES = {(t.colour, t.value, t.symbol): t for t in _SET}
"""Every kind of tile of the set by its saved fields, for :meth:`Tile.from_json`."""


def full_tile_set() -> list[Tile]:
    """The 90 tiles: per colour two value-0 tiles, and each symbol at 10, 20, 30 and 40.

    Always the same 85 objects (the two value-0 tiles of a colour are one), as are the tiles
    :meth:`Tile.from_json` reads: dictionaries, counters and ``list.remove`` then match a tile
    by identity at once instead of comparing its fields in Python."""
    return list(_SET)


def tiles_in_play(players: int) -> int:
    """How many tiles a game of ``players`` uses: 50 for two, ten more per extra player."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"M is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    return 30 + 10 * players


def shared(a: Tile, b: Tile) -> int:
    """Characteristics ``a`` and ``b`` have in common, 0 to 3; a missing symbol matches nothing."""
    return (
        (a.colour == b.colour)
        + (a.value == b.value)
        + (a.symbol is not None and a.symbol == b.symbol)
    )


def shared_names(a: Tile, b: Tile) -> list[str]:
    """The names of the characteristics ``a`` and ``b`` share, e.g. ``["colour", "value"]``."""
    names = []
    if a.colour == b.colour:
        names.append("colour")
    if a.value == b.value:
        names.append("value")
    if a.symbol is not None and a.symbol == b.symbol:
        names.append("symbol")
    return names
