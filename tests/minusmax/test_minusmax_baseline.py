"""``ai.baseline`` is "today's level 8", the greedy player the look-ahead is measured against:
it must keep playing exactly as it did when the look-ahead work began. Whole seeded games of
the baseline against itself are pinned by a digest of every move, their length and scores
(recorded before any change to the search, the evaluation or the levels)."""

import hashlib

import pytest

from games.minusmax import ai
from games.minusmax.logic import new_game


def baseline_game(seed, **options):
    """A two-player game of the baseline against itself, asked move by move as the ladder
    asks; the digest of its moves, its length and its final scores."""
    state = new_game(seed, players=2, **options)
    while not state.is_terminal():
        state.apply(ai.baseline(state, seed * 1000 + len(state.history)))
    text = "\n".join(str(move) for move in state.history)
    return hashlib.sha256(text.encode()).hexdigest()[:16], len(state.history), state.scores()


@pytest.mark.parametrize(
    ("seed", "options", "pinned"),
    [
        (1, {}, ("250ab196b0938a89", 104, [1702, 661])),
        (2, {"rack_size": 3}, ("a61f506312478f9f", 34, [17, 88])),
        (3, {"rack_size": 9}, ("0546a7558a73f235", 103, [689, 808])),
    ],
)
def test_the_baseline_plays_exactly_as_it_did(seed, options, pinned):
    assert baseline_game(seed, **options) == pinned
