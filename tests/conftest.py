"""Headless test setup: dummy SDL drivers before pygame is imported, and a private data dir."""

import os
import sys
import threading
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

from tests.support import add_translations, close_app  # noqa: E402

THREADS_END_WITHIN = 20.0  # seconds a test's threads get to end once it is over


@pytest.fixture(autouse=True)
def nothing_outlives_its_test():
    """Every thread a test started has ended, and every sound it played has stopped, once
    the test is over (its fixtures torn down). A thread left running (a computer still
    thinking, a room still served) runs in the middle of later tests; and one that allocates
    while a later test starts or stops tracemalloc can crash the interpreter (CPython before
    3.12.9, gh-128679). A sound is such a thread: when it ends, pygame's end-of-channel
    callback takes the interpreter from the audio thread (it crashed a worker so, twice)."""
    before = set(threading.enumerate())
    yield
    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.mixer.get_init():
        pygame.mixer.stop()
    deadline = time.monotonic() + THREADS_END_WITHIN
    started = [thread for thread in threading.enumerate() if thread not in before]
    for thread in started:
        thread.join(max(0.0, deadline - time.monotonic()))
    running = [thread.name for thread in started if thread.is_alive()]
    assert not running, f"threads still running after the test: {running}"


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test gets its own settings, saves and high scores, and starts in English."""
    from core import i18n

    monkeypatch.setenv("TESSERA_HOME", str(tmp_path / "home"))
    i18n.set_language("en")
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def drawing_at_scale_one():
    """Every test starts drawing at the logical resolution, whatever the one before set."""
    from core.ui import canvas

    canvas.set_scale(1.0)
    yield
    canvas.set_scale(1.0)


# The longest tests (2-28 s of one core each), run first: one of these started last would
# leave the other cores idle while it ends the run. ``make test`` hands each worker two tests
# at a time (``--maxschedchunk 2``), so they are shared out as the workers free up; xdist's
# default sent the first quarter of the collection, every one of them, to one worker, which
# ran 100 s longer than the other. An ordering hint only: a name missing here changes no result.
LONGEST_FIRST = (  # longest first, as measured (wall seconds on the 2-core machine, 2 Dec 2026)
    "test_level_8_beats_level_1",  # 14-28
    "test_random_input_for_20000_frames",  # 12-16 (three games)
    "survives_20000_frames_of_random_input",  # 8-10
    "test_random_playouts_end",  # 9
    "test_clone_and_round_trip_give_equal_states",  # 7
    "test_the_bot_never_makes_an_illegal_action",  # 7
    "test_a_state_rebuilt_from_a_view_shows_the_same_and_offers_the_same_moves",  # 7
    "test_the_baseline_plays",  # 6
    "test_the_hint_player_beats_random_play",  # 6
    "test_level_8_beats_level_4_more_often_than_not",  # 5
    "test_above_level_1_no_exchange_or_pass_while_a_placement_exists",  # 4
    "test_a_host_and_two_joiner_processes_play_a_whole_game",  # 4
    "test_every_replay_loader_refuses_or_loads_within_bounds",  # 4
    "the_look_ahead_samples_only_what_the_player_can_know",  # 4
    "test_a_joiner_plays_a_whole_game_in_the_games_own_scene",  # 4
    "test_lower_levels_play_worse_on_average",  # 3
    "test_every_game_scene_redraws_on_input_and_a_human_turn_idles",  # 2
    "test_every_scene_draws_the_same_picture_at_1920_by_1080",  # 2
    "test_menu_survives_thousands_of_random_events",  # 2
    "test_no_level_passes_its_way_to_a_blocked_end_while_it_could_exchange",  # 1
)


def pytest_collection_modifyitems(items):
    """Put the :data:`LONGEST_FIRST` tests at the head of the run, longest first, keeping
    every other test's order."""

    def rank(item):
        return next(
            (place for place, name in enumerate(LONGEST_FIRST) if name in item.name),
            len(LONGEST_FIRST),
        )

    items.sort(key=rank)


def pytest_collection_finish(session):
    """What collection made (the modules, pytest's and hypothesis's state, every test item)
    lives until the run ends: freeze it, as the program freezes what start-up made
    (:func:`core.heap.settle`), so that each full collection walks only what tests create.
    Measured: the collector took 19 s of the suite's CPU where it took 25."""
    from core import heap

    heap.settle()


@pytest.fixture(autouse=True)
def computers_without_a_clock(monkeypatch):
    """The match's computers and hints think without the wall clock in tests, so every move
    is the same on a busy machine as on an idle one (tests/ai_budgets.py keeps searches
    small where whole games are played; the cap itself is tested in tests/core)."""
    from core import match

    monkeypatch.setattr(match, "decision_seconds", lambda level: None)


# -- a stand-in game, so the shell's tests do not depend on any real game ----------------------

