"""Calibrate the Mooxil level targets with the hint player, and write the target table.

For each level L, the hint player plays level L of many seeded games (each level on its own,
from ``new_game(seed, level=L)``). The target of L is the score that a planned share of those
calibration games reaches: all of them at level 1 (with a margin), fewer at each level
after. Then the hint player plays level L of other seeds (the check games), and the script
prints the share of each set of games that reach the target. The check share is the honest
figure of how hard a level is; with 48 check games it is good to about 7 points either way.

    .venv/bin/python tools/calibrate_mooxil.py            # print the figures only
    .venv/bin/python tools/calibrate_mooxil.py --write    # and rewrite the target table

A rewritten table that differs from the current one gets the next version number, and the
current one moves to ``past_targets.py``: a game keeps the table it was begun with, so its
saves load and its replay shows the levels its player passed and failed.

The games run on every core (``--jobs``): about 20 minutes on two.

The output is deterministic: the hint player runs without a time limit.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
from collections.abc import Iterable
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.mooxil.ai import play_level  # noqa: E402
from games.mooxil.levels import endtile_count, grid_radius  # noqa: E402
from games.mooxil.past_targets import PAST_TARGETS  # noqa: E402
from games.mooxil.targets import LEVEL_TARGETS, TARGETS_VERSION  # noqa: E402

TARGETS_FILE = ROOT / "games" / "mooxil" / "targets.py"
PAST_TARGETS_FILE = ROOT / "games" / "mooxil" / "past_targets.py"
CHECK_SEED_BASE = 100_000
"""Seeds of the check games start here, far from the calibration seeds 0, 1, 2, ..."""

TARGET_STEP = 10
"""Targets are rounded down to a multiple of this."""

FIRST_LEVEL_MARGIN = 0.9
"""Level 1 asks for this share of the lowest calibration score: a player a little weaker than
the hint player, or a game a little unluckier than any calibration game, still passes."""


def planned_share(level: int) -> float:
    """The share of games meant to reach the target of ``level``: every calibration game at
    level 1, then 5.5 points fewer at each level."""
    if level == 1:
        return 1.0
    return max(0.99 - 0.055 * (level - 1), 0.3)


@dataclass(frozen=True)
class LevelFigures:
    """One level: its target, the planned share and the shares that reach it in the
    calibration games and in the check games, the check games' median score and the share of
    them that linked every endtile."""

    level: int
    target: int
    planned: float
    calibration_share: float
    check_share: float
    median: float
    linked: float


def level_game(seed: int, level: int) -> tuple[int, bool]:
    """``(score, endtiles linked)`` of level ``level`` of game ``seed`` by the hint player."""
    result = play_level(seed, level)
    print(f"  level {level} seed {seed}: {result.score}", file=sys.stderr)
    return result.score, result.breakdown.endtiles_linked


def scores_of(level: int, seeds: range, pool: Executor | None = None) -> list[tuple[int, bool]]:
    """``(score, endtiles linked)`` of level ``level`` in each game of ``seeds``, in seed
    order, played by ``pool`` when given (the games are independent and deterministic)."""
    if pool is None:
        return [level_game(seed, level) for seed in seeds]
    return list(pool.map(level_game, seeds, [level] * len(seeds)))


def target_for(level: int, scores: list[int], floor: int) -> int:
    """The target of ``level``: the highest multiple of TARGET_STEP (at least ``floor``) that
    the planned share of ``scores`` reach; at level 1, FIRST_LEVEL_MARGIN of the lowest."""
    ranked = sorted(scores, reverse=True)
    if level == 1:
        score = math.floor(ranked[-1] * FIRST_LEVEL_MARGIN)
    else:
        index = min(len(ranked) - 1, max(0, math.ceil(planned_share(level) * len(ranked)) - 1))
        score = ranked[index]
    return max(floor, score // TARGET_STEP * TARGET_STEP)


def calibrate(
    levels: int, seeds: int, check_seeds: int, pool: Executor | None = None
) -> list[LevelFigures]:
    figures = []
    floor = TARGET_STEP
    for level in range(1, levels + 1):
        calibration = [score for score, _ in scores_of(level, range(seeds), pool)]
        target = target_for(level, calibration, floor)
        floor = target
        check_range = range(CHECK_SEED_BASE, CHECK_SEED_BASE + check_seeds)
        check = scores_of(level, check_range, pool)
        figures.append(
            LevelFigures(
                level=level,
                target=target,
                planned=planned_share(level),
                calibration_share=_share(score >= target for score in calibration),
                check_share=_share(score >= target for score, _ in check),
                median=statistics.median(score for score, _ in check),
                linked=_share(linked for _, linked in check),
            )
        )
    return figures


def _share(flags: Iterable[bool]) -> float:
    flags = list(flags)
    return sum(flags) / len(flags)


def figures_table(figures: list[LevelFigures], seeds: int, check_seeds: int) -> str:
    """The figures as text. ``reached``: the share of games that reach the level's target, in
    the calibration games and in the check games; ``from start``: the chance (from the check
    shares) that the hint player passes every level up to this one."""
    lines = [
        f"Hint player; targets from {seeds} calibration games per level; {check_seeds} other "
        "check games per level.",
        "                                           reached         from   check    check",
        "level  radius  endtiles  target  planned  calib.  check   start  median  linked",
    ]
    from_start = 1.0
    for f in figures:
        from_start *= f.check_share
        lines.append(
            f"{f.level:5d}  {grid_radius(f.level):6d}  {endtile_count(f.level):8d}  "
            f"{f.target:6d}  {f.planned:7.0%}  {f.calibration_share:6.0%}  "
            f"{f.check_share:5.0%}  {from_start:6.0%}  {f.median:6.0f}  {f.linked:6.0%}"
        )
    return "\n".join(lines)


def targets_module(figures: list[LevelFigures], table: str, version: int) -> str:
    values = "".join(f"    {f.target},\n" for f in figures)
    comment = "\n".join(f"# {line}".rstrip() for line in table.splitlines())
    return (
        '"""Level targets of Mooxil, written by tools/calibrate_mooxil.py (do not edit).\n\n'
        "``LEVEL_TARGETS[L - 1]`` is the score level ``L`` must reach; ``levels.level_target``\n"
        "extends the table past its end. A new game is begun with this table, version\n"
        '``TARGETS_VERSION``; the earlier ones are in ``past_targets``."""\n\n'
        f"{comment}\n\n"
        f"TARGETS_VERSION = {version}\n\n"
        f"LEVEL_TARGETS: tuple[int, ...] = (\n{values})\n"
    )


