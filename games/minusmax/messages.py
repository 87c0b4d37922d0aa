"""What the scene says about the game, in the player's language. No pygame.

The engine explains a refused move in English (``State.illegal_reason``); the scene must speak
English, Spanish and French, so :func:`refusal` words the engine's own decision
(:func:`games.minusmax.board.board_problem`, which the English is built from too) through
:mod:`core.i18n`. The engine stays the judge: a move is refused only when the engine refuses it.
"""

from __future__ import annotations

from core import i18n
from games.minusmax.board import (
    BLOCKED_CELL,
    NO_CORNER,
    NO_SOLUTION,
    OCCUPIED,
    OFF_BOARD,
    BoardProblem,
    board_problem,
)
from games.minusmax.logic import EndTurn, Exchange, Move, Place, State, TakeBack, TurnSummary

HIGHEST_TILE = 99  # results above the largest tile are never worth naming


def operation(text: str) -> str:
    """An engine operation ("5 x 2 = 10") with the signs of print ("5 × 2 = 10")."""
    return text.replace(" x ", " × ").replace(" / ", " ÷ ").replace(" - ", " − ")


def or_list(values: list[int]) -> str:
    words = [str(value) for value in values]
    if len(words) == 1:
        return words[0]
    return i18n.t("minusmax.or_list", items=", ".join(words[:-1]), last=words[-1])


def refusal(state: State, move: Move) -> tuple[str, str] | None:
    """``(headline, detail)`` saying why the engine refuses ``move`` now, or ``None``.

    The headline is short (a toast); the detail may be long (the side panel wraps it).
    """
    reason = state.illegal_reason(move)
    if reason is None:
        return None
    if state.is_terminal():
        return i18n.t("minusmax.refuse.over"), ""
    if isinstance(move, Place):
        return _place_refusal(state, move, reason)
    if isinstance(move, TakeBack):
        return i18n.t("minusmax.refuse.nothing_placed"), ""
    if isinstance(move, Exchange):
        if state.placed_this_turn():
            return i18n.t("minusmax.refuse.exchange_after_place"), ""
        if not state.box_count:
            return i18n.t("minusmax.refuse.box_empty"), ""
        if not move.tiles:
            return i18n.t("minusmax.refuse.exchange_none"), i18n.t("minusmax.exchange_how")
    return reason, ""


def _place_refusal(state: State, move: Place, reason: str) -> tuple[str, str]:
    """The board's own problem (:func:`board_problem`), worded; the rack is checked first."""
    if move.value not in state.current_rack():
        return i18n.t("minusmax.refuse.no_tile", value=move.value), ""
    problem = board_problem(state.tiles, state.specials, move.cell, move.value)
    if problem is None:  # refused for another reason (a malformed move): the engine's words
        return reason, ""
    if problem.code == NO_SOLUTION:
        return i18n.t("minusmax.refuse.no_solution", value=move.value), _pair_details(problem)
    if problem.code == OCCUPIED:
        return i18n.t("minusmax.refuse.occupied", value=problem.occupant), ""
    if problem.code == NO_CORNER:
        return i18n.t("minusmax.refuse.no_corner"), i18n.t("minusmax.refuse.no_corner_detail")
    key = {OFF_BOARD: "minusmax.refuse.off_board", BLOCKED_CELL: "minusmax.refuse.blocked"}
    return i18n.t(key[problem.code]), ""


def _pair_details(problem: BoardProblem) -> str:
    """One line per pair of neighbours: what they give, up to the largest tile."""
    details = []
    for high, low, found in problem.pairs:
        usable = [v for v in found if v <= HIGHEST_TILE]
        if usable:
            details.append(i18n.t("minusmax.refuse.pair", a=high, b=low, values=or_list(usable)))
        else:
            details.append(i18n.t("minusmax.refuse.pair_none", a=high, b=low))
    return "\n".join(details)


def turn_line(summary: TurnSummary, name: str) -> str:
    """One ended turn in words: "Ana: 3 tiles, 45 points (+40 bonus)"."""
    if summary.exchanged:
        return i18n.t("minusmax.log.exchanged", name=name, count=summary.exchanged)
    if not summary.placed:
        return i18n.t("minusmax.log.passed", name=name)
    text = i18n.t(
        "minusmax.log.placed", name=name, count=summary.placed, points=i18n.number(summary.points)
    )
    if summary.bonus:
        text += " " + i18n.t("minusmax.log.bonus", bonus=summary.bonus)
    return text


def move_line(move: Move, name: str, points: int = 0) -> str:
    """A move of the replay in words."""
    if isinstance(move, Place):
        return i18n.t("minusmax.move.place", name=name, value=move.value, points=points)
    if isinstance(move, TakeBack):
        return i18n.t("minusmax.move.take_back", name=name)
    if isinstance(move, EndTurn):
        return i18n.t("minusmax.move.end_turn", name=name)
    tiles = ", ".join(str(value) for value in move.tiles)
    return i18n.t("minusmax.move.exchange", name=name, tiles=tiles)
