"""Small node budgets for level 8's look-ahead in tests that play whole games, and for
Mooxil's hints in tests that ask for hundreds: the search and its order stay the same, a game
takes a second or two instead of many."""

import importlib

import pytest

from core.simulation import SimulationSettings

SMALL = SimulationSettings(candidates=3, samples=2)


@pytest.fixture
def small_look_ahead(monkeypatch):
    for game in ("minusmax", "abaku", "m"):
        module = importlib.import_module(f"games.{game}.lookahead")
        monkeypatch.setattr(module, "SIMULATION", SMALL)


@pytest.fixture
def small_hints(monkeypatch):
    """Mooxil's hint values 3 moves exactly and looks ahead from 1 (not 8 and 4): every pass
    still runs, at about a third of the work (hints were a third of the random-input test)."""
    from games.mooxil import ai

    monkeypatch.setattr(ai, "EXACT_CANDIDATES", 3)
    monkeypatch.setattr(ai, "LOOKAHEAD_CANDIDATES", 1)
