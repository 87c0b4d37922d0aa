"""The Mooxil hint player (pure Python, no pygame).

Three passes over the moves of the current tile (placements, or uses of the eraser):

1. every move gets a quick estimate from :class:`QuickRanker` (the local change of the
   potential of ``evaluation.py``, a few microseconds each);
2. the best ``EXACT_CANDIDATES`` are played on a copy of the game and valued exactly: the
   level score when the move ends the level, else the :func:`potential` of the grid;
3. the best ``LOOKAHEAD_CANDIDATES`` of those are valued again by the best replies of the
   next tiles of the visible queue: ``SHOWN_TILES - 1`` tiles deep, so the search covers the
   three tiles a player sees, and never a tile the player cannot see.

:func:`choose` hands the ranked list to ``core.ai.pick_ranked``, so a level below 8 plays
weaker; :func:`hint` is the best move found. With no time limit the work is a fixed number of
steps, so the same position always gets the same hint.
"""

from __future__ import annotations

import random

from core.ai import Budget, pick_ranked
from games.mooxil.evaluation import DEFAULT_WEIGHTS, QuickRanker, Weights, potential
from games.mooxil.levels import ERASER
from games.mooxil.logic import LevelResult, MooxilState, Move, new_game

EXACT_CANDIDATES = 8
LOOKAHEAD_CANDIDATES = 4
REPLY_CANDIDATES = 3
"""Replies valued exactly for each move looked ahead from."""

STRONGEST = 8
SHOWN_TILES = 3
"""The tiles of the queue a player sees, the current one included: the search looks no
further."""

Ranked = list[tuple[float, Move]]


def ranked_moves(
    state: MooxilState,
    weights: Weights = DEFAULT_WEIGHTS,
    time_limit: float | None = None,
    depth: int = SHOWN_TILES - 1,
) -> Ranked:
    """Every legal move of the current tile with its value (higher is better), best first.

    Moves checked exactly carry values on the scale of :func:`potential` and level scores;
    the rest keep their quick estimate, shifted below every checked one. Ties keep board
    order, so the ranking is deterministic. ``time_limit`` (seconds) cuts the exact passes
    short.
    """
    estimates = _estimates(state, weights)
    budget = Budget(EXACT_CANDIDATES + LOOKAHEAD_CANDIDATES, time_limit)
    checked: Ranked = []
    for _, move in estimates[:EXACT_CANDIDATES]:
        if not checked or budget.spend():
            checked.append((_value_after(state, move, weights, 0), move))
    checked.sort(key=_best_first)
    if depth:
        for k, (_, move) in enumerate(checked[:LOOKAHEAD_CANDIDATES]):
            if not budget.spend():
                break
            checked[k] = (_value_after(state, move, weights, depth), move)
        checked.sort(key=_best_first)
    return checked + _shifted_below(checked, estimates[len(checked) :])


def choose(state: MooxilState, level: int, seed: int, time_limit: float | None = None) -> Move:
    """A move for the current tile: level 8 is the best found, level 1 any legal move."""
    return pick_ranked(ranked_moves(state, time_limit=time_limit), level, random.Random(seed))


def hint(state: MooxilState, time_limit: float | None = None) -> Move:
    """The best placement found for the current tile (or the best use of the eraser)."""
    return choose(state, STRONGEST, 0, time_limit)


def _best_first(item: tuple[float, Move]) -> float:
    return -item[0]


def _estimates(state: MooxilState, weights: Weights) -> Ranked:
    """Quick estimates of every legal move, best first."""
    board, tile = state.board, state.current_tile
    ranker = QuickRanker(board, state.level, weights)
    if tile == ERASER:
        estimates = [(ranker.erasure(i), i) for i in board.erasable_cells()]
    else:
        estimates = [(ranker.placement(i, tile), i) for i in board.fitting_cells(tile)]
    estimates.sort(key=lambda item: -item[0])
    return [(value, Move(tile, board.cells[i])) for value, i in estimates]


BLIND_SEED = 0
"""The seed of the tiles a search's copies draw after the visible queue: not the game's own
generator, so a search that plays the third shown tile meets a made-up fourth, never the
real one (whether it fits ends the level)."""


def _value_after(state: MooxilState, move: Move, weights: Weights, depth: int) -> float:
    """The value of playing ``move``: the level score if that ends the level, else the
    potential of the grid, or with ``depth`` the value of the best of a few replies."""
    child = state.clone()
    child.rng = random.Random(BLIND_SEED)
    finished = len(child.results)
    child._apply(move)
    if len(child.results) > finished:
        return float(child.results[finished].score)
    if depth == 0:
        return potential(child.board, child.level, weights)
    replies = _estimates(child, weights)[:REPLY_CANDIDATES]
    return max(_value_after(child, reply, weights, depth - 1) for _, reply in replies)


def _shifted_below(checked: Ranked, rest: Ranked) -> Ranked:
    """The quick estimates of ``rest`` (best first), shifted below the lowest checked value."""
    if not checked or not rest:
        return rest
    shift = checked[-1][0] - rest[0][0] - 1
    return [(value + shift, move) for value, move in rest]


def play_level(seed: int, level: int, time_limit: float | None = None) -> LevelResult:
    """Play level ``level`` of the game of ``seed`` with the hint player; its result."""
    state = new_game(seed, level=level)
    while not state.results:
        state.apply(hint(state, time_limit))
    return state.results[0]
