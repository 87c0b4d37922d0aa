"""Computer players for M, levels 1 to 8. Pure Python, no pygame.

Every legal move is valued from the mover's point of view, as a *utility*: his score minus the
mean score of the others (see :mod:`games.m.takes`). :func:`core.ai.pick_ranked` turns the
ranking into a level. A move is valued by

- what it does now: the chips a placement takes (from the nearest player on the right who has
  one) or a pass gives away, and, when it starts a scoring round, the outcome of that round
  planned to the end by :func:`games.m.takes.plan_round` (which also picks the line and the
  tiles to take: good tiles of one's best colours, and leaving the bad ones to others);
- what it leaves to the next player, who takes chips from the mover first: the expected best
  reply over the hands he may hold, dealt from the tiles the mover cannot see (his chips, and
  a scoring round he could start);
- what it keeps for the mover's next turn: the chips and scoring rounds his remaining tiles
  could reach, discounted because the others play first.

In games of two to four players level 8 values the tiles collected for what they may still
become (:func:`colour_spread`: early on, a close third colour may yet overtake the second),
then plays its six best moves forward in sampled worlds (:mod:`games.m.lookahead`), through
two rounds of turns with two players and one round with more, where it leaves the greedy best
only on a clear margin (:data:`games.m.lookahead.SWITCH_MARGIN`); it keeps the greedy best
when the wall-clock cap let too few worlds finish (:data:`games.m.lookahead.MIN_WORLDS`).
:func:`baseline` is the greedy level 8 without that look-ahead or the spread, kept to measure
against, and level 8 itself with five and six players
(:data:`games.m.lookahead.LOOK_AHEAD_PLAYERS`). Above level 1 a computer never passes while a
placement takes chips or starts a scoring round, except level 8 when its look-ahead finds the
pass better.

The computer sees only what a player at the table sees: its own hand, the layout, the taken
tiles and the chips, never the other hands or the order of the pile.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cached_property, partial

from core.ai import Budget, level_profile, pick_ranked
from core.simulation import simulate
from games.m import layout as table
from games.m import lookahead
from games.m.kinds import KIND_OF, MATCHES, TWINS, Pool, chance_of_any, unseen_pool
from games.m.layout import LINES, Pos
from games.m.logic import (
    CHOOSE,
    PLACE,
    TAKE,
    ChooseLine,
    Move,
    MState,
    Pass,
    Place,
    take_chips,
    tiles_in_play,
)
from games.m.scoring import CHIP_POINTS
from games.m.takes import (
    WIN_BONUS,
    RoundMemo,
    RoundPlan,
    colour_vector,
    plan_round,
    utilities,
    valued_scores,
)

# Search cap: nodes of the scoring-round planner per decision (deterministic).
MAX_STEPS = 20_000
# What the next player's scoring round costs the mover, in points of utility.
REPLY_ROUND_COST = 12.0
# What a scoring round the mover could start next turn is worth to him.
OWN_ROUND_VALUE = 20.0
# The share of the mover's next-turn chances that survive the other players' turns.
FOLLOW_UP_WEIGHT = 0.6
# A pass wastes a turn; this keeps the computer from passing when placing is as good.
PASS_COST = 4.0
# Points per cell where a hand tile fits, for choosing which tile to swap on a pass.
FLEXIBILITY_WEIGHT = 1.0
# When the last tile has been drawn and the mover leads by less than this, the next player's
# scoring round may end the game in his favour.
SAFE_LEAD = 20.0
COLOUR_SPREAD = 80.0
"""Level 8's spread, in points, of what each colour still gains, at the start of a game
(:func:`colour_spread`).

Measured with three players, tuning deals, level 8 in every seat against greedy seats, without
the look-ahead (the valuation alone), where the exact tile points win exactly 500 of 1,500
games (deals 1-500): spreads of 20, 40, 80, 120, 160 and 240 points won 506.0, 510.8, 544.2,
528.0, 508.2 and 511.3. Checked on fresh deals 501-999 (1,497 games, 499 for the exact
points): 80 points won 533.0 (z 2.1 over the deals), 100 points 534.0. With four players
(deals 1-375, 1,500 games, 375 for the exact points) 80 points won 407.2 and 120 points
406.2; with two (deals 1-500, 1,000 games, 500 for the exact points) 80 points won 558.5.
What it changes, over thirty three-player games: 16 placements (starting a scoring round or
not) and 17 takes in a round; the spread only in the takes won 512.0 of the 1,500, only in the
placements 512.8, so both count. Counting the fourth colour's overtake of the second as well
won 400.6 of the four-player games, where the third alone won 407.2: not kept.

