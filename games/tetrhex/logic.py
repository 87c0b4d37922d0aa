"""Tetrhex rules engine: a real-time game driven by ``tick()`` (60 Hz) and ``act(action)``.

Pure and deterministic: the game owns a ``random.Random(seed)`` that draws the pieces (two
draws per piece: the shape, then one chance in ten of bombs), time enters only through
``tick()``, and the same seed with the same actions on the same ticks gives the same game. The
scene calls ``act()`` for each player action, ``tick()`` once per logic tick, then drains
``pop_events()`` to animate what happened; the engine never waits for it.

Readings of the rules file made here (beyond its own rulings):

- Lock wait (ruling "lock delay, revised"): it starts the moment the piece rests, whatever
  moved it there, and locks it 30 ticks later at every level. From the piece's first touchdown,
  each successful move or rotation restarts it, 15 times at most; a move that leaves the piece
  hanging over a gap stops it until the piece rests again. Once the restarts are used up the
  wait runs on even over a gap, and when it ends the piece falls straight down and locks,
  scoring as a landing without drop (3 points). An upward kick only happens against something,
  so it counts as a touchdown too: no pattern of kicks keeps a piece alive.
- DOWN into something does nothing (it does not lock); DROP always locks (D = 1 when resting).
- While paused only PAUSE (resume) and ABORT act; the level clock keeps running.
- The level clock stops at 0 until the next spawn, which raises the level (not past 30) and
  restarts the clock at 60 s; at level 30 it just restarts. The level-up key at level 30 does
  nothing (no extra minute).
- A game's clock stops at :data:`MAX_TICKS` (24 hours, pauses included): the game ends there
  as Abort ends it, its score counting. No one plays that long; the bound lets a replay or a
  save that claims more be refused at once instead of played through.
- All full lines go at once. (A clear never completes another line: the columns of each
  line above it lose their top cell, so there is no cascade to rule on.)

The geometry, the piece data and the formulas live in ``geometry``, ``pieces`` and
``scoring``; the names of the rules API are re-exported here.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from core.engine import rng_state_from_json, rng_state_to_json
from core.hexgrid import Hex, neighbours
from games.tetrhex.events import (
    BombGained,
    ContactDestroyed,
    Event,
    Exploded,
    GameOver,
    LevelUp,
    LinesCleared,
    PieceLocked,
    PieceSpawned,
    Tile,
    Tiles,
)
from games.tetrhex.geometry import (
    EDGES,
    SE,
    SW,
    N,
    S,
    board_cells,
    cell_at,
    check_edge,
    height,
    lines,
    lowest_height,
    rotation_kicks,
    v_offset,
    v_shift,
)
from games.tetrhex.pieces import PIECES, SHAPES, FallingPiece, NextPiece, spawn_pivot
from games.tetrhex.scoring import (
    GRAVITY_TICKS_MAX,
    LEVEL_TICKS,
    LOCK_DELAY,
    MAX_LEVEL,
    MAX_LIFTS,
    MAX_LOCK_RESETS,
    RADAR_COST,
    bomb_threshold,
    contact_points,
    drop_points,
    explosion_points,
    gravity_ticks,
    line_points,
)
from games.tetrhex.snapshot import (
    read_board,
    read_bool,
    read_int,
    read_piece,
    read_shape_and_bomb,
)

__all__ = [
    "EDGES",
    "MAX_LEVEL",
    "MAX_TICKS",
    "PIECES",
    "SHAPES",
    "Action",
    "FallingPiece",
    "Game",
    "NextPiece",
    "Tile",
    "board_cells",
    "bomb_threshold",
    "contact_points",
    "drop_points",
    "explosion_points",
    "gravity_ticks",
    "height",
    "line_points",
    "lines",
    "v_shift",
]

SNAPSHOT_VERSION = 1
COUNT_LIMIT = 10**12  # a saved score, count or clock is below this (no game comes near)
BOMB_CHANCE = 10  # one piece in ten is a bomb piece
MAX_TICKS = 24 * 60 * 60 * 60  # a game ends after 24 hours on its clock
MAX_TICKS_LEFT = (MAX_LEVEL + 1) * LEVEL_TICKS  # a level's minute plus one per level-up key


class Action(enum.Enum):
    """Everything a player can do. PAUSE toggles the pause (the scene maps both the pause key
    and, while paused, Return to it)."""

    LEFT = "left"
    RIGHT = "right"
    DOWN_LEFT = "down-left"
    DOWN_RIGHT = "down-right"
    DOWN = "down"
    ROTATE_CW = "rotate clockwise"
    ROTATE_CCW = "rotate counter-clockwise"
    DROP = "drop"
    EXPLODE = "explode"
    RADAR = "radar"
    PAUSE = "pause"
    LEVEL_UP = "level up"
    ABORT = "abort"

    def __str__(self) -> str:
        return self.value


REPEATING_ACTIONS = frozenset(
    {Action.LEFT, Action.RIGHT, Action.DOWN_LEFT, Action.DOWN_RIGHT, Action.DOWN}
)
"""Actions whose held keys repeat (controls, not rules): first repeat after
``REPEAT_DELAY_TICKS`` ticks, then every ``REPEAT_EVERY_TICKS`` ticks, counted by the scene."""
REPEAT_DELAY_TICKS = 10
REPEAT_EVERY_TICKS = 2


def _sorted_tiles(board: Mapping[Hex, Tile], cells: Iterable[Hex]) -> Tiles:
    return tuple((cell, board[cell]) for cell in sorted(cells))


class Game:
    """One game of Tetrhex. See the module docstring for the tick/act/pop_events cycle.

    Readable attributes: ``edge``, ``seed``, ``start_level``, ``level``, ``score``, ``bombs``,
    ``bomb_points``, ``lines_cleared``, ``radar``, ``paused``, ``over``, ``aborted``,
    ``ticks`` (since the start), ``ticks_left`` (level clock), ``pieces`` (spawned so far; a
    new value means a new piece) and ``piece`` (the :class:`FallingPiece`, None once over;
    change it only through a snapshot, as ``ascii.game_with_board`` does).
    """

    def __init__(self, edge: int = 9, level: int = 0, seed: int = 0) -> None:
        check_edge(edge)
        if not isinstance(level, int) or not 0 <= level <= MAX_LEVEL:
            raise ValueError(f"the start level must be 0 to {MAX_LEVEL}, not {level!r}")
        if not isinstance(seed, int):
            raise ValueError(f"the seed must be an integer, not {seed!r}")
        self.edge = edge
        self.seed = seed
        self.start_level = level
        self.level = level
        self._rng = random.Random(seed)
        self._cells = board_cells(edge)
        self._lines = lines(edge)
        self._board: dict[Hex, Tile] = {}
        self.score = 0
        self.bombs = 0
        self.bomb_points = 0
        self.lines_cleared = 0
        self.radar = False
        self.paused = False
        self.over = False
        self.aborted = False
        self.ticks = 0
        self.ticks_left = LEVEL_TICKS
        # the level clock reached 0: the level goes up at the next spawn, even if the level-up
        # key adds time before it
        self._level_due = False
        self.pieces = 0
        self.piece: FallingPiece | None = None
        self._gravity_count = 0
        self._lock_wait: int | None = None
        self._lock_resets = 0
        self._touched = False
        self._lifts = 0
        self._events: list[Event] = []
        self._next = self._draw_piece()
        self._spawn()

    # ----------------------------------------------------------------- queries for the scene

    @property
    def board(self) -> Mapping[Hex, Tile]:
        """The locked hexagons: cell -> :class:`Tile` (colour 0-6, bomb flag). Read-only."""
        return MappingProxyType(self._board)

    def piece_cells(self) -> frozenset[Hex]:
        """The cells of the falling piece (empty once the game is over)."""
        return self.piece.cells if self.piece else frozenset()

    def shadow_cells(self) -> frozenset[Hex]:
        """Where the falling piece would land if dropped now (its landing shadow)."""
        return self._landing(self.piece).cells if self.piece else frozenset()

    @property
    def seconds_left(self) -> float:
        """Time left in the level, in seconds (the level clock)."""
        return self.ticks_left / 60

    @property
    def next_piece(self) -> NextPiece | None:
        """The next piece while the radar is on, else None."""
        return NextPiece(*self._next) if self.radar else None

    @property
    def threshold(self) -> int:
        """Bomb points that give the next bomb on this board."""
        return bomb_threshold(self.edge)

    @property
    def gravity(self) -> int:
        """Ticks between two falls at the current level."""
        return gravity_ticks(self.level)

    @property
    def can_explode(self) -> bool:
        """True when EXPLODE would act: a bomb piece falls and a bomb remains."""
        return bool(self.piece and self.piece.bomb and self.bombs > 0 and not self.paused)

    @property
    def ticks_to_fall(self) -> int:
        """Ticks until gravity next tries to move the piece down (at least 1)."""
        return max(1, gravity_ticks(self.level) - self._gravity_count)

    @property
    def lock_wait(self) -> int | None:
        """Ticks the resting piece has waited to lock (locks at 30), or None while it falls."""
        return self._lock_wait

    def fits(self, cells: Iterable[Hex]) -> bool:
        """True when every cell is on the board and empty."""
        board, on_board = self._board, self._cells
        return all(cell in on_board and cell not in board for cell in cells)

    def pop_events(self) -> list[Event]:
        """The events since the last call, oldest first (see ``games.tetrhex.events``)."""
        events, self._events = self._events, []
        return events

    # ----------------------------------------------------------------------------- time

    def tick(self) -> None:
        """One 60 Hz step: the level clock, then (unless paused) the lock wait and gravity."""
        if self.over:
            return
        self.ticks += 1
        if self.ticks_left > 0:
            self.ticks_left -= 1
            self._level_due = self._level_due or self.ticks_left == 0
        if self.ticks >= MAX_TICKS:
            self._end(aborted=True)
            return
        if self.paused:
            return
        if self._lock_wait is not None:
            self._lock_wait += 1
            if self._lock_wait >= LOCK_DELAY:
                self.piece = self._landing(self.piece)  # lands first if it hangs over a gap
                self._lock(drop=None)
                return
        self._gravity_count += 1
        if self._gravity_count >= gravity_ticks(self.level):
            self._gravity_count = 0
            fallen = self.piece.moved(S)
            if self.fits(fallen.cells):
                self.piece = fallen
                self._follow_rest()

    def wait(self, ticks: int) -> None:
        """``ticks`` ticks of a paused game at once: exactly what as many ``tick()`` calls do
        (only the clocks run), at no cost, so that a long pause in a replay is free to play."""
        if not self.paused:
            raise ValueError("only a paused game can wait")
        if self.over or ticks <= 0:
            return
        run = min(ticks, MAX_TICKS - 1 - self.ticks)
        self.ticks += run
        self.ticks_left = max(0, self.ticks_left - run)
        self._level_due = self._level_due or self.ticks_left == 0
        if ticks > run:
            self.tick()  # the last tick of the longest game: it ends there

    # -------------------------------------------------------------------------- actions

    def act(self, action: Action) -> bool:
        """Perform ``action`` now; True if it did something, False if nothing happened."""
        if self.over:
            return False
        if action is Action.ABORT:
            self._end(aborted=True)
            return True
        if action is Action.PAUSE:
            self.paused = not self.paused
            return True
        if self.paused:
            return False
        return self._dispatch(action)

    def _dispatch(self, action: Action) -> bool:
        if action is Action.EXPLODE:
            return self._explode()
        if action is Action.RADAR:
            return self._toggle_radar()
        if action is Action.LEVEL_UP:
            return self._level_up()
        if action is Action.DROP:
            return self._drop()
        if action is Action.DOWN:
            return self._down()
        if action in _ROTATIONS:
            return self._rotate(_ROTATIONS[action])
        if action in _V_MOVES:
            return self._move(v_offset(self.edge, self.piece.cells, _V_MOVES[action]))
        if action in _DIAGONALS:
            return self._move(_DIAGONALS[action])
        return False

    def _move(self, offset: Hex) -> bool:
        return self._place(self.piece.moved(offset))

    def _down(self) -> bool:
        fallen = self.piece.moved(S)
        if not self.fits(fallen.cells):
            return False
        self._gravity_count = 0
        self.piece = fallen
        self._follow_rest()
        return True

    def _rotate(self, steps: int) -> bool:
        rotated = self.piece.rotated(steps)
        for offset in rotation_kicks(self.edge, rotated.cells):
            if self._place(rotated.moved(offset)):
                if offset == N:
                    self._touched = True  # pushed up by what it turned into
                return True
        return False

    def _place(self, piece: FallingPiece) -> bool:
        """Move to ``piece`` if it fits, as a move or rotation (it may restart the lock wait)."""
        if not self.fits(piece.cells):
            return False
        self._count_lift(self.piece, piece)
        self.piece = piece
        if self._touched and self._lock_resets < MAX_LOCK_RESETS:
            self._lock_resets += 1
            self._lock_wait = None
        self._follow_rest()
        return True

    def _count_lift(self, before: FallingPiece, after: FallingPiece) -> None:
        """Before its first touchdown, a move or rotation that raises the piece lifts it (a
        rotation turns it about its pivot); after :data:`MAX_LIFTS` lifts it counts as touched
        down, so that its restarts run out as a resting piece's do. Turning a piece near the
        top of the board in a loop otherwise kept it in the air for ever: it rose as fast as it
        fell (ruling "lock delay")."""
        if not self._touched and self._height(after) > self._height(before):
            self._lifts += 1
            self._touched = self._lifts > MAX_LIFTS

    def _height(self, piece: FallingPiece) -> int:
        return lowest_height(self.edge, piece.cells)

    def _follow_rest(self) -> None:
        """Start the lock wait the moment the piece rests; stop it while the piece hangs over a
        gap, unless the restarts are used up (then nothing stops it any more)."""
        if not self.fits(self.piece.moved(S).cells):
            self._touched = True
            if self._lock_wait is None:
                self._lock_wait = 0
        elif self._touched and self._lock_resets >= MAX_LOCK_RESETS:
            if self._lock_wait is None:
                self._lock_wait = 0
        else:
            self._lock_wait = None

    def _drop(self) -> bool:
        before = lowest_height(self.edge, self.piece.cells)
        self.piece = self._landing(self.piece)
        self._lock(drop=before - lowest_height(self.edge, self.piece.cells) + 1)
        return True

    def _explode(self) -> bool:
        if not self.can_explode:
            return False
        tiles = _sorted_tiles(self._board, self._board) + tuple(
            (cell, self.piece.tile) for cell in sorted(self.piece.cells)
        )
        points = explosion_points(len(tiles))
        self.score += points
        self.bombs -= 1
        self._board.clear()
        self._events.append(Exploded(tiles, points))
        self._spawn()
        return True

    def _toggle_radar(self) -> bool:
        self.radar = not self.radar
        if self.radar:
            self.score = max(0, self.score - RADAR_COST)
        return True

    def _level_up(self) -> bool:
        if self.level >= MAX_LEVEL:
            return False
        self.level += 1
        self.ticks_left += LEVEL_TICKS
        self._events.append(LevelUp(self.level, by_key=True))
        return True

    # ------------------------------------------------------------------ locking, spawning

    def _landing(self, piece: FallingPiece) -> FallingPiece:
        while True:
            fallen = piece.moved(S)
            if not self.fits(fallen.cells):
                return piece
            piece = fallen

    def _lock(self, drop: int | None) -> None:
        piece = self.piece
        points, bomb_points = (3, 0) if drop is None else (drop_points(drop), drop // 2)
        for cell in piece.cells:
            self._board[cell] = piece.tile
        self.score += points
        self.bomb_points += bomb_points
        self._events.append(
            PieceLocked(_sorted_tiles(self._board, piece.cells), points, bomb_points, drop)
        )
        if piece.bomb:
            self._destroy_by_contact(piece.cells)
        self._clear_lines()
        self._award_bombs()
        self._spawn()

    def _destroy_by_contact(self, piece_cells: frozenset[Hex]) -> None:
        destroyed = self.component(next(iter(piece_cells)))
        touched = False
        seen = set(destroyed)
        for cell in piece_cells:
            for near in neighbours(cell):
                if near in self._board and near not in seen:
                    group = self.component(near)
                    seen |= group
                    if any(self._board[c].bomb for c in group):
                        destroyed |= group
                        touched = True
        if not touched:
            return
        points = contact_points(len(destroyed), self.level)
        self.score += points
        self.bomb_points += 8 * len(destroyed)
        tiles = _sorted_tiles(self._board, destroyed)
        self._events.append(ContactDestroyed(tiles, points, 8 * len(destroyed)))
        self._remove(destroyed)

    def component(self, cell: Hex) -> set[Hex]:
        """The same-colour hexagons connected to the board hexagon ``cell``."""
        colour = self._board[cell].colour
        group, todo = {cell}, [cell]
        while todo:
            for near in neighbours(todo.pop()):
                tile = self._board.get(near)
                if tile is not None and tile.colour == colour and near not in group:
                    group.add(near)
                    todo.append(near)
        return group

    def _clear_lines(self) -> None:
        board = self._board
        full = [h for h, line in enumerate(self._lines) if all(c in board for c in line)]
        if not full:
            return
        removed = set().union(*(self._lines[h] for h in full))
        points = line_points(len(full), self.level, self.radar)
        self.score += points
        self.lines_cleared += len(full)
        self._events.append(LinesCleared(tuple(full), _sorted_tiles(board, removed), points))
        self._remove(removed)

    def _remove(self, removed: set[Hex]) -> None:
        """Take ``removed`` off the board; above each, the column falls by what went below."""
        gone_by_column: dict[int, list[int]] = {}
        for cell in removed:
            gone_by_column.setdefault(cell[0], []).append(height(self.edge, cell))
        kept: dict[Hex, Tile] = {}
        for cell, tile in self._board.items():
            if cell in removed:
                continue
            q = cell[0]
            h = height(self.edge, cell)
            fall = sum(1 for gone in gone_by_column.get(q, ()) if gone < h)
            kept[cell_at(self.edge, q, h - fall) if fall else cell] = tile
        self._board = kept

    def _award_bombs(self) -> None:
        threshold = bomb_threshold(self.edge)
        while self.bomb_points >= threshold:
            self.bomb_points -= threshold
            self.bombs += 1
            self._events.append(BombGained(self.bombs))

    def _draw_piece(self) -> tuple[int, bool]:
        return draw_piece(self._rng)

    def _spawn(self) -> None:
        if self._level_due:
            if self.level < MAX_LEVEL:
                self.level += 1
                self._events.append(LevelUp(self.level, by_key=False))
            self.ticks_left = LEVEL_TICKS
            self._level_due = False
        shape, bomb = self._next
        self._next = self._draw_piece()
        self.pieces += 1
        self._gravity_count = 0
        self._lock_wait = None
        self._lock_resets = 0
        self._touched = False
        self._lifts = 0
        piece = FallingPiece(shape, 0, spawn_pivot(SHAPES[shape], self.edge), bomb)
        if not self.fits(piece.cells):
            self._end(aborted=False)
            return
        self.piece = piece
        self._follow_rest()
        self._events.append(PieceSpawned(shape, bomb))

    def _end(self, aborted: bool) -> None:
        self.over = True
        self.aborted = aborted
        self.piece = None
        self._lock_wait = None
        self._events.append(GameOver(self.score, aborted))

    # ----------------------------------------------------------------------- snapshots

    def to_dict(self) -> dict:
        """A JSON-safe snapshot; ``Game.from_dict`` rebuilds an equal game (events excepted)."""
        piece = self.piece
        return {
            "version": SNAPSHOT_VERSION,
            "edge": self.edge,
            "seed": self.seed,
            "start_level": self.start_level,
            "level": self.level,
            "rng": rng_state_to_json(self._rng.getstate()),
            "board": [[q, r, t.colour, t.bomb] for (q, r), t in sorted(self._board.items())],
            "piece": None
            if piece is None
            else [piece.shape, piece.rotation, list(piece.pivot), piece.bomb],
            "next": list(self._next),
            "score": self.score,
            "bombs": self.bombs,
            "bomb_points": self.bomb_points,
            "lines_cleared": self.lines_cleared,
            "radar": self.radar,
            "paused": self.paused,
            "over": self.over,
            "aborted": self.aborted,
            "ticks": self.ticks,
            "ticks_left": self.ticks_left,
            "level_due": self._level_due,
            "pieces": self.pieces,
            "gravity_count": self._gravity_count,
            "lock_wait": self._lock_wait,
            "lock_resets": self._lock_resets,
            "touched": self._touched,
            "lifts": self._lifts,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Game:
        """Rebuild a game from :meth:`to_dict`; ``ValueError`` with a reason if malformed."""
        try:
            return cls._from_snapshot(data)
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"not a Tetrhex snapshot: {error!r}") from error

    @classmethod
    def _from_snapshot(cls, data: dict) -> Game:
        if not isinstance(data, dict):
            raise ValueError("a Tetrhex snapshot must be a dict")
        if data.get("version") != SNAPSHOT_VERSION:
            raise ValueError(f"unknown Tetrhex snapshot version {data.get('version')!r}")
        game = cls(data["edge"], data["start_level"], data["seed"])
        game._events = []
        game.level = read_int(data, "level", 0, MAX_LEVEL)
        try:
            game._rng.setstate(rng_state_from_json(data["rng"]))
        except (ValueError, TypeError) as error:
            raise ValueError("the snapshot's random state is damaged") from error
        game._board = read_board(data["board"], board_cells(game.edge))
        game.piece = None if data["piece"] is None else read_piece(data["piece"])
        game._next = read_shape_and_bomb(data["next"])
        for name in ("score", "bombs", "lines_cleared", "pieces"):
            setattr(game, name, read_int(data, name, 0, COUNT_LIMIT))
        game.bomb_points = read_int(data, "bomb_points", 0, game.threshold - 1)
        for name in ("radar", "paused", "over", "aborted"):
            setattr(game, name, read_bool(data, name))
        # the counts that time runs through: no more than a real game reaches
        game.ticks = read_int(data, "ticks", 0, MAX_TICKS)
        game.ticks_left = read_int(data, "ticks_left", 0, MAX_TICKS_LEFT)
        # a clock at 0 always has the level change due (older snapshots did not say so)
        due = read_bool({"level_due": data.get("level_due", False)}, "level_due")
        game._level_due = due or game.ticks_left == 0
        game._gravity_count = read_int(data, "gravity_count", 0, GRAVITY_TICKS_MAX)
        waiting = data["lock_wait"] is not None
        game._lock_wait = read_int(data, "lock_wait", 0, LOCK_DELAY) if waiting else None
        game._lock_resets = read_int(data, "lock_resets", 0, MAX_LOCK_RESETS)
        # snapshots from before the revised lock ruling have no "touched": a running wait or a
        # used restart means the piece had touched down
        touched = data.get("touched", waiting or game._lock_resets > 0)
        game._touched = read_bool({"touched": touched}, "touched")
        # snapshots from before lifts were counted have none yet
        game._lifts = read_int({"lifts": data.get("lifts", 0)}, "lifts", 0, MAX_LIFTS + 1)
        if (game.piece is None) != game.over:
            raise ValueError("a snapshot has a falling piece exactly when the game is not over")
        if game.piece is not None and not game.fits(game.piece.cells):
            raise ValueError("the falling piece overlaps the board in this snapshot")
        if game.piece is not None:
            game._follow_rest()  # a piece put in by hand rests or not as the board says
        return game

    def clone(self) -> Game:
        """An independent copy (without pending events)."""
        return Game.from_dict(self.to_dict())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # games are mutable


def draw_piece(rng: random.Random) -> tuple[int, bool]:
    """The next piece's shape and bomb flag. A game draws nothing else from its generator, so
    its state is the seed's after ``pieces + 1`` of these (replay checkpoints rely on it)."""
    shape = rng.randrange(len(SHAPES))
    return shape, rng.randrange(BOMB_CHANCE) == 0


_V_MOVES = {Action.LEFT: -1, Action.RIGHT: +1}
_DIAGONALS = {Action.DOWN_LEFT: SW, Action.DOWN_RIGHT: SE}
_ROTATIONS = {Action.ROTATE_CW: 1, Action.ROTATE_CCW: -1}
