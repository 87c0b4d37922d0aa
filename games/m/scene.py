"""The game scene of M: glue between a :class:`core.match.Match` of M, the input
(:mod:`games.m.controls`) and the drawing (:mod:`games.m.table_view`, :mod:`games.m.effects`).

The match decides whose turn it is, when a computer moves (in the worker thread, so the frames
keep coming), when the hand-over screen hides a hand, the hint, the end and the result, and it
is saved after every move. The scene shows each move at a human pace, keeps the move log, and
turns the player's input into moves. With two or more humans the hands stay hidden during a
scoring round too: taking needs no hand, so each taker acts at the table without a hand-over
(the rules say so through ``logic.hides_tiles``, which the match asks).

F3 opens the shared replay screen (:mod:`core.replay_scene`), which draws the match's states
move by move with this scene's own views.

High scores: at the end of a finished game, the best human's score is offered to the table
(one mode); a game of computers only offers none.
"""

from __future__ import annotations

from dataclasses import replace

from core import i18n
from core.gamescene import MatchScene
from core.match import Match, Seat
from core.message import Message, Shown, loaded, stored
from core.net import join_extra
from core.newgame import Choice, NewGameScene
from core.replay import Replay
from core.scene_replay import SceneReplayView
from core.scores_scene import offer_match_scores
from core.ui.dialogs import HandOverScene
from core.ui.overlays import spinner_wait
from core.ui.players import default_seats
from core.ui.still_layer import StillLayer
from games.m import effects, tile_view, words
from games.m.anims import Animations
from games.m.board_view import TILE, BoardView
from games.m.controls import PRESET, Controls
from games.m.hand_view import SIZE as HAND_TILE
from games.m.hand_view import HandView
from games.m.help_pictures import HELP_PICTURES
from games.m.hud import MINI, PlayersPanel
from games.m.info import INFO
from games.m.layout import Pos
from games.m.logic import (
    CHOOSE,
    PLACE,
    TAKE,
    MState,
    Place,
    match_options,
)
from games.m.results import ResultsScene
from games.m.table_view import (
    BOARD,
    FLASH_TICKS,
    HAND,
    PANEL,
    REPLAY_BACK,
    REPLAY_CONTROLS,
    TOASTS,
    MScreen,
)
from games.m.tiles import MAX_PLAYERS, MIN_PLAYERS

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.45}
OPTIONS = [
    Choice(
        "speed",
        "m.option.speed",
        [("slow", "m.speed.slow"), ("normal", "m.speed.normal"), ("fast", "m.speed.fast")],
        "normal",
    )
]
THINK_TICKS = {PLACE: 42, CHOOSE: 24, TAKE: 30}  # the least time a computer move stays shown
RESULTS_DELAY = 50  # ticks between the last move and the results
LOG_LENGTH = 12


# -- what the menu calls ------------------------------------------------------------------------


def new_game(app) -> NewGameScene:
    """The new-game dialog: 2 to 6 players, humans and computers, and the computers' speed."""

    def start(seats: list[Seat], values: dict) -> MScene:
        return MScene.fresh(app, with_m_names(seats), values.get("speed", "normal"))

    return NewGameScene(
        app,
        INFO,
        OPTIONS,
        start,
        seats=(MIN_PLAYERS, MAX_PLAYERS),
        default_seats=m_default_seats(3),
        computer_name="m.computer_name",  # every computer seat, "+" ones too: "Robot 4"
        network=True,
    )


def m_default_seats(count: int) -> list[Seat]:
    """The shell's default seats, with computers named without a letter M in every language:
    "Computer 2" would always win the start (the most letters M in the first name)."""
    return with_m_names(default_seats(count))


def with_m_names(seats: list[Seat]) -> list[Seat]:
    """``seats``, where a computer still carries the shell's default name ("Computer 3", which
    holds an M) renamed "Robot 3"; names a player chose are kept."""
    renamed = []
    for index, seat in enumerate(seats):
        shell_name = i18n.t("players.computer_name", n=index + 1)
        if seat.is_computer and seat.name == shell_name:
            seat = replace(seat, name=i18n.t("m.computer_name", n=index + 1))
        renamed.append(seat)
    return renamed


