"""Hint timing for ``tools/bench.py`` (pure Python, no pygame).

:func:`ai_bench` plays the opening moves of a few seeded games at several level sizes with the
hint player and times every hint, as the interactive game asks for them (no time limit).
"""

from __future__ import annotations

import statistics
import time

from core.timing import percentile
from games.mooxil.ai import hint
from games.mooxil.levels import endtile_count, grid_radius
from games.mooxil.logic import new_game

BENCH_LEVELS = (1, 4, 7, 10)
BENCH_SEEDS = (0, 1)
BENCH_MOVES = 30
HINT_BUDGET_MS = 200.0


def _figures(times_ms: list[float]) -> dict:
    ordered = sorted(times_ms)
    return {
        "hints": len(ordered),
        "p50_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(percentile(ordered, 0.95), 2),
        "max_ms": round(ordered[-1], 2),
    }


def hint_times(level: int, seeds: tuple[int, ...], moves: int) -> list[float]:
    """Milliseconds per hint over the first ``moves`` moves of level ``level`` of ``seeds``."""
    times = []
    for seed in seeds:
        state = new_game(seed, level=level)
        for _ in range(moves):
            if state.results:
                break
            start = time.perf_counter()
            move = hint(state)
            times.append((time.perf_counter() - start) * 1000)
            state.apply(move)
    return times


def ai_bench() -> dict:
    """JSON-safe hint times: p50/p95/max in ms per level size and overall, and the budget."""
    per_level = {}
    every = []
    for level in BENCH_LEVELS:
        times = hint_times(level, BENCH_SEEDS, BENCH_MOVES)
        every.extend(times)
        per_level[f"level {level}"] = {
            "radius": grid_radius(level),
            "endtiles": endtile_count(level),
            **_figures(times),
        }
    overall = _figures(every)
    return {
        "game": "mooxil",
        "hint": {
            **overall,
            "budget_ms": HINT_BUDGET_MS,
            "within_budget": overall["p95_ms"] < HINT_BUDGET_MS,
        },
        "by_level": per_level,
    }


def scenes(app) -> dict:
    """The scenes ``tools/bench.py`` times; imported here only when asked, as they need pygame."""
    from games.mooxil.bench_scenes import scenes as build

    return build(app)
