"""Abaku in play: glue between a :class:`core.match.Match` of Abaku, the input
(:mod:`games.abaku.controls`) and the drawing (:mod:`games.abaku.table_view` and the views).

Entry points for the shell: :func:`new_game` (the new-game dialog), :func:`resume` (a save of
any format) and :func:`help_pages`.

The match decides whose turn it is, when a computer moves (worker thread), when a hand-over
screen hides a rack, the hint and the result, and it is saved after every move. A human builds
a move from *tentative* tiles (rack index -> square) that stay until Confirm or a recall (the
undo of one's own placements within the turn), so a refused move loses nothing: the refusal
shows in the player's language and the tiles wait to be moved. After each move a banner shows
the examples formed before play goes on. F3 opens the shared replay screen.
"""

from __future__ import annotations

import random

import pygame

from core import i18n
from core.gamescene import MatchScene
from core.help_scene import pages_with_keys
from core.match import Engine, Match, Seat
from core.message import Message
from core.net import join_extra
from core.newgame import Choice, NewGameScene
from core.replay import Replay
from core.scene_replay import SceneReplayView
from core.ui import theme
from core.ui.dialogs import HandOverScene, confirm
from core.ui.overlays import spinner_wait
from core.ui.players import default_seats
from core.ui.still_layer import StillLayer
from core.ui.widgets import label
from games.abaku import ai, hud
from games.abaku.board import on_board
from games.abaku.board_view import BoardView
from games.abaku.controls import Controls
from games.abaku.examples_view import Banner
from games.abaku.info import INFO
from games.abaku.logic import (
    CENTRE,
    WILD,
    AbakuState,
    Exchange,
    Place,
    match_options,
)
from games.abaku.moves import Move, PlacedTile
from games.abaku.rack_view import RackView
from games.abaku.refusals import Refusal as AbakuRefusal
from games.abaku.results import ResultsScene
from games.abaku.table_view import AbakuScreen
from games.abaku.words import refusal_text

GAME = "abaku"
THINK_TICKS = 45  # a computer's move stays on screen at least this long before it lands
BIG_SCORE = 20
TIME_LIMITS = (
    (0, "abaku.timer_off"),
    (30, "abaku.timer_30"),
    (60, "abaku.timer_60"),
    (120, "abaku.timer_120"),
)
OPTIONS = (Choice("time_limit", "abaku.opt_timer", TIME_LIMITS, 0),)
# -- entry points for the shell ------------------------------------------------------------------


def new_game(app):
    def start(seats, values):
        match = Match.start(GAME, seats, app.next_seed(), {"time_limit": values.get("time_limit")})
        return AbakuScene(app, match)

    return NewGameScene(
        app, INFO, OPTIONS, start, seats=(1, 4), default_seats=default_seats(2), network=True
    )


extra = join_extra(INFO)  # the menu card's "join": a network game another computer hosts


def network_options(values: dict) -> dict:
    """The match options of a network game from the new-game dialog's values."""
    return {"time_limit": values.get("time_limit")}


NET_STRIP = (838, 174, 410, 28)  # network latency: beside the bag's count, one row


def network_scene(app, match: Match):
    """The scene of a network game's joiner (a :class:`core.net.remote_match.RemoteMatch`)."""
    from core.net.table import networked

    return networked(AbakuScene, NET_STRIP)(app, match)


def network_refusal(refusal) -> str:
    """A host's refusal of this player's move, worded as in hot seat."""
    return refusal_text(AbakuRefusal(refusal.code, refusal.fields))


def resume(app, data: dict):
    """The game a save holds (the match format, or the older Abaku format); ``ValueError``
    when it is unusable."""
    return AbakuScene(app, Match.from_save(data, GAME))


def match_at(state: AbakuState, seats: list[Seat], seed: int) -> Match:
    """A match that starts from ``state`` (a position set up for a test or a benchmark)."""
    options = match_options(seats, {"time_limit": state.time_limit})
    return Match(Engine(GAME), seats, seed, options, state, origin=state.to_dict())


def help_pages(app) -> list[tuple[str, str]]:
    return pages_with_keys(app, INFO, "default", "abaku.help.keys_title", "abaku.help.keys")


# -- the game ------------------------------------------------------------------------------------


