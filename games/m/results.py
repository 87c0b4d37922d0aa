"""The end of a game of M: each player's score, part by part, over the dimmed table.

A row per player, best first: chips (10 points each), the two best colours (plus), the other
colours (minus) and the total. Continue closes it; the game scene then offers the high score.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.dialogs import GUARD_TICKS, SheetScene
from core.ui.text import blit_fitted
from core.ui.widgets import label
from games.m import tile_view, words
from games.m.hud import MINUS, draw_chip, signed
from games.m.logic import MState

BOX = pygame.Rect(90, 40, 1100, 640)
COLUMNS = {  # x offset and width inside the box
    "name": (40, 250),
    "chips": (300, 150),
    "best": (460, 250),
    "negative": (720, 230),
    "total": (960, 110),
}


class ResultsScene(SheetScene):
    guard_ticks = GUARD_TICKS  # the key that ended the game does not close it

    def __init__(self, app, state: MState, on_close: Callable[[], object]) -> None:
        button = (BOX.centerx - 150, BOX.bottom - 70, 300, 50)
        super().__init__(app, BOX, label("menu.continue"), on_close, button)
        self.state = state
        order = sorted(range(state.players), key=lambda p: (-state.score_preview(p), p))
        self.rows = [(player, state.breakdown(player)) for player in order]

    def enter(self) -> None:
        self.app.play("game_over")

    def draw_sheet(self, surface) -> None:
        winners = self.state.winners()
        names = [self.state.names[p] for p in winners]
        if len(winners) == 1:
            title = i18n.t("m.results.wins", name=names[0])
        else:
            title = i18n.t("m.results.tie", names=", ".join(names))
        blit_fitted(
            surface, title, (BOX.x + 30, BOX.y + 16, BOX.w - 60, 50), theme.FONT_LARGE, theme.ACCENT
        )
        reason = i18n.say(words.end_reason(self.state.end_reason))
        reason_rect = (BOX.x + 30, BOX.y + 66, BOX.w - 60, 26)
        blit_fitted(surface, reason, reason_rect, theme.FONT_SMALL, theme.TEXT_DIM)
        self._draw_headings(surface, BOX.y + 104)
        row_h = min(72, (BOX.h - 230) // len(self.rows))
        for index, (player, parts) in enumerate(self.rows):
            top = BOX.y + 136 + index * row_h
            self._draw_row(surface, top, row_h - 6, player, parts, player in winners)

    @staticmethod
    def _draw_headings(surface, top: int) -> None:
        for column, key in (
            ("name", "m.results.player"),
            ("chips", "m.results.chips"),
            ("best", "m.results.best"),
            ("negative", "m.results.negative"),
            ("total", "m.results.total"),
        ):
            x, width = COLUMNS[column]
            align = "right" if column == "total" else "left"
            rect = (BOX.x + x, top, width, 26)
            blit_fitted(surface, i18n.t(key), rect, theme.FONT_SMALL, theme.TEXT_DIM, align)

    def _draw_row(self, surface, top: int, height: int, player, parts, winner: bool) -> None:
        row = pygame.Rect(BOX.x + 24, top, BOX.w - 48, height)
        pen.rect(surface, theme.PANEL_LIGHT if winner else theme.PANEL, row, border_radius=8)
        if winner:
            pen.rect(surface, theme.ACCENT, row, 2, border_radius=8)
        middle = top + height // 2
        x, width = COLUMNS["name"]
        name_rect = (BOX.x + x, middle - 16, width, 32)
        blit_fitted(surface, self.state.names[player], name_rect, theme.FONT_NORMAL, align="left")
        x, width = COLUMNS["chips"]
        draw_chip(surface, (BOX.x + x + 12, middle), 11)
        chips = f"{parts.chips} \u00d7 10 = {parts.chip_points}"
        chip_rect = (BOX.x + x + 30, middle - 14, width - 30, 28)
        blit_fitted(surface, chips, chip_rect, theme.FONT_SMALL, align="left")
        self._draw_colours(surface, "best", parts.positive, middle, "+", theme.GOOD)
        self._draw_colours(surface, "negative", parts.negative, middle, MINUS, theme.DANGER)
        x, width = COLUMNS["total"]
        total_rect = (BOX.x + x, middle - 18, width, 36)
        colour = theme.ACCENT if winner else theme.TEXT
        blit_fitted(
            surface, i18n.number(parts.total), total_rect, theme.FONT_LARGE, colour, "right"
        )

    def _draw_colours(self, surface, column: str, colours, middle: int, sign: str, ink) -> None:
        x, width = COLUMNS[column]
        left = BOX.x + x
        if not colours:
            blit_fitted(
                surface, "\u2014", (left, middle - 12, 40, 24), theme.FONT_SMALL, ink, "left"
            )
            return
        step = min(84, width // len(colours))
        palette = self.app.palette()
        for index, (colour, total) in enumerate(colours):
            at = left + index * step
            surface.blit(tile_view.swatch(colour, 24, palette), (at, middle - 12))
            text_rect = (at + 28, middle - 12, step - 32, 24)
            blit_fitted(surface, signed(total, sign), text_rect, theme.FONT_SMALL, ink, "left")
