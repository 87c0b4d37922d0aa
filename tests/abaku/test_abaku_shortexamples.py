"""The tables of short examples, and the move generator's shortcut through them: the same
placements, and the same work counted, as the search without it."""

import random
from bisect import bisect_left
from itertools import product

import pytest

from games.abaku import shortexamples
from games.abaku.continuations import beginnings, endings
from games.abaku.examples import run_is_example
from games.abaku.movegen import LineMemo, memo_placements
from games.abaku.shortexamples import SHORT_LENGTH, backward_table, forward_table, short_examples
from tests.abaku.test_abaku_movegen import POSITIONS as REGRESSION


def test_the_list_holds_exactly_the_examples_of_up_to_five_digits():
    every = {
        "".join(digits)
        for length in range(2, 6)
        for digits in product("0123456789", repeat=length)
        if run_is_example("".join(digits))
    }
    assert {text for text in short_examples() if len(text) <= 5} == every


def test_every_listed_example_is_one_and_short_ones_of_each_operation_are_there():
    assert all(2 <= len(text) <= SHORT_LENGTH and run_is_example(text) for text in short_examples())
    # 12+34=46, 987-654=333, 12*34=408, 999/27=37, 31^2=961, 9^3=729, sqrt 841=29, cbrt 512=8
    assert {"123446", "987654333", "1234408", "9992737", "31961", "9729", "84129", "5128"} & set(
        short_examples()
    ) == {"123446", "1234408", "9992737", "31961", "9729", "84129", "5128"}


def test_the_digits_that_end_an_example_are_those_the_arithmetic_finds():
    rng = random.Random(3)
    forward, backward = forward_table(), backward_table()
    for part in rng.sample(sorted(forward), 1000):
        assert forward[part][len(part) + 1] == endings(part), part
    for part in rng.sample(sorted(backward), 1000):
        assert backward[part][len(part) + 1] == beginnings(part[::-1]), part


def test_the_digits_that_may_follow_lead_to_examples_no_longer_than_asked():
    forward = forward_table()
    assert forward["12"][3] == 0b1100  # 122 (1+1=2), 123 (1+2=3)
    assert forward["81"][3] == 0b1110000000  # 817 (8-1=7), 818 (8*1=8), 819 (8+1=9)
    assert not forward["12"][4] & 1  # no example of at most 4 digits begins 120
    listed = sorted(short_examples())
    for part in random.Random(4).sample(sorted(forward), 300):
        after = listed[bisect_left(listed, part) : bisect_left(listed, part + ":")]
        for length in range(len(part) + 1, SHORT_LENGTH + 1):
            digits = {int(text[len(part)]) for text in after if len(part) < len(text) <= length}
            assert forward[part][length] == sum(1 << digit for digit in digits), (part, length)


@pytest.mark.parametrize(
    "position",
    [p for p in REGRESSION if p["board"]],
    ids=[p["name"] for p in REGRESSION if p["board"]],
)
def test_the_shortcut_finds_the_same_placements_and_counts_the_same_work(position, monkeypatch):
    # The work is what level 8's look-ahead budgets with (its number of sampled worlds), so a
    # shortcut that counted less would change the computer's moves.
    board, rack = position["board"], position["rack"]
    with_shortcut = LineMemo(rack)
    found = memo_placements(board, with_shortcut)
    monkeypatch.setattr(shortexamples, "SHORT_LENGTH", 0)
    without = LineMemo(rack)
    assert memo_placements(board, without) == found
    assert with_shortcut.work == without.work > 0
