"""How the examples of a move read on screen: their text with symbols, the lines of the move
log, and the banner that shows a move's examples before play continues (pygame).

The bundled font has ``√ × ÷ ² ³`` but no cube-root sign, so ``∛8 = 2`` is written with a
raised 3 before the root sign, ``³√8 = 2``, as it is often printed.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.ui import theme
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from games.abaku.logic import OUT_FORFEITED, LogEntry
from games.abaku.moves import Exchange, Pass, Place, Surrender

BANNER_TICKS = 150  # how long a move's examples stay before play continues
BANNER_LINE = 34


def example_label(example) -> str:
    """``"82 - 79 = 3"``, ``"³√8 = 2"``: an example as the font can draw it."""
    return example.text().replace("∛", "³√")


def move_headline(entry: LogEntry, name: str) -> str:
    """One line saying what a player did: points for a placement, else the kind of turn."""
    move = entry.move
    if isinstance(move, Place):
        return i18n.t("abaku.log_place", name=name, points=entry.points)
    if isinstance(move, Exchange):
        return i18n.t("abaku.log_exchange", name=name, count=len(move.tiles))
    if isinstance(move, Surrender):
        return i18n.t("abaku.log_surrender", name=name)
    if entry.out == OUT_FORFEITED:
        return i18n.t("abaku.log_forfeit", name=name)
    if isinstance(move, Pass) and move.timed_out:
        return i18n.t("abaku.log_timeout", name=name)
    return i18n.t("abaku.log_pass", name=name)


def example_line(example) -> str:
    return i18n.t("abaku.example_points", example=example_label(example), points=example.points)


EXAMPLES_PER_ROW = 2  # the move log sets a move's examples side by side, two to a row

Row = tuple[bool, tuple[str, ...]]
"""One row of the move log: (is a headline, its texts): a headline, or up to two examples."""


def log_block(entry: LogEntry, name: str) -> list[Row]:
    """One move of the log, kept together: its player and total, then its examples."""
    examples = [example_line(example) for example in entry.examples]
    step = EXAMPLES_PER_ROW
    rows = [(False, tuple(examples[i : i + step])) for i in range(0, len(examples), step)]
    return [(True, (move_headline(entry, name),)), *rows]


def log_window(blocks: list[list[Row]], back: int, capacity: int) -> list[Row]:
    """The rows the log shows: whole moves, the newest ``back`` moves scrolled past, as many
    older ones above it as fit in ``capacity`` rows. A move longer than the box keeps its
    headline and the examples that fit, the last row ending in an ellipsis."""
    end = len(blocks) - min(max(back, 0), max(len(blocks) - 1, 0))
    shown: list[Row] = []
    for block in reversed(blocks[:end]):
        if shown and len(shown) + len(block) > capacity:
            break
        shown = block + shown
    if len(shown) > capacity:
        shown = shown[:capacity]
        headline, texts = shown[-1]
        shown[-1] = (headline, (*texts[:-1], texts[-1] + " …"))
    return shown


class Banner:
    """A move's examples over the board, for :data:`BANNER_TICKS` (a click or key skips)."""

    def __init__(self, entry: LogEntry, name: str, colour) -> None:
        self.entry, self.name, self.colour = entry, name, colour
        self.ticks = BANNER_TICKS if entry.examples else BANNER_TICKS // 2

    def tick(self) -> bool:
        """One tick; False once the banner is over."""
        self.ticks -= 1
        return self.ticks > 0

    def draw(self, surface, board_rect: pygame.Rect) -> None:
        examples = self.entry.examples
        box = pygame.Rect(0, 0, 520, 78 + len(examples) * BANNER_LINE)
        box.center = board_rect.center
        panel(surface, box, theme.PANEL, self.colour)
        head = move_headline(self.entry, self.name)
        blit_fitted(
            surface, head, (box.x + 20, box.y + 12, box.w - 40, 40), theme.FONT_LARGE, theme.ACCENT
        )
        for index, example in enumerate(examples):
            y = box.y + 60 + index * BANNER_LINE
            blit_fitted(
                surface,
                example_label(example),
                (box.x + 40, y, 300, 30),
                theme.FONT_NORMAL + 4,
                theme.TEXT,
                "left",
            )
            points = i18n.t("abaku.points_short", points=example.points)
            blit_fitted(
                surface,
                points,
                (box.right - 180, y, 140, 30),
                theme.FONT_NORMAL,
                theme.GOOD,
                "right",
            )
