"""Every example of at most :data:`SHORT` digits, listed once, for the move generator's
questions about short runs.

The generator asks :func:`games.abaku.continuations.endings` (and ``beginnings``, and
:func:`games.abaku.examples.run_is_example`) about tens of thousands of different short
strings in a game; answering each by arithmetic costs some 20 microseconds, a look-up in
these tables well under one. The examples are made, not searched for: every pair of numbers
gives its sum and product examples, read both ways (``x+y=z`` and ``z-x=y``, ``x*y=z`` and
``z/x=y``), and every number its powers and roots. Built on first use (about 0.1 s).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

SHORT = 7
"""Longest example listed. Every number of an example that short has at most three digits
(the result is at least as long as the longest operand), so the pairs are few (~26,000)."""


class ShortTables(NamedTuple):
    examples: frozenset[str]  # every example of 2 to SHORT digits
    endings: dict[str, int]  # prefix -> mask of the digits that end an example after it
    beginnings: dict[str, int]  # suffix -> mask of the digits that begin an example before it


def _pairs():
    """Ordered pairs of positive numbers whose sum and product examples may be short enough:
    both below 1000, and together at most 4 digits."""
    for x in range(1, 1000):
        for y in range(1, 10 ** (4 - len(str(x)))):
            yield x, y


def short_examples() -> set[str]:
    """Every example of 2 to :data:`SHORT` digits."""
    found = set()
    for x, y in _pairs():
        total, product = x + y, x * y
        found.update((f"{x}{y}{total}", f"{total}{x}{y}", f"{x}{y}{product}", f"{product}{x}{y}"))
    for x in range(1, 1000):
        square, cube = x * x, x * x * x
        found.update((f"{x}{square}", f"{square}{x}", f"{x}{cube}", f"{cube}{x}"))
    return {example for example in found if len(example) <= SHORT}


@cache
def short_tables() -> ShortTables:
    """The examples of :func:`short_examples`, and the digit masks their ends give."""
    examples = short_examples()
    endings: dict[str, int] = {}
    beginnings: dict[str, int] = {}
    for example in examples:
        endings[example[:-1]] = endings.get(example[:-1], 0) | 1 << int(example[-1])
        beginnings[example[1:]] = beginnings.get(example[1:], 0) | 1 << int(example[0])
    return ShortTables(frozenset(examples), endings, beginnings)
