"""Build the one-folder application and hold it to its budgets (``make dist``).

    python tools/dist.py              # build dist/tessera from release/tessera.spec, then measure
    python tools/dist.py --no-build   # measure the folder already built

Prints the folder's size and the start-up time to the first frame, and exits with 1 when
either breaks its budget. Start-up is the wall time of ``tessera --headless --frames 1`` (the
process from launch to exit, so a little more than to the first frame), run as a player's
machine runs it: no Python on ``PATH``, a new home folder. The first run, with nothing of it in
the disk cache yet, is printed too; the budget holds the best of the runs, as tools/bench.py
does for the run from source.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "release" / "tessera.spec"
DIST = ROOT / "dist"
APP = DIST / "tessera"
SIZE_BUDGET_MB = 80
STARTUP_BUDGET_S = 1.5
STARTUP_RUNS = 3
RUN_TIMEOUT_S = 60  # a frozen program that has not drawn 30 frames by then is broken


def program(folder: Path = APP) -> Path:
    """The built program in ``folder``."""
    return folder / ("tessera.exe" if sys.platform == "win32" else "tessera")


def build() -> None:
    work = ROOT / "build" / "pyinstaller"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level"]
    command += ["WARN", "--distpath", str(DIST), "--workpath", str(work), str(SPEC)]
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}  # PyInstaller's hook imports pygame
    subprocess.run(command, check=True, cwd=ROOT, env=env)


def folder_bytes(folder: Path) -> int:
    """The size of every file below ``folder`` (links counted as links, not followed)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir())


def player_environment(home: Path) -> dict[str, str]:
    """A machine without Python: only a home folder and an empty ``PATH`` (plus what Windows
    needs to load any program at all)."""
    bare = home / "bin"
    bare.mkdir(parents=True, exist_ok=True)
    env = {"HOME": str(home), "PATH": str(bare), "USERPROFILE": str(home)}
    if sys.platform == "win32":
        env["SYSTEMROOT"] = os.environ.get("SYSTEMROOT", r"C:\Windows")
        env["APPDATA"] = env["LOCALAPPDATA"] = str(home / "AppData")
    return env


def run_program(args: list[str], home: Path, exe: Path | None = None):
    """Run the built program with ``args`` as a player's machine would; the finished process."""
    return subprocess.run(
        [str(exe or program()), *args],
        env=player_environment(home),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )


def startup_times(runs: int = STARTUP_RUNS) -> list[float]:
    """Seconds from launch to exit of ``--headless --frames 1``, each run in a new home."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="tessera-home-") as home:
            start = time.perf_counter()
            done = run_program(["--headless", "--frames", "1"], Path(home))
            times.append(time.perf_counter() - start)
        if done.returncode != 0:
            raise SystemExit(f"the built program failed to start:\n{done.stderr}")
    return times


def measure() -> list[str]:
    """Print the figures; the budgets they break (none: an empty list)."""
    size_mb = folder_bytes(APP) / 1e6
    times = startup_times()
    best = min(times)
    print(f"folder {APP.relative_to(ROOT)}: {size_mb:.1f} MB (budget {SIZE_BUDGET_MB} MB)")
    print(
        f"start-up to the first frame: {best:.2f} s, best of {len(times)} "
        f"(first run {times[0]:.2f} s; budget {STARTUP_BUDGET_S} s)"
    )
    return over_budget(size_mb, best)


def over_budget(size_mb: float, startup_s: float) -> list[str]:
    """The budgets a build of ``size_mb`` starting in ``startup_s`` breaks."""
    broken = []
    if size_mb > SIZE_BUDGET_MB:
        broken.append(f"the folder is {size_mb:.1f} MB, over {SIZE_BUDGET_MB} MB")
    if startup_s > STARTUP_BUDGET_S:
        broken.append(f"start-up takes {startup_s:.2f} s, over {STARTUP_BUDGET_S} s")
    return broken


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="measure dist/tessera as it is")
    args = parser.parse_args()
    if not args.no_build:
        build()
    if not program().exists():
        print(f"no built program at {program()}: run without --no-build", file=sys.stderr)
        return 1
    broken = measure()
    for problem in broken:
        print(f"over budget: {problem}", file=sys.stderr)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