class AbakuScene(AbakuScreen, MatchScene):
    game_name = GAME

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.attach(match)
        state = match.state
        orders = match.view.get("orders")
        if not _orders_fit(orders, state):
            orders = [state.rack(p) for p in range(state.players)]
        self.orders: list[list[int]] = orders  # each rack in the order its player keeps it
        match.view["orders"] = self.orders
        self.replay: Replay | None = None  # set while the replay screen (F3) draws
        self.tentative: dict[tuple, tuple[int, int, bool]] = {}  # square -> (index, digit, wild)
        self.picked: int | None = None
        self.preset_digit: int | None = None  # a wildcard picked with a digit key shows it
        self.exchanging = False
        self.marked: set[int] = set()
        self.cursor, self.cursor_shown, self.direction = CENTRE, False, (0, 1)
        self.ghosts: dict = {}
        self.hint_note: Message | None = None  # the last hint's advice, shown in the preview
        self.log_back = 0  # moves of the log scrolled past, back from the newest
        self.hint = None  # a core.match.Hint being thought out
        self.think_since: int | None = None  # when the computer to move started its turn
        self.banner: Banner | None = None
        self.still = StillLayer()  # the screen under the turn clock and the thinking ring
        self.panels = hud.Panels()
        self.refused: tuple[tuple, int] | None = None
        self.handing_over = False
        self.finished = False
        self.ticks = 0
        self.shuffler = random.Random(match.seed)  # the rack's Shuffle
        self._board_cache: tuple[int, dict, frozenset] | None = None
        self._preview: tuple[tuple, tuple] = ((), ("", [], theme.TEXT))
        self.board_view = BoardView()
        self.rack_view = RackView(hud.RACK)
        self.controls = Controls(self)

    # -- what the match holds ----------------------------------------------------------------

    @property
    def state(self) -> AbakuState:
        """The state shown: the match's, or the replayed one while the replay draws."""
        return self.match.state if self.replay is None else self.replay.state

    @property
    def seats(self) -> list[Seat]:
        return self.match.seats

    @property
    def humans(self) -> list[int]:
        return self.match.humans

    @property
    def viewer(self) -> int | None:
        """The player whose rack is shown, or ``None`` while the racks are hidden."""
        return self.match.shown_player

    # -- what the views and controls ask -----------------------------------------------------

    def my_turn(self) -> bool:
        match = self.match
        return (
            not match.over
            and not self.handing_over
            and self.replay is None
            and match.current_player is not None
            and match.current_player == self.viewer
        )

    def rack(self) -> list[int]:
        if self.viewer is None:
            return []
        if self.replay is not None:
            return self.state.rack(self.viewer)
        return self.orders[self.viewer]

    def used(self) -> set[int]:
        return {index for index, _, _ in self.tentative.values()}

    def place_move(self) -> Place:
        rack = self.rack()
        return Place(
            tuple(
                PlacedTile(row, col, digit, rack[index] == WILD)
                for (row, col), (index, digit, _) in self.tentative.items()
            )
        )

    # -- the shell's hooks -------------------------------------------------------------------

    def summary(self) -> str:
        scores = self.match.state.scores()
        return ", ".join(f"{seat.name[:10]} {scores[p]}" for p, seat in enumerate(self.seats))

    def restart(self) -> None:
        options = {"time_limit": self.match.state.time_limit}
        self.abandon()
        match = Match.start(GAME, self.seats, self.app.next_seed(), options)
        self.app.scenes.replace(AbakuScene(self.app, match))

    def pause_choices(self) -> list:
        """The pause menu; Surrender only while the game goes on."""
        give_up = (label("abaku.surrender"), self.controls.ask_surrender)
        surrender = [] if self.match.over else [give_up]
        return [
            (label("pause.resume"), lambda: None),
            (label("pause.save"), self.open_save_slots),
            (label("pause.load"), self.open_load_slots),
            (label("pause.help"), self.open_help),
            (label("pause.replay"), self.open_replay),
            *surrender,
            (
                label("pause.restart"),
                lambda: confirm(
                    self.app, label("pause.restart_question"), self.restart, default_no=True
                ),
            ),
            (label("pause.quit"), self.quit_to_menu),
        ]

    def handle(self, event) -> None:
        self.controls.handle(event)

    # -- moves -------------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Play ``move`` for the current player through the match (which saves it), or say why
        not; True when it was played."""
        player = self.match.current_player
        refusal = self.match.play(move)
        if refusal is not None:
            square = refusal.fields.get("square")
            self.controls.refuse(
                refusal_text(refusal), square if square and on_board(*square) else None
            )
            return False
        entry = self.state.log[-1]
        self.banner = Banner(entry, self.seats[player].name, self.colours()[player])
        self._clear_turn()
        if isinstance(move, Place):
            self.app.play("score" if entry.points >= BIG_SCORE else "place")
        elif isinstance(move, Exchange):
            self.app.play("clear")
        else:
            self.app.play("click")
        return True

    def moved(self, move) -> None:
        """After every move, a human's or a computer's: the racks keep their order, and the
        match saves it right after. The log follows the newest move, unless the player is
        reading back: then it keeps showing the same moves (and says so) until a human plays."""
        self._sync_racks()
        if not self.log_back or move is None:
            return
        mover = self.state.log[-1].player
        self.log_back = self.log_back + 1 if self.seats[mover].is_computer else 0

    def _clear_turn(self) -> None:
        self.tentative.clear()
        self.marked.clear()
        self.picked = self.preset_digit = None
        self.exchanging = False
        self.ghosts = {}
        self.hint_note = None
        self.refused = None

    def _sync_racks(self) -> None:
        """Keep each rack's shuffled order for the tiles still there; new tiles go last."""
        for player in range(self.match.state.players):
            left = list(self.match.state.rack(player))
            kept = []
            for tile in self.orders[player]:
                if tile in left:
                    left.remove(tile)
                    kept.append(tile)
            self.orders[player] = kept + left

    # -- time --------------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Ticking at 60 Hz only while a refused square fades or the turn changes hands;
        what waits still (the thinking ring, a move's banner, a turn timer, a human's settled
        turn, the end) wakes it only when it shows something new (:meth:`wake_ticks`)."""
        if self.refused:
            return True
        if self.state.is_terminal():
            return not self.finished and self.banner is None
        player = self.state.current_player
        waiting = self.banner is not None or self.match.computer_to_move
        settled = not self.seats[player].is_computer and player == self.viewer
        return not (settled or waiting)

    def wake_ticks(self) -> int | None:
        waits = [super().wake_ticks()]
        if self.banner is not None:
            waits.append(self.banner.ticks)  # the banner stands still until it goes
        thinking = self.thinking_ticks()
        if thinking is not None or self.match.computer_to_move:
            waits.append(spinner_wait(thinking or 0))  # the ring's next step
        if self.seconds_left() is not None:
            waits.append(self.match.ticks_to_next_second())  # the timer shows the next second
        waits = [wait for wait in waits if wait is not None]
        return min(waits) if waits else None

    def update(self) -> None:
        super().update()
        self.ticks += 1
        if self.refused is not None:
            square, left = self.refused
            self.refused = (square, left - 1) if left > 1 else None
        self.controls.poll_hint()
        self.controls.refresh()
        if self.banner is not None and not self.banner.tick():
            self.banner = None
        match = self.match
        if match.over:
            if self.banner is None:
                self._finish()
        elif match.computer_to_move:
            self._computer_tick()
        elif self.banner is not None:
            return
        elif match.needs_handover():
            self._hand_over(match.current_player)
        else:
            self._timer_tick()

    def _timer_tick(self) -> None:
        """The match runs the turn clock; this scene says when it runs and words the end."""
        move = self.match.tick_clock()
        if move is not None:
            name = self.seats[self.state.current_player].name
            self.app.toast(i18n.t("abaku.timed_out", name=name), theme.DANGER)
            self.play(move)

    def _computer_tick(self) -> None:
        """Ask the match for the computer's move; play it once it has been on show a while."""
        if self.think_since is None:
            self.think_since = self.ticks
        move = self.match.computer_move()
        if move is None or self.banner is not None or self.ticks - self.think_since < THINK_TICKS:
            return
        self.think_since = None
        if not self.play(move):
            self.play(ai.exchange_or_pass(self.match.state))

    def _hand_over(self, player: int) -> None:
        if self.handing_over:
            return
        self.handing_over = True

        def ready() -> None:
            self.match.reveal()
            self.handing_over = False

        self.app.scenes.push(HandOverScene(self.app, self.seats[player].name, ready))

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self._clear_turn()
        self.autosave()
        self.app.play("game_over")
        self.app.scenes.push(ResultsScene(self.app, self.match, self.names()))

    # -- replay (F3) ---------------------------------------------------------------------------

    def open_replay(self) -> None:
        self._clear_turn()  # the tentative tiles go back to the rack
        super().open_replay()

    def replay_view(self) -> SceneReplayView:
        """The replay screen (F3) draws each replayed state with this scene's own views."""
        controls = pygame.Rect(hud.LEFT, hud.BUTTONS_TOP, hud.WIDTH, 46)
        back = pygame.Rect(hud.LEFT, hud.BUTTONS_TOP + 54, hud.WIDTH, 46)
        return SceneReplayView(self, controls, back)


def _orders_fit(orders: object, state: AbakuState) -> bool:
    """Whether a saved rack order holds exactly each player's rack."""
    return (
        isinstance(orders, list)
        and len(orders) == state.players
        and all(
            isinstance(order, list) and sorted(order) == sorted(state.rack(player))
            for player, order in enumerate(orders)
        )
    )
