"""The side panel: level, target and game score; the queue; the live score, term by term; the
largest group and whether the endtiles are linked; and the message about the cell under the
cursor. :func:`draw_breakdown` also serves the end-of-level screen.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.kept import KeptPicture
from core.ui.overlays import panel
from core.ui.text import blit_fitted, blit_wrapped
from games.mooxil import tile_view
from games.mooxil.scoring import (
    BASE_PER_TILE,
    CLOSED_BONUS_FACTOR,
    GROUP_BONUS_PER_TILE,
    PENALTY_PER_FREE_SIDE,
    SIX_TILE_BONUS,
    ScoreBreakdown,
)

RECT = pygame.Rect(852, 10, 418, 700)
QUEUE_TOP = RECT.y + 64
TABLE_TOP = RECT.y + 234
STATUS_TOP = RECT.y + 474
MESSAGE_RECT = pygame.Rect(RECT.x + 14, RECT.y + 536, RECT.w - 28, 80)
BUTTON_TOP = RECT.y + 630
AREA = RECT.union(RECT.move(4, 5))  # the panel and its shadow

TERM_LABELS = {
    "base": "mooxil.term.base",
    "group_bonus": "mooxil.term.group_bonus",
    "endtile_bonus": "mooxil.term.endtile_bonus",
    "bonus_cells": "mooxil.term.bonus_cells",
    "six_tile_bonus": "mooxil.term.six_tile_bonus",
    "closed_bonus": "mooxil.term.closed_bonus",
    "free_side_penalty": "mooxil.term.free_side_penalty",
}


def term_details(b: ScoreBreakdown) -> dict[str, str]:
    """How each term is worked out, with the level's numbers: the formula, term by term."""
    not_linked = i18n.t("mooxil.term.not_linked")
    return {
        "base": f"{b.tiles} × ({BASE_PER_TILE} + {b.level})",
        "group_bonus": f"{GROUP_BONUS_PER_TILE} × {b.largest_group}",
        "endtile_bonus": i18n.t("mooxil.term.endtiles", count=b.endtiles)
        if b.endtiles_linked
        else not_linked,
        "bonus_cells": i18n.t("mooxil.term.covered", points=b.covered_bonus)
        if b.endtiles_linked
        else not_linked,
        "six_tile_bonus": f"{SIX_TILE_BONUS} × {b.closed_six_tiles}",
        "closed_bonus": f"{b.tiles} × {CLOSED_BONUS_FACTOR} × {b.level}"
        if b.all_closed
        else i18n.t("mooxil.term.not_all_closed"),
        "free_side_penalty": f"{PENALTY_PER_FREE_SIDE} × {b.free_sides}",
    }


def signed(value: int) -> str:
    return (
        ("+" if value > 0 else "") + i18n.number(value) if value >= 0 else f"−{i18n.number(-value)}"
    )


