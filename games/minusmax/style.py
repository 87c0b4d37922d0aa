"""The player's display options for minusMax: colour schemes, tile font, delays, rack order.

No pygame. The options live in ``app.settings.game_options("minusmax")`` under ``"display"``;
:meth:`Display.from_options` reads them back, replacing anything unusable by its default, so a
hand-edited or old settings file never breaks the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace

Colour = tuple[int, int, int]

BOARDS: dict[str, Colour] = {
    "sand": (222, 204, 164),
    "slate": (104, 116, 138),
    "baize": (62, 116, 86),
    "night": (38, 44, 68),
}
LINES: dict[str, Colour] = {
    "brown": (122, 88, 52),
    "black": (22, 22, 26),
    "white": (238, 238, 242),
    "gold": (222, 178, 64),
}
TILES: dict[str, tuple[Colour, Colour]] = {  # face, ink
    "ivory": ((248, 240, 218), (38, 32, 26)),
    "wood": ((204, 154, 98), (40, 22, 8)),
    "sky": ((188, 216, 244), (18, 34, 72)),
    "charcoal": ((66, 68, 80), (244, 244, 244)),
}
FONTS = ("plain", "outline", "segments")

# The special cells keep their hue on every board: blue for D, red for T, near black for X.
SPECIAL_HUES: dict[str, Colour] = {"D": (64, 128, 232), "T": (224, 76, 64), "X": (18, 18, 22)}
SPECIAL_STRENGTH = {"D": 0.6, "T": 0.6, "X": 0.75}

TILE_DELAYS = (0, 3000, 100)  # low, high, step in milliseconds
TURN_DELAYS = (0, 5000, 250)


@dataclass(frozen=True)
class Display:
    board: str = "sand"
    lines: str = "brown"
    tiles: str = "ivory"
    font: str = "plain"
    dark_last: bool = True  # the tiles of the turn played last drawn darker
    sort: bool = False  # the rack sorted from low to high
    tile_delay: int = 600  # ms between two tiles of a computer
    turn_delay: int = 1000  # ms between two turns when a computer plays

    @classmethod
    def from_options(cls, options: Mapping) -> Display:
        stored = options.get("display") if isinstance(options, Mapping) else None
        if not isinstance(stored, Mapping):
            return cls()
        values = {}
        for item in fields(cls):
            value = stored.get(item.name)
            if _valid(item.name, value):
                values[item.name] = value
        return cls(**values)

    def store(self, options: dict) -> None:
        options["display"] = asdict(self)

    def with_(self, **changes) -> Display:
        return replace(self, **changes)

    @property
    def board_colour(self) -> Colour:
        return BOARDS[self.board]

    @property
    def line_colour(self) -> Colour:
        return LINES[self.lines]

    @property
    def tile_colours(self) -> tuple[Colour, Colour]:
        return TILES[self.tiles]

    def special_colour(self, kind: str) -> Colour:
        return blend(self.board_colour, SPECIAL_HUES[kind], SPECIAL_STRENGTH[kind])

    @property
    def look(self) -> tuple:
        """What the pictures depend on (the delays and the rack order do not)."""
        return (self.board, self.lines, self.tiles, self.font, self.dark_last)


def _valid(name: str, value) -> bool:
    choices = {"board": BOARDS, "lines": LINES, "tiles": TILES, "font": FONTS}
    if name in choices:
        return value in choices[name]
    if name in ("tile_delay", "turn_delay"):
        low, high, _ = TILE_DELAYS if name == "tile_delay" else TURN_DELAYS
        return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    return isinstance(value, bool)


def blend(base: Colour, other: Colour, amount: float) -> Colour:
    """``base`` moved ``amount`` (0 to 1) of the way towards ``other``."""
    return tuple(round(b + (o - b) * amount) for b, o in zip(base, other, strict=True))


def ticks(milliseconds: int) -> int:
    """Milliseconds as 60 Hz logic ticks."""
    return round(milliseconds * 60 / 1000)
