"""The rules API: the board, the tiles, the published worked scores, scenarios and refusals.

Scenario boards are small pictures placed on the board with ``parse_board(picture, at=...)``;
every expected score is worked out by hand in the comment beside it.
"""

import pytest

from games.abaku.diagram import parse_board
from games.abaku.logic import (
    BOARD_SIZE,
    CENTRE,
    DIGIT_COUNTS,
    RACK_SIZE,
    IllegalMove,
    bonus,
    score_move,
)
from games.abaku.placement import analyse_placement


def test_board_constants():
    assert BOARD_SIZE == 15
    assert CENTRE == (7, 7)
    assert RACK_SIZE == 5
    assert dict(DIGIT_COUNTS) == dict.fromkeys(range(10), 11)
    assert sum(DIGIT_COUNTS.values()) == 110


def test_bonus_squares_follow_the_rules_file():
    assert bonus(7, 7) == "*"
    assert [bonus(0, col) for col in range(15)] == [
        "T", "", "", "t", "", "", "", "T", "", "", "", "d", "", "", "T"
    ]  # fmt: skip
    assert bonus(2, 5) == "E" and bonus(12, 9) == "E" and bonus(5, 12) == "E"
    assert bonus(14, 14) == "T" and bonus(11, 14) == "d" and bonus(3, 14) == "t"
    counts = {}
    for row in range(BOARD_SIZE):
        for col in range(BOARD_SIZE):
            counts[bonus(row, col)] = counts.get(bonus(row, col), 0) + 1
    # counted by hand on the picture in rules/abaku.md
    assert counts == {"": 168, "d": 24, "t": 12, "E": 12, "T": 8, "*": 1}
    with pytest.raises(ValueError):
        bonus(15, 0)


# --- the published worked scores, as four moves of one game ---------------------------------
#
# 1. 4 on H8 (the centre) and 2 on H9 read down "42" (sqrt 4 = 2): (4 + 2) x 2 = 12
# 2. 4 on H10 makes "24" (2^2 = 4) down column H: 2 + 4 = 6
# 3. 6 on G8 and 2 on I8 make "642" (6 - 4 = 2) and "42" across row 8: 12 + 6 = 18
# 4. 7 on J7, 4 on J8, 9 on J9 read down "749" (7^2 = 49) = 20 and extend row 8 to
#    "6424" (6 x 4 = 24) = 16 with its new "24" = 6: 42 in all.

WORKED_MOVES = [
    ({(7, 7): 4, (8, 7): 2}, 12),
    ({(9, 7): 4}, 6),
    ({(7, 6): 6, (7, 8): 2}, 18),
    ({(6, 9): 7, (7, 9): 4, (8, 9): 9}, 42),
]


def test_the_published_worked_scores():
    board = {}
    for move, expected in WORKED_MOVES:
        assert score_move(board, move) == expected
        board = {**board, **move}


def test_the_last_worked_move_lists_its_three_examples():
    board = {}
    for move, _ in WORKED_MOVES[:3]:
        board = {**board, **move}
    result = analyse_placement(board, WORKED_MOVES[3][0])
    found = sorted((example.text(), example.points) for example in result.examples)
    assert found == [("2² = 4", 6), ("6 × 4 = 24", 16), ("7² = 49", 20)]


# --- scenarios ------------------------------------------------------------------------------


def test_a_crossing_move_through_an_old_tile():
    board = parse_board("24", at=(7, 6))
    # 2 above and 8 below the old 4: "248" (2 x 4 = 8) = 14 and its "24" = 6
    assert score_move(board, {(6, 7): 2, (8, 7): 8}) == 20


def test_a_parallel_move_forms_an_example_in_every_column():
    board = parse_board("24", at=(7, 6))
    # new row "42" under "24": row "42" = 4x2 (G9 doubles) + 2 = 10, column G "24" = 2 + 8 = 10,
    # column H "42" = 4 + 2 = 6
    assert score_move(board, {(8, 6): 4, (8, 7): 2}) == 26


