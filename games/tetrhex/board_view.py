"""The Tetrhex board on screen: the big hexagon, its V lines, the locked hexagons, the falling
piece, its landing shadow and the hint.

Drawing is cheap because of two cached layers, each the size of the whole screen: the *static*
layer (the scene's backdrop, such as its side panels, and the empty cells, each V line in its
own shade so the Vs show faintly) is made once per board size, and the *board* layer (the
static layer plus the locked hexagons) is remade only when the board changes, which happens
only when a piece locks or the board explodes, that is when ``game.pieces`` moves on. A frame
then starts with one full-screen blit, and adds a few for the piece, its shadow and the effects.
A scene may draw more on a copy of the board layer (``games.tetrhex.still_layer``) and start
its frames from that instead (:meth:`BoardView.draw_piece`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from core.hexgrid import Hex, Layout, fit_layout
from core.ui import canvas, theme
from core.ui.canvas import Canvas
from core.viewport import LOGICAL_SIZE
from games.tetrhex import tile_view
from games.tetrhex.logic import Game, board_cells, height

BOARD_BOX = pygame.Rect(318, 6, 644, 708)
LINE_SHADES = ((46, 54, 80), (30, 35, 52))  # even and odd V lines
TOP_CELL = (52, 44, 58)  # the top corner is not a line: it is where pieces appear
CELL_BORDER = (58, 66, 92)
BLOCKED = (240, 80, 70)
HINT = (255, 255, 255)
OVER_SHADE = 0.45


class BoardView:
    """Draws one game's board in ``box``; ask it for cell centres to place effects."""

    def __init__(self, box=BOARD_BOX, backdrop: Callable[[Canvas], None] | None = None):
        """``backdrop`` paints what surrounds the board (drawn once, into the static layer)."""
        self.box = pygame.Rect(box)
        self.backdrop = backdrop
        self.edge = 0
        self.layout = Layout(True, 1.0)
        self._static: Canvas | None = None
        self._layer: Canvas | None = None
        self._layer_key: tuple | None = None
        self._layer_game: Game | None = None

    # -- geometry ----------------------------------------------------------------------------

    def fit(self, edge: int) -> None:
        """Size the cells for a board of ``edge`` (the largest that fits the box)."""
        if edge == self.edge:
            return
        self.edge = edge
        self.layout = fit_layout(board_cells(edge), True, self.box)
        self._static = None
        self._layer_key = None

    @property
    def size(self) -> float:
        return self.layout.size

    def centre(self, cell: Hex) -> tuple[float, float]:
        """The screen pixel at the centre of ``cell``."""
        return self.layout.to_pixel(cell)

    def cell_at(self, pos) -> Hex | None:
        """The board cell under the screen pixel ``pos``, or None."""
        cell = self.layout.from_pixel(*pos)
        return cell if cell in board_cells(self.edge) else None

    # -- drawing -----------------------------------------------------------------------------

    def draw(
        self,
        surface: Canvas,
        game: Game,
        palette,
        shadow: bool = True,
        hint: frozenset[Hex] = frozenset(),
        blocked: bool = False,
        pulse: int = 0,
    ) -> None:
        """The whole screen's base (backdrop and board), then the shadow, the hint and the
        falling piece on top."""
        surface.blit(self.board_layer(game, palette), (0, 0))
        self.draw_piece(surface, game, palette, shadow, hint, blocked, pulse)

    def draw_piece(
        self,
        surface: Canvas,
        game: Game,
        palette,
        shadow: bool = True,
        hint: frozenset[Hex] = frozenset(),
        blocked: bool = False,
        pulse: int = 0,
    ) -> None:
        """The shadow, the hint and the falling piece, over the board already drawn."""
        piece = game.piece
        if piece is None:
            return
        colour = palette[piece.colour]
        cells = game.piece_cells()
        if shadow:
            ghost = tile_view.shadow(colour, self.size)
            for cell in game.shadow_cells() - cells:
                tile_view.blit_at(surface, ghost, self.centre(cell))
        if hint:
            mark = tile_view.outline(HINT if pulse % 40 < 24 else colour, self.size)
            for cell in hint:
                tile_view.blit_at(surface, mark, self.centre(cell))
        face = tile_view.tile(colour, piece.colour, piece.bomb, self.size)
        edge = tile_view.outline(BLOCKED, self.size) if blocked else None
        for cell in cells:
            tile_view.blit_at(surface, face, self.centre(cell))
            if edge is not None:
                tile_view.blit_at(surface, edge, self.centre(cell))

    def board_layer(self, game: Game, palette) -> Canvas:
        """The whole screen's base: backdrop, empty cells and locked hexagons (the same
        canvas until one of them changes)."""
        self.fit(game.edge)
        key = (game.pieces, len(game.board), game.over, tuple(palette), canvas.scale())
        if self._layer is None or key != self._layer_key or game is not self._layer_game:
            self._layer = self._static_layer().copy()
            for cell, tile in game.board.items():
                colour = palette[tile.colour]
                if game.over:
                    colour = theme.shade(colour, OVER_SHADE)
                face = tile_view.tile(colour, tile.colour, tile.bomb, self.size)
                tile_view.blit_at(self._layer, face, self.layout.to_pixel(cell))
            self._layer_key, self._layer_game = key, game
        return self._layer

    def _static_layer(self) -> Canvas:
        if self._static is None or self._static.scale != canvas.scale():
            layer = Canvas.blank(LOGICAL_SIZE)
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
            layer.fill(theme.BACKGROUND)
            if self.backdrop is not None:
                self.backdrop(layer)
            draw_empty_cells(layer, self.layout, self.edge, board_cells(self.edge))
            self._static = layer
        return self._static


def draw_empty_cells(surface: Canvas, layout: Layout, edge: int, cells) -> None:
    """The empty ``cells`` of a board of ``edge``, each V line in its own shade so the Vs show."""
    top = 2 * (edge - 1)
    for cell in cells:
        line = height(edge, cell)
        fill = TOP_CELL if line == top else LINE_SHADES[line % 2]
        face = tile_view.empty_cell(fill, CELL_BORDER, layout.size)
        tile_view.blit_at(surface, face, layout.to_pixel(cell))
