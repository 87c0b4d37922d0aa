"""Every example of a few digits, as tables of the lengths a run can still reach.

The move generator often asks whether the digits it has laid can still grow into an example
within the few squares left (:meth:`games.abaku.runsearch.RunSearch._example_ahead`), and
nearly always the answer is no. For short runs the tables here answer at once: every example
of at most :data:`SHORT_LENGTH` digits is listed (built on first use, in a fraction of a
second, from the pairs of numbers that make them rather than by testing every string), and
each beginning and each end of one is mapped to the lengths of the examples it begins or
ends. Longer examples are not listed, so for them the tables answer "maybe" (see
:data:`LONGER`).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

SHORT_LENGTH = 7
"""The longest examples listed: 64,569 of them."""


def _numbers(digits: int) -> range:
    return range(10 ** (digits - 1), 10**digits)


def _pairs(fits) -> Iterator[tuple[int, int]]:
    """Every pair of positive numbers whose digit counts ``(la, lb)`` pass ``fits``."""
    for la in range(1, SHORT_LENGTH):
        for lb in range(1, SHORT_LENGTH):
            if fits(la, lb):
                for a in _numbers(la):
                    for b in _numbers(lb):
                        yield a, b


def _candidates() -> Iterator[tuple[int, ...]]:
    """The numbers of every example short enough to be listed, and some longer ones.

    Subtraction and division are addition and multiplication read from their result: ``c - a
    = b`` when ``a + b = c``, ``c / a = b`` when ``a * b = c``; so two loops over pairs of
    addends or factors give all four operations.
    """
    for a, b in _pairs(lambda la, lb: la + lb + max(la, lb) <= SHORT_LENGTH):
        yield a, b, a + b
        yield a + b, a, b
    for a, b in _pairs(lambda la, lb: 2 * (la + lb) - 1 <= SHORT_LENGTH):
        yield a, b, a * b
        yield a * b, a, b
    for root in range(1, 10 ** (SHORT_LENGTH // 2)):
        for power in (root * root, root**3):
            yield root, power
            yield power, root


@cache
def short_examples() -> frozenset[str]:
    """Every example of 2 to :data:`SHORT_LENGTH` digits."""
    texts = ("".join(map(str, numbers)) for numbers in _candidates())
    return frozenset(text for text in texts if len(text) <= SHORT_LENGTH)


@cache
def forward_table() -> dict[str, tuple[int, ...]]:
    """For each beginning ``P`` of a listed example (shorter than the example), the digits
    that may follow it: entry ``m`` is the mask of the digits ``d`` for which ``P + d`` is an
    example, or begins one, of at most ``m`` digits. Entry ``len(P) + 1`` is then the digits
    that end an example there, as :func:`games.abaku.continuations.endings` computes them."""
    return _next_digits(short_examples())


@cache
def backward_table() -> dict[str, tuple[int, ...]]:
    """:func:`forward_table` for runs read backwards: the examples reversed."""
    return _next_digits(text[::-1] for text in short_examples())


def _next_digits(texts) -> dict[str, tuple[int, ...]]:
    exact: dict[str, list[int]] = {}
    for text in texts:
        length = len(text)
        for stop in range(1, length):
            masks = exact.setdefault(text[:stop], [0] * (SHORT_LENGTH + 1))
            masks[length] |= 1 << ord(text[stop]) - 48
    table = {}
    for part, masks in exact.items():
        for length in range(1, SHORT_LENGTH + 1):
            masks[length] |= masks[length - 1]
        table[part] = tuple(masks)
    return table
