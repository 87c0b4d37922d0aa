"""The pure modules stay pure, the ASCII boards refuse bad pictures, the bench reports."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.minusmax.ascii_board import parse_board
from games.minusmax.perf import ai_bench

ROOT = Path(__file__).resolve().parents[2]


def test_rules_and_computer_players_do_not_import_pygame():
    code = (
        "import sys\n"
        "import games.minusmax.logic, games.minusmax.ai, games.minusmax.perf\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_an_ascii_board():
    board = parse_board(
        """
          7D  x
        X   12T
        """
    )
    assert board.tiles == {(0, 0): 7, (0, 1): 12}
    assert board.specials == {(0, 0): "D", (-1, 1): "X", (0, 1): "T"}
    assert board["x"] == (1, 0)


@pytest.mark.parametrize(
    ("picture", "message"),
    [
        ("3  2", "off the grid"),
        ("3   ?", "unknown token"),
        ("5X", "cannot lie on an X cell"),
        ("a   a", "used twice"),
    ],
)
def test_bad_ascii_boards_are_refused(picture, message):
    with pytest.raises(ValueError, match=message):
        parse_board(picture)


def test_the_think_time_bench_reports_every_level():
    report = ai_bench(seeds=(3,), per_game=2)
    assert json.loads(json.dumps(report)) == report
    assert report["positions"] == 2
    assert sorted(report["levels"]) == [str(level) for level in range(1, 9)]
    for figures in report["levels"].values():
        assert 0 <= figures["p50_ms"] <= figures["p95_ms"] <= figures["max_ms"]
