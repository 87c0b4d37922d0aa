"""Mooxil's view of a replayed game (F3) for the shared replay screen (core/replay_scene.py):
the grid of each moment, the queue, the live score, and the move just made."""

from __future__ import annotations

import pygame

from core import i18n
from core.replay import Replay
from core.replay_scene import caption
from core.ui import pen, theme
from core.ui.text import blit_fitted, blit_wrapped
from games.mooxil.board_view import BoardView
from games.mooxil.hud import RECT, STATUS_TOP, Hud, tile_caption
from games.mooxil.table_view import outcome_text

BOARD_RECT = pygame.Rect(12, 10, 830, 700)
LOWER = pygame.Rect(RECT.x + 8, STATUS_TOP - 4, RECT.w - 16, RECT.bottom - STATUS_TOP - 4)


class ReplayView:
    animates = False  # each step shows at once (core.replay_scene draws it once)

    def __init__(self) -> None:
        self.board = BoardView(BOARD_RECT)
        self.hud = Hud()
        self.controls = pygame.Rect(RECT.x + 14, STATUS_TOP + 96, RECT.w - 28, 52)
        self.back = self.controls.move(0, 60)

    def stepped(self, replay: Replay) -> None:
        """Nothing to animate: the grid of the next moment shows at once."""

    def update(self) -> None:
        """No effects of its own."""

    def draw(self, surface, replay: Replay) -> None:
        state = replay.state
        self.board.fit(state.board)
        self.board.draw(surface, state.board)
        move = replay.move
        if move is not None and replay.before.level == state.level:
            self.board.draw_hint(surface, move.cell, 0)
        group = state.largest_group()
        self.hud.draw(surface, state, state.score_breakdown(), len(group), ("", theme.TEXT))
        pen.rect(surface, theme.PANEL, LOWER, border_radius=8)
        x, w = LOWER.x + 8, LOWER.w - 16
        blit_fitted(surface, caption(replay), (x, STATUS_TOP, w, 28), theme.FONT_NORMAL, theme.TEXT)
        describe = (x, STATUS_TOP + 30, w, 62)
        blit_wrapped(surface, self._describe(replay), describe, theme.FONT_SMALL, theme.TEXT_DIM)

    def _describe(self, replay: Replay) -> str:
        move = replay.move
        if move is None:
            return i18n.t("replay.keys")
        what = outcome_text(replay.before, move.cell)  # as the live game said it
        return i18n.t("mooxil.replay_move", tile=tile_caption(move.tile), what=what)
