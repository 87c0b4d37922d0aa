"""What the scene says about the game, in the player's language. No pygame.

The engine decides why it refuses a move, as a code with fields (``State.refusal``, codes in
:mod:`games.minusmax.refusals`, which also words them in English); :func:`worded` says the same
code in the player's language, from the keys ``minusmax.refuse.<code>``. The engine stays the
judge: a move is refused only when the engine refuses it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core import i18n
from core.engine import Refusal
from games.minusmax.board import multiplier
from games.minusmax.hinting import PlannedTurn
from games.minusmax.logic import EndTurn, Move, State, TakeBack, TurnSummary
from games.minusmax.refusals import EXCHANGE_NONE, NO_CORNER, NO_SOLUTION, NOT_IN_RACK

STEP_GAP = "   "  # between the two planned tiles on a line of the hint
HIGHEST_TILE = 99  # results above the largest tile are never worth naming
NOTICE_TICKS = 360


@dataclass
class Notice:
    """A message for the information box, for ``ticks`` more ticks."""

    title: str
    body: str
    colour: tuple
    ticks: int = NOTICE_TICKS


SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
SPECIAL_LETTERS = {2: "D", 3: "T"}


def operation(text: str) -> str:
    """An engine operation ("5 x 2 = 10", "3^2 = 9") with the signs of print ("5 × 2 = 10",
    powers as superscripts like the help page: "3² = 9")."""
    text = text.replace(" x ", " × ").replace(" / ", " ÷ ").replace(" - ", " − ")
    return re.sub(r"\^(\d+)", lambda power: power.group(1).translate(SUPERSCRIPTS), text)


def score_lines(operations: list[str], value: int, multiplier: int) -> list[str]:
    """How a placement scores, in the notation of arithmetic: the operations it solves, then
    the corner count and the cell's multiplier, each with its running total. One operation
    keeps one line ("3² = 9, D ×2 = 18"); several get a line each and a total line
    ("9 × 2 = 18, T ×3 = 54")."""
    lines = [operation(op) for op in operations]
    steps, total = [], value
    if len(lines) > 1:
        total *= len(lines)
        steps.append(f"{value} × {len(lines)} = {total}")
    if multiplier > 1:
        total *= multiplier
        steps.append(f"{SPECIAL_LETTERS.get(multiplier, '')} ×{multiplier} = {total}")
    if not steps:
        return lines
    if len(lines) == 1:
        return [f"{lines[0]}, {', '.join(steps)}"]
    return [*lines, ", ".join(steps)]


def placement_lines(operations: list[str], value: int, multiplier: int, points: int) -> list[str]:
    """The lines that explain a placement's points: :func:`score_lines`, or only the
    operations when it scores nothing (the last round of "complete last turn")."""
    if points == 0:
        return [operation(op) for op in operations]
    return score_lines(operations, value, multiplier)


def placed_lines(state: State, name: str) -> list[str]:
    """The placement just made on ``state``, as the game says it wherever it shows one (the
    live game's flash and information box, the replay): the lines of :func:`placement_lines`,
    multiplier included, then "Ana scores 18"."""
    placement = state.last_placement
    cell = placement.cell
    lines = placement_lines(
        state.placed_operations(cell),
        placement.value,
        multiplier(state.specials, cell),
        placement.points,
    )
    return [*lines, i18n.t("minusmax.flash_points", name=name, points=placement.points)]


def hint_text(planned: PlannedTurn) -> str:
    """The hint in words: the planned tiles in order with their points, the bonus and the
    total; or which idle turn it would be (the exchange, with its tiles, or ending the turn)."""
    if not planned.steps:
        exchange = planned.exchange
        if exchange is None:
            return i18n.t("minusmax.hint_pass")
        return i18n.t("minusmax.hint_exchange", tiles=", ".join(map(str, exchange.tiles)))
    steps = [
        i18n.t("minusmax.hint_step", step=step, value=value, points=points)
        for step, (_, value, points) in enumerate(planned.steps, 1)
    ]
    lines = [i18n.t("minusmax.hint_turn", count=len(steps))]
    lines += [STEP_GAP.join(steps[at : at + 2]) for at in range(0, len(steps), 2)]
    if planned.bonus:
        lines.append(i18n.t("minusmax.hint_bonus", bonus=planned.bonus))
    lines.append(i18n.t("minusmax.hint_total", points=planned.total))
    return "\n".join(lines)


def or_list(values: list[int]) -> str:
    words = [str(value) for value in values]
    if len(words) == 1:
        return words[0]
    return i18n.t("minusmax.or_list", items=", ".join(words[:-1]), last=words[-1])


def refusal(state: State, move: Move) -> tuple[str, str] | None:
    """``(headline, detail)`` saying why the engine refuses ``move`` now, or ``None``."""
    found = state.refusal(move)
    return None if found is None else worded(found)


def worded(refusal: Refusal) -> tuple[str, str]:
    """A refusal in the player's language: a short headline (a toast) and a detail that may
    be long (the side panel wraps it)."""
    code, fields = refusal.code, dict(refusal.fields)
    if code == NO_SOLUTION:
        headline = i18n.t("minusmax.refuse.no_solution", value=fields["value"])
        return headline, _pair_details(fields["pairs"])
    if code == NO_CORNER:
        return i18n.t("minusmax.refuse.no_corner"), i18n.t("minusmax.refuse.no_corner_detail")
    if code == EXCHANGE_NONE:
        return i18n.t("minusmax.refuse.exchange_none"), i18n.t("minusmax.exchange_how")
    if code == NOT_IN_RACK:
        fields["tiles"] = ", ".join(map(str, fields["tiles"]))
    return i18n.t(f"minusmax.refuse.{code}", **fields), ""


def _pair_details(pairs) -> str:
    """One line per pair of neighbours: what they give, up to the largest tile."""
    details = []
    for high, low, found in pairs:
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


def move_line(move: Move, name: str) -> str:
    """A move of the replay other than a placement (those are :func:`placed_lines`) in words."""
    if isinstance(move, TakeBack):
        return i18n.t("minusmax.move.take_back", name=name)
    if isinstance(move, EndTurn):
        return i18n.t("minusmax.move.end_turn", name=name)
    tiles = ", ".join(str(value) for value in move.tiles)
    return i18n.t("minusmax.move.exchange", name=name, tiles=tiles)
