"""The table of short examples against the arithmetic it stands in for."""

import random
from itertools import product

from games.abaku.continuations import (
    beginnings,
    beginnings_by_arithmetic,
    endings,
    endings_by_arithmetic,
)
from games.abaku.examples import is_example_by_arithmetic, run_is_example
from games.abaku.short_examples import SHORT, short_tables


def digit_strings(length):
    return ("".join(digits) for digits in product("0123456789", repeat=length))


def test_every_string_of_up_to_four_digits_is_listed_exactly_when_it_is_an_example():
    examples = short_tables().examples
    for length in range(1, 5):
        for text in digit_strings(length):
            assert (text in examples) == is_example_by_arithmetic(text), text


def test_listed_strings_are_examples_and_none_is_missed_in_samples():
    examples = short_tables().examples
    assert len(examples) == 64_569  # counted by brute force in commit 5b68b63
    assert max(map(len, examples)) == SHORT
    rng = random.Random(7)
    assert all(is_example_by_arithmetic(text) for text in rng.sample(sorted(examples), 5000))
    for _ in range(3000):
        text = "".join(rng.choices("0123456789", k=rng.randint(5, SHORT)))
        assert run_is_example(text) == is_example_by_arithmetic(text), text


def test_the_digit_masks_agree_with_the_arithmetic():
    rng = random.Random(8)
    examples = sorted(short_tables().examples)
    texts = rng.sample(examples, 2000)
    texts += ["".join(rng.choices("0123456789", k=rng.randint(1, SHORT))) for _ in range(2000)]
    for text in texts:
        for part in (text[:-1], text[1:]):
            assert endings(part) == endings_by_arithmetic(part), part
            assert beginnings(part) == beginnings_by_arithmetic(part), part
