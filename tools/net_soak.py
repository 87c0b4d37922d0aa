"""The network soak: many whole games over loopback in which the joiners' connections are cut
at random and come back with their tokens; every game must end the same for everyone.

Each game is hosted in this process (:class:`core.net.host.Host` on 127.0.0.1, any free
port) with two remote seats and a computer; two joiners play their seats as computers of
level 1 (:mod:`core.net.autoplay`). While they play, one of them has its connection cut every
0.05-0.3 s (seeded). A game passes when both joiners reach the end with the host's final
scores and moves. Every game is bounded in time, and so is the whole run.

    python tools/net_soak.py [--games 200] [--max-minutes 40] [--seed 2026] [--json]

``tests/net/test_soak.py`` plays a few of these games; ``make soak`` plays 200.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.match import Match, Seat
from core.net import NETWORK_GAMES, autoplay
from core.net.client import Address, Client
from core.net.host import Host
from core.net.limits import Limits
from core.net.room import Room

LIMITS = Limits(ping_seconds=1.0, pong_seconds=1.0)  # a half-open connection shows in 2 s
GAME_SECONDS = 60.0  # one game's bound: a level-1 game over loopback takes a few seconds
NAMES = ("Ann", "Bob")


@dataclass
class Outcome:
    """One soak game: what was played, how often a connection was cut, and what went wrong
    (``None``: everyone reached the host's ending)."""

    number: int
    game: str
    moves: int
    drops: int
    seconds: float
    problem: str | None


def joiners(port: int, game: str, code: str, names=NAMES) -> list[Client]:
    """Started joiners that retry quickly and often, as a soak needs."""
    clients = [
        Client(Address("127.0.0.1", port), game, code, name, retries=200, retry_seconds=0.05)
        for name in names
    ]
    for client in clients:
        client.start()
    return clients


def play_all(clients: list[Client], results: list, seconds: float = GAME_SECONDS) -> list:
    """One thread per joiner playing its seat as a level-1 computer; ``results[i]`` is the
    host's ``over`` message as joiner ``i`` received it (``None`` if it never did)."""

    def play(index: int) -> None:
        results[index] = autoplay.play(clients[index], 1, seconds)

    threads = [threading.Thread(target=play, args=(i,), daemon=True) for i in range(len(clients))]
    for thread in threads:
        thread.start()
    return threads


def ending_problem(match: Match | None, results: list) -> str | None:
    """Why the joiners' endings differ from the host's match, or ``None`` when they agree."""
    if match is None or not match.over:
        return "the host's game did not end"
    moves = [match.engine.encode(move) for move in match.moves]
    for name, result in zip(NAMES, results, strict=False):
        if result is None:
            return f"{name} did not reach the end"
        if result["scores"] != list(match.result().scores):
            return f"{name} ended with scores {result['scores']}, the host with {match.result()}"
        if result["moves"] != moves:
            return f"{name}'s record of the moves differs from the host's"
    return None


def soak_game(number: int, rng: random.Random, seconds: float = GAME_SECONDS) -> Outcome:
    """Play soak game ``number`` (the network games take turns)."""
    game = NETWORK_GAMES[number % len(NETWORK_GAMES)]
    started = time.monotonic()
    room = Room(game, [Seat.remote("a"), Seat.remote("b"), Seat.computer(1)], 100 + number,
                limits=LIMITS)  # fmt: skip
    host = Host(room, 0, auto_start=True)
    clients = joiners(host.start(), game, room.code)
    results: list = [None, None]
    threads = play_all(clients, results, seconds)
    drops = 0
    deadline = started + seconds
    try:
        while any(t.is_alive() for t in threads) and time.monotonic() < deadline:
            time.sleep(rng.uniform(0.05, 0.3))
            if room.started and not room.match.over:
                rng.choice(clients).drop()
                drops += 1
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()) + 5)
    finally:
        for client in clients:
            client.close()
        host.stop()
    moves = len(room.match.moves) if room.match is not None else 0
    problem = ending_problem(room.match, results)
    if problem is not None:
        problem += f" (joiners {', '.join(c.status for c in clients)} at the end)"
    return Outcome(number, game, moves, drops, round(time.monotonic() - started, 2), problem)


def soak(
    games: int, max_seconds: float, seed: int = 2026, first: int = 0, say=lambda outcome: None
) -> list:
    """Play up to ``games`` soak games from number ``first``, stopping before one would
    start after ``max_seconds``; the outcomes. ``say`` is told each outcome as it comes."""
    rng = random.Random(seed)
    deadline = time.monotonic() + max_seconds
    outcomes = []
    for number in range(first, first + games):
        if time.monotonic() >= deadline:
            break
        outcome = soak_game(number, rng, min(GAME_SECONDS, deadline - time.monotonic() + 5))
        outcomes.append(outcome)
        say(outcome)
    return outcomes


def summary(outcomes: list[Outcome], asked: int) -> dict:
    failed = [asdict(o) for o in outcomes if o.problem is not None]
    seconds = [o.seconds for o in outcomes] or [0.0]
    return {
        "games_asked": asked,
        "games_played": len(outcomes),
        "games_failed": len(failed),
        "drops": sum(o.drops for o in outcomes),
        "moves": sum(o.moves for o in outcomes),
        "game_seconds_p50": round(statistics.median(seconds), 2),
        "game_seconds_max": max(seconds),
        "total_seconds": round(sum(seconds), 1),
        "failures": failed,
    }


def report(found: dict) -> str:
    lines = [
        f"network soak: {found['games_played']} of {found['games_asked']} games played, "
        f"{found['games_failed']} failed; {found['drops']} connections cut and rejoined, "
        f"{found['moves']} moves; a game took {found['game_seconds_p50']} s (median), "
        f"{found['game_seconds_max']} s at most; {found['total_seconds']} s in all"
    ]
    lines += [f"  game {f['number']} ({f['game']}): {f['problem']}" for f in found["failures"]]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description="Tessera network soak (loopback only)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--max-minutes", type=float, default=40.0)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    def say(outcome: Outcome) -> None:
        if not args.json:
            mark = "ok" if outcome.problem is None else f"FAILED: {outcome.problem}"
            print(f"game {outcome.number} {outcome.game}: {outcome.moves} moves, "
                  f"{outcome.drops} drops, {outcome.seconds} s, {mark}", flush=True)  # fmt: skip

    outcomes = soak(args.games, args.max_minutes * 60, args.seed, say=say)
    found = summary(outcomes, args.games)
    print(json.dumps(found) if args.json else report(found))
    complete = found["games_played"] == args.games
    return 0 if complete and not found["games_failed"] else 1


if __name__ == "__main__":
    sys.exit(main())
