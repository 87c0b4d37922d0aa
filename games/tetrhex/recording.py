"""Replays of Tetrhex games: the seed, the options and the timed inputs, and a player for them.

Pure and deterministic like the engine. A game is fully given by its board edge, start level
and seed plus every action that did something, each with the engine tick at which it happened
(``Game.ticks`` when it was taken; several may share a tick, in order). :class:`Player` rebuilds
the game from that: it applies the inputs due at the current tick, then ticks, exactly as the
scene does, so the final score, lines and board come out the same.

A replay is something players send each other, so every count in one is bounded by what a real
game reaches (:data:`MAX_TICKS` of play, :data:`MAX_INPUTS` inputs, an hour without input at
the end), and a paused stretch is skipped in one step (``Game.wait``), whatever its length.

The file stays small: each input is a tick difference and a one-letter code. Seeking keeps a
snapshot every :data:`CHECKPOINT_TICKS` ticks (fewer, further apart, in a very long game), so
going back or forth never replays more than one interval. :class:`Check` plays a recording
through a slice at a time, so that a screen can show its progress while it runs.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field

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
    """One game's seed, options and timed inputs; ``hints`` counts the hints shown."""

    edge: int
    level: int
    seed: int
    inputs: list[tuple[int, Action]] = field(default_factory=list)
    hints: int = 0

    @classmethod
    def of(cls, game: Game) -> Recording:
        """An empty recording for ``game``, which must not have started yet."""
        return cls(game.edge, game.start_level, game.seed)

    def record(self, tick: int, action: Action) -> None:
        self.inputs.append((tick, action))

    def with_input(self, tick: int, action: Action) -> Recording:
        """A copy with one more input at the end."""
        return Recording(
            self.edge, self.level, self.seed, [*self.inputs, (tick, action)], self.hints
        )

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
        return recording


def matches(recording: Recording, game: Game) -> bool:
    """Whether ``recording`` played to ``game``'s tick gives exactly ``game`` (a saved game's
    recording is checked so, and dropped if it does not: the game itself is never lost)."""
    return Check(recording, until=game.ticks).finish().game == game


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
    player keeps (the one that checks the replay ahead of it): it then only reads them."""

    def __init__(self, recording: Recording, checkpoints: Checkpoints | None = None) -> None:
        self.recording = recording
        self.keeps = checkpoints is None
        self.checkpoints = Checkpoints() if checkpoints is None else checkpoints
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
        nearest checkpoint when that is closer than where the game is."""
        start, blob = self.checkpoints.nearest(max(tick, 0))
        if tick < self.game.ticks or start > self.game.ticks:
            snapshot, self._next = pickle.loads(blob)  # our own checkpoints, never a file
            self.game = Game.from_dict(snapshot)
        while self.game.ticks < tick and not self.game.over:
            self.advance(tick)

    def play_to_end(self) -> int:
        """Play to the end of the game; the tick it ended at. ``ValueError`` if the inputs
        run out and the game goes on with nobody playing for an hour (a damaged replay)."""
        Check(self.recording, player=self).finish()
        return self.game.ticks


class Check:
    """A recording played through ``run(ticks)`` at a time, to the end of the game or to the
    tick ``until``, so that a long one never holds up the frames. The :attr:`player` it
    leaves has checkpoints all along the game.
    ``run`` raises ``ValueError`` when the game goes on for an hour after the last input."""

    def __init__(
        self, recording: Recording, until: int | None = None, player: Player | None = None
    ) -> None:
        self.player = player or Player(recording)
        self.until = until
        last = recording.inputs[-1][0] if recording.inputs else 0
        self.idle_end = last + IDLE_LIMIT
        self.done = False

    def finish(self) -> Player:
        """Run to the end at once (tools and tests; a screen runs it a slice a frame)."""
        while not self.run(CHECKPOINT_TICKS):
            pass
        return self.player

    def run(self, ticks: int) -> bool:
        """Play at most ``ticks`` more unpaused ticks; True once the check has finished."""
        player = self.player
        goal = self.idle_end + 1 if self.until is None else self.until
        for _ in range(ticks):
            if player.over or player.tick >= goal:
                break
            player.advance(goal)
        if self.until is None and not player.over and player.tick > self.idle_end:
            raise ValueError("this replay does not end: its inputs stop before the game does")
        self.done = player.over or player.tick >= goal
        if self.done and self.until is not None:
            player.apply_due()
        return self.done
