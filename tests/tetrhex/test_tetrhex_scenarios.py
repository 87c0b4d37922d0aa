"""Scenario tests on small ASCII boards (format: games/tetrhex/ascii.py, V lines as rows).

Each row of a board is one V line (the bottom row is height 0) and each character one column
(``q = index - R``), so gravity is straight down the text and a full line is a full row.
"""

import pytest

from games.tetrhex.ascii import game_with_board, parse_board, render_board
from games.tetrhex.events import ContactDestroyed, Exploded, LinesCleared, PieceLocked
from games.tetrhex.geometry import cell_at, lowest_height
from games.tetrhex.logic import SHAPES, Action, FallingPiece, Game

BAR, BEE = 0, 7


def piece_covering(edge, shape, cells, bomb=False):
    """The falling piece of ``shape`` whose cells are exactly ``cells`` (given as (q, h))."""
    wanted = {cell_at(edge, q, h) for q, h in cells}
    for rotation in range(6):
        for pivot in wanted:
            piece = FallingPiece(shape, rotation, pivot, bomb)
            if piece.cells == wanted:
                return piece
    raise AssertionError(f"{SHAPES[shape].name} cannot cover {sorted(cells)}")


def assert_board(game, text):
    expected = parse_board(game.edge, text)
    assert dict(game.board) == expected, "\n" + render_board(game.edge, game.board)


# ------------------------------------------------------------------------------ line clears


def test_a_full_v_line_clears_and_the_hexagons_above_drop_in_their_columns():
    game = game_with_board(
        6,
        """
        b.c.......d
        aaaaa.aaaaa
        """,
    )
    game.piece = FallingPiece(BAR, 0, (0, -4), False)  # upright bar at the spawn, column 0
    assert game.act(Action.DROP)
    assert_board(
        game,
        """
        .....a.....
        .....a.....
        b.c..a....d
        """,
    )
    events = game.pop_events()
    locked = next(e for e in events if isinstance(e, PieceLocked))
    cleared = next(e for e in events if isinstance(e, LinesCleared))
    assert locked.drop == 8  # from height 7 down to 0: D = 7 - 0 + 1
    assert cleared.heights == (0,)
    assert {cell for cell, _ in cleared.tiles} == {cell_at(6, q, 0) for q in range(-5, 6)}
    assert cleared.points == 200
    assert game.score == 8 + 200
    assert game.bomb_points == 4
    assert game.lines_cleared == 1


def test_a_short_line_clears_and_only_the_columns_it_crosses_fall():
    # Line 6 of edge 6 spans columns -4..4. The bar lies along the upper right edge and
    # completes it; what is above line 6 falls one step; columns -5 and 5 stay.
    game = game_with_board(
        6,
        """
             .
            ...
           .....
          a......
         bbbbbbbb.
        a........dc
        ...........
        ...........
        ...........
        ...........
        ...........
        """,
    )
    game.piece = piece_covering(6, BAR, [(4, 6), (3, 7), (2, 8), (1, 9)])
    assert game.act(Action.DROP)
    assert_board(
        game,
        """
             .
            ...
           ...a.
          .....a.
         .a.....a.
        a........dc
        ...........
        ...........
        ...........
        ...........
        ...........
        """,
    )
    assert game.lines_cleared == 1


def test_two_lines_at_once_score_f2():
    game = game_with_board(
        6,
        """
        aaaaa.aaaaa
        aaaaa.aaaaa
        """,
        level=3,
    )
    game.piece = FallingPiece(BAR, 0, (0, -4), False)
    game.act(Action.DROP)
    assert game.lines_cleared == 2
    assert game.score == 8 + 5 * 13**2


def test_with_the_radar_on_a_line_scores_the_lower_table():
    game = game_with_board(6, "aaaaa.aaaaa", radar=True)
    game.piece = FallingPiece(BAR, 0, (0, -4), False)
    game.act(Action.DROP)
    assert game.score == 8 + 1 * 100


# ------------------------------------------------------------------------ contact destruction


