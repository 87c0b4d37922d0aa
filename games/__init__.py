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
  ``initial_high_scores(mode) -> list[ScoreEntry]``, ``help_pages(app) -> list[(title, body)]``
  and ``current_preset(app) -> str`` (the key preset in use, where a game has several);
- ``preview.py`` with ``draw(surface)``, which ``tools/make_assets.py`` uses for the menu picture.

Scene modules are imported only when a game is opened, so start-up stays quick.

``ENGINES`` lists the rules modules of the turn-based games; the engine conformance test runs
over every one of them. ``TURN_BASED`` tells :mod:`core.match` where each of those games keeps
its rules, its move codec and its computer player (module paths only: nothing is imported
until a match of that game starts, and never a scene).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
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


def help_topics(game: str, *topics: str) -> tuple[tuple[str, str], ...]:
    """Help pages in order, one per topic: the keys ``<game>.help.<topic>_title`` and
    ``<game>.help.<topic>`` of the game's text table."""
    return tuple((f"{game}.help.{topic}_title", f"{game}.help.{topic}") for topic in topics)


def action_labels(game: str, actions: Iterable[str]) -> dict[str, str]:
    """Each action's label: the key ``<game>.action.<action>`` of the game's text table."""
    return {action: f"{game}.action.{action}" for action in actions}


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


@dataclass(frozen=True)
class TurnBasedGame:
    """Where :mod:`core.match` finds a turn-based game's parts.

    - ``logic``: ``new_game(seed, **options)`` and a state class with ``from_dict``; optionally
      ``match_options(seats, options) -> dict`` (the complete options of a new game, e.g. the
      number of players from the seats) and ``undo_scope(state)`` (a value that changes when a
      move may no longer be taken back by replaying without it; see ``Match.undo``);
    - ``moves``: the move codec, ``encode(move) -> JSON`` and ``decode(JSON) -> move``;
    - ``ai``: ``choose(state, level, seed)``, optionally ``plan_turn`` (the rest of the turn);
    - ``legacy``: optional module with ``migrate(old: dict) -> dict`` for saves written before
      the one match format;
    - ``hidden_tiles``: players hold tiles the others must not see (hand-over screen);
    - ``state_class``: the name of the state class in ``logic``.
    """

    logic: str
    moves: str
    ai: str
    state_class: str
    hidden_tiles: bool
    legacy: str | None = None
    encode: str = "move_to_json"
    decode: str = "move_from_json"


TURN_BASED: dict[str, TurnBasedGame] = {
    "minusmax": TurnBasedGame(
        "games.minusmax.logic",
        "games.minusmax.moves",
        "games.minusmax.ai",
        "State",
        hidden_tiles=True,
        legacy="games.minusmax.legacy",
    ),
    "m": TurnBasedGame(
        "games.m.logic", "games.m.moves", "games.m.ai", "MState", True, legacy="games.m.legacy"
    ),
    "abaku": TurnBasedGame(
        "games.abaku.logic",
        "games.abaku.moves",
        "games.abaku.ai",
        "AbakuState",
        hidden_tiles=True,
        legacy="games.abaku.legacy",
    ),
    "mooxil": TurnBasedGame(
        "games.mooxil.logic",
        "games.mooxil.moves",
        "games.mooxil.ai",
        "MooxilState",
        hidden_tiles=False,
        legacy="games.mooxil.legacy",
    ),
}


def by_name(name: str) -> GameInfo | None:
    return next((info for info in GAMES if info.name == name), None)


def key_presets() -> dict[str, dict]:
    """game -> preset -> action -> default keys, for every game that has key bindings."""
    return {info.name: info.key_presets for info in GAMES if info.key_presets}
