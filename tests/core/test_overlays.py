"""Tooltips and toasts keep to their layer: never over a menu or dialog opened after them,
never over the control under the pointer."""

import itertools

import pygame
import pytest

from core.scene import Scene
from core.ui.dialogs import ChoiceDialog
from core.ui.overlays import POINTER_CLEARANCE, tooltip_box
from core.ui.widgets import label, literal

SCREEN = pygame.Rect(0, 0, 1280, 720)
GAME_COLOUR, VEIL_COLOUR = (10, 120, 10), (120, 10, 120)


class Filled(Scene):
    """A scene that paints the whole canvas (``opaque``) or only a veil over it (a dialog)."""

    def __init__(self, colour, opaque=True) -> None:
        self.colour, self.opaque = colour, opaque

    def draw(self, surface) -> None:
        surface.fill(self.colour)


def test_a_tooltip_never_covers_the_pointer_and_stays_on_the_screen():
    xs, ys = range(0, 1281, 40), range(0, 721, 30)
    for (x, y), size in itertools.product(itertools.product(xs, ys), ((200, 40), (360, 120))):
        box = tooltip_box((x, y), size, SCREEN)
        assert SCREEN.contains(box), (x, y, size)
        assert not box.colliderect(pygame.Rect(x, y, 1, 1)), (x, y, size)
    # the usual place: below and right of the pointer
    assert tooltip_box((100, 100), (200, 40), SCREEN).topleft == (116, 120)
    # at the bottom right corner, over the last button of a row, it goes above the pointer
    box = tooltip_box((1250, 700), (200, 40), SCREEN)
    assert box.bottom <= 700 - POINTER_CLEARANCE // 2


def toast_pixel(app):
    """The colour in the middle of the newest toast after a frame is drawn."""
    app.render(app.screen)
    (_, rect), *_ = app.toasts.places(app.screen)
    return tuple(app.screen.get_at(rect.center))[:3]


def test_a_toast_of_the_game_is_covered_by_a_dialog_opened_after_it(app):
    app.scenes.push(Filled(GAME_COLOUR))
    app.scenes.apply()
    app.toast("Placed", (250, 250, 250))
    shown = toast_pixel(app)
    assert shown != GAME_COLOUR
    app.scenes.push(Filled(VEIL_COLOUR, opaque=False))  # the pause menu, a dialog
    app.scenes.apply()
    assert toast_pixel(app) == VEIL_COLOUR
    app.toast("Saved", (250, 250, 250))  # raised by the dialog: over it
    assert toast_pixel(app) != VEIL_COLOUR
    app.scenes.pop()
    app.scenes.apply()
    assert toast_pixel(app) != GAME_COLOUR  # the dialog's toast outlives it, on top


def test_a_toast_under_the_pointer_is_not_drawn(app):
    app.scenes.push(Filled(GAME_COLOUR))
    app.scenes.apply()
    app.toast("Placed", (250, 250, 250))
    (_, rect), *_ = app.toasts.places(app.screen)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    assert toast_pixel(app) != GAME_COLOUR
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    assert toast_pixel(app) == GAME_COLOUR


def test_the_scene_under_a_dialog_shows_no_tooltip(app):
    below = ChoiceDialog(app, literal("Game"), [(literal("Hover me"), lambda: None)])
    button = below.form.widgets[0]
    button.tooltip = literal("A long explanation")
    drawn = []
    below.form.draw_tooltip = lambda surface: drawn.append(below)
    app.scenes.push(below)
    app.scenes.apply()
    app.render(app.screen)
    assert drawn == [below]
    app.scenes.push(ChoiceDialog(app, label("pause.title"), [(literal("Resume"), lambda: None)]))
    app.scenes.apply()
    drawn.clear()
    app.render(app.screen)
    assert drawn == []


def test_the_cards_buttons_share_one_size_at_which_every_language_fits(app):
    from core import i18n
    from core.menu import MainMenu, card_button_size
    from core.settings import LANGUAGES
    from core.ui.text import fitting_size

    for code in LANGUAGES:
        i18n.set_language(code)
        buttons = [w for w in MainMenu(app).form.widgets if w.key[0] != "menu"]
        assert len({button.size for button in buttons}) == 1
        for button in buttons:
            inner = button.rect.inflate(-16, -6)
            assert fitting_size(button.text(), inner.w, inner.h, button.size) == button.size
    i18n.set_language("en")
    narrow = card_button_size(120)  # a card so narrow that the longest labels must shrink
    assert narrow < card_button_size(400)
    i18n.set_language("es")
    assert fitting_size(i18n.t("menu.how_to_play"), 120 - 16, 30, narrow) == narrow


