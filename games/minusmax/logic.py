"""The rules engine of minusMax, as ``shared/rules/minusmax.md`` states them.

Pure and deterministic: the state owns a ``random.Random(seed)`` used for the setup shuffle,
the special cells, the starting player and every exchange. ``new_game(seed, **options)``
starts a game; the state follows the engine contract of ``core.engine``.

Rules API (the names the rules file fixes): :func:`board_cells`, :data:`NUMERIC_TILES`,
:data:`SPECIAL_TILES`, :func:`vertex_pairs`, :func:`solves`, :func:`placement_points`.

Queries for the scene (all pure, on :class:`State`): ``legal_cells(value)`` for a selected
tile, ``illegal_reason(move)`` for a refused drop, ``preview(cell, value)`` and
``placed_operations(cell)`` for the operations a placement solves, ``owner(cell)``,
``owners()``, ``last_turn_cells(player)`` and ``previous_turn_cells()`` for colouring tiles,
``placed_this_turn()``, ``in_final_round``, ``rack(player)``, ``rack_counts()``,
``box_count``, ``points``, ``scores()``, ``rack_penalty(player)``, ``winners()``,
``current_player``, ``starting_player``, ``turn_log``, ``history`` and ``replay_states()``.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core import hexgrid
from core.engine import (
    IllegalMove,
    Refusal,
    TurnBasedState,
    copied_rng,
    rng_from_state,
    rng_state_from_json,
    rng_state_to_json,
)
from core.simulation import deal
from games.minusmax import refusals
from games.minusmax.arithmetic import solves
from games.minusmax.board import (
    BLOCKED,
    NO_SOLUTION,
    NUMERIC_TILES,
    OCCUPIED,
    SPECIAL_TILES,
    Cell,
    board_cells,
    board_problem,
    centre_cells,
    multiplier,
    on_board,
    placement_points,
    solved_operations,
    solved_vertices,
    tile_pairs,
    vertex_pairs,
)
from games.minusmax.cellfits import fitting_cells
from games.minusmax.moves import (
    EndTurn,
    Exchange,
    Move,
    Place,
    TakeBack,
    move_from_json,
    move_to_json,
)

__all__ = [
    "NUMERIC_TILES",
    "SPECIAL_TILES",
    "EndTurn",
    "Exchange",
    "IllegalMove",
    "Move",
    "Place",
    "Placement",
    "Preview",
    "State",
    "TakeBack",
    "TurnSummary",
    "blocked_reason",
    "board_cells",
    "new_game",
    "placement_points",
    "replay",
    "solves",
    "vertex_pairs",
]

MIN_PLAYERS, MAX_PLAYERS = 2, 4
MIN_RACK, MAX_RACK = 3, 9
SAVED_LIMIT = 10**9  # a saved count or score is below this (no game comes near it)
# Why a game ended: a rack emptied with the box empty; "blocked": two full rounds of idle turns
# in which nobody could place; "box empty": a full idle round with the box empty; "idle
# rounds": IDLE_ROUNDS_LIMIT full idle rounds, whatever the reason (every game ends).
END_REASONS = ("rack emptied", "blocked", "box empty", "idle rounds")
IDLE_ROUNDS_LIMIT = 10
STUCK_ROUNDS_LIMIT = 2
BONUS_PER_TILE = 5
SAVE_FORMAT = 1


@dataclass(frozen=True)
class Placement:
    """A tile a player put on the board: where, what, by whom, for how many points, in which
    turn (turns are counted from 0 over the whole game)."""

    cell: Cell
    value: int
    player: int
    points: int
    turn: int


@dataclass(frozen=True)
class TurnSummary:
    """One ended turn, for move logs: tiles placed, their points, the empty-rack bonus and the
    number of tiles exchanged (a turn with all three zero is a pass)."""

    player: int
    turn: int
    placed: int
    points: int
    bonus: int
    exchanged: int


@dataclass(frozen=True)
class Preview:
    """What placing a tile on a cell would give: points, the cell's multiplier and the solved
    operations as text (e.g. ``("3 + 2 = 5",)``)."""

    points: int
    multiplier: int
    operations: tuple[str, ...]


class State(TurnBasedState):
    """A minusMax game. Build it with :func:`new_game` (or :meth:`from_position` for tests).

    Attributes the scene may read (never write; play goes through ``apply``): ``tiles`` (cell
    -> value of every tile on the board), ``specials`` (cell -> "D", "T" or "X"),
    ``placements`` (every placed tile in order, as :class:`Placement`), ``points`` (points so
    far per player), ``options``, ``seed``, ``turn`` (ended turns so far), ``end_reason``
    (one of ``END_REASONS`` once over), ``idle_turns`` (idle turns in a row), ``stuck_turns``
    (idle turns in a row whose player had no legal placement), ``turn_log`` and ``history``
    (the moves).
    """

    def __init__(
        self,
        *,
        seed: int | None,
        options: Mapping[str, Any],
        rng: random.Random,
        specials: Mapping[Cell, str],
        initial_tiles: Mapping[Cell, int],
        racks: Sequence[Sequence[int]],
        box: Sequence[int],
        starter: int,
    ) -> None:
        self.seed = seed
        self.options = dict(options)
        self.rng = rng
        self.specials = dict(specials)
        self.initial_tiles = dict(initial_tiles)
        self.tiles = dict(initial_tiles)
        self.placements: list[Placement] = []
        self.racks = [list(rack) for rack in racks]
        self.box = list(box)
        self.points = [0] * len(self.racks)
        self.starting_player = starter
        self._current: int | None = starter
        self.turn = 0
        self.turn_start = 0
        self.idle_turns = 0
        self.stuck_turns = 0
        self.extra_turns_left: int | None = None
        self.end_reason: str | None = None
        self.last_turn: list[int | None] = [None] * len(self.racks)
        self.turn_log: list[TurnSummary] = []
        self.history: list[Move] = []
        self._encoded: list[tuple[int, dict]] = []  # see _encoded_history
        self._encoded_of: list[Move] | None = None
        self._exchanges: list[int] = []

    # ----------------------------------------------------------------- construction

    @classmethod
    def from_position(
        cls,
        tiles: Mapping[Cell, int],
        specials: Mapping[Cell, str],
        racks: Sequence[Sequence[int]],
        box: Sequence[int] = (),
        *,
        current: int = 0,
        rack_size: int | None = None,
        complete_last_turn: bool = False,
        seed: int = 0,
    ) -> State:
        """A game from an arbitrary position (tests and puzzles): ``tiles`` already on the
        board, ``specials`` on cells, each player's rack, the box (drawn from its end) and
        whose turn it is. It has no seed to replay from."""
        size = rack_size if rack_size is not None else max(len(rack) for rack in racks)
        options = {
            "players": len(racks),
            "rack_size": size,
            "complete_last_turn": complete_last_turn,
        }
        _check_options(options)
        state = cls(
            seed=None,
            options=options,
            rng=random.Random(seed),
            specials=specials,
            initial_tiles=tiles,
            racks=racks,
            box=box,
            starter=current,
        )
        _check_position(state)
        return state

    # ----------------------------------------------------------------- the contract

    @property
    def players(self) -> int:
        return len(self.racks)

    @property
    def rack_size(self) -> int:
        return self.options["rack_size"]

    @property
    def current_player(self) -> int | None:
        """Whose turn it is; ``None`` once the game is over."""
        return self._current

    def is_terminal(self) -> bool:
        return self._current is None

    def scores(self) -> list[int]:
        """Points so far; once the game is over, minus the values left in each rack."""
        if not self.is_terminal():
            return list(self.points)
        return [points - self.rack_penalty(p) for p, points in enumerate(self.points)]

    def legal_moves(self) -> list[Move]:
        """Placements (by cell, then value), take back, end turn, then every distinct
        exchange (smaller first)."""
        if self.is_terminal():
            return []
        moves: list[Move] = [Place(cell, value) for cell, value in self.legal_placements()]
        if self.placed_this_turn():
            moves.append(TakeBack())
        moves.append(EndTurn())
        if self._exchange_refusal() is None:
            moves.extend(Exchange(tiles) for tiles in _sub_multisets(self.current_rack()))
        return moves

    def refusal(self, move: Any) -> Refusal | None:
        """Why ``move`` cannot be played now, as a code with fields, or ``None``."""
        if self.is_terminal():
            return Refusal(refusals.GAME_OVER)
        if isinstance(move, Place):
            return self._place_refusal(move.cell, move.value)
        if isinstance(move, TakeBack):
            return None if self.placed_this_turn() else Refusal(refusals.NOTHING_PLACED)
        if isinstance(move, EndTurn):
            return None
        if isinstance(move, Exchange):
            return self._exchange_refusal() or self._exchange_tiles_refusal(move.tiles)
        return Refusal(refusals.NOT_A_MOVE, {"move": repr(move)})

    def illegal_reason(self, move: Any) -> str | None:
        """Why ``move`` cannot be played now, in a player's words, or ``None``."""
        return refusals.english(self.refusal(move))

    def _apply(self, move: Move) -> None:
        if isinstance(move, Place):
            self._place(move.cell, move.value)
        elif isinstance(move, TakeBack):
            self._take_back()
        elif isinstance(move, EndTurn):
            self._end_turn(exchanged=0)
        else:
            self._exchange(move.tiles)
        self.history.append(move)

    # ----------------------------------------------------------------- queries

    def current_rack(self) -> list[int]:
        return [] if self._current is None else list(self.racks[self._current])

    def rack(self, player: int) -> list[int]:
        """The tiles of ``player`` (hidden information: the scene decides who sees them)."""
        return list(self.racks[player])

    def rack_counts(self) -> list[int]:
        return [len(rack) for rack in self.racks]

    @property
    def box_count(self) -> int:
        return len(self.box)

    def rack_penalty(self, player: int) -> int:
        """The sum of the values in ``player``'s rack: subtracted from the score at the end."""
        return sum(self.racks[player])

    def winners(self) -> list[int]:
        """The players with the highest score (ties share the win)."""
        scores = self.scores()
        return [p for p, score in enumerate(scores) if score == max(scores)]

    @property
    def in_final_round(self) -> bool:
        """True during the extra turns of "complete last turn", where placements score 0."""
        return self.extra_turns_left is not None

    def placed_this_turn(self) -> list[Placement]:
        """The tiles the current player has placed this turn, in order (take back pops)."""
        return self.placements[self.turn_start :]

    def owner(self, cell: Cell) -> int | None:
        """Who placed the tile on ``cell`` (``None`` for the centre tiles or an empty cell)."""
        for placement in self.placements:
            if placement.cell == cell:
                return placement.player
        return None

    def owners(self) -> dict[Cell, int]:
        """Cell -> the player who placed its tile, for every placed tile."""
        return {placement.cell: placement.player for placement in self.placements}

    def last_turn_cells(self, player: int) -> list[Cell]:
        """The cells of the tiles ``player`` placed in his last ended turn (empty after a
        pass or an exchange)."""
        turn = self.last_turn[player]
        return [placement.cell for placement in self.placements if placement.turn == turn]

    def previous_turn_cells(self) -> list[Cell]:
        """The cells of the tiles placed in the turn ended last, by whoever played it (the
        original draws them darker)."""
        if not self.turn_log:
            return []
        return self.last_turn_cells(self.turn_log[-1].player)

    def legal_placements(self) -> list[tuple[Cell, int]]:
        """Every ``(cell, value)`` the current player may place now, by cell then value."""
        rack = set(self.current_rack())
        return sorted(
            (cell, value)
            for cell, fits in fitting_cells(self.tiles, self.specials)
            for value in rack
            if value in fits
        )

    def legal_cells(self, value: int) -> list[Cell]:
        """The cells where the current player may place a tile of ``value`` now (none when
        the rack holds no such tile): the highlights for a selected rack tile."""
        if value not in self.current_rack():
            return []
        return [cell for cell in self.open_cells() if solved_vertices(self.tiles, cell, value)]

    def open_cells(self) -> list[Cell]:
        """Empty, non-X cells with at least one corner where two tiles touch, sorted."""
        candidates = {
            cell
            for occupied in self.tiles
            for cell in hexgrid.neighbours(occupied)
            if on_board(cell) and cell not in self.tiles
        }
        return sorted(
            cell
            for cell in candidates
            if self.specials.get(cell) != BLOCKED and tile_pairs(self.tiles, cell)
        )

    def preview(self, cell: Cell, value: int) -> Preview | None:
        """What ``value`` on ``cell`` would score and solve now, or ``None`` if refused."""
        if board_problem(self.tiles, self.specials, cell, value) is not None:
            return None
        points = 0 if self.in_final_round else self._points_for(cell, value)
        operations = solved_operations(self.tiles, cell, value)
        return Preview(points, multiplier(self.specials, cell), tuple(operations))

    def placed_operations(self, cell: Cell) -> list[str]:
        """What the tile on ``cell`` solved when it was placed (tiles placed after it are
        left out), e.g. ``["5 x 2 = 10"]``; empty for a centre tile or an empty cell."""
        for index, placement in enumerate(self.placements):
            if placement.cell == cell:
                before = dict(self.initial_tiles)
                before.update((p.cell, p.value) for p in self.placements[:index])
                return solved_operations(before, cell, placement.value)
        return []

    @property
    def last_placement(self) -> Placement | None:
        """The most recent tile placed in the game (for a flash after a move)."""
        return self.placements[-1] if self.placements else None

    def replay_states(self) -> Iterator[State]:
        """The game from its start, one state per move: the start, then after each move."""
        if self.seed is None:
            raise ValueError("a game set up from a position has no seed to replay from")
        state = new_game(self.seed, **self.options)
        yield state.clone()
        for move in self.history:
            state.apply(move)
            yield state.clone()

    # ----------------------------------------------------------------- refusals

    def _place_refusal(self, cell: Any, value: Any) -> Refusal | None:
        if not (isinstance(value, int) and _is_cell(cell)):
            return Refusal(refusals.BAD_PLACE, {"cell": repr(cell), "value": repr(value)})
        if value not in self.racks[self._current]:
            return Refusal(refusals.NO_TILE, {"value": value})
        problem = board_problem(self.tiles, self.specials, cell, value)
        if problem is None:
            return None
        fields: dict[str, Any] = {"cell": list(cell)}
        if problem.code == OCCUPIED:
            fields["value"] = problem.occupant
        elif problem.code == NO_SOLUTION:
            fields.update(value=value, pairs=[[a, b, list(found)] for a, b, found in problem.pairs])
        return Refusal(problem.code, fields)

    def _exchange_refusal(self) -> Refusal | None:
        if self.placed_this_turn():
            return Refusal(refusals.EXCHANGE_AFTER_PLACE)
        if not self.box:
            return Refusal(refusals.BOX_EMPTY)
        return None

    def _exchange_tiles_refusal(self, tiles: Sequence[int]) -> Refusal | None:
        if not tiles:
            return Refusal(refusals.EXCHANGE_NONE)
        if Counter(tiles) - Counter(self.racks[self._current]):
            return Refusal(refusals.NOT_IN_RACK, {"tiles": sorted(tiles)})
        return None

    # ----------------------------------------------------------------- moves

    def _points_for(self, cell: Cell, value: int) -> int:
        solved = len(solved_vertices(self.tiles, cell, value))
        return value * multiplier(self.specials, cell) * solved

    def _place(self, cell: Cell, value: int) -> None:
        self._put(cell, value, 0 if self.in_final_round else self._points_for(cell, value))

    def _put(self, cell: Cell, value: int, points: int) -> None:
        """Move ``value`` from the current rack to ``cell``, scoring ``points``."""
        player = self._current
        self.racks[player].remove(value)
        self.tiles[cell] = value
        self.placements.append(Placement(cell, value, player, points, self.turn))
        self.points[player] += points

    def play_searched_turn(self, placements: Sequence[tuple[Cell, int, int]], stuck: bool) -> None:
        """Play a whole turn that a search of this very position found legal, unchecked:
        ``placements`` as ``(cell, value, points)`` in order, then the end of the turn; ``stuck``
        says whether the player had no legal placement (only read when none is placed). The
        look-ahead's playouts play thousands of turns a decision: recounting the points and
        the legal placements here took a quarter of their time. History records the moves."""
        for cell, value, points in placements:
            self._put(cell, value, points)
            self.history.append(Place(cell, value))
        self._end_turn(exchanged=0, stuck=stuck and not placements)
        self.history.append(EndTurn())

    def _take_back(self) -> None:
        placement = self.placements.pop()
        del self.tiles[placement.cell]
        self.racks[placement.player].append(placement.value)
        self.points[placement.player] -= placement.points

    def _exchange(self, tiles: Sequence[int]) -> None:
        stuck = not self.legal_placements()  # judged on the rack the turn started with
        rack = self.racks[self._current]
        for value in tiles:
            rack.remove(value)
        self.box.extend(tiles)
        self.rng.shuffle(self.box)
        for _ in tiles:
            rack.append(self.box.pop())
        self._end_turn(exchanged=len(tiles), stuck=stuck)

    def _draw(self, player: int) -> None:
        rack = self.racks[player]
        while len(rack) < self.rack_size and self.box:
            rack.append(self.box.pop())

    def _end_turn(self, exchanged: int, stuck: bool | None = None) -> None:
        """End the turn. ``stuck`` says whether the player had no legal placement at its start
        (an exchange judges it before changing the rack; otherwise an idle turn's board and
        rack are those of its start, so it is judged here)."""
        player = self._current
        placed = self.placed_this_turn()
        if stuck is None:
            stuck = not placed and not self.legal_placements()
        bonus = 0
        if self.in_final_round:
            self.extra_turns_left -= 1
            over = self.extra_turns_left == 0
        else:
            if not self.racks[player] and self.box:
                bonus = BONUS_PER_TILE * self.rack_size
                self.points[player] += bonus
            self._draw(player)
            self.idle_turns = 0 if placed else self.idle_turns + 1
            self.stuck_turns = self.stuck_turns + 1 if stuck else 0
            over = self._check_end(player)
        self.turn_log.append(
            TurnSummary(
                player,
                self.turn,
                len(placed),
                sum(p.points for p in placed),
                bonus,
                exchanged,
            )
        )
        self.last_turn[player] = self.turn
        self.turn += 1
        self.turn_start = len(self.placements)
        self._current = None if over else (player + 1) % self.players

    def _check_end(self, player: int) -> bool:
        """Whether the game ends after ``player``'s turn (outside the final round)."""
        if not self.box and not self.racks[player]:
            self.end_reason = "rack emptied"
            if self.options["complete_last_turn"]:
                self.extra_turns_left = self.players - 1
                return False
            return True
        self.end_reason = self._blocked_reason()
        return self.end_reason is not None

    def _blocked_reason(self) -> str | None:
        """Which case of the blocked-game ruling ends the game now, if any."""
        return blocked_reason(self.players, len(self.box), self.idle_turns, self.stuck_turns)

    # ----------------------------------------------------------------- copies and saves

    def clone(self) -> State:
        twin = object.__new__(State)
        twin.__dict__.update(self.__dict__)
        twin.options = dict(self.options)
        twin.rng = copied_rng(self.rng)
        twin.specials = dict(self.specials)
        twin.initial_tiles = dict(self.initial_tiles)
        twin.tiles = dict(self.tiles)
        twin.placements = list(self.placements)
        twin.racks = [list(rack) for rack in self.racks]
        twin.box = list(self.box)
        twin.points = list(self.points)
        twin.last_turn = list(self.last_turn)
        twin.turn_log = list(self.turn_log)
        twin.history = list(self.history)
        twin._encoded, twin._encoded_of, twin._exchanges = [], None, []
        return twin

    def to_dict(self) -> dict:
        """A JSON-safe snapshot: options, seed, RNG, board, racks, box, scores, history."""
        return {
            **self._shared_dict(),
            "seed": self.seed,
            "rng": rng_state_to_json(self.rng.getstate()),
            "racks": [list(rack) for rack in self.racks],
            "box": list(self.box),
            "history": [entry for _, entry in self._encoded_history()],
        }

    def view(self, player: int) -> dict:
        """What ``player`` may see (what a remote player receives): :meth:`to_dict` without the
        seed, the generator, the box's order, the other racks (their sizes only, until the
        end's scoring shows them) and the tiles other players exchanged (their number only)."""
        encoded = self._encoded_history()
        history = [entry for _, entry in encoded]
        for index in self._exchanges:
            mover, entry = encoded[index]
            if mover != player:
                history[index] = {"type": "exchange", "count": len(entry["tiles"])}
        data = {
            **self._shared_dict(),
            "history": history,
            "viewer": player,
            "rack": list(self.racks[player]),
            "rack_counts": self.rack_counts(),
            "box_count": len(self.box),
        }
        if self.is_terminal():  # the end's scoring counts the tiles left: all racks show
            data["revealed"] = [list(rack) for rack in self.racks]
        return data

    def _shared_dict(self) -> dict:
        """What :meth:`to_dict` and every :meth:`view` hold alike."""
        return {
            "game": "minusmax",
            "format": SAVE_FORMAT,
            "options": dict(self.options),
            "specials": [[q, r, kind] for (q, r), kind in sorted(self.specials.items())],
            "initial_tiles": [[q, r, v] for (q, r), v in sorted(self.initial_tiles.items())],
            "placements": [
                [p.cell[0], p.cell[1], p.value, p.player, p.points, p.turn] for p in self.placements
            ],
            "points": list(self.points),
            "current": self._current,
            "starter": self.starting_player,
            "turn": self.turn,
            "turn_start": self.turn_start,
            "idle_turns": self.idle_turns,
            "stuck_turns": self.stuck_turns,
            "extra_turns_left": self.extra_turns_left,
            "end_reason": self.end_reason,
            "last_turn": list(self.last_turn),
            "turn_log": [
                [t.player, t.turn, t.placed, t.points, t.bonus, t.exchanged] for t in self.turn_log
            ],
        }

    def _encoded_history(self) -> list[tuple[int, dict]]:
        """``(player, JSON form)`` of every move of :attr:`history`, extended as moves come:
        a host sends a view to every player and saves after each move, and encoding the
        whole history each time cost 1.7 ms a view after 200 moves. A turn ends with an end
        of turn or an exchange, and the next player follows. (The entries are shared between
        calls: they are written out, never changed.) :attr:`_exchanges` keeps where the
        exchanges are, which a view hides from the other players."""
        if self._encoded_of is not self.history:  # a new or replaced history: start again
            self._encoded, self._encoded_of, self._exchanges = [], self.history, []
        encoded = self._encoded
        player = self.starting_player
        if encoded:
            last_player, last = encoded[-1]
            turn_ended = last["type"] in ("end_turn", "exchange")
            player = (last_player + 1) % self.players if turn_ended else last_player
        for move in self.history[len(encoded) :]:
            if isinstance(move, Exchange):
                self._exchanges.append(len(encoded))
            encoded.append((player, move_to_json(move)))
            if isinstance(move, (EndTurn, Exchange)):
                player = (player + 1) % self.players
        return encoded

    @classmethod
    def from_dict(cls, data: dict) -> State:
        """The state :meth:`to_dict` wrote; ``ValueError`` with a clear message otherwise."""
        if not isinstance(data, dict) or data.get("game") != "minusmax":
            raise ValueError("this is not a minusMax game")
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(f"unsupported minusMax save format {data.get('format')!r}")
        try:
            state = _decode(cls, data)
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"damaged minusMax game ({type(error).__name__}: {error})") from error
        _check_position(state)
        return state


