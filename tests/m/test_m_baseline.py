"""``ai.baseline`` is today's greedy level 8, the yardstick of the ladder: it must play exactly
as it did when the look-ahead was first measured against it. Its moves on seeded positions and
one whole game between two baselines are pinned in ``tests/data/m_baseline_moves.json``."""

import json
import random
from pathlib import Path

from games.m import ai
from games.m.logic import new_game

PINNED = Path(__file__).resolve().parent.parent / "data" / "m_baseline_moves.json"
# (seed, players) of the random games the positions are from
GAMES = ((11, 2), (12, 3), (13, 5), (14, 2))
EVERY = 2


def baseline_moves(seed: int, players: int) -> list[str]:
    """The baseline's move at every ``EVERY``-th position of a seeded game of random moves
    (no computer level plays it, so retuning the levels leaves the positions alone)."""
    state = new_game(seed, players=players)
    rng = random.Random(seed)
    moves = []
    ply = 0
    while not state.is_terminal():
        if ply % EVERY == 0:
            moves.append(str(ai.baseline(state, seed=ply)))
        state.apply(rng.choice(state.legal_moves()))
        ply += 1
    return moves


def whole_baseline_game(seed: int) -> tuple[list[str], list[int]]:
    """Every move of a two-player game between baselines, and the final scores."""
    state = new_game(seed, players=2)
    moves = []
    while not state.is_terminal():
        move = ai.baseline(state, seed=len(moves))
        moves.append(str(move))
        state.apply(move)
    return moves, state.scores()


def test_the_baseline_plays_its_pinned_moves():
    pinned = json.loads(PINNED.read_text())
    for seed, players in GAMES:
        assert baseline_moves(seed, players) == pinned["positions"][f"{seed}:{players}"]


def test_a_whole_game_between_baselines_is_pinned():
    pinned = json.loads(PINNED.read_text())["whole_game"]
    assert whole_baseline_game(pinned["seed"]) == (pinned["moves"], pinned["scores"])
