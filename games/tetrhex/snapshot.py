"""Checked reading of Tetrhex snapshots: each helper raises ``ValueError`` with a clear reason."""

from __future__ import annotations

from core.hexgrid import Hex
from games.tetrhex.events import Tile
from games.tetrhex.pieces import COLOURS, SHAPES, FallingPiece


def read_int(data: dict, key: str, low: int, high: int | None) -> int:
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ValueError(f"snapshot field {key!r} must be an integer >= {low}, not {value!r}")
    if high is not None and value > high:
        raise ValueError(f"snapshot field {key!r} must be at most {high}, not {value!r}")
    return value


def read_bool(data: dict, key: str) -> bool:
    if not isinstance(data[key], bool):
        raise ValueError(f"snapshot field {key!r} must be true or false")
    return data[key]


def read_list(value, length: int, what: str) -> list:
    if not isinstance(value, list) or len(value) != length:
        raise ValueError(f"{what} in a snapshot must be a list of {length}, not {value!r}")
    return value


def read_shape_and_bomb(pair: list) -> tuple[int, bool]:
    shape, bomb = read_list(pair, 2, "the next piece")
    if shape not in range(len(SHAPES)) or not isinstance(bomb, bool):
        raise ValueError(f"bad piece {pair!r} in snapshot")
    return shape, bomb


def read_piece(fields: list) -> FallingPiece:
    shape, rotation, pivot, bomb = read_list(fields, 4, "the falling piece")
    q, r = read_list(pivot, 2, "the pivot")
    read_shape_and_bomb([shape, bomb])
    if rotation not in range(6) or not isinstance(q, int) or not isinstance(r, int):
        raise ValueError(f"bad falling piece {fields!r} in snapshot")
    return FallingPiece(shape, rotation, (q, r), bomb)


def read_board(entries, cells: frozenset[Hex]) -> dict[Hex, Tile]:
    if not isinstance(entries, list):
        raise ValueError("the board in a snapshot must be a list")
    board = {}
    for entry in entries:
        q, r, colour, bomb = read_list(entry, 4, "a board hexagon")
        if (q, r) not in cells or colour not in range(COLOURS) or not isinstance(bomb, bool):
            raise ValueError(f"bad board hexagon {entry!r} in snapshot")
        board[(q, r)] = Tile(colour, bomb)
    return board
