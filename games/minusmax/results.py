"""The end of a game: each player's points, rack penalty and final score, then high scores.

Closing the summary offers each human's score of a finished match that takes a place, one
after the other (core.scores_scene.offer_match_scores decides), to the high-score table of the
game's player count (scores with two players and with four are not comparable).
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
from games.minusmax import tile_view
from games.minusmax.info import INFO
from games.minusmax.style import Display

ROW_H = 48
END_REASONS = {  # the engine's end reason -> its words
    "rack emptied": "minusmax.end.emptied",
    "blocked": "minusmax.end.blocked",
    "box empty": "minusmax.end.box_empty",
    "idle rounds": "minusmax.end.idle_rounds",
}
COLUMNS = (  # header key, x offset, width, align
    ("minusmax.col_player", 70, 200, "left"),
    ("minusmax.col_points", 270, 100, "right"),
    ("minusmax.col_penalty", 390, 250, "left"),
    ("minusmax.col_cost", 640, 60, "right"),
    ("minusmax.col_final", 700, 80, "right"),
)
RACK_COLUMN = 2
TILE_RADIUS = 18


def end_reason(state) -> str:
    """Why the game ended, in the player's language (the case of the ruling that applied)."""
    return i18n.t(END_REASONS.get(state.end_reason, "minusmax.end.blocked"))


class ResultsScene(SheetScene):
    guard_ticks = GUARD_TICKS  # the key that ended the game does not close it

    def __init__(self, app, match, colours) -> None:
        box = pygame.Rect(0, 0, 800, 270 + match.state.players * ROW_H)
        box.center = (640, 360)
        super().__init__(app, box, label("minusmax.continue"), self.offer_high_score)
        self.match, self.colours = match, colours
        self.display = Display.from_options(app.settings.game_options(INFO.name))

    def offer_high_score(self) -> bool:
        """Offer each human's final score that takes a place, best first (the match decides:
        once per match and seat); False when none does."""
        state = self.match.state
        detail = Message("minusmax.score_detail", {"tiles": state.rack_size})
        mode = str(state.players)  # a table per number of players, as in the original
        return offer_match_scores(self.app, INFO, mode, self.match, detail)

    def draw_sheet(self, surface) -> None:
        state = self.match.state
        winners = state.winners()
        names = ", ".join(self.match.seats[p].name for p in winners)
        key = "minusmax.winner" if len(winners) == 1 else "minusmax.winners"
        title = (self.box.x + 20, self.box.y + 18, self.box.w - 40, 50)
        blit_fitted(surface, i18n.t(key, names=names), title, theme.FONT_LARGE + 4, theme.ACCENT)
        reason = end_reason(state)
        blit_fitted(
            surface,
            reason,
            (self.box.x + 20, self.box.y + 70, self.box.w - 40, 30),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
        )
        top = self.box.y + 118
        for key, dx, width, align in COLUMNS:
            rect = (self.box.x + dx, top, width, 26)
            blit_fitted(surface, i18n.t(key), rect, theme.FONT_SMALL, theme.TEXT_DIM, align)
        scores = state.scores()
        for row, player in enumerate(range(state.players)):
            y = top + 36 + row * ROW_H
            self._draw_row(surface, player, y, scores[player], player in winners)

    def _draw_row(self, surface, player: int, y: int, final: int, winner: bool) -> None:
        state = self.match.state
        colour = theme.ACCENT if winner else theme.TEXT
        if winner:
            pen.rect(
                surface,
                theme.PANEL_LIGHT,
                (self.box.x + 30, y - 4, self.box.w - 60, 44),
                border_radius=8,
            )
        tile_view.draw_symbol(
            surface, player, (self.box.x + 50, y + 18), 10, self.colours[player], theme.TEXT
        )
        penalty = state.rack_penalty(player)
        cells = (
            self.match.seats[player].name,
            i18n.number(state.points[player]),
            "",
            f"-{i18n.number(penalty)}" if penalty else "0",
            i18n.number(final),
        )
        for text, (_, dx, width, align) in zip(cells, COLUMNS, strict=True):
            blit_fitted(
                surface, text, (self.box.x + dx, y, width, 36), theme.FONT_NORMAL, colour, align
            )
        self._draw_rack(surface, state.rack(player), (self.box.x + COLUMNS[RACK_COLUMN][1], y))

    def _draw_rack(self, surface, values: list[int], at: tuple[int, int]) -> None:
        """The tiles left in a rack, small, in a row (what the player pays for)."""
        _, _, width, _ = COLUMNS[RACK_COLUMN]
        step = min(2 * TILE_RADIUS + 2, width // max(1, len(values)))
        radius = min(TILE_RADIUS, step // 2)
        face, ink = self.display.tile_colours
        for index, value in enumerate(sorted(values)):
            art = tile_view.tile(value, radius, face, ink, self.display.font)
            centre = (at[0] + radius + index * step, at[1] + 18)
            surface.blit(art, art.get_rect(center=centre))
