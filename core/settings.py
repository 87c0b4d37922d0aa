"""The player's settings: typed defaults, validation of what was loaded, and saving. No pygame."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

from core.message import Message
from core.storage import Storage

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
        """Settings from loaded JSON; each bad value falls back to its default, with a note."""
        settings, notes = cls(), []
        checks = {
            "lang": lambda v: v in LANGUAGES,
            "volume": lambda v: isinstance(v, int) and 0 <= v <= 100,
            "muted": lambda v: isinstance(v, bool),
            "fullscreen": lambda v: isinstance(v, bool),
            "palette": lambda v: v in PALETTES,
            "key_repeat_delay": lambda v: isinstance(v, int) and 1 <= v <= 60,
            "key_repeat_interval": lambda v: isinstance(v, int) and 1 <= v <= 30,
            "bindings": lambda v: isinstance(v, dict),
            "games": lambda v: isinstance(v, dict),
        }
        for item in fields(cls):
            if item.name not in raw:
                continue
            value = raw[item.name]
            if checks[item.name](value):
                setattr(settings, item.name, value)
            else:
                notes.append(Message("settings.value_reset", {"name": Message(LABELS[item.name])}))
        if settings._drop_unusable_game_options():
            notes.append(Message("settings.value_reset", {"name": Message(LABELS["games"])}))
        return settings, notes


def load_settings(storage: Storage) -> Settings:
    settings, notes = Settings.from_raw(storage.load_settings())
    storage.problems.extend(notes)
    return settings


def save_settings(storage: Storage, settings: Settings) -> None:
    storage.save_settings(asdict(settings))
