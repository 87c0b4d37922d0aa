"""Planning a scoring round: who takes which tile when every taker plays for himself.

The takers of a round take in a fixed order, and each must take while a tile can be taken, so
the round is a small perfect-information game. :func:`plan_round` searches it to the end
(max^n: each taker picks the take that is best for himself), memoising positions by which
player holds which taken tiles. Utilities come from :func:`utilities`: a player's score minus
the mean score of the others, plus a bonus to the leaders when the round ends the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from core.ai import Budget
from games.m.layout import Pos, cell_bits, takeable_bits
from games.m.scoring import CHIP_POINTS, POSITIVE_COLOURS
from games.m.tiles import COLOURS, Tile

WIN_BONUS = 120.0
COLOUR_INDEX = {colour: index for index, colour in enumerate(COLOURS)}


def tile_points(totals: Sequence[int], spread: float = 0.0) -> float:
    """The collected-tile score from per-colour totals: two best positive, the rest negative
    (:func:`games.m.scoring.final_score` without chips, on plain numbers for the search).

    With a ``spread`` (points, see :func:`games.m.ai.colour_spread`) the score is what the
    totals are worth while much of the game is still to come: the second and third colours may
    yet change places, so the third is counted by how far it may end above the second. Adding
    to a close third colour then costs less than its face value, and adding to a close second
    gains less."""
    ordered = sorted(totals)
    points = 2 * sum(ordered[-POSITIVE_COLOURS:]) - sum(ordered)
    if spread > 0:
        points += 2 * expected_overtake(ordered[-2] - ordered[-3], spread)
    return points


def valued_scores(
    chips: Sequence[int], totals: Sequence[Sequence[int]], spread: float = 0.0
) -> list[float]:
    """Each player's score from his chips and colour totals, the tiles valued by
    :func:`tile_points` with ``spread`` (with none, the scores of the rules)."""
    return [CHIP_POINTS * c + tile_points(t, spread) for c, t in zip(chips, totals, strict=True)]


def expected_overtake(gap: float, spread: float) -> float:
    """How far, on average, a colour ``gap`` points behind another ends above it (zero when it
    does not), when what each still gains varies by ``spread`` points (a normal spread, so
    the difference of the two varies by ``spread`` times the square root of two)."""
    scale = spread * math.sqrt(2)
    z = gap / scale
    density = math.exp(-0.5 * z * z) / math.sqrt(2 * math.pi)
    behind = 0.5 * math.erfc(z / math.sqrt(2))
    return scale * density - gap * behind


def colour_vector(tiles: Sequence[Tile]) -> list[int]:
    """Collected value per colour, in ``COLOURS`` order."""
    totals = [0] * len(COLOURS)
    for tile in tiles:
        totals[COLOUR_INDEX[tile.colour]] += tile.value
    return totals


def utilities(scores: Sequence[float], game_over: bool) -> tuple[float, ...]:
    """Each player's score minus the mean of the others; leaders get ``WIN_BONUS`` at the end."""
    players = len(scores)
    total = sum(scores)
    values = [score - (total - score) / (players - 1) for score in scores]
    if game_over:
        best = max(scores)
        leaders = [p for p, score in enumerate(scores) if score == best]
        for p in leaders:
            values[p] += WIN_BONUS / len(leaders)
    return tuple(values)


@dataclass(frozen=True)
class RoundPlan:
    """The expected outcome of a round: each player's utility and the takes in order."""

    values: tuple[float, ...]
    takes: tuple[Pos, ...]


