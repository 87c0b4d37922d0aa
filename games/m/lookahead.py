"""Level 8's look-ahead in M: each of the best moves is played forward in sampled worlds.

The greedy valuation (:func:`games.m.ai.rank_moves`) already weighs chips, the next player's
threat and the mover's next turn with estimates. Here each of the best candidates is played in
worlds where the tiles the player cannot see (the other hands, the pile and the tiles out of
play) are dealt at random from the ones he can know about. Every other player then plays his
greedy move, scoring rounds are played out tile by tile, until it is the mover's turn again;
the candidate is worth the mover's greedy value of his best move there (his utility with its
own look-ahead), or his final utility if the game ended. So chips given away, colours left to
the others in a round, and the round a placement hands to the next player are all played
rather than estimated. Pure Python, no pygame.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from core.ai import Budget
from core.simulation import SimulationSettings, deal
from games.m.logic import PLACE, Move, MState
from games.m.takes import utilities
from games.m.tiles import full_tile_set

SIMULATION = SimulationSettings(candidates=6, samples=6)
"""Level 8: the six best moves, each played in six sampled worlds."""

PLAYOUT_STEPS = 2_000
"""The round planner's node cap for one greedy decision inside a playout."""

MAX_PLAYOUT_MOVES = 40
"""A playout stops after this many moves even if the mover's turn has not come back."""


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


def playout(world: MState, move: Move, prior: float, rank_moves: Ranker) -> float:
    """The mover's value once ``move`` and quick greedy answers until his next turn are played
    in ``world`` (left unchanged). ``rank_moves`` is the greedy valuation: without its
    estimates for the quick answers, with them for the mover's best move at the end."""
    board = world.clone()
    me = board.current_player
    board.apply(move)
    for _ in range(MAX_PLAYOUT_MOVES):
        if board.is_terminal():
            return utilities(board.scores(), game_over=True)[me]
        if board.phase == PLACE and board.current_player == me:
            return max(value for value, _ in rank_moves(board, Budget(PLAYOUT_STEPS)))
        ranked = rank_moves(board, Budget(PLAYOUT_STEPS), estimates=False)
        board.apply(max(ranked, key=lambda item: item[0])[1])
    return utilities(board.scores(), game_over=False)[me]
