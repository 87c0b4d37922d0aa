"""Level 8's look-ahead in minusMax: each of the best turns is played forward in sampled worlds.

The greedy ranking (:mod:`games.minusmax.evaluation`) values a turn by its points and the rack
it keeps, and ignores what it leaves on the board: a tile that opens a vertex next to a D or T
cell may hand the opponent more than it scored. Here each candidate turn is played in worlds
where the tiles the player cannot see (the box and the other racks) are dealt at random from
the ones he can know about, and the next player answers with a quick greedy turn. A candidate
is worth its greedy value minus what the answer scores, and a loss of the game if the answer
ends it in the opponent's favour. Pure Python, no pygame.
"""

from __future__ import annotations

import random
from collections import Counter

from core.ai import Budget
from core.simulation import SimulationSettings, deal
from games.minusmax.board import NUMERIC_TILES
from games.minusmax.evaluation import GAME_RESULT_WEIGHT
from games.minusmax.logic import BONUS_PER_TILE, EndTurn, Move, Place, State
from games.minusmax.turnsearch import TurnSearch

SIMULATION = SimulationSettings(candidates=6, samples=10)
"""Level 8: the six best turns, each played in ten sampled worlds."""

PLIES = 2
"""Turns played after the candidate: the next player's answer, then this player's own."""

REPLY_BEAM, REPLY_STEPS = 3, 1_500
"""The answering player's quick search: narrow, and capped, so a playout stays cheap."""


def unseen_tiles(state: State) -> list[int]:
    """The tiles the current player cannot see (box and other racks), in value order."""
    unseen = Counter(NUMERIC_TILES)
    unseen.subtract(state.tiles.values())
    unseen.subtract(state.current_rack())
    return sorted(Counter({v: n for v, n in unseen.items() if n > 0}).elements())


def sample_world(state: State, rng: random.Random) -> State:
    """A copy of ``state`` with the other racks and the box dealt at random from the tiles
    the current player cannot see; the box and every rack keep their sizes."""
    world = state.clone()
    others = [p for p in range(state.players) if p != state.current_player]
    racks, world.box = deal(unseen_tiles(state), [len(state.racks[p]) for p in others], rng)
    for player, rack in zip(others, racks, strict=True):
        world.racks[player] = rack
    world.rng = random.Random(rng.getrandbits(64))
    return world


def playout(world: State, plan: tuple[Move, ...], prior: float) -> float:
    """``prior`` (the greedy value of ``plan``), minus what the next player's answer scores in
    ``world``, plus what this player's own next turn scores after it (so a vertex opened is
    weighed for both sides, and the rack kept is judged by what it makes on that board), and
    a won or lost game if these turns end it; ``world`` is left unchanged."""
    board = world.clone()
    me = board.current_player
    for move in plan:
        board.apply(move)  # checked: a candidate comes from the searched position
    value = prior
    for _ in range(PLIES):
        if board.is_terminal():
            break
        mover = board.current_player
        before = board.points[mover]
        for move in greedy_turn(board):
            board._apply(move)  # unchecked, to save time: the search found it legal here
        gained = board.points[mover] - before
        value += gained if mover == me else -gained
    if board.is_terminal():
        scores = board.scores()
        margin = scores[me] - max(s for p, s in enumerate(scores) if p != me)
        value += GAME_RESULT_WEIGHT if margin > 0 else -GAME_RESULT_WEIGHT if margin < 0 else 0
    return value


def greedy_turn(state: State) -> tuple[Move, ...]:
    """The quick answer: the turn of most points (and empty-rack bonus) a narrow search finds."""
    bonus = BONUS_PER_TILE * state.rack_size if state.box_count else 0
    best = TurnSearch(state).best(REPLY_BEAM, Budget(REPLY_STEPS), bonus)
    return (*(Place(cell, value) for cell, value in best.placements), EndTurn())
