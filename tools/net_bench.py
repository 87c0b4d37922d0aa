"""Network figures: a move's round trip on loopback, and the host's CPU with idle joiners.

A host process (``main.py --host minusmax``, three remote seats, its own data folder so its
autosave after every move is counted), all on 127.0.0.1. The joiner measured is in this
process; the two others are programs of their own (``main.py --join ... --bot``), as they
are at friends' computers: three joiners in one interpreter took turns at its lock to read
every state, which no game at three computers does. Once it is the measured joiner's turn
it places a tile and takes it back, again and again: each round trip is from sending the
move to receiving the state that answers it (the host checks it through ``match.play``,
saves, and sends each joiner its view). Then nobody moves for a while and the host's share
of one core is read from ``/proc`` (Linux; ``None`` elsewhere).

    python tools/net_bench.py [--moves 100] [--idle 10] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import heap  # noqa: E402
from core.match import Engine  # noqa: E402
from core.net.client import Address, Client  # noqa: E402
from core.timing import percentile  # noqa: E402
from games.minusmax.logic import from_view  # noqa: E402
from games.minusmax.moves import Place, TakeBack  # noqa: E402

CODE = "BENCHX"
WAIT = 10.0
PACE = 0.06  # seconds between moves: under the host's message rate limit, as a player is


def start_host(home: str) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "TESSERA_HOME": home}
    args = ["--host", "minusmax", "--port", "0", "--bind", "127.0.0.1", "--code", CODE]
    args += ["--seats", "remote,remote,remote", "--seed", "5", "--max-seconds", "600"]
    host = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *args], env=env, stdout=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        found = re.search(r"on port (\d+)", host.stdout.readline())
        if found:
            return host, int(found.group(1))
    host.kill()
    raise RuntimeError("the host did not start")


def next_message(client: Client, kind: str, test=lambda message: True) -> dict:
    """The next message of ``kind`` that passes ``test``, waiting as a window does: woken
    by the client's ``on_message`` (a window's App.wake), not by looking again and again."""
    arrived = ARRIVALS[client]
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        arrived.clear()
        for message in client.poll():
            if message["type"] == kind and test(message):
                return message
            if message["type"] == "refused":
                raise RuntimeError(f"the host refused: {message}")
        arrived.wait(max(0.0, deadline - time.monotonic()))
    raise TimeoutError(f"no {kind} message")


ARRIVALS: dict[Client, threading.Event] = {}  # each joiner's, set by its on_message


def joiner(port: int, name: str) -> Client:
    """A joiner whose messages set an event, as a window's App.wake posts one."""
    client = Client(Address("127.0.0.1", port), "minusmax", CODE, name)
    ARRIVALS[client] = threading.Event()
    client.on_message = ARRIVALS[client].set
    return client


def other_joiners(port: int, home: str) -> list[subprocess.Popen]:
    """Two joiners, each a program of its own that plays its seat at level 1 on its turns."""
    env = {**os.environ, "TESSERA_HOME": home}
    args = [sys.executable, str(ROOT / "main.py"), "--join", f"127.0.0.1:{port}", "--code", CODE]
    args += ["--game", "minusmax", "--bot", "--max-seconds", "600"]
    return [
        subprocess.Popen([*args, "--name", name], env=env, stdout=subprocess.DEVNULL)
        for name in ("J2", "J3")
    ]


def turn_of(mover: Client) -> dict:
    """The first state where it is ``mover``'s turn (the others play theirs before)."""
    return next_message(mover, "state", lambda message: message["current"] == mover.seat)


def round_trips(mover: Client, state: dict, moves: int) -> list[float]:
    """Milliseconds from sending each move to the state answering it."""
    place = next(m for m in from_view(state["view"]).legal_moves() if isinstance(m, Place))
    encode = Engine("minusmax").encode
    times = []
    for ref in range(moves):
        move = place if ref % 2 == 0 else TakeBack()
        start = time.perf_counter()
        mover.play(encode(move), ref)
        next_message(mover, "state", lambda message, ref=ref: message.get("ref") == ref)
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(PACE)
    return times


def ping_trips(client: Client, count: int) -> list[float]:
    """Milliseconds of a ping's round trip: the transport alone, without the game."""
    times = []
    for number in range(count):
        start = time.perf_counter()
        client.send({"type": "ping", "t": number})
        next_message(client, "pong", lambda message, n=number: message["t"] == n)
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(PACE)
    return times


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of process ``pid`` (Linux's /proc), or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def figures(moves: int = 100, idle: float = 10.0) -> dict:
    # a joiner's window hands the interpreter over within 1 ms (core.app): so does this one
    switch = sys.getswitchinterval()
    sys.setswitchinterval(0.001)
    try:
        return _figures(moves, idle)
    finally:
        sys.setswitchinterval(switch)


def _figures(moves: int, idle: float) -> dict:
    with tempfile.TemporaryDirectory() as home:
        host, port = start_host(home)
        mover = joiner(port, "J1")
        others: list[subprocess.Popen] = []
        try:
            mover.start()
            next_message(mover, "welcome")
            others = other_joiners(port, home)
            heap.settle()  # as a joiner's window does once started
            state = turn_of(mover)
            busy_before = cpu_seconds(host.pid)
            times = round_trips(mover, state, moves)
            busy_after = cpu_seconds(host.pid)
            pings = ping_trips(mover, moves)
            before, start = cpu_seconds(host.pid), time.perf_counter()
            time.sleep(idle)
            after, wall = cpu_seconds(host.pid), time.perf_counter() - start
        finally:
            mover.close()
            for program in (*others, host):
                program.kill()
                program.wait(5)
    idle_share = None if before is None else round(100 * (after - before) / wall, 2)
    per_move = None if busy_before is None else round(1000 * (busy_after - busy_before) / moves, 2)
    return {
        "load_average": round(os.getloadavg()[0], 2),
        "host_cpu_ms_per_move": per_move,
        "round_trip_p50_ms": round(statistics.median(times), 2),
        "round_trip_p99_ms": round(percentile(times, 0.99), 2),
        "moves": moves,
        "ping_p50_ms": round(statistics.median(pings), 2),
        "ping_p99_ms": round(percentile(pings, 0.99), 2),
        "host_cpu_percent_three_idle_joiners": idle_share,
        "idle_seconds": idle,
    }


def report(found: dict) -> str:
    return (
        f"network: move round trip on loopback p50 {found['round_trip_p50_ms']} ms, "
        f"p99 {found['round_trip_p99_ms']} ms over {found['moves']} moves (goal p99 <= 5 ms; "
        f"a bare ping p50 {found['ping_p50_ms']} ms, p99 {found['ping_p99_ms']} ms; the host "
        f"spends {found['host_cpu_ms_per_move']} ms of CPU a move, its autosave included); "
        f"host CPU with three idle joiners {found['host_cpu_percent_three_idle_joiners']} % "
        f"of a core over {found['idle_seconds']} s (goal <= 2 %); load average "
        f"{found['load_average']} (wall-clock figures need a quiet machine, below 2)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description="Tessera network figures")
    parser.add_argument("--moves", type=int, default=100)
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    found = figures(args.moves, args.idle)
    print(json.dumps(found) if args.json else report(found))


if __name__ == "__main__":
    main()