FAKE_ENGLISH = {
    "fake.title": "Fake en",
    "fake.blurb": "A stand-in game for the shell's tests (en).",
    "fake.help_title": "Rules",
    "fake.help_body": "Press Space to score a point.",
    "fake.action.score": "Score",
    "fake.summary": "{points} points",
}
# what a catalogue would hold for it (a stand-in game has none)
FAKE_TRANSLATIONS = {
    "es": {"fake.title": "Fake es", "fake.summary": "{points} puntos"},
    "fr": {"fake.title": "Fake fr", "fake.summary": "{points} pts"},
}


class FakeSceneModule:
    """What a game's scene module provides, for a game whose whole rule is 'Space scores'."""

    @staticmethod
    def new_game(app):
        return make_fake_scene(app, {"points": 0})

    @staticmethod
    def resume(app, state):
        if not isinstance(state.get("points"), int):
            raise ValueError("points must be a whole number")
        return make_fake_scene(app, state)

    @staticmethod
    def initial_high_scores(mode):
        from core.storage import ScoreEntry

        return [ScoreEntry("Original", 100)]


def make_fake_scene(app, state):
    import pygame

    from core.gamescene import GameScene

    class FakeScene(GameScene):
        game_name = "fake"

        def __init__(self, app, state):
            super().__init__(app)
            self.state = dict(state)

        def snapshot(self):
            return dict(self.state)

        def summary(self):
            from core.message import Message

            return Message("fake.summary", {"points": self.state["points"]})

        def restart(self):
            self.state = {"points": 0}

        def handle(self, event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                self.state["points"] += 1
                return
            super().handle(event)

        def draw(self, surface):
            surface.fill((0, 0, 0))

    return FakeScene(app, state)


@pytest.fixture
def fake_game(monkeypatch):
    """Registers the stand-in game as the only game of the arcade."""
    import games
    from core import i18n

    class FakeInfo(games.GameInfo):
        def scene_module(self):
            return FakeSceneModule

        def texts(self):
            return FAKE_ENGLISH

    info = FakeInfo(
        name="fake",
        title="fake.title",
        blurb="fake.blurb",
        help_pages=(("fake.help_title", "fake.help_body"),),
        key_presets={"default": {"score": ("space",)}},
        action_labels={"score": "fake.action.score"},
    )
    monkeypatch.setattr(games, "GAMES", (info,))
    monkeypatch.setattr(i18n, "_english", i18n.english())
    i18n.register(FAKE_ENGLISH)
    add_translations(monkeypatch, FAKE_TRANSLATIONS)
    return info


@pytest.fixture
def app(private_home):
    """A headless app (no window shown, no sound card)."""
    from core.app import App, Options

    application = App(Options(headless=True, frames=1))
    yield application
    close_app(application)


@pytest.fixture
def app_1080(private_home):
    """A headless app at 1920 x 1080, where a logical rect's real edges are rounded."""
    from core.app import App, Options

    application = App(Options(headless=True, frames=1, size=(1920, 1080)))
    yield application
    close_app(application)


def press(key, mod=0, unicode=""):
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)


def click(pos, button=1):
    import pygame

    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


@pytest.fixture
def events():
    """Helpers that build input events: ``events.press(key)``, ``events.click(pos)``."""

    class Events:
        pass

    Events.press = staticmethod(press)
    Events.click = staticmethod(click)
    return Events


def random_input_event(rng, keys):
    """One random input event, or None for a quiet frame (scene smoke tests).

    ``keys`` holds key codes or ``(code, modifiers)`` pairs. The mix has key presses and
    releases (some with Shift), presses and releases of all three mouse buttons, motion with
    and without a held button (drags), the wheel and typed text.
    """
    import pygame

    roll = rng.random()
    if roll < 0.3:
        key = rng.choice(keys)
        code, mod = key if isinstance(key, tuple) else (key, 0)
        if rng.random() < 0.1:
            mod |= pygame.KMOD_SHIFT
        kind = pygame.KEYDOWN if rng.random() < 0.8 else pygame.KEYUP
        return pygame.event.Event(kind, key=code, mod=mod, unicode="", scancode=0)
    pos = (rng.randrange(1280), rng.randrange(720))
    if roll < 0.6:
        kind = rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION))
        if kind == pygame.MOUSEMOTION:
            held = rng.choice(((0, 0, 0), (1, 0, 0)))
            return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=held)
        return pygame.event.Event(kind, pos=pos, button=rng.choice((1, 1, 1, 2, 3)))
    if roll < 0.63:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    if roll < 0.64:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("az7 "))
    return None


def play_randomly(app, rng, keys, frames, stopped, restart):
    """Feed ``frames`` frames of random input to the app, drawing every 4th frame; whenever
    ``stopped()`` says the game under test has gone, ``restart(frame)`` starts another."""
    for frame in range(frames):
        event = random_input_event(rng, keys)
        if event is not None:
            app.dispatch(event)
        app.tick()
        if frame % 4 == 0:
            app.render(app.screen)
        app.scenes.apply()
        if stopped():
            restart(frame)


@pytest.fixture
def random_play():
    """``random_play(app, rng, keys, frames, stopped, restart)``: see :func:`play_randomly`."""
    return play_randomly
