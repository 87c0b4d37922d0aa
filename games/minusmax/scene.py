"""minusMax in play: the flow of turns, the moves of humans and computers, the shell's hooks.

Entry points for the shell: :func:`new_game` (the new-game dialog), :func:`resume` (a save)
and :func:`help_pages`.

The scene owns a :class:`core.match.Match` (seats, moves, rules state, the computer, undo,
saves; the racks' arrangement and the Start press are kept in ``match.view``) and a
:class:`~games.minusmax.picking.Picking` (selection, cursor, drag). Every move goes through
:meth:`MinusMaxScene.play`, which plays it on the match and says why, in the player's language,
when the engine refuses. Input is read by :mod:`controls`, drawing done by :mod:`table_view`;
the match autosaves after every move.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from core import i18n
from core.gamescene import GameScene, MatchScene
from core.help_scene import pages_with_keys
from core.match import Match
from core.net import join_extra
from core.newgame import Flag, NewGameScene, Number
from core.replay_scene import ReplayScene
from core.ui import theme
from core.ui.dialogs import HandOverScene, confirm
from core.ui.overlays import spinner_wait, toasts_clear_of
from core.ui.players import default_seats
from core.ui.widgets import Button, label
from games.minusmax import help_pictures, hinting, messages, pace, rack_order
from games.minusmax.board_view import (
    BOARD_RECT,
    BoardView,
    flash_for,
    flash_look,
    refused_alpha,
)
from games.minusmax.controls import GAME, PRESET, Controls
from games.minusmax.hinting import PlannedTurn
from games.minusmax.hud import Hud
from games.minusmax.info import INFO
from games.minusmax.logic import EndTurn, Move, Place, TakeBack
from games.minusmax.messages import Notice
from games.minusmax.options_scene import OWN_COLOUR, OptionsScene
from games.minusmax.picking import Picking
from games.minusmax.rack_view import RackView
from games.minusmax.replay_view import MIN_INTERVAL, ReplayView
from games.minusmax.results import ResultsScene
from games.minusmax.style import Display, ticks
from games.minusmax.table_view import TableView

REFUSED_TICKS = 50
BIG_SCORE = 30  # points from which a placement sounds like a score, not just a tile

OPTIONS = (
    Number("rack_size", "minusmax.opt_tiles", 3, 9, 8),
    Flag("complete_last_turn", "minusmax.opt_last_turn", "minusmax.opt_last_turn_box", False),
)


# -- entry points for the shell ------------------------------------------------------------------


def new_game(app, leaving: GameScene | None = None):
    """The new-game dialog ("Configure a new game"); it remembers the last configuration.
    ``leaving`` is the game it was opened from, which the new game replaces."""

    def start(seats, values):
        if leaving is not None:
            app.scenes.pop()  # the dialog; the replace that follows takes the old game's place
        return MinusMaxScene(app, start_match(app.next_seed(), seats, values))

    return MinusMaxNewGame(
        app, INFO, OPTIONS, start, seats=(2, 4), default_seats=default_seats(2), network=True
    )


extra = join_extra(INFO)  # the menu card's "join": a network game another computer hosts


def network_options(values: dict) -> dict:
    """The match options of a network game from the new-game dialog's values."""
    return dict(values)


NET_STRIP = (4, 4, 186, 84)  # network latency: the board's free corner, three rows


def network_scene(app, match: Match):
    """The scene of a network game's joiner (a :class:`core.net.remote_match.RemoteMatch`)."""
    match.view["started"] = True  # the host decides when play begins
    from core.net.table import networked

    return networked(MinusMaxScene, NET_STRIP)(app, match)


def network_refusal(refusal) -> str:
    """A host's refusal of this player's move, worded as in hot seat (the headline)."""
    return messages.worded(refusal)[0]


def resume(app, state: dict):
    """The game a save describes (this format or minusMax's own older one); ``ValueError``."""
    return MinusMaxScene(app, Match.from_save(state, GAME))


def start_match(seed: int, seats, options: dict) -> Match:
    """A new match; it waits for Start when a computer begins (the original does)."""
    match = Match.start(GAME, seats, seed, options)
    match.view["started"] = not seats[match.state.starting_player].is_computer
    return match


