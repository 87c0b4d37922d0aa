"""The side panel: players with scores and tile counts, the box, whose turn, the rack's title
and an information box (operations, previews, why a move was refused, the last turns).

Rows and boxes are laid out once per player count; :meth:`Hud.row_at` tells which player's
row a click hit (clicking a name colours that player's tiles). The panel's frame, the status
and the information box are painted once per content and then blitted, since rounded panels
and wrapped text are the dear part of a frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from core import i18n
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from core.ui.overlays import draw_thinking, panel
from core.ui.players import Seat
from core.ui.text import blit_fitted, blit_wrapped
from games.minusmax import tile_view
from games.minusmax.style import Colour

PANEL = pygame.Rect(814, 8, 458, 704)
ROW_H = 40
MODE_KEYS = {1: "minusmax.mode_all", 2: "minusmax.mode_last"}


@dataclass
class PlayerLine:
    player: int
    seat: Seat
    colour: Colour
    score: int
    tiles: int
    current: bool
    starter: bool
    mode: int


class Painted:
    """Opaque pictures of parts of the screen, each kept while its content stays the same."""

    def __init__(self) -> None:
        self._pictures: dict[str, tuple[object, Canvas]] = {}

    def blit(self, surface, name: str, rect: pygame.Rect, key, paint, ground=theme.PANEL) -> None:
        """Blit the picture ``name`` at ``rect``; ``paint(image, local_rect)`` redraws it on
        a ``ground``-coloured surface when ``key`` changed."""
        key = (key, canvas.scale())
        kept = self._pictures.get(name)
        if kept is None or kept[0] != key:
            image = Canvas.blank(rect.size)
            image.fill(ground)
            paint(image, image.get_rect())
            kept = self._pictures[name] = (key, image)
        surface.blit(kept[1], rect)


class Hud:
    def __init__(self, players: int) -> None:
        self.painted = Painted()
        x, w = PANEL.x + 10, PANEL.w - 20
        self.header = pygame.Rect(x, PANEL.y + 8, w, 22)
        self.rows = [pygame.Rect(x, PANEL.y + 34 + i * ROW_H, w, ROW_H - 4) for i in range(players)]
        top = self.rows[-1].bottom + 6
        self.box_line = pygame.Rect(x, top, w, 26)
        self.status = pygame.Rect(x, top + 34, w, 52)
        self.rack_label = pygame.Rect(x, top + 92, w - 160, 26)
        self.sort_button = pygame.Rect(x + w - 150, top + 88, 150, 32)
        self.rack = pygame.Rect(x, top + 122, w, 90)
        self.buttons_top = PANEL.bottom - 122
        self.info = pygame.Rect(
            x, self.rack.bottom + 8, w, self.buttons_top - self.rack.bottom - 18
        )

    def row_at(self, pos) -> int | None:
        for index, row in enumerate(self.rows):
            if row.collidepoint(pos):
                return index
        return None

    # -- drawing -----------------------------------------------------------------------------

    def draw_frame(self, surface) -> None:
        area = PANEL.inflate(12, 12)
        self.painted.blit(
            surface, "frame", area, i18n.language(), self._paint_frame, theme.BACKGROUND
        )

    def _paint_frame(self, image, local: pygame.Rect) -> None:
        offset = (-PANEL.x + 6, -PANEL.y + 6)
        panel(image, PANEL.move(offset))
        columns = self._columns(self.header.move(offset))
        for key, rect, align in (
            ("minusmax.col_player", columns[0], "left"),
            ("minusmax.col_points", columns[1], "right"),
            ("minusmax.col_tiles", columns[2], "right"),
        ):
            blit_fitted(image, i18n.t(key), rect, theme.FONT_SMALL - 2, theme.TEXT_DIM, align)

    @staticmethod
    def _columns(row: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        name = pygame.Rect(row.x + 50, row.y, row.w - 50 - 164, row.h)
        points = pygame.Rect(row.right - 160, row.y, 90, row.h)
        tiles = pygame.Rect(row.right - 66, row.y, 58, row.h)
        return name, points, tiles

    def draw_players(self, surface, lines: Sequence[PlayerLine]) -> None:
        """The players' rows, painted again only when one of them changes."""
        area = self.rows[0].unionall(self.rows)
        offset = (-area.x, -area.y)

        def paint(image, local) -> None:
            for line, row in zip(lines, self.rows, strict=False):
                self._draw_row(image, line, row.move(offset))

        self.painted.blit(surface, "players", area, (tuple(lines), i18n.language()), paint)

    def _draw_row(self, surface, line: PlayerLine, row: pygame.Rect) -> None:
        if line.current:
            pen.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            pen.rect(surface, theme.ACCENT, row, 2, border_radius=6)
            tip = (row.x + 14, row.centery)
            pen.polygon(
                surface,
                theme.ACCENT,
                [(tip[0] - 6, tip[1] - 8), (tip[0] + 6, tip[1]), (tip[0] - 6, tip[1] + 8)],
            )
        if line.mode:
            band = pygame.Rect(row.x + 28, row.y + 4, 8, row.h - 8)
            pen.rect(surface, line.colour, band, 0 if line.mode == 1 else 2)
        symbol_at = (row.x + 36, row.centery)
        tile_view.draw_symbol(surface, line.player, symbol_at, 8, line.colour, theme.TEXT)
        name, points, tiles = self._columns(row)
        colour = theme.ACCENT if line.current else theme.TEXT
        self._draw_name(surface, line, name, colour)
        blit_fitted(surface, i18n.number(line.score), points, theme.FONT_NORMAL, colour, "right")
        blit_fitted(surface, str(line.tiles), tiles, theme.FONT_NORMAL, theme.TEXT_DIM, "right")

    @staticmethod
    def _draw_name(surface, line: PlayerLine, rect: pygame.Rect, colour) -> None:
        """The name (with * for the starting player) and, below it in small type, the
        computer's level and how the player's tiles are coloured."""
        name = ("* " if line.starter else "") + line.seat.name
        notes = []
        if line.seat.is_computer:
            notes.append(i18n.t("minusmax.level_tag", level=line.seat.level))
        if line.mode:
            notes.append(i18n.t(MODE_KEYS[line.mode]))
        if not notes:
            blit_fitted(surface, name, rect, theme.FONT_NORMAL - 2, colour, "left")
            return
        top = pygame.Rect(rect.x, rect.y, rect.w, 21)
        bottom = pygame.Rect(rect.x, rect.y + 20, rect.w, 16)
        blit_fitted(surface, name, top, theme.FONT_NORMAL - 4, colour, "left")
        blit_fitted(
            surface, " · ".join(notes), bottom, theme.FONT_SMALL - 4, theme.TEXT_DIM, "left"
        )

    def draw_box_line(self, surface, text: str) -> None:
        blit_fitted(surface, text, self.box_line, theme.FONT_SMALL, theme.TEXT_DIM, "left")

    def draw_status(self, surface, text: str, thinking_ticks: int | None = None) -> None:
        rect = self.status
        if thinking_ticks is not None:
            draw_thinking(surface, (rect.x + 16, rect.centery), thinking_ticks)
            rect = rect.inflate(-40, 0).move(20, 0)

        def paint(image, local) -> None:
            blit_wrapped(image, text, local, theme.FONT_NORMAL - 2, theme.TEXT)

        self.painted.blit(surface, "status", rect, text, paint)

    def draw_rack_label(self, surface, text: str, colour=theme.TEXT_DIM) -> None:
        blit_fitted(surface, text, self.rack_label, theme.FONT_SMALL, colour, "left")

    def draw_info(self, surface, title: str, body: str, colour=theme.ACCENT) -> None:
        def paint(image, local) -> None:
            self._paint_info(image, local, title, body, colour)

        self.painted.blit(surface, "info", self.info, (title, body, colour), paint)

    @staticmethod
    def _paint_info(surface, box: pygame.Rect, title: str, body: str, colour) -> None:
        pen.rect(surface, theme.BACKGROUND, box, border_radius=8)
        pen.rect(surface, theme.BORDER, box, 1, border_radius=8)
        inner = box.inflate(-20, -12)
        if title:
            blit_fitted(
                surface,
                title,
                (inner.x, inner.y, inner.w, 26),
                theme.FONT_SMALL + 2,
                colour,
                "left",
            )
            inner = pygame.Rect(inner.x, inner.y + 30, inner.w, inner.h - 30)
        if body:
            blit_wrapped(surface, body, inner, theme.FONT_NORMAL - 2, theme.TEXT)
