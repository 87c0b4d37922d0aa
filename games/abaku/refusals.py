"""Why the rules refuse a move: a code with fields, from which the English sentence is made.

The engine decides a refusal as a :class:`Refusal` value, e.g. ``Refusal("gap", {"square":
(8, 7)})``; ``str(refusal)`` is the sentence of ``illegal_reason`` and of :class:`IllegalMove`
(``"The tiles must form one unbroken line, but H9 between them is empty."``), and the scene
says the same code in the player's language with :meth:`Refusal.words`. Pure: no pygame, no
language tables.

Fields hold values, not words: squares are ``(row, col)``, counts and digits are ints, a rack
tile is an int (:data:`~games.abaku.moves.WILD` for a wildcard) and ``reading`` is
:data:`ACROSS` or :data:`DOWN`.

Codes and their fields:

- ``same_square``, ``no_tiles``, ``one_line``, ``first_two``, ``touch``, ``no_timer``: none.
- ``not_in_rack``: ``tile``, ``held`` (how many the rack has), ``count`` (how many wanted).
- ``too_many``, ``exchange_count``: ``count``, the most tiles allowed.
- ``off_board``, ``occupied``, ``gap``, ``first_centre``: ``square``.
- ``bad_digit``: ``digit``, the value that is not a digit 0 to 9.
- ``no_example``: ``digit`` and ``square`` of the tile.
- ``adjacency``: ``digit``, ``square``, ``other``, ``other_square``, ``reading``.
- ``bag_short``: ``held`` (tiles in the bag) and ``count`` (tiles to exchange).
- ``not_a_move``: ``move``, the object that is not an Abaku move.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core import engine
from games.abaku.board import Square, square_name
from games.abaku.moves import WILD, tile_text

ACROSS = "across"
DOWN = "down"
READINGS = {ACROSS: "left to right", DOWN: "top to bottom"}

# The English sentence of each code, filled with the fields as :meth:`Refusal.words` gives them.
SENTENCES: Mapping[str, str] = {
    "same_square": "Two tiles cannot go on the same square.",
    "not_in_rack": "Your rack holds only {held} {tile}, not {count}.",
    "no_tiles": "Place at least one tile.",
    "too_many": "A move places at most {count} tiles.",
    "off_board": "{square} is off the board.",
    "bad_digit": "A tile shows a digit 0 to 9, not {digit}.",
    "occupied": "{square} already holds a tile.",
    "one_line": "All tiles of one move must lie in one row or one column.",
    "gap": "The tiles must form one unbroken line, but {square} between them is empty.",
    "first_two": "The first move needs at least 2 tiles.",
    "first_centre": "The first move must cover the centre square {square}.",
    "touch": "At least one new tile must touch a tile already on the board.",
    "no_example": "The {digit} on {square} is not part of any example.",
    "adjacency": (
        "The {digit} on {square} and the {other} on {other_square} touch, "
        "but no example reading {reading} contains both."
    ),
    "no_timer": "This game has no turn time limit.",
    "exchange_count": "Choose 1 to {count} tiles to exchange.",
    "bag_short": "The bag holds only {held} {tiles}, too few to exchange {count}.",
    "not_a_move": "{move} is not an Abaku move.",
}
# ``not_in_rack`` when the rack has none of the tile at all.
NONE_IN_RACK = "Your rack has no {tile}."

_SQUARE_FIELDS = ("square", "other_square")


@dataclass(frozen=True)
class Refusal(engine.Refusal):
    """Why a move is refused: a code of :data:`SENTENCES` and its fields (see the module)."""

    def __post_init__(self) -> None:
        if self.code not in SENTENCES:
            raise ValueError(f"no such refusal: {self.code!r}")

    @property
    def square(self) -> Square | None:
        """The square the refusal points at (the first one named), or ``None``."""
        return self.fields.get("square")

    def words(self) -> dict[str, Any]:
        """The fields ready to write: squares by name (``"H9"``), a rack tile by its digit or
        ``"wildcard"``; ``reading`` stays :data:`ACROSS` or :data:`DOWN` for the caller to say."""
        words = dict(self.fields)
        for name in _SQUARE_FIELDS:
            if name in words:
                words[name] = square_name(*words[name])
        if "tile" in words:
            words["tile"] = "wildcard" if words["tile"] == WILD else tile_text(words["tile"])
        return words

    def text(self) -> str:
        """The refusal as an English sentence (what ``illegal_reason`` returns)."""
        words = self.words()
        if "reading" in words:
            words["reading"] = READINGS[words["reading"]]
        if self.code == "bad_digit":
            words["digit"] = repr(self.fields["digit"])
        if self.code == "not_a_move":
            words["move"] = repr(self.fields["move"])
        if self.code == "bag_short":
            words["tiles"] = "tile" if self.fields["held"] == 1 else "tiles"
        if self.code == "not_in_rack" and self.fields["held"] == 0:
            return NONE_IN_RACK.format(**words)
        return SENTENCES[self.code].format(**words)

    def __str__(self) -> str:
        return self.text()