def test_sub_runs_count_separately_five_before_6873():
    board = parse_board("6873", at=(10, 5))
    # 5 + 68 = 73 scores 29 and 56 / 8 = 7 scores 26
    result = analyse_placement(board, {(10, 4): 5})
    assert sorted(example.text() for example in result.examples) == [
        "5 + 68 = 73",
        "56 ÷ 8 = 7",
    ]
    assert result.points == 55


def test_a_run_that_reads_two_ways_counts_once():
    board = parse_board("81", at=(10, 5))
    # 981 is 9 - 8 = 1 and 9^2 = 81, one example: 18 points, not 36
    assert score_move(board, {(10, 4): 9}) == 18


def test_example_bonuses_multiply():
    # 12 x 16 = 192 down column D, its new ends on the two x2 example squares D5 and D11
    board = parse_board("2\n1\n6\n1\n9", at=(5, 3))
    assert bonus(4, 3) == "E" and bonus(10, 3) == "E"
    assert score_move(board, {(4, 3): 1, (10, 3): 2}) == (1 + 2 + 1 + 6 + 1 + 9 + 2) * 2 * 2


def test_bonuses_count_only_in_the_move_that_covers_them():
    first = {(7, 6): 2, (7, 7): 4}
    assert score_move({}, first) == (2 + 4) * 2  # the centre doubles the first move
    assert score_move(first, {(7, 8): 8}) == 2 + 4 + 8  # 2 x 4 = 8, centre not doubled again


def test_the_zero_rule_frees_the_neighbours_of_a_zero_in_an_example():
    board = parse_board("...5\n281.", at=(6, 5))
    # 0 on I8 ends 2 + 8 = 10 across; above it "50" is no example, but the 0 belongs to one
    assert score_move(board, {(7, 8): 0}) == 2 + 8 + 1 + 0


def test_without_a_zero_the_same_touch_is_refused():
    board = parse_board("...5\n.24.", at=(6, 5))
    # 8 on I8 ends 2 x 4 = 8 across, but "58" down is no example and there is no zero
    with pytest.raises(IllegalMove, match="The 5 on I7 and the 8 on I8 touch"):
        score_move(board, {(7, 8): 8})


def test_a_zero_in_no_example_frees_nothing():
    board = parse_board("24", at=(7, 6))
    with pytest.raises(IllegalMove, match="The 0 on H9 is not part of any example"):
        score_move(board, {(8, 7): 0})


def test_the_rules_strategy_zero_example():
    board = parse_board("3824", at=(11, 5))
    board[(10, 9)] = 5
    # 38 + 2 = 40 with the new 0 on J12; the 5 above it is freed by the zero rule
    assert score_move(board, {(11, 9): 0}) == 3 + 8 + 2 + 4 + 0


# --- refusals, one per rule -----------------------------------------------------------------

OPENING = {(7, 6): 2, (7, 7): 4}


@pytest.mark.parametrize(
    ("board", "move", "reason"),
    [
        (OPENING, {}, "Place at least one tile"),
        (OPENING, {(8, col): 1 for col in range(6)}, "at most 5 tiles"),
        (OPENING, {(15, 7): 1}, "off the board"),
        (OPENING, {(7, 8): 12}, "digit 0 to 9"),
        (OPENING, {(7, 7): 3}, "H8 already holds a tile"),
        (OPENING, {(6, 8): 1, (8, 9): 2}, "one row or one column"),
        (OPENING, {(7, 9): 1, (7, 11): 2}, "K8 between them is empty"),
        ({}, {(7, 7): 4}, "first move needs at least 2 tiles"),
        ({}, {(2, 2): 2, (2, 3): 4}, "must cover the centre square H8"),
        (OPENING, {(2, 2): 2, (2, 3): 4}, "must touch a tile already on the board"),
        ({}, {(7, 7): 1, (7, 8): 3}, "The 1 on H8 is not part of any example"),
        (OPENING, {(7, 8): 9}, "The 9 on I8 is not part of any example"),
    ],
)
def test_each_refusal_says_why(board, move, reason):
    with pytest.raises(IllegalMove, match=reason):
        score_move(board, move)


def test_illegal_move_is_a_value_error():
    assert issubclass(IllegalMove, ValueError)
