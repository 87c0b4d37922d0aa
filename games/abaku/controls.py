"""The Abaku scene's input and what a human does with it: the side panel's buttons, the keys,
and the mouse on the board and the rack (click-then-click or drag); the actions they lead to
(pick a rack tile, put it on the board as a tentative tile, recall it, confirm, exchange,
pass, surrender, shuffle, hint); and what the input shows (highlights, the dragged tile).

The move being built (tentative tiles, picked tile, marks for an exchange, cursor) lives on
the scene, which draws it; each action checks that the player at the screen may act and plays
through the scene, which asks the match. The buttons take no keyboard focus, so Enter places a
tile and the arrows move the board cursor.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

import pygame

from core import i18n
from core.match import Match, Seat
from core.message import Message
from core.ui import theme
from core.ui.dialogs import confirm
from core.ui.drag import Press
from core.ui.widgets import Button, key_label, label
from games.abaku import hud, tile_view
from games.abaku.board import LAST, neighbours, on_board, square_name
from games.abaku.board_view import CELL, BoardView
from games.abaku.digit_picker import DIGIT_KEYS, DigitPicker
from games.abaku.logic import AbakuState
from games.abaku.moves import WILD, Exchange, Move, Pass, Place, PlacedTile, Surrender, tile_text
from games.abaku.rack_view import RackView
from games.abaku.words import refusal_text

GAME, PRESET = "abaku", "default"
REFUSED_TICKS = 90  # how long a refused square stays marked
TIPS = {
    "confirm": "abaku.tip_confirm",
    "recall": "abaku.tip_recall",
    "shuffle": "abaku.tip_shuffle",
    "hint": "abaku.tip_hint",
    "exchange": "abaku.tip_exchange",
    "pass": "abaku.tip_pass",
}


class Table(Protocol):
    """What the controls ask of the game scene (they never import it): the match and the
    position shown, the move being built (the scene draws it), the layout to hit-test, and
    the scene's few actions."""

    app: Any
    form: Any
    match: Match
    board_view: BoardView
    rack_view: RackView
    shuffler: random.Random
    orders: list[list[int]]
    tentative: dict[tuple, tuple[int, int, bool]]  # square -> (rack index, digit, wild)
    picked: int | None
    preset_digit: int | None
    exchanging: bool
    marked: set[int]
    cursor: tuple[int, int]
    cursor_shown: bool
    direction: tuple[int, int]
    ghosts: dict
    hint_note: Message | None
    log_back: int
    hint: Any
    banner: Any
    refused: tuple[tuple, int] | None

    @property
    def state(self) -> AbakuState: ...

    @property
    def seats(self) -> list[Seat]: ...

    @property
    def viewer(self) -> int | None: ...

    def my_turn(self) -> bool: ...

    def rack(self) -> list[int]: ...

    def used(self) -> set[int]: ...

    def place_move(self) -> Place: ...

    def play(self, move: Move) -> bool: ...

    def open_help(self) -> None: ...

    def open_pause(self) -> None: ...


