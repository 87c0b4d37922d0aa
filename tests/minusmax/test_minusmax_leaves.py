"""minusMax's learned leave values: the table, the fit that makes it (tools/minusmax_leaves.py),
and where level 8 uses them (its ranking of turns, and its playouts' horizon)."""

import pytest

from core.ai import Budget
from games.minusmax import ai, leave_table, lookahead
from games.minusmax.board import NUMERIC_TILES
from games.minusmax.evaluation import TurnEvaluator
from games.minusmax.leaves import MIN_BOX, leave_value
from games.minusmax.logic import EndTurn, Exchange, Place, new_game
from games.minusmax.turnsearch import TurnSearch
from tools import minusmax_leaves as fit


def test_a_leave_is_worth_its_tiles_its_duplicates_and_its_stuck_tiles():
    value = leave_value([1, 1, 99], stuck={99})
    tiles = 2 * leave_table.TILE[1] + leave_table.TILE[99]
    assert value == pytest.approx(tiles + leave_table.DUPLICATE + leave_table.STUCK)
    assert leave_value([], stuck={5}) == 0.0


def test_the_table_values_every_tile_and_a_high_tile_kept_above_a_one():
    assert set(leave_table.TILE) == set(NUMERIC_TILES)
    # A kept 1 scores a point or two where a fresh tile would score more; a kept 72 waits
    # for its product (self-play says so: the fit, not a rule written here).
    assert leave_table.TILE[72] > leave_table.TILE[1]


def test_the_features_of_a_kept_rack():
    row = fit.features([5, 5, 99], stuck={99}, box=48)
    named = dict(zip(fit.FEATURES, row, strict=True))
    assert named["box"] == pytest.approx(0.5)  # 48 of the 96 tiles
    assert (named["tile 5"], named["tile 99"], named["tile 1"]) == (2.0, 1.0, 0.0)
    assert (named["duplicates"], named["stuck"]) == (1.0, 1.0)


def test_the_ridge_fit_recovers_exact_weights_and_pulls_towards_zero():
    samples = [([x, y], 3.0 + 2.0 * x - y) for x in range(4) for y in range(3)]
    assert fit.ridge_fit(samples, 0.0) == pytest.approx([3.0, 2.0, -1.0])
    pulled = fit.ridge_fit(samples, 50.0, free=0)
    assert 0 < pulled[1] < 2.0 and -1.0 < pulled[2] < 0
    free_x = fit.ridge_fit(samples, 50.0, free=1)  # x is a covariate: not pulled
    assert free_x[1] == pytest.approx(2.0) and free_x[2] == pytest.approx(pulled[2])


def test_self_play_samples_are_the_same_for_a_seed_and_only_while_the_box_is_full():
    samples = fit.game_samples(1, rack_size=3)
    assert samples == fit.game_samples(1, rack_size=3) and len(samples) > 5
    box = fit.FEATURES.index("box")
    assert all(row[box] * fit.ALL_TILES >= MIN_BOX for row, _ in samples)


def mid_game(seed=5, turns=6):
    state = new_game(seed)
    while state.turn < turns:
        state.apply(ai.choose(state, 3, seed))
    return state


def test_level_8_values_a_turn_by_its_leave_where_the_baseline_does_not():
    state = mid_game()
    assert state.box_count >= MIN_BOX
    rack = state.current_rack()
    with_leaves = TurnEvaluator(state, rack, leaves=True)
    greedy = TurnEvaluator(state, rack)
    kept = rack[:3]
    assert with_leaves.placements(50, kept) == pytest.approx(
        greedy.placements(50, kept) + leave_value(kept, ())
    )


def test_a_playout_plays_the_leave_it_kept_and_values_the_rack_at_its_horizon():
    state = mid_game()
    rack = state.current_rack()
    place = Place(*state.legal_placements()[0])
    assert lookahead.kept(rack, (place, EndTurn())) == _without(rack, place.value)
    assert lookahead.kept(rack, (Exchange(tuple(rack[:2])),)) == rack[2:]
    ranked = ai.ranked_turns(state, 8, 20, Budget(20_000))[:4]
    played = lookahead._leaves_played(state, ranked)
    stuck = set(rack) - {value for _, value in state.legal_placements()}
    for (prior, plan), (after, same) in zip(ranked, played, strict=True):
        assert same is plan
        assert after == pytest.approx(prior - leave_value(lookahead.kept(rack, plan), stuck))


def test_a_playouts_own_turn_plays_greedy_and_is_worth_the_tiles_it_keeps():
    state = mid_game()
    rack = state.current_rack()
    stuck = set(rack) - {value for _, value in state.legal_placements()}
    assert TurnSearch(state).placeable == set(rack) - stuck
    greedy, own = state.clone(), state.clone()
    lookahead.play_greedy_turn(greedy)
    worth = lookahead.play_own_turn(own)
    assert own.to_dict() == greedy.to_dict()
    placed = [move.value for move in own.history[len(state.history) :] if hasattr(move, "value")]
    assert placed and worth == pytest.approx(leave_value(_without(rack, *placed), stuck))


def test_no_leave_is_valued_near_the_end():
    state = mid_game()
    state.box = state.box[: MIN_BOX - 1]
    greedy = state.clone()
    lookahead.play_greedy_turn(greedy)
    assert lookahead.play_own_turn(state) == 0.0 and state.to_dict() == greedy.to_dict()


def _without(rack, *values):
    left = list(rack)
    for value in values:
        left.remove(value)
    return left
