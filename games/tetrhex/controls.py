"""Keys to Tetrhex actions: the chosen preset's bindings, and the in-game held-key repeat.

A KEYDOWN is taken once: while its action is held, further KEYDOWNs of it (the operating
system's repeat) are ignored, and the moves repeat only through :class:`KeyRepeater`, counted
in game ticks with the delay and interval of the settings (10, then every 2, by default).
"""

from __future__ import annotations

import pygame

from core import i18n
from core.input import KeyRepeater, describe
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


class Controls:
    """The actions the player's keys ask for, under one preset."""

    def __init__(self, app, preset: str) -> None:
        self.app = app
        self.preset = preset if preset in app.bindings.presets(GAME) else "classic"
        self.repeater = KeyRepeater()
        self.held: set[str] = set()

    def pressed(self, event: pygame.event.Event) -> str | None:
        """The action a KEYDOWN starts, or None (unbound, or the OS repeating a held key)."""
        action = self.app.bindings.action_for(GAME, self.preset, event)
        if action is None or action in self.held:
            return None
        if action in REPEATING:
            settings = self.app.settings
            self.repeater.delay = settings.key_repeat_delay
            self.repeater.interval = settings.key_repeat_interval
            self.repeater.press(action)
            self.held.add(action)
        return action

    def released(self, event: pygame.event.Event) -> None:
        action = self.app.bindings.released_action(GAME, self.preset, event)
        if action is not None:
            self.held.discard(action)
            self.repeater.release(action)

    def release_all(self) -> None:
        """Forget held keys (their KEYUP may come while another screen is on top)."""
        self.held.clear()
        self.repeater.release_all()

    def tick(self) -> list[str]:
        """The held actions that repeat on this tick."""
        return self.repeater.tick()
