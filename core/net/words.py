"""The words of network play: a host's refusal and a seat's status in the player's language."""

from __future__ import annotations

import re

import games
from core import i18n
from core.engine import Refusal

REFUSALS = {
    "wrong_code": "net.refuse.wrong_code",
    "wrong_game": "net.refuse.wrong_game",
    "version": "net.refuse.version",
    "room_full": "net.refuse.room_full",
    "joined_elsewhere": "net.refuse.joined_elsewhere",
    "not_your_turn": "net.refuse.not_your_turn",
    "not_started": "net.refuse.not_started",
    "bad_move": "net.refuse.bad_move",
    "bad_message": "net.refuse.bad_message",
    "unknown_message": "net.refuse.bad_message",
    "not_seated": "net.refuse.bad_message",
    "already_seated": "net.refuse.bad_message",
}
UNWORDED = re.compile(r"[\w.]+\.refuse\.\w+")  # what i18n.t shows for a key it lacks
STATUSES = {
    "here": "net.status.here",
    "open": "net.status.open",
    "away": "net.status.away",
    "computer": "net.status.computer",
    "human": "net.status.human",
}


def refusal(message: dict, game: str | None = None) -> str:
    """A host's ``refused`` or ``bye`` message in the player's language: a refusal on the
    game's grounds (scope ``"game"``) worded by ``game``'s scene as in hot seat."""
    if message.get("scope") == "game" and game is not None:
        return _game_refusal(message, game)
    key = REFUSALS.get(message.get("code"), "net.refuse.bad_message")
    fields = {name: str(value)[:60] for name, value in message.get("fields", {}).items()}
    try:
        return i18n.t(key, **fields)
    except (KeyError, IndexError):  # a host that sends other fields than this program words
        return i18n.t("net.refuse.bad_message")


def seat_line(entry: dict) -> str:
    """``"Ann: here, 3 ms"`` for one seat of a ``seats`` list."""
    status = i18n.t(STATUSES.get(entry.get("status"), "net.status.open"))
    latency = entry.get("latency_ms")
    if latency is None:
        return i18n.t("net.seat", name=entry["name"], status=status)
    return i18n.t("net.seat_latency", name=entry["name"], status=status, ms=milliseconds(latency))


def _game_refusal(message: dict, game: str) -> str:
    fields = message.get("fields")
    found = Refusal(str(message.get("code")), fields if isinstance(fields, dict) else {})
    try:
        said = games.by_name(game).scene_module().network_refusal(found)
    except (KeyError, IndexError, TypeError, ValueError):  # fields this program cannot word
        said = None
    if said is None or UNWORDED.fullmatch(said):  # a code without words shows as its key
        return i18n.t("net.refuse.bad_message")
    return said


def milliseconds(value: float) -> int | str:
    """Whole milliseconds; ``"<1"`` for a latency under one (loopback, a fast LAN)."""
    return round(value) if value >= 1 else "<1"
