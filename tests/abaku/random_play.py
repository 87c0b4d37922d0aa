"""Random Abaku moves for tests that need whole games but not the list of every move."""

from games.abaku.movegen import random_placements
from games.abaku.moves import Pass


def random_move(state, rng):
    """A random legal move of any kind: mostly a placement in one run of the board picked at
    random (what level 1 sees: a small part of the cost of listing every placement), an
    exchange one time in five, a pass one time in twenty (or when nothing else is legal)."""
    roll = rng.random()
    exchanges = state.exchanges()
    if roll < 0.2 and exchanges:
        return rng.choice(exchanges)
    rack = state.rack(state.current_player)
    found = [] if roll < 0.25 else random_placements(state.board(), rack, rng)
    return rng.choice(found).move if found else rng.choice([*exchanges, Pass()])
