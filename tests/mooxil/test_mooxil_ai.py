"""The hint player: legal, deterministic, sensible, and stronger than random play."""

import random
import statistics

from hypothesis import given, settings
from hypothesis import strategies as st

from games.mooxil import ai
from games.mooxil.evaluation import QuickRanker, Weights, potential
from games.mooxil.logic import ERASER, MooxilState, new_game
from games.mooxil.textboard import board_from_text


def test_the_hint_is_a_legal_move_and_always_the_same():
    state = new_game(4, level=2)
    for _ in range(5):
        move = ai.hint(state)
        assert move in state.legal_moves()
        assert ai.hint(state.clone()) == move
        state.apply(move)


def test_the_hint_links_the_endtiles_when_one_tile_can():
    text = """
        .  .  .
      .  E2  .  .
     .  .  .  .  .
      .  E2  .  .
        .  .  .
    """
    state = MooxilState.from_board(board_from_text(text), [3, 3, 3])
    move = ai.hint(state)
    assert move.cell in {(0, 0), (-1, 0)}, "the two cells next to both endtiles"
    state.apply(move)
    assert state.endtiles_linked()


def test_the_hint_never_depends_on_a_tile_the_player_cannot_see():
    # its look-ahead played the third shown tile on a copy that drew the real fourth tile: in
    # game 0 after 28 tiles, whether that fourth tile fitted changed the hint
    for seed in (0, 2):
        state = new_game(seed, level=1)
        for _ in range(32):
            ranked = ai.ranked_moves(state)
            other = state.clone()
            other.rng = random.Random(1000)  # the same board and queue, other hidden tiles
            assert ai.ranked_moves(other) == ranked, (seed, len(state.board.tile_cells()))
            state.apply(ranked[0][1])


def test_the_hint_uses_the_eraser_on_something_erasable():
    state = MooxilState.from_board(board_from_text("  #  E1\n #  2  .\n  .  ."), [ERASER, 2, 2])
    move = ai.hint(state)
    assert move.tile == ERASER and move.cell in {(0, -1), (-1, 0), (0, 0)}


def test_a_tiny_time_limit_still_gives_a_legal_move():
    state = new_game(8, level=5)
    assert ai.hint(state, time_limit=0.0) in state.legal_moves()


def test_every_computer_level_plays_legal_moves():
    state = new_game(2)
    for level in range(1, 9):
        assert ai.choose(state, level, seed=level) in state.legal_moves()


def level_score_with(level, seed):
    state = new_game(seed)
    turn = 0
    while not state.results:
        state.apply(ai.choose(state, level, seed=seed * 1000 + turn))
        turn += 1
    return state.results[0].score


def test_the_hint_player_beats_random_play():
    seeds = range(3)
    random_play = statistics.mean(level_score_with(1, seed) for seed in seeds)
    hinted = statistics.mean(level_score_with(8, seed) for seed in seeds)
    assert hinted > random_play + 100


NO_LINK_DISTANCE = Weights(link_step=0.0, link_near=0.0)
"""Weights under which the link term is the endtile bonus once linked, else nothing."""


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), level=st.integers(1, 6), steps=st.integers(0, 30))
def test_quick_placement_estimates_are_exact_apart_from_link_distances(seed, level, steps):
    """The quick ranker works out the potential's change locally; only the link distances
    are estimated (the hint player checks its best moves exactly)."""
    state = new_game(seed, level=level)
    for _ in range(steps):
        moves = state.legal_moves()
        state.apply(moves[(seed + len(moves)) % len(moves)])
        if state.results:
            return
    board, tile = state.board, state.current_tile
    if tile == ERASER:
        return
    ranker = QuickRanker(board, level, NO_LINK_DISTANCE)
    base = potential(board, level, NO_LINK_DISTANCE)
    for i in board.fitting_cells(tile):
        after = board.copy()
        after.place(i, tile)
        exact = potential(after, level, NO_LINK_DISTANCE) - base
        assert abs(ranker.placement(i, tile) - exact) < 1e-6
