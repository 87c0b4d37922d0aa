"""What the game scene of M shows: the table with its marks, the prompt and the hint, the
hand, and the players' panel.

:class:`MScreen`, a mixin of :class:`games.m.scene.MScene` (which owns the match and the flow),
reads the scene into one plain "what is shown" value, :class:`TableShown`, and
:func:`draw_table` draws that value with the views; nothing here changes the game, and the
views never read the scene.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import pygame

from core import i18n
from core.input import describe
from core.replay_scene import caption
from core.ui import theme
from core.ui.text import blit_fitted
from games.m import tile_view, words
from games.m.board_view import (
    Marks,
    draw_cursor,
    draw_flash,
    draw_ghost,
    draw_takeable,
    span,
)
from games.m.hud import PlayerLine, player_lines
from games.m.layout import MAX_SPAN, Pos
from games.m.logic import CHOOSE, PLACE, TAKE
from games.m.tiles import Tile

# Where things are on the 1280 x 720 screen.
STATUS = pygame.Rect(16, 6, 688, 30)
SUBSTATUS = pygame.Rect(16, 38, 688, 22)
BOARD = pygame.Rect(16, 66, 688, 506)
HAND = pygame.Rect(16, 576, 470, 136)
# toasts stand in the margin under the table (at most 6 x 6, 408 px), above the hand
TOASTS = pygame.Rect(BOARD.x, BOARD.y, BOARD.w, HAND.top + 16 - BOARD.y)
BUTTON_TOP = pygame.Rect(500, 586, 204, 50)
BUTTON_BOTTOM = pygame.Rect(500, 648, 204, 50)
PANEL_HEAD = pygame.Rect(720, 8, 544, 52)
PANEL = pygame.Rect(720, 66, 544, 646)
REPLAY_CONTROLS = pygame.Rect(HAND.x, BUTTON_TOP.y, BUTTON_TOP.right - HAND.x, BUTTON_TOP.h)
REPLAY_BACK = pygame.Rect(HAND.x, BUTTON_BOTTOM.y, BUTTON_BOTTOM.right - HAND.x, BUTTON_BOTTOM.h)
FLASH_TICKS = 50  # how long a refused cell stays outlined
MARK_REACH = 24  # how far a mark reaches beyond its cell (outline, badge), both sides together
# The screen outside the table and the panel, which cover themselves with cached layers.
BARE = (
    pygame.Rect(0, 0, 1280, BOARD.top),
    pygame.Rect(0, BOARD.top, BOARD.left, 720 - BOARD.top),
    pygame.Rect(BOARD.right, BOARD.top, PANEL.left - BOARD.right, 720 - BOARD.top),
    pygame.Rect(0, BOARD.bottom, PANEL.left, 720 - BOARD.bottom),
    pygame.Rect(PANEL.right, BOARD.top, 1280 - PANEL.right, 720 - BOARD.top),
    pygame.Rect(PANEL.left, PANEL.bottom, PANEL.w, 720 - PANEL.bottom),
)


@dataclass(frozen=True)
class HandShown:
    """The hand row: its title, and the tiles face up (``None``: ``count`` backs)."""

    title: str
    tiles: tuple[Tile, ...] | None
    count: int
    selected: int | None
    fits: tuple[bool, ...]


@dataclass(frozen=True)
class TableShown:
    """Everything the table screen draws this frame."""

    layout: Mapping[Pos, Tile]
    marks: Marks
    takeable: tuple[Pos, ...]  # the tiles of the scoring round that may be taken, pulsing
    flash: tuple[Pos, float] | None  # a refused cell and how strongly it still shows
    cursor: Pos | None  # None when nobody at the screen may act
    ghost: Tile | None  # the chosen tile, shown on the cursor where it fits
    status: tuple[str, theme.Colour]
    hint: str
    pile: str
    last_round: bool
    limit: str
    lines: tuple[PlayerLine, ...]
    log: tuple[str, ...]
    thinking: int | None  # the computer whose thinking dots show
    hand: HandShown | None  # None in the replay, whose buttons go where the hand is
    ticks: int


class MScreen:
    """The drawing half of the scene (see the module's docstring)."""

    def key_of(self, action: str) -> str:
        """The first key bound to M's ``action`` now, as the player reads it (the words name
        the keys the player chose, not the defaults)."""
        keys = self.app.bindings.keys("m", "default", action)
        return describe(keys[0]) if keys else i18n.t("keys.unbound")

    def _cached(self, name: str, key: tuple, make):
        """``make()``, recomputed only when ``key`` changes."""
        held = self._cache.get(name)
        if held is None or held[0] != key:
            held = (key, make())
            self._cache[name] = held
        return held[1]

    def _must_pass(self, name: str, can_swap: bool) -> str:
        if not can_swap:
            return i18n.t("m.status.must_pass_only", name=name, keys=self.key_of("pass"))
        pass_keys, swap_keys = self.key_of("pass"), self.key_of("swap")
        return i18n.t("m.status.must_pass", name=name, pass_keys=pass_keys, swap_keys=swap_keys)

    def _legal(self) -> frozenset:
        tile = self.selected_tile()
        if tile is None or self.state.phase != PLACE or self.acting_human() is None:
            return frozenset()
        key = (self.shown_version, tile)
        return self._cached("legal", key, lambda: frozenset(self.state.legal_cells(tile)))

    def _fits(self, hand: list) -> list[bool]:
        """Which tiles of the hand fit somewhere (all, unless the owner is placing now)."""
        if self.state.phase != PLACE or self.acting_human() != self.hand_owner():
            return [True] * len(hand)
        key = (self.shown_version, tuple(hand))
        return self._cached("fits", key, lambda: [bool(self.state.legal_cells(t)) for t in hand])

    def round_view(self):
        """The scoring round under way (or None), worked out once per change of the game."""
        return self._cached("round", (self.shown_version,), self.state.scoring_round)

    def marks(self) -> Marks:
        round_ = self.round_view()
        runs, strong = (), None
        if round_ is not None:
            runs, strong = (round_.run,), 0
        elif self.state.phase == CHOOSE:
            options = self.state.line_options()
            runs = tuple(run for _, run in options)
            strong = self._stressed_line(options)
        hidden = self.anims.hidden_cells()
        return Marks(self._legal(), runs, strong, hidden, self.recent)

    def _stressed_line(self, options) -> int | None:
        hovered = self.form.hovered
        for index, (line, _) in enumerate(options):
            button = self.controls.line_button(line)
            if hovered is button:
                return index
        containing = [index for index, (_, run) in enumerate(options) if self.cursor in run]
        return containing[0] if len(containing) == 1 else None

    def shown(self) -> TableShown:
        """What the screen shows now, as a plain value."""
        round_ = self.round_view()
        flash = None
        if self.flash is not None:
            cell, since = self.flash
            flash = (cell, 1 - (self.ticks - since) / FLASH_TICKS)
        acting = self.acting_human() is not None
        tile = self.selected_tile()
        player = self.state.current_player
        computer = player is not None and self.seats[player].is_computer
        return TableShown(
            layout=self.state.layout,
            marks=self.marks(),
            takeable=tuple(round_.takeable) if round_ is not None else (),
            flash=flash,
            cursor=self.cursor if acting else None,
            ghost=tile if tile is not None and self.cursor in self._legal() else None,
            status=self.status(),
            hint=self.hint(),
            pile=i18n.t("m.panel.pile", count=self.state.pile_size),
            last_round=self.state.last_tile_drawn and not self.state.is_terminal(),
            limit=i18n.t("m.panel.limit", **self._span(), limit=MAX_SPAN),
            lines=self.panel_lines(),
            log=self._worded_log(),
            thinking=player if computer and self.replay is None else None,
            hand=self.hand_shown() if self.replay is None else None,
            ticks=self.ticks,
        )

    def _worded_log(self) -> tuple[str, ...]:
        """The log's lines in the player's language, worded again only when the log changes
        (every frame of a flight reads it)."""
        key = (self.shown_version, tuple(self.log), i18n.language())
        return self._cached("log", key, lambda: tuple(i18n.say(line) for line in self.shown_log()))

    def _span(self) -> dict:
        columns, rows = span(self.state.layout)
        return {"columns": columns, "rows": rows}

    def draw(self, surface) -> None:
        """The still table, put back while it shows the same (whether or not anything flies:
        a whole frame is asked for on every input), then what moves; a replay is drawn whole."""
        shown = self.shown()
        moving = self._moving(shown)
        if self.replay is not None:
            self.still.forget()
            self._draw_still(surface, shown)
            moving(surface)
            return
        draw_still = lambda layer: self._draw_still(layer, shown)  # noqa: E731
        self.still.paint(surface, self._still_key(shown), draw_still, moving)

    def draw_changes(self, surface) -> bool:
        """While tiles and chips fly over a still table or a computer thinks, only what moves
        or breathes is drawn again (:mod:`core.ui.still_layer`): the flights, the marks on the
        board, the thinking dots."""
        shown = self.shown()
        if not self._moves_over_still(shown):
            return False
        return self.still.update(surface, self._still_key(shown), self._moving(shown))

    def _moves_over_still(self, shown: TableShown) -> bool:
        return self.replay is None and (self.anims.busy or shown.thinking is not None)

    def _draw_still(self, surface, shown: TableShown) -> None:
        draw_table(surface, shown, self.board, self.panel, self.hand_view, self.app.palette())
        if self.replay is None:
            self.draw_form(surface)

    def _moving(self, shown: TableShown):
        """What changes from tick to tick, drawn over the still table: the board's marks, the
        flights and the thinking dots; it answers the rects it drew."""

        def draw(surface) -> list[pygame.Rect]:
            view = self.board.view(shown.layout)
            drawn = draw_board_marks(surface, view, shown, self.app.palette())
            drawn += self.anims.draw(surface)
            if shown.thinking is not None:
                tagged = shown.lines[shown.thinking].trigger
                drawn.append(self.panel.draw_thinking(surface, shown.thinking, shown.ticks, tagged))
            return drawn

        return draw

    def _still_key(self, shown: TableShown) -> tuple:
        """Everything the still part shows: the table value without what moves, and the
        buttons."""
        still = replace(shown, takeable=(), flash=None, cursor=None, ghost=None, thinking=None)
        return replace(still, ticks=0), self.form.picture_key()

    def status(self) -> tuple[str, theme.Colour]:
        """The line that says who must do what now."""
        state = self.state
        if self.replay is not None:
            return caption(self.replay), theme.ACCENT
        if state.is_terminal():
            return self._winner_line(), theme.ACCENT
        player = state.current_player
        name = state.names[player]
        if self.seats[player].is_computer:
            key = "m.status.taking" if state.phase == TAKE else "m.status.thinking"
            return i18n.t(key, name=name), theme.TEXT
        if self.acting_human() is None:
            return i18n.t("m.status.waiting", name=name), theme.TEXT
        if state.phase == CHOOSE:
            row, column = self.key_of("row"), self.key_of("column")
            text = i18n.t("m.status.choose_line", name=name, row_keys=row, column_keys=column)
            return text, theme.ACCENT
        if state.phase == TAKE:
            return i18n.t("m.status.take", name=name), theme.ACCENT
        hand = self.shown_hand()
        if not hand:
            return i18n.t("m.status.no_tiles", name=name, keys=self.key_of("pass")), theme.ACCENT
        if not any(self._fits(hand)):
            return self._must_pass(name, state.pile_size > 0), theme.ACCENT
        tile = self.selected_tile()
        if tile is None:
            return i18n.t("m.status.choose_tile", name=name, keys=self.key_of("pass")), theme.ACCENT
        if not self._legal():
            return i18n.t("m.status.no_fit", name=name), theme.ACCENT
        return i18n.t("m.status.place", name=name), theme.ACCENT

    def _winner_line(self) -> str:
        winners = self.state.winners()
        score = self.state.score_preview(winners[0])  # a number: it picks the plural form
        if len(winners) == 1:
            return i18n.t("m.status.over_win", name=self.state.names[winners[0]], score=score)
        names = ", ".join(self.state.names[p] for p in winners)
        return i18n.t("m.status.over_tie", names=names, score=score)

    def hint(self) -> str:
        """What placing the chosen tile under the cursor would do, else the last event."""
        tile = self.selected_tile()
        cell = self.cursor
        log = self.shown_log()
        latest = i18n.say(log[0]) if log else ""
        if tile is None or self.acting_human() is None or self.state.phase != PLACE:
            return latest
        if cell in self._legal():
            key = (self.shown_version, tile, cell, i18n.language())
            return self._cached("hint", key, lambda: words.placement_hint(self.state, tile, cell))
        problem = self.state.placement_problem(tile, cell)
        if problem is None or problem.code == "isolated":
            return latest
        return words.refusal_text(problem)

    def hand_shown(self) -> HandShown:
        state = self.state
        owner = self.hand_owner()
        if state.is_terminal():
            keys = self.key_of("new_game")
            over = i18n.t("m.hand.over", results=self.key_of("place"), keys=keys)
            return HandShown(over, None, 0, None, ())
        if owner is None:
            count = len(state.hand(state.turn))
            title = i18n.t("m.hand.hidden", name=state.names[state.turn])
            return HandShown(title, None, count, None, ())
        hand = state.hand(owner)
        title = i18n.t("m.hand.title", name=state.names[owner])
        if self.acting_human() == owner and state.phase == PLACE and hand:
            title = i18n.t("m.hand.keys", name=state.names[owner])
        return HandShown(title, tuple(hand), len(hand), self.selected, tuple(self._fits(hand)))

    def panel_lines(self):
        """The rows of the players' panel, rebuilt when the game changes."""
        kinds = self._kinds()
        key = (self.shown_version, self.app.palette(), i18n.language(), tuple(kinds))
        make = lambda: player_lines(self.state, kinds, self._colours())  # noqa: E731
        return self._cached("lines", key, make)

    def _kinds(self) -> list[str]:
        """Each seat's kind (with a network player's latency); none for the computer to move
        (its thinking dots go there, but not in the replay)."""
        current = self.state.current_player if self.replay is None else None
        return [
            "" if player == current and seat.is_computer else self._kind(player, seat)
            for player, seat in enumerate(self.seats)
        ]

    def _kind(self, player: int, seat) -> str:
        """A seat's badge: "Computer 4", "Human", or "Remote · 25 ms" (at another computer)."""
        if seat.is_computer:
            return i18n.t("players.computer_level", level=seat.level)
        if not seat.is_remote:
            return i18n.t("players.human")
        note = self.seat_note(player)
        remote = i18n.t("players.remote")
        return remote if note is None else f"{remote} · {note}"

    def _colours(self) -> list:
        palette = self.app.palette()
        return [
            palette[(player if seat.colour is None else seat.colour) % len(palette)]
            for player, seat in enumerate(self.seats)
        ]


# -- drawing a TableShown -------------------------------------------------------------------------


def draw_table(surface, shown: TableShown, board, panel, hand_view, palette) -> None:
    """Draw the still part of ``shown`` with the table, panel and hand views (which keep
    their cached layers); :func:`draw_board_marks` draws what moves over it."""
    for rect in BARE:
        surface.fill(theme.BACKGROUND, rect)
    board.draw(surface, shown.layout, shown.marks, palette)
    text, colour = shown.status
    blit_fitted(surface, text, STATUS, theme.FONT_NORMAL + 2, colour, "left")
    blit_fitted(surface, shown.hint, SUBSTATUS, theme.FONT_SMALL, theme.TEXT_DIM, "left")
    _draw_panel(surface, shown, panel, palette)
    if shown.hand is not None:
        hand = shown.hand
        tiles = list(hand.tiles) if hand.tiles is not None else None
        fits = list(hand.fits)
        hand_view.draw(surface, hand.title, tiles, hand.count, hand.selected, fits, palette)


def draw_board_marks(surface, view, shown: TableShown, palette) -> list[pygame.Rect]:
    """The marks over the board that breathe or fade: the takeable tiles, a refused cell, the
    cursor with the chosen tile; the rects of the cells they cover."""
    marked = list(shown.takeable)
    if shown.takeable:
        draw_takeable(surface, view, shown.takeable, shown.ticks)
    if shown.flash is not None:
        cell, strength = shown.flash
        draw_flash(surface, view, cell, theme.DANGER, strength)
        marked.append(cell)
    if shown.cursor is not None and view.contains(shown.cursor):
        if shown.ghost is not None:
            draw_ghost(surface, view, shown.ghost, shown.cursor, palette)
        draw_cursor(surface, view, shown.cursor, shown.ticks)
        marked.append(shown.cursor)
    return [view.rect(cell).inflate(MARK_REACH, MARK_REACH) for cell in marked]


def _draw_panel(surface, shown: TableShown, panel, palette) -> None:
    surface.blit(tile_view.back(34), (PANEL_HEAD.x, PANEL_HEAD.y + 8))
    pile_rect = (PANEL_HEAD.x + 44, PANEL_HEAD.y + 4, 220, 22)
    blit_fitted(surface, shown.pile, pile_rect, theme.FONT_SMALL, theme.TEXT, "left")
    if shown.last_round:
        last = (PANEL_HEAD.x + 44, PANEL_HEAD.y + 28, 220, 20)
        blit_fitted(surface, i18n.t("m.panel.last"), last, 18, theme.ACCENT, "left")
    limit_rect = (PANEL_HEAD.x + 270, PANEL_HEAD.y + 4, PANEL_HEAD.w - 270, 22)
    blit_fitted(surface, shown.limit, limit_rect, theme.FONT_SMALL, theme.TEXT_DIM, "right")
    chips_rule = (PANEL_HEAD.x + 270, PANEL_HEAD.y + 28, PANEL_HEAD.w - 270, 20)
    blit_fitted(surface, i18n.t("m.panel.rule"), chips_rule, 18, theme.TEXT_DIM, "right")
    panel.draw(surface, shown.lines, palette, list(shown.log))