def test_a_bomb_piece_destroys_its_component_and_the_loaded_components_it_touches():
    # Bar (colour a) with bombs lands upright in column 0, heights 1-4. It touches the loaded
    # c component (C at column -2 height 0, c at -1/0 and -1/1), two unloaded neighbours
    # (f at 1/1, e at 1/2, b below it), and the a at 1/3 (same colour: part of its own
    # component). The loaded D at 4/0 is not touched. Destroyed: bar 4 + c group 3 + a 1.
    game = game_with_board(
        6,
        """
        .....f.....
        ...........
        ....g.a....
        ...gg.e....
        bdf.c.fdbfd
        bdbCcbdbfD.
        """,
    )
    game.piece = piece_covering(6, BAR, [(0, 1), (0, 2), (0, 3), (0, 4)], bomb=True)
    assert game.act(Action.DROP)
    events = game.pop_events()
    contact = next(e for e in events if isinstance(e, ContactDestroyed))
    destroyed = {cell for cell, _ in contact.tiles}
    expected = {cell_at(6, q, h) for q, h in [(0, 1), (0, 2), (0, 3), (0, 4)]}
    expected |= {cell_at(6, q, h) for q, h in [(-2, 0), (-1, 0), (-1, 1), (1, 3)]}
    assert destroyed == expected
    assert contact.points == (8 * 10) ** 2 // 128 == 50
    assert contact.bomb_points == 64
    # After the columns fall, line 1 is full and clears (the old hole at -2/1 moved down).
    cleared = next(e for e in events if isinstance(e, LinesCleared))
    assert cleared.heights == (1,)
    assert_board(
        game,
        """
        ......e....
        bdb.gbdbfD.
        """,
    )
    assert game.score == 3 + 50 + 200
    assert game.bomb_points == 64


def test_older_holes_stay_holes_when_columns_fall_after_a_contact():
    # Column -3: C (destroyed) at height 0, a hole at 1, e at 2: e falls by one only.
    game = game_with_board(
        6,
        """
        ..e........
        ...........
        ..Cd.......
        """,
    )
    game.piece = piece_covering(6, BAR, [(-2, 1), (-2, 2), (-2, 3), (-2, 4)], bomb=True)
    game.act(Action.DROP)
    assert_board(
        game,
        """
        ..e........
        ...d.......
        """,
    )


def test_touching_a_loaded_group_of_its_own_colour_is_no_contact():
    # The bomb bar (colour a) joins the loaded A below it: one component, no other: no blast.
    game = game_with_board(6, "....A......")
    game.piece = piece_covering(6, BAR, [(-1, 1), (-1, 2), (-1, 3), (-1, 4)], bomb=True)
    game.act(Action.DROP)
    assert not any(isinstance(e, ContactDestroyed) for e in game.pop_events())
    assert len(game.board) == 5


def test_a_plain_piece_never_destroys():
    game = game_with_board(6, "....DB.....")
    game.piece = piece_covering(6, BAR, [(-1, 1), (-1, 2), (-1, 3), (-1, 4)])
    game.act(Action.DROP)
    assert not any(isinstance(e, ContactDestroyed) for e in game.pop_events())
    assert len(game.board) == 6


def test_a_bomb_piece_that_touches_nothing_loaded_stays_as_a_loaded_component():
    game = game_with_board(6, "....dd.....")
    game.piece = piece_covering(6, BAR, [(-1, 1), (-1, 2), (-1, 3), (-1, 4)], bomb=True)
    game.act(Action.DROP)
    assert all(game.board[c].bomb for c in game.board if game.board[c].colour == 0)
    assert len(game.board) == 6


# ------------------------------------------------------------------------------- explosion


def test_the_explosion_empties_the_board_and_scores_5_per_hexagon():
    game = game_with_board(
        6,
        """
        ..a........
        bbcdA.e....
        """,
        bombs=2,
        score=40,
    )
    game.piece = FallingPiece(BEE, 0, (0, -4), True)
    assert game.can_explode
    assert game.act(Action.EXPLODE)
    assert game.board == {}
    assert game.score == 40 + 5 * (7 + 4)
    assert game.bombs == 1
    exploded = next(e for e in game.pop_events() if isinstance(e, Exploded))
    assert len(exploded.tiles) == 11
    assert exploded.points == 55
    assert game.pieces == 2  # the next piece spawned


def test_explode_needs_a_bomb_piece_and_a_bomb():
    game = game_with_board(6, "aa.", bombs=0)
    game.piece = FallingPiece(BEE, 0, (0, -4), True)
    assert not game.act(Action.EXPLODE)
    game = game_with_board(6, "aa.", bombs=3)
    game.piece = FallingPiece(BEE, 0, (0, -4), False)
    assert not game.act(Action.EXPLODE)
    assert len(game.board) == 2


