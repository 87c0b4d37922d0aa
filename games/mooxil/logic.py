"""Mooxil rules engine: the engine contract, level flow and the rules API.

One player places the tiles of a random queue on a hexagonal grid (see ``board.py`` for the
linking rules, ``scoring.py`` for the formula, ``levels.py`` for generation and targets).

Level flow, decided here:

- A move is :class:`Move`: the current tile and the cell it goes on. For a tile the cell must
  be free and fit; for the eraser it is a tile that is not an endtile, or a blocked cell.
- After each move the queue moves on. An eraser with nothing to erase is thrown away
  automatically (``discarded_erasers`` counts them), since there is no choice to make.
- When one of the three end conditions holds, the level is scored and a :class:`LevelResult`
  (the full breakdown and the final board) is added to ``results``. If the score reaches the
  level's target, the state moves straight on to level L+1 (a new grid and queue from the
  seed and L+1); otherwise the game is over. The game score is the sum of the scores of the
  finished levels, the failed last one included.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from core.engine import (
    Refusal,
    TurnBasedState,
    copied_rng,
    rng_from_state,
    rng_state_from_json,
    rng_state_to_json,
)
from core.hexgrid import Hex
from games.mooxil.board import Board, PlacementEffect, Problem
from games.mooxil.levels import (
    ERASER,
    QUEUE_LENGTH,
    SIX,
    draw_tile,
    generate_board,
    grid_radius,
    level_rng,
    level_target,
    target_table,
    tile_name,
)
from games.mooxil.scoring import (
    ScoreBreakdown,
    board_breakdown,
    endtile_bonus,
    level_score,
    score_breakdown,
)
from games.mooxil.targets import LEVEL_TARGETS, TARGETS_VERSION

__all__ = [
    "ERASER",
    "LEVEL_TARGETS",
    "EndReason",
    "LevelResult",
    "MooxilState",
    "Move",
    "ScoreBreakdown",
    "endtile_bonus",
    "level_score",
    "level_target",
    "new_game",
    "score_breakdown",
]

SAVE_VERSION = 1

FIRST_TARGETS = 1
"""The target table of every game begun before the tables had versions."""

# the last level the rules can lay out: its 1 + L // 3 bonus cells must fit on the largest grid
# (radius 7) beside the blocked cells and the endtiles; no game comes near it
MAX_LEVEL = 400

GAME_OVER, OFF_GRID = "game_over", "off_grid"
"""Why no move can be made on a cell, besides the board's own codes (``board.Problem``): the
game is over, or the cell is not on the grid."""

WRONG_TILE, NOT_A_MOVE = "wrong_tile", "not_a_move"
"""Why a move is refused before its cell is looked at: it names another tile than the current
one, or it is not a Mooxil move at all."""


class EndReason(str, Enum):
    """Why a level ended: the three end conditions of the rules."""

    ALL_CLOSED = "all_closed"
    NO_REACHABLE_SIDE = "no_reachable_side"
    NO_PLACE = "no_place"

    @property
    def text(self) -> str:
        return _END_TEXTS[self]


_END_TEXTS = {
    EndReason.ALL_CLOSED: "every tile is closed",
    EndReason.NO_REACHABLE_SIDE: "no free side can be reached any more",
    EndReason.NO_PLACE: "the current tile fits nowhere",
}


@dataclass(frozen=True)
class Move:
    """Put ``tile`` (the current queue entry: free sides, or ERASER) on ``cell``."""

    tile: int
    cell: Hex

    def __str__(self) -> str:
        q, r = self.cell
        verb = "on" if self.tile == ERASER else "at"
        return f"{tile_name(self.tile)} {verb} ({q}, {r})"


@dataclass(frozen=True)
class LevelResult:
    """A finished level: its score breakdown, target, why it ended and the final grid.

    ``board`` is a snapshot for the end-of-level screen; do not change it.
    """

    level: int
    target: int
    breakdown: ScoreBreakdown
    reason: EndReason
    board: Board

    @property
    def score(self) -> int:
        return self.breakdown.total

    @property
    def passed(self) -> bool:
        return self.score >= self.target

    def to_dict(self) -> dict:
        return {
            "level": self.level,
            "target": self.target,
            "breakdown": self.breakdown.to_dict(),
            "reason": self.reason.value,
            "board": self.board.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict) -> LevelResult:
        try:
            return cls(
                level=_whole(data["level"], "level", 1, MAX_LEVEL),
                target=_whole(data["target"], "target", 0, 10**12),
                breakdown=ScoreBreakdown.from_dict(data["breakdown"]),
                reason=EndReason(data["reason"]),
                board=Board.from_dict(data["board"]),
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"malformed Mooxil level result: {error!r}") from None


def _whole(value: object, what: str, low: int, high: int) -> int:
    """``value`` when it is a whole number (not a boolean) from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"the {what} must be a whole number from {low} to {high}, not {value!r}")
    return value


