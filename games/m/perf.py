"""Think-time figures of M's computer players, for ``tools/bench.py``.

:func:`ai_bench` replays a few seeded games between level-8 players (two, four and six
players), keeps every third position, and times ``ai.choose`` at each level on those positions.
Times are CPU time of the thinking thread, so other programs on the machine do not blur them.
"""

from __future__ import annotations

import time

from core.timing import percentile
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
            "p50_ms": round(percentile(samples, 0.5), 2),
            "p95_ms": round(percentile(samples, 0.95), 2),
            "max_ms": round(max(samples), 2),
            "budget_ms": BUDGET_MS[level],
        }
    return {"positions": len(positions), "levels": levels}


def _position(players: int, wanted, seeds=range(1, 200)) -> MState:
    """The first position of seeded level-3 games that ``wanted(state)`` accepts."""
    for seed in seeds:
        state = new_game(seed, players=players)
        ply = 0
        while not state.is_terminal():
            if wanted(state):
                return state
            state.apply(ai.choose(state, 3, seed=ply))
            ply += 1
    raise LookupError("no bench position found")


def scenes(app) -> dict:
    """Mid-game scenes for ``tools/bench.py``: seat 0 is the human to act, the others are
    computers waiting their turn (so no thinking runs while the frames are timed)."""
    from core.ui.players import Seat
    from games.m.logic import PLACE, TAKE
    from games.m.scene import MScene, match_at

    def scene(state: MState) -> MScene:
        seats = [
            Seat.human(name, seat) if seat == 0 else Seat.computer(4, name, seat)
            for seat, name in enumerate(state.names)
        ]
        return MScene(app, match_at(state, seats))

    def human_placing(state: MState) -> bool:
        return state.phase == PLACE and state.current_player == 0 and len(state.layout) >= 16

    placing = scene(_position(3, human_placing))
    fitting = [i for i, tile in enumerate(placing.shown_hand()) if placing.state.legal_cells(tile)]
    if fitting:
        placing.controls.select(fitting[0])
    six = scene(_position(6, human_placing))
    taking = scene(
        _position(4, lambda s: s.phase == TAKE and s.current_player == 0 and any(s.collected))
    )
    return {"place": placing, "six_players": six, "round": taking}
