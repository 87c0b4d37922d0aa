"""Hint timing and ready-to-run scenes for ``tools/bench.py``.

:func:`ai_bench` plays the opening moves of a few seeded games at several level sizes with the
hint player and times every hint, as the interactive game asks for them (no time limit).
:func:`scenes` gives the biggest grid a player meets, mid-level. Importing this module does not
load pygame; only :func:`scenes` does.
"""

from __future__ import annotations

import statistics
import time

from core.timing import percentile
from games.mooxil.ai import hint
from games.mooxil.levels import endtile_count, grid_radius
from games.mooxil.logic import MooxilState, Move, new_game

BENCH_LEVELS = (1, 4, 7, 10)
BENCH_SEEDS = (0, 1)
BENCH_MOVES = 30
HINT_BUDGET_MS = 200.0
SCENE_SEED, SCENE_LEVEL = 4, 7
# The hint player's first 30 moves on level 7 of game 4, as (tile, q, r): the bench's and the
# tests' mid-game scene, kept as moves so that building it costs no thinking (4 s of hints).
SCENE_MOVES = (
    (3, 2, -6), (0, 7, 0), (4, 1, -5), (5, 0, -4), (6, 1, -4), (4, -1, -4), (3, -2, -4),
    (2, 2, -4), (1, -3, 3), (4, -5, 7), (3, -4, 7), (5, 5, 0), (3, -3, 7), (3, 4, 1),
    (2, -2, 7), (5, 4, 0), (3, 3, 0), (5, 3, -1), (2, 1, 4), (5, 2, -1), (5, 2, -2),
    (4, 2, -3), (2, 3, 2), (1, 5, 2), (3, -1, 7), (3, 0, 6), (3, 3, -3), (2, 2, 3),
    (2, 0, 7), (2, 4, 3),
)  # fmt: skip


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


def midgame() -> MooxilState:
    """Level 7 of game 4 after the hint player's first 30 moves (:data:`SCENE_MOVES`)."""
    state = new_game(SCENE_SEED, SCENE_LEVEL)
    for tile, q, r in SCENE_MOVES:
        state.apply(Move(tile, (q, r)))
    return state


def scenes(app) -> dict:
    """A level-7 grid (radius 7) after 30 hint moves, once plain and once with the cursor on a
    cell (preview drawn) and the largest group shown."""
    from core.match import Match, Seat
    from games.mooxil.scene import MooxilScene  # needs pygame: imported only when asked

    state = midgame()
    seats = [Seat.human("Ana")]
    plain = MooxilScene(app, Match.from_position("mooxil", seats, state.clone()))
    busy = MooxilScene(app, Match.from_position("mooxil", seats, state.clone()))
    busy.cursor = state.board.cells[len(state.board.cells) // 2]
    busy.cursor_shown = busy.show_group = True
    return {"midgame_level7": plain, "midgame_level7_preview": busy}
