"""Scenes and the stack that switches between them between frames."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.ui.canvas import Canvas

if TYPE_CHECKING:
    import pygame

    from core.app import App


class Scene:
    """One screen. The app calls ``handle`` per input event, ``update`` once per 60 Hz tick
    and ``draw`` when the picture may have changed; ``draw`` reads the scene's state and never
    changes it.

    An overlay sets ``opaque = False`` so the scenes below it are drawn first.

    **Saying when it moves.** The app draws a scene after every input event it receives and
    after every scene change. Between them, it ticks and draws at 60 Hz only while the top
    scene is :attr:`animating`; otherwise it sleeps until the next event, or until
    :meth:`wake_ticks` says the picture changes by itself. The default is to be animating, so a
    scene that never says costs CPU but never freezes; a scene that knows when it is still
    (a human's turn, a dialog) overrides :attr:`animating` to let the app idle.
    """

    opaque = True
    toast_area: pygame.Rect | None = None
    """Where this scene's toasts go (their foot, centred), to keep its controls clear;
    ``None``: the foot of the screen."""

    @property
    def animating(self) -> bool:
        """True while the picture changes by itself: a piece falls, a clock shows seconds, a
        tween plays, a computer thinks. The app then ticks and draws at 60 Hz."""
        return True

    def wake_ticks(self) -> int | None:
        """For a still scene: in how many ticks its picture changes by itself (a blinking text
        cursor, a tooltip about to show); ``None``: only on input."""
        return None

    def frame_key(self) -> object:
        """Optional, for a scene that moves: a cheap hashable summary of what it shows, so
        that a tick which changes nothing on screen presents nothing. ``None`` (the default):
        every tick of an animating scene is drawn."""
        return None

    def draw_changes(self, surface) -> bool:
        """Optional, for a scene whose frames change in small parts (pieces flying over a
        still table): bring the picture it drew last on ``surface`` up to date in place and
        say so, or answer False to be drawn whole. Asked only when ``surface`` still holds
        this scene's last picture: nothing drawn over it (no other scene, no toast) and no
        input since."""
        return False

    def focus_lost(self, hidden: bool) -> None:
        """The window lost the keyboard focus; ``hidden`` when it was minimised or hidden.
        A real-time game pauses here; a board game keeps its state."""

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene is pushed."""

    def exit(self) -> None:
        """Called when the scene is popped or replaced."""

    def resume(self) -> None:
        """Called when the scene above this one was popped."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event; mouse positions are already in logical coordinates."""

    def update(self) -> None:
        """One logic tick (1/60 s)."""

    def draw(self, surface: Canvas) -> None:
        """Draw the current state."""

    def autosave(self) -> None:
        """Save what would be lost if the program closed now (called before quitting)."""


class SceneStack:
    """Push, pop and replace are requests; :meth:`apply` carries them out between frames."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Scene | None]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        self._pending.append(("replace", scene))

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start again from ``scene``."""
        self._pending.append(("reset", scene))

    @property
    def has_pending(self) -> bool:
        return bool(self._pending)

    def apply(self) -> None:
        pending, self._pending = self._pending, []
        for operation, scene in pending:
            getattr(self, f"_{operation}")(scene)

    def _push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def _pop(self, _: None) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        if self.scenes:
            self.scenes[-1].resume()

    def _replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self._push(scene)

    def _reset(self, scene: Scene) -> None:
        self._exit_all()
        self._push(scene)

    def close(self) -> None:
        """Leave every scene, top first, and forget the requests not carried out (the program
        ends): what a scene holds open, such as a network game's connection, closes."""
        self._pending.clear()
        self._exit_all()

    def _exit_all(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]
