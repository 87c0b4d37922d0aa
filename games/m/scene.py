"""The game scene of M: the table, the hand, the players' panel, and the flow of a game.

Turn flow: a computer's move is chosen by a :class:`core.thinker.Thinker` (the frames keep
coming) and shown at a human pace; a human plays with the mouse or the keyboard. With two or
more humans, the hand is hidden between their turns behind a hand-over screen; during a scoring
round the hands stay hidden (taking needs no hand) and each taker acts in turn at the table.

Input, everywhere: 1-4 (or Tab, or the wheel) choose a hand tile, the arrows move a cursor on
the table, Enter or Space plays on the cursor (place, take, or choose the line under it), P
passes, S passes with a swap of the chosen tile, R and C choose the row or the column; the
mouse clicks tiles, cells and buttons. Esc opens the pause menu.

High scores: at the end, the best human's score is offered to the table (one mode); a game of
computers only offers none.
"""

from __future__ import annotations

import random
from dataclasses import replace

from core import i18n
from core.gamescene import GameScene
from core.message import Message, Shown, loaded, stored
from core.newgame import Choice, NewGameScene
from core.scores_scene import offer_high_score
from core.thinker import Thinker
from core.ui import theme
from core.ui.dialogs import HandOverScene, confirm
from core.ui.players import Seat, default_seats
from core.ui.widgets import label
from games.m import ai, tile_view, words
from games.m.anims import Animations, Flight, Ring
from games.m.board_view import TILE, BoardView
from games.m.controls import Controls
from games.m.hand_view import SIZE as HAND_TILE
from games.m.hand_view import HandView
from games.m.hud import MINI, PlayersPanel, chip_image
from games.m.info import INFO
from games.m.layout import Pos
from games.m.logic import CHOOSE, PLACE, TAKE, ChooseLine, MState, Pass, Place, Take
from games.m.logic import new_game as deal
from games.m.refusal import cell_of
from games.m.results import ResultsScene
from games.m.screen import (
    BOARD,
    FLASH_TICKS,
    HAND,
    PANEL,
    MScreen,
)
from games.m.tiles import MAX_PLAYERS, MIN_PLAYERS

SAVE_FORMAT = 1
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
FLIGHT_TICKS = 22
THINK_SECONDS = 2.0  # a cap on one decision of a computer player
HINT_LEVEL = 8
RESULTS_DELAY = 50  # ticks between the last move and the results
LOG_LENGTH = 12

# -- what the menu calls ------------------------------------------------------------------------


def new_game(app) -> NewGameScene:
    """The new-game dialog: 2 to 6 players, humans and computers, and the computers' speed."""

    def start(seats: list[Seat], values: dict) -> MScene:
        return MScene.fresh(app, seats, values.get("speed", "normal"))

    return NewGameScene(
        app,
        INFO,
        OPTIONS,
        start,
        seats=(MIN_PLAYERS, MAX_PLAYERS),
        default_seats=default_seats(3),
    )


