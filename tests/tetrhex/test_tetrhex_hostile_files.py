"""Replays and saves from anywhere are treated as hostile: every loader either refuses one with
a reason or loads it, within a time and memory bound, whatever it holds; a paused stretch costs
nothing to check; counts beyond what a real game reaches are refused at once, and a refused
save is set aside so that Continue does not hang on it again."""

import json
import threading
import time
import tracemalloc

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.resume import resume_saved
from core.storage import FileProblem
from games.tetrhex import replay_files
from games.tetrhex import scene as tetrhex_scene
from games.tetrhex.file_checkpoints import FIELDS, TICKS, pack
from games.tetrhex.info import INFO
from games.tetrhex.logic import MAX_TICKS, Action, Game
from games.tetrhex.playfield import PauseMenu
from games.tetrhex.recording import (
    CODES,
    IDLE_LIMIT,
    MAX_INPUTS,
    Check,
    Player,
    Recording,
)
from games.tetrhex.replay_files import ReplayFile
from games.tetrhex.replay_scene import ReplayScene
from tests.tetrhex.test_tetrhex_scene_support import settled, start, step, tetrhex_app

SECONDS = 3.0  # per load, on a busy two-core machine; a real one takes milliseconds
MEGABYTES = 64


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


def bounded(load, *args):
    """``load(*args)``: what it returns, or the ``ValueError``/``FileProblem`` it refuses with;
    it must do either within :data:`SECONDS` and :data:`MEGABYTES`. Only this thread may
    run Python, and no sound may be playing (its end calls into Python from the audio thread):
    tracemalloc started or stopped while another thread allocates can crash CPython before
    3.12.9 (gh-128679), and crashed a worker of the suite twice."""
    others = [
        thread.name for thread in threading.enumerate() if thread is not threading.main_thread()
    ]
    assert not others, f"tracemalloc needs this thread alone, and these run: {others}"
    playing = pygame.mixer.get_init() and pygame.mixer.get_busy()
    assert not playing, "a sound ending now would call into Python from the audio thread"
    tracemalloc.start()
    began = time.perf_counter()
    try:
        result = load(*args)
    except (ValueError, FileProblem) as refusal:
        result = refusal
    finally:
        took = time.perf_counter() - began
        _now, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert took < SECONDS, f"{load.__name__} took {took:.1f} s"
    assert peak < MEGABYTES * 2**20, f"{load.__name__} used {peak / 2**20:.0f} MB"
    return result


# -- what a hostile file may hold -----------------------------------------------------------------

JUNK = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=8,
)
GAPS = st.one_of(
    st.integers(0, 30),
    st.sampled_from([IDLE_LIMIT, IDLE_LIMIT + 1, MAX_TICKS - 1, MAX_TICKS, MAX_TICKS + 1, 10**18]),
    st.integers(-5, -1),
    JUNK,
)
CODE = st.one_of(st.sampled_from(sorted(CODES.values())), st.sampled_from(["P"] * 4), JUNK)
INPUTS = st.lists(st.one_of(st.lists(st.one_of(GAPS, CODE), min_size=2, max_size=2), JUNK))
PACKED = pack(Game(6, 0, 1))
EXTREMES = [0, 1, -1, 900, MAX_TICKS, MAX_TICKS + 1, 10**12, "a" * 91, "." * 91, None, True]


@st.composite
def checkpoints(draw):
    """A file's checkpoint: a real one (edge 6, at the start) with a few values changed."""
    packed = list(PACKED)
    for index in draw(st.lists(st.integers(0, len(FIELDS) - 1), max_size=3)):
        packed[index] = draw(st.sampled_from(EXTREMES))
    return packed


@st.composite
def recordings(draw):
    """A replay's ``replay`` field: mostly well-formed, with extreme or wrong values mixed in."""
    data = {
        "format": 1,
        "edge": draw(st.sampled_from([6, 7, 8, 9])),
        "level": draw(st.integers(0, 30)),
        "seed": draw(st.integers(0, 2**40)),
        "hints": draw(st.integers(0, 3)),
        "inputs": draw(INPUTS),
    }
    for key in draw(st.lists(st.sampled_from(sorted(data)), max_size=2)):
        data[key] = draw(JUNK)
    return data


@st.composite
def replay_documents(draw):
    return {
        "format": 1,
        "game": "tetrhex",
        "replay": draw(recordings()),
        "score": draw(st.one_of(st.integers(0, 10**6), JUNK)),
        "lines": draw(st.one_of(st.integers(0, 100), JUNK)),
        "player": draw(st.one_of(st.text(max_size=8), JUNK)),
    }


