"""A computer player's turn at a human pace, and the hint, both thought out in a worker thread.

No pygame. :class:`ComputerTurn` asks :func:`games.minusmax.ai.plan_turn` for the rest of the
turn in a :class:`core.thinker.Thinker`, then hands its moves out one at a time: the first after
the pause between turns (which the thinking overlaps), each later one after the pause between
tiles. The scene calls :meth:`ComputerTurn.tick` once per 60 Hz tick.
"""

from __future__ import annotations

from core.ai import decision_seconds
from core.thinker import Thinker
from games.minusmax import ai
from games.minusmax.logic import Move, Place, State


class ComputerTurn:
    def __init__(self, state: State, level: int, seed: int, turn_ticks: int, tile_ticks: int):
        self.turn = state.turn
        self.tile_ticks = tile_ticks
        self.thinker = Thinker(
            ai.plan_turn,
            state.clone(),
            level,
            seed,
            decision_seconds(level),
            min_ticks=turn_ticks,
        )
        self.plan: list[Move] | None = None
        self.wait = 0

    @property
    def thinking(self) -> bool:
        return self.plan is None

    @property
    def ticks(self) -> int:
        return self.thinker.ticks

    def tick(self) -> Move | None:
        """The next move once it is due, else ``None``."""
        if self.plan is None:
            if not self.thinker.poll():
                return None
            self.plan = list(self.thinker.result())
        if self.wait > 0:
            self.wait -= 1
            return None
        if not self.plan:
            return None
        move = self.plan.pop(0)
        self.wait = self.tile_ticks
        return move

    def belongs_to(self, state: State) -> bool:
        """Whether this is still the turn being played in ``state``."""
        return state.turn == self.turn


class HintRequest:
    """The level-8 search's best placement for the position it was asked about."""

    def __init__(self, state: State) -> None:
        self.moves_before = len(state.history)
        self.thinker = Thinker(hinted_placement, state.clone())

    def poll(self) -> bool:
        return self.thinker.poll()

    def result(self) -> Place | None:
        return self.thinker.result()

    def fits(self, state: State) -> bool:
        return len(state.history) == self.moves_before


def hinted_placement(state: State) -> Place | None:
    """The placement :func:`games.minusmax.ai.hint` suggests (``None``: exchange or pass)."""
    move, _ = ai.hint(state, time_limit=decision_seconds(8))
    return move if isinstance(move, Place) else None
