"""Performance figures of the whole arcade, in one run.

    python tools/bench.py            # a readable report
    python tools/bench.py --json     # one JSON object:
        {"scenes": {NAME: {"p50_ms": .., "p99_ms": ..}}, "startup_s": .., "peak_rss_mb": ..,
         "ai": {GAME: {...}}, "net": {"round_trip_p50_ms": .., ...}}

Loop cases (``--loop``): the real live loop of :mod:`core.app` left alone for a few seconds on
the idle menu, one idle human turn per game, an Abaku turn with its clock running, minusMax's
computer taking its turn after Start, computers playing Abaku and M, the hand-over screen, the
replay of minusMax, Abaku, M and Mooxil playing, Tetrhex in play (the piece falling, nobody
at the keys) and the watch mode: the CPU share of one core this process used (every thread, the
computer's included) and the p50 / p99 of the interval between presented frames, with the
share of presents that fell on a 60 Hz tick (the pacing). Headless by default; with
``--window`` the loop runs in a real window on ``$DISPLAY`` (e.g. Xvfb), presents included.

Scenes: the update + draw time of each frame at 1280 x 720 (``--size`` for another), headless
(the menu, and every scene a game's ``perf.scenes(app)`` returns), as CPU time of the frame's
thread, so that other programs on the machine do not blur the figure. Start-up: the wall time
of ``main.py --headless --frames 1`` (an upper bound of the time to the first menu frame). Peak
memory: this process's maximum resident set. Network (``tools/net_bench.py``): a move's round
trip on loopback (p50, p99) and a host's CPU share with three idle joiners. Computer players:
minusMax, Abaku and M per setup and level from ``tools/ai_bench.py`` (p50, p95, max), the
others whatever their ``perf.ai_bench()`` reports. Tetrhex replay (``--replay-minutes``): a
bot game's replay opened and sought as a player does (``games/tetrhex/replay_bench.py``).
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

if "--window" not in sys.argv:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from core.app import App, EventSource, Options  # noqa: E402
from core.menu import MainMenu  # noqa: E402
from core.timing import FixedStep, percentile  # noqa: E402
from core.ui.dialogs import HandOverScene  # noqa: E402
from main import window_size  # noqa: E402
from tools import ai_bench, net_bench  # noqa: E402

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


def bench_scenes(frames: int, only: str | None, size=None) -> dict:
    app = App(Options(headless=True, size=size))
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


class _Until(EventSource):
    """The app's event source, stopping the loop once ``seconds`` have passed."""

    def __init__(self, app: App, seconds: float) -> None:
        super().__init__(app.events.sdl)
        self.app, self.deadline = app, time.perf_counter_ns() + int(seconds * 1e9)

    def wait(self, timeout_ns):
        left = self.deadline - time.perf_counter_ns()
        if left <= 0:
            self.app.running = False
            return []
        return super().wait(left if timeout_ns is None else min(timeout_ns, left))


class Begun(NamedTuple):
    """A loop case measured from an action taken after the settling second (Start pressed)."""

    scene: object
    begin: Callable[[], None]


def run_loop(app: App, scene, seconds: float, begin: Callable[[], None] | None = None) -> dict:
    """Run the live loop on ``scene`` for ``seconds``, after one second to settle and then
    ``begin()`` if given."""
    app.scenes.reset(scene)
    app.scenes.apply()
    app.running = True
    step, last = FixedStep(), time.perf_counter_ns()
    app.events = _Until(app, 1.0)
    while app.running:  # settle: caches, first thinking, the first picture
        last = app.live_frame(step, last)
    if begin is not None:
        begin()
        app.dirty = True  # as after the click that began it
    app.presented.clear()
    app.events, app.running = _Until(app, seconds), True
    cpu, wall = time.process_time(), time.perf_counter()
    while app.running:
        last = app.live_frame(step, last)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"cpu_percent": round(100 * cpu / wall, 1), **_intervals(list(app.presented))}


def _intervals(presented: list[int]) -> dict:
    gaps = [(later - earlier) / 1e6 for earlier, later in itertools.pairwise(presented)]
    if not gaps:
        return {"presents": len(presented), "p50_ms": None, "p99_ms": None, "on_tick": None}
    tick = 1000 / 60
    on_tick = sum(abs(gap / tick - round(gap / tick)) * tick <= 2 for gap in gaps) / len(gaps)
    return {
        "presents": len(presented),
        "p50_ms": round(statistics.median(gaps), 1),
        "p99_ms": round(percentile(gaps, 0.99), 1),
        "on_tick": round(on_tick, 3),
    }


