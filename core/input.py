"""Keys to abstract actions: remappable bindings per game and preset, and held-key repeat.

A key is named as pygame names it (``"left"``, ``"space"``, ``"[+]"`` for keypad plus), with
``"ctrl+"``, ``"shift+"`` or ``"alt+"`` in front for a combination; a pad button is
``"pad:<name>"`` (``"pad:a"``, ``"pad:left"``, see :mod:`core.gamepad`) and sits in the same
lists as the keys: binding a key replaces an action's keys, binding a button its buttons. Games
declare their actions and default keys per preset in ``games/__init__.py``; the player's
changes are stored in the settings under ``bindings[game][preset][action]``.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable

import pygame

from core import gamepad, i18n
from core.message import Message
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
    """The name of the key (with modifiers) of a KEYDOWN event, or its pad button
    (``"pad:a"``, see :mod:`core.gamepad`); None for a lone modifier."""
    pad = getattr(event, "pad", None)
    if pad is not None:
        return pad
    if event.key in _IGNORED_KEYS:
        return None
    name = pygame.key.name(event.key)
    if not name:
        return None
    prefix = "".join(f"{mod}+" for mod, mask in _MODIFIERS if event.mod & mask)
    return prefix + name


def key_name(event: pygame.event.Event) -> str:
    """The key a KEYDOWN or KEYUP event is about, modifiers ignored (``"left"``, ``"pad:a"``)."""
    return getattr(event, "pad", None) or pygame.key.name(event.key)


def is_pad(spec: str) -> bool:
    return spec.startswith(gamepad.PREFIX)


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
)


def describe(spec: str) -> str:
    """How a key spec reads on screen: ``ctrl+escape`` -> ``Ctrl+Esc``, ``pad:left`` -> ``Pad
    Left`` (in the UI language)."""
    if is_pad(spec):
        return _describe_pad(spec[len(gamepad.PREFIX) :])
    mods, key = split_spec(spec)
    names = [i18n.t(f"key.{mod}") for mod in mods]
    if key in NAMED_KEYS:
        names.append(i18n.t(f"key.{key}"))
    elif len(key) > 2 and key[0] == "[" and key[-1] == "]":  # pygame's "[1]", "[+]"...
        names.append(i18n.t("key.keypad", name=key[1:-1]))  # one name: "Keypad 1", "Keypad +"
    else:
        names.append(key.upper() if len(key) == 1 else key.title())
    return "+".join(names)


_PAD_DIRECTIONS = {"up": "pad.up", "down": "pad.down", "left": "pad.left", "right": "pad.right"}
"""The pad's directions, named in the player's language; its buttons keep their printed names."""


def _describe_pad(name: str) -> str:
    if name in _PAD_DIRECTIONS:
        return i18n.t(_PAD_DIRECTIONS[name])
    printed = name.upper() if len(name) <= 2 else name.title()  # as printed on the pad
    return i18n.t("pad.button", name=printed)


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
        """The keys of ``action``. A changed list without pad buttons (written before pads
        were known, or left so by a swap) keeps the default pad buttons that no other
        changed action has taken."""
        default = list(self.defaults.get(game, {}).get(preset, {}).get(action, ()))
        overrides = self._overrides(game, preset)
        override = overrides.get(action)
        if not _key_list(override):
            return default
        if any(is_pad(key) for key in override):
            return list(override)
        taken = {
            key
            for other, keys in overrides.items()
            if other != action and _key_list(keys)
            for key in keys
        }
        return [*override, *(key for key in default if is_pad(key) and key not in taken)]

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

    def owner(self, game: str, preset: str, action: str, spec: str) -> str | None:
        """The other action of the preset that ``spec`` already triggers, if any."""
        for other in self.actions(game, preset):
            if other != action and spec in self.keys(game, preset, other):
                return other
        return None

    def bind(self, game: str, preset: str, action: str, spec: str) -> None:
        """Make ``spec`` the key of ``action``: it replaces the action's keys of its kind (a
        key replaces the keys, a pad button the pad buttons), the others stay. The caller
        has made sure no other action uses ``spec`` (:meth:`owner`, :meth:`swap`)."""
        kept = [key for key in self.keys(game, preset, action) if is_pad(key) != is_pad(spec)]
        self._store(game, preset, action, [spec, *kept] if not is_pad(spec) else [*kept, spec])

    def swap(self, game: str, preset: str, action: str, spec: str) -> None:
        """Bind ``spec`` to ``action``; the action that had it gets ``action``'s keys of
        that kind in its place."""
        other = self.owner(game, preset, action, spec)
        if other is not None:
            given = [k for k in self.keys(game, preset, action) if is_pad(k) == is_pad(spec)]
            keys = self.keys(game, preset, other)
            at = keys.index(spec)
            replaced = keys[:at] + [k for k in given if k not in keys] + keys[at + 1 :]
            self._store(game, preset, other, replaced)
        self.bind(game, preset, action, spec)

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
        name = key_name(event)
        for action in self.actions(game, preset):
            if any(split_spec(key)[1] == name for key in self.keys(game, preset, action)):
                return action
        return None


def _key_list(keys: object) -> bool:
    return isinstance(keys, list) and all(isinstance(key, str) for key in keys)


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


def usable_spec(spec: object) -> bool:
    """Whether ``spec`` names a key this program can bind (``"ctrl+left"``, ``"a"``)."""
    if not isinstance(spec, str) or not 0 < len(spec) <= 40:
        return False
    if is_pad(spec):
        return gamepad.is_pad_spec(spec)
    _, name = split_spec(spec)
    with warnings.catch_warnings():  # the settings are read before pygame.init
        warnings.simplefilter("ignore")
        try:
            pygame.key.key_code(name)
        except ValueError:
            return False
    return True


def drop_unusable_bindings(
    settings: Settings, defaults: dict[str, dict[str, dict]], titles: dict[str, str]
) -> list[Message]:
    """Remove the key bindings of the known games that cannot be used (not a table, not a list
    of key names, a key pygame does not know) and name each game that lost some, so the
    player is told (see :func:`core.settings.load_settings`). Games, presets and actions this
    version does not know are left alone: a newer version may have written them."""
    reset = []
    for game, presets in defaults.items():
        if game in settings.bindings and _drop_unusable(settings.bindings, game, presets):
            reset.append(Message("settings.keys_of", {"game": Message(titles.get(game, game))}))
    return reset


def _drop_unusable(bindings: dict, game: str, presets: dict[str, dict]) -> bool:
    """Drop what cannot be used of ``bindings[game]``; whether anything was."""
    game_map = bindings[game]
    if not isinstance(game_map, dict):
        del bindings[game]
        return True
    dropped = False
    for preset, actions in presets.items():
        if preset not in game_map:
            continue
        preset_map = game_map[preset]
        if not isinstance(preset_map, dict):
            del game_map[preset]
            dropped = True
            continue
        for action in actions:
            if action in preset_map and not _usable_keys(preset_map[action]):
                del preset_map[action]
                dropped = True
    return dropped


def _usable_keys(keys: object) -> bool:
    return isinstance(keys, list) and len(keys) <= 8 and all(usable_spec(key) for key in keys)
