"""Fixtures of Mooxil's scene tests."""

import pytest

from games.mooxil.info import INFO
from tests.support import only_game


@pytest.fixture
def game(monkeypatch):
    only_game(monkeypatch, INFO)
    return INFO
