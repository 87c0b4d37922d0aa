"""minusMax's options: colours of the board, lines and tiles, the tile font, the rack order,
the darker last turn, the computer's pace, and (from a game) the players' own choices.

Every display change is kept at once in ``app.settings.game_options("minusmax")["display"]``;
a small board beside the controls shows the look chosen. "Tiles in my colour" is a choice of
each player, as in the original (Options, Players): it belongs to the seat
(``core.match.Seat.options``), so the Players page only opens from a game.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.backdrop import draw_backdrop
from core.ui.canvas import Canvas
from core.ui.dialogs import FormScene
from core.ui.overlays import panel
from core.ui.players import default_seats
from core.ui.text import blit_fitted
from core.ui.widgets import Button, Checkbox, Label, Selector, Spinner, label
from games.minusmax.preview import draw_sample
from games.minusmax.style import TILE_DELAYS, TURN_DELAYS, Display

GAME = "minusmax"
OWN_COLOUR = "player_tiles"  # the seat option: his tiles in his colour
BOX = pygame.Rect(60, 24, 1160, 672)
LABEL_X, LABEL_W = 100, 330
CONTROL_X, CONTROL_W = 440, 400
TOP, ROW_H = 104, 54
SAMPLE = pygame.Rect(880, 110, 310, 440)

BOARD_NAMES = {
    "sand": "minusmax.board.sand",
    "slate": "minusmax.board.slate",
    "baize": "minusmax.board.baize",
    "night": "minusmax.board.night",
}
LINE_NAMES = {
    "brown": "minusmax.lines.brown",
    "black": "minusmax.lines.black",
    "white": "minusmax.lines.white",
    "gold": "minusmax.lines.gold",
}
TILE_NAMES = {
    "ivory": "minusmax.tiles.ivory",
    "wood": "minusmax.tiles.wood",
    "sky": "minusmax.tiles.sky",
    "charcoal": "minusmax.tiles.charcoal",
}
FONT_NAMES = {
    "plain": "minusmax.font.plain",
    "outline": "minusmax.font.outline",
    "segments": "minusmax.font.segments",
}


class OptionsScene(FormScene):
    def __init__(self, app, on_default_colours=None, players=None) -> None:
        """``players``: from a game, its seats and ``set(player, on)`` for "tiles in my
        colour"."""
        super().__init__(app)
        self.on_default_colours, self.players = on_default_colours, players
        self.display = Display.from_options(app.settings.game_options(GAME))
        d = self.display
        rows = [
            ("minusmax.opt.board", self._choice(0, BOARD_NAMES, d.board, "board")),
            ("minusmax.opt.lines", self._choice(1, LINE_NAMES, d.lines, "lines")),
            ("minusmax.opt.tiles", self._choice(2, TILE_NAMES, d.tiles, "tiles")),
            ("minusmax.opt.font", self._choice(3, FONT_NAMES, d.font, "font")),
            ("minusmax.opt.dark_last", self._flag(4, "minusmax.opt.dark_last_box", "dark_last")),
            ("minusmax.opt.sort", self._flag(5, "minusmax.opt.sort_box", "sort")),
            ("minusmax.opt.tile_delay", self._delay(6, TILE_DELAYS, "tile_delay")),
            ("minusmax.opt.turn_delay", self._delay(7, TURN_DELAYS, "turn_delay")),
        ]
        if players is not None:
            button = Button(self._rect(8), label("minusmax.opt.players_button"), self.open_players)
            rows.append(("minusmax.opt.player_tiles", button))
        for index, (key, control) in enumerate(rows):
            self.form.add(Label((LABEL_X, self._y(index), LABEL_W, 44), label(key)))
            self.form.add(control)
        bottom = BOX.bottom - 76
        self.form.add(
            Button(
                (LABEL_X, bottom, 420, 52),
                label("minusmax.opt.default_colours"),
                self.default_colours,
                tooltip=label("minusmax.opt.default_colours_tip"),
            )
        )
        self.form.add(
            Button((BOX.right - 340, bottom, 300, 52), label("menu.back"), self.back, accent=True)
        )
        self.form.focus_first()
        self._sample: tuple[tuple, Canvas] | None = None

    @staticmethod
    def _y(row: int) -> int:
        return TOP + row * ROW_H

    def _rect(self, row: int) -> tuple[int, int, int, int]:
        return (CONTROL_X, self._y(row), CONTROL_W, 44)

    def _choice(self, row: int, names: dict, value: str, field: str) -> Selector:
        options = [(name, label(key)) for name, key in names.items()]
        return Selector(self._rect(row), options, value, self._setter(field))

    def _flag(self, row: int, text: str, field: str) -> Checkbox:
        return Checkbox(
            self._rect(row), label(text), getattr(self.display, field), self._setter(field)
        )

    def _delay(self, row: int, limits: tuple[int, int, int], field: str) -> Spinner:
        low, high, step = limits
        value = getattr(self.display, field)
        return Spinner(
            self._rect(row), low, high, value, self._setter(field), step=step, suffix=" ms"
        )

    def _setter(self, field: str):
        def apply(value) -> None:
            self.display = self.display.with_(**{field: value})
            self.display.store(self.app.settings.game_options(GAME))
            self.app.save_settings()

        return apply

    def default_colours(self) -> None:
        """Give the players their default colours again (the remembered seats and, from a
        game, that game's players)."""
        remembered = self.app.settings.game_options(GAME).get("new_game")
        seats = remembered.get("seats") if isinstance(remembered, dict) else None
        if isinstance(seats, list):
            defaults = default_seats(len(seats))
            for seat, default in zip(seats, defaults, strict=True):
                if isinstance(seat, dict):
                    seat["colour"] = default.colour
            self.app.save_settings()
        if self.on_default_colours is not None:
            self.on_default_colours()
        self.app.toast(i18n.t("minusmax.opt.colours_restored"), theme.GOOD)

    def open_players(self) -> None:
        seats, setter = self.players
        self.app.scenes.push(PlayersScene(self.app, seats, setter))

    def _coloured(self) -> frozenset[int]:
        """The sample's two players whose tiles show in their colour (from a game)."""
        seats = self.players[0] if self.players else []
        return frozenset(p for p, seat in enumerate(seats[:2]) if seat.options.get(OWN_COLOUR))

    def sample(self) -> Canvas:
        colours = tuple(self.app.palette()[:2])
        coloured = self._coloured()
        key = (self.display.look, colours, coloured)
        if self._sample is None or self._sample[0] != key:
            image = Canvas.blank(SAMPLE.size)
            image.fill(theme.PANEL)
            draw_sample(image, image.get_rect(), self.display, colours, coloured)
            self._sample = (key, image)
        return self._sample[1]

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        panel(surface, BOX)
        title = (BOX.x, BOX.y + 18, BOX.w, 50)
        blit_fitted(
            surface, i18n.t("minusmax.opt.title"), title, theme.FONT_LARGE + 6, theme.ACCENT
        )
        surface.blit(self.sample(), SAMPLE)
        pen.rect(surface, theme.BORDER, SAMPLE, 1)
        self.draw_form(surface)


class PlayersScene(FormScene):
    """Options, Players: each player's own choice of seeing his tiles in his colour."""

    def __init__(self, app, seats, setter) -> None:
        super().__init__(app)
        self.box = pygame.Rect(0, 0, 640, 200 + len(seats) * ROW_H)
        self.box.center = BOX.center
        for player, seat in enumerate(seats):
            rect = (self.box.x + 60, self.box.y + 90 + player * ROW_H, self.box.w - 120, 44)
            text = label("minusmax.opt.seat_tiles", name=seat.name)
            self.form.add(
                Checkbox(rect, text, bool(seat.options.get(OWN_COLOUR)), self._set(player))
            )
        back = (self.box.centerx - 150, self.box.bottom - 76, 300, 52)
        self.form.add(Button(back, label("menu.back"), self.back, accent=True))
        self.setter = setter

    def _set(self, player: int):
        return lambda on: self.setter(player, on)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        panel(surface, self.box)
        title = (self.box.x, self.box.y + 18, self.box.w, 50)
        blit_fitted(
            surface, i18n.t("minusmax.opt.players_title"), title, theme.FONT_LARGE, theme.ACCENT
        )
        self.draw_form(surface)
