"""Widgets and dialogs, driven by keyboard alone and by mouse alone."""

import pygame
import pytest

from core.ui import text as ui_text
from core.ui.dialogs import ChoiceDialog, HandOverScene, confirm
from core.ui.form import TOOLTIP_DELAY, Form
from core.ui.overlays import Toasts
from core.ui.players import PlayersPanel, Seat
from core.ui.widgets import Button, Checkbox, Selector, Spinner, TextEntry, literal
from tests.support import seat


@pytest.fixture
def screen(app):
    return app.screen


def key(k, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_button_works_by_click_and_by_enter(screen):
    pressed = []
    button = Button((10, 10, 100, 40), literal("Go"), lambda: pressed.append(1))
    form = Form([button])
    assert form.handle(click((50, 30)))
    assert form.handle(key(pygame.K_RETURN))
    assert not form.handle(click((500, 500)))
    assert pressed == [1, 1]
    form.draw(screen)


def test_arrow_keys_move_the_focus_geometrically():
    grid = [
        Button((x * 120, y * 60, 100, 40), literal(f"{x},{y}"), lambda: None)
        for y in range(2)
        for x in range(3)
    ]
    form = Form(grid)
    assert form.focus is grid[0]
    form.handle(key(pygame.K_RIGHT))
    assert form.focus is grid[1]
    form.handle(key(pygame.K_DOWN))
    assert form.focus is grid[4]
    form.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert form.focus is grid[3]
    form.handle(key(pygame.K_LEFT))  # nothing further left: the focus stays
    assert form.focus is grid[3]


def test_disabled_and_hidden_widgets_are_skipped():
    a, b, c = (Button((0, y, 100, 40), literal("x"), lambda: None) for y in (0, 60, 120))
    b.enabled = False
    form = Form([a, b, c])
    form.handle(key(pygame.K_DOWN))
    assert form.focus is c
    c.visible = False
    form.handle(key(pygame.K_TAB))
    assert form.focus is a


def test_selector_cycles_and_spinner_stops_at_its_ends(screen):
    changes = []
    selector = Selector((0, 0, 300, 40), [(v, literal(v)) for v in "abc"], "b", changes.append)
    form = Form([selector])
    form.handle(key(pygame.K_RIGHT))
    form.handle(key(pygame.K_RIGHT))
    assert selector.value == "a" and changes == ["c", "a"]
    form.handle(click((10, 20)))  # left half steps back
    assert selector.value == "c"
    spinner = Spinner((0, 0, 200, 40), 0, 100, 90, changes.append, step=10)
    form = Form([spinner])
    for _ in range(3):
        form.handle(key(pygame.K_RIGHT))
    assert spinner.value == 100 and changes[-1] == 100
    form.draw(screen)


def test_checkbox_toggles(screen):
    box = Checkbox((0, 0, 200, 40), literal("Mute"), False)
    form = Form([box])
    form.handle(key(pygame.K_SPACE))
    assert box.checked
    form.handle(click((5, 5)))
    assert not box.checked
    form.draw(screen)


def test_text_entry_types_deletes_and_caps_its_length(screen):
    entry = TextEntry((0, 0, 200, 40), "", max_length=4)
    form = Form([entry])
    for ch in "Anabel":
        form.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert entry.value == "Anab"
    form.handle(key(pygame.K_BACKSPACE))
    assert entry.value == "Ana"
    # typing a letter does not move the focus even when the letter is a navigation key elsewhere
    assert form.handle(key(pygame.K_a, text="a"))
    form.draw(screen)


def test_tooltip_appears_after_hovering(screen):
    button = Button((0, 0, 100, 40), literal("x"), lambda: None, tooltip=literal("Explains x"))
    form = Form([button])
    form.handle(move((10, 10)))
    for _ in range(TOOLTIP_DELAY):
        form.update()
    assert form.hovered is button and form.hover_ticks >= TOOLTIP_DELAY
    form.draw_tooltip(screen)


def test_toasts_expire():
    toasts = Toasts()
    toasts.show("Saved", ticks=3)
    for _ in range(2):
        toasts.update()
    assert toasts.texts == ["Saved"]
    toasts.update()
    assert toasts.texts == []


def test_the_same_words_again_renew_the_newest_toast_instead_of_stacking():
    toasts = Toasts()
    toasts.show("No room there", ticks=5)
    for _ in range(4):
        toasts.update()
    toasts.show("No room there", ticks=5)
    toasts.show("Saved", ticks=5)
    toasts.show("Saved", ticks=5)
    assert toasts.texts == ["No room there", "Saved"]
    for _ in range(4):
        toasts.update()
    assert toasts.texts == ["No room there", "Saved"]  # renewed: five more ticks, not one


def test_a_long_toast_wraps_onto_lines_that_stay_readable(screen):
    ui_text.overflows.clear()
    toasts = Toasts()
    toasts.show("Saved")
    long = "autosave.json est endommagé (ligne 1). Il a été conservé sous le nom " * 2
    toasts.show(long)
    toasts.draw(screen)
    short_picture, long_picture = (item[3] for item in toasts.items)
    assert long_picture.get_width() == short_picture.get_width()
    assert long_picture.get_height() >= 2 * short_picture.get_height() - 30
    assert ui_text.overflows == []


def test_french_punctuation_never_starts_a_line(app):
    sentence = "Des mots croisés de chiffres : posez « sommes » ; produits ? racines !"
    for width in range(40, 400, 7):
        lines = ui_text.wrap(sentence, width, 18)
        assert " ".join(lines) == sentence
        for line in lines:
            assert line.split(" ")[0] not in {":", ";", "?", "!", "»"}, lines
            assert line.split(" ")[-1] != "«", lines


def run_frames(app, count=1):
    for _ in range(count):
        app.frame(1)


def test_choice_dialog_closes_then_runs_the_choice(app):
    done = []
    app.scenes.push(ChoiceDialog(app, literal("T"), [(literal("A"), lambda: done.append("a"))]))
    app.scenes.apply()
    dialog = app.scenes.top
    dialog.handle(key(pygame.K_RETURN))
    app.scenes.apply()
    assert done == ["a"] and app.scenes.top is None


def test_confirm_does_nothing_on_escape(app):
    done = []
    confirm(app, literal("Sure?"), lambda: done.append(1))
    app.scenes.apply()
    app.scenes.top.handle(key(pygame.K_ESCAPE))
    app.scenes.apply()
    assert done == [] and app.scenes.top is None


def test_hand_over_waits_for_the_player(app):
    ready = []
    app.scenes.push(HandOverScene(app, "Ana", lambda: ready.append(1)))
    app.scenes.apply()
    scene = app.scenes.top
    scene.handle(key(pygame.K_SPACE))  # too soon: a stray key from the last move
    assert ready == []
    for _ in range(30):
        scene.update()
    scene.draw(app.screen)
    scene.handle(click((600, 300)))
    app.scenes.apply()
    assert ready == [1]


def test_players_panel_reads_back_the_seats(app):
    form = Form()
    seats = [seat("Ana", 0, 2), seat("Bot", 5, 3)]
    panel = PlayersPanel(form, (100, 100, 900, 400), seats, 2, 4, app.palette())
    assert panel.seats() == seats
    panel.count.step(1)
    chosen = panel.seats()
    assert len(chosen) == 3 and chosen[:2] == seats
    panel.rows[1][2].step(-1)  # computer level 5 -> 4
    assert panel.seats()[1].level == 4
    panel.rows[1][1].value = "ana"
    assert panel.problem()
    panel.count.step(-5)
    assert len(panel.seats()) == 2
    form.draw(app.screen)
    panel.draw_header(app.screen)


def test_seat_from_a_bad_dict_is_repaired():
    seat = Seat.from_dict({"name": "x" * 40, "level": 99, "colour": -1})
    assert len(seat.name) == 16 and not seat.is_computer and seat.colour in (None, 0)


def test_a_sheet_closes_by_its_button_or_esc_and_then_calls_on_close(app):
    from core.ui.dialogs import SheetScene

    closed = []

    class Sheet(SheetScene):
        def draw_sheet(self, surface):
            closed.append("drawn")

    for close in ("button", "esc"):
        on_close = lambda c=close: closed.append(c)  # noqa: E731
        sheet = Sheet(app, (340, 160, 600, 400), literal("Continue"), on_close)
        app.scenes.push(sheet)
        app.scenes.apply()
        sheet.draw(app.screen)
        if close == "button":
            sheet.handle(click(sheet.form.widgets[0].rect.center))
        else:
            sheet.handle(key(pygame.K_ESCAPE))
        app.scenes.apply()
        assert app.scenes.top is not sheet
    assert closed == ["drawn", "button", "drawn", "esc"]


def test_a_save_slots_long_label_wraps_instead_of_shrinking_below_the_floor(app):
    from core.ui import text as ui_text
    from core.ui.dialogs import ChoiceDialog

    line = "Emplacement 1 : 27/11/2026 15:03  Anastasia Beatrix 1 044, Ordinateur 2 987"
    dialog = ChoiceDialog(app, literal("Load"), [(literal(line), print)], two_lines=True)
    ui_text.overflows.clear()
    dialog.draw(app.screen)
    assert ui_text.overflows == []  # nothing cut short or shrunk past the smallest size
    (button,) = dialog.form.widgets
    assert len(ui_text.wrap(line, button.rect.w - 16, button.size, bold=True)) == 2
