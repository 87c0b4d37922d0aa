"""The rules API of shared/rules/m.md, function by function, with worked examples."""

import random
from collections import Counter

import pytest

from games.m import layout as table
from games.m.layout import LINES, is_connected
from games.m.logic import (
    COLOURS,
    START_CELLS,
    SYMBOLS,
    Tile,
    can_place,
    chips_for,
    final_score,
    full_tile_set,
    new_game,
    scoring_runs,
    shared,
    takeable,
    tiles_in_play,
)
from games.m.textlayout import parse_layout, tile_from_code


def test_there_are_five_colours_and_four_symbols():
    assert len(COLOURS) == len(set(COLOURS)) == 5
    assert len(SYMBOLS) == len(set(SYMBOLS)) == 4


def test_the_set_holds_90_tiles_18_per_colour():
    tiles = full_tile_set()
    assert len(tiles) == 90
    assert Counter(tile.colour for tile in tiles) == dict.fromkeys(COLOURS, 18)


def test_each_colour_has_two_blank_zeros_and_each_symbol_once_per_value():
    tiles = full_tile_set()
    for colour in COLOURS:
        mine = [tile for tile in tiles if tile.colour == colour]
        assert mine.count(Tile(colour, 0, None)) == 2
        for symbol in SYMBOLS:
            assert sorted(t.value for t in mine if t.symbol == symbol) == [10, 20, 30, 40]


def test_tiles_are_frozen_and_hashable():
    tile = Tile("red", 20, "star")
    assert tile == Tile("red", 20, "star")
    assert len({tile, Tile("red", 20, "star")}) == 1
    with pytest.raises(AttributeError):
        tile.value = 30


@pytest.mark.parametrize(
    ("colour", "value", "symbol"),
    [("pink", 10, "star"), ("red", 15, "star"), ("red", 0, "star"), ("red", 10, None)],
)
def test_impossible_tiles_are_refused(colour, value, symbol):
    with pytest.raises(ValueError):
        Tile(colour, value, symbol)


@pytest.mark.parametrize(("players", "tiles"), [(2, 50), (3, 60), (4, 70), (5, 80), (6, 90)])
def test_tiles_in_play_per_player_count(players, tiles):
    assert tiles_in_play(players) == tiles


@pytest.mark.parametrize("players", [1, 7])
def test_tiles_in_play_refuses_other_player_counts(players):
    with pytest.raises(ValueError, match="2 to 6 players"):
        tiles_in_play(players)


def test_the_opening_m_cells():
    assert START_CELLS == ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1))


@pytest.mark.parametrize(
    ("a", "b", "count"),
    [
        ("R20s", "R20s", 3),  # the same kind (never two on the table, but the count is 3)
        ("R20s", "B20s", 2),  # value and symbol
        ("R20s", "R30s", 2),  # colour and symbol
        ("R20s", "R20c", 2),  # colour and value
        ("R20s", "G10s", 1),  # symbol only
        ("R20s", "B30c", 0),
        ("R0", "B0", 1),  # two zeros share their value
        ("R0", "R0", 2),  # colour and value
        ("R0", "B10s", 0),  # a missing symbol matches nothing
        ("R0", "R10s", 1),
    ],
)
def test_shared_counts_characteristics_in_common(a, b, count):
    assert shared(tile_from_code(a), tile_from_code(b)) == count
    assert shared(tile_from_code(b), tile_from_code(a)) == count


@pytest.mark.parametrize(("neighbours", "chips"), [(0, 0), (1, 0), (2, 1), (3, 2), (4, 3)])
def test_chips_for_neighbours(neighbours, chips):
    assert chips_for(neighbours) == chips


# The worked example of the French rules (page 3): the red 20 shares its colour with the tile
# on its left and symbol and value with the tile on its right; it is the fifth tile of the row.
EXAMPLE_ROW = "Y10c  B10c  R30q  .  B20s"
EXAMPLE_CELL = (3, 0)
RED_20 = Tile("red", 20, "star")


def test_worked_example_placement_is_legal_and_takes_one_chip():
    layout = parse_layout(EXAMPLE_ROW)
    assert can_place(layout, EXAMPLE_CELL, RED_20)
    assert chips_for(2) == 1


def test_worked_example_starts_a_scoring_round_on_the_row():
    layout = parse_layout(EXAMPLE_ROW)
    layout[EXAMPLE_CELL] = RED_20
    assert scoring_runs(layout, EXAMPLE_CELL) == [[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]]


def test_can_place_needs_a_match_with_every_neighbour():
    layout = parse_layout(
        """
        R30q  B10c
        .     G10c
        """
    )
    # colour with the red 30 above, value and symbol with the green 10 on the right
    assert can_place(layout, (0, 1), tile_from_code("R10c"))
    # colour with the red 30 above, but nothing with the green 10 on the right
    assert not can_place(layout, (0, 1), tile_from_code("R40t"))


def test_can_place_refuses_taken_and_isolated_cells():
    layout = parse_layout("R10s  R20s")
    assert not can_place(layout, (0, 0), tile_from_code("R30s"))
    assert not can_place(layout, (4, 4), tile_from_code("R30s"))
    assert can_place(layout, (2, 0), tile_from_code("R30s"))


def test_can_place_keeps_the_layout_within_six_by_six():
    layout = parse_layout("R0  R0  B0  B0  G0  G0")
    assert not can_place(layout, (6, 0), tile_from_code("Y0"))
    assert not can_place(layout, (-1, 0), tile_from_code("Y0"))
    assert can_place(layout, (0, 1), tile_from_code("Y0"))


