"""The example tests' memo: remembers, stays bounded, and stays out of the collector's walk."""

import gc

from games.abaku.memo import memo


def counted(results):
    calls = []

    def function(key):
        calls.append(key)
        return results(key)

    return function, calls


def test_each_string_is_worked_out_once_even_when_its_answer_is_false_or_zero():
    function, calls = counted(lambda key: len(key) % 2)
    remembered = memo(maxsize=100)(function)
    answers = [remembered(key) for key in ("a", "ab", "a", "ab", "abc", "a")]
    assert answers == [1, 0, 1, 0, 1, 1]
    assert calls == ["a", "ab", "abc"]


def test_when_full_the_older_half_goes_and_the_newer_strings_are_still_known():
    function, calls = counted(str.upper)
    remembered = memo(maxsize=8)(function)
    for number in range(9):  # the ninth makes room by forgetting the first four
        remembered(str(number))
    calls.clear()
    assert [remembered(str(number)) for number in range(4, 9)] == list("45678")
    assert calls == []  # the newer five were known
    assert remembered("0") == "0" and calls == ["0"]  # the first was forgotten


def test_cache_clear_forgets_everything():
    function, calls = counted(str.lower)
    remembered = memo(maxsize=8)(function)
    remembered("A")
    remembered.cache_clear()
    remembered("A")
    assert calls == ["A", "A"]


def test_its_entries_add_nothing_to_what_a_full_collection_walks():
    """``lru_cache`` hands every entry to the collector on each full collection (a million
    for the move generator's caches); this memo's dict of strings and numbers is untracked."""

    def walked() -> int:
        gc.collect()
        return sum(len(gc.get_referents(tracked)) for tracked in gc.get_objects())

    remembered = memo(maxsize=1 << 16)(lambda key: int(key) % 7)
    before = walked()
    for number in range(20_000):
        remembered(str(number))
    assert walked() - before < 1_000
