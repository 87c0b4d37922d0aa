"""The players' panel: a row per player with name, chips, score so far and collected tiles.

The collected tiles sit in five columns, one per tile colour in a fixed order (so a player who
cannot tell colours apart still knows which is which), each headed by its total: the two best
colours count plus, the others minus. The rows are rendered once per change of the game and
kept; below them, when there is room, the last events of the game are listed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from core import i18n
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from core.ui.overlays import draw_thinking
from core.ui.text import blit_fitted
from games.m import tile_view
from games.m.logic import MState
from games.m.scoring import POSITIVE_COLOURS, ranked_colours
from games.m.tiles import COLOURS

ROW_MAX = 132
ROW_GAP = 8
MINI = 24
CHIP = (214, 190, 120)


MINUS = "\u2212"


def signed(total: int, sign: str) -> str:
    """A colour's total with the sign it counts with: "+70", "−30", and "0" unsigned."""
    return f"{sign}{total}" if total else "0"


@dataclass(frozen=True)
class Group:
    colour: str
    tiles: tuple  # the collected tiles of this colour, by value
    total: int
    positive: bool


@dataclass(frozen=True)
class PlayerLine:
    """What one row shows."""

    name: str
    kind: str  # "Human", "Remote" or "Computer 4", in the player's language
    colour: theme.Colour  # the seat's colour
    chips: int
    score: int
    groups: tuple[Group, ...]
    current: bool  # this player must act now
    trigger: bool  # this player started the scoring round under way
    winner: bool


def player_lines(state: MState, kinds: list[str], colours: list) -> tuple[PlayerLine, ...]:
    """The rows of the panel for ``state``; ``kinds`` and ``colours`` per seat."""
    round_ = state.scoring_round()
    winners = state.winners() if state.is_terminal() else []
    lines = []
    for player, name in enumerate(state.names):
        collected = state.collected_by_colour(player)
        ranked = [colour for colour, _ in ranked_colours(state.collected[player])]
        best = set(ranked[:POSITIVE_COLOURS])
        groups = tuple(
            Group(
                colour,
                tuple(collected.get(colour, ())),
                sum(tile.value for tile in collected.get(colour, ())),
                colour in best,
            )
            for colour in COLOURS
        )
        lines.append(
            PlayerLine(
                name=name,
                kind=kinds[player],
                colour=colours[player],
                chips=state.chips[player],
                score=state.score_preview(player),
                groups=groups,
                current=state.current_player == player,
                trigger=round_ is not None and round_.trigger == player,
                winner=player in winners,
            )
        )
    return tuple(lines)


