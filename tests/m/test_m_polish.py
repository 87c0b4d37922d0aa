"""What players tripped over in M (issue 17): who starts and why, an empty hand, tooltips of
hidden buttons, a colour totalling 0, key bindings, the help on idle rounds, and the hand-over
rule asked of the match."""

import pygame
import pytest

from core import i18n
from core.match import Match, Seat
from core.settings import LANGUAGES
from core.ui.canvas import Canvas
from core.ui.dialogs import ChoiceDialog
from games.m import scene as m_scene
from games.m import words
from games.m.hud import signed
from games.m.info import INFO
from games.m.logic import TAKE, m_letters
from games.m.textlayout import scenario
from tests.m.test_m_scene import (
    COMPUTER,
    HUMAN,
    M_GAP,
    SPLIT,
    press,
    start,
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_default_names_hold_no_letter_m_in_any_language(m_app, language):
    i18n.set_language(language)
    try:
        seats = m_scene.m_default_seats(6)
    finally:
        i18n.set_language("en")
    assert [seat.is_computer for seat in seats] == [False] + [True] * 5
    assert all(m_letters(seat.name) == 0 for seat in seats), [seat.name for seat in seats]


def test_the_new_game_dialog_offers_the_default_names(m_app):
    dialog = m_scene.new_game(m_app)
    names = [seat.name for seat in dialog.panel.seats()]
    assert names == ["Player 1", "Robot 2", "Robot 3"]


def test_the_first_message_says_who_starts_and_why(m_app):
    seats = [Seat.human("Player 1"), Seat.computer(4, "Robot 2"), Seat.human("Emma", 2)]
    game = m_scene.MScene.fresh(m_app, seats, "fast", seed=5)
    assert i18n.say(game.log[0]) == "Emma starts: the most letters M in the first name."
    nobody = m_scene.MScene.fresh(m_app, m_scene.m_default_seats(3), "fast", seed=5)
    starter = nobody.state.names[nobody.state.current_player]
    assert i18n.say(nobody.log[0]) == (
        f"{starter} starts, drawn at random: no first name holds a letter M."
    )
    tie = Match.start("m", [Seat.human("Max"), Seat.human("Mia")], 3, {})
    assert words.start_line(tie.state).key == "m.log.start_drawn"


def test_an_empty_hand_and_pile_say_pass_and_disable_swap(m_app):
    state = scenario(M_GAP, [[], ["B10c"]])
    game = start(m_app, state, HUMAN, COMPUTER)
    assert game.status()[0] == "Player 1: no tiles left: pass (P)."
    assert game.controls.swap_button.visible and not game.controls.swap_button.enabled
    assert game.controls.pass_button.enabled
    assert game.controls.swap_button.tooltip() == "The pile is empty: you can only pass."
    press(m_app, pygame.K_s)
    assert not isinstance(m_app.scenes.top, ChoiceDialog)
    assert m_app.toasts.texts[-1] == "The pile is empty: you can only pass."


def test_tiles_that_fit_nowhere_with_an_empty_pile_offer_only_the_pass(m_app):
    state = scenario("R30q", [["Y40t"], ["B10c"]])  # shares nothing with the red 30 square
    game = start(m_app, state, HUMAN, COMPUTER)
    assert game.status()[0] == (
        "Player 1: none of your tiles fits, and the pile is empty. Pass (P)."
    )
    assert not game.controls.swap_button.enabled


def shot(game) -> bytes:
    surface = Canvas.blank((1280, 720))
    game.draw(surface)
    return rgb(surface)


def test_a_hidden_buttons_tooltip_goes_with_it(m_app):
    state = scenario(M_GAP, [["R20s"], ["B10c"]], pile=["G0"])
    game = start(m_app, state, HUMAN, COMPUTER)
    button = game.controls.pass_button
    game.form.mouse_pos = button.rect.center
    game.form.hovered, game.form.hover_ticks = None, 100
    plain = shot(game)
    game.form.hovered = button
    assert shot(game) != plain  # the tooltip shows over the visible button
    button.visible = False
    hidden_hovered = shot(game)
    game.form.hovered = None
    assert hidden_hovered == shot(game)  # hidden: no tooltip is left behind


def test_a_colour_totalling_zero_shows_an_unsigned_zero():
    assert signed(0, "\u2212") == "0"
    assert signed(0, "+") == "0"
    assert signed(30, "\u2212") == "\u221230"
    assert signed(70, "+") == "+70"


def test_m_actions_are_in_the_key_bindings_and_the_keys_follow_them(m_app):
    assert "m" in {game for game, _ in ((g, None) for g in m_app.bindings.defaults)}
    assert set(INFO.action_labels) == set(INFO.key_presets["default"])
    for key in INFO.action_labels.values():
        assert i18n.t(key) != key
    state = scenario(M_GAP, [["R20s"], ["B10c"]], pile=["G0"])
    game = start(m_app, state, HUMAN, COMPUTER)
    m_app.bindings.set_keys("m", "default", "tile_1", ["q"])
    press(m_app, pygame.K_1)
    assert game.selected is None
    press(m_app, pygame.K_q)
    assert game.selected == 0
    m_app.bindings.set_keys("m", "default", "pass", ["k"])
    press(m_app, pygame.K_p)
    assert not isinstance(m_app.scenes.top, ChoiceDialog)
    press(m_app, pygame.K_k)
    assert isinstance(m_app.scenes.top, ChoiceDialog)


def test_buttons_and_status_name_the_keys_as_bound_now(m_app):
    state = scenario(M_GAP, [["R20s"], ["B10c"]], pile=["G0"])
    game = start(m_app, state, HUMAN, COMPUTER)
    controls = game.controls
    assert controls.pass_button.text() == "Pass (P)"
    m_app.bindings.set_keys("m", "default", "pass", ["k"])
    m_app.bindings.set_keys("m", "default", "swap", ["ctrl+w"])
    assert controls.pass_button.text() == "Pass (K)"
    assert controls.swap_button.text() == "Swap and pass (Ctrl+W)"
    assert "pass (K)" in game.status()[0]
    m_app.bindings.set_keys("m", "default", "pass", [])
    assert controls.pass_button.text() == "Pass ({})".format(i18n.t("keys.unbound"))
    m_app.bindings.set_keys("m", "default", "place", ["x"])  # Place also opens the results
    assert controls.results_button.text() == "Results (X)"


def test_the_help_tells_of_the_three_idle_rounds(m_app):
    for language in LANGUAGES:
        i18n.set_language(language)
        body = i18n.t("m.help.pass")
        assert {"en": "three", "es": "tres", "fr": "trois", "de": "drei"}[language] in body
    i18n.set_language("en")


def test_the_match_shows_no_hand_and_hands_over_nothing_in_a_scoring_round():
    state = scenario(SPLIT, [["Y40q", "B0"], ["R0"]], pile=["G40t", "G30t"])
    match = m_scene.match_at(state, [Seat.human("A", 0), Seat.human("B", 1)])
    assert match.needs_handover()
    match.reveal()
    assert match.shown_player == 0 and not match.needs_handover()
    from games.m.logic import Place
    from games.m.textlayout import tile_from_code

    assert match.play(Place(tile_from_code("Y40q"), (4, 1))) is None
    assert match.state.phase == TAKE
    assert match.shown_player is None
    assert not match.needs_handover()


# -- help pictures ------------------------------------------------------------------------------


def test_the_placement_picture_shows_a_legal_move_and_what_it_shares(m_app):
    from games.m import help_pictures as pictures
    from games.m.logic import can_place

    others = {pos: tile for pos, tile in pictures.PLACEMENT.items() if pos != pictures.PLACED}
    assert can_place(others, pictures.PLACED, pictures.PLACEMENT[pictures.PLACED])
    new = pictures.PLACEMENT[pictures.PLACED]
    assert pictures.shared_words(pictures.PLACEMENT[(0, 0)], new) == ["colour"]
    assert pictures.shared_words(pictures.PLACEMENT[(2, 0)], new) == ["value"]


def test_the_scoring_picture_shows_a_run_the_rules_score():
    from games.m import help_pictures as pictures
    from games.m.logic import scoring_runs

    runs = scoring_runs(pictures.ROUND, pictures.SCORER)
    assert [sorted(run) for run in runs] == [sorted(pictures.ROUND)]


def test_the_help_draws_its_pictures_on_the_placing_and_scoring_pages(m_app):
    pages = m_scene.help_pages(m_app)
    with_pictures = [index for index, page in enumerate(pages) if len(page) == 3]
    keys = [body for _, body in INFO.help_pages]
    assert with_pictures == [keys.index("m.help.place"), keys.index("m.help.round")]
    for index in with_pictures:
        surface = Canvas.blank((520, 520))
        pages[index][2](surface, pygame.Rect(5, 5, 510, 510))
        assert len({surface.get_at((x, 260))[:3] for x in range(0, 520, 4)}) > 3


# -- what is shown --------------------------------------------------------------------------------


def test_the_screen_is_drawn_from_a_plain_shown_value(m_app):
    from games.m.table_view import TableShown, draw_board_marks, draw_table

    state = scenario(M_GAP, [["R20s"], ["B10c"]], pile=["G0"])
    game = start(m_app, state, HUMAN, COMPUTER)
    press(m_app, pygame.K_1)
    shown = game.shown()
    assert isinstance(shown, TableShown)
    assert shown.hand.tiles == tuple(state.hand(0)) and shown.hand.selected == 0
    assert shown.ghost == state.hand(0)[0] and shown.cursor == game.cursor
    assert shown.status[0].startswith("Player 1: put the tile")
    surface, again = Canvas.blank((1280, 720)), Canvas.blank((1280, 720))
    game.draw(surface)
    palette = m_app.palette()
    draw_table(again, shown, game.board, game.panel, game.hand_view, palette)
    game.draw_form(again)
    draw_board_marks(again, game.board.view(shown.layout), shown, palette)
    game.anims.draw(again)
    assert pygame.image.tobytes(surface.surface, "RGB") == pygame.image.tobytes(
        again.surface, "RGB"
    )


def test_an_empty_hand_does_not_ask_for_keys_1_to_4(m_app):
    game = start(m_app, scenario(M_GAP, [[], ["B10c"]]), HUMAN, COMPUTER)
    assert game.shown().hand.title == "Player 1's tiles"
    assert game.shown().hand.count == 0


def test_the_keys_help_page_follows_the_key_bindings(m_app):
    m_app.bindings.set_keys("m", "default", "pass", ["k"])
    keys_page = m_scene.help_pages(m_app)[-1][1]
    assert "Pass: K;" in keys_page and "Pass: P" not in keys_page
    assert "Swap and pass: S;" in keys_page


def test_no_pass_tooltip_during_a_computers_turn(m_app):
    state = scenario(M_GAP, [["R20s"], ["B10c"]], pile=["G0"])
    game = start(m_app, state, COMPUTER, HUMAN, speed="slow")
    assert game.match.computer_to_move
    button = game.controls.pass_button
    assert button.visible and button.tooltip() == ""
    game.form.mouse_pos = button.rect.center
    game.form.hovered, game.form.hover_ticks = None, 100
    plain = shot(game)
    game.form.hovered = button
    assert shot(game) == plain


def test_a_computer_seat_with_the_shells_default_name_gets_ms(m_app):
    seats = [Seat.human("Player 1"), Seat.computer(3, "Computer 2"), Seat.computer(5, "Mumu")]
    names = [seat.name for seat in m_scene.with_m_names(seats)]
    assert names == ["Player 1", "Robot 2", "Mumu"]
    assert [seat.level for seat in m_scene.with_m_names(seats)] == [None, 3, 5]


def rgb(canvas) -> bytes:
    return pygame.image.tobytes(canvas.surface, "RGB")
