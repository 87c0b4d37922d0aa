"""Keys to abstract actions: remappable bindings per game and preset, and held-key repeat.

A key is named as pygame names it (``"left"``, ``"space"``, ``"[+]"`` for keypad plus), with
``"ctrl+"``, ``"shift+"`` or ``"alt+"`` in front for a combination. Games declare their
actions and default keys per preset in ``games/__init__.py``; the player's changes are stored
in the settings under ``bindings[game][preset][action]``.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from core import i18n
from core.settings import Settings

_MODIFIERS = (("ctrl", pygame.KMOD_CTRL), ("shift", pygame.KMOD_SHIFT), ("alt", pygame.KMOD_ALT))
_IGNORED_KEYS = {
    pygame.K_LCTRL,
    pygame.K_RCTRL,
    pygame.K_LSHIFT,
    pygame.K_RSHIFT,
    pygame.K_LALT,
    pygame.K_RALT,
    pygame.K_LGUI,
    pygame.K_RGUI,
}


def key_spec(event: pygame.event.Event) -> str | None:
    """The name of the key (with modifiers) of a KEYDOWN event; None for a lone modifier."""
    if event.key in _IGNORED_KEYS:
        return None
    name = pygame.key.name(event.key)
    if not name:
        return None
    prefix = "".join(f"{mod}+" for mod, mask in _MODIFIERS if event.mod & mask)
    return prefix + name


def split_spec(spec: str) -> tuple[list[str], str]:
    """``"ctrl+shift+[+]"`` -> ``(["ctrl", "shift"], "[+]")``."""
    mods = []
    for mod, _ in _MODIFIERS * 2:
        if spec.startswith(f"{mod}+") and len(spec) > len(mod) + 1:
            mods.append(mod)
            spec = spec[len(mod) + 1 :]
    return mods, spec


# Keys whose names are words: shown in the player's language ("key.<pygame name>" in i18n).
NAMED_KEYS = (
    "left",
    "right",
    "up",
    "down",
    "space",
    "return",
    "enter",
    "backspace",
    "escape",
    "insert",
    "delete",
    "home",
    "end",
    "page up",
    "page down",
    "tab",
    "pause",
    "break",
    "ctrl",
    "shift",
    "alt",
    "[+]",
)


def describe(spec: str) -> str:
    """How a key spec reads on screen: ``ctrl+escape`` -> ``Ctrl+Esc`` (in the UI language)."""
    mods, key = split_spec(spec)
    names = [i18n.t(f"key.{mod}") for mod in mods]
    if key in NAMED_KEYS:
        names.append(i18n.t(f"key.{key}"))
    else:
        names.append(key.upper() if len(key) == 1 else key.title())
    return "+".join(names)


class Bindings:
    """Which keys trigger which action, per game and preset, with the player's overrides."""

    def __init__(self, settings: Settings, defaults: dict[str, dict[str, dict]]) -> None:
        """``defaults``: game -> preset -> action -> default key specs."""
        self.settings = settings
        self.defaults = defaults

    def presets(self, game: str) -> list[str]:
        return list(self.defaults.get(game, {}))

    def actions(self, game: str, preset: str) -> list[str]:
        return list(self.defaults.get(game, {}).get(preset, {}))

    def _overrides(self, game: str, preset: str) -> dict:
        bindings = self.settings.bindings
        game_map = bindings.get(game)
        if not isinstance(game_map, dict):
            return {}
        preset_map = game_map.get(preset)
        return preset_map if isinstance(preset_map, dict) else {}

    def keys(self, game: str, preset: str, action: str) -> list[str]:
        override = self._overrides(game, preset).get(action)
        if isinstance(override, list) and all(isinstance(key, str) for key in override):
            return list(override)
        return list(self.defaults.get(game, {}).get(preset, {}).get(action, ()))

    def shown(self, game: str, preset: str, action: str) -> str:
        """The keys of ``action`` as they read on screen ("Left / A"), or "(none)"."""
        keys = self.keys(game, preset, action)
        return " / ".join(describe(key) for key in keys) or i18n.t("keys.unbound")

    def set_keys(self, game: str, preset: str, action: str, keys: Iterable[str]) -> None:
        """Bind ``keys`` to ``action``, taking them away from any other action of the preset."""
        keys = list(keys)
        for other in self.actions(game, preset):
            if other != action:
                remaining = [key for key in self.keys(game, preset, other) if key not in keys]
                if remaining != self.keys(game, preset, other):
                    self._store(game, preset, other, remaining)
        self._store(game, preset, action, keys)

    def _store(self, game: str, preset: str, action: str, keys: list[str]) -> None:
        game_map = self.settings.bindings.setdefault(game, {})
        game_map.setdefault(preset, {})[action] = keys

    def reset(self, game: str, preset: str) -> None:
        game_map = self.settings.bindings.get(game)
        if isinstance(game_map, dict):
            game_map.pop(preset, None)

    def action_for(self, game: str, preset: str, event: pygame.event.Event) -> str | None:
        """The action a KEYDOWN event triggers, or None."""
        spec = key_spec(event)
        if spec is None:
            return None
        for action in self.actions(game, preset):
            if spec in self.keys(game, preset, action):
                return action
        return None

    def released_action(self, game: str, preset: str, event: pygame.event.Event) -> str | None:
        """The action whose key a KEYUP event releases, modifiers ignored."""
        name = pygame.key.name(event.key)
        for action in self.actions(game, preset):
            if any(split_spec(key)[1] == name for key in self.keys(game, preset, action)):
                return action
        return None


class KeyRepeater:
    """Repeats held actions by counting ticks, never through the operating system's repeat.

    An action fires when its key goes down (the caller does that), then again ``delay`` ticks
    later (or after the ``first`` delay given to :meth:`press`), then every ``interval`` ticks
    while the key stays down.
    """

    def __init__(self, delay: int = 10, interval: int = 2) -> None:
        self.delay, self.interval = delay, interval
        self._held: dict[str, tuple[int, int]] = {}  # action -> (ticks held, first delay)

    def press(self, action: str, first: int | None = None) -> None:
        self._held[action] = (0, self.delay if first is None else first)

    def release(self, action: str) -> None:
        self._held.pop(action, None)

    def release_all(self) -> None:
        self._held.clear()

    def tick(self) -> list[str]:
        """The held actions that repeat on this tick."""
        due = []
        for action, (held, first) in self._held.items():
            held += 1
            self._held[action] = (held, first)
            if held >= first and (held - first) % self.interval == 0:
                due.append(action)
        return due
