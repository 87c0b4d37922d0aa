"""The arithmetic of a vertex: which values two touching tiles ``a`` and ``b`` produce.

A value solves a vertex when it equals ``a + b``, ``|a - b|``, ``a * b``, an exact ``a / b`` or
``b / a``, ``a ** b`` or ``b ** a``. Every function here is pure; the table of results for the
values of the tile set is computed once at import, because the search asks for it constantly.
"""

from __future__ import annotations

from collections.abc import Iterable

_MAX_POWER_RESULT = 10**6


def _power(base: int, exponent: int) -> int | None:
    """``base ** exponent``, or ``None`` when it would exceed any sensible tile value."""
    if base <= 1:
        return base
    result = 1
    for _ in range(exponent):
        result *= base
        if result > _MAX_POWER_RESULT:
            return None
    return result


def operations(a: int, b: int) -> list[tuple[int, str]]:
    """Every ``(result, text)`` that the pair ``a``, ``b`` gives, e.g. ``(5, "3 + 2 = 5")``.

    Operands are written larger first for sums, differences, products and quotients; the
    order of the list is sum, difference, product, quotient, powers. Results below 1 are left
    out, since no tile has them.
    """
    big, small = max(a, b), min(a, b)
    found = [(big + small, f"{big} + {small} = {big + small}")]
    if big != small:
        found.append((big - small, f"{big} - {small} = {big - small}"))
    found.append((big * small, f"{big} x {small} = {big * small}"))
    if small and big % small == 0:
        found.append((big // small, f"{big} / {small} = {big // small}"))
    for base, exponent in ((a, b), (b, a)) if a != b else ((a, b),):
        result = _power(base, exponent)
        if result is not None:
            found.append((result, f"{base}^{exponent} = {result}"))
    return [(result, text) for result, text in found if result >= 1]


def solves(value: int, a: int, b: int) -> bool:
    """Whether ``value`` is ``a+b``, ``|a-b|``, ``a*b``, ``a/b`` or ``b/a`` (exact), ``a**b``
    or ``b**a``. Exact for any size (powers are multiplied out only up to ``value``)."""
    if value < 1:
        return False
    if value in (a + b, abs(a - b), a * b):
        return True
    if (b and a == value * b) or (a and b == value * a):
        return True
    return _is_power(value, a, b) or _is_power(value, b, a)


def _is_power(value: int, base: int, exponent: int) -> bool:
    if base <= 1:
        return value == base or (exponent == 0 and value == 1)
    result = 1
    for _ in range(exponent):
        result *= base
        if result > value:
            return False
    return result == value


def explain(value: int, a: int, b: int) -> str | None:
    """The first operation of ``a`` and ``b`` that gives ``value``, as text, or ``None``."""
    for result, text in operations(a, b):
        if result == value:
            return text
    return None


def results(a: int, b: int) -> list[int]:
    """The distinct values the pair gives, ascending (for "3 and 5 give 2, 8, 15 ...")."""
    return sorted({result for result, _ in operations(a, b)})


class ResultTable:
    """``a, b -> frozenset`` of the values the pair gives, precomputed for pairs of ``values``.

    Pairs outside the table are computed on demand, so any value works (tests use boards of
    arbitrary numbers); the table only saves time for the tile set's own values.
    """

    def __init__(self, values: Iterable[int]) -> None:
        distinct = sorted(set(values))
        self._table = {(a, b): self._compute(a, b) for a in distinct for b in distinct}

    @staticmethod
    def _compute(a: int, b: int) -> frozenset[int]:
        return frozenset(result for result, _ in operations(a, b))

    def get(self, a: int, b: int) -> frozenset[int]:
        found = self._table.get((a, b))
        return found if found is not None else self._compute(a, b)
