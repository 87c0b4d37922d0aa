"""The computer-player harness shared by every game with opponents. Pure Python, no pygame.

A game's ``ai.choose(state, level, seed)`` ranks candidate moves by its own evaluation and
hands them to :func:`pick_ranked`, which turns the level into strength: level 8 takes the best
candidate, level 1 any candidate at random, and the levels between aim a little below the best
(the *penalty*) with some *noise*, both shrinking as the level rises. This is the "percentage
of the best move" idea of Scrabble programs and the skill levels of chess engines.

:class:`Budget` caps the work of a search. Its step count is deterministic, so the same seed
gives the same move; an optional wall-clock limit is a safety net for the interactive game.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

Move = TypeVar("Move")

MIN_LEVEL, MAX_LEVEL = 1, 8


@dataclass(frozen=True)
class LevelProfile:
    """How a level turns a ranked list into a choice, as fractions of the value spread."""

    penalty: float
    noise: float
    random_play: bool = False


PROFILES: Mapping[int, LevelProfile] = {
    1: LevelProfile(penalty=1.0, noise=1.0, random_play=True),
    2: LevelProfile(penalty=0.45, noise=0.35),
    3: LevelProfile(penalty=0.36, noise=0.28),
    4: LevelProfile(penalty=0.27, noise=0.21),
    5: LevelProfile(penalty=0.19, noise=0.15),
    6: LevelProfile(penalty=0.12, noise=0.10),
    7: LevelProfile(penalty=0.06, noise=0.05),
    8: LevelProfile(penalty=0.0, noise=0.0),
}
"""The default strength of each level; a game whose value spread calls for other steps
passes its own table to :func:`pick_ranked` (the ladder, tools/ai_ladder.py, is the judge)."""


DECISION_SECONDS = {level: 0.15 if level <= 4 else 0.8 for level in range(MIN_LEVEL, MAX_LEVEL + 1)}
"""The wall-clock cap of one computer decision in the interactive game, per level: under the
budgets of DESIGN.md (0.2 s up to level 4, 1 s at level 8, never 2 s) with room for the
scene's own frames. Searches are shaped by step budgets first; this cap is the safety net."""


def decision_seconds(level: int) -> float:
    """The wall-clock cap of one decision at ``level``."""
    level_profile(level)
    return DECISION_SECONDS[level]


def level_profile(level: int, profiles: Mapping[int, LevelProfile] = PROFILES) -> LevelProfile:
    if not MIN_LEVEL <= level <= MAX_LEVEL:
        raise ValueError(f"computer level must be {MIN_LEVEL} to {MAX_LEVEL}, not {level}")
    return profiles[level]


def pick_ranked(
    candidates: Sequence[tuple[float, Move]],
    level: int,
    rng: random.Random,
    profiles: Mapping[int, LevelProfile] = PROFILES,
) -> Move:
    """Choose one of ``(value, move)`` pairs (higher value is better) for ``level``.

    Ties at level 8 go to the earliest candidate, so a deterministic candidate order gives a
    deterministic choice.
    """
    if not candidates:
        raise ValueError("no candidate moves to choose from")
    profile = level_profile(level, profiles)
    if profile.random_play:
        return rng.choice(candidates)[1]
    values = [value for value, _ in candidates]
    best, worst = max(values), min(values)
    spread = best - worst
    if spread == 0 or (profile.penalty == 0 and profile.noise == 0):
        return candidates[values.index(best)][1]
    target = best - profile.penalty * spread
    sigma = profile.noise * spread

    def utility(value: float) -> float:
        return -abs(value - target) + rng.gauss(0.0, sigma)

    scored = [(utility(value), index) for index, value in enumerate(values)]
    return candidates[max(scored)[1]][1]


class Budget:
    """A cap on search work: ``max_steps`` deterministic steps, and optionally seconds."""

    def __init__(self, max_steps: int, seconds: float | None = None) -> None:
        self.max_steps = max_steps
        self.steps = 0
        self._deadline = None if seconds is None else time.perf_counter() + seconds

    def spend(self, steps: int = 1) -> bool:
        """Count ``steps`` of work; ``False`` once the budget is used up."""
        self.steps += steps
        return not self.exhausted

    def seconds_left(self) -> float | None:
        """The wall-clock time left, or ``None`` without a time limit."""
        if self._deadline is None:
            return None
        return max(0.0, self._deadline - time.perf_counter())

    @property
    def exhausted(self) -> bool:
        if self.steps >= self.max_steps:
            return True
        return self._deadline is not None and time.perf_counter() >= self._deadline
