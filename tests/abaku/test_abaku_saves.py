"""Saves of Abaku written by the code before the match layer (tests/data/saves/abaku-2026-*,
written by that code's scene) load as matches with every move, so they replay from the start."""

import json
from pathlib import Path

import pytest

from core.match import Match
from games.abaku.logic import AbakuState, new_game

SAVES = Path(__file__).parent.parent / "data" / "saves"
FILES = ("abaku-2026-solo.json", "abaku-2026-timed-vs-computer.json")


def old_save(name):
    return json.loads((SAVES / name).read_text(encoding="utf-8"))["state"]


@pytest.mark.parametrize("name", FILES)
def test_an_old_save_loads_with_the_moves_of_its_log(name):
    old = old_save(name)
    match = Match.from_save(old, "abaku")
    assert match.state == AbakuState.from_dict(old["game"])
    assert match.origin is None and len(match.moves) == len(old["game"]["log"])
    assert match.states()[0] == new_game(old["seed"], len(old["seats"]), old["game"]["time_limit"])
    assert match.options["time_limit"] == old["game"]["time_limit"]


def test_a_timed_game_against_a_computer_keeps_its_seats_and_goes_on():
    match = Match.from_save(old_save("abaku-2026-timed-vs-computer.json"), "abaku")
    assert [seat.is_computer for seat in match.seats] == [False, True]
    assert match.seats[1].level == 5
    assert match.play(match.state.legal_moves()[-1]) is None
    again = Match.from_save(json.loads(json.dumps(match.to_save())))
    assert again.state == match.state and len(again.moves) == len(match.moves)


def test_a_log_that_does_not_replay_falls_back_to_the_saved_state():
    old = old_save("abaku-2026-solo.json")
    old["seed"] += 1  # the log's moves no longer fit the dealt tiles
    match = Match.from_save(old, "abaku")
    assert match.moves == [] and match.origin == old["game"]
    assert match.state == AbakuState.from_dict(old["game"])
