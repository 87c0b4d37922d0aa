"""Think-time benchmark of the minusMax computer players, for ``tools/bench.py``.

The positions are every decision of a few seeded games between level-5 players, so they cover
turn starts (a full plan) and calls in the middle of a turn (the plan is made again from the
turn's start, as in the interactive game). Each level is timed on each position with
``ai.choose`` and no time limit, exactly as the scene calls it.
"""

from __future__ import annotations

import statistics
import time

from games.minusmax import ai
from games.minusmax.logic import State, new_game

BENCH_SEEDS = (1, 2)
POSITIONS_PER_GAME = 60
BUDGET_MS = {"1-4": 200, "8": 1000}


def bench_positions(seeds=BENCH_SEEDS, per_game: int = POSITIONS_PER_GAME) -> list[State]:
    """Positions from seeded level-5 games, evenly spread over each game."""
    positions = []
    for seed in seeds:
        state = new_game(seed)
        seen = []
        while not state.is_terminal():
            seen.append(state.clone())
            state.apply(ai.choose(state, 5, seed))
        step = max(1, len(seen) // per_game)
        positions.extend(seen[::step][:per_game])
    return positions


def ai_bench(seeds=BENCH_SEEDS, per_game: int = POSITIONS_PER_GAME) -> dict:
    """Per level, the median, 95th percentile and worst think time of ``ai.choose``, in ms."""
    positions = bench_positions(seeds, per_game)
    levels = {}
    for level in range(1, 9):
        times = []
        for index, state in enumerate(positions):
            start = time.perf_counter()
            ai.choose(state, level, seed=index)
            times.append((time.perf_counter() - start) * 1000.0)
        levels[str(level)] = _summary(times)
    return {
        "game": "minusmax",
        "positions": len(positions),
        "budget_ms": dict(BUDGET_MS),
        "levels": levels,
    }


def _summary(times: list[float]) -> dict:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "p50_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(p95, 2),
        "max_ms": round(ordered[-1], 2),
    }


if __name__ == "__main__":
    import json

    print(json.dumps(ai_bench(), indent=2))
