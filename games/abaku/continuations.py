"""Which digit can extend a run into an example: the move generator's arithmetic shortcuts.

:func:`endings` answers "which digits ``d`` make ``prefix + d`` an example?" and
:func:`beginnings` "which make ``d + suffix`` one?", each as a bitmask over 0-9, by arithmetic
instead of ten example tests: in every way of splitting the longer run, the numbers other than
the missing digit's fix the missing number (C = A + B, or A = C - B, ...), so at most one digit
per split can work. Cheap tests on the last one or two digits reject most splits before any
big arithmetic. Both are memoised pure functions of a short string.
"""

from __future__ import annotations

from functools import cache, lru_cache
from math import isqrt

from games.abaku.examples import LAST_DIGIT_TABLES, OPERATIONS, splits
from games.abaku.short_examples import SHORT, short_tables


def _integer_root(value: int, power: int) -> int | None:
    """The whole ``power``-th root of ``value`` when there is one."""
    if power == 2:
        root = isqrt(value)
    else:
        root = round(value ** (1 / 3))
        while root**3 > value:
            root -= 1
        while (root + 1) ** 3 <= value:
            root += 1
    return root if root**power == value else None


def _last_number(operation: str, a: int, b: int) -> int | None:
    """The number an example ends with once its first one (two) numbers are known.

    For ``+ - * /`` that is C from A and B; for the relations of two numbers it is B from A.
    """
    if operation == "+":
        return a + b
    if operation == "-":
        return a - b if a > b else None
    if operation == "*":
        return a * b
    if operation == "/":
        return a // b if a % b == 0 else None
    if operation == "^2":
        return a * a
    if operation == "^3":
        return a * a * a
    return _integer_root(a, 2 if operation == "sqrt" else 3)