class PlayersPanel:
    """Draws the rows inside ``area`` and knows where each player's chips and tiles are."""

    def __init__(self, area, players: int) -> None:
        self.area = pygame.Rect(area)
        self.players = players
        self.row_h = min(ROW_MAX, (self.area.h - (players - 1) * ROW_GAP) // players)
        self._layer = Canvas.blank(self.area.size)
        self._key: tuple | None = None
        self._rows: dict[tuple, Canvas] = {}  # each row's picture, by what it shows

    def row_rect(self, player: int) -> pygame.Rect:
        top = self.area.y + player * (self.row_h + ROW_GAP)
        return pygame.Rect(self.area.x, top, self.area.w, self.row_h)

    def chip_point(self, player: int) -> tuple[int, int]:
        rect = self.row_rect(player)
        return (rect.x + int(rect.w * 0.66), rect.y + 20)

    def tag_rect(self, player: int) -> pygame.Rect:
        """Where the row of the player who started the scoring round says so."""
        rect = self.row_rect(player)
        return pygame.Rect(rect.x + 204, rect.y + 10, 96, 22)

    def group_rect(self, player: int, colour: str) -> pygame.Rect:
        rect = self.row_rect(player)
        width = (rect.w - 24) // len(COLOURS)
        index = COLOURS.index(colour)
        top = rect.y + 40
        return pygame.Rect(rect.x + 12 + index * width, top, width - 8, rect.bottom - top - 6)

    @property
    def log_rect(self) -> pygame.Rect:
        top = self.row_rect(self.players - 1).bottom + ROW_GAP
        return pygame.Rect(self.area.x, top, self.area.w, self.area.bottom - top)

    def draw(self, surface, lines: tuple[PlayerLine, ...], palette, log: list[str]) -> None:
        key = (lines, palette, tuple(log), i18n.language(), canvas.scale())
        if key != self._key:
            self._render(lines, palette, log)
            self._key = key
        surface.blit(self._layer, self.area)

    def draw_thinking(self, surface, player: int, ticks: int, tagged: bool) -> pygame.Rect:
        """The turning dots where the player's kind is written (left out while he thinks), or
        beside his scoring-round tag when he started the round (``tagged``); the rect they
        cover."""
        tag = self.tag_rect(player)  # where the kind is written, too
        left = tag.right + 4 if tagged else tag.x
        return draw_thinking(surface, (left + 18, self.row_rect(player).y + 20), ticks)

    # -- rendering -----------------------------------------------------------------------------

    def _render(self, lines, palette, log: list[str]) -> None:
        if self._layer.scale != canvas.scale():
            self._layer = Canvas.blank(self.area.size)
        layer = self._layer
        layer.fill(theme.BACKGROUND)
        shift = (-self.area.x, -self.area.y)
        rows = {}
        for player, line in enumerate(lines):
            key = (player, line, palette, i18n.language(), canvas.scale())
            rows[key] = self._rows.get(key) or self._render_row(player, line, palette)
            layer.blit(rows[key], self.row_rect(player).move(shift))
        self._rows = rows
        if log and self.log_rect.h >= 70:
            self._render_log(layer, log, self.log_rect.move(shift))

    def _render_row(self, player: int, line: PlayerLine, palette) -> Canvas:
        rect = self.row_rect(player)
        layer = Canvas.blank(rect.size)
        layer.fill(theme.BACKGROUND)
        shift = (-rect.x, -rect.y)
        rect = rect.move(shift)
        fill = theme.PANEL_LIGHT if line.current else theme.PANEL
        border = theme.ACCENT if line.current else theme.BORDER
        pen.rect(layer, fill, rect, border_radius=10)
        pen.rect(layer, border, rect, 3 if line.current else 1, border_radius=10)
        pen.rect(layer, line.colour, (rect.x, rect.y, 10, rect.h), border_radius=5)
        head_y = rect.y + 6
        blit_fitted(
            layer, line.name, (rect.x + 20, head_y, 180, 28), theme.FONT_NORMAL, align="left"
        )
        badge = i18n.t("m.panel.winner") if line.winner else line.kind
        badge_colour = theme.ACCENT if line.winner else theme.TEXT_DIM
        blit_fitted(layer, badge, (rect.x + 204, head_y + 4, 110, 22), 18, badge_colour, "left")
        if line.trigger:
            tag = self.tag_rect(player).move(shift)
            pen.rect(layer, theme.ACCENT, tag, border_radius=6)
            blit_fitted(layer, i18n.t("m.panel.round"), tag, 18, theme.SHADOW)
        chip_x, chip_y = self.chip_point(player)
        chip_at = (chip_x + shift[0], chip_y + shift[1])
        draw_chip(layer, chip_at, 11)
        blit_fitted(
            layer,
            f"\u00d7 {line.chips}",
            (chip_at[0] + 16, head_y, 70, 28),
            theme.FONT_NORMAL,
            align="left",
        )
        blit_fitted(
            layer,
            i18n.number(line.score),
            (rect.right - 110, head_y - 2, 96, 32),
            theme.FONT_LARGE,
            theme.ACCENT if line.current else theme.TEXT,
            "right",
        )
        for group in line.groups:
            rect = self.group_rect(player, group.colour).move(shift)
            self._render_group(layer, group, rect, palette)
        return layer

    @staticmethod
    def _render_group(layer, group: Group, rect: pygame.Rect, palette) -> None:
        pen.rect(layer, theme.shade(theme.PANEL, 0.8), rect, border_radius=6)
        swatch = tile_view.swatch(group.colour, 16, palette)
        layer.blit(swatch, (rect.x + 4, rect.y + 3))
        if group.tiles:
            sign = "+" if group.positive else MINUS
            colour = theme.GOOD if group.positive else theme.DANGER
            text = signed(group.total, sign)
            blit_fitted(layer, text, (rect.x + 24, rect.y + 1, rect.w - 28, 20), 20, colour, "left")
        room = rect.h - 24
        if not group.tiles or room < 12:
            return
        size = min(MINI, room)
        count = len(group.tiles)
        step = min(size + 2, (rect.w - 8 - size) / max(1, count - 1)) if count > 1 else 0
        for index, tile in enumerate(group.tiles):
            image = tile_view.mini(tile, size, palette)
            layer.blit(image, (rect.x + 4 + round(index * step), rect.y + 22))

    @staticmethod
    def _render_log(layer, log: list[str], rect: pygame.Rect) -> None:
        pen.rect(layer, theme.PANEL, rect, border_radius=10)
        blit_fitted(
            layer,
            i18n.t("m.panel.log"),
            (rect.x + 14, rect.y + 6, rect.w - 28, 24),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            "left",
        )
        y = rect.y + 34
        for index, entry in enumerate(log):
            if y + 22 > rect.bottom - 4:
                break
            colour = theme.TEXT if index == 0 else theme.TEXT_DIM
            blit_fitted(layer, entry, (rect.x + 14, y, rect.w - 28, 22), 19, colour, "left")
            y += 25


def draw_chip(surface, center, radius: int) -> None:
    """A chip: a gold disc with a ring, so it reads without colour too."""
    pen.circle(surface, theme.shade(CHIP, 0.5), (center[0], center[1] + 2), radius)
    pen.circle(surface, CHIP, center, radius)
    pen.circle(surface, theme.shade(CHIP, 0.6), center, radius, 2)
    pen.circle(surface, theme.shade(CHIP, 0.6), center, max(2, radius // 2), 2)


def chip_image(radius: int) -> Canvas:
    image = Canvas.blank((2 * radius + 2, 2 * radius + 4), alpha=True)
    draw_chip(image, (radius + 1, radius + 1), radius)
    return image
