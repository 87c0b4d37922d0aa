"""Abaku in play: the flow of turns, human input, computer players, and the shell's hooks.

Entry points for the shell: :func:`new_game` (the new-game dialog), :func:`resume` (a save)
and :func:`help_pages`.

A human builds a move from *tentative* tiles (rack index -> square) that stay until Confirm or
a recall, so a refused move loses nothing: the refusal shows in the player's language and the
tiles wait to be moved. Every move, human or computer, goes through :meth:`AbakuScene.play`,
after which a banner shows the examples formed before play goes on. Input is read by
:mod:`games.abaku.controls`; drawing is done by the view modules.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from core import i18n
from core.gamescene import GameScene
from core.help_scene import HelpScene, pages_with_keys
from core.newgame import Choice, NewGameScene
from core.thinker import Thinker
from core.ui import theme
from core.ui.dialogs import HandOverScene, confirm
from core.ui.players import Seat, default_seats
from core.ui.widgets import label
from games.abaku import ai, hud
from games.abaku.board import LAST, on_board, square_name
from games.abaku.board_view import BoardView
from games.abaku.controls import Controls
from games.abaku.digit_picker import DigitPicker
from games.abaku.examples_view import Banner
from games.abaku.info import INFO
from games.abaku.logic import (
    CENTRE,
    WILD,
    AbakuState,
    Exchange,
    Pass,
    Place,
    Surrender,
)
from games.abaku.logic import (
    new_game as new_state,
)
from games.abaku.moves import Move, PlacedTile
from games.abaku.rack_view import RackView
from games.abaku.refusal import ACROSS, DOWN, Refusal
from games.abaku.results import ResultsScene

GAME = "abaku"
THINK_TICKS = 45  # a computer's move stays on screen at least this long before it lands
REFUSED_TICKS = 90
BIG_SCORE = 20
PREVIEW_LINES = 3
TIME_LIMITS = (
    (0, "abaku.timer_off"),
    (30, "abaku.timer_30"),
    (60, "abaku.timer_60"),
    (120, "abaku.timer_120"),
)
OPTIONS = (Choice("time_limit", "abaku.opt_timer", TIME_LIMITS, 0),)
REFUSALS = {
    "same_square": "abaku.refuse.same_square",
    "not_in_rack": "abaku.refuse.not_in_rack",
    "no_tiles": "abaku.refuse.no_tiles",
    "too_many": "abaku.refuse.too_many",
    "off_board": "abaku.refuse.off_board",
    "bad_digit": "abaku.refuse.bad_digit",
    "occupied": "abaku.refuse.occupied",
    "one_line": "abaku.refuse.one_line",
    "gap": "abaku.refuse.gap",
    "first_two": "abaku.refuse.first_two",
    "first_centre": "abaku.refuse.first_centre",
    "touch": "abaku.refuse.touch",
    "no_example": "abaku.refuse.no_example",
    "adjacency": "abaku.refuse.adjacency",
    "no_timer": "abaku.refuse.no_timer",
    "exchange_count": "abaku.refuse.exchange_count",
    "bag_short": "abaku.refuse.bag_short",
}
READINGS = {ACROSS: "abaku.reading_across", DOWN: "abaku.reading_down"}


def refusal_text(refusal: Refusal) -> str:
    """An engine refusal (:meth:`AbakuState.refusal`) in the player's language; a code this
    table does not know shows the engine's English sentence."""
    if refusal.code not in REFUSALS:
        return refusal.text()
    fields = refusal.words()
    if "reading" in fields:
        fields["reading"] = i18n.t(READINGS[fields["reading"]])
    return i18n.t(REFUSALS[refusal.code], **fields)


# -- entry points for the shell ------------------------------------------------------------------


def new_game(app):
    def start(seats, values):
        limit = values.get("time_limit") or None
        seed = app.next_seed()
        return AbakuScene(app, seats, new_state(seed, len(seats), limit), seed)

    return NewGameScene(app, INFO, OPTIONS, start, seats=(1, 4), default_seats=default_seats(2))


