"""The query API the scene draws from, and the text form of layouts used by the tests."""

import pytest

from games.m.logic import Place, Take, new_game
from games.m.moves import move_from_json, move_to_json
from games.m.scoring import Breakdown
from games.m.textlayout import layout_text, parse_layout, scenario, tile_code, tile_from_code

T = tile_from_code

M_GAP = """
    P0    Y10s  B0
    R30q  .     G20c
"""


def test_collected_tiles_are_grouped_by_colour_and_sorted_by_value():
    collected = [["B30c", "R10s", "B0", "R40t", "B20s"], []]
    state = scenario("R0", [["G0"], ["Y0"]], collected=collected)
    assert state.collected_by_colour(0) == {
        "red": [T("R10s"), T("R40t")],
        "blue": [T("B0"), T("B20s"), T("B30c")],
    }
    assert state.collected_by_colour(1) == {}


def test_score_preview_and_breakdown_per_player():
    collected = [["R40s", "R10c", "B30q", "G20t", "G0", "Y10s"], ["P10s"]]
    state = scenario("R0", [["G10s"], ["Y0"]], chips=[4, 8], collected=collected)
    assert state.score_preview(0) == 40 + 50 + 30 - 20 - 10
    assert state.breakdown(0) == Breakdown(
        chips=4,
        chip_points=40,
        positive=(("red", 50), ("blue", 30)),
        negative=(("green", 20), ("yellow", 10)),
        total=90,
    )
    assert state.scores() == [90, 90]
    assert state.winners() == [0, 1]


def test_chip_givers_and_scoring_lines_preview_a_placement():
    state = scenario(M_GAP, [["B10c"], ["R20s"], ["B10q"]], chips=[1, 6, 6], turn=1)
    assert state.chip_givers((1, 1)) == [0, 2]
    assert state.chip_givers((1, -1)) == []
    assert state.chips == [1, 6, 6]  # a preview changes nothing
    row = scenario("R0  R10t  R20t  R30t", [["R40t"], ["G0"]])
    assert row.scoring_lines_if_placed(T("R40t"), (4, 0)) == ["row"]
    assert row.scoring_lines_if_placed(T("R40t"), (0, 1)) == []
    assert (4, 0) not in row.layout


def test_the_report_tells_what_the_last_move_did():
    state = scenario(M_GAP, [["R20s", "B10t", "G30t", "Y40t"], ["B10c"]], pile=["G0", "P10s"])
    state.apply(Place(T("R20s"), (1, 1)))
    report = state.last_report
    assert report.player == 0
    assert report.move == "place the red 20 star at 1,1"
    assert report.chips == ((1, 0), (1, 0))
    assert report.drew == 1
    assert report.round_started is None and report.ended is None


def test_the_report_of_a_take_names_the_tile():
    state = scenario("R0  R10t  R20t  R30t", [["R40t"], ["G0"]], pile=["P0"])
    state.apply(Place(T("R40t"), (4, 0)))
    state.apply(Take((0, 0)))
    assert state.last_report.taken == T("R0")
    assert state.scoring_round().taken == ((0, (0, 0), T("R0")),)


def test_moves_have_readable_text_and_a_json_form():
    for move in new_game(2).legal_moves():
        assert move_from_json(move_to_json(move)) == move
        assert str(move).startswith(("place the", "pass"))
    assert move_from_json(["take", [3, -1]]) == Take((3, -1))
    with pytest.raises(ValueError, match="not a saved M move"):
        move_from_json(["jump", 1])


def test_layouts_read_and_write_as_text():
    text = "R10s .    B10c\nR0   Y10q G30c"
    assert layout_text(parse_layout(text)) == text
    assert parse_layout(text, origin=(-1, 2))[(-1, 3)] == T("R0")
    assert [tile_code(T(code)) for code in ("R20s", "b0", "G40t", "P30q")] == [
        "R20s",
        "B0",
        "G40t",
        "P30q",
    ]


@pytest.mark.parametrize("code", ["X10s", "R", "R10x", "R1s", "R0s"])
def test_bad_tile_codes_are_refused(code):
    with pytest.raises(ValueError):
        tile_from_code(code)


def test_a_scenario_cannot_use_a_tile_twice():
    with pytest.raises(ValueError, match="more often than the set holds"):
        scenario("R10s", [["R10s"], ["G0"]])
