"""Mooxil for a player: the grid, the queue and the live score; placing by mouse or keyboard
with a preview that says whether the tile fits and why not; the hint; the end of each level;
saves, and the game over with high scores.

The game is a :class:`core.match.Match` (one human seat): every placement is a move in its
list, the match autosaves after each one, takes back placements within the current level
(undo) and replays the game (F3, :mod:`games.mooxil.replay_view`).

The engine moves straight on to the next level when a level's target is reached, so the scene
keeps the finished level (:attr:`MooxilScene.finished`) on screen under the end-of-level panel
until the player goes on.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.gamescene import MatchScene
from core.help_scene import pages_with_keys
from core.hexgrid import Hex
from core.match import Match, Seat
from core.message import Message
from core.newgame import NewGameScene, Number
from core.scores_scene import HighScoresScene, offer_match_score
from core.ui import theme
from core.ui.dialogs import ChoiceDialog
from core.ui.overlays import spinner_wait, toasts_clear_of
from core.ui.widgets import Button, label
from games.mooxil.board_view import BoardView
from games.mooxil.controls import Controls
from games.mooxil.effects import Effects
from games.mooxil.help_pictures import HELP_PICTURES
from games.mooxil.hud import BUTTON_TOP, RECT, Hud
from games.mooxil.info import INFO
from games.mooxil.levels import ERASER
from games.mooxil.logic import LEVEL_TARGETS, LevelResult, Move
from games.mooxil.refusals import refusal
from games.mooxil.replay_view import ReplayView
from games.mooxil.results import LevelEndScene, game_over_text
from games.mooxil.table_view import TableView, refusal_text

GAME = "mooxil"
PRESET = "default"
MODE = "default"
BOARD_RECT = pygame.Rect(12, 10, 830, 700)
MESSAGE_TICKS = 180
OPTIONS = [Number("start", "mooxil.option.start", 1, len(LEVEL_TARGETS), 1)]
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
    """The game a save describes (this format or Mooxil's older one); ``ValueError`` if it
    cannot go on."""
    match = Match.from_save(state, GAME)
    if match.over:
        raise ValueError("this saved game of Mooxil is already over")
    return MooxilScene(app, match)


def help_pages(app) -> list[tuple]:
    """The rules, with diagrams of linking, closing, blocking and the eraser, then the keys."""
    pages: list[tuple] = pages_with_keys(
        app, INFO, PRESET, "mooxil.help.keys_title", "mooxil.help.keys"
    )
    for index, (_, body) in enumerate(INFO.help_pages):
        draw = HELP_PICTURES.get(body)
        if draw is not None:
            pages[index] += (lambda surface, rect, draw=draw: draw(surface, rect, app.palette()),)
    return pages


# -- the scene ----------------------------------------------------------------------------------


class MooxilScene(MatchScene):
    game_name = GAME

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.attach(match)
        self.view = BoardView(BOARD_RECT)
        self.view.fit(match.state.board)
        self.hud = Hud()
        self.effects = Effects()
        self.ticks = 0
        self.turn = 0  # changes of the game in this scene: what caches and the hint are keyed on
        self.cursor: Hex = (0, 0)
        self.cursor_x = self.view.center(self.cursor)[0]
        self.cursor_shown = False
        self.show_group = False
        self.finished: LevelResult | None = None
        self.said: tuple[str, tuple, int] | None = None  # (text, colour, turn) of a message
        self.said_ticks = 0
        self.hint_move: Move | None = None
        self.hint_turn = -1
        self.hint = None  # a core.match.Hint being thought out
        self.controls = Controls(self, BOARD_RECT)
        self.table = TableView(self)
        y, width = BUTTON_TOP, (RECT.w - 58) // 4
        buttons = (
            ("mooxil.button.hint", self.ask_hint, "hint"),
            ("mooxil.button.undo", self.undo, "undo"),
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
        last = app.settings.games.get("_shell", {}).get("last_name")
        name = last or i18n.t("players.human_name", n=1)  # the name the high-score box offers
        seats = [Seat.human(name)]
        return cls(app, Match.start(GAME, seats, app.next_seed(), {"level": level}))

    @property
    def state(self):
        return self.match.state

    @property
    def start_level(self) -> int:
        """Above 1 the game is practice: it enters no high-score table."""
        return self.match.options.get("level", 1)

    def _key_tooltip(self, action: str):
        return lambda: i18n.t(
            "mooxil.tooltip.key",
            action=i18n.t(INFO.action_labels[action]),
            keys=self.app.bindings.shown(GAME, PRESET, action),
        )

    # -- GameScene ---------------------------------------------------------------------------

    def summary(self) -> Message:
        return Message(
            "mooxil.summary", {"level": self.state.level, "score": self.state.game_score}
        )

    def restart(self) -> None:
        self.abandon()
        self.app.scenes.replace(MooxilScene.fresh(self.app, self.start_level))

    def replay_view(self) -> ReplayView:
        return ReplayView()

    # -- input -------------------------------------------------------------------------------

    def handle(self, event) -> None:
        self.controls.handle(event)

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
            self.refuse(refusal_text(state, why))
            return
        tile, finished = state.current_tile, len(state.results)
        effect = state.placement_preview(cell)
        if self.match.play(Move(tile, cell)) is not None:
            return  # refusal() above asked the engine already: never reached
        state = self.state
        if tile == ERASER:
            self.effects.erased(cell)
            self.app.play("place")
        else:
            self.effects.placed(cell, effect.links, effect.closed, effect.blocked)
            self.app.play("clear" if effect.closed else "place")
        if len(state.results) > finished:
            self.level_ended(state.results[-1])

    def moved(self, _move) -> None:
        """After every change of the game (a placement or an undo): caches and the hint go
        stale (then the autosave)."""
        self.turn += 1
        self.hint_move = None

    def undo(self) -> None:
        """Take back the last placement of this level."""
        if self.finished is not None or self.match.over:
            return
        if not self.match.undo():
            self.refuse(i18n.t("mooxil.msg.no_undo"))
            return
        self.effects.clear()
        self.app.play("click")
        self.say(i18n.t("mooxil.msg.undone"), theme.TEXT_DIM)

    def refuse(self, text: str) -> None:
        self.say(text, theme.DANGER)
        self.app.toast(text, theme.DANGER, kind="refusal")  # the last refusal only
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
            offer_match_score(self.app, INFO, MODE, self.match, 0, detail)
        else:
            self.app.toast(i18n.t("mooxil.msg.practice"), theme.TEXT_DIM)

    def offer_end_choices(self) -> None:
        choices = [
            (label("mooxil.over.again"), self.restart),
            (label("mooxil.over.scores"), self.open_scores),
            (label("mooxil.over.menu"), self.quit_to_menu),
        ]
        message = None
        if self.state.is_terminal():  # the last level missed its target
            result, score = self.state.results[-1], self.state.game_score
            message = lambda: game_over_text(result, score)  # noqa: E731 (worded when drawn)
        self.app.scenes.push(ChoiceDialog(self.app, label("mooxil.over.title"), choices, message))

    def open_scores(self) -> None:
        self.app.scenes.push(HighScoresScene(self.app, INFO, MODE))

    @property
    def toast_area(self) -> pygame.Rect:
        """Toasts stand over the board, off the Hint and Undo buttons at the right, and off
        the keyboard's cursor (:func:`core.ui.overlays.toasts_clear_of`)."""
        cells = [self.cursor] if self.cursor_shown else []
        return toasts_clear_of(BOARD_RECT, map(self.view.center, cells))

    # -- the hint ----------------------------------------------------------------------------

    def ask_hint(self) -> None:
        if self.finished is not None or self.state.is_terminal():
            return
        if self.hint_turn == self.turn and (self.hint_move or self.hint):
            if self.hint_move is not None:
                self.set_cursor(self.hint_move.cell)
            return
        self.hint_turn, self.hint_move = self.turn, None
        self.hint = self.match.ask_hint()

    def poll_hint(self) -> None:
        hint = self.hint
        if hint is None or not hint.ready():
            return
        self.hint = None
        move = hint.result()
        if self.hint_turn == self.turn and self.finished is None and move is not None:
            self.hint_move = move
            self.set_cursor(move.cell)
            self.say(i18n.t(SAYS_HINT[move.tile == ERASER]), theme.ACCENT)

    # -- time --------------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Moving only while an effect plays; a message and the hint's thinking ring wake it
        only when they change (:meth:`wake_ticks`)."""
        return bool(self.effects.items)

    def wake_ticks(self) -> int | None:
        waits = [super().wake_ticks()]
        if self.said_ticks > 0:
            waits.append(self.said_ticks)  # the message stands still until it goes
        if self.hint is not None:
            waits.append(spinner_wait(self.hint.thinker.ticks))
        waits = [wait for wait in waits if wait is not None]
        return min(waits) if waits else None

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

    def draw(self, surface) -> None:
        self.table.draw(surface)
