"""The queries the scene uses: owners, last turns, previews, what a tile solved, the log."""

from games.minusmax.ascii_board import HELP_EXAMPLE, parse_board
from games.minusmax.logic import EndTurn, Place, State, TakeBack


def position():
    board = parse_board(HELP_EXAMPLE)
    state = State.from_position(
        board.tiles, board.specials, [[5, 10, 7], [1, 6, 9]], box=range(20, 30)
    )
    return board, state


def test_owners_and_last_turns():
    board, state = position()
    state.apply(Place(board["a"], 5))
    state.apply(Place(board["b"], 10))
    assert state.placed_this_turn()[-1].cell == board["b"]
    assert state.last_turn_cells(0) == []  # the turn is not over yet
    state.apply(EndTurn())
    state.apply(Place(board["c"], 1))
    state.apply(EndTurn())
    assert state.owner(board["a"]) == 0 and state.owner(board["b"]) == 0
    assert state.owner(board["c"]) == 1
    assert state.owner((-1, 1)) is None  # a tile that was there from the start
    assert state.owners() == {board["a"]: 0, board["b"]: 0, board["c"]: 1}
    assert state.last_turn_cells(0) == [board["a"], board["b"]]
    assert state.last_turn_cells(1) == [board["c"]]
    assert state.previous_turn_cells() == [board["c"]]
    state.apply(EndTurn())  # player 0 passes: his last turn has no tiles now
    assert state.previous_turn_cells() == []
    assert state.last_turn_cells(0) == []
    assert state.last_turn_cells(1) == [board["c"]]


def test_preview_and_what_a_placed_tile_solved():
    board, state = position()
    preview = state.preview(board["a"], 5)
    assert (preview.points, preview.multiplier, preview.operations) == (5, 1, ("3 + 2 = 5",))
    assert state.preview(board["a"], 7) is None
    state.apply(Place(board["a"], 5))
    state.apply(Place(board["b"], 10))
    assert state.preview(board["b"], 10) is None  # occupied now
    assert state.placed_operations(board["b"]) == ["5 x 2 = 10"]
    assert state.last_placement.points == 20
    state.apply(EndTurn())
    # A later tile next to the 5 does not change what the 5 solved when it was placed.
    state.apply(Place(board["c"], 1))
    assert state.placed_operations(board["a"]) == ["3 + 2 = 5"]
    assert state.placed_operations((-1, 1)) == []


def test_turn_log_and_counts():
    board, state = position()
    state.apply(Place(board["a"], 5))
    state.apply(Place(board["b"], 10))
    state.apply(TakeBack())
    state.apply(EndTurn())
    summary = state.turn_log[-1]
    assert (summary.player, summary.placed, summary.points, summary.bonus) == (0, 1, 5, 0)
    assert state.rack_counts() == [3, 3]
    assert state.box_count == 9
    assert state.starting_player == 0
    assert state.current_player == 1
