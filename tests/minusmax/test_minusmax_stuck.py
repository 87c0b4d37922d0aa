"""Computers that can place nothing play the game out (issue 26, item 3): with short racks
most turns start stuck, and a player who passes instead of exchanging counts the turns to a
blocked end that comes with the box nearly full (two computers with three tiles each once
ended a game at 0:0 after four turns, 83 tiles in the box)."""

import pytest

from games.minusmax import ai
from games.minusmax.ascii_board import HELP_EXAMPLE, parse_board
from games.minusmax.logic import EndTurn, Exchange, State, new_game
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)


def ends_the_game(state, move) -> bool:
    after = state.clone()
    after.apply(move)
    return after.is_terminal()


def stuck_passes(level: int, seed: int) -> tuple[list[int], State]:
    """A two-computer game with 3-tile racks; the turns on which a player who could place
    nothing passed although an exchange was legal and would not have ended the game."""
    state = new_game(seed, rack_size=3)
    wrong = []
    while not state.is_terminal():
        everything = Exchange(tuple(state.current_rack()))
        could_exchange = state.illegal_reason(everything) is None
        stuck = not state.legal_placements()
        move = ai.choose(state, level, seed)
        if stuck and move == EndTurn() and could_exchange and not ends_the_game(state, everything):
            wrong.append(state.turn)
        state.apply(move)
    return wrong, state


@pytest.mark.usefixtures("small_look_ahead")
@pytest.mark.parametrize("level", range(1, 9))
def test_no_level_passes_its_way_to_a_blocked_end_while_it_could_exchange(level):
    # Before the fix: 16 to 20 of 20 such games ended blocked, most with passes of stuck
    # players who could have exchanged (levels 2 to 8).
    # (A game may still end blocked: when two rounds of exchanges bring nobody a placement.)
    for seed in range(4) if level == 8 else range(12):
        wrong, _ = stuck_passes(level, seed)
        assert wrong == [], (level, seed, wrong)


def stuck_position(idle_rounds: int):
    """Player 0 holds 97, 98 and 99, which fit nowhere; player 1 holds 7s. ``idle_rounds``
    rounds of stuck turns have passed (each player exchanged nothing useful)."""
    board = parse_board(HELP_EXAMPLE)
    box = (20, 30, 40, 50, 60, 70)
    state = State.from_position(board.tiles, board.specials, [[97, 98, 99], [97, 98, 99]], box)
    for _ in range(2 * idle_rounds):
        state.apply(EndTurn())
    return state


@pytest.mark.parametrize("level", range(1, 9))
def test_a_stuck_computer_exchanges_instead_of_passing(level):
    state = stuck_position(0)
    assert not state.legal_placements()
    assert isinstance(ai.choose(state, level, seed=4), Exchange)


def test_when_any_idle_turn_ends_the_game_the_lighter_rack_is_chosen():
    # Three stuck turns have passed: this one ends the game whatever player 0 does. Keeping
    # 97 + 98 + 99 costs 294 points; exchanging them for tiles of 20 to 70 costs far less.
    state = stuck_position(0)
    for _ in range(3):
        state.apply(EndTurn())
    assert state.current_player == 1 and state.stuck_turns == 3
    assert ends_the_game(state, EndTurn())
    move = ai.choose(state, 8, seed=0)
    assert isinstance(move, Exchange) and set(move.tiles) == {97, 98, 99}
