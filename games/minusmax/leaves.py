"""What the tiles a player keeps are worth: minusMax's leave values, learned by self-play.

The greedy valuation (:mod:`games.minusmax.evaluation`) counts a turn's points and the cost of
the tiles kept (those that fit nowhere, and the rack's chance of being subtracted at the end),
but not what a kept tile makes on the next turn: a 1 or a 2 solves a vertex between almost
any two neighbours (their difference, their quotient), a 97 almost none. Quackle values a
Scrabble leave by what self-play says it scores next; here likewise,
``tools/minusmax_leaves.py`` fits each value's worth from the greedy player's games on tuning
seeds and writes the table (:mod:`games.minusmax.leave_table`). Pure Python, no pygame.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from games.minusmax import leave_table

MIN_BOX = 16
"""Leaves are learned and valued while the box holds at least this many tiles (two full
racks of the default size): nearer the end the rack's penalty decides, which the greedy
valuation already weighs."""


def leave_value(kept: Sequence[int], stuck: Iterable[int]) -> float:
    """The worth of keeping ``kept`` against drawing fresh tiles in its place, in next
    turn's points; ``stuck`` are the values that fit nowhere on the board now."""
    stuck = frozenset(stuck)
    counts = Counter(kept)
    value = sum(leave_table.TILE.get(v, 0.0) for v in kept)
    value += leave_table.DUPLICATE * sum(n - 1 for n in counts.values())
    value += leave_table.STUCK * sum(1 for v in kept if v in stuck)
    return value