class MooxilState(TurnBasedState):
    """A game of Mooxil: the current level's grid and queue, and the finished levels."""

    def __init__(
        self,
        seed: int,
        level: int,
        board: Board,
        queue: list[int],
        rng: random.Random,
        results: list[LevelResult] | None = None,
        discarded_erasers: int = 0,
        targets: int = TARGETS_VERSION,
    ) -> None:
        self.seed = seed
        self.targets = targets  # the version of the target table the game was begun with
        self.level = level
        self.board = board
        self.queue = queue
        self.rng = rng
        self.results: list[LevelResult] = results if results is not None else []
        self.discarded_erasers = discarded_erasers

    # ------------------------------------------------------------------ construction

    @classmethod
    def start(cls, seed: int, level: int, targets: int = TARGETS_VERSION) -> MooxilState:
        """A fresh game of ``seed`` starting at ``level``, with the target table ``targets``."""
        state = cls(seed, level, *_fresh_level(seed, level), targets=targets)
        state._settle()
        return state

    @classmethod
    def from_board(
        cls, board: Board, queue: list[int], level: int = 1, seed: int = 0
    ) -> MooxilState:
        """A state on a hand-made ``board`` whose queue begins with ``queue`` (for tests and
        puzzles); further tiles come from the generator of ``seed`` and ``level``."""
        if len(queue) > QUEUE_LENGTH:
            raise ValueError(f"the queue shows {QUEUE_LENGTH} tiles, not {len(queue)}")
        rng = level_rng(seed, level)
        state = cls(seed, level, board, list(queue), rng)
        while len(state.queue) < QUEUE_LENGTH:
            state.queue.append(draw_tile(rng))
        state._settle()
        return state

    def _start_level(self, level: int) -> None:
        self.level = level
        self.board, self.queue, self.rng = _fresh_level(self.seed, level)
        self.discarded_erasers = 0

    # ------------------------------------------------------------------ engine contract

    @property
    def current_player(self) -> int | None:
        return None if self.is_terminal() else 0

    def is_terminal(self) -> bool:
        return bool(self.results) and not self.results[-1].passed

    def scores(self) -> list[int]:
        return [self.game_score]

    def legal_moves(self) -> list[Move]:
        if self.is_terminal():
            return []
        tile = self.current_tile
        board = self.board
        cells = board.erasable_cells() if tile == ERASER else board.fitting_cells(tile)
        return [Move(tile, self.board.cells[i]) for i in cells]

    def refusal(self, move: Move) -> Refusal | None:
        """Why ``move`` cannot be played now: a code (``fit_problem``'s, ``WRONG_TILE`` or
        ``NOT_A_MOVE``) with its numbers and the cell, or ``None``."""
        if not isinstance(move, Move):
            return Refusal(NOT_A_MOVE, {"move": repr(move)})
        if self.is_terminal():
            return Refusal(GAME_OVER)
        if move.tile != self.current_tile:
            return Refusal(WRONG_TILE, {"tile": self.current_tile, "given": move.tile})
        problem = self.fit_problem(move.cell)
        if problem is None:
            return None
        code, fields = problem
        return Refusal(code, {**fields, "cell": list(move.cell)})

    def illegal_reason(self, move: Move) -> str | None:
        """:meth:`refusal` in English."""
        found = self.refusal(move)
        return None if found is None else self.english(found)

    def english(self, refusal: Refusal) -> str:
        """A refusal in English: the one place that words Mooxil's codes in English."""
        code, fields = refusal.code, dict(refusal.fields)
        if code == NOT_A_MOVE:
            return f"{fields['move']} is not a Mooxil move"
        if code == WRONG_TILE:
            return f"the current tile is the {tile_name(fields['tile'])}, not {fields['given']}"
        if code == GAME_OVER:
            return "the game is over"
        cell = tuple(fields.pop("cell"))
        if code == OFF_GRID:
            return f"the cell {cell} is not on the grid"
        return self.board.problem_text(self.board.index_of(cell), (code, fields))

    def _apply(self, move: Move) -> None:
        i = self.board.index_of(move.cell)
        if move.tile == ERASER:
            self.board.erase(i)
        else:
            self.board.place(i, move.tile)
        self._next_tile()
        self._settle()

    def clone(self) -> MooxilState:
        rng = copied_rng(self.rng)
        return MooxilState(
            self.seed,
            self.level,
            self.board.copy(),
            self.queue.copy(),
            rng,
            self.results.copy(),
            self.discarded_erasers,
            self.targets,
        )

    # ------------------------------------------------------------------ level flow

    def _next_tile(self) -> None:
        self.queue.pop(0)
        self.queue.append(draw_tile(self.rng))

    def _settle(self) -> None:
        """Discard useless erasers, then end the level (and start the next) while one ends."""
        while True:
            while self.current_tile == ERASER and not self.board.erasable_cells():
                self.discarded_erasers += 1
                self._next_tile()
            reason = self.end_reason()
            if reason is None:
                return
            result = LevelResult(
                self.level,
                self.target,
                board_breakdown(self.board, self.level),
                reason,
                self.board.copy(),
            )
            self.results.append(result)
            if not result.passed:
                return
            self._start_level(self.level + 1)

    def end_reason(self) -> EndReason | None:
        """Which end condition holds on the current grid with the current tile, if any."""
        board = self.board
        if board.all_closed():
            return EndReason.ALL_CLOSED
        if self.current_tile == ERASER:
            return None
        if not board.has_reachable_free_side():
            return EndReason.NO_REACHABLE_SIDE
        if not board.fits_anywhere(self.current_tile):
            return EndReason.NO_PLACE
        return None

    # ------------------------------------------------------------------ queries for the scene

    @property
    def current_tile(self) -> int:
        """The tile to place now: its free sides (6 for a 6-tile) or ERASER."""
        return self.queue[0]

    @property
    def target(self) -> int:
        """The score the current level must reach."""
        return level_target(self.level, self.targets)

    @property
    def game_score(self) -> int:
        """The sum of the scores of the finished levels."""
        return sum(result.score for result in self.results)

    def fit_problem(self, cell: Hex) -> Problem | None:
        """Why the current tile (or the eraser) cannot go on ``cell`` as a code and its
        numbers (see ``board.Problem``), or ``None`` if it can: ``(GAME_OVER, {})``,
        ``(OFF_GRID, {})``, or what ``Board.erase_problem`` / ``Board.placement_problem``
        say about the cell."""
        if self.is_terminal():
            return GAME_OVER, {}
        if cell not in self.board:
            return OFF_GRID, {}
        i = self.board.index_of(cell)
        if self.current_tile == ERASER:
            return self.board.erase_problem(i)
        return self.board.placement_problem(i, self.current_tile)

    def fit_reason(self, cell: Hex) -> str | None:
        """Why the current tile (or the eraser) cannot go on ``cell``, in English, or ``None``.

        E.g. "the tile has 2 free sides but 3 neighbours", "the tile at (1, 0) has no free
        side left", "(2, -1) is a blocked cell", "the endtile at (0, 4) cannot be erased".
        """
        if self.is_terminal():
            return "the game is over"
        return self.illegal_reason(Move(self.current_tile, cell))

    def fits(self, cell: Hex) -> bool:
        """True when the current tile (or the eraser) can go on ``cell``."""
        return self.fit_problem(cell) is None

    def target_cells(self) -> list[Hex]:
        """The cells where the current tile (or the eraser) can go, in board order."""
        return [move.cell for move in self.legal_moves()]

    def placement_preview(self, cell: Hex) -> PlacementEffect | None:
        """What placing the current tile on ``cell`` would link, close and block; ``None``
        when it does not fit there or the current tile is the eraser."""
        if self.current_tile == ERASER or not self.fits(cell):
            return None
        return self.board.placement_effect(self.board.index_of(cell), self.current_tile)

    def score_breakdown(self) -> ScoreBreakdown:
        """The live score of the current level: what it would pay if it ended now."""
        return board_breakdown(self.board, self.level)

    def largest_group(self) -> frozenset[Hex]:
        """The cells of the largest group of linked tiles (endtiles counted)."""
        return self.board.largest_group()

    def endtiles_linked(self) -> bool:
        """True when one group links every endtile."""
        return self.board.endtiles_linked()

    # ------------------------------------------------------------------ saves

    def to_dict(self) -> dict:
        return {
            "game": "mooxil",
            "version": SAVE_VERSION,
            "seed": self.seed,
            "level": self.level,
            "board": self.board.to_dict(),
            "queue": list(self.queue),
            "rng": rng_state_to_json(self.rng.getstate()),
            "results": [result.to_dict() for result in self.results],
            "discarded_erasers": self.discarded_erasers,
            "targets": self.targets,
        }

    @classmethod
    def from_dict(cls, data: dict) -> MooxilState:
        if not isinstance(data, dict) or data.get("game") != "mooxil":
            raise ValueError("this is not a Mooxil game")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(
                f"this Mooxil save has version {data.get('version')!r}; "
                f"this program reads version {SAVE_VERSION}"
            )
        try:
            rng = rng_from_state(rng_state_from_json(data["rng"]))
            queue = [int(tile) for tile in data["queue"]]
            if len(queue) != QUEUE_LENGTH or not all(ERASER <= t <= SIX for t in queue):
                raise ValueError(f"bad tile queue {queue}")
            state = cls(
                seed=_whole(data["seed"], "seed", -(2**63), 2**63),
                level=_whole(data["level"], "level", 1, MAX_LEVEL),
                board=Board.from_dict(data["board"]),
                queue=queue,
                rng=rng,
                results=[LevelResult.from_dict(item) for item in data["results"]],
                discarded_erasers=_whole(data["discarded_erasers"], "discarded erasers", 0, 10**6),
                targets=_target_version(data.get("targets", FIRST_TARGETS)),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"malformed Mooxil save: {error}") from None
        state.check_levels()
        return state

    def check_levels(self) -> None:
        """The levels must follow the rules: the finished levels come one after another up to
        the current one, each with its target, and no grid is larger than its level's."""
        levels = [result.level for result in self.results]
        if not self.is_terminal():  # a lost level is the last one, and the current one
            levels.append(self.level)
        if levels[-1] != self.level or levels != list(range(levels[0], levels[0] + len(levels))):
            raise ValueError(f"malformed Mooxil save: levels {levels} do not follow each other")
        if not all(result.passed for result in self.results[:-1]):
            raise ValueError("malformed Mooxil save: a level was lost before the last one")
        for result in self.results:
            if result.target != level_target(result.level, self.targets):
                raise ValueError(f"malformed Mooxil save: level {result.level} has a wrong target")
        boards = [(result.level, result.board) for result in self.results]
        for level, board in [*boards, (self.level, self.board)]:
            if board.radius > grid_radius(level):
                raise ValueError(f"malformed Mooxil save: level {level} has too large a grid")
        if self.board.radius != grid_radius(self.level):
            raise ValueError(f"malformed Mooxil save: level {self.level} has the wrong grid")


