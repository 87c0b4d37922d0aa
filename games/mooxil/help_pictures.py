"""The diagrams of Mooxil's help pages, drawn with the game's own board view.

Each is a radius-1 grid set up as text (:mod:`games.mooxil.textboard`) and played by the
engine, so a picture always shows what the rules do: a 3 placed between a 2 and a 1 links to
both, closes the 1 and blocks the cells around it; then the eraser takes the 3 away, the
neighbours get their sides back and the blocked cells stay blocked.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.ui import theme
from core.ui.canvas import Canvas
from core.ui.text import blit_wrapped
from games.mooxil.board_view import BoardView
from games.mooxil.levels import ERASER
from games.mooxil.logic import MooxilState, Move
from games.mooxil.textboard import board_from_text

BEFORE = """
     2  .
   .  .  1
     .  .
"""
CENTRE = (0, 0)
CAPTION = 82


def linking_states() -> tuple[MooxilState, MooxilState]:
    """The grid before the 3 goes in the centre, and after."""
    before = MooxilState.from_board(board_from_text(BEFORE), [3])
    after = before.clone()
    after.apply(Move(3, CENTRE))
    return before, after


def erasing_states() -> tuple[MooxilState, MooxilState]:
    """The grid after the 3 went in, with the eraser to use on it; and after the eraser."""
    _, linked = linking_states()
    before = MooxilState.from_board(linked.board.copy(), [ERASER])
    after = before.clone()
    after.apply(Move(ERASER, CENTRE))
    return before, after


def linking(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """Above, the 3 previewed in the centre (its links, the tile it closes, the cells it
    blocks); below, the grid after it went in."""
    before, after = linking_states()
    top, bottom = _halves(rect)
    view = _board(surface, top, before, i18n.t("mooxil.picture.link"))
    view.draw_preview(surface, CENTRE, 3, True, before.placement_preview(CENTRE))
    _board(surface, bottom, after, i18n.t("mooxil.picture.closed"))


def eraser(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """Above, the eraser on the 3; below, the grid after: sides back, cells still blocked."""
    before, after = erasing_states()
    top, bottom = _halves(rect)
    view = _board(surface, top, before, i18n.t("mooxil.picture.eraser"))
    view.draw_preview(surface, CENTRE, ERASER, True, None)
    _board(surface, bottom, after, i18n.t("mooxil.picture.erased"))


def _halves(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    half = rect.h // 2
    return pygame.Rect(rect.x, rect.y, rect.w, half), pygame.Rect(
        rect.x, rect.y + half, rect.w, half
    )


def _board(surface, rect: pygame.Rect, state: MooxilState, caption: str) -> BoardView:
    """``caption`` on top of ``rect``, the grid of ``state`` under it; the view drawn with."""
    blit_wrapped(surface, caption, (rect.x, rect.y, rect.w, CAPTION - 6), theme.FONT_SMALL)
    area = pygame.Rect(rect.x, rect.y + CAPTION, rect.w, rect.h - CAPTION - 8)
    side = min(area.w, area.h)
    view = BoardView(pygame.Rect(area.centerx - side // 2, area.y, side, side))
    view.fit(state.board)
    view.draw(surface, state.board)
    return view


HELP_PICTURES = {"mooxil.help.links": linking, "mooxil.help.special": eraser}
