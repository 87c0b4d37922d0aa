"""The end of the game: an emptied rack with the box empty, "complete last turn", the blocked
game, and the final rack subtraction."""

import pytest

from games.minusmax.ascii_board import HELP_EXAMPLE, parse_board
from games.minusmax.logic import IDLE_ROUNDS_LIMIT, EndTurn, Exchange, IllegalMove, Place, State


def position(racks, box=(), complete_last_turn=False, seed=0):
    board = parse_board(HELP_EXAMPLE)
    state = State.from_position(
        board.tiles,
        board.specials,
        [list(rack) for rack in racks],
        box,
        complete_last_turn=complete_last_turn,
        seed=seed,
    )
    return board, state


def empty_the_rack(board, state):
    """Player 0 places 5, 10 and 1 for 26 points."""
    for name, value in (("a", 5), ("b", 10), ("c", 1)):
        state.apply(Place(board[name], value))


def test_the_game_ends_after_the_turn_that_empties_a_rack_with_the_box_empty():
    board, state = position([(5, 10, 1), (7, 7, 8)])
    empty_the_rack(board, state)
    assert not state.is_terminal()  # the turn is not over: a take back is still possible
    state.apply(EndTurn())
    assert state.is_terminal()
    assert state.current_player is None
    assert state.end_reason == "rack emptied"
    assert state.scores() == [26, -22]
    assert state.winners() == [0]
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove, match="the game is over"):
        state.apply(EndTurn())


def test_an_emptied_rack_does_not_end_the_game_while_the_box_has_tiles():
    board, state = position([(5, 10, 1), (7, 7, 8)], box=(9,))
    empty_the_rack(board, state)
    state.apply(EndTurn())
    assert not state.is_terminal()
    assert state.rack(0) == [9]


def test_complete_last_turn_gives_each_other_player_one_turn_scoring_nothing():
    board, state = position([(5, 10, 1), (8, 7, 7), (6, 9, 9)], complete_last_turn=True)
    empty_the_rack(board, state)
    state.apply(EndTurn())
    assert not state.is_terminal()
    assert state.in_final_round
    assert state.current_player == 1
    cell = state.legal_cells(8)[0]  # 8 = 2 x 4 next to b, or 10 - 2, ...
    assert state.preview(cell, 8).points == 0
    state.apply(Place(cell, 8))
    assert state.points[1] == 0
    assert state.illegal_reason(Exchange((7,))) is not None
    state.apply(EndTurn())
    assert state.current_player == 2
    state.apply(EndTurn())
    assert state.is_terminal()
    assert state.scores() == [26, -14, -24]


def test_without_complete_last_turn_the_others_get_no_extra_turn():
    board, state = position([(5, 10, 1), (8, 7, 7), (6, 9, 9)])
    empty_the_rack(board, state)
    state.apply(EndTurn())
    assert state.is_terminal()
    assert state.scores() == [26, -22, -24]


def test_a_full_idle_round_with_the_box_empty_ends_the_game():
    _, state = position([(5, 10, 1), (7, 7, 8)])
    state.apply(EndTurn())
    assert not state.is_terminal()
    state.apply(EndTurn())
    assert state.is_terminal()
    assert state.end_reason == "box empty"
    assert state.scores() == [-16, -22]


UNPLACEABLE = (20, 30, 40, 50, 60, 70)  # no operation on the 3, 2 and 4 of the picture gives them


def test_two_full_rounds_in_which_nobody_could_place_block_the_game_while_the_box_has_tiles():
    _, state = position([(20, 30, 60), (40, 50, 70)], box=UNPLACEABLE)
    state.apply(Exchange((20,)))
    state.apply(EndTurn())
    state.apply(EndTurn())
    assert not state.is_terminal()
    state.apply(Exchange((state.rack(1)[0],)))
    assert state.is_terminal()
    assert state.end_reason == "blocked"


def test_exchanges_and_passes_while_a_placement_is_possible_never_block_the_game():
    """Player 0 always holds the 5 that fits 3 + 2 and exchanges or passes; player 1 cannot
    place. Only the tenth full idle round ends the game."""
    _, state = position([(5, 10, 1), (7, 7, 7)], box=UNPLACEABLE)
    for turn in range(2 * IDLE_ROUNDS_LIMIT):
        assert not state.is_terminal(), turn
        if state.current_player == 0 and turn % 4 == 0:
            state.apply(Exchange((next(v for v in state.rack(0) if v != 5),)))
        else:
            state.apply(EndTurn())
    assert state.is_terminal()
    assert state.end_reason == "idle rounds"


def test_an_exchange_made_while_a_placement_was_possible_restarts_the_count_of_stuck_turns():
    _, state = position([(20, 30, 60), (5, 50, 70)], box=UNPLACEABLE, seed=1)
    state.apply(EndTurn())  # player 0 cannot place: stuck
    state.apply(Exchange((5,)))  # player 1 could have placed the 5: a choice, not a block
    assert 5 not in state.rack(1)  # (seed 1 draws an unplaceable tile)
    for _ in range(3):
        state.apply(EndTurn())
    assert not state.is_terminal()
    state.apply(EndTurn())
    assert state.is_terminal()
    assert state.end_reason == "blocked"


def test_a_placement_restarts_the_count_of_idle_turns():
    board, state = position([(5, 10, 1), (7, 7, 7)], box=UNPLACEABLE)
    for _ in range(2 * IDLE_ROUNDS_LIMIT - 2):
        state.apply(EndTurn())
    assert state.current_player == 0
    state.apply(Place(board["a"], 5))
    state.apply(EndTurn())
    for _ in range(2 * IDLE_ROUNDS_LIMIT - 1):
        state.apply(EndTurn())
    assert not state.is_terminal()
    state.apply(EndTurn())
    assert state.is_terminal()
    assert state.end_reason == "idle rounds"


def test_ties_share_the_win():
    _, state = position([(5, 3, 1), (4, 4, 1)])
    state.apply(EndTurn())
    state.apply(EndTurn())
    assert state.scores() == [-9, -9]
    assert state.winners() == [0, 1]


def test_scores_before_the_end_are_the_points_without_subtraction():
    board, state = position([(5, 10, 1), (7, 7, 8)], box=(20,))
    state.apply(Place(board["a"], 5))
    assert state.scores() == [5, 0]
    assert state.rack_penalty(0) == 11
