"""Abaku rules: the game state, the rules API of ``rules/abaku.md``, and queries for the scene.

Pure and deterministic: the state owns its ``random.Random(seed)``; no clock (the optional turn
timer lives in the scene, which submits ``Pass(timed_out=True)`` when it runs out).

Rulings beyond the rules file, in one place:

- A wildcard is a physical zero tile. In a rack it is :data:`WILD`; placed, it shows the digit
  chosen and counts as that digit; exchanged, it goes back to the bag as a plain zero (the
  next player to draw it counts it as one of his zeros). Left in a rack at the end it is
  worth 0.
- Every tile drawn counts for the wildcard rule, including tiles drawn in an exchange.
- An exchange draws the new tiles before the old ones go back, then shuffles the bag.
- Exchanges reset a player's run of passes (an exchange is not a pass).
- A player who surrenders, or passes three times in a row while the bag holds tiles, is out:
  he is ranked below everyone still playing and his turns are skipped. The game ends when
  fewer than two players remain (in a solo game, when the player is out).
- Three passes in a row with an empty bag end the game with no transfer of rack values.
- The end-of-game transfer takes the racks of all other players, out or not.
- ``legal_moves()`` lists placements (sorted), exchanges and ``Pass()``; a surrender and a
  timed-out pass are always accepted but never listed, so search and random play do not
  resign. A timed-out pass is refused in a game without a turn timer.

Rulings on placements are in :mod:`games.abaku.placement` (the zero rule, single tiles).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from types import MappingProxyType

from core.engine import (
    IllegalMove,
    TurnBasedState,
    copied_rng,
    rng_from_state,
    rng_state_from_json,
    rng_state_to_json,
)
from core.simulation import deal
from games.abaku.board import (
    BOARD_SIZE,
    CENTRE,
    Square,
    bonus,
    neighbours,
    on_board,
    square_name,
)
from games.abaku.examples import example_spans, is_example
from games.abaku.movegen import ScoredPlace, generate_placements
from games.abaku.moves import (
    WILD,
    Exchange,
    Move,
    Pass,
    Place,
    PlacedTile,
    Surrender,
    move_from_json,
    move_to_json,
)
from games.abaku.placement import (
    MAX_TILES_PER_MOVE,
    FormedExample,
    PlacementResult,
    analyse_placement,
    placement_refusal,
)
from games.abaku.refusals import Refusal

__all__ = [
    "BOARD_SIZE",
    "CENTRE",
    "DIGIT_COUNTS",
    "END_PASSES",
    "END_PLAYERS_OUT",
    "END_REASONS",
    "END_TILES_OUT",
    "MAX_PLAYERS",
    "OUT_FORFEITED",
    "OUT_REASONS",
    "OUT_SURRENDERED",
    "RACK_SIZE",
    "WILD",
    "AbakuState",
    "Exchange",
    "FormedExample",
    "IllegalMove",
    "LogEntry",
    "Pass",
    "Place",
    "PlacedTile",
    "PlacementResult",
    "Refusal",
    "ScoredPlace",
    "Surrender",
    "bonus",
    "example_spans",
    "is_example",
    "new_game",
    "score_move",
    "square_name",
]

DIGIT_COUNTS: Mapping[int, int] = MappingProxyType(dict.fromkeys(range(10), 11))
RACK_SIZE = 5
MIN_PLAYERS, MAX_PLAYERS = 1, 4
PASSES_TO_LOSE = 3
FIRST_WILD_ZERO = 8  # a player's 8th, 10th, 12th ... zero drawn is a wildcard

# Why a game ended (``AbakuState.end_reason``).
END_TILES_OUT = "tiles out"
END_PASSES = "passes"
END_PLAYERS_OUT = "players out"

# Why a player is out (``AbakuState.out_reason``).
OUT_SURRENDERED = "surrendered"
OUT_FORFEITED = "three passes"

END_REASONS = (END_TILES_OUT, END_PASSES, END_PLAYERS_OUT)
OUT_REASONS = (OUT_SURRENDERED, OUT_FORFEITED)
SAVED_LIMIT = 10**9  # a saved number (a score, a count, a square) is below this


def score_move(board: Mapping[Square, int], move: Mapping[Square, int]) -> int:
    """Points of placing ``move`` (square -> digit) on ``board`` (the board before the move).

    An empty board means the first move. Raises :class:`IllegalMove` saying why when the
    placement is illegal.
    """
    return analyse_placement(board, move).points


@dataclass(frozen=True)
class LogEntry:
    """One turn of the move log: who, what, the examples formed and the points.

    ``transfer`` is the end-of-game rack transfer this turn caused (per player, +/-), ``out``
    why this turn put the player out (``OUT_SURRENDERED``, ``OUT_FORFEITED``) and ``end`` why
    it ended the game (``END_TILES_OUT``, ...); :attr:`note` says both in words.
    """

    player: int
    move: Move
    examples: tuple[FormedExample, ...] = ()
    points: int = 0
    transfer: tuple[int, ...] = ()
    out: str | None = None
    end: str | None = None

    @property
    def note(self) -> str:
        """What else happened, e.g. ``"out: three passes; game over: players out"``."""
        parts = []
        if self.out is not None:
            parts.append(f"{_NOTE_OUT}{self.out}")
        if self.end is not None:
            parts.append(f"{_NOTE_END}{self.end}")
        return _NOTE_SEPARATOR.join(parts)

    def summary(self, ascii_only: bool = False) -> str:
        """One line for the move log, e.g. ``"place 6 on G8, 2 on I8: 6 - 4 = 2 (12),
        √4 = 2 (6); 18 points"`` (the scene puts the player's name in front)."""
        parts = [str(self.move)]
        if self.examples:
            found = ", ".join(f"{ex.text(ascii_only)} ({ex.points})" for ex in self.examples)
            parts[0] += f": {found}; {self.points} points"
        if any(self.transfer):
            parts.append("rack transfer " + " ".join(f"{change:+d}" for change in self.transfer))
        if self.note:
            parts.append(self.note)
        return "; ".join(parts)

    def to_dict(self) -> dict:
        return {
            "player": self.player,
            "move": move_to_json(self.move),
            "examples": [example.to_dict() for example in self.examples],
            "points": self.points,
            "transfer": list(self.transfer),
            "out": self.out,
            "end": self.end,
            "note": self.note,  # for a reader of the file; loading uses ``out`` and ``end``
        }

    @classmethod
    def from_dict(cls, data: Mapping) -> LogEntry:
        if "out" in data or "end" in data:
            out, end = data.get("out"), data.get("end")
        else:  # saved before ``out`` and ``end`` were kept: only the note says
            note = data["note"]
            if not isinstance(note, str) or len(note) > 1000:
                raise ValueError("an old log entry's note is not a short text")
            out, end = _read_old_note(note)
        return cls(
            _whole(data["player"]),
            move_from_json(data["move"]),
            tuple(FormedExample.from_dict(example) for example in data["examples"]),
            _whole(data["points"]),
            tuple(_whole(value) for value in data["transfer"]),
            _checked_reason(out, OUT_REASONS, "out"),
            _checked_reason(end, END_REASONS, "end"),
        )