def draw_breakdown(surface, rect, b: ScoreBreakdown, row_h: int = 27) -> int:
    """The seven terms and the total inside ``rect`` (its top and width); returns the bottom."""
    rect = pygame.Rect(rect)
    details = term_details(b)
    label_w, detail_w = rect.w * 44 // 100, rect.w * 34 // 100
    y = rect.y
    for name, value in b.terms():
        colour = theme.TEXT if value else theme.TEXT_DIM
        if value < 0:
            colour = theme.DANGER
        blit_fitted(
            surface,
            i18n.t(TERM_LABELS[name]),
            (rect.x, y, label_w, row_h),
            theme.FONT_SMALL,
            colour,
            "left",
        )
        blit_fitted(
            surface,
            details[name],
            (rect.x + label_w + 4, y, detail_w, row_h),
            theme.FONT_SMALL - 2,
            theme.TEXT_DIM,
            "left",
        )
        value_rect = (
            rect.right - (rect.w - label_w - detail_w) + 8,
            y,
            rect.w - label_w - detail_w - 8,
            row_h,
        )
        blit_fitted(surface, signed(value), value_rect, theme.FONT_SMALL, colour, "right")
        y += row_h
    pen.line(surface, theme.BORDER, (rect.x, y + 3), (rect.right, y + 3), 1)
    y += 8
    blit_fitted(
        surface,
        i18n.t("mooxil.term.total"),
        (rect.x, y, rect.w * 2 // 3, row_h + 6),
        theme.FONT_NORMAL,
        theme.ACCENT,
        "left",
    )
    blit_fitted(
        surface,
        i18n.number(b.total),
        (rect.x + rect.w * 2 // 3, y, rect.w // 3, row_h + 6),
        theme.FONT_NORMAL,
        theme.ACCENT,
        "right",
    )
    return y + row_h + 6


def queue_slots() -> list[tuple[tuple[int, int], int]]:
    """(centre, size) of the three queue places: the current tile big, then the next two."""
    y = QUEUE_TOP + 74
    return [((RECT.x + 90, y), 40), ((RECT.x + 230, y + 6), 30), ((RECT.x + 340, y + 6), 30)]


def panel_key(state, breakdown: ScoreBreakdown, group: int) -> tuple:
    """Everything the panel shows but the message, as a comparable value."""
    return (state.level, state.target, state.game_score, tuple(state.queue)), breakdown, group


def _draw_message(surface, text: str, colour) -> None:
    pen.rect(surface, theme.shade(theme.PANEL, 0.8), MESSAGE_RECT, border_radius=8)
    blit_wrapped(surface, text, MESSAGE_RECT.inflate(-16, -10), theme.FONT_SMALL, colour)


def tile_caption(tile: int) -> str:
    if tile < 0:
        return i18n.t("mooxil.tile.eraser")
    if tile == 6:
        return i18n.t("mooxil.tile.six")
    return i18n.t("mooxil.tile.sides", count=tile)


class Hud:
    """Draws the side panel from what the scene hands it; it keeps no game state, only the
    panel's last picture, put back while the same things are shown."""

    def __init__(self) -> None:
        self._kept = KeptPicture(AREA)
        self._message = KeptPicture(MESSAGE_RECT)

    def draw(self, surface, state, breakdown: ScoreBreakdown, group: int, message) -> None:
        self.draw_panel(surface, state, breakdown, group)
        self.draw_message(surface, message)

    def draw_panel(self, surface, state, breakdown: ScoreBreakdown, group: int) -> None:
        """The panel as it was kept (it changes with moves)."""
        self._kept.draw(
            surface,
            panel_key(state, breakdown, group),
            lambda canvas: self._draw_kept(canvas, state, breakdown, group),
        )

    def draw_message(self, surface, message) -> None:
        """The message over the panel (it changes with the cell under the cursor)."""
        self._message.draw(surface, message, lambda canvas: _draw_message(canvas, *message))

    def _draw_kept(self, surface, state, breakdown: ScoreBreakdown, group: int) -> None:
        panel(surface, RECT)
        self._header(surface, state)
        self._queue(surface, state.queue)
        blit_fitted(
            surface,
            i18n.t("mooxil.hud.live_score"),
            (RECT.x + 16, TABLE_TOP - 30, RECT.w - 32, 26),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            "left",
        )
        draw_breakdown(surface, (RECT.x + 16, TABLE_TOP, RECT.w - 32, 0), breakdown)
        self._status(surface, breakdown, group)

    def _header(self, surface, state) -> None:
        x, y, w = RECT.x + 16, RECT.y + 10, RECT.w - 32
        level = i18n.t("mooxil.hud.level", level=state.level)
        blit_fitted(
            surface, level, (x, y, w * 45 // 100, 56), theme.FONT_LARGE + 6, theme.ACCENT, "left"
        )
        right = (x + w * 45 // 100, y, w * 55 // 100, 28)
        target = i18n.t("mooxil.hud.target", points=i18n.number(state.target))
        blit_fitted(surface, target, right, theme.FONT_SMALL + 2, theme.TEXT, "right")
        game = i18n.t("mooxil.hud.game_score", points=i18n.number(state.game_score))
        blit_fitted(
            surface,
            game,
            (right[0], y + 28, right[2], 28),
            theme.FONT_SMALL + 2,
            theme.TEXT,
            "right",
        )

    def _queue(self, surface, queue: list[int]) -> None:
        x, w = RECT.x + 16, RECT.w - 32
        blit_fitted(
            surface,
            i18n.t("mooxil.hud.queue"),
            (x, QUEUE_TOP, w, 24),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            "left",
        )
        for index, ((center, size), tile) in enumerate(zip(queue_slots(), queue, strict=False)):
            if index == 0:
                glow = pygame.Rect(0, 0, size * 2 + 16, size * 2 + 12)
                glow.center = center
                pen.rect(surface, theme.PANEL_LIGHT, glow, border_radius=10)
                pen.rect(surface, theme.ACCENT, glow, 2, border_radius=10)
            tile_view.draw_loose(surface, center, size, tile)
            caption = tile_caption(tile)
            if index == 0:
                caption = i18n.t("mooxil.hud.now", tile=caption)
            box = (center[0] - 64, center[1] + size + 6, 128, 22)
            blit_fitted(
                surface,
                caption,
                box,
                theme.FONT_SMALL - 2,
                theme.ACCENT if index == 0 else theme.TEXT_DIM,
            )

    def _status(self, surface, b: ScoreBreakdown, group: int) -> None:
        x, w = RECT.x + 16, RECT.w - 32
        size_text = i18n.t("mooxil.hud.group", count=group)
        blit_fitted(
            surface, size_text, (x, STATUS_TOP, w, 28), theme.FONT_SMALL + 2, theme.TEXT, "left"
        )
        if b.endtiles_linked:
            linked, colour = i18n.t("mooxil.hud.linked"), theme.GOOD
        else:
            linked, colour = i18n.t("mooxil.hud.not_linked"), theme.DANGER
        blit_fitted(
            surface, linked, (x, STATUS_TOP + 30, w, 28), theme.FONT_SMALL + 2, colour, "left"
        )