With the look-ahead (three players, step budgets, tuning deals 1-900, 2,700 games, level 8 in
every seat against greedy seats, its playouts reading the collected tiles with the same spread):
1,060.8 wins (39.3 %) where level 8 with the exact points won 1,030.3 (38.2 %); 388 games
better and 361 worse on deals 301-900. So the look-ahead keeps less of the gain than the
greedy valuation alone: about a point, within the noise on its own (z 1.2). Counting the
spread in the valuation but reading the playouts' end by the final score won 338 of 900
(deals 1-300) where it won 349.5, so the playouts read the tiles as the valuation does."""


def choose(
    state: MState,
    level: int,
    seed: int,
    time_limit: float | None = None,
    *,
    look_ahead: bool = True,
) -> Move:
    """The move of the player to move at ``level`` (1 random ... 8 strongest).

    Deterministic for a given state, level and seed when ``time_limit`` is ``None``; with a
    time limit (seconds) the search stops branching once the time is up.
    ``look_ahead=False`` makes level 8 the greedy :func:`baseline`.
    """
    profile = level_profile(level)
    rng = random.Random(seed)
    if profile.random_play:
        return pick_ranked([(0.0, move) for move in state.legal_moves()], level, rng)
    budget = Budget(MAX_STEPS, time_limit)
    strongest = level == 8 and look_ahead and _looks_ahead(state)
    spread = colour_spread(state) if strongest else 0.0
    ranked = rank_moves(state, budget, spread=spread)
    if state.phase == PLACE and _placement_worth_points(state):
        ranked = [item for item in ranked if isinstance(item[1], Place)] + (
            [item for item in ranked if not isinstance(item[1], Place)] if level == 8 else []
        )
    if strongest and state.phase == PLACE:
        return _look_ahead(state, ranked, rng, budget, spread)
    return pick_ranked(ranked, level, rng)


def baseline(state: MState, seed: int, time_limit: float | None = None) -> Move:
    """The greedy level 8 of before the look-ahead: the move of best immediate valuation."""
    return choose(state, 8, seed, time_limit, look_ahead=False)


def hint(state: MState, seed: int = 0, time_limit: float | None = None) -> tuple[Move, int]:
    """What level 8 would play for the player to move, and the points it scores now: 10 per
    chip a placement takes (a pass gives one away), scoring rounds not counted."""
    move = choose(state, 8, seed, time_limit)
    if isinstance(move, Place):
        return move, CHIP_POINTS * len(state.chip_givers(move.pos))
    return move, 0


def colour_spread(state: MState) -> float:
    """How much, in points, what each player's colours still gain may vary: the part of the
    game's tiles still in the pile times :data:`COLOUR_SPREAD`, none once the last tile is
    drawn (the scores are then nearly final). Level 8 values collected tiles with it
    (:func:`games.m.takes.tile_points`) where it looks ahead; the other levels, level 8 with
    five and six players and :func:`baseline` count them as the final score does."""
    if state.last_tile_drawn:
        return 0.0
    return COLOUR_SPREAD * len(state.pile) / tiles_in_play(state.players)


def _looks_ahead(state: MState) -> bool:
    """Whether level 8 looks ahead in this game (:data:`games.m.lookahead.LOOK_AHEAD_PLAYERS`)."""
    return state.players <= lookahead.LOOK_AHEAD_PLAYERS


def _placement_worth_points(state: MState) -> bool:
    """Whether a placement open to the player takes chips or starts a scoring round."""
    return any(
        state.chip_givers(move.pos) or state.scoring_lines_if_placed(move.tile, move.pos)
        for move in state.placements()
    )


def _look_ahead(
    state: MState,
    ranked: list[tuple[float, Move]],
    rng: random.Random,
    budget: Budget,
    spread: float,
) -> Move:
    """The best of the greedy valuation's leaders once each is played to the next turn."""
    leaders = sorted(ranked, key=lambda item: -item[0])
    settings = lookahead.SIMULATION
    plans: RoundMemo = {}  # the playouts' round plans, shared by every world and candidate
    outcomes = simulate(
        leaders,
        lambda world_rng: lookahead.sample_world(state, world_rng),
        partial(
            lookahead.playout,
            rank_moves=partial(rank_moves, plans=plans, spread=spread),
            round_takes=partial(round_takes, plans=plans, spread=spread),
            spread=spread,
        ),
        settings,
        rng,
        budget.seconds_left(),
    )
    if outcomes[0].samples < min(lookahead.MIN_WORLDS, settings.samples):
        return leaders[0][1]
    return lookahead.preferred(outcomes, leaders[0][1], state.players)


