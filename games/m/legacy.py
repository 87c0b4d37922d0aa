"""M saves written before the one match format (``core.match``), read as matches (pure).

Those saves kept the state, the seats, the computers' speed and the log, but no moves: the
migrated match starts from the saved state (``origin``) and continues exactly there.
"""

from __future__ import annotations

OLD_FORMAT = 1


def migrate(data: dict) -> dict:
    """The match save of an old M save; ``ValueError`` when it is not one."""
    state = data.get("state")
    if data.get("format") != OLD_FORMAT or not isinstance(state, dict):
        raise ValueError("this is not a saved game of M")
    names = state.get("names")
    if not isinstance(names, list):
        raise ValueError("the saved game of M has no players")
    return {
        "game": "m",
        "seed": state.get("seed"),
        "options": {"players": len(names), "names": names},
        "seats": data.get("seats"),
        "moves": [],
        "origin": state,
        "state": state,
        "match_id": f"m-{state.get('seed')}",
        "ended": None,
        "view": {"speed": data.get("speed", "normal"), "log": data.get("log", [])},
    }
