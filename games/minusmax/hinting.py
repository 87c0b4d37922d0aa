"""The hint: the whole turn the strongest computer would play, worked out tile by tile.

No pygame. The scene asks for the plan in the worker thread (:func:`ask`), shows each planned
tile on the board with its number and the total in the information box, and lets the plan
follow the player while he places its tiles in order.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.match import HINT_LEVEL, Hint, Match
from core.thinker import Thinker
from games.minusmax.logic import Exchange, Move, Place, State

Cell = tuple[int, int]


@dataclass(frozen=True)
class PlannedTurn:
    """A turn as the hint explains it: each placement with its points, the empty-rack bonus,
    the total, and how the turn ends (``EndTurn`` or an ``Exchange``)."""

    steps: tuple[tuple[Cell, int, int], ...]  # cell, value, points
    bonus: int
    total: int
    last: Move

    @property
    def exchange(self) -> Exchange | None:
        return self.last if isinstance(self.last, Exchange) else None

    def after(self, move: Move) -> PlannedTurn | None:
        """The rest of the plan once ``move`` was played: ``None`` unless it was the next
        planned placement (the player went his own way) or nothing is left to place."""
        if not self.steps or move != Place(*self.steps[0][:2]) or len(self.steps) == 1:
            return None
        rest = self.steps[1:]
        return PlannedTurn(rest, self.bonus, sum(p for *_, p in rest) + self.bonus, self.last)


def ask(match: Match) -> Hint:
    """The strongest computer's whole turn for the player to move, thought out in the worker
    thread and tied to the position it was asked about."""
    match.count_hint()
    plan = match.engine.plan
    return Hint(len(match.moves), Thinker(plan, match.state.clone(), HINT_LEVEL, match.seed))


def planned_turn(state: State, plan: list[Move]) -> PlannedTurn:
    """``plan`` (placements, then ``EndTurn`` or an ``Exchange``) played out on a copy."""
    board = state.clone()
    steps = []
    for move in plan:
        board.apply(move)
        if not isinstance(move, Place):
            bonus = board.turn_log[-1].bonus
            total = sum(points for *_, points in steps) + bonus
            return PlannedTurn(tuple(steps), bonus, total, move)
        steps.append((move.cell, move.value, board.last_placement.points))
    raise ValueError("a plan ends its turn")
