"""The results of a finished game, over the dimmed board: score, level, lines, time, and the
original's record on that board, and how many hints were shown. Continue (Enter or Esc) closes
it; the scene then offers the high-score table. With the game's recording, two buttons watch
the game again or export it as a file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from core import i18n
from core.ui import theme
from core.ui.dialogs import GUARD_TICKS, SheetScene
from core.ui.text import blit_fitted, path_that_fits
from core.ui.widgets import Button, label
from games.tetrhex.logic import Game
from games.tetrhex.recording import Recording
from games.tetrhex.replay_files import ReplayFile
from games.tetrhex.scoring import RECORDS
from games.tetrhex.side_panel import clock_text

BOX = pygame.Rect(340, 50, 600, 620)
ROW_H = 42
NOTE_H, EXPORT_H, GAP = 34, 56, 8  # the record's line, the export message's two, a margin
BUTTON_W, BUTTON_H = 270, 52


class ResultsScene(SheetScene):
    guard_ticks = GUARD_TICKS  # a drop key mashed as the stack tops out does not close it unread

    def __init__(
        self,
        app,
        game: Game,
        title: str,
        on_close: Callable[[], object],
        recording: Recording | None = None,
        marks: tuple[int, int] = (0, 0),
    ) -> None:
        """``title`` is an i18n key; with a ``recording``, buttons watch the game again and
        export it. ``marks``: the hints shown and the loads from a save slot (either ranks
        the game apart)."""
        super().__init__(app, BOX, label("menu.continue"), on_close)
        self.game, self.title, self.marks = game, title, marks
        self.exported: Path | None = None  # where the replay was exported, said on the sheet
        if recording is not None:
            top = BOX.bottom - 74 - BUTTON_H - 14
            watch_rect = (BOX.centerx - BUTTON_W - 10, top, BUTTON_W, BUTTON_H)
            self.form.add(Button(watch_rect, label("tetrhex.replay.watch"), self.watch(recording)))
            export_rect = (BOX.centerx + 10, top, BUTTON_W, BUTTON_H)
            export = self.export(recording)
            self.form.add(Button(export_rect, label("tetrhex.replay.export"), export))

    def watch(self, recording: Recording):
        def run() -> None:
            # imported here: the replay menu opens a playfield, and the playfield opens this sheet
            from games.tetrhex import replay_menu

            replay_menu.watch(self.app, ReplayFile.of(recording, self.game))

        return run

    def export(self, recording: Recording):
        def run() -> None:
            from games.tetrhex import replay_menu

            name = self.app.settings.game_options("_shell").get("last_name")
            player = name if isinstance(name, str) else ""
            replay = ReplayFile.of(recording, self.game, player)
            self.exported = replay_menu.export(self.app, replay)

        return run

    def rows(self) -> list[tuple[str, str]]:
        game = self.game
        level = str(game.level)
        if game.level != game.start_level:
            level = i18n.t("tetrhex.results.level_from", level=game.level, start=game.start_level)
        rows = [
            (i18n.t("tetrhex.results.score"), i18n.number(game.score)),
            (i18n.t("tetrhex.results.level"), level),
            (i18n.t("tetrhex.results.lines"), i18n.number(game.lines_cleared)),
            (i18n.t("tetrhex.results.pieces"), i18n.number(game.pieces)),
            (i18n.t("tetrhex.results.time"), clock_text(game.ticks)),
            (i18n.t("tetrhex.results.edge"), str(game.edge)),
        ]
        hints, loads = self.marks
        if hints:
            rows.append((i18n.t("tetrhex.results.hints"), i18n.number(hints)))
        if loads:
            rows.append((i18n.t("tetrhex.results.loads"), i18n.number(loads)))
        return rows

    def draw_sheet(self, surface) -> None:
        inner = BOX.inflate(-60, 0)
        blit_fitted(
            surface,
            i18n.t(self.title),
            (inner.x, BOX.y + 18, inner.w, 60),
            theme.FONT_TITLE - 8,
            theme.ACCENT,
        )
        top = BOX.y + 90
        rows = self.rows()
        row_h = self.row_height(len(rows))
        for index, (caption, value) in enumerate(rows):
            y = top + index * row_h
            colour = theme.ACCENT if index == 0 else theme.TEXT
            blit_fitted(
                surface,
                caption,
                (inner.x, y, inner.w * 3 // 5, row_h - 4),
                theme.FONT_NORMAL,
                theme.TEXT_DIM,
                "left",
            )
            blit_fitted(
                surface,
                value,
                (inner.x + inner.w * 3 // 5, y, inner.w * 2 // 5, row_h - 4),
                theme.FONT_LARGE,
                colour,
                "right",
            )
        record = RECORDS[self.game.edge]
        key = "tetrhex.results.beaten" if self.game.score > record else "tetrhex.results.to_beat"
        note = i18n.t(key, record=i18n.number(record))
        blit_fitted(
            surface,
            note,
            (inner.x, top + len(rows) * row_h + 8, inner.w, NOTE_H),
            theme.FONT_SMALL,
            theme.GOOD if self.game.score > record else theme.TEXT_DIM,
        )
        if self.exported is not None:
            said = i18n.t("tetrhex.replay.exported", path=self.exported.name)
            area = self.export_rect()
            folder = path_that_fits(self.exported.parent, area.w)
            for index, line in enumerate((said, folder)):
                rect = (area.x, area.y + index * area.h // 2, area.w, area.h // 2)
                blit_fitted(surface, line, rect, theme.FONT_SMALL, theme.GOOD)

    def buttons_top(self) -> int:
        return min(widget.rect.top for widget in self.form.widgets)

    def row_height(self, rows: int) -> int:
        """At most :data:`ROW_H`, less when the hints and loads rows would leave no room for
        the record and the export message above the buttons."""
        room = self.buttons_top() - GAP - EXPORT_H - NOTE_H - GAP - (BOX.y + 90)
        return min(ROW_H, room // rows)

    def export_rect(self) -> pygame.Rect:
        """Between the record and the buttons: the export message never covers a button (a
        toast at the foot of the window did, on a small window or in a long language)."""
        bottom = self.buttons_top() - GAP
        return pygame.Rect(BOX.x + 30, bottom - EXPORT_H, BOX.w - 60, EXPORT_H)
