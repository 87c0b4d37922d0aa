"""Stepping through a finished or running match, move by move (pure, no pygame).

:class:`Replay` holds every state of a :class:`core.match.Match` (before the first move, then
after each) and a position in them: step forwards and backwards, jump to either end or to any
move, or play at a steady pace. The replay scene (:mod:`core.replay_scene`) turns keys and
buttons into these calls; each game draws a state with its own views.
"""

from __future__ import annotations

from typing import Any


class Replay:
    def __init__(self, match, interval: int = 30) -> None:
        self.states = match.states()
        self.moves = list(match.moves)
        self.seats = list(match.seats)
        self.step = 0
        self.interval = max(1, interval)
        self.wait = self.interval
        self.playing = bool(self.moves)

    @property
    def total(self) -> int:
        return len(self.moves)

    @property
    def state(self) -> Any:
        """The state after ``step`` moves."""
        return self.states[self.step]

    @property
    def before(self) -> Any | None:
        """The state before the move just shown, or ``None`` at the start."""
        return self.states[self.step - 1] if self.step else None

    @property
    def move(self) -> Any | None:
        """The move that led to :attr:`state`, or ``None`` at the start."""
        return self.moves[self.step - 1] if self.step else None

    @property
    def player(self) -> int | None:
        """Who made :attr:`move`."""
        before = self.before
        return None if before is None else before.current_player

    def go(self, step: int) -> bool:
        """Show the state after ``step`` moves (kept within the game); True when that was one
        step forward, the case in which a view animates the move."""
        step = min(max(step, 0), self.total)
        forward = step == self.step + 1
        self.step = step
        if step == self.total:
            self.playing = False
        return forward

    def toggle(self) -> None:
        """Play or pause; playing at the end starts again from the beginning."""
        if self.step >= self.total:
            self.step = 0
        self.playing = not self.playing and bool(self.moves)
        self.wait = self.interval

    def tick(self) -> bool:
        """One 60 Hz tick; True when playing stepped forward."""
        if not self.playing:
            return False
        self.wait -= 1
        if self.wait > 0:
            return False
        self.wait = self.interval
        return self.go(self.step + 1)
