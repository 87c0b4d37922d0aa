"""tools/ai_ladder.py: the Wilson interval, the targets, and a small fast ladder on node
budgets that fails if the order of the levels broke."""

import pytest

from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)
from tools import ai_ladder as ladder


def test_the_wilson_interval_matches_worked_values():
    low, high = ladder.wilson(0.5, 100)
    assert (round(low, 3), round(high, 3)) == (0.404, 0.596)
    low, high = ladder.wilson(1.0, 50)
    assert round(low, 3) == 0.929 and high == pytest.approx(1.0)
    assert ladder.wilson(0.0, 0) == (0.0, 1.0)


def test_the_ladder_holds_the_targets_of_the_issue():
    pairs = {(p.first, p.second): p for p in ladder.ladder_pairs()}
    assert pairs[("8", "base")].games >= 100 and pairs[("8", "base")].target == 0.60
    assert pairs[("8", "1")].games >= 50 and pairs[("8", "1")].target == 0.95
    for level in range(2, 9):
        pair = pairs[(str(level), str(level - 1))]
        assert pair.games >= 50 and pair.strict and pair.target == 0.50
    assert not pairs[("7", "6")].met(0.50, 50)  # more than half, not half
    assert pairs[("7", "6")].met(0.52, 50) and not pairs[("7", "6")].met(0.9, 48)


def test_a_result_row_says_whether_its_target_is_met():
    pair = ladder.Pair("8", "1", 4, 0.95)
    assert ladder.Result("m", pair, 4.0, 4).row().endswith("ok")
    assert ladder.Result("m", pair, 3.0, 4).row().endswith("MISSED")


@pytest.mark.parametrize(("game", "seed"), [("minusmax", 1), ("abaku", 2), ("m", 3)])
@pytest.mark.usefixtures("small_look_ahead")
def test_a_small_ladder_keeps_the_order_of_the_levels(game, seed):
    # Both seats of one deal: level 8 wins both games against level 1, and so does level 4
    # against level 1.
    assert ladder.play_twice((game, "8", "1", seed)) == 2.0
    assert ladder.play_twice((game, "4", "1", seed)) == 2.0