class _Search:
    """One round's search: the layout and colour totals change as takes are tried and undone.

    A position is who took which cell of the run (``owners``, -1 for a cell not taken), which
    is all that the rest of the round depends on, since the takers' order is fixed."""

    def __init__(self, layout, run, first, chips, totals, game_over, budget, spread):
        self.run = list(run)
        self.tiles = [layout.get(cell) for cell in self.run]  # None: taken before the search
        self.bits, self.cells, self.width = cell_bits(layout)
        self.first = first
        self.players = len(chips)
        self.base = [CHIP_POINTS * c for c in chips]
        self.totals = [list(t) for t in totals]
        self.game_over = game_over
        self.budget = budget
        self.spread = spread
        self.owners = [-1] * len(self.run)
        self.memo: dict[tuple[int, ...], RoundPlan] = {}
        self.takeable: dict[int, list[int]] = {}
        self.index = {cell: i for i, cell in enumerate(self.run)}
        self.bit_of = [self.bits.get(cell, 0) for cell in self.run]
        # What taking each cell of the run adds to the taker's totals: (colour index, value).
        self.gains = [(COLOUR_INDEX[t.colour], t.value) if t else (0, 0) for t in self.tiles]

    def options(self, gone: int) -> list[int]:
        """The indexes of the takeable cells of the run, which depend only on which cells are
        ``gone`` (a bit per index), not on who took them."""
        found = self.takeable.get(gone)
        if found is None:
            cells = self.cells
            left = []
            for i, cell in enumerate(self.run):
                if gone >> i & 1:
                    cells &= ~self.bit_of[i]
                elif self.tiles[i] is not None:
                    left.append(cell)
            index = self.index
            # After a take the layout is still one group: only such takes are allowed.
            takeable = takeable_bits(self.bits, cells, self.width, left, connected=gone != 0)
            found = [index[c] for c in takeable]
            self.takeable[gone] = found
        return found

    def leaf(self) -> RoundPlan:
        spread = self.spread  # the leaves are the search's hot path: chips counted once in base
        scores = [self.base[p] + tile_points(self.totals[p], spread) for p in range(self.players)]
        return RoundPlan(utilities(scores, self.game_over), ())

    def solve(self, depth: int = 0, gone: int = 0) -> RoundPlan:
        """The plan once ``depth`` tiles were taken, from the cells in the ``gone`` mask."""
        key = tuple(self.owners)
        plan = self.memo.get(key)
        if plan is not None:
            return plan
        branching = self.budget.spend()
        options = self.options(gone)
        if not options:
            plan = self.leaf()
        else:
            taker = (self.first - depth) % self.players
            best, best_index = None, 0
            for index in options if branching else options[:1]:
                outcome = self._after_take(depth, gone, taker, index)
                if best is None or outcome.values[taker] > best.values[taker]:
                    best, best_index = outcome, index
            plan = RoundPlan(best.values, (self.run[best_index], *best.takes))
        self.memo[key] = plan
        return plan

    def _after_take(self, depth: int, gone: int, taker: int, index: int) -> RoundPlan:
        colour, value = self.gains[index]
        totals = self.totals[taker]
        totals[colour] += value
        self.owners[index] = taker
        outcome = self.solve(depth + 1, gone | 1 << index)
        self.owners[index] = -1
        totals[colour] -= value
        return outcome


RoundMemo = dict
"""Round plans already searched, for one decision's playouts: the worlds differ in the hidden
hands only, so the same layout, run, takers and collected tiles come back again and again.
Key: :func:`_memo_key`; value: ``(plan, steps the search spent)``."""


def plan_round(
    layout: dict[Pos, Tile],
    run: Sequence[Pos],
    first_taker: int,
    chips: Sequence[int],
    collected: Sequence[Sequence[Tile]],
    game_over: bool,
    budget: Budget | None = None,
    memo: RoundMemo | None = None,
    spread: float = 0.0,
) -> RoundPlan:
    """The outcome of the round on ``run`` when ``first_taker`` takes first, then the players
    to the right in turn. ``game_over``: the game ends with this round. A spent ``budget``
    makes the rest of the search take the first takeable tile instead of branching.

    With a ``memo`` (only for budgets of steps, without a wall-clock limit), a plan searched
    before is reused, and its steps are spent again, when the budget left would have let the
    search run to its end: so the plans, and the moves chosen by them, are the same as
    without it."""
    totals = [colour_vector(tiles) for tiles in collected]
    budget = budget or Budget(10**6)
    key = None
    if memo is not None:
        key = _memo_key(layout, run, first_taker, chips, totals, game_over, spread)
        known = memo.get(key)
        if known is not None and budget.max_steps - budget.steps > known[1]:
            budget.spend(known[1])
            return known[0]
    before = budget.steps
    search = _Search(layout, run, first_taker, chips, totals, game_over, budget, spread)
    plan = search.solve()
    if memo is not None and not budget.exhausted:
        memo[key] = (plan, budget.steps - before)
    return plan


def _memo_key(layout, run, first_taker, chips, totals, game_over, spread) -> tuple:
    """Everything a round's plan depends on (the collected tiles by their colour totals)."""
    return (
        frozenset(layout.items()),
        tuple(run),
        first_taker,
        tuple(chips),
        tuple(map(tuple, totals)),
        game_over,
        spread,
    )
