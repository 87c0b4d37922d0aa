"""Level 8 values collected tiles for what they may still become: while much of the game is to
come, the second and third colours may change places (``tile_points`` with a spread)."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.m import ai
from games.m.logic import Place, Take, new_game
from games.m.takes import colour_vector, expected_overtake, tile_points, valued_scores
from games.m.textlayout import scenario, tile_code, tile_from_code
from games.m.tiles import full_tile_set

T = tile_from_code
totals = st.lists(st.integers(0, 360).map(lambda v: v - v % 10), min_size=5, max_size=5)
spreads = st.floats(1.0, 200.0)


def test_a_close_third_colour_counts_for_how_far_it_may_end_above_the_second():
    # Red 60 and blue 40 count, green 40 counts against: 2 * 100 - 140 = 60 points.
    assert tile_points([60, 40, 40, 0, 0]) == 60
    # With a spread of 80 points, green and blue tie: green ends on average
    # 80 * sqrt(2) / sqrt(2 pi) = 45.1 points above blue when it ends above, counted twice.
    assert tile_points([60, 40, 40, 0, 0], spread=80) == pytest.approx(60 + 2 * 45.135, abs=0.01)
    # Sixty points behind with a spread of 20, the third colour is as good as lost.
    assert tile_points([200, 60, 0, 0, 0], spread=20) == pytest.approx(260, abs=0.5)


@given(totals, spreads)
def test_the_spread_only_adds_and_never_more_than_a_tie_would(colours, spread):
    plain = tile_points(colours)
    soft = tile_points(colours, spread)
    assert plain <= soft <= plain + 2 * spread * math.sqrt(2) / math.sqrt(2 * math.pi) + 1e-9


@given(totals, spreads, st.integers(0, 4), st.sampled_from([10, 20, 30, 40]))
def test_a_tile_moves_the_score_by_less_than_its_value_either_way(colours, spread, colour, value):
    """The third colour's tile costs less than its face value, the second's gains less: the
    spread smooths the plain score, whose changes are the tile's value, plus or minus."""
    more = list(colours)
    more[colour] += value
    change = tile_points(more, spread) - tile_points(colours, spread)
    assert -value - 1e-9 <= change <= value + 1e-9


def test_the_overtake_shrinks_as_the_gap_grows_and_as_the_spread_narrows():
    gaps = [expected_overtake(gap, 40) for gap in (0, 10, 40, 120)]
    assert gaps == sorted(gaps, reverse=True)
    assert expected_overtake(0, 10) < expected_overtake(0, 40)
    assert expected_overtake(120, 10) < 1e-6


def test_the_spread_narrows_as_the_pile_empties_and_is_gone_after_the_last_draw():
    state = new_game(4, players=3)
    start = ai.colour_spread(state)
    assert start == ai.COLOUR_SPREAD * len(state.pile) / 60
    state.pile = state.pile[: len(state.pile) // 2]
    assert 0 < ai.colour_spread(state) < start
    state.last_tile_drawn = True
    assert ai.colour_spread(state) == 0


def a_round_with_only_red_collected(pile_size: int):
    """Seat 0 has collected only red; the round on the row offers the red 30 at the left end and
    the purple 40 at the right end (the green 0 and yellow 0 pin the tiles below them). Seat 1
    has red 40 and purple 20."""
    layout = """
        .     G0    .     Y0    .
        R30t  R0    B0    P10s  .
    """
    collected = [["R40s", "R30c", "R40t"], ["R20c", "R20t", "P20c"]]
    used = {"G0", "Y0", "R30t", "R0", "B0", "P10s", "P40s", "G10s", "G20s"}
    used |= {code for tiles in collected for code in tiles}
    spare = [tile_code(t) for t in full_tile_set() if tile_code(t) not in used]
    state = scenario(
        layout,
        [["P40s", "G10s"], ["G20s"]],
        pile=sorted(set(spare))[:pile_size],
        collected=collected,
    )
    state.apply(Place(T("P40s"), (4, 1)))
    assert state.scoring_round().takeable == ((0, 1), (4, 1))
    return state


def test_early_on_level_8_does_not_pay_full_price_for_a_second_colour():
    """Taking the purple 40 gives seat 0 a second colour now (+40, and seat 1 the red 30 as a
    third colour); the red 30 adds to red (+30, and the purple 40 goes to seat 1 for his second).
    Counted as final scores, the purple is 20 points better, and the greedy baseline takes it.
    With most of the pile still to come, later tiles will give seat 0 a second colour anyway,
    so level 8 adds to its red."""
    state = a_round_with_only_red_collected(pile_size=30)
    assert ai.baseline(state, seed=1) == Take((4, 1))
    assert ai.choose(state, 8, seed=1) == Take((0, 1))


def test_once_the_last_tile_is_drawn_level_8_counts_the_final_score():
    state = a_round_with_only_red_collected(pile_size=0)
    state.last_tile_drawn = True
    assert ai.colour_spread(state) == 0
    assert ai.choose(state, 8, seed=1) == ai.baseline(state, seed=1) == Take((4, 1))


def test_without_a_spread_the_playouts_read_the_rules_scores():
    state = a_round_with_only_red_collected(pile_size=30)
    state.apply(Take((0, 1)))
    totals = [colour_vector(tiles) for tiles in state.collected]
    assert valued_scores(state.chips, totals, 0.0) == state.scores()
    # With one, seat 0 (red 140 and nothing else) counts on a second colour still to come.
    assert valued_scores(state.chips, totals, 40.0)[0] > state.scores()[0]
