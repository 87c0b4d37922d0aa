"""Reading runs of digits as arithmetic examples, written without symbols.

A run is an *example* when its digits, in reading order, split into positive whole numbers
without leading zeros that satisfy one of ``A+B=C``, ``A-B=C``, ``A*B=C``, ``A/B=C`` (exact),
``A^2=B``, ``A^3=B``, ``sqrt(A)=B`` or ``cbrt(A)=B``, using every digit of the run.

Runs are handled as strings of digit characters (``"749"``), the form the move generator
builds anyway; the public functions also accept sequences of ints. :func:`run_is_example` is
memoised (a pure function of a short string that the move generator asks about many times)
and first compares last digits, which rejects most splits without big arithmetic.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from games.abaku.memo import memo
from games.abaku.short_examples import SHORT, short_tables

# Operations in the order a reading is preferred for display.
OPERATIONS = ("+", "-", "*", "/", "^2", "^3", "sqrt", "cbrt")

_UNICODE_TEXT = {
    "+": "{0} + {1} = {2}",
    "-": "{0} - {1} = {2}",
    "*": "{0} × {1} = {2}",
    "/": "{0} ÷ {1} = {2}",
    "^2": "{0}² = {1}",
    "^3": "{0}³ = {1}",
    "sqrt": "√{0} = {1}",
    "cbrt": "∛{0} = {1}",
}
_ASCII_TEXT = {
    "+": "{0} + {1} = {2}",
    "-": "{0} - {1} = {2}",
    "*": "{0} * {1} = {2}",
    "/": "{0} / {1} = {2}",
    "^2": "{0}^2 = {1}",
    "^3": "{0}^3 = {1}",
    "sqrt": "sqrt {0} = {1}",
    "cbrt": "cbrt {0} = {1}",
}


@dataclass(frozen=True)
class Reading:
    """One way to read a run: the operation and its numbers in reading order."""

    operation: str
    numbers: tuple[int, ...]

    def text(self, ascii_only: bool = False) -> str:
        """``"82 - 79 = 3"``, ``"8² = 64"``, ``"√81 = 9"``; ASCII: ``"sqrt 81 = 9"``."""
        template = (_ASCII_TEXT if ascii_only else _UNICODE_TEXT)[self.operation]
        return template.format(*self.numbers)


def as_text(digits: Sequence[int] | str) -> str:
    """A run as a string of digit characters."""
    if isinstance(digits, str):
        return digits
    return "".join(str(digit) for digit in digits)


TWO_NUMBER = ("^2", "^3", "sqrt", "cbrt")


def _lengths_fit(operation: str, la: int, lb: int, lc: int) -> bool:
    """Do the digit counts allow ``operation``? (``lc`` is 0 for the two-number relations.)"""
    if operation == "+":
        return max(la, lb) <= lc <= max(la, lb) + 1
    if operation == "-":
        return max(lb, lc) <= la <= max(lb, lc) + 1
    if operation == "*":
        return la + lb - 1 <= lc <= la + lb
    if operation == "/":
        return lb + lc - 1 <= la <= lb + lc
    if operation == "^2":
        return 2 * la - 1 <= lb <= 2 * la
    if operation == "^3":
        return 3 * la - 2 <= lb <= 3 * la
    if operation == "sqrt":
        return 2 * lb - 1 <= la <= 2 * lb
    return 3 * lb - 2 <= la <= 3 * lb


@cache
def splits(n: int) -> tuple[tuple[int, int, str], ...]:
    """Every ``(i, j, operation)`` an ``n``-digit run might read as, by digit counts alone.

    A is ``run[:i]``; for ``+ - * /`` B is ``run[i:j]`` and C ``run[j:]``; for the power and
    root relations ``j == n`` and B is ``run[i:]``. Listed in display preference order.
    """
    found = [
        (i, j, operation)
        for operation in OPERATIONS[:4]
        for i in range(1, n - 1)
        for j in range(i + 1, n)
        if _lengths_fit(operation, i, j - i, n - j)
    ]
    found += [
        (i, n, operation)
        for operation in TWO_NUMBER
        for i in range(1, n)
        if _lengths_fit(operation, i, n - i, 0)
    ]
    return tuple(found)


def _last_digits_agree(operation: str, a: int, b: int, c: int) -> bool:
    """The cheap test on last digits (``c`` unused by the relations of two numbers)."""
    if operation == "+":
        return (a + b) % 10 == c
    if operation == "-":
        return (b + c) % 10 == a
    if operation == "*":
        return a * b % 10 == c
    if operation == "/":
        return b * c % 10 == a
    if operation == "^2":
        return a * a % 10 == b
    if operation == "^3":
        return a * a * a % 10 == b
    if operation == "sqrt":
        return b * b % 10 == a
    return b * b * b % 10 == a


def _holds(operation: str, a: int, b: int, c: int) -> bool:
    if operation == "+":
        return a + b == c
    if operation == "-":
        return a - b == c
    if operation == "*":
        return a * b == c
    if operation == "/":
        return b * c == a
    if operation == "^2":
        return a * a == b
    if operation == "^3":
        return a * a * a == b
    if operation == "sqrt":
        return b * b == a
    return b * b * b == a


def _reading_at(run: str, i: int, j: int, operation: str) -> Reading | None:
    """The reading of ``run`` split at ``i`` (and ``j``) with ``operation``, if it holds."""
    n = len(run)
    if run[i] == "0" or (j < n and run[j] == "0"):
        return None
    last_c = ord(run[-1]) - 48 if j < n else 0
    if not _last_digits_agree(operation, ord(run[i - 1]) - 48, ord(run[j - 1]) - 48, last_c):
        return None
    a, b = int(run[:i]), int(run[i:j])
    c = int(run[j:]) if j < n else 0
    if not _holds(operation, a, b, c):
        return None
    return Reading(operation, (a, b, c) if j < n else (a, b))


def _all_readings(run: str) -> tuple[Reading, ...]:
    if len(run) < 2 or run[0] == "0":
        return ()
    found = (_reading_at(run, i, j, operation) for i, j, operation in splits(len(run)))
    return tuple(reading for reading in found if reading is not None)


def _last_digit_table(operation: str, numbers: int) -> bytes:
    """Which last digits (a, b[, c]) pass :func:`_last_digits_agree`: index a*100+b*10+c for
    three numbers, a*10+b for two."""
    size = 10**numbers
    return bytes(
        _last_digits_agree(
            operation,
            index // 10 ** (numbers - 1),
            index // 10 ** (numbers - 2) % 10,
            index % 10 if numbers == 3 else 0,
        )
        for index in range(size)
    )


LAST_DIGIT_TABLES = {
    operation: _last_digit_table(operation, 3 if operation in OPERATIONS[:4] else 2)
    for operation in OPERATIONS
}


@cache
def _fast_splits(n: int) -> tuple[tuple, tuple]:
    """:func:`splits` for :func:`run_is_example`: three-number and two-number splits, each
    with its last-digit table."""
    three = tuple(
        (i, j, operation, LAST_DIGIT_TABLES[operation]) for i, j, operation in splits(n) if j < n
    )
    two = tuple(
        (i, operation, LAST_DIGIT_TABLES[operation]) for i, j, operation in splits(n) if j == n
    )
    return three, two


@memo(maxsize=1 << 18)
def run_is_example(run: str) -> bool:
    """:func:`is_example` for a string of digit characters (memoised; the hot path of the
    move generator): looked up for a short run (:mod:`games.abaku.short_examples`), else
    :func:`is_example_by_arithmetic`."""
    if len(run) <= SHORT:
        return run in short_tables().examples
    return is_example_by_arithmetic(run)


def is_example_by_arithmetic(run: str) -> bool:
    """:func:`run_is_example` by arithmetic, with the last-digit tests inlined."""
    n = len(run)
    if n < 2 or run[0] == "0":
        return False
    three, two = _fast_splits(n)
    last = ord(run[-1]) - 48
    for i, j, operation, table in three:
        if run[i] == "0" or run[j] == "0":
            continue
        if table[(ord(run[i - 1]) - 48) * 100 + (ord(run[j - 1]) - 48) * 10 + last] and _holds(
            operation, int(run[:i]), int(run[i:j]), int(run[j:])
        ):
            return True
    for i, operation, table in two:
        if (
            run[i] != "0"
            and table[(ord(run[i - 1]) - 48) * 10 + last]
            and _holds(operation, int(run[:i]), int(run[i:]), 0)
        ):
            return True
    return False


def is_example(digits: Sequence[int] | str) -> bool:
    """True when the whole sequence, read in order, is one example (``[2, 4]``: 2² = 4)."""
    return run_is_example(as_text(digits))


def readings(digits: Sequence[int] | str) -> tuple[Reading, ...]:
    """Every reading of the whole run, the preferred one first (``981``: 9-8=1 and 9²=81)."""
    return _all_readings(as_text(digits))


def example_text(digits: Sequence[int] | str, ascii_only: bool = False) -> str:
    """The preferred reading of an example with its symbols, e.g. ``"82 - 79 = 3"``."""
    found = readings(digits)
    if not found:
        raise ValueError(f"{as_text(digits)} is not an example")
    return found[0].text(ascii_only)


def example_spans(digits: Sequence[int] | str) -> list[tuple[int, int]]:
    """Every ``(start, stop)`` with ``digits[start:stop]`` an example, sorted."""
    run = as_text(digits)
    return [
        (start, stop)
        for start in range(len(run))
        if run[start] != "0"
        for stop in range(start + 2, len(run) + 1)
        if run_is_example(run[start:stop])
    ]
