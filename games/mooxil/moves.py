"""The JSON form of Mooxil's moves, for saves and replays (pure)."""

from __future__ import annotations

from typing import Any

from games.mooxil.logic import Move


def move_to_json(move: Move) -> list[int]:
    """``[tile, q, r]``: the tile (free sides, or the eraser) and its cell."""
    return [move.tile, *move.cell]


def move_from_json(data: Any) -> Move:
    """The move :func:`move_to_json` wrote; ``ValueError`` on anything else."""
    if (
        not isinstance(data, list)
        or len(data) != 3
        or not all(isinstance(part, int) and not isinstance(part, bool) for part in data)
    ):
        raise ValueError(f"a Mooxil move is [tile, q, r], not {data!r}")
    tile, q, r = data
    return Move(tile, (q, r))