def loop_cases(app: App) -> dict:
    """The scenes of the loop bench, each built fresh: name -> scene."""
    from games.tetrhex.logic import Game
    from games.tetrhex.scene import TetrhexScene
    from games.tetrhex.watch import WatchScene

    cases = {"idle menu": lambda: MainMenu(app)}
    idle_turns = {
        "minusmax": "human_turn",
        "m": "place",
        "abaku": "human_turn",  # with a turn timer that shows its seconds
        "mooxil": "midgame_level7",
    }
    for game, name in idle_turns.items():
        module = importlib.import_module(f"games.{game}.perf")
        cases[f"{game} human turn"] = lambda m=module, n=name: m.scenes(app)[n]

    cases["abaku clock turn"] = lambda: abaku_clock_turn(app)
    cases["minusmax computer turn"] = lambda: minusmax_computer_turn(app)
    cases["abaku computers"] = lambda: games_perf("abaku").scenes(app)["computers"]
    cases["m computers"] = lambda: m_computers(app)
    cases["hand-over"] = lambda: HandOverScene(app, "Ana")
    for game in ("minusmax", "abaku", "m", "mooxil"):
        cases[f"{game} replay playing"] = lambda g=game: replay_playing(app, g)

    cases["tetrhex in play"] = lambda: TetrhexScene(app, Game(9, 0, 7))
    cases["tetrhex watch"] = lambda: WatchScene(app, Game(9, 0, 7))

    def every_tick():
        """Tetrhex drawn on every tick, as while effects play: the loop's steady 60 Hz."""
        scene = TetrhexScene(app, Game(9, 0, 7))
        scene.frame_key = lambda: None
        return scene

    cases["tetrhex every tick"] = every_tick
    cases["tetrhex soft drop held"] = lambda: tetrhex_soft_drop(app)
    return cases


def tetrhex_soft_drop(app: App):
    """Tetrhex with the soft-drop key held (Modern: Down) from the start, as the app hears a
    held key: each piece falls a cell every two ticks, rests, locks, and the next
    one falls. The middle fills up in about 8 s: run it with ``--loop 6``."""
    import pygame

    from games.tetrhex.logic import Game
    from games.tetrhex.scene import TetrhexScene

    scene = TetrhexScene(app, Game(9, 0, 7), "modern")
    down = {"key": pygame.K_DOWN, "mod": 0, "unicode": "", "scancode": 0}
    scene.enter = lambda: app.dispatch(pygame.event.Event(pygame.KEYDOWN, down))
    return scene


def games_perf(game: str):
    return importlib.import_module(f"games.{game}.perf")


def m_computers(app: App):
    """Three level-2 computers playing M on: their thinking, their moves sliding in."""
    from core.match import Seat
    from games.m.logic import new_game
    from games.m.scene import MScene, match_at

    seats = [Seat.computer(2, f"Computer {n + 1}", n) for n in range(3)]
    return MScene(app, match_at(new_game(7, players=3), seats))


def abaku_clock_turn(app: App):
    """A fresh Abaku game with the 60-second turn clock, at a human's turn nobody touches:
    only the clock's seconds change."""
    from core.match import Match, Seat
    from games.abaku.scene import AbakuScene

    seats = [Seat.human("Ana", 0), Seat.computer(2, "Computer 2", 1)]
    return AbakuScene(app, Match.start("abaku", seats, 4, {"time_limit": 60}))


def minusmax_computer_turn(app: App) -> Begun:
    """minusMax against a level-4 computer that begins, measured from the press on Start, at
    the game's own pace (600 ms between tiles, 1 s between turns): the computer thinks, then
    lays its tiles one by one, each with its flash, then the human's turn waits."""
    from core.match import Seat
    from games.minusmax.scene import MinusMaxScene, start_match
    from games.minusmax.style import Display

    Display().store(app.settings.game_options("minusmax"))
    seats = [Seat.human("Ana", 0), Seat.computer(4, "Computer 2", 1)]
    scene = MinusMaxScene(app, start_match(6, seats, {}))  # seed 6: the computer begins
    return Begun(scene, scene.start_or_new)


REPLAYED_MOVES = 8


def replay_playing(app: App, game: str):
    """The replay screen (F3) playing a game of ``REPLAYED_MOVES`` random moves from the start,
    so that it plays on through the measured seconds."""
    import random

    from core.match import Match, Seat
    from core.replay_scene import ReplayScene

    seats = [Seat.human("Ana", 0)] if game == "mooxil" else [Seat.human("Ana", 0)] * 2
    match = Match.start(game, seats, 5, {})
    rng = random.Random(5)
    for _ in range(REPLAYED_MOVES):
        match.play(rng.choice(match.state.legal_moves()))
    scene = games.by_name(game).scene_module().resume(app, match.to_save())
    replay = ReplayScene(app, scene.match, scene.replay_view(), scene.replay_interval)
    replay.replay.interval = replay.replay.wait = 60  # one move a second: 8 s of playing
    return replay


def bench_loop(seconds: float, vsync: bool = True, only: str = "", size=None) -> dict:
    app = App(Options(vsync=vsync, size=size))
    cases = {name: build for name, build in loop_cases(app).items() if only in name}
    results = {}
    for name, build in cases.items():
        case = build()
        scene, begin = case if isinstance(case, Begun) else (case, None)
        results[name] = run_loop(app, scene, seconds, begin)
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


