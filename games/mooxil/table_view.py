"""Mooxil's screen from what the scene holds: the grid (with the preview of the tile under the
cursor, the hint and the largest group), the effects, and the side panel."""

from __future__ import annotations

from dataclasses import dataclass

from core import i18n
from core.ui import theme
from core.ui.kept import fill_around
from core.ui.overlays import draw_thinking
from games.mooxil.hud import BUTTON_TOP, RECT
from games.mooxil.levels import ERASER
from games.mooxil.refusals import outcome, refusal

NO_FIT, NO_ERASE = "mooxil.msg.no_fit", "mooxil.msg.no_erase"


class TableView:
    def __init__(self, scene) -> None:
        self.scene = scene
        self._cache: dict = {}

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
        scene = self.scene
        fill_around(surface, theme.BACKGROUND, scene.view.rect)  # the grid's layer is opaque
        board = scene.board
        scene.view.draw(surface, board)
        breakdown, group = self.facts()
        if scene.show_group:
            scene.view.draw_group(surface, group)
        preview = self.preview()
        if preview is not None:
            fits, effect, _ = preview
            scene.view.draw_preview(surface, scene.cursor, scene.state.current_tile, fits, effect)
        if scene.cursor_shown and scene.finished is None:
            scene.view.draw_cursor(surface, scene.cursor, scene.ticks)
        if scene.hint_move is not None and scene.hint_turn == scene.turn:
            scene.view.draw_hint(surface, scene.hint_move.cell, scene.ticks)
        scene.effects.draw(surface, scene.view)
        scene.hud.draw(surface, self.shown(), breakdown, len(group), self.message(preview))
        scene.draw_form(surface)
        if scene.hint is not None:
            draw_thinking(surface, (RECT.x + 40, BUTTON_TOP - 16), scene.hint.thinker.ticks)


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
