"""The table of M on screen: where each cell is, and the layers drawn over it.

The view shows the layout with one ring of cells around it, cut where the 6 x 6 limit stops the
layout from growing. Everything beyond the limit is hatched and the limit is a bold line, so a
player sees the edge coming as the layout grows. The tiles, the empty cells and the highlights
that change only with a move or a selection are drawn once on a cached layer; the cursor,
pulsing marks and the ghost of the selected tile are drawn over it each frame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import pygame

from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from games.m import tile_view
from games.m.layout import Pos, growth_limits
from games.m.tiles import Tile

CELL = 68
INSET = 4
TILE = CELL - 2 * INSET
LEGAL = (120, 220, 140)
LIMIT = (236, 120, 96)
HATCH = (30, 34, 48)


@dataclass(frozen=True)
class Marks:
    """What the cached layer highlights besides the tiles."""

    legal: frozenset[Pos] = frozenset()  # cells where the selected tile fits
    runs: tuple[tuple[Pos, ...], ...] = ()  # the scored run, or the row and column to choose
    strong: int | None = None  # the index of the run to stress (the one under the pointer)
    hidden: frozenset[Pos] = frozenset()  # tiles still flying to their cell
    recent: Pos | None = None  # the tile placed last


@dataclass
class View:
    """The cells on screen: ``x0..x1`` and ``y0..y1`` inclusive, and the pixel origin."""

    x0: int
    x1: int
    y0: int
    y1: int
    left: int
    top: int
    limits: tuple[int, int, int, int] = field(default=(0, 0, 0, 0))

    def rect(self, pos: Pos) -> pygame.Rect:
        return pygame.Rect(
            self.left + (pos[0] - self.x0) * CELL, self.top + (pos[1] - self.y0) * CELL, CELL, CELL
        )

    def tile_rect(self, pos: Pos) -> pygame.Rect:
        return self.rect(pos).inflate(-2 * INSET, -2 * INSET)

    def contains(self, pos: Pos) -> bool:
        return self.x0 <= pos[0] <= self.x1 and self.y0 <= pos[1] <= self.y1

    def cells(self) -> list[Pos]:
        return [(x, y) for y in range(self.y0, self.y1 + 1) for x in range(self.x0, self.x1 + 1)]

    def cell_at(self, point) -> Pos | None:
        px, py = point
        x = self.x0 + math.floor((px - self.left) / CELL)
        y = self.y0 + math.floor((py - self.top) / CELL)
        return (x, y) if self.contains((x, y)) else None

    def clamp(self, pos: Pos) -> Pos:
        return (min(max(pos[0], self.x0), self.x1), min(max(pos[1], self.y0), self.y1))


def view_of(layout: Mapping[Pos, Tile], area: pygame.Rect) -> View:
    """The layout's bounding box and one ring around it, within the 6 x 6 limits, centred."""
    limits = growth_limits(layout)
    xs = [x for x, _ in layout]
    ys = [y for _, y in layout]
    x0, x1 = max(min(xs) - 1, limits[0]), min(max(xs) + 1, limits[1])
    y0, y1 = max(min(ys) - 1, limits[2]), min(max(ys) + 1, limits[3])
    width, height = (x1 - x0 + 1) * CELL, (y1 - y0 + 1) * CELL
    left = area.x + (area.w - width) // 2
    top = area.y + (area.h - height) // 2
    return View(x0, x1, y0, y1, left, top, limits)


def span(layout: Iterable[Pos]) -> tuple[int, int]:
    """How many columns and rows the layout spans."""
    cells = list(layout)
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


