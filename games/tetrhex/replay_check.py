"""Playing a replay through before it is shown, without holding up the frames.

A replay is checked once: played to its end, in slices of a few milliseconds a frame, and
refused unless it ends and reaches the score it claims. A short one is done before the first
frame; a long one (hours of play take tens of seconds) shows :class:`CheckingScene`, a bar
that fills as the inputs are played and a Stop button (Esc, pad B). The player the check
leaves has checkpoints all along the game, so the replay then seeks anywhere at once.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.dialogs import SheetScene
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import label
from games.tetrhex.recording import Check, Player
from games.tetrhex.replay_files import ReplayFile, reaches_claim

FIRST_BUDGET = 0.05  # seconds of checking before anything is shown: a short replay opens at once
FRAME_BUDGET = 0.008  # seconds of checking a frame while the bar shows (half a 60 Hz frame)
SLICE_TICKS = 60  # game ticks between two looks at the clock
BOX = pygame.Rect(290, 250, 700, 240)
BAR = pygame.Rect(BOX.x + 50, BOX.y + 96, BOX.w - 100, 18)

Opened = Callable[[Player], object]
Refused = Callable[[], object]


def run_for(seconds: float, check: Check) -> bool:
    """Run ``check`` on for about ``seconds`` (a slice at least); whether it has finished."""
    deadline = time.perf_counter() + seconds
    while not check.run(SLICE_TICKS):
        if time.perf_counter() >= deadline:
            return False
    return True


def check_for(seconds: float, check: Check, replay: ReplayFile) -> bool:
    """Check on for about ``seconds``; True once it has finished and the claim holds.
    ``ValueError`` when the replay does not end or does not reach its claim."""
    if not run_for(seconds, check):
        return False
    reaches_claim(replay, check.player)
    return True


def start(app, replay: ReplayFile, opened: Opened, refused: Refused, waiting: Refused) -> None:
    """Check ``replay``, then ``opened(player)`` or ``refused()``: at once when it is short,
    else, after ``waiting()``, from the :class:`CheckingScene` pushed over the current scene."""
    check = Check(replay.recording)
    try:
        done = check_for(FIRST_BUDGET, check, replay)
    except ValueError:
        refused()
        return
    if done:
        opened(check.player)
    else:
        waiting()
        app.scenes.push(CheckingScene(app, check, replay, opened, refused))


class CheckingScene(SheetScene):
    """The bar while a long replay is played through; Stop (Esc) gives up and goes back."""

    def __init__(self, app, check: Check, replay: ReplayFile, opened: Opened, refused: Refused):
        super().__init__(app, BOX, label("tetrhex.replay.stop"), lambda: None)
        self.check, self.replay = check, replay
        self.opened, self.refused = opened, refused

    @property
    def animating(self) -> bool:
        return True

    def update(self) -> None:
        super().update()
        try:
            done = check_for(FRAME_BUDGET, self.check, self.replay)
        except ValueError:
            self.app.scenes.pop()
            self.refused()
            return
        if done:
            self.app.scenes.pop()
            self.opened(self.check.player)

    def draw_sheet(self, surface) -> None:
        title = i18n.t("tetrhex.replay.checking")
        title_rect = (BOX.x + 30, BOX.y + 20, BOX.w - 60, 56)
        blit_fitted(surface, title, title_rect, theme.FONT_LARGE, theme.ACCENT)
        panel(surface, BAR, border=theme.TEXT_DIM)
        done = BAR.copy()
        done.w = round(BAR.w * self.check.progress)
        if done.w > 0:
            pen.rect(surface, theme.ACCENT, done, border_radius=4)