def help_pages(app) -> list[tuple]:
    """The rules, with the diagrams of placing and of a scoring round drawn by M's views."""
    pages: list[tuple] = []
    for title, body in INFO.help_pages:
        draw = HELP_PICTURES.get(body)
        page = (i18n.t(title), i18n.t(body, keys=keys_text(app)))
        if draw is not None:
            page += (lambda surface, rect, draw=draw: draw(surface, rect, app.palette()),)
        pages.append(page)
    return pages


def keys_text(app) -> str:
    """Every action of M with its keys as bound now ("Pass: P; Swap and pass: S; ...")."""
    rows = []
    for action in INFO.key_presets[PRESET]:
        keys = app.bindings.shown(INFO.name, PRESET, action)
        rows.append(i18n.t("keys.row", action=i18n.t(INFO.action_labels[action]), keys=keys))
    return "; ".join(rows)


extra = join_extra(INFO)  # the menu card's "join": a network game another computer hosts


def network_options(values: dict) -> dict:
    """The match options of a network game (the computers' speed is the host's own)."""
    return {}


def network_scene(app, match: Match):
    """The scene of a network game's joiner (a :class:`core.net.remote_match.RemoteMatch`)."""
    from core.net.table import networked

    return networked(MScene, None)(app, match)  # latency by each name


def network_refusal(refusal) -> str:
    """A host's refusal of this player's move, worded as in hot seat."""
    return words.refusal_text(refusal)


def resume(app, data: dict) -> MScene:
    """The game a save holds (the match format, or the older M format); ``ValueError`` when it
    cannot be continued."""
    match = Match.from_save(data, "m")
    try:
        log = [loaded(line) for line in match.view.get("log", [])][:LOG_LENGTH]
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise ValueError(f"not a saved game of M: malformed log {error}") from error
    return MScene(app, match, log)


def match_at(state: MState, seats: list[Seat]) -> Match:
    """A match that starts from ``state`` (a position set up for a test or a benchmark)."""
    return Match.from_position("m", seats, state, match_options(seats, {}))


# -- the scene ----------------------------------------------------------------------------------