# --------------------------------------------------------------------- module functions


def blocked_reason(players: int, box_count: int, idle_turns: int, stuck_turns: int) -> str | None:
    """Which case of the blocked-game ruling ends a game after ``idle_turns`` idle turns in a
    row, the last ``stuck_turns`` of them by players who could not place, if any. Exchanges
    made while a placement was possible are a choice: they never count as "blocked". The
    computers weigh an idle turn by it (:mod:`games.minusmax.evaluation`)."""
    if not box_count and idle_turns >= players:
        return "box empty"
    if stuck_turns >= STUCK_ROUNDS_LIMIT * players:
        return "blocked"
    if idle_turns >= IDLE_ROUNDS_LIMIT * players:
        return "idle rounds"
    return None


def new_game(
    seed: int, players: int = 2, rack_size: int = 8, complete_last_turn: bool = False
) -> State:
    """A new game: tiles shuffled with ``seed``, seven on the centre cells, the 45 specials on
    distinct random cells outside them, a full rack each, and a random starting player."""
    options = {
        "players": players,
        "rack_size": rack_size,
        "complete_last_turn": bool(complete_last_turn),
    }
    _check_options(options)
    rng = random.Random(seed)
    bag = [value for value, count in sorted(NUMERIC_TILES.items()) for _ in range(count)]
    rng.shuffle(bag)
    centre = centre_cells()
    initial_tiles = {cell: bag.pop() for cell in centre}
    outside = sorted(board_cells() - set(centre))
    kinds = [kind for kind, count in SPECIAL_TILES.items() for _ in range(count)]
    specials = dict(zip(rng.sample(outside, len(kinds)), kinds, strict=True))
    racks = [[bag.pop() for _ in range(rack_size)] for _ in range(players)]
    starter = rng.randrange(players)
    return State(
        seed=seed,
        options=options,
        rng=rng,
        specials=specials,
        initial_tiles=initial_tiles,
        racks=racks,
        box=bag,
        starter=starter,
    )


