"""As it is played: a host process and two joiner processes (no windows) play whole games of
minusMax, Abaku and M over loopback, with a computer in the remaining seat. Every joiner
ends with the host's final scores and moves, as the host's save has them."""

import importlib
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.match import Match
from core.storage import Storage

ROOT = Path(__file__).resolve().parents[2]
GAME_SECONDS = 120  # a bound, far above what a game takes (M ~1 s, Abaku ~5 s, minusMax ~5 s)


def run(args, home, **kwargs):
    env = {**os.environ, "TESSERA_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kwargs,
    )


def hosted_port(host):
    """The port the host prints once it listens."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        line = host.stdout.readline()
        found = re.search(r"on port (\d+), room code (\w+)", line)
        if found:
            return int(found.group(1))
        if host.poll() is not None:
            break
    raise AssertionError(f"the host did not start: {host.stderr.read()}")


def joiner(game, port, name, tmp_path):
    """A joiner process without a window that plays its seat at level 1 and writes a record."""
    args = ["--join", f"127.0.0.1:{port}", "--code", "tesser", "--game", game, "--bot"]
    args += ["--name", name, "--record", str(tmp_path / f"{name}.json")]
    return run([*args, "--max-seconds", str(GAME_SECONDS)], tmp_path / name)


@pytest.mark.parametrize("game", ["minusmax", "abaku", "m"])
def test_a_host_and_two_joiner_processes_play_a_whole_game(game, tmp_path):
    host = run(
        ["--host", game, "--port", "0", "--bind", "127.0.0.1", "--code", "TESSER",
         "--seats", "remote,computer:1,remote", "--seed", "21", "--max-seconds", str(GAME_SECONDS)],
        tmp_path / "host",
    )  # fmt: skip
    processes = [host]
    try:
        port = hosted_port(host)
        joiners = [joiner(game, port, name, tmp_path) for name in ("Ann", "Bob")]
        processes += joiners
        for process in processes:
            assert process.wait(GAME_SECONDS + 10) == 0, process.stderr.read()
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait(5)
    saved = Storage(tmp_path / "host" / "config", tmp_path / "host" / "data")
    match = Match.from_save(saved.read_save(game, "autosave")["state"])
    assert match.over
    scores = list(match.result().scores)
    moves = [match.engine.encode(move) for move in match.moves]
    logic = importlib.import_module(match.engine.entry.logic)
    seen = set()
    for name in ("Ann", "Bob"):
        record = json.loads((tmp_path / f"{name}.json").read_text())
        seat = record["last_view"]["viewer"]
        seen.add(seat)
        assert match.seats[seat].name == name
        assert record["scores"] == scores
        assert record["moves"] == moves
        assert record["last_view"] == match.state.view(seat)
        assert logic.from_view(record["last_view"]).scores() == scores
    assert seen == {0, 2}
    assert match.seats[1].name == "Computer 1"
