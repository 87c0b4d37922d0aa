"""The game scene's input: the side panel's buttons, the keys, and the mouse on the board and
the rack (click-then-click or drag), plus what the input shows (highlights, the dragged tile).

The buttons take no keyboard focus, so Enter places a tile and the arrows move the board
cursor. Every path ends in one of the scene's actions, which check whose turn it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import i18n
from core.help_scene import HelpScene
from core.ui.drag import Press
from core.ui.widgets import Button, key_label, label
from games.abaku import hud, tile_view
from games.abaku.board import neighbours
from games.abaku.board_view import CELL
from games.abaku.digit_picker import DIGIT_KEYS
from games.abaku.info import INFO
from games.abaku.moves import tile_text

if TYPE_CHECKING:
    from games.abaku.scene import AbakuScene

GAME, PRESET = "abaku", "default"
TIPS = {
    "confirm": "abaku.tip_confirm",
    "recall": "abaku.tip_recall",
    "shuffle": "abaku.tip_shuffle",
    "hint": "abaku.tip_hint",
    "exchange": "abaku.tip_exchange",
    "pass": "abaku.tip_pass",
}


class Controls:
    def __init__(self, scene: AbakuScene) -> None:
        self.scene = scene
        self.press: Press | None = None
        self.buttons: dict[str, Button] = {}
        self._highlights: tuple[tuple, list] = ((), [])
        self._build()
        scene.form.focus = None

    def _build(self) -> None:
        scene = self.scene
        width = (hud.WIDTH - 3 * 8) // 4
        rows = (
            (
                ("confirm", self._confirm_text, scene.confirm),
                ("recall", label("abaku.recall"), scene.recall_all),
                ("shuffle", label("abaku.shuffle"), scene.shuffle),
                ("hint", label("abaku.hint"), scene.ask_hint),
            ),
            (
                ("exchange", self._exchange_text, scene.toggle_exchange),
                ("pass", label("abaku.pass"), scene.ask_pass),
                ("help", label("pause.help"), self._help),
                ("menu", label("abaku.menu"), scene.open_pause),
            ),
        )
        for row, entries in enumerate(rows):
            for column, (name, text, callback) in enumerate(entries):
                rect = (hud.LEFT + column * (width + 8), hud.BUTTONS_TOP + row * 54, width, 46)
                tip = self._tip(name) if name in TIPS else None
                self.buttons[name] = scene.form.add(Button(rect, text, callback, tooltip=tip))
        self.buttons["confirm"].accent = True

    def _help(self) -> None:
        self.scene.app.scenes.push(HelpScene.for_game(self.scene.app, INFO))

    def _confirm_text(self) -> str:
        if self.scene.exchanging:
            return i18n.t("abaku.exchange_do", count=len(self.scene.marked))
        return i18n.t("abaku.confirm")

    def _exchange_text(self) -> str:
        return i18n.t("abaku.exchange_cancel" if self.scene.exchanging else "abaku.exchange")

    def _tip(self, action: str):
        return key_label(self.scene.app, GAME, PRESET, TIPS[action], action)

    def refresh(self) -> None:
        """Enable the buttons that make sense now."""
        scene = self.scene
        mine = scene.my_turn()
        for name in ("confirm", "exchange", "pass"):
            self.buttons[name].enabled = mine
        self.buttons["recall"].enabled = mine and bool(scene.tentative)
        self.buttons["hint"].enabled = mine and scene.hint is None and not scene.exchanging
        self.buttons["shuffle"].enabled = scene.viewer is not None

    # -- events ------------------------------------------------------------------------------

    def handle(self, event) -> None:
        scene = self.scene
        if event.type == pygame.KEYDOWN:
            if scene.banner is not None and event.key != pygame.K_ESCAPE:
                scene.skip_banner()
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            scene.skip_banner()
            if scene.form.handle(event):
                scene.app.play("click")
            else:
                self._mouse_down(event)
        elif event.type == pygame.MOUSEMOTION:
            scene.form.handle(event)
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _key(self, event) -> None:
        scene = self.scene
        if event.key == pygame.K_F3:
            scene.open_replay()
            return
        if event.key == pygame.K_ESCAPE:
            scene.open_pause()
            return
        if event.key in DIGIT_KEYS and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            scene.pick_digit(DIGIT_KEYS[event.key])
            return
        action = scene.app.bindings.action_for(GAME, PRESET, event)
        handler = self._actions().get(action)
        if handler is not None:
            handler()

    def _actions(self) -> dict:
        scene = self.scene
        return {
            "left": lambda: scene.move_cursor(0, -1),
            "right": lambda: scene.move_cursor(0, 1),
            "up": lambda: scene.move_cursor(-1, 0),
            "down": lambda: scene.move_cursor(1, 0),
            "place": scene.press_enter,
            "next_tile": scene.next_tile,
            "confirm": scene.confirm,
            "recall": lambda: scene.recall(scene.cursor if scene.cursor_shown else None),
            "recall_all": scene.recall_all,
            "shuffle": scene.shuffle,
            "exchange": scene.toggle_exchange,
            "pass": scene.ask_pass,
            "hint": scene.ask_hint,
        }

    def _mouse_down(self, event) -> None:
        scene = self.scene
        square = scene.board_view.square_at(event.pos)
        if event.button == 3:
            if square in scene.tentative:
                scene.recall(square)
            return
        if event.button != 1:
            return
        index = scene.rack_view.index_at(event.pos, len(scene.rack()))
        if index is not None:
            self.press = Press.at(index, event.pos)
        elif square is not None:
            scene.cursor_shown = False
            scene.place_at(square)

    def _motion(self, pos) -> None:
        press = self.press
        if press is None:
            return
        scene = self.scene
        if press.follow(pos):
            can_drag = scene.my_turn() and not scene.exchanging
            press.dragging = can_drag and press.index not in scene.used()

    def _release(self, pos) -> None:
        press, self.press = self.press, None
        if press is None:
            return
        scene = self.scene
        if not press.dragging:
            scene.pick(press.index)
            return
        square = scene.board_view.square_at(pos)
        if square is not None and press.index < len(scene.rack()):
            scene.place_at(square, press.index)

    # -- what the input shows ----------------------------------------------------------------

    def highlights(self) -> list:
        """Empty squares worth a look while a tile is in hand: where a move can touch the
        board, and beside the tentative tiles."""
        scene = self.scene
        holding = scene.picked is not None or (self.press is not None and self.press.dragging)
        if not holding:
            return []
        key = (len(scene.state.log), tuple(scene.tentative))
        if self._highlights[0] != key:
            state = scene.state
            spots = set(state.anchor_squares())
            for square in scene.tentative:
                spots.update(spot for spot in neighbours(square) if state.tile_at(spot) is None)
            self._highlights = (key, sorted(spots - set(scene.tentative)))
        return self._highlights[1]

    def draw_drag(self, surface) -> None:
        press = self.press
        rack = self.scene.rack()
        if press is None or not press.dragging or press.index >= len(rack):
            return
        tile = rack[press.index]
        picture = tile_view.face(tile_text(tile), CELL - 2, "tentative", tile < 0)
        surface.blit(picture, picture.get_rect(center=press.pos))
