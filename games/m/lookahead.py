"""Level 8's look-ahead in M: each of the best moves is played forward in sampled worlds.

The greedy valuation (:func:`games.m.ai.rank_moves`) weighs chips, the next player's threat and
the mover's next turn with estimates. Here each of the best candidates is played in worlds
where the tiles the player cannot see (the other hands, the pile and the tiles out of play) are
dealt at random from the ones he can know about. Every player then plays his greedy move for
what it does now (chips, scoring rounds played out tile by tile) for ``TURNS`` rounds of turns,
the mover included; the candidate is worth the mover's utility then (his score minus the mean
of the others', with the winner's bonus if the game ended). So chips given away, colours left
to the others in a round, the round a placement hands to the next player, and the mover's own
chances next turn are all played rather than estimated.

The playout ends after the others' replies, never on the mover's own estimated next move: an
estimate of "the chip I can still take next turn" made a candidate that leaves a chip on the
table look as good as one that takes it, and the look-ahead lost the chips it left.

Where a decision's time goes (cProfile, two players): about half in planning scoring rounds
(:func:`games.m.takes.plan_round`) for the placements the quick players weigh, a fifth in
planning the same round again for every take of every taker, the rest in move generation and
the valuation. So a playout plays a round under way from one plan (``round_takes``), applies
the moves it generates without checking them again, and one decision's playouts share their
round plans (:data:`games.m.takes.RoundMemo`): the same moves, level-8 decision CPU time on 61
positions of 2 to 4 players 37.9 -> 22.3 s (p50 0.50/0.58/0.66 -> 0.29/0.36/0.40 s). Then
the planner's takeable tiles on bit sets of the layout (a flood fill instead of a search for
cut cells): 26.2 -> 20.1 s on the same positions, measured back to back at load 7-9.
Pure Python, no pygame.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from core.ai import Budget
from core.simulation import Outcome, SimulationSettings, deal
from games.m.logic import PLACE, TAKE, Move, MState, Take
from games.m.takes import colour_vector, utilities, valued_scores
from games.m.tiles import full_tile_set

SIMULATION = SimulationSettings(candidates=6, samples=12)
"""Level 8 with two players: the six best moves, each played in twelve sampled worlds.

