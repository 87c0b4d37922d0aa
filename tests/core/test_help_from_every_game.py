"""Help opens over every game, from the pause menu, on that game's own pages."""

from __future__ import annotations

import pytest

import games
from core import i18n
from core.help_scene import HelpScene


def started_game(app, name: str):
    """The scene of a new game of ``name`` with its default configuration."""
    setup = games.by_name(name).scene_module().new_game(app)
    app.scenes.push(setup)
    app.scenes.apply()
    setup.start()
    app.scenes.apply()
    return app.scenes.top


def help_shown(app) -> HelpScene:
    app.scenes.apply()
    top = app.scenes.top
    assert isinstance(top, HelpScene)
    return top


@pytest.mark.parametrize("name", [info.name for info in games.GAMES])
def test_the_pause_menu_s_help_shows_the_game_s_own_pages(app, name):
    scene = started_game(app, name)
    entries = {text(): action for text, action in scene.pause_entries()}
    entries[i18n.t("pause.help")]()
    shown = help_shown(app)
    assert shown.title() == i18n.t(games.by_name(name).title)
    assert len(shown.pages) == len(HelpScene.for_game(app, games.by_name(name)).pages) > 1


def test_abaku_s_help_button_shows_abaku_s_pages(app):
    scene = started_game(app, "abaku")
    scene.controls.buttons["help"].on_click()
    assert help_shown(app).title() == i18n.t(games.by_name("abaku").title)
