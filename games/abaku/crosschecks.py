"""Cross-checks: which digits a square to fill admits, given the tiles across it.

For a square filled by a placement along a row, the tiles above and below it form the crossing
run (left and right for a column). Each digit there either puts every touching pair of that
run in an example (allowed), or not (refused) - except that a 0 in no crossing example may
still be freed by the zero rule if it belongs to an example along the placement's own line.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from games.abaku.board import BOARD_SIZE, Square, digit_multiplier, example_multiplier
from games.abaku.examples import run_is_example

EMPTY = -1  # an empty square in a line of digits

# What a digit on a square does to the crossing line through it.
ALLOWED, ZERO_NEEDS_MAIN_EXAMPLE, REFUSED = 0, 1, 2


class CrossOption(NamedTuple):
    """The effect of one digit on the crossing line of a square to fill."""

    status: int  # ALLOWED, REFUSED, or ZERO_NEEDS_MAIN_EXAMPLE (a 0 freed by the zero rule)
    points: int  # points of the crossing examples through the square
    in_example: bool  # the square belongs to a crossing example


def run_bounds(line: Sequence[int], pos: int) -> tuple[int, int]:
    """``start, stop`` of the tiles touching square ``pos`` of ``line`` in one run, the square
    itself counted (``stop - start == 1``: no neighbour in this line)."""
    start = pos
    while start > 0 and line[start - 1] != EMPTY:
        start -= 1
    stop = pos + 1
    while stop < BOARD_SIZE and line[stop] != EMPTY:
        stop += 1
    return start, stop


def cross_options(line: Sequence[int], pos: int, square: Square) -> tuple[CrossOption, ...] | None:
    """Per digit 0-9, its :class:`CrossOption` at ``pos`` of the crossing ``line``.

    ``None`` when the square has no neighbour in that line (no constraint, no points).
    """
    start, stop = run_bounds(line, pos)
    if stop - start == 1:
        return None
    before = "".join(str(digit) for digit in line[start:pos])
    after = "".join(str(digit) for digit in line[pos + 1 : stop])
    return _options(before, after, digit_multiplier(*square), example_multiplier(*square))


@lru_cache(maxsize=1 << 14)
def _options(before: str, after: str, letter: int, word: int) -> tuple[CrossOption, ...]:
    """:func:`cross_options` of a square between the digits ``before`` and ``after``, with
    the square's multipliers: memoised, as most squares keep their crossing tiles from one
    search to the next (the next turn, a clone, the look-ahead's answers)."""
    at = len(before)
    options = []
    for digit in range(10):
        text = before + str(digit) + after
        spans = [
            (i, j)
            for i in range(at + 1)
            if text[i] != "0"
            for j in range(max(at + 1, i + 2), len(text) + 1)
            if run_is_example(text[i:j])
        ]
        covers_before = not before or any(i < at for i, _ in spans)
        covers_after = not after or any(j > at + 1 for _, j in spans)
        points = sum((sum(map(int, text[i:j])) + digit * (letter - 1)) * word for i, j in spans)
        if covers_before and covers_after:
            status = ALLOWED
        elif digit == 0:
            status = ALLOWED if spans else ZERO_NEEDS_MAIN_EXAMPLE
        else:
            status = REFUSED
        options.append(CrossOption(status, points, bool(spans)))
    return tuple(options)
