"""The rules API of mooxil.md: endtile_bonus and level_score, term by term, by hand."""

import pytest

from games.mooxil.logic import endtile_bonus, level_score, score_breakdown


@pytest.mark.parametrize(
    ("level", "endtiles", "expected"),
    [
        # (10*1 + 1*4 + 500 + 100) // 10 + 100 = 614 // 10 + 100
        (1, 2, 161),
        # (80 + 4*4 + 1000 + 100) // 10 + 100 = 1196 // 10 + 100
        (2, 2, 219),
        # (270 + 9*9 + 1500 + 150) // 10 + 100 = 2001 // 10 + 100
        (3, 3, 300),
        # (1250 + 25*16 + 2500 + 200) // 10 + 100 = 4350 // 10 + 100
        (5, 4, 535),
        # (10000 + 100*36 + 5000 + 300) // 10 + 100 = 18900 // 10 + 100
        (10, 6, 1990),
    ],
)
def test_endtile_bonus_worked_examples(level, endtiles, expected):
    assert endtile_bonus(level, endtiles) == expected


def test_base_term_is_tiles_times_four_plus_level():
    assert level_score(3, 7, 2, 0, 0, endtiles_linked=False) == 7 * 7


def test_group_bonus_is_five_per_tile_of_the_largest_group():
    assert level_score(1, 0, 2, 9, 0, endtiles_linked=False) == 45


def test_endtile_bonus_counts_only_when_linked():
    assert level_score(3, 0, 3, 0, 0, endtiles_linked=True) == 300
    assert level_score(3, 0, 3, 0, 0, endtiles_linked=False) == 0


def test_endtiles_are_linked_by_default():
    assert level_score(1, 0, 2, 0, 0) == 161


def test_bonus_cells_count_only_when_linked():
    assert level_score(1, 0, 2, 0, 0, bonus_cells=35) == 161 + 35
    assert level_score(1, 0, 2, 0, 0, bonus_cells=35, endtiles_linked=False) == 0


def test_six_tile_bonus_is_100_per_closed_six_tile():
    assert level_score(1, 0, 2, 0, 0, closed_six_tiles=2, endtiles_linked=False) == 200


def test_closed_tiles_bonus_needs_every_tile_closed():
    # base 5 * (4 + 2) = 30, closed bonus 5 * 4 * 2 = 40
    assert level_score(2, 5, 2, 0, 0, all_closed=True, endtiles_linked=False) == 70
    assert level_score(2, 5, 2, 0, 0, all_closed=False, endtiles_linked=False) == 30


def test_free_side_penalty_is_two_per_side():
    assert level_score(1, 0, 2, 0, 7, endtiles_linked=False) == -14


def test_all_terms_together():
    # L=2, N=10, E=2, G=12, S=5, bonus 40, one closed 6-tile, not all closed:
    # 10*6 + 5*12 + 219 + 40 + 100 - 2*5
    assert level_score(2, 10, 2, 12, 5, 40, 1) == 60 + 60 + 219 + 40 + 100 - 10


def test_breakdown_terms_add_up_and_are_named_as_in_the_formula():
    parts = score_breakdown(2, 10, 2, 12, 5, 40, 1, False, True)
    assert dict(parts.terms()) == {
        "base": 60,
        "group_bonus": 60,
        "endtile_bonus": 219,
        "bonus_cells": 40,
        "six_tile_bonus": 100,
        "closed_bonus": 0,
        "free_side_penalty": -10,
    }
    assert parts.total == level_score(2, 10, 2, 12, 5, 40, 1, False, True)
