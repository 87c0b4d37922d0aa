"""Figures for ``tools/bench.py``: move generation and computer think times on mid-game boards.

The boards come from seeded games of two level-8 players (every other turn from the 6th to the
22nd), so they are the ones a player meets. The example caches are emptied once before the
timing, as at the start of a program, and then warm up as they would during play.
"""

from __future__ import annotations

import statistics
import time

from core.timing import percentile
from games.abaku import ai
from games.abaku.continuations import beginnings, endings
from games.abaku.examples import run_is_example
from games.abaku.logic import AbakuState, new_game
from games.abaku.movegen import generate_placements
from games.abaku.moves import Exchange, Place

SEEDS = (101, 202, 303)
PLIES = range(6, 23, 2)
TIMED_LEVELS = (1, 4, 8)


def mid_game_positions() -> list[dict]:
    """Saved states (``to_dict``) of the benchmark boards."""
    positions = []
    for seed in SEEDS:
        state = new_game(seed)
        for ply in range(max(PLIES) + 1):
            if state.is_terminal():
                break
            if ply in PLIES:
                positions.append(state.to_dict())
            state.apply(ai.choose(state, 8, seed=ply))
    return positions


def _milliseconds(samples: list[float]) -> dict:
    ordered = sorted(samples)
    p95 = percentile(ordered, 0.95)
    return {
        "p50_ms": round(statistics.median(ordered) * 1000, 1),
        "p95_ms": round(p95 * 1000, 1),
        "max_ms": round(ordered[-1] * 1000, 1),
    }


def ai_bench() -> dict:
    """JSON-safe timings: full move generation and level 1/4/8 decisions, per board."""
    saved = mid_game_positions()
    _empty_example_caches()
    generation, counts = [], []
    for data in saved:
        state = AbakuState.from_dict(data)
        board, rack = state.board(), state.rack(state.current_player)
        start = time.perf_counter()
        counts.append(len(generate_placements(board, rack)))
        generation.append(time.perf_counter() - start)
    _empty_example_caches()
    decisions: dict[int, list[float]] = {level: [] for level in TIMED_LEVELS}
    for number, data in enumerate(saved):
        for level in TIMED_LEVELS:
            state = AbakuState.from_dict(data)  # no placements remembered from before
            start = time.perf_counter()
            ai.choose(state, level, seed=number)
            decisions[level].append(time.perf_counter() - start)
    return {
        "boards": len(saved),
        "legal_placements_p50": int(statistics.median(counts)),
        "movegen": _milliseconds(generation),
        **{f"level_{level}": _milliseconds(times) for level, times in decisions.items()},
    }


def _empty_example_caches() -> None:
    for cache in (run_is_example, endings, beginnings):
        cache.cache_clear()


# The first ten moves of level 5 against itself in game 11 (seeds 0-9), kept as moves so that
# building the bench's mid-game scene costs no thinking (a second of move generation).
SCENE_MOVES = (
    Exchange((5, 5, 9, 9)),
    Exchange((2, 5, 9)),
    Exchange((5, 7, 7, 9)),
    Place.of({(7, 7): 2, (7, 8): 9, (7, 9): 2, (7, 10): 3, (7, 11): 6}),
    Place.of({(3, 11): 7, (4, 11): 6, (5, 11): 1, (6, 11): 7}),
    Place.of({(5, 9): 9, (5, 10): 5, (5, 12): 6, (5, 13): 0}),
    Place.of({(7, 6): 5, (7, 12): 9, (7, 13): 7, (7, 14): 2}),
    Place.of({(2, 11): 2, (8, 11): 3, (9, 11): 7, (10, 11): 9}),
    Place.of({(1, 8): 1, (1, 9): 1, (1, 10): 0, (1, 11): 4, (1, 12): 6}),
    Place.of({(2, 9): 0, (3, 9): 9, (4, 9): 1}),
)


def scenes(app) -> dict:
    """Ready-to-run scenes for ``tools/bench.py``: a human's turn in mid-game with tentative
    tiles on the board and a tile in hand (preview, highlights and cursor each frame), and
    two level-2 computers playing on."""
    from core.ui.players import Seat
    from games.abaku.scene import AbakuScene, match_at

    state = new_game(11, 2, time_limit=120)
    for move in SCENE_MOVES:
        state.apply(move)
    seats = [Seat.human("Ana", 0), Seat.computer(5, "Computer 2", 1)]
    if state.current_player == 1:
        seats.reverse()
    turn = AbakuScene(app, match_at(state, seats, 11))
    move, _ = ai.hint(state)
    rack = turn.rack()
    for tile in getattr(move, "tiles", ()):
        index = next(i for i, t in enumerate(rack) if t == tile.rack_tile and i not in turn.used())
        turn.tentative[tile.square] = (index, tile.digit, tile.wild)
    free = [i for i in range(len(rack)) if i not in turn.used()]
    turn.picked = free[0] if free else None
    turn.cursor_shown = True
    computers = [Seat.computer(2, "Computer 1", 0), Seat.computer(2, "Computer 2", 1)]
    return {
        "human_turn": turn,
        "computers": AbakuScene(app, match_at(new_game(12, 2), computers, 12)),
    }
