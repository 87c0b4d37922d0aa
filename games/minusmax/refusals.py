"""Why minusMax refuses a move: the codes, and their English, in one place (pure).

``State.refusal(move)`` decides a :class:`core.engine.Refusal` (a code with JSON-safe fields);
``State.illegal_reason`` is :func:`english` of it. The player's language words the same codes
from ``games/minusmax/text.py`` (``minusmax.refuse.<code>``, in :mod:`games.minusmax.messages`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core import engine
from core.engine import Refusal

GAME_OVER = "game_over"
NOT_A_MOVE = "not_a_move"
BAD_PLACE = "bad_place"
NO_TILE = "no_tile"
OFF_BOARD = "off_board"
OCCUPIED = "occupied"
BLOCKED = "blocked"
NO_CORNER = "no_corner"
NO_SOLUTION = "no_solution"
NOTHING_PLACED = "nothing_placed"
EXCHANGE_AFTER_PLACE = "exchange_after_place"
BOX_EMPTY = "box_empty"
EXCHANGE_NONE = "exchange_none"
NOT_IN_RACK = "not_in_rack"


def or_list(values) -> str:
    words = [str(value) for value in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _no_solution(fields: Mapping[str, Any]) -> str:
    gives = "; ".join(
        f"neighbours {low} and {high} give {or_list(found)}" for high, low, found in fields["pairs"]
    )
    return f"{fields['value']} solves no vertex here: {gives}"


ENGLISH = {
    GAME_OVER: "the game is over",
    NOT_A_MOVE: "{move} is not a minusMax move",
    BAD_PLACE: "a placement needs a cell and a tile value, not {cell} and {value}",
    NO_TILE: "you have no {value} in your rack",
    OFF_BOARD: lambda fields: f"{tuple(fields['cell'])} is not on the board",
    OCCUPIED: "that cell is occupied (by a {value})",
    BLOCKED: "that cell is blocked (X)",
    NO_CORNER: "no two touching tiles meet at a corner of that cell",
    NO_SOLUTION: _no_solution,
    NOTHING_PLACED: "you have placed no tile this turn",
    EXCHANGE_AFTER_PLACE: "you cannot exchange after placing a tile this turn",
    BOX_EMPTY: "the box is empty, so no tile can be exchanged",
    EXCHANGE_NONE: "choose at least one tile to exchange",
    NOT_IN_RACK: lambda fields: f"your rack does not hold {', '.join(map(str, fields['tiles']))}",
}


def english(refusal: Refusal | None) -> str | None:
    return engine.english(refusal, ENGLISH)
