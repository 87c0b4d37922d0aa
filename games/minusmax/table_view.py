"""Draws the game scene: the board, the side panel, the rack, a dragged tile, the end banner.

It only reads the scene; the words it shows (whose turn, what the selected tile would score,
why a move was refused, the last turns) are chosen here, in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from core import i18n
from core.ui import theme
from core.ui.kept import fill_around
from core.ui.still_layer import StillLayer
from games.minusmax import messages, results, tile_view
from games.minusmax.board_view import Picture
from games.minusmax.controls import key_names
from games.minusmax.hud import PlayerLine
from games.minusmax.style import Display

if TYPE_CHECKING:
    from games.minusmax.scene import MinusMaxScene

CELL_NAMES = {
    "D": "minusmax.cell_double",
    "T": "minusmax.cell_triple",
    "X": "minusmax.cell_blocked",
    None: "minusmax.cell_plain",
}


class TableView:
    def __init__(self, scene: MinusMaxScene) -> None:
        self.scene = scene
        self.still = StillLayer()  # the board's layer, the side panel and its buttons

    def draw(self, surface) -> None:
        """The still table (the board's layer, the side panel, its buttons), put back while
        it shows the same, then what moves over it (:mod:`core.ui.still_layer`): the marks on
        the board, the tooltip and a dragged tile."""
        scene = self.scene
        picture, panel = self.picture(), self.panel_shown()
        key = (scene.board.layer_key(picture), panel, scene.form.picture_key())

        def draw_still(canvas) -> None:
            fill_around(canvas, theme.BACKGROUND, scene.board.rect)  # the layer is opaque
            canvas.blit(scene.board.layer(picture), scene.board.rect)
            self._draw_side(canvas, panel)

        def draw_moving(canvas) -> list:
            if scene.board.draw_marks(canvas, picture):
                self._draw_side(canvas, panel)  # the marks go under it
            scene.draw_tooltip(canvas)
            self._draw_drag(canvas)
            return []

        self.still.paint(surface, key, draw_still, draw_moving)

    def _draw_side(self, surface, panel: PanelShown) -> None:
        """The side panel and the buttons."""
        self._draw_panel(surface, panel)
        self.scene.form.draw(surface)

    # -- the board ---------------------------------------------------------------------------

    def picture(self) -> Picture:
        scene, pick = self.scene, self.scene.pick
        legal = scene.legal_cells()
        value = scene.selected_value()
        target = scene.ghost_cell()
        ghost = (target, value) if value is not None and target in legal else None
        peek = pick.peek
        peek_text = i18n.t(CELL_NAMES[scene.state.specials.get(peek)]) if peek else ""
        return Picture(
            state=scene.state,
            display=scene.display,
            colours=scene.colours(),
            modes=tuple(scene.modes),
            own_colour=scene.own_colour(),
            singles=frozenset(pick.singles),
            legal=legal,
            ghost=ghost,
            cursor=pick.cursor if pick.cursor_shown else None,
            hint=self.hinted_tiles(),
            flash=scene.flash,
            refused=scene.refused,
            peek=peek,
            peek_text=peek_text,
            ticks=scene.ticks,
        )

    def hinted_tiles(self) -> tuple:
        plan = self.scene.hint_plan
        return () if plan is None else tuple((cell, value) for cell, value, _ in plan.steps)

    def _draw_drag(self, surface) -> None:
        scene = self.scene
        index, values = scene.pick.dragging, scene.rack_values()
        if index is None or index >= len(values):
            return
        face, ink = scene.display.tile_colours
        radius = scene.board.radius - 1
        art = tile_view.tile(values[index], radius, face, ink, scene.display.font)
        surface.blit(art, art.get_rect(center=scene.pick.press.pos))

    # -- the side panel ----------------------------------------------------------------------

    def panel_shown(self) -> PanelShown:
        """Everything the side panel shows now, as a plain value."""
        scene = self.scene
        rack = None
        if scene.viewer is not None and not scene.handing_over:
            rack = RackShown(
                tuple(scene.rack_values()),
                scene.pick.selected,
                frozenset(scene.pick.exchange or ()),
                not scene.my_turn(),
                scene.pick.dragging,
            )
        return PanelShown(
            tuple(self.player_lines()),
            self.box_text(),
            self.status_text(),
            scene.thinking_ticks(),
            self.rack_label(),
            scene.display,
            rack,
            self.info(),
        )

    def _draw_panel(self, surface, panel: PanelShown) -> None:
        scene = self.scene
        hud = scene.hud
        hud.draw_frame(surface)
        hud.draw_players(surface, panel.players)
        hud.draw_box_line(surface, panel.box)
        hud.draw_status(surface, panel.status, panel.thinking_ticks)
        hud.draw_rack_label(surface, *panel.rack_label)
        rack = panel.rack
        if rack is not None:
            scene.rack.draw(
                surface,
                rack.values,
                panel.display,
                selected=rack.selected,
                marked=rack.marked,
                faded=rack.faded,
                dragging=rack.dragging,
            )
        hud.draw_info(surface, *panel.info)

    def player_lines(self) -> list[PlayerLine]:
        scene = self.scene
        state, colours = scene.state, scene.colours()
        current = state.current_player if scene.started else None
        scores, counts = state.scores(), state.rack_counts()
        return [
            PlayerLine(
                player=p,
                seat=seat,
                colour=colours[p],
                score=scores[p],
                tiles=counts[p],
                current=p == current,
                starter=p == state.starting_player,
                mode=scene.modes[p],
            )
            for p, seat in enumerate(scene.match.seats)
        ]

    def box_text(self) -> str:
        state = self.scene.state
        text = i18n.t("minusmax.box", count=state.box_count)
        if state.in_final_round:
            text += "  " + i18n.t("minusmax.final_round")
        return text

    def status_text(self) -> str:
        scene = self.scene
        state, app = scene.state, scene.app
        if state.is_terminal():
            new, replay = key_names(app, "new_game"), key_names(app, "replay")
            return i18n.t("minusmax.status.over", new=new, replay=replay)
        if not scene.started:
            return i18n.t("minusmax.status.press_start", name=scene.name(state.starting_player))
        name = scene.name(state.current_player)
        if scene.match.computer_seat_to_move:
            thinking = scene.match.thinking is not None
            key = "minusmax.status.thinking" if thinking else "minusmax.status.playing"
            return i18n.t(key, name=name)
        if not scene.my_turn():
            return i18n.t("minusmax.status.waiting", name=name)
        if scene.hint is not None:
            return i18n.t("minusmax.status.hinting")
        if scene.pick.exchange is not None:
            return i18n.t("minusmax.status.exchange", keys=key_names(app, "end_turn"))
        return i18n.t("minusmax.status.your_turn", name=name)

    def rack_label(self) -> tuple[str, tuple]:
        scene = self.scene
        if scene.viewer is None or scene.handing_over:
            return i18n.t("minusmax.rack_hidden"), theme.TEXT_DIM
        if scene.pick.exchange is not None:
            count = len(scene.pick.exchange)
            return i18n.t("minusmax.exchange_pick", count=count), theme.DANGER
        return i18n.t("minusmax.rack_of", name=scene.name(scene.viewer)), theme.TEXT_DIM

    def result(self) -> tuple[str, str, tuple]:
        """After the game, in the information box (the board stays in full view): who won,
        why the game ended, and the final scores."""
        state, scene = self.scene.state, self.scene
        winners = state.winners()
        key = "minusmax.winner" if len(winners) == 1 else "minusmax.winners"
        title = i18n.t(key, names=", ".join(scene.name(p) for p in winners))
        scores = state.scores()
        lines = [results.end_reason(state), ""]
        lines += [f"{scene.name(p)}: {i18n.number(scores[p])}" for p in range(state.players)]
        return title, "\n".join(lines), theme.ACCENT

    def info(self) -> tuple[str, str, tuple]:
        """The information box: a notice, else what the selected tile would do under the
        pointer, else the placement just made, else the last turns."""
        scene = self.scene
        if scene.state.is_terminal():
            return self.result()
        if scene.notice is not None:
            return scene.notice.title, scene.notice.body, scene.notice.colour
        value, target = scene.selected_value(), scene.ghost_cell()
        if value is not None and target is not None and scene.my_turn():
            preview = scene.state.preview(target, value)
            if preview is not None:
                title = i18n.t("minusmax.preview", value=value, points=preview.points)
                body = "\n".join(
                    messages.placement_lines(
                        preview.operations, value, preview.multiplier, preview.points
                    )
                )
                return title, body, theme.GOOD
        if scene.flash is not None:
            lines = scene.flash.lines
            return lines[-1], "\n".join(lines[:-1]), theme.ACCENT
        recent = scene.recent_turns()
        if not recent:
            return i18n.t("minusmax.how_title"), i18n.t("minusmax.how_body"), theme.TEXT_DIM
        return i18n.t("minusmax.last_turns"), "\n".join(recent), theme.TEXT_DIM


@dataclass(frozen=True)
class RackShown:
    """The rack of the player who looks, as the side panel shows it."""

    values: tuple[int, ...]
    selected: int | None
    marked: frozenset[int]
    faded: bool
    dragging: int | None


@dataclass(frozen=True)
class PanelShown:
    """What the side panel shows: the players, the box, the status, the rack and the
    information box."""

    players: tuple[PlayerLine, ...]
    box: str
    status: str
    thinking_ticks: int | None
    rack_label: tuple[str, tuple]
    display: Display
    rack: RackShown | None
    info: tuple[str, str, tuple]
