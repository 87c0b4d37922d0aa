"""tools/ai_ladder.py: the Wilson interval, the targets of issue 27, the seats a deal is played
from, the seeds the table names, and a real deal where level 4 beats level 1 from both seats."""

import pytest

from tools import ai_ladder as ladder


def test_the_wilson_interval_matches_worked_values():
    low, high = ladder.wilson(0.5, 100)
    assert (round(low, 3), round(high, 3)) == (0.404, 0.596)
    low, high = ladder.wilson(1.0, 50)
    assert round(low, 3) == 0.929 and high == pytest.approx(1.0)
    assert ladder.wilson(0.0, 0) == (0.0, 1.0)


def test_the_ladder_holds_the_targets_of_issue_27():
    pairs = {(p.first, p.second): p for p in ladder.ladder_pairs("minusmax")}
    assert (pairs["8", "base"].games, pairs["8", "base"].target) == (200, 0.60)
    assert (pairs["8", "1"].games, pairs["8", "1"].target) == (50, 0.95)
    assert (pairs["8", "held"].games, pairs["8", "held"].target) == (200, 0.60)
    assert ("8", "held") not in {(p.first, p.second) for p in ladder.ladder_pairs("abaku")}
    for level in range(2, 9):
        assert (
            pairs[str(level), str(level - 1)].games,
            pairs[str(level), str(level - 1)].target,
        ) == (
            100,
            0.55,
        )
    assert ladder.ladder_pairs("abaku")[0].target == 0.65  # Abaku keeps its 65 %
    step = pairs["7", "6"]
    assert step.met(0.55, 100) and not step.met(0.54, 100) and not step.met(0.9, 98)


@pytest.mark.parametrize(("players", "games", "deals"), [(3, 201, 67), (4, 200, 50)])
def test_m_is_measured_with_level_8_in_one_seat_of_three_and_four(players, games, deals):
    plan = ladder.ladder_plan(["m"], [players], 1.0, None)
    assert [(game, pair.name) for game, pair in plan] == [("m", "8 v base")]
    pair = plan[0][1]
    assert (pair.players, pair.games, pair.deals, pair.target) == (players, games, deals, 0.40)
    assert {p.players for _, p in ladder.ladder_plan(["m"], None, 1.0, None)} == {2, 3, 4}
    assert {p.players for _, p in ladder.ladder_plan(["minusmax"], None, 1.0, None)} == {2}


def test_a_deal_puts_the_first_player_in_every_seat_once(monkeypatch):
    games = []

    def fake_play(game, seats, seed, capped=False):
        games.append(seats)
        return [1.0 if player == "8" else 0.0 for player in seats]  # "8" always wins

    monkeypatch.setattr(ladder, "play", fake_play)
    pair = ladder.Pair("8", "base", 6, 0.4, players=3)
    assert ladder.play_deal("m", pair, 100_000) == 3.0
    assert games == [("8", "base", "base"), ("base", "8", "base"), ("base", "base", "8")]


def test_the_table_names_the_seeds_and_whether_each_target_is_met(monkeypatch):
    monkeypatch.setattr(ladder, "play_deal", lambda game, pair, seed, capped: seed % 2)
    plan = [("m", ladder.Pair("8", "1", 4, 0.95)), ("m", ladder.Pair("2", "1", 6, 0.3))]
    assert [t[2] for t in ladder.ladder_tasks(plan, 7)] == [7, 7, 8, 8, 9]
    results = ladder.run(plan, first_seed=7, jobs=1)
    rows = [result.row() for result in results]
    assert rows[0].split()[-2:] == ["7-8", "MISSED"]  # won 1 of 4
    assert rows[1].split()[-2:] == ["7-9", "ok"]  # won 2 of 6: 33 %
    assert "25.0%" in rows[0] and "33.3%" in rows[1]


def test_a_real_deal_of_level_6_against_level_1_is_won_from_both_seats():
    assert ladder.play_deal("minusmax", ladder.Pair("6", "1", 2, 0.95), 3) == 2.0


def test_the_held_baseline_places_where_the_baseline_exchanges_with_a_placement_at_hand():
    from games.minusmax.logic import Exchange, Place, new_game

    state = new_game(1, players=2)
    held = []
    while not state.is_terminal() and len(held) < 3:
        move = ladder.decide("minusmax", "base", state, 0)
        if isinstance(move, Exchange) and state.legal_placements():
            held.append(ladder.decide("minusmax", "held", state, 0))
        state.apply(move)
    assert len(held) == 3 and all(isinstance(move, Place) for move in held)