def rank_moves(
    state: MState,
    budget: Budget,
    *,
    estimates: bool = True,
    plans: RoundMemo | None = None,
    spread: float = 0.0,
) -> list[tuple[float, Move]]:
    """``(value, move)`` for every legal move, in ``legal_moves()`` order; higher is better.

    ``estimates=False`` leaves out the estimated reply and follow-up of a turn move: what a
    move does now only, for the quick players inside the look-ahead's playouts. ``plans``
    keeps the scoring rounds' plans for the next calls (:data:`games.m.takes.RoundMemo`);
    ``spread`` values the collected tiles as :func:`colour_spread` says.
    """
    view = _View(state, budget, estimates, plans, spread)
    if state.phase == TAKE:
        return [(view.take_value(move.pos), move) for move in state.legal_moves()]
    if state.phase == CHOOSE:
        runs = dict(state.line_options())
        return [(view.round_value(runs[line]), ChooseLine(line)) for line in LINES if line in runs]
    moves = state.legal_moves()
    return [(view.move_value(move), move) for move in moves]


def round_takes(
    state: MState, budget: Budget, plans: RoundMemo | None = None, spread: float = 0.0
) -> tuple[Pos, ...]:
    """The takes of the scoring round under way, from the taker to move to its end, each
    taker taking his own best: what :func:`rank_moves` picks one take at a time, planned
    once (a playout plays a whole round from one plan instead of planning it again for every
    take of every taker)."""
    view = _View(state, budget, estimates=False, plans=plans, spread=spread)
    return view.round_plan(state.scoring_round().run, state.current_player).takes


