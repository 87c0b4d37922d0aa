"""Watching the computer play (the menu card's Watch button and ``main.py --demo``).

The bot plays through the same actions as a player, at most ``rate`` a second (a setting,
1 to 10, changed with the spinner in the right panel and kept in the settings). When a piece
appears, the bot's decision runs in a worker thread (:class:`core.thinker.Thinker`) on a copy
of the game, so the frames never wait for it; the engine keeps ticking meanwhile and the bot
re-plans its path if gravity moved the piece. It plays until the game is over.
"""

from __future__ import annotations

import math

import pygame

from core import i18n
from core.newgame import remembered
from core.thinker import Thinker
from core.ui import theme
from core.ui.overlays import draw_thinking
from core.ui.text import blit_wrapped
from core.ui.widgets import Button, Spinner, label
from games.tetrhex.ai import DEFAULT_ACTIONS_PER_SECOND, TICKS_PER_SECOND, Bot, radar_for
from games.tetrhex.controls import Controls
from games.tetrhex.info import INFO
from games.tetrhex.logic import EDGES, Game
from games.tetrhex.playfield import Playfield, play_button_rects
from games.tetrhex.recording import Recording
from games.tetrhex.scene import current_preset
from games.tetrhex.side_panel import PAD, RIGHT

MAX_RATE = int(DEFAULT_ACTIONS_PER_SECOND)  # the bot's human rate: at most 10 actions a second
RATE_OPTION = "bot_rate"
THINKING_SHOWN_AFTER = 6  # ticks: a quick decision shows no indicator


def saved_rate(app) -> int:
    rate = app.settings.game_options(INFO.name).get(RATE_OPTION)
    return rate if isinstance(rate, int) and 1 <= rate <= MAX_RATE else MAX_RATE


def _plan(bot: Bot, game: Game) -> int:
    """Make the bot's plan for the game's piece (in the worker); the piece's number."""
    bot.plan(game)
    return game.pieces


class WatchScene(Playfield):
    pause_when_unfocused = False  # people watch the computer from another window

    def __init__(self, app, game: Game, rate: int = MAX_RATE) -> None:
        super().__init__(app, game, shadow=True, recording=Recording.of(game))
        self.bot = Bot(actions_per_second=rate, radar=radar_for(game.edge))
        self.rate = rate
        self.thinker: Thinker | None = None
        self.planned: int | None = None  # the piece the bot has a plan for
        self.refused = 0  # actions the engine turned down (the bot is built for none)
        self.controls = Controls(app, current_preset(app))
        self.speed_box = pygame.Rect(RIGHT.x + PAD, RIGHT.bottom - 206, RIGHT.w - 2 * PAD, 52)
        spinner_rect = (self.speed_box.x, self.speed_box.bottom + 4, self.speed_box.w, 46)
        self.spinner = self.form.add(Spinner(spinner_rect, 1, MAX_RATE, rate, self.set_rate))
        (menu_rect,) = play_button_rects(1)
        self.play_buttons = [
            self.spinner,
            self.form.add(Button(menu_rect, label("tetrhex.button.menu"), self.open_pause)),
        ]
        self.form.focus = self.spinner

    @classmethod
    def fresh(cls, app) -> WatchScene:
        """A new game on the board edge of the player's last game, from level 0."""
        edge = remembered(app, INFO)[0].get("edge")
        game = Game(edge if edge in EDGES else 9, 0, app.next_seed())
        return cls(app, game, saved_rate(app))

    def set_rate(self, rate: int) -> None:
        self.rate = rate
        self.bot.interval = math.ceil(TICKS_PER_SECOND / rate)
        self.app.settings.game_options(INFO.name)[RATE_OPTION] = rate
        self.app.save_settings()

    # -- the computer's turn, every tick ---------------------------------------------------

    def before_tick(self) -> None:
        game = self.game
        if self.thinker is not None:
            if not self.thinker.poll():
                return
            self.planned = self.thinker.result()
            self.thinker = None
        if game.paused or game.piece is None:
            return
        if self.planned != game.pieces:
            self.thinker = Thinker(_plan, self.bot, game.clone())
            return
        action = self.bot.update(game)
        if action is not None and not self.act(action):
            self.refused += 1

    # -- GameScene ---------------------------------------------------------------------------

    def snapshot(self) -> dict | None:
        return None

    def autosave(self) -> None:
        """Nothing to keep, and the player's own autosave must stay."""

    def restart(self) -> None:
        game = Game(self.game.edge, 0, self.app.next_seed())
        self.app.scenes.replace(WatchScene(self.app, game, self.rate))

    def pause_choices(self) -> list:
        return [
            (label("pause.resume"), self.play_on),
            (label("tetrhex.watch.again"), self.restart),
            (label("pause.help"), self.open_help),
            (label("pause.quit"), self.quit_to_menu),
        ]

    def resume(self) -> None:
        self.controls.release_all()
        self.play_on()

    # -- input -------------------------------------------------------------------------------

    def handle(self, event) -> None:
        if event.type == pygame.KEYUP:
            self.controls.released(event)
            return
        if event.type == pygame.KEYDOWN and not self.game.over:
            action = self.controls.pressed(event)
            if action == "pause":
                self.toggle_pause()
                return
            if action == "resume":
                self.play_on()
                return
        super().handle(event)

    # -- the end and the panels --------------------------------------------------------------

    def results_title(self) -> str:
        return "tetrhex.results.computer"

    def end_choices(self) -> list:
        return [
            (label("tetrhex.watch.again"), self.restart),
            (label("tetrhex.over.menu"), self.quit_to_menu),
        ]

    def subtitle(self) -> str:
        return i18n.t("tetrhex.watch.subtitle", edge=self.game.edge)

    def key_reminders(self) -> tuple[str, ...]:
        return (i18n.t("tetrhex.keys.menu"),)

    def draw(self, surface) -> None:
        super().draw(surface)
        if not self.game.over:
            speed = i18n.t("tetrhex.watch.speed")
            blit_wrapped(surface, speed, self.speed_box, theme.FONT_SMALL, theme.TEXT_DIM)
        if self.thinker is not None and self.thinker.ticks > THINKING_SHOWN_AFTER:
            draw_thinking(surface, (RIGHT.x + PAD + 16, RIGHT.bottom - 236), self.ticks)
