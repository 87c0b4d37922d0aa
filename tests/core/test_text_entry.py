"""Text fields as a player expects them: a blinking caret, Ctrl+A, a pre-filled name that the
first keystroke replaces, refusals that say why; the players panel's names follow the seat's
kind and the language."""

import pygame
import pytest

import games
from core import i18n
from core.scores_scene import HighScoresScene, NameEntryScene
from core.ui import text as ui_text
from core.ui import theme
from core.ui.form import Form
from core.ui.players import PlayersPanel, is_default_name, reworded
from core.ui.widgets import TextEntry
from tests.support import seat


@pytest.fixture
def screen(app):
    i18n.set_language("en")
    yield app.screen
    i18n.set_language("en")


def key(k, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text)


def typed(form, content):
    for ch in content:
        form.handle(key(0, text=ch))
        form.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def caret_pixels(entry, surface):
    """How many pixels of the caret's colour the field shows."""
    surface.fill(theme.BACKGROUND)
    entry.draw(surface, True)
    area = surface.subsurface(entry.rect)
    return pygame.transform.threshold(
        None, area.surface, theme.ACCENT, (0, 0, 0, 0), set_behavior=0
    )


def test_the_caret_shows_blinks_and_wakes_the_loop_to_blink(screen):
    entry = TextEntry((10, 10, 300, 44), "")
    form = Form([entry])
    typed(form, "Ana")
    assert caret_pixels(entry, screen) > 20  # shown at once after typing
    assert form.wake_ticks() == TextEntry.BLINK
    for _ in range(TextEntry.BLINK):
        form.update()
    assert caret_pixels(entry, screen) == 0  # hidden half the time
    assert form.wake_ticks() == TextEntry.BLINK
    for _ in range(TextEntry.BLINK):
        form.update()
    assert caret_pixels(entry, screen) > 20


def test_the_caret_sits_where_the_next_letter_goes(screen):
    entry = TextEntry((10, 10, 300, 44), "Ana")
    form = Form([entry])
    form.handle(key(pygame.K_END))
    form.handle(key(pygame.K_LEFT))
    form.handle(key(pygame.K_LEFT))
    assert entry.caret == 1
    typed(form, "n")
    assert entry.value == "Anna"
    form.handle(key(pygame.K_HOME))
    form.handle(key(pygame.K_DELETE))
    assert entry.value == "nna"


def test_a_prefilled_name_is_replaced_by_the_first_keystroke(screen):
    entry = TextEntry((10, 10, 300, 44), "Anonymous")
    form = Form([entry])
    assert entry.selected
    typed(form, "Bo")
    assert entry.value == "Bo"


def test_white_space_typed_at_the_start_is_passed_over_and_kept_between_words(screen):
    entry = TextEntry((10, 10, 300, 44), "Anonymous")
    form = Form([entry])
    typed(form, "   " + " " * 20)  # a Space still mashed for the game that just ended
    assert (entry.value, entry.notice) == ("", "")  # nothing typed, nothing refused
    typed(form, "Ann Lee ")
    assert entry.value == "Ann Lee "
    form.handle(key(pygame.K_HOME))
    typed(form, " ")
    assert entry.value == "Ann Lee "
    form.handle(pygame.event.Event(pygame.TEXTINPUT, text=" 中"))
    assert entry.notice == "This character cannot be shown: please use another."


def test_a_field_tabbed_back_into_starts_selected(screen):
    name, other = TextEntry((10, 10, 300, 44), ""), TextEntry((10, 60, 300, 44), "Bo")
    form = Form([name, other])
    typed(form, "Ana")
    assert form.handle(key(pygame.K_TAB)) and form.focus is other and other.selected
    assert form.handle(key(pygame.K_TAB, pygame.KMOD_LSHIFT)) and form.focus is name
    assert name.selected
    typed(form, "Eve")
    assert name.value == "Eve"


def test_ctrl_a_selects_all_and_backspace_clears_it(screen):
    entry = TextEntry((10, 10, 300, 44), "")
    form = Form([entry])
    typed(form, "Ana")
    assert not entry.selected
    assert form.handle(key(pygame.K_a, pygame.KMOD_LCTRL, "\x01"))
    assert entry.selected
    entry.draw(screen, True)
    assert screen.get_at((entry.rect.x + 7, entry.rect.centery))[:3] == theme.shade(
        theme.ACCENT, 0.45
    )
    form.handle(key(pygame.K_BACKSPACE))
    assert entry.value == ""


def test_a_name_too_long_is_refused_with_a_message(screen):
    entry = TextEntry((10, 10, 300, 44), "", max_length=4)
    form = Form([entry])
    typed(form, "Anab")
    assert entry.notice == ""
    typed(form, "el")
    assert entry.value == "Anab"
    assert entry.notice == "At most 4 characters"
    ui_text.overflows.clear()
    form.draw(screen)
    form.draw_tooltip(screen)  # the notice is drawn over the widgets below the field
    below = screen.get_at((entry.rect.x + 2, entry.rect.bottom + 20))[:3]
    assert below == theme.shade(theme.DANGER, 0.35)
    assert ui_text.overflows == []
    assert form.wake_ticks() is not None
    for _ in range(TextEntry.NOTICE_TICKS):
        form.update()
    assert entry.notice == ""


