"""Replay, save and load: the seed, the options and the moves reproduce the game."""

import json
import random

import pytest

from games.minusmax.logic import (
    EndTurn,
    Exchange,
    Place,
    State,
    TakeBack,
    new_game,
    replay,
)
from games.minusmax.moves import move_from_json, move_to_json


def play_some(state, moves, rng):
    """Random play that places, takes back, exchanges and passes."""
    for _ in range(moves):
        if state.is_terminal():
            break
        placements = state.legal_placements()
        roll = rng.random()
        if placements and roll < 0.7:
            state.apply(Place(*rng.choice(placements)))
        elif state.placed_this_turn() and roll < 0.8:
            state.apply(TakeBack())
        elif state.illegal_reason(Exchange(tuple(state.current_rack()[:2]))) is None:
            state.apply(Exchange(tuple(state.current_rack()[:2])))
        else:
            state.apply(EndTurn())
    return state


def test_replay_reproduces_the_game():
    options = {"players": 3, "rack_size": 6, "complete_last_turn": True}
    game = play_some(new_game(21, **options), 150, random.Random(1))
    again = replay(21, options, game.history)
    assert again == game
    assert again.to_dict() == game.to_dict()


def test_replay_states_walk_the_game_move_by_move():
    game = play_some(new_game(4), 40, random.Random(2))
    states = list(game.replay_states())
    assert len(states) == len(game.history) + 1
    assert states[0] == new_game(4)
    assert states[-1] == game
    assert [len(state.history) for state in states] == list(range(len(game.history) + 1))


def test_a_saved_game_continues_exactly_where_it_stopped():
    game = play_some(new_game(8), 60, random.Random(3))
    loaded = State.from_dict(json.loads(json.dumps(game.to_dict())))
    assert loaded == game
    play_some(game, 80, random.Random(4))
    play_some(loaded, 80, random.Random(4))
    assert loaded == game  # exchanges after loading drew the same tiles


@pytest.mark.parametrize("move", [Place((1, -2), 7), TakeBack(), EndTurn(), Exchange((9, 2, 2))])
def test_moves_round_trip_through_json(move):
    assert move_from_json(json.loads(json.dumps(move_to_json(move)))) == move


def test_moves_read_well():
    assert str(Place((1, -2), 7)) == "place 7 at 1,-2"
    assert str(Exchange((9, 2))) == "exchange 2 9"
    assert str(TakeBack()) == "take back"
    assert str(EndTurn()) == "end turn"


def corrupt(change):
    data = new_game(5).to_dict()
    change(data)
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "not a minusMax game"),
        ({"game": "mooxil"}, "not a minusMax game"),
        (corrupt(lambda d: d.update(format=99)), "unsupported minusMax save format"),
        (corrupt(lambda d: d.pop("racks")), "damaged minusMax game"),
        (corrupt(lambda d: d["options"].update(players=7)), "2 to 4 players"),
        (corrupt(lambda d: d["specials"].append([9, 9, "D"])), "off the board"),
        (corrupt(lambda d: d["specials"].append([0, 0, "X"])), "on an X cell"),
        (corrupt(lambda d: d["specials"].__setitem__(0, [7, -7, "Q"])), "D, T or X"),
        (corrupt(lambda d: d["box"].append("ten")), "positive whole numbers"),
        (corrupt(lambda d: d["racks"].pop()), "number of racks"),
        (corrupt(lambda d: d["racks"][0].extend([1, 1])), "more tiles than the rack size"),
        (corrupt(lambda d: d.update(current=5)), "no player 5"),
        (corrupt(lambda d: d.update(rng=[3, [1, 2], None])), "random generator"),
        (corrupt(lambda d: d["history"].append({"type": "fly"})), "unknown move type"),
        (corrupt(lambda d: d["placements"].append([0, 0, 5, 0, 5, 0])), "two tiles on"),
    ],
)
def test_damaged_saves_give_a_clear_error(data, message):
    with pytest.raises(ValueError, match=message):
        State.from_dict(data)


def test_the_history_encoded_as_moves_come_is_the_history_encoded_afresh():
    # a host writes a view for every player and a save after each move: the encoded history
    # is kept and extended; at every step it must equal one encoded from nothing (a clone)
    state = new_game(8, players=3, rack_size=5)
    rng = random.Random(3)
    for _ in range(120):
        if state.is_terminal():
            break
        play_some(state, 1, rng)
        fresh = state.clone()
        assert state.to_dict() == fresh.to_dict()
        for player in range(3):
            assert state.view(player) == fresh.view(player)
    assert any(isinstance(move, Exchange) for move in state.history)
    assert any(isinstance(move, TakeBack) for move in state.history)
