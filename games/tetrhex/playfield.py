"""What the player's game and the computer's game share: the engine's clock, its events turned
into effects and sounds, the pause, the end of the game, and the picture of it all.

:class:`Playfield` is a :class:`core.gamescene.GameScene`. Its subclasses say who acts: the
player's keys (``scene.TetrhexScene``) or the bot (``watch.WatchScene``). Each tick runs
:meth:`Playfield.before_tick` (their actions), then ``game.tick()``; every action and tick is
followed by :meth:`Playfield.absorb`, which turns the engine's events into effects and sounds at
once, so a key press shows in the very frame it arrives.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.gamescene import GameScene
from core.scores_scene import initial_entries
from core.thinker import Thinker
from core.ui import theme
from core.ui.canvas import Canvas
from core.ui.dialogs import ChoiceDialog
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import Button, label
from games.tetrhex import side_panel
from games.tetrhex.bitboard import bitboard
from games.tetrhex.board_view import BoardView
from games.tetrhex.effects import Effects, sounds_for
from games.tetrhex.info import INFO
from games.tetrhex.logic import Action, Game
from games.tetrhex.recording import Recording
from games.tetrhex.results import ResultsScene
from games.tetrhex.side_panel import RIGHT, PanelInfo, clock_text
from games.tetrhex.still_layer import StillLayer

RESULTS_DELAY = 75  # ticks between the end of the game and the results screen
BODY_H, CLOCK_H = 90, 40  # a dialog's room for a message; what the pause menu's clock needs
LOGICAL_CENTRE_Y = 360
MESSAGE_TICKS = 240
PAUSE_BOX = pygame.Rect(0, 0, 600, 180)
END_BOX = pygame.Rect(0, 0, 560, 200)
BUTTON_H = 50


class PauseMenu(ChoiceDialog):
    """The pause menu over a game in progress. The engine stays paused underneath, and its level
    clock keeps running, as the rules' pause does: opening a menu never slows the game. Esc
    (pad B and Start too) closes it and plays on, as the key that opened it."""

    def __init__(self, app, owner: Playfield, choices, title=None, message=None) -> None:
        """The pause menu; with a ``title`` and a ``message``, another question asked while
        the game is paused (its clock still runs)."""

        def clock() -> str:
            return i18n.t("tetrhex.pause.clock", time=clock_text(owner.game.ticks_left))

        one_line = message is None and not owner.game.over
        message = message or (None if owner.game.over else clock)
        title = title or label("pause.title")
        super().__init__(app, title, choices, message=message, on_cancel=owner.play_on)
        self.owner = owner
        if one_line:
            self.close_up(BODY_H - CLOCK_H)

    def close_up(self, pixels: int) -> None:
        """Take ``pixels`` off the room the dialog keeps for a message (the clock is one
        line, not the three it has room for), the box re-centred, the buttons moved up."""
        top = self.box.y
        self.box.h -= pixels
        self.box.centery = LOGICAL_CENTRE_Y
        for widget in self.form.widgets:
            widget.rect.y += self.box.y - top - pixels

    def update(self) -> None:
        super().update()
        self.owner.run_clock()

    def wake_ticks(self) -> int | None:
        return self.owner.clock_wake()


class Playfield(GameScene):
    game_name = "tetrhex"
    hints = 0  # hints shown in this game (the player's scene counts them)
    loads = 0  # times this game came back from a save slot

    @property
    def info(self):
        return INFO

    def __init__(
        self, app, game: Game, shadow: bool = True, recording: Recording | None = None
    ) -> None:
        """``recording``, if given, receives every action that does something, with its tick."""
        super().__init__(app)
        self.game = game
        self.recording = recording
        self.shadow = shadow
        self.view = BoardView(backdrop=side_panel.draw_frames)
        self.view.fit(game.edge)
        self.still = StillLayer((side_panel.LEFT, side_panel.RIGHT))
        self.effects = Effects()
        self.ticks = 0
        self.over_ticks = 0
        self.results_shown = False
        self.message = ""
        self.message_colour = theme.TEXT
        self.message_ticks = 0
        self.play_buttons: list[Button] = []
        self.end_buttons: list[Button] = []
        self.ended = game.over
        self.mode = f"edge{game.edge}"
        table = app.storage.high_scores(INFO.name, self.mode, initial_entries(INFO, self.mode))
        self.best = table[0].score if table else None
        # the bot's tables for this board take a moment to build the first time: build them
        # now, in the background, so the first hint or computer move does not wait for them
        Thinker(bitboard, game.edge)

    # -- to provide --------------------------------------------------------------------------

    def before_tick(self) -> None:
        """The actions of this tick, before the engine's own step."""

    def subtitle(self) -> str:
        return ""

    def key_reminders(self) -> tuple[str, ...]:
        return ()

    def end_choices(self) -> list:
        """(label, callback) of the buttons under "Game over"."""
        return []

    def after_results(self) -> None:
        """What follows the results screen (the high-score entry for a player)."""

    def radar_key(self) -> str | None:
        """The radar's key, to tell in the panel while it is off (None: nobody to tell)."""
        return None

    def hint_cells(self) -> frozenset:
        return frozenset()

    def blocked(self) -> bool:
        return False

    # -- moving, the clock and the events ----------------------------------------------------

    pause_when_unfocused = True  # False: pause only when the window is hidden

    @property
    def animating(self) -> bool:
        """Moving while the game runs, and while effects, a message or the wait for the
        results play; paused, the clock wakes it each second (:meth:`wake_ticks`)."""
        game, effects = self.game, self.effects
        busy = bool(effects.items) or effects.banner is not None or self.message_ticks > 0
        waiting = game.over and not self.results_shown
        return busy or waiting or not (game.paused or game.over)

    def wake_ticks(self) -> int | None:
        return self.clock_wake()

    def clock_wake(self) -> int | None:
        """Ticks until the paused level clock shows another second (None: it is not shown)."""
        left = self.game.ticks_left
        if self.game.paused and not self.game.over and left > 0:
            return (left - 1) % 60 + 1
        return None

    def frame_key(self) -> object:
        """What the picture shows, in a few values: a falling piece is drawn when it moves,
        not 60 times a second (``None`` while effects play: they change every tick)."""
        game, effects = self.game, self.effects
        if effects.items or effects.banner is not None:
            return None
        hint = self.hint_cells()
        return (
            (game.piece, game.pieces, len(game.board), game.score, game.level, game.bombs),
            (game.bomb_points, game.lines_cleared, game.radar, game.paused, game.over),
            clock_text(game.ticks_left),  # the clock's bar moves with it (side_panel)
            (self.message if self.message_ticks > 0 else None, self.results_shown),
            (hint, hint and self.ticks % 40 < 24, self.blocked()),
        )

    def focus_lost(self, hidden: bool) -> None:
        """The player looks elsewhere: pause, as players expect (the menu shows why)."""
        if (hidden or self.pause_when_unfocused) and not self.game.over and not self.game.paused:
            self.open_pause()

    def update(self) -> None:
        super().update()
        self.ticks += 1
        if self.game.over:
            self.over_ticks += 1
            if self.over_ticks >= RESULTS_DELAY and not self.results_shown:
                self.show_results()
        else:
            self.before_tick()
            self.tick_game()
        self.absorb()
        self.effects.update()
        if self.message_ticks > 0:
            self.message_ticks -= 1

    def run_clock(self) -> None:
        """One tick while a menu covers the game: the paused engine's level clock runs on."""
        if self.game.paused and not self.game.over:
            self.tick_game()
            self.absorb()
            self.effects.update()

    def tick_game(self) -> None:
        """One tick of the game, seen by its recording (which keeps a checkpoint when due)."""
        self.game.tick()
        if self.recording is not None:
            self.recording.observe(self.game)

    def act(self, action: Action) -> bool:
        """``action`` now, its effects shown at once; True if the engine did something."""
        tick = self.game.ticks
        done = self.game.act(action)
        if done and self.recording is not None:
            self.recording.record(tick, action)
        self.absorb()
        return done

    def absorb(self) -> None:
        events = self.game.pop_events()
        if not events:
            return
        for sound in sounds_for(events):
            self.app.play(sound)
        self.effects.absorb(events, self.view, self.app.palette())
        if self.game.over and not self.ended:
            self.ended = True
            self.over_ticks = 0
            for button in self.play_buttons:
                self.form.remove(button)
            self.play_buttons.clear()

    def say(self, message: str, colour=theme.TEXT) -> None:
        """A message in the right panel for a few seconds."""
        self.message, self.message_colour, self.message_ticks = message, colour, MESSAGE_TICKS

    # -- pause -------------------------------------------------------------------------------

    def toggle_pause(self) -> None:
        self.act(Action.PAUSE)
        self.app.play("click")

    def play_on(self) -> None:
        if self.game.paused and not self.game.over:
            self.toggle_pause()

    def open_pause(self) -> None:
        if not self.game.over and not self.game.paused:
            self.act(Action.PAUSE)
        self.app.scenes.push(PauseMenu(self.app, self, self.pause_entries()))

    def pause_choices(self) -> list:
        choices = super().pause_choices()
        choices[0] = (label("pause.resume"), self.play_on)
        return choices

    # -- the end -----------------------------------------------------------------------------

    def show_results(self) -> None:
        self.results_shown = True
        self.effects.clear()
        self.show_end_buttons()
        self.app.scenes.push(
            ResultsScene(
                self.app,
                self.game,
                self.results_title(),
                self.after_results,
                self.recording,
                (self.hints, self.loads),
            )
        )

    def results_title(self) -> str:
        return "tetrhex.over.aborted" if self.game.aborted else "tetrhex.over.title"

    def show_end_buttons(self) -> None:
        choices = self.end_choices()
        box = self.end_box()
        width = (box.w - 40 - 12 * (len(choices) - 1)) // max(1, len(choices))
        for index, (text, callback) in enumerate(choices):
            rect = (box.x + 20 + index * (width + 12), box.bottom - BUTTON_H - 20, width, BUTTON_H)
            self.end_buttons.append(self.form.add(Button(rect, text, callback, accent=index == 0)))
        if self.end_buttons:
            self.form.focus = self.end_buttons[0]

    def end_box(self) -> pygame.Rect:
        return END_BOX.move(self.view.box.centerx - END_BOX.w // 2, self.view.box.y + 250)

    # -- drawing -----------------------------------------------------------------------------

    def panel_info(self) -> PanelInfo:
        return PanelInfo(
            subtitle=self.subtitle(),
            best=self.best,
            keys=self.key_reminders(),
            message=self.message if self.message_ticks > 0 else "",
            message_colour=self.message_colour,
        )

    def draw(self, surface: Canvas) -> None:
        game, palette = self.game, self.app.palette()
        surface.blit(self.still_picture(palette), (0, 0))
        self.view.draw_piece(
            surface,
            game,
            palette,
            shadow=self.shadow,
            hint=self.hint_cells(),
            blocked=self.blocked(),
            pulse=self.ticks,
        )
        self.effects.draw(surface, self.view)
        if game.over and self.results_shown:
            self.draw_end(surface)
        elif game.paused and self.app.scenes.top is self:
            self.draw_pause(surface)
        self.draw_form(surface)

    def still_picture(self, palette) -> Canvas:
        """The board and the side panels: what stays still while the piece falls, drawn again
        only when it changes (a lock, the clock's next second or bar pixel, a message)."""
        game, info, radar_key = self.game, self.panel_info(), self.radar_key()

        def draw_panels(layer: Canvas) -> None:
            side_panel.draw_stats(layer, game, info)
            side_panel.draw_extras(layer, game, palette, info, radar_key)

        board = self.view.board_layer(game, palette)
        shown = side_panel.shown(game, info, palette, radar_key)
        return self.still.get(board, shown, draw_panels)

    def draw_pause(self, surface) -> None:
        box = PAUSE_BOX.move(self.view.box.centerx - PAUSE_BOX.w // 2, self.view.box.y + 240)
        panel(surface, box, border=theme.ACCENT)
        inner = box.inflate(-40, 0)
        blit_fitted(
            surface,
            i18n.t("tetrhex.pause.title"),
            (inner.x, box.y + 14, inner.w, 60),
            theme.FONT_TITLE,
            theme.ACCENT,
        )
        clock = i18n.t("tetrhex.pause.clock", time=clock_text(self.game.ticks_left))
        blit_fitted(
            surface, clock, (inner.x, box.y + 82, inner.w, 36), theme.FONT_NORMAL, theme.TEXT
        )
        blit_fitted(
            surface,
            self.resume_hint(),
            (inner.x, box.y + 124, inner.w, 34),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
        )

    def resume_hint(self) -> str:
        return ""

    def draw_end(self, surface) -> None:
        box = self.end_box()
        panel(surface, box, border=theme.ACCENT)
        inner = box.inflate(-40, 0)
        title = i18n.t(self.results_title())
        blit_fitted(
            surface, title, (inner.x, box.y + 14, inner.w, 56), theme.FONT_TITLE - 8, theme.ACCENT
        )
        score = i18n.t("tetrhex.results.score") + "  " + i18n.number(self.game.score)
        blit_fitted(
            surface, score, (inner.x, box.y + 76, inner.w, 40), theme.FONT_LARGE, theme.TEXT
        )


def play_button_rects(count: int) -> list[pygame.Rect]:
    """Rectangles for ``count`` buttons side by side at the foot of the right panel."""
    gap = 10
    width = (RIGHT.w - 2 * side_panel.PAD - gap * (count - 1)) // count
    top = RIGHT.bottom - BUTTON_H - 16
    return [
        pygame.Rect(RIGHT.x + side_panel.PAD + index * (width + gap), top, width, BUTTON_H)
        for index in range(count)
    ]
