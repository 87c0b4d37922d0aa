"""Ready-to-run Mooxil scenes for ``tools/bench.py``: the biggest grid a player meets, mid-level.

``scenes(app)`` gives a level-7 grid (radius 7) after 30 hint moves, once plain and once with
the cursor on a cell (preview drawn) and the largest group shown.
"""

from __future__ import annotations

from games.mooxil.ai import hint
from games.mooxil.logic import MooxilState, new_game

BENCH_SEED, BENCH_LEVEL, BENCH_MOVES = 4, 7, 30


def midgame(
    seed: int = BENCH_SEED, level: int = BENCH_LEVEL, moves: int = BENCH_MOVES
) -> MooxilState:
    """Level ``level`` of game ``seed`` after up to ``moves`` moves of the hint player."""
    state = new_game(seed, level)
    for _ in range(moves):
        if state.results:
            break
        state.apply(hint(state))
    return state


def scenes(app) -> dict:
    from games.mooxil.scene import MooxilScene

    state = midgame()
    plain = MooxilScene(app, state.clone())
    busy = MooxilScene(app, state.clone())
    busy.cursor = state.board.cells[len(state.board.cells) // 2]
    busy.cursor_shown = busy.show_group = True
    return {"midgame_level7": plain, "midgame_level7_preview": busy}
