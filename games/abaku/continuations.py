"""Which digit can extend a run into an example: the move generator's arithmetic shortcuts.

:func:`endings` answers "which digits ``d`` make ``prefix + d`` an example?" and
:func:`beginnings` "which make ``d + suffix`` one?", each as a bitmask over 0-9, by arithmetic
instead of ten example tests: in every way of splitting the longer run, the numbers other than
the missing digit's fix the missing number (C = A + B, or A = C - B, ...), so at most one digit
per split can work. Cheap tests on the last one or two digits reject most splits before any
big arithmetic. Both are memoised pure functions of a short string.
"""

from __future__ import annotations

from functools import cache
from math import isqrt

from games.abaku.examples import LAST_DIGIT_TABLES, OPERATIONS, splits
from games.abaku.memo import memo
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


_ROOT, _QUOTIENT, _TENS_DIGIT = "root", "quotient", "tens"  # kinds of cheap test in endings


@cache
def _quotient_table() -> bytes:
    """For ``/`` in :func:`endings`: can a quotient whose tens digit is ``t`` give a dividend
    ending in the two digits ``a`` by a divisor ending in ``b`` (index ``(a*100 + b)*10 + t``)?"""
    table = bytearray(100_000)
    for b in range(100):
        for quotient in range(100):  # its last two digits
            a = b * quotient % 100
            table[(a * 100 + b) * 10 + quotient // 10] = 1
    return bytes(table)


@cache
def _ending_splits(n: int) -> tuple:
    """:func:`splits` of ``n`` digits prepared for :func:`endings_by_arithmetic`: each with
    the squares that must not hold a zero (a bit each), where the last number starts, and
    the cheap test on the operands' last two digits: its kind, its table, and how many of
    B's last digits it reads (0 when there is no B)."""
    prepared = []
    for i, j, operation in splits(n):
        three = j < n
        tail_start = j if three else i
        no_zero = (1 << i if i < n - 1 else 0) | (1 << j if three and j < n - 1 else 0)
        if operation in _ROOTS:
            kind, table = _ROOT, _ROOTS[operation]
        elif operation == "/":
            kind, table = _QUOTIENT, _quotient_table()
        else:
            kind, table = _TENS_DIGIT, _TENS[operation]
        b_digits = 0 if not three else (2 if j - i > 1 else 1)
        prepared.append((i, j, operation, three, tail_start, no_zero, kind, table, b_digits))
    return tuple(prepared)


def _zero_bits(codes: bytes) -> int:
    """A bit for each ``0`` in ``codes`` (the digit characters' codes), by position."""
    bits = 0
    position = codes.find(48)
    while position >= 0:
        bits |= 1 << position
        position = codes.find(48, position + 1)
    return bits


@memo(maxsize=1 << 18)
def endings(prefix: str) -> int:
    """Bitmask of the digits ``d`` for which ``prefix + d`` is an example: looked up for a
    short run (:mod:`games.abaku.short_examples`), else :func:`endings_by_arithmetic`."""
    if len(prefix) < SHORT:
        return short_tables().endings.get(prefix, 0)
    return endings_by_arithmetic(prefix)


def endings_by_arithmetic(prefix: str) -> int:
    """:func:`endings` computed by arithmetic rather than by trying ten digits: in every split
    of the longer run the numbers before the last one lie inside ``prefix``, so they fix the
    last number, and the last digit is whatever that number ends with. Its tens digit (the
    last of ``prefix``, or 0 when the last number is the missing digit alone) is first
    checked against the operands' last two digits, which rejects most splits without big
    arithmetic.
    """
    n = len(prefix) + 1
    if n < 2 or prefix[0] == "0":
        return 0
    codes = prefix.encode()  # digit d is code d + 48
    zeros = _zero_bits(codes)
    mask = 0
    last_code = codes[-1]
    for i, j, operation, three, tail_start, no_zero, kind, table, b_digits in _ending_splits(n):
        if zeros & no_zero:
            continue
        # The cheap test: can the operands' last two digits give a last number whose tens
        # digit is the last of ``prefix`` (0 when the last number is the missing digit)?
        a_two = codes[i - 2] * 10 + codes[i - 1] - 528 if i > 1 else codes[0] - 48
        tens = last_code - 48 if tail_start < n - 1 else 0
        if kind is _ROOT:
            if not table[a_two * 10 + tens]:
                continue
        else:
            if b_digits == 2:
                b_two = codes[j - 2] * 10 + codes[j - 1] - 528
            else:
                b_two = codes[j - 1] - 48 if b_digits else 0
            if kind is _QUOTIENT:
                if not table[(a_two * 100 + b_two) * 10 + tens]:
                    continue
            elif table[a_two * 100 + b_two] != tens:
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


@memo(maxsize=1 << 18)
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
    codes = suffix.encode()
    zeros = _zero_bits(codes)
    last = codes[-1] - 48
    mask = 0
    for i, j, operation, three, no_zero, table, scale in _beginning_splits(n):
        if zeros & no_zero:
            continue
        if table is not None:
            if three:
                index = codes[i - 2] * 100 + codes[j - 2] * 10 + last - 5280
            else:
                index = codes[i - 2] * 10 + codes[j - 2] - 528
            if not table[index]:
                continue
        if three:
            first = _first_number(operation, int(suffix[i - 1 : j - 1]), int(suffix[j - 1 :]))
        else:
            first = _first_number(operation, int(suffix[i - 1 :]), 0)
        if first is None or first < 1:
            continue
        head, rest = divmod(first, scale)
        if 1 <= head <= 9 and (i == 1 or rest == int(suffix[: i - 1])):
            mask |= 1 << head
    return mask


@cache
def _beginning_splits(n: int) -> tuple:
    """:func:`splits` of ``n`` digits prepared for :func:`beginnings_by_arithmetic`: each with
    the squares of the suffix that must not hold a zero (a bit each), the last-digit table
    when the first number's last digit is known, and the first number's scale."""
    prepared = []
    for i, j, operation in splits(n):
        three = j < n
        no_zero = 1 << (i - 1) | (1 << (j - 1) if three else 0)
        table = LAST_DIGIT_TABLES[operation] if i >= 2 else None
        prepared.append((i, j, operation, three, no_zero, table, 10 ** (i - 1)))
    return tuple(prepared)