class BoardView:
    """Draws the table inside ``area``; the static part is kept on a cached layer."""

    def __init__(self, area) -> None:
        self.area = pygame.Rect(area)
        self._layer = Canvas.blank(self.area.size)
        self._key: tuple | None = None
        self._grid = Canvas.blank(self.area.size)  # the hatching, the limit and the cells
        self._grid_key: tuple | None = None

    def view(self, layout: Mapping[Pos, Tile]) -> View:
        return view_of(layout, self.area)

    def draw(self, surface, layout: Mapping[Pos, Tile], marks: Marks, palette) -> View:
        view = self.view(layout)
        key = (frozenset(layout.items()), marks, palette, canvas.scale())
        if key != self._key:
            self._render(layout, view, marks, palette)
            self._key = key
        surface.blit(self._layer, self.area)
        return view

    # -- the cached layers -------------------------------------------------------------------

    def _render(self, layout, view: View, marks: Marks, palette) -> None:
        if self._layer.scale != canvas.scale():
            self._layer = Canvas.blank(self.area.size)
            self._grid = Canvas.blank(self.area.size)
        layer = self._layer
        shift = (-self.area.x, -self.area.y)
        grid_key = (view.x0, view.x1, view.y0, view.y1, view.left, view.top, view.limits)
        grid_key = (grid_key, self._grid.scale)
        if grid_key != self._grid_key:
            self._render_grid(view, shift)
            self._grid_key = grid_key
        layer.blit(self._grid, (0, 0))
        for index, run in enumerate(marks.runs):
            self._draw_run(layer, view, run, shift, index == marks.strong)
        for pos in marks.legal:
            rect = view.rect(pos).move(shift).inflate(-6, -6)
            pen.rect(layer, theme.shade(LEGAL, 0.35), rect, border_radius=8)
            pen.rect(layer, LEGAL, rect, 2, border_radius=8)
        for pos, tile in layout.items():
            if pos not in marks.hidden and view.contains(pos):
                layer.blit(tile_view.face(tile, TILE, palette), view.tile_rect(pos).move(shift))
        if marks.recent is not None and marks.recent in layout:
            rect = view.rect(marks.recent).move(shift).inflate(-1, -1)
            pen.rect(layer, theme.TEXT, rect, 2, border_radius=10)

    def _render_grid(self, view: View, shift) -> None:
        """Hatched beyond the 6 x 6 limit, plain within it, the limit as a bold line, and the
        empty cells of the view."""
        grid = self._grid
        _hatch(grid, grid.get_rect())
        x_min, x_max, y_min, y_max = view.limits
        allowed = view.rect((x_min, y_min)).union(view.rect((x_max, y_max))).move(shift)
        pen.rect(grid, theme.BACKGROUND, allowed)
        pen.rect(grid, LIMIT, allowed.inflate(8, 8), 4, border_radius=6)
        for pos in view.cells():
            rect = view.rect(pos).move(shift)
            pen.rect(grid, theme.PANEL, rect.inflate(-4, -4), border_radius=8)

    @staticmethod
    def _draw_run(layer, view: View, run, shift, strong: bool) -> None:
        first, last = view.rect(run[0]).move(shift), view.rect(run[-1]).move(shift)
        band = first.union(last).inflate(-2, -2)
        fill = theme.shade(theme.ACCENT, 0.5 if strong else 0.3)
        pen.rect(layer, fill, band, border_radius=12)
        pen.rect(layer, theme.ACCENT, band, 4 if strong else 2, border_radius=12)


def _hatch(layer, rect: pygame.Rect) -> None:
    layer.fill(HATCH, rect)
    ink = theme.shade(HATCH, 1.25)
    for offset in range(-rect.h, rect.w, 12):
        start = (rect.x + offset, rect.bottom)
        pen.line(layer, ink, start, (start[0] + rect.h, rect.y), 2)


# -- what is drawn over the layer each frame ----------------------------------------------------


def pulse(ticks: int, period: int = 50) -> float:
    """0..1..0 over ``period`` ticks, for marks that breathe."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (ticks % period) / period)


def draw_cursor(surface, view: View, pos: Pos, ticks: int, colour=theme.FOCUS) -> None:
    rect = view.rect(pos).inflate(-1, -1)
    width = 3 + round(2 * pulse(ticks, 40))
    pen.rect(surface, colour, rect, width, border_radius=10)


def draw_takeable(surface, view: View, cells: Iterable[Pos], ticks: int) -> None:
    """Breathing outlines and a small arrow on the tiles the taker may take."""
    glow = theme.shade(theme.GOOD, 0.8 + 0.4 * pulse(ticks))
    for pos in cells:
        rect = view.tile_rect(pos).inflate(6, 6)
        pen.rect(surface, glow, rect, 4, border_radius=10)
        badge = (rect.right - 6, rect.top + 6)
        pen.circle(surface, theme.GOOD, badge, 11)
        pen.circle(surface, theme.SHADOW, badge, 11, 2)
        bx, by = badge
        pen.polygon(surface, theme.SHADOW, [(bx, by - 7), (bx + 6, by), (bx - 6, by)])
        pen.rect(surface, theme.SHADOW, (bx - 2, by, 5, 6))


def draw_ghost(surface, view: View, tile: Tile, pos: Pos, palette) -> None:
    surface.blit(tile_view.face(tile, TILE, palette, alpha=150), view.tile_rect(pos))


def draw_flash(surface, view: View, pos: Pos, colour, strength: float) -> None:
    """A fading outline, e.g. on the neighbour a refused tile shares nothing with."""
    if strength <= 0 or not view.contains(pos):
        return
    rect = view.rect(pos).inflate(2, 2)
    pen.rect(surface, theme.shade(colour, 0.4 + 0.6 * strength), rect, 5, border_radius=10)
