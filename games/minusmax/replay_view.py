"""minusMax's view of a replayed game (F3) for the shared replay screen (core/replay_scene.py):
the board, the scores and each move in words; the racks stay hidden."""

from __future__ import annotations

import pygame

from core import i18n
from core.replay import Replay
from core.replay_scene import caption
from core.ui import theme
from games.minusmax import messages, pace
from games.minusmax.board_view import BoardView, Picture, flash_for, flash_look
from games.minusmax.hud import Hud, PlayerLine
from games.minusmax.logic import Place
from games.minusmax.style import Display

MIN_INTERVAL = 15  # ticks between moves when playing, whatever the tile delay


class ReplayView:
    animates = False  # its flash says when it changes (wake_ticks): no 60 Hz settling

    def __init__(self, players: int, display: Display, colours) -> None:
        self.display, self.colours = display, list(colours)
        self.board = BoardView()
        self.hud = Hud(players)
        area = self.hud.rack
        self.controls = pygame.Rect(area.x, area.y + 20, area.w, 52)
        self.back = pygame.Rect(area.x, self.hud.buttons_top + 60, area.w, 52)
        self.flash = None
        self.ticks = 0

    def stepped(self, replay: Replay) -> None:
        self.flash = None
        move = replay.move
        if isinstance(move, Place):
            state, player = replay.state, replay.player
            lines = messages.placed_lines(state, replay.seats[player].name)
            self.flash = flash_for(state, move.cell, lines, self.colours[player])

    def wake_ticks(self) -> int | None:
        """Ticks until the flash of the last move looks different, or ``None``."""
        return None if self.flash is None else pace.until_change(flash_look, self.flash.ticks)

    def update(self) -> None:
        self.ticks += 1
        if self.flash is not None:
            self.flash.ticks -= 1
            if self.flash.ticks <= 0:
                self.flash = None

    def draw(self, surface, replay: Replay) -> None:
        state = replay.state
        picture = Picture(state, self.display, self.colours, flash=self.flash, ticks=self.ticks)
        self.board.draw(surface, picture)
        hud = self.hud
        hud.draw_frame(surface)
        hud.draw_players(surface, self._lines(replay))
        hud.draw_box_line(surface, i18n.t("minusmax.box", count=state.box_count))
        hud.draw_status(surface, caption(replay))
        hud.draw_info(surface, *self.describe(replay))

    def _lines(self, replay: Replay) -> list[PlayerLine]:
        state = replay.state
        scores, counts = state.scores(), state.rack_counts()
        return [
            PlayerLine(p, seat, self.colours[p], scores[p], counts[p], p == state.current_player,
                       p == state.starting_player, 0)
            for p, seat in enumerate(replay.seats)
        ]  # fmt: skip

    def describe(self, replay: Replay) -> tuple[str, str, tuple]:
        move, before, after = replay.move, replay.before, replay.state
        if move is None:
            return i18n.t("minusmax.replay_start"), i18n.t("replay.keys"), theme.TEXT_DIM
        name = replay.seats[replay.player].name
        if isinstance(move, Place):  # as the live game said it: the score lines, then the total
            *lines, total = messages.placed_lines(after, name)
            return total, "\n".join(lines), theme.ACCENT
        body = ""
        if len(after.turn_log) > len(before.turn_log):
            body = messages.turn_line(after.turn_log[-1], name)
        return messages.move_line(move, name), body, theme.ACCENT
