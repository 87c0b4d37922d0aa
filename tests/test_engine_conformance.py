"""One conformance test over every turn-based engine listed in ``games.ENGINES``."""

import importlib
import json
import random

import pytest

import games
from core.engine import IllegalMove, TurnBasedState, copied_rng
from tests.abaku.random_play import random_move as abaku_random_move

MAX_PLIES = 5000


def engine(name):
    return importlib.import_module(name)


RANDOM_MOVES = {"games.abaku.logic": abaku_random_move}
"""For tests whose claim is not about ``legal_moves()``: a random legal move drawn without
listing every one (Abaku lists hundreds of placements a turn, most of those tests' cost)."""


def random_playout(module, seed, plies=MAX_PLIES, choose=None):
    """Play random legal moves from ``new_game(seed)``; return the state and the moves.

    The moves are drawn from ``legal_moves()``, or by ``choose(state, rng)`` when given."""
    state = module.new_game(seed)
    rng = random.Random(seed * 7919 + 1)
    moves = []
    while not state.is_terminal() and len(moves) < plies:
        if choose:
            move = choose(state, rng)
        else:
            legal = state.legal_moves()
            assert legal, "a non-terminal state must offer at least one legal move"
            move = rng.choice(legal)
        state.apply(move)
        moves.append(move)
    return state, moves


@pytest.mark.parametrize("name", games.ENGINES)
def test_state_subclasses_the_contract(name):
    state = engine(name).new_game(1)
    assert isinstance(state, TurnBasedState)
    assert state.current_player is not None
    assert not state.is_terminal()


@pytest.mark.parametrize("name", games.ENGINES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_end(name, seed):
    state, moves = random_playout(engine(name), seed)
    assert state.is_terminal(), f"no end after {len(moves)} random moves"
    assert state.current_player is None
    assert len(state.scores()) >= 1
    with pytest.raises(IllegalMove):
        state.apply(moves[-1])


@pytest.mark.parametrize("name", games.ENGINES)
def test_clone_and_round_trip_give_equal_states(name):
    module = engine(name)
    state = module.new_game(5)
    rng = random.Random(5)
    for _ in range(40):
        if state.is_terminal():
            break
        clone = state.clone()
        assert clone == state and clone is not state
        snapshot = json.loads(json.dumps(state.to_dict()))
        restored = type(state).from_dict(snapshot)
        assert restored == state
        assert restored.legal_moves() == state.legal_moves()
        before = state.to_dict()
        move = rng.choice(state.legal_moves())
        state.apply(move)
        assert clone.to_dict() == before, "playing on the original changed its clone"
        restored.apply(move)
        assert restored == state


@pytest.mark.parametrize("name", games.ENGINES)
def test_same_seed_and_moves_give_the_same_state(name):
    module = engine(name)
    first, moves = random_playout(module, 11, plies=120, choose=RANDOM_MOVES.get(name))
    replay = module.new_game(11)
    for move in moves:
        replay.apply(move)
    assert replay == first
    assert replay.to_dict() == first.to_dict()


@pytest.mark.parametrize("name", games.ENGINES)
def test_different_seeds_give_different_games(name):
    module = engine(name)
    assert module.new_game(1) != module.new_game(2)


VIEWING_ENGINES = ("games.minusmax.logic", "games.m.logic", "games.abaku.logic")
"""The engines a remote player can take a seat in: each has ``State.view(player)``."""


@pytest.mark.parametrize("name", VIEWING_ENGINES)
def test_views_are_json_safe_and_change_nothing(name):
    state, _ = random_playout(engine(name), 13, plies=60, choose=RANDOM_MOVES.get(name))
    before = state.to_dict()
    for player in range(len(state.scores())):
        view = state.view(player)
        assert json.loads(json.dumps(view)) == view
        assert view["viewer"] == player
        assert "rng" not in view and "seed" not in view
        for value in view.values():  # a host keeps the lists it sent (core.net.tails):
            if isinstance(value, list):  # none may be one the state goes on changing
                value.clear()
    assert state.to_dict() == before


def test_a_copied_generator_goes_on_as_the_original_and_apart_from_it():
    original = random.Random(11)
    original.gauss(0, 1)  # a Gaussian pair half used: its second half is part of the state
    twin = copied_rng(original)
    assert [twin.random(), twin.gauss(0, 1)] == [original.random(), original.gauss(0, 1)]
    original.random()
    assert twin.getstate() != original.getstate()