def _entry_seen_by(entry: LogEntry, player: int) -> dict:
    """A log entry as ``player`` may read it: another player's exchange shows only its size."""
    data = entry.to_dict()
    if entry.player != player and isinstance(entry.move, Exchange):
        data["move"] = {"exchange_count": len(entry.move.tiles)}
    return data


_NOTE_OUT = "out: "
_NOTE_END = "game over: "
_NOTE_SEPARATOR = "; "


def _read_old_note(note: str) -> tuple[str | None, str | None]:
    """``(out, end)`` from the note of an older save, which kept only the words."""
    out = end = None
    for part in filter(None, note.split(_NOTE_SEPARATOR)):
        if part.startswith(_NOTE_OUT):
            out = part.removeprefix(_NOTE_OUT)
        elif part.startswith(_NOTE_END):
            end = part.removeprefix(_NOTE_END)
        else:
            raise ValueError(f"a move log note reads {note!r}")
    return out, end


def _whole(value: object, low: int = -SAVED_LIMIT, high: int = SAVED_LIMIT) -> int:
    """A saved whole number: never a boolean, a text or a fraction, and of a size a game
    can reach."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{value!r} is not a whole number from {low} to {high}")
    return value


def _checked_reason(reason: object, known: tuple[str, ...], what: str) -> str | None:
    if reason is None or reason in known:
        return reason
    raise ValueError(f"{reason!r} is not a reason a log entry's {what!r} can give")


class AbakuState(TurnBasedState):
    """A game of Abaku. Create one with :func:`new_game`."""

    def __init__(self, players: int, time_limit: float | None, rng: random.Random) -> None:
        self.players = players
        self.time_limit = time_limit
        self._rng = rng
        self._bag: list[int] = []
        self._racks: list[list[int]] = [[] for _ in range(players)]
        self._zeros_drawn = [0] * players
        self._board: dict[Square, int] = {}
        self._wild_squares: set[Square] = set()
        self._scores = [0] * players
        self._turn = 0
        self._passes = [0] * players
        self._out: list[str | None] = [None] * players
        self._end_reason: str | None = None
        self._log: list[LogEntry] = []
        self._placements_cache: tuple[int, list[ScoredPlace]] | None = None

    # --- the engine contract -------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self._end_reason is not None else self._turn

    def is_terminal(self) -> bool:
        return self._end_reason is not None

    def scores(self) -> list[int]:
        return list(self._scores)

    def legal_moves(self) -> list[Move]:
        """Placements (sorted by squares), then exchanges, then ``Pass()``."""
        if self.is_terminal():
            return []
        placements = sorted((found.move for found in self.placements()), key=lambda m: m.tiles)
        return [*placements, *self.exchanges(), Pass()]

    def placements(self) -> list[ScoredPlace]:
        """Every legal placement of the current player, with its points.

        Finding them is the costly part of the game, so the list is kept until the next move
        (it is not part of the saved state).
        """
        turn = len(self._log)
        if self._placements_cache is None or self._placements_cache[0] != turn:
            found = generate_placements(self._board, self._racks[self._turn])
            self._placements_cache = (turn, found)
        return list(self._placements_cache[1])

    def exchanges(self) -> list[Exchange]:
        """Every distinct exchange the current player may make now (the bag permitting)."""
        rack = sorted(self._racks[self._turn])
        most = min(len(rack), MAX_TILES_PER_MOVE, len(self._bag))
        chosen = {tiles: None for size in range(1, most + 1) for tiles in combinations(rack, size)}
        return [Exchange(tiles) for tiles in chosen]

    def illegal_reason(self, move: Move) -> str | None:
        """Why ``move`` is refused now, in English (the text of :meth:`refusal`), or ``None``."""
        refusal = self.refusal(move)
        return None if refusal is None else str(refusal)

    def refusal(self, move: Move) -> Refusal | None:
        """Why ``move`` is refused now, as a code with fields, or ``None`` when it is legal.

        The one decision behind :meth:`illegal_reason` and :meth:`apply`; the scene words it
        in the player's language.
        """
        if isinstance(move, Place):
            return self._place_refusal(move)
        if isinstance(move, Exchange):
            return self._exchange_refusal(move)
        if isinstance(move, Pass):
            if move.timed_out and self.time_limit is None:
                return Refusal("no_timer")
            return None
        if isinstance(move, Surrender):
            return None
        return Refusal("not_a_move", {"move": move})

    def _apply(self, move: Move) -> None:
        player = self._turn
        if isinstance(move, Place):
            self._apply_place(player, move)
        elif isinstance(move, Exchange):
            self._apply_exchange(player, move)
        elif isinstance(move, Pass):
            self._apply_pass(player, move)
        else:
            self._retire(player, move, OUT_SURRENDERED)
        if self._end_reason is None:
            self._advance_turn()

    # --- queries for the scene -------------------------------------------------------------

    def rack(self, player: int) -> list[int]:
        """The tiles of ``player``'s rack in draw order: digits, and ``WILD`` for wildcards."""
        return list(self._racks[player])

    @property
    def bag_count(self) -> int:
        return len(self._bag)

    def tile_at(self, square: Square) -> int | None:
        """The digit shown on a square, or ``None`` when it is empty."""
        return self._board.get(square)

    def board(self) -> dict[Square, int]:
        """A copy of the board: square -> digit shown (wildcards show their chosen digit)."""
        return dict(self._board)

    def anchor_squares(self) -> list[Square]:
        """Empty squares where a placement can touch the board (the centre on the first
        move): what to highlight when a tile is picked up."""
        if not self._board:
            return [CENTRE]
        return sorted(
            {
                spot
                for square in self._board
                for spot in neighbours(square)
                if spot not in self._board
            }
        )

    @property
    def wild_squares(self) -> frozenset[Square]:
        """Squares holding a wildcard (draw them differently; their digit is on the board)."""
        return frozenset(self._wild_squares)

    def preview(self, move: Place) -> PlacementResult:
        """The examples and points ``move`` would make now; raises :class:`IllegalMove`."""
        refusal = self.refusal(move)
        if refusal is not None:
            raise IllegalMove(str(refusal))
        return analyse_placement(self._board, move.cells)

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Every turn so far, oldest first (the move log panel and the after-move display)."""
        return tuple(self._log)

    def passes_in_a_row(self, player: int) -> int:
        return self._passes[player]

    def out_reason(self, player: int) -> str | None:
        """``OUT_SURRENDERED``, ``OUT_FORFEITED`` or ``None`` while the player is in."""
        return self._out[player]

    @property
    def end_reason(self) -> str | None:
        """``END_TILES_OUT``, ``END_PASSES``, ``END_PLAYERS_OUT``, or ``None`` while playing."""
        return self._end_reason

    def ending(self) -> str:
        """How the game ended, for the match's result and the high scores: ``"finished"``, or
        ``"surrendered"`` / ``"forfeited"`` when it ended because players dropped out."""
        if self._end_reason != END_PLAYERS_OUT:
            return "finished"
        return "surrendered" if OUT_SURRENDERED in self._out else "forfeited"

    def ranking(self) -> list[int]:
        """Players best first: those still in by score, then those out by score."""
        return sorted(
            range(self.players), key=lambda p: (self._out[p] is not None, -self._scores[p], p)
        )

    def winners(self) -> list[int]:
        """Players still in with the top score (ties share the win); empty while playing."""
        if not self.is_terminal():
            return []
        standing = [p for p in range(self.players) if self._out[p] is None]
        if not standing:
            return []
        top = max(self._scores[p] for p in standing)
        return [p for p in standing if self._scores[p] == top]

    # --- checking moves --------------------------------------------------------------------

    def _place_refusal(self, move: Place) -> Refusal | None:
        if len(move.cells) != len(move.tiles):
            return Refusal("same_square")
        missing = _missing_tiles(self._racks[self._turn], move.rack_tiles())
        if missing:
            return missing
        return placement_refusal(self._board, move.cells)

    def _exchange_refusal(self, move: Exchange) -> Refusal | None:
        count = len(move.tiles)
        if not 1 <= count <= MAX_TILES_PER_MOVE:
            return Refusal("exchange_count", {"count": MAX_TILES_PER_MOVE})
        if count > len(self._bag):
            return Refusal("bag_short", {"held": len(self._bag), "count": count})
        return _missing_tiles(self._racks[self._turn], list(move.tiles))

    # --- playing moves ---------------------------------------------------------------------

    def _apply_place(self, player: int, move: Place) -> None:
        result = analyse_placement(self._board, move.cells)
        rack = self._racks[player]
        for tile in move.tiles:
            rack.remove(tile.rack_tile)
            self._board[tile.square] = tile.digit
            if tile.wild:
                self._wild_squares.add(tile.square)
        self._scores[player] += result.points
        self._passes[player] = 0
        self._draw(player, RACK_SIZE - len(rack))
        transfer: tuple[int, ...] = ()
        end = None
        if not rack:
            transfer = self._transfer_racks(player)
            end = self._end(END_TILES_OUT)
        entry = LogEntry(player, move, result.examples, result.points, transfer, end=end)
        self._log.append(entry)

    def _apply_exchange(self, player: int, move: Exchange) -> None:
        rack = self._racks[player]
        for tile in move.tiles:
            rack.remove(tile)
        self._draw(player, len(move.tiles))
        self._bag.extend(0 if tile == WILD else tile for tile in move.tiles)
        self._rng.shuffle(self._bag)
        self._passes[player] = 0
        self._log.append(LogEntry(player, move))

    def _apply_pass(self, player: int, move: Pass) -> None:
        self._passes[player] += 1
        if self._passes[player] < PASSES_TO_LOSE:
            self._log.append(LogEntry(player, move))
        elif self._bag:
            self._retire(player, move, OUT_FORFEITED)
        else:
            self._log.append(LogEntry(player, move, end=self._end(END_PASSES)))

    def _retire(self, player: int, move: Move, reason: str) -> None:
        self._out[player] = reason
        standing = sum(1 for out in self._out if out is None)
        end = self._end(END_PLAYERS_OUT) if standing < min(2, self.players) else None
        self._log.append(LogEntry(player, move, out=reason, end=end))

    def _end(self, reason: str) -> str:
        """End the game for ``reason``; returns it for the log entry."""
        self._end_reason = reason
        return reason

    def _transfer_racks(self, finisher: int) -> tuple[int, ...]:
        """The finisher gains every other rack's value; each other player loses his own."""
        transfer = [0] * self.players
        for player in range(self.players):
            if player != finisher:
                value = sum(tile for tile in self._racks[player] if tile != WILD)
                transfer[player] = -value
                transfer[finisher] += value
        for player, change in enumerate(transfer):
            self._scores[player] += change
        return tuple(transfer)

    def _draw(self, player: int, count: int) -> None:
        for _ in range(min(count, len(self._bag))):
            tile = self._bag.pop()
            if tile == 0:
                self._zeros_drawn[player] += 1
                drawn = self._zeros_drawn[player]
                if drawn >= FIRST_WILD_ZERO and drawn % 2 == 0:
                    tile = WILD
            self._racks[player].append(tile)

    def _advance_turn(self) -> None:
        for step in range(1, self.players + 1):
            candidate = (self._turn + step) % self.players
            if self._out[candidate] is None:
                self._turn = candidate
                return

    # --- copying and saving ----------------------------------------------------------------

    def clone(self) -> AbakuState:
        copy = AbakuState(self.players, self.time_limit, copied_rng(self._rng))
        copy._bag = list(self._bag)
        copy._racks = [list(rack) for rack in self._racks]
        copy._zeros_drawn = list(self._zeros_drawn)
        copy._board = dict(self._board)
        copy._wild_squares = set(self._wild_squares)
        copy._scores = list(self._scores)
        copy._turn = self._turn
        copy._passes = list(self._passes)
        copy._out = list(self._out)
        copy._end_reason = self._end_reason
        copy._log = list(self._log)
        copy._placements_cache = self._placements_cache
        return copy

    def to_dict(self) -> dict:
        return {
            "game": "abaku",
            "players": self.players,
            "time_limit": self.time_limit,
            "rng": rng_state_to_json(self._rng.getstate()),
            "bag": list(self._bag),
            "racks": [list(rack) for rack in self._racks],
            "zeros_drawn": list(self._zeros_drawn),
            "board": [[row, col, digit] for (row, col), digit in sorted(self._board.items())],
            "wild_squares": [list(square) for square in sorted(self._wild_squares)],
            "scores": list(self._scores),
            "turn": self._turn,
            "passes": list(self._passes),
            "out": list(self._out),
            "end_reason": self._end_reason,
            "log": [entry.to_dict() for entry in self._log],
        }

    def view(self, player: int) -> dict:
        """What ``player`` may see (what a remote player receives): :meth:`to_dict` without the
        generator, the bag's order, the other racks (their sizes only), the zeros the others
        drew and the tiles they exchanged (their number only)."""
        data = self.to_dict()
        for hidden in ("rng", "bag", "racks", "zeros_drawn"):
            del data[hidden]
        data["viewer"] = player
        data["rack"] = list(self._racks[player])
        data["rack_counts"] = [len(rack) for rack in self._racks]
        data["bag_count"] = len(self._bag)
        data["log"] = [_entry_seen_by(entry, player) for entry in self._log]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> AbakuState:
        """The state saved by :meth:`to_dict`; ``ValueError`` with a reason when malformed."""
        if not isinstance(data, Mapping) or data.get("game") != "abaku":
            raise ValueError("this is not a saved Abaku game")
        try:
            state = cls._read(data)
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise ValueError(f"the saved Abaku game is damaged: {error}") from error
        state._check_consistency()
        return state

    @classmethod
    def _read(cls, data: Mapping) -> AbakuState:
        players = _checked_players(data["players"])
        rng = rng_from_state(rng_state_from_json(data["rng"]))
        state = cls(players, _checked_time_limit(data["time_limit"]), rng)
        state._bag = [_whole(tile) for tile in data["bag"]]
        state._racks = [[_whole(tile) for tile in rack] for rack in data["racks"]]
        state._zeros_drawn = [_whole(count) for count in data["zeros_drawn"]]
        state._board = {(_whole(r), _whole(c)): _whole(digit) for r, c, digit in data["board"]}
        state._wild_squares = {(_whole(r), _whole(c)) for r, c in data["wild_squares"]}
        state._scores = [_whole(score) for score in data["scores"]]
        state._turn = _whole(data["turn"])
        state._passes = [_whole(count) for count in data["passes"]]
        state._out = [_checked_reason(out, OUT_REASONS, "out") for out in data["out"]]
        state._end_reason = _checked_reason(data["end_reason"], END_REASONS, "end")
        state._log = [LogEntry.from_dict(entry) for entry in data["log"]]
        return state

    def _check_consistency(self) -> None:
        per_player = (self._racks, self._zeros_drawn, self._scores, self._passes, self._out)
        if any(len(values) != self.players for values in per_player):
            raise ValueError(f"the saved Abaku game is damaged: not {self.players} players' data")
        if any(len(rack) > RACK_SIZE for rack in self._racks):
            raise ValueError(
                f"the saved Abaku game is damaged: a rack holds over {RACK_SIZE} tiles"
            )
        if not 0 <= self._turn < self.players:
            raise ValueError("the saved Abaku game is damaged: no such player to move")
        if any(not on_board(*square) or not 0 <= d <= 9 for square, d in self._board.items()):
            raise ValueError("the saved Abaku game is damaged: a tile is off the board")
        if not self._wild_squares <= set(self._board):
            raise ValueError("the saved Abaku game is damaged: a wildcard on an empty square")
        if self.tile_census() != dict(DIGIT_COUNTS):
            raise ValueError("the saved Abaku game is damaged: tiles are missing or extra")

    def tile_census(self) -> dict:
        """How many physical tiles of each kind are in the bag, racks and board together.

        A wildcard is a zero tile wherever it is, so this always equals :data:`DIGIT_COUNTS`.
        """
        census: Counter[int] = Counter(self._bag)
        for rack in self._racks:
            census.update(0 if tile == WILD else tile for tile in rack)
        for square, digit in self._board.items():
            census[0 if square in self._wild_squares else digit] += 1
        return dict(sorted(census.items()))

    def __repr__(self) -> str:
        return f"AbakuState(players={self.players}, turn={self._turn}, scores={self._scores})"


