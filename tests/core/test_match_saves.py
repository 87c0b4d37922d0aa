"""Saves written by the code before the match layer (tests/data/saves/*-today.json, made by
that code) still load as matches, continue, and save again in the one match format."""

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.match import FORMAT, Match, NewerSave, Seat

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


# -- saves whose numbers are out of any range ---------------------------------------------------

_SAVES: dict[str, dict] = {}


def match_save(game: str) -> dict:
    """A save in the match format of a few moves of ``game`` (made once per game)."""
    if game not in _SAVES:
        match = Match.from_save(old_save(game), game)
        match.play(match.state.legal_moves()[0])
        _SAVES[game] = json.loads(json.dumps(match.to_save()))
    return json.loads(json.dumps(_SAVES[game]))


def numbers_in(data, path=()):
    """The path of every whole number in a JSON value (the generator's state, coordinates)."""
    if isinstance(data, bool):
        return
    if isinstance(data, int):
        yield path
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from numbers_in(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from numbers_in(value, (*path, index))


def set_at(data, path, value):
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value


HUGE = st.one_of(
    st.integers(min_value=2**31, max_value=2**200),
    st.integers(min_value=-(2**200), max_value=-(2**31)),
    st.sampled_from([2**32, 2**63, 2**64, -(2**63) - 1, 10**40]),
)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_save_with_a_number_out_of_range_is_refused_with_a_value_error(game, data):
    save = match_save(game)
    paths = [path for path in numbers_in(save) if path[0] not in ("format", "seed")]
    for _ in range(data.draw(st.integers(1, 3))):
        set_at(save, data.draw(st.sampled_from(paths)), data.draw(HUGE))
    with contextlib.suppress(ValueError):  # loaded, or refused with the contract's error
        Match.from_save(save)  # (an OverflowError here was the bug)


@pytest.mark.parametrize("game", GAMES)
def test_a_save_of_a_newer_match_format_is_refused_as_newer(game):
    save = match_save(game)
    save["format"] = FORMAT + 1
    with pytest.raises(NewerSave):
        Match.from_save(save)


def test_continue_sets_a_save_of_a_newer_match_format_aside_as_newer(app):
    import games
    from core.resume import resume_saved

    save = match_save("m")
    save["format"] = FORMAT + 1
    app.storage.write_save("m", "autosave", save, "")
    assert resume_saved(app, games.by_name("m"), "autosave") is None
    (problem,) = app.storage.take_problems()
    assert problem.key == "file.newer"  # not "cannot be continued", as a damaged save says
