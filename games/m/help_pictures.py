"""The diagrams of M's help pages, drawn with the game's own table view and tile faces.

Each is a small layout checked by the rules themselves: the placement shows what the new tile
shares with each neighbour (``shared``), the scoring round shows the run ``scoring_runs``
finds, so a picture always agrees with the game.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.canvas import Canvas
from core.ui.text import blit_fitted, blit_wrapped
from games.m.board_view import CELL, BoardView, Marks
from games.m.logic import scoring_runs
from games.m.textlayout import tile_from_code
from games.m.tiles import Tile

CAPTION = 96
T = tile_from_code

# The example of the placing page: a red 20 star between a red 0 and a blue 20 circle.
PLACED = (1, 0)
PLACEMENT = {(0, 0): T("R0"), PLACED: T("R20s"), (2, 0): T("B20c")}
# The example of the scoring page: the blue 30 triangle completes a row of five.
SCORER = (4, 0)
ROUND = {
    (0, 0): T("R10s"),
    (1, 0): T("R20c"),
    (2, 0): T("B20c"),
    (3, 0): T("B30q"),
    SCORER: T("B30t"),
}


def shared_words(a: Tile, b: Tile) -> list[str]:
    """What ``a`` and ``b`` have in common, in words ("colour", "value", "symbol")."""
    words = []
    if a.colour == b.colour:
        words.append(i18n.t("m.picture.colour"))
    if a.value == b.value:
        words.append(i18n.t("m.picture.value"))
    if a.symbol is not None and a.symbol == b.symbol:
        words.append(i18n.t("m.picture.symbol"))
    return words


def placement(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """The new tile (outlined) and, under each joint, what it shares with that neighbour."""
    board_rect = _caption(surface, rect, i18n.t("m.picture.place"))
    view = BoardView(board_rect).draw(surface, PLACEMENT, Marks(recent=PLACED), palette)
    for neighbour in ((0, 0), (2, 0)):
        left = min(neighbour, PLACED)
        joint = view.rect(left).right
        words = " + ".join(shared_words(PLACEMENT[neighbour], PLACEMENT[PLACED]))
        label = pygame.Rect(joint - CELL, view.rect(left).bottom + 6, 2 * CELL, 28)
        pen.line(surface, theme.ACCENT, (joint, label.y - 10), (joint, label.y), 3)
        blit_fitted(surface, words, label, theme.FONT_SMALL, theme.ACCENT)


def scoring_round(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """A row of five completed by the new tile (outlined): the run the rules score."""
    runs = scoring_runs(ROUND, SCORER)
    board_rect = _caption(surface, rect, i18n.t("m.picture.round"))
    marks = Marks(runs=(tuple(runs[0]),), strong=0, recent=SCORER)
    BoardView(board_rect).draw(surface, ROUND, marks, palette)


def _caption(surface, rect: pygame.Rect, text: str) -> pygame.Rect:
    """``text`` over the top of ``rect``; the rest of ``rect`` for the table."""
    blit_wrapped(surface, text, (rect.x, rect.y, rect.w, CAPTION - 8), theme.FONT_SMALL)
    return pygame.Rect(rect.x, rect.y + CAPTION, rect.w, min(rect.h - CAPTION, 4 * CELL))


HELP_PICTURES = {"m.help.place": placement, "m.help.round": scoring_round}
