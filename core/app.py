"""The application: one pygame loop, fixed 60 Hz logic ticks, a draw only when something
changed, a scene stack.

The live loop (:meth:`App.run` without ``--frames``) sleeps in :meth:`EventSource.wait` until
an event comes or a timer is due: the next 60 Hz tick while the top scene is
:attr:`~core.scene.Scene.animating` (or a key is held, or a toast fades), the scene's own
:meth:`~core.scene.Scene.wake_ticks` otherwise, and no timer at all when everything is still.
It then runs the ticks the elapsed time asks for (:class:`core.timing.FixedStep`), draws
once if anything changed, presents, and applies the scene transitions asked for meanwhile.

The window is :class:`core.display.Display`: the scenes draw on the logical 1280 x 720 screen at
the window's own resolution (:mod:`core.ui.canvas`), and SDL's renderer presents the frame with
vsync where the platform has it; mouse positions come back as logical pixels.
"""

from __future__ import annotations

import collections
import os
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path

import pygame

import games
from core import assets, heap, i18n
from core.display import Display
from core.gamepad import Pads
from core.input import Bindings, drop_unusable_bindings
from core.scene import Scene, SceneStack
from core.sdl_wait import SdlWait, open_sdl
from core.settings import Settings, load_settings, save_settings
from core.storage import Storage, write_problem
from core.timing import FixedStep
from core.ui import theme
from core.ui.canvas import Canvas
from core.ui.overlays import Toasts
from core.ui.text import MIN_SIZE
from core.viewport import min_window

MIN_WINDOW = min_window(MIN_SIZE)
PRESENT_LOG = 4096  # presentation times kept for tools/bench.py


WAKE = pygame.event.custom_type()  # posted by App.wake from another thread
POLL_NS = 12_000_000  # how often a polling loop looks at the event queue (within a 60 Hz frame)
LONGEST_SLEEP_MS = 250  # a sleeping loop still looks this often (a pad plugged in is seen)