class _View:
    """What the player to move knows, and the valuations built on it."""

    def __init__(
        self,
        state: MState,
        budget: Budget,
        estimates: bool = True,
        plans: RoundMemo | None = None,
        spread: float = 0.0,
    ) -> None:
        self.state = state
        self.spread = spread
        self.budget = budget
        self.plans = plans
        self.estimates = estimates
        self.me = state.current_player
        self.players = state.players
        self.chips = list(state.chips)
        self.collected = [list(tiles) for tiles in state.collected]
        self.totals = [colour_vector(tiles) for tiles in self.collected]
        self.hand = state.hand(self.me)
        self.next_player = (self.me + 1) % self.players
        self.next_hand = len(state.hands[self.next_player])
        self.endgame = state.last_tile_drawn
        # Each chip moving from or to the mover shifts his utility by this much.
        self.chip_swing = CHIP_POINTS * self.players / (self.players - 1)
        self._utilities: dict[tuple[int, ...], float] = {}
        self._chips_after: dict[int, tuple[int, ...]] = {}

    @cached_property
    def line_counts(self) -> tuple[Counter, Counter]:
        """How many tiles each column (by x) and each row (by y) of the layout holds."""
        layout = self.state.layout
        return Counter(x for x, _ in layout), Counter(y for _, y in layout)

    def may_score(self, pos: Pos) -> bool:
        """Whether a tile on ``pos`` could complete a scoring run: a run of five needs four
        tiles already in its row or column (most cells fail this, and skip the run search)."""
        columns, rows = self.line_counts
        shortest = min(table.RUN_LENGTHS) - 1
        return columns[pos[0]] >= shortest or rows[pos[1]] >= shortest

    @cached_property
    def pool(self) -> Pool:
        """The tiles the mover cannot see (worked out only when an estimate needs them)."""
        seen = [*self.state.layout.values(), *self.hand]
        return unseen_pool([*seen, *(t for tiles in self.collected for t in tiles)])

    @cached_property
    def frontier(self) -> list[tuple[Pos, list[int]]]:
        """The frontier of the layout as it is, shared by every pass with a swap."""
        return _frontier_kinds(self.state.layout)

    @cached_property
    def unseen_flexibility(self) -> float:
        """The mean number of frontier cells where an unseen tile would fit (for swaps)."""
        return self.pool_flexibility(self.frontier)

    # ------------------------------------------------------------ immediate value
    def utility(self, chips: Sequence[int]) -> float:
        """The mover's utility with ``chips`` and the tiles collected so far (remembered by
        the chips: most placements of a turn differ only in the chips they take)."""
        key = tuple(chips)
        value = self._utilities.get(key)
        if value is None:
            scores = valued_scores(chips, self.totals, self.spread)
            value = self._utilities[key] = utilities(scores, game_over=False)[self.me]
        return value

    def round_value(self, run: Sequence[Pos]) -> float:
        """The mover's utility after the round on ``run`` that he starts now."""
        return self.round_plan(run, self.me).values[self.me]

    def round_plan(self, run: Sequence[Pos], first_taker: int) -> RoundPlan:
        """The plan of the round on ``run`` as the table stands, ``first_taker`` to take."""
        layout, chips, collected = self.state.layout, self.chips, self.collected
        return plan_round(
            layout,
            run,
            first_taker,
            chips,
            collected,
            self.endgame,
            self.budget,
            self.plans,
            spread=self.spread,
        )

    def take_value(self, pos: Pos) -> float:
        layout = dict(self.state.layout)
        tile = layout.pop(pos)
        collected = [list(tiles) for tiles in self.collected]
        collected[self.me].append(tile)
        run = self.state.scoring_round().run
        right = (self.me - 1) % self.players
        plan = plan_round(
            layout,
            run,
            right,
            self.chips,
            collected,
            self.endgame,
            self.budget,
            self.plans,
            spread=self.spread,
        )
        return plan.values[self.me]

    # ------------------------------------------------------------- turn moves
    def move_value(self, move: Move) -> float:
        if isinstance(move, Place):
            return self.placement_value(move)
        return self.pass_value(move)

    def chips_after(self, pos: Pos) -> tuple[int, ...]:
        """Everyone's chips after a placement on ``pos`` (remembered by the number of tiles
        it touches, which is all they depend on)."""
        touching = len(table.occupied_neighbours(self.state.layout, pos))
        chips = self._chips_after.get(touching)
        if chips is None:
            taken = list(self.chips)
            take_chips(taken, self.me, table.chips_for(touching))
            chips = self._chips_after[touching] = tuple(taken)
        return chips

    def placement_value(self, move: Place) -> float:
        chips = self.chips_after(move.pos)
        scoring = self.may_score(move.pos)
        if not scoring and not self.estimates:
            return self.utility(chips)  # most placements a playout weighs: no layout to copy
        layout = dict(self.state.layout)
        layout[move.pos] = move.tile
        lines = table.scoring_lines(layout, move.pos) if scoring else []
        if lines:
            plans = [
                plan_round(
                    layout,
                    run,
                    self.me,
                    chips,
                    self.collected,
                    self.endgame,
                    self.budget,
                    self.plans,
                    spread=self.spread,
                )
                for _, run in lines
            ]
            plan = max(plans, key=lambda p: p.values[self.me])
            if self.endgame:
                return plan.values[self.me]
            value = plan.values[self.me]
            for cell in plan.takes:
                del layout[cell]
        else:
            value = self.utility(chips)
        hand = list(self.hand)
        hand.remove(move.tile)
        return self._with_look_ahead(value, layout, chips, hand)

    def pass_value(self, move: Pass) -> float:
        chips = list(self.chips)
        if chips[self.me]:
            chips[self.me] -= 1
            chips[(self.me - 1) % self.players] += 1
        value = self.utility(chips) - PASS_COST
        layout = self.state.layout
        hand = list(self.hand)
        if move.swap is not None:
            hand.remove(move.swap)
            fit = _fit_cells(self.frontier, move.swap)
            value += FLEXIBILITY_WEIGHT * (self.unseen_flexibility - fit)
        return self._with_look_ahead(value, layout, chips, hand)

    def _with_look_ahead(
        self, value: float, layout: dict, chips: Sequence[int], hand: list
    ) -> float:
        if not self.estimates:
            return value
        # A pass leaves the layout as it is: its frontier is worked out once for all passes.
        frontier = self.frontier if layout is self.state.layout else _frontier_kinds(layout)
        threat = self.reply_threat(layout, frontier, chips, value)
        return value - threat + self.follow_up(layout, frontier, chips, hand, value)

    # ------------------------------------------------------------- look-ahead
    def reply_threat(
        self, layout: dict, frontier: list, chips: Sequence[int], value: float
    ) -> float:
        """The next player's expected best gain at the mover's expense on ``layout``."""
        round_cost = REPLY_ROUND_COST
        if self.endgame and value < SAFE_LEAD:
            round_cost += WIN_BONUS
        my_chips = chips[self.me]
        gains = []
        for cell, kinds in frontier:
            fits = _fitting(kinds) & self.pool.once
            if not fits:
                continue
            chip_gain = self.chip_swing * min(table.chips_for(len(kinds)), my_chips)
            if chip_gain:
                gains.append((chip_gain, fits))
            starts = fits & _round_starters(layout, cell)
            if starts:
                gains.append((chip_gain + round_cost, starts))
        return _expected_best(gains, self.pool, self.next_hand)

    def follow_up(
        self, layout: dict, frontier: list, chips: Sequence[int], hand: Iterable, value: float
    ) -> float:
        """The best the mover's ``hand`` could do on ``layout`` next turn, discounted."""
        hand_mask = 0
        for tile in hand:
            hand_mask |= 1 << KIND_OF[tile]
        if not hand_mask:
            return 0.0
        others = sum(chips) - chips[self.me]
        round_value = OWN_ROUND_VALUE
        if self.endgame and value >= SAFE_LEAD:
            round_value += WIN_BONUS
        best = 0.0
        for cell, kinds in frontier:
            fits = _fitting(kinds) & hand_mask
            if not fits:
                continue
            gain = self.chip_swing * min(table.chips_for(len(kinds)), others)
            if fits & _round_starters(layout, cell):
                gain += round_value
            best = max(best, gain)
        return FOLLOW_UP_WEIGHT * best

    def pool_flexibility(self, frontier: list) -> float:
        """The mean number of ``frontier`` cells where an unseen tile would fit."""
        if not self.pool.size:
            return 0.0
        total = sum(self.pool.count(_fitting(kinds)) for _, kinds in frontier)
        return total / self.pool.size


