"""The side panel: players with scores and whose turn it is, the bag and the turn timer, the
rack's title, the live preview of the tentative tiles, and the move log (pygame).

The panel reads a :class:`HudShown` the scene fills in; it changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.kept import KeptPicture
from core.ui.overlays import draw_thinking, panel
from core.ui.text import blit_fitted, blit_wrapped
from games.abaku.examples_view import example_line, log_block, log_window

LEFT, WIDTH = 730, 530
PLAYERS = pygame.Rect(LEFT, 16, WIDTH, 196)
RACK = pygame.Rect(LEFT, 222, WIDTH, 112)
BUTTONS_TOP = 344
PREVIEW = pygame.Rect(LEFT, 452, WIDTH, 118)
LOG = pygame.Rect(LEFT, 580, WIDTH, 124)
ROW_H = 36
LOG_ROW_H = 22
LOG_ROWS = (LOG.h - 36) // LOG_ROW_H


@dataclass
class HudShown:
    names: list[str]
    colours: list
    scores: list[int]
    out: list[bool]
    current: int | None
    bag: int
    seconds_left: int | None
    thinking_ticks: int | None
    rack_title: str
    preview_title: str
    preview_lines: list[str] = field(default_factory=list)
    preview_colour: tuple = theme.TEXT
    log: tuple = ()
    log_back: int = 0  # moves scrolled back from the newest


# the four panels and their shadows, which :class:`Panels` keeps
AREA = pygame.Rect(LEFT, PLAYERS.y, WIDTH + 4, LOG.bottom + 5 - PLAYERS.y)


class Panels:
    """The side panels as :func:`draw` draws them, put back while they show the same (the
    turn clock and the thinking ring, drawn by :func:`draw_clock`, are not part of them)."""

    def __init__(self) -> None:
        self._kept = KeptPicture(AREA)

    def draw(self, surface, shown: HudShown) -> None:
        self._kept.draw(surface, _looks(shown), lambda canvas: draw(canvas, shown))


def _looks(shown: HudShown) -> tuple:
    """Everything :func:`draw` shows (all but the clock and the ring), its lists copied into
    tuples: a value that later changes to the scene's lists cannot alter. The copy is shallow
    (``dataclasses.astuple`` took a third of a frame going down the whole move log): what the
    lists hold, texts, colours and frozen log entries, never changes."""
    still = replace(shown, seconds_left=None, thinking_ticks=None)
    values = vars(still).values()
    return tuple(tuple(value) if isinstance(value, list) else value for value in values)


def draw(surface, shown: HudShown) -> None:
    _players(surface, shown)
    panel(surface, RACK)
    blit_fitted(
        surface,
        shown.rack_title,
        (RACK.x + 14, RACK.bottom - 30, RACK.w - 28, 24),
        theme.FONT_SMALL,
        theme.TEXT_DIM,
    )
    _preview(surface, shown)
    _log(surface, shown)


def _players(surface, shown: HudShown) -> None:
    panel(surface, PLAYERS)
    top = PLAYERS.y + 12
    for player, name in enumerate(shown.names):
        row = pygame.Rect(PLAYERS.x + 10, top + player * ROW_H, PLAYERS.w - 20, ROW_H - 4)
        turn = player == shown.current
        if turn:
            pen.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            pen.polygon(
                surface,
                theme.ACCENT,
                [(row.x + 6, row.y + 8), (row.x + 18, row.centery), (row.x + 6, row.bottom - 8)],
            )
        pen.circle(surface, shown.colours[player], (row.x + 34, row.centery), 9)
        colour = theme.TEXT_DIM if shown.out[player] else (theme.ACCENT if turn else theme.TEXT)
        text = name if not shown.out[player] else i18n.t("abaku.out_name", name=name)
        blit_fitted(
            surface, text, (row.x + 52, row.y, 300, row.h), theme.FONT_NORMAL, colour, "left"
        )
        blit_fitted(
            surface,
            i18n.number(shown.scores[player]),
            (row.right - 110, row.y, 100, row.h),
            theme.FONT_NORMAL,
            colour,
            "right",
        )
    bottom = pygame.Rect(PLAYERS.x + 14, PLAYERS.bottom - 40, PLAYERS.w - 28, 30)
    bag = i18n.t("abaku.bag", count=shown.bag)
    blit_fitted(
        surface, bag, (bottom.x, bottom.y, 200, bottom.h), theme.FONT_SMALL, theme.TEXT_DIM, "left"
    )


def clock_shown(shown: HudShown) -> bool:
    """Whether the turn clock or the thinking ring shows (what changes while all else waits)."""
    return shown.thinking_ticks is not None or shown.seconds_left is not None


def draw_clock(surface, shown: HudShown) -> list[pygame.Rect]:
    """The thinking ring and the turn clock, at the foot of the players' panel; the rects
    they cover."""
    bottom = pygame.Rect(PLAYERS.x + 14, PLAYERS.bottom - 40, PLAYERS.w - 28, 30)
    drawn = []
    if shown.thinking_ticks is not None:
        caption = i18n.t("abaku.thinking")
        centre = (bottom.x + 250, bottom.centery)
        drawn.append(draw_thinking(surface, centre, shown.thinking_ticks, caption))
    if shown.seconds_left is not None:
        urgent = shown.seconds_left <= 10
        timer = i18n.t("abaku.timer", seconds=shown.seconds_left)
        area = pygame.Rect(bottom.right - 160, bottom.y, 160, bottom.h)
        colour = theme.DANGER if urgent else theme.TEXT
        blit_fitted(surface, timer, area, theme.FONT_NORMAL, colour, "right")
        drawn.append(area)
    return drawn


def _preview(surface, shown: HudShown) -> None:
    panel(surface, PREVIEW)
    title = (PREVIEW.x + 14, PREVIEW.y + 8, PREVIEW.w - 28, 28)
    blit_fitted(surface, shown.preview_title, title, theme.FONT_NORMAL, theme.ACCENT, "left")
    body = pygame.Rect(PREVIEW.x + 14, PREVIEW.y + 40, PREVIEW.w - 28, PREVIEW.h - 48)
    blit_wrapped(
        surface, "\n".join(shown.preview_lines), body, theme.FONT_SMALL, shown.preview_colour
    )


def _log(surface, shown: HudShown) -> None:
    panel(surface, LOG)
    count = len(shown.log)
    end = count - min(shown.log_back, max(count - 1, 0))
    reading = end < count  # scrolled back: new moves do not move the log, and it says so
    blit_fitted(
        surface,
        i18n.t("abaku.log_reading_back" if reading else "abaku.log_title"),
        (LOG.x + 14, LOG.y + 6, LOG.w - 240, 24),
        theme.FONT_SMALL,
        theme.ACCENT if reading else theme.TEXT_DIM,
        "left",
    )
    if count > 1:  # which move is the newest shown, as the help counts its pages
        corner = (LOG.right - 214, LOG.y + 6, 200, 24)
        blit_fitted(
            surface, f"{end} / {count}", corner, theme.FONT_SMALL - 2, theme.TEXT_DIM, "right"
        )
    entries = shown.log[max(0, end - LOG_ROWS) : end]  # no more moves than rows can show
    blocks = [log_block(entry, shown.names[entry.player]) for entry in entries]
    for index, (headline, texts) in enumerate(log_window(blocks, 0, LOG_ROWS)):
        y = LOG.y + 32 + index * LOG_ROW_H
        if headline:
            rect = (LOG.x + 14, y, LOG.w - 28, LOG_ROW_H)
            blit_fitted(surface, texts[0], rect, theme.FONT_SMALL, theme.TEXT, "left")
            continue
        width = (LOG.w - 54) // 2
        for column, text in enumerate(texts):
            rect = (LOG.x + 40 + column * (width + 6), y, width, 22)
            blit_fitted(surface, text, rect, theme.FONT_SMALL, theme.TEXT_DIM, "left")


def preview_examples(result) -> list[str]:
    """The lines of a legal placement's preview: one per example, with its points."""
    return [example_line(example) for example in result.examples]
