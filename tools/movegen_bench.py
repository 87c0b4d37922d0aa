"""Abaku's placement generator: its speed over a fixed set of positions, and its output.

    python tools/movegen_bench.py                    # CPU time over the timing set
    python tools/movegen_bench.py --set check --save FILE   # keep the output of every position
    python tools/movegen_bench.py --check FILE               # compare with a kept output

The positions are deterministic: the regression file of the tests
(``tests/abaku/movegen_positions.txt``), first moves, and boards from seeded games of two to
four players at every ply (levels 3 and 7, so crowded boards of both careful and careless
play), each also with one and with two rack tiles turned into wildcards. ``--set timing`` is
every fourth of them, ``--set check`` all of them (thousands; minutes with a slow generator).

Times are CPU time of this process (``time.process_time``), so other programs on the machine
blur them less than wall time; the example caches are emptied once at the start, as in a new
program, and warm up over the positions as they would in play. The output kept per position
is every placement with its points, in generation order, and the work the line searches
count (``LineMemo.work``, what the level-8 look-ahead budgets with).
"""

from __future__ import annotations

import argparse
import pickle
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.abaku import ai  # noqa: E402
from games.abaku.board import BOARD_SIZE  # noqa: E402
from games.abaku.continuations import beginnings, endings  # noqa: E402
from games.abaku.diagram import parse_board  # noqa: E402
from games.abaku.examples import run_is_example  # noqa: E402
from games.abaku.logic import new_game  # noqa: E402
from games.abaku.movegen import LineMemo, generate_placements, memo_placements  # noqa: E402
from games.abaku.moves import WILD  # noqa: E402

REGRESSION_FILE = ROOT / "tests" / "abaku" / "movegen_positions.txt"
GAMES = [(seed, 2 + seed % 3, 3 if seed % 2 else 7) for seed in range(1, 13)]
"""(seed, players, level) of the seeded games whose boards are measured."""
FIRST_RACKS = ([1, 2, 3, 4, 9], [2, 8, 1, 0, 3], [5, 5, 2, 5, 0], [WILD, 4, 6, 1, 8])


def regression_positions() -> list[tuple[str, dict, list[int]]]:
    """The positions of the tests' regression file: (name, board, rack)."""
    lines = [
        line.strip()
        for line in REGRESSION_FILE.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    found = []
    for start in (index for index, line in enumerate(lines) if line.startswith("[")):
        rack_text = lines[start + 1].split(": ", 1)[1]
        rack = [WILD if tile == "?" else int(tile) for tile in rack_text.split()]
        board = parse_board("\n".join(lines[start + 5 : start + 5 + BOARD_SIZE]))
        found.append((lines[start].strip("[]"), board, rack))
    return found


def game_positions() -> list[tuple[str, dict, list[int]]]:
    """The board and the mover's rack at every ply of the seeded games."""
    found = []
    for seed, players, level in GAMES:
        state = new_game(seed, players)
        ply = 0
        while not state.is_terminal():
            rack = state.rack(state.current_player)
            found.append((f"game {seed} ply {ply}", state.board(), rack))
            state.apply(ai.choose(state, level, seed=ply))
            ply += 1
    return found


def with_wildcards(positions):
    """Each position as it is, then with its first one and two real tiles made wildcards."""
    for name, board, rack in positions:
        yield name, board, rack
        real = [i for i, tile in enumerate(rack) if tile != WILD]
        for count in (1, 2):
            if len(real) >= count:
                wild_rack = [WILD if i in real[:count] else t for i, t in enumerate(rack)]
                yield f"{name} +{count}?", board, wild_rack


def all_positions() -> list[tuple[str, dict, list[int]]]:
    first = [(f"first move {rack}", {}, rack) for rack in FIRST_RACKS]
    return list(with_wildcards(regression_positions() + first + game_positions()))


def output_of(board, rack) -> tuple[list, int]:
    """Every placement with its points in order (as plain tuples), and the search work."""
    placements = [(points, move.tiles) for points, move in generate_placements(board, rack)]
    memo = LineMemo(rack)
    memo_placements(board, memo)
    return placements, memo.work


def empty_example_caches() -> None:
    for cache in (run_is_example, endings, beginnings):
        cache.cache_clear()


def time_positions(positions) -> tuple[float, list[float]]:
    """Total CPU seconds of ``generate_placements`` over the positions, and each one's."""
    empty_example_caches()
    each = []
    for _, board, rack in positions:
        start = time.process_time()
        generate_placements(board, rack)
        each.append(time.process_time() - start)
    return sum(each), each


def compare(kept: dict) -> int:
    """How many of the positions ``kept`` now give another output; prints the first few."""
    differ = 0
    for name, (board, rack, old_placements, old_work) in kept.items():
        placements, work = output_of(board, rack)
        if placements != old_placements:
            differ += 1
            if differ <= 5:
                print(f"DIFFERENT placements: {name} ({len(placements)} vs {len(old_placements)})")
        elif work != old_work:
            print(f"same placements, work {work} vs {old_work}: {name}")
    return differ


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=("timing", "check"), default="timing")
    parser.add_argument("--save", type=Path, help="keep each position's output in this file")
    parser.add_argument("--check", type=Path, help="compare with the output kept in this file")
    parser.add_argument("--repeat", type=int, default=1, help="timing runs (the best is shown)")
    args = parser.parse_args()
    if args.check:
        kept = pickle.loads(args.check.read_bytes())
        differ = compare(kept)
        print(f"{differ} of {len(kept)} positions differ")
        return 1 if differ else 0
    positions = all_positions()
    if args.set == "timing":
        positions = positions[::4]
    print(f"{len(positions)} positions, {sum(len(p[1]) for p in positions)} tiles on their boards")
    if args.save:
        kept = {name: (board, rack, *output_of(board, rack)) for name, board, rack in positions}
        args.save.write_bytes(pickle.dumps(kept))
        print(f"kept {sum(len(k[2]) for k in kept.values())} placements in {args.save}")
        return 0
    for _ in range(args.repeat):
        total, each = time_positions(positions)
        each.sort()
        print(
            f"generate_placements: {total:.2f} s CPU in all, per position "
            f"p50 {each[len(each) // 2] * 1000:.1f} ms, max {each[-1] * 1000:.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
