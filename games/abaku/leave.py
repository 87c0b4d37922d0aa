"""What a rack is worth keeping in Abaku (the *leave*), shared by the greedy ranking and the
look-ahead. Pure Python, no pygame.

A digit's *usefulness* is the share of the short examples (2 to 4 digits) that contain it:
1 is in most, 0 in few, which is why a rack of 1s and 2s plays and a rack of 0s and 9s does
not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import product

from games.abaku.examples import run_is_example
from games.abaku.moves import WILD

WILDCARD_USEFULNESS = 1.5  # a wildcard is any digit, so it beats the best one


@lru_cache(maxsize=1)
def digit_usefulness() -> tuple[float, ...]:
    """Per digit, how many 2- to 4-digit examples use it, relative to the most used digit."""
    uses = Counter()
    for length in range(2, 5):
        for digits in product("0123456789", repeat=length):
            run = "".join(digits)
            if run_is_example(run):
                uses.update(set(run))
    top = max(uses.values())
    return tuple(uses[str(digit)] / top for digit in range(10))


def tile_usefulness(tile: int) -> float:
    return WILDCARD_USEFULNESS if tile == WILD else digit_usefulness()[tile]


def leave_value(tiles: Sequence[int]) -> float:
    """How good a rack is to keep, in [0, 1): useful distinct digits count, duplicates not."""
    distinct = set(tiles)
    value = sum(tile_usefulness(tile) for tile in distinct)
    best_possible = WILDCARD_USEFULNESS * 5
    return min(value / best_possible, 0.999)


def rack_left(rack: Sequence[int], rack_tiles: Sequence[int]) -> list[int]:
    """``rack`` without the tiles a placement uses (``Place.rack_tiles()``)."""
    left = list(rack)
    for tile in rack_tiles:
        left.remove(tile)
    return left
