"""The replay screen (F3) of every turn-based game: the game's own view of each state, with
the same buttons and keys everywhere.

A game gives a view with ``controls`` (the rectangle for the step buttons), ``back`` (the
rectangle of the button back to the game), ``draw(surface,
replay)`` (the position at ``replay.step``, with its own panels), ``stepped(replay)`` (a move
was just played forward: animate it) and ``update()`` (one tick of its effects). A view whose
steps show at once sets ``animates = False``: the screen then draws once per move, not at
60 Hz. A view that knows when its animation next changes sets ``animates = False`` too and
gives ``wake_ticks()`` (ticks until its picture changes, ``None`` when it stands still): the
screen then draws at those moments only.
Keys: Left / Right step, Home / End jump to either end, Space or Enter play or pause, Esc or F3
go back to the game.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from core import i18n
from core.replay import Replay
from core.ui import theme
from core.ui.dialogs import FormScene
from core.ui.widgets import Button, label, literal


class ReplayView(Protocol):
    controls: pygame.Rect
    back: pygame.Rect

    def draw(self, surface, replay: Replay) -> None: ...

    def stepped(self, replay: Replay) -> None: ...

    def update(self) -> None: ...


def caption(replay: Replay) -> str:
    """ "Replay: move 3 of 40", in the player's language."""
    where = i18n.t("replay.step", step=replay.step, total=replay.total)
    return i18n.t("replay.title") + "  " + where


SETTLE_TICKS = 90  # how long a step's animation may run: the screen keeps drawing that long


class ReplayScene(FormScene):
    def __init__(self, app, match, view: ReplayView, interval: int = 30) -> None:
        super().__init__(app)
        self.replay = Replay(match, interval)
        self.view = view
        self.settling = 0
        self._build_buttons(view.controls, view.back)

    @property
    def animating(self) -> bool:
        """Moving only while a step's animation runs; between the moves of a playing replay
        the picture stands still, and the next move wakes the loop (:meth:`wake_ticks`)."""
        return self.settling > 0

    def wake_ticks(self) -> int | None:
        waits = [super().wake_ticks(), self.replay.wait if self.replay.playing else None]
        view_wakes = getattr(self.view, "wake_ticks", None)
        if view_wakes is not None:
            waits.append(view_wakes())
        waits = [wait for wait in waits if wait is not None]
        return max(1, min(waits)) if waits else None

    def _build_buttons(self, area: pygame.Rect, back: pygame.Rect) -> None:
        replay = self.replay
        controls = (
            (literal("|<"), lambda: self.go(0)),
            (literal("<"), lambda: self.go(replay.step - 1)),
            (self._play_label, replay.toggle),
            (literal(">"), lambda: self.go(replay.step + 1)),
            (literal(">|"), lambda: self.go(replay.total)),
        )
        play = min(140, area.w - 4 * 62 - 4 * 6)  # the play button gives way on narrow panels
        widths = (62, 62, play, 62, 62)
        x = area.x + (area.w - sum(widths) - 4 * 6) // 2
        for (text, action), width in zip(controls, widths, strict=True):
            self.form.add(Button((x, area.y, width, 52), text, action))
            x += width + 6
        self.form.add(Button(back, label("replay.back"), self.back, accent=True))
        self.form.focus = None  # keys step through the game; the buttons answer the mouse

    def _play_label(self) -> str:
        return i18n.t("replay.pause" if self.replay.playing else "replay.play")

    def go(self, step: int) -> None:
        if self.replay.go(step):
            self.stepped()

    def stepped(self) -> None:
        self.view.stepped(self.replay)
        self.settling = SETTLE_TICKS if getattr(self.view, "animates", True) else 0

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            replay = self.replay
            keys = {
                pygame.K_LEFT: lambda: self.go(replay.step - 1),
                pygame.K_RIGHT: lambda: self.go(replay.step + 1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(replay.total),
                pygame.K_SPACE: replay.toggle,
                pygame.K_RETURN: replay.toggle,
                pygame.K_ESCAPE: self.back,
                pygame.K_F3: self.back,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
            return
        if self.form.handle(event) and event.type == pygame.MOUSEBUTTONDOWN:
            self.app.play("click")

    def update(self) -> None:
        super().update()
        self.view.update()
        self.settling = max(0, self.settling - 1)
        if self.replay.tick():
            self.stepped()

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        self.view.draw(surface, self.replay)
        self.draw_form(surface)
