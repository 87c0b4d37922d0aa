"""What the Abaku scene shows: the board with the tentative tiles, hints and highlights, the
rack, the players, the preview of the move being built and the move log. A mixin of
:class:`games.abaku.scene.AbakuScene`, which owns the match and the move being built;
everything here reads them into plain "what is shown" values for the views and never changes
the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from core import i18n
from core.replay_scene import caption
from core.ui import theme
from core.ui.kept import fill_around
from core.ui.overlays import toasts_clear_of
from games.abaku import hud
from games.abaku.board_view import BOARD_AREA
from games.abaku.moves import Place
from games.abaku.words import refusal_text

PREVIEW_LINES = 3


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


class AbakuScreen:
    """The drawing half of the scene (see the module's docstring)."""

    def colours(self) -> list:
        palette = self.app.palette()
        return [
            palette[(p if seat.colour is None else seat.colour) % len(palette)]
            for p, seat in enumerate(self.seats)
        ]

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def seconds_left(self) -> int | None:
        return self.match.seconds_left() if self.my_turn() else None

    def thinking_ticks(self) -> int | None:
        if self.think_since is not None and self.match.computer_seat_to_move:
            return self.ticks - self.think_since
        return self.hint.thinker.ticks if self.hint is not None else None

    @property
    def toast_area(self):
        """Toasts stand over the board, off the side panel's buttons, rack and log, and off
        what the player works on there (:func:`core.ui.overlays.toasts_clear_of`)."""
        squares = [*self.tentative, *self.ghosts]
        if self.cursor_shown:
            squares.append(self.cursor)
        if self.refused:
            squares.append(self.refused[0])
        centres = (self.board_view.square_rect(square).center for square in squares)
        return toasts_clear_of(BOARD_AREA, centres)

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
            self.hint_note,
            self.viewer,
            self.handing_over,
            None if self.replay is None else self.replay.step,
            i18n.language(),
        )
        if self._preview[0] != key:
            self._preview = (key, self._work_out_preview())
        return self._preview[1]

    def _work_out_preview(self) -> tuple[str, list[str], tuple]:
        state = self.state
        if self.replay is not None:
            return caption(self.replay), [], theme.ACCENT
        if state.is_terminal():
            return i18n.t("abaku.game_over"), [], theme.TEXT
        if not self.my_turn():
            name = self.seats[state.current_player].name
            return i18n.t("abaku.turn_of", name=name), [], theme.TEXT
        if self.exchanging:
            body = i18n.t("abaku.exchange_help", count=len(self.marked))
            return i18n.t("abaku.exchange_title"), [body], theme.TEXT
        if not self.tentative and self.hint_note is not None:
            return i18n.t("abaku.your_turn"), [i18n.say(self.hint_note)], theme.ACCENT
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
        """The still table, put back while it shows the same (whether or not a clock runs:
        a whole frame is asked for on every input), then the clock; a replay is drawn whole."""
        shown, board = self.hud_shown(), self.board_shown()
        if self.replay is not None:
            self.still.forget()
            self._draw_still(surface, shown, board)
            hud.draw_clock(surface, shown)
            return
        draw_still = lambda layer: self._draw_still(layer, shown, board)  # noqa: E731
        key, clock = self._still_key(shown, board), self._clock(shown)
        self.still.paint(surface, key, draw_still, clock)

    def draw_changes(self, surface) -> bool:
        """While only the turn clock or the thinking ring changes, only they are drawn again
        (:mod:`core.ui.still_layer`): a second of the clock costs a small rect, not the
        screen."""
        shown = self.hud_shown()
        if self.replay is not None or not hud.clock_shown(shown):
            return False
        key = self._still_key(shown, self.board_shown())
        return self.still.update(surface, key, self._clock(shown))

    @staticmethod
    def _clock(shown: hud.HudShown):
        return lambda surface: hud.draw_clock(surface, shown)

    def _still_key(self, shown: hud.HudShown, board: BoardShown) -> tuple:
        """Everything the still part shows (what :meth:`_draw_still` reads), the clock and
        the thinking ring left out."""
        press = self.controls.press
        drag = None if press is None else (press.index, press.pos if press.dragging else None)
        still = replace(shown, seconds_left=None, thinking_ticks=None)
        return (still, board, self.rack(), self.used(), self.picked, self.marked,
                self.banner, drag, self.form.picture_key())  # fmt: skip

    def _draw_still(self, surface, shown: hud.HudShown, board: BoardShown) -> None:
        fill_around(surface, theme.BACKGROUND, self.board_view.area)  # the board is opaque
        self.board_view.draw(surface, board)
        self.panels.draw(surface, shown)
        press = self.controls.press
        dragged = press.index if press is not None and press.dragging else None
        view = RackShown(self.picked, self.used(), self.marked, dragged)
        self.rack_view.draw(surface, self.rack(), view)
        if self.replay is not None:
            return  # the replay screen puts its buttons where the scene's are
        self.draw_form(surface)
        if self.banner is not None:
            self.banner.draw(surface, self.board_view.rect)
        self.controls.draw_drag(surface)

    def hud_shown(self) -> hud.HudShown:
        """What the players' panel, the preview and the log show now."""
        title, lines, colour = self.preview()
        state = self.state
        return hud.HudShown(
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
            log=tuple(state.log),
            log_back=self.log_back,
        )

    def _rack_title(self) -> str:
        if self.viewer is None:
            return i18n.t("abaku.rack_hidden")
        return i18n.t("abaku.rack_of", name=self.seats[self.viewer].name)