def test_a_refusal_is_worded_in_the_players_language(screen):
    i18n.set_language("de")
    entry = TextEntry((10, 10, 300, 44), "Hannelore", max_length=9)
    Form([entry]).handle(key(pygame.K_END))
    entry.handle(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert entry.notice == "Höchstens 9 Zeichen"


def test_a_character_the_font_cannot_draw_is_refused_not_stored(screen):
    entry = TextEntry((10, 10, 300, 44), "")
    form = Form([entry])
    typed(form, "Zoë")
    form.handle(pygame.event.Event(pygame.TEXTINPUT, text="中"))
    form.handle(pygame.event.Event(pygame.TEXTINPUT, text="\U0001f600"))
    assert entry.value == "Zoë"
    assert entry.notice == "This character cannot be shown: please use another."


# -- the players panel ------------------------------------------------------------------------


def panel_for(app, seats, low=2, high=4):
    form = Form()
    return form, PlayersPanel(form, (100, 100, 700, 400), seats, low, high, app.palette())


def test_a_default_name_is_known_in_every_language():
    for name in ("Computer 2", "Ordinateur 3", "Spieler 1", "Jugador 4", "Player 12"):
        assert is_default_name(name), name
    for name in ("Ana", "Computer", "Player One", "Computer 2b"):
        assert not is_default_name(name), name


def test_switching_a_seat_to_human_gives_it_a_human_name(app, screen):
    _, panel = panel_for(app, [seat("Ana", 0, 0), seat("Computer 2", 4, 1)])
    name, kind = panel.rows[1][1], panel.rows[1][2]
    kind.set_value(1)
    kind.step(-1)  # level 1 -> Human
    assert kind.value == 0 and name.value == "Player 2" and name.selected
    kind.step(1)  # back to a computer
    assert name.value == "Computer 2"
    name.set_value("Bob")
    kind.step(-1)
    assert name.value == "Bob"  # a typed name stays


def test_remembered_default_names_follow_the_language_and_typed_ones_stay(app, screen):
    i18n.set_language("es")
    remembered = [seat("Ana", 0, 0), seat("Computer 2", 4, 1), seat("Ordinateur 3", 6, 2)]
    _, panel = panel_for(app, remembered)
    names = [seat.name for seat in panel.seats()]
    assert names[0] == "Ana"
    assert names[1] == i18n.t("players.computer_name", n=2) != "Computer 2"
    assert names[2] == i18n.t("players.computer_name", n=3)
    assert reworded(seat("Spieler 2", 5, 1), 1).name == i18n.t("players.computer_name", n=2)


def test_the_fields_of_the_panel_start_selected(app, screen):
    _, panel = panel_for(app, [seat("Ana", 0, 0), seat("Computer 2", 4, 1)])
    assert all(row[1].selected for row in panel.rows)


def click_at(form, pos):
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def test_clicking_into_a_name_field_selects_the_name_as_tab_does(screen):
    other = TextEntry((10, 60, 300, 44), "Bea")
    entry = TextEntry((10, 10, 300, 44), "Player 1")
    form = Form([other, entry])
    click_at(form, other.rect.center)  # the player was in the other field
    click_at(form, entry.rect.center)
    assert entry.selected and form.focus is entry
    typed(form, "Eva")
    assert entry.value == "Eva"  # not "Player 1Eva"


def test_a_click_puts_the_caret_between_the_letters_clicked(screen):
    entry = TextEntry((10, 10, 300, 44), "Anna")
    form = Form([entry])
    width = ui_text.fitted("Anna", 284, 38, entry.size).get_width()
    between_n_and_n = 10 + 8 + entry._caret_offset(width, 2)  # the field's left + its margin
    click_at(form, (between_n_and_n + 1, 30))  # into the field: the name is selected
    assert entry.selected
    click_at(form, (between_n_and_n + 1, 30))  # in it: the caret goes where clicked
    assert not entry.selected and entry.caret == 2
    typed(form, "-")
    assert entry.value == "An-na"


def test_the_high_score_name_remembered_is_replaced_by_typing(app, screen):
    app.settings.game_options("_shell")["last_name"] = "Anonymous"
    scene = NameEntryScene(app, games.by_name("tetrhex"), "edge6", 123_456)
    app.scenes.reset(scene)
    app.scenes.apply()
    for ch in "Eva":
        scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    scene.handle(key(pygame.K_RETURN))
    app.scenes.apply()
    assert isinstance(app.scenes.top, HighScoresScene)
    assert app.settings.game_options("_shell")["last_name"] == "Eva"


@pytest.mark.parametrize(("lang", "robot"), [("en", "Robot 4"), ("de", "Roboter 4")])
def test_a_seat_added_with_plus_gets_the_games_default_name_in_the_language(app, lang, robot):
    i18n.set_language(lang)
    dialog = games.by_name("m").scene_module().new_game(app)
    panel = dialog.panel
    panel.count.step(1)  # "+" once: four players
    assert panel.seats()[3].name == robot
    assert panel.rows[3][1].value == robot  # as the dialog shows it, and as the game will
    i18n.set_language("en")