# ---------------------------------------------------------------------------------- moves


def test_v_moves_keep_the_piece_height_across_the_middle_column():
    game = game_with_board(6, "")
    game.piece = piece_covering(6, BEE, [(-4, 2), (-3, 2), (-4, 3), (-3, 3)])
    heights = [lowest_height(6, game.piece.cells)]
    columns = [min(q for q, _ in game.piece.cells)]
    while game.act(Action.RIGHT):
        heights.append(lowest_height(6, game.piece.cells))
        columns.append(min(q for q, _ in game.piece.cells))
    assert set(heights) == {2}
    assert columns == list(range(-4, columns[-1] + 1))
    assert max(q for q, _ in game.piece.cells) == 5  # stopped by the right edge of the board
    while game.act(Action.LEFT):
        assert lowest_height(6, game.piece.cells) == 2
    assert min(q for q, _ in game.piece.cells) == -5


def test_a_v_move_into_a_hexagon_does_nothing():
    game = game_with_board(6, "......a....")
    game.piece = piece_covering(6, BAR, [(0, 0), (0, 1), (0, 2), (0, 3)])
    before = game.piece
    assert not game.act(Action.RIGHT)
    assert game.piece == before


def test_diagonal_moves_are_plain_translations():
    game = game_with_board(6, "")
    piece = FallingPiece(BEE, 0, (0, -1), False)
    game.piece = piece
    assert game.act(Action.DOWN_LEFT)
    assert game.piece.pivot == (-1, 0)
    assert game.act(Action.DOWN_RIGHT)
    assert game.piece.pivot == (0, 0)


# Rotating the upright bar with pivot (0, 0) clockwise gives R0 = (1,-1) (0,0) (-1,1) (-2,2)
# (lowest hexagon (-2, 2), height 3, left of the middle): V-left is NW, V-right is SE.
R0 = {(1, -1), (0, 0), (-1, 1), (-2, 2)}
KICK_LEFT = {(0, -1), (-1, 0), (-2, 1), (-3, 2)}
KICK_RIGHT = {(2, -1), (1, 0), (0, 1), (-1, 2)}
KICK_UP = {(1, -2), (0, -1), (-1, 0), (-2, 1)}


def rotation_game(blocked):
    game = Game(6)
    data = game.to_dict()
    data["board"] = [[q, r, 3, False] for q, r in blocked]
    data["piece"] = [BAR, 0, [0, 0], False]
    return Game.from_dict(data)


@pytest.mark.parametrize(
    ("blocked", "expected"),
    [
        ([], R0),
        ([(1, -1)], KICK_LEFT),  # V-right would fit too: V-left comes first
        ([(1, -1), (-3, 2)], KICK_RIGHT),
        ([(1, -1), (-3, 2), (2, -1)], KICK_UP),
    ],
)
def test_rotation_kicks_apply_in_the_stated_order(blocked, expected):
    game = rotation_game(blocked)
    assert game.act(Action.ROTATE_CW)
    assert game.piece.cells == expected
    assert game.piece.rotation == 1


def test_a_rotation_that_fits_nowhere_does_nothing():
    game = rotation_game([(1, -1), (-3, 2), (2, -1), (1, -2)])
    before = game.piece
    assert not game.act(Action.ROTATE_CW)
    assert game.piece == before


def test_counter_clockwise_undoes_clockwise_in_the_open():
    game = rotation_game([])
    game.act(Action.ROTATE_CW)
    game.act(Action.ROTATE_CCW)
    assert game.piece == FallingPiece(BAR, 0, (0, 0), False)


# --------------------------------------------------------------------------- game over


def test_the_game_is_lost_when_the_next_piece_cannot_appear():
    game = game_with_board(
        6,
        """
             a
            aaa
           a...a
          .......
         .........
        ...........
        ...........
        ...........
        ...........
        ...........
        ...........
        """,
        piece=piece_covering(6, BAR, [(-5, 0), (-5, 1), (-5, 2), (-5, 3)]),
    )
    game.act(Action.DROP)
    assert game.over
    assert not game.aborted
    assert game.piece is None
    assert not game.act(Action.LEFT)
    ticks = game.ticks
    game.tick()
    assert game.ticks == ticks
