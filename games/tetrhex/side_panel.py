"""The two panels beside the board.

Left: the title, score, level, time left in the level (with a bar), lines and the record to
beat. Right: the radar (the next piece, when it is on), the bombs with the progress to the next
one, and a message line. :func:`shown` sums up what they show, so that a scene draws them again
only when that changes (``games.tetrhex.still_layer``), not on every move of the piece.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.overlays import panel
from core.ui.text import blit_fitted, blit_wrapped
from games.tetrhex import tile_view
from games.tetrhex.logic import Game
from games.tetrhex.scoring import LEVEL_TICKS, MAX_LEVEL

LEFT = pygame.Rect(18, 18, 284, 684)
RIGHT = pygame.Rect(978, 18, 284, 684)
PAD = 18
VALUE_SIZE = 44
BAR_H = 12
RADAR_BOX = pygame.Rect(RIGHT.x + PAD, RIGHT.y + 46, RIGHT.w - 2 * PAD, 150)
PREVIEW_CELL = 20.0
BOMB_ICONS = 5  # bombs drawn one by one up to this many, then "× n"


@dataclass
class PanelInfo:
    """What the panels show besides the game itself."""

    subtitle: str = ""
    best: int | None = None
    keys: tuple[str, ...] = ()  # short reminders such as "P: pause"
    message: str = ""
    message_colour: tuple[int, int, int] = theme.TEXT


def shown_seconds(ticks: int) -> int:
    """Whole seconds of a number of ticks, rounded up: what the clock shows."""
    return math.ceil(ticks / 60)


def clock_text(ticks: int) -> str:
    """``m:ss`` of a number of ticks, rounded up to whole seconds."""
    seconds = shown_seconds(ticks)
    return f"{seconds // 60}:{seconds % 60:02d}"


def clock_fraction(ticks_left: int) -> float:
    """How much of the level clock's bar is filled: it moves with the seconds the clock shows,
    not with every tick, so that the picture changes once a second for it (each change is a
    whole frame to present: at 1920 x 1080, about as dear as the piece's moves)."""
    return min(1.0, max(0.0, shown_seconds(ticks_left) * 60 / LEVEL_TICKS))


def _clock_is_low(game: Game) -> bool:
    return game.ticks_left < 10 * 60 and game.level < MAX_LEVEL


def shown(game: Game, info: PanelInfo, palette, radar_key: str | None) -> tuple:
    """Everything :func:`draw_stats` and :func:`draw_extras` show, in a value that is equal
    exactly when the pictures they draw are the same (the language included)."""
    clock = (clock_text(game.ticks_left), _clock_is_low(game))
    counts = (game.score, game.level, game.lines_cleared, game.bombs, game.bomb_points)
    return (
        i18n.language(),
        clock,
        counts,
        game.threshold,
        game.next_piece,
        info,
        tuple(palette),
        radar_key,
    )


def _bar(surface, rect, fraction: float, colour) -> None:
    rect = pygame.Rect(rect)
    pen.rect(surface, theme.BACKGROUND, rect, border_radius=rect.h // 2)
    filled = rect.copy()
    filled.w = round(rect.w * min(1.0, max(0.0, fraction)))
    if filled.w > 0:
        pen.rect(surface, colour, filled, border_radius=rect.h // 2)
    pen.rect(surface, theme.BORDER, rect, 1, border_radius=rect.h // 2)


def _stat(surface, top: int, caption: str, value: str, colour=theme.TEXT, size=VALUE_SIZE) -> int:
    """A caption over a big value in the left panel; returns the y below it."""
    x, width = LEFT.x + PAD, LEFT.w - 2 * PAD
    blit_fitted(surface, caption, (x, top, width, 24), theme.FONT_SMALL, theme.TEXT_DIM, "left")
    blit_fitted(surface, value, (x, top + 24, width, size + 4), size, colour, "left")
    return top + 30 + size


def draw_frames(surface) -> None:
    """What never changes: the two panels and the radar's window (drawn once, into the board
    view's static layer)."""
    panel(surface, LEFT)
    panel(surface, RIGHT)
    pen.rect(surface, theme.BACKGROUND, RADAR_BOX, border_radius=10)
    pen.rect(surface, theme.BORDER, RADAR_BOX, 1, border_radius=10)


def draw_stats(surface, game: Game, info: PanelInfo) -> None:
    x, width = LEFT.x + PAD, LEFT.w - 2 * PAD
    title = i18n.t("tetrhex.title")
    blit_fitted(
        surface, title, (x, LEFT.y + 12, width, 44), theme.FONT_LARGE + 6, theme.ACCENT, "left"
    )
    blit_fitted(
        surface,
        info.subtitle,
        (x, LEFT.y + 56, width, 26),
        theme.FONT_SMALL,
        theme.TEXT_DIM,
        "left",
    )
    top = _stat(
        surface, LEFT.y + 96, i18n.t("tetrhex.panel.score"), i18n.number(game.score), theme.ACCENT
    )
    top = _stat(surface, top + 8, i18n.t("tetrhex.panel.level"), str(game.level))
    clock = clock_text(game.ticks_left)
    low = _clock_is_low(game)
    top = _stat(
        surface, top + 8, i18n.t("tetrhex.panel.time"), clock, theme.DANGER if low else theme.TEXT
    )
    _bar(
        surface,
        (x, top, width, BAR_H),
        clock_fraction(game.ticks_left),
        theme.DANGER if low else theme.GOOD,
    )
    top = _stat(
        surface, top + BAR_H + 14, i18n.t("tetrhex.panel.lines"), i18n.number(game.lines_cleared)
    )
    if info.best is not None:
        _stat(
            surface,
            top + 8,
            i18n.t("tetrhex.panel.best"),
            i18n.number(info.best),
            theme.TEXT_DIM,
            30,
        )
    line_h = 24
    bottom = LEFT.bottom - 14 - line_h * len(info.keys)
    for index, reminder in enumerate(info.keys):
        rect = (x, bottom + index * line_h, width, line_h)
        blit_fitted(surface, reminder, rect, theme.FONT_SMALL, theme.TEXT_DIM, "left")


def draw_extras(surface, game: Game, palette, info: PanelInfo, radar_key: str | None) -> int:
    """The right panel; returns the y where its free space (for buttons) starts."""
    x, width = RIGHT.x + PAD, RIGHT.w - 2 * PAD
    caption = i18n.t("tetrhex.panel.radar")
    blit_fitted(
        surface, caption, (x, RIGHT.y + 16, width, 26), theme.FONT_SMALL, theme.TEXT_DIM, "left"
    )
    box = RADAR_BOX
    upcoming = game.next_piece
    if upcoming is not None:
        _draw_preview(surface, box, upcoming, palette)
    else:
        off = (
            i18n.t("tetrhex.panel.radar_off", keys=radar_key)
            if radar_key
            else i18n.t("tetrhex.panel.radar_idle")
        )
        blit_wrapped(surface, off, box.inflate(-24, -30), theme.FONT_SMALL, theme.TEXT_DIM)
    top = box.bottom + 18
    top = _draw_bombs(surface, game, palette, x, top, width)
    if info.message:
        rect = (x, top + 10, width, 84)
        blit_wrapped(surface, info.message, rect, theme.FONT_SMALL, info.message_colour)
    return top + 104


def _draw_preview(surface, box: pygame.Rect, upcoming, palette) -> None:
    face = tile_view.tile(palette[upcoming.colour], upcoming.colour, upcoming.bomb, PREVIEW_CELL)
    tile_view.blit_piece(surface, face, upcoming.cells, PREVIEW_CELL, box.center)


def _draw_bombs(surface, game: Game, palette, x: int, top: int, width: int) -> int:
    caption = i18n.t("tetrhex.panel.bombs")
    blit_fitted(surface, caption, (x, top, width, 26), theme.FONT_SMALL, theme.TEXT_DIM, "left")
    icon = tile_view.tile(theme.TEXT_DIM, 0, True, 17.0)
    row = top + 30
    if game.bombs == 0:
        blit_fitted(surface, "0", (x, row, width, 40), VALUE_SIZE - 8, theme.TEXT, "left")
    elif game.bombs <= BOMB_ICONS:
        for index in range(game.bombs):
            tile_view.blit_at(surface, icon, (x + 18 + index * 38, row + 20))
    else:
        tile_view.blit_at(surface, icon, (x + 18, row + 20))
        count = f"× {game.bombs}"
        blit_fitted(
            surface, count, (x + 44, row, width - 44, 40), theme.FONT_LARGE, theme.TEXT, "left"
        )
    row += 48
    progress = i18n.t(
        "tetrhex.panel.next_bomb",
        points=i18n.number(game.bomb_points),
        needed=i18n.number(game.threshold),
    )
    blit_fitted(surface, progress, (x, row, width, 24), theme.FONT_SMALL, theme.TEXT_DIM, "left")
    _bar(surface, (x, row + 28, width, BAR_H), game.bomb_points / game.threshold, tile_view.SPARK)
    return row + 28 + BAR_H
