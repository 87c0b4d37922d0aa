"""``ai.baseline``, the greedy level 8 that the look-ahead is measured against, plays exactly
as it did when the look-ahead work began: its moves on seeded games are pinned here (a
weakened baseline would make the ladder's ``8 v base`` meaningless)."""

import hashlib
import json

from games.abaku import ai
from games.abaku.logic import new_game
from games.abaku.moves import move_to_json

# sha256 of the JSON list of the first 12 moves of baseline-v-baseline games, per seed.
PINNED = {
    3: "1cd03272589eb1301ccad7dcfdfd723d4dcf7d61bbd2dbe8afadec5eede3b9e1",
    17: "d2450c0c805ab22e92d151d2049b8a830d2545db2f2cef107db4376e99e39b80",
    29: "dc3cc48f7bc92fdbfd84b7a437128a056f45180fc68e5369cbef71a4c7076b95",
}
FIRST_MOVES = {
    3: [[7, 5, 1, False], [7, 6, 6, False], [7, 7, 4, False], [7, 8, 2, False], [7, 9, 6, False]],
    17: [[7, 5, 4, False], [7, 6, 9, False], [7, 7, 3, False], [7, 8, 6, False]],
    29: [[7, 3, 7, False], [7, 4, 0, False], [7, 5, 4, False], [7, 6, 6, False], [7, 7, 6, False]],
}


def baseline_moves(seed, plies=12):
    state = new_game(seed, players=2)
    moves = []
    for ply in range(plies):
        move = ai.baseline(state, seed * 100 + ply)
        moves.append(move_to_json(move))
        state.apply(move)
    return moves


def digest(moves):
    return hashlib.sha256(json.dumps(moves).encode()).hexdigest()


def test_the_baseline_plays_the_pinned_games():
    for seed, pinned in PINNED.items():
        moves = baseline_moves(seed)
        assert moves[0] == {"place": FIRST_MOVES[seed]}
        assert digest(moves) == pinned, f"seed {seed}"


def test_the_baseline_plays_a_whole_pinned_game_to_its_pinned_end():
    state = new_game(5, players=2)
    moves = []
    while not state.is_terminal():
        move = ai.baseline(state, len(moves))
        moves.append(move_to_json(move))
        state.apply(move)
    assert (len(moves), state.scores()) == (24, [1706, 1597])
    assert digest(moves) == "ca926125f9144188b3d4f2f484b88b8ca567bba8b9877803d2d3a8be5d355cae"