def resume(app, state: dict):
    """The game saved by :meth:`AbakuScene.snapshot`; ``ValueError`` when it is unusable."""
    try:
        seats = [Seat.from_dict(seat) for seat in state["seats"]]
        game = AbakuState.from_dict(state["game"])
        seed = int(state["seed"])
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"the saved Abaku game is damaged: {error}") from error
    if len(seats) != game.players:
        raise ValueError("the saved Abaku game is damaged: seats do not match players")
    return AbakuScene(app, seats, game, seed)


def help_pages(app) -> list[tuple[str, str]]:
    return pages_with_keys(app, INFO, "default", "abaku.help.keys_title", "abaku.help.keys")


@dataclass
class BoardShown:
    """What the board view draws this frame."""

    tiles: dict
    wild_squares: frozenset
    last_move: frozenset
    highlights: list = field(default_factory=list)
    ghosts: dict = field(default_factory=dict)
    tentative: dict = field(default_factory=dict)
    cursor: tuple | None = None
    refused: tuple | None = None


@dataclass
class RackShown:
    picked: int | None
    used: set
    marked: set
    dragged: int | None


# -- the game ------------------------------------------------------------------------------------


class AbakuScene(GameScene):
    game_name = GAME

    def __init__(self, app, seats: list[Seat], state: AbakuState, seed: int) -> None:
        super().__init__(app)
        self.seats, self.state, self.seed = seats, state, seed
        self.humans = [p for p, seat in enumerate(seats) if not seat.is_computer]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.orders = {p: state.rack(p) for p in range(state.players)}
        self.tentative: dict[tuple, tuple[int, int, bool]] = {}  # square -> (index, digit, wild)
        self.picked: int | None = None
        self.preset_digit: int | None = None  # a wildcard picked with a digit key shows it
        self.exchanging = False
        self.marked: set[int] = set()
        self.cursor, self.cursor_shown, self.direction = CENTRE, False, (0, 1)
        self.ghosts: dict = {}
        self.hint: tuple[int, Thinker] | None = None
        self.computer: tuple[int, Thinker] | None = None
        self.banner: Banner | None = None
        self.refused: tuple[tuple, int] | None = None
        self.turn_ticks = 0
        self.handing_over = False
        self.finished = False
        self.ticks = 0
        self._shuffler = random.Random(seed)
        self._board_cache: tuple[int, dict, frozenset] | None = None
        self._preview: tuple[tuple, tuple] = ((), ("", [], theme.TEXT))
        self.board_view = BoardView()
        self.rack_view = RackView(hud.RACK)
        self.controls = Controls(self)

    # -- what the views and controls ask -----------------------------------------------------

    def colours(self) -> list:
        palette = self.app.palette()
        return [palette[seat.colour % len(palette)] for seat in self.seats]

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def my_turn(self) -> bool:
        state = self.state
        return (
            not state.is_terminal()
            and not self.handing_over
            and state.current_player is not None
            and state.current_player == self.viewer
        )

    def rack(self) -> list[int]:
        return [] if self.viewer is None else self.orders[self.viewer]

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

    def seconds_left(self) -> int | None:
        limit = self.state.time_limit
        if limit is None or not self.my_turn():
            return None
        return max(0, math.ceil(limit - self.turn_ticks / 60))

    def thinking_ticks(self) -> int | None:
        if self.computer is not None and not self.state.is_terminal():
            return self.computer[1].ticks
        return self.hint[1].ticks if self.hint is not None else None

    # -- the shell's hooks -------------------------------------------------------------------

    def snapshot(self) -> dict | None:
        if self.state.is_terminal():
            return None
        return {
            "seed": self.seed,
            "seats": [seat.to_dict() for seat in self.seats],
            "game": self.state.to_dict(),
        }

    def summary(self) -> str:
        scores = self.state.scores()
        return ", ".join(f"{seat.name[:10]} {scores[p]}" for p, seat in enumerate(self.seats))

    def restart(self) -> None:
        seed = self.app.next_seed()
        state = new_state(seed, self.state.players, self.state.time_limit)
        self.app.scenes.replace(AbakuScene(self.app, self.seats, state, seed))

    def pause_choices(self) -> list:
        return [
            (label("pause.resume"), lambda: None),
            (label("pause.save"), self.open_save_slots),
            (label("pause.load"), self.open_load_slots),
            (label("pause.help"), lambda: self.app.scenes.push(HelpScene.for_game(self.app, INFO))),
            (label("abaku.surrender"), self.ask_surrender),
            (
                label("pause.restart"),
                lambda: confirm(self.app, label("pause.restart_question"), self.restart),
            ),
            (label("pause.quit"), self.quit_to_menu),
        ]

    def handle(self, event) -> None:
        self.controls.handle(event)

    # -- moves -------------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Play ``move`` for the current player, or say why not; True when it was played."""
        refusal = self.state.refusal(move)
        if refusal is not None:
            square = refusal.square
            self.refuse(refusal_text(refusal), square if square and on_board(*square) else None)
            return False
        player = self.state.current_player
        self.state.apply(move)
        entry = self.state.log[-1]
        self.banner = Banner(entry, self.seats[player].name, self.colours()[player])
        self._clear_turn()
        self._sync_racks()
        self.turn_ticks = 0
        if isinstance(move, Place):
            self.app.play("score" if entry.points >= BIG_SCORE else "place")
        elif isinstance(move, Exchange):
            self.app.play("clear")
        else:
            self.app.play("click")
        if not self.seats[player].is_computer and not self.state.is_terminal():
            self.autosave()
            if len(self.humans) > 1:
                self.viewer = None  # no rack shows until the next human takes over
        return True

    def _clear_turn(self) -> None:
        self.tentative.clear()
        self.marked.clear()
        self.picked = self.preset_digit = None
        self.exchanging = False
        self.ghosts = {}
        self.refused = None

    def _sync_racks(self) -> None:
        """Keep each rack's shuffled order for the tiles still there; new tiles go last."""
        for player in range(self.state.players):
            left = list(self.state.rack(player))
            kept = []
            for tile in self.orders[player]:
                if tile in left:
                    left.remove(tile)
                    kept.append(tile)
            self.orders[player] = kept + left

    def refuse(self, text: str, square=None) -> None:
        self.app.toast(text, theme.DANGER)
        self.app.play("invalid")
        if square is not None:
            self.refused = (square, REFUSED_TICKS)

    def may_act(self) -> bool:
        """True on the shown player's turn; otherwise say why not and return False."""
        if self.my_turn():
            return True
        state = self.state
        if state.is_terminal():
            text = i18n.t("abaku.refuse.over")
        else:
            text = i18n.t("abaku.refuse.not_your_turn", name=self.seats[state.current_player].name)
        self.app.toast(text, theme.TEXT_DIM)
        self.app.play("invalid")
        return False

    # -- what a human does -------------------------------------------------------------------

    def pick(self, index: int) -> None:
        """A rack tile clicked (or chosen by key): pick it up, or mark it for the exchange."""
        if index >= len(self.rack()) or not self.may_act():
            return
        if self.exchanging:
            self.marked ^= {index}
            return
        if index in self.used():
            self.recall(next(sq for sq, value in self.tentative.items() if value[0] == index))
            return
        self.picked = None if self.picked == index else index
        self.preset_digit = None

    def pick_digit(self, digit: int) -> None:
        """A digit key: the first free rack tile with that digit (else a wildcard set to it)."""
        if not self.may_act():
            return
        rack, used = self.rack(), self.used()
        if self.exchanging:
            free = [
                i for i, tile in enumerate(rack) if tile in (digit, WILD) and i not in self.marked
            ]
            taken = [i for i, tile in enumerate(rack) if tile in (digit, WILD) and i in self.marked]
            exact = [i for i in free if rack[i] == digit] or free
            if exact:
                self.marked.add(exact[0])
            elif taken:
                self.marked.discard(taken[0])
            return
        for wanted in (digit, WILD):
            index = next((i for i, t in enumerate(rack) if t == wanted and i not in used), None)
            if index is not None:
                self.picked = index
                self.preset_digit = digit if wanted == WILD else None
                return
        self.refuse(i18n.t("abaku.refuse.no_digit", digit=digit))

    def next_tile(self) -> None:
        if not self.may_act() or self.exchanging:
            return
        free = [i for i in range(len(self.rack())) if i not in self.used()]
        if free:
            later = [i for i in free if self.picked is None or i > self.picked]
            self.picked = (later or free)[0]
            self.preset_digit = None

    def place_at(self, square, index: int | None = None) -> None:
        """Put the picked rack tile (or ``index``) on ``square`` as a tentative tile."""
        if not self.may_act():
            return
        if square in self.tentative:
            self.recall(square)
            return
        index = self.picked if index is None else index
        if self.exchanging or index is None or index in self.used():
            if self.state.tile_at(square) is None:
                self.cursor = square
            return
        if self.state.tile_at(square) is not None:
            self.refuse(i18n.t("abaku.refuse.occupied", square=square_name(*square)), square)
            return
        tile = self.rack()[index]
        if tile != WILD:
            self._put(square, index, tile)
        elif self.preset_digit is not None:
            self._put(square, index, self.preset_digit)
        else:
            self.app.scenes.push(
                DigitPicker(self.app, lambda digit: self._put(square, index, digit))
            )

    def _put(self, square, index: int, digit: int) -> None:
        if not self.my_turn() or square in self.tentative or index in self.used():
            return
        self.tentative[square] = (index, digit, self.rack()[index] == WILD)
        self.picked = self.preset_digit = None
        self.app.play("click")

    def recall(self, square=None) -> None:
        """Take a tentative tile back to the rack: the one on ``square``, else the last."""
        if not self.tentative or not self.may_act():
            return
        if square is None or square not in self.tentative:
            square = next(reversed(self.tentative))
        del self.tentative[square]
        self.cursor = square
        self.app.play("click")

    def recall_all(self) -> None:
        if self.tentative and self.may_act():
            self.tentative.clear()
            self.app.play("click")

    def press_enter(self) -> None:
        """Enter: put the picked tile at the cursor (then step on), else confirm."""
        if self.picked is not None and not self.exchanging:
            self.cursor_shown = True
            placed_before = len(self.tentative)
            square = self.cursor
            self.place_at(square)
            if len(self.tentative) > placed_before:
                self._step_on(square)
        else:
            self.confirm()

    def _step_on(self, square) -> None:
        """After a keyboard placement, move the cursor to the next free square of the line."""
        if len(self.tentative) >= 2:
            rows = {row for row, _ in self.tentative}
            self.direction = (0, 1) if len(rows) == 1 else (1, 0)
        row, col = square
        while on_board(row, col):
            row, col = row + self.direction[0], col + self.direction[1]
            if not on_board(row, col):
                return
            if self.state.tile_at((row, col)) is None and (row, col) not in self.tentative:
                self.cursor = (row, col)
                return

    def move_cursor(self, dr: int, dc: int) -> None:
        row, col = self.cursor
        self.cursor = (min(max(row + dr, 0), LAST), min(max(col + dc, 0), LAST))
        self.cursor_shown = True
        if dr or dc:
            self.direction = (abs(dr), abs(dc))

    def confirm(self) -> None:
        if not self.may_act():
            return
        if self.exchanging:
            rack = self.rack()
            if not self.marked:
                self.refuse(i18n.t("abaku.refuse.mark_first"))
                return
            self.play(Exchange(tuple(rack[i] for i in sorted(self.marked))))
        elif not self.tentative:
            self.refuse(i18n.t("abaku.refuse.place_first"))
        else:
            self.play(self.place_move())

    def toggle_exchange(self) -> None:
        if not self.may_act():
            return
        if self.exchanging:
            self.exchanging = False
            self.marked.clear()
            return
        refusal = self.state.refusal(Exchange((self.rack()[0],)))
        if refusal is not None:
            self.refuse(refusal_text(refusal))
            return
        self.tentative.clear()
        self.picked = None
        self.exchanging = True

    def ask_pass(self) -> None:
        if self.may_act():
            confirm(
                self.app,
                label("abaku.pass_question"),
                lambda: self.play(Pass()),
                label("abaku.pass_warning", count=self.state.passes_in_a_row(self.viewer) + 1),
            )

    def ask_surrender(self) -> None:
        if self.may_act():
            confirm(self.app, label("abaku.surrender_question"), lambda: self.play(Surrender()))

    def shuffle(self) -> None:
        if self.viewer is None or not self.rack():
            return
        order = self.orders[self.viewer]
        moves = list(range(len(order)))
        self._shuffler.shuffle(moves)
        where = {old: new for new, old in enumerate(moves)}
        self.orders[self.viewer] = [order[old] for old in moves]
        self.tentative = {sq: (where[i], d, w) for sq, (i, d, w) in self.tentative.items()}
        self.marked = {where[i] for i in self.marked}
        self.picked = None if self.picked is None else where[self.picked]
        self.app.play("click")

    def ask_hint(self) -> None:
        if self.may_act() and self.hint is None:
            self.hint = (len(self.state.log), Thinker(ai.hint, self.state.clone()))

    def skip_banner(self) -> None:
        self.banner = None

    # -- time --------------------------------------------------------------------------------

    def update(self) -> None:
        super().update()
        self.ticks += 1
        if self.refused is not None:
            square, left = self.refused
            self.refused = (square, left - 1) if left > 1 else None
        self._poll_hint()
        self.controls.refresh()
        if self.banner is not None and not self.banner.tick():
            self.banner = None
        state = self.state
        if state.is_terminal():
            if self.banner is None:
                self._finish()
            return
        player = state.current_player
        if self.seats[player].is_computer:
            self._computer_tick(player)
        elif self.banner is not None:
            return
        elif player != self.viewer:
            self._hand_over(player)
        else:
            self._timer_tick()

    def _timer_tick(self) -> None:
        if self.state.time_limit is None:
            return
        self.turn_ticks += 1
        if self.turn_ticks >= self.state.time_limit * 60:
            name = self.seats[self.state.current_player].name
            self.app.toast(i18n.t("abaku.timed_out", name=name), theme.DANGER)
            self.play(Pass(timed_out=True))

    def _poll_hint(self) -> None:
        if self.hint is None:
            return
        turn, thinker = self.hint
        if not thinker.poll():
            return
        self.hint = None
        if turn != len(self.state.log) or not self.my_turn():
            return
        move, _ = thinker.result()
        if isinstance(move, Place):
            self.ghosts = {tile.square: (tile.digit, tile.wild) for tile in move.tiles}
            points = self.state.preview(move).points
            self.app.toast(i18n.t("abaku.hint_shown", points=points), theme.ACCENT)
        elif isinstance(move, Exchange):
            self.app.toast(i18n.t("abaku.hint_exchange"), theme.ACCENT)
        else:
            self.app.toast(i18n.t("abaku.hint_pass"), theme.ACCENT)

    def _computer_tick(self, player: int) -> None:
        turn = len(self.state.log)
        if self.computer is None or self.computer[0] != turn:
            level = self.seats[player].level
            thinker = Thinker(
                ai.choose, self.state.clone(), level, self.seed + turn, min_ticks=THINK_TICKS
            )
            self.computer = (turn, thinker)
        thinker = self.computer[1]
        if not thinker.poll() or self.banner is not None:
            return
        self.computer = None
        if not self.play(thinker.result()):
            self.play(ai.exchange_or_pass(self.state))

    def _hand_over(self, player: int) -> None:
        if len(self.humans) < 2:
            self.viewer = player
            return
        if self.handing_over:
            return
        self.handing_over = True

        def ready() -> None:
            self.viewer = player
            self.handing_over = False
            self.turn_ticks = 0

        self.app.scenes.push(HandOverScene(self.app, self.seats[player].name, ready))

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self._clear_turn()
        self.autosave()
        self.app.play("game_over")
        levels = [seat.level for seat in self.seats if seat.is_computer]
        self.app.scenes.push(ResultsScene(self.app, self.state, self.names(), self.humans, levels))

    # -- drawing -----------------------------------------------------------------------------

    def board_shown(self) -> BoardShown:
        turn = len(self.state.log)
        if self._board_cache is None or self._board_cache[0] != turn:
            last = self.state.log[-1].move if self.state.log else None
            squares = (
                frozenset(t.square for t in last.tiles) if isinstance(last, Place) else frozenset()
            )
            self._board_cache = (turn, self.state.board(), squares)
        _, tiles, last = self._board_cache
        mine = self.my_turn()
        return BoardShown(
            tiles=tiles,
            wild_squares=self.state.wild_squares,
            last_move=last,
            highlights=self.controls.highlights() if mine else [],
            ghosts=self.ghosts if mine else {},
            tentative={sq: (d, w) for sq, (_, d, w) in self.tentative.items()},
            cursor=self.cursor if mine and self.cursor_shown else None,
            refused=self.refused[0] if self.refused else None,
        )

    def preview(self) -> tuple[str, list[str], tuple]:
        """The preview box's title, lines and colour, worked out again only on a change."""
        key = (
            len(self.state.log),
            tuple(sorted(self.tentative.items())),
            self.exchanging,
            len(self.marked),
            self.viewer,
            self.handing_over,
            i18n.language(),
        )
        if self._preview[0] != key:
            self._preview = (key, self._work_out_preview())
        return self._preview[1]

    def _work_out_preview(self) -> tuple[str, list[str], tuple]:
        state = self.state
        if state.is_terminal():
            return i18n.t("abaku.game_over"), [], theme.TEXT
        if not self.my_turn():
            name = self.seats[state.current_player].name
            return i18n.t("abaku.turn_of", name=name), [], theme.TEXT
        if self.exchanging:
            body = i18n.t("abaku.exchange_help", count=len(self.marked))
            return i18n.t("abaku.exchange_title"), [body], theme.TEXT
        if not self.tentative:
            key = "abaku.preview_first" if not state.board() else "abaku.preview_empty"
            return i18n.t("abaku.your_turn"), [i18n.t(key)], theme.TEXT
        move = self.place_move()
        refusal = state.refusal(move)
        if refusal is not None:
            return i18n.t("abaku.preview_illegal"), [refusal_text(refusal)], theme.DANGER
        result = state.preview(move)
        lines = hud.preview_examples(result)
        if len(lines) > PREVIEW_LINES:
            more = len(lines) - PREVIEW_LINES + 1
            lines = [*lines[: PREVIEW_LINES - 1], i18n.t("abaku.more_examples", count=more)]
        return i18n.t("abaku.preview_points", points=result.points), lines, theme.GOOD

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        self.board_view.draw(surface, self.board_shown())
        title, lines, colour = self.preview()
        state = self.state
        shown = hud.HudShown(
            names=self.names(),
            colours=self.colours(),
            scores=state.scores(),
            out=[state.out_reason(p) is not None for p in range(state.players)],
            current=state.current_player,
            bag=state.bag_count,
            seconds_left=self.seconds_left(),
            thinking_ticks=self.thinking_ticks(),
            rack_title=self._rack_title(),
            preview_title=title,
            preview_lines=lines,
            preview_colour=colour,
            log=state.log[-hud.LOG_LINES :],
        )
        hud.draw(surface, shown)
        press = self.controls.press
        dragged = press.index if press is not None and press.dragging else None
        view = RackShown(self.picked, self.used(), self.marked, dragged)
        self.rack_view.draw(surface, self.rack(), view)
        self.draw_form(surface)
        if self.banner is not None:
            self.banner.draw(surface, self.board_view.rect)
        self.controls.draw_drag(surface)

    def _rack_title(self) -> str:
        if self.viewer is None:
            return i18n.t("abaku.rack_hidden")
        return i18n.t("abaku.rack_of", name=self.seats[self.viewer].name)
