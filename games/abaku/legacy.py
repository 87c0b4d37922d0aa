"""Abaku saves written before the one match format (``core.match``), read as matches (pure).

Those saves (``{"seed", "seats", "game"}``) kept the seed and the state, whose log holds every
move played: the migrated match keeps those moves, so it replays from the first move. A save
whose log does not replay to its state (hand-edited, or from an older rules version) starts
from the saved state instead (``origin``), and still continues exactly there.
"""

from __future__ import annotations

from games.abaku.logic import AbakuState, new_game
from games.abaku.moves import move_from_json


def migrate(data: dict) -> dict:
    """The match save of an old Abaku save; ``ValueError`` when it is not one."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), dict):
        raise ValueError("this is not a saved game of Abaku")
    state, seed = data["game"], data.get("seed")
    try:
        options = {"players": state["players"], "time_limit": state["time_limit"]}
        moves = [entry["move"] for entry in state["log"]]
    except (KeyError, TypeError) as error:
        raise ValueError(f"the saved Abaku game is damaged: {error}") from error
    migrated = {
        "game": "abaku",
        "seed": seed,
        "options": options,
        "seats": data.get("seats"),
        "moves": moves,
        "state": state,
        "match_id": f"abaku-{seed}",
        "ended": None,
        "view": {},
    }
    if not _replays(seed, options, moves, state):
        migrated.update(moves=[], origin=state)
    return migrated


def _replays(seed: object, options: dict, moves: list, state: dict) -> bool:
    """Whether the seed, the options and the logged moves give the saved state again."""
    try:
        replayed = new_game(seed, **options)
        for move in moves:
            replayed.apply(move_from_json(move))
        return replayed == AbakuState.from_dict(state)
    except (ValueError, TypeError, KeyError):
        return False