Measured against the greedy :func:`games.m.ai.baseline`, two players, seats swapped, step
budgets (no wall clock), on tuning deals 1-20 (40 games): six worlds won 60 % of 10 games on
deals 1-5; twelve worlds, affordable once the engine and the valuation ran 1.9 times faster
(level-8 decision p50 0.24 -> 0.13 s CPU), won 57.5 % of 40. Tried and not kept: valuing the
end of a playout by the mover's best greedy valuation with its estimates (next player's threat,
own follow-up) instead of the utility as it stands won 50 % of the same 20 games at twice the
cost. On deals kept apart from tuning, with the game's 0.8 s cap on a shared machine at load
25 falling to 7 (so the cap cut many decisions short and MIN_WORLDS kept them greedy): deals
100 000-100 059, 57.9 % of 120 games (95 % interval 49-66 %). After the speed-ups of the module
docstring (same moves, about 1.7 times fewer CPU seconds; at load 8 the cap left fewer than six
worlds in 1 of 14 decisions instead of 6 of 14), deals 100 000-100 099 with the cap at load
5-10: 58.8 % of 200 games (95 % interval 51.8-65.3 %), short of the 60 % of issue 27. On a
quiet machine (the ladder's two jobs alone on the two cores, load 1.8-1.9, 9 minutes), with
the cap, the same deals: 60.2 % of 200 (95 % interval 53.3-66.8 %), the 60 % of issue 27. There
a decision (tools/ai_bench.py --level 8, 15 positions a setup, load 1-1.7) takes p50/p95/max
246/441/461 ms with two players, 200/370/426 with three and 161/576/578 with four. With the
collected tiles valued for what they may become (:func:`games.m.ai.colour_spread`), the same
deals with the cap on a quiet machine (load 1.4-2.0): 69.8 % of 200 (63.1-75.7 %), and level-8
decisions p50/p95/max 143/257/276 ms with two players, 115/205/216 with three, 156/309/320
with four (20 positions a setup, load 0-0.5)."""

LOOK_AHEAD_PLAYERS = 4
"""Level 8 looks ahead in games of up to this many players; with more it plays the greedy
valuation's best move, as :func:`games.m.ai.baseline` does (five and six players: not measured).

With three and four players the look-ahead as with two (playouts through two rounds of turns,
the best mean followed) lost to the greedy seats it met, on deals 100 000 and up with the 0.8 s
cap: three players 15.6 % of 60 games (load 19), 25 % of 30, 33.3 % of 30, and after the
speed-ups 23.3 % of 60 (deals 100 000-100 019, 95 % interval 14.4-35.4 %, load 5-10), fair
share 33 %; four players 25 % of 32, and after the speed-ups 25.8 % of 60 (deals
100 000-100 014, 16.5-38.1 %), fair share 25 %. Tuning deals 1-20, three players, step
budgets, load 3-10: a playout through one round of turns, best mean followed, 26.1 % of 60
(95 % 16.7-38.4 %); the same with :data:`SWITCH_MARGIN` 39.2 % of 60, and 41.7 % of 60 on
deals 21-40 (40.4 % of 120 on deals 1-40, 32.1-49.4 %, where the greedy valuation against
itself takes 33.3 %). So with more players a playout covers one round of turns
(:func:`playout_turns`) and level 8 leaves the greedy move only on a clear margin.

Measured so on deals 100 000 and up (``tools/ai_ladder.py``, one job, nice 19), short of the
40 % of issue 27. With the 0.8 s cap at load 4-12 (another job's work beside it), where a
decision finished six worlds in 5 of 12 three-player positions and 1 of 12 four-player ones,
so that level 8 mostly kept the greedy move: three players 33.1 % of 201 games (deals
100 000-100 066, 95 % 27.0-39.9 %), four players 28.7 % of 200 (deals 100 000-100 049,
22.8-35.3 %). On step budgets (every decision on its twelve worlds), load 1.5-5: three players
37.5 % of 201 (deals 100 000-100 066, 31.1-44.3 %), four players 32.5 % of 100 (deals
100 000-100 024, 24.1-42.2 %). Level-8 decisions with the cap (``tools/ai_bench.py``, 20
positions a setup) at load 9: p50/p95/max 810/849/868 ms with three players, 804/894/908 with
four; at load 1.5: 242/420/422 and 329/556/566 ms. With the cap on a quiet machine (two
ladder jobs on the two cores, load 0.7-2.1): three players 37.5 % of 201 (deals
100 000-100 066, 31.1-44.3 %, the same as on step budgets), four players 29.5 % of 200 (deals
100 000-100 049, 23.6-36.2 %): above the fair share, short of 40 %.

The greedy valuation itself changed for level 8 alone, without playouts, three players, tuning
deals 1-40 (120 games, load 2-5), did not beat the greedy seats: utilities against the best
other player instead of the mean of the others 30.4 % (22.9-39.1 %), half and half 33.3 %;
the mover's next-turn chances weighted 0.3 instead of 0.6 34.6 %, 0.9 30.4 %; the next
player's scoring round costing 0 instead of 12 points 29.6 %, 24 points 35.0 %; a scoring round
any other player (not only the next) could start before the mover plays again 34.2 %.

The same over 1,500 games each (three players, tuning deals 1-500, level 8 without playouts in
every seat against greedy seats, where the valuation unchanged wins exactly 500: every seat then
plays the same game). Each constant of :mod:`games.m.ai` moved either way: REPLY_ROUND_COST 6
and 20 won 487.7 and 500.2, OWN_ROUND_VALUE 10 and 30 494.3 and 461.3, FOLLOW_UP_WEIGHT 0.4 and
0.8 499.2 and 458.7, PASS_COST 0 and 10 500 and 499, SAFE_LEAD 0 and 40 503.2 and 494.3,
WIN_BONUS 60 and 240 493.0 and 499.5. The next player's scoring round valued by planning it (a
value-0 tile on the cell, the next player taking first) instead of the fixed REPLY_ROUND_COST,
507.7; the mover's own next round planned as well, 488.0; a leave term (a point for each
frontier cell where a kept tile fits, averaged over the kept tiles) 519.3, three points 495.3.
None is beyond noise (the best, 519.3, is 1.2 standard errors above 500, and the best of
sixteen), and three (OWN_ROUND_VALUE 30, FOLLOW_UP_WEIGHT 0.8, WIN_BONUS 60) fall more than two
standard errors below it: the valuation stands on a plateau. With the playouts, a
switch margin of 11 points instead of 8 won 347.7 of 900 games (deals 1-300) where level 8 won
349.5 (96 games better, 104 worse).