def help_pages(app) -> list[tuple]:
    """The rules, "Placing a tile" with its vertex diagram, then the keys as bound now."""
    pages = pages_with_keys(app, INFO, PRESET, "minusmax.help.keys_title", "minusmax.help.keys")
    at = [title for title, _ in INFO.help_pages].index("minusmax.help.place_title")
    pages[at] = (*pages[at], help_pictures.vertex)
    return pages


class MinusMaxNewGame(NewGameScene):
    """The shared new-game dialog, with an Options button between Back and Start."""

    def __init__(self, app, *args, **kwargs) -> None:
        super().__init__(app, *args, **kwargs)
        rect = (self.box.centerx - 150, self.box.bottom - 74, 300, 52)
        self.form.add(Button(rect, label("minusmax.options"), self.open_options))

    def open_options(self) -> None:
        self.app.scenes.push(OptionsScene(self.app))


# -- the game ------------------------------------------------------------------------------------


class MinusMaxScene(MatchScene):
    game_name = GAME

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.attach(match)
        self.display = Display.from_options(app.settings.game_options(GAME))
        self.board = BoardView()
        self.hud = Hud(match.state.players)
        self.rack = RackView(self.hud.rack)
        self.pick = Picking()
        self.modes = [0] * match.state.players
        self.handing_over = False
        self.computer_wait = 0  # ticks before the computer's next move shows
        self.hint = None  # a core.match.Hint being thought out
        self.hint_plan: PlannedTurn | None = None  # the hinted turn, shown on the board
        self.flash = None
        self.refused = None
        self.notice: Notice | None = None
        self.finished = False
        self.ticks = 0
        self.last_player = match.state.current_player
        self._legal: tuple[tuple, list] = ((), [])
        self.controls = Controls(self)
        self.view = TableView(self)
        self.sync_orders()

    # -- what the views ask ------------------------------------------------------------------

    @property
    def state(self):
        return self.match.state

    @property
    def started(self) -> bool:
        """The Start button was pressed (or a human begins)."""
        return bool(self.match.view.get("started", True))

    @property
    def viewer(self) -> int | None:
        """The player whose rack is shown (the match decides)."""
        return self.match.shown_player

    def name(self, player: int) -> str:
        return self.match.seats[player].name

    @property
    def orders(self) -> list[list[int]]:
        return self.match.view.setdefault("orders", [])

    def sync_orders(self) -> None:
        """Keep each rack's arrangement in step with the racks (sorted when the option says)."""
        racks = [self.state.rack(p) for p in range(self.state.players)]
        self.match.view["orders"] = rack_order.arranged(self.orders, racks, self.display.sort)

    def colours(self) -> list:
        palette = self.app.palette()
        return [
            palette[(p if seat.colour is None else seat.colour) % len(palette)]
            for p, seat in enumerate(self.match.seats)
        ]

    def own_colour(self) -> frozenset[int]:
        """The players who chose (Options, Players) to see their tiles in their colour."""
        seats = self.match.seats
        return frozenset(p for p, seat in enumerate(seats) if seat.options.get(OWN_COLOUR))

    def set_own_colour(self, player: int, on: bool) -> None:
        """A per-seat choice: kept with the match's seats, so a save remembers it."""
        seat = self.match.seats[player]
        self.match.seats[player] = replace(seat, options={**seat.options, OWN_COLOUR: on})
        self.autosave()

    def my_turn(self) -> bool:
        """Whether the rack on show belongs to the player who may move now."""
        state = self.state
        return (
            not state.is_terminal()
            and self.started
            and not self.handing_over
            and state.current_player == self.viewer
        )

    def rack_values(self) -> list[int]:
        return [] if self.viewer is None else self.orders[self.viewer]

    def selected_value(self) -> int | None:
        values, index = self.rack_values(), self.pick.selected
        return values[index] if index is not None and index < len(values) else None

    def legal_cells(self) -> list:
        value = self.selected_value()
        if value is None or not self.my_turn():
            return []
        key = (id(self.state), len(self.state.history), value)
        if self._legal[0] != key:
            self._legal = (key, self.state.legal_cells(value))
        return self._legal[1]

    def ghost_cell(self):
        """The cell the selected tile would go to: under the mouse, else the keyboard cursor."""
        pick = self.pick
        if pick.dragging is not None:
            return None
        if pick.hover is not None:
            return pick.hover
        return pick.cursor if pick.cursor_shown else None

    @property
    def toast_area(self) -> pygame.Rect:
        """Toasts stand over the board, off the side panel's buttons, and off the keyboard's
        cursor and the hinted cells (:func:`core.ui.overlays.toasts_clear_of`)."""
        cells = [cell for cell, _, _ in self.hint_plan.steps] if self.hint_plan else []
        if self.pick.cursor_shown:
            cells.append(self.pick.cursor)
        return toasts_clear_of(BOARD_RECT, map(self.board.centre, cells))

    def thinking_ticks(self) -> int | None:
        """How long a computer (or the hint) has been thinking, or ``None``."""
        thinking = self.match.thinking
        if thinking is not None:
            return thinking.ticks
        return self.hint.thinker.ticks if self.hint is not None else None

    def x_of(self, cell) -> float:
        return self.board.centre(cell)[0]

    # -- the shell's hooks -------------------------------------------------------------------

    def summary(self) -> str:
        scores = self.state.scores()
        return ", ".join(f"{seat.name[:10]} {scores[p]}" for p, seat in enumerate(self.match.seats))

    def restart(self) -> None:
        self._new_deal()

    def resume(self) -> None:
        """Back from a dialog: the options may have changed."""
        self.display = Display.from_options(self.app.settings.game_options(GAME))
        self.sync_orders()

    def pause_choices(self) -> list:
        return [
            (label("pause.resume"), lambda: None),
            (label("minusmax.new_game"), self.new_game_key),
            (label("minusmax.configure"), self.configure),
            (label("pause.save"), self.open_save_slots),
            (label("pause.load"), self.open_load_slots),
            (label("pause.replay"), self.open_replay),
            *self.view_choices(),
            (label("pause.help"), self.open_help),
            (label("pause.quit"), self.quit_to_menu),
        ]

    def view_choices(self) -> list:
        return [(label("minusmax.options"), self.open_options)]

    def handle(self, event) -> None:
        self.controls.handle(event)

    def draw(self, surface) -> None:
        self.view.draw(surface)

    # -- scene actions -----------------------------------------------------------------------

    def new_game_key(self) -> None:
        if self.match.moves and not self.match.over:
            confirm(self.app, label("minusmax.new_game_question"), self._new_deal, default_no=True)
        else:
            self._new_deal()

    def _new_deal(self) -> None:
        self.abandon()
        match = start_match(self.app.next_seed(), self.match.seats, self.match.options)
        self.app.scenes.replace(MinusMaxScene(self.app, match))

    def configure(self) -> None:
        self.app.scenes.push(new_game(self.app, leaving=self))

    def replay_view(self) -> ReplayView:
        return ReplayView(self.state.players, self.display, self.colours())

    @property
    def replay_interval(self) -> int:
        return max(MIN_INTERVAL, ticks(self.display.tile_delay))

    def replay_screen(self) -> ReplayScene:
        return ReplayScene(self.app, self.match, self.replay_view(), self.replay_interval)

    def open_replay(self) -> None:
        self.app.scenes.push(self.replay_screen())

    def open_options(self) -> None:
        """The display options; with the per-seat ones when the seats are kept here (a
        network game's seats are the host's, sent again with every state)."""
        if not self.match.saves_locally:
            self.app.scenes.push(OptionsScene(self.app))
            return
        scene = OptionsScene(
            self.app,
            on_default_colours=self._default_colours,
            players=(self.match.seats, self.set_own_colour),
        )
        self.app.scenes.push(scene)

    def _default_colours(self) -> None:
        seats = self.match.seats
        seats[:] = [replace(seat, colour=index) for index, seat in enumerate(seats)]

    def start_or_new(self) -> None:
        if self.state.is_terminal():
            self._new_deal()
        elif not self.started:
            self.match.view["started"] = True
            self.app.play("click")

    def set_sort(self, on: bool) -> None:
        self.display = self.display.with_(sort=on)
        self.display.store(self.app.settings.game_options(GAME))
        self.app.save_settings()
        self.sync_orders()
        self.pick.selected = None

    # -- moves -------------------------------------------------------------------------------

    def play(self, move: Move, cell=None) -> bool:
        """Play ``move`` for the current player, or say why not; True when it was played."""
        player = self.state.current_player
        shown = self.viewer
        refusal = self.match.play(move)
        if refusal is not None:
            self.refuse(*messages.worded(refusal), cell=cell)
            return False
        if player == shown:  # another player's move leaves a rack being arranged alone
            self.pick.clear()
        self.notice = None
        self.hint_plan = self.hint_plan.after(move) if self.hint_plan is not None else None
        self._aim_at_hint()
        name = self.name(player)
        if isinstance(move, Place):
            self._flash_placement(player, name)
            big = self.state.last_placement.points >= BIG_SCORE
            self.app.play("score" if big else "place")
        elif isinstance(move, TakeBack):
            self.flash = None
            self.app.play("click")
        else:
            self._turn_ended(player, name)
        return True

    def _flash_placement(self, player: int, name: str) -> None:
        lines = messages.placed_lines(self.state, name)
        cell = self.state.last_placement.cell
        self.flash = flash_for(self.state, cell, lines, self.colours()[player])

    def recent_turns(self, count: int = 4) -> list[str]:
        """The last turns, newest first, worded now: in the current language, and there after
        a saved game is loaded (the turn log is part of the game)."""
        return [
            messages.turn_line(summary, self.name(summary.player))
            for summary in reversed(self.state.turn_log[-count:])
        ]

    def _turn_ended(self, player: int, name: str) -> None:
        summary = self.state.turn_log[-1]
        if summary.bonus:
            text = i18n.t("minusmax.bonus_toast", name=name, bonus=summary.bonus)
            self.app.toast(text, theme.GOOD)
            self.app.play("level_up")
        elif summary.exchanged:
            self.app.play("clear")

    def moved(self, move) -> None:
        """After every move, a human's or a computer's: the racks follow (then the autosave).
        A placed tile's rack position is remembered so that Take back puts it there again."""
        player = self.state.current_player
        origins = self.match.view.setdefault("taken_from", [])
        if isinstance(move, Place):
            origins.append(self._rack_index(player, move.value))
        self.sync_orders()
        if isinstance(move, TakeBack) and origins and not self.display.sort:
            order = self.orders[player]  # the tile taken back is arranged last, as a new one
            self.orders[player] = rack_order.moved(order, len(order) - 1, origins.pop())
        elif not isinstance(move, Place | TakeBack):
            origins.clear()

    def _rack_index(self, player: int, value: int) -> int:
        """Where ``value`` sat in ``player``'s arranged rack: the selected tile when it is the
        one placed, else the first tile of that value."""
        order, selected = self.orders[player], self.pick.selected
        mine = player == self.viewer and selected is not None and selected < len(order)
        if mine and order[selected] == value:
            return selected
        return order.index(value) if value in order else len(order)  # a joiner's stand-in

    def refuse(self, headline: str, detail: str, cell=None) -> None:
        self.app.toast(headline, theme.DANGER)
        self.app.play("invalid")
        body = headline + ("\n" + detail if detail else "")
        self.notice = Notice(i18n.t("minusmax.refused"), body, theme.DANGER)
        if cell is not None:
            self.refused = (cell, REFUSED_TICKS)

    # -- time --------------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Never every tick: what moves by itself says when, through :meth:`wake_ticks`."""
        return False

    def wake_ticks(self) -> int | None:
        """Ticks until the picture changes by itself: the game moving on (a computer's next
        tile, the next turn, the end), the thinking ring's next step, or the next look of a
        fading effect; ``None`` when only input changes it (Press Start, a human's turn)."""
        waits = [super().wake_ticks(), self._game_wait(), *self._effect_waits()]
        waits = [wait for wait in waits if wait is not None]
        return min(waits) if waits else None

    def _game_wait(self) -> int | None:
        state = self.state
        if state.is_terminal():
            return None if self.finished else 1
        thinking = self.thinking_ticks()
        if thinking is not None:
            return spinner_wait(thinking)
        if not self.started:
            return None
        turn_changed = state.current_player != self.last_player
        if turn_changed or (self.match.needs_handover() and not self.handing_over):
            return 1
        if not (self.match.computer_to_move and self.match.decides_here):
            return None  # a human's turn, or a friend's at another computer (see decides_here)
        return max(1, self.computer_wait)

    def _effect_waits(self) -> list[int]:
        waits = []
        if self.flash is not None:
            waits.append(pace.until_change(flash_look, self.flash.ticks))
        if self.refused is not None:
            waits.append(pace.until_change(refused_alpha, self.refused[1]))
        if self.notice is not None:
            waits.append(max(1, self.notice.ticks))
        return waits

    def update(self) -> None:
        super().update()
        self.ticks += 1
        self._age_effects()
        self._poll_hint()
        self.pick.fit(len(self.rack_values()))
        self.controls.refresh()
        state = self.state
        if state.is_terminal():
            self._finish()
            return
        if not self.started:
            return
        player = state.current_player
        if player != self.last_player:
            self.computer_wait = ticks(self.display.turn_delay)
        if self.match.computer_to_move:
            self._computer_tick()
        elif self.match.needs_handover():
            self._hand_over(player)
        elif player != self.last_player and len(self.match.humans) == 1:
            self.app.play("your_turn")
        self.last_player = player

    def _age_effects(self) -> None:
        if self.flash is not None:
            self.flash.ticks -= 1
            if self.flash.ticks <= 0:
                self.flash = None
        if self.refused is not None:
            cell, left = self.refused
            self.refused = (cell, left - 1) if left > 1 else None
        if self.notice is not None:
            self.notice.ticks -= 1
            if self.notice.ticks <= 0:
                self.notice = None

    def ask_hint(self) -> None:
        """Think out the hinted turn in the worker thread (shown when it is ready)."""
        self.hint = hinting.ask(self.match)

    def _poll_hint(self) -> None:
        hint = self.hint
        if hint is None or not hint.ready():
            return
        self.hint = None
        if hint.fits(self.match) and self.my_turn():
            self._show_hint(hint.result())

    def _show_hint(self, plan: list[Move]) -> None:
        """The whole hinted turn: its tiles numbered on the board, the first one selected
        under the cursor (Enter plays it), the words and the total in the information box."""
        planned = hinting.planned_turn(self.state, plan)
        self.notice = Notice(i18n.t("minusmax.hint"), messages.hint_text(planned), theme.ACCENT)
        self.hint_plan = planned if planned.steps else None
        self._aim_at_hint()

    def _aim_at_hint(self) -> None:
        """Select the next hinted tile and put the cursor on its cell."""
        if self.hint_plan is None or not self.my_turn():
            return
        cell, value, _ = self.hint_plan.steps[0]
        self.pick.cursor = cell
        self.pick.exchange = None
        values = self.rack_values()
        self.pick.selected = values.index(value) if value in values else None

    def _computer_tick(self) -> None:
        """The match thinks in its worker thread; its moves show at the computer's pace."""
        move = self.match.computer_move()
        if self.computer_wait > 0:
            self.computer_wait -= 1
        if move is None or self.computer_wait > 0:
            return
        if not self.play(move):
            self.play(EndTurn())  # a plan the rules refuse: end the turn rather than stall
        self.computer_wait = ticks(self.display.tile_delay)

    def _hand_over(self, player: int) -> None:
        if self.handing_over:
            return
        self.handing_over = True
        self.pick.clear()

        def ready() -> None:
            self.match.reveal()
            self.handing_over = False

        self.app.scenes.push(HandOverScene(self.app, self.name(player), ready))

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.pick.clear()
        self.autosave()
        self.app.play("game_over")
        self.app.scenes.push(ResultsScene(self.app, self.match, self.colours()))
