"""Turns: several placements, take back, the empty-rack bonus, drawing, exchange and pass."""

from collections import Counter

import pytest

from games.minusmax.ascii_board import HELP_EXAMPLE, parse_board
from games.minusmax.logic import EndTurn, Exchange, IllegalMove, Place, State, TakeBack


def position(rack=(5, 10, 1), box=(20, 30, 40, 50), other=(7, 7, 7)):
    board = parse_board(HELP_EXAMPLE)
    state = State.from_position(board.tiles, board.specials, [list(rack), list(other)], box)
    return board, state


def play_full_rack(board, state):
    """5 on a (3 + 2), 10 on b (5 x 2, doubled), 1 on c (3 - 2): 5 + 20 + 1 points."""
    for name, value in (("a", 5), ("b", 10), ("c", 1)):
        state.apply(Place(board[name], value))


def test_several_placements_in_one_turn_each_legal_when_placed():
    board, state = position()
    play_full_rack(board, state)
    assert state.current_player == 0
    assert [p.value for p in state.placed_this_turn()] == [5, 10, 1]
    assert state.points[0] == 26


def test_take_back_removes_the_last_tile_first_and_its_points():
    board, state = position()
    state.apply(Place(board["a"], 5))
    state.apply(Place(board["b"], 10))
    state.apply(TakeBack())
    assert board["b"] not in state.tiles
    assert board["a"] in state.tiles
    assert state.points[0] == 5
    assert Counter(state.rack(0)) == Counter([10, 1])
    state.apply(TakeBack())
    assert state.points[0] == 0
    assert Counter(state.rack(0)) == Counter([5, 10, 1])
    assert state.tiles == parse_board(HELP_EXAMPLE).tiles
    with pytest.raises(IllegalMove, match="placed no tile this turn"):
        state.apply(TakeBack())


def test_tiles_of_an_ended_turn_cannot_be_taken_back():
    board, state = position()
    state.apply(Place(board["a"], 5))
    state.apply(EndTurn())
    state.apply(EndTurn())  # the other player passes
    assert state.illegal_reason(TakeBack()) == "you have placed no tile this turn"


def test_the_empty_rack_bonus_and_the_draw():
    board, state = position(box=(20, 30, 40, 50))
    play_full_rack(board, state)
    state.apply(EndTurn())
    assert state.points[0] == 26 + 5 * 3
    assert state.turn_log[-1].bonus == 15
    assert Counter(state.rack(0)) == Counter([50, 40, 30])  # drawn from the end of the box
    assert state.box == [20]
    assert state.current_player == 1


def test_a_partial_turn_draws_back_up_without_bonus():
    board, state = position(box=(20, 30, 40, 50))
    state.apply(Place(board["a"], 5))
    state.apply(EndTurn())
    assert state.points[0] == 5
    assert Counter(state.rack(0)) == Counter([10, 1, 50])
    assert state.box_count == 3


def test_no_bonus_when_the_box_is_empty():
    board, state = position(box=())
    play_full_rack(board, state)
    state.apply(EndTurn())
    assert state.points[0] == 26
    assert state.turn_log[-1].bonus == 0


def test_a_pass_keeps_the_rack_and_gives_the_turn_away():
    _, state = position()
    state.apply(EndTurn())
    assert state.current_player == 1
    assert Counter(state.rack(0)) == Counter([5, 10, 1])
    assert state.box_count == 4
    summary = state.turn_log[-1]
    assert (summary.placed, summary.points, summary.bonus, summary.exchanged) == (0, 0, 0, 0)


def test_exchange_returns_shuffles_and_draws_as_many():
    _, state = position(box=(20, 30, 40, 50))
    state.apply(Exchange((10, 1)))
    rack, box = state.rack(0), state.box
    assert len(rack) == 3 and 5 in rack
    assert len(box) == 4
    assert Counter(rack) + Counter(box) == Counter([5, 10, 1, 20, 30, 40, 50])
    assert state.current_player == 1
    assert state.turn_log[-1].exchanged == 2


def test_exchange_may_return_more_tiles_than_the_box_holds():
    """The tiles go back first, so one tile in the box is enough to exchange three."""
    _, state = position(box=(20,))
    state.apply(Exchange((5, 10, 1)))
    assert len(state.rack(0)) == 3
    assert Counter(state.rack(0)) + Counter(state.box) == Counter([5, 10, 1, 20])


def test_exchange_uses_the_game_random_generator():
    draws = []
    for seed in (3, 3, 4, 5, 6):
        board = parse_board(HELP_EXAMPLE)
        state = State.from_position(
            board.tiles, board.specials, [[5, 10, 1], [7, 7, 7]], range(20, 40), seed=seed
        )
        state.apply(Exchange((5, 10, 1)))
        draws.append(tuple(state.rack(0)))
    assert draws[0] == draws[1]
    assert len(set(draws[1:])) > 1


@pytest.mark.parametrize(
    ("setup", "move", "reason"),
    [
        ("place", Exchange((10,)), "you cannot exchange after placing a tile this turn"),
        ("empty box", Exchange((10,)), "the box is empty, so no tile can be exchanged"),
        ("", Exchange(()), "choose at least one tile to exchange"),
        ("", Exchange((7, 7)), "your rack does not hold 7, 7"),
        ("", Exchange((5, 5)), "your rack does not hold 5, 5"),
    ],
)
def test_exchange_refusals(setup, move, reason):
    board, state = position(box=() if setup == "empty box" else (20, 30))
    if setup == "place":
        state.apply(Place(board["a"], 5))
    assert state.illegal_reason(move) == reason
    assert move not in state.legal_moves()


def test_legal_moves_list_every_distinct_exchange():
    _, state = position(rack=(5, 5, 1))
    exchanges = [move for move in state.legal_moves() if isinstance(move, Exchange)]
    assert [move.tiles for move in exchanges] == [(1,), (5,), (1, 5), (5, 5), (1, 5, 5)]


def test_legal_moves_of_a_turn_in_progress():
    board, state = position()
    state.apply(Place(board["a"], 5))
    moves = state.legal_moves()
    assert TakeBack() in moves and EndTurn() in moves
    assert not any(isinstance(move, Exchange) for move in moves)
    assert Place(board["b"], 10) in moves and Place(board["c"], 1) in moves
