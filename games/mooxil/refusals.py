"""Why a move cannot be made, and what a move would do, as i18n keys with fields (pure).

The engine words its reasons in English (``MooxilState.fit_reason``); the scene needs them in
the player's language, so this module asks the same questions of the board and answers with a
text key of ``games/mooxil/text.py`` and the numbers to fill in. It follows the checks of
``Board.placement_problem`` and ``Board.erase_problem`` in the same order, so the reason shown
is the one the engine would give (a test holds the two together).
"""

from __future__ import annotations

from core.hexgrid import Hex
from games.mooxil.board import EMPTY, ENDTILE
from games.mooxil.levels import ERASER
from games.mooxil.logic import MooxilState

Reason = tuple[str, dict]


def refusal(state: MooxilState, cell: Hex) -> Reason | None:
    """Why the current tile (or the eraser) cannot go on ``cell``; ``None`` when it can."""
    if state.is_terminal():
        return "mooxil.why.game_over", {}
    board = state.board
    if cell not in board:
        return "mooxil.why.off_grid", {}
    i = board.index_of(cell)
    if state.current_tile == ERASER:
        if board.free[i] != EMPTY:
            return ("mooxil.why.endtile", {}) if board.kind[i] == ENDTILE else None
        return None if board.blocked[i] else ("mooxil.why.nothing_to_erase", {})
    if board.free[i] != EMPTY:
        return "mooxil.why.occupied", {}
    if board.blocked[i]:
        return "mooxil.why.blocked", {}
    occupied = [j for j in board.topo.neighbours[i] if board.free[j] != EMPTY]
    if any(board.free[j] == 0 for j in occupied):
        return "mooxil.why.neighbour_closed", {}
    if len(occupied) > state.current_tile:
        return "mooxil.why.too_many", {"sides": state.current_tile, "count": len(occupied)}
    return None


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