COUNTS = ("ticks", "ticks_left", "gravity_count", "lock_wait", "score", "pieces", "bomb_points")


@st.composite
def saves(draw):
    """A Tetrhex save: a real game's, with counts pushed to extremes and a hostile replay."""
    game = Game(draw(st.sampled_from([6, 9])), draw(st.integers(0, 30)), draw(st.integers(0, 99)))
    game.act(Action.PAUSE)
    state = {
        "format": 1,
        "game": game.to_dict(),
        "preset": "modern",
        "shadow": True,
        "hints": draw(st.one_of(st.integers(0, 3), JUNK)),
        "recording": draw(recordings()),
    }
    for key in draw(st.lists(st.sampled_from(COUNTS), max_size=3)):
        state["game"][key] = draw(
            st.sampled_from([MAX_TICKS, MAX_TICKS + 1, 10**11, 10**12, -1, 0, 31])
        )
    return state


# -- every loader, fed anything -------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(data=replay_documents())
def test_every_replay_loader_refuses_or_loads_within_bounds(data):
    replay = bounded(ReplayFile.from_json, data)
    recording = bounded(Recording.from_json, data["replay"])
    assert isinstance(recording, (Recording, ValueError))
    if isinstance(replay, ReplayFile):
        player = bounded(Check(replay.recording).finish)
        assert isinstance(player, ValueError) or player.over
        bounded(replay_files.checked, replay)


DROPS = Recording(6, 0, 1, [(30 * n, Action.DROP) for n in range(1, 40)]).to_json()


@settings(max_examples=60, deadline=None)
@given(
    stored=st.lists(checkpoints(), max_size=3),
    end=st.one_of(st.none(), checkpoints()),
    junk=st.one_of(st.none(), JUNK),
)
def test_a_files_checkpoints_are_refused_or_caught_within_bounds(stored, end, junk):
    """Checkpoints from a file (real ones with extreme values, or junk) are refused when read,
    or let a viewer seek past each, or fail the check: each within the bounds."""
    data = {**DROPS, "checkpoints": stored if junk is None else junk}
    if end is not None:
        data["end"] = end
    recording = bounded(Recording.from_json, data)
    if isinstance(recording, Recording):
        bounded(seek_past_every_checkpoint, recording)
        player = bounded(Check(recording).finish)
        assert isinstance(player, ValueError) or player.over


def seek_past_every_checkpoint(recording: Recording) -> None:
    """A viewer seeks just past each checkpoint of the file, unchecked."""
    viewer = Player(recording)
    for packed in recording.checkpoints:
        viewer.seek(packed[TICKS] + 1)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=saves())
def test_every_save_loader_refuses_or_loads_within_bounds(state):
    game = bounded(Game.from_dict, state["game"])
    if isinstance(game, Game):
        assert game.ticks <= MAX_TICKS and game.ticks_left <= 31 * 3600
        recording = tetrhex_scene.saved_recording(state, game)
        if recording is not None:
            verification = tetrhex_scene.Verification(recording, game)
            assert bounded(verification.run, float("inf")) in (True, False)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=replay_documents())
def test_a_dropped_replay_of_any_content_never_crashes_the_app(tx_app, tmp_path, data):
    path = tmp_path / "dropped.json"
    path.write_text(json.dumps(data))
    playing = start(tx_app, Game(6, 0, seed=1), "modern")
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    shown = settled(tx_app)
    step(tx_app, 3)  # a frame or two of whatever opened, drawn
    # refused before it showed: the game plays on; after (found wrong while watched): the game
    # is back, paused under its menu, as when the replay was closed
    back_paused = isinstance(shown, PauseMenu) and playing.game.paused
    assert shown is playing or back_paused or isinstance(shown, ReplayScene)


# -- the reported cases, one by one ---------------------------------------------------------------


def test_a_wrong_typed_input_code_is_refused_not_a_type_error(tx_app, tmp_path):
    data = ReplayFile(Recording(6, 0, 1, [(3, Action.LEFT)]), 0, 0).to_json()
    data["replay"]["inputs"] = [[3, ["l"]]]  # unhashable: ``in ACTIONS`` raised TypeError
    with pytest.raises(ValueError, match="code must be a letter"):
        ReplayFile.from_json(data)
    path = tmp_path / "tetrhex-list-code.json"
    path.write_text(json.dumps({**data, "format": 1}))
    before = tx_app.scenes.top
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    assert settled(tx_app) is before
    step(tx_app)
    assert "is not a Tetrhex replay" in " | ".join(tx_app.toasts.texts)


