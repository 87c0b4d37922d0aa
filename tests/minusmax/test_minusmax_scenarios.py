"""Placements on small ASCII boards: every operation in both orders, several vertices at
once, D/T multipliers, and the refusals a player sees."""

import pytest

from games.minusmax.ascii_board import parse_board
from games.minusmax.logic import IllegalMove, Place, State

PAIR = """
    {left:<4}{right}
      a{special}
"""

# ``a`` touches the 2 and the 3 at one vertex and the 3 and the 5 at the next one.
THREE_AROUND = """
      3   2
    5   a{special}
"""

RING_OF_THREES = """
      3   3
    3   a   3
      3   3
"""


def position(picture, rack, other=(1, 1, 1), box=()):
    board = parse_board(picture)
    state = State.from_position(board.tiles, board.specials, [list(rack), list(other)], box)
    return board, state


@pytest.mark.parametrize(
    ("left", "right", "value", "operation"),
    [
        (3, 2, 5, "3 + 2 = 5"),
        (7, 3, 4, "7 - 3 = 4"),
        (4, 3, 12, "4 x 3 = 12"),
        (12, 4, 3, "12 / 4 = 3"),
        (2, 5, 32, "2^5 = 32"),
        (5, 2, 25, "5^2 = 25"),
    ],
)
@pytest.mark.parametrize("swap", [False, True], ids=["in order", "swapped"])
def test_each_operation_solves_a_vertex_in_both_orders(left, right, value, operation, swap):
    if swap:
        left, right = right, left
    board, state = position(PAIR.format(left=left, right=right, special=""), [value, 1, 1])
    cell = board["a"]
    assert state.illegal_reason(Place(cell, value)) is None
    preview = state.preview(cell, value)
    assert preview.points == value
    assert preview.operations == (operation,)
    state.apply(Place(cell, value))
    assert state.points[0] == value
    assert state.placed_operations(cell) == [operation]


def test_a_tile_solving_two_vertices_scores_twice():
    board, state = position(THREE_AROUND.format(special=""), [8, 1, 1])
    preview = state.preview(board["a"], 8)
    assert sorted(preview.operations) == ["2^3 = 8", "5 + 3 = 8"]
    assert preview.points == 16


def test_a_tile_solving_all_six_vertices():
    board, state = position(RING_OF_THREES, [6, 9, 27])
    cell = board["a"]
    assert state.preview(cell, 6).points == 6 * 6  # 3 + 3 at each corner
    assert state.preview(cell, 9).points == 9 * 6  # 3 x 3
    assert state.preview(cell, 27).points == 27 * 6  # 3 ** 3


@pytest.mark.parametrize(("special", "factor"), [("", 1), ("D", 2), ("T", 3)])
def test_d_and_t_cells_multiply_the_points(special, factor):
    board, state = position(THREE_AROUND.format(special=special), [8, 1, 1])
    state.apply(Place(board["a"], 8))
    assert state.points[0] == 16 * factor
    assert state.preview(board["a"], 8) is None  # the cell is taken now


def test_an_x_cell_is_refused():
    board, state = position(PAIR.format(left=3, right=2, special="X"), [5, 1, 1])
    assert state.illegal_reason(Place(board["a"], 5)) == "that cell is blocked (X)"
    assert board["a"] not in state.legal_cells(5)
    with pytest.raises(IllegalMove, match=r"blocked \(X\)"):
        state.apply(Place(board["a"], 5))


def test_a_value_that_solves_nothing_is_refused_with_what_the_neighbours_give():
    board, state = position(THREE_AROUND.format(special=""), [7, 1, 1])
    reason = state.illegal_reason(Place(board["a"], 7))
    assert reason == (
        "7 solves no vertex here: neighbours 2 and 3 give 1, 5, 6, 8 or 9; "
        "neighbours 3 and 5 give 2, 8, 15, 125 or 243"
    )


def test_other_refusals():
    board, state = position(PAIR.format(left=3, right=2, special=""), [5, 1, 1])
    tile = next(iter(board.tiles))
    assert state.illegal_reason(Place(tile, 5)) == "that cell is occupied (by a 3)"
    assert state.illegal_reason(Place(board["a"], 6)) == "you have no 6 in your rack"
    assert state.illegal_reason(Place((5, 5), 5)) == "(5, 5) is not on the board"
    lonely = (-5, 0)
    assert state.illegal_reason(Place(lonely, 5)) == (
        "no two touching tiles meet at a corner of that cell"
    )


def test_legal_cells_for_a_rack_tile():
    board = parse_board(
        """
        c   d
      3   2   4
        a   bD
        """
    )
    state = State.from_position(board.tiles, board.specials, [[1, 8, 7], [1, 1, 1]])
    # 1 = 3 - 2 fits on a and c, which touch the 3 and the 2; b and d touch the 2 and the 4,
    # which give 6, 2, 8 and 16.
    assert state.legal_cells(1) == sorted([board["a"], board["c"]])
    # 8 = 2 ** 3 on a and c, and 2 x 4 on b and d.
    assert state.legal_cells(8) == sorted(board[name] for name in "abcd")
    assert state.legal_cells(7) == []
    assert state.legal_cells(5) == []  # not in the rack


def test_a_placed_tile_opens_a_vertex_for_the_next():
    board, state = position(
        """
      3   2   4
        a   bD
        """,
        [5, 10, 1],
    )
    assert state.illegal_reason(Place(board["b"], 10)) is not None
    state.apply(Place(board["a"], 5))
    assert state.preview(board["b"], 10).operations == ("5 x 2 = 10",)
    state.apply(Place(board["b"], 10))
    assert state.points[0] == 5 + 20