def _fresh_level(seed: int, level: int) -> tuple[Board, list[int], random.Random]:
    """The grid, the first queue and the generator of level ``level`` of game ``seed``."""
    rng = level_rng(seed, level)
    board = generate_board(level, rng)
    queue = [draw_tile(rng) for _ in range(QUEUE_LENGTH)]
    return board, queue, rng


def new_game(seed: int, level: int = 1, targets: int = TARGETS_VERSION) -> MooxilState:
    """A new game of Mooxil from ``seed``, starting at ``level`` (1 by default), with the
    target table ``targets`` (the current one by default)."""
    if isinstance(level, bool) or not isinstance(level, int) or level < 1:
        raise ValueError(f"the starting level must be a whole number from 1, not {level!r}")
    return MooxilState.start(seed, level, _target_version(targets))


def match_options(seats: Sequence[Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """A new match's options: the player's, and the current target table, which the
    match keeps (its saves and its replay meet the targets its player met)."""
    return {**options, "targets": TARGETS_VERSION}


def saved_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """A saved match's options: those of a save from before the target tables had versions
    lack the table, which was the first."""
    return {"targets": FIRST_TARGETS, **options}


def _target_version(version: object) -> int:
    """``version`` when it names a target table (:func:`levels.target_table`)."""
    if isinstance(version, bool) or not isinstance(version, int):
        raise ValueError(f"the target table must be a whole number, not {version!r}")
    target_table(version)
    return version


def undo_scope(state: MooxilState) -> tuple[int, int]:
    """What a placement may be taken back within (``core.match``): the current level, so undo
    never reaches back across a finished level."""
    return state.level, len(state.results)