def _missing_tiles(rack: list[int], wanted: list[int]) -> Refusal | None:
    """Why ``rack`` cannot supply ``wanted``, or ``None`` when it can."""
    have = Counter(rack)
    for tile, count in sorted(Counter(wanted).items()):
        if have[tile] < count:
            return Refusal("not_in_rack", {"tile": tile, "held": have[tile], "count": count})
    return None


def _checked_players(players: object) -> int:
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Abaku is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    return players


def _checked_time_limit(time_limit: object) -> float | None:
    if time_limit is None:
        return None
    if isinstance(time_limit, bool) or not isinstance(time_limit, int | float) or time_limit <= 0:
        raise ValueError(
            f"the turn time limit must be a positive number of seconds, not {time_limit!r}"
        )
    return time_limit


def turn_time_limit(state: AbakuState) -> float | None:
    """The match's hook: the seconds a turn may last (the game's turn timer), or ``None``."""
    return state.time_limit


def timeout_move(state: AbakuState) -> Pass:
    """The match's hook: running out of time is a pass."""
    return Pass(timed_out=True)


def public_move(move: Move) -> Move:
    """``move`` as every player may see it: an exchange shows how many tiles, not which."""
    return Exchange((0,) * len(move.tiles)) if isinstance(move, Exchange) else move


