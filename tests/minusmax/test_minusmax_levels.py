"""minusMax's level steps: each level gives away more per turn than the level above it, so
the ladder (tools/ai_ladder.py) can tell them apart; and level 8 keeps one plan per turn
however its calls are numbered."""

import statistics

import pytest

from core.ai import Budget
from games.minusmax import ai
from games.minusmax.logic import Place, new_game
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)


def turn_starts(seeds=(100,)):
    """The position at the start of every turn of seeded baseline games."""
    found = []
    for seed in seeds:
        state = new_game(seed, players=2)
        while not state.is_terminal():
            found.append(state.clone())
            for move in ai.plan_turn(state, 8, seed, look_ahead=False):
                state.apply(move)
    return found


def best_placing_turn(state):
    """The value of level 8's best placing turn, by its own ranking of the turns it found."""
    ranked_8 = ai.ranked_turns(state, ai.BASELINE_SEARCH.beam_width, Budget(10**6))
    return max(value for value, plan in ranked_8 if isinstance(plan[0], Place))


def given_away(state, best, level, seeds):
    """How much less than level 8's best placing turn (``best``) the level's chosen turn is
    worth for each seed (valued by the level's own ranking of the turns its search found), at
    most 200 points (a turn that decides the game is worth a thousand more, and would swamp the
    mean)."""
    search = ai.SEARCH_LEVELS[level]
    ranked = ai.ranked_turns(state, search.beam_width, Budget(search.max_steps))
    for seed in seeds:
        chosen = ai.plan_turn(state, level, seed)
        value = next(value for value, plan in ranked if plan == chosen)
        yield min(200.0, max(0.0, best - value))


def test_each_level_gives_away_clearly_more_per_turn_than_the_level_above():
    positions = [(s, best_placing_turn(s)) for s in turn_starts() if s.legal_placements()]
    means = {
        level: statistics.mean(
            lost for state, best in positions for lost in given_away(state, best, level, range(2))
        )
        for level in range(2, 8)
    }
    # Here (42 turns of one game, two seeds each) about 67, 54, 40, 30, 18 and 6 points for
    # levels 2 to 7; with a second game (65 turns) 70, 55, 41, 30, 16 and 6, at twice the time.
    for level in range(3, 8):
        assert means[level - 1] > means[level] + 5, means
    assert means[7] < 12, means


@pytest.mark.usefixtures("small_look_ahead")  # the plan holds whatever the look-ahead's size
def test_level_8_continues_one_plan_when_each_call_of_the_turn_has_another_seed():
    # The ladder numbers its calls; the match asks once per turn: both must play one turn.
    state = new_game(31)
    for _ in range(4):
        player = state.current_player
        plan = ai.plan_turn(state, 8, seed=0)
        played = []
        while state.current_player == player and not state.is_terminal():
            move = ai.choose(state, 8, seed=len(state.history) * 7 + 1)
            state.apply(move)
            played.append(move)
        assert played == list(plan)
