"""Whole-turn scenarios on small ASCII layouts (see games/m/textlayout.py for the codes)."""

import pytest

from core.engine import IllegalMove
from games.m.logic import (
    BLOCKED,
    CHOOSE,
    LAST_ROUND,
    PLACE,
    STALLED,
    TAKE,
    ChooseLine,
    MState,
    Pass,
    Place,
    Take,
    m_letters,
    new_game,
)
from games.m.textlayout import scenario, tile_from_code

T = tile_from_code

# An M-shaped layout with a gap at (1, 1): a tile there touches three tiles.
M_GAP = """
    P0    Y10s  B0
    R30q  .     G20c
"""
GAP = (1, 1)


# ---------------------------------------------------------------- placement
def test_each_neighbour_may_match_on_a_different_characteristic():
    state = scenario(M_GAP, [["R20s", "Y40t"], ["B10c"]])
    # R20s: colour with the red 30 on its left, symbol with the yellow 10 above it, value with
    # the green 20 on its right.
    assert state.placement_refusal(T("R20s"), GAP) is None
    assert [names for _, _, names in state.placement_matches(T("R20s"), GAP)] == [
        ["colour"],
        ["value"],
        ["symbol"],
    ]
    state.apply(Place(T("R20s"), GAP))
    assert state.layout[GAP] == T("R20s")


def test_a_tile_matching_two_neighbours_but_not_the_third_is_refused_with_the_reason():
    state = scenario(M_GAP, [["Y40t", "R20s"], ["B10c"]])
    # Y40t: colour with the yellow 10 above, nothing with the red 30 on its left.
    reason = "the yellow 40 triangle shares nothing with the red 30 square on its left"
    assert state.placement_refusal(T("Y40t"), GAP) == reason
    with pytest.raises(IllegalMove, match=reason):
        state.apply(Place(T("Y40t"), GAP))
    assert GAP not in state.legal_cells(T("Y40t"))


def test_zero_tiles_match_each_other_by_value_only():
    state = scenario("R0  .", [["B0", "G10s"], ["Y0"]])
    assert state.legal_cells(T("B0")) == [(0, -1), (-1, 0), (1, 0), (0, 1)]
    assert state.legal_cells(T("G10s")) == []
    reason = "the green 10 star shares nothing with the red 0 on its left"
    assert state.placement_refusal(T("G10s"), (1, 0)) == reason


def test_a_tile_not_in_hand_cannot_be_placed():
    state = scenario(M_GAP, [["Y40t"], ["R20s"]])
    assert state.placement_refusal(T("R20s"), GAP) == "there is no red 20 star in your hand"


# ----------------------------------------------------------------- 6 x 6 edge
WIDE = """
    R0  R10s  R20s  R30s  R40s  R10c
"""


def test_the_layout_may_not_grow_past_six_columns():
    state = scenario(WIDE, [["R20c"], ["B0"]])
    assert state.growth_limits() == (0, 5, -5, 5)
    assert state.placement_refusal(T("R20c"), (6, 0)) == (
        "the layout may be at most 6 columns wide"
    )
    assert state.placement_refusal(T("R20c"), (-1, 0)) == (
        "the layout may be at most 6 columns wide"
    )
    cells = state.legal_cells(T("R20c"))
    assert (6, 0) not in cells and (-1, 0) not in cells
    assert cells == [(x, -1) for x in range(6)] + [(x, 1) for x in range(6)]


def test_the_layout_may_not_grow_past_six_rows():
    state = scenario("R0\nR10s\nR20s\nR30s\nR40s\nR10c", [["R20c"], ["B0"]], origin=(2, -3))
    assert state.growth_limits() == (-3, 7, -3, 2)
    assert state.placement_refusal(T("R20c"), (2, 3)) == "the layout may be at most 6 rows tall"
    assert state.placement_refusal(T("R20c"), (2, -4)) == "the layout may be at most 6 rows tall"
    assert state.placement_refusal(T("R20c"), (3, 2)) is None


