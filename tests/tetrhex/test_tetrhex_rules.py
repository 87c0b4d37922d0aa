"""Every formula and worked number of rules/tetrhex.md, and the board and piece data."""

import pytest

from core.hexgrid import neighbours, reflect_q, rotate_cw
from games.tetrhex import logic
from games.tetrhex.geometry import cell_at, column_range, lowest_height
from games.tetrhex.logic import (
    PIECES,
    SHAPES,
    board_cells,
    bomb_threshold,
    contact_points,
    drop_points,
    explosion_points,
    gravity_ticks,
    height,
    line_points,
    lines,
    v_shift,
)
from games.tetrhex.pieces import COLOURS, spawn_pivot

EDGES = (6, 7, 8, 9)


# ------------------------------------------------------------------------------- the board


@pytest.mark.parametrize(("edge", "count"), [(6, 91), (7, 127), (8, 169), (9, 217)])
def test_cell_counts(edge, count):
    assert len(board_cells(edge)) == count
    radius = edge - 1
    assert len(board_cells(edge)) == 3 * radius * (radius + 1) + 1


@pytest.mark.parametrize("edge", EDGES)
def test_bottom_corner_is_height_zero_and_top_corner_is_2r(edge):
    radius = edge - 1
    assert height(edge, (0, radius)) == 0
    assert height(edge, (0, -radius)) == 2 * radius
    assert max(height(edge, c) for c in board_cells(edge)) == 2 * radius
    assert min(height(edge, c) for c in board_cells(edge)) == 0


@pytest.mark.parametrize("edge", EDGES)
def test_height_counts_the_cells_below_in_the_column(edge):
    cells = board_cells(edge)
    for q, r in cells:
        below = sum(1 for (q2, r2) in cells if q2 == q and r2 > r)
        assert height(edge, (q, r)) == below


def test_line_lengths_for_edge_6():
    assert [len(line) for line in lines(6)] == [11, 11, 11, 11, 11, 11, 9, 7, 5, 3]


@pytest.mark.parametrize("edge", EDGES)
def test_lines_shrink_by_two_above_r_and_exclude_the_top_corner(edge):
    radius = edge - 1
    found = lines(edge)
    assert len(found) == 2 * radius
    expected = [2 * radius + 1] * (radius + 1) + [2 * radius + 1 - 2 * k for k in range(1, radius)]
    assert [len(line) for line in found] == expected
    assert (0, -radius) not in set().union(*found)
    for h, line in enumerate(found):
        assert all(height(edge, cell) == h for cell in line)


def test_a_line_is_a_v_parallel_to_the_two_lower_edges():
    # Line 0 of edge 6 runs along the bottom-left edge (r = 5) to the bottom corner, then up
    # the bottom-right edge (q + r = 5).
    line = lines(6)[0]
    assert line == {(q, 5) for q in range(-5, 1)} | {(q, 5 - q) for q in range(0, 6)}


# ------------------------------------------------------------------------------- V-moves


def test_v_right_goes_up_the_slope_on_the_right_side():
    cells = frozenset({(1, 3), (2, 2)})  # both at height 1 of edge 6
    moved = v_shift(6, cells, +1)
    assert moved == {(2, 2), (3, 1)}  # NE translation
    assert lowest_height(6, moved) == lowest_height(6, cells) == 1


def test_v_right_goes_down_the_slope_on_the_left_side():
    cells = frozenset({(-3, 4), (-3, 3)})  # lowest hexagon (-3, 4) at height 1
    moved = v_shift(6, cells, +1)
    assert moved == {(-2, 4), (-2, 3)}  # SE translation
    assert lowest_height(6, moved) == 1


def test_v_left_mirrors_v_right():
    right_side = frozenset({(2, 2), (2, 1)})
    assert v_shift(6, right_side, -1) == {(1, 3), (1, 2)}  # SW
    left_side = frozenset({(-1, 5)})
    assert v_shift(6, left_side, -1) == {(-2, 5)}  # NW


@pytest.mark.parametrize("edge", EDGES)
def test_v_moves_keep_the_height_everywhere(edge):
    for shape in SHAPES:
        for rotation in range(6):
            for pivot in board_cells(edge):
                cells = [(pivot[0] + q, pivot[1] + r) for q, r in shape.orientations[rotation]]
                for direction in (-1, 1):
                    moved = v_shift(edge, cells, direction)
                    assert lowest_height(edge, moved) == lowest_height(edge, cells)


# ------------------------------------------------------------------------------ the pieces


def _normal(cells):
    q0 = min(q for q, _ in cells)
    r0 = min(r for q, r in cells if q == q0)
    return frozenset((q - q0, r - r0) for q, r in cells)


def _rotations(cells):
    return {_normal([rotate_cw(c, (0, 0), k) for c in cells]) for k in range(6)}


def _all_tetrahexes():
    shapes = {frozenset({(0, 0)})}
    for _ in range(3):
        shapes = {_normal(s | {n}) for s in shapes for c in s for n in neighbours(c) if n not in s}
    return shapes


def test_the_ten_pieces_are_the_one_sided_tetrahexes():
    assert len(PIECES) == 10
    assert all(len(piece) == 4 for piece in PIECES)
    classes = [frozenset(_rotations(piece)) for piece in PIECES]
    assert len(set(classes)) == 10  # no two pieces are rotations of each other
    one_sided = {frozenset(_rotations(s)) for s in _all_tetrahexes()}
    assert set(classes) == one_sided


