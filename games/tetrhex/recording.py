"""Replays of Tetrhex games: the seed, the options and the timed inputs, and a player for them.

Pure and deterministic like the engine. A game is fully given by its board edge, start level
and seed plus every action that did something, each with the engine tick at which it happened
(``Game.ticks`` when it was taken; several may share a tick, in order). :class:`Player` rebuilds
the game from that: it applies the inputs due at the current tick, then ticks, exactly as the
scene does, so the final score, lines and board come out the same.

A replay is something players send each other, so every count in one is bounded by what a real
game reaches (:data:`MAX_TICKS` of play, :data:`MAX_INPUTS` inputs, an hour without input at
the end), and a paused stretch is skipped in one step (``Game.wait``), whatever its length.

The file stays small: each input is a tick difference and a one-letter code, and the game
every 15 s of play is kept as a ~300-byte checkpoint (:mod:`games.tetrhex.file_checkpoints`),
so that a seek anywhere starts close by before the replay is checked; they are only claims,
which :class:`Check` compares with the game as it plays through. A player that plays a
recording keeps its own snapshot every :data:`CHECKPOINT_TICKS` ticks (fewer, further apart,
in a very long game), so going back or forth never replays more than one interval.
:class:`Check` plays a recording through a slice at a time, so that a screen can show its
progress while it runs.
"""

from __future__ import annotations

import bisect
import pickle
from dataclasses import dataclass, field, replace

from games.tetrhex import file_checkpoints
from games.tetrhex.file_checkpoints import TICKS, Packed, Restorer
from games.tetrhex.geometry import EDGES
from games.tetrhex.logic import MAX_TICKS, Action, Game
from games.tetrhex.scoring import MAX_LEVEL

FORMAT = 1
CODES = {
    Action.LEFT: "l",
    Action.RIGHT: "r",
    Action.DOWN_LEFT: "z",
    Action.DOWN_RIGHT: "x",
    Action.DOWN: "d",
    Action.ROTATE_CW: "e",
    Action.ROTATE_CCW: "w",
    Action.DROP: "D",
    Action.EXPLODE: "B",
    Action.RADAR: "R",
    Action.PAUSE: "P",
    Action.LEVEL_UP: "U",
    Action.ABORT: "A",
}
ACTIONS = {code: action for action, code in CODES.items()}
CHECKPOINT_TICKS = 300
MAX_CHECKPOINTS = 4096  # beyond this the interval doubles: a day of play stays in ~20 MB
MAX_INPUTS = MAX_TICKS // 6  # ten inputs a second for the longest game; anything more is damage
IDLE_LIMIT = 3600 * 60  # ticks after the last input that a game may run on (an hour)


