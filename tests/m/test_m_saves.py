"""Saves of M written by the code before the match layer (tests/data/saves/m-2026-*.json,
written by that code's scene) load as matches that continue exactly where they stopped."""

import json
from pathlib import Path

import pytest

from core.match import FORMAT, Match
from games.m.logic import TAKE, MState

SAVES = Path(__file__).parent.parent / "data" / "saves"
FILES = ("m-2026-three-players.json", "m-2026-scoring-round.json")


def old_save(name):
    return json.loads((SAVES / name).read_text(encoding="utf-8"))["state"]


@pytest.mark.parametrize("name", FILES)
def test_an_old_save_loads_as_the_same_game_with_its_seats_speed_and_log(name):
    old = old_save(name)
    match = Match.from_save(old, "m")
    assert match.state == MState.from_dict(old["state"])
    assert [seat.name for seat in match.seats] == old["state"]["names"]
    assert [seat.level or 0 for seat in match.seats] == [seat["level"] for seat in old["seats"]]
    assert match.view["speed"] == old["speed"] and match.view["log"] == old["log"]
    assert match.moves == [] and match.origin == old["state"]


def test_a_game_saved_in_a_scoring_round_goes_on_with_the_taker():
    match = Match.from_save(old_save("m-2026-scoring-round.json"), "m")
    assert match.state.phase == TAKE
    taker = match.current_player
    assert match.play(match.state.legal_moves()[0]) is None
    assert match.state.collected[taker]
    data = json.loads(json.dumps(match.to_save()))
    assert data["format"] == FORMAT and len(data["moves"]) == 1
    again = Match.from_save(data)
    assert again.state == match.state and again.match_id == match.match_id
    assert again.states()[0] == MState.from_dict(data["origin"])


def test_an_old_save_whose_players_do_not_match_is_refused():
    old = old_save("m-2026-three-players.json")
    old["seats"] = old["seats"][:2]
    with pytest.raises(ValueError, match="players"):
        Match.from_save(old, "m")