def resume(app, data: dict) -> MScene:
    """The game saved by :meth:`MScene.snapshot`; ``ValueError`` when it cannot be continued."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError("this is not a saved game of M")
    try:
        state = MState.from_dict(data["state"])
        seats = [Seat.from_dict(seat) for seat in data["seats"]]
        log = [loaded(line) for line in data.get("log", [])][:LOG_LENGTH]
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise ValueError(f"not a saved game of M: missing or malformed {error}") from error
    if len(seats) != state.players:
        raise ValueError("the saved players do not match the saved game")
    seats = [replace(seat, name=name) for seat, name in zip(seats, state.names, strict=True)]
    speed = data.get("speed") if data.get("speed") in SPEEDS else "normal"
    return MScene(app, seats, state, speed, log)


# -- the scene ----------------------------------------------------------------------------------


class MScene(MScreen, GameScene):
    game_name = "m"

    def __init__(
        self, app, seats: list[Seat], state: MState, speed: str = "normal", log=None
    ) -> None:
        super().__init__(app)
        self.seats, self.state, self.speed = seats, state, speed
        self.rng = random.Random(state.seed + 1)  # seeds of the computers' decisions
        self.humans = [p for p, seat in enumerate(seats) if not seat.is_computer]
        self.board = BoardView(BOARD)
        self.panel = PlayersPanel(PANEL, state.players)
        self.hand_view = HandView(HAND)
        self.anims = Animations()
        self.thinker: Thinker | None = None
        self.log: list[Shown] = list(log or [])
        self.version = 0  # counts changes of the game, for the cached views
        self.selected: int | None = None  # index in the shown hand
        self.cursor: Pos = (1, 0)
        self.viewer: int | None = None  # the human whose hand is shown (two or more humans)
        self.handing_over = False
        self.last_actor: int | None = None  # the human who last had the controls
        self.flash: tuple[Pos, int] | None = None
        self.recent: Pos | None = None  # the cell of the tile placed last
        self.ticks = 0
        self.over_ticks = 0
        self.results_shown = False
        self.score_offered = False
        self._cache: dict[str, tuple] = {}
        tile_view.warm(app.palette(), (TILE, HAND_TILE), MINI)
        self.hint_pending: Thinker | None = None  # the strongest computer's move, thought out
        self.controls = Controls(self)

    @classmethod
    def fresh(cls, app, seats: list[Seat], speed: str, seed: int | None = None) -> MScene:
        seed = app.next_seed() if seed is None else seed
        state = deal(seed, names=[seat.name for seat in seats])
        scene = cls(app, seats, state, speed if speed in SPEEDS else "normal")
        scene.add_log([words.start_line(state)])
        return scene

    # -- GameScene ---------------------------------------------------------------------------

    def snapshot(self) -> dict | None:
        if self.state.is_terminal():
            return None
        return {
            "format": SAVE_FORMAT,
            "state": self.state.to_dict(),
            "seats": [seat.to_dict() for seat in self.seats],
            "speed": self.speed,
            "log": [stored(line) for line in self.log],
        }

    def summary(self) -> Message:
        player = self.state.current_player
        name = self.state.names[player] if player is not None else ""
        fields = {"count": self.state.players, "name": name, "pile": self.state.pile_size}
        return Message("m.summary", fields)

    def restart(self) -> None:
        self.app.scenes.replace(MScene.fresh(self.app, self.seats, self.speed))

    # -- who acts ----------------------------------------------------------------------------

    def acting_human(self) -> int | None:
        """The human who may act now, or None (a computer's turn, the game over, a hand-over)."""
        player = self.state.current_player
        if player is None or self.seats[player].is_computer or self.thinker is not None:
            return None
        if self.handing_over or self.needs_hand_over(player):
            return None
        return player

    def needs_hand_over(self, player: int) -> bool:
        return len(self.humans) >= 2 and self.state.phase != TAKE and self.viewer != player

    def hand_owner(self) -> int | None:
        """Whose hand is shown face up, or None when the hands are hidden."""
        if not self.humans:
            return self.state.turn
        if len(self.humans) == 1:
            return self.humans[0]
        return self.viewer

    def shown_hand(self) -> list:
        owner = self.hand_owner()
        return self.state.hand(owner) if owner is not None else []

    def selected_tile(self):
        hand = self.shown_hand()
        if self.selected is None or self.selected >= len(hand):
            return None
        return hand[self.selected]

    # -- the flow, one tick at a time ----------------------------------------------------------

    def update(self) -> None:
        super().update()
        self.ticks += 1
        self.anims.update()
        if self.flash and self.ticks - self.flash[1] > FLASH_TICKS:
            self.flash = None
        self.controls.refresh()
        self._poll_hint()
        if self.state.is_terminal():
            self._update_over()
        elif self.thinker is not None:
            if self.thinker.poll():
                move = self.thinker.result()
                self.thinker = None
                self.play(move)
        elif not self.anims.busy:
            self._next_turn()

    def _next_turn(self) -> None:
        player = self.state.current_player
        seat = self.seats[player]
        if seat.is_computer:
            ticks = int(THINK_TICKS[self.state.phase] * SPEEDS[self.speed])
            self.thinker = Thinker(
                ai.choose,
                self.state.clone(),
                seat.level,
                self.rng.randrange(2**31),
                min_ticks=ticks,
                time_limit=THINK_SECONDS,
            )
        elif self.handing_over:
            return
        elif self.needs_hand_over(player):
            self.handing_over = True
            self.viewer = None
            self.app.scenes.push(
                HandOverScene(self.app, self.state.names[player], lambda: self._reveal(player))
            )
        elif self.last_actor != player:
            self._controls_to(player)

    def _reveal(self, player: int) -> None:
        self.viewer = player
        self.handing_over = False
        self.last_actor = player
        self.autosave()

    def _controls_to(self, player: int) -> None:
        """A human gets the controls after someone else had them: tell him, keep the game."""
        self.last_actor = player
        self.app.play("your_turn")
        self.autosave()

    def _update_over(self) -> None:
        self.over_ticks += 1
        if not self.results_shown and self.over_ticks >= RESULTS_DELAY and not self.anims.busy:
            self.results_shown = True
            self.show_results()

    def show_results(self) -> None:
        self.app.scenes.push(ResultsScene(self.app, self.state, self._after_results))

    def _after_results(self) -> None:
        """Offer the best human's score to the high-score table, once per game."""
        if self.score_offered or not self.humans:
            return
        self.score_offered = True
        best = max(self.state.score_preview(p) for p in self.humans)
        detail = Message("m.score_detail", {"count": self.state.players})
        offer_high_score(self.app, INFO, "default", best, detail)

    # -- playing a move ------------------------------------------------------------------------

    def play(self, move) -> None:
        """Apply ``move`` (legal) and show what it did."""
        state = self.state
        if self.seats[state.current_player].is_computer:
            self.last_actor = None  # the next human to act is told it is his turn
        old_view = self.board.view(state.layout)
        source = self._source_of(move)
        had_last_tile = state.last_tile_drawn
        state.apply(move)
        self.version += 1
        self.selected = None
        if isinstance(move, Place):
            self.recent = move.pos
        report = state.last_report
        lines = words.report_lines(move, report, state.names)
        if state.last_tile_drawn and not had_last_tile and not state.is_terminal():
            lines.append(Message("m.log.last_tile"))
        self.add_log(lines)
        self._animate(move, report, old_view, source)
        self._sound(move, report)
        if len(self.humans) >= 2 and (state.phase == TAKE or state.current_player != self.viewer):
            self.viewer = None
        self.cursor = self.board.view(state.layout).clamp(self.cursor)
        if state.is_terminal():
            self.autosave()

    def _source_of(self, move) -> tuple[tuple[int, int], float] | None:
        """Where a placed tile flies from, and its scale there: the human's hand slot, or the
        row of the computer who placed it."""
        if not isinstance(move, Place):
            return None
        player = self.state.current_player
        if player == self.hand_owner() and self.selected is not None:
            return self.hand_view.slot_rect(self.selected, True).center, HAND_TILE / TILE
        return self.panel.row_rect(player).center, 0.5

    def _animate(self, move, report, old_view, source) -> None:
        ticks = max(8, int(FLIGHT_TICKS * SPEEDS[self.speed]))
        palette = self.app.palette()
        delay = 0
        if isinstance(move, Place):
            end = self.board.view(self.state.layout).tile_rect(move.pos).center
            start, scale = source
            image = tile_view.face(move.tile, TILE, palette)
            self.anims.add(Flight(image, start, end, ticks, scale_from=scale, hides=move.pos))
            self.anims.add(Ring(end, TILE // 2, theme.ACCENT, delay=ticks))
            delay = ticks
        elif isinstance(move, Take):
            start = old_view.tile_rect(move.pos).center
            end = self.panel.group_rect(report.player, report.taken.colour).center
            image = tile_view.face(report.taken, TILE, palette)
            self.anims.add(Flight(image, start, end, ticks + 6, scale_to=0.4))
        for index, (giver, receiver) in enumerate(report.chips):
            start, end = self.panel.chip_point(giver), self.panel.chip_point(receiver)
            self.anims.add(Flight(chip_image(11), start, end, ticks, delay=delay + 8 * index))
        round_ = self.state.scoring_round()
        if report.round_started is not None and round_ is not None:
            view = self.board.view(self.state.layout)
            for index, pos in enumerate(round_.run):
                centre = view.rect(pos).center
                self.anims.add(Ring(centre, TILE // 2, theme.ACCENT, delay=delay + 3 * index))

    def _sound(self, move, report) -> None:
        if report.round_started is not None or report.ended is not None:
            self.app.play("score")
        elif isinstance(move, Place):
            self.app.play("place")
        elif isinstance(move, Take):
            self.app.play("clear")
        else:
            self.app.play("click")

    def add_log(self, lines: list[Shown]) -> None:
        self.log = (list(reversed(lines)) + self.log)[:LOG_LENGTH]

    # -- input ---------------------------------------------------------------------------------

    def handle(self, event) -> None:
        self.controls.handle(event)

    def move_cursor(self, dx: int, dy: int) -> None:
        view = self.board.view(self.state.layout)
        self.cursor = view.clamp((self.cursor[0] + dx, self.cursor[1] + dy))

    def ask_hint(self) -> None:
        """Think out the move the strongest computer would play here (in the worker thread)."""
        if self.acting_human() is None:
            self._not_now()
        elif self.hint_pending is None:
            self.hint_pending = Thinker(ai.choose, self.state.clone(), HINT_LEVEL, self.state.seed)
            self.hint_version = self.version

    def _poll_hint(self) -> None:
        if self.hint_pending is None or not self.hint_pending.poll():
            return
        move, self.hint_pending = self.hint_pending.result(), None
        if self.hint_version != self.version or self.acting_human() is None:
            return  # the game moved on while it was thought out
        if isinstance(move, Place):
            self.selected = self.shown_hand().index(move.tile)
            self.cursor = move.pos
        elif isinstance(move, Take):
            self.cursor = move.pos
        self.app.toast(words.suggestion(self.state, move), theme.ACCENT)

    def refuse(self, message: str, cell: Pos | None = None) -> None:
        self.app.toast(message, theme.DANGER)
        self.app.play("invalid")
        if cell is not None:
            self.flash = (cell, self.ticks)

    def _not_now(self) -> None:
        """Input when the player may not act: say whose turn it is."""
        player = self.state.current_player
        if player is not None and self.seats[player].is_computer:
            self.refuse(i18n.t("m.refuse.wait", name=self.state.names[player]))

    def act_at(self, cell: Pos) -> None:
        """Enter or a click on ``cell``: place, take or choose, as the phase asks."""
        if self.acting_human() is None:
            self._not_now()
            return
        phase = self.state.phase
        if phase == PLACE:
            self.try_place(cell)
        elif phase == TAKE:
            self.try_take(cell)
        else:
            lines = [line for line, run in self.state.line_options() if cell in run]
            if len(lines) == 1:
                self.choose(lines[0])
            else:
                self.refuse(i18n.t("m.refuse.choose_line"))

    def try_place(self, cell: Pos) -> None:
        tile = self.selected_tile()
        if tile is None:
            self.refuse(i18n.t("m.refuse.no_tile"))
            return
        self.try_move(Place(tile, cell))

    def try_take(self, cell: Pos) -> None:
        self.try_move(Take(cell))

    def try_move(self, move) -> None:
        """Play ``move``, or tell the player why the rules refuse it and point at the cell."""
        refusal = self.state.refusal(move)
        if refusal is not None:
            self.refuse(words.refusal_text(refusal), cell_of(refusal))
            return
        self.play(move)

    def choose(self, line: str) -> None:
        if self.acting_human() is None:
            self._not_now()
        elif self.state.phase != CHOOSE:
            self.refuse(i18n.t("m.refuse.no_choice"))
        else:
            self.play(ChooseLine(line))

    def select(self, index: int) -> None:
        if self.acting_human() is None:
            self._not_now()
            return
        if self.state.phase != PLACE:
            self._refuse_phase()
            return
        if index >= len(self.shown_hand()):
            return
        self.selected = None if self.selected == index else index
        self.app.play("click")
        tile = self.selected_tile()
        cells = self.state.legal_cells(tile) if tile is not None else []
        if cells and self.cursor not in cells:
            cx, cy = self.cursor
            self.cursor = min(cells, key=lambda c: (abs(c[0] - cx) + abs(c[1] - cy), c[1], c[0]))

    def select_step(self, step: int) -> None:
        count = len(self.shown_hand())
        if count:
            current = -1 if self.selected is None and step > 0 else (self.selected or 0)
            self.select((current + step) % count)

    def ask_pass(self) -> None:
        if not self._may_pass():
            return
        confirm(self.app, label("m.confirm.pass"), lambda: self.play(Pass()), self._pass_cost())

    def ask_swap(self) -> None:
        if not self._may_pass():
            return
        tile = self.selected_tile()
        if tile is None:
            self.refuse(i18n.t("m.refuse.no_swap_tile"))
        elif not self.state.pile_size:
            self.refuse(i18n.t("m.refuse.no_swap"))
        else:

            def title() -> str:  # worded when drawn, so it follows the language
                return i18n.t("m.confirm.swap", tile=i18n.say(words.tile_name(tile)))

            confirm(self.app, title, lambda: self.play(Pass(tile)), self._pass_cost())

    def _may_pass(self) -> bool:
        if self.acting_human() is None:
            self._not_now()
            return False
        if self.state.phase != PLACE:
            self._refuse_phase()
            return False
        return True

    def _refuse_phase(self) -> None:
        """A hand tile or a pass asked for while a line must be chosen or a tile taken."""
        key = "m.refuse.choose_line" if self.state.phase == CHOOSE else "m.refuse.not_placing"
        self.refuse(i18n.t(key))

    def _pass_cost(self):
        player = self.state.current_player
        if not self.state.chips[player]:
            return label("m.confirm.pass_free")
        right = self.state.names[self.state.right_hand_neighbour(player)]
        return label("m.confirm.pass_chip", name=right)

    def new_game(self) -> None:
        self.app.scenes.replace(new_game(self.app))
