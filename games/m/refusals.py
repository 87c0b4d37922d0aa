"""Why the rules of M refuse a move: codes with fields, and their English sentences.

The engine decides a refusal as a :class:`~core.engine.Refusal`, e.g. ``Refusal("no_match",
{"cell": [3, 1], "tile": [...], "other": [...], "other_cell": [2, 1], "side": "left"})``;
:func:`english` words it for ``illegal_reason`` and :class:`~core.engine.IllegalMove`, and
``games.m.words.refusal_text`` words the same code in the player's language. Pure: no pygame.

Fields hold JSON values: a cell is ``[x, y]``, a tile is its ``Tile.to_json()`` list.

Codes and their fields:

- ``game_over``, ``choose_line``, ``not_placing``, ``no_choice``, ``no_round``, ``no_swap``:
  none (``choose_line``: a line must be chosen first; ``not_placing``: a scoring round is under
  way; ``no_swap``: the pile is empty).
- ``not_in_hand``: ``tile``.
- ``line_not_scoring``: ``line`` (``"row"`` or ``"column"``).
- ``occupied``: ``cell``, ``tile`` (the tile already there).
- ``isolated``: ``cell``.
- ``too_wide``, ``too_tall``: ``cell``, ``limit``.
- ``no_match``: ``cell``, ``tile``, ``other``, ``other_cell``, ``side`` (one of :data:`SIDES`).
- ``not_in_run``, ``already_taken``, ``last_of_run``: ``cell``.
- ``splits``: ``cell``, ``tile``.
- ``not_a_move``: ``move`` (its ``repr``).
"""

from __future__ import annotations

from collections.abc import Mapping

from core.engine import Refusal
from games.m.tiles import Tile

# Where a neighbour lies from a cell, by offset, and how English says it.
SIDES: Mapping[tuple[int, int], str] = {
    (-1, 0): "left",
    (1, 0): "right",
    (0, -1): "above",
    (0, 1): "below",
}
SIDE_WORDS = {
    "left": "on its left",
    "right": "on its right",
    "above": "above it",
    "below": "below it",
}
SENTENCES: Mapping[str, str] = {
    "game_over": "the game is over",
    "choose_line": "first choose whether the row or the column scores",
    "not_placing": "a scoring round is under way: take a tile of the run",
    "no_choice": "there is no line to choose now",
    "no_round": "there is no scoring round under way",
    "no_swap": "the pile is empty, so there is nothing to swap with",
    "not_in_hand": "there is no {tile} in your hand",
    "line_not_scoring": "the {line} does not score",
    "occupied": "that cell already holds the {tile}",
    "isolated": "a tile must be placed next to a tile already on the table",
    "too_wide": "the layout may be at most {limit} columns wide",
    "too_tall": "the layout may be at most {limit} rows tall",
    "no_match": "the {tile} shares nothing with the {other} {side}",
    "not_in_run": "only tiles of the scored run may be taken",
    "already_taken": "that tile has already been taken",
    "last_of_run": "the last tile of the scored run must stay on the table",
    "splits": "taking the {tile} would split the layout",
    "not_a_move": "{move} is not a move of M",
}
CODES = tuple(SENTENCES)
_TILE_FIELDS = ("tile", "other")


def refused(code: str, **fields) -> Refusal:
    """A refusal of M; ``ValueError`` for a code this module does not word."""
    if code not in SENTENCES:
        raise ValueError(f"no such refusal of M: {code!r}")
    return Refusal(code, fields)


def cell_of(refusal: Refusal) -> tuple[int, int] | None:
    """The cell to point at for ``refusal``: the neighbour that shares nothing, else the cell
    refused, else ``None``."""
    cell = refusal.fields.get("other_cell", refusal.fields.get("cell"))
    return None if cell is None else (cell[0], cell[1])


def english(refusal: Refusal) -> str:
    """``refusal`` as the English sentence of ``illegal_reason``."""
    words = dict(refusal.fields)
    for name in _TILE_FIELDS:
        if name in words:
            words[name] = str(Tile.from_json(words[name]))
    if "side" in words:
        words["side"] = SIDE_WORDS[words["side"]]
    return SENTENCES[refusal.code].format(**words)
