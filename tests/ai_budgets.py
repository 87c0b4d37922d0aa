"""Small node budgets for level 8's look-ahead in tests that play whole games: the search
and its order stay the same, a game takes a second or two instead of many."""

import importlib

import pytest

from core.simulation import SimulationSettings

SMALL = SimulationSettings(candidates=3, samples=2)


@pytest.fixture
def small_look_ahead(monkeypatch):
    for game in ("minusmax", "abaku", "m"):
        module = importlib.import_module(f"games.{game}.lookahead")
        monkeypatch.setattr(module, "SIMULATION", SMALL)
