"""Fit minusMax's leave values (games/minusmax/leave_table.py) from greedy self-play.

    python tools/minusmax_leaves.py --games 400            # seeds 1-400, prints the fit
    python tools/minusmax_leaves.py --games 400 --write    # and rewrites the table module

As Quackle learns its leave values: the greedy player (:func:`games.minusmax.ai.baseline`)
plays itself on tuning seeds, and every turn that ends while the box still holds
:data:`games.minusmax.leaves.MIN_BOX` tiles or more gives one sample: the tiles the player
kept (the *leave*), which of them fitted nowhere on the board at the start of that turn, and
what the player scored on his next turn (points and empty-rack bonus). A ridge regression of
that score on the leave's make-up (tiles of each value, duplicates, tiles that fitted
nowhere, and how full the box was) gives each kept tile's worth against a fresh tile drawn
in its place: the intercept stands for a rack of fresh tiles. Deterministic: the same seeds
give the same table. Run it at ``nice -n 19``; 400 games take some ten minutes of CPU.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.minusmax import ai, leaves
from games.minusmax.board import NUMERIC_TILES
from games.minusmax.logic import new_game

TABLE = Path(__file__).resolve().parent.parent / "games" / "minusmax" / "leave_table.py"
VALUES = tuple(sorted(NUMERIC_TILES))
ALL_TILES = sum(NUMERIC_TILES.values())
FEATURES = ("box", *(f"tile {v}" for v in VALUES), "duplicates", "stuck")
RIDGE = 30.0
"""The ridge's pull towards 0, in samples' worth: a value seen kept in few turns (the single
tiles above 10) stays near a fresh tile's worth instead of taking its few turns' luck."""


def features(leave: list[int], stuck: set[int], box: int) -> list[float]:
    """The regression's inputs for one kept rack (the intercept is added by the fit)."""
    counts = Counter(leave)
    row = [box / ALL_TILES]  # how full the box is
    row += [float(counts[v]) for v in VALUES]
    row.append(float(sum(n - 1 for n in counts.values() if n > 1)))
    row.append(float(sum(1 for v in leave if v in stuck)))
    return row


def game_samples(seed: int, rack_size: int = 8) -> list[tuple[list[float], float]]:
    """One greedy self-play game on ``seed``: (features, next turn's score) per kept rack."""
    state = new_game(seed, players=2, rack_size=rack_size)
    pending: dict[int, list[float]] = {}
    samples = []
    decision = 0
    while not state.is_terminal():
        player = state.current_player
        before = state.points[player]
        waiting = pending.pop(player, None)
        placeable = {value for _, value in state.legal_placements()}
        stuck = set(state.current_rack()) - placeable
        plan = ai.plan_turn(state, 8, seed * 1000 + decision, look_ahead=False)
        decision += 1
        for move in plan[:-1]:
            state.apply(move)
        kept = list(state.current_rack())
        exchanged = getattr(plan[-1], "tiles", ())
        for value in exchanged:
            kept.remove(value)
        box = state.box_count
        state.apply(plan[-1])
        if waiting is not None:
            samples.append((waiting, float(state.points[player] - before)))
        if box >= leaves.MIN_BOX and not state.is_terminal():
            pending[player] = features(kept, stuck, box)
    return samples


def ridge_fit(samples: list[tuple[list[float], float]], ridge: float, free: int = 1) -> list[float]:
    """Least squares of the target on ``[1, *features]``, every weight but the intercept's
    and the first ``free`` features' (the box, a covariate, not part of a leave) pulled
    towards 0 by ``ridge`` (normal equations, solved by Gauss-Jordan)."""
    size = len(samples[0][0]) + 1
    matrix = [[0.0] * (size + 1) for _ in range(size)]
    for row, target in samples:
        x = [1.0, *row]
        for i, xi in enumerate(x):
            if xi:
                line = matrix[i]
                for j, xj in enumerate(x):
                    line[j] += xi * xj
                line[size] += xi * target
    for i in range(1 + free, size):
        matrix[i][i] += ridge
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(matrix[r][col]))
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        lead = matrix[col][col]
        matrix[col] = [v / lead for v in matrix[col]]
        for r in range(size):
            if r != col and matrix[r][col]:
                factor = matrix[r][col]
                matrix[r] = [a - factor * b for a, b in zip(matrix[r], matrix[col], strict=True)]
    return [matrix[i][size] for i in range(size)]


def table_source(weights: list[float], games: int, count: int) -> str:
    """The generated module: each value's worth kept, per duplicate and per stuck tile."""
    named = dict(zip(("intercept", *FEATURES), weights, strict=True))
    entries = [f"{v}: {named[f'tile {v}']:.1f}," for v in VALUES]
    lines = [" ".join(entries[i : i + 8]) for i in range(0, len(entries), 8)]
    tiles = "".join(f"    {line}\n" for line in lines)
    return (
        f'"""Generated by tools/minusmax_leaves.py from {games} greedy self-play games\n'
        f"(seeds 1-{games}, {count} kept racks); do not edit.\n\n"
        "What keeping a tile is worth on the next turn against a fresh tile drawn in its place,\n"
        'in points: see :mod:`games.minusmax.leaves`."""\n\n'
        f"# fmt: off\nTILE = {{\n{tiles}}}\n# fmt: on\n"
        f"DUPLICATE = {named['duplicates']:.1f}\n"
        f"STUCK = {named['stuck']:.1f}\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fit minusMax's leave values by self-play")
    parser.add_argument("--games", type=int, default=400, help="self-play games, seeds 1-N")
    parser.add_argument("--write", action="store_true", help=f"rewrite {TABLE.name}")
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 999:
        parser.error("the tuning seeds are 1-999")
    samples = []
    for seed in range(1, args.games + 1):
        samples.extend(game_samples(seed))
        if seed % 50 == 0:
            print(f"{seed} games, {len(samples)} kept racks", flush=True)
    weights = ridge_fit(samples, RIDGE)
    for name, weight in zip(("intercept", *FEATURES), weights, strict=True):
        print(f"{name:>12} {weight:8.2f}")
    source = table_source(weights, args.games, len(samples))
    if args.write:
        TABLE.write_text(source)
    return 0


if __name__ == "__main__":
    sys.exit(main())
