"""The live loop, on a fake clock and a scripted event source: it draws only what changed,
answers an event in the next frame, keeps 60 Hz while something moves, and every scene of the
arcade is redrawn on input and idles when it is still."""

import itertools

import pygame
import pytest

from core import i18n
from core.message import Message
from core.scene import Scene
from core.timing import FixedStep
from core.ui.dialogs import ChoiceDialog, HandOverScene
from core.ui.widgets import label

SECOND = 1_000_000_000
TICK = SECOND / 60


class Script:
    """An event source and a clock in one: ``wait`` moves the fake time on to the next
    scripted event or to the end of the timeout, whichever comes first. Asked to wait past the
    end of the script, it stops the app (nothing would ever wake it)."""

    def __init__(self, app, events=(), end: int = 10 * SECOND) -> None:
        self.app, self.now, self.end = app, 0, end
        self.events = sorted(events, key=lambda pair: pair[0])
        self.waits: list[int | None] = []

    def clock(self) -> int:
        return self.now

    def wait(self, timeout_ns):
        self.waits.append(timeout_ns)
        target = self.end if timeout_ns is None else min(self.end, self.now + timeout_ns)
        if self.events and self.events[0][0] <= target:
            self.now = max(self.now, self.events[0][0])
            due = [event for at, event in self.events if at <= self.now]
            self.events = [(at, event) for at, event in self.events if at > self.now]
            return due
        self.now = target
        if self.now >= self.end:
            self.app.running = False
        return []


def live(app, scenes, events=(), end=10 * SECOND) -> Script:
    """Run the live loop over ``scenes`` (bottom first) until ``end`` of fake time."""
    script = Script(app, events, end)
    app.events, app.clock_ns = script, script.clock
    for scene in scenes:
        app.scenes.push(scene)
    app.scenes.apply()
    app.running = True
    step, last = FixedStep(), script.now
    while app.running:
        last = app.live_frame(step, last)
    return script


def presents_between(app, start, stop) -> list[int]:
    return [at for at in app.presented if start <= at < stop]


def key(code=pygame.K_TAB):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def key_up(code=pygame.K_TAB):
    return pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)


class Tween(Scene):
    """Still until a key starts a tween of ``length`` ticks; draws what it shows."""

    def __init__(self, app, length=30, still=True):
        super().__init__(app)
        self.length, self.left, self.still = length, 0, still
        self.seen: list[tuple[int, int]] = []  # (keys so far, tween ticks left) per draw
        self.keys = 0

    @property
    def animating(self):
        return self.left > 0 or not self.still

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.keys += 1
            self.left = self.length

    def update(self):
        self.left = max(0, self.left - 1)

    def draw(self, surface):
        surface.fill((self.keys % 255, self.left, 0))
        self.seen.append((self.keys, self.left))


def test_nothing_is_drawn_while_nothing_changes(app):
    scene = Tween(app)
    script = live(app, [scene], end=10 * SECOND)
    assert len(app.presented) == 1  # the first picture, then nothing for ten seconds
    assert script.waits[-1] is None  # and the loop slept with no timer at all
    assert len(script.waits) <= 2 and app.ticks <= 1


def test_an_event_is_drawn_within_one_frame(app):
    scene = Tween(app, length=0)
    at = 3 * SECOND + 123_456
    live(app, [scene], [(at, key()), (at + 1, key_up())], end=5 * SECOND)
    (after, _up) = presents_between(app, at, 5 * SECOND)
    assert after - at <= TICK
    assert scene.seen[-1] == (1, 0)  # and the picture shows the key


def test_an_animation_draws_at_60_hz_until_it_ends(app):
    scene = Tween(app, length=30)
    at = SECOND
    live(app, [scene], [(at, key()), (at + 10, key_up())], end=4 * SECOND)
    frames = presents_between(app, at, 4 * SECOND)
    gaps = [later - earlier for earlier, later in itertools.pairwise(frames)]
    assert 30 <= len(frames) <= 32  # the key, then one frame per tick of the tween
    assert all(abs(gap - TICK) <= 1_000_000 for gap in gaps)  # steady 60 Hz, no catch-up
    assert frames[-1] - at <= 31 * TICK  # and it stops when the tween ends
    assert scene.seen[-1] == (1, 0)
    assert len(set(scene.seen)) == len(scene.seen)  # never the same picture twice


def test_while_something_moves_an_input_is_drawn_at_once_if_this_tick_was_not_shown(app):
    class Falling(Tween):  # moves, but its picture changes only with a key
        def frame_key(self):
            return self.keys

    scene = Falling(app, length=0, still=False)
    at = SECOND + 5_000_000  # between two ticks
    live(app, [scene], [(at, key()), (at + 1, key_up())], end=2 * SECOND)
    assert presents_between(app, at, at + 1) == [at]  # no wait for the next tick
    assert len(app.presented) <= 3  # the first picture, the key, the key up at the next tick


