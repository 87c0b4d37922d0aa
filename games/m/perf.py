"""Think-time figures of M's computer players, for ``tools/bench.py``.

:func:`ai_bench` replays a few seeded games between level-8 players (two, four and six
players), keeps every third position, and times ``ai.choose`` at each level on those positions.
Times are CPU time of the thinking thread, so other programs on the machine do not blur them.
"""

from __future__ import annotations

import time

from games.m import ai
from games.m.logic import MState, new_game

BENCH_GAMES = ((2, 1), (4, 2), (6, 3))  # (players, seed)
SAMPLE_EVERY = 3
BUDGET_MS = {level: 200.0 if level <= 4 else 500.0 for level in range(1, 9)}


def sample_positions(bench_games: tuple[tuple[int, int], ...] = BENCH_GAMES) -> list[MState]:
    """Positions met in the bench games, every ``SAMPLE_EVERY``-th move."""
    positions = []
    for players, seed in bench_games:
        state = new_game(seed, players=players)
        ply = 0
        while not state.is_terminal():
            if ply % SAMPLE_EVERY == 0:
                positions.append(state.clone())
            state.apply(ai.choose(state, 8, seed=ply))
            ply += 1
    return positions


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def ai_bench(bench_games: tuple[tuple[int, int], ...] = BENCH_GAMES) -> dict:
    """``{"positions": n, "levels": {"1": {"p50_ms", "p95_ms", "max_ms", "budget_ms"}, ...}}``
    over the positions of ``bench_games``, ``(players, seed)`` pairs."""
    positions = sample_positions(bench_games)
    levels = {}
    for level in range(1, 9):
        samples = []
        for index, state in enumerate(positions):
            start = time.thread_time()
            ai.choose(state, level, seed=index)
            samples.append((time.thread_time() - start) * 1000)
        levels[str(level)] = {
            "p50_ms": round(_percentile(samples, 0.5), 2),
            "p95_ms": round(_percentile(samples, 0.95), 2),
            "max_ms": round(max(samples), 2),
            "budget_ms": BUDGET_MS[level],
        }
    return {"positions": len(positions), "levels": levels}
