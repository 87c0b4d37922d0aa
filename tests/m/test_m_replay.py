"""Every choice a player of M makes is a move with a JSON form, so that the seed, the options
and the moves rebuild the game exactly (what saves and replay rely on)."""

import json
import random

import pytest

from games.m.logic import new_game
from games.m.moves import move_from_json, move_to_json


def random_playout(seed: int, players: int, limit: int = 400):
    rng = random.Random(seed * 31 + players)
    state = new_game(seed, players=players)
    moves = []
    while not state.is_terminal() and len(moves) < limit:
        move = rng.choice(state.legal_moves())
        state.apply(move)
        moves.append(move)
    return state, moves


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (7, 3), (12, 4), (40, 6)])
def test_seed_options_and_moves_replay_to_the_same_state(seed, players):
    state, moves = random_playout(seed, players)
    saved = json.loads(json.dumps([move_to_json(move) for move in moves]))
    replayed = new_game(seed, players=players)
    for data in saved:
        replayed.apply(move_from_json(data))
    assert replayed == state
    assert replayed.to_dict() == state.to_dict()


def test_a_playout_uses_every_kind_of_move_and_replays_from_any_point():
    state, moves = random_playout(3, 3)
    kinds = {type(move).__name__ for move in moves}
    assert {"Place", "Pass", "Take"} <= kinds
    middle = len(moves) // 2
    replayed = new_game(3, players=3)
    for move in moves[:middle]:
        replayed.apply(move_from_json(move_to_json(move)))
    snapshot = replayed.to_dict()
    for move in moves[middle:]:
        replayed.apply(move)
    assert replayed == state
    assert snapshot != state.to_dict()
