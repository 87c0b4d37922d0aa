"""Why a move cannot be made, and what a move would do, as i18n keys with fields (pure).

The engine decides why a move is refused once, as a code and its numbers
(``MooxilState.fit_problem``); it words that code in English itself (``fit_reason``). This
module only names the text key of ``games/mooxil/text.py`` that says the same in the player's
language, and passes the numbers on for its fields.
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
from games.mooxil.logic import GAME_OVER, OFF_GRID, MooxilState

Reason = tuple[str, dict]

WHY = {
    GAME_OVER: "mooxil.why.game_over",
    OFF_GRID: "mooxil.why.off_grid",
    ENDTILE_KEPT: "mooxil.why.endtile",
    NOTHING_TO_ERASE: "mooxil.why.nothing_to_erase",
    OCCUPIED: "mooxil.why.occupied",
    BLOCKED: "mooxil.why.blocked",
    NEIGHBOUR_CLOSED: "mooxil.why.neighbour_closed",
    TOO_MANY: "mooxil.why.too_many",
}
"""The text key of each refusal code."""


def refusal(state: MooxilState, cell: Hex) -> Reason | None:
    """Why the current tile (or the eraser) cannot go on ``cell``; ``None`` when it can."""
    problem = state.fit_problem(cell)
    if problem is None:
        return None
    code, fields = problem
    return WHY[code], fields


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