@dataclass
class Recording:
    """One game's seed, options and timed inputs; ``hints`` counts the hints shown.

    ``checkpoints`` are the game every :data:`file_checkpoints.EVERY` ticks and ``end`` the
    game at its end, as the recorder saw them (:meth:`observe`, :meth:`ended`), or as a file
    claims them: a viewer seeks from them, a :class:`Check` compares them with the game."""

    edge: int
    level: int
    seed: int
    inputs: list[tuple[int, Action]] = field(default_factory=list)
    hints: int = 0
    checkpoints: list[Packed] = field(default_factory=list)
    end: Packed | None = None

    @classmethod
    def of(cls, game: Game) -> Recording:
        """An empty recording for ``game``, which must not have started yet."""
        return cls(game.edge, game.start_level, game.seed)

    def record(self, tick: int, action: Action) -> None:
        self.inputs.append((tick, action))

    def observe(self, game: Game) -> None:
        """After each tick of the game recorded: a checkpoint when one is due."""
        ticks = game.ticks
        if ticks % file_checkpoints.EVERY == 0 and ticks > self.last_checkpoint:
            self.checkpoints.append(file_checkpoints.pack(game))

    @property
    def last_checkpoint(self) -> int:
        """The tick of the last checkpoint (-1 before the first)."""
        return self.checkpoints[-1][file_checkpoints.TICKS] if self.checkpoints else -1

    def ended(self, game: Game) -> Recording:
        """A copy that also keeps ``game`` at its end, once it is over."""
        return replace(self.copy(), end=file_checkpoints.pack(game) if game.over else None)

    def copy(self) -> Recording:
        return replace(self, inputs=list(self.inputs), checkpoints=list(self.checkpoints))

    def with_input(self, tick: int, action: Action) -> Recording:
        """A copy with one more input at the end."""
        copy = self.copy()
        copy.inputs.append((tick, action))
        return copy

    @property
    def input_ticks(self) -> list[int]:
        return [tick for tick, _ in self.inputs]

    def restorer(self) -> Restorer:
        return Restorer(self.edge, self.level, self.seed)

    def to_json(self) -> dict:
        packed, last = [], 0
        for tick, action in self.inputs:
            packed.append([tick - last, CODES[action]])
            last = tick
        return {
            "format": FORMAT,
            "edge": self.edge,
            "level": self.level,
            "seed": self.seed,
            "hints": self.hints,
            "inputs": packed,
            "checkpoints": self.checkpoints,
            **({} if self.end is None else {"end": self.end}),
        }

    @classmethod
    def from_json(cls, data: object) -> Recording:
        """A recording read back; ``ValueError`` saying what is wrong if it is not one."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("this is not a Tetrhex replay of a format this version knows")
        edge = _whole(data, "edge", 0, max(EDGES))
        if edge not in EDGES:
            raise ValueError(f"a replay's board edge must be one of {EDGES}, not {edge}")
        recording = cls(
            edge,
            _whole(data, "level", 0, MAX_LEVEL),
            _whole(data, "seed", 0, 2**63),
            hints=_whole(data, "hints", 0, MAX_INPUTS),
        )
        packed = data.get("inputs")
        if not isinstance(packed, list):
            raise ValueError("a replay's inputs must be a list of [ticks, code] pairs")
        if len(packed) > MAX_INPUTS:
            raise ValueError(f"a replay has at most {MAX_INPUTS} inputs, not {len(packed)}")
        tick = 0
        for item in packed:
            if not (isinstance(item, list) and len(item) == 2):
                raise ValueError(f"a replay input must be [ticks, code], not {_short(item)}")
            gap, code = item
            if not isinstance(code, str) or code not in ACTIONS:
                raise ValueError(f"a replay input's code must be a letter, not {_short(code)}")
            if type(gap) is not int or not 0 <= gap <= MAX_TICKS - tick:
                raise ValueError(
                    f"a replay input's tick gap must be a whole number that keeps the game "
                    f"within {MAX_TICKS} ticks, not {_short(gap)}"
                )
            tick += gap
            recording.inputs.append((tick, ACTIONS[code]))
        recording.read_checkpoints(data)
        return recording

    def read_checkpoints(self, data: dict) -> None:
        """The checkpoints and end of a file (a file from before them has none)."""
        ticks = self.input_ticks
        self.checkpoints = file_checkpoints.read(data.get("checkpoints", []), self.edge, ticks)
        end = data.get("end")
        if end is not None:
            file_checkpoints.check_one(end, self.edge, ticks)
            if end[file_checkpoints.TICKS] < max(self.last_checkpoint, ticks[-1] if ticks else 0):
                raise ValueError("a replay's end must come after its checkpoints and inputs")
            self.end = end


def matches(recording: Recording, game: Game) -> bool:
    """Whether ``recording`` played to ``game``'s tick gives exactly ``game``, past every
    checkpoint it keeps (a saved game's recording is checked so, and dropped if it does not:
    the game itself is never lost)."""
    try:
        return Check(recording, until=game.ticks).finish().game == game
    except ValueError:
        return False


def _short(value: object) -> str:
    """``value`` as a message shows it: a long one cut (it may be megabytes of junk)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _whole(data: dict, key: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"a replay's {key} must be a whole number from {low} to {high}")
    return value


