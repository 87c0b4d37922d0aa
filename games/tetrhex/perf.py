"""Benchmark of the Tetrhex computer player, for ``tools/bench.py``.

:func:`ai_bench` plays seeded bot games on every board edge from level 0 to game over, in
game time (60 ticks per second, the bot at its human rate), and reports the median score
beside the original's record for that edge, with the bot's decision times. Pure Python.

Run it alone with ``python -m games.tetrhex.perf`` (prints the JSON).
"""

from __future__ import annotations

import json
import statistics
import time

from core.timing import percentile
from games.tetrhex.ai import DEFAULT_WEIGHTS, Bot, Weights, radar_for
from games.tetrhex.logic import EDGES, Game
from games.tetrhex.scoring import RECORDS

BENCH_SEEDS = (1, 2, 3, 4, 5)


def play(game: Game, bot: Bot, max_ticks: int | None = None) -> int:
    """Let ``bot`` play ``game`` tick by tick until game over (or ``max_ticks`` ticks).

    Returns how many of the bot's actions the engine refused (the bot is built for none).
    """
    refused = 0
    while not game.over and (max_ticks is None or game.ticks < max_ticks):
        action = bot.update(game)
        if action is not None and not game.act(action):
            refused += 1
        game.tick()
        game.pop_events()
    return refused


def race_to_record(edge: int, seed: int, weights: Weights = DEFAULT_WEIGHTS) -> dict:
    """A seeded bot game from level 0 on ``edge``, played until its score passes the
    original's record there or the game ends (``tools/tetrhex_records.py``); ``weights``
    to try others than the bot's."""
    game = Game(edge=edge, level=0, seed=seed)
    bot = Bot(weights=weights, radar=radar_for(edge))
    while not game.over and game.score <= RECORDS[edge]:
        action = bot.update(game)
        if action is not None:
            game.act(action)
        game.tick()
        game.pop_events()
    return {
        "edge": edge,
        "seed": seed,
        "beat": game.score > RECORDS[edge],
        "score": game.score,
        "level": game.level,
        "lines": game.lines_cleared,
        "minutes": round(game.ticks / 3600, 1),
    }


def ai_bench(edges=EDGES, seeds=BENCH_SEEDS, max_minutes: float | None = None) -> dict:
    """Seeded bot games per edge from level 0; JSON-safe figures (scores, times in ms).

    Games run to game over unless ``max_minutes`` (of game time) cuts them short; the bot
    often reaches level 30 and lives on there, so a full run can take tens of minutes.
    """
    max_ticks = None if max_minutes is None else round(max_minutes * 3600)
    started = time.perf_counter()
    per_edge = {}
    all_times: list[float] = []
    for edge in edges:
        games = []
        edge_times: list[float] = []
        for seed in seeds:
            game = Game(edge=edge, level=0, seed=seed)
            bot = Bot(radar=radar_for(edge))
            refused = play(game, bot, max_ticks)
            edge_times += bot.decision_times
            games.append(
                {
                    "seed": seed,
                    "score": game.score,
                    "level": game.level,
                    "lines": game.lines_cleared,
                    "pieces": game.pieces,
                    "minutes": round(game.ticks / 3600, 1),
                    "finished": game.over,
                    "refused_actions": refused,
                }
            )
        all_times += edge_times
        median = statistics.median(g["score"] for g in games)
        per_edge[str(edge)] = {
            "median_score": median,
            "record": RECORDS[edge],
            "beats_record": median > RECORDS[edge],
            "radar": radar_for(edge),
            "decision_ms_median": round(1000 * statistics.median(edge_times), 2),
            "decision_ms_p95": round(1000 * percentile(edge_times, 0.95), 2),
            "decision_ms_p99": round(1000 * percentile(edge_times, 0.99), 2),
            "games": games,
        }
    return {
        "edges": per_edge,
        "decision_ms_median": round(1000 * statistics.median(all_times), 2),
        "decision_ms_p95": round(1000 * percentile(all_times, 0.95), 2),
        "decision_ms_p99": round(1000 * percentile(all_times, 0.99), 2),
        "decisions": len(all_times),
        "wall_seconds": round(time.perf_counter() - started, 1),
    }


if __name__ == "__main__":
    print(json.dumps(ai_bench(), indent=2))


def scenes(app) -> dict:
    """The scenes ``tools/bench.py`` times; imported here only when asked, as they need pygame."""
    from games.tetrhex.bench_scenes import scenes as build

    return build(app)
