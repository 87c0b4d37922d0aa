"""The fixtures of the minusMax scene tests."""

import pytest

from core.ui import text as ui_text
from games.minusmax.info import INFO
from games.minusmax.style import Display
from tests.support import close_app, only_game


@pytest.fixture
def app(monkeypatch, private_home):
    """A headless app with minusMax as its only game, computers at full speed."""
    only_game(monkeypatch, INFO)
    from core.app import App, Options

    application = App(Options(headless=True, frames=1, seed=7))
    Display(tile_delay=0, turn_delay=0).store(application.settings.game_options("minusmax"))
    ui_text.overflows.clear()
    yield application
    close_app(application)