def test_one_toast_at_a_time_per_kind_and_the_same_words_once(app):
    scene = Scene(app)
    app.scenes.push(scene)
    app.scenes.apply()
    for reason in ("No tile there", "Not your turn", "No undo left"):
        app.toast(reason, kind="refusal")
    for _ in range(138):  # an autosave failing at every move says so once
        app.toast("Cannot save: the disk is read-only")
    assert app.toasts.texts == ["No undo left", "Cannot save: the disk is read-only"]


def test_toasts_keep_off_mooxils_hint_and_undo_buttons(app):
    from core.match import Match, Seat
    from games.mooxil.hud import RECT
    from games.mooxil.logic import new_game
    from games.mooxil.scene import MooxilScene

    match = Match.from_position("mooxil", [Seat.human("Ana")], new_game(1, 1), {"level": 1})
    scene = MooxilScene(app, match)
    app.scenes.push(scene)
    app.scenes.apply()
    for _ in range(3):  # three refusals in a row
        scene.refuse("That side does not match.")
    scene.refuse("Nothing to take back.")
    places = app.toasts.places(app.screen)
    assert len(places) == 1  # the last refusal only
    ((_, rect),) = places
    assert not rect.colliderect(RECT)  # the panel with Hint and Undo stays clear


PANELS = {  # what stands right of each board: the side panel's left edge
    "minusmax": ("human_turn", 810),
    "abaku": ("human_turn", 730),
    "m": ("place", 716),
}


@pytest.mark.parametrize("game", sorted(PANELS))
def test_toasts_keep_off_the_side_panel_and_every_button(app, game):
    # minusMax's toast covered its Hint and Start buttons, M's its Swap button and hand,
    # Abaku's its move log
    import importlib

    name, panel_left = PANELS[game]
    scene = importlib.import_module(f"games.{game}.perf").scenes(app)[name]
    app.scenes.push(scene)
    app.scenes.apply()
    app.toast("It is Computer 2's turn: a refusal long enough to reach the box's both edges.")
    ((_, rect),) = app.toasts.places(app.screen)
    assert SCREEN.contains(rect) and rect.right < panel_left
    assert not [widget for widget in scene.form.widgets if rect.colliderect(widget.rect)]


def test_ms_toasts_stand_between_the_largest_table_and_the_hand(app):
    # at the board's foot, a hint's toast hid the bottom row of a 6 x 6 table (the cell the
    # hint marks, for a player at the keys)
    from games.m.board_view import CELL
    from games.m.perf import scenes
    from games.m.table_view import BOARD, HAND

    scene = scenes(app)["place"]
    app.scenes.push(scene)
    app.scenes.apply()
    app.toast("Hint: place the blue 10 star on the marked cell (+20 points).")
    ((_, rect),) = app.toasts.places(app.screen)
    table_bottom = BOARD.y + (BOARD.h + 6 * CELL) // 2
    assert table_bottom <= rect.top and rect.bottom <= HAND.top


def test_toasts_stand_at_the_head_while_the_player_works_at_the_foot():
    from core.ui.overlays import TOAST_BAND, toasts_clear_of

    area = pygame.Rect(10, 20, 600, 600)
    head = pygame.Rect(10, 20, 600, TOAST_BAND)
    assert toasts_clear_of(area, []) == area
    assert toasts_clear_of(area, [(300, 300)]) == area  # the middle: the foot is free
    assert toasts_clear_of(area, [(300, 600)]) == head
    assert toasts_clear_of(area, [(300, 600), (300, 30)]) == area  # both ends busy: the foot


def cursor_cell_at_the_foot(scene, game):
    """Show the keyboard's cursor on the lowest cell of the board (minusMax, Mooxil)."""
    if game == "minusmax":
        from games.minusmax.board import board_cells

        scene.pick.cursor = max(board_cells(), key=lambda cell: scene.board.centre(cell)[1])
        scene.pick.cursor_shown = True
    else:
        cells = scene.state.board.cells
        scene.set_cursor(max(cells, key=lambda cell: scene.view.center(cell)[1]))


@pytest.mark.parametrize("game", ["minusmax", "mooxil"])
def test_a_keyboard_players_cursor_at_the_boards_foot_sends_toasts_to_its_head(app, game):
    # the hex boards' toasts stood over their lowest cells, under the keyboard's cursor
    import importlib

    scenes = importlib.import_module(f"games.{game}.perf").scenes(app)
    scene = scenes["human_turn"] if game == "minusmax" else next(iter(scenes.values()))
    app.scenes.push(scene)
    app.scenes.apply()
    cursor_cell_at_the_foot(scene, game)
    app.toast("That cell does not fit the tile you hold.")
    ((_, rect),) = app.toasts.places(app.screen)
    assert rect.bottom <= scene.toast_area.bottom < rect.bottom + 40
    assert rect.bottom < app.screen.get_height() // 2
