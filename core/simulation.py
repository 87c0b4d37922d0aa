"""Look-ahead by simulation over the unknown tiles, shared by the games with hidden racks.

The strongest computer players do what Quackle and Maven do in Scrabble: they take the best
few candidates of the greedy ranking and play each of them forward in *sampled worlds*. A world
deals the tiles this player cannot see (the bag and the other players' racks) at random from
what he can know, never from the true hidden state. Every candidate is played in the same
worlds (common random numbers, so that the comparison is fair with few samples), and the
candidate with the best mean outcome is played.

Pure Python, no pygame. The work is counted in playouts on a :class:`core.ai.Budget`, so the
choice is deterministic for a given seed when there is no wall-clock limit; with one, the
search stops after the last whole round of samples that fitted in the time.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from core.ai import Budget

World = TypeVar("World")
Candidate = TypeVar("Candidate")


def deal(tiles: Sequence, sizes: Sequence[int], rng: random.Random) -> tuple[list[list], list]:
    """``tiles`` shuffled by ``rng`` and dealt into hands of ``sizes``, in order: the hands,
    then the rest (what a sampled world puts back in the bag). Every hand keeps its size."""
    left = list(tiles)
    rng.shuffle(left)
    hands = []
    for size in sizes:
        hands.append(left[:size])
        left = left[size:]
    return hands, left


@dataclass(frozen=True)
class SimulationSettings:
    """How hard a simulation looks: candidates kept, worlds sampled, and the playout cap."""

    candidates: int
    samples: int

    @property
    def max_playouts(self) -> int:
        return self.candidates * self.samples


@dataclass(frozen=True)
class Outcome(Generic[Candidate]):
    """A candidate's mean value over ``samples`` sampled worlds (its prior when none ran)."""

    value: float
    candidate: Candidate
    samples: int


def simulate(
    ranked: Sequence[tuple[float, Candidate]],
    sample_world: Callable[[random.Random], World],
    playout: Callable[[World, Candidate, float], float],
    settings: SimulationSettings,
    rng: random.Random,
    seconds: float | None = None,
) -> list[Outcome[Candidate]]:
    """Play the best ``settings.candidates`` of ``ranked`` (``(prior, candidate)``, higher is
    better, best first) forward in up to ``settings.samples`` worlds; best outcome first.

    ``playout(world, candidate, prior)`` returns the candidate's value in one world; it must not
    change the world. Ties keep the ranked order, so the greedy choice wins a tie.
    """
    shortlist = list(ranked[: settings.candidates])
    if len(shortlist) < 2:
        return [Outcome(prior, candidate, 0) for prior, candidate in shortlist]
    budget = Budget(settings.max_playouts, seconds)
    totals = [0.0] * len(shortlist)
    runs = 0
    while runs < settings.samples and not budget.exhausted:
        world = sample_world(random.Random(rng.getrandbits(64)))
        values = []
        for prior, candidate in shortlist:
            if budget.exhausted:  # out of time mid-round: that round does not count
                break
            values.append(playout(world, candidate, prior))
        if len(values) < len(shortlist):
            break
        totals = [total + value for total, value in zip(totals, values, strict=True)]
        budget.spend(len(shortlist))
        runs += 1
    if not runs:
        return [Outcome(prior, candidate, 0) for prior, candidate in shortlist]
    outcomes = [
        Outcome(total / runs, candidate, runs)
        for total, (_, candidate) in zip(totals, shortlist, strict=True)
    ]
    order = sorted(range(len(outcomes)), key=lambda i: (-outcomes[i].value, i))
    return [outcomes[i] for i in order]