def from_view(view: Mapping, seed: int = 0) -> AbakuState:
    """A state the viewer of :meth:`AbakuState.view` can play and draw from: everything they
    see, with the tiles they cannot see dealt to the other racks and the bag by
    ``random.Random(seed)`` (a stand-in: only the viewer's rack and the board are real).
    ``ValueError`` when ``view`` is not a view of a game this program can reach."""
    data = dict(view)
    try:
        viewer, rack = data.pop("viewer"), list(data.pop("rack"))
        counts, bag_count = data.pop("rack_counts"), data.pop("bag_count")
        wild = {(row, col) for row, col in data["wild_squares"]}
        unseen = Counter(DIGIT_COUNTS)
        unseen.subtract(0 if (r, c) in wild else digit for r, c, digit in data["board"])
        unseen.subtract(0 if tile == WILD else tile for tile in rack)
        others = [size for player, size in enumerate(counts) if player != viewer]
        hands, bag = deal(sorted(unseen.elements()), others, random.Random(seed))
        racks = [rack if player == viewer else hands.pop(0) for player in range(len(counts))]
        log = [_seen_entry(entry) for entry in data["log"]]
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ValueError(f"not a view of an Abaku game ({error})") from error
    if len(bag) != bag_count:
        raise ValueError("the view's tile counts do not add up")
    rng = rng_state_to_json(random.Random(seed).getstate())
    zeros = [0] * len(counts)
    return AbakuState.from_dict({**data, "rng": rng, "bag": bag, "racks": racks, "log": log,
                                 "zeros_drawn": zeros})  # fmt: skip


