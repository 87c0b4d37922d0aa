"""The application: one pygame loop, fixed 60 Hz logic ticks, one draw per loop, a scene stack.

The loop drains the event queue once, runs as many ticks as the elapsed time asks (see
:class:`core.timing.FixedStep`), draws the visible scenes on a logical 1280 x 720 surface,
scales it into the window with the aspect kept, and only then applies the scene transitions
that were asked for during the frame.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass, replace

import pygame

import games
from core import assets, i18n
from core.input import Bindings, drop_unusable_bindings
from core.scene import Scene, SceneStack
from core.settings import Settings, load_settings, save_settings
from core.storage import Storage, write_problem
from core.timing import FixedStep
from core.ui import theme
from core.ui.overlays import Toasts
from core.viewport import LOGICAL_SIZE, Viewport

MIN_WINDOW = (320, 180)


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


class App:
    def __init__(self, options: Options | None = None) -> None:
        self.options = options or Options()
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
        pygame.init()
        assets.clear_caches()
        # a computer player thinks in a worker thread; hand the interpreter back to the frame
        # loop often so the frames keep coming
        sys.setswitchinterval(0.001)
        self.window = self._open_window(self.options.fullscreen or self.settings.fullscreen)
        self.screen = pygame.Surface(LOGICAL_SIZE).convert()
        self.audio = assets.Audio()
        self.audio.configure(self.settings.volume, self.settings.muted)
        self.bindings = Bindings(self.settings, games.key_presets())
        self.scenes = SceneStack()
        self.toasts = Toasts()
        self.running = False
        self.frames = 0
        self.ticks = 0
        self.seed = self.options.seed if self.options.seed is not None else time.time_ns() % 2**31

    # -- set-up ------------------------------------------------------------------------------

    @staticmethod
    def _register_game_texts() -> None:
        for info in games.GAMES:
            i18n.register(info.texts())

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption(i18n.t("app.title"))
        icon = assets.SPRITES / "icon.png"
        if icon.exists():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        size = (0, 0) if fullscreen else LOGICAL_SIZE
        return pygame.display.set_mode(size, flags)

    @property
    def fullscreen(self) -> bool:
        return bool(self.window.get_flags() & pygame.FULLSCREEN)

    def set_fullscreen(self, on: bool) -> None:
        if on != self.fullscreen:
            self.window = self._open_window(on)
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
        pygame.display.set_caption(i18n.t("app.title"))
        self.audio.configure(self.settings.volume, self.settings.muted)
        self.save_settings()

    # -- services for scenes -----------------------------------------------------------------

    def toast(self, message: str, colour=theme.TEXT) -> None:
        self.toasts.show(message, colour)

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
        (then one tick per frame, so headless runs are reproducible)."""
        for scene in first:
            self.scenes.push(scene)
        self.scenes.apply()
        self.running = True
        step = FixedStep()
        last = time.perf_counter_ns()
        clock = pygame.time.Clock()
        while self.running:
            now = time.perf_counter_ns()
            ticks = 1 if self.options.frames is not None else step.advance(now - last)
            last = now
            self.frame(ticks)
            if self.options.frames is not None and self.frames >= self.options.frames:
                break
            if self.options.frames is None:
                clock.tick(240)  # yield the CPU; the ticks come from FixedStep, not from here
        if self.options.screenshot:
            self.screenshot(self.options.screenshot)
        if self.running:
            self.quit()
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

    def tick(self) -> None:
        top = self.scenes.top
        if top is not None:
            top.update()
        self.toasts.update()
        for problem in self.storage.take_problems():
            self.toast(i18n.say(problem), theme.DANGER)
        self.ticks += 1

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self._resize(event.w, event.h)
            return
        if hasattr(event, "pos") and event.type != pygame.VIDEORESIZE:
            event = self._to_logical(event)
        top = self.scenes.top
        if top is not None and event.type in _SCENE_EVENTS:
            top.handle(event)

    def _resize(self, width: int, height: int) -> None:
        if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
            width, height = max(width, MIN_WINDOW[0]), max(height, MIN_WINDOW[1])
            self.window = pygame.display.set_mode((width, height), pygame.RESIZABLE)

    def _to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        viewport = Viewport(self.window.get_size())
        data = dict(event.dict)
        data["pos"] = viewport.to_logical(*event.pos)
        if "rel" in data and viewport.scale > 0:
            data["rel"] = (
                int(data["rel"][0] / viewport.scale),
                int(data["rel"][1] / viewport.scale),
            )
        return pygame.event.Event(event.type, data)

    def draw(self) -> None:
        self.render(self.screen)
        self.present()

    def render(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes and the toasts on the logical surface."""
        for scene in self.scenes.visible():
            scene.draw(surface)
        self.toasts.draw(surface)

    def present(self) -> None:
        viewport = Viewport(self.window.get_size())
        if viewport.identity:
            self.window.blit(self.screen, (0, 0))
        else:
            x, y, w, h = viewport.rect
            self.window.fill((0, 0, 0))
            if w > 0 and h > 0:
                self.window.blit(pygame.transform.smoothscale(self.screen, (w, h)), (x, y))
        pygame.display.flip()

    def screenshot(self, path: str) -> None:
        pygame.image.save(self.screen, path)


def _check_bindings(settings: Settings) -> list:
    titles = {info.name: info.title for info in games.GAMES}
    return drop_unusable_bindings(settings, games.key_presets(), titles)


_SCENE_EVENTS = {
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.TEXTINPUT,
    pygame.MOUSEMOTION,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL,
}
