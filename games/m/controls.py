"""The input of M's game scene and what a human does with it: keys, the mouse on the table
and the hand, the buttons, and the actions they lead to (choosing a hand tile, moving the
cursor, placing, taking, choosing the line, passing, swapping, undo and the hint). Each action
checks that the player at the screen may act, asks the match whether the move is legal, and
plays it through the scene, or says why not in the player's language.

Keys: 1-4 (or Tab, or the wheel) choose a hand tile, the arrows move the cursor on the table,
Enter or Space plays on the cursor (place, take, or choose the line under it), P passes, S
passes with a swap of the chosen tile, R and C choose the row or the column, U or Backspace
takes back the placement while the line is chosen, H asks for a hint, F3 opens the replay;
the mouse clicks tiles, cells and buttons; Esc opens the pause menu. The buttons take no
keyboard focus, so Enter plays on the cursor and the arrows move it.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from core import i18n
from core.match import Match
from core.ui import theme
from core.ui.dialogs import confirm
from core.ui.widgets import Button, is_click, label
from games.m import words
from games.m.board_view import BoardView
from games.m.hand_view import HandView
from games.m.layout import Pos
from games.m.logic import CHOOSE, PLACE, TAKE, ChooseLine, MState, Pass, Place, Take
from games.m.moves import Move
from games.m.refusals import cell_of
from games.m.table_view import BUTTON_BOTTOM, BUTTON_TOP

GAME, PRESET = "m", "default"
ARROWS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
TILE_ACTIONS = {"tile_1": 0, "tile_2": 1, "tile_3": 2, "tile_4": 3}
LINE_ACTIONS = {"row": "row", "column": "column"}
GAP = 8
# The hint and the refusals share one toast: the margin under a full table holds one, and a
# second would stand over the table's bottom row.
NOTICE = "m.notice"
# Pass and Hint share the top button place, Swap the bottom one, while a tile is to be placed;
# Row and Undo share it while a line is chosen.
PASS_RECT = pygame.Rect(BUTTON_TOP.x, BUTTON_TOP.y, (BUTTON_TOP.w - GAP) // 2, BUTTON_TOP.h)
HINT_RECT = pygame.Rect(PASS_RECT.right + GAP, BUTTON_TOP.y, PASS_RECT.w, BUTTON_TOP.h)


class Table(Protocol):
    """What the controls ask of the game scene (they never import it): the match and the
    position shown, the choice being made (the scene draws it), the layout to hit-test, the
    keys' names and the scene's few actions."""

    app: Any
    form: Any
    match: Match
    board: BoardView
    hand_view: HandView
    selected: int | None  # index in the shown hand
    cursor: Pos
    recent: Pos | None
    flash: tuple[Pos, int] | None  # a refused cell, and the tick it was refused
    ticks: int
    hint_pending: Any

    @property
    def state(self) -> MState: ...

    def acting_human(self) -> int | None: ...

    def shown_hand(self) -> list: ...

    def selected_tile(self): ...

    def key_of(self, action: str) -> str: ...

    def play(self, move: Move) -> None: ...

    def show_results(self) -> None: ...

    def new_game(self) -> None: ...

    def open_replay(self) -> None: ...

    def back(self) -> None: ...


class Controls:
    """Turns events into the scene's actions, and keeps the buttons in step with the game."""

    def __init__(self, scene: Table) -> None:
        self.scene = scene
        self._make_buttons()

    # -- events ------------------------------------------------------------------------------

    def handle(self, event) -> None:
        scene = self.scene
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                scene.back()
            else:
                action = scene.app.bindings.action_for(GAME, PRESET, event)
                if action is not None:
                    self.command(action)
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
            self.select_step(-1 if event.y > 0 else 1)

    def command(self, action: str) -> None:
        """Do what the key bound to ``action`` (Settings, Key bindings) asks."""
        scene = self.scene
        over = scene.state.is_terminal()
        if action in ARROWS:
            self.move_cursor(*ARROWS[action])
        elif action in TILE_ACTIONS:
            self.select(TILE_ACTIONS[action])
        elif action == "next_tile":
            self.select_step(1)
        elif action == "place":
            scene.show_results() if over else self.act_at(scene.cursor)
        elif action in LINE_ACTIONS:
            self.choose(LINE_ACTIONS[action])
        elif action == "new_game":
            if over:
                scene.new_game()
        else:
            self._simple_commands()[action]()

    def _simple_commands(self) -> dict:
        return {
            "pass": self.ask_pass,
            "swap": self.ask_swap,
            "hint": self.ask_hint,
            "undo": self.undo,
            "replay": self.scene.open_replay,
        }

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
            self.select(slot)
            return
        cell = scene.board.view(scene.state.layout).cell_at(pos)
        if cell is not None:
            scene.cursor = cell
            self.act_at(cell)

    # -- buttons -------------------------------------------------------------------------------

    def _make_buttons(self) -> None:
        scene = self.scene

        def add(rect, text, action, tooltip=None, accent=False):
            button = Button(rect, text, action, tooltip, theme.FONT_SMALL + 2, accent)
            return scene.form.add(button)

        def keyed(key: str, action: str):
            """A button label naming the key bound to ``action`` now."""
            return lambda: i18n.t(key, keys=scene.key_of(action))

        pass_tip = self._acting(self._pass_tip)
        self.pass_button = add(PASS_RECT, keyed("m.button.pass", "pass"), self.ask_pass, pass_tip)
        hint_tip = self._acting(label("m.tip.hint"))
        self.hint_button = add(HINT_RECT, keyed("m.button.hint", "hint"), self.ask_hint, hint_tip)
        swap_tip = self._acting(self._swap_tip)
        swap = keyed("m.button.swap", "swap")
        self.swap_button = add(BUTTON_BOTTOM, swap, self.ask_swap, swap_tip)
        self.row_button = add(PASS_RECT, keyed("m.button.row", "row"), lambda: self.choose("row"))
        undo = keyed("m.button.undo", "undo")
        self.undo_button = add(HINT_RECT, undo, self.undo, label("m.tip.undo"))
        column = keyed("m.button.column", "column")
        self.column_button = add(BUTTON_BOTTOM, column, lambda: self.choose("column"))
        results = keyed("m.button.results", "place")
        self.results_button = add(BUTTON_TOP, results, scene.show_results, accent=True)
        new = keyed("m.button.new_game", "new_game")
        self.new_button = add(BUTTON_BOTTOM, new, scene.new_game)
        scene.form.focus = None  # keys drive the table; the buttons light up under the pointer
        self.refresh()

    def _acting(self, tip):
        """``tip`` while a human at the screen may act; no tooltip on another's turn (the
        Pass tooltip would talk of the computer's chips)."""
        return lambda: tip() if self.scene.acting_human() is not None else ""

    def _pass_tip(self) -> str:
        state = self.scene.state
        player = state.current_player
        if player is None or not state.chips[player]:
            return i18n.t("m.tip.pass_free")
        right = state.names[state.right_hand_neighbour(player)]
        return i18n.t("m.tip.pass", name=right)

    def _swap_tip(self) -> str:
        key = "m.tip.swap" if self._may_swap() else "m.refuse.no_swap"
        return i18n.t(key)

    def _may_swap(self) -> bool:
        """A swap needs a tile in the pile and one in the hand."""
        return bool(self.scene.state.pile_size and self.scene.shown_hand())

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
        self.swap_button.enabled = acting and self._may_swap()

    # -- what a human does -------------------------------------------------------------------

    def move_cursor(self, dx: int, dy: int) -> None:
        view = self.scene.board.view(self.scene.state.layout)
        self.scene.cursor = view.clamp((self.scene.cursor[0] + dx, self.scene.cursor[1] + dy))

    def ask_hint(self) -> None:
        """Ask the match for the move the strongest computer would play (thought out in the
        worker thread; :meth:`poll_hint` shows it)."""
        if self.scene.acting_human() is None:
            self._not_now()
        elif self.scene.hint_pending is None:
            self.scene.hint_pending = self.scene.match.ask_hint()

    def poll_hint(self) -> None:
        hint = self.scene.hint_pending
        if hint is None or not hint.ready():
            return
        self.scene.hint_pending = None
        move = hint.result()
        if move is None or not hint.fits(self.scene.match) or self.scene.acting_human() is None:
            return  # the game moved on while it was thought out
        if isinstance(move, Place):
            self.scene.selected = self.scene.shown_hand().index(move.tile)
            self.scene.cursor = move.pos
        elif isinstance(move, Take):
            self.scene.cursor = move.pos
        self.scene.app.toast(words.suggestion(self.scene.state, move), theme.ACCENT, NOTICE)

    def undo(self) -> None:
        """Take back the placement the player to move made this turn, where the rules allow
        it (while choosing which line scores); the match saves the game without it."""
        player = self.scene.acting_human()
        if player is None:
            self._not_now()
        elif self.scene.match.undo():  # the scene's log says so (MScene.moved)
            self.scene.recent = self.scene.selected = None
            self.scene.app.play("click")
        else:
            self.refuse(i18n.t("m.refuse.no_undo"))

    def refuse(self, message: str, cell: Pos | None = None) -> None:
        self.scene.app.toast(message, theme.DANGER, NOTICE)
        self.scene.app.play("invalid")
        if cell is not None:
            self.scene.flash = (cell, self.scene.ticks)

    def _not_now(self) -> None:
        """Input when the player may not act: say whose turn it is."""
        if self.scene.match.computer_to_move:
            name = self.scene.state.names[self.scene.match.current_player]
            self.refuse(i18n.t("m.refuse.wait", name=name))

    def act_at(self, cell: Pos) -> None:
        """Enter or a click on ``cell``: place, take or choose, as the phase asks."""
        if self.scene.acting_human() is None:
            self._not_now()
            return
        phase = self.scene.state.phase
        if phase == PLACE:
            tile = self.scene.selected_tile()
            if tile is None:
                self.refuse(i18n.t("m.refuse.no_tile"))
            else:
                self.try_move(Place(tile, cell))
        elif phase == TAKE:
            self.try_move(Take(cell))
        else:
            lines = [line for line, run in self.scene.state.line_options() if cell in run]
            if len(lines) == 1:
                self.choose(lines[0])
            else:
                self.refuse(self._choose_line_text())

    def try_move(self, move) -> None:
        """Play ``move``, or tell the player why the rules refuse it and point at the cell."""
        refusal = self.scene.match.refusal(move)
        if refusal is not None:
            self.refuse(words.refusal_text(refusal), cell_of(refusal))
            return
        self.scene.play(move)

    def choose(self, line: str) -> None:
        if self.scene.acting_human() is None:
            self._not_now()
        else:
            self.try_move(ChooseLine(line))

    def select(self, index: int) -> None:
        if self.scene.acting_human() is None:
            self._not_now()
            return
        if self.scene.state.phase != PLACE:
            self._refuse_phase()
            return
        if index >= len(self.scene.shown_hand()):
            return
        self.scene.selected = None if self.scene.selected == index else index
        self.scene.app.play("click")
        tile = self.scene.selected_tile()
        cells = self.scene.state.legal_cells(tile) if tile is not None else []
        if cells and self.scene.cursor not in cells:
            cx, cy = self.scene.cursor
            self.scene.cursor = min(
                cells, key=lambda c: (abs(c[0] - cx) + abs(c[1] - cy), c[1], c[0])
            )

    def select_step(self, step: int) -> None:
        count = len(self.scene.shown_hand())
        if count:
            current = -1 if self.scene.selected is None and step > 0 else (self.scene.selected or 0)
            self.select((current + step) % count)

    def ask_pass(self) -> None:
        if not self._may_pass():
            return
        confirm(
            self.scene.app,
            label("m.confirm.pass"),
            lambda: self.scene.play(Pass()),
            self._pass_cost(),
        )

    def ask_swap(self) -> None:
        if not self._may_pass():
            return
        tile = self.scene.selected_tile()
        if not self._may_swap():
            self.refuse(i18n.t("m.refuse.no_swap"))
        elif tile is None:
            self.refuse(i18n.t("m.refuse.no_swap_tile"))
        else:

            def title() -> str:  # worded when drawn, so it follows the language
                return i18n.t("m.confirm.swap", tile=i18n.say(words.tile_name(tile)))

            confirm(self.scene.app, title, lambda: self.scene.play(Pass(tile)), self._pass_cost())

    def _may_pass(self) -> bool:
        if self.scene.acting_human() is None:
            self._not_now()
            return False
        if self.scene.state.phase != PLACE:
            self._refuse_phase()
            return False
        return True

    def _refuse_phase(self) -> None:
        """A hand tile or a pass asked for while a line must be chosen or a tile taken."""
        if self.scene.state.phase == CHOOSE:
            self.refuse(self._choose_line_text())
        else:
            self.refuse(i18n.t("m.refuse.not_placing"))

    def _choose_line_text(self) -> str:
        row, column = self.scene.key_of("row"), self.scene.key_of("column")
        return i18n.t("m.refuse.choose_line", row_keys=row, column_keys=column)

    def _pass_cost(self):
        player = self.scene.state.current_player
        if not self.scene.state.chips[player]:
            return label("m.confirm.pass_free")
        right = self.scene.state.names[self.scene.state.right_hand_neighbour(player)]
        return label("m.confirm.pass_chip", name=right)
