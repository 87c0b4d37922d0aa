"""The strength ladder of the computer players: seeded two-player matches, seats swapped.

    python tools/ai_ladder.py                       # the full ladder of every game
    python tools/ai_ladder.py --game abaku --jobs 2 # one game, two processes
    python tools/ai_ladder.py --quick               # a few games per pair (a smoke run)

Each pair of players plays the same seeded deals twice, once from each seat, so the deal and
the starting seat favour nobody. A player is a level (``1`` to ``8``) or ``base``, the greedy
level 8 kept as the baseline. The computers run on their step budgets, never on the wall
clock, so a seed gives the same games on any machine. The table gives, per pair, the games
played, the share the first player won (a tie counts half) with its 95 % Wilson interval, and
whether it meets its target:

- level 8 beats ``base`` in at least 60 % of at least 100 games;
- every level beats the level below in more than 50 % of at least 50 games;
- level 8 beats level 1 in at least 95 % of at least 50 games.
"""

from __future__ import annotations

import argparse
import importlib
import math
import sys
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GAMES = ("minusmax", "abaku", "m")
BASELINE = "base"
Z95 = 1.959964


@dataclass(frozen=True)
class Pair:
    """``first`` against ``second`` (levels as text, or ``base``), and the target share."""

    first: str
    second: str
    games: int
    target: float
    strict: bool = False

    @property
    def name(self) -> str:
        return f"{self.first} v {self.second}"

    def met(self, share: float, played: int) -> bool:
        enough = played >= self.games
        return enough and (share > self.target if self.strict else share >= self.target)


def ladder_pairs(scale: float = 1.0) -> list[Pair]:
    """The pairs of the ladder, the number of games each needs (times ``scale``)."""

    def count(games: int) -> int:
        return max(2, 2 * math.ceil(games * scale / 2))

    pairs = [Pair("8", BASELINE, count(100), 0.60), Pair("8", "1", count(50), 0.95)]
    pairs += [
        Pair(str(level), str(level - 1), count(50), 0.50, strict=True) for level in range(8, 1, -1)
    ]
    return pairs


def new_game(game: str, seed: int):
    logic = importlib.import_module(f"games.{game}.logic")
    return logic.new_game(seed, players=2)


def decide(game: str, player: str, state, seed: int):
    """The move of ``player`` (a level or ``base``) on its step budget."""
    ai = importlib.import_module(f"games.{game}.ai")
    if player == BASELINE:
        return ai.baseline(state, seed)
    return ai.choose(state, int(player), seed)


def play(game: str, seats: tuple[str, str], seed: int) -> list[float]:
    """One game between the players of ``seats``; each seat's share of the win."""
    state = new_game(game, seed)
    decisions = 0
    while not state.is_terminal():
        player = seats[state.current_player]
        state.apply(decide(game, player, state, seed * 1000 + decisions))
        decisions += 1
    winners = state.winners()
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(2)]


def play_twice(task: tuple[str, str, str, int]) -> float:
    """``first``'s wins (a tie counts half) over a seed played from both seats."""
    game, first, second, seed = task
    return play(game, (first, second), seed)[0] + play(game, (second, first), seed)[1]


def wilson(share: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share won over ``games``."""
    if not games:
        return 0.0, 1.0
    centre = share + z * z / (2 * games)
    margin = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    denominator = 1 + z * z / games
    return max(0.0, (centre - margin) / denominator), min(1.0, (centre + margin) / denominator)


@dataclass(frozen=True)
class Result:
    game: str
    pair: Pair
    wins: float
    played: int

    @property
    def share(self) -> float:
        return self.wins / self.played if self.played else 0.0

    def row(self) -> str:
        low, high = wilson(self.share, self.played)
        sign = ">" if self.pair.strict else ">="
        mark = "ok" if self.pair.met(self.share, self.played) else "MISSED"
        target = f"{sign}{self.pair.target:.0%} of >={self.pair.games}"
        return (
            f"{self.game:<9} {self.pair.name:<9} {self.played:>5} {self.share:>7.1%}"
            f"   [{low:5.1%}, {high:5.1%}]   {target:<14} {mark}"
        )


HEADER = "game      pair      games   first   95% interval       target         status"


def ladder_tasks(games: Iterable[str], pairs: list[Pair], first_seed: int) -> list[tuple]:
    """``(game, pair, seed)`` for every deal to play, round by round: each round gives every
    pair still short of its games one more deal, so a run cut short still covers them all."""
    games = list(games)
    rounds = max(pair.games // 2 for pair in pairs)
    return [
        (game, pair, first_seed + index)
        for index in range(rounds)
        for pair in pairs
        for game in games
        if index < pair.games // 2
    ]


def _play_task(task: tuple) -> float:
    game, pair, seed = task
    return play_twice((game, pair.first, pair.second, seed))


def run(
    games: Iterable[str], pairs: list[Pair], first_seed: int, jobs: int, every: int = 1
) -> list[Result]:
    """Play the ladder; print each deal's result as it comes, the table after every
    ``every`` rounds, and the final table."""
    games = list(games)
    tasks = ladder_tasks(games, pairs, first_seed)
    tally = {(game, pair): [0.0, 0] for pair in pairs for game in games}
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    outcomes = pool.map(_play_task, tasks) if pool else map(_play_task, tasks)
    last_seed = first_seed
    for (game, pair, seed), wins in zip(tasks, outcomes, strict=True):
        if seed != last_seed and (seed - first_seed) % every == 0:
            _print_table(tally, f"after {seed - first_seed} rounds")
        last_seed = seed
        print(f"deal {game} {pair.name} seed {seed}: {wins:g} of 2", flush=True)
        tally[game, pair][0] += wins
        tally[game, pair][1] += 2
    if pool:
        pool.shutdown()
    return _print_table(tally, "final")


def _print_table(tally: dict, title: str) -> list[Result]:
    results = [Result(game, pair, wins, played) for (game, pair), (wins, played) in tally.items()]
    print(f"-- {title}", flush=True)
    print(HEADER)
    for result in results:
        print(result.row())
    print(flush=True)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Win rates of the computer levels")
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game")
    parser.add_argument("--pair", action="append", help="only this pair, e.g. 8:base")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing in parallel")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--scale", type=float, default=1.0, help="times the games per pair")
    parser.add_argument("--quick", action="store_true", help="two games per pair")
    args = parser.parse_args(argv)
    pairs = ladder_pairs(0.0 if args.quick else args.scale)
    if args.pair:
        wanted = {tuple(p.split(":")) for p in args.pair}
        pairs = [p for p in pairs if (p.first, p.second) in wanted]
    results = run(args.game or GAMES, pairs, args.seed, args.jobs)
    return 0 if all(r.pair.met(r.share, r.played) for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
