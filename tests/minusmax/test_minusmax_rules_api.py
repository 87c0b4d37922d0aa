"""The rules API of shared/rules/minusmax.md, checked against the rules file and its examples."""

import pytest

from core import hexgrid
from games.minusmax.ascii_board import HELP_EXAMPLE, parse_board
from games.minusmax.logic import (
    NUMERIC_TILES,
    SPECIAL_TILES,
    EndTurn,
    Place,
    State,
    board_cells,
    new_game,
    placement_points,
    solves,
    vertex_pairs,
)


def test_the_board_is_the_hexagon_of_radius_seven():
    cells = board_cells()
    assert len(cells) == 169
    assert (7, 0) in cells and (-7, 7) in cells and (0, -7) in cells
    assert (8, 0) not in cells and (4, 4) not in cells


def test_the_numeric_tiles_follow_the_help_table():
    assert sum(NUMERIC_TILES.values()) == 96
    assert [NUMERIC_TILES[v] for v in range(1, 11)] == [4, 5, 5, 6, 6, 6, 6, 6, 6, 6]
    assert all(NUMERIC_TILES[v] == 1 for v in range(11, 31))
    singles = {32, 35, 36, 40, 42, 45, 48, 49, 50, 54}
    singles |= {56, 60, 63, 64, 70, 72, 80, 81, 90, 99}
    assert {v for v in NUMERIC_TILES if v > 30} == singles
    assert all(NUMERIC_TILES[v] == 1 for v in singles)


def test_the_special_tiles():
    assert dict(SPECIAL_TILES) == {"D": 20, "T": 15, "X": 10}


def test_vertex_pairs_are_the_six_corners_in_cyclic_order():
    cell = (2, -1)
    pairs = vertex_pairs(cell)
    assert len(pairs) == 6
    around = hexgrid.neighbours(cell)
    for i, (a, b) in enumerate(pairs):
        assert (a, b) == (around[i], around[(i + 1) % 6])
        assert hexgrid.distance(a, b) == 1
        assert hexgrid.distance(a, cell) == hexgrid.distance(b, cell) == 1


@pytest.mark.parametrize(
    ("value", "a", "b"),
    [
        (5, 3, 2),  # 3 + 2
        (1, 3, 2),  # 3 - 2
        (1, 2, 3),  # |2 - 3|
        (6, 3, 2),  # 3 x 2
        (3, 6, 2),  # 6 / 2
        (3, 2, 6),  # 6 / 2, the other order
        (9, 3, 2),  # 3 ** 2
        (8, 3, 2),  # 2 ** 3
        (1, 1, 7),  # 1 ** 7
        (7, 7, 1),  # 7 ** 1, 7 x 1, 7 / 1
        (4, 2, 2),  # 2 + 2 = 2 x 2 = 2 ** 2
        (81, 9, 9),  # 9 x 9
        (99, 90, 9),  # 90 + 9
    ],
)
def test_solves(value, a, b):
    assert solves(value, a, b)


@pytest.mark.parametrize(
    ("value", "a", "b"),
    [
        (7, 3, 2),
        (4, 3, 2),
        (2, 7, 2),  # 7 / 2 is not exact
        (0, 3, 3),  # no tile 0, and 3 - 3 is not a tile
        (10, 3, 2),
        (32, 2, 4),  # 2 ** 4 = 4 ** 2 = 16, 2 x 4 = 8
    ],
)
def test_does_not_solve(value, a, b):
    assert not solves(value, a, b)


def test_powers_in_both_orders():
    assert solves(64, 2, 6)  # 2 ** 6
    assert solves(64, 8, 2)  # 8 ** 2
    assert solves(81, 3, 4)  # 3 ** 4
    assert solves(64, 4, 3)  # 4 ** 3
    assert solves(2**40, 2, 40) and not solves(2**40 + 1, 40, 2)  # exact, however large


def test_worked_example_the_five_next_to_three_and_two():
    board = parse_board(HELP_EXAMPLE)
    assert placement_points(board.tiles, board.specials, board["a"], 5) == 5


@pytest.mark.parametrize("value", [6, 1, 9, 8])
def test_worked_example_the_other_tiles_that_fit_there(value):
    """The help: "Also we could put the 6 (3x2) the 1 (3-2), the 9 (3^2) or the 8 (2^3)"."""
    board = parse_board(HELP_EXAMPLE)
    assert placement_points(board.tiles, board.specials, board["a"], value) == value


def test_worked_example_the_ten_on_the_d_cell_scores_twenty():
    board = parse_board(HELP_EXAMPLE)
    board.tiles[board["a"]] = 5
    assert placement_points(board.tiles, board.specials, board["b"], 10) == 20


def test_worked_example_the_eight_on_the_d_cell():
    """The help: "We also could have placed the 8 (2x4)", 8 points doubled."""
    board = parse_board(HELP_EXAMPLE)
    board.tiles[board["a"]] = 5
    assert placement_points(board.tiles, board.specials, board["b"], 8) == 16


def test_placement_points_is_zero_for_illegal_placements():
    board = parse_board(HELP_EXAMPLE)
    tiles, specials = board.tiles, board.specials
    assert placement_points(tiles, specials, board["a"], 7) == 0  # solves nothing
    three = next(cell for cell, value in tiles.items() if value == 3)
    assert placement_points(tiles, specials, three, 5) == 0  # occupied
    assert placement_points(tiles, specials, (9, 0), 5) == 0  # off the board
    assert placement_points(tiles, {**specials, board["a"]: "X"}, board["a"], 5) == 0


def every_placement_the_rules_allow(state):
    """``(cell, value)`` of every rack value on every board cell that placement_points
    scores (the rules file's own test of a legal placement), by cell then value."""
    scoring = dict(state.specials)
    return [
        (cell, value)
        for cell in sorted(board_cells())
        for value in sorted(set(state.current_rack()))
        if placement_points(state.tiles, scoring, cell, value)
    ]


@pytest.mark.parametrize("seed", [3, 11])
def test_the_legal_placements_are_exactly_those_the_rules_allow(seed):
    # legal_placements reads a remembered table of what the values round a cell give
    # (games/minusmax/cellfits.py); placement_points walks the vertices one by one.
    state = new_game(seed)
    for _ in range(30):
        if state.is_terminal():
            break
        assert state.legal_placements() == every_placement_the_rules_allow(state)
        legal = state.legal_placements()
        state.apply(Place(*legal[len(legal) // 2]) if legal else EndTurn())
    assert len(state.tiles) > 14  # the game went on placing


def test_legal_placements_with_values_outside_the_tile_set():
    board = parse_board(HELP_EXAMPLE)
    odd = {**board.tiles, board["a"]: 97}
    rack = [98, 96, 91, 3, 94]
    state = State.from_position(odd, board.specials, [rack, [7]], (5,), rack_size=5)
    assert state.legal_placements() == every_placement_the_rules_allow(state)
    assert state.legal_placements() == [((-2, 2), 94)]  # 97 - 3, where the two touch