def public_move(move: Move) -> Move:
    """``move`` as every player may see it: an exchange shows how many tiles, not which."""
    return Exchange((1,) * len(move.tiles)) if isinstance(move, Exchange) else move


def from_view(view: Mapping[str, Any], seed: int = 0) -> State:
    """A state the viewer of :meth:`State.view` can play and draw from: everything they see,
    with the tiles they cannot see dealt to the other racks and the box by ``random.Random(seed)``
    (a stand-in: only the viewer's rack and the board are real). ``ValueError`` when ``view``
    is not a view of a game this program can reach."""
    data = dict(view)
    try:
        viewer, rack = data.pop("viewer"), list(data.pop("rack"))
        counts, box_count = data.pop("rack_counts"), data.pop("box_count")
        unseen = Counter(NUMERIC_TILES)
        unseen.subtract(value for *_, value in data["initial_tiles"])
        unseen.subtract(placement[2] for placement in data["placements"])
        revealed = data.pop("revealed", None)
        for shown in revealed or [rack]:
            unseen.subtract(shown)
        others = [] if revealed else [n for player, n in enumerate(counts) if player != viewer]
        hands, box = deal(sorted(unseen.elements()), others, random.Random(seed))
        racks = revealed or [
            rack if player == viewer else hands.pop(0) for player in range(len(counts))
        ]
        history = [_seen_move(move) for move in data["history"]]
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ValueError(f"not a view of a minusMax game ({error})") from error
    if len(box) != box_count:
        raise ValueError("the view's tile counts do not add up")
    rng = rng_state_to_json(random.Random(seed).getstate())
    return State.from_dict({**data, "seed": None, "rng": rng, "racks": racks, "box": box,
                            "history": history})  # fmt: skip


