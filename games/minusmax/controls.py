"""The game scene's input: the buttons of the side panel, the keys, and the mouse on the board,
the rack and the players' names, turned into moves (placing the selected tile, ending the turn,
an exchange, taking back) and the choices around them (selection, rack order, colouring).

Keys go straight to the game (the buttons take no keyboard focus, so Enter places a tile and
the arrows move the board cursor); the buttons and their tooltips answer the mouse. Every
path ends in one of the actions below, which check whose turn it is; the scene plays the moves
on the match and says why when the engine refuses.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from core import i18n
from core.ui import theme
from core.ui.widgets import Button, Checkbox, key_label, label
from games.minusmax import messages, rack_order
from games.minusmax.board_view import BoardView
from games.minusmax.hud import Hud
from games.minusmax.logic import State
from games.minusmax.messages import Notice
from games.minusmax.moves import EndTurn, Exchange, Move, Place, TakeBack
from games.minusmax.picking import Picking
from games.minusmax.rack_view import RackView
from games.minusmax.style import Display

GAME = "minusmax"
PRESET = "default"
DIGITS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}
DIGITS.update({getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 10)})
PLAYER_KEYS = {pygame.K_F5: 0, pygame.K_F6: 1, pygame.K_F7: 2, pygame.K_F8: 3}
TIPS = {
    "end_turn": "minusmax.tip_turn",
    "exchange": "minusmax.tip_exchange",
    "take_back": "minusmax.tip_take_back",
    "hint": "minusmax.tip_hint",
    "start": "minusmax.tip_start",
}


def key_names(app, action: str) -> str:
    """The keys bound to ``action`` as they read on screen ("C", "Backspace")."""
    return app.bindings.shown(GAME, PRESET, action)


class Table(Protocol):
    """What the controls ask of the game scene (they never import it): the position and
    whose rack is shown, the pointing state, the layout to hit-test, and the actions."""

    app: Any
    form: Any
    pick: Picking
    board: BoardView
    hud: Hud
    rack: RackView
    display: Display
    modes: list[int]
    notice: Notice | None
    hint: Any
    started: bool
    viewer: int | None

    @property
    def state(self) -> State: ...

    @property
    def orders(self) -> list[list[int]]: ...

    def my_turn(self) -> bool: ...

    def name(self, player: int) -> str: ...

    def rack_values(self) -> list[int]: ...

    def selected_value(self) -> int | None: ...

    def x_of(self, cell) -> float: ...

    def play(self, move: Move, cell=None) -> bool: ...

    def refuse(self, headline: str, detail: str, cell=None) -> None: ...

    def ask_hint(self) -> None: ...

    def start_or_new(self) -> None: ...

    def set_sort(self, on: bool) -> None: ...

    def open_pause(self) -> None: ...

    def new_game_key(self) -> None: ...

    def open_replay(self) -> None: ...


class Controls:
    def __init__(self, scene: Table) -> None:
        self.scene = scene
        self.buttons: dict[str, Button] = {}
        self._build()
        scene.form.focus = None  # the keys drive the game, not the buttons: no focus ring

    # -- what a human does: the moves that input makes ---------------------------------------

    def _may_act(self) -> bool:
        """True on the viewer's turn; otherwise say why not and return False."""
        scene = self.scene
        if scene.my_turn():
            return True
        state = scene.state
        if state.is_terminal():
            text = i18n.t("minusmax.refuse.game_over")
        elif not scene.started:
            text = i18n.t("minusmax.refuse.press_start")
        else:
            text = i18n.t("minusmax.refuse.not_your_turn", name=scene.name(state.current_player))
        scene.app.toast(text, theme.TEXT_DIM)
        scene.app.play("invalid")
        return False

    def place_at(self, cell) -> None:
        scene = self.scene
        if not self._may_act():
            return
        value = scene.selected_value()
        if value is None:
            scene.app.toast(i18n.t("minusmax.pick_first"), theme.TEXT_DIM)
            scene.app.play("invalid")
            return
        scene.play(Place(cell, value), cell=cell)

    def drop_on(self, cell, index: int) -> None:
        """A rack tile dragged onto ``cell``."""
        scene = self.scene
        if self._may_act():
            scene.pick.exchange = None
            scene.pick.selected = index
            self.place_at(cell)

    def press_enter(self) -> None:
        """Enter: start the game, a new one after the end, else place at the cursor."""
        scene = self.scene
        if not scene.started or scene.state.is_terminal():
            scene.start_or_new()
        else:
            scene.pick.cursor_shown = True
            self.place_at(scene.pick.cursor)

    def end_turn(self) -> None:
        scene = self.scene
        if not self._may_act():
            return
        if scene.pick.exchange is not None:
            values = scene.rack_values()
            scene.play(Exchange(tuple(values[i] for i in sorted(scene.pick.exchange))))
        else:
            scene.play(EndTurn())

    def toggle_exchange(self) -> None:
        scene = self.scene
        if not self._may_act():
            return
        if scene.pick.exchange is not None:
            scene.pick.exchange = None
            return
        refusal = messages.refusal(scene.state, Exchange(tuple(scene.rack_values()[:1])))
        if refusal is not None:
            scene.refuse(*refusal)
            return
        scene.pick.selected = None
        scene.pick.exchange = set()

    def escape(self) -> None:
        """Esc backs out of what is being chosen (an exchange) before it opens the menu."""
        scene = self.scene
        if scene.pick.exchange is not None:
            scene.pick.exchange = None
        else:
            scene.open_pause()

    def take_back(self) -> None:
        scene = self.scene
        if self._may_act():
            scene.play(TakeBack())

    def ask_hint(self) -> None:
        scene = self.scene
        if self._may_act() and scene.hint is None:
            scene.ask_hint()

    def choose_tile(self, index: int) -> None:
        scene = self.scene
        if index < len(scene.rack_values()) and self._may_act():
            scene.pick.toggle(index)

    def next_tile(self) -> None:
        scene = self.scene
        if self._may_act():
            scene.pick.exchange = None
            scene.pick.next_tile(len(scene.rack_values()))

    def shift_selected(self, delta: int) -> None:
        scene = self.scene
        index = scene.pick.selected
        if index is not None:
            target = min(max(index + delta, 0), len(scene.rack_values()) - 1)
            self.move_in_rack(index, target)

    def move_in_rack(self, index: int, target: int) -> None:
        scene = self.scene
        if scene.viewer is None or index == target:
            return
        if scene.display.sort:
            scene.app.toast(i18n.t("minusmax.sorted_rack"), theme.TEXT_DIM)
            return
        orders = scene.orders
        orders[scene.viewer] = rack_order.moved(orders[scene.viewer], index, target)
        scene.pick.moved(index, target)

    def cycle_colouring(self, player: int) -> None:
        """A click on a player's name: his tiles coloured, then his last turn, then normal."""
        scene = self.scene
        if player < len(scene.modes):
            scene.modes[player] = (scene.modes[player] + 1) % 3

    def toggle_single(self, cell) -> None:
        """A middle click on a tile: colour it by its owner (or stop)."""
        scene = self.scene
        if scene.state.owner(cell) is not None:
            scene.pick.singles ^= {cell}
        elif cell in scene.state.tiles:
            scene.app.toast(i18n.t("minusmax.no_owner"), theme.TEXT_DIM)

    def peek(self, cell) -> None:
        """Show the cell under the tile on ``cell`` (until the button or key is released)."""
        scene = self.scene
        scene.pick.peek = cell if cell in scene.state.tiles else None

    def describe_tile(self, cell) -> None:
        scene = self.scene
        operations = [messages.operation(op) for op in scene.state.placed_operations(cell)]
        owner = scene.state.owner(cell)
        title = (
            i18n.t("minusmax.tile_of", name=scene.name(owner))
            if owner is not None
            else i18n.t("minusmax.centre_tile")
        )
        scene.notice = Notice(title, "\n".join(operations), theme.ACCENT)

    # -- buttons -----------------------------------------------------------------------------

    def _build(self) -> None:
        scene, hud = self.scene, self.scene.hud
        width = (hud.rack.w - 16) // 3
        rows = (
            (
                ("end_turn", label("minusmax.turn"), self.end_turn),
                ("exchange", label("minusmax.exchange"), self.toggle_exchange),
                ("take_back", label("minusmax.take_back"), self.take_back),
            ),
            (
                ("hint", label("minusmax.hint"), self.ask_hint),
                ("start", self._start_text, scene.start_or_new),
                ("menu", label("minusmax.menu"), scene.open_pause),
            ),
        )
        for row, entries in enumerate(rows):
            for column, (name, text, callback) in enumerate(entries):
                rect = (hud.rack.x + column * (width + 8), hud.buttons_top + row * 60, width, 52)
                tip = label("minusmax.tip_menu") if name == "menu" else self._tip(name)
                self.buttons[name] = scene.form.add(Button(rect, text, callback, tooltip=tip))
        self.sort_box = scene.form.add(
            Checkbox(
                hud.sort_button,
                label("minusmax.sort"),
                scene.display.sort,
                scene.set_sort,
                tooltip=label("minusmax.tip_sort"),
                size=theme.FONT_SMALL,
            )
        )

    def _start_text(self) -> str:
        over = self.scene.state.is_terminal()
        return i18n.t("minusmax.new_game" if over else "minusmax.start")

    def _tip(self, action: str):
        return key_label(self.scene.app, GAME, PRESET, TIPS[action], action)

    def refresh(self) -> None:
        """Enable the buttons that make sense now."""
        scene = self.scene
        state, mine = scene.state, scene.my_turn()
        placed = bool(state.placed_this_turn())
        self.buttons["end_turn"].enabled = mine
        self.buttons["exchange"].enabled = mine and not placed and state.box_count > 0
        self.buttons["take_back"].enabled = mine and placed
        self.buttons["hint"].enabled = mine and scene.hint is None
        waiting = not scene.started or state.is_terminal()
        self.buttons["start"].enabled = self.buttons["start"].accent = waiting
        self.sort_box.checked = scene.display.sort

    # -- events ------------------------------------------------------------------------------

    def handle(self, event) -> None:
        scene = self.scene
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.KEYUP:
            if scene.app.bindings.released_action(GAME, PRESET, event) == "peek":
                scene.pick.peek = None
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if scene.form.handle(event):
                scene.app.play("click")
            else:
                self._mouse_down(event)
        elif event.type == pygame.MOUSEMOTION:
            scene.form.handle(event)
            scene.pick.hover = scene.board.cell_at(event.pos)
            scene.pick.drag_to(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._mouse_up(event)

    def _key(self, event) -> None:
        scene = self.scene
        if event.key == pygame.K_ESCAPE:
            self.escape()
        elif event.key in DIGITS and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.choose_tile(DIGITS[event.key])
        elif event.key in PLAYER_KEYS:
            self.cycle_colouring(PLAYER_KEYS[event.key])
        else:
            action = scene.app.bindings.action_for(GAME, PRESET, event)
            handler = self._actions().get(action)
            if handler is not None:
                handler()

    def _actions(self) -> dict:
        scene, pick = self.scene, self.scene.pick
        return {
            "left": lambda: pick.step("left", scene.x_of),
            "right": lambda: pick.step("right", scene.x_of),
            "up": lambda: pick.step("up", scene.x_of),
            "down": lambda: pick.step("down", scene.x_of),
            "place": self.press_enter,
            "next_tile": self.next_tile,
            "tile_left": lambda: self.shift_selected(-1),
            "tile_right": lambda: self.shift_selected(1),
            "end_turn": self.end_turn,
            "exchange": self.toggle_exchange,
            "take_back": self.take_back,
            "hint": self.ask_hint,
            "start": scene.start_or_new,
            "peek": lambda: self.peek(pick.cursor),
            "owner_colour": lambda: self.toggle_single(pick.cursor),
            "new_game": scene.new_game_key,
            "replay": scene.open_replay,
        }

    def _mouse_down(self, event) -> None:
        scene = self.scene
        cell = scene.board.cell_at(event.pos)
        if event.button == 3:
            self.peek(cell)
        elif event.button == 2 and cell is not None:
            self.toggle_single(cell)
        elif event.button == 1:
            self._left_click(event.pos, cell)

    def _left_click(self, pos, cell) -> None:
        scene, pick = self.scene, self.scene.pick
        row = scene.hud.row_at(pos)
        if row is not None:
            self.cycle_colouring(row)
            return
        index = scene.rack.index_at(pos, len(scene.rack_values()))
        if index is not None:
            pick.start_press(index, pos)
        elif cell is not None:
            pick.cursor, pick.cursor_shown, pick.column = cell, False, None
            if pick.selected is not None:
                self.place_at(cell)
            elif cell in scene.state.tiles:
                self.describe_tile(cell)

    def _mouse_up(self, event) -> None:
        scene, pick = self.scene, self.scene.pick
        if event.button == 3:
            pick.peek = None
            return
        press = pick.press
        if event.button != 1 or press is None:
            return
        pick.press = None
        if not press.dragging:
            self.choose_tile(press.index)
            return
        cell = scene.board.cell_at(event.pos)
        count = len(scene.rack_values())
        if cell is not None and press.index < count:
            self.drop_on(cell, press.index)
            return
        target = scene.rack.drop_index(event.pos, count)
        if target is not None:
            self.move_in_rack(press.index, target)
