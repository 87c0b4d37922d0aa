"""Think-time benchmark of the minusMax computer players, for ``tools/bench.py``.

The positions are every decision of a few seeded games between level-5 players, so they cover
turn starts (a full plan) and calls in the middle of a turn (the plan is made again from the
turn's start, as in the interactive game). Each level is timed on each position with
``ai.choose`` and no time limit, exactly as the scene calls it.
"""

from __future__ import annotations

import statistics
import time

from core.timing import percentile
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
    p95 = percentile(ordered, 0.95)
    return {
        "p50_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(p95, 2),
        "max_ms": round(ordered[-1], 2),
    }


def scenes(app) -> dict:
    """Ready-to-run scenes for ``tools/bench.py``: a human's turn in the middle of a game with
    a tile selected (highlights, ghost and preview each frame), the "Press Start" screen of a
    game a computer begins, two computers playing at a brisk pace, and the replay of a whole
    game playing itself."""
    from core.match import Seat
    from core.replay_scene import ReplayScene
    from games.minusmax.replay_view import ReplayView
    from games.minusmax.scene import MinusMaxScene, start_match
    from games.minusmax.style import Display

    options = app.settings.game_options("minusmax")
    Display(tile_delay=100, turn_delay=250).store(options)
    human = start_match(1, [Seat.human("Ana", 0), Seat.computer(5, "Computer 2", 1)], {})
    _advance(human, plies=40)
    me = human.state.current_player  # the human's turn, with a computer waiting
    human.seats[:] = [
        Seat.human("Ana", p) if p == me else Seat.computer(5, "Computer 2", p) for p in range(2)
    ]
    turn = MinusMaxScene(app, human)
    turn.pick.selected = _best_tile(turn)
    turn.pick.hover = (0, 0)
    computers = start_match(2, [Seat.computer(2, "Computer 1", 0), Seat.computer(2, "C 2", 1)], {})
    computers.view["started"] = True
    finished = start_match(3, [Seat.computer(3, "Computer 1", 0), Seat.computer(3, "C 2", 1)], {})
    _advance(finished, plies=10_000)
    view = ReplayView(2, Display(), app.palette()[:2])
    press_start = start_match(6, [Seat.human("Ana", 0), Seat.computer(4, "Computer 2", 1)], {})
    return {
        "human_turn": turn,
        "press_start": MinusMaxScene(app, press_start),
        "computers": MinusMaxScene(app, computers),
        "replay": ReplayScene(app, finished, view, 15),
    }


def _advance(match, plies: int) -> None:
    """Play ``plies`` moves of level-3 computers (or to the end of the game)."""
    match.view["started"] = True
    for _ in range(plies):
        if match.over:
            return
        match.play(ai.choose(match.state, 3, seed=len(match.moves)))


def _best_tile(scene) -> int | None:
    """The rack tile with the most legal cells, so the highlights have work to do."""
    values = scene.rack_values()
    counts = [len(scene.state.legal_cells(value)) for value in values]
    return counts.index(max(counts)) if counts else None


if __name__ == "__main__":
    import json

    print(json.dumps(ai_bench(), indent=2))
