"""Mooxil saves written before the one match format (``core.match``), read as matches (pure).

Those saves kept the state and the starting level but no moves: the migrated match starts
from the saved state (``origin``), so it continues exactly there and replays from there.
"""

from __future__ import annotations

OLD_FORMAT = 1


def migrate(data: dict) -> dict:
    """The match save of an old Mooxil save; ``ValueError`` when it is not one."""
    if data.get("format") != OLD_FORMAT or not isinstance(data.get("state"), dict):
        raise ValueError("this is not a saved game of Mooxil")
    state = data["state"]
    start = data.get("start_level")
    if isinstance(start, bool) or not isinstance(start, int) or start < 1:
        raise ValueError("the starting level of this Mooxil save is damaged")
    return {
        "game": "mooxil",
        "seed": state.get("seed"),
        "options": {"level": start},
        "seats": [{"name": "Player 1", "kind": "human"}],
        "moves": [],
        "origin": state,
        "state": state,
        "match_id": f"mooxil-{state.get('seed')}-{start}",
        "ended": None,
        "view": {},
    }