def paused_for(ticks: int) -> Recording:
    """A replay paused at once, for ``ticks``, then a few drops: a tiny file."""
    recording = Recording(6, 0, 1, [(0, Action.PAUSE), (ticks, Action.PAUSE)])
    recording.inputs += [(ticks + 1 + n, Action.DROP) for n in range(20)]
    return recording


def steps_to_end(recording: Recording) -> tuple[int, Player]:
    player, steps = Player(recording), []
    real = player.advance
    player.advance = lambda limit: steps.append(limit) or real(limit)
    player.play_to_end()
    return len(steps), player


def test_a_paused_stretch_of_any_length_costs_nothing_to_check():
    short, long = paused_for(600), paused_for(MAX_TICKS - 1000)
    assert len(json.dumps(long.to_json(), separators=(",", ":"))) < 300  # a tiny file
    short_steps, _ = steps_to_end(short)
    long_steps, player = steps_to_end(long)
    assert short_steps < 100 and long_steps == short_steps  # the pause is one step
    assert player.over and player.tick > MAX_TICKS - 1000


def test_a_pause_after_the_last_input_is_refused_at_once_not_after_an_hour_of_ticks():
    recording = Recording(6, 0, 1, [(5, Action.PAUSE)])
    check = Check(recording)
    with pytest.raises(ValueError, match="does not end"):
        check.run(7)  # five ticks, the pause, then one step skips the whole hour
    assert check.player.tick == 5 + IDLE_LIMIT + 1


@pytest.mark.parametrize(
    "inputs",
    [
        [[MAX_TICKS + 1, "l"]],
        [[MAX_TICKS, "P"], [1, "P"]],  # the sum of the gaps counts
        [[10**18, "P"]],
    ],
)
def test_inputs_beyond_the_longest_game_are_refused_at_once(inputs):
    data = {**Recording(6, 0, 1).to_json(), "inputs": inputs}
    refusal = bounded(Recording.from_json, data)
    assert isinstance(refusal, ValueError) and "within" in str(refusal)


def test_too_many_inputs_are_refused_before_any_is_read():
    data = {**Recording(6, 0, 1).to_json(), "inputs": [None] * (MAX_INPUTS + 1)}
    with pytest.raises(ValueError, match="at most"):
        Recording.from_json(data)


def test_the_longest_game_ends_on_its_clock_and_a_longer_one_cannot_be_loaded():
    game = Game(6, 0, 1)
    game.act(Action.PAUSE)
    game.wait(10 * MAX_TICKS)
    assert game.over and game.aborted and game.ticks == MAX_TICKS
    snapshot = game.to_dict()
    assert Game.from_dict(snapshot) == game
    with pytest.raises(ValueError, match="ticks"):
        Game.from_dict({**snapshot, "ticks": MAX_TICKS + 1})


def test_waiting_equals_as_many_ticks_and_only_a_paused_game_waits():
    waited, ticked = Game(7, 3, 5), Game(7, 3, 5)
    for game in (waited, ticked):
        game.act(Action.PAUSE)
    waited.wait(5000)
    for _ in range(5000):
        ticked.tick()
    assert waited == ticked and waited.ticks_left == 0
    with pytest.raises(ValueError):
        Game(7, 3, 5).wait(3)


def test_a_save_with_a_huge_tick_count_is_refused_at_once_and_set_aside(tx_app):
    scene = start(tx_app, Game(6, 0, seed=2), "modern")
    state = scene.snapshot()
    state["game"]["ticks"] = 10**11
    tx_app.storage.write_save(INFO.name, "autosave", state, "")
    began = time.perf_counter()
    assert resume_saved(tx_app, INFO, "autosave") is None
    assert time.perf_counter() - began < SECONDS
    path = tx_app.storage.save_path(INFO.name, "autosave")
    assert not path.exists() and list(path.parent.glob("autosave.bad-*.json"))
    assert not tx_app.storage.has_save(INFO.name)  # the next Continue does not hang on it


def test_a_long_saved_game_continues_at_once_and_checks_its_replay_on_the_way():
    recording = Recording(6, 0, 1, [(0, Action.PAUSE), (MAX_TICKS - 10, Action.PAUSE)])
    player = Player(recording)
    player.seek(MAX_TICKS - 10)
    player.apply_due()
    verification = tetrhex_scene.Verification(recording, player.game)
    assert bounded(verification.run, 0.5) is True
