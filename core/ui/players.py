"""The new-game players panel: 1 to 6 seats, each a name, human or computer 1-8, and a colour."""

from __future__ import annotations

import pygame

from core import i18n
from core.match import Seat
from core.ui import theme
from core.ui.form import Form
from core.ui.text import blit_fitted
from core.ui.widgets import Label, Selector, Spinner, TextEntry, label, literal

MAX_SEATS = 6
HUMAN = 0  # the kind selector's value for a human; 1-8 are computer levels


def default_seats(count: int, computers_from: int = 1) -> list[Seat]:
    """Seat 1 human, the rest computers at level 4, each in its own colour."""
    seats = []
    for index in range(count):
        if index >= computers_from:
            seats.append(Seat.computer(4, i18n.t("players.computer_name", n=index + 1), index))
        else:
            seats.append(Seat.human(i18n.t("players.human_name", n=index + 1), index))
    return seats


class ColourSelector(Selector):
    """Chooses a palette colour; shows a swatch and the colour's name."""

    def __init__(self, rect, colours, value, on_change) -> None:
        options = [(i, label(f"colour.{i}")) for i in range(len(colours))]
        super().__init__(rect, options, value, on_change)
        self.colours = colours

    def draw_value(self, surface, inner: pygame.Rect) -> None:
        swatch = pygame.Rect(0, 0, 18, 18)
        swatch.midleft = (inner.x, inner.centery)
        pygame.draw.rect(surface, self.colours[self.value], swatch, border_radius=4)
        pygame.draw.rect(surface, theme.TEXT, swatch, width=1, border_radius=4)
        text_rect = pygame.Rect(swatch.right + 6, inner.y, inner.right - swatch.right - 6, inner.h)
        blit_fitted(surface, self.current_text(), text_rect, self.size)


class PlayersPanel:
    """Adds the seat rows to ``form`` inside ``rect``; :meth:`seats` reads them back."""

    ROW_H = 46

    def __init__(self, form: Form, rect, seats: list[Seat], low: int, high: int, colours) -> None:
        self.rect = pygame.Rect(rect)
        self.low, self.high = low, min(high, MAX_SEATS)
        self.colours = colours
        padded = seats + default_seats(MAX_SEATS)[len(seats) :]
        self.rows = []
        x, y, w = self.rect.x, self.rect.y, self.rect.w
        count = min(max(len(seats), low), self.high)
        form.add(Label((x, y, 220, 40), label("players.count")))
        self.count = form.add(Spinner((x + 230, y, 160, 40), low, self.high, count, self._show))
        kinds = [(HUMAN, label("players.human"))] + [
            (n, label("players.computer_level", level=n)) for n in range(1, 9)
        ]
        for index, seat in enumerate(padded[: self.high]):
            top = y + 76 + index * self.ROW_H
            name_w, kind_w = int(w * 0.36), int(w * 0.32)
            number = Label((x, top, 36, 40), literal(f"{index + 1}."), align="center")
            name = TextEntry((x + 40, top, name_w, 40), seat.name, max_length=16)
            kind = Selector((x + 48 + name_w, top, kind_w, 40), kinds, seat.level or HUMAN)
            colour_x = x + 56 + name_w + kind_w
            colour_rect = (colour_x, top, w - (colour_x - x), 40)
            colour = ColourSelector(colour_rect, colours, seat.colour or 0, lambda value: None)
            for widget in (number, name, kind, colour):
                form.add(widget)
            self.rows.append((number, name, kind, colour))
        self._show(count)

    def _show(self, count: int) -> None:
        for index, row in enumerate(self.rows):
            for widget in row:
                widget.visible = index < count

    def seats(self) -> list[Seat]:
        chosen = []
        for _, name, kind, colour in self.rows[: self.count.value]:
            text = name.value.strip() or i18n.t("players.human_name", n=len(chosen) + 1)
            if kind.value == HUMAN:
                chosen.append(Seat.human(text, colour.value))
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
