"""Scenario tests on small ASCII grids (format: games/mooxil/textboard.py).

Radius-2 grids list the cells row by row:
r=-2: (0,-2) (1,-2) (2,-2); r=-1: (-1,-1) .. (2,-1); r=0: (-2,0) .. (2,0);
r=1: (-2,1) .. (1,1); r=2: (-2,2) (-1,2) (0,2). The neighbours of (0, 0) are
(1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1).
"""

import pytest

from core.engine import IllegalMove
from games.mooxil.logic import ERASER, EndReason, MooxilState, Move, level_target, new_game
from games.mooxil.textboard import board_from_text


def state_of(text, queue, level=1, seed=0):
    return MooxilState.from_board(board_from_text(text), queue, level=level, seed=seed)


def free_at(state, cell):
    return state.board.tile_at(cell).free


TWO_NEIGHBOURS = """
    .  .  .
  .  3  .  .
 .  .  .  .  .
  .  2  .  .
    .  .  .
"""


def test_a_placed_tile_links_to_every_neighbour_using_one_side_of_each():
    state = state_of(TWO_NEIGHBOURS, [3, 2, 2])
    preview = state.placement_preview((0, 0))
    assert preview.links == ((0, -1), (-1, 1))
    assert preview.free_after == 1
    assert preview.closed == () and preview.blocked == ()
    state.apply(Move(3, (0, 0)))
    assert free_at(state, (0, 0)) == 1
    assert free_at(state, (0, -1)) == 2
    assert free_at(state, (-1, 1)) == 1
    assert state.board.blocked_cells() == []


def test_a_tile_placed_alone_keeps_all_its_sides():
    state = state_of(TWO_NEIGHBOURS, [3, 2, 2])
    state.apply(Move(3, (2, -2)))
    assert free_at(state, (2, -2)) == 3


def test_the_queue_moves_on_and_shows_three_tiles():
    state = state_of(TWO_NEIGHBOURS, [3, 2, 4])
    state.apply(Move(3, (0, 0)))
    assert state.queue[:2] == [2, 4]
    assert len(state.queue) == 3
    assert state.current_tile == 2


def test_placement_refused_when_a_neighbour_has_no_free_side():
    text = """
        .  .  .
      .  0  .  .
     .  .  .  .  .
      .  2  .  .
        .  .  .
    """
    state = state_of(text, [3, 2, 2])
    assert state.fit_reason((0, 0)) == "the tile at (0, -1) has no free side left"
    with pytest.raises(IllegalMove, match="no free side left"):
        state.apply(Move(3, (0, 0)))


def test_placement_refused_when_the_tile_has_too_few_sides():
    text = """
        .  .  .
      .  2  2  .
     .  .  .  .  .
      .  2  .  .
        .  .  .
    """
    state = state_of(text, [2, 3, 3])
    assert state.fit_reason((0, 0)) == "the tile has 2 free sides but 3 neighbours"
    assert Move(2, (0, 0)) not in state.legal_moves()


def test_other_refusals_say_why():
    text = """
        .  .  .
      .  2  .  .
     .  .  #  .  .
      .  .  .  .
        .  .  .
    """
    state = state_of(text, [1, 3, 3])
    assert state.fit_reason((0, 0)) == "(0, 0) is a blocked cell"
    assert state.fit_reason((0, -1)) == "the cell (0, -1) already holds a tile"
    assert state.fit_reason((5, 5)) == "the cell (5, 5) is not on the grid"
    assert state.fit_reason((0, -2)) is None
    with pytest.raises(IllegalMove, match="current tile is the 1-tile"):
        state.apply(Move(3, (0, -2)))


CLOSING = """
    .  .  .
  .  1  .  .
 .  .  .  .  .
  .  .  .  3
    .  .  .
"""

AFTER_CLOSING = """
    #  #  .
  #  0  #  .
 .  #  0  #  .
  .  #  #  3
    .  .  .
"""


def test_closing_tiles_block_their_empty_neighbours():
    state = state_of(CLOSING, [1, 2, 2])
    preview = state.placement_preview((0, 0))
    assert set(preview.closed) == {(0, -1), (0, 0)}
    state.apply(Move(1, (0, 0)))
    assert state.board == board_from_text(AFTER_CLOSING)
    assert set(preview.blocked) == set(state.board.blocked_cells())


def test_erasing_a_tile_reopens_its_neighbours_and_keeps_blocked_cells():
    state = state_of(AFTER_CLOSING, [ERASER, 2, 2])
    state.apply(Move(ERASER, (0, 0)))
    expected = """
        #  #  .
      #  1  #  .
     .  #  .  #  .
      .  #  #  3
        .  .  .
    """
    assert state.board == board_from_text(expected)
    assert state.fits((0, 0))


def test_an_unblocked_cell_next_to_a_closed_tile_stays_unusable():
    state = state_of(AFTER_CLOSING, [ERASER, 2, 2])
    state.apply(Move(ERASER, (1, -1)))
    assert not state.board.is_blocked((1, -1))
    assert state.fit_reason((1, -1)) == "the tile at (0, -1) has no free side left"


