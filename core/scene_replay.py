"""A replay view (for :mod:`core.replay_scene`) that draws a replayed state with the game
scene's own drawing, for games whose scene draws whatever its ``state`` shows.

While the replay screen draws, the scene's ``replay`` is the :class:`~core.replay.Replay`, so
its ``state`` reads the replayed position and it leaves out what belongs to play (the hand,
the buttons); at any other time the scene's ``replay`` is ``None``.
"""

from __future__ import annotations

import pygame

from core.replay import Replay


class SceneReplayView:
    animates = False  # each step shows at once (core.replay_scene draws it once)

    def __init__(self, scene, controls: pygame.Rect, back: pygame.Rect) -> None:
        self.scene = scene
        self.controls = controls  # where the replay screen puts its step buttons
        self.back = back  # and its button back to the game

    def draw(self, surface, replay: Replay) -> None:
        self.scene.replay = replay
        try:
            self.scene.draw(surface)
        finally:
            self.scene.replay = None

    def stepped(self, replay: Replay) -> None:
        """Nothing to animate: the scene's effects belong to play."""

    def update(self) -> None:
        """No effects of its own to advance."""
