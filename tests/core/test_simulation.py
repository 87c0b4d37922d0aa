"""core.simulation: candidates played in shared sampled worlds, best mean first."""

import random

from core.simulation import SimulationSettings, deal, simulate


def test_the_best_mean_outcome_wins_over_the_best_prior():
    # "greedy" has the better prior but loses 3 in every world; "quiet" loses nothing.
    ranked = [(10.0, "greedy"), (8.0, "quiet"), (1.0, "weak")]
    penalty = {"greedy": 3.0, "quiet": 0.0, "weak": 0.0}

    def playout(world, candidate, prior):
        return prior - penalty[candidate] + world

    outcomes = simulate(
        ranked, lambda rng: rng.random(), playout, SimulationSettings(3, 5), random.Random(1)
    )
    assert [o.candidate for o in outcomes] == ["quiet", "greedy", "weak"]
    assert all(o.samples == 5 for o in outcomes)


def test_every_candidate_is_played_in_the_same_worlds():
    seen = {}

    def playout(world, candidate, prior):
        seen.setdefault(candidate, []).append(world)
        return prior

    ranked = [(2.0, "a"), (1.0, "b")]
    simulate(ranked, lambda rng: rng.random(), playout, SimulationSettings(2, 4), random.Random(7))
    assert seen["a"] == seen["b"] and len(seen["a"]) == 4


def test_only_the_shortlist_is_played_and_ties_keep_the_ranked_order():
    played = []

    def playout(world, candidate, prior):
        played.append(candidate)
        return 0.0

    ranked = [(3.0, "a"), (2.0, "b"), (1.0, "c")]
    outcomes = simulate(ranked, lambda rng: 0, playout, SimulationSettings(2, 3), random.Random(1))
    assert set(played) == {"a", "b"}
    assert [o.candidate for o in outcomes] == ["a", "b"]


def test_the_same_seed_gives_the_same_outcomes_and_a_single_candidate_is_not_played():
    def run(seed):
        return simulate(
            [(0.0, "a"), (0.0, "b")],
            lambda rng: rng.random(),
            lambda world, c, prior: world if c == "a" else 0.5,
            SimulationSettings(2, 3),
            random.Random(seed),
        )

    assert run(5) == run(5)
    lonely = simulate(
        [(4.0, "a")], lambda rng: 0, lambda *a: 1 / 0, SimulationSettings(2, 3), random.Random(1)
    )
    assert [(o.value, o.candidate, o.samples) for o in lonely] == [(4.0, "a", 0)]


def test_a_spent_time_limit_falls_back_to_the_ranking():
    outcomes = simulate(
        [(1.0, "a"), (2.0, "b")],
        lambda rng: 0,
        lambda world, c, prior: -prior,
        SimulationSettings(2, 3),
        random.Random(1),
        seconds=0.0,
    )
    assert [(o.candidate, o.samples) for o in outcomes] == [("a", 0), ("b", 0)]


def test_deal_keeps_every_hand_size_and_every_tile():
    tiles = [1, 1, 2, 3, 5, 8, 13]
    hands, rest = deal(tiles, [3, 0, 2], random.Random(4))
    assert [len(hand) for hand in hands] == [3, 0, 2] and len(rest) == 2
    assert sorted([*hands[0], *hands[1], *hands[2], *rest]) == tiles
    assert deal(tiles, [3, 0, 2], random.Random(4)) == (hands, rest)  # the seed decides
    assert tiles == [1, 1, 2, 3, 5, 8, 13]  # the caller's list is left as it was