# ---------------------------------------------------------------------- chips
def test_chips_come_from_the_right_hand_neighbour_the_previous_seat():
    state = scenario(M_GAP, [["B10c"], ["R20s"], ["B10q"]], turn=1)
    assert state.chip_givers(GAP) == [0, 0]
    state.apply(Place(T("R20s"), GAP))
    assert state.chips == [4, 8, 6]
    assert state.last_report.chips == ((0, 1), (0, 1))


def test_chips_come_from_the_next_player_when_the_right_hand_one_has_none():
    state = scenario(M_GAP, [["B10c"], ["R20s"], ["B10q"]], chips=[0, 6, 6], turn=1)
    state.apply(Place(T("R20s"), GAP))
    assert state.chips == [0, 8, 4]
    assert state.last_report.chips == ((2, 1), (2, 1))


def test_chips_run_out_on_the_right_and_move_on_to_the_next_player():
    state = scenario(M_GAP, [["B10c"], ["R20s"], ["B10q"]], chips=[1, 6, 6], turn=1)
    state.apply(Place(T("R20s"), GAP))
    assert state.chips == [0, 8, 5]


def test_chips_never_come_from_the_placer_himself():
    state = scenario(M_GAP, [["B10c"], ["R20s"], ["B10q"]], chips=[0, 6, 0], turn=1)
    state.apply(Place(T("R20s"), GAP))
    assert state.chips == [0, 6, 0]
    assert state.last_report.chips == ()


def test_a_tile_touching_one_tile_takes_no_chip():
    state = scenario(M_GAP, [["Y20s"], ["B10c"]])
    state.apply(Place(T("Y20s"), (1, -1)))
    assert state.chips == [6, 6]


# ----------------------------------------------------------------------- pass
def test_a_pass_gives_a_chip_to_the_right_hand_neighbour():
    state = scenario(M_GAP, [["B10c"], ["R20s"], ["B10q"]], pile=["G0"])
    state.apply(Pass())
    assert state.chips == [5, 6, 7]
    assert state.current_player == 1


def test_a_pass_without_chips_gives_nothing():
    state = scenario(M_GAP, [["B10c"], ["R20s"]], chips=[0, 12], pile=["G0"])
    state.apply(Pass())
    assert state.chips == [0, 12]


def test_a_pass_may_swap_a_tile_under_the_pile():
    state = scenario(M_GAP, [["B10c", "Y30t"], ["R20s"]], pile=["G0", "P40s"])
    state.apply(Pass(T("Y30t")))
    assert state.hand(0) == [T("B10c"), T("P40s")]
    assert state.pile == [T("Y30t"), T("G0")]


def test_no_swap_from_an_empty_pile():
    state = scenario(M_GAP, [["B10c"], ["R20s"]])
    assert Pass(T("B10c")) not in state.legal_moves()
    assert state.illegal_reason(Pass(T("B10c"))) == (
        "the pile is empty, so there is nothing to swap with"
    )


# -------------------------------------------------------------- scoring rounds
# The row y = 1 is a run of four; the green 10 hangs on R20c, the purple 30 on Y30q.
SPLIT = """
    .     G10s  .     .
    B20c  R20c  R30q  Y30q
    .     .     .     P30q
"""


def split_round_state() -> MState:
    hands = [["B0"], ["Y40q", "G0", "P0"], ["R0"]]
    state = scenario(SPLIT, hands, pile=["G40t", "G30t"], turn=1)
    state.apply(Place(T("Y40q"), (4, 1)))  # colour and symbol with Y30q: a run of five
    return state


def test_a_scoring_round_starts_with_the_player_who_triggered_it():
    state = split_round_state()
    assert state.phase == TAKE
    view = state.scoring_round()
    assert view.line == "row"
    assert view.run == ((0, 1), (1, 1), (2, 1), (3, 1), (4, 1))
    assert view.trigger == 1 and view.taker == 1
    assert state.current_player == 1
    assert state.last_report.round_started == "row"


