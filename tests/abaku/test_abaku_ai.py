"""Computer players: strength by level, determinism, the rack tie-break, exchanges."""

import pytest

from games.abaku import ai
from games.abaku.logic import AbakuState, Exchange, Pass, Place, new_game
from games.abaku.movegen import generate_placements
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)
from tests.support import kept_positions

LEVEL_TEST_SEEDS = range(1, 9)


def play(seed, levels):
    state = new_game(seed, players=len(levels))
    while not state.is_terminal():
        player = state.current_player
        state.apply(ai.choose(state, levels[player], seed=seed * 1000 + len(state.log)))
    return state


def with_rack(state, tiles):
    """The same game with the current player's rack swapped for ``tiles`` from the bag."""
    data = state.to_dict()
    player = data["turn"]
    bag = data["bag"] + data["racks"][player]
    for tile in tiles:
        bag.remove(tile)
    data["racks"][player] = list(tiles)
    data["bag"] = bag
    return AbakuState.from_dict(data)


@kept_positions
def mid_game(seed=11, plies=6):
    state = new_game(seed)
    for ply in range(plies):
        state.apply(ai.choose(state, 8, seed=ply))
    return state


@pytest.mark.usefixtures("small_look_ahead")
def test_level_8_beats_level_1_in_at_least_90_percent_of_games():
    wins = 0
    for seed in LEVEL_TEST_SEEDS:
        strong_first = seed % 2 == 0
        levels = [8, 1] if strong_first else [1, 8]
        state = play(seed, levels)
        strong = 0 if strong_first else 1
        wins += state.winners() == [strong]
    assert wins >= 0.9 * len(LEVEL_TEST_SEEDS)


def test_a_seed_gives_the_same_choice():
    state = mid_game()
    for level in (1, 4, 8):
        assert ai.choose(state, level, seed=5) == ai.choose(state, level, seed=5)


@pytest.mark.parametrize("level", range(1, 9))
def test_every_level_plays_a_legal_move(level):
    state = mid_game()
    move = ai.choose(state, level, seed=level)
    assert state.illegal_reason(move) is None


def test_greedy_level_8_scores_most_and_keeps_the_better_rack_among_equals():
    state = mid_game()
    rack = state.rack(state.current_player)
    found = generate_placements(state.board(), rack)
    best = max(points for points, _ in found)
    move = ai.baseline(state, seed=0)
    assert {m: p for p, m in found}[move] == best

    def leave(candidate):
        left = list(rack)
        for tile in candidate.rack_tiles():
            left.remove(tile)
        return ai.leave_value(left)

    assert leave(move) == max(leave(m) for points, m in found if points == best)


def test_lower_levels_play_worse_on_average():
    states = [mid_game(seed) for seed in (11, 12, 13)]

    def average(level):
        total = 0
        for state in states:
            rack = state.rack(state.current_player)
            found = {move: points for points, move in generate_placements(state.board(), rack)}
            moves = [ai.choose(state, level, seed=seed) for seed in range(8)]
            total += sum(found.get(move, 0) for move in moves)
        return total / (8 * len(states))

    averages = {level: average(level) for level in (2, 4, 5, 6, 7)}
    assert averages[7] > averages[6] > averages[5] > averages[4] > averages[2]


def test_the_hint_is_the_level_8_move_with_its_points():
    state = mid_game()
    move, points = ai.hint(state)
    assert move == ai.choose(state, 8, seed=0)
    assert isinstance(move, Place)
    assert points == state.preview(move).points > 0


def test_with_nothing_to_place_level_8_exchanges_the_useless_tiles():
    state = with_rack(new_game(12), [0, 0, 0, 0, 0])  # no first move starts with a zero
    assert ai.choose(state, 8, seed=0) == Exchange((0, 0, 0, 0, 0))
    state = with_rack(new_game(12), [0, 0, 1, 2, 9])
    # keeps the 1 and the 2, the digits most examples use
    assert ai.exchange_or_pass(state) == Exchange((0, 0, 9))


def test_with_an_empty_bag_a_player_who_cannot_place_passes():
    data = with_rack(new_game(13), [0, 0, 0, 0, 0]).to_dict()
    parking = [(row, col) for row in (0, 1, 2, 3, 11, 12, 13, 14) for col in range(15)]
    parked = zip(parking, data["bag"], strict=False)
    data["board"] = [[row, col, tile] for (row, col), tile in parked]
    data["bag"] = []
    assert ai.exchange_or_pass(AbakuState.from_dict(data)) == Pass()


def test_a_time_limit_still_gives_a_legal_move():
    state = mid_game()
    move = ai.choose(state, 8, seed=0, time_limit=0.001)
    assert state.illegal_reason(move) is None


def test_the_rack_leave_prefers_useful_distinct_digits():
    assert ai.leave_value([1, 2, 4]) > ai.leave_value([0, 0, 9])
    assert ai.leave_value([1, 1, 1]) == ai.leave_value([1])
    assert 0 <= ai.leave_value([]) < ai.leave_value([ai.WILD]) < 1
    usefulness = ai.digit_usefulness()
    assert usefulness[1] == 1.0 and usefulness[0] == min(usefulness)
