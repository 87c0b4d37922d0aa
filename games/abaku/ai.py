"""Computer players for Abaku, levels 1 to 8. Pure Python, no pygame.

Every level ranks the legal placements of the current player's rack by their points plus a
rack-leave tie-break below one point (so points decide first, and among equal points the
move that keeps the more useful tiles wins; see :mod:`games.abaku.leave`). Levels 1 to 4 see
only the placements of a few runs of the board picked at random
(:func:`games.abaku.movegen.random_placements`, a small part of the cost of listing every
move), level 1 playing one of them at random; levels 2 to 6 aim below the best they see with
noise (:data:`LEVELS`, through :func:`core.ai.pick_ranked`); level 7 plays the greedy best;
level 8 adds the measured worth of the rack it keeps, and on an empty bag plays its best
placements forward against the next player's answer (:mod:`games.abaku.lookahead`).
:func:`baseline` is the greedy level 8 of before the look-ahead, kept to measure against.

With no placement at all, a player exchanges the tiles worth least, or passes when the bag
is empty. Above level 1 a computer never passes or exchanges while it holds a placement: when
the few runs a weak level looks at hold none, it looks at the whole board before giving up.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from core.ai import PROFILES, Budget, LevelProfile, level_profile, pick_ranked
from games.abaku import lookahead
from games.abaku.leave import digit_usefulness, leave_value, rack_left, tile_usefulness
from games.abaku.logic import AbakuState
from games.abaku.movegen import ScoredPlace, generate_placements, random_placements
from games.abaku.moves import WILD, Exchange, Move, Pass, Place

__all__ = [
    "WILD",
    "baseline",
    "choose",
    "digit_usefulness",
    "exchange_or_pass",
    "hint",
    "leave_value",
    "ranked_placements",
]

# Levels 1 to 4 look at the placements of only this many runs of the board, picked at random
# (level 1 then plays one of them at random): weaker, and quick.
SAMPLED_RUNS = {1: 1, 2: 2, 3: 4, 4: 10}

LEVELS: Mapping[int, LevelProfile] = {
    1: PROFILES[1],
    2: LevelProfile(penalty=0.25, noise=0.2),
    3: LevelProfile(penalty=0.15, noise=0.12),
    4: LevelProfile(penalty=0.05, noise=0.05),
    5: LevelProfile(penalty=0.17, noise=0.1),
    6: LevelProfile(penalty=0.1, noise=0.06),
    7: LevelProfile(penalty=0.0, noise=0.0),
    8: LevelProfile(penalty=0.0, noise=0.0),
}
"""Abaku's steps (the ladder, tools/ai_ladder.py, measured them): levels 2 to 4 aim below the
best of the few runs they see, 5 and 6 below the best of the whole board, 7 plays the
greedy best and 8 looks ahead (:mod:`games.abaku.lookahead`)."""
KEEP_THRESHOLD = 0.55  # exchange digits less useful than this, and every duplicate


def ranked_placements(state: AbakuState, budget: Budget | None = None) -> list[tuple[float, Place]]:
    """(points + leave tie-break, placement) for every legal placement, in generation order.

    With a ``budget`` the search may stop early and rank only what it found.
    """
    rack = state.rack(state.current_player)
    if budget is None:
        return _with_leave(state.placements(), rack)
    return _with_leave(generate_placements(state.board(), rack, budget), rack)


def _with_leave(placements: list[ScoredPlace], rack: list[int]) -> list[tuple[float, Place]]:
    return [
        (found.points + leave_value(rack_left(rack, found.move.rack_tiles())), found.move)
        for found in placements
    ]


def exchange_or_pass(state: AbakuState) -> Move:
    """With nothing to place: exchange the least useful tiles (every duplicate, every digit
    below :data:`KEEP_THRESHOLD`), or all of them if all are useful; pass on an empty bag."""
    rack = state.rack(state.current_player)
    if not state.bag_count:
        return Pass()
    kept: set[int] = set()
    returned = []
    for tile in sorted(rack, key=tile_usefulness, reverse=True):
        if tile in kept or tile_usefulness(tile) < KEEP_THRESHOLD:
            returned.append(tile)
        else:
            kept.add(tile)
    if not returned:
        returned = list(rack)
    worst_first = sorted(returned, key=tile_usefulness)
    return Exchange(tuple(worst_first[: state.bag_count]))


def choose(
    state: AbakuState,
    level: int,
    seed: int,
    time_limit: float | None = None,
    *,
    look_ahead: bool = True,
) -> Move:
    """The move of the current player at ``level`` (1 random ... 8 strongest).

    Deterministic for a given state, level and seed when ``time_limit`` is ``None``; with a
    limit in seconds the search stops early if it must and plays the best found so far.
    ``look_ahead=False`` makes level 8 the greedy :func:`baseline`.
    """
    level_profile(level)  # refuses a level outside 1-8
    if state.is_terminal():
        raise ValueError("the game is over: there is no move to choose")
    rng = random.Random(seed)
    budget = Budget(max_steps=10**9, seconds=time_limit)
    ranked = []
    rack = state.rack(state.current_player)
    if level in SAMPLED_RUNS:
        found = random_placements(state.board(), rack, rng, SAMPLED_RUNS[level])
        ranked = _with_leave(found, rack)
    if not ranked and level > 1:
        ranked = ranked_placements(state, None if time_limit is None else budget)
    if not ranked:
        return exchange_or_pass(state)
    if level == 8 and look_ahead:
        return _look_ahead(state, ranked, rng, budget)
    return pick_ranked(ranked, level, rng, LEVELS if look_ahead else PROFILES)


def baseline(state: AbakuState, seed: int, time_limit: float | None = None) -> Move:
    """The greedy level 8 of before the look-ahead: the placement of most points."""
    return choose(state, 8, seed, time_limit, look_ahead=False)


def _look_ahead(
    state: AbakuState, ranked: list[tuple[float, Place]], rng: random.Random, budget: Budget
) -> Move:
    """The placement of best value once the next player has answered it
    (:func:`games.abaku.lookahead.choose`)."""
    rack, board = state.rack(state.current_player), state.board()
    candidates = [
        lookahead.Candidate(
            move,
            int(value),
            tuple(rack_left(rack, move.rack_tiles())),
            lookahead.opened_triples(board, move),
        )
        for value, move in ranked
    ]
    return lookahead.choose(state, candidates, rng, budget.seconds_left()).move


def hint(state: AbakuState, seed: int = 0, time_limit: float | None = None) -> tuple[Move, int]:
    """What level 8 would play for the current player, and the points it scores now."""
    move = choose(state, 8, seed, time_limit)
    points = state.preview(move).points if isinstance(move, Place) else 0
    return move, points
