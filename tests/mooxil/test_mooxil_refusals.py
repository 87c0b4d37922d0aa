"""Refusals are decided once, as a code and its numbers; English and the screen only word them."""

import random

from games.mooxil import text
from games.mooxil.board import (
    BLOCKED,
    ENDTILE_KEPT,
    NEIGHBOUR_CLOSED,
    NOTHING_TO_ERASE,
    OCCUPIED,
    TOO_MANY,
)
from games.mooxil.logic import GAME_OVER, NOT_A_MOVE, OFF_GRID, WRONG_TILE, MooxilState, new_game
from games.mooxil.refusals import CODES, refusal
from games.mooxil.textboard import board_from_text

GRID = """
    .  .  .
  .  2  2  .
 .  .  #  .  .
  .  E2  .  0
    .  .  .
"""


def state_of(queue):
    return MooxilState.from_board(board_from_text(GRID), queue, level=1, seed=0)


def test_the_board_answers_with_a_code_and_its_numbers():
    state = state_of([1, 3, 3])
    board = state.board
    assert board.placement_problem(board.index_of((0, -1)), 1) == (OCCUPIED, {})
    assert board.placement_problem(board.index_of((0, 0)), 1) == (BLOCKED, {})
    too_many = board.placement_problem(board.index_of((-1, 0)), 1)
    assert too_many == (TOO_MANY, {"sides": 1, "count": 2})
    closed = board.placement_problem(board.index_of((1, 0)), 3)
    assert closed == (NEIGHBOUR_CLOSED, {"neighbour": board.index_of((1, 1))})
    assert board.erase_problem(board.index_of((-1, 1))) == (ENDTILE_KEPT, {})
    assert board.erase_problem(board.index_of((2, 0))) == (NOTHING_TO_ERASE, {})
    assert board.erase_problem(board.index_of((0, -1))) is None
    assert board.erase_problem(board.index_of((0, 0))) is None
    assert state.fit_problem((5, 5)) == (OFF_GRID, {})
    assert state.fit_reason((-1, 0)) == "the tile has 1 free side but 2 neighbours"
    assert state.fit_reason((1, 0)) == "the tile at (1, 1) has no free side left"
    assert refusal(state, (-1, 0)) == (
        "mooxil.refuse.too_many",
        {"sides": 1, "count": 2, "cell": [-1, 0]},
    )


def test_every_code_has_a_text_in_every_language():
    codes = {GAME_OVER, OFF_GRID, OCCUPIED, BLOCKED, NEIGHBOUR_CLOSED, TOO_MANY, WRONG_TILE}
    assert set(CODES) == codes | {ENDTILE_KEPT, NOTHING_TO_ERASE, NOT_A_MOVE}
    for code in CODES:
        key = f"mooxil.refuse.{code}"
        assert key in text.EN, key


def test_the_screen_and_the_engine_give_the_same_reason():
    rng = random.Random(7)
    for seed in range(4):
        state = new_game(seed, 2)
        for _ in range(40):
            for cell in [*state.board.cells, (9, 9)]:
                problem = state.fit_problem(cell)
                why = refusal(state, cell)
                assert (why is None) == (problem is None) == (state.fit_reason(cell) is None)
                if problem is not None:
                    over = problem[0] == GAME_OVER
                    fields = problem[1] if over else {**problem[1], "cell": list(cell)}
                    assert why == (f"mooxil.refuse.{problem[0]}", fields)
            if state.is_terminal():
                assert state.fit_problem(state.board.cells[0]) == (GAME_OVER, {})
                break
            state.apply(rng.choice(state.legal_moves()))
