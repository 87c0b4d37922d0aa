"""Level 8 in Abaku: the placement of best *equity*, and a look-ahead on the empty bag. Pure
Python, no pygame.

The greedy ranking values a placement by its points. Level 8 adds the rack it keeps, in
points (:func:`games.abaku.leave.leave_points`, measured on seeded boards: a kept 0 costs
about 47 points on the next turn, a kept 9 adds about 25, a pair costs 12), so it dumps 0s
and duplicates and keeps high digits: a balanced rack; and it counts each ×3 example square
the placement opens to the next player against it (:data:`OPENED_X3_POINTS`). While the bag
holds tiles that is the whole decision (measured by tools/ai_ladder.py: a two-ply look-ahead
over sampled racks with the few worlds a second allows measured 41 % to 57 % against the
greedy player, the equity 62 % to 73 %).

Once the bag is empty, every candidate is played forward: it is worth, in points,

    its points - the next player's best answer

searched on the whole board after the candidate with the rack the next player holds in a
*sampled world*: the tiles this player cannot see dealt at random from those he can know,
never from the true hidden state (with two players that is the other rack exactly, so one
world is the truth). This sees what the greedy player ignores: the x3 example square a move
opens to the answer, the answer it blocks, and the end of the game as the rules count it (a
placement that empties the rack wins the other rack twice over, gained by one and lost by
the other, and an answer that does so wins the mover's rack).

The answers to different candidates share most lines of the board, so their searches share
them (:class:`games.abaku.movegen.LineMemo`). The work is counted in tiles tried, not in
seconds, so a seed gives the same move on any machine; the interactive game's wall-clock
cap only stops a search that the machine made slow.

Against the greedy baseline (tools/ai_ladder.py --pair 8:base --capped), seats swapped, on
the measurement deals 100000-100099 that no tuning looked at, with the cap on a quiet machine
(the ladder's two jobs alone on the two cores, load 1.9, 9 minutes): 138 of 200 games
(69.0 %, 95 % interval 62.3-75.0 %), above the 65 % of issue 27.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from core.ai import Budget
from core.simulation import SimulationSettings, deal
from games.abaku.board import BOARD_SIZE, Square, bonus, neighbours
from games.abaku.leave import leave_points
from games.abaku.logic import DIGIT_COUNTS, AbakuState
from games.abaku.movegen import LineMemo, memo_placements
from games.abaku.moves import WILD, Place

SIMULATION = SimulationSettings(candidates=6, samples=8)
"""On the empty bag: the six best placements by points, in one world with two players (it is
the true one) and up to eight with more (fewer when :data:`WORK_PER_DECISION` runs out)."""

WORK_PER_DECISION = 60_000
"""Tiles the answer searches of one decision may try (about half a second on this machine):
a board with many open lines gets fewer worlds, not a longer wait."""

LEAVE_WEIGHT = 1.0
"""How much of the rack's measured worth (``leave.leave_points``, in points) counts."""

OPENED_X3_POINTS = 20.0
"""What a ×3 example square a placement opens (empty, touching no tile before it, touching one
after) is taken to hand the next player, in points, while the bag holds tiles. On the empty bag
the answer itself is searched instead."""


class Candidate(NamedTuple):
    """A placement with its points and the rack tiles it leaves (before drawing)."""

    move: Place
    points: int
    left: tuple[int, ...]
    opened: int = 0  # ×3 example squares it opens to the next player

    @property
    def equity(self) -> float:
        """Points plus the rack kept, less the ×3 squares opened: the ranking while the bag
        holds tiles."""
        opened = OPENED_X3_POINTS * self.opened
        return self.points + LEAVE_WEIGHT * leave_points(self.left) - opened


class World(NamedTuple):
    """One deal of the unseen tiles: the board, the bag (drawn from its end), the racks of
    the other players, and the next player's line memo."""

    board: dict
    bag: list[int]
    answering_rack: list[int]
    memo: LineMemo


_BESIDE_TRIPLES = {
    near: square
    for square in ((row, col) for row in range(BOARD_SIZE) for col in range(BOARD_SIZE))
    if bonus(*square) == "T"
    for near in neighbours(square)
}
"""The squares beside a ×3 example square, each with that square (no square is beside two)."""


def opened_triples(board: Mapping[Square, int], move: Place) -> int:
    """How many ×3 example squares ``move`` opens: empty squares beside one of its tiles that
    touched no tile before it, where the next player's example now can start. (Asked of
    every placement each turn, so the squares beside none are passed over at once.)"""
    placed = {tile.square for tile in move.tiles}
    opened = {
        square
        for tile in placed
        if (square := _BESIDE_TRIPLES.get(tile)) is not None
        and square not in board
        and square not in placed
        and not any(near in board for near in neighbours(square))
    }
    return len(opened)


