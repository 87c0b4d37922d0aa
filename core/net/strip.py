"""The network strip of a game's table: each player at another computer with their latency,
or that the game waits for them.

One cell per player, laid out in the room the game gives it: down its rows, then in as many
columns as that takes. The type keeps its size (:data:`SIZE`): when a cell is narrow, the
wording gets shorter ("Waiting for Bob…" becomes "Bob: away") and then the name is
shortened ("Barthol… 25 ms"), so that three or four friends stay as readable as one.
A game whose players' rows have room for it writes :func:`note` by each name instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from core import assets, i18n
from core.net import words
from core.ui import theme

SIZE = theme.FONT_SMALL - 4  # the strip's type, on every window (text.MIN_SIZE is lower)
ROW = 28  # the height of a row of cells
PAD = 8  # room on each side of a cell's text


@dataclass(frozen=True)
class Entry:
    """A player at another computer as the strip shows them (at ``seat``): a latency in
    milliseconds (``"<1"`` under one) or ``None``, and whether the game waits for them."""

    seat: int
    name: str
    ms: int | str | None
    away: bool


@dataclass(frozen=True)
class Cell:
    text: str
    colour: theme.Colour
    rect: pygame.Rect


def entries(seats: list[dict], own: int) -> tuple[Entry, ...]:
    """The other players of a ``seats`` list who are away, or here with a known latency."""
    found = []
    for p, seat in enumerate(seats):
        if p == own:
            continue
        if seat.get("status") == "away":
            found.append(Entry(p, seat["name"], None, True))
        elif seat.get("status") == "here" and seat.get("latency_ms") is not None:
            found.append(Entry(p, seat["name"], words.milliseconds(seat["latency_ms"]), False))
    return tuple(found)


def note(entry: Entry) -> str:
    """What a game that shows the players in rows writes beside the name: "25 ms", "away"."""
    if entry.away:
        return i18n.t("net.status.away")
    return i18n.t("net.milliseconds", ms=entry.ms)


def layout(shown: tuple[Entry, ...], room: tuple[int, int, int, int] | None) -> list[Cell]:
    """The cells of ``shown`` in ``room`` (x, y, width, height: at least one row), each as
    narrow as its widest text allows; none without a room."""
    if not shown or room is None:
        return []
    x, y, width, height = room
    columns = math.ceil(len(shown) / max(1, height // ROW))
    rows = math.ceil(len(shown) / columns)
    texts = [_wording(entry, width // columns - 2 * PAD) for entry in shown]
    cell_w = min(width // columns, max(assets.width(t, SIZE) for t in texts) + 2 * PAD)
    cells = []
    for index, (entry, text) in enumerate(zip(shown, texts, strict=True)):
        column, row = divmod(index, rows)
        rect = pygame.Rect(x + column * cell_w, y + row * ROW, cell_w, ROW)
        cells.append(Cell(text, theme.DANGER if entry.away else theme.TEXT_DIM, rect))
    return cells


def _wording(entry: Entry, width: int) -> str:
    """The longest way to say ``entry`` that fits ``width`` at :data:`SIZE`: the full
    wording, then the short one, then the short one with the name shortened (the last try,
    whatever its width, when nothing fits)."""
    ways = _ways(entry)
    tries = [say(entry.name) for say in ways]
    tries += [ways[-1](name) for name in _shortened(entry.name)]
    return next((text for text in tries if assets.width(text, SIZE) <= width), tries[-1])


def _ways(entry: Entry) -> list:
    if entry.away:
        away = i18n.t("net.status.away")
        return [lambda name: i18n.t("net.waiting_for", names=name),
                lambda name: i18n.t("net.seat", name=name, status=away)]  # fmt: skip
    return [lambda name: i18n.t("net.latency", name=name, ms=entry.ms)]


def _shortened(name: str) -> list[str]:
    """Ever shorter starts of ``name``, each with an ellipsis."""
    return [name[:length].rstrip() + "…" for length in range(len(name) - 1, 0, -1)]