class EventSource:
    """pygame's event queue, waited on without busy-looping; tests replace it.

    Where SDL can sleep until an event comes (:mod:`core.sdl_wait`: X11, Wayland, Windows,
    macOS, no pad connected) the loop sleeps there. Otherwise it polls: ``pygame.event.wait``
    is no true block in pygame-ce (it looks at the queue every millisecond, 1.7 % of a core
    under X11), so the loop sleeps ``POLL_NS`` between looks, which answers a key within the
    frame it was pressed in. Measured on an idle menu under Xvfb, whole process, 15 s: 3.1-3.6 %
    of a core polling every 4 ms, 2.3 % every 12 ms (of which the audio thread takes 0.4 %)."""

    def __init__(self, sdl: SdlWait | None = None) -> None:
        self.sdl = sdl

    def wait(self, timeout_ns: int | None) -> list[pygame.event.Event]:
        """The pending events, after waiting up to ``timeout_ns`` (``None``: forever) for one."""
        deadline = None if timeout_ns is None else time.perf_counter_ns() + timeout_ns
        while True:
            events = pygame.event.get()
            if events:
                return events
            now = time.perf_counter_ns()
            if deadline is not None and now >= deadline:
                return []
            left = None if deadline is None else deadline - now
            if self.sdl is not None and self.sdl.can_sleep():
                sleep_ms = LONGEST_SLEEP_MS if left is None else -(-left // 1_000_000)
                self.sdl.wait(min(LONGEST_SLEEP_MS, sleep_ms))
            else:
                time.sleep((POLL_NS if left is None else min(POLL_NS, left)) / 1e9)


@dataclass
class Options:
    """What the command line asked for."""

    game: str | None = None
    lang: str | None = None
    seed: int | None = None
    fullscreen: bool = False
    headless: bool = False
    frames: int | None = None
    screenshot: str | None = None
    demo: bool = False
    vsync: bool = True
    size: tuple[int, int] | None = None  # the window's size (headless: the picture's)
    bind: str | None = None  # where a game hosted from the window listens (None: see lobby)


class App:
    def __init__(self, options: Options | None = None) -> None:
        self.options = options or Options()
        self.mouse_pos: tuple[int, int] | None = None  # logical, from the last mouse event
        if self.options.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        self.storage = Storage()
        self.storage.remove_orphans()
        self.settings: Settings = load_settings(self.storage, _check_bindings)
        # --lang holds for this run only: the file keeps the language chosen in Settings
        self._chosen_lang = self.settings.lang
        if self.options.lang:
            self.settings.lang = self.options.lang
        i18n.set_language(self.settings.lang)
        self._register_game_texts()
        # fonts and sounds loaded by an App before live on until pygame.quit(): a second App
        # in the same process (the tests, the bench) reuses them instead of loading them again
        loaded_live = pygame.get_init()
        pygame.init()
        if not loaded_live:
            assets.clear_caches()
        # a computer player thinks in a worker thread; hand the interpreter back to the frame
        # loop often so the frames keep coming
        sys.setswitchinterval(0.001)
        self.display = self._open_display(self.options.fullscreen or self.settings.fullscreen)
        self.audio = assets.Audio()
        self.audio.configure(self.settings.volume, self.settings.muted)
        self.bindings = Bindings(self.settings, games.key_presets())
        self.pads = Pads()
        self.scenes = SceneStack()
        self.toasts = Toasts()
        self.running = False
        self.frames = 0
        self.ticks = 0
        self.events = EventSource(open_sdl(pygame.display.get_driver()))
        self.clock_ns = time.perf_counter_ns
        self.dirty = True  # the picture on screen is out of date
        self.shown = True  # False while the window is minimised or hidden
        self.held: set[int | str] = set()  # keys (and pad buttons, by spec) down now
        self._shown_key: object = None  # the top scene's frame_key() when last drawn
        self._drawn_at = -1  # the tick count when last drawn
        # the scene whose whole picture the screen holds, nothing drawn over it and no input
        # since: it may bring that picture up to date in place (Scene.draw_changes)
        self._whole_picture_of: Scene | None = None
        self._wake_posted = False  # a WAKE event waits in the queue
        self._woken = False  # a WAKE came: tick at once, so the scene reads what came
        self.presented: collections.deque[int] = collections.deque(maxlen=PRESENT_LOG)
        self.seed = self.options.seed if self.options.seed is not None else time.time_ns() % 2**31

    # -- set-up ------------------------------------------------------------------------------

    @staticmethod
    def _register_game_texts() -> None:
        for info in games.GAMES:
            i18n.register(info.texts())

    def _open_display(self, fullscreen: bool) -> Display:
        """Open the window (a plain surface headless) and give it its title and icon."""
        headless = self.options.headless or os.environ.get("SDL_VIDEODRIVER") == "dummy"
        display = Display(headless, fullscreen, self.options.vsync, MIN_WINDOW, self.options.size)
        display.set_title(i18n.t("app.title"))
        icon = assets.SPRITES / "icon.png"
        if icon.exists():
            display.set_icon(pygame.image.load(str(icon)))
        self.dirty = True
        return display

    @property
    def screen(self) -> Canvas:
        """The logical 1280 x 720 screen the scenes draw on, at the window's resolution."""
        return self.display.canvas

    @property
    def fullscreen(self) -> bool:
        return self.display.fullscreen

    def set_fullscreen(self, on: bool) -> None:
        self.display.set_fullscreen(on)
        self.dirty = True
        self._whole_picture_of = None
        self.settings.fullscreen = on
        self.save_settings()

    def save_settings(self) -> None:
        try:
            save_settings(self.storage, replace(self.settings, lang=self._chosen_lang))
        except OSError as error:
            self.cannot_save(error)

    def cannot_save(self, error: OSError) -> None:
        """Tell the player a file could not be written, and why, in their language."""
        self.toast(i18n.t("app.cannot_save", error=i18n.say(write_problem(error))), theme.DANGER)

    def apply_settings(self) -> None:
        """Make the running program follow the settings after they changed."""
        if self.settings.lang != i18n.language():
            self._chosen_lang = self.settings.lang  # chosen in Settings: kept from now on
        i18n.set_language(self.settings.lang)
        self.display.set_title(i18n.t("app.title"))
        self.audio.configure(self.settings.volume, self.settings.muted)
        self.dirty = True
        self._whole_picture_of = None
        self.save_settings()

    # -- services for scenes -----------------------------------------------------------------

    def toast(self, message: str, colour=theme.TEXT, kind: str | None = None) -> None:
        """Show ``message`` over the top scene; one toast at a time per ``kind`` (default:
        per wording), so refusals in a row replace each other."""
        self.toasts.show(message, colour, owner=self.scenes.top, kind=kind)
        self.dirty = True

    def play(self, sound: str) -> None:
        self.audio.play(sound)

    def next_seed(self) -> int:
        """A seed for a new game: ``--seed`` (or the start-up time) first, then one more each
        game, so a session started with ``--seed N`` is reproducible game by game."""
        seed = self.seed
        self.seed = (self.seed + 1) % 2**31
        return seed

    def palette(self) -> tuple[theme.Colour, ...]:
        return theme.palette(self.settings.palette)

    def quit(self) -> None:
        """Close the program after every scene had its chance to autosave."""
        for scene in reversed(self.scenes.scenes):
            try:
                scene.autosave()
            except (OSError, ValueError) as error:
                print(f"tessera: autosave failed: {error}", file=sys.stderr)  # the window closes
        self.running = False

    # -- the loop ----------------------------------------------------------------------------

    def run(self, *first: Scene) -> None:
        """Push ``first`` (bottom first) and run until quit, or for ``options.frames`` frames
        (then one tick and one draw per frame, so headless runs are reproducible)."""
        for scene in first:
            self.scenes.push(scene)
        self.scenes.apply()
        self.running = True
        if self.options.frames is None:
            self.run_live()
        else:
            while self.running and self.frames < self.options.frames:
                self.frame(1)
        if self.options.screenshot:
            self.screenshot(self.options.screenshot)
        if self.running:
            self.quit()
        self.scenes.close()
        pygame.quit()

    def frame(self, ticks: int) -> None:
        """One loop iteration: events, ``ticks`` logic ticks, one draw, then transitions."""
        for event in pygame.event.get():
            self.dispatch(event)
        for _ in range(ticks):
            self.tick()
        self.draw()
        self.scenes.apply()
        if not self.scenes.scenes:
            self.running = False
        self.frames += 1

    # -- the live loop -----------------------------------------------------------------------

    def run_live(self) -> None:
        """Until quit: sleep until an event or a due tick, tick, draw if something changed."""
        step = FixedStep()
        last = self.live_frame(step, self.clock_ns())
        heap.settle()  # after the first frame, which shows no later for it
        while self.running:
            last = self.live_frame(step, last)

    def live_frame(self, step: FixedStep, last: int) -> int:
        """One pass of the live loop; ``last`` is when the previous pass read the clock, and
        the time this one read is returned for the next."""
        moving, wake = self.moving, self.wake_ticks()
        # while something moves, the picture changes at most once a tick: an input is drawn
        # at once unless this tick was already presented, else with the next tick
        ticking = moving or (self.dirty and self.shown) or self._woken
        if ticking:
            timeout = step.until(1)
        elif wake is not None:
            timeout = step.until(wake)
        else:
            timeout = None
        for event in self.events.wait(timeout):
            self.dispatch(event)
        self._tell_storage_problems()  # an input's file problem shows now, not at a later tick
        now = self.clock_ns()
        ticks = step.advance(now - last, None if ticking else (wake or 0))
        for _ in range(ticks):
            self.tick()
        self._woken = self._woken and not ticks
        if ticks and (moving or wake is not None) and self._picture_changed():
            self.dirty = True
        if self.dirty and self.shown and (not ticking or self.ticks != self._drawn_at):
            self.draw()
        if self.scenes.has_pending:
            self.scenes.apply()
            self.dirty = True
        if not self.scenes.scenes:
            self.running = False
        self.frames += 1
        return now

    def _picture_changed(self) -> bool:
        top = self.scenes.top
        key = None if top is None else top.frame_key()
        return key is None or key != self._shown_key

    @property
    def moving(self) -> bool:
        """Whether the app must tick at 60 Hz now: the top scene animates, a key is held (keys
        repeat), a toast fades, or a scene change waits."""
        top = self.scenes.top
        return (
            (top is not None and top.animating)
            or bool(self.held)
            or self.toasts.animating
            or self.scenes.has_pending
        )

    def wake_ticks(self) -> int | None:
        """Ticks until a still picture changes by itself (``None``: not before an input)."""
        top = self.scenes.top
        waits = [self.toasts.wake_ticks(), top.wake_ticks() if top is not None else None]
        waits = [wait for wait in waits if wait is not None]
        return max(1, min(waits)) if waits else None

    def tick(self) -> None:
        for repeat in self.pads.repeat():
            self.dispatch(repeat)
        top = self.scenes.top
        if top is not None:
            top.update()
        if self.toasts.update():
            self.dirty = True
        self._tell_storage_problems()
        self.ticks += 1

    def _tell_storage_problems(self) -> None:
        """A toast for each file the storage set aside or could not write since last asked."""
        for problem in self.storage.take_problems():
            self.toast(i18n.say(problem), theme.DANGER)

    def wake(self) -> None:
        """Wake the loop from another thread (a network message came): the next tick comes at
        once and the scene reads what arrived, instead of at its next look. Safe from any
        thread; one wake waits in the queue at a time."""
        if not self._wake_posted:
            self._wake_posted = True
            pygame.event.post(pygame.event.Event(WAKE))

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == WAKE:
            self._wake_posted, self._woken = False, True
            return
        self._whole_picture_of = None  # an input may change anything: the next draw is whole
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in _WINDOW_EVENTS:
            self._window_event(event)
            return
        if event.type in _PAD_EVENTS:
            self._pad_event(event)
            return
        if event.type == pygame.DROPFILE:
            self.open_dropped(Path(event.file))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            reserved = getattr(self.scenes.top, "reserved_key", None)
            if reserved is not None:  # a scene waiting for a key to bind says why not this one
                reserved("f11")
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self._resize(event.w, event.h)
            return
        if event.type == pygame.KEYDOWN:
            self.held.add(getattr(event, "pad", event.key))
        elif event.type == pygame.KEYUP:
            self.held.discard(getattr(event, "pad", event.key))
        if hasattr(event, "pos") and event.type != pygame.VIDEORESIZE:
            event = self._to_logical(event)
            self.mouse_pos = event.pos  # toasts keep clear of it
        top = self.scenes.top
        if top is not None and event.type in _SCENE_EVENTS:
            top.handle(event)
            self.dirty = True

    def _pad_event(self, event: pygame.event.Event) -> None:
        """A pad's buttons and stick act as keys (:mod:`core.gamepad`); unplugging the pad in
        use pauses a real-time game as hiding the window does."""
        lost = self.pads.lost_in_use(event)
        for key_event in self.pads.translate(event):
            self.dispatch(key_event)
        top = self.scenes.top
        if lost and top is not None:
            top.focus_lost(hidden=True)
            self.dirty = True

    def open_dropped(self, path: Path) -> None:
        """A file dropped on the window: the first game whose scene module's ``open_file``
        takes it opens it (a replay, say); otherwise the player is told it cannot be opened."""
        self.dirty = True
        for info in games.GAMES:
            opener = getattr(info.scene_module(), "open_file", None)
            if opener is not None and opener(self, path):
                return
        self.toast(i18n.t("app.cannot_open", file=path.name), theme.DANGER)

    def _window_event(self, event: pygame.event.Event) -> None:
        """Minimised, hidden, shown again, focus lost: draw only what can be seen, and let a
        real-time game pause."""
        self.dirty = True
        if event.type in (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
            self.shown = False
        elif event.type in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWEXPOSED):
            self.shown = True
        # (not on WINDOWHIDDEN: SDL sends one while it opens a SCALED window)
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            self.held.clear()  # the key-up events go to another window
            self.pads.forget_held()
            top = self.scenes.top
            if top is not None:
                top.focus_lost(hidden=event.type == pygame.WINDOWMINIMIZED)

    def _resize(self, width: int, height: int) -> None:
        """A window made smaller than the smallest readable size is given that size back."""
        self.dirty = True
        if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
            self.display.resize((max(width, MIN_WINDOW[0]), max(height, MIN_WINDOW[1])))

    def _to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        data = dict(event.dict)
        data["pos"] = self.display.to_logical(*event.pos)
        if "rel" in data:
            scale = self.screen.scale
            data["rel"] = (int(data["rel"][0] / scale), int(data["rel"][1] / scale))
        return pygame.event.Event(event.type, data)

    def draw(self) -> None:
        top = self.scenes.top
        self._shown_key = None if top is None else top.frame_key()
        self._drawn_at = self.ticks
        alone = self.scenes.visible() == [top] and not self.toasts.items
        if alone and top is self._whole_picture_of and top.draw_changes(self.screen):
            self.present()
            return
        self.render(self.screen)
        self._whole_picture_of = top if alone else None
        self.present()

    def render(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes, each toast just above the scene that raised it (hidden
        while an opaque scene covers that one, on top once it is gone), on the logical surface."""
        scenes = self.scenes.visible()
        pointer = self.mouse_pos

        def layer_of(owner) -> int:
            if owner in scenes:
                return scenes.index(owner)
            return -1 if owner in self.scenes.scenes else len(scenes) - 1

        for index, scene in enumerate(scenes):
            scene.draw(surface)
            self.toasts.draw(surface, pointer, lambda owner, i=index: layer_of(owner) == i)
        if not scenes:
            self.toasts.draw(surface, pointer)

    def present(self) -> None:
        self.display.present()
        self.dirty = False
        self.presented.append(self.clock_ns())

    def screenshot(self, path: str) -> None:
        self.display.save(path)


def _check_bindings(settings: Settings) -> list:
    titles = {info.name: info.title for info in games.GAMES}
    return drop_unusable_bindings(settings, games.key_presets(), titles)


_WINDOW_EVENTS = {
    pygame.WINDOWFOCUSLOST,
    pygame.WINDOWMINIMIZED,
    pygame.WINDOWHIDDEN,
    pygame.WINDOWRESTORED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSIZECHANGED,
}

_PAD_EVENTS = {
    pygame.CONTROLLERDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED,
    pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERAXISMOTION,
}

_SCENE_EVENTS = {
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.TEXTINPUT,
    pygame.MOUSEMOTION,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL,
}