def bench_tetrhex_replay(minutes: float, size=None) -> dict:
    """Opening and seeking a Tetrhex replay of a bot game ``minutes`` long (game time)."""
    from games.tetrhex import replay_bench

    app = App(Options(headless=True, size=size))
    app.scenes.reset(MainMenu(app))
    app.scenes.apply()
    return replay_bench.figures(app, replay_bench.bot_replay(minutes))


def report_tetrhex_replay(row: dict) -> str:
    return (
        f"tetrhex replay of {row['game_minutes']} min ({row['inputs']} inputs): shown in "
        f"{row['open_ms']} ms; frames while checked p50 / p99 "
        f"{row['frame_while_checking_p50_ms']} / {row['frame_while_checking_p99_ms']} ms; "
        f"file {row['file_bytes']:,} bytes, {row['checkpoints']} checkpoints "
        f"({row['checkpoint_bytes_per_hour']:,} bytes an hour of play); seek before the check "
        f"p50 / max {row['seek_unchecked_p50_ms']} / {row['seek_unchecked_max_ms']} ms; check "
        f"{row['check_ticks_per_s']} ticks/s (5 h: {row['five_hours_check_s']} s at full pace, "
        f"{row['five_hours_beside_s']} s beside the viewer, {row['five_hours_catch_up_s']} s "
        f"behind the catch-up bar); seek once checked p50 / max {row['seek_p50_ms']} / "
        f"{row['seek_max_ms']} ms; passed {row['passed']}"
    )


def report_loop(results: dict) -> str:
    lines = ["loop case              CPU % of a core   frames  interval p50 / p99 ms"]
    for name, row in results["loop"].items():
        lines.append(
            f"{name:<24} {row['cpu_percent']:>6.1f}   {row['presents']:>12}"
            f"   {row['p50_ms']} / {row['p99_ms']} (on the tick: {row['on_tick']})"
        )
    return "\n".join(lines)


def report(results: dict) -> str:
    lines = ["scene                          p50 ms   p99 ms   budget"]
    for name, row in results["scenes"].items():
        budget = BUDGETS_MS.get(name, DEFAULT_SCENE_BUDGET_MS)
        mark = "ok" if row["p99_ms"] < budget else "OVER"
        lines.append(f"{name:<30} {row['p50_ms']:>7.2f}  {row['p99_ms']:>7.2f}   <{budget} {mark}")
    if results.get("loop"):
        lines.append(report_loop(results))
    lines.append(f"start-up to first frame: {results['startup_s']:.2f} s (budget 1.5 s)")
    lines.append(f"peak memory: {results['peak_rss_mb']:.0f} MB")
    if results.get("net"):
        lines.append(net_bench.report(results["net"]))
    if results.get("tetrhex_replay"):
        lines.append(report_tetrhex_replay(results["tetrhex_replay"]))
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
    parser.add_argument("--no-net", action="store_true", help="skip the network figures")
    parser.add_argument("--loop", type=float, metavar="S", help="run the loop cases S s each")
    parser.add_argument("--window", action="store_true", help="loop cases in a real window")
    parser.add_argument("--loop-only", action="store_true", help="only the loop cases")
    parser.add_argument(
        "--replay-only", action="store_true", help="only the Tetrhex replay (--replay-minutes)"
    )
    parser.add_argument("--no-vsync", action="store_true", help="loop cases without vsync")
    parser.add_argument("--case", default="", help="only the loop cases whose name has this")
    parser.add_argument(
        "--replay-minutes",
        type=float,
        default=10.0,
        metavar="M",
        help="open and seek a Tetrhex bot replay M minutes long (0: skip)",
    )
    parser.add_argument(
        "--size", type=window_size, help="the window's size (default 1280x720), e.g. 1920x1080"
    )
    args = parser.parse_args()
    if args.loop_only:
        loop = bench_loop(args.loop or 10.0, not args.no_vsync, args.case, args.size)
        results = {"loop": loop}
        print(json.dumps(results) if args.json else report_loop(results))
        return
    if args.replay_only:
        row = bench_tetrhex_replay(args.replay_minutes, args.size)
        print(json.dumps({"tetrhex_replay": row}) if args.json else report_tetrhex_replay(row))
        return
    results = {
        "scenes": bench_scenes(args.frames, args.game, args.size),
        "startup_s": bench_startup(),
        "peak_rss_mb": 0.0,
        "ai": {} if args.no_ai else bench_ai(args.game),
        "loop": bench_loop(args.loop, size=args.size) if args.loop else {},
        "net": {} if args.no_net or args.game else net_bench.figures(),
        "tetrhex_replay": {},
    }
    if args.replay_minutes and args.game in (None, "tetrhex"):
        results["tetrhex_replay"] = bench_tetrhex_replay(args.replay_minutes, args.size)
    results["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(json.dumps(results) if args.json else report(results))


if __name__ == "__main__":
    main()
