"""M saves written before the one match format (``core.match``), read as matches (pure).

Those saves (``{"format": 1, "state", "seats", "speed", "log"}``) kept the state but no moves:
the migrated match starts from the saved state (``origin``), so it continues exactly there and
replays from there. The computers' speed and the move log become the scene's ``view``.
"""

from __future__ import annotations

OLD_FORMAT = 1


def migrate(data: dict) -> dict:
    """The match save of an old M save; ``ValueError`` when it is not one."""
    if not isinstance(data, dict) or data.get("format") != OLD_FORMAT:
        raise ValueError("this is not a saved game of M")
    state, seats = data.get("state"), data.get("seats")
    if not isinstance(state, dict) or not isinstance(seats, list):
        raise ValueError("this saved game of M has no state or no players")
    names = state.get("names")
    if not isinstance(names, list) or len(names) != len(seats):
        raise ValueError("the saved players do not match the saved game of M")
    return {
        "game": "m",
        "seed": state.get("seed"),
        "options": {"players": len(names), "names": list(names)},
        # the names of the game are the players' (the old scene copied them the same way)
        "seats": [{**seat, "name": name} for seat, name in zip(seats, names, strict=True)],
        "moves": [],
        "origin": state,
        "state": state,
        "match_id": f"m-{state.get('seed')}",
        "ended": None,
        "view": {"speed": data.get("speed", "normal"), "log": data.get("log", [])},
    }
