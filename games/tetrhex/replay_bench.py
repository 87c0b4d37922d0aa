"""The cost of opening and seeking a long Tetrhex replay, for ``tools/bench.py``.

:func:`bot_replay` records a bot game of a given length (game time); :func:`figures` opens it
as a player does (``replay_menu.watch``) and reports: the file's size, and the share of it its
checkpoints take (:mod:`games.tetrhex.file_checkpoints`, per hour of play); the time until the
replay shows; the time of seeks to random ticks right after it opened, before its check has got
there (from the file's checkpoints); the frame cost (update + draw) while its check runs beside
it; the check's pace in game ticks a second, with what that gives for a 5-hour game beside the
viewer and behind the catch-up bar; and the time of seeks to random ticks once checked (from
the check's own checkpoints).
"""

from __future__ import annotations

import json
import random
import statistics
import time

from core.timing import percentile
from games.tetrhex import replay_check
from games.tetrhex.ai import Bot
from games.tetrhex.logic import Action, Game
from games.tetrhex.recording import Recording
from games.tetrhex.replay_files import ReplayFile

FIVE_HOURS = 5 * 3600 * 60  # ticks
TICKS_PER_MINUTE = 3600


def bot_replay(minutes: float, edge: int = 9, seed: int = 11) -> ReplayFile:
    """The replay of a bot game from level 0, aborted after ``minutes`` if still going. The
    bot plays with the radar on (one piece of look-ahead), to last as long as it can; a game
    that ends sooner gives a shorter replay (the figures give its length)."""
    game = Game(edge, 0, seed)
    recording = Recording.of(game)
    bot = Bot(radar=True)
    while not game.over and game.ticks < minutes * TICKS_PER_MINUTE:
        action = bot.update(game)
        if action is not None and game.act(action):
            recording.record(game.ticks, action)
        game.tick()
        recording.observe(game)
        game.pop_events()
    if not game.over:
        game.act(Action.ABORT)
        recording.record(game.ticks, Action.ABORT)
    return ReplayFile.of(recording, game, "bench")


def _ms(seconds: float) -> float:
    return round(1000 * seconds, 2)


def opened(app, replay: ReplayFile):
    """The replay scene ``replay_menu.watch`` shows for ``replay``, and the time it took."""
    from games.tetrhex import replay_menu
    from games.tetrhex.replay_scene import ReplayScene

    began = time.thread_time()
    replay_menu.watch(app, replay)
    app.scenes.apply()
    took = time.thread_time() - began
    if not isinstance(app.scenes.top, ReplayScene):
        raise RuntimeError("the bench replay was refused")
    return app.scenes.top, took


def timed_seeks(scene, count: int, seed: int) -> list[float]:
    """Seconds of CPU each of ``count`` seeks to random ticks of ``scene``'s replay took."""
    rng = random.Random(seed)
    took = []
    for _ in range(count):
        start = time.thread_time()
        scene.seek(rng.randrange(scene.length + 1))
        took.append(time.thread_time() - start)
    return took


def sizes(replay: ReplayFile, ticks: int) -> dict:
    """The file's bytes, and its checkpoints' bytes per hour of play (compact JSON)."""
    document = replay.to_json()
    recording = document["replay"]
    end = [recording["end"]] if "end" in recording else []
    stored = [*recording.get("checkpoints", []), *end]
    hours = max(ticks, 1) / (60 * TICKS_PER_MINUTE)
    return {
        "file_bytes": len(json.dumps(document, separators=(",", ":"))),
        "checkpoints": len(stored),
        "checkpoint_bytes_per_hour": round(len(json.dumps(stored, separators=(",", ":"))) / hours),
    }


def figures(app, replay: ReplayFile, frames: int = 240, seeks: int = 40) -> dict:
    """Open ``replay`` in ``app`` and time it (see the module's docstring); CPU time of this
    thread, so that other programs on the machine do not blur the figures. The first opening
    fills the caches a session that has shown a game already has; the second is timed."""
    opened(app, replay)
    app.scenes.pop()
    app.scenes.apply()
    scene, open_time = opened(app, replay)
    unchecked_seeks = timed_seeks(scene, seeks, seed=2)  # before the check gets there
    scene.seek(0)
    frame_times = []
    for number in range(frames):
        checking = scene.verifier.checking
        start = time.thread_time()
        app.tick()
        app.render(app.screen)
        if number >= 30 and checking:  # after a warm-up, as the scene bench does
            frame_times.append(time.thread_time() - start)
    verifier = replay_check.Verifier(replay)  # the whole check again, at full pace
    start = time.thread_time()
    while verifier.checking:
        verifier.run(1.0)
    pace = verifier.checked_to / (time.thread_time() - start)
    while scene.verifier.checking:
        scene.verifier.run(1.0)
    seek_times = timed_seeks(scene, seeks, seed=1)
    full = FIVE_HOURS / pace
    return {
        "game_minutes": round(verifier.length / TICKS_PER_MINUTE, 1),
        "inputs": len(replay.recording.inputs),
        **sizes(replay, verifier.length),
        "passed": verifier.passed and scene.verifier.passed,
        "open_ms": _ms(open_time),
        "seek_unchecked_p50_ms": _ms(statistics.median(unchecked_seeks)),
        "seek_unchecked_max_ms": _ms(max(unchecked_seeks)),
        "frame_while_checking_p50_ms": _ms(statistics.median(frame_times)),
        "frame_while_checking_p99_ms": _ms(percentile(frame_times, 0.99)),
        "check_ticks_per_s": round(pace),
        "five_hours_check_s": round(full, 1),
        "five_hours_beside_s": round(full / (60 * replay_check.BESIDE_BUDGET), 1),
        "five_hours_catch_up_s": round(full / (60 * replay_check.CATCH_UP_BUDGET), 1),
        "seek_p50_ms": _ms(statistics.median(seek_times)),
        "seek_max_ms": _ms(max(seek_times)),
    }
