"""Computer players for minusMax, levels 1 to 8. Pure Python, no pygame.

A computer plans a whole turn (a sequence of placements, then end the turn, or an exchange)
but :func:`choose` hands out one move at a time. The plan is a pure function of the position
at the *start* of the turn, the level and the seed: each call takes back this turn's tiles on
a copy, plans again, and continues the plan after the tiles already placed. So the calls of one
turn agree with each other, with no hidden memory. If the tiles placed so far are not a prefix
of the plan (a human took a hint and then went his own way), it plans from where the turn is.

Level 1 plays a random legal placement sequence. Levels 2 to 8 search whole turns
(:mod:`games.minusmax.turnsearch`) with a beam that widens with the level, value every turn
met and the useful exchanges (:mod:`games.minusmax.evaluation`), and let
:func:`core.ai.pick_ranked` turn the level into strength: level 8 plays the best of them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from core.ai import Budget, level_profile, pick_ranked
from games.minusmax.evaluation import TurnEvaluator
from games.minusmax.logic import EndTurn, Exchange, Move, Place, State, TakeBack
from games.minusmax.turnsearch import TurnOption, TurnSearch


@dataclass(frozen=True)
class SearchLevel:
    """How hard a level looks: partial turns kept per depth, and a cap on work steps.

    A step (one placement generated) costs about 30 microseconds on the 2-core reference
    machine, so the caps bound the think time even in the richest positions: level 8 under
    1 s, levels 2 to 4 under 0.2 s. Real turns rarely need more than 3,000 steps at level 8.
    """

    beam_width: int
    max_steps: int


SEARCH_LEVELS = {
    2: SearchLevel(beam_width=2, max_steps=2_000),
    3: SearchLevel(beam_width=3, max_steps=3_000),
    4: SearchLevel(beam_width=5, max_steps=4_000),
    5: SearchLevel(beam_width=10, max_steps=6_000),
    6: SearchLevel(beam_width=20, max_steps=10_000),
    7: SearchLevel(beam_width=40, max_steps=15_000),
    8: SearchLevel(beam_width=80, max_steps=20_000),
}

Plan = tuple[Move, ...]

SHORTLIST = 30
"""How many of the best-valued turns are offered to :func:`core.ai.pick_ranked`: the levels
below 8 aim below the best of these, so the list sets how bad a weak level's turns get."""


def choose(state: State, level: int, seed: int, time_limit: float | None = None) -> Move:
    """The next move of the current player at ``level`` (1 to 8).

    Deterministic when ``time_limit`` is ``None``; with a limit, the search stops early when
    the time runs out (a safety net for the interactive game).
    """
    return plan_turn(state, level, seed, time_limit)[0]


def plan_turn(state: State, level: int, seed: int, time_limit: float | None = None) -> Plan:
    """The moves that finish the current player's turn, ending with ``EndTurn`` or
    ``Exchange``. ``choose`` returns the first of them."""
    if state.is_terminal():
        raise ValueError("the game is over: there is no move to choose")
    level_profile(level)  # refuses a level outside 1-8
    done = tuple(Place(p.cell, p.value) for p in state.placed_this_turn())
    start = turn_start(state)
    plan = _plan_from(start, level, _turn_rng(start, level, seed), time_limit)
    if plan[: len(done)] == done:
        return plan[len(done) :]
    return _plan_from(state, level, _turn_rng(state, level, seed), time_limit)


def hint(state: State, seed: int = 0) -> Place | None:
    """The first placement of the best turn the level-8 search finds (``None``: none)."""
    move = choose(state, 8, seed)
    return move if isinstance(move, Place) else None


def turn_start(state: State) -> State:
    """A copy of ``state`` with the tiles placed this turn taken back."""
    start = state.clone()
    while start.placed_this_turn():
        start.apply(TakeBack())
    return start


def _turn_rng(state: State, level: int, seed: int) -> random.Random:
    """The randomness of one turn: fixed by the seed, the level and the turn number."""
    return random.Random(f"minusmax:{seed}:{level}:{state.turn}:{len(state.placed_this_turn())}")


def _plan_from(state: State, level: int, rng: random.Random, time_limit: float | None) -> Plan:
    """Level 1 walks at random; the others search, value every turn found (and the useful
    exchanges), and pick among the best by level."""
    if level == 1:
        return _random_turn(state, rng)
    settings = SEARCH_LEVELS[level]
    options = TurnSearch(state).run(settings.beam_width, Budget(settings.max_steps, time_limit))
    evaluator = TurnEvaluator(state, {o.placements[0][1] for o in options if o.placements})
    candidates = [
        (evaluator.placements(o.points, o.rack_left), _placements_then_end(o)) for o in options
    ]
    if state.illegal_reason(Exchange(tuple(state.current_rack()))) is None:
        candidates.extend(
            (evaluator.exchange(tiles), (Exchange(tiles),))
            for tiles in evaluator.exchange_choices()
        )
    candidates.sort(key=lambda candidate: -candidate[0])
    return pick_ranked(candidates[:SHORTLIST], level, rng)


def _placements_then_end(option: TurnOption) -> Plan:
    return (*(Place(cell, value) for cell, value in option.placements), EndTurn())


def _random_turn(state: State, rng: random.Random) -> Plan:
    """Level 1: random legal placements, one at a time, until it draws "stop" or is stuck."""
    full_rack = Exchange(tuple(state.current_rack()))
    if not state.legal_placements() and state.illegal_reason(full_rack) is None:
        return (full_rack,)
    walk = state.clone()
    plan: list[Move] = []
    while True:
        placements = walk.legal_placements()
        candidates: list[tuple[float, Move | None]] = [(0.0, None)]
        candidates.extend((0.0, Place(cell, value)) for cell, value in placements)
        move = pick_ranked(candidates, 1, rng)
        if move is None:
            break
        walk.apply(move)
        plan.append(move)
    return (*plan, EndTurn())