def test_tiles_that_would_split_the_layout_cannot_be_taken():
    state = split_round_state()
    assert state.scoring_round().takeable == ((0, 1), (4, 1))
    assert state.legal_moves() == [Take((0, 1)), Take((4, 1))]
    assert state.illegal_reason(Take((1, 1))) == "taking the red 20 circle would split the layout"
    assert state.illegal_reason(Take((1, 0))) == "only tiles of the scored run may be taken"


def test_takers_follow_to_the_right_until_nothing_can_be_taken():
    state = split_round_state()
    state.apply(Take((4, 1)))
    assert state.current_player == 0  # the right-hand neighbour of seat 1
    assert state.scoring_round().takeable == ((0, 1),)
    state.apply(Take((0, 1)))
    # R20c holds the green 10, R30q joins the two halves, Y30q holds the purple 30.
    assert state.phase == PLACE
    assert state.scoring_round() is None
    assert state.collected == [[T("B20c")], [T("Y40q")], []]
    assert state.current_player == 2  # the left of the trigger player plays on
    assert state.hand(1) == [T("G0"), T("P0"), T("G30t"), T("G40t")]  # drew back to four


def test_the_takers_go_round_the_table_and_may_take_several_tiles():
    hands = [["B0"], ["R40t"]]
    state = scenario("R0  R10t  R20t  R30t", hands, pile=["G0"], turn=1)
    state.apply(Place(T("R40t"), (4, 0)))
    takers = []
    while state.phase == TAKE:
        takers.append(state.current_player)
        state.apply(state.legal_moves()[0])
    assert takers == [1, 0, 1, 0]
    assert len(state.layout) == 1


def test_both_lines_qualifying_lets_the_player_choose():
    layout = """
        R10s  R20c  R30q  R40t  .
        .     .     .     B40t  R30c
        .     .     .     .     B20q
        .     .     .     .     B10t
        .     .     .     .     B0
    """
    state = scenario(layout, [["R40c"], ["G0"]], pile=["G10s"])
    state.apply(Place(T("R40c"), (4, 0)))
    assert state.phase == CHOOSE
    assert state.current_player == 0
    assert state.last_report.scoring_lines == ("row", "column")
    assert state.legal_moves() == [ChooseLine("row"), ChooseLine("column")]
    assert [line for line, _ in state.line_options()] == ["row", "column"]
    assert state.illegal_reason(Pass()) == "first choose whether the row or the column scores"
    state.apply(ChooseLine("column"))
    view = state.scoring_round()
    assert view.line == "column"
    assert view.run == ((4, 0), (4, 1), (4, 2), (4, 3), (4, 4))
    assert view.takeable == ((4, 0), (4, 4))  # the row still holds on through B40t


def test_a_placement_cannot_be_made_during_a_scoring_round():
    state = split_round_state()
    assert state.illegal_reason(Place(T("G0"), (0, 0))) == (
        "a scoring round is under way: take a tile of the run"
    )
    assert state.illegal_reason(ChooseLine("row")) == "there is no line to choose now"


# ---------------------------------------------------------------------- the end
END_ROW = "R0  R10t  R20t  R30t"


def test_the_game_goes_on_after_the_last_draw_until_the_next_round_is_done():
    hands = [["G0", "B10t"], ["R40t", "Y0"]]
    state = scenario(END_ROW, hands, pile=["P0"])
    state.apply(Place(T("G0"), (0, 1)))  # below R0: no round; draws the last tile
    assert state.pile_size == 0 and state.last_tile_drawn
    assert state.hand(0) == [T("B10t"), T("P0")]
    assert not state.is_terminal()
    state.apply(Place(T("R40t"), (4, 0)))  # a run of five: the last round
    assert state.scoring_round().ends_game
    while not state.is_terminal():
        state.apply(state.legal_moves()[0])
    assert state.end_reason == LAST_ROUND
    assert state.current_player is None
    assert state.last_report.ended == LAST_ROUND
    assert state.scores() == [state.breakdown(p).total for p in range(2)]