def unseen_tiles(state: AbakuState) -> list[int]:
    """The digits the current player cannot see (bag and other racks), in order. A wildcard
    on the board or in his rack was a drawn 0."""
    unseen = Counter(DIGIT_COUNTS)
    wild = state.wild_squares
    for square, digit in state.board().items():
        unseen[0 if square in wild else digit] -= 1
    for tile in state.rack(state.current_player):
        unseen[0 if tile == WILD else tile] -= 1
    return sorted(Counter({d: n for d, n in unseen.items() if n > 0}).elements())


def sample_world(state: AbakuState, rng: random.Random) -> AbakuState:
    """A copy of ``state`` with the other racks and the bag dealt at random from the digits the
    current player cannot see; the bag and every rack keep their sizes."""
    world = state.clone()
    others = [p for p in range(state.players) if p != state.current_player]
    racks, world._bag = deal(unseen_tiles(state), [len(state.rack(p)) for p in others], rng)
    for player, rack in zip(others, racks, strict=True):
        world._racks[player] = rack
    world._rng = random.Random(rng.getrandbits(64))
    return world


def next_player(state: AbakuState) -> int:
    """Who answers the current player's move (the next one still in the game)."""
    for step in range(1, state.players + 1):
        player = (state.current_player + step) % state.players
        if state.out_reason(player) is None:
            return player
    return state.current_player


def answer_world(state: AbakuState, rng: random.Random) -> World:
    """A sampled world (:func:`sample_world`) as the look-ahead uses it."""
    world = sample_world(state, rng)
    rack = world.rack(next_player(state))
    return World(state.board(), list(world._bag), rack, LineMemo(rack))


def playout(world: World, candidate: Candidate) -> float:
    """``candidate``'s value in ``world``: its points, plus its leave while the game goes on,
    minus the next player's best answer, each with what the end of the game moves."""
    tiles_left = len(world.bag)
    if not candidate.left and not tiles_left:
        return candidate.points + 2 * _face_value(world.answering_rack)
    drawn = min(len(candidate.move.tiles), tiles_left)
    bag_after = tiles_left - drawn
    board = dict(world.board)
    board.update((tile.square, tile.digit) for tile in candidate.move.tiles)
    answers = memo_placements(board, world.memo)
    if bag_after:
        return candidate.points + LEAVE_WEIGHT * leave_points(candidate.left) - _best(answers)
    held = [*candidate.left, *world.bag[tiles_left - drawn :]]
    going_out = len(world.answering_rack)
    bonus = 2 * _face_value(held)
    best = max(
        (found.points + (bonus if len(found.move.tiles) == going_out else 0) for found in answers),
        default=0,
    )
    return candidate.points - best


def _best(answers) -> int:
    return max((found.points for found in answers), default=0)


def _face_value(tiles: Sequence[int]) -> int:
    return sum(tile for tile in tiles if tile != WILD)


def choose(
    state: AbakuState, candidates: list[Candidate], rng: random.Random, seconds: float | None
) -> Candidate:
    """The candidate to play: the best by equity while the bag holds tiles; on an empty bag,
    the one of best mean value over the sampled worlds (the best ``SIMULATION.candidates`` by
    points are played; ties keep that order).

    Whole rounds only: every world is played by every candidate, so a round cut short by the
    clock does not count, and no round starts that the work budget would not cover if it cost
    as much as the last one.
    """
    if state.bag_count:
        return max(candidates, key=lambda c: c.equity)
    shortlist = sorted(candidates, key=lambda c: -c.points)[: SIMULATION.candidates]
    if len(shortlist) < 2:
        return shortlist[0]
    samples = SIMULATION.samples if state.players > 2 else 1  # two players: no tile hidden
    budget = Budget(WORK_PER_DECISION, seconds)
    totals = [0.0] * len(shortlist)
    runs = 0
    last_round = 0
    while runs < samples and budget.steps + last_round <= budget.max_steps:
        world = answer_world(state, random.Random(rng.getrandbits(64)))
        values = []
        for candidate in shortlist:
            if budget.seconds_left() == 0.0:
                break
            values.append(playout(world, candidate))
        if len(values) < len(shortlist):
            break
        last_round = world.memo.work
        budget.spend(last_round)
        totals = [total + value for total, value in zip(totals, values, strict=True)]
        runs += 1
    if not runs:
        return shortlist[0]
    best = max(range(len(shortlist)), key=lambda i: (totals[i], -i))
    return shortlist[best]