def test_a_run_of_four_does_not_score():
    layout = parse_layout("Y10c  B10c  R30q  B20s")
    layout[(4, 0)] = tile_from_code("B30s")  # shares colour and symbol with B20s
    assert scoring_runs(layout, (4, 0)) == [[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]]
    layout = parse_layout("B10c  R30q  B20s")
    layout[(3, 0)] = tile_from_code("B30s")
    assert scoring_runs(layout, (3, 0)) == []


def test_a_run_of_six_scores():
    layout = parse_layout("G0  Y10c  B10c  R30q  B20s")
    layout[(5, 0)] = tile_from_code("B30s")
    assert scoring_runs(layout, (5, 0)) == [[(x, 0) for x in range(6)]]


def test_a_fifth_tile_sharing_one_characteristic_with_each_run_neighbour_does_not_score():
    layout = parse_layout("Y10c  B10c  R30q  .  B20s")
    layout[(3, 0)] = tile_from_code("R40s")  # colour with the left, symbol with the right
    assert scoring_runs(layout, (3, 0)) == []


def test_two_shared_with_a_neighbour_outside_the_run_does_not_score():
    layout = parse_layout(
        """
        Y10c  B10c  R30q  .     B20s
        .     .     .     R20s  .
        """
    )
    layout[(3, 0)] = tile_from_code("R20t")  # two with R20s below (not in the row), one each side
    assert scoring_runs(layout, (3, 0)) == []


def test_two_shared_with_a_gap_beyond_the_run_does_not_count():
    layout = parse_layout("B20s  .  Y10c  B10c  R30q  .")
    layout[(5, 0)] = tile_from_code("R10q")  # run Y10c..R10q is only four long
    assert scoring_runs(layout, (5, 0)) == []


def test_the_row_and_the_column_can_both_score():
    layout = parse_layout(
        """
        R10s  R20c  R30q  R40t  .
        .     .     .     B40t  R30c
        .     .     .     .     B20q
        .     .     .     .     B10t
        .     .     .     .     B0
        """
    )
    layout[(4, 0)] = tile_from_code("R40c")  # two with R40t on its left, two with R30c below
    assert scoring_runs(layout, (4, 0)) == [
        [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)],
        [(4, 0), (4, 1), (4, 2), (4, 3), (4, 4)],
    ]


# The example of the French rules (page 4): tiles of the run whose removal would split the
# layout may not be taken.
SPLIT_LAYOUT = """
    .     G10s  .     .     .
    B20c  R20c  R30q  Y30q  Y40q
    .     .     .     P30q  .
"""
SPLIT_RUN = [(0, 1), (1, 1), (2, 1), (3, 1), (4, 1)]


def test_takeable_excludes_tiles_that_would_split_the_layout():
    assert takeable(parse_layout(SPLIT_LAYOUT), SPLIT_RUN) == [(0, 1), (4, 1)]


def test_takeable_after_some_takes():
    layout = parse_layout(SPLIT_LAYOUT)
    del layout[(4, 1)]
    assert takeable(layout, SPLIT_RUN) == [(0, 1)]
    del layout[(0, 1)]
    assert takeable(layout, SPLIT_RUN) == []


def test_takeable_leaves_one_tile_of_the_run():
    layout = parse_layout("R0  B0")
    assert takeable(layout, [(0, 0), (1, 0)]) == [(0, 0), (1, 0)]
    del layout[(1, 0)]
    assert takeable(layout, [(0, 0), (1, 0)]) == []


def test_takeable_inside_a_block_allows_any_tile():
    layout = parse_layout(
        """
        R0  R0  B0  B0  G0
        Y0  Y0  P0  P0  G0
        """
    )
    run = [(x, 0) for x in range(5)]
    assert takeable(layout, run) == run


def test_final_score_worked_example():
    # red 40 + 10 = 50 and blue 30 count positive; green 20 + 0 and yellow 10 negative.
    collected = [tile_from_code(code) for code in ("R40s", "R10c", "B30q", "G20t", "G0", "Y10s")]
    assert final_score(4, collected) == 40 + 50 + 30 - 20 - 10


def test_final_score_with_two_colours_or_fewer_counts_them_all():
    assert final_score(0, []) == 0
    assert final_score(3, [tile_from_code("R40s")]) == 70
    assert final_score(0, [tile_from_code("R40s"), tile_from_code("B10s")]) == 50


def test_final_score_with_equal_colour_totals():
    collected = [tile_from_code(code) for code in ("R20s", "B20s", "G20s")]
    assert final_score(1, collected) == 10 + 20 + 20 - 20


def test_takeable_agrees_with_the_definition_on_layouts_of_random_games():
    """Tiles of the run that may go: the layout stays connected without them (checked here
    cell by cell with ``is_connected``) and at least one tile of the run stays."""
    rng = random.Random(4)
    checked = 0
    for seed in range(6):
        state = new_game(seed, players=2 + seed % 3)
        while not state.is_terminal():
            layout = dict(state.layout)
            for _ in range(3):  # also layouts with holes and split ones
                hole = rng.choice(sorted(layout))
                run = [c for c in table.line_run(layout, hole, rng.choice(LINES)) if c != hole]
                expected = [
                    cell
                    for cell in run
                    if sum(c in layout for c in run) > 1
                    and is_connected(layout)
                    and is_connected(c for c in layout if c != cell)
                ]
                assert takeable(layout, run) == expected
                checked += 1
                del layout[hole]
            state.apply(rng.choice(state.legal_moves()))
    assert checked > 300
