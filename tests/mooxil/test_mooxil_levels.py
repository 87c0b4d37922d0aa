"""Level generation, queue odds and targets (the rulings of mooxil.md)."""

import itertools
import random
from collections import Counter

import pytest

from core.hexgrid import distance, length
from games.mooxil.levels import (
    ERASER,
    TILE_ODDS,
    blocked_percent,
    bonus_cell_count,
    draw_tile,
    endtile_count,
    generate_board,
    grid_radius,
    level_rng,
    level_target,
)
from games.mooxil.logic import new_game
from games.mooxil.targets import LEVEL_TARGETS


@pytest.mark.parametrize(
    ("level", "radius", "endtiles", "percent", "bonus"),
    [
        (1, 4, 2, 5, 1),
        (2, 4, 2, 6, 1),
        (3, 5, 3, 7, 2),
        (6, 6, 4, 10, 3),
        (7, 7, 5, 11, 3),
        (9, 7, 6, 13, 4),
        (12, 7, 6, 15, 5),
        (20, 7, 6, 15, 7),
    ],
)
def test_level_parameters_follow_the_rulings(level, radius, endtiles, percent, bonus):
    assert grid_radius(level) == radius
    assert endtile_count(level) == endtiles
    assert blocked_percent(level) == percent
    assert bonus_cell_count(level) == bonus


@pytest.mark.parametrize("level", [1, 3, 6, 9, 12])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_generated_levels_follow_the_rulings(level, seed):
    board = generate_board(level, level_rng(seed, level))
    radius = grid_radius(level)
    assert board.radius == radius
    ends = board.endtile_cells()
    assert len(ends) == endtile_count(level)
    assert board.placed_count() == 0
    for cell in ends:
        assert length(cell) >= radius - 1, "endtiles lie near the rim"
        assert 1 <= board.tile_at(cell).free <= 3
    spread = min(distance(a, b) for a in ends for b in ends if a != b)
    assert spread >= (radius if len(ends) == 2 else 3), "endtiles are spread apart"
    blocked = board.blocked_cells()
    assert len(blocked) == round(len(board.cells) * blocked_percent(level) / 100)
    assert not any(distance(b, e) <= 1 for b in blocked for e in ends)
    bonus = board.bonus_cells()
    assert len(bonus) == bonus_cell_count(level)
    for cell, value in bonus.items():
        assert value in {5 * level * k for k in (1, 2, 3, 4)}
        assert board.tile_at(cell) is None and not board.is_blocked(cell)


def test_same_seed_and_level_give_the_same_level():
    assert new_game(42, level=3) == new_game(42, level=3)
    assert new_game(0, level=1) == new_game(0)


def test_other_seeds_and_levels_give_other_levels():
    assert new_game(42, level=3).board != new_game(43, level=3).board
    assert new_game(42, level=3).board != new_game(42, level=4).board


def test_seed_zero_is_a_real_seed():
    assert new_game(0) != new_game(1)
    assert new_game(0).seed == 0


def test_queue_odds_match_the_ruling():
    rng = random.Random(3)
    draws = 40_000
    counts = Counter(draw_tile(rng) for _ in range(draws))
    assert sum(percent for _, percent in TILE_ODDS) == 100
    for tile, percent in TILE_ODDS:
        assert counts[tile] / draws == pytest.approx(percent / 100, abs=0.006), tile
    assert set(counts) == {ERASER, 0, 1, 2, 3, 4, 5, 6}


def test_targets_come_from_the_table_and_keep_rising_after_it():
    for level, target in enumerate(LEVEL_TARGETS, start=1):
        assert level_target(level) == target
    assert list(LEVEL_TARGETS) == sorted(LEVEL_TARGETS)
    last = len(LEVEL_TARGETS)
    beyond = [level_target(level) for level in range(last, last + 5)]
    assert all(a < b for a, b in itertools.pairwise(beyond))


def test_levels_start_at_one():
    with pytest.raises(ValueError, match="levels start at 1"):
        level_target(0)
    with pytest.raises(ValueError, match="starting level"):
        new_game(1, level=0)