def test_a_held_key_keeps_the_ticks_coming(app):
    scene = Tween(app, length=0)
    live(app, [scene], [(SECOND, key()), (2 * SECOND, key_up())], end=3 * SECOND)
    assert 58 <= app.ticks <= 61  # one second held: one second of ticks (for key repeat)


def test_a_toast_wakes_the_loop_only_to_fade(app):
    scene = Tween(app)
    script = Script(app, end=8 * SECOND)
    app.events, app.clock_ns = script, script.clock
    app.toast("Saved")
    live_with(app, script, scene)
    assert app.toasts.texts == []
    # drawn when it appears, then about 30 fading frames and the frame without it
    assert 25 <= len(app.presented) <= 40
    assert any(wait is not None and wait > SECOND for wait in script.waits)  # slept meanwhile


def live_with(app, script, scene):
    app.scenes.push(scene)
    app.scenes.apply()
    app.running = True
    step, last = FixedStep(), script.now
    while app.running:
        last = app.live_frame(step, last)


def test_a_scene_that_forgets_to_say_it_moves_still_redraws_on_input(app):
    scene = Tween(app, length=0)  # changes on every key, never says it moves
    events = [
        (SECOND * n + up, event) for n in range(1, 5) for up, event in ((0, key()), (9, key_up()))
    ]
    live(app, [scene], events, end=6 * SECOND)
    # each key down and key up is drawn (a scene may change on either)
    assert [keys for keys, _ in scene.seen] == [0, 1, 1, 2, 2, 3, 3, 4, 4]


def test_a_scene_that_says_nothing_is_moving_by_default(app):
    scene = Scene(app)
    assert scene.animating  # the safe default: never a frozen screen
    live(app, [scene], end=SECOND)
    assert 58 <= len(app.presented) <= 61


def test_a_hidden_window_draws_nothing_and_a_focus_loss_reaches_the_scene(app):
    lost = []

    class Watcher(Tween):
        def focus_lost(self, hidden):
            lost.append(hidden)

    scene = Watcher(app, still=False)
    minimise = pygame.event.Event(pygame.WINDOWMINIMIZED)
    restore = pygame.event.Event(pygame.WINDOWRESTORED)
    live(app, [scene], [(SECOND, minimise), (3 * SECOND, restore)], end=4 * SECOND)
    assert lost == [True]
    assert presents_between(app, SECOND + 1, 3 * SECOND) == []
    assert app.ticks >= 230  # the logic ran on meanwhile (a computer keeps thinking)


# -- every scene of the arcade ------------------------------------------------------------------


def arcade_scenes(app):
    """(name, scene, should idle) for the shell's screens and each game's ready-made scenes."""
    import games
    from core.help_scene import HelpScene
    from core.keys_scene import KeysScene
    from core.menu import MainMenu
    from core.scores_scene import HighScoresScene
    from core.settings_scene import SettingsScene

    tetrhex = games.by_name("tetrhex")
    yield "menu", MainMenu(app), True
    yield "settings", SettingsScene(app), True
    yield "keys", KeysScene(app), True
    yield "scores", HighScoresScene(app, tetrhex), True
    yield "help", HelpScene.for_game(app, tetrhex), True
    yield "pause", ChoiceDialog(app, label("pause.title"), [(label("pause.resume"), print)]), True
    yield "handover", HandOverScene(app, "Ana"), True
    for info in games.GAMES:
        yield f"{info.name}.new_game", info.scene_module().new_game(app), True


def game_scenes(app):
    import importlib

    import games

    for info in games.GAMES:
        perf = importlib.import_module(f"games.{info.name}.perf")
        for name, scene in perf.scenes(app).items():
            yield f"{info.name}.{name}", scene


IDLE_TURNS = ("minusmax.human_turn", "m.place", "mooxil.midgame_level7", "abaku.human_turn")


@pytest.mark.parametrize("index", range(12))
def test_every_shell_scene_redraws_on_input_and_idles(app, index):
    scenes = list(arcade_scenes(app))
    name, scene, idles = scenes[index]
    live(app, [scene], [(SECOND, key()), (SECOND + 1, key_up())], end=6 * SECOND)
    assert presents_between(app, SECOND, SECOND + TICK + 1), name
    if idles:  # after a second to settle (a tooltip, the hand-over's grace), it sleeps
        assert len(presents_between(app, 3 * SECOND, 6 * SECOND)) <= 6, name


