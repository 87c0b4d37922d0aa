"""Checking and scoring one placement of digits on an Abaku board.

This is the referee: given the board before a move and the new tiles, it either says why the
placement is refused (a :class:`~games.abaku.refusals.Refusal`, whose English sentence is the
message of :class:`IllegalMove`) or lists the examples the move forms with their points. The
move generator finds placements much faster, and the tests check it against this module.

Terms: a *line* is a row (read left to right) or a column (read top to bottom); a *run* is a
maximal stretch of occupied squares in a line; the *examples of a move* are the sub-runs of
the runs through the new tiles that read as examples and contain at least one new tile.

Rulings: a single tile's move reads both its row and its column (each its own example). The
zero rule frees a touching pair when either tile is a 0 that belongs to any example of the
move, in either direction, whether the 0 is new or old; such pairs need no example. The
first move need not touch anything but must cover the centre with 2 tiles or more.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from math import prod

from core.engine import IllegalMove
from games.abaku.board import (
    CENTRE,
    Square,
    digit_multiplier,
    example_multiplier,
    neighbours,
    on_board,
)
from games.abaku.examples import example_text, run_is_example
from games.abaku.refusals import ACROSS as READ_ACROSS
from games.abaku.refusals import DOWN as READ_DOWN
from games.abaku.refusals import Refusal

MAX_TILES_PER_MOVE = 5

ACROSS = (0, 1)
DOWN = (1, 0)


@dataclass(frozen=True)
class FormedExample:
    """An example formed by a move: its squares in reading order, digits and points."""

    squares: tuple[Square, ...]
    digits: tuple[int, ...]
    points: int

    @property
    def across(self) -> bool:
        """True when it reads left to right, False when top to bottom."""
        return self.squares[0][0] == self.squares[-1][0]

    def text(self, ascii_only: bool = False) -> str:
        """The example with its symbols, e.g. ``"82 - 79 = 3"`` (``"sqrt 81 = 9"`` in ASCII)."""
        return example_text(self.digits, ascii_only)

    def to_dict(self) -> dict:
        return {
            "squares": [list(square) for square in self.squares],
            "digits": list(self.digits),
            "points": self.points,
        }

    @classmethod
    def from_dict(cls, data: Mapping) -> FormedExample:
        return cls(
            tuple((int(row), int(col)) for row, col in data["squares"]),
            tuple(int(digit) for digit in data["digits"]),
            int(data["points"]),
        )


@dataclass(frozen=True)
class PlacementResult:
    """What a legal placement forms: its examples (main line first) and total points."""

    examples: tuple[FormedExample, ...]

    @property
    def points(self) -> int:
        return sum(example.points for example in self.examples)


def analyse_placement(board: Mapping[Square, int], new: Mapping[Square, int]) -> PlacementResult:
    """Check placing ``new`` (square -> digit) on ``board`` and list what it forms.

    ``board`` is the board before the move; an empty board means the first move. Raises
    :class:`IllegalMove` with the reason when the placement breaks a rule.
    """
    found = judge_placement(board, new)
    if isinstance(found, Refusal):
        raise IllegalMove(str(found))
    return found


def placement_refusal(board: Mapping[Square, int], new: Mapping[Square, int]) -> Refusal | None:
    """Why placing ``new`` on ``board`` is refused, or ``None`` when it is legal."""
    found = judge_placement(board, new)
    return found if isinstance(found, Refusal) else None


def judge_placement(
    board: Mapping[Square, int], new: Mapping[Square, int]
) -> PlacementResult | Refusal:
    """What placing ``new`` on ``board`` forms, or the :class:`Refusal` of the first rule it
    breaks: the one decision behind :func:`analyse_placement` and :func:`placement_refusal`."""
    refusal = _check_squares(board, new)
    if refusal is not None:
        return refusal
    direction = _line_direction(board, new)
    if isinstance(direction, Refusal):
        return direction
    refusal = _check_contact(board, new)
    if refusal is not None:
        return refusal
    merged = {**board, **new}
    examples = _examples_of_move(merged, new, direction)
    refusal = _check_every_tile_in_an_example(new, examples) or _check_adjacencies(
        merged, new, examples
    )
    if refusal is not None:
        return refusal
    return PlacementResult(tuple(examples))


def _check_squares(board: Mapping[Square, int], new: Mapping[Square, int]) -> Refusal | None:
    if not new:
        return Refusal("no_tiles")
    if len(new) > MAX_TILES_PER_MOVE:
        return Refusal("too_many", {"count": MAX_TILES_PER_MOVE})
    for square, digit in sorted(new.items()):
        if not on_board(*square):
            return Refusal("off_board", {"square": square})
        if digit not in range(10):
            return Refusal("bad_digit", {"digit": digit})
        if square in board:
            return Refusal("occupied", {"square": square})
    return None


def _line_direction(
    board: Mapping[Square, int], new: Mapping[Square, int]
) -> tuple[int, int] | Refusal:
    """The direction of the move's line (ACROSS for a single tile); refuses gaps."""
    rows = {row for row, _ in new}
    cols = {col for _, col in new}
    if len(rows) > 1 and len(cols) > 1:
        return Refusal("one_line")
    direction = ACROSS if len(rows) == 1 else DOWN
    first, last = min(new), max(new)
    square = first
    while square != last:
        square = (square[0] + direction[0], square[1] + direction[1])
        if square not in new and square not in board:
            return Refusal("gap", {"square": square})
    return direction