def test_the_eraser_takes_tiles_and_blocked_cells_but_not_endtiles():
    text = """
        .  .  .
      .  E2  .  .
     .  .  #  .  .
      .  2  .  .
        .  .  .
    """
    state = state_of(text, [ERASER, 2, 2])
    assert state.fit_reason((0, -1)) == "the endtile at (0, -1) cannot be erased"
    assert "nothing to erase" in state.fit_reason((1, 0))
    assert state.target_cells() == [(0, 0), (-1, 1)]


def test_an_eraser_with_nothing_to_erase_is_discarded():
    text = """
        .  .  .
      .  E2  .  .
     .  .  .  .  .
      .  .  .  .
        .  E1  .
    """
    state = state_of(text, [ERASER, ERASER, 3])
    assert state.current_tile == 3
    assert state.discarded_erasers == 2
    assert len(state.queue) == 3


ENDTILES_ONE_APART = """
    .  .  .
  .  E1  .  .
 .  .  .  .  .
  .  E1  .  .
    .  .  .
"""


def test_level_ends_when_every_tile_is_closed():
    assert level_target(1) > 185, "this scenario expects level 1 to be failed"
    state = state_of(ENDTILES_ONE_APART, [2, 3, 3])
    state.apply(Move(2, (0, 0)))
    result = state.results[-1]
    assert result.reason is EndReason.ALL_CLOSED
    parts = result.breakdown
    assert (parts.tiles, parts.endtiles, parts.largest_group, parts.free_sides) == (1, 2, 3, 0)
    assert parts.endtiles_linked and parts.all_closed
    # base 5 + group 15 + endtile bonus 161 + closed bonus 1*4*1
    assert result.score == 185
    assert not result.passed
    assert state.is_terminal() and state.current_player is None
    assert state.scores() == [185]
    with pytest.raises(IllegalMove, match="game is over"):
        state.apply(Move(3, (1, 1)))


def test_reaching_the_target_moves_on_to_the_next_level():
    bonus_board = ENDTILES_ONE_APART.replace(" .  .  .  .  .", " .  .  .+5000  .  .", 1)
    state = state_of(bonus_board, [2, 3, 3], seed=7)
    state.apply(Move(2, (0, 0)))
    assert state.results[0].score == 185 + 5000
    assert state.results[0].passed
    assert state.level == 2 and not state.is_terminal()
    fresh = new_game(7, level=2)
    assert state.board == fresh.board and state.queue == fresh.queue
    assert state.game_score == 5185
    assert state.results[0].board.tile_at((0, 0)).free == 0


NO_WAY_OUT = """
  #  E1
 #  .  #
  #  #
"""


def test_level_ends_when_no_free_side_can_be_reached():
    state = state_of(NO_WAY_OUT, [3, 2, 2])
    state.apply(Move(3, (0, 0)))
    result = state.results[-1]
    assert result.reason is EndReason.NO_REACHABLE_SIDE
    # N=1, E=1, G=2, S=2: 5 + 10 + endtile bonus (10+1+500+50)//10+100 = 156, - 4
    assert result.score == 167


def test_an_eraser_in_hand_keeps_the_level_going():
    state = state_of(NO_WAY_OUT, [3, ERASER, 2])
    state.apply(Move(3, (0, 0)))
    assert not state.results
    assert state.current_tile == ERASER
    assert (0, 0) in state.target_cells() and (1, -1) not in state.target_cells()


def test_level_ends_when_the_current_tile_fits_nowhere():
    text = """
      .  E2
     #  .  2
      #  #
    """
    state = state_of(text, [2, 1, 1])
    state.apply(Move(2, (0, -1)))
    assert state.results[-1].reason is EndReason.NO_PLACE


def test_groups_and_the_endtile_link_are_visible():
    text = """
        .  .  .
      .  E1  .  .
     .  1  .  .  .
      .  .  .  .
        1  1  E2
    """
    state = state_of(text, [3, 3, 3])
    assert state.largest_group() == frozenset({(-2, 2), (-1, 2), (0, 2)})
    assert not state.endtiles_linked()
    state.apply(Move(3, (-1, 1)))
    assert state.endtiles_linked()
    assert state.largest_group() == frozenset({(0, -1), (-1, 0), (-1, 1), (-2, 2), (-1, 2), (0, 2)})


def test_live_breakdown_counts_the_board():
    text = """
        .  .  .
      .  E0  .  .
     .  2+30  .  .  .
      .  E1  S0  .
        .  .  .
    """
    state = state_of(text, [3, 3, 3], level=2)
    parts = state.score_breakdown()
    # Tiles: (0,-1) E0, (-1,0) 2 on a 30-point bonus cell, (-1,1) E1, (0,1) closed 6-tile.
    # One group of all four; N=2, E=2, G=4, S=3, bonus 30, one closed 6-tile.
    assert (parts.tiles, parts.endtiles, parts.largest_group, parts.free_sides) == (2, 2, 4, 3)
    assert parts.endtiles_linked and parts.covered_bonus == 30
    assert parts.closed_six_tiles == 1 and not parts.all_closed
    assert parts.total == 2 * 6 + 5 * 4 + 219 + 30 + 100 - 6
