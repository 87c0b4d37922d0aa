"""The 15 x 15 Abaku board: squares, their bonuses and their names. Pure data, no state."""

from __future__ import annotations

BOARD_SIZE = 15
LAST = BOARD_SIZE - 1  # the last row and the last column
CENTRE = (7, 7)

Square = tuple[int, int]

# One string per row, top to bottom: `d`/`t` double/triple the digit placed on the square,
# `E`/`T` double/triple every example through the tile placed there, `*` is the centre (x2).
_LAYOUT = (
    "T..t...T...d..T",
    "..d...d.d...t..",
    ".t...E.......d.",
    "d...E..d..E...t",
    "...E.......E...",
    ".....t...t..E..",
    ".d....d.d....d.",
    "T..d...*...d..T",
    ".d....d.d....d.",
    "..E..t...t.....",
    "...E.......E...",
    "t...E..d..E...d",
    ".d.......E...t.",
    "..t...d.d...d..",
    "T..d...T...t..T",
)

_DIGIT_MULTIPLIERS = {"d": 2, "t": 3}
_EXAMPLE_MULTIPLIERS = {"E": 2, "T": 3, "*": 2}
_COLUMN_LETTERS = "ABCDEFGHIJKLMNO"


def on_board(row: int, col: int) -> bool:
    return 0 <= row < BOARD_SIZE and 0 <= col < BOARD_SIZE


def neighbours(square: Square) -> list[Square]:
    """The squares beside ``square`` (up, down, left, right) that are on the board."""
    row, col = square
    candidates = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
    return [candidate for candidate in candidates if on_board(*candidate)]


def bonus(row: int, col: int) -> str:
    """The bonus of a square: one of ``""``, ``"d"``, ``"t"``, ``"E"``, ``"T"``, ``"*"``."""
    if not on_board(row, col):
        raise ValueError(f"({row}, {col}) is not a square of the {BOARD_SIZE} x {BOARD_SIZE} board")
    mark = _LAYOUT[row][col]
    return "" if mark == "." else mark


def digit_multiplier(row: int, col: int) -> int:
    """How many times a digit newly placed on this square counts (1, 2 or 3)."""
    return _DIGIT_MULTIPLIERS.get(_LAYOUT[row][col], 1)


def example_multiplier(row: int, col: int) -> int:
    """The factor a tile newly placed here applies to each example through it (1, 2 or 3)."""
    return _EXAMPLE_MULTIPLIERS.get(_LAYOUT[row][col], 1)


def square_name(row: int, col: int) -> str:
    """A player's name for a square: column letter A-O, then row number 1-15 (``H8`` = centre).

    The scene labels the board edges the same way, so refusal messages can point at squares.
    """
    if not on_board(row, col):
        return f"({row}, {col})"
    return f"{_COLUMN_LETTERS[col]}{row + 1}"
