"""What M says to the player, in the player's language: tile names, why a move is refused,
and the log lines for what a move did. The engine speaks in codes (refusals of
:mod:`games.m.refusals`, report fields); this module words them.
The log lines and tile names are :class:`~core.message.Message` values, so a saved log reads
in the language of the moment it is shown; ``i18n.say`` turns them into text.

Every key is written out literally (the language test looks for each key in the source).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from core import i18n
from core.engine import Refusal
from core.message import Message
from games.m.logic import (
    BLOCKED,
    LAST_ROUND,
    STALLED,
    Move,
    MState,
    Pass,
    Place,
    Report,
    Take,
    m_letters,
)
from games.m.tiles import Tile

COLOUR_KEYS = {
    "red": "m.colour.red",
    "yellow": "m.colour.yellow",
    "green": "m.colour.green",
    "blue": "m.colour.blue",
    "purple": "m.colour.purple",
}
SYMBOL_KEYS = {
    "star": "m.symbol.star",
    "circle": "m.symbol.circle",
    "square": "m.symbol.square",
    "triangle": "m.symbol.triangle",
}
END_KEYS = {
    LAST_ROUND: "m.end.last_round",
    BLOCKED: "m.end.blocked",
    STALLED: "m.end.stalled",
}
ROUND_KEYS = {"row": "m.log.round_row", "column": "m.log.round_column"}
LINE_KEYS = {"row": "m.hint.scores_row", "column": "m.hint.scores_column"}
SUGGEST_LINE_KEYS = {"row": "m.hint.suggest_row", "column": "m.hint.suggest_column"}


def tile_name(tile: Tile) -> Message:
    colour = Message(COLOUR_KEYS[tile.colour])
    if tile.symbol is None:
        return Message("m.tile_zero", {"colour": colour, "value": tile.value})
    symbol = Message(SYMBOL_KEYS[tile.symbol])
    return Message("m.tile", {"colour": colour, "value": tile.value, "symbol": symbol})


def refusal_key(refusal: Refusal) -> str:
    """The text key of an engine refusal: ``m.refuse.<code>``, and for a tile that shares
    nothing with a neighbour ``m.refuse.no_match_<side>``."""
    if refusal.code == "no_match":
        return f"m.refuse.no_match_{refusal.fields['side']}"
    return f"m.refuse.{refusal.code}"


def refusal_text(refusal: Refusal) -> str:
    """An engine refusal (:meth:`MState.refusal`) in the player's language."""
    fields = dict(refusal.fields)
    for name in ("tile", "other"):
        if name in fields:
            fields[name] = i18n.say(tile_name(Tile.from_json(fields[name])))
    return i18n.t(refusal_key(refusal), **fields)


def end_reason(reason: str) -> Message:
    return Message(END_KEYS[reason])


def names_list(names: Sequence[str]) -> str:
    """``Ana``, ``Ana, Bob`` ... with a count after a name that appears more than once."""
    counts = Counter(names)
    return ", ".join(
        name if counts[name] == 1 else f"{name} \u00d7{counts[name]}"
        for name in dict.fromkeys(names)
    )


def chips_phrase(
    names: Sequence[str], givers: Sequence[int], taker: str, key_one, key_many
) -> Message | None:
    """The words for ``taker`` getting a chip from each of ``givers`` (seat numbers)."""
    if not givers:
        return None
    who = names_list([names[giver] for giver in givers])
    if len(givers) == 1:
        return Message(key_one, {"name": taker, "givers": who})
    return Message(key_many, {"name": taker, "givers": who, "count": len(givers)})


def report_lines(move: Move, report: Report, names: Sequence[str]) -> list[Message]:
    """The log lines for what ``move`` did, as ``report`` tells it (oldest first)."""
    name = names[report.player]
    lines = []
    if isinstance(move, Place):
        lines.append(Message("m.log.place", {"name": name, "tile": tile_name(move.tile)}))
        givers = [giver for giver, _ in report.chips]
        chips = chips_phrase(names, givers, name, "m.log.chips_one", "m.log.chips_many")
        if chips:
            lines.append(chips)
    elif isinstance(move, Pass):
        if report.chips:
            receiver = names[report.chips[0][1]]
            lines.append(Message("m.log.pass_chip", {"name": name, "other": receiver}))
        else:
            lines.append(Message("m.log.pass", {"name": name}))
        if move.swap is not None:
            lines.append(Message("m.log.swap", {"name": name}))
    elif isinstance(move, Take):
        lines.append(Message("m.log.take", {"name": name, "tile": tile_name(report.taken)}))
    if report.round_started is not None:
        lines.append(Message(ROUND_KEYS[report.round_started], {"name": name}))
    if report.ended is not None:
        lines.append(end_reason(report.ended))
    return lines


def start_line(state: MState) -> Message:
    """Who starts, and why (the most letters M in the first name, or drawn among a tie, or
    drawn among all when no first name holds an M)."""
    counts = [m_letters(name) for name in state.names]
    fields = {"name": state.names[state.current_player]}
    if not max(counts):
        return Message("m.log.start_none", fields)
    if counts.count(max(counts)) == 1:
        return Message("m.log.start_letters", fields)
    return Message("m.log.start_drawn", fields)


def placement_hint(state: MState, tile: Tile, pos) -> str:
    """What placing ``tile`` on ``pos`` would do: fits, chips taken, a scoring round."""
    parts = [i18n.t("m.hint.fits")]
    names = state.names
    chips = chips_phrase(
        names,
        state.chip_givers(pos),
        names[state.current_player],
        "m.hint.chips_one",
        "m.hint.chips_many",
    )
    if chips:
        parts.append(i18n.say(chips))
    lines = state.scoring_lines_if_placed(tile, pos)
    if len(lines) == 2:
        parts.append(i18n.t("m.hint.scores_both"))
    elif lines:
        parts.append(i18n.t(LINE_KEYS[lines[0]]))
    return " \u00b7 ".join(parts)


def suggestion(state: MState, move: Move) -> str:
    """The hint toast: the move the strongest computer would play, and the points it brings the
    player now (chips taken or given, a tile collected)."""
    player = state.current_player
    after = state.clone()
    after.apply(move)
    points = after.score_preview(player) - state.score_preview(player)
    if isinstance(move, Place):
        tile = i18n.say(tile_name(move.tile))
        return i18n.t("m.hint.suggest_place", tile=tile, points=f"{points:+d}")
    if isinstance(move, Take):
        tile = i18n.say(tile_name(state.layout[move.pos]))
        return i18n.t("m.hint.suggest_take", tile=tile, points=f"{points:+d}")
    if isinstance(move, Pass) and move.swap is not None:
        tile = i18n.say(tile_name(move.swap))
        return i18n.t("m.hint.suggest_swap", tile=tile, points=f"{points:+d}")
    if isinstance(move, Pass):
        return i18n.t("m.hint.suggest_pass", points=f"{points:+d}")
    return i18n.t(SUGGEST_LINE_KEYS[move.line])
