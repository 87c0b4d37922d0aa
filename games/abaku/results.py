"""The end of a game: why it ended, the ranking with each player's points, the rack transfer
and the final score; closing it offers each human's score of a finished match to the
high-score table, one after the other (core.scores_scene.offer_match_scores decides).

Two tables: "solo" (one player alone) and "multi" (each human's score of a game against
others), since a solo score and a score shared with opponents are not comparable.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.message import Message
from core.scores_scene import offer_match_scores
from core.ui import pen, theme
from core.ui.dialogs import GUARD_TICKS, SheetScene
from core.ui.text import blit_fitted
from core.ui.widgets import label
from games.abaku.info import INFO
from games.abaku.logic import END_PASSES, END_PLAYERS_OUT, END_TILES_OUT

ROW_H = 46
END_REASONS = {
    END_TILES_OUT: "abaku.end.tiles_out",
    END_PASSES: "abaku.end.passes",
    END_PLAYERS_OUT: "abaku.end.players_out",
}
COLUMNS = (  # header key, x offset, width, align
    ("abaku.col_rank", 30, 50, "left"),
    ("abaku.col_player", 80, 270, "left"),
    ("abaku.col_points", 360, 130, "right"),
    ("abaku.col_transfer", 500, 150, "right"),
    ("abaku.col_final", 660, 120, "right"),
)


def transfer_of(state) -> list[int]:
    """What the end-of-game transfer added to (or took from) each score."""
    for entry in reversed(state.log):
        if entry.transfer:
            return list(entry.transfer)
    return [0] * state.players


class ResultsScene(SheetScene):
    guard_ticks = GUARD_TICKS  # the key that ended the game does not close it

    def __init__(self, app, match, names: list[str]):
        state = match.state
        box = pygame.Rect(0, 0, 820, 250 + state.players * ROW_H)
        box.center = (640, 360)
        button = (box.centerx - 150, box.bottom - 70, 300, 52)
        super().__init__(app, box, label("abaku.continue"), self.offer_high_score, button)
        self.match, self.state, self.names = match, state, names
        self.form.focus_first()

    def offer_high_score(self) -> bool:
        """Offer each human's score of a finished match that takes a place, best first (the
        match decides: once per match and seat, with the opponents and their levels)."""
        if self.state.players == 1:
            detail = Message("abaku.score_solo")
            return offer_match_scores(self.app, INFO, "solo", self.match, detail)
        levels = [seat.level for seat in self.match.seats if seat.is_computer]
        levels_text = ", ".join(str(level) for level in levels) or "-"
        detail = Message("abaku.score_vs", {"players": self.state.players, "levels": levels_text})
        return offer_match_scores(self.app, INFO, "multi", self.match, detail)

    def title(self) -> str:
        state = self.state
        if state.players == 1:
            return i18n.t("abaku.solo_score", score=i18n.number(state.scores()[0]))
        winners = state.winners()
        if not winners:
            return i18n.t("abaku.no_winner")
        names = ", ".join(self.names[p] for p in winners)
        return i18n.t("abaku.winner" if len(winners) == 1 else "abaku.winners", names=names)

    def draw_sheet(self, surface) -> None:
        box = self.box
        blit_fitted(
            surface,
            self.title(),
            (box.x + 20, box.y + 16, box.w - 40, 50),
            theme.FONT_LARGE + 4,
            theme.ACCENT,
        )
        reason = i18n.t(END_REASONS.get(self.state.end_reason, "abaku.end.passes"))
        blit_fitted(
            surface,
            reason,
            (box.x + 20, box.y + 70, box.w - 40, 28),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
        )
        top = box.y + 112
        for key, dx, width, align in COLUMNS:
            blit_fitted(
                surface,
                i18n.t(key),
                (box.x + dx, top, width, 26),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                align,
            )
        scores, transfer = self.state.scores(), transfer_of(self.state)
        winners = self.state.winners()
        for rank, player in enumerate(self.state.ranking()):
            y = top + 34 + rank * ROW_H
            if player in winners:
                pen.rect(
                    surface, theme.PANEL_LIGHT, (box.x + 20, y - 4, box.w - 40, 42), border_radius=8
                )
            out = self.state.out_reason(player) is not None
            name = i18n.t("abaku.out_name", name=self.names[player]) if out else self.names[player]
            change = transfer[player]
            cells = (
                f"{rank + 1}.",
                name,
                i18n.number(scores[player] - change),
                f"{change:+d}" if change else "0",
                i18n.number(scores[player]),
            )
            colour = theme.ACCENT if player in winners else theme.TEXT
            for text, (_, dx, width, align) in zip(cells, COLUMNS, strict=True):
                blit_fitted(
                    surface, text, (box.x + dx, y, width, 34), theme.FONT_NORMAL, colour, align
                )