# ---------------------------------------------------------------- helpers
def _frontier_kinds(layout: dict) -> list[tuple[Pos, list[int]]]:
    """Each empty cell where a tile may go, with the kinds of the tiles next to it."""
    return [
        (cell, [KIND_OF[layout[n]] for n in table.occupied_neighbours(layout, cell)])
        for cell in table.frontier(layout)
    ]


def _fitting(kinds: Iterable[int]) -> int:
    """The kinds that share a characteristic with every one of ``kinds``."""
    mask = -1
    for kind in kinds:
        mask &= MATCHES[kind]
    return mask


def _round_starters(layout: dict, cell: Pos) -> int:
    """The kinds that would start a scoring round if placed on ``cell``."""
    mask = 0
    x, y = cell
    for dx, dy in ((1, 0), (0, 1)):
        before = _extent(layout, cell, -dx, -dy)
        after = _extent(layout, cell, dx, dy)
        if before + after + 1 not in table.RUN_LENGTHS:
            continue
        if before:
            mask |= TWINS[KIND_OF[layout[(x - dx, y - dy)]]]
        if after:
            mask |= TWINS[KIND_OF[layout[(x + dx, y + dy)]]]
    return mask


def _extent(layout: dict, cell: Pos, dx: int, dy: int) -> int:
    """How many tiles follow ``cell`` without a gap in the direction ``(dx, dy)``."""
    x, y = cell
    count = 0
    while (x + (count + 1) * dx, y + (count + 1) * dy) in layout:
        count += 1
    return count


def _expected_best(gains: list[tuple[float, int]], pool: Pool, hand: int) -> float:
    """The expected best of ``(gain, kinds giving it)`` for a hand dealt from ``pool``."""
    if not gains or not pool.size:
        return 0.0
    gains.sort(key=lambda item: -item[0])
    expected = 0.0
    union = 0
    for index, (gain, mask) in enumerate(gains):
        union |= mask
        lower = gains[index + 1][0] if index + 1 < len(gains) else 0.0
        if gain > lower:
            expected += (gain - lower) * chance_of_any(pool.size, pool.count(union), hand)
    return expected


def _fit_cells(frontier: list, tile) -> int:
    """On how many ``frontier`` cells the ``tile`` would fit."""
    bit = 1 << KIND_OF[tile]
    return sum(1 for _, kinds in frontier if _fitting(kinds) & bit)
