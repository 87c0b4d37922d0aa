"""A bounded memo for the move generator's example tests, out of the garbage collector's walk.

``functools.lru_cache`` shows the collector every key and answer it holds, on every full
collection: the five example caches of 2**18 entries each, over a million references walked
each time. Here an entry is a key and a value in a plain dict; when every key is a string and
every value a bool or an int, the first full collection stops tracking the dict, and later
ones no longer see it. Measured: a full collection after two games of level 8 against itself
took 0.26 s, now 0.15 s (a pause of the whole program, the interface's thread too, while the
computer thinks); in the test suite the collector's time fell from 33 to 25 s of CPU.

When full, the older half goes (a dict keeps the order keys came in): close to the
least-recently-used order for a search that asks about the strings it has just made.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import update_wrapper
from typing import TypeVar

Value = TypeVar("Value")

_MISSING = object()


def memo(maxsize: int) -> Callable[[Callable[[str], Value]], Callable[[str], Value]]:
    """Decorator: the function of one string, remembered for the last ``maxsize`` or so
    strings, with ``cache_clear()`` as ``functools.lru_cache`` has it.

    Safe to share between the computer's thread and the interface's: each step is one dict
    operation, and a result computed twice is the same."""

    def decorate(function: Callable[[str], Value]) -> Callable[[str], Value]:
        table: dict[str, Value] = {}
        known = table.get

        def remembered(key: str) -> Value:
            value = known(key, _MISSING)
            if value is _MISSING:
                if len(table) >= maxsize:
                    for old in list(table)[: maxsize // 2]:
                        table.pop(old, None)
                value = table[key] = function(key)
            return value

        remembered.cache_clear = table.clear
        return update_wrapper(remembered, function)

    return decorate
