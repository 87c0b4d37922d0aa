"""The seed, the options and the moves of Abaku rebuild the game exactly."""

import json
import random

import pytest

from games.abaku.logic import new_game
from games.abaku.movegen import random_placements
from games.abaku.moves import Exchange, Pass, Place, move_from_json, move_to_json


def random_move(state, rng):
    """A random legal move of any kind: mostly a placement in one run of the board picked at
    random (what level 1 sees: a small part of the cost of listing every placement), an
    exchange one time in five, a pass one time in twenty."""
    roll = rng.random()
    exchanges = state.exchanges()
    if roll < 0.2 and exchanges:
        return rng.choice(exchanges)
    found = (
        []
        if roll < 0.25
        else random_placements(state.board(), state.rack(state.current_player), rng)
    )
    return rng.choice(found).move if found else rng.choice([*exchanges, Pass()])


@pytest.mark.parametrize(("seed", "players", "limit"), [(1, 1, None), (5, 2, 60), (9, 4, 30)])
def test_seed_options_and_moves_replay_to_the_same_state(seed, players, limit):
    rng = random.Random(seed)
    state = new_game(seed, players=players, time_limit=limit)
    moves = []
    while not state.is_terminal() and len(moves) < 20:
        move = random_move(state, rng)
        state.apply(move)
        moves.append(move)
    assert {Place, Exchange} <= {type(move) for move in moves}, "every kind of move is replayed"
    saved = json.loads(json.dumps([move_to_json(move) for move in moves]))
    replayed = new_game(seed, players=players, time_limit=limit)
    for data in saved:
        replayed.apply(move_from_json(data))
    assert replayed == state
