"""The seed, the options and the moves of Abaku rebuild the game exactly."""

import json
import random

import pytest

from games.abaku.logic import new_game
from games.abaku.moves import Exchange, Place, move_from_json, move_to_json
from tests.abaku.random_play import random_move


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
