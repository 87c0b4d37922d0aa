"""Gamepads through SDL's game-controller API, turned into key events every scene understands.

Each pad button (and each direction of the left stick, and each trigger pulled past half way)
becomes a KEYDOWN/KEYUP event carrying a ``pad`` spec such as ``"pad:a"``: scenes with
bindings (Tetrhex) look the spec up like a key (see :func:`core.input.key_spec`), and every
menu and dialog sees the key a keyboard player would press (:data:`MENU_KEYS`: the D-pad and
stick move the focus, A activates, B goes back, Start is Esc and so pauses a game). The D-pad
and the stick are two sources of one direction: it is down while either holds it. Held
directions repeat like held keys, so a menu scrolls; Tetrhex ignores the repeats, as it ignores
the operating system's, and repeats moves itself.

A pad plugged in is opened at once; unplugging the pad last used is reported so the app can
pause a running game (:meth:`core.scene.Scene.focus_lost`).
"""

from __future__ import annotations

import contextlib

import pygame

PREFIX = "pad:"

BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "a",
    pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x",
    pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_BACK: "back",
    pygame.CONTROLLER_BUTTON_GUIDE: "guide",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "l3",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "r3",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "lb",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rb",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
DIRECTIONS = ("up", "down", "left", "right")

# the left stick's axes: (name below the dead zone's negative edge, name above the positive)
STICK = {
    pygame.CONTROLLER_AXIS_LEFTX: ("left", "right"),
    pygame.CONTROLLER_AXIS_LEFTY: ("up", "down"),
}
TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: "lt", pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "rt"}
DEAD_ZONE = 16000
"""Half the stick's travel (of 32767): a resting or lightly touched stick moves nothing."""

MENU_KEYS = {
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT,
    "a": pygame.K_RETURN,
    "b": pygame.K_ESCAPE,
    "start": pygame.K_ESCAPE,
}
"""The key each pad button is in the menus; the others are no key there (only bindings)."""

NAMES = [*BUTTONS.values(), *TRIGGERS.values()]

MENU_REPEAT = (24, 6)
"""Ticks before a held direction first repeats, then between repeats: a menu scrolls at a
readable pace (Tetrhex ignores these repeats and uses the player's key-repeat settings)."""


def is_pad_spec(spec: str) -> bool:
    return spec.startswith(PREFIX) and spec[len(PREFIX) :] in NAMES


def _key_event(kind: int, name: str, repeat: bool = False) -> pygame.event.Event:
    """A key event for pad button ``name``; ``repeat`` marks the repeats of a held one."""
    key = MENU_KEYS.get(name, pygame.K_UNKNOWN)
    fields = {"key": key, "mod": 0, "unicode": "", "scancode": 0, "pad": PREFIX + name}
    return pygame.event.Event(kind, fields, repeat=repeat)


def _open_controller(device_index: int):
    """The opened pad and its instance id, or None if SDL cannot open it."""
    from pygame._sdl2 import controller

    try:
        pad = controller.Controller(device_index)
        return pad, pad.as_joystick().get_instance_id()
    except pygame.error:
        return None


class Pads:
    """The plugged-in pads, and which of their buttons and directions are down."""

    def __init__(self, opener=_open_controller) -> None:
        self.opener = opener
        self.opened: dict[int, object] = {}  # instance id -> controller
        self.in_use: int | None = None  # the pad that sent the last input
        self.sources: dict[str, set[tuple[int, str]]] = {}  # name -> {(pad, source)}
        self.held_ticks: dict[str, int] = {}  # direction -> ticks held (for the repeat)
        self.start()

    @staticmethod
    def start() -> None:
        """Start SDL's controller system (pygame.init does not); the pads already plugged in
        then arrive as CONTROLLERDEVICEADDED events."""
        from pygame._sdl2 import controller

        with contextlib.suppress(pygame.error):
            controller.init()

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The key events a controller event stands for (none for most stick motion)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            opened = self.opener(event.device_index)
            if opened is not None:
                self.opened[opened[1]] = opened[0]
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            return self._unplugged(event.instance_id)
        pad = getattr(event, "instance_id", None)
        if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            name = BUTTONS.get(event.button)
            if name is None:
                return []
            return self._set(pad, name, "button", event.type == pygame.CONTROLLERBUTTONDOWN)
        if event.type == pygame.CONTROLLERAXISMOTION:
            return self._axis(pad, event.axis, event.value)
        return []

    def _axis(self, pad: int, axis: int, value: int) -> list[pygame.event.Event]:
        if axis in TRIGGERS:
            return self._set(pad, TRIGGERS[axis], "trigger", value > DEAD_ZONE)
        if axis not in STICK:
            return []
        low, high = STICK[axis]
        if value < -DEAD_ZONE:  # the side let go first, then the side pushed
            return self._set(pad, high, "stick", False) + self._set(pad, low, "stick", True)
        return self._set(pad, low, "stick", False) + self._set(
            pad, high, "stick", value > DEAD_ZONE
        )

    def _set(self, pad: int, name: str, source: str, down: bool) -> list[pygame.event.Event]:
        """Press or release ``name`` from one source; an event only when the name as a whole
        goes down (first source) or up (last source)."""
        holders = self.sources.setdefault(name, set())
        was_down = bool(holders)
        (holders.add if down else holders.discard)((pad, source))
        if down:
            self.in_use = pad
        if bool(holders) == was_down:
            return []
        if down:
            if name in DIRECTIONS:
                self.held_ticks[name] = 0
            return [_key_event(pygame.KEYDOWN, name)]
        self.held_ticks.pop(name, None)
        return [_key_event(pygame.KEYUP, name)]

    def _unplugged(self, pad: int) -> list[pygame.event.Event]:
        self.opened.pop(pad, None)
        released = []
        for name, holders in self.sources.items():
            if any(holder == pad for holder, _source in holders):
                holders.difference_update({h for h in holders if h[0] == pad})
                if not holders:
                    self.held_ticks.pop(name, None)
                    released.append(_key_event(pygame.KEYUP, name))
        return released

    def lost_in_use(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` unplugs the pad the player was using."""
        if event.type != pygame.CONTROLLERDEVICEREMOVED or event.instance_id != self.in_use:
            return False
        self.in_use = None
        return True

    def repeat(self) -> list[pygame.event.Event]:
        """One tick: the KEYDOWN repeats of held directions, as a held arrow key repeats."""
        delay, interval = MENU_REPEAT
        repeats = []
        for name, held in self.held_ticks.items():
            held += 1
            self.held_ticks[name] = held
            if held >= delay and (held - delay) % interval == 0:
                repeats.append(_key_event(pygame.KEYDOWN, name, repeat=True))
        return repeats

    def forget_held(self) -> None:
        """Forget what is down: while the window is unfocused, SDL sends no releases."""
        self.sources.clear()
        self.held_ticks.clear()
