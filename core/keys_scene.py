"""Key bindings: every game's actions per preset, rebound by pressing the new key or pad button.

A key another action of the preset already has is not taken from it silently: the player is
asked whether to swap the two actions' keys or cancel. F11 (fullscreen) cannot be bound, and the
page says so. Every pad button can be bound, so a player with only a pad cancels a waiting row
by pressing nothing: after WAIT_TICKS the row gives up and says the binding is unchanged.

The page opens on what the player plays: the game under it (opened from a game's pause menu),
else the first game, and that game's preset in use (a scene module's ``current_preset(app)``,
else its first preset), so a rebinding never lands on a preset the player does not use.
"""

from __future__ import annotations

import pygame

import games
from core import i18n
from core.input import describe, key_spec
from core.ui import theme
from core.ui.backdrop import draw_backdrop
from core.ui.dialogs import ChoiceDialog, FormScene
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import Button, Selector, label

ROWS_TOP, ROW_H = 220, 40
WAIT_TICKS = 5 * 60  # how long a row waits for its new key before it gives up


class KeysScene(FormScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.infos = [info for info in games.GAMES if info.key_presets]
        self.game = self._game_in_play() or (self.infos[0] if self.infos else None)
        self.preset = self._preset_in_use() if self.game else ""
        self.waiting_for: str | None = None
        self.waited = 0  # ticks the row has waited for its key
        self.notice: str | None = None  # an i18n key shown instead of the hint
        self.build()

    def build(self) -> None:
        self.form.widgets.clear()
        if self.game is None:
            self.form.add(Button((540, 600, 200, 48), label("menu.back"), self.back))
            return
        games_choice = [(info.name, label(info.title)) for info in self.infos]
        self.form.add(Selector((180, 150, 440, 44), games_choice, self.game.name, self._pick_game))
        presets = [
            (p, label(self.game.preset_labels.get(p, "keys.preset_default")))
            for p in self.game.key_presets
        ]
        self.form.add(Selector((660, 150, 440, 44), presets, self.preset, self._pick_preset))
        bindings = self.app.bindings
        for index, action in enumerate(bindings.actions(self.game.name, self.preset)):
            column, row = divmod(index, 9)
            rect = (180 + column * 470, ROWS_TOP + row * (ROW_H + 6), 450, ROW_H)
            self.form.add(
                Button(rect, self._row_text(action), self._rebind(action), size=theme.FONT_SMALL)
            )
        self.form.add(Button((180, 640, 300, 46), label("keys.reset"), self._reset))
        self.form.add(Button((800, 640, 300, 46), label("menu.back"), self.back, accent=True))

    def _row_text(self, action: str):
        def text() -> str:
            name = i18n.t(self.game.action_labels.get(action, action))
            if self.waiting_for == action:
                return i18n.t("keys.row", action=name, keys=i18n.t("keys.press"))
            shown = self.app.bindings.shown(self.game.name, self.preset, action)
            return i18n.t("keys.row", action=name, keys=shown)

        return text

    def _game_in_play(self) -> games.GameInfo | None:
        """The game of the topmost game scene under this page, if it has key bindings."""
        for scene in reversed(self.app.scenes.scenes):
            info = games.by_name(getattr(scene, "game_name", ""))
            if info in self.infos:
                return info
        return None

    def _preset_in_use(self) -> str:
        """The preset the player plays the shown game with, as its scene module says."""
        presets = self.game.key_presets
        in_use = getattr(self.game.scene_module(), "current_preset", None)
        preset = in_use(self.app) if in_use is not None else None
        return preset if preset in presets else next(iter(presets))

    def _pick_game(self, name: str) -> None:
        self.game = games.by_name(name)
        self.preset = self._preset_in_use()
        self.build()
        self.form.focus = self.form.widgets[0]

    def _pick_preset(self, preset: str) -> None:
        self.preset = preset
        self.build()
        self.form.focus = self.form.widgets[1]

    def _rebind(self, action: str):
        def start() -> None:
            self.waiting_for, self.notice, self.waited = action, None, 0

        return start

    def _reset(self) -> None:
        self.app.bindings.reset(self.game.name, self.preset)
        self.app.save_settings()

    def wake_ticks(self) -> int | None:
        if self.waiting_for is not None:
            return WAIT_TICKS - self.waited
        return super().wake_ticks()

    def update(self) -> None:
        super().update()
        if self.waiting_for is not None:
            self.waited += 1
            if self.waited >= WAIT_TICKS:
                self.waiting_for, self.notice = None, "keys.timed_out"

    def handle(self, event) -> None:
        if self.waiting_for is not None:
            self._capture(event)
            return
        super().handle(event)

    def reserved_key(self, spec: str) -> None:
        """The app took ``spec`` (F11) for itself; if a key is awaited, say why it is not
        bound and keep waiting."""
        if self.waiting_for is not None:
            self.notice = "keys.reserved"

    def _capture(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.waiting_for = self.notice = None
        if event.type != pygame.KEYDOWN or getattr(event, "repeat", False):
            return  # (a pad's held direction repeating is no new choice)
        if event.key == pygame.K_ESCAPE and getattr(event, "pad", None) is None:
            self.waiting_for = self.notice = None
            return
        spec = key_spec(event)
        if spec is None:
            return
        action, self.waiting_for, self.notice = self.waiting_for, None, None
        bindings, game = self.app.bindings, self.game.name
        other = bindings.owner(game, self.preset, action, spec)
        if other is None:
            bindings.bind(game, self.preset, action, spec)
            self.app.save_settings()
        elif spec not in bindings.keys(game, self.preset, action):
            self._ask_swap(action, other, spec)

    def _ask_swap(self, action: str, other: str, spec: str) -> None:
        """``spec`` belongs to ``other``: swap the two actions' keys, or leave both alone."""
        names = {
            "button": describe(spec),
            "action": i18n.t(self.game.action_labels.get(action, action)),
            "other": i18n.t(self.game.action_labels.get(other, other)),
        }

        def swap() -> None:
            self.app.bindings.swap(self.game.name, self.preset, action, spec)
            self.app.save_settings()

        choices = [(label("keys.swap"), swap), (label("dialog.cancel"), lambda: None)]
        title, message = label("keys.in_use_title", **names), label("keys.in_use", **names)
        dialog = ChoiceDialog(self.app, title, choices, message)
        dialog.form.focus = dialog.form.widgets[-1]  # Enter out of habit changes nothing
        self.app.scenes.push(dialog)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        panel(surface, (140, 40, 1000, 670))
        blit_fitted(
            surface, i18n.t("keys.title"), (140, 56, 1000, 50), theme.FONT_LARGE + 6, theme.ACCENT
        )
        hint = i18n.t(self.notice or ("keys.hint" if self.game else "keys.none"))
        colour = theme.DANGER if self.notice else theme.TEXT_DIM
        blit_fitted(surface, hint, (160, 104, 960, 34), theme.FONT_SMALL, colour)
        self.draw_form(surface)
