"""Checkpoints written into a replay file, so that a viewer seeks anywhere in a long replay at
once, before the replay's check has got there.

While a game is recorded, :func:`pack` keeps the game every :data:`EVERY` ticks, and once
more at its end. A packed checkpoint leaves out what the recording already says (edge, start
level, seed) and the random generator's 2.5 KB of state: a game draws nothing from it but its
pieces (:func:`games.tetrhex.logic.draw_piece`), so its state is the seed's after
``pieces + 1`` draws, rebuilt on restore. The board is one letter a cell, as
:mod:`games.tetrhex.ascii` writes it. A checkpoint is about 300 bytes: ~75 KB an hour of play.
Measured (``tools/bench.py --replay-only --replay-minutes 300``, load ~6 on two cores): a
300-minute bot game's replay, 180,001 inputs and 1,201 checkpoints (78 KB an hour) in 1.83 MB,
opens in 27 ms and seeks anywhere before its check in 12 ms at the median, 101 ms at most.

They come from a file, so they are hostile input. :func:`read` checks their shape and every
bound that costs time on restore (the piece count the generator is rebuilt from) when the file
is read; :meth:`Restorer.restore` rebuilds a game through :meth:`Game.from_dict`, which checks
the rest; and they never decide whether a replay is right: its check plays it from the start
and compares its game with each stored checkpoint as it passes its tick
(:class:`games.tetrhex.recording.Check`); one that differs makes the replay wrong.
"""

from __future__ import annotations

import bisect
import random

from core.engine import rng_from_state, rng_state_to_json
from games.tetrhex.ascii import COLOUR_LETTERS
from games.tetrhex.geometry import board_cells
from games.tetrhex.logic import MAX_TICKS, SNAPSHOT_VERSION, Game, draw_piece
from games.tetrhex.scoring import LOCK_DELAY

EVERY = 900  # ticks between two checkpoints (15 s of play): a seek steps at most this many
MAX_STORED = MAX_TICKS // EVERY + 1
FIELDS = (
    "ticks",
    "level",
    "board",
    "piece",
    "next",
    "score",
    "bombs",
    "bomb_points",
    "lines_cleared",
    "radar",
    "paused",
    "over",
    "aborted",
    "ticks_left",
    "pieces",
    "gravity_count",
    "lock_wait",
    "lock_resets",
    "touched",
    "lifts",
)
LEGACY_LENGTH = FIELDS.index("lifts")
"""The values of a checkpoint written before a piece's lifts were counted: its game has none,
and the check compares those values alone."""
TICKS, BOARD, PIECES = (FIELDS.index(name) for name in ("ticks", "board", "pieces"))
EMPTY = "."
LETTERS = EMPTY + COLOUR_LETTERS + COLOUR_LETTERS.upper()

Packed = list  # one checkpoint as the file holds it: the values of FIELDS, in order


def pack(game: Game) -> Packed:
    """``game`` as a checkpoint (JSON-safe, compared as is with one read from a file)."""
    snapshot = game.to_dict()
    letters = dict.fromkeys(sorted(board_cells(game.edge)), EMPTY)
    for q, r, colour, bomb in snapshot["board"]:
        letter = COLOUR_LETTERS[colour]
        letters[(q, r)] = letter.upper() if bomb else letter
    snapshot["board"] = "".join(letters.values())
    return [snapshot[name] for name in FIELDS]


def is_game(packed: Packed, game: Game) -> bool:
    """Whether a checkpoint read from a file is ``game``: on the values it holds (a legacy
    one, :data:`LEGACY_LENGTH`, has no lifts)."""
    return pack(game)[: len(packed)] == packed


def read(data: object, edge: int, input_ticks: list[int]) -> list[Packed]:
    """The checkpoints of a file (a list, maybe empty), checked for shape and bounds; the
    ticks strictly increase. ``ValueError`` saying what is wrong."""
    if not isinstance(data, list) or len(data) > MAX_STORED:
        raise ValueError(f"a replay's checkpoints must be a list of at most {MAX_STORED}")
    last = -1
    for packed in data:
        check_one(packed, edge, input_ticks)
        if packed[TICKS] <= last:
            raise ValueError("a replay's checkpoints must follow each other in time")
        last = packed[TICKS]
    return data


def check_one(packed: object, edge: int, input_ticks: list[int]) -> None:
    """``ValueError`` unless ``packed`` has a checkpoint's shape, a board of ``edge`` and a
    piece count a real game reaches by its tick: one piece a lock, and a lock takes an input
    or :data:`LOCK_DELAY` ticks (the generator is rebuilt from that count)."""
    if not isinstance(packed, list) or len(packed) not in (LEGACY_LENGTH, len(FIELDS)):
        raise ValueError(f"a replay checkpoint must be a list of {len(FIELDS)} values")
    ticks, board, pieces = packed[TICKS], packed[BOARD], packed[PIECES]
    if type(ticks) is not int or not 0 <= ticks <= MAX_TICKS:
        raise ValueError(f"a replay checkpoint's tick must be from 0 to {MAX_TICKS}")
    if not isinstance(board, str) or len(board) != len(board_cells(edge)):
        raise ValueError("a replay checkpoint's board must have one letter a cell")
    if board.strip(LETTERS):
        raise ValueError("a replay checkpoint's board holds a letter that is no hexagon")
    reachable = 1 + bisect.bisect_right(input_ticks, ticks) + ticks // LOCK_DELAY
    if type(pieces) is not int or not 0 <= pieces <= reachable:
        raise ValueError("a replay checkpoint counts more pieces than its game could have")


class Restorer:
    """Games rebuilt from one recording's checkpoints. It remembers the generator at each
    piece count it rebuilt, so that the next restore draws only from the closest one."""

    def __init__(self, edge: int, level: int, seed: int) -> None:
        self.edge, self.level, self.seed = edge, level, seed
        self._draws = [0]  # piece counts rebuilt so far, sorted
        self._states = {0: random.Random(seed).getstate()}

    def restore(self, packed: Packed) -> Game:
        """The game of a checkpoint :func:`read` let through; ``ValueError`` if it is not one
        a game can be in."""
        snapshot = dict(zip(FIELDS, packed, strict=False))  # a legacy one: no last values
        snapshot["board"] = self._board(snapshot["board"])
        snapshot |= {"version": SNAPSHOT_VERSION, "edge": self.edge, "seed": self.seed}
        snapshot["start_level"] = self.level
        snapshot["rng"] = rng_state_to_json(self._generator(snapshot["pieces"] + 1))
        return Game.from_dict(snapshot)

    def _board(self, letters: str) -> list:
        board = []
        for (q, r), letter in zip(sorted(board_cells(self.edge)), letters, strict=True):
            if letter != EMPTY:
                board.append([q, r, COLOUR_LETTERS.index(letter.lower()), letter.isupper()])
        return board

    def _generator(self, draws: int) -> tuple:
        """The generator's state after ``draws`` pieces, drawn on from the closest known."""
        known = self._draws[bisect.bisect_right(self._draws, draws) - 1]
        rng = rng_from_state(self._states[known])
        for _ in range(draws - known):
            draw_piece(rng)
        state = rng.getstate()
        if draws not in self._states:
            bisect.insort(self._draws, draws)
            self._states[draws] = state
        return state
