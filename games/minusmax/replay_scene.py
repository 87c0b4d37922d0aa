"""Replay a whole game move by move (F3): step forward and back, jump to either end, or let it
play at the computer's pace. The racks stay hidden; the board, the scores and each move show.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.ui import theme
from core.ui.dialogs import FormScene
from core.ui.widgets import Button, label, literal
from games.minusmax import messages
from games.minusmax.board_view import BoardView, Picture, flash_for
from games.minusmax.hud import Hud, PlayerLine
from games.minusmax.logic import Place
from games.minusmax.session import Session
from games.minusmax.style import Display, ticks

MIN_INTERVAL = 15  # ticks between moves when playing, whatever the tile delay


class ReplayScene(FormScene):
    def __init__(self, app, session: Session, display: Display, colours) -> None:
        super().__init__(app)
        self.session, self.display, self.colours = session, display, list(colours)
        self.states = list(session.state.replay_states())
        self.moves = list(session.state.history)
        self.step = 0
        self.playing = bool(self.moves)
        self.interval = max(MIN_INTERVAL, ticks(display.tile_delay))
        self.wait = self.interval
        self.flash = None
        self.ticks = 0
        self.board = BoardView()
        self.hud = Hud(session.state.players)
        self._build_buttons()

    def _build_buttons(self) -> None:
        area = self.hud.rack
        controls = (
            (literal("|<"), lambda: self.go(0)),
            (literal("<"), lambda: self.go(self.step - 1)),
            (self._play_label, self.toggle),
            (literal(">"), lambda: self.go(self.step + 1)),
            (literal(">|"), lambda: self.go(len(self.moves))),
        )
        widths = (62, 62, 140, 62, 62)
        x = area.x + (area.w - sum(widths) - 4 * 6) // 2
        for (text, action), width in zip(controls, widths, strict=True):
            self.form.add(Button((x, area.y + 20, width, 52), text, action))
            x += width + 6
        bottom = (area.x, self.hud.buttons_top + 60, area.w, 52)
        self.form.add(Button(bottom, label("minusmax.replay_back"), self.back, accent=True))
        self.form.focus = None  # keys step through the game; the buttons answer the mouse

    def _play_label(self) -> str:
        return i18n.t("minusmax.pause" if self.playing else "minusmax.play")

    # -- stepping ----------------------------------------------------------------------------

    def go(self, step: int) -> None:
        step = min(max(step, 0), len(self.moves))
        forward = step == self.step + 1
        self.step = step
        self.flash = None
        if forward and isinstance(self.moves[step - 1], Place):
            self._flash(self.moves[step - 1])
        if step == len(self.moves):
            self.playing = False

    def _flash(self, move: Place) -> None:
        state = self.states[self.step]
        operations = [messages.operation(op) for op in state.placed_operations(move.cell)]
        player = state.owner(move.cell)
        colour = self.colours[player] if player is not None else theme.ACCENT
        self.flash = flash_for(state, move.cell, operations, colour)

    def toggle(self) -> None:
        if self.step >= len(self.moves):
            self.step = 0
        self.playing = not self.playing
        self.wait = self.interval

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_LEFT: lambda: self.go(self.step - 1),
                pygame.K_RIGHT: lambda: self.go(self.step + 1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(len(self.moves)),
                pygame.K_SPACE: self.toggle,
                pygame.K_RETURN: self.toggle,
                pygame.K_ESCAPE: self.back,
                pygame.K_F3: self.back,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
            return
        if self.form.handle(event) and event.type == pygame.MOUSEBUTTONDOWN:
            self.app.play("click")

    @property
    def animating(self) -> bool:
        return self.playing or self.flash is not None

    def update(self) -> None:
        super().update()
        self.ticks += 1
        if self.flash is not None:
            self.flash.ticks -= 1
            if self.flash.ticks <= 0:
                self.flash = None
        if self.playing:
            self.wait -= 1
            if self.wait <= 0:
                self.wait = self.interval
                self.go(self.step + 1)

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        state = self.states[self.step]
        picture = Picture(state, self.display, self.colours, flash=self.flash, ticks=self.ticks)
        self.board.draw(surface, picture)
        hud = self.hud
        hud.draw_frame(surface)
        hud.draw_players(surface, self._lines(state))
        hud.draw_box_line(surface, i18n.t("minusmax.box", count=state.box_count))
        where = i18n.t("minusmax.replay_step", step=self.step, total=len(self.moves))
        hud.draw_status(surface, i18n.t("minusmax.replay_title") + "  " + where)
        hud.draw_info(surface, *self._describe())
        self.draw_form(surface)

    def _lines(self, state) -> list[PlayerLine]:
        scores, counts = state.scores(), state.rack_counts()
        return [
            PlayerLine(p, seat, self.colours[p], scores[p], counts[p], p == state.current_player,
                       p == state.starting_player, 0)
            for p, seat in enumerate(self.session.seats)
        ]  # fmt: skip

    def _describe(self) -> tuple[str, str, tuple]:
        if self.step == 0:
            return i18n.t("minusmax.replay_start"), i18n.t("minusmax.replay_keys"), theme.TEXT_DIM
        move = self.moves[self.step - 1]
        before, after = self.states[self.step - 1], self.states[self.step]
        player = before.current_player
        name = self.session.name(player)
        body = ""
        points = 0
        if isinstance(move, Place):
            points = after.last_placement.points
            body = "\n".join(messages.operation(op) for op in after.placed_operations(move.cell))
        elif len(after.turn_log) > len(before.turn_log):
            body = messages.turn_line(after.turn_log[-1], name)
        return messages.move_line(move, name, points), body, theme.ACCENT