def _tens_table(operation: str) -> bytes | None:
    """For ``+ - * ^2 ^3``: the tens digit of the result from the last two digits of the
    operands (index ``a * 100 + b``), a cheap test before the exact arithmetic."""
    if operation not in ("+", "-", "*", "^2", "^3"):
        return None
    apply = {
        "+": lambda a, b: a + b,
        "-": lambda a, b: a - b,
        "*": lambda a, b: a * b,
        "^2": lambda a, b: a * a,
        "^3": lambda a, b: a * a * a,
    }[operation]
    return bytes(apply(index // 100, index % 100) % 100 // 10 for index in range(10000))


_TENS = {operation: _tens_table(operation) for operation in OPERATIONS}


def _root_table(power: int) -> bytes:
    """For ``sqrt``/``cbrt`` in :func:`endings`: can a root whose tens digit is ``t`` give a
    number ending in the two digits ``a`` (index ``a * 10 + t``)?"""
    return bytes(
        any((10 * (index % 10) + digit) ** power % 100 == index // 10 for digit in range(10))
        for index in range(1000)
    )


_ROOTS = {"sqrt": _root_table(2), "cbrt": _root_table(3)}


@cache
def _ending_splits(n: int) -> tuple:
    """:func:`splits` of ``n`` digits prepared for :func:`endings`: each with where the last
    number starts and the cheap test (if any) that applies before the exact arithmetic."""
    prepared = []
    for i, j, operation in splits(n):
        three = j < n
        tail_start = j if three else i
        check = None
        if tail_start < n - 1:
            check = _TENS[operation] or _ROOTS.get(operation)
        prepared.append((i, j, operation, three, tail_start, check, operation in _ROOTS))
    return tuple(prepared)


@lru_cache(maxsize=1 << 18)
def endings(prefix: str) -> int:
    """Bitmask of the digits ``d`` for which ``prefix + d`` is an example: looked up for a
    short run (:mod:`games.abaku.short_examples`), else :func:`endings_by_arithmetic`."""
    if len(prefix) < SHORT:
        return short_tables().endings.get(prefix, 0)
    return endings_by_arithmetic(prefix)


def endings_by_arithmetic(prefix: str) -> int:
    """:func:`endings` computed by arithmetic rather than by trying ten digits: in every split
    of the longer run the numbers before the last one lie inside ``prefix``, so they fix the
    last number, and the last digit is whatever that number ends with. When the last number
    has two digits or more, its tens digit (the last of ``prefix``) is first checked against
    the operands' last two digits, which rejects most splits without big arithmetic.
    """
    n = len(prefix) + 1
    if n < 2 or prefix[0] == "0":
        return 0
    codes = prefix.encode()  # digit d is code d + 48
    tens = codes[-1] - 48
    mask = 0
    for i, j, operation, three, tail_start, check, is_root in _ending_splits(n):
        if (i < n - 1 and codes[i] == 48) or (three and j < n - 1 and codes[j] == 48):
            continue
        if check is not None:
            a_two = codes[i - 2] * 10 + codes[i - 1] - 528 if i > 1 else codes[0] - 48
            if is_root:
                if not check[a_two * 10 + tens]:
                    continue
            else:
                b_two = 0
                if three:
                    b_two = (
                        codes[j - 2] * 10 + codes[j - 1] - 528 if j - i > 1 else codes[j - 1] - 48
                    )
                if check[a_two * 100 + b_two] != tens:
                    continue
        if three:
            last = _last_number(operation, int(prefix[:i]), int(prefix[i:j]))
        else:
            last = _last_number(operation, int(prefix[:i]), 0)
        if last is None:
            continue
        digit = last - (int(prefix[tail_start:]) * 10 if tail_start < n - 1 else 0)
        if 0 <= digit <= 9 and last >= 1:
            mask |= 1 << digit
    return mask


def _first_number(operation: str, b: int, c: int) -> int | None:
    """The number an example starts with once the numbers after it are known."""
    if operation == "+":
        return c - b if c > b else None
    if operation == "-":
        return b + c
    if operation == "*":
        return c // b if c % b == 0 else None
    if operation == "/":
        return b * c
    if operation == "^2":
        return _integer_root(b, 2)
    if operation == "^3":
        return _integer_root(b, 3)
    if operation == "sqrt":
        return b * b
    return b * b * b


@lru_cache(maxsize=1 << 18)
def beginnings(suffix: str) -> int:
    """Bitmask of the digits ``d`` for which ``d + suffix`` is an example (see :func:`endings`)."""
    if len(suffix) < SHORT:
        return short_tables().beginnings.get(suffix, 0)
    return beginnings_by_arithmetic(suffix)


def beginnings_by_arithmetic(suffix: str) -> int:
    """:func:`beginnings` computed by arithmetic, as :func:`endings_by_arithmetic`.

    When the first number has two digits or more its last digit is known, and the last-digit
    test of :func:`run_is_example` rejects most splits before the exact arithmetic.
    """
    n = len(suffix) + 1
    if n < 2:
        return 0
    last = ord(suffix[-1]) - 48
    mask = 0
    for i, j, operation in splits(n):
        if suffix[i - 1] == "0":
            continue
        three = j < n
        if three and suffix[j - 1] == "0":
            continue
        if i >= 2:
            b_last = ord(suffix[j - 2]) - 48
            index = (
                (ord(suffix[i - 2]) - 48) * 10 + b_last
                if not three
                else ((ord(suffix[i - 2]) - 48) * 100 + b_last * 10 + last)
            )
            if not LAST_DIGIT_TABLES[operation][index]:
                continue
        if three:
            first = _first_number(operation, int(suffix[i - 1 : j - 1]), int(suffix[j - 1 :]))
        else:
            first = _first_number(operation, int(suffix[i - 1 :]), 0)
        if first is None or first < 1:
            continue
        scale = 10 ** (i - 1)
        head, rest = divmod(first, scale)
        if 1 <= head <= 9 and (i == 1 or rest == int(suffix[: i - 1])):
            mask |= 1 << head
    return mask
