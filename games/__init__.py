"""The games of the arcade, listed explicitly.

``GAMES`` is what the menu shows: one :class:`GameInfo` per finished game, in menu order,
taken from ``games/<name>/info.py`` (``INFO``) for each name in ``REGISTERED``. A game's package
provides:

- ``text.py``: the English of its UI strings, an ``EN`` dict with keys starting ``<name>.``
  (the other languages are in the catalogues under ``locale/``, see ``core/i18n.py``);
- ``scene.py`` with
  ``new_game(app) -> Scene`` (the new-game dialog, which then starts the game),
  ``resume(app, state: dict) -> Scene`` (from a save's ``state``; ``ValueError`` if unusable),
  and optionally ``extra(app, name) -> Scene`` for the card's extra buttons,
  ``initial_high_scores(mode) -> list[ScoreEntry]`` and ``help_pages(app) -> list[(title, body)]``;
- ``preview.py`` with ``draw(surface)``, which ``tools/make_assets.py`` uses for the menu picture.

Scene modules are imported only when a game is opened, so start-up stays quick.

``ENGINES`` lists the rules modules of the turn-based games; the engine conformance test runs
over every one of them.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType


@dataclass(frozen=True)
class GameInfo:
    name: str
    title: str  # i18n key
    blurb: str  # i18n key: one line for the menu card
    help_pages: tuple[tuple[str, str], ...] = ()  # (title key, body key) per page
    score_modes: tuple[tuple[str, str], ...] = (("default", "scores.mode_default"),)
    key_presets: dict = field(default_factory=dict)  # preset -> action -> default key specs
    preset_labels: dict = field(default_factory=dict)  # preset -> i18n key
    action_labels: dict = field(default_factory=dict)  # action -> i18n key
    extras: tuple[tuple[str, str], ...] = ()  # (name, i18n key) buttons on the card

    def scene_module(self) -> ModuleType:
        return importlib.import_module(f"games.{self.name}.scene")

    def texts(self) -> dict[str, str | tuple[str, str]]:
        """The game's English table: key -> English, or (singular, plural) for a count."""
        return importlib.import_module(f"games.{self.name}.text").EN


REGISTERED: tuple[str, ...] = ("tetrhex", "minusmax", "m", "abaku", "mooxil")

GAMES: tuple[GameInfo, ...] = tuple(
    importlib.import_module(f"games.{name}.info").INFO for name in REGISTERED
)

ENGINES: tuple[str, ...] = (
    "games.minusmax.logic",
    "games.m.logic",
    "games.abaku.logic",
    "games.mooxil.logic",
)


def by_name(name: str) -> GameInfo | None:
    return next((info for info in GAMES if info.name == name), None)


def key_presets() -> dict[str, dict]:
    """game -> preset -> action -> default keys, for every game that has key bindings."""
    return {info.name: info.key_presets for info in GAMES if info.key_presets}