Tried in the playouts and not kept (step budgets, tuning deals, level 8 in every seat of each
deal against greedy seats, the same games for both, load 1.5-3.5): a playout worth the mover's
score minus the half-sum of the others' mean and best (where the mean alone is used) won 43.4 %
of 300 three-player games (deals 1-100) where this level 8 won 41.6 % (17 games better, 10
worse), and 31.8 % of 160 four-player games (deals 1-40) where it won 33.6 %; twenty-four
worlds with a margin of 4 points, 30.5 % of 113 four-player games where it won 31.3 %. On the
same 300 three-player games, eight candidates instead of six won 36.2 % (43 games better, 61
worse) and a margin of 6 points instead of 8 won 36.5 % (44 better, 61 worse). The other
players' moves in a playout chosen as the greedy seats choose them, with the valuation's
estimates (the reply threat and the follow-up) instead of what a move does now: 51 of 138
three-player games (deals 1-46) where this level 8 won 57.5, at four times the CPU; so a truer
model of the greedy seats is not what is missing.

Issue 27, three players, tried and not kept (step budgets, tuning deals from 1, level 8 in
every seat, paired on the same games): with the switch margin, level 8 leaves the greedy move
in one or two of some fifteen placements a game. A switch decided by a paired test on the
worlds (a candidate's mean gain over the greedy move's in the same worlds above twice its
standard error) instead of the margin, 41.5 of 107 games where this level 8 won 43; above
once its standard error, 49 of 127 where it won 52. The look-ahead also for the takes of a
scoring round, 89.8 of 228 where it won 90.3 (12 games changed). A playout worth the mover's
score minus the best other player's (not the mean of the others), 63 of 158 where it won 63.8.
Twenty-four worlds a candidate instead of twelve (margin 8), 97 of 229 games of deals 1-80
where it won 91.3 (37 games better, 34 worse): within the noise, at twice the CPU.
Level 8 in these games is the greedy valuation with a few well-chosen departures; what would
add to it is not in how the playouts are read.

Issue 27, three players, what is missing (step budgets, tuning deals 1-300, level 8 in every
seat, 900 games paired with today's level 8, which won 349.5, 38.8 %). Not kept: playouts
through two rounds of turns, 353.2 (203 games better, 199 worse) at twice the CPU; playouts to
the end of the game once the last tile is drawn, 348.8 (21 better, 21 worse: the leader at the
last draw won 36 of 40 greedy games of three and four players, so the end is mostly decided
before it); the playout's value plus half the greedy valuation, 337 (68 better, 85 worse); the
other players' bad colours counted at half in the playout's value, 137.5 of 369 where it won
140.5. A linear fit on 300 greedy games (42,153 positions) explains 5 % of how a player's
utility changes to the end of the game; the utility against the mean of the others and against
the best other player foretell the winner about as well (area under the curve 0.63 and 0.58
with forty tiles or more in the pile, 0.71 and 0.70 with twenty to twenty-nine, 0.89 and 0.91
with fewer than ten).

What the edge needs is what the others hold. Level 8 told the other players' true hands (one
world: in a one-round playout nobody draws before the mover plays again, so the pile does not
matter), not a player but a measure, won 175.3 of 300 games (58.4 %, deals 1-100) where it won
121.2 (40.4 %): 108 games better, 50 worse. With four players (deals 1-50, 200 games) it won
88.8 (44.4 %) where level 8 won 66.3 (33.2 %): even knowing the hands, little to spare over the
40 % of issue 27.

Inferring the hands from each other player's last placement (worlds whose kept tiles make the
greedy player choose the placement he made; rejection sampling, twelve hands from at most sixty
tries) did not find it. The sampled kept tiles held 8.2 % of the true ones where uniform draws
hold 5.8 % (2,428 samples, deals 1-8), and level 8 won 63.3 of 180 games (deals 1-60) where it
won 74.8 (28 better, 44 worse); inferring only where fewer than half the tries fitted, 73.5 (27
better, 29 worse); checking each other player's last three placements (the tile drawn after
each earlier one unknown), 39 of the first 125 games where it won 51.3 (19 better, 34 worse).
The worlds are not at fault: told only the true kept tiles of each other player's last
placement (the tile drawn after it still unknown), level 8 won 83.8 of those 180 games (44
better, 35 worse). The inferred kept tiles do move towards the true ones (deals 1-10, at level
8's turn: the most chips they could take now 0.67 on average, where uniform draws take 0.77 and
the true tiles 0.64; a scoring round they could start 38 %, 35 % and 37 %), yet level 8 played
worse with them: why is not known. A later attempt needs the public history
(:func:`games.m.ai.choose` sees the state only) and a check that fits in the 0.8 s cap.

