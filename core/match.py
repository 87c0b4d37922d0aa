"""The midend of the turn-based games: seats, moves, saves, undo, hints, the computer, results.

Pure Python, no pygame. A :class:`Match` holds what a game of minusMax, M, Abaku or Mooxil is
(the seats, the seed, the options, every move played and the state they give) and decides what
every scene used to decide alone: whose view is shown and when a hand-over screen is needed,
when and what a computer plays (in the worker thread of :mod:`core.thinker`), undo, the end and
the result, and the one save format::

    {"format": 2, "game": "minusmax", "seed": 7, "options": {...}, "seats": [...],
     "moves": [...], "state": {...}, "match_id": "...", "ended": null, "view": {...}}

Loading replays ``seed + options + moves`` (from ``origin``, the state a save of the older
formats stopped at, when it has one) and refuses a save whose replay differs from ``state``.
A scene only turns input into moves (``match.play``) and draws.
"""

from __future__ import annotations

import importlib
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from core.ai import decision_seconds
from core.engine import GAME_OVER, Refusal, TurnBasedState
from core.thinker import Thinker

FORMAT = 2
"""The match save format. Format 1 was minusMax's own snapshot; the others had none."""


class NewerSave(ValueError):
    """A save in a match format newer than :data:`FORMAT`: written by a newer program."""


HUMAN, COMPUTER, REMOTE = "human", "computer", "remote"
KINDS = (HUMAN, COMPUTER, REMOTE)
MAX_LEVEL = 8
HINT_LEVEL = 8
TICKS_PER_SECOND = 60  # the turn clock counts the app's logic ticks (no clock is read here)

FINISHED, SURRENDERED, FORFEITED, ABANDONED = "finished", "surrendered", "forfeited", "abandoned"
ENDINGS = (FINISHED, SURRENDERED, FORFEITED, ABANDONED)


