"""Mooxil's input: keys and the mouse, turned into the scene's actions and the cells to play.

The arrows walk a cursor over the grid, Enter or a click plays the current tile there; the other
keys are the bound actions of ``info.ACTIONS`` (hint, undo, group, replay).
"""

from __future__ import annotations

import pygame

from core.ui.widgets import is_activate, is_click

GAME, PRESET = "mooxil", "default"


class Controls:
    def __init__(self, scene, board_rect: pygame.Rect) -> None:
        self.scene, self.board_rect = scene, board_rect

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self._mouse(event)

    def _key(self, event) -> None:
        scene = self.scene
        if event.key == pygame.K_ESCAPE:
            scene.open_pause()
            return
        if scene.form.focus is not None and (is_activate(event) or event.key == pygame.K_TAB):
            if scene.form.handle(event) and is_activate(event):
                scene.app.play("click")
            return
        action = scene.app.bindings.action_for(GAME, PRESET, event)
        if action is not None:
            scene.form.focus = None
            self.command(action)
        elif event.key == pygame.K_TAB:
            scene.form.handle(event)

    def _mouse(self, event) -> None:
        scene = self.scene
        used = scene.form.handle(event)
        if used:
            if is_click(event):
                scene.app.play("click")
            return
        if not hasattr(event, "pos"):
            return
        cell = (
            scene.view.cell_at(event.pos, scene.board)
            if self.board_rect.collidepoint(event.pos)
            else None
        )
        scene.form.focus = None
        if cell is None:
            scene.cursor_shown = False
            return
        scene.set_cursor(cell)
        if is_click(event):
            scene.play(cell)

    def command(self, action: str) -> None:
        scene = self.scene
        if action in ("left", "right", "up", "down"):
            self.move_cursor(action)
        elif action == "place":
            scene.play(scene.cursor)
        elif action == "hint":
            scene.ask_hint()
        elif action == "group":
            scene.toggle_group()
        elif action == "undo":
            scene.undo()
        elif action == "replay":
            scene.open_replay()

    def move_cursor(self, direction: str) -> None:
        """Arrows walk the grid: left and right along the row, up and down zig-zag so the
        cursor keeps to its column."""
        scene = self.scene
        board, (q, r) = scene.board, scene.cursor
        if not scene.cursor_shown:
            scene.cursor_shown = True
            return
        if direction in ("left", "right"):
            step = -1 if direction == "left" else 1
            candidates = [(q + step, r)]
        else:
            dr = -1 if direction == "up" else 1
            candidates = [(q, r + dr), (q - dr, r + dr)]
        candidates = [cell for cell in candidates if cell in board]
        if not candidates:
            return
        best = min(candidates, key=lambda cell: abs(scene.view.center(cell)[0] - scene.cursor_x))
        scene.cursor = best
        if direction in ("left", "right"):
            scene.cursor_x = scene.view.center(best)[0]
