"""Mooxil's screen from what the scene holds: the grid (with the preview of the tile under the
cursor, the hint and the largest group), the effects, and the side panel."""

from __future__ import annotations

from dataclasses import dataclass

from core import i18n
from core.ui import theme
from core.ui.kept import fill_around
from core.ui.overlays import draw_thinking
from core.ui.still_layer import StillLayer
from games.mooxil.hud import AREA, BUTTON_TOP, RECT, panel_key
from games.mooxil.levels import ERASER
from games.mooxil.refusals import outcome, refusal

NO_FIT, NO_ERASE = "mooxil.msg.no_fit", "mooxil.msg.no_erase"


class TableView:
    def __init__(self, scene) -> None:
        self.scene = scene
        self._cache: dict = {}
        self.still = StillLayer()  # the table under the marks that move

    def facts(self) -> tuple:
        """(score breakdown, largest group) of the grid on screen, worked out once per move."""
        scene = self.scene
        key = (scene.turn, scene.finished is not None)
        if self._cache.get("facts_key") != key:
            if scene.finished is not None:
                breakdown = scene.finished.breakdown
                group = scene.finished.board.largest_group()
            else:
                breakdown, group = scene.state.score_breakdown(), scene.state.largest_group()
            self._cache["facts"] = (breakdown, group)
            self._cache["facts_key"] = key
        return self._cache["facts"]

    def preview(self) -> tuple[bool, object, tuple[str, tuple]] | None:
        """(fits, placement effect, message) for the cursor's cell, once per move and cell."""
        scene = self.scene
        if not scene.cursor_shown or scene.finished is not None or scene.state.is_terminal():
            return None
        key = (scene.turn, scene.cursor, i18n.language())
        if self._cache.get("preview_key") != key:
            why = refusal(scene.state, scene.cursor)
            if why is None:
                text = outcome_text(scene.state, scene.cursor)
                result = (True, scene.state.placement_preview(scene.cursor), (text, theme.GOOD))
            else:
                text = refusal_text(scene.state, why)
                result = (False, None, (text, theme.DANGER))
            self._cache["preview"], self._cache["preview_key"] = result, key
        return self._cache["preview"]

    def shown(self) -> Shown:
        scene = self.scene
        state, finished = scene.state, scene.finished
        if finished is not None:
            return Shown(finished.level, finished.target, state.game_score, state.queue)
        return Shown(state.level, state.target, state.game_score, state.queue)

    def message(self, preview) -> tuple[str, tuple]:
        scene = self.scene
        if scene.said is not None and scene.said_ticks > 0 and scene.said[2] == scene.turn:
            return scene.said[0], scene.said[1]
        if scene.state.is_terminal():
            return i18n.t("mooxil.msg.game_over"), theme.ACCENT
        if preview is not None:
            return preview[2]
        return i18n.t("mooxil.msg.how"), theme.TEXT_DIM

    def draw(self, surface) -> None:
        """The still table (the board, the group, the panel and its buttons), put back while
        it shows the same, then what moves over it (:mod:`core.ui.still_layer`)."""
        scene = self.scene
        breakdown, group = self.facts()
        board, state = scene.board, self.shown()
        group_shown = group if scene.show_group else None
        still = (
            scene.view.layer_key(board),
            group_shown,
            panel_key(state, breakdown, len(group)),
            scene.form.picture_key(),
        )
        preview = self.preview()

        def draw_still(canvas) -> None:
            fill_around(canvas, theme.BACKGROUND, scene.view.rect)  # the grid's layer is opaque
            scene.view.draw(canvas, board)
            if group_shown is not None:
                scene.view.draw_group(canvas, group_shown)
            self._draw_side(canvas, state, breakdown, group)

        def draw_moving(canvas) -> list:
            if self._draw_marks(canvas, preview):
                self._draw_side(canvas, state, breakdown, group)  # the marks go under it
            scene.hud.draw_message(canvas, self.message(preview))
            scene.draw_tooltip(canvas)
            if scene.hint is not None:
                draw_thinking(canvas, (RECT.x + 40, BUTTON_TOP - 16), scene.hint.thinker.ticks)
            return []

        self.still.paint(surface, still, draw_still, draw_moving)

    def _draw_side(self, surface, state, breakdown, group) -> None:
        """The panel and its buttons."""
        self.scene.hud.draw_panel(surface, state, breakdown, len(group))
        self.scene.form.draw(surface)

    def _draw_marks(self, surface, preview) -> bool:
        """The marks on the board that follow the cursor or the clock: the preview, the
        cursor, the hint and the effects; whether they may reach the panel."""
        scene, view = self.scene, self.scene.view
        marked = scene.effects.cells()
        if preview is not None:
            fits, effect, _ = preview
            view.draw_preview(surface, scene.cursor, scene.state.current_tile, fits, effect)
            marked.append(scene.cursor)
            if effect is not None:
                marked += [*effect.links, *effect.closed, *effect.blocked]
        if scene.cursor_shown and scene.finished is None:
            view.draw_cursor(surface, scene.cursor, scene.ticks)
            marked.append(scene.cursor)
        if scene.hint_move is not None and scene.hint_turn == scene.turn:
            view.draw_hint(surface, scene.hint_move.cell, scene.ticks)
            marked.append(scene.hint_move.cell)
        scene.effects.draw(surface, view)
        return any(view.reach(cell).colliderect(AREA) for cell in marked)


def refusal_text(state, why) -> str:
    """Why the current tile (or the eraser) cannot go there, as the player reads it."""
    key = NO_ERASE if state.current_tile == ERASER else NO_FIT
    return i18n.t(key, why=_text(why))


def outcome_text(state, cell) -> str:
    """What the current tile (or the eraser) does on ``cell``, as the player reads it: the
    live game's preview, and the replay's words for the move made there (one wording)."""
    return _text(outcome(state, cell))


def _text(reason) -> str:
    key, fields = reason
    return i18n.t(key, **fields)


@dataclass(frozen=True)
class Shown:
    """What the side panel's header and queue show."""

    level: int
    target: int
    game_score: int
    queue: list[int]