A softer inference, tried with the history kept by the experiment's driver (not by the game):
for each other player whose last turn was a placement outside the endgame that started no
round, a sampled world is kept with probability 0.2 to the power of the number of his tiles
that could have taken more chips on the layout he faced (one tile, at random, not counted: the
one he drew after), at most thirty tries. Three players, step budgets, level 8 in every seat,
2,700 games (deals 1-900) paired with today's level 8: 1,053.2 wins (39.0 %) where it won
1,030.3 (38.2 %), 259 games better and 232 worse (a sign test's z 1.2). By blocks of deals:
+10.8 (1-300), +3.3 (301-500), +11.5 (501-600), -2.0 (601-750), -0.8 (751-900): the gain of
the first blocks did not hold in the later ones, so it is most likely noise, and at most about
one point where 40 % needs about two. Not built in; it would need each player's last placement
and the layout he faced kept in the public state.

How a playout's end is read, three players, the same 900 games (deals 1-300, today's level 8
349.5 wins), not kept: the mover's score minus the half-sum of the others' mean and best (as
above, now over 900 games), 358.3 (119 games better, 107 worse); the chance of beating each
other player (a logistic of the score gap, its scale 15 points plus one a tile in the pile),
336.5 (125 better, 140 worse); the mover's own next greedy move played before the utility is
read (its gain counted whole, at about a third more CPU), 350.7 (190 better, 184 worse), and
counted at half, 359.7 (149 better, 141 worse). All within the noise of a sign test.
The half-sum and the next move at half together, 375.3 (178 better, 146 worse), did not hold
on fresh tuning deals 301-500: 217.3 of 600 where level 8 won 225.2 (98 better, 108 worse).

Valuing the collected tiles for what they may still become (:func:`games.m.ai.colour_spread`,
its measurements on tuning deals there), measured on deals 100 000 and up with the 0.8 s cap
on a quiet machine (two ladder jobs on the two cores, load 1.4-2.0): three players 41.2 % of
201 (deals 100 000-100 066, 95 % 34.6-48.1 %), the 40 % of issue 27; four players 34.8 % of
200 (deals 100 000-100 049, 28.5-41.6 %), short of it.

Four players, tried and not kept: level 8 counting less of its next turn (the follow-up weight
0.15 instead of :data:`games.m.ai.FOLLOW_UP_WEIGHT` 0.6; the valuation alone, with the spread,
in every seat against greedy seats, tuning deals 1-999) won 1,141.8 of 3,996 games where 0.6
won 1,073.8 (z 2.1 over the deals; 0.3 won 1,131.3), though the last block of deals (751-999)
went the other way, 271.3 of 996 where 0.6 won 285.5. With the look-ahead and the cap, on the
measurement deals on a quiet machine, it won 29.0 % of 200 (deals 100 000-100 049) where
level 8 without it won 34.8 %. The spread growing with the square root of the pile's share
instead of the share (80 and 50 points) won 396.3 and 399.3 of 1,500 four-player games (deals
1-375) where the share won 408.2, and 524.7 and 524.3 of 1,500 three-player games (deals
1-500) where it won 542.2. The switch margin with the spread (step budgets, deals 1-150, 600
games, level 8 in every seat; a margin of 8 won 207.5): 4 points won 202.8 (94 games better, 97
worse), 14 points 195.4 (76 better, 85 worse); ten candidates instead of six, 195.0 (45
better, 58 worse); twenty-four worlds instead of twelve, 207.8 (76 better, 73 worse); the soft
inference of the other hands above, 215.0 (66 better, 57 worse: noise, as with three players).
On the same 600 games level 8 told the other players' true hands (not a player but a measure:
the oracle of above, now with the spread) won 245.5, 40.9 % (156 better, 114 worse): with four
players the 40 % of issue 27 asks about as much as knowing every hand gives. The other
players' placements in a playout chosen by the exact points, as the greedy seats value tiles,
instead of the spread: 203.3 (79 better, 83 worse)."""

MIN_WORLDS = 6
"""Fewer sampled worlds than this, or than the simulation asks for when it asks for fewer,
mean the wall-clock cap cut the simulation short and say too little: level 8 then plays the
greedy valuation's best move.

