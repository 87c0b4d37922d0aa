"""ASCII pictures of Abaku boards, for tests and the move generator's regression file.

A board is written as rows of digits and dots (``.`` is an empty square), optionally cropped:
the text ``at=(row, col)`` of :func:`parse_board` places the picture's top-left corner on the
board, so a small scenario reads as what it is::

    parse_board('''
        642
        ..4
    ''', at=(7, 6))   # {(7, 6): 6, (7, 7): 4, (7, 8): 2, (8, 8): 4}
"""

from __future__ import annotations

from collections.abc import Mapping

from games.abaku.board import BOARD_SIZE, Square, on_board


def parse_board(text: str, at: Square = (0, 0)) -> dict[Square, int]:
    """Read a picture of digits and dots into square -> digit, top-left corner at ``at``."""
    rows = [line.strip() for line in text.strip().splitlines() if line.strip()]
    board = {}
    for dr, line in enumerate(rows):
        for dc, mark in enumerate(line):
            square = (at[0] + dr, at[1] + dc)
            if mark == ".":
                continue
            if not mark.isdigit():
                raise ValueError(f"unexpected {mark!r} in a board picture (digits and dots only)")
            if not on_board(*square):
                raise ValueError(f"the picture reaches {square}, off the board")
            board[square] = int(mark)
    return board


def format_board(board: Mapping[Square, int]) -> str:
    """The whole board as 15 lines of digits and dots."""
    return "\n".join(
        "".join(str(board[(row, col)]) if (row, col) in board else "." for col in range(BOARD_SIZE))
        for row in range(BOARD_SIZE)
    )
