"""Every game's pause menu opens Settings over the paused game; Back returns to the pause
menu, and a change of language holds at once."""

import pygame
import pytest

import games
from core import i18n
from core.settings_scene import SettingsScene
from core.ui import text as ui_text
from core.ui.dialogs import ChoiceDialog
from core.ui.widgets import Button, Selector
from tests.support import run_frames


def escape():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")


def started(app, name):
    dialog = games.by_name(name).scene_module().new_game(app)
    app.scenes.reset(dialog)
    app.scenes.apply()
    dialog.start()
    app.scenes.apply()
    run_frames(app, 3)
    return app.scenes.top


def pause_buttons(app):
    pause = app.scenes.top
    assert isinstance(pause, ChoiceDialog)
    return {w.text(): w for w in pause.form.widgets if isinstance(w, Button)}


@pytest.mark.parametrize("name", games.REGISTERED)
def test_settings_from_the_pause_menu_and_back(app, name):
    i18n.set_language("en")
    game = started(app, name)
    game.open_pause()
    app.scenes.apply()
    buttons = pause_buttons(app)
    assert list(buttons)[-2:] == ["Settings", "Quit to menu"]
    buttons["Settings"].on_click()
    app.scenes.apply()
    assert isinstance(app.scenes.top, SettingsScene)
    assert app.scenes.scenes[-3] is game  # the game stays underneath, paused
    if name == "tetrhex":
        assert game.game.paused
    language = next(w for w in app.scenes.top.form.widgets if isinstance(w, Selector))
    while language.value != "de":
        language.step(1)
    ui_text.overflows.clear()
    run_frames(app, 2)
    app.scenes.top.handle(escape())  # Back
    app.scenes.apply()
    run_frames(app, 2)
    assert i18n.language() == "de" and app.settings.lang == "de"
    buttons = pause_buttons(app)
    assert "Einstellungen" in buttons and "Weiterspielen" in buttons
    assert app.scenes.scenes[-2] is game
    assert ui_text.overflows == []
    i18n.set_language("en")


@pytest.mark.parametrize("name", games.REGISTERED)
def test_every_pause_menu_fits_the_canvas(app, name):
    game = started(app, name)
    game.open_pause()
    app.scenes.apply()
    pause = app.scenes.top
    assert pygame.Rect(0, 0, 1280, 720).contains(pause.box)
    for widget in pause.form.widgets:
        assert pause.box.contains(widget.rect)