class Checkpoints:
    """Snapshots of one game along its replay, every :attr:`interval` ticks: a player keeps
    them as it plays through, and any player of the same recording seeks from them."""

    def __init__(self) -> None:
        self.interval = CHECKPOINT_TICKS
        # checkpoint number (tick // interval) -> (its tick, the pickled game and input index):
        # pickled, a checkpoint is a few kilobytes instead of tens of thousands of objects
        self._kept: dict[int, tuple[int, bytes]] = {}

    def has(self, tick: int) -> bool:
        return tick // self.interval in self._kept

    def keep(self, game: Game, next_input: int) -> None:
        """A checkpoint of ``game`` as it is now; the interval doubles when there are many."""
        blob = pickle.dumps((game.to_dict(), next_input), pickle.HIGHEST_PROTOCOL)
        self._kept[game.ticks // self.interval] = (game.ticks, blob)
        if len(self._kept) > MAX_CHECKPOINTS:
            self.interval *= 2
            self._kept = {
                number // 2: kept for number, kept in self._kept.items() if number % 2 == 0
            }

    def nearest(self, tick: int) -> tuple[int, bytes]:
        """The latest checkpoint at or before ``tick`` (the start always is one)."""
        number = tick // self.interval
        while number not in self._kept or self._kept[number][0] > tick:
            number -= 1
        return self._kept[number]


class Player:
    """Plays a recording back: step a tick at a time, or seek to any tick.

    A player keeps its own checkpoints as it goes, unless it is given ``checkpoints`` another
    player keeps (the one that checks the replay ahead of it): it then only reads them. A
    seek past them starts from the recording's own checkpoints, from a file (``ValueError``
    when the one it needs cannot be a game)."""

    def __init__(self, recording: Recording, checkpoints: Checkpoints | None = None) -> None:
        self.recording = recording
        self.keeps = checkpoints is None
        self.checkpoints = Checkpoints() if checkpoints is None else checkpoints
        self._stored = recording.checkpoints  # the end is not one: it follows the last inputs
        self._stored_ticks = [packed[file_checkpoints.TICKS] for packed in self._stored]
        self._restorer: Restorer | None = None
        self._input_ticks: list[int] = []  # listed with the restorer, for the first restore
        self._restart()

    def _restart(self) -> None:
        r = self.recording
        self.game = Game(r.edge, r.level, r.seed)
        self._next = 0  # index of the next input to apply
        if self.keeps:
            self.checkpoints.keep(self.game, self._next)

    @property
    def tick(self) -> int:
        return self.game.ticks

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def applied(self) -> int:
        """How many of the recording's inputs have been applied."""
        return self._next

    def apply_due(self) -> None:
        """The inputs taken at the current tick, before it ends."""
        inputs = self.recording.inputs
        while self._next < len(inputs) and inputs[self._next][0] <= self.game.ticks:
            self.game.act(inputs[self._next][1])
            self._next += 1

    def step(self) -> None:
        """The inputs due now, then one tick (nothing once the game is over)."""
        self.advance(self.game.ticks + 1)

    def advance(self, limit: int) -> None:
        """The inputs due now, then one tick, or, while the game is paused, every tick up to
        the next input or ``limit`` at once (a pause of any length costs one step)."""
        self.apply_due()
        game = self.game
        if game.over or limit <= game.ticks:
            return
        if game.paused:
            inputs = self.recording.inputs
            due = inputs[self._next][0] if self._next < len(inputs) else limit
            game.wait(max(1, min(due, limit) - game.ticks))
        else:
            game.tick()
        if self.keeps and not self.checkpoints.has(game.ticks):
            self.checkpoints.keep(game, self._next)

    def seek(self, tick: int) -> None:
        """Go to ``tick`` (or the end, if the game ended before it), back or forth, from the
        nearest checkpoint when that is closer than where the game is (a checked one when
        it is as close as the file's)."""
        here = self.game.ticks if self.game.ticks <= tick else -1
        start, blob = self.checkpoints.nearest(max(tick, 0))
        stored = bisect.bisect_right(self._stored_ticks, tick) - 1
        if stored >= 0 and self._stored_ticks[stored] > max(here, start):
            self._restore(self._stored[stored])
        elif start > here:
            snapshot, self._next = pickle.loads(blob)  # our own checkpoints, never a file
            self.game = Game.from_dict(snapshot)
        while self.game.ticks < tick and not self.game.over:
            self.advance(tick)

    def _restore(self, packed: Packed) -> None:
        if self._restorer is None:
            self._restorer = self.recording.restorer()
            self._input_ticks = self.recording.input_ticks
        self.game = self._restorer.restore(packed)
        self._next = bisect.bisect_left(self._input_ticks, self.game.ticks)

    def play_to_end(self) -> int:
        """Play to the end of the game; the tick it ended at. ``ValueError`` if the inputs
        run out and the game goes on with nobody playing for an hour (a damaged replay)."""
        Check(self.recording, player=self).finish()
        return self.game.ticks


class Check:
    """A recording played through ``run(ticks)`` at a time, to the end of the game or to the
    tick ``until``, so that a long one never holds up the frames. The :attr:`player` it
    leaves has checkpoints all along the game.
    ``run`` raises ``ValueError`` when the game goes on for an hour after the last input, or
    when the game differs from a checkpoint the recording keeps (at its tick, or the end)."""

    def __init__(
        self, recording: Recording, until: int | None = None, player: Player | None = None
    ) -> None:
        self.player = player or Player(recording)
        self.until = until
        last = recording.inputs[-1][0] if recording.inputs else 0
        self.idle_end = last + IDLE_LIMIT
        self.done = False
        start = self.player.tick  # a player given part-way compares what lies ahead of it
        self._due = [packed for packed in recording.checkpoints[::-1] if packed[TICKS] >= start]
        self._end = recording.end

    def finish(self) -> Player:
        """Run to the end at once (tools and tests; a screen runs it a slice a frame)."""
        while not self.run(CHECKPOINT_TICKS):
            pass
        return self.player

    def run(self, ticks: int) -> bool:
        """Play at most ``ticks`` more unpaused ticks; True once the check has finished."""
        player = self.player
        goal = self.idle_end + 1 if self.until is None else self.until
        self._compare()
        for _ in range(ticks):
            if player.over or player.tick >= goal:
                break
            player.advance(min(goal, self._due[-1][TICKS] if self._due else goal))
            self._compare()
        if self.until is None and not player.over and player.tick > self.idle_end:
            raise ValueError("this replay does not end: its inputs stop before the game does")
        self.done = player.over or player.tick >= goal
        if self.done and self.until is not None:
            player.apply_due()
        elif self.done:
            self._compare_end()
        return self.done

    def _compare(self) -> None:
        """The recording's checkpoint at the player's tick, if there is one, must be its game
        (the player stops at each: a pause never jumps over one)."""
        due, tick = self._due, self.player.tick
        if not due or due[-1][TICKS] != tick:
            return
        if not file_checkpoints.is_game(due.pop(), self.player.game):
            raise ValueError(f"this replay's game differs from its checkpoint at tick {tick}")

    def _compare_end(self) -> None:
        if self._due:
            raise ValueError("this replay keeps checkpoints after the end of its game")
        if self._end is not None and not file_checkpoints.is_game(self._end, self.player.game):
            raise ValueError("this replay's game ends elsewhere than it claims")
