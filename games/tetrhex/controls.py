"""Keys and pad buttons to Tetrhex actions: the chosen preset's bindings, and the in-game
held-key repeat. A pad button arrives as a key event with a ``pad`` spec (:mod:`core.gamepad`)
and is treated exactly like a key: the D-pad and stick directions repeat, the last pressed of
two opposite directions wins.

A KEYDOWN is taken once: while its action is held, further KEYDOWNs of it (the operating
system's repeat) are ignored, and the moves repeat only through :class:`KeyRepeater`, counted
in game ticks with the delay and interval of the settings (10, then every 2, by default).
"""

from __future__ import annotations

import pygame

from core import i18n
from core.input import KeyRepeater, describe, key_name
from games.tetrhex.info import DEFAULT_PRESET
from games.tetrhex.logic import REPEATING_ACTIONS, Action

GAME = "tetrhex"

ENGINE_ACTIONS = {
    "left": Action.LEFT,
    "right": Action.RIGHT,
    "down_left": Action.DOWN_LEFT,
    "down_right": Action.DOWN_RIGHT,
    "down": Action.DOWN,
    "rotate_cw": Action.ROTATE_CW,
    "rotate_ccw": Action.ROTATE_CCW,
    "drop": Action.DROP,
    "explode": Action.EXPLODE,
    "radar": Action.RADAR,
    "level_up": Action.LEVEL_UP,
    "abort": Action.ABORT,
}
REPEATING = frozenset(
    name for name, action in ENGINE_ACTIONS.items() if action in REPEATING_ACTIONS
)
MOVES = REPEATING | {"rotate_cw", "rotate_ccw"}


def keys_text(app, preset: str, action: str) -> str:
    """Every key of ``action`` in ``preset``, such as ``P / Pause``; "(none)" if unbound."""
    return app.bindings.shown(GAME, preset, action)


def first_key(app, preset: str, action: str) -> str:
    """The first key of ``action``, for short reminders."""
    keys = app.bindings.keys(GAME, preset, action)
    return describe(keys[0]) if keys else i18n.t("keys.unbound")


OPPOSITES = {
    "left": "right",
    "right": "left",
    "down_left": "down_right",
    "down_right": "down_left",
}
"""Directions that cannot both move the piece: the one pressed last wins."""

SOFT_DROP = "down"
"""Repeats from the first frame, at the repeat interval, with no initial delay."""


class Controls:
    """The actions the player's keys ask for, under one preset.

    Each action remembers which of its keys are down, so an action bound to two keys (Modern:
    Left and A) keeps repeating until both are up. Of two opposite directions held together,
    the one pressed last moves the piece alone; releasing it hands control back to the other,
    which repeats again after the usual delay.
    """

    def __init__(self, app, preset: str) -> None:
        self.app = app
        self.preset = preset if preset in app.bindings.presets(GAME) else DEFAULT_PRESET
        self.repeater = KeyRepeater()
        self.keys_down: dict[str, set[str]] = {}

    @property
    def held(self) -> set[str]:
        """The actions with at least one key down."""
        return set(self.keys_down)

    def pressed(self, event: pygame.event.Event) -> str | None:
        """The action a KEYDOWN starts, or None (unbound, already held by another of its keys,
        or the operating system repeating a held key)."""
        action = self.app.bindings.action_for(GAME, self.preset, event)
        if action is None:
            return None
        if action in self.keys_down:
            self.keys_down[action].add(key_name(event))
            return None
        if action in REPEATING:
            self.keys_down[action] = {key_name(event)}
            self._repeat(action)
            self.repeater.release(OPPOSITES.get(action, ""))
        return action

    def released(self, event: pygame.event.Event) -> None:
        name = key_name(event)
        for action in [action for action, keys in self.keys_down.items() if name in keys]:
            self.keys_down[action].discard(name)
            if not self.keys_down[action]:
                del self.keys_down[action]
                self.repeater.release(action)
                opposite = OPPOSITES.get(action)
                if opposite in self.keys_down:
                    self._repeat(opposite)

    def _repeat(self, action: str) -> None:
        settings = self.app.settings
        self.repeater.delay = settings.key_repeat_delay
        self.repeater.interval = settings.key_repeat_interval
        first = settings.key_repeat_interval if action == SOFT_DROP else None
        self.repeater.press(action, first)

    def release_all(self) -> None:
        """Forget held keys (their KEYUP may come while another screen is on top)."""
        self.keys_down.clear()
        self.repeater.release_all()

    def tick(self) -> list[str]:
        """The held actions that repeat on this tick."""
        return self.repeater.tick()