def _seen_entry(entry: Mapping) -> Mapping:
    """A log entry of a view as a log entry: an exchange whose tiles the viewer did not see
    becomes an exchange of as many stand-in zeros."""
    move = entry["move"]
    if "exchange_count" in move:
        return {**entry, "move": {"exchange": [0] * int(move["exchange_count"])}}
    return entry


def new_game(seed: int, players: int = 2, time_limit: float | None = None) -> AbakuState:
    """A new game: a shuffled bag of 110 tiles and 5 tiles dealt to each of 1-4 players.

    ``time_limit`` is the optional turn timer in seconds, kept for the scene (the engine has
    no clock; running out is ``Pass(timed_out=True)``).
    """
    players = _checked_players(players)
    state = AbakuState(players, _checked_time_limit(time_limit), random.Random(seed))
    state._bag = [digit for digit, count in DIGIT_COUNTS.items() for _ in range(count)]
    state._rng.shuffle(state._bag)
    for player in range(players):
        state._draw(player, RACK_SIZE)
    return state


def match_options(seats: Sequence, options: Mapping) -> dict:
    """The complete options of a match with ``seats`` (for :mod:`core.match`): one player per
    seat, and the turn time limit in seconds (``0`` or missing: none)."""
    return {"players": len(seats), "time_limit": options.get("time_limit") or None}
