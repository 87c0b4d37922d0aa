"""Performance figures of the whole arcade, in one run.

    python tools/bench.py            # a readable report
    python tools/bench.py --json     # one JSON object:
        {"scenes": {NAME: {"p50_ms": .., "p99_ms": ..}}, "startup_s": .., "peak_rss_mb": ..,
         "ai": {GAME: {...}}}

Scenes: the update + draw time of each frame at 1280 x 720, headless (the menu, and every
scene a game's ``perf.scenes(app)`` returns), as CPU time of the frame's thread, so that other
programs on the machine do not blur the figure. Start-up: the wall time of ``main.py --headless
--frames 1`` (an upper bound of the time to the first menu frame). Peak memory: this process's
maximum resident set. Computer players: minusMax, Abaku and M per setup and level from
``tools/ai_bench.py`` (p50, p95, max), the others whatever their ``perf.ai_bench()`` reports.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from core.app import App, Options  # noqa: E402
from core.menu import MainMenu  # noqa: E402
from core.timing import percentile  # noqa: E402
from tools import ai_bench  # noqa: E402

BUDGETS_MS = {"menu": 2.0}
DEFAULT_SCENE_BUDGET_MS = 4.0
WARM_UP_FRAMES = 30


def time_scene(app: App, scene, frames: int) -> dict:
    """Median and 99th percentile of one update plus one draw, in milliseconds, after a short
    warm-up that fills the caches (text, tile faces) the way the first frames of a session do."""
    app.scenes.reset(scene)
    app.scenes.apply()
    for _ in range(WARM_UP_FRAMES):
        app.tick()
        app.render(app.screen)
        app.scenes.apply()
    samples = []
    for _ in range(frames):
        start = time.thread_time()
        app.tick()
        app.render(app.screen)
        samples.append((time.thread_time() - start) * 1000)
        app.scenes.apply()
    return {
        "p50_ms": round(statistics.median(samples), 3),
        "p99_ms": round(percentile(samples, 0.99), 3),
    }


def game_perf_modules(only: str | None):
    for info in games.GAMES:
        if only and info.name != only:
            continue
        try:
            yield info.name, importlib.import_module(f"games.{info.name}.perf")
        except ModuleNotFoundError:
            continue


def bench_scenes(frames: int, only: str | None) -> dict:
    app = App(Options(headless=True))
    results = {}
    if not only:
        results["menu"] = time_scene(app, MainMenu(app), frames)
    for name, module in game_perf_modules(only):
        provider = getattr(module, "scenes", None)
        if provider is None:
            continue
        for scene_name, scene in provider(app).items():
            results[f"{name}.{scene_name}"] = time_scene(app, scene, frames)
    return results


def bench_startup(runs: int = 3) -> float:
    times = []
    env = {**os.environ, "TESSERA_HOME": str(ROOT / ".bench-home")}
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "--headless", "--frames", "1"],
            check=True,
            env=env,
            capture_output=True,
        )
        times.append(time.perf_counter() - start)
    return round(min(times), 3)


def bench_ai(only: str | None) -> dict:
    """Think times: minusMax, Abaku and M per setup and level through ``tools/ai_bench.py``
    (p50, p95, max under the interactive game's cap); the other games' own figures."""
    figures = {}
    for name, module in game_perf_modules(only):
        if name in ai_bench.SETUPS:
            figures[name] = ai_bench.figures(name)
            continue
        provider = getattr(module, "ai_bench", None)
        if provider is not None:
            figures[name] = provider()
    return figures


def report(results: dict) -> str:
    lines = ["scene                          p50 ms   p99 ms   budget"]
    for name, row in results["scenes"].items():
        budget = BUDGETS_MS.get(name, DEFAULT_SCENE_BUDGET_MS)
        mark = "ok" if row["p99_ms"] < budget else "OVER"
        lines.append(f"{name:<30} {row['p50_ms']:>7.2f}  {row['p99_ms']:>7.2f}   <{budget} {mark}")
    lines.append(f"start-up to first frame: {results['startup_s']:.2f} s (budget 1.5 s)")
    lines.append(f"peak memory: {results['peak_rss_mb']:.0f} MB")
    for name, figures in results["ai"].items():
        if name in ai_bench.SETUPS:
            lines.append(ai_bench.report(name, figures))
        else:
            lines.append(f"{name} computer: {json.dumps(figures)}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description="Tessera performance figures")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--frames", type=int, default=600, help="frames timed per scene")
    parser.add_argument("--game", help="only this game's figures")
    parser.add_argument("--no-ai", action="store_true", help="skip the computer players")
    args = parser.parse_args()
    results = {
        "scenes": bench_scenes(args.frames, args.game),
        "startup_s": bench_startup(),
        "peak_rss_mb": 0.0,
        "ai": {} if args.no_ai else bench_ai(args.game),
    }
    results["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(json.dumps(results) if args.json else report(results))


if __name__ == "__main__":
    main()
