"""Every legal placement of a rack on a board, with its points, found quickly.

The method is the one of Scrabble move generators (Appel and Jacobson), adapted to examples:

1. **Segments and searches.** In every row and column, each choice of 1 to 5 consecutive
   empty squares to fill defines a *segment*: those squares and the old tiles touching them
   in the line. It must touch the board (an old tile inside or beside it, or beside one of its
   squares); on the empty board the segments are the first moves through the centre. The
   segments that share their first square are searched together, left to right, each longer
   one continuing a shorter one; a segment that starts in the open but ends against old tiles
   is searched right to left from there instead (reading the run backwards), so that a search
   starts where old digits constrain it most.
2. **Cross-checks.** For each square to fill, the tiles above and below it (for a row; left
   and right for a column) allow only the digits that put every touching pair in an example
   in that direction. They are computed once per square with the points of those crossing
   examples, and a square that admits none of the rack's digits ends the segments through it.
3. **Depth-first filling** with rack digits. Which digit completes an example ending on the
   square being filled comes from arithmetic (:mod:`games.abaku.continuations`), not from
   trying digits. After each tile, the leftmost touching pair that no example covers must
   still be coverable: a small search looks for an example through it, finished with the
   digits the rack has left. On a segment's last square only the digits that close such an
   example are tried at all.
4. **The full check** when a segment is complete applies what remains (the zero rule, every
   new tile in an example) and adds up the points.

A wildcard is searched as the digits the rack lacks; every way the rack can supply a found
placement (a digit from a real tile or from the wildcard) is listed at the end.
:mod:`games.abaku.placement` is the slow, plain referee; the tests compare the two.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache, partial
from typing import NamedTuple

from core.ai import Budget
from games.abaku.board import BOARD_SIZE, CENTRE, Square
from games.abaku.crosschecks import EMPTY, REFUSED, CrossOption, cross_options, run_bounds
from games.abaku.placement import MAX_TILES_PER_MOVE
from games.abaku.runsearch import BACKWARD, FORWARD, Reading, RunSearch, ScoredPlace, SearchRack

__all__ = [
    "LineMemo",
    "ScoredPlace",
    "generate_placements",
    "memo_placements",
    "random_placements",
]


def generate_placements(
    board: Mapping[Square, int], rack: Sequence[int], budget: Budget | None = None
) -> list[ScoredPlace]:
    """Every legal placement of tiles from ``rack`` (digits, ``WILD``) on ``board``, scored.

    Deterministic order. A ``budget`` (one step per search of a run) may stop the search
    early, in which case the list holds the placements found so far. Without a budget the
    answer comes from :func:`_recent_placements` when the same board and rack were searched
    a moment ago.
    """
    if budget is None:
        return list(_recent_placements(frozenset(board.items()), tuple(sorted(rack))))
    return _search(board, rack, budget)


def _search(
    board: Mapping[Square, int], rack: Sequence[int], budget: Budget | None = None
) -> list[ScoredPlace]:
    generator = _Generator(board, rack)
    for lane in generator.lanes():
        if budget is not None and not budget.spend():
            break
        lane().fill()
    return generator.found


RECENT_SEARCHES = 32
"""Whole answers of :func:`generate_placements` kept. Measured with tracemalloc: about 0.55 kB
a placement, 20-320 kB an answer on the boards of a seeded game, so some 5 MB in all."""


@lru_cache(maxsize=RECENT_SEARCHES)
def _recent_placements(board: frozenset, rack: tuple[int, ...]) -> tuple[ScoredPlace, ...]:
    """The placements of ``rack`` on ``board`` (its items), remembered for the last few.

    The same position is searched again and again: by a state and its clones, by a replay or
    a loaded save of the same game, by the computer and then the hint, by each level of the
    AI tests on the same deal (a sample of the test suite asked 60 times for 15 positions).
    The answer is a pure function of the board and of the rack as a multiset (the search
    counts tiles per digit), so the sorted rack names it. ``lru_cache`` is safe to share with
    the computer's worker thread; the tuple keeps the kept answer from being changed.
    """
    return tuple(_search(dict(board), rack))


class LineMemo:
    """The placements of one rack per line of the board, kept across boards.

    A line's placements depend only on the line itself and, on each of its empty squares, on
    the tiles touching it across (the cross-checks); a board that differs from another in a
    few lines (the same position after different candidate moves) reuses the other lines.
    """

    def __init__(self, rack: Sequence[int]) -> None:
        self.rack = tuple(rack)
        self.lines: dict[tuple, list[ScoredPlace]] = {}
        self.work = 0  # tiles tried by the searches so far (see ``SearchRack.tries``)


def memo_placements(board: Mapping[Square, int], memo: LineMemo) -> list[ScoredPlace]:
    """:func:`generate_placements` of ``memo.rack`` on ``board``, the same list in the same
    order, searching only the lines that ``memo`` has not seen in this shape."""
    if not board:
        return generate_placements(board, memo.rack)
    generator = _Generator(board, memo.rack)
    for orientation in generator.orientations:
        for index in range(BOARD_SIZE):
            key = generator.line_key(orientation, index)
            known = memo.lines.get(key)
            if known is None:
                start = len(generator.found)
                for lane in generator._line(orientation, index):
                    lane().fill()
                memo.lines[key] = generator.found[start:]
            else:
                generator.found.extend(known)
    memo.work += generator.rack.tries
    return generator.found


def random_placements(
    board: Mapping[Square, int], rack: Sequence[int], rng: random.Random, runs: int = 1
) -> list[ScoredPlace]:
    """The placements of ``runs`` runs picked at random (fewer if fewer have any).

    The searches of the runs are tried in a random order until ``runs`` of them have found
    placements: a small part of the cost of :func:`generate_placements`, for players meant
    to see only part of the board.
    """
    generator = _Generator(board, rack)
    lanes = list(generator.lanes())
    rng.shuffle(lanes)
    productive = 0
    for lane in lanes:
        before = len(generator.found)
        lane().fill()
        productive += len(generator.found) > before
        if productive >= runs:
            break
    return generator.found


Lane = Callable[[], RunSearch]
"""The search of the segments of a line that share their first square, built when it is
called: building every one is most of the cost of :func:`random_placements`, which fills a
few."""


class _Orientation(NamedTuple):
    """Rows (``across``) or columns: the main lines, the crossing lines, and square names."""

    across: bool
    main: list[list[int]]
    cross: list[list[int]]
    square: Callable[[int, int], Square]


class _Generator:
    """The board as rows and columns, the rack, and the placements found so far."""

    def __init__(self, board: Mapping[Square, int], rack: Sequence[int]):
        self.board = board
        self.rack = SearchRack(rack)
        self.rack_size = min(len(rack), MAX_TILES_PER_MOVE)
        grid = [[EMPTY] * BOARD_SIZE for _ in range(BOARD_SIZE)]
        for (row, col), digit in board.items():
            grid[row][col] = digit
        columns = [list(column) for column in zip(*grid, strict=True)]
        self.orientations = (
            _Orientation(True, grid, columns, lambda line, pos: (line, pos)),
            _Orientation(False, columns, grid, lambda line, pos: (pos, line)),
        )
        self.found: list[ScoredPlace] = []

    def lanes(self) -> Iterator[Lane]:
        """The searches to run, in a fixed order."""
        if not self.board:
            yield from self._first_moves()
            return
        for orientation in self.orientations:
            for index in range(BOARD_SIZE):
                yield from self._line(orientation, index)

    def line_key(self, orientation: _Orientation, index: int) -> tuple:
        """What the placements of a line depend on: the line, and the tiles touching each of
        its empty squares across (the contiguous run through the square, where it starts)."""
        line = orientation.main[index]
        crossing = []
        for pos, digit in enumerate(line):
            if digit != EMPTY:
                continue
            cross = orientation.cross[pos]
            start, stop = run_bounds(cross, index)
            if stop - start > 1:
                crossing.append((pos, start, tuple(cross[start:stop])))
        return orientation.across, index, tuple(line), tuple(crossing)

    def _first_moves(self) -> Iterator[RunSearch]:
        """Segments of 2 to 5 squares through the centre, in its row and its column."""
        line_index, centre = CENTRE
        for orientation in self.orientations:
            for first in range(centre - self.rack_size + 1, centre + 1):
                slots = list(range(first, first + self.rack_size))
                emit = [count >= 2 and first + count > centre for count in range(1, len(slots) + 1)]
                options = [None] * len(slots)
                yield partial(self._lane, orientation, line_index, slots, options, emit, FORWARD)

    def _line(self, orientation: _Orientation, index: int) -> Iterator[Lane]:
        """The searches of the segments of one line.

        A segment whose first square follows an old tile is searched forwards; one that
        starts in the open but ends against an old tile is searched backwards from there, so
        every search starts beside old tiles, where most candidates fail at once. Segments
        open at both ends are searched forwards.
        """
        line = orientation.main[index]
        empties = [pos for pos in range(BOARD_SIZE) if line[pos] == EMPTY]
        options_at: dict[int, tuple[CrossOption, ...] | None] = {}

        def playable_run(order: list[int]) -> list[int]:
            usable = []
            for pos in order[: self.rack_size]:
                if pos not in options_at:
                    square = orientation.square(index, pos)
                    options_at[pos] = cross_options(orientation.cross[pos], index, square)
                if not self._playable(options_at[pos]):
                    break
                usable.append(pos)
            return usable

        def after_old(pos: int) -> bool:
            return pos > 0 and line[pos - 1] != EMPTY

        def before_old(pos: int) -> bool:
            return pos < BOARD_SIZE - 1 and line[pos + 1] != EMPTY

        for number, pos in enumerate(empties):
            for reading, order in ((FORWARD, empties[number:]), (BACKWARD, empties[number::-1])):
                if reading is BACKWARD and not before_old(pos):
                    continue
                slots = playable_run(order)
                emit = []
                across = False  # does a square of the segment touch a tile across?
                for count, newest in enumerate(slots, 1):
                    across = across or options_at[newest] is not None
                    if reading is FORWARD:  # slots ascend from pos
                        first, last = pos, newest
                        ours = after_old(first) or not before_old(last)
                    else:
                        first, last = newest, pos
                        ours = not after_old(first)
                    emit.append(
                        ours and self._worth_filling(orientation, line, first, last, count, across)
                    )
                if any(emit):
                    depth = max(count for count in range(1, len(slots) + 1) if emit[count - 1])
                    options = [options_at[slot] for slot in slots[:depth]]
                    lane = (orientation, index, slots[:depth], options, emit, reading)
                    yield partial(self._lane, *lane)

    def _lane(
        self,
        orientation: _Orientation,
        index: int,
        slots: list[int],
        options: list,
        emit: list[bool],
        reading: Reading,
    ) -> RunSearch:
        """The search filling ``slots`` (board positions along the line, in search order)."""
        line = orientation.main[index]
        start, stop = min(slots), max(slots) + 1
        while start > 0 and line[start - 1] != EMPTY:
            start -= 1
        while stop < BOARD_SIZE and line[stop] != EMPTY:
            stop += 1
        positions = list(range(start, stop))
        if reading is BACKWARD:
            positions.reverse()
        where = {pos: at for at, pos in enumerate(positions)}
        run = ["?" if line[pos] == EMPTY else str(line[pos]) for pos in positions]
        squares = [orientation.square(index, pos) for pos in slots]
        slot_positions = [where[pos] for pos in slots]
        return RunSearch(
            self.rack, self.found, run, slot_positions, squares, options, emit, reading
        )

    def _playable(self, options: tuple[CrossOption, ...] | None) -> bool:
        """Can some rack tile go on a square with these cross options?"""
        if options is None:
            return True
        return any(
            option.status != REFUSED and self.rack.supplies() >> digit & 1
            for digit, option in enumerate(options)
        )

    @staticmethod
    def _worth_filling(
        orientation: _Orientation,
        line: list[int],
        first: int,
        last: int,
        size: int,
        touches_across: bool,
    ) -> bool:
        """Does the segment of ``size`` squares to fill from ``first`` to ``last`` touch the
        board (``touches_across``: one of them touches a tile across), and is it not a
        duplicate single tile?"""
        touches_in_line = (
            (first > 0 and line[first - 1] != EMPTY)
            or (last < BOARD_SIZE - 1 and line[last + 1] != EMPTY)
            or last - first + 1 > size
        )
        if size == 1:
            # A single tile is generated once: in its row when it has a row neighbour.
            if orientation.across:
                return touches_in_line
            return touches_in_line and not touches_across
        return touches_in_line or touches_across
