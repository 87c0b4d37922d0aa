"""Level 8's look-ahead in Abaku: each of the best placements is played forward in sampled
worlds.

The greedy ranking values a placement by its points (and, below a point, the rack it keeps).
It ignores what the placement opens: a digit next to a x3 example square, or a run an
opponent can extend for many points. Here each candidate is played in worlds where the
tiles the player cannot see (the bag and the other racks) are dealt at random from the ones
he can know about, and the next player answers with his best placement in the lines the
move touched. A candidate is worth its points, plus the value of the rack it keeps (a
balanced rack of useful digits plays next turn), minus the mean of what those answers score
beyond the usual: a good answer elsewhere on the board was there anyway. Pure
Python, no pygame.
"""

from __future__ import annotations

import random
from collections import Counter

from core.simulation import SimulationSettings, deal
from games.abaku.logic import DIGIT_COUNTS, AbakuState
from games.abaku.movegen import local_placements
from games.abaku.moves import WILD, Move, Place

SIMULATION = SimulationSettings(candidates=5, samples=3)
"""Level 8: the five best placements, each played in three sampled worlds (an answer search
costs about 30 ms, so this keeps a decision well under a second)."""

LEAVE_WEIGHT = 12.0
"""Points a perfectly balanced rack is worth over a useless one (see ``ai.leave_value``)."""


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


def playout(world: AbakuState, move: Move, prior: float, usual: float) -> float:
    """``prior`` minus what the next player's best answer in the lines ``move`` touched, in
    ``world`` (left unchanged), scores beyond ``usual``: the points a player can expect to
    find somewhere anyway (the best placement of the mover now stands for it)."""
    if not isinstance(move, Place):
        return prior
    board = world.clone()
    board.apply(move)
    if board.is_terminal():
        return prior
    answering = board.current_player
    squares = [tile.square for tile in move.tiles]
    answers = local_placements(board.board(), board.rack(answering), squares)
    best = max((found.points for found in answers), default=0)
    return prior - max(0.0, best - usual)