class MScene(MScreen, MatchScene):
    toast_area = TOASTS  # under the table: off its cells, the hand and the buttons
    game_name = "m"

    def __init__(self, app, match: Match, log=None) -> None:
        super().__init__(app)
        self.attach(match)
        if match.view.get("speed") not in SPEEDS:
            match.view["speed"] = "normal"
        self.board = BoardView(BOARD)
        self.panel = PlayersPanel(PANEL, match.state.players)
        self.hand_view = HandView(HAND)
        self.anims = Animations()
        self.still = StillLayer()  # the table under the flying tiles
        self.log: list[Shown] = list(log or [])
        self.version = 0  # counts changes of what is shown, for the cached views
        self.selected: int | None = None  # index in the shown hand
        self.cursor: Pos = (1, 0)
        self.handing_over = False
        self.last_actor: int | None = None  # the human who last had the controls
        self.flash: tuple[Pos, int] | None = None
        self.recent: Pos | None = None  # the cell of the tile placed last
        self.ticks = 0
        self.think_since: int | None = None  # when the computer to move started its turn
        self.over_ticks = 0
        self.results_shown = False
        self.score_offered = False
        self.hint_pending = None  # a core.match.Hint being thought out
        self._had_last_tile = match.state.last_tile_drawn  # to say when the pile runs out
        self.replay: Replay | None = None  # set while the replay screen (F3) draws
        self._cache: dict[str, tuple] = {}
        tile_view.warm(app.palette(), (TILE, HAND_TILE), MINI)
        self.controls = Controls(self)

    @classmethod
    def fresh(cls, app, seats: list[Seat], speed: str, seed: int | None = None) -> MScene:
        seed = app.next_seed() if seed is None else seed
        match = Match.start("m", seats, seed, {})
        match.view["speed"] = speed
        scene = cls(app, match)
        scene.add_log([words.start_line(match.state)])
        return scene

    # -- what the match holds ----------------------------------------------------------------

    @property
    def state(self) -> MState:
        """The state shown: the match's, or the replayed one while the replay draws."""
        return self.match.state if self.replay is None else self.replay.state

    @property
    def shown_version(self) -> tuple:
        """What the cached views depend on: the game's changes, or the replayed move."""
        return (self.version, None if self.replay is None else self.replay.step)

    @property
    def seats(self) -> list[Seat]:
        return self.match.seats

    @property
    def speed(self) -> str:
        return self.match.view["speed"]

    # -- GameScene ---------------------------------------------------------------------------

    def summary(self) -> Message:
        state = self.match.state
        player = state.current_player
        name = state.names[player] if player is not None else ""
        fields = {"count": state.players, "name": name, "pile": state.pile_size}
        return Message("m.summary", fields)

    def restart(self) -> None:
        self.abandon()
        self.app.scenes.replace(MScene.fresh(self.app, self.seats, self.speed))

    # -- who acts ----------------------------------------------------------------------------

    def acting_human(self) -> int | None:
        """The human who may act now, or None (a computer's turn, the game over, a hand-over)."""
        match = self.match
        player = match.current_player
        if player is None or match.computer_to_move:
            return None
        if self.handing_over or match.needs_handover():
            return None
        return player

    def hand_owner(self) -> int | None:
        """Whose hand is shown face up, or None when the hands are hidden."""
        match = self.match
        if not match.humans:
            return self.state.turn  # computers only: follow the player to move
        return match.shown_player

    def shown_hand(self) -> list:
        owner = self.hand_owner()
        return self.state.hand(owner) if owner is not None else []

    def selected_tile(self):
        hand = self.shown_hand()
        if self.selected is None or self.selected >= len(hand):
            return None
        return hand[self.selected]

    # -- the flow, one tick at a time ----------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Ticking at 60 Hz only while tiles move, a refused cell fades or the turn changes
        hands; the thinking ring and the pause before the results wake it only when they
        show something new (:meth:`wake_ticks`), and a human's settled turn is still."""
        if self.anims.busy or self.flash is not None:
            return True
        if self.state.is_terminal():
            return False
        player = self.state.current_player
        waiting = self.seats[player].is_computer or self.match.computer_to_move  # or a remote seat
        return not waiting and self.last_actor != player

    def wake_ticks(self) -> int | None:
        waits = [super().wake_ticks()]
        if self.state.is_terminal():
            if not self.results_shown:
                waits.append(max(1, RESULTS_DELAY - self.over_ticks))
        elif self.match.computer_to_move or self.hint_pending is not None:
            waits.append(spinner_wait(self.ticks))  # the ring's next step, or the hint's poll
        waits = [wait for wait in waits if wait is not None]
        return min(waits) if waits else None

    def update(self) -> None:
        super().update()
        self.ticks += 1
        self.anims.update()
        if self.flash and self.ticks - self.flash[1] > FLASH_TICKS:
            self.flash = None
        self.controls.refresh()
        self.controls.poll_hint()
        if self.match.over:
            self._update_over()
        elif not self.anims.busy:
            self._next_turn()

    def _next_turn(self) -> None:
        match = self.match
        player = match.current_player
        if match.computer_to_move:
            self._computer_turn()
        elif self.handing_over:
            return
        elif match.needs_handover():
            self.handing_over = True
            name = match.state.names[player]
            self.app.scenes.push(HandOverScene(self.app, name, lambda: self._reveal(player)))
        elif self.last_actor != player:
            self._controls_to(player)

    def _computer_turn(self) -> None:
        """Ask the match for the computer's move; play it once it has been on show long
        enough for a person to follow."""
        if self.think_since is None:
            self.think_since = self.ticks
        move = self.match.computer_move()
        least = int(THINK_TICKS[self.match.state.phase] * SPEEDS[self.speed])
        if move is not None and self.ticks - self.think_since >= least:
            self.think_since = None
            self.last_actor = None  # the next human to act is told it is his turn
            self.play(move)

    def _reveal(self, player: int) -> None:
        self.match.reveal()
        self.handing_over = False
        self.last_actor = player

    def _controls_to(self, player: int) -> None:
        """A human gets the controls after someone else had them: tell him."""
        self.last_actor = player
        self.app.play("your_turn")

    def _update_over(self) -> None:
        self.over_ticks += 1
        if not self.results_shown and self.over_ticks >= RESULTS_DELAY and not self.anims.busy:
            self.results_shown = True
            self.show_results()

    def show_results(self) -> None:
        self.app.scenes.push(ResultsScene(self.app, self.match.state, self._after_results))

    def _after_results(self) -> None:
        """Offer each human's score that takes a place to the high-score table, one after
        the other: the match decides whether each enters (a finished match, once per seat)."""
        if self.score_offered or not self.match.humans:
            return
        self.score_offered = True
        detail = Message("m.score_detail", {"count": self.match.state.players})
        offer_match_scores(self.app, INFO, "default", self.match, detail)

    # -- playing a move ------------------------------------------------------------------------

    def play(self, move) -> None:
        """Play ``move`` (legal) through the match and show what it did."""
        state = self.match.state
        old_view = self.board.view(state.layout)
        source = self._source_of(move)
        if self.match.play(move) is not None:
            return
        state = self.match.state
        self.selected = None
        if isinstance(move, Place):
            self.recent = move.pos
        report = state.last_report
        pace, palette = SPEEDS[self.speed], self.app.palette()
        effects.animate(
            self.anims, self.board, self.panel, state, move, old_view, source, pace, palette
        )
        self.app.play(effects.sound(move, report))
        self.cursor = self.board.view(state.layout).clamp(self.cursor)

    def moved(self, move) -> None:
        """After every move, a human's or a computer's, or an undo (``move`` is ``None``):
        the log says what it did, and the match saves it with the log right after."""
        state = self.match.state
        self.version += 1
        if move is None:
            lines = [Message("m.log.undo", {"name": state.names[state.current_player]})]
        else:
            lines = words.report_lines(move, state.last_report, state.names)
            if state.last_tile_drawn and not self._had_last_tile and not state.is_terminal():
                lines.append(Message("m.log.last_tile"))
        self._had_last_tile = state.last_tile_drawn
        self.add_log(lines)

    def _source_of(self, move) -> tuple[tuple[int, int], float] | None:
        """Where a placed tile flies from, and its scale there: the human's hand slot, or the
        row of the computer who placed it."""
        if not isinstance(move, Place):
            return None
        player = self.match.current_player
        if player == self.hand_owner() and self.selected is not None:
            return self.hand_view.slot_rect(self.selected, True).center, HAND_TILE / TILE
        return self.panel.row_rect(player).center, 0.5

    def add_log(self, lines: list[Shown]) -> None:
        """Put ``lines`` (oldest first) on top of the log; the match's saves keep it."""
        self.log = (list(reversed(lines)) + self.log)[:LOG_LENGTH]
        self.match.view["log"] = [stored(line) for line in self.log]

    def shown_log(self) -> list[Shown]:
        """The move log, newest first: the game's, or in the replay the moves up to the one
        shown (worded again from each state's report)."""
        if self.replay is None:
            return self.log
        replay, lines = self.replay, []
        for step in range(max(1, replay.step - LOG_LENGTH + 1), replay.step + 1):
            state = replay.states[step]
            lines += words.report_lines(replay.moves[step - 1], state.last_report, state.names)
        return list(reversed(lines))[:LOG_LENGTH]

    # -- replay (F3) ---------------------------------------------------------------------------

    def replay_view(self) -> SceneReplayView:
        """The replay screen (F3) draws each replayed state with this scene's own views."""
        return SceneReplayView(self, REPLAY_CONTROLS, REPLAY_BACK)

    # -- input -----------------------------------------------------------------------------------

    def handle(self, event) -> None:
        self.controls.handle(event)

    def new_game(self) -> None:
        self.app.scenes.replace(new_game(self.app))
