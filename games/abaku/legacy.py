"""Abaku saves written before the one match format (``core.match``), read as matches (pure).

Those saves kept the seed, the seats and the state, but no moves: the migrated match starts
from the saved state (``origin``) and continues exactly there.
"""

from __future__ import annotations


def migrate(data: dict) -> dict:
    """The match save of an old Abaku save; ``ValueError`` when it is not one."""
    state = data.get("game")
    if "format" in data or not isinstance(state, dict) or "seats" not in data:
        raise ValueError("this is not a saved game of Abaku")
    return {
        "game": "abaku",
        "seed": data.get("seed"),
        "options": {"players": state.get("players"), "time_limit": state.get("time_limit")},
        "seats": data["seats"],
        "moves": [],
        "origin": state,
        "state": state,
        "match_id": f"abaku-{data.get('seed')}",
        "ended": None,
        "view": {},
    }