def test_every_game_scene_redraws_on_input_and_a_human_turn_idles(app):
    for name, scene in list(game_scenes(app)):
        app.presented.clear()
        app.scenes.reset(scene)
        live(app, [], [(SECOND, key()), (SECOND + 1, key_up())], end=4 * SECOND)
        assert presents_between(app, SECOND, SECOND + TICK + 1), name
        if name in IDLE_TURNS:  # (Abaku's turn timer shows a new second each second)
            assert len(presents_between(app, 2 * SECOND, 4 * SECOND)) <= 3, name


# -- Tetrhex: drawn when it changes, paused when the player looks away ---------------------------


def tetrhex(app, watch=False):
    from games.tetrhex.logic import Game
    from games.tetrhex.scene import TetrhexScene
    from games.tetrhex.watch import WatchScene

    return (WatchScene if watch else TetrhexScene)(app, Game(9, 0, 7))


def test_a_falling_piece_is_drawn_at_each_step_and_only_then(app):
    scene = tetrhex(app)
    moved, drawn = [], []
    update, draw = scene.update, scene.draw

    def recording_update():
        update()
        if not moved or moved[-1] != scene.game.piece:
            moved.append(scene.game.piece)

    def recording_draw(surface):
        drawn.append(scene.game.piece)
        draw(surface)

    scene.update, scene.draw = recording_update, recording_draw
    live(app, [scene], end=4 * SECOND)
    assert len(moved) >= 4  # the piece fell, step by step (a row a second at level 0)
    assert set(moved) <= set(drawn)  # every step was shown
    assert len(app.presented) < 60 * 4 / 3  # but not 60 times a second


def test_losing_the_focus_pauses_tetrhex_and_the_app_idles(app):
    from games.tetrhex.playfield import PauseMenu

    scene = tetrhex(app)
    lost = pygame.event.Event(pygame.WINDOWFOCUSLOST)
    live(app, [scene], [(SECOND, lost)], end=6 * SECOND)
    assert scene.game.paused and isinstance(app.scenes.top, PauseMenu)
    # the paused level clock still shows its seconds: one picture a second, no more
    assert 2 <= len(presents_between(app, 3 * SECOND, 6 * SECOND)) <= 4


def test_the_watch_mode_plays_on_behind_another_window_and_pauses_when_minimised(app):
    scene = tetrhex(app, watch=True)
    lost = pygame.event.Event(pygame.WINDOWFOCUSLOST)
    live(app, [scene], [(SECOND, lost)], end=2 * SECOND)
    assert not scene.game.paused
    app.dispatch(pygame.event.Event(pygame.WINDOWMINIMIZED))
    assert scene.game.paused


def test_vsync_can_be_turned_off_from_the_command_line():
    import main as entry

    assert entry.parse_args([]).vsync is True
    assert entry.parse_args(["--no-vsync"]).vsync is False


class Polling(Scene):
    """A still scene that looks at something outside (a network queue) every 15 ticks."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.updates: list[int] = []

    animating = False

    def wake_ticks(self) -> int | None:
        return 15

    def update(self) -> None:
        self.updates.append(self.app.clock_ns())

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


def test_a_wake_from_another_thread_brings_the_next_tick_at_once(app):
    # the scene looks every 15 ticks (a quarter second); a network message comes 5 ms after
    # a look: the scene reads it at the next tick, not at its next look
    scene = Polling(app)
    app.wake()
    wake = pygame.event.get()[-1]  # the event App.wake posts, as the queue would give it
    look = TICK + 4 * 15 * TICK  # the first frame's tick, then a look every 15 ticks
    came = int(look + 5_000_000)
    live(app, [scene], [(came, wake)], end=2 * SECOND)
    assert int(look) in scene.updates or int(look) + 1 in scene.updates
    after = [at for at in scene.updates if at >= came]
    assert after and after[0] - came <= TICK
    looks = set(scene.updates)  # a look runs the ticks it owes at once
    assert len(looks) <= 12, "a still scene looks only every 15 ticks"


def test_wakes_wait_one_at_a_time_in_the_queue(app):
    pygame.event.clear()
    for _ in range(5):
        app.wake()
    from core.app import WAKE

    assert [event.type for event in pygame.event.get()] == [WAKE]


class SetsAFileAside(Scene):
    """A still scene whose click finds a damaged file (as Continue does with a bad save)."""

    animating = False

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.app.storage.report(
                Message("file.malformed", {"file": "autosave.json", "kept": "autosave.bad.json"})
            )

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


def test_a_file_problem_found_on_a_click_is_told_at_once_without_another_input(app):
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)
    live(app, [SetsAFileAside(app)], [(SECOND, click)], end=3 * SECOND)
    assert app.toasts.texts == [
        i18n.say(Message("file.malformed", {"file": "autosave.json", "kept": "autosave.bad.json"}))
    ]
