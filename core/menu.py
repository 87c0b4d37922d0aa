"""The main menu: a card per registered game, then Settings and Quit."""

from __future__ import annotations

import pygame

import games
from core import assets, i18n
from core.help_scene import HelpScene
from core.resume import resume_saved
from core.scores_scene import HighScoresScene
from core.settings import LANGUAGES
from core.settings_scene import SettingsScene
from core.ui import canvas, pen, theme
from core.ui.backdrop import draw_backdrop
from core.ui.canvas import Canvas
from core.ui.dialogs import FormScene, confirm
from core.ui.overlays import panel
from core.ui.text import blit_fitted, blit_wrapped, fitting_size
from core.ui.widgets import Button, label

CARD_TOP, CARD_BOTTOM = 134, 620
MARGIN, GAP = 40, 18
BUTTON_H, BUTTON_GAP = 36, 6
PREVIEW_MAX_H = 150


class MainMenu(FormScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.cards: list[tuple[games.GameInfo, pygame.Rect]] = []
        self._static: Canvas | None = None
        self._static_key: tuple | None = None
        self.build()

    def resume(self) -> None:
        self.build()

    def build(self) -> None:
        """Lay out the cards; the Continue buttons depend on which saves exist now."""
        focused = self.form.focus
        focus_key = getattr(focused, "key", None)
        self.form.widgets.clear()
        self.cards.clear()
        count = max(1, len(games.GAMES))
        width = min(300, (1280 - 2 * MARGIN - (count - 1) * GAP) // count)
        left = (1280 - count * width - (count - 1) * GAP) // 2
        entries = [self._card_entries(info) for info in games.GAMES]
        most = max((len(rows) for rows in entries), default=0)
        buttons_top = CARD_BOTTOM - 12 - most * (BUTTON_H + BUTTON_GAP) + BUTTON_GAP
        for index, info in enumerate(games.GAMES):
            x = left + index * (width + GAP)
            rect = pygame.Rect(x, CARD_TOP, width, CARD_BOTTOM - CARD_TOP)
            self.cards.append((info, rect))
            self._card_buttons(info, rect, entries[index], buttons_top)
        self._bottom_buttons()
        # a toast (a damaged save set aside) shows over the cards' blurbs, off every button
        self.toast_area = pygame.Rect(0, CARD_TOP, 1280, buttons_top - CARD_TOP)
        self.form.focus_first()
        for widget in self.form.widgets:
            if focus_key is not None and getattr(widget, "key", None) == focus_key:
                self.form.focus = widget

    def _card_entries(self, info: games.GameInfo) -> list:
        """(name, label key, action) of each button of a card, top to bottom."""
        entries = [("play", "menu.play", lambda: self.play(info))]
        if self.app.storage.has_save(info.name):
            entries.append(("continue", "menu.continue", lambda: self.continue_game(info)))
        entries += [(name, key, self._extra(info, name)) for name, key in info.extras]
        entries += [
            ("scores", "menu.high_scores", lambda: self.high_scores(info)),
            ("help", "menu.how_to_play", lambda: self.help(info)),
        ]
        return entries

    def _card_buttons(self, info: games.GameInfo, rect: pygame.Rect, entries, y: int) -> None:
        size = card_button_size(rect.w - 28)
        for name, key, action in entries:
            button = Button(
                (rect.x + 14, y, rect.w - 28, BUTTON_H),
                label(key),
                action,
                size=size,
                accent=name == "play",
            )
            button.key = (info.name, name)
            self.form.add(button)
            y += BUTTON_H + BUTTON_GAP

    def _bottom_buttons(self) -> None:
        for index, (name, key, action) in enumerate(
            (("settings", "menu.settings", self.settings), ("quit", "menu.quit", self.app.quit))
        ):
            button = Button((440 + index * 210, 646, 190, 48), label(key), action)
            button.key = ("menu", name)
            self.form.add(button)

    # -- actions -----------------------------------------------------------------------------

    def play(self, info: games.GameInfo) -> None:
        self.app.scenes.push(info.scene_module().new_game(self.app))

    def continue_game(self, info: games.GameInfo) -> None:
        found = self.app.storage.latest_save(info.name)
        scene = None if found is None else resume_saved(self.app, info, found[0])
        if scene is None:
            self.build()  # the save was set aside: Continue goes
        else:
            self.app.scenes.push(scene)

    def _extra(self, info: games.GameInfo, name: str):
        return lambda: self.app.scenes.push(info.scene_module().extra(self.app, name))

    def high_scores(self, info: games.GameInfo) -> None:
        self.app.scenes.push(HighScoresScene(self.app, info))

    def help(self, info: games.GameInfo) -> None:
        self.app.scenes.push(HelpScene.for_game(self.app, info))

    def settings(self) -> None:
        self.app.scenes.push(SettingsScene(self.app))

    def back(self) -> None:
        confirm(self.app, label("menu.quit_question"), self.app.quit)

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface) -> None:
        # everything but the buttons changes only with the language or the set of saves, so it
        # is drawn once into a picture of its own
        key = (
            i18n.language(),
            len(self.form.widgets),
            tuple(info.name for info, _ in self.cards),
            surface.scale,
        )
        if self._static_key != key:
            self._static = Canvas.blank(surface.get_size()).convert()
            self._draw_static(self._static)
            self._static_key = key
        surface.blit(self._static, (0, 0))
        self.draw_form(surface)

    def _draw_static(self, surface) -> None:
        draw_backdrop(surface)
        blit_fitted(
            surface, i18n.t("app.title"), (0, 12, 1280, 74), theme.FONT_TITLE + 18, theme.ACCENT
        )
        blit_fitted(
            surface, i18n.t("menu.tagline"), (0, 88, 1280, 32), theme.FONT_NORMAL, theme.TEXT_DIM
        )
        for info, rect in self.cards:
            self._draw_card(surface, info, rect)

    def _draw_card(self, surface, info: games.GameInfo, rect: pygame.Rect) -> None:
        panel(surface, rect)
        inner = rect.inflate(-20, 0)
        height = min(inner.w * 9 // 16, PREVIEW_MAX_H)
        width = height * 16 // 9
        x = inner.centerx - width // 2
        surface.blit(_scaled_preview(info.name, (width, height)), (x, rect.y + 10))
        pen.rect(surface, theme.BORDER, (x, rect.y + 10, width, height), 1)
        y = rect.y + 18 + height
        blit_fitted(
            surface, i18n.t(info.title), (inner.x, y, inner.w, 36), theme.FONT_LARGE, theme.ACCENT
        )
        buttons_top = min(
            w.rect.y for w in self.form.widgets if getattr(w, "key", ("",))[0] == info.name
        )
        blurb_rect = (inner.x, y + 38, inner.w, buttons_top - y - 42)
        blit_wrapped(surface, i18n.t(info.blurb), blurb_rect, theme.FONT_SMALL, theme.TEXT_DIM)


CARD_KEYS = ("menu.play", "menu.continue", "menu.high_scores", "menu.how_to_play")


def card_button_size(width: int) -> int:
    """One font size for every button of every card, in every language: the largest at which
    the longest label fits a button ``width`` wide (so no label looks smaller than its
    neighbours, and switching the language does not change the size)."""
    keys = {*CARD_KEYS, *(key for info in games.GAMES for _, key in info.extras)}
    texts = {
        i18n.catalogue(code).pgettext(key, i18n.template(key)) for code in LANGUAGES for key in keys
    }
    inner_w, inner_h = width - 16, BUTTON_H - 6  # as a Button draws its label
    return min(fitting_size(text, inner_w, inner_h, theme.FONT_NORMAL, bold=True) for text in texts)


_preview_cache: dict[tuple[str, tuple[int, int], float], Canvas] = {}


def _scaled_preview(name: str, size: tuple[int, int]) -> Canvas:
    """A game's preview picture at ``size``, resized once from the file's own pixels."""
    key = (name, size, canvas.scale())
    if key not in _preview_cache:
        _preview_cache[key] = assets.image(f"preview_{name}", scale=1.0).scaled_to(size)
    return _preview_cache[key]
