"""The new-game dialog every game shares: the players panel, the game's options, Start.

A game describes its options as data (:class:`Choice`, :class:`Number`, :class:`Flag`); the
dialog lays them out, remembers the last configuration in the settings, and hands the chosen
seats and option values to the game's ``start`` callback, which returns the game scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from core import i18n
from core.scene import Scene
from core.ui import theme
from core.ui.backdrop import draw_backdrop
from core.ui.dialogs import FormScene
from core.ui.overlays import panel
from core.ui.players import COMPUTER_NAME, PlayersPanel, Seat
from core.ui.text import blit_fitted
from core.ui.widgets import Button, Checkbox, Label, Selector, Spinner, label


@dataclass(frozen=True)
class Choice:
    id: str
    label: str  # i18n key
    choices: Sequence[tuple[Any, str]]  # (value, i18n key)
    default: Any


@dataclass(frozen=True)
class Number:
    id: str
    label: str
    low: int
    high: int
    default: int
    step: int = 1


@dataclass(frozen=True)
class Flag:
    id: str
    label: str
    text: str  # i18n key of the words beside the box
    default: bool


Option = Choice | Number | Flag
Start = Callable[[list[Seat], dict[str, Any]], Scene]


class NewGameScene(FormScene):
    def __init__(
        self,
        app,
        info,
        options: Sequence[Option],
        start: Start,
        seats: tuple[int, int] | None = None,
        default_seats: list[Seat] | None = None,
        notes: Callable[[dict[str, Any]], list[str]] | None = None,
        computer_name: str = COMPUTER_NAME,
        network: bool = False,
    ) -> None:
        """``seats`` is the (fewest, most) players, or None for a one-player game; ``notes``
        gives lines that explain the options as they are chosen now (shown under them);
        ``computer_name`` the key of the game's default computer names."""
        super().__init__(app)
        self.info, self.options, self.start_game = info, list(options), start
        self.notes = notes
        values, chosen = remembered(app, info)
        self.box = pygame.Rect(60, 40, 1160, 640)
        self.panel = None
        if seats is not None:
            low, high = seats
            if not chosen or not low <= len(chosen) <= high:
                chosen = default_seats or []
            area = (self.box.x + 30, self.box.y + 90, 700, 420)
            palette = app.palette()
            self.panel = PlayersPanel(
                self.form, area, chosen, low, high, palette, computer_name, network
            )
            options_x, options_w = self.box.x + 770, 360
        else:
            options_x, options_w = self.box.centerx - 300, 600
        self.controls = {}
        for index, option in enumerate(self.options):
            value = values.get(option.id, option.default)
            top = self.box.y + 110 + index * 92
            self.form.add(Label((options_x, top, options_w, 34), label(option.label)))
            self.controls[option.id] = self.form.add(
                _control(option, (options_x, top + 36, options_w, 44), value)
            )
        bottom = self.box.bottom - 74
        self.form.add(Button((self.box.x + 30, bottom, 260, 52), label("menu.back"), self.back))
        start_rect = (self.box.right - 320, bottom, 290, 52)
        self.form.add(Button(start_rect, label("newgame.start"), self.start, accent=True))
        self.form.focus = self.form.widgets[-1]

    def handle(self, event) -> None:
        """Return starts the game from anywhere in the dialog, except on another button."""
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and not isinstance(self.form.focus, Button)
        ):
            self.app.play("click")
            self.start()
            return
        super().handle(event)

    def values(self) -> dict[str, Any]:
        return {
            option_id: getattr(control, "checked", getattr(control, "value", None))
            for option_id, control in self.controls.items()
        }

    def start(self) -> None:
        seats = self.panel.seats() if self.panel else []
        problem = self.panel.problem() if self.panel else None
        if problem:
            self.app.toast(problem, theme.DANGER)
            self.app.play("invalid")
            return
        values = self.values()
        remembered = {"options": values}
        if self.panel:
            remembered["seats"] = [seat.to_dict() for seat in seats]
        self.app.settings.game_options(self.info.name)["new_game"] = remembered
        self.app.save_settings()
        if any(seat.is_remote for seat in seats):  # friends at other computers: host it
            from core.net.lobby_scene import host_lobby

            lobby = host_lobby(self.app, self.info, seats, values)
            if lobby is not None:
                self.app.scenes.replace(lobby)
            return
        self.app.scenes.replace(self.start_game(seats, values))

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        panel(surface, self.box)
        title = i18n.t("newgame.title", game=i18n.t(self.info.title))
        title_rect = (self.box.x, self.box.y + 16, self.box.w, 52)
        blit_fitted(surface, title, title_rect, theme.FONT_LARGE + 6, theme.ACCENT)
        if self.panel:
            self.panel.draw_header(surface)
        if self.notes:
            self._draw_notes(surface, self.notes(self.values()))
        self.draw_form(surface)

    def _draw_notes(self, surface, lines: list[str]) -> None:
        top = self.box.y + 110 + len(self.options) * 92
        height = self.box.bottom - 90 - top
        row = min(30, height // max(1, len(lines)))
        for index, line in enumerate(lines):
            rect = (self.box.x + 60, top + index * row, self.box.w - 120, row)
            blit_fitted(surface, line, rect, theme.FONT_SMALL, theme.TEXT_DIM)


def _control(option: Option, rect, value):
    if isinstance(option, Flag):
        checked = value if isinstance(value, bool) else option.default
        return Checkbox(rect, label(option.text), checked)
    if isinstance(option, Number):
        valid = isinstance(value, int) and option.low <= value <= option.high
        return Spinner(
            rect, option.low, option.high, value if valid else option.default, step=option.step
        )
    choices = [(v, label(key)) for v, key in option.choices]
    known = value in [v for v, _ in option.choices]
    return Selector(rect, choices, value if known else option.default)


def remembered(app, info) -> tuple[dict[str, Any], list[Seat] | None]:
    """The options and the seats the new-game dialog of ``info`` kept from last time;
    anything a hand-edited settings file left in the wrong shape is ignored."""
    kept = app.settings.game_options(info.name).get("new_game")
    kept = kept if isinstance(kept, dict) else {}
    options = kept.get("options")
    saved = kept.get("seats")
    seats = None
    if isinstance(saved, list) and all(isinstance(seat, dict) for seat in saved):
        seats = [Seat.from_dict(seat) for seat in saved]
    return (options if isinstance(options, dict) else {}), seats
