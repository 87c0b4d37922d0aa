"""Does the Tetrhex computer beat the original's records? Ten seeded games per board edge.

    python tools/tetrhex_records.py [--edges 6,7,8,9] [--seeds 1-10] [--jobs 2]
                                    [--weights '{"holes": -20}']

Each game is the bot at its human rate (10 actions a second) from level 0, played in game
time until its score passes the record of its edge (``games.tetrhex.scoring.RECORDS``) or the
game ends; a line per game, then per edge how many of the games beat the record. The issue's
bar: at least 9 of 10 on every edge. Minutes of CPU (the large edges play ~10-13 minutes of
game time to pass their record), so it is a tool, not a test. ``--weights`` plays with some of
the bot's evaluation weights changed (``games.tetrhex.ai.Weights``), to try them: tune on
other seeds than the ones measured.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.tetrhex.ai import DEFAULT_WEIGHTS, Weights
from games.tetrhex.perf import race_to_record
from games.tetrhex.scoring import RECORDS


def seed_range(text: str) -> list[int]:
    """``1-10`` or ``1,4,9``."""
    if "-" in text:
        low, high = (int(part) for part in text.split("-"))
        return list(range(low, high + 1))
    return [int(part) for part in text.split(",")]


def weights(text: str) -> Weights:
    """The bot's weights with the fields a JSON object names changed, e.g. ``{"holes": -20}``."""
    try:
        changes = json.loads(text)
        if not isinstance(changes, dict):
            raise TypeError("not an object")
        return dataclasses.replace(DEFAULT_WEIGHTS, **changes)
    except (ValueError, TypeError) as error:
        names = ", ".join(field.name for field in dataclasses.fields(Weights))
        raise argparse.ArgumentTypeError(
            f"--weights takes a JSON object of weight names ({names}) and values: {error}"
        ) from error


def main() -> None:
    parser = argparse.ArgumentParser(description="Tetrhex bot games against the records")
    parser.add_argument("--edges", default="6,7,8,9")
    parser.add_argument("--seeds", default="1-10", type=seed_range)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--weights", type=weights, default=DEFAULT_WEIGHTS, help="JSON changes")
    args = parser.parse_args()
    edges = [int(edge) for edge in args.edges.split(",")]
    games = [(edge, seed) for edge in edges for seed in args.seeds]
    beaten = dict.fromkeys(edges, 0)
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = pool.map(race_to_record, *zip(*games, strict=True), [args.weights] * len(games))
        for row in rows:
            beaten[row["edge"]] += row["beat"]
            mark = "beat" if row["beat"] else "BELOW"
            print(
                f"edge {row['edge']} seed {row['seed']:>3}: {mark} {row['score']:>9,} "
                f"(record {RECORDS[row['edge']]:,}) after {row['minutes']} min, level "
                f"{row['level']}, {row['lines']} lines",
                flush=True,
            )
    for edge, count in beaten.items():
        print(f"edge {edge}: {count} of {len(args.seeds)} games beat {RECORDS[edge]:,}")


if __name__ == "__main__":
    main()
