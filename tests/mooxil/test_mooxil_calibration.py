"""The pure parts of tools/calibrate_mooxil.py (the games themselves are too slow for tests)."""

import importlib.util
import itertools
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "calibrate_mooxil.py"


@pytest.fixture(scope="module")
def calibration():
    spec = importlib.util.spec_from_file_location("calibrate_mooxil", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


def test_planned_shares_fall_level_after_level(calibration):
    shares = [calibration.planned_share(level) for level in range(1, 13)]
    assert shares[0] == 1.0
    assert all(a > b for a, b in itertools.pairwise(shares))


def test_level_one_target_leaves_a_margin_below_every_calibration_game(calibration):
    # 90% of the lowest score 365 is 328.5, rounded down to a multiple of 10
    assert calibration.target_for(1, [365, 420, 510], floor=10) == 320


def test_later_targets_are_the_planned_share_of_the_scores(calibration):
    scores = list(range(1000, 2000, 10))  # 100 games
    # Level 2 plans 93.5%: the 94th best score, 1000 + 10 * 6
    assert calibration.target_for(2, scores, floor=10) == 1060
    assert calibration.target_for(2, scores, floor=1500) == 1500


def test_the_written_table_is_the_targets_and_a_valid_module(calibration):
    figures = [
        calibration.LevelFigures(1, 320, 1.0, 1.0, 0.98, 450, 1.0),
        calibration.LevelFigures(2, 480, 0.935, 0.94, 0.9, 560, 1.0),
    ]
    text = calibration.targets_module(figures, calibration.figures_table(figures, 64, 48), 3)
    namespace = {}
    exec(compile(text, "targets.py", "exec"), namespace)
    assert namespace["LEVEL_TARGETS"] == (320, 480) and namespace["TARGETS_VERSION"] == 3
    assert "#     1       4         2     320" in text


def test_new_targets_get_the_next_version_and_the_old_table_is_kept(calibration):
    past = {1: (300, 400)}
    assert calibration.next_tables((320, 480), (310, 470), 2, past) == (
        3,
        {1: (300, 400), 2: (310, 470)},
    )
    assert calibration.next_tables((310, 470), (310, 470), 2, past) == (2, past)
    text = calibration.past_targets_module({1: (300, 400), 2: (310, 470)})
    namespace = {}
    exec(compile(text, "past_targets.py", "exec"), namespace)
    assert namespace["PAST_TARGETS"] == {1: (300, 400), 2: (310, 470)}
