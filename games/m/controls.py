"""The input of M's game scene: keys, the mouse on the table and the hand, and the buttons.

Every path ends in one of the scene's actions (``select``, ``act_at``, ``ask_pass``,
``ask_swap``, ``choose``, ``ask_hint`` ...), which check whose turn it is. The buttons take no
keyboard focus, so Enter plays on the cursor and the arrows move it.

Keys: 1-4 (or Tab, or the wheel) choose a hand tile, the arrows move the cursor on the table,
Enter or Space plays on the cursor (place, take, or choose the line under it), P passes, S
passes with a swap of the chosen tile, R and C choose the row or the column, U or Backspace
takes back the placement while the line is chosen, H asks for a hint, F3 opens the replay;
the mouse clicks tiles, cells and buttons; Esc opens the pause menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import i18n
from core.ui import theme
from core.ui.widgets import Button, is_click, label
from games.m.logic import CHOOSE, PLACE
from games.m.screen import BUTTON_BOTTOM, BUTTON_TOP

if TYPE_CHECKING:
    from games.m.scene import MScene

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
DIGITS = {
    pygame.K_1: 0,
    pygame.K_2: 1,
    pygame.K_3: 2,
    pygame.K_4: 3,
    pygame.K_KP1: 0,
    pygame.K_KP2: 1,
    pygame.K_KP3: 2,
    pygame.K_KP4: 3,
}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
LINE_KEYS = {pygame.K_r: "row", pygame.K_c: "column"}
GAP = 8
# Pass and Hint share the top button place, Swap the bottom one, while a tile is to be placed;
# Row and Undo share it while a line is chosen.
PASS_RECT = pygame.Rect(BUTTON_TOP.x, BUTTON_TOP.y, (BUTTON_TOP.w - GAP) // 2, BUTTON_TOP.h)
HINT_RECT = pygame.Rect(PASS_RECT.right + GAP, BUTTON_TOP.y, PASS_RECT.w, BUTTON_TOP.h)


class Controls:
    """Turns events into the scene's actions, and keeps the buttons in step with the game."""

    def __init__(self, scene: MScene) -> None:
        self.scene = scene
        self._make_buttons()

    # -- events ------------------------------------------------------------------------------

    def handle(self, event) -> None:
        scene = self.scene
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F3:
                scene.open_replay()
            elif event.key == pygame.K_ESCAPE:
                scene.back()
            else:
                self.on_key(event.key)
            return
        if event.type == pygame.MOUSEMOTION:
            self._point_at(event.pos)
        if scene.form.handle(event):
            if is_click(event):
                scene.app.play("click")
            return
        scene.form.focus = None  # the buttons light up only under the pointer
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._click(event.pos, event.button)
        elif event.type == pygame.MOUSEWHEEL:
            scene.select_step(-1 if event.y > 0 else 1)

    def on_key(self, key: int) -> None:
        scene = self.scene
        over = scene.state.is_terminal()
        if key in ARROWS:
            scene.move_cursor(*ARROWS[key])
        elif key in DIGITS:
            scene.select(DIGITS[key])
        elif key == pygame.K_TAB:
            scene.select_step(1)
        elif key in ENTER:
            scene.show_results() if over else scene.act_at(scene.cursor)
        elif key == pygame.K_p:
            scene.ask_pass()
        elif key == pygame.K_s:
            scene.ask_swap()
        elif key == pygame.K_h:
            scene.ask_hint()
        elif key in (pygame.K_u, pygame.K_BACKSPACE):
            scene.undo()
        elif key in LINE_KEYS:
            scene.choose(LINE_KEYS[key])
        elif key == pygame.K_n and over:
            scene.new_game()

    def _point_at(self, pos) -> None:
        cell = self.scene.board.view(self.scene.state.layout).cell_at(pos)
        if cell is not None:
            self.scene.cursor = cell

    def _click(self, pos, button: int) -> None:
        scene = self.scene
        if button == 3:
            scene.selected = None
            return
        if button != 1:
            return
        slot = scene.hand_view.slot_at(pos, len(scene.shown_hand()))
        if slot is not None:
            scene.select(slot)
            return
        cell = scene.board.view(scene.state.layout).cell_at(pos)
        if cell is not None:
            scene.cursor = cell
            scene.act_at(cell)

    # -- buttons -------------------------------------------------------------------------------

    def _make_buttons(self) -> None:
        scene = self.scene

        def add(rect, key, action, tooltip=None, accent=False):
            button = Button(rect, label(key), action, tooltip, theme.FONT_SMALL + 2, accent)
            return scene.form.add(button)

        self.pass_button = add(PASS_RECT, "m.button.pass", scene.ask_pass, self._pass_tip)
        self.hint_button = add(HINT_RECT, "m.button.hint", scene.ask_hint, label("m.tip.hint"))
        self.swap_button = add(BUTTON_BOTTOM, "m.button.swap", scene.ask_swap, label("m.tip.swap"))
        self.row_button = add(PASS_RECT, "m.button.row", lambda: scene.choose("row"))
        self.undo_button = add(HINT_RECT, "m.button.undo", scene.undo, label("m.tip.undo"))
        self.column_button = add(BUTTON_BOTTOM, "m.button.column", lambda: scene.choose("column"))
        self.results_button = add(BUTTON_TOP, "m.button.results", scene.show_results, accent=True)
        self.new_button = add(BUTTON_BOTTOM, "m.button.new_game", scene.new_game)
        scene.form.focus = None  # keys drive the table; the buttons light up under the pointer
        self.refresh()

    def _pass_tip(self) -> str:
        state = self.scene.state
        player = state.current_player
        if player is None or not state.chips[player]:
            return i18n.t("m.tip.pass_free")
        right = state.names[state.right_hand_neighbour(player)]
        return i18n.t("m.tip.pass", name=right)

    def line_button(self, line: str) -> Button:
        return self.row_button if line == "row" else self.column_button

    def refresh(self) -> None:
        """Show the buttons of the phase; enable them when the player at the screen may act."""
        scene = self.scene
        phase = scene.state.phase
        over = scene.state.is_terminal()
        acting = scene.acting_human() is not None
        for button, shown in (
            (self.pass_button, phase == PLACE),
            (self.hint_button, phase == PLACE),
            (self.swap_button, phase == PLACE),
            (self.row_button, phase == CHOOSE),
            (self.column_button, phase == CHOOSE),
            (self.undo_button, phase == CHOOSE),
            (self.results_button, over),
            (self.new_button, over),
        ):
            button.visible = shown
            button.enabled = over or acting
        self.hint_button.enabled = acting and scene.hint_pending is None
