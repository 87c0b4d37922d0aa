"""Checking a replay while it is already being watched.

A replay is played through once, to its end, and refused unless it ends and reaches the score
it claims. The check runs beside the viewer (:class:`Verifier`): a few milliseconds a frame,
so a replay of hours opens at once, plays from its start and shows on its time bar how far the
check has come. Seeking within the checked part starts from the checkpoints the check leaves,
at once. A file that keeps its own checkpoints and end (:mod:`games.tetrhex.file_checkpoints`)
is sought anywhere at once from them, unchecked, while the check compares them with the game
as it passes; an older file's seek past the checked part shows :class:`CatchUpScene`, a bar
that fills while the check runs at full pace up to there, with a Stop button (Esc, pad B). A
replay found wrong closes with the reason, whenever that is found.
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
from games.tetrhex import file_checkpoints
from games.tetrhex.recording import Check, Player
from games.tetrhex.replay_files import ReplayFile, reaches_claim

FIRST_BUDGET = 0.05  # seconds of checking before the replay shows: a short one is done by then
BESIDE_BUDGET = 0.003  # seconds of checking a frame while the replay is watched
CATCH_UP_BUDGET = 0.008  # seconds of checking a frame while the catch-up bar shows
SLICE_TICKS = 60  # game ticks between two looks at the clock
BOX = pygame.Rect(290, 250, 700, 240)
BAR = pygame.Rect(BOX.x + 50, BOX.y + 96, BOX.w - 100, 18)


def run_for(seconds: float, check: Check) -> bool:
    """Run ``check`` on for about ``seconds`` (a slice at least); whether it has finished."""
    deadline = time.perf_counter() + seconds
    while not check.run(SLICE_TICKS):
        if time.perf_counter() >= deadline:
            return False
    return True


class Verifier:
    """One replay's check, run a budget at a time: :attr:`passed` once it ends with the score
    it claims, :attr:`refused` once it is found wrong; till then, :attr:`checked_to` ticks of
    it are known good, and :meth:`viewer` seeks anywhere in them from the check's checkpoints."""

    def __init__(self, replay: ReplayFile) -> None:
        self.replay = replay
        self.check = Check(replay.recording)
        self.passed = False
        self.refused = False
        inputs = replay.recording.inputs
        self._last_input = inputs[-1][0] if inputs else 0

    @property
    def checking(self) -> bool:
        return not (self.passed or self.refused)

    @property
    def checked_to(self) -> int:
        """The tick up to which the game is checked (its end, once passed)."""
        return self.check.player.tick

    @property
    def length(self) -> int:
        """The game's length in ticks: exact once passed; till then the end the file claims,
        else the last input's tick (a game ends on its last input, or soon after), or the
        checked part if longer."""
        if self.passed:
            return self.checked_to
        end = self.replay.recording.end
        claimed = self._last_input if end is None else end[file_checkpoints.TICKS]
        return max(claimed, self.checked_to)

    @property
    def open_to(self) -> int:
        """How far a viewer may go without waiting for the check: anywhere in a file that
        keeps its checkpoints, else the checked part."""
        if self.replay.recording.end is not None:
            return self.length
        return self.checked_to

    def refuse(self) -> None:
        """The replay is wrong (a viewer found one of its checkpoints cannot be a game)."""
        self.refused = True

    def viewer(self) -> Player:
        """A player of the replay at its start, seeking from this check's checkpoints."""
        return Player(self.replay.recording, self.check.player.checkpoints)

    def run(self, seconds: float) -> None:
        """Check on for about ``seconds`` (nothing once decided)."""
        if not self.checking:
            return
        try:
            if run_for(seconds, self.check):
                reaches_claim(self.replay, self.check.player)
                self.passed = True
        except ValueError:
            self.refused = True


Done = Callable[[], object]


class CatchUpScene(SheetScene):
    """The bar while the check runs on to ``goal`` (a tick past the checked part, where the
    player asked to go; None: to the end of the check); then ``reached()``. Stop (Esc) gives
    up and stays where it was."""

    def __init__(self, app, verifier: Verifier, goal: int | None, reached: Done) -> None:
        super().__init__(app, BOX, label("tetrhex.replay.stop"), lambda: None)
        self.verifier, self.goal, self.reached = verifier, goal, reached
        self.start = verifier.checked_to

    @property
    def animating(self) -> bool:
        return True

    @property
    def progress(self) -> float:
        """From 0 to 1: the share of the way from where the check was to the goal."""
        goal = self.verifier.length if self.goal is None else self.goal
        span = max(1, goal - self.start)
        return min(1.0, max(0, self.verifier.checked_to - self.start) / span)

    @property
    def arrived(self) -> bool:
        verifier = self.verifier
        return not verifier.checking or (self.goal is not None and verifier.checked_to >= self.goal)

    def update(self) -> None:
        super().update()
        verifier = self.verifier
        deadline = time.perf_counter() + CATCH_UP_BUDGET
        while not self.arrived:
            verifier.run(0.0)
            if time.perf_counter() >= deadline:
                break
        if self.arrived:
            self.app.scenes.pop()
            self.reached()

    def draw_sheet(self, surface) -> None:
        title = i18n.t("tetrhex.replay.checking")
        title_rect = (BOX.x + 30, BOX.y + 20, BOX.w - 60, 56)
        blit_fitted(surface, title, title_rect, theme.FONT_LARGE, theme.ACCENT)
        panel(surface, BAR, border=theme.TEXT_DIM)
        done = BAR.copy()
        done.w = round(BAR.w * self.progress)
        if done.w > 0:
            pen.rect(surface, theme.ACCENT, done, border_radius=4)
