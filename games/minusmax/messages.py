"""What the scene says about the game, in the player's language. No pygame.

The engine explains a refused move in English (``State.illegal_reason``); the scene must speak
English, Spanish and French, so :func:`refusal` finds the same reason from the same facts and
words it through :mod:`core.i18n`. The engine stays the judge: a move is refused only when the
engine refuses it.
"""

from __future__ import annotations

from core import i18n
from games.minusmax.arithmetic import results
from games.minusmax.board import BLOCKED, on_board, tile_pairs
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
        return _place_refusal(state, move)
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


def _place_refusal(state: State, move: Place) -> tuple[str, str]:
    cell, value = move.cell, move.value
    tiles = state.tiles
    if value not in state.current_rack():
        return i18n.t("minusmax.refuse.no_tile", value=value), ""
    if not on_board(cell):
        return i18n.t("minusmax.refuse.off_board"), ""
    if cell in tiles:
        return i18n.t("minusmax.refuse.occupied", value=tiles[cell]), ""
    if state.specials.get(cell) == BLOCKED:
        return i18n.t("minusmax.refuse.blocked"), ""
    pairs = tile_pairs(tiles, cell)
    if not pairs:
        return i18n.t("minusmax.refuse.no_corner"), i18n.t("minusmax.refuse.no_corner_detail")
    seen: list[tuple[int, int]] = []
    for a, b in pairs:
        key = (max(tiles[a], tiles[b]), min(tiles[a], tiles[b]))
        if key not in seen:
            seen.append(key)
    details = []
    for high, low in seen:
        usable = [v for v in results(high, low) if v <= HIGHEST_TILE]
        if usable:
            details.append(i18n.t("minusmax.refuse.pair", a=high, b=low, values=or_list(usable)))
        else:
            details.append(i18n.t("minusmax.refuse.pair_none", a=high, b=low))
    return i18n.t("minusmax.refuse.no_solution", value=value), "\n".join(details)


def turn_line(summary: TurnSummary, name: str) -> str:
    """One ended turn in words: "Ana: 3 tiles, 45 points (+40 bonus)"."""
    if summary.exchanged:
        key = "minusmax.log.exchanged_one" if summary.exchanged == 1 else "minusmax.log.exchanged"
        return i18n.t(key, name=name, count=summary.exchanged)
    if not summary.placed:
        return i18n.t("minusmax.log.passed", name=name)
    key = "minusmax.log.placed_one" if summary.placed == 1 else "minusmax.log.placed"
    text = i18n.t(key, name=name, count=summary.placed, points=i18n.number(summary.points))
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
