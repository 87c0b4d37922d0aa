"""The Mooxil grid on screen: a cached picture of the cells and tiles, and what goes over it.

The cells and tiles change only when a move is made, so they are drawn once into a layer that
is redrawn when the board's contents change; each frame blits that layer and draws the few
things that move: the cursor, the preview of the current tile, the largest group, the hint.
"""

from __future__ import annotations

import math

import pygame

from core.hexgrid import DIRECTIONS, Hex, Layout, fit_layout
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from games.mooxil import tile_view
from games.mooxil.board import EMPTY, KIND_NAMES, Board, PlacementEffect

FITS = (110, 220, 120)
REFUSED = (236, 84, 72)
GROUP = (255, 226, 110)
HINT = (120, 230, 255)
MARK_REACH = 1.5  # in cell sizes from a cell's centre: the hint's ring is 1.15 + 5 px at most


class BoardView:
    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.layout: Layout | None = None
        self.radius = 0
        self._layer: Canvas | None = None
        self._layer_key: tuple | None = None

    # -- geometry --------------------------------------------------------------------------

    def fit(self, board: Board) -> None:
        if board.radius != self.radius:
            self.radius = board.radius
            box = (0, 0, self.rect.w, self.rect.h)
            self.layout = fit_layout(board.cells, False, box)
            self._layer_key = None

    @property
    def size(self) -> float:
        return self.layout.size

    def center(self, cell: Hex) -> tuple[float, float]:
        x, y = self.layout.to_pixel(cell)
        return (x + self.rect.x, y + self.rect.y)

    def cell_at(self, pos, board: Board) -> Hex | None:
        """The grid cell under the screen point ``pos``, or None."""
        self.fit(board)
        cell = self.layout.from_pixel(pos[0] - self.rect.x, pos[1] - self.rect.y)
        return cell if cell in board else None

    # -- the cached layer ------------------------------------------------------------------

    def layer_key(self, board: Board) -> tuple:
        """Everything the cached layer of ``board`` shows, as a comparable value."""
        self.fit(board)
        layers = (board.free, board.kind, board.blocked, board.bonus)  # all drawn into it
        return (board.radius, *(tuple(layer) for layer in layers), canvas.scale())

    def _layer_for(self, board: Board) -> Canvas:
        key = self.layer_key(board)
        if key != self._layer_key or self._layer is None:
            self._layer = self._render(board)
            self._layer_key = key
        return self._layer

    def _render(self, board: Board) -> Canvas:
        layer = Canvas.blank(self.rect.size)
        layer.fill(theme.BACKGROUND)
        size = self.size
        for i, cell in enumerate(board.cells):
            center = self.layout.to_pixel(cell)
            if board.free[i] != EMPTY:
                continue
            if board.blocked[i]:
                tile_view.draw_blocked_cell(layer, center, size)
            else:
                tile_view.draw_free_cell(layer, center, size, board.bonus[i])
        for i, cell in enumerate(board.cells):
            if board.free[i] != EMPTY:
                self._render_tile(layer, board, i, cell)
        return layer

    def _render_tile(self, layer, board: Board, i: int, cell: Hex) -> None:
        center = self.layout.to_pixel(cell)
        links, open_sides, other_sides = [], [], []
        for direction, (dq, dr) in enumerate(DIRECTIONS):
            other = (cell[0] + dq, cell[1] + dr)
            if other not in board:
                other_sides.append(direction)
                continue
            j = board.index_of(other)
            if board.free[j] != EMPTY:
                links.append(direction)
            elif board.blocked[j]:
                other_sides.append(direction)
            else:
                open_sides.append(direction)
        # free sides show on the edges that face open cells first: where links can come from
        dots = tuple((open_sides + other_sides)[: board.free[i]])
        kind = KIND_NAMES[board.kind[i]]
        tile_view.draw_tile(layer, center, self.size, board.free[i], kind, tuple(links), dots)
        if board.bonus[i]:
            x, y = center
            badge = (x, y + self.size * 0.58)
            tile_view.draw_label(
                layer, f"+{board.bonus[i]}", badge, int(self.size * 0.5), tile_view.INK
            )

    # -- per frame ---------------------------------------------------------------------------

    def draw(self, surface, board: Board) -> None:
        surface.blit(self._layer_for(board), self.rect.topleft)

    def reach(self, cell: Hex) -> pygame.Rect:
        """Where any mark drawn on ``cell`` may go (rims, rings, effects, the ghost tile)."""
        side = round(2 * MARK_REACH * self.size + 16)
        area = pygame.Rect(0, 0, side, side)
        area.center = self.center(cell)
        return area

    def outline(self, surface, cell: Hex, colour, width: int = 3, inset: float = 1.0) -> None:
        pen.polygon(surface, colour, tile_view.corners(self.center(cell), self.size, inset), width)

    def draw_group(self, surface, cells, colour=GROUP) -> None:
        for cell in cells:
            self.outline(surface, cell, colour, 5, 0)

    def draw_preview(
        self, surface, cell: Hex, tile: int, fits: bool, effect: PlacementEffect | None
    ) -> None:
        """The current tile on ``cell``: see-through, with a green or red rim; a placement
        that fits also marks the tiles it links to, those it closes and the cells it blocks."""
        center = self.center(cell)
        if effect is not None:
            for other in effect.links:
                pen.line(surface, FITS, center, self.center(other), 4)
            for other in effect.closed:
                if other != cell:
                    self.outline(surface, other, GROUP, 3, 5)
            for other in effect.blocked:
                tile_view.cross(surface, self.center(other), self.size, REFUSED, 2)
        picture = tile_view.ghost(tile, int(self.size))
        surface.blit(picture, picture.get_rect(center=center))
        self.outline(surface, cell, FITS if fits else REFUSED, 4)
        if not fits:
            tile_view.cross(surface, center, self.size, REFUSED, 4)

    def draw_cursor(self, surface, cell: Hex, ticks: int) -> None:
        bright = 0.75 + 0.25 * math.sin(ticks / 8)
        self.outline(surface, cell, theme.shade(theme.FOCUS, bright), 2, -2)

    def draw_hint(self, surface, cell: Hex, ticks: int) -> None:
        """A pulsing ring round the hinted cell."""
        x, y = self.center(cell)
        grow = 5 * math.sin(ticks / 6)
        center = (round(x), round(y))
        pen.circle(surface, HINT, center, round(self.size * 1.15 + grow), 4)
