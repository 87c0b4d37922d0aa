"""Reading digit runs as examples: the rules file's examples and an independent definition."""

from hypothesis import given, settings
from hypothesis import strategies as st

from games.abaku.continuations import beginnings, endings
from games.abaku.examples import example_spans, example_text, is_example, readings
from games.abaku.logic import example_spans as api_example_spans
from games.abaku.logic import is_example as api_is_example


def naive_is_example(text: str) -> bool:
    """The rules' definition read literally: try every split into two or three numbers."""

    def number(part: str) -> int | None:
        return int(part) if part and part[0] != "0" else None

    for i in range(1, len(text)):
        a, b = number(text[:i]), number(text[i:])
        if (a and b and b in (a**2, a**3)) or (a and b and a in (b**2, b**3)):
            return True
        for j in range(i + 1, len(text)):
            a, b, c = number(text[:i]), number(text[i:j]), number(text[j:])
            if (a and b and c and c in (a + b, a - b, a * b)) or (a and b and c and a == b * c):
                return True
    return False


def test_the_rules_api_names_exist():
    assert api_is_example is is_example
    assert api_example_spans is example_spans


def test_the_examples_of_the_original_rules_read_as_they_say():
    assert example_text("314") == "3 + 1 = 4"
    assert example_text("211") == "2 - 1 = 1"
    assert example_text("236") == "2 × 3 = 6"
    assert example_text("842") == "8 ÷ 4 = 2"
    assert example_text("24") == "2² = 4"
    assert example_text("644") == "∛64 = 4"
    assert example_text("82793") == "82 - 79 = 3"
    assert example_text("16824") == "16 + 8 = 24"
    assert example_text("168247") == "168 ÷ 24 = 7"
    assert example_text("38240") == "38 + 2 = 40"
    assert example_text("81990") == "81 + 9 = 90"


def test_texts_have_symbols_and_ascii_alternatives():
    cases = {
        "236": ("2 × 3 = 6", "2 * 3 = 6"),
        "842": ("8 ÷ 4 = 2", "8 / 4 = 2"),
        "864": ("8² = 64", "8^2 = 64"),
        "28": ("2³ = 8", "2^3 = 8"),
        "255": ("√25 = 5", "sqrt 25 = 5"),
        "82": ("∛8 = 2", "cbrt 8 = 2"),
    }
    for run, (fancy, plain) in cases.items():
        assert example_text(run) == fancy
        assert example_text([int(digit) for digit in run], ascii_only=True) == plain


def test_a_run_may_read_several_ways_but_is_one_example():
    texts = [reading.text() for reading in readings("981")]
    assert texts == ["9 - 8 = 1", "9² = 81"]


def test_zero_is_never_an_operand_a_result_or_a_leading_digit():
    assert not is_example("303")  # 3 - 0 = 3 subtracts zero
    assert not is_example("330")  # 3 - 3 = 0 has a zero result
    assert not is_example("0224")  # a leading zero
    assert not is_example("1045")  # 1 + 04 = 5 would need a leading zero
    assert is_example("10919")  # 10 + 9 = 19: a zero inside a number is fine
    assert is_example("2810")  # 2 + 8 = 10: a zero at the end of a number too


def test_examples_read_left_to_right_only():
    assert is_example("749") and not is_example("947")
    assert is_example("5687") and not is_example("7865")


def test_spans_list_every_sub_run_that_is_an_example():
    # 5 placed before 6873: 5 + 68 = 73 and 56 / 8 = 7 are two different runs
    assert (0, 5) in example_spans("56873") and (0, 4) in example_spans("56873")
    assert example_spans("6424") == [(0, 3), (0, 4), (1, 3), (2, 4)]
    assert example_spans([1, 0]) == []


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789", min_size=1, max_size=9))
def test_is_example_agrees_with_the_literal_definition(text):
    assert is_example(text) == naive_is_example(text)


@st.composite
def true_examples(draw):
    a = draw(st.integers(1, 9999))
    b = draw(st.integers(1, 999))
    kind = draw(st.sampled_from(["+", "-", "*", "/", "^2", "^3", "sqrt", "cbrt"]))
    return {
        "+": f"{a}{b}{a + b}",
        "-": f"{a + b}{b}{a}",
        "*": f"{a}{b}{a * b}",
        "/": f"{a * b}{b}{a}",
        "^2": f"{a}{a * a}",
        "^3": f"{b}{b**3}",
        "sqrt": f"{a * a}{a}",
        "cbrt": f"{b**3}{b}",
    }[kind]


@settings(max_examples=300, deadline=None)
@given(true_examples())
def test_examples_built_from_arithmetic_are_recognised(text):
    assert is_example(text)
    assert readings(text)


@settings(max_examples=300, deadline=None)
@given(st.one_of(true_examples(), st.text(alphabet="0123456789", min_size=2, max_size=9)))
def test_next_digit_masks_agree_with_the_example_test(text):
    head, last = text[:-1], int(text[-1])
    assert bool(endings(head) >> last & 1) == is_example(text)
    tail, first = text[1:], int(text[0])
    assert bool(beginnings(tail) >> first & 1) == is_example(text)


def test_the_move_log_keeps_each_move_whole_with_its_player_and_total():
    from games.abaku.examples_view import log_window

    small = [(True, ("Ana: 5 points",)), (False, ("2 + 3 = 5 (5)",))]
    five = [
        (True, ("Bea: 40 points",)),
        (False, ("a (8)", "b (8)")),
        (False, ("c (8)", "d (8)")),
        (False, ("e (8)",)),
    ]
    blocks = [small, five]
    assert log_window(blocks, 0, 4) == five  # the five examples, their player and total
    assert log_window(blocks, 0, 6) == small + five
    assert log_window(blocks, 1, 4) == small  # scrolled back one move
    assert log_window(blocks, 9, 4) == small  # never past the first move
    cut = log_window([five], 0, 3)
    assert cut[0] == (True, ("Bea: 40 points",)) and cut[-1] == (False, ("c (8)", "d (8) …"))
