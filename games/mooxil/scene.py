"""Mooxil for a player: the grid, the queue and the live score; placing by mouse or keyboard
with a preview that says whether the tile fits and why not; the hint; the end of each level;
saves, and the game over with high scores.

The engine moves straight on to the next level when a level's target is reached, so the scene
keeps the finished level (:attr:`MooxilScene.finished`) on screen under the end-of-level panel
until the player goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from core import i18n
from core.gamescene import GameScene
from core.help_scene import pages_with_keys
from core.hexgrid import Hex
from core.message import Message
from core.newgame import NewGameScene, Number
from core.scores_scene import HighScoresScene, offer_high_score
from core.thinker import Thinker
from core.ui import theme
from core.ui.dialogs import ChoiceDialog
from core.ui.overlays import draw_thinking
from core.ui.widgets import Button, is_activate, is_click, label
from games.mooxil import ai, logic
from games.mooxil.board_view import BoardView
from games.mooxil.effects import Effects
from games.mooxil.hud import BUTTON_TOP, RECT, Hud
from games.mooxil.info import INFO
from games.mooxil.levels import ERASER
from games.mooxil.logic import LEVEL_TARGETS, LevelResult, MooxilState, Move
from games.mooxil.refusals import outcome, refusal
from games.mooxil.results import LevelEndScene

SAVE_FORMAT = 1
GAME = "mooxil"
PRESET = "default"
MODE = "default"
BOARD_RECT = pygame.Rect(12, 10, 830, 700)
MESSAGE_TICKS = 180
OPTIONS = [Number("start", "mooxil.option.start", 1, len(LEVEL_TARGETS), 1)]
NO_FIT, NO_ERASE = "mooxil.msg.no_fit", "mooxil.msg.no_erase"
SAYS_HINT = {True: "mooxil.hint.erase", False: "mooxil.hint.place"}


# -- what the menu calls ------------------------------------------------------------------------


def new_game(app) -> NewGameScene:
    """The new-game dialog: only the starting level (above 1 is practice, with no high score)."""

    def start(_seats, values: dict) -> MooxilScene:
        level = values.get("start")
        level = level if isinstance(level, int) and 1 <= level <= len(LEVEL_TARGETS) else 1
        return MooxilScene.fresh(app, level)

    return NewGameScene(app, INFO, OPTIONS, start)


def resume(app, state: dict) -> MooxilScene:
    """The game saved by :meth:`MooxilScene.snapshot`; ``ValueError`` if it cannot go on."""
    if not isinstance(state, dict) or state.get("format") != SAVE_FORMAT:
        raise ValueError("this is not a saved game of Mooxil")
    start = state.get("start_level")
    if isinstance(start, bool) or not isinstance(start, int) or start < 1:
        raise ValueError("the starting level of this Mooxil save is damaged")
    game = MooxilState.from_dict(state.get("state"))
    if game.is_terminal():
        raise ValueError("this saved game of Mooxil is already over")
    return MooxilScene(app, game, start)


def help_pages(app) -> list[tuple[str, str]]:
    return pages_with_keys(app, INFO, PRESET, "mooxil.help.keys_title", "mooxil.help.keys")


# -- the scene ----------------------------------------------------------------------------------


class MooxilScene(GameScene):
    game_name = GAME

    def __init__(self, app, state: MooxilState, start_level: int = 1) -> None:
        super().__init__(app)
        self.state, self.start_level = state, start_level
        self.view = BoardView(BOARD_RECT)
        self.view.fit(state.board)
        self.hud = Hud()
        self.effects = Effects()
        self.ticks = 0
        self.turn = 0  # moves made in this scene: what caches and the hint are keyed on
        self.cursor: Hex = (0, 0)
        self.cursor_x = self.view.center(self.cursor)[0]
        self.cursor_shown = False
        self.show_group = False
        self.finished: LevelResult | None = None
        self.said: tuple[str, tuple, int] | None = None  # (text, colour, turn) of a message
        self.said_ticks = 0
        self.hint_move: Move | None = None
        self.hint_turn = -1
        self.hint_thinker: Thinker | None = None
        self._cache: dict = {}
        y, width = BUTTON_TOP, (RECT.w - 48) // 3
        buttons = (
            ("mooxil.button.hint", self.ask_hint, "hint"),
            ("mooxil.button.group", self.toggle_group, "group"),
            ("mooxil.button.menu", self.open_pause, None),
        )
        for index, (key, action, binding) in enumerate(buttons):
            rect = (RECT.x + 14 + index * (width + 10), y, width, 52)
            tooltip = self._key_tooltip(binding) if binding else label("mooxil.tooltip.menu")
            self.form.add(Button(rect, label(key), action, tooltip, theme.FONT_SMALL + 2))
        self.form.focus = None  # the keys play; Tab reaches the buttons

    @classmethod
    def fresh(cls, app, level: int = 1) -> MooxilScene:
        return cls(app, logic.new_game(app.next_seed(), level), level)

    def _key_tooltip(self, action: str):
        return lambda: i18n.t(
            "mooxil.tooltip.key",
            action=i18n.t(INFO.action_labels[action]),
            keys=self.app.bindings.shown(GAME, PRESET, action),
        )

    # -- GameScene ---------------------------------------------------------------------------

    def snapshot(self) -> dict | None:
        if self.state.is_terminal():
            return None
        return {
            "format": SAVE_FORMAT,
            "start_level": self.start_level,
            "state": self.state.to_dict(),
        }

    def summary(self) -> Message:
        return Message(
            "mooxil.summary", {"level": self.state.level, "score": self.state.game_score}
        )

    def restart(self) -> None:
        self.app.scenes.replace(MooxilScene.fresh(self.app, self.start_level))

    # -- input -------------------------------------------------------------------------------

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self._mouse(event)

    def _key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.open_pause()
            return
        if self.form.focus is not None and (is_activate(event) or event.key == pygame.K_TAB):
            if self.form.handle(event) and is_activate(event):
                self.app.play("click")
            return
        action = self.app.bindings.action_for(GAME, PRESET, event)
        if action is not None:
            self.form.focus = None
            self.command(action)
        elif event.key == pygame.K_TAB:
            self.form.handle(event)

    def _mouse(self, event) -> None:
        used = self.form.handle(event)
        if used:
            if is_click(event):
                self.app.play("click")
            return
        if not hasattr(event, "pos"):
            return
        cell = (
            self.view.cell_at(event.pos, self.board) if BOARD_RECT.collidepoint(event.pos) else None
        )
        self.form.focus = None
        if cell is None:
            self.cursor_shown = False
            return
        self.set_cursor(cell)
        if is_click(event):
            self.play(cell)

    def command(self, action: str) -> None:
        if action in ("left", "right", "up", "down"):
            self.move_cursor(action)
        elif action == "place":
            self.play(self.cursor)
        elif action == "hint":
            self.ask_hint()
        elif action == "group":
            self.toggle_group()

    def move_cursor(self, direction: str) -> None:
        """Arrows walk the grid: left and right along the row, up and down zig-zag so the
        cursor keeps to its column."""
        board, (q, r) = self.board, self.cursor
        if not self.cursor_shown:
            self.cursor_shown = True
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
        best = min(candidates, key=lambda cell: abs(self.view.center(cell)[0] - self.cursor_x))
        self.cursor = best
        if direction in ("left", "right"):
            self.cursor_x = self.view.center(best)[0]

    def set_cursor(self, cell: Hex, shown: bool = True) -> None:
        self.view.fit(self.board)
        self.cursor, self.cursor_shown = cell, shown
        self.cursor_x = self.view.center(cell)[0]

    def toggle_group(self) -> None:
        self.show_group = not self.show_group

    # -- playing -----------------------------------------------------------------------------

    def play(self, cell: Hex) -> None:
        """Put the current tile (or the eraser) on ``cell``, or say why it cannot go there."""
        state = self.state
        if self.finished is not None:
            return
        if state.is_terminal():
            self.offer_end_choices()
            return
        why = refusal(state, cell)
        if why is not None:
            self.refuse(self.refusal_text(why))
            return
        tile, finished = state.current_tile, len(state.results)
        effect = state.placement_preview(cell)
        state.apply(Move(tile, cell))
        self.turn += 1
        self.hint_move = None
        if tile == ERASER:
            self.effects.erased(cell)
            self.app.play("place")
        else:
            self.effects.placed(cell, effect.links, effect.closed, effect.blocked)
            self.app.play("clear" if effect.closed else "place")
        if len(state.results) > finished:
            self.level_ended(state.results[-1])

    def refusal_text(self, why) -> str:
        key = NO_ERASE if self.state.current_tile == ERASER else NO_FIT
        return i18n.t(key, why=_text(why))

    def refuse(self, text: str) -> None:
        self.say(text, theme.DANGER)
        self.app.toast(text, theme.DANGER)
        self.app.play("invalid")

    def say(self, text: str, colour) -> None:
        self.said, self.said_ticks = (text, colour, self.turn), MESSAGE_TICKS

    def level_ended(self, result: LevelResult) -> None:
        self.finished = result
        self.effects.clear()
        self.app.scenes.push(
            LevelEndScene(self.app, result, self.state.game_score, self.level_closed)
        )

    def level_closed(self) -> None:
        self.finished = None
        self.show_group = False
        if self.state.is_terminal():
            self.game_over()
            return
        self.set_cursor((0, 0), shown=self.cursor_shown)
        self.say(
            i18n.t(
                "mooxil.msg.new_level",
                level=self.state.level,
                target=i18n.number(self.state.target),
            ),
            theme.ACCENT,
        )

    def game_over(self) -> None:
        self.autosave()
        self.offer_end_choices()
        if self.start_level == 1:
            detail = Message("mooxil.score_detail", {"level": self.state.level})
            offer_high_score(self.app, INFO, MODE, self.state.game_score, detail)
        else:
            self.app.toast(i18n.t("mooxil.msg.practice"), theme.TEXT_DIM)

    def offer_end_choices(self) -> None:
        choices = [
            (label("mooxil.over.again"), self.restart),
            (label("mooxil.over.scores"), self.open_scores),
            (label("mooxil.over.menu"), self.quit_to_menu),
        ]
        score = i18n.number(self.state.game_score)
        message = label("mooxil.over.message", score=score, level=self.state.level)
        self.app.scenes.push(ChoiceDialog(self.app, label("mooxil.over.title"), choices, message))

    def open_scores(self) -> None:
        self.app.scenes.push(HighScoresScene(self.app, INFO, MODE))

    # -- the hint ----------------------------------------------------------------------------

    def ask_hint(self) -> None:
        if self.finished is not None or self.state.is_terminal():
            return
        if self.hint_turn == self.turn and (self.hint_move or self.hint_thinker):
            if self.hint_move is not None:
                self.set_cursor(self.hint_move.cell)
            return
        self.hint_turn, self.hint_move = self.turn, None
        self.hint_thinker = Thinker(ai.hint, self.state.clone())

    def poll_hint(self) -> None:
        thinker = self.hint_thinker
        if thinker is None or not thinker.poll():
            return
        self.hint_thinker = None
        move = thinker.result()
        if self.hint_turn == self.turn and self.finished is None:
            self.hint_move = move
            self.set_cursor(move.cell)
            self.say(i18n.t(SAYS_HINT[move.tile == ERASER]), theme.ACCENT)

    # -- time --------------------------------------------------------------------------------

    def update(self) -> None:
        self.ticks += 1
        self.form.update()
        self.effects.update()
        self.poll_hint()
        if self.said_ticks > 0:
            self.said_ticks -= 1

    # -- what is shown -----------------------------------------------------------------------

    @property
    def board(self):
        """The grid on screen: the finished level's while its end panel is up (the view is
        fitted to it, so cell positions are right from the first frame of a level)."""
        board = self.finished.board if self.finished is not None else self.state.board
        self.view.fit(board)
        return board

    def facts(self) -> tuple:
        """(score breakdown, largest group) of the grid on screen, worked out once per move."""
        key = (self.turn, self.finished is not None)
        if self._cache.get("facts_key") != key:
            if self.finished is not None:
                breakdown = self.finished.breakdown
                group = self.finished.board.largest_group()
            else:
                breakdown, group = self.state.score_breakdown(), self.state.largest_group()
            self._cache["facts"] = (breakdown, group)
            self._cache["facts_key"] = key
        return self._cache["facts"]

    def preview(self) -> tuple[bool, object, tuple[str, tuple]] | None:
        """(fits, placement effect, message) for the cursor's cell, once per move and cell."""
        if not self.cursor_shown or self.finished is not None or self.state.is_terminal():
            return None
        key = (self.turn, self.cursor, i18n.language())
        if self._cache.get("preview_key") != key:
            why = refusal(self.state, self.cursor)
            if why is None:
                text = _text(outcome(self.state, self.cursor))
                result = (True, self.state.placement_preview(self.cursor), (text, theme.GOOD))
            else:
                text = self.refusal_text(why)
                result = (False, None, (text, theme.DANGER))
            self._cache["preview"], self._cache["preview_key"] = result, key
        return self._cache["preview"]

    def shown(self) -> Shown:
        state, finished = self.state, self.finished
        if finished is not None:
            return Shown(finished.level, finished.target, state.game_score, state.queue)
        return Shown(state.level, state.target, state.game_score, state.queue)

    def message(self, preview) -> tuple[str, tuple]:
        if self.said is not None and self.said_ticks > 0 and self.said[2] == self.turn:
            return self.said[0], self.said[1]
        if self.state.is_terminal():
            return i18n.t("mooxil.msg.game_over"), theme.ACCENT
        if preview is not None:
            return preview[2]
        return i18n.t("mooxil.msg.how"), theme.TEXT_DIM

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        board = self.board
        self.view.draw(surface, board)
        breakdown, group = self.facts()
        if self.show_group:
            self.view.draw_group(surface, group)
        preview = self.preview()
        if preview is not None:
            fits, effect, _ = preview
            self.view.draw_preview(surface, self.cursor, self.state.current_tile, fits, effect)
        if self.cursor_shown and self.finished is None:
            self.view.draw_cursor(surface, self.cursor, self.ticks)
        if self.hint_move is not None and self.hint_turn == self.turn:
            self.view.draw_hint(surface, self.hint_move.cell, self.ticks)
        self.effects.draw(surface, self.view)
        self.hud.draw(surface, self.shown(), breakdown, len(group), self.message(preview))
        self.draw_form(surface)
        if self.hint_thinker is not None:
            draw_thinking(surface, (RECT.x + 40, BUTTON_TOP - 16), self.hint_thinker.ticks)


def _text(reason) -> str:
    key, fields = reason
    return i18n.t(key, **fields)


@dataclass(frozen=True)
class Shown:
    """What the side panel's header and queue show."""

    level: int
    target: int
    game_score: int
    queue: list[int]
