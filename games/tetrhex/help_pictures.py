"""The diagrams of Tetrhex's help pages, drawn with the game's own hexagon faces.

Each diagram is a small edge-6 position set up as text (see :mod:`games.tetrhex.ascii`) and
played by the engine itself, so a picture always shows what the rules really do: the V lines,
the ten pieces, a V-move, a rotation kick, and a bomb piece touching a loaded group.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pygame

from core import i18n
from core.hexgrid import Hex, Layout, distance, fit_layout
from core.ui import pen, theme
from core.ui.canvas import Canvas
from core.ui.text import blit_fitted
from games.tetrhex import tile_view
from games.tetrhex.ascii import game_with_board
from games.tetrhex.board_view import draw_empty_cells
from games.tetrhex.events import ContactDestroyed, Tile
from games.tetrhex.logic import Action, FallingPiece, board_cells, height
from games.tetrhex.pieces import PIECES, SHAPES

EDGE = 6
LOW_CELLS = frozenset(cell for cell in board_cells(EDGE) if height(EDGE, cell) <= 5)
MARK = (255, 255, 255)
CAPTION = 30
ARROW_GAP = 30  # between two frames of a sequence: room for the arrow
FULL_LINE = 2

# The contact example of the rules: the bomb bar lands in column 0 against the loaded c group.
CONTACT_BOARD = """
    ...........
    ....g.a....
    ...gg.e....
    bdf.c.fdbfd
    bdbCcbdbfD.
