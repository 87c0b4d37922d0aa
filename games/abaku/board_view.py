"""The 15 x 15 board on screen: geometry, the static layer (bonus squares, centre, edge
labels) drawn once per language, and the tiles, highlights and cursor drawn over it.

Bonus squares are coloured *and* labelled ("×2" over "digit" or "example"), so colour is
never the only cue; the centre carries a star.
"""

from __future__ import annotations

import math

import pygame

from core import assets, i18n
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from core.ui.kept import KeptPicture
from games.abaku import tile_view
from games.abaku.logic import BOARD_SIZE, bonus

CELL = 44
ORIGIN = (46, 38)
BOARD_AREA = pygame.Rect(ORIGIN, (CELL * BOARD_SIZE, CELL * BOARD_SIZE))
SQUARE_FILL = (58, 66, 92)
BONUS_FILL = {
    "d": (70, 130, 180),
    "t": (40, 84, 170),
    "E": (196, 110, 130),
    "T": (182, 58, 64),
    "*": (196, 110, 130),
}
BONUS_LABEL = {  # (multiplier, i18n key of what it multiplies)
    "d": ("×2", "abaku.sq_digit"),
    "t": ("×3", "abaku.sq_digit"),
    "E": ("×2", "abaku.sq_example"),
    "T": ("×3", "abaku.sq_example"),
}
CURSOR = (255, 214, 102)


class BoardView:
    def __init__(self) -> None:
        self.rect = BOARD_AREA.copy()
        self._layer: tuple[str, Canvas] | None = None
        self.area = pygame.Rect(0, 0, self.rect.right + 10, self.rect.bottom + 10)  # all opaque
        self._kept = KeptPicture(self.area)

    def square_rect(self, square) -> pygame.Rect:
        row, col = square
        return pygame.Rect(self.rect.x + col * CELL, self.rect.y + row * CELL, CELL, CELL)

    def square_at(self, pos) -> tuple[int, int] | None:
        if not self.rect.collidepoint(pos):
            return None
        return ((pos[1] - self.rect.y) // CELL, (pos[0] - self.rect.x) // CELL)

    # -- the static layer ---------------------------------------------------------------------

    def _static(self) -> Canvas:
        language = (i18n.language(), canvas.scale())
        if self._layer is None or self._layer[0] != language:
            self._layer = (language, self._render_static())
        return self._layer[1]

    def _render_static(self) -> Canvas:
        layer = Canvas.blank((self.rect.right + 10, self.rect.bottom + 10), alpha=True)
        frame = self.rect.inflate(10, 10)
        pen.rect(layer, (30, 34, 50), frame, border_radius=8)
        for row in range(BOARD_SIZE):
            for col in range(BOARD_SIZE):
                self._draw_square(layer, (row, col))
        for index in range(BOARD_SIZE):
            letter = assets.text(chr(ord("A") + index), 16, theme.TEXT_DIM)
            x = self.rect.x + index * CELL + CELL // 2
            layer.blit(letter, letter.get_rect(center=(x, self.rect.y - 14)))
            number = assets.text(str(index + 1), 16, theme.TEXT_DIM)
            y = self.rect.y + index * CELL + CELL // 2
            layer.blit(number, number.get_rect(center=(self.rect.x - 22, y)))
        return layer

    def _draw_square(self, layer, square) -> None:
        kind = bonus(*square)
        rect = self.square_rect(square).inflate(-2, -2)
        pen.rect(layer, BONUS_FILL.get(kind, SQUARE_FILL), rect, border_radius=4)
        if kind == "*":
            _star(layer, rect.center, CELL // 3)
        elif kind:
            times, word = BONUS_LABEL[kind]
            big = assets.text(times, 20, theme.TEXT)
            layer.blit(big, big.get_rect(midbottom=(rect.centerx, rect.centery + 3)))
            small = _fitted_small(i18n.t(word), rect.w - 2)
            layer.blit(small, small.get_rect(midtop=(rect.centerx, rect.centery + 3)))

    # -- drawing a frame ----------------------------------------------------------------------

    def draw(self, surface, view) -> None:
        """``view``: what to show (see :class:`games.abaku.table_view.BoardShown`). The board
        with its glows and the tiles played is a kept picture, drawn again when one of them
        changes; the tiles being placed and the marks are drawn over it."""
        look = (tuple(view.highlights), tuple(view.tiles.items()), view.wild_squares)
        self._kept.draw(surface, (*look, view.last_move), lambda c: self._draw_played(c, view))
        for square, (digit, is_wild) in view.ghosts.items():
            self._blit_tile(surface, square, str(digit), "ghost", is_wild)
        for square, (digit, is_wild) in view.tentative.items():
            self._blit_tile(surface, square, str(digit), "tentative", is_wild)
        if view.refused is not None:
            pen.rect(surface, theme.DANGER, self.square_rect(view.refused), 3, 6)
        if view.cursor is not None:
            pen.rect(surface, CURSOR, self.square_rect(view.cursor), 3, 6)

    def _draw_played(self, surface, view) -> None:
        surface.fill(theme.BACKGROUND, self._kept.region)  # the board lies on the table
        surface.blit(self._static(), (0, 0))
        for square in view.highlights:
            surface.blit(_glow(), self.square_rect(square).inflate(-4, -4))
        wild = view.wild_squares
        last = view.last_move
        for square, digit in view.tiles.items():
            look = "last" if square in last else "board"
            self._blit_tile(surface, square, str(digit), look, square in wild)

    def _blit_tile(self, surface, square, label: str, look: str, wild: bool) -> None:
        rect = self.square_rect(square)
        surface.blit(tile_view.face(label, CELL - 2, look, wild), (rect.x + 1, rect.y + 1))


@canvas.pictures(2)
def _glow() -> Canvas:
    """The light over a square a hint or a refusal points at."""
    glow = Canvas.blank((CELL - 4, CELL - 4), alpha=True)
    glow.fill((255, 214, 102, 70))
    return glow


def _fitted_small(word: str, width: int) -> Canvas:
    """The bonus word, as large as fits the square (down to a size that still reads)."""
    size = 13
    image = assets.text(word, size, theme.TEXT)
    while image.get_width() > width and size > 9:
        size -= 1
        image = assets.text(word, size, theme.TEXT)
    return image


def _star(surface, centre, radius: int) -> None:
    """The centre square's five-pointed star."""
    x, y = centre
    points = []
    for index in range(10):
        reach = radius if index % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + index * math.pi / 5
        points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    pen.polygon(surface, theme.ACCENT, points)
