"""The player's settings: typed defaults, validation of what was loaded, and saving. No pygame."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields

from core.message import Message
from core.storage import Storage, write_problem

# the languages the player can choose, each named in itself; adding one is a line here and a
# catalogue in locale/<code>/LC_MESSAGES/tessera.po (see the README)
LANGUAGES = {"en": "English", "es": "Español", "fr": "Français", "de": "Deutsch"}
PALETTES = ("standard", "colourblind")

# the label each setting has on the settings page, for messages about it
LABELS = {
    "lang": "settings.language",
    "volume": "settings.volume",
    "muted": "settings.mute",
    "fullscreen": "settings.fullscreen",
    "palette": "settings.palette",
    "key_repeat_delay": "settings.repeat_delay",
    "key_repeat_interval": "settings.repeat_interval",
    "bindings": "settings.keys",
    "games": "settings.game_options",
}


@dataclass
class Settings:
    lang: str = "en"
    volume: int = 70  # percent
    muted: bool = False
    fullscreen: bool = False
    palette: str = "standard"
    key_repeat_delay: int = 10  # ticks before a held key first repeats
    key_repeat_interval: int = 2  # ticks between later repeats
    bindings: dict = field(default_factory=dict)  # game -> preset -> action -> [key names]
    games: dict = field(default_factory=dict)  # game -> its own options
    # what a newer version wrote and this one does not know, written back unchanged
    unknown: dict = field(default_factory=dict, compare=False, repr=False)

    def game_options(self, game: str) -> dict:
        """The mutable options dict of ``game`` (created on first use)."""
        return self.games.setdefault(game, {})

    def _drop_unusable_game_options(self) -> bool:
        """Forget the options of a game that are not a table (a hand-edited file); whether
        there were any. The other games keep theirs."""
        unusable = [game for game, options in self.games.items() if not isinstance(options, dict)]
        for game in unusable:
            del self.games[game]
        return bool(unusable)

    @classmethod
    def from_raw(cls, raw: dict) -> tuple[Settings, list[Message]]:
        """Settings from loaded JSON, and the labels of the settings whose values were unusable
        and fell back to their defaults. Keys this version does not know (a newer version
        wrote them) are kept in :attr:`unknown`, to be written back."""
        settings, reset = cls(), []
        names = {item.name for item in fields(cls) if item.name != "unknown"}
        for name, value in raw.items():
            if name not in names:
                settings.unknown[name] = value
            elif _CHECKS[name](value):
                setattr(settings, name, value)
            else:
                reset.append(Message(LABELS[name]))
        if settings._drop_unusable_game_options():
            reset.append(Message(LABELS["games"]))
        return settings, reset

    def to_raw(self) -> dict:
        """What the settings file holds: the known settings and the unknown keys kept."""
        known = {item.name: getattr(self, item.name) for item in fields(self)}
        del known["unknown"]
        return {**self.unknown, **known}


def _whole(low: int, high: int) -> Callable[[object], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


_CHECKS: dict[str, Callable[[object], bool]] = {
    "lang": lambda v: isinstance(v, str) and v in LANGUAGES,
    "volume": _whole(0, 100),
    "muted": lambda v: isinstance(v, bool),
    "fullscreen": lambda v: isinstance(v, bool),
    "palette": lambda v: isinstance(v, str) and v in PALETTES,
    "key_repeat_delay": _whole(1, 60),
    "key_repeat_interval": _whole(1, 30),
    "bindings": lambda v: isinstance(v, dict),
    "games": lambda v: isinstance(v, dict),
}

BindingsCheck = Callable[[Settings], list[Message]]
"""Drops the key bindings that cannot be used from the settings and names them (core.input)."""


def load_settings(storage: Storage, check_bindings: BindingsCheck | None = None) -> Settings:
    """The player's settings. Unusable values fall back to their defaults; then one message
    lists them all, the file as it was is kept as ``settings.bad-<time>.json`` and the repaired
    settings are written, so the player is told once and not at every start."""
    settings, reset = Settings.from_raw(storage.load_settings())
    if check_bindings is not None:
        reset += check_bindings(settings)
    if reset:
        _repair(storage, settings, tuple(reset))
    return settings


def _repair(storage: Storage, settings: Settings, reset: tuple[Message, ...]) -> None:
    try:
        kept = storage.repair_settings(settings.to_raw())
    except OSError as error:
        fields = {"names": reset, "error": write_problem(error)}
        storage.problems.append(Message("settings.reset_unsaved", fields))
        return
    storage.problems.append(Message("settings.reset", {"names": reset, "kept": kept}))


def save_settings(storage: Storage, settings: Settings) -> None:
    storage.save_settings(settings.to_raw())