def test_colour_is_fixed_by_the_free_shape():
    def free_class(cells):
        mirrored = [reflect_q(c) for c in cells]
        return frozenset(_rotations(cells) | _rotations(mirrored))

    by_colour = {}
    for shape, piece in zip(SHAPES, PIECES, strict=True):
        by_colour.setdefault(shape.colour, set()).add(free_class(piece))
    assert sorted(by_colour) == list(range(COLOURS))
    assert all(len(classes) == 1 for classes in by_colour.values())
    assert len({next(iter(c)) for c in by_colour.values()}) == 7
    chiral = [colour for colour in range(7) if sum(s.colour == colour for s in SHAPES) == 2]
    assert len(chiral) == 3


def test_each_piece_contains_its_pivot_and_mirror_pairs_are_mirror_images():
    for shape in SHAPES:
        assert shape.pivot in shape.spawn
    pairs = [(a, b) for a in SHAPES for b in SHAPES if a.colour == b.colour and a is not b]
    for a, b in pairs:
        mirrored = {(-q, r + q) for q, r in a.spawn}  # left-right mirror of flat-top cells
        assert mirrored == set(b.spawn)


@pytest.mark.parametrize("edge", EDGES)
def test_spawns_fit_around_the_top_corner_centred_on_column_0(edge):
    radius = edge - 1
    for shape in SHAPES:
        pivot = spawn_pivot(shape, edge)
        cells = [(pivot[0] + q, pivot[1] + r) for q, r in shape.orientations[0]]
        assert set(cells) <= board_cells(edge)
        columns = [q for q, _ in cells]
        assert abs(min(columns) + max(columns)) <= 1
        assert lowest_height(edge, cells) >= 2 * radius - 3


@pytest.mark.parametrize("edge", EDGES)
def test_no_placement_of_a_shape_near_the_top_is_higher_than_its_spawn(edge):
    """ "As high as possible": no centred placement has a higher lowest hexagon."""
    for shape in SHAPES:
        pivot = spawn_pivot(shape, edge)
        spawn = [(pivot[0] + q, pivot[1] + r) for q, r in shape.orientations[0]]
        best = lowest_height(edge, spawn)
        for rotation in range(6):
            for anchor in board_cells(edge):
                cells = [(anchor[0] + q, anchor[1] + r) for q, r in shape.orientations[rotation]]
                columns = [q for q, _ in cells]
                if set(cells) <= board_cells(edge) and abs(min(columns) + max(columns)) <= 1:
                    assert lowest_height(edge, cells) <= best


# ------------------------------------------------------------------------------- the numbers


def test_gravity_worked_numbers():
    assert gravity_ticks(0) == 60
    assert gravity_ticks(10) == 15
    assert gravity_ticks(20) == 4
    assert gravity_ticks(30) == 1


def test_gravity_formula_and_monotony():
    for level in range(31):
        assert gravity_ticks(level) == max(1, round(60 * 0.87**level))
    assert all(gravity_ticks(a) >= gravity_ticks(a + 1) for a in range(30))


@pytest.mark.parametrize(
    ("lines_made", "off", "on"), [(1, 2, 1), (2, 5, 3), (3, 10, 6), (4, 20, 13)]
)
def test_line_points_tables(lines_made, off, on):
    for level in (0, 7, 30):
        assert line_points(lines_made, level, radar=False) == off * (level + 10) ** 2
        assert line_points(lines_made, level, radar=True) == on * (level + 10) ** 2


def test_line_points_beyond_four_lines_add_f4():
    # f(k) = f(4) + f(k - 4): f(5) = 20 + 2, f(8) = 20 + 20, f(9) = 20 + 20 + 2
    assert line_points(5, 0, radar=False) == 22 * 100
    assert line_points(8, 0, radar=False) == 40 * 100
    assert line_points(9, 0, radar=False) == 42 * 100
    assert line_points(6, 2, radar=True) == (13 + 3) * 144
    assert line_points(0, 5, radar=False) == 0


def test_contact_points():
    assert contact_points(8, 0) == (8 * 10) ** 2 // 128 == 50
    assert contact_points(10, 5) == (10 * 15) ** 2 // 128 == 175
    assert contact_points(7, 3) == 8281 // 128 == 64


def test_drop_and_explosion_points():
    assert drop_points(1) == 3
    assert drop_points(3) == 3
    assert drop_points(4) == 4
    assert drop_points(17) == 17
    assert explosion_points(12) == 60


def test_bomb_thresholds():
    assert [bomb_threshold(e) for e in (9, 8, 7, 6)] == [1000, 800, 600, 400]


def test_bad_edges_are_refused_with_a_message():
    with pytest.raises(ValueError, match="6, 7, 8 or 9"):
        board_cells(5)
    with pytest.raises(ValueError, match="6, 7, 8 or 9"):
        logic.Game(edge=10)


def test_cell_at_inverts_height():
    for edge in EDGES:
        for q in range(-(edge - 1), edge):
            for r in column_range(edge, q):
                assert cell_at(edge, q, height(edge, (q, r))) == (q, r)
