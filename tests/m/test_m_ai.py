"""The computer players: legal, deterministic, sensible in clear cases, and ordered by level."""

import json
import random

import pytest

from games.m import ai
from games.m.logic import ChooseLine, Place, Take, new_game
from games.m.perf import ai_bench
from games.m.textlayout import scenario, tile_from_code
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)

T = tile_from_code


def positions(seed: int, players: int, every: int = 7):
    """Positions of a random game, every ``every``-th move."""
    state = new_game(seed, players=players)
    rng = random.Random(seed)
    ply = 0
    while not state.is_terminal():
        if ply % every == 0:
            yield state.clone()
        state.apply(rng.choice(state.legal_moves()))
        ply += 1


@pytest.mark.usefixtures("small_look_ahead")  # legality of every code path, not strength
@pytest.mark.parametrize("level", [1, 2, 5, 8])
def test_every_level_plays_legal_moves_in_every_phase(level):
    phases = set()
    for players in (2, 4, 6):
        for state in positions(players, players):
            move = ai.choose(state, level, seed=3)
            assert state.illegal_reason(move) is None
            phases.add(state.phase)
    assert phases >= {"place", "take"}


@pytest.mark.usefixtures("small_look_ahead")  # the sampled worlds still come from the seed
def test_the_same_seed_gives_the_same_move():
    for state in positions(5, 3):
        assert ai.choose(state, 5, seed=11) == ai.choose(state, 5, seed=11)
        assert ai.choose(state, 8, seed=4) == ai.choose(state, 8, seed=4)
        assert ai.baseline(state, seed=1) == ai.baseline(state, seed=2)


def test_a_spent_time_limit_still_gives_a_legal_move():
    for state in positions(8, 2, every=5):
        assert state.illegal_reason(ai.choose(state, 8, seed=1, time_limit=0.0)) is None


@pytest.mark.parametrize("level", [0, 9])
def test_levels_outside_one_to_eight_are_refused(level):
    with pytest.raises(ValueError, match="1 to 8"):
        ai.choose(new_game(1), level, seed=1)


def test_it_takes_chips_when_a_gap_touches_three_tiles():
    layout = """
        P0    Y10s  B0
        R30q  .     G20c
    """
    state = scenario(layout, [["R20s", "B10t"], ["Y0"]], pile=["G0", "P10s"])
    assert ai.choose(state, 8, seed=1) == Place(T("R20s"), (1, 1))


def test_in_a_scoring_round_it_keeps_its_colours_and_leaves_the_bad_tile_to_the_other():
    # The green 0 and the yellow 0 pin the tiles below them, so only the two ends can go.
    layout = """
        .     G0    .     Y0    .
        R30t  R0    B0    P10s  .
    """
    collected = [["R40s", "B30c"], ["Y40t", "G30q"]]
    state = scenario(layout, [["P40s", "G10s"], ["G20s"]], pile=["P0"], collected=collected)
    state.apply(Place(T("P40s"), (4, 1)))  # two with the purple 10: a round on the row
    assert state.scoring_round().takeable == ((0, 1), (4, 1))
    # The red 30 adds to seat 0's best colour; the purple 40 then falls to seat 1, for whom it
    # is a third colour, so it counts against him.
    assert ai.choose(state, 8, seed=1) == Take((0, 1))


def test_it_scores_the_line_whose_tiles_suit_it_and_hurt_the_other():
    layout = """
        R10s  R20c  R30q  R40t  .
        .     .     .     B40t  R30c
        .     .     .     .     B20q
        .     .     .     .     B10t
        .     .     .     .     B0
    """
    collected = [["R40s", "Y40s"], ["B30c", "G30q"]]
    state = scenario(layout, [["R40c"], ["G0"]], pile=["G10s"], collected=collected)
    state.apply(Place(T("R40c"), (4, 0)))
    # Red tiles from the row add to seat 0's best colour and count against seat 1; the
    # column is mostly blue, one of seat 1's colours.
    assert ai.choose(state, 8, seed=1) == ChooseLine("row")


@pytest.mark.usefixtures("small_look_ahead")
def test_level_8_beats_level_1_in_nine_games_out_of_ten():
    games, wins = 20, 0
    for seed in range(games):
        state = new_game(seed)
        strong = seed % 2
        ply = 0
        while not state.is_terminal():
            level = 8 if state.current_player == strong else 1
            state.apply(ai.choose(state, level, seed=seed * 1000 + ply))
            ply += 1
        scores = state.scores()
        wins += scores[strong] > scores[1 - strong]
    assert wins >= 0.9 * games


@pytest.mark.usefixtures("small_look_ahead")  # the report's shape, not level 8's own times
def test_the_bench_reports_json_safe_think_times_per_level():
    figures = ai_bench(bench_games=((2, 1),))
    json.dumps(figures)
    assert figures["positions"] > 10
    assert set(figures["levels"]) == {str(level) for level in range(1, 9)}
    for row in figures["levels"].values():
        assert 0 <= row["p50_ms"] <= row["p95_ms"] <= row["max_ms"]


def test_the_searchs_tile_points_agree_with_the_final_score():
    """The AI scores plain per-colour numbers for speed; they must give the rules' score."""
    from games.m.scoring import final_score
    from games.m.takes import colour_vector, tile_points
    from games.m.tiles import full_tile_set

    rng = random.Random(5)
    deck = full_tile_set()
    for _ in range(300):
        collected = rng.sample(deck, rng.randrange(len(deck) // 2))
        assert tile_points(colour_vector(collected)) == final_score(0, collected)


def test_the_unseen_pool_holds_the_set_less_the_tiles_seen():
    """The pool is taken from the full set's masks bit by bit; it must hold what counting the
    90 tiles again gives, however many of a kind were seen."""
    from collections import Counter

    from games.m.kinds import Pool, unseen_pool
    from games.m.tiles import full_tile_set

    rng = random.Random(8)
    deck = full_tile_set()
    for _ in range(200):
        seen = rng.sample(deck, rng.randrange(len(deck)))
        left = Counter(deck)
        left.subtract(seen)
        counted = Pool(left.elements())
        pool = unseen_pool(seen)
        assert (pool.once, pool.twice, pool.size) == (counted.once, counted.twice, counted.size)
