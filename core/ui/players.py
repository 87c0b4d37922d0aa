"""The new-game players panel: 1 to 6 seats, each a name, human or computer 1-8, and a colour."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame

from core import i18n
from core.match import Seat
from core.settings import LANGUAGES
from core.ui import pen, theme
from core.ui.form import Form
from core.ui.text import blit_fitted
from core.ui.widgets import Label, Selector, Spinner, TextEntry, label, literal

MAX_SEATS = 6
HUMAN = 0  # the kind selector's value for a human; 1-8 are computer levels
REMOTE = -1  # a player at another computer, who joins over the network (core.net)


NAME_LENGTH = 16
DEFAULT_NAMES = {True: "players.computer_name", False: "players.human_name"}
COMPUTER_NAME = DEFAULT_NAMES[True]


def default_name(index: int, computer: bool, computer_name: str = COMPUTER_NAME) -> str:
    """The name seat ``index`` gets unless the player types one, in the current language;
    ``computer_name`` is the key of a game's own computer names (M's "Robot {n}")."""
    return i18n.t(computer_name if computer else DEFAULT_NAMES[False], n=index + 1)


def default_seats(count: int, computers_from: int = 1) -> list[Seat]:
    """Seat 1 human, the rest computers at level 4, each in its own colour."""
    seats = []
    for index in range(count):
        if index >= computers_from:
            seats.append(Seat.computer(4, default_name(index, True), index))
        else:
            seats.append(Seat.human(default_name(index, False), index))
    return seats


def is_default_name(name: str, computer_name: str = COMPUTER_NAME) -> bool:
    """Whether ``name`` is a name the dialog gave, in any shipped language ("Computer 2",
    "Ordinateur 3", "Spieler 1", a game's own "Robot 4"), rather than one a player typed."""
    patterns = _default_patterns((*DEFAULT_NAMES.values(), computer_name))
    return any(pattern.fullmatch(name.strip()) for pattern in patterns)


def _default_patterns(keys) -> list[re.Pattern]:
    patterns = []
    for code in LANGUAGES:
        for key in keys:
            worded = i18n.catalogue(code).pgettext(key, i18n.english()[key])
            before, _, after = worded.partition("{n}")
            patterns.append(re.compile(re.escape(before) + r"\d+" + re.escape(after)))
    return patterns


def reworded(seat: Seat, index: int, computer_name: str = COMPUTER_NAME) -> Seat:
    """``seat`` with a default name worded in the current language and matching its kind (a
    remembered "Computer 2" in a Spanish session, a human in a computer's name); a name the
    player typed is kept."""
    if not is_default_name(seat.name, computer_name):
        return seat
    return replace(seat, name=default_name(index, seat.is_computer, computer_name))


class ColourSelector(Selector):
    """Chooses a palette colour; shows a swatch and the colour's name."""

    def __init__(self, rect, colours, value, on_change) -> None:
        options = [(i, label(f"colour.{i}")) for i in range(len(colours))]
        super().__init__(rect, options, value, on_change)
        self.colours = colours

    def draw_value(self, surface, inner: pygame.Rect) -> None:
        swatch = pygame.Rect(0, 0, 18, 18)
        swatch.midleft = (inner.x, inner.centery)
        pen.rect(surface, self.colours[self.value], swatch, border_radius=4)
        pen.rect(surface, theme.TEXT, swatch, width=1, border_radius=4)
        text_rect = pygame.Rect(swatch.right + 6, inner.y, inner.right - swatch.right - 6, inner.h)
        blit_fitted(surface, self.current_text(), text_rect, self.size)


class PlayersPanel:
    """Adds the seat rows to ``form`` inside ``rect``; :meth:`seats` reads them back. Every
    default name, of the seats given and of those "+" adds, is ``computer_name``'s or the
    human one, in the player's language: one default name per seat, whatever the game."""

    ROW_H = 46

    def __init__(
        self, form: Form, rect, seats: list[Seat], low: int, high: int, colours,
        computer_name: str = COMPUTER_NAME, remote: bool = False,
    ) -> None:  # fmt: skip
        self.rect = pygame.Rect(rect)
        self.low, self.high = low, min(high, MAX_SEATS)
        self.colours, self.computer_name = colours, computer_name
        padded = [*seats, *default_seats(MAX_SEATS)[len(seats) :]]
        padded = [reworded(seat, i, computer_name) for i, seat in enumerate(padded)]
        self.rows = []
        x, y, w = self.rect.x, self.rect.y, self.rect.w
        count = min(max(len(seats), low), self.high)
        form.add(Label((x, y, 220, 40), label("players.count")))
        self.count = form.add(Spinner((x + 230, y, 160, 40), low, self.high, count, self._show))
        kinds = [(HUMAN, label("players.human"))] + [
            (n, label("players.computer_level", level=n)) for n in range(1, 9)
        ]
        if remote:
            kinds.append((REMOTE, label("players.remote")))
        for index, seat in enumerate(padded[: self.high]):
            top = y + 76 + index * self.ROW_H
            name_w, kind_w = int(w * 0.36), int(w * 0.32)
            number = Label((x, top, 36, 40), literal(f"{index + 1}."), align="center")
            name = TextEntry((x + 40, top, name_w, 40), seat.name, max_length=NAME_LENGTH)
            kind = Selector(
                (x + 48 + name_w, top, kind_w, 40),
                kinds,
                REMOTE if remote and seat.is_remote else seat.level or HUMAN,
                self._kind_changed(name, index),
            )
            colour_x = x + 56 + name_w + kind_w
            colour_rect = (colour_x, top, w - (colour_x - x), 40)
            colour = ColourSelector(colour_rect, colours, seat.colour or 0, lambda value: None)
            for widget in (number, name, kind, colour):
                form.add(widget)
            self.rows.append((number, name, kind, colour))
        self._show(count)

    def _kind_changed(self, name: TextEntry, index: int):
        """Switching a seat between a person (here or remote) and a computer renames it when
        it bears a default name ("Computer 2" becomes "Player 2"); a name typed stays."""

        def rename(level: int) -> None:
            if is_default_name(name.value, self.computer_name) or not name.value.strip():
                computer = level not in (HUMAN, REMOTE)
                name.set_value(default_name(index, computer, self.computer_name))

        return rename

    def _show(self, count: int) -> None:
        for index, row in enumerate(self.rows):
            for widget in row:
                widget.visible = index < count

    def seats(self) -> list[Seat]:
        chosen = []
        for index, (_, name, kind, colour) in enumerate(self.rows[: self.count.value]):
            computer = kind.value not in (HUMAN, REMOTE)
            text = name.value.strip() or default_name(index, computer, self.computer_name)
            if kind.value == HUMAN:
                chosen.append(Seat.human(text, colour.value))
            elif kind.value == REMOTE:
                chosen.append(Seat.remote(text, colour.value))
            else:
                chosen.append(Seat.computer(kind.value, text, colour.value))
        return chosen

    def problem(self) -> str | None:
        """Why the seats cannot start a game (two seats share a name), or None."""
        names = [seat.name.casefold() for seat in self.seats()]
        if len(set(names)) != len(names):
            return i18n.t("players.duplicate_names")
        return None

    def draw_header(self, surface) -> None:
        x, y, w = self.rect.x, self.rect.y + 50, self.rect.w
        name_w, kind_w = int(w * 0.36), int(w * 0.32)
        for text, left, width in (
            ("players.name", x + 40, name_w),
            ("players.kind", x + 48 + name_w, kind_w),
            ("players.colour", x + 56 + name_w + kind_w, w - 56 - name_w - kind_w),
        ):
            blit_fitted(
                surface, i18n.t(text), (left, y, width, 22), theme.FONT_SMALL, theme.TEXT_DIM
            )
