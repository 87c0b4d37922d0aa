"""Settings: language, sound, fullscreen, palette, key repeat, and the key-bindings page.

Key repeat is stored in logic ticks (as settings files always had it) and shown and chosen in
milliseconds; the Fullscreen box follows F11, which the app handles wherever it is pressed.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.keys_scene import KeysScene
from core.settings import LANGUAGES, PALETTES
from core.ui import pen, theme
from core.ui.backdrop import draw_backdrop
from core.ui.dialogs import FormScene
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import Button, Checkbox, Label, Selector, Spinner, label, literal
from core.version import VERSION

ROW_H = 54
TICK_MS = 1000 / 60
LABEL_X, LABEL_W = 250, 330
CONTROL_X, CONTROL_W = 600, 430
# the program's version, right-aligned below the buttons, so that a bug report can name it
VERSION_BOX = (LABEL_X, 630, CONTROL_X + CONTROL_W - LABEL_X, 30)


class SettingsScene(FormScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        settings = app.settings
        self.box = pygame.Rect(200, 110, 880, 560)
        self.fullscreen_box = Checkbox(
            self._at(3), label("settings.fullscreen_box"), app.fullscreen, app.set_fullscreen
        )
        rows = [
            (
                "settings.language",
                Selector(
                    self._at(0),
                    [(code, literal(name)) for code, name in LANGUAGES.items()],
                    settings.lang,
                    self._set("lang"),
                ),
            ),
            (
                "settings.volume",
                Spinner(
                    self._at(1), 0, 100, settings.volume, self._set("volume"), step=10, suffix=" %"
                ),
            ),
            (
                "settings.mute",
                Checkbox(
                    self._at(2), label("settings.mute_box"), settings.muted, self._set("muted")
                ),
            ),
            ("settings.fullscreen", self.fullscreen_box),
            (
                "settings.palette",
                Selector(
                    self._at(4),
                    [(p, label(f"palette.{p}")) for p in PALETTES],
                    settings.palette,
                    self._set("palette"),
                    tooltip=label("settings.palette_tip"),
                ),
            ),
            (
                "settings.repeat_delay",
                milliseconds_spinner(
                    self._at(5), 2, 30, settings.key_repeat_delay, self._set("key_repeat_delay")
                ),
            ),
            (
                "settings.repeat_interval",
                milliseconds_spinner(
                    self._at(6),
                    1,
                    10,
                    settings.key_repeat_interval,
                    self._set("key_repeat_interval"),
                ),
            ),
        ]
        for index, (key, control) in enumerate(rows):
            self.form.add(Label((LABEL_X, self._at(index)[1], LABEL_W, 44), label(key)))
            self.form.add(control)
        keys = Button((LABEL_X, self._at(7)[1] + 10, 370, 48), label("settings.keys"), self.keys)
        keys.enabled = bool(app.bindings.defaults)
        self.form.add(keys)
        self.form.add(
            Button(
                (CONTROL_X + 80, self._at(7)[1] + 10, 350, 48),
                label("menu.back"),
                self.back,
                accent=True,
            )
        )
        self.form.focus_first()

    @staticmethod
    def _at(row: int) -> tuple[int, int, int, int]:
        return (CONTROL_X, 186 + row * ROW_H, CONTROL_W, 44)

    def _set(self, name: str):
        def apply(value) -> None:
            setattr(self.app.settings, name, value)
            self.app.apply_settings()
            if name in ("volume", "muted"):
                self.app.play("click")

        return apply

    def keys(self) -> None:
        self.app.scenes.push(KeysScene(self.app))

    def draw(self, surface) -> None:
        self.fullscreen_box.checked = self.app.fullscreen  # F11 may have switched it
        draw_backdrop(surface)
        panel(surface, self.box)
        blit_fitted(
            surface,
            i18n.t("settings.title"),
            (self.box.x, 122, self.box.w, 52),
            theme.FONT_LARGE + 6,
            theme.ACCENT,
        )
        swatch_y = self._at(4)[1] + 46
        for index, colour in enumerate(self.app.palette()):
            pen.rect(surface, colour, (CONTROL_X + 8 + index * 52, swatch_y, 44, 6))
        version = i18n.t("settings.version", version=VERSION)
        blit_fitted(surface, version, VERSION_BOX, theme.FONT_SMALL, theme.TEXT_DIM, "right")
        self.draw_form(surface)


def milliseconds_spinner(rect, low: int, high: int, ticks: int, on_change) -> Spinner:
    """A spinner over a number of ticks (``low`` to ``high``) that reads in milliseconds."""
    spinner = Spinner(rect, low, high, ticks, on_change, tooltip=label("settings.repeat_tip"))
    spinner.options = [(n, literal(f"{round(n * TICK_MS)} ms")) for n, _text in spinner.options]
    return spinner