def _check_contact(board: Mapping[Square, int], new: Mapping[Square, int]) -> Refusal | None:
    if not board:
        if len(new) < 2:
            return Refusal("first_two")
        if CENTRE not in new:
            return Refusal("first_centre", {"square": CENTRE})
        return None
    if not any(neighbour in board for square in new for neighbour in neighbours(square)):
        return Refusal("touch")
    return None


def _run_through(
    merged: Mapping[Square, int], square: Square, step: tuple[int, int]
) -> list[Square]:
    """The squares of the maximal run along ``step`` that contains ``square``."""
    row, col = square
    while (row - step[0], col - step[1]) in merged:
        row, col = row - step[0], col - step[1]
    run = []
    while (row, col) in merged:
        run.append((row, col))
        row, col = row + step[0], col + step[1]
    return run


def _lines_of_move(new: Mapping[Square, int], direction: tuple[int, int]) -> list:
    """(any new square, step) for the main line, then one crossing line per new tile."""
    cross = DOWN if direction == ACROSS else ACROSS
    first = min(new)
    return [(first, direction)] + [(square, cross) for square in sorted(new)]


def _examples_of_move(
    merged: Mapping[Square, int], new: Mapping[Square, int], direction: tuple[int, int]
) -> list[FormedExample]:
    examples = []
    for square, step in _lines_of_move(new, direction):
        run = _run_through(merged, square, step)
        text = "".join(str(merged[cell]) for cell in run)
        for start in range(len(run)):
            for stop in range(start + 2, len(run) + 1):
                cells = run[start:stop]
                if any(cell in new for cell in cells) and run_is_example(text[start:stop]):
                    examples.append(_formed(cells, merged, new))
    return examples


def _formed(
    cells: list[Square], merged: Mapping[Square, int], new: Mapping[Square, int]
) -> FormedExample:
    digits = tuple(merged[cell] for cell in cells)
    face = sum(
        digit * (digit_multiplier(*cell) if cell in new else 1)
        for cell, digit in zip(cells, digits, strict=True)
    )
    factor = prod(example_multiplier(*cell) for cell in cells if cell in new)
    return FormedExample(tuple(cells), digits, face * factor)


def _check_every_tile_in_an_example(
    new: Mapping[Square, int], examples: list[FormedExample]
) -> Refusal | None:
    covered = {cell for example in examples for cell in example.squares}
    for square, digit in sorted(new.items()):
        if square not in covered:
            return Refusal("no_example", {"digit": digit, "square": square})
    return None


def _check_adjacencies(
    merged: Mapping[Square, int], new: Mapping[Square, int], examples: list[FormedExample]
) -> Refusal | None:
    """Every touching pair with a new tile lies in one example, unless the zero rule frees it."""
    covered_pairs = {pair for example in examples for pair in pairwise(example.squares)}
    zeros_in_examples = {
        cell for example in examples for cell in example.squares if merged[cell] == 0
    }
    for square in sorted(new):
        row, col = square
        for before, after in (
            ((row, col - 1), square),
            (square, (row, col + 1)),
            ((row - 1, col), square),
            (square, (row + 1, col)),
        ):
            if before not in merged or after not in merged:
                continue
            if (before, after) in covered_pairs:
                continue
            if before in zeros_in_examples or after in zeros_in_examples:
                continue
            fields = {
                "digit": merged[before],
                "square": before,
                "other": merged[after],
                "other_square": after,
                "reading": READ_ACROSS if before[0] == after[0] else READ_DOWN,
            }
            return Refusal("adjacency", fields)
    return None