class Controls:
    def __init__(self, scene: Table) -> None:
        self.scene = scene
        self.press: Press | None = None
        self.log_drag: tuple[int, int] | None = None  # (pointer y, log_back) at the press
        self.buttons: dict[str, Button] = {}
        self._highlights: tuple[tuple, list] = ((), [])
        self._build()
        scene.form.focus = None

    def _build(self) -> None:
        scene = self.scene
        width = (hud.WIDTH - 3 * 8) // 4
        rows = (
            (
                ("confirm", self._confirm_text, self.confirm),
                ("recall", label("abaku.recall"), self.recall_all),
                ("shuffle", label("abaku.shuffle"), self.shuffle),
                ("hint", label("abaku.hint"), self.ask_hint),
            ),
            (
                ("exchange", self._exchange_text, self.toggle_exchange),
                ("pass", label("abaku.pass"), self.ask_pass),
                ("help", label("pause.help"), scene.open_help),
                ("menu", label("abaku.menu"), scene.open_pause),
            ),
        )
        for row, entries in enumerate(rows):
            for column, (name, text, callback) in enumerate(entries):
                rect = (hud.LEFT + column * (width + 8), hud.BUTTONS_TOP + row * 54, width, 46)
                tip = self._tip(name) if name in TIPS else None
                self.buttons[name] = scene.form.add(Button(rect, text, callback, tooltip=tip))
        self.buttons["confirm"].accent = True

    def _confirm_text(self) -> str:
        if self.scene.exchanging:
            return i18n.t("abaku.exchange_do", count=len(self.scene.marked))
        if self.hinted() is not None:
            return i18n.t("abaku.play_hint")
        return i18n.t("abaku.confirm")

    def hinted(self) -> Place | None:
        """The hint's move while its ghost tiles show and no tile of the player's own is on
        the board: Confirm (or Enter) then plays it."""
        scene = self.scene
        if not scene.ghosts or scene.tentative or scene.exchanging:
            return None
        tiles = (PlacedTile(*square, digit, wild) for square, (digit, wild) in scene.ghosts.items())
        return Place(tuple(tiles))

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
        self.buttons["shuffle"].enabled = bool(scene.rack()) and not scene.match.over

    # -- events ------------------------------------------------------------------------------

    def handle(self, event) -> None:
        scene = self.scene
        if event.type == pygame.KEYDOWN:
            if scene.banner is not None and event.key != pygame.K_ESCAPE:
                self.skip_banner()
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL:
            if scene.app.mouse_pos is not None and hud.LOG.collidepoint(scene.app.mouse_pos):
                self.scroll_log(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.skip_banner()
            if scene.form.handle(event):
                scene.app.play("click")
            elif event.button == 1 and hud.LOG.collidepoint(event.pos):
                self.log_drag = (event.pos[1], scene.log_back)
            else:
                self._mouse_down(event)
        elif event.type == pygame.MOUSEMOTION:
            scene.form.handle(event)
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.log_drag = None
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
            self.pick_digit(DIGIT_KEYS[event.key])
            return
        action = scene.app.bindings.action_for(GAME, PRESET, event)
        handler = self._actions().get(action)
        if handler is not None:
            handler()

    def _actions(self) -> dict:
        scene = self.scene
        return {
            "left": lambda: self.move_cursor(0, -1),
            "right": lambda: self.move_cursor(0, 1),
            "up": lambda: self.move_cursor(-1, 0),
            "down": lambda: self.move_cursor(1, 0),
            "place": self.press_enter,
            "next_tile": self.next_tile,
            "confirm": self.confirm,
            "recall": lambda: self.recall(scene.cursor if scene.cursor_shown else None),
            "recall_all": self.recall_all,
            "shuffle": self.shuffle,
            "exchange": self.toggle_exchange,
            "pass": self.ask_pass,
            "hint": self.ask_hint,
            "log_older": lambda: self.scroll_log(1),
            "log_newer": lambda: self.scroll_log(-1),
        }

    def _mouse_down(self, event) -> None:
        scene = self.scene
        square = scene.board_view.square_at(event.pos)
        if event.button == 3:
            if square in scene.tentative:
                self.recall(square)
            return
        if event.button != 1:
            return
        index = scene.rack_view.index_at(event.pos, len(scene.rack()))
        if index is not None:
            self.press = Press.at(index, event.pos)
        elif square is not None:
            scene.cursor_shown = False
            self.place_at(square)

    def scroll_log(self, moves: int) -> None:
        """Scroll the move log ``moves`` moves back (negative: towards the newest)."""
        scene = self.scene
        scene.log_back = min(max(scene.log_back + moves, 0), max(len(scene.state.log) - 1, 0))

    def _motion(self, pos) -> None:
        if self.log_drag is not None:  # dragging the log down shows older moves
            start_y, start_back = self.log_drag
            self.scene.log_back = start_back
            self.scroll_log((pos[1] - start_y) // hud.LOG_ROW_H)
            return
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
            self.pick(press.index)
            return
        square = scene.board_view.square_at(pos)
        if square is not None and press.index < len(scene.rack()):
            self.place_at(square, press.index)

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

    # -- what a human does -------------------------------------------------------------------

    def refuse(self, text: str, square=None) -> None:
        self.scene.app.toast(text, theme.DANGER)
        self.scene.app.play("invalid")
        if square is not None:
            self.scene.refused = (square, REFUSED_TICKS)

    def may_act(self) -> bool:
        """True on the shown player's turn; otherwise say why not and return False."""
        if self.scene.my_turn():
            return True
        state = self.scene.state
        if state.is_terminal():
            text = i18n.t("abaku.refuse.over")
        else:
            text = i18n.t(
                "abaku.refuse.not_your_turn", name=self.scene.seats[state.current_player].name
            )
        self.scene.app.toast(text, theme.TEXT_DIM)
        self.scene.app.play("invalid")
        return False

    def pick(self, index: int) -> None:
        """A rack tile clicked (or chosen by key): pick it up, or mark it for the exchange."""
        if index >= len(self.scene.rack()) or not self.may_act():
            return
        if self.scene.exchanging:
            self.scene.marked ^= {index}
            return
        if index in self.scene.used():
            self.recall(next(sq for sq, value in self.scene.tentative.items() if value[0] == index))
            return
        self.scene.picked = None if self.scene.picked == index else index
        self.scene.preset_digit = None

    def pick_digit(self, digit: int) -> None:
        """A digit key: the first free rack tile with that digit (else a wildcard set to it)."""
        if not self.may_act():
            return
        rack, used = self.scene.rack(), self.scene.used()
        if self.scene.exchanging:
            free = [
                i
                for i, tile in enumerate(rack)
                if tile in (digit, WILD) and i not in self.scene.marked
            ]
            taken = [
                i for i, tile in enumerate(rack) if tile in (digit, WILD) and i in self.scene.marked
            ]
            exact = [i for i in free if rack[i] == digit] or free
            if exact:
                self.scene.marked.add(exact[0])
            elif taken:
                self.scene.marked.discard(taken[0])
            return
        for wanted in (digit, WILD):
            index = next((i for i, t in enumerate(rack) if t == wanted and i not in used), None)
            if index is not None:
                self.scene.picked = index
                self.scene.preset_digit = digit if wanted == WILD else None
                return
        self.refuse(i18n.t("abaku.refuse.no_digit", digit=digit))

    def next_tile(self) -> None:
        if not self.may_act() or self.scene.exchanging:
            return
        free = [i for i in range(len(self.scene.rack())) if i not in self.scene.used()]
        if free:
            later = [i for i in free if self.scene.picked is None or i > self.scene.picked]
            self.scene.picked = (later or free)[0]
            self.scene.preset_digit = None

    def place_at(self, square, index: int | None = None) -> None:
        """Put the picked rack tile (or ``index``) on ``square`` as a tentative tile."""
        if not self.may_act():
            return
        if square in self.scene.tentative:
            self.recall(square)
            return
        index = self.scene.picked if index is None else index
        if self.scene.exchanging or index is None or index in self.scene.used():
            if self.scene.state.tile_at(square) is None:
                self.scene.cursor = square
            return
        if self.scene.state.tile_at(square) is not None:
            self.refuse(i18n.t("abaku.refuse.occupied", square=square_name(*square)), square)
            return
        tile = self.scene.rack()[index]
        if tile != WILD:
            self._put(square, index, tile)
        elif self.scene.preset_digit is not None:
            self._put(square, index, self.scene.preset_digit)
        else:
            self.scene.app.scenes.push(
                DigitPicker(self.scene.app, lambda digit: self._put(square, index, digit))
            )

    def _put(self, square, index: int, digit: int) -> None:
        if not self.scene.my_turn() or square in self.scene.tentative or index in self.scene.used():
            return
        self.scene.tentative[square] = (index, digit, self.scene.rack()[index] == WILD)
        self.scene.picked = self.scene.preset_digit = None
        self.scene.app.play("click")

    def recall(self, square=None) -> None:
        """Take a tentative tile back to the rack: the one on ``square``, else the last."""
        if not self.scene.tentative or not self.may_act():
            return
        if square is None or square not in self.scene.tentative:
            square = next(reversed(self.scene.tentative))
        del self.scene.tentative[square]
        self.scene.cursor = square
        self.scene.app.play("click")

    def recall_all(self) -> None:
        if self.scene.tentative and self.may_act():
            self.scene.tentative.clear()
            self.scene.app.play("click")

    def press_enter(self) -> None:
        """Enter: put the picked tile at the cursor (then step on), else confirm."""
        if self.scene.picked is not None and not self.scene.exchanging:
            self.scene.cursor_shown = True
            placed_before = len(self.scene.tentative)
            square = self.scene.cursor
            self.place_at(square)
            if len(self.scene.tentative) > placed_before:
                self._step_on(square)
        else:
            self.confirm()

    def _step_on(self, square) -> None:
        """After a keyboard placement, move the cursor to the next free square of the line."""
        if len(self.scene.tentative) >= 2:
            rows = {row for row, _ in self.scene.tentative}
            self.scene.direction = (0, 1) if len(rows) == 1 else (1, 0)
        row, col = square
        while on_board(row, col):
            row, col = row + self.scene.direction[0], col + self.scene.direction[1]
            if not on_board(row, col):
                return
            if (
                self.scene.state.tile_at((row, col)) is None
                and (row, col) not in self.scene.tentative
            ):
                self.scene.cursor = (row, col)
                return

    def move_cursor(self, dr: int, dc: int) -> None:
        row, col = self.scene.cursor
        self.scene.cursor = (min(max(row + dr, 0), LAST), min(max(col + dc, 0), LAST))
        self.scene.cursor_shown = True
        if dr or dc:
            self.scene.direction = (abs(dr), abs(dc))

    def confirm(self) -> None:
        if not self.may_act():
            return
        if self.scene.exchanging:
            rack = self.scene.rack()
            if not self.scene.marked:
                self.refuse(i18n.t("abaku.refuse.mark_first"))
                return
            self.scene.play(Exchange(tuple(rack[i] for i in sorted(self.scene.marked))))
        elif self.hinted() is not None:
            self.scene.play(self.hinted())
        elif not self.scene.tentative:
            self.refuse(i18n.t("abaku.refuse.place_first"))
        else:
            self.scene.play(self.scene.place_move())

    def toggle_exchange(self) -> None:
        if not self.may_act():
            return
        if self.scene.exchanging:
            self.scene.exchanging = False
            self.scene.marked.clear()
            return
        refusal = self.scene.state.refusal(Exchange((self.scene.rack()[0],)))
        if refusal is not None:
            self.refuse(refusal_text(refusal))
            return
        self.scene.tentative.clear()
        self.scene.picked = None
        self.scene.exchanging = True

    def ask_pass(self) -> None:
        if self.may_act():
            confirm(
                self.scene.app,
                label("abaku.pass_question"),
                lambda: self.scene.play(Pass()),
                label(
                    "abaku.pass_warning",
                    count=self.scene.state.passes_in_a_row(self.scene.viewer) + 1,
                ),
                default_no=True,
            )

    def ask_surrender(self) -> None:
        if self.may_act():
            confirm(
                self.scene.app,
                label("abaku.surrender_question"),
                lambda: self.scene.play(Surrender()),
                default_no=True,
            )

    def shuffle(self) -> None:
        if self.scene.viewer is None or not self.scene.rack():
            return
        order = self.scene.orders[self.scene.viewer]
        moves = list(range(len(order)))
        self.scene.shuffler.shuffle(moves)
        where = {old: new for new, old in enumerate(moves)}
        self.scene.orders[self.scene.viewer] = [order[old] for old in moves]
        self.scene.tentative = {
            sq: (where[i], d, w) for sq, (i, d, w) in self.scene.tentative.items()
        }
        self.scene.marked = {where[i] for i in self.scene.marked}
        self.scene.picked = None if self.scene.picked is None else where[self.scene.picked]
        self.scene.app.play("click")

    def ask_hint(self) -> None:
        if self.may_act() and self.scene.hint is None:
            self.scene.hint = self.scene.match.ask_hint()

    def skip_banner(self) -> None:
        self.scene.banner = None

    def poll_hint(self) -> None:
        hint = self.scene.hint
        if hint is None or not hint.ready():
            return
        self.scene.hint = None
        if not hint.fits(self.scene.match) or not self.scene.my_turn():
            return
        move = hint.result()
        if isinstance(move, Place):
            self.scene.ghosts = {tile.square: (tile.digit, tile.wild) for tile in move.tiles}
            points = self.scene.state.preview(move).points
            keys = self.scene.app.bindings.shown(GAME, PRESET, "confirm")
            self.scene.hint_note = Message("abaku.hint_shown", {"points": points, "keys": keys})
        elif isinstance(move, Exchange):
            self.scene.hint_note = Message("abaku.hint_exchange")
        else:
            self.scene.hint_note = Message("abaku.hint_pass")
