"""The end of a level, over the final grid: why it ended, the full score breakdown with the
counts behind it, the target, and a button to go on (next level, or the end of the game)."""

from __future__ import annotations

from collections.abc import Callable

from core import i18n
from core.ui import theme
from core.ui.dialogs import GUARD_TICKS, SheetScene
from core.ui.text import blit_fitted, blit_wrapped
from core.ui.widgets import label
from games.mooxil.hud import RECT, draw_breakdown
from games.mooxil.logic import EndReason, LevelResult

BOX = RECT.inflate(-4, -4)
REASONS = {
    EndReason.ALL_CLOSED: "mooxil.end.all_closed",
    EndReason.NO_REACHABLE_SIDE: "mooxil.end.no_reachable_side",
    EndReason.NO_PLACE: "mooxil.end.no_place",
}


class LevelEndScene(SheetScene):
    guard_ticks = GUARD_TICKS  # the key that ended the game does not close it
    dim_alpha = 90

    def __init__(
        self, app, result: LevelResult, game_score: int, on_close: Callable[[], object]
    ) -> None:
        key = "mooxil.end.next" if result.passed else "mooxil.end.continue"
        button = (BOX.x + 40, BOX.bottom - 68, BOX.w - 80, 52)
        super().__init__(app, BOX, label(key), on_close, button)
        self.result, self.game_score = result, game_score
        self.button = self.form.widgets[-1]
        self.button.enabled = False  # until the sheet's guard ends (SheetScene.guard_ticks)

    def update(self) -> None:
        super().update()
        self.button.enabled = not self.guarded

    def enter(self) -> None:
        self.app.play("level_up" if self.result.passed else "game_over")

    def border(self) -> theme.Colour:
        return theme.GOOD if self.result.passed else theme.DANGER

    def draw_sheet(self, surface) -> None:
        result, b = self.result, self.result.breakdown
        x, w = BOX.x + 18, BOX.w - 36
        key = "mooxil.end.passed" if result.passed else "mooxil.end.failed"
        colour = theme.GOOD if result.passed else theme.DANGER
        title = i18n.t(key, level=result.level)
        blit_fitted(surface, title, (x, BOX.y + 12, w, 48), theme.FONT_LARGE + 4, colour)
        blit_fitted(
            surface,
            i18n.t(REASONS[result.reason]),
            (x, BOX.y + 60, w, 26),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
        )
        counts = i18n.t(
            "mooxil.end.counts",
            tiles=b.tiles,
            endtiles=b.endtiles,
            group=b.largest_group,
            sides=b.free_sides,
        )
        blit_wrapped(surface, counts, (x, BOX.y + 92, w, 50), theme.FONT_SMALL, theme.TEXT)
        bottom = draw_breakdown(surface, (x, BOX.y + 150, w, 0), b)
        target = i18n.t("mooxil.end.target", points=i18n.number(result.target))
        blit_fitted(surface, target, (x, bottom + 10, w, 30), theme.FONT_NORMAL, colour, "left")
        game = i18n.t("mooxil.hud.game_score", points=i18n.number(self.game_score))
        blit_fitted(surface, game, (x, bottom + 44, w, 30), theme.FONT_NORMAL, theme.TEXT, "left")
        if not result.passed:
            missed = i18n.t("mooxil.end.missed", count=missed_by(result))
            blit_fitted(surface, missed, (x, bottom + 78, w, 30), theme.FONT_NORMAL, colour, "left")
            blit_fitted(
                surface,
                i18n.t("mooxil.end.game_over"),
                (x, bottom + 112, w, 40),
                theme.FONT_LARGE,
                theme.ACCENT,
            )


def missed_by(result: LevelResult) -> int:
    """How many points the level's score fell short of its target (0 when reached)."""
    return max(0, result.target - result.score)


def game_over_text(result: LevelResult, game_score: int) -> str:
    """Why the game ended, by how much the last level missed its target, and the score."""
    return i18n.t(
        "mooxil.over.message",
        reason=i18n.t(REASONS[result.reason]),
        level=result.level,
        count=missed_by(result),
        score=i18n.number(game_score),
    )