With the 0.8 s cap on a machine at load 19, decisions finished 0-2 worlds (2 players, 9
decisions) and level 8 chose by them. A threshold of three worlds won only 40 % of 40
two-player games (deals 100 000-100 019) with the cap at that load, where twelve uncapped
worlds won 57.5 % of 40 two-player games on tuning deals: so level 8 leaves the greedy move
only on at least half the worlds it asks for."""

TURNS = 2
"""Rounds of turns a playout covers with two players: the candidate and the reply, then the
mover's next move and the reply to it."""

SWITCH_MARGIN = 8.0
"""With more than two players, the points of utility by which a candidate's mean over the
worlds must beat the greedy leader's for level 8 to play it: with two or three opponents the
worlds are noisier, and following the best mean lost to the greedy seats (see
:data:`LOOK_AHEAD_PLAYERS`)."""


def playout_turns(players: int) -> int:
    """Rounds of turns a playout covers: :data:`TURNS` with two players, one with more (every
    other player's reply; a second round was measured weaker, see :data:`LOOK_AHEAD_PLAYERS`)."""
    return TURNS if players == 2 else 1


def switch_margin(players: int) -> float:
    """How much better than the greedy leader's a candidate's mean must be to be played."""
    return 0.0 if players == 2 else SWITCH_MARGIN


PLAYOUT_STEPS = 2_000
"""The round planner's node cap for one greedy decision inside a playout."""

MAX_PLAYOUT_MOVES = 100
"""A playout stops after this many moves (placements, passes and takes) in any case."""


def unseen_tiles(state: MState) -> list:
    """The tiles the current player cannot see: the other hands, the pile and the tiles out
    of play, in a fixed order."""
    unseen = Counter(full_tile_set())
    unseen.subtract(state.layout.values())
    unseen.subtract(state.hand(state.current_player))
    for tiles in state.collected:
        unseen.subtract(tiles)
    return sorted(Counter({t: n for t, n in unseen.items() if n > 0}).elements(), key=repr)


def sample_world(state: MState, rng: random.Random) -> MState:
    """A copy of ``state`` with the other hands, the pile and the tiles out of play dealt at
    random from the tiles the current player cannot see; every pile and hand keeps its size."""
    world = state.clone()
    others = [p for p in range(state.players) if p != state.current_player]
    sizes = [len(state.hands[p]) for p in others] + [len(state.pile)]
    (*hands, world.pile), world.out = deal(unseen_tiles(state), sizes, rng)
    for player, hand in zip(others, hands, strict=True):
        world.hands[player] = hand
    world.rng = random.Random(rng.getrandbits(64))
    return world


Ranker = Callable[..., Sequence[tuple[float, Move]]]
RoundPlanner = Callable[[MState, Budget], Sequence]


def playout(
    world: MState,
    move: Move,
    prior: float,
    rank_moves: Ranker,
    round_takes: RoundPlanner,
    spread: float = 0.0,
) -> float:
    """The mover's utility once ``move`` and :func:`playout_turns` rounds of quick greedy moves
    are played in ``world`` (left unchanged); ``rank_moves`` is the greedy valuation, used
    without its estimates (what a move does now), and ``round_takes`` plans a scoring round
    under way to its end in one search (the takes ``rank_moves`` would choose one by one).
    Unless the game ended, the collected tiles are valued with ``spread``, as the valuation
    does (:func:`games.m.ai.colour_spread`)."""
    board = world.clone()
    me = board.current_player
    board.apply_unchecked(move)
    turns, last_turn = 1, playout_turns(board.players)
    for _ in range(MAX_PLAYOUT_MOVES):
        if board.is_terminal():
            return utilities(board.scores(), game_over=True)[me]
        if board.phase == PLACE and board.current_player == me:
            if turns == last_turn:
                break
            turns += 1
        if board.phase == TAKE:
            for cell in round_takes(board, Budget(PLAYOUT_STEPS)):
                board.apply_unchecked(Take(cell))
            continue
        ranked = rank_moves(board, Budget(PLAYOUT_STEPS), estimates=False)
        board.apply_unchecked(max(ranked, key=lambda item: item[0])[1])
    totals = [colour_vector(tiles) for tiles in board.collected]
    return utilities(valued_scores(board.chips, totals, spread), game_over=False)[me]


def preferred(outcomes: Sequence[Outcome], greedy: Move, players: int) -> Move:
    """The candidate of the best mean over the worlds (``outcomes``, best first), unless it
    beats the greedy leader's by less than :func:`switch_margin`."""
    leader = next(outcome for outcome in outcomes if outcome.candidate == greedy)
    if outcomes[0].value - leader.value < switch_margin(players):
        return greedy
    return outcomes[0].candidate