def _seen_move(move: Any) -> Any:
    """A move of a view's history as a move: an exchange whose tiles the viewer did not see
    becomes an exchange of as many stand-in tiles."""
    if isinstance(move, dict) and "count" in move:
        return {"type": "exchange", "tiles": [1] * int(move["count"])}
    return move


def replay(seed: int, options: Mapping[str, Any], moves: Sequence[Move]) -> State:
    """The game that ``new_game(seed, **options)`` and then ``moves`` give."""
    state = new_game(seed, **options)
    for move in moves:
        state.apply(move)
    return state


def _check_options(options: Mapping[str, Any]) -> None:
    players, rack_size = options["players"], options["rack_size"]
    if not _whole(players, MIN_PLAYERS, MAX_PLAYERS):
        raise ValueError(f"minusMax needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    if not _whole(rack_size, MIN_RACK, MAX_RACK):
        raise ValueError(f"the rack size must be {MIN_RACK} to {MAX_RACK}, not {rack_size}")


def _check_position(state: State) -> None:
    """Raise ``ValueError`` if the position is not one the rules can reach."""
    cells = list(state.tiles) + list(state.specials)
    if any(not _is_cell(cell) or not on_board(cell) for cell in cells):
        raise ValueError("a tile or special lies off the board")
    if any(kind not in SPECIAL_TILES for kind in state.specials.values()):
        raise ValueError("special cells must be D, T or X")
    if any(state.specials.get(cell) == BLOCKED for cell in state.tiles):
        raise ValueError("a tile lies on an X cell")
    values = [*state.tiles.values(), *state.box, *(v for rack in state.racks for v in rack)]
    if not all(_whole(value, 1, max(NUMERIC_TILES)) for value in values):
        raise ValueError(f"tile values must be positive whole numbers up to {max(NUMERIC_TILES)}")
    if any(len(rack) > state.rack_size for rack in state.racks):
        raise ValueError("a rack holds more tiles than the rack size")
    current = state.current_player
    if current is not None and not (isinstance(current, int) and 0 <= current < state.players):
        raise ValueError(f"no player {current!r} in a {state.players}-player game")
    _check_counts(state)


def _whole(value: Any, low: int = 0, high: int = SAVED_LIMIT) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _check_counts(state: State) -> None:
    """The saved numbers: whole numbers (never booleans) of a size a game can reach."""
    extra = [] if state.extra_turns_left is None else [state.extra_turns_left]
    counts = [state.turn, state.turn_start, state.idle_turns, state.stuck_turns, *extra]
    points = [*state.points, *(t.points for t in state.turn_log)]
    log = [n for t in state.turn_log for n in (t.player, t.turn, t.placed, t.bonus, t.exchanged)]
    if not (
        all(_whole(n) for n in counts + log)
        and all(_whole(p, -SAVED_LIMIT) for p in points)
        and len(state.points) == state.players
        and (state.seed is None or _whole(state.seed, -(2**63), 2**63))
        and isinstance(state.options["complete_last_turn"], bool)
        and (state.end_reason is None or state.end_reason in END_REASONS)
    ):
        raise ValueError("a saved count, score or option is out of range")


def _decode(cls: type[State], data: dict) -> State:
    options = data["options"]
    _check_options(options)
    try:
        rng = rng_from_state(rng_state_from_json(data["rng"]))
    except ValueError as error:
        raise ValueError(f"damaged random generator state: {error}") from error
    state = cls(
        seed=data["seed"],
        options={
            "players": options["players"],
            "rack_size": options["rack_size"],
            "complete_last_turn": options["complete_last_turn"],
        },
        rng=rng,
        specials={(q, r): kind for q, r, kind in data["specials"]},
        initial_tiles={(q, r): value for q, r, value in data["initial_tiles"]},
        racks=data["racks"],
        box=data["box"],
        starter=data["starter"],
    )
    if len(state.racks) != options["players"]:
        raise ValueError("the number of racks does not match the number of players")
    state.placements = [Placement((q, r), *rest) for q, r, *rest in data["placements"]]
    for placement in state.placements:
        if placement.cell in state.tiles:
            raise ValueError(f"two tiles on {placement.cell}")
        state.tiles[placement.cell] = placement.value
    state.points = list(data["points"])
    state._current = data["current"]
    for name in ("turn", "turn_start", "idle_turns", "extra_turns_left", "end_reason"):
        setattr(state, name, data[name])
    state.stuck_turns = data.get("stuck_turns", 0)  # saves before the revised ruling
    state.last_turn = list(data["last_turn"])
    state.turn_log = [TurnSummary(*entry) for entry in data["turn_log"]]
    state.history = [move_from_json(move) for move in data["history"]]
    return state


def _is_cell(cell: Any) -> bool:
    return (
        isinstance(cell, tuple)
        and len(cell) == 2
        and all(isinstance(part, int) and not isinstance(part, bool) for part in cell)
    )


def _sub_multisets(rack: Sequence[int]) -> list[tuple[int, ...]]:
    """Every distinct non-empty sub-multiset of ``rack``, shorter first, then ascending."""
    counts = sorted(Counter(rack).items())
    subsets = []
    for picks in itertools.product(*(range(count + 1) for _, count in counts)):
        tiles = tuple(v for (v, _), k in zip(counts, picks, strict=True) for _ in range(k))
        if tiles:
            subsets.append(tiles)
    return sorted(subsets, key=lambda tiles: (len(tiles), tiles))


# --------------------------------------------------------------------- the match's hooks


def match_options(seats: Sequence[Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """The complete options of a new game for ``seats`` (``core.match``): one player per seat."""
    return {
        "players": len(seats),
        "rack_size": int(options.get("rack_size", 8)),
        "complete_last_turn": bool(options.get("complete_last_turn", False)),
    }


def take_back_move(state: State) -> Move | None:
    """The move that undoes the current player's last placement this turn, if there is one."""
    return TakeBack() if state.placed_this_turn() else None