def past_targets_module(past: dict[int, tuple[int, ...]]) -> str:
    rows = "".join(f"    {version}: {tuple(table)!r},\n" for version, table in sorted(past.items()))
    return (
        '"""Earlier Mooxil target tables, written by tools/calibrate_mooxil.py (do not edit).\n\n'
        "A game keeps the table it was begun with (``levels.target_table``): a calibration\n"
        'that changes the targets moves the table it replaces here, under its version."""\n\n'
        f"PAST_TARGETS: dict[int, tuple[int, ...]] = {{\n{rows}}}\n"
    )


def next_tables(
    new: tuple[int, ...], current: tuple[int, ...], version: int, past: dict
) -> tuple[int, dict[int, tuple[int, ...]]]:
    """The version of the target table ``new`` and the past tables once it replaces
    ``current`` (version ``version``): the same when the targets are the same; otherwise the
    next version, and ``current`` joins the past ones."""
    if new == current:
        return version, dict(past)
    return version + 1, {**past, version: current}


def write_tables(figures: list[LevelFigures], table: str) -> None:
    """Write the new target table (and the past ones, when it changes the targets)."""
    new = tuple(f.target for f in figures)
    version, past = next_tables(new, LEVEL_TARGETS, TARGETS_VERSION, PAST_TARGETS)
    if past != PAST_TARGETS:
        PAST_TARGETS_FILE.write_text(past_targets_module(past), encoding="utf-8")
    TARGETS_FILE.write_text(targets_module(figures, table, version), encoding="utf-8")
    print(f"wrote {TARGETS_FILE.relative_to(ROOT)} (target table {version})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", type=int, default=12, help="levels to calibrate")
    parser.add_argument("--seeds", type=int, default=64, help="calibration games per level")
    parser.add_argument("--check-seeds", type=int, default=48, help="check games per level")
    parser.add_argument("--write", action="store_true", help=f"rewrite {TARGETS_FILE.name}")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes")
    args = parser.parse_args(argv)
    if args.levels < 2 or args.seeds < 1 or args.check_seeds < 1 or args.jobs < 1:
        parser.error("need at least 2 levels, 1 seed of each kind and 1 job")
    with ProcessPoolExecutor(args.jobs) as pool:
        figures = calibrate(args.levels, args.seeds, args.check_seeds, pool)
    table = figures_table(figures, args.seeds, args.check_seeds)
    print(table)
    if args.write:
        write_tables(figures, table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