# -- seats -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    """Who sits at one place of the table.

    ``kind`` is ``"human"``, ``"computer"`` or ``"remote"`` (a player at another computer,
    who joins over the network: :mod:`core.net`); ``level`` is 1-8 for a computer, ``None`` for a
    human; ``colour`` an index into the active palette (``None``: the seat's own number);
    ``options`` are per-seat choices of a game (minusMax's tiles in the player's colour).
    """

    name: str
    kind: str = HUMAN
    level: int | None = None
    colour: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict, hash=False)

    @classmethod
    def human(cls, name: str, colour: int | None = None, **options: Any) -> Seat:
        return cls(name, HUMAN, None, colour, options)

    @classmethod
    def computer(
        cls, level: int, name: str | None = None, colour: int | None = None, **options: Any
    ) -> Seat:
        if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= MAX_LEVEL:
            raise ValueError(f"a computer plays at a level from 1 to {MAX_LEVEL}, not {level!r}")
        return cls(name or f"Computer {level}", COMPUTER, level, colour, options)

    @classmethod
    def remote(cls, name: str, colour: int | None = None, **options: Any) -> Seat:
        return cls(name, REMOTE, None, colour, options)

    @property
    def is_computer(self) -> bool:
        return self.kind == COMPUTER

    @property
    def is_remote(self) -> bool:
        return self.kind == REMOTE

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "colour": self.colour,
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        """The seat :meth:`to_json` wrote, or one of the older ``{name, level, colour}`` form
        (level 0 for a human); ``ValueError`` with the reason for anything else."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError(f"a seat needs a name, not {data!r}")
        kind = data.get("kind")
        level = data.get("level")
        if kind is None:  # the older form: level 0 is a human
            kind = COMPUTER if level else HUMAN
        colour = data.get("colour")
        if colour is not None and (
            isinstance(colour, bool) or not isinstance(colour, int) or colour < 0
        ):
            raise ValueError(f"a seat's colour is a palette number, not {colour!r}")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ValueError(f"a seat's options are a table, not {options!r}")
        name = data["name"][:16] or "?"
        if kind == COMPUTER:
            return cls.computer(level, name, colour, **options)
        if kind not in KINDS:
            raise ValueError(f"unknown kind of seat {kind!r}")
        if kind == REMOTE:
            return cls.remote(name, colour, **options)
        return cls.human(name, colour, **options)

    to_dict = to_json  # the name the new-game dialog and the older scenes use

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        """Like :meth:`from_json`, but never refuses: what the new-game dialog remembered in a
        hand-edited settings file comes back as a usable seat (bad parts become defaults)."""
        try:
            return cls.from_json(data)
        except ValueError:
            name = data.get("name") if isinstance(data, dict) else None
            return cls.human(name[:16] if isinstance(name, str) and name else "?")

    def describe(self) -> dict:
        """The seat as an opponent in a high-score entry: name, and level for a computer."""
        return {"name": self.name, "kind": self.kind, "level": self.level}


# -- results -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    """How a match ended: the final scores, the winners (ties share) and ``ending``, one of
    finished, surrendered, forfeited or abandoned (only a finished game enters a table)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    ending: str

    @property
    def finished(self) -> bool:
        return self.ending == FINISHED


# -- the game's parts --------------------------------------------------------------------------


class Engine:
    """A turn-based game's rules, codec and computer player, found through ``games.TURN_BASED``."""

    def __init__(self, name: str) -> None:
        import games  # the registry is pure: module paths only

        entry = games.TURN_BASED.get(name)
        if entry is None:
            raise ValueError(f"{name!r} is not a turn-based game of this program")
        self.name, self.entry = name, entry
        self.logic = importlib.import_module(entry.logic)
        codec = importlib.import_module(entry.moves)
        self.encode: Callable[[Any], Any] = getattr(codec, entry.encode)
        self.decode: Callable[[Any], Any] = getattr(codec, entry.decode)
        self.state_class: type[TurnBasedState] = getattr(self.logic, entry.state_class)
        self._ai: ModuleType | None = None

    @property
    def ai(self) -> ModuleType:
        if self._ai is None:
            self._ai = importlib.import_module(self.entry.ai)
        return self._ai

    @property
    def hidden_tiles(self) -> bool:
        return self.entry.hidden_tiles

    def options(self, seats: list[Seat], options: Mapping[str, Any]) -> dict:
        """The complete options of a new game with ``seats``."""
        complete = getattr(self.logic, "match_options", None)
        return dict(options) if complete is None else complete(seats, dict(options))

    def saved_options(self, options: dict) -> dict:
        """The options of a saved match, completed where a save from before an option existed
        lacks it (the game's ``saved_options``; Mooxil's target table)."""
        complete = getattr(self.logic, "saved_options", None)
        return options if complete is None else complete(options)

    def new_state(self, seed: int, options: Mapping[str, Any]) -> TurnBasedState:
        return self.logic.new_game(seed, **options)

    def hides_tiles(self, state: TurnBasedState) -> bool:
        """Whether ``state`` has tiles to hide from the other players now: a game with hidden
        tiles may say (``hides_tiles(state)`` in its rules) that a phase needs none, such as
        M's scoring round, where each player takes from the table without a hand."""
        if not self.hidden_tiles:
            return False
        hook = getattr(self.logic, "hides_tiles", None)
        return True if hook is None else bool(hook(state))

    def undo_scope(self, state: TurnBasedState) -> Any:
        scope = getattr(self.logic, "undo_scope", None)
        return None if scope is None else scope(state)

    def plan(self, state: TurnBasedState, level: int, seed: int) -> list:
        """The computer's moves from ``state``: the rest of its turn where the AI plans one.
        Deterministic from the position and the seed unless the search hits the time cap (a
        safety net: level 8 needs well under it)."""
        limit = decision_seconds(level)
        plan_turn = getattr(self.ai, "plan_turn", None)
        if plan_turn is not None:
            return list(plan_turn(state, level, seed, limit))
        return [self.ai.choose(state, level, seed, limit)]

    def turn_limit(self, state: TurnBasedState) -> float | None:
        """Seconds a turn may last in ``state``'s game (its ``turn_time_limit`` hook), or
        ``None``: no turn timer."""
        limit = getattr(self.logic, "turn_time_limit", None)
        return None if limit is None else limit(state)

    def timeout_move(self, state: TurnBasedState) -> Any:
        """The move a player makes by running out of time (the ``timeout_move`` hook)."""
        return self.logic.timeout_move(state)

    def migrate(self, data: dict) -> dict:
        """A save of an older layout in the match format; ``ValueError`` when it is none."""
        if self.entry.legacy is None:
            raise ValueError(f"this is not a saved game of {self.name} this program can read")
        return importlib.import_module(self.entry.legacy).migrate(data)


# -- the match ---------------------------------------------------------------------------------


class Match:
    """One game of a turn-based game, from its first move to its result.

    Read ``state`` (the engine state; never change it), ``moves``, ``seats``, ``seed``,
    ``options``, ``match_id``; change it only through :meth:`play`, :meth:`undo`,
    :meth:`end` and :meth:`reveal`. ``on_move`` (if set) is called after every move played,
    human or computer: the scene autosaves there. ``view`` holds the scene's own extras that a
    save keeps (rack order, speed); the match never reads it.
    """

    def __init__(
        self,
        engine: Engine,
        seats: list[Seat],
        seed: int,
        options: dict,
        state: TurnBasedState,
        *,
        moves: list | None = None,
        match_id: str | None = None,
        origin: dict | None = None,
        ended: str | None = None,
        view: dict | None = None,
    ) -> None:
        self.engine = engine
        self.seats = list(seats)
        self.seed = seed
        self.options = options
        self.state = state
        self.moves: list = list(moves or [])
        self.match_id = match_id or uuid.uuid4().hex
        self.origin = origin
        self.ended = ended
        self.view: dict = dict(view or {})
        # how many hints each seat asked for: a high score shows them (the save keeps them)
        self.hints_asked: list[int] = [0] * len(self.seats)
        self.on_move: Callable[[Any], None] | None = None
        self._shown: int | None = None
        self._plan: list | None = None  # the computer's moves still to play this turn
        self._thinker: tuple[int, Thinker] | None = None
        self.turn_ticks = 0  # ticks the current turn's clock has run (see tick_clock)

    # -- starting ------------------------------------------------------------------------------

    @classmethod
    def start(
        cls, game: str, seats: list[Seat], seed: int, options: Mapping[str, Any] | None = None
    ) -> Match:
        """A new match of ``game`` (registry name) with ``seats``; ``{}`` options are defaults."""
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"a seed is a whole number, not {seed!r}")
        if not seats:
            raise ValueError("a match needs at least one seat")
        engine = Engine(game)
        complete = engine.options(list(seats), options or {})
        return cls(engine, list(seats), seed, complete, engine.new_state(seed, complete))

    @classmethod
    def from_position(
        cls, game: str, seats: list[Seat], state: TurnBasedState, options: Mapping | None = None
    ) -> Match:
        """A match that starts from ``state`` (a puzzle, a test, a game of an older save):
        its replay starts there (``origin``)."""
        engine = Engine(game)
        seed = getattr(state, "seed", 0)
        origin = state.to_dict()
        return cls(engine, list(seats), seed if isinstance(seed, int) else 0, dict(options or {}),
                   state, origin=origin)  # fmt: skip

    @property
    def game(self) -> str:
        return self.engine.name

    saves_locally = True
    """False for a match whose save is kept elsewhere (a network game's joiner: its host)."""

    decides_here = True
    """Whether :meth:`computer_move` gives the other seats' moves. False at a network game's
    joiner: they arrive with the host's state, which wakes the loop by itself, so a scene
    waiting for them has nothing to look at until then."""

    def sync(self) -> bool:
        """Take what arrived from elsewhere (a network game's host); whether the state
        changed. A match played here has nothing to take."""
        return False

    def take_notes(self) -> list[str]:
        """What the players should be told since the last call, worded (a network game's
        "waiting for ..."); a match played here has nothing to tell."""
        return []

    # -- play ----------------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.state.current_player

    @property
    def current_seat(self) -> Seat | None:
        player = self.current_player
        return None if player is None else self.seats[player]

    @property
    def over(self) -> bool:
        return self.ended is not None or self.state.is_terminal()

    def refusal(self, move: Any) -> Refusal | None:
        """Why ``move`` cannot be played now, or ``None``."""
        if self.over:
            return GAME_OVER
        return self.state.refusal(move)

    def play(self, move: Any) -> Refusal | None:
        """Play ``move`` for the current player; the refusal (and nothing changes) if illegal."""
        refusal = self.refusal(move)
        if refusal is not None:
            return refusal
        before = self.state.current_player
        self.state.apply(move)
        self.moves.append(move)
        self._after_move(before, move)
        if self.on_move is not None:
            self.on_move(move)
        return None

    def _after_move(self, player: int | None, move: Any) -> None:
        if self.state.current_player != player:
            self.turn_ticks = 0  # a new turn: a new clock
        plan = self._plan
        self._plan = plan[1:] if plan and plan[0] == move and plan[1:] else None
        if self.hand_over_between_humans and self.state.current_player != player:
            self._shown = None  # nobody's tiles show until the next human takes over

    # -- whose view is shown -------------------------------------------------------------------

    @property
    def humans(self) -> list[int]:
        return [p for p, seat in enumerate(self.seats) if not seat.is_computer]

    @property
    def hand_over_between_humans(self) -> bool:
        """Two or more humans share a game with hidden tiles: a hand-over screen between them."""
        return self.engine.hidden_tiles and len(self.humans) >= 2

    @property
    def shown_player(self) -> int | None:
        """The player whose tiles are shown face up, or ``None`` (hidden, or no human)."""
        humans = self.humans
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if not self.engine.hidden_tiles:
            player = self.current_player
            return player if player in humans else None
        if not self.engine.hides_tiles(self.state):
            return None  # a phase without hands (M's scoring round): nobody's tiles show
        return self._shown

    def needs_handover(self) -> bool:
        """The current player is a human whose tiles must not show before a hand-over screen
        (never while the game hides no tiles: see :meth:`Engine.hides_tiles`)."""
        player = self.current_player
        return (
            self.hand_over_between_humans
            and self.engine.hides_tiles(self.state)
            and player is not None
            and not self.seats[player].is_computer
            and player != self._shown
        )

    def reveal(self) -> None:
        """The hand-over screen was confirmed: show the current player's tiles."""
        self._shown = self.current_player

    # -- the computer --------------------------------------------------------------------------

    @property
    def computer_seat_to_move(self) -> bool:
        """The seat to move is a computer, played here or at a network game's host: what
        the thinking ring and wording are for (a friend at another computer is no computer)."""
        seat = self.current_seat
        return seat is not None and seat.is_computer

    @property
    def computer_to_move(self) -> bool:
        """The next move is not a local human's to make: a computer's here (a network game's
        joiner waits so for every other seat)."""
        return self.computer_seat_to_move

    @property
    def thinking(self) -> Thinker | None:
        """The worker thread deciding the computer's move, while it runs."""
        return None if self._thinker is None else self._thinker[1]

    def computer_move(self) -> Any | None:
        """The computer's next move once decided, else ``None`` (call once per tick).

        The first call starts the decision in a worker thread, so a frame never waits. The
        decision depends only on the position and the seed, so a game continued from a save
        gets the move it would have got.
        """
        if not self.computer_to_move:
            return None
        if self._plan:
            return self._plan[0]
        count = len(self.moves)
        if self._thinker is None or self._thinker[0] != count:
            player = self.state.current_player
            level = self.seats[player].level
            thinker = Thinker(self.engine.plan, self.state.clone(), level, self.seed + player)
            self._thinker = (count, thinker)
        thinker = self._thinker[1]
        if not thinker.poll():
            return None
        self._thinker = None
        self._plan = list(thinker.result()) or None
        return self._plan[0] if self._plan else None

    # -- the turn timer ------------------------------------------------------------------------

    def seconds_left(self) -> int | None:
        """Whole seconds left on the current turn's clock (rounded up), or ``None`` when the
        game has no turn timer or is over."""
        limit = None if self.over else self.engine.turn_limit(self.state)
        if limit is None:
            return None
        return max(0, -(-(round(limit * TICKS_PER_SECOND) - self.turn_ticks) // TICKS_PER_SECOND))

    def ticks_to_next_second(self) -> int | None:
        """Ticks until the shown seconds change (for a scene that sleeps between them)."""
        if self.seconds_left() is None:
            return None
        return TICKS_PER_SECOND - self.turn_ticks % TICKS_PER_SECOND

    def tick_clock(self) -> Any | None:
        """One tick of the current turn's clock. The scene calls it while the clock should
        run (a human's turn, nothing else on screen). When the time is up it returns the
        timeout move for the scene to play (which starts the next turn's clock); else ``None``."""
        limit = None if self.over else self.engine.turn_limit(self.state)
        if limit is None:
            return None
        self.turn_ticks += 1
        if self.turn_ticks < round(limit * TICKS_PER_SECOND):
            return None
        return self.engine.timeout_move(self.state)

    # -- hints ---------------------------------------------------------------------------------

    def hint(self) -> Any | None:
        """The move the strongest computer would play for the current player (blocking: run
        it through :meth:`ask_hint` in a frame)."""
        if self.over:
            return None
        limit = decision_seconds(HINT_LEVEL)  # the hint is the strongest player, as capped
        return self.engine.ai.choose(self.state.clone(), HINT_LEVEL, self.seed, limit)

    def ask_hint(self) -> Hint:
        """:meth:`hint` in the worker thread, tied to the position it was asked about."""
        self.count_hint()
        return Hint(len(self.moves), Thinker(self.hint))

    def count_hint(self) -> None:
        """Count a hint for the player to move (:attr:`hints_asked`), however it is thought out."""
        if self.current_player is not None:
            self.hints_asked[self.current_player] += 1

    # -- undo ----------------------------------------------------------------------------------

    def undo_move(self) -> Any | None:
        """The engine's own take-back move, when its rules have one and allow it now."""
        make = getattr(self.engine.logic, "take_back_move", None)
        move = None if make is None or self.over else make(self.state)
        return move if move is not None and self.state.refusal(move) is None else None

    def can_undo(self) -> bool:
        """Whether the current player may take back their own last placement now."""
        if self.undo_move() is not None:
            return True
        return self._undone() is not None

    def undo(self) -> bool:
        """Take back the current player's own last placement, where the rules allow it: with
        the engine's take-back move, or by replaying the game without the last move when that
        move was this player's, stays within the same scope (the level in Mooxil) and hid
        nothing from another player. True when something was taken back."""
        move = self.undo_move()
        if move is not None:
            return self.play(move) is None
        before = self._undone()
        if before is None:
            return False
        self.state, self.moves = before, self.moves[:-1]
        self._plan = self._thinker = None
        if self.on_move is not None:
            self.on_move(None)
        return True

    def _undone(self) -> TurnBasedState | None:
        """The state without the last move, when the current player may take it back."""
        if not self.moves or self.over or self.engine.undo_scope(self.state) is None:
            return None
        player = self.state.current_player
        if self.seats[player].is_computer:
            return None
        before = self.state_at(len(self.moves) - 1)
        if before.current_player != player:
            return None  # never across another player's move
        if self.engine.undo_scope(before) != self.engine.undo_scope(self.state):
            return None
        return before

    # -- replay --------------------------------------------------------------------------------

    def initial_state(self) -> TurnBasedState:
        """The state before the first move of :attr:`moves`."""
        if self.origin is not None:
            return self.engine.state_class.from_dict(self.origin)
        return self.engine.new_state(self.seed, self.options)

    def state_at(self, count: int) -> TurnBasedState:
        """The state after the first ``count`` moves."""
        state = self.initial_state()
        for move in self.moves[:count]:
            state.apply(move)
        return state

    def states(self) -> list[TurnBasedState]:
        """Every state of the match: before the first move, then after each move."""
        state = self.initial_state()
        found = [state.clone()]
        for move in self.moves:
            state.apply(move)
            found.append(state.clone())
        return found

    # -- the end -------------------------------------------------------------------------------

    def end(self, how: str) -> None:
        """End the match without finishing it: surrendered, forfeited or abandoned."""
        if how not in ENDINGS or how == FINISHED:
            raise ValueError(f"a match is ended by hand as {ENDINGS[1:]}, not {how!r}")
        if not self.over:
            self.ended = how
            self._plan = self._thinker = None

    def result(self) -> Result | None:
        """The result once the match is over, else ``None``."""
        if not self.over:
            return None
        scores = tuple(self.state.scores())
        best = max(scores)
        ending = self.ended or getattr(self.state, "ending", lambda: FINISHED)()
        winners = tuple(p for p, score in enumerate(scores) if score == best)
        return Result(scores, winners, ending)

    def opponents(self, player: int) -> list[dict]:
        """The other seats, as a high-score entry keeps them."""
        return [seat.describe() for p, seat in enumerate(self.seats) if p != player]

    # -- saving --------------------------------------------------------------------------------

    def to_save(self) -> dict:
        data = {
            "format": FORMAT,
            "game": self.game,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "moves": [self.engine.encode(move) for move in self.moves],
            "state": self.state.to_dict(),
            "match_id": self.match_id,
            "ended": self.ended,
            "view": dict(self.view),
            "hints": list(self.hints_asked),
        }
        if self.origin is not None:
            data["origin"] = self.origin
        return data

    @classmethod
    def from_save(cls, data: Any, game: str | None = None) -> Match:
        """The match a save describes (any format this program wrote); ``ValueError`` with the
        reason for a damaged or inconsistent save. ``game`` names the game for the older
        layouts, which did not say."""
        if not isinstance(data, dict):
            raise ValueError("a saved game is a JSON object")
        form = data.get("format")
        if isinstance(form, int) and not isinstance(form, bool) and form > FORMAT:
            raise NewerSave(f"match format {form} is newer than this program's {FORMAT}")
        name = data.get("game") if form == FORMAT else game
        if not isinstance(name, str):
            raise ValueError("this save does not say which game it is")
        engine = Engine(name)
        try:
            return _load(engine, data if form == FORMAT else engine.migrate(data))
        except OverflowError as error:  # a generator state or a coordinate past any range
            raise ValueError(f"a number in the save is out of range: {error}") from error


@dataclass
class Hint:
    """A hint being thought out for the position after ``moves`` moves."""

    moves: int
    thinker: Thinker

    def ready(self) -> bool:
        return self.thinker.poll()

    def fits(self, match: Match) -> bool:
        return len(match.moves) == self.moves

    def result(self) -> Any | None:
        return self.thinker.result()


def _hints_asked(saved: Any, seats: int) -> list[int]:
    """The hints each seat asked for, as a save keeps them (none in saves from before they
    were counted); ``ValueError`` for anything but a count for each seat."""
    if saved is None:
        return [0] * seats
    counts = saved if isinstance(saved, list) and len(saved) == seats else [None]
    if not all(type(count) is int and count >= 0 for count in counts):
        raise ValueError("the save's count of hints is damaged")
    return counts


def _load(engine: Engine, data: dict) -> Match:
    try:
        seed = data["seed"]
        options, origin = data["options"], data.get("origin")
        seats = [Seat.from_json(seat) for seat in data["seats"]]
        moves = [engine.decode(move) for move in data["moves"]]
        saved = engine.state_class.from_dict(data["state"])
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"damaged save ({type(error).__name__}: {error})") from error
    if isinstance(seed, bool) or not isinstance(seed, int) or not isinstance(options, dict):
        raise ValueError("the save's seed or options are damaged")
    options = engine.saved_options(options)
    ended = data.get("ended")
    if ended is not None and ended not in ENDINGS:
        raise ValueError(f"the save ends in an unknown way {ended!r}")
    match_id, view = data.get("match_id"), data.get("view", {})
    if not isinstance(match_id, str) or not match_id or not isinstance(view, dict):
        raise ValueError("the save's match id or view is damaged")
    match = Match(
        engine, seats, seed, options, saved, moves=moves, match_id=match_id, origin=origin,
        ended=ended, view=view,
    )  # fmt: skip
    try:
        replayed = match.state_at(len(moves))
    except (TypeError, KeyError) as error:
        raise ValueError(f"the save's options are unusable: {error}") from error
    except ValueError as error:  # IllegalMove, or a damaged origin
        raise ValueError(f"the saved moves cannot be replayed: {error}") from error
    if replayed != saved:
        raise ValueError("replaying the saved moves does not give the saved game")
    players = getattr(saved, "players", len(seats))
    if len(seats) != players:
        raise ValueError("the save's seats do not match its players")
    match.hints_asked = _hints_asked(data.get("hints"), len(seats))
    match.state = replayed
    return match
