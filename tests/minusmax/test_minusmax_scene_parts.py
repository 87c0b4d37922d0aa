"""The scene's pure helpers: rack arrangement, picking and the cursor, display options, and the
words for refused moves in each language."""

import pytest

from core import i18n
from core.settings import LANGUAGES
from games.minusmax import messages
from games.minusmax.info import INFO
from games.minusmax.logic import EndTurn, Exchange, Place, State, TakeBack, new_game
from games.minusmax.picking import Picking
from games.minusmax.rack_order import arrange
from games.minusmax.style import Display, ticks


@pytest.fixture
def texts(monkeypatch):
    monkeypatch.setattr(i18n, "_english", i18n.english())
    i18n.register(INFO.texts())


def test_arrange_keeps_the_players_order_and_appends_new_tiles():
    assert arrange([5, 3, 9, 3], [3, 9, 7, 3, 1]) == [3, 9, 3, 7, 1]
    assert arrange([5, 3, 9], [9, 5, 5]) == [5, 9, 5]
    assert arrange([5, 3, 9], [9, 5, 1], sort=True) == [1, 5, 9]
    assert arrange([], [4, 2]) == [4, 2]


def test_selection_follows_its_tile_when_the_rack_is_rearranged():
    pick = Picking(selected=1)
    pick.moved(1, 4)
    assert pick.selected == 4
    pick.moved(0, 6)  # a tile from before the selection jumps over it
    assert pick.selected == 3
    pick.moved(5, 0)  # a tile from after it lands before it
    assert pick.selected == 4
    pick.fit(3)
    assert pick.selected is None


def test_exchange_marks_toggle_and_shrink_with_the_rack():
    pick = Picking(exchange=set())
    pick.toggle(2)
    pick.toggle(5)
    pick.toggle(2)
    assert pick.exchange == {5}
    pick.fit(4)
    assert pick.exchange == set()


def test_cursor_walks_rows_and_zigzags_up_a_column():
    pick = Picking()
    x_of = lambda cell: cell[0] + cell[1] / 2  # noqa: E731 - pointy layout, unit cells
    pick.step("right", x_of)
    assert pick.cursor == (1, 0) and pick.cursor_shown
    pick.step("up", x_of)
    pick.step("up", x_of)
    assert pick.cursor[1] == -2 and abs(x_of(pick.cursor) - 1) < 0.01  # back on its column
    for _ in range(20):
        pick.step("left", x_of)
    assert pick.cursor == (-5, -2)  # stops at the edge of the board


def test_drag_starts_only_after_the_mouse_moved():
    pick = Picking()
    pick.start_press(2, (100, 100))
    pick.drag_to((103, 102))
    assert pick.dragging is None
    pick.drag_to((120, 100))
    assert pick.dragging == 2


def test_display_options_replace_unusable_values_by_defaults():
    stored = {"display": {"board": "night", "font": "comic", "tile_delay": 250, "sort": "yes"}}
    display = Display.from_options(stored)
    assert display.board == "night"
    assert display.font == "plain" and display.sort is False
    assert display.tile_delay == 250 and display.turn_delay == Display().turn_delay
    display.with_(font="segments").store(stored)
    assert Display.from_options(stored).font == "segments"
    assert Display.from_options({"display": [1, 2]}) == Display()
    assert ticks(1000) == 60 and ticks(0) == 0


def position() -> State:
    """3 and 2 touch at (1, 0) and (1, -1); (2, -1) shares their corner; X at (-1, 0)."""
    tiles = {(0, 0): 7, (1, 0): 3, (1, -1): 2}
    specials = {(-1, 0): "X", (2, -1): "D"}
    return State.from_position(tiles, specials, [[5, 6, 40], [1, 2, 3]], box=[9, 9, 9])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_is_worded_in_the_players_language(texts, lang):
    i18n.set_language(lang)
    state = position()
    cases = {
        Place((1, 0), 5): "minusmax.refuse.occupied",
        Place((-1, 0), 5): "minusmax.refuse.blocked",
        Place((0, 3), 5): "minusmax.refuse.no_corner",
        Place((2, -1), 40): "minusmax.refuse.no_solution",
        Place((2, -1), 8): "minusmax.refuse.no_tile",
        Place((30, 0), 5): "minusmax.refuse.off_board",
        TakeBack(): "minusmax.refuse.nothing_placed",
        Exchange(()): "minusmax.refuse.exchange_none",
    }
    for move, key in cases.items():
        headline, _ = messages.refusal(state, move)
        expected = i18n.t(key, value=move.value if isinstance(move, Place) else 0)
        if key == "minusmax.refuse.occupied":
            expected = i18n.t(key, value=3)
        assert headline == expected, (move, headline)
    assert messages.refusal(state, Place((2, -1), 5)) is None
    state.apply(Place((2, -1), 5))
    assert messages.refusal(state, Exchange((6,)))[0] == i18n.t(
        "minusmax.refuse.exchange_after_place"
    )


def test_a_placement_solving_nothing_names_what_the_neighbours_give(texts):
    state = position()
    headline, detail = messages.refusal(state, Place((2, -1), 40))
    assert headline == "40 solves no corner of that cell."
    assert detail == "3 and 2 give 1, 5, 6, 8 or 9."
    assert messages.refusal(state, EndTurn()) is None


def test_powers_are_superscripts_and_score_lines_show_each_multiplier():
    assert messages.operation("3^2 = 9") == "3² = 9"
    assert messages.operation("2^10 = 1024") == "2¹⁰ = 1024"
    assert messages.score_lines(["3^2 = 9"], 9, 2) == ["3² = 9, D ×2 = 18"]
    assert messages.score_lines(["3 + 2 = 5"], 5, 1) == ["3 + 2 = 5"]
    assert messages.score_lines(["3^2 = 9", "5 + 4 = 9"], 9, 3) == [
        "3² = 9",
        "5 + 4 = 9",
        "9 × 2 = 18, T ×3 = 54",
    ]
    assert messages.placement_lines(["3^2 = 9"], 9, 2, 0) == ["3² = 9"]  # the scoreless round


def test_operations_read_as_printed_and_turns_as_sentences(texts):
    assert messages.operation("5 x 2 = 10") == "5 × 2 = 10"
    assert messages.operation("10 / 2 = 5") == "10 ÷ 2 = 5"
    assert messages.operation("7 - 6 = 1") == "7 − 6 = 1"
    state = new_game(4)
    state.apply(EndTurn())
    assert messages.turn_line(state.turn_log[-1], "Ana") == "Ana passed"
    i18n.set_language("es")
    assert messages.turn_line(state.turn_log[-1], "Ana") == "Ana pasó"


def test_every_end_of_the_game_says_which_case_happened(texts):
    from games.minusmax import logic, results

    assert set(results.END_REASONS) == set(logic.END_REASONS)
    worded = {i18n.t(key) for key in results.END_REASONS.values()}
    assert len(worded) == len(logic.END_REASONS)
