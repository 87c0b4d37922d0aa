"""Invariants of random Mooxil play, checked with Hypothesis after every move."""

from hypothesis import given, settings
from hypothesis import strategies as st

from games.mooxil.board import EMPTY
from games.mooxil.levels import QUEUE_LENGTH
from games.mooxil.logic import ERASER, level_score, new_game


class SideLedger:
    """What the rules promise about sides: each tile keeps the sides it came with, minus one
    per neighbouring tile; cells the eraser unblocked may sit next to a closed tile."""

    def __init__(self, board):
        self.sides = {
            cell: board.tile_at(cell).free + len(tile_neighbours(board, cell))
            for cell in board.tile_cells()
        }
        self.unblocked = set()

    def record(self, board_before, move):
        if move.tile != ERASER:
            self.sides[move.cell] = move.tile
        elif board_before.tile_at(move.cell) is None:
            self.unblocked.add(move.cell)
        else:
            del self.sides[move.cell]

    def check(self, board):
        assert set(board.tile_cells()) == set(self.sides), "tiles appear or vanish"
        self.unblocked = {
            c for c in self.unblocked if board.tile_at(c) is None and not board.is_blocked(c)
        }
        for cell, sides in self.sides.items():
            free = board.tile_at(cell).free
            assert free >= 0
            assert free + len(tile_neighbours(board, cell)) == sides
            if free == 0:
                for n in empty_neighbours(board, cell):
                    assert board.is_blocked(n) or n in self.unblocked


def tile_neighbours(board, cell):
    i = board.index_of(cell)
    return [j for j in board.topo.neighbours[i] if board.free[j] != EMPTY]


def empty_neighbours(board, cell):
    i = board.index_of(cell)
    return [board.cells[j] for j in board.topo.neighbours[i] if board.free[j] == EMPTY]


def check_breakdown(parts):
    assert parts.total == level_score(
        parts.level,
        parts.tiles,
        parts.endtiles,
        parts.largest_group,
        parts.free_sides,
        parts.covered_bonus,
        parts.closed_six_tiles,
        parts.all_closed,
        parts.endtiles_linked,
    )


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    level=st.integers(1, 3),
    picks=st.lists(st.integers(0, 10**6), min_size=40, max_size=80),
)
def test_random_play_keeps_the_invariants(seed, level, picks):
    state = new_game(seed, level=level)
    ledger = SideLedger(state.board)
    endtiles = state.board.endtile_count()
    for pick in picks:
        if state.is_terminal():
            break
        moves = state.legal_moves()
        move = moves[pick % len(moves)]
        finished, before = len(state.results), state.board.copy()
        state.apply(move)
        ledger.record(before, move)
        board = state.results[-1].board if len(state.results) > finished else state.board
        ledger.check(board)
        assert board.endtile_count() == endtiles
        check_breakdown(state.score_breakdown())
        assert len(state.queue) == QUEUE_LENGTH
        if len(state.results) > finished:
            check_breakdown(state.results[-1].breakdown)
            ledger = SideLedger(state.board)
            endtiles = state.board.endtile_count()
    assert state.game_score == sum(result.score for result in state.results)
