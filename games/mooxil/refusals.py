"""Why a move cannot be made, and what a move would do, as i18n keys with fields (pure).

The engine decides why a move is refused once, as a code and its numbers
(``MooxilState.refusal``), and words it in English itself; the player's language words the same
code from the key ``mooxil.refuse.<code>`` of ``games/mooxil/text.py``.
"""

from __future__ import annotations

from core.hexgrid import Hex
from games.mooxil.board import (
    BLOCKED,
    EMPTY,
    ENDTILE_KEPT,
    NEIGHBOUR_CLOSED,
    NOTHING_TO_ERASE,
    OCCUPIED,
    TOO_MANY,
)
from games.mooxil.levels import ERASER
from games.mooxil.logic import GAME_OVER, NOT_A_MOVE, OFF_GRID, WRONG_TILE, MooxilState, Move

Reason = tuple[str, dict]

CODES = (GAME_OVER, NOT_A_MOVE, WRONG_TILE, OFF_GRID, OCCUPIED, BLOCKED, NEIGHBOUR_CLOSED)
CODES += (TOO_MANY, ENDTILE_KEPT, NOTHING_TO_ERASE)
"""Every refusal code of Mooxil; each has the key ``mooxil.refuse.<code>`` in every language."""


def refusal(state: MooxilState, cell: Hex) -> Reason | None:
    """Why the current tile (or the eraser) cannot go on ``cell``: its text key and fields,
    or ``None`` when it can."""
    found = state.refusal(Move(state.current_tile, cell))
    return None if found is None else (f"mooxil.refuse.{found.code}", dict(found.fields))


def outcome(state: MooxilState, cell: Hex) -> Reason:
    """What the current tile (or the eraser) would do on ``cell``; it must be allowed there."""
    board = state.board
    i = board.index_of(cell)
    if state.current_tile == ERASER:
        if board.free[i] == EMPTY:
            return "mooxil.will.unblock", {}
        around = sum(1 for j in board.topo.neighbours[i] if board.free[j] != EMPTY)
        return "mooxil.will.erase", {"count": around}
    effect = state.placement_preview(cell)
    fields = {"links": len(effect.links), "free": effect.free_after}
    if effect.closed:
        fields.update(closed=len(effect.closed), blocked=len(effect.blocked))
        return "mooxil.will.close", fields
    return "mooxil.will.place", fields
