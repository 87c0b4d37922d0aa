"""Saves written by the code before the match layer (tests/data/saves/*-today.json, made by
that code) still load as matches, continue, and save again in the one match format."""

import json
from pathlib import Path

import pytest

from core.match import FORMAT, Match, Seat

SAVES = Path(__file__).parent.parent / "data" / "saves"
GAMES = ("minusmax", "m", "abaku", "mooxil")


def old_save(game):
    return json.loads((SAVES / f"{game}-today.json").read_text(encoding="utf-8"))["state"]


@pytest.mark.parametrize("game", GAMES)
def test_a_save_of_todays_format_loads_as_the_same_game(game):
    match = Match.from_save(old_save(game), game)
    inner = old_save(game)
    saved = inner.get("state") or inner.get("game")
    assert match.state == match.engine.state_class.from_dict(saved)
    assert all(isinstance(seat, Seat) for seat in match.seats)


@pytest.mark.parametrize("game", GAMES)
def test_a_migrated_game_goes_on_and_saves_in_the_match_format(game):
    match = Match.from_save(old_save(game), game)
    assert match.play(match.state.legal_moves()[0]) is None
    data = json.loads(json.dumps(match.to_save()))
    assert data["format"] == FORMAT and data["game"] == game
    again = Match.from_save(data)
    assert again.state == match.state and again.match_id == match.match_id


@pytest.mark.parametrize("game", GAMES)
def test_loading_the_same_old_save_twice_gives_the_same_match_id(game):
    assert (
        Match.from_save(old_save(game), game).match_id
        == Match.from_save(old_save(game), game).match_id
    )


def test_the_minusmax_save_keeps_its_moves_seats_and_rack_order():
    match = Match.from_save(old_save("minusmax"), "minusmax")
    assert len(match.moves) == 14 and match.origin is None
    assert [seat.is_computer for seat in match.seats] == [False, True]
    assert match.seats[1].level == 3
    assert match.view["orders"] == old_save("minusmax")["orders"]


def test_an_old_save_of_another_game_is_refused():
    with pytest.raises(ValueError):
        Match.from_save(old_save("mooxil"), "abaku")
    with pytest.raises(ValueError):
        Match.from_save(old_save("abaku"), "m")


def test_a_tampered_old_minusmax_save_is_damaged():
    data = old_save("minusmax")
    data["moves"] = data["moves"][:-2]
    with pytest.raises(ValueError, match="does not give"):
        Match.from_save(data, "minusmax")