def test_a_round_before_the_last_draw_does_not_end_the_game():
    hands = [["R40t", "B10t"], ["Y0"]]
    state = scenario(END_ROW, hands, pile=["P0"])
    state.apply(Place(T("R40t"), (4, 0)))
    while state.phase == TAKE:
        state.apply(state.legal_moves()[0])
    assert state.last_tile_drawn  # the trigger player drew the last tile after the round
    assert not state.is_terminal()
    assert state.current_player == 1


def test_the_game_ends_when_a_full_round_of_players_cannot_place():
    state = scenario("R10s  R20s", [["B30c"], ["G40t"], ["Y30q"]])
    for seat in range(3):
        assert not state.has_placement()
        assert state.current_player == seat
        state.apply(Pass())
    assert state.is_terminal()
    assert state.end_reason == BLOCKED
    assert state.chips == [6, 6, 6]  # each gave one to the right and received one


def test_a_voluntary_pass_does_not_count_towards_the_blocked_end():
    state = scenario("R10s  R20s", [["B30c"], ["G40s"]])
    for _ in range(5):
        state.apply(Pass())  # seat 1 could place its green 40 star: not blocked
    assert not state.is_terminal()
    state.apply(Pass())
    assert state.end_reason == STALLED  # three full rounds of passes


# ------------------------------------------------------------- starting player
def test_m_letters_count_the_first_name_in_either_case():
    assert m_letters("Mimmo Rossi") == 3
    assert m_letters("Emma Mmmm") == 2
    assert m_letters("") == 0
    assert m_letters("  Tom") == 1


def test_the_player_with_most_letters_m_starts():
    for seed in range(10):
        state = new_game(seed, names=["Anna", "Mimmo Rossi", "Emma"])
        assert state.current_player == 1


def test_a_tie_on_letters_m_is_drawn_at_random():
    starters = {
        new_game(seed, names=["Tom Mmmmm", "Sam", "Ada"]).current_player for seed in range(30)
    }
    assert starters == {0, 1}


# --------------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_deals_the_m_and_four_tiles_each(players):
    state = new_game(3, players=players)
    assert sorted(state.layout) == sorted([(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)])
    assert all(len(state.hand(p)) == 4 for p in range(players))
    assert state.pile_size == 30 + 10 * players - 5 - 4 * players
    assert state.chips == [6] * players


def test_new_game_refuses_bad_player_counts():
    with pytest.raises(ValueError, match="2 to 6 players"):
        new_game(1, players=7)
    with pytest.raises(ValueError, match="need 3 names"):
        new_game(1, players=3, names=["A", "B"])


def test_seed_zero_is_a_real_seed():
    assert new_game(0) == new_game(0)
    assert new_game(0) != new_game(1)


# ---------------------------------------------------------------- saved games
def test_a_game_in_a_scoring_round_survives_a_round_trip():
    state = split_round_state()
    restored = MState.from_dict(state.to_dict())
    assert restored == state
    assert restored.scoring_round() == state.scoring_round()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.clear(), "not a saved game of M"),
        (lambda d: d.update(version=99), "save version 99"),
        (lambda d: d["pile"].pop(), "not the 90 tiles"),
        (lambda d: d["hands"][0].__setitem__(0, ["pink", 10, "star"]), "unknown tile colour"),
        (lambda d: d.update(phase="dance"), "unknown phase"),
        (lambda d: d.pop("chips"), "missing or malformed"),
        (lambda d: d.update(turn=9), "not a seat"),
    ],
)
def test_a_damaged_save_gives_a_clear_error(change, message):
    data = new_game(4).to_dict()
    change(data)
    with pytest.raises(ValueError, match=message):
        MState.from_dict(data)
