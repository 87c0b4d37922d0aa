"""Fixtures of M's scene tests."""

import pytest

from games.m.info import INFO
from tests.support import close_app, only_game


@pytest.fixture
def m_app(monkeypatch, private_home):
    """A headless app with M as the only game (its texts registered by the app)."""
    from core.app import App, Options

    only_game(monkeypatch, INFO)
    application = App(Options(headless=True, frames=1))
    yield application
    close_app(application)