"""
CONTACT_PIECE = FallingPiece(0, 0, (0, -3), True)


def v_lines(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """An edge-6 board with its V lines shaded, the third V full and outlined."""
    game = game_with_board(
        EDGE,
        """
        ..b..a..ge.
        gfedcbagfed
        ab.cdefg.ab
        abcde.fgabc
        """,
    )
    full = [cell for cell in board_cells(EDGE) if height(EDGE, cell) == FULL_LINE]
    _board(surface, rect, palette, game.board, marks=full, cells=board_cells(EDGE))


PIECE_ORDER = (1, 2, 3, 4, 5, 6, 0, 7, 8, 9)  # mirror pairs side by side, in rows of four


def ten_pieces(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """The ten pieces in rows of four, mirror pairs side by side."""
    columns, rows = 4, 3
    width, row_height = rect.w / columns, rect.h / rows
    size = min(width / 7, row_height / 8)  # the widest piece spans 4 columns, the bar 4 rows
    for index, shape_index in enumerate(PIECE_ORDER):
        shape = SHAPES[shape_index]
        column, row = index % columns, index // columns
        centre = (rect.x + (column + 0.5) * width, rect.y + (row + 0.5) * row_height)
        face = tile_view.tile(palette[shape.colour], shape.colour, False, size)
        tile_view.blit_piece(surface, face, PIECES[shape_index], size, centre)


def moves(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """Above, a V-right move (where it was, faint; where it goes, solid); below, a clockwise
    rotation that does not fit (outlined) and is kicked one step V-left."""
    top, bottom = _halves(rect)
    game = game_with_board(EDGE, "", piece=FallingPiece(3, 0, (-3, 2), False))
    before = game.piece
    game.act(Action.RIGHT)
    _caption(surface, top, i18n.t("tetrhex.picture.v_move"))
    around = _around(before.cells | game.piece.cells)
    _board(surface, _below_caption(top), palette, {}, game.piece, ghost=before, cells=around)

    _caption(surface, bottom, i18n.t("tetrhex.picture.kick"))
    kick_steps(surface, _below_caption(bottom), palette)


def kick_steps(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """A kick in three frames read left to right, so that it reads without its caption: the
    piece; the clockwise turn it wants, outlined, with a cross where it hits the hexagon in
    the way; the piece turned and kicked one step V-left (where it wanted to be, faint)."""
    game = game_with_board(
        EDGE, "", piece=FallingPiece(0, 0, (0, 0), False), board=[[1, -1, 3, False]]
    )
    before = game.piece
    wanted = before.rotated(1)
    game.act(Action.ROTATE_CW)
    kicked = game.piece
    cells = _around(before.cells | wanted.cells | kicked.cells)
    first, second, third = _frames(rect, 3)
    _board(surface, first, palette, game.board, piece=before, cells=cells)
    layout = _board(surface, second, palette, game.board, marks=wanted.cells, cells=cells)
    for cell in wanted.cells & set(game.board):
        _cross(surface, layout.to_pixel(cell), layout.size)
    _board(surface, third, palette, game.board, piece=kicked, ghost=wanted, cells=cells)
    for left, right in ((first, second), (second, third)):
        _arrow(surface, (left.right - ARROW_GAP // 2 + 2, left.centery), right.x + 2)


def bombs(surface: Canvas, rect: pygame.Rect, palette) -> None:
    """The rules' contact example: the bomb bar lands against the loaded group; the outlined
    hexagons are the ones the engine destroys."""
    game = game_with_board(EDGE, CONTACT_BOARD, piece=CONTACT_PIECE)
    landing = game.clone()
    landing.act(Action.DROP)
    destroyed = next(event for event in landing.pop_events() if isinstance(event, ContactDestroyed))
    resting = game.clone()
    while resting.act(Action.DOWN):
        pass
    piece = resting.piece
    _caption(surface, rect, i18n.t("tetrhex.picture.bomb", count=len(destroyed.tiles)))
    _board(
        surface,
        _below_caption(rect),
        palette,
        game.board,
        piece=piece,
        marks=[cell for cell, _ in destroyed.tiles],
    )


# -- drawing --------------------------------------------------------------------------------


def _board(
    surface: Canvas,
    rect: pygame.Rect,
    palette,
    tiles: Mapping[Hex, Tile],
    piece: FallingPiece | None = None,
    ghost: FallingPiece | None = None,
    marks: Iterable[Hex] = (),
    cells: Iterable[Hex] = LOW_CELLS,
) -> Layout:
    layout = fit_layout(cells, True, rect.inflate(-6, -6))  # faces reach past the corners
    draw_empty_cells(surface, layout, EDGE, cells)
    for cell, tile in tiles.items():
        if cell in cells:
            _put(
                surface,
                layout,
                cell,
                tile_view.tile(palette[tile.colour], tile.colour, tile.bomb, layout.size),
            )
    if ghost is not None:
        shade = tile_view.shadow(palette[ghost.colour], layout.size)
        for cell in ghost.cells:
            _put(surface, layout, cell, shade)
    if piece is not None:
        face = tile_view.tile(palette[piece.colour], piece.colour, piece.bomb, layout.size)
        for cell in piece.cells:
            _put(surface, layout, cell, face)
    for cell in marks:
        _put(surface, layout, cell, tile_view.outline(MARK, layout.size))
    return layout


def _around(cells: Iterable[Hex], reach: int = 1) -> frozenset[Hex]:
    """The board cells within ``reach`` steps of ``cells``: a close-up of where things happen."""
    cells = list(cells)
    return frozenset(
        cell for cell in board_cells(EDGE) if min(distance(cell, c) for c in cells) <= reach
    )


def _put(surface: Canvas, layout: Layout, cell: Hex, face: Canvas) -> None:
    tile_view.blit_at(surface, face, layout.to_pixel(cell))


def _halves(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    half = rect.h // 2
    return pygame.Rect(rect.x, rect.y, rect.w, half - 8), pygame.Rect(
        rect.x, rect.y + half + 8, rect.w, rect.h - half - 8
    )


def _frames(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``count`` frames side by side in ``rect``, an arrow's gap between two."""
    width = (rect.w - ARROW_GAP * (count - 1)) // count
    return [
        pygame.Rect(rect.x + index * (width + ARROW_GAP), rect.y, width, rect.h)
        for index in range(count)
    ]


def _arrow(surface: Canvas, start: tuple[int, int], tip_x: int) -> None:
    """A small arrow pointing right, from ``start`` to ``tip_x``: what happens next."""
    x, y = start
    pen.line(surface, theme.TEXT_DIM, (x - ARROW_GAP // 2 + 4, y), (tip_x - 6, y), 3)
    pen.polygon(surface, theme.TEXT_DIM, [(tip_x, y), (tip_x - 10, y - 7), (tip_x - 10, y + 7)])


def _cross(surface: Canvas, centre: tuple[float, float], size: float) -> None:
    """A cross on a hexagon: the turn is refused because of it."""
    x, y, arm = centre[0], centre[1], size * 0.5
    for dx in (-arm, arm):
        pen.line(surface, theme.DANGER, (x - dx, y - arm), (x + dx, y + arm), 4)


def _caption(surface: Canvas, rect: pygame.Rect, text: str) -> None:
    blit_fitted(surface, text, (rect.x, rect.y, rect.w, CAPTION), theme.FONT_SMALL, theme.ACCENT)


def _below_caption(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.x, rect.y + CAPTION + 4, rect.w, rect.h - CAPTION - 4)
