"""Replays of Tetrhex games: the seed, the options and the timed inputs, and a player for them.

Pure and deterministic like the engine. A game is fully given by its board edge, start level
and seed plus every action that did something, each with the engine tick at which it happened
(``Game.ticks`` when it was taken; several may share a tick, in order). :class:`Player` rebuilds
the game from that: it applies the inputs due at the current tick, then ticks, exactly as the
scene does, so the final score, lines and board come out the same.

The file stays small: each input is a tick difference and a one-letter code. Seeking keeps a
snapshot every :data:`CHECKPOINT_TICKS` ticks, so going back never replays more than that.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.tetrhex.geometry import EDGES
from games.tetrhex.logic import Action, Game
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
CHECKPOINT_TICKS = 600
MAX_INPUTS = 2_000_000  # hours of play at several inputs a second; anything more is damage
MAX_GAP = 10**9


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
        if not isinstance(packed, list) or len(packed) > MAX_INPUTS:
            raise ValueError("a replay's inputs must be a list of [ticks, code] pairs")
        tick = 0
        for item in packed:
            if not (isinstance(item, list) and len(item) == 2 and item[1] in ACTIONS):
                raise ValueError(f"a replay input must be [ticks, code], not {item!r}")
            gap = item[0]
            if type(gap) is not int or not 0 <= gap <= MAX_GAP:
                raise ValueError(f"a replay input's tick gap must be a whole number, not {gap!r}")
            tick += gap
            recording.inputs.append((tick, ACTIONS[item[1]]))
        return recording


def matches(recording: Recording, game: Game) -> bool:
    """Whether ``recording`` played to ``game``'s tick gives exactly ``game`` (a saved game's
    recording is checked so, and dropped if it does not: the game itself is never lost)."""
    player = Player(recording)
    player.seek(game.ticks)
    player.apply_due()
    return player.game == game


def _whole(data: dict, key: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"a replay's {key} must be a whole number from {low} to {high}")
    return value


class Player:
    """Plays a recording back: step a tick at a time, or seek to any tick."""

    def __init__(self, recording: Recording) -> None:
        self.recording = recording
        self._checkpoints: dict[int, tuple[dict, int]] = {}
        self._restart()

    def _restart(self) -> None:
        r = self.recording
        self.game = Game(r.edge, r.level, r.seed)
        self._next = 0  # index of the next input to apply
        self._checkpoints.setdefault(0, (self.game.to_dict(), 0))

    @property
    def tick(self) -> int:
        return self.game.ticks

    @property
    def over(self) -> bool:
        return self.game.over

    def apply_due(self) -> None:
        """The inputs taken at the current tick, before it ends."""
        inputs = self.recording.inputs
        while self._next < len(inputs) and inputs[self._next][0] <= self.game.ticks:
            self.game.act(inputs[self._next][1])
            self._next += 1

    def step(self) -> None:
        """The inputs due now, then one tick (nothing once the game is over)."""
        self.apply_due()
        if not self.game.over:
            self.game.tick()
            if self.game.ticks % CHECKPOINT_TICKS == 0:
                self._checkpoints.setdefault(self.game.ticks, (self.game.to_dict(), self._next))

    def seek(self, tick: int) -> None:
        """Go to ``tick`` (or the end, if the game ended before it), back or forth."""
        if tick < self.game.ticks:
            start = max(t for t in self._checkpoints if t <= tick)
            snapshot, self._next = self._checkpoints[start]
            self.game = Game.from_dict(snapshot)
        while self.game.ticks < tick and not self.game.over:
            self.step()

    def play_to_end(self) -> int:
        """Play to the end of the game; the tick it ended at. ``ValueError`` if the inputs
        run out and the game goes on with nobody playing for an hour (a damaged replay)."""
        idle_limit = 3600 * 60
        last = self.recording.inputs[-1][0] if self.recording.inputs else 0
        while not self.game.over:
            if self.game.ticks > last + idle_limit:
                raise ValueError("this replay does not end: its inputs stop before the game does")
            self.step()
        return self.game.ticks
