"""Checking and scoring one placement of digits on an Abaku board.

This is the referee: given the board before a move and the new tiles, it either explains in a
player's words why the placement is refused (:class:`IllegalMove`) or lists the examples the
move forms with their points. The move generator finds placements much faster, and the tests
check it against this module.

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
    square_name,
)
from games.abaku.examples import example_text, run_is_example

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
    _check_squares(board, new)
    direction = _check_one_line(board, new)
    _check_contact(board, new)
    merged = {**board, **new}
    examples = _examples_of_move(merged, new, direction)
    _check_every_tile_in_an_example(new, examples)
    _check_adjacencies(merged, new, examples)
    return PlacementResult(tuple(examples))


def _check_squares(board: Mapping[Square, int], new: Mapping[Square, int]) -> None:
    if not new:
        raise IllegalMove("Place at least one tile.")
    if len(new) > MAX_TILES_PER_MOVE:
        raise IllegalMove(f"A move places at most {MAX_TILES_PER_MOVE} tiles.")
    for square, digit in sorted(new.items()):
        if not on_board(*square):
            raise IllegalMove(f"{square_name(*square)} is off the board.")
        if digit not in range(10):
            raise IllegalMove(f"A tile shows a digit 0 to 9, not {digit!r}.")
        if square in board:
            raise IllegalMove(f"{square_name(*square)} already holds a tile.")


def _check_one_line(board: Mapping[Square, int], new: Mapping[Square, int]) -> tuple[int, int]:
    """The direction of the move's line (ACROSS for a single tile); refuses gaps."""
    rows = {row for row, _ in new}
    cols = {col for _, col in new}
    if len(rows) > 1 and len(cols) > 1:
        raise IllegalMove("All tiles of one move must lie in one row or one column.")
    direction = ACROSS if len(rows) == 1 else DOWN
    first, last = min(new), max(new)
    square = first
    while square != last:
        square = (square[0] + direction[0], square[1] + direction[1])
        if square not in new and square not in board:
            raise IllegalMove(
                f"The tiles must form one unbroken line, but {square_name(*square)} "
                "between them is empty."
            )
    return direction


def _check_contact(board: Mapping[Square, int], new: Mapping[Square, int]) -> None:
    if not board:
        if len(new) < 2:
            raise IllegalMove("The first move needs at least 2 tiles.")
        if CENTRE not in new:
            raise IllegalMove(
                f"The first move must cover the centre square {square_name(*CENTRE)}."
            )
        return
    if not any(neighbour in board for square in new for neighbour in neighbours(square)):
        raise IllegalMove("At least one new tile must touch a tile already on the board.")


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
) -> None:
    covered = {cell for example in examples for cell in example.squares}
    for square, digit in sorted(new.items()):
        if square not in covered:
            raise IllegalMove(f"The {digit} on {square_name(*square)} is not part of any example.")


def _check_adjacencies(
    merged: Mapping[Square, int], new: Mapping[Square, int], examples: list[FormedExample]
) -> None:
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
            reading = "left to right" if before[0] == after[0] else "top to bottom"
            raise IllegalMove(
                f"The {merged[before]} on {square_name(*before)} and the {merged[after]} on "
                f"{square_name(*after)} touch, but no example reading {reading} contains both."
            )
