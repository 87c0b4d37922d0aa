"""Axial hex math: neighbours, distance, rings, rotation, reflection, vertices, pixel layouts."""

import itertools
import math

from hypothesis import given
from hypothesis import strategies as st

from core import hexgrid as hg

coord = st.integers(-30, 30)
cells = st.tuples(coord, coord)


def test_neighbour_order_is_the_rules_cyclic_order():
    assert hg.neighbours((0, 0)) == [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def test_hexagon_of_radius_r_has_3r_r_plus_1_plus_1_cells():
    for radius in range(0, 9):
        cells_ = hg.hexagon(radius)
        assert len(cells_) == 3 * radius * (radius + 1) + 1
        assert len(set(cells_)) == len(cells_)
        assert all(hg.in_hexagon(c, radius) for c in cells_)
    assert len(hg.hexagon(7)) == 169


@given(cells)
def test_every_neighbour_is_at_distance_one(cell):
    for other in hg.neighbours(cell):
        assert hg.distance(cell, other) == 1


@given(cells)
def test_consecutive_neighbours_touch_so_pairs_are_vertices(cell):
    pairs = hg.vertex_pairs(cell)
    assert len(pairs) == 6
    for a, b in pairs:
        assert hg.distance(a, b) == 1
        assert hg.distance(a, cell) == hg.distance(b, cell) == 1
    assert len({frozenset(pair) for pair in pairs}) == 6


@given(cells, cells, cells)
def test_distance_is_a_metric(a, b, c):
    assert hg.distance(a, a) == 0
    assert hg.distance(a, b) == hg.distance(b, a)
    assert hg.distance(a, c) <= hg.distance(a, b) + hg.distance(b, c)


@given(cells, st.integers(0, 8))
def test_ring_holds_exactly_the_cells_at_that_distance(center, radius):
    ring = hg.ring(center, radius)
    assert len(ring) == max(1, 6 * radius)
    assert len(set(ring)) == len(ring)
    assert all(hg.distance(center, c) == radius for c in ring)
    for a, b in itertools.pairwise(ring):
        assert hg.distance(a, b) == 1


def test_spiral_covers_the_hexagon():
    assert sorted(hg.spiral((0, 0), 3)) == sorted(hg.hexagon(3))


@given(cells, cells)
def test_rotation_keeps_distances_and_six_turns_are_identity(cell, center):
    turned = hg.rotate_cw(cell, center)
    assert hg.distance(turned, center) == hg.distance(cell, center)
    assert hg.rotate_cw(cell, center, 6) == cell
    assert hg.rotate_ccw(turned, center) == cell


def test_rotating_clockwise_walks_the_neighbours_backwards():
    # on screen with r downward, (1,0) is at 4 o'clock (flat-top) and (0,1) at 6 o'clock
    assert hg.rotate_cw((1, 0)) == (0, 1)
    assert hg.rotate_cw((0, 1)) == (-1, 1)
    layout = hg.Layout(flat=True, size=10)
    for cell in hg.neighbours((0, 0)):
        x1, y1 = layout.to_pixel(cell)
        x2, y2 = layout.to_pixel(hg.rotate_cw(cell))
        angle = math.degrees(math.atan2(y2, x2) - math.atan2(y1, x1)) % 360
        assert round(angle) == 60  # +60 degrees in screen coordinates is clockwise


@given(cells)
def test_reflections_are_involutions_that_keep_length(cell):
    for reflect in (hg.reflect_q, hg.reflect_r, hg.reflect_s):
        assert reflect(reflect(cell)) == cell
        assert hg.length(reflect(cell)) == hg.length(cell)
    assert hg.reflect_q((2, -1))[0] == 2


@given(cells, st.booleans(), st.floats(5, 60))
def test_pixel_round_trip_picks_the_same_cell(cell, flat, size):
    layout = hg.Layout(flat=flat, size=size, origin=(300.0, 200.0))
    x, y = layout.to_pixel(cell)
    assert layout.from_pixel(x, y) == cell
    for cx, cy in layout.corners(cell, inset=size * 0.2):
        assert layout.from_pixel(cx, cy) == cell


@given(cells, st.booleans())
def test_points_near_a_centre_pick_it(cell, flat):
    layout = hg.Layout(flat=flat, size=20)
    x, y = layout.to_pixel(cell)
    for dx, dy in ((8, 0), (-8, 0), (0, 8), (0, -8), (6, 6)):
        assert layout.from_pixel(x + dx, y + dy) == cell


def test_flat_layout_neighbours_are_at_the_clock_positions_of_the_tetrhex_rules():
    layout = hg.Layout(flat=True, size=10)
    x, y = layout.to_pixel((0, -1))
    assert abs(x) < 1e-9 and y < 0  # N at 12 o'clock
    x, y = layout.to_pixel((1, 0))
    assert x > 0 and y > 0  # SE at 4 o'clock


def test_fit_layout_keeps_every_cell_inside_the_box():
    box = (100, 50, 400, 300)
    cells_ = hg.hexagon(4)
    layout = hg.fit_layout(cells_, True, box)
    for cell in cells_:
        for x, y in layout.corners(cell):
            assert 100 - 1e-6 <= x <= 500 + 1e-6
            assert 50 - 1e-6 <= y <= 350 + 1e-6
