"""Think times of the computer players of minusMax, Abaku and M, for ``tools/bench.py``.

    python tools/ai_bench.py [--game NAME] [--level N] [--per-setup N]
    python tools/ai_bench.py --engine        # minusMax's level-8 decisions, uncapped: CPU time

Positions come from seeded games of level-3 computers, spread over each game, in every setup
that changes the cost of a decision: minusMax with 3 to 9 tiles a rack, M with 2 to 6 players,
Abaku with 2 players. Each level decides each position with the wall-clock cap of the
interactive game (:func:`core.ai.decision_seconds`), as a player would wait for it. The report
gives p50, p95 and max in milliseconds per game, setup and level, against the budgets: p95
under 200 ms up to level 4 and under 1,000 ms at level 8, and never over 2,000 ms.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import itertools
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.ai import MAX_LEVEL, MIN_LEVEL, decision_seconds
from core.timing import percentile

SETUPS = {
    "minusmax": [{"rack_size": size} for size in range(3, 10)],
    "abaku": [{"players": 2}],
    "m": [{"players": players} for players in range(2, 7)],
}
P95_BUDGET_MS = {level: 200 if level <= 4 else 1000 for level in range(MIN_LEVEL, MAX_LEVEL + 1)}
MAX_MS = 2000


def positions(game: str, options: dict, count: int, seed: int = 7) -> list:
    """``count`` positions of a seeded game of level-3 computers, evenly spread."""
    logic = importlib.import_module(f"games.{game}.logic")
    ai = importlib.import_module(f"games.{game}.ai")
    state = logic.new_game(seed, **options)
    seen = []
    while not state.is_terminal():
        seen.append(state.clone())
        state.apply(ai.choose(state, 3, seed=len(seen)))
    step = max(1, len(seen) // count)
    return seen[::step][:count]


def think_times(game: str, states: list, level: int) -> list[float]:
    """Milliseconds of each decision at ``level``, under the interactive game's cap."""
    ai = importlib.import_module(f"games.{game}.ai")
    times = []
    for number, state in enumerate(states):
        start = time.perf_counter()
        ai.choose(state.clone(), level, seed=10_000 + number, time_limit=decision_seconds(level))
        times.append((time.perf_counter() - start) * 1000)
    return times


def summary(times: list[float], level: int) -> dict:
    ordered = sorted(times)
    p95 = percentile(ordered, 0.95)
    ok = p95 <= P95_BUDGET_MS[level] and ordered[-1] <= MAX_MS
    return {
        "p50_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(p95, 1),
        "max_ms": round(ordered[-1], 1),
        "ok": ok,
    }


def figures(game: str, per_setup: int = 12, levels: list[int] | None = None) -> dict:
    """Per setup (e.g. ``players=4``) and level, the think-time summary."""
    result = {}
    for options in SETUPS[game]:
        states = positions(game, options, per_setup)
        setup = ",".join(f"{key}={value}" for key, value in options.items())
        result[setup] = {
            str(level): summary(think_times(game, states, level), level)
            for level in levels or range(MIN_LEVEL, MAX_LEVEL + 1)
        }
    return result


def engine_figures(seeds: tuple[int, ...] = (11, 12), every: int = 5) -> str:
    """The CPU time of minusMax's level-8 decisions without a cap, on every ``every``-th turn
    start of seeded games of level-3 computers, and a digest of the plans: a change that only
    makes the engine faster keeps the digest and lowers the time (19 decisions by default)."""
    ai = importlib.import_module("games.minusmax.ai")
    logic = importlib.import_module("games.minusmax.logic")
    states = []
    for seed in seeds:
        state = logic.new_game(seed)
        for turn in itertools.count():
            if state.is_terminal():
                break
            if turn % every == 2:
                states.append(state.clone())
            for move in ai.plan_turn(state, 3, turn + 1):
                state.apply(move)
    plans, times = [], []
    for state in states:
        start = time.process_time()
        plans.append(ai.plan_turn(state, 8, 1))
        times.append(1000 * (time.process_time() - start))
    ordered = sorted(times)
    digest = hashlib.sha256(repr(plans).encode()).hexdigest()[:12]
    return (
        f"minusmax level 8: {len(states)} decisions in {sum(times) / 1000:.2f} s of CPU"
        f" (ms: p50 {statistics.median(ordered):.0f}, p95 {percentile(ordered, 0.95):.0f},"
        f" max {ordered[-1]:.0f}), plans {digest}"
    )


def report(game: str, table: dict) -> str:
    lines = [f"{game} computer think time (ms): p50 / p95 / max per level"]
    for setup, levels in table.items():
        cells = [
            f"L{level} {row['p50_ms']:.0f}/{row['p95_ms']:.0f}/{row['max_ms']:.0f}"
            + ("" if row["ok"] else " OVER")
            for level, row in levels.items()
        ]
        lines.append(f"  {setup:<12} " + "  ".join(cells))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description="Computer think times per game and level")
    parser.add_argument("--game", choices=sorted(SETUPS), action="append")
    parser.add_argument("--per-setup", type=int, default=12, help="positions per setup")
    parser.add_argument("--level", type=int, action="append", help="only this level")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--engine", action="store_true", help="minusMax level 8's CPU time")
    args = parser.parse_args()
    if args.engine:
        print(engine_figures())
        return
    tables = {game: figures(game, args.per_setup, args.level) for game in args.game or SETUPS}
    if args.json:
        print(json.dumps(tables))
    else:
        print("\n".join(report(game, table) for game, table in tables.items()))


if __name__ == "__main__":
    main()
