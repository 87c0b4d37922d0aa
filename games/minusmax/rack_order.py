"""How each player has arranged their rack: a list of values per player (pure).

Racks in the engine are multisets; the player drags tiles into an order of their own, which a
save keeps in the match's ``view`` (``core.match``) so that a loaded game shows the racks as
they were.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence


def arrange(order: Sequence[int], rack: Sequence[int], sort: bool = False) -> list[int]:
    """``rack`` in the player's arrangement: the values of ``order`` still in the rack keep
    their places, new tiles go to the end; ``sort`` orders low to high instead."""
    if sort:
        return sorted(rack)
    left = Counter(rack)
    kept = []
    for value in order:
        if left[value] > 0:
            kept.append(value)
            left[value] -= 1
    return kept + [value for value in rack if _take(left, value)]


def _take(left: Counter, value: int) -> bool:
    if left[value] > 0:
        left[value] -= 1
        return True
    return False


def arranged(orders: Sequence[Sequence[int]], racks: Sequence[Sequence[int]], sort: bool):
    """Every player's rack in their arrangement (``orders`` may be short or empty)."""
    return [
        arrange(orders[p] if p < len(orders) else [], rack, sort) for p, rack in enumerate(racks)
    ]


def moved(order: list[int], index: int, target: int) -> list[int]:
    """``order`` with the tile at ``index`` moved to position ``target``."""
    order = list(order)
    if 0 <= index < len(order):
        value = order.pop(index)
        order.insert(min(max(target, 0), len(order)), value)
    return order
