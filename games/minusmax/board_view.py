"""The minusMax board on screen: where each cell is, the cached layers, the marks over them.

The empty board (cells, D/T/X marks, lines) is drawn once per look; the tiles over it are drawn
once per move or colouring change; each frame then blits that layer and draws what moves over
it: legal cells, the cursor, the hint, the flash of the last placement with the operations it
solved, a refused cell, and the cell under a tile the player is peeking at.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from core import assets
from core.hexgrid import Layout, fit_layout
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from games.minusmax import tile_view
from games.minusmax.board import RADIUS, board_cells, on_board, solved_vertices
from games.minusmax.logic import State
from games.minusmax.style import Colour, Display

BOARD_RECT = pygame.Rect(8, 8, 796, 704)
LEGAL: Colour = (120, 230, 150)
CURSOR: Colour = theme.FOCUS
HINT: Colour = (90, 210, 255)
REFUSED: Colour = theme.DANGER
FLASH_TICKS = 100
FLASH_GROWTH = 6  # pixels the ring grows over the flash
MARK_REACH = FLASH_GROWTH + 12  # pixels past a cell's radius a mark may draw (a grown ring)
FADE_TICKS = 30  # the flash fades over its last ticks
FADE_STEPS = 6  # in this many looks
BUBBLE_TICKS = 10  # the bubble leaves this long before the ring
REFUSED_STEP = 4  # a refused cell fades in steps of this many ticks

Cell = tuple[int, int]


@dataclass
class Flash:
    """A placement to show off: its cell, the solved vertices and the lines of the bubble."""

    cell: Cell
    vertices: list[tuple[Cell, Cell]]
    lines: list[str]
    ticks: int = FLASH_TICKS
    colour: Colour = theme.ACCENT


@dataclass
class Picture:
    """Everything the board shows in one frame, gathered by the scene."""

    state: State
    display: Display
    colours: Sequence[Colour]  # each player's colour
    modes: tuple[int, ...] = ()  # per player: 0 normal, 1 all his tiles coloured, 2 last turn
    own_colour: frozenset[int] = frozenset()  # players whose tiles are always in their colour
    singles: frozenset = frozenset()  # tiles coloured one by one (middle click)
    legal: Sequence[Cell] = ()
    ghost: tuple[Cell, int] | None = None  # the selected tile shown where it would go
    cursor: Cell | None = None
    hint: tuple[tuple[Cell, int], ...] = ()  # the hinted turn's tiles, in order
    flash: Flash | None = None
    refused: tuple[Cell, int] | None = None  # cell, ticks left
    peek: Cell | None = None
    peek_text: str = ""
    ticks: int = 0


@lru_cache(maxsize=4)
def _geometry(rect: tuple[int, int, int, int]) -> tuple[Layout, dict]:
    """The layout that fits the board in ``rect``, and each cell's centre (computed once)."""
    layout = fit_layout(board_cells(), False, rect)
    return layout, {cell: layout.to_pixel(cell) for cell in board_cells()}


class BoardView:
    def __init__(self, rect=BOARD_RECT) -> None:
        self.rect = pygame.Rect(rect)
        self.layout, self.centres = _geometry(tuple(self.rect))
        self.radius = self.layout.size
        self._base: tuple[tuple, Canvas] | None = None
        self._layer: tuple[tuple, Canvas] | None = None

    # -- geometry ----------------------------------------------------------------------------

    def cell_at(self, pos) -> Cell | None:
        if not self.rect.collidepoint(pos):
            return None
        cell = self.layout.from_pixel(*pos)
        return cell if on_board(cell) else None

    def centre(self, cell: Cell) -> tuple[float, float]:
        return self.centres.get(cell) or self.layout.to_pixel(cell)

    def vertex(self, cell: Cell, a: Cell, b: Cell) -> tuple[float, float]:
        """The corner shared by three touching cells (the mean of their centres)."""
        points = [self.centre(c) for c in (cell, a, b)]
        return (sum(p[0] for p in points) / 3, sum(p[1] for p in points) / 3)

    def blit_centred(self, surface, image: Canvas, cell: Cell) -> None:
        surface.blit(image, image.get_rect(center=self.centre(cell)))

    # -- layers ------------------------------------------------------------------------------

    def _base_layer(self, display: Display, specials) -> Canvas:
        key = (display.board, display.lines, tuple(sorted(specials.items())), canvas.scale())
        if self._base is None or self._base[0] != key:
            self._base = (key, self._draw_base(display, specials))
        return self._base[1]

    def _draw_base(self, display: Display, specials) -> Canvas:
        image = Canvas.blank(self.rect.size)
        image.fill(theme.BACKGROUND)
        offset = (-self.rect.x, -self.rect.y)
        outer = [(x + offset[0], y + offset[1]) for x, y in self._outline()]
        pen.polygon(image, theme.shade(display.line_colour, 0.8), outer)
        for cell, (x, y) in self.centres.items():
            kind = specials.get(cell)
            fill = display.special_colour(kind) if kind else display.board_colour
            mark = theme.readable_on(fill) if kind else None
            face = tile_view.cell(kind, self.radius, fill, display.line_colour, mark)
            image.blit(face, face.get_rect(center=(x + offset[0], y + offset[1])))
        return image

    def _outline(self) -> list[tuple[float, float]]:
        """The board's outer edge, a little outside the outer cells."""
        cx, cy = self.centre((0, 0))
        across = 2 * RADIUS + 1  # cells in the middle row
        reach = self.radius * across * math.sqrt(3) / 2 + 6
        return [
            (
                cx + reach * math.cos(math.radians(60 * i)),
                cy + reach * math.sin(math.radians(60 * i)),
            )
            for i in range(6)
        ]

    def layer_key(self, picture: Picture) -> tuple:
        """Everything the board's layer (the cells and the tiles) shows, as a plain value."""
        state = picture.state
        return (
            picture.display.look,
            id(state),
            len(state.history),
            picture.modes,
            picture.own_colour,
            picture.singles,
            tuple(picture.colours),
            canvas.scale(),
        )

    def layer(self, picture: Picture) -> Canvas:
        key = self.layer_key(picture)
        if self._layer is None or self._layer[0] != key:
            image = self._base_layer(picture.display, picture.state.specials).copy()
            self._draw_tiles(image, picture)
            self._layer = (key, image)
        return self._layer[1]

    def _draw_tiles(self, image: Canvas, picture: Picture) -> None:
        state, display = picture.state, picture.display
        owners = state.owners()
        dark = set(state.previous_turn_cells()) if display.dark_last else set()
        this_turn = {p.cell for p in state.placed_this_turn()}
        last_turns = {
            player: set(state.last_turn_cells(player))
            for player, mode in enumerate(picture.modes)
            if mode == 2
        }
        ring = tile_view.glow(self.radius - 4, theme.ACCENT, 255, 3)
        for cell, value in state.tiles.items():
            owner = owners.get(cell)
            coloured = owner is not None and (
                owner in picture.own_colour
                or cell in picture.singles
                or (owner < len(picture.modes) and picture.modes[owner] == 1)
                or cell in last_turns.get(owner, ())
            )
            face, ink = display.tile_colours
            if coloured:
                face = picture.colours[owner % len(picture.colours)]
                ink = theme.readable_on(face)
            if cell in dark:
                face = theme.shade(face, 0.7)
                ink = theme.readable_on(face) if coloured else ink
            art = tile_view.tile(
                value, self.radius - 1, face, ink, display.font, owner if coloured else None
            )
            x, y = self.centre(cell)
            spot = (x - self.rect.x, y - self.rect.y)
            image.blit(art, art.get_rect(center=spot))
            if cell in this_turn:
                image.blit(ring, ring.get_rect(center=spot))

    # -- each frame --------------------------------------------------------------------------

    def draw(self, surface: Canvas, picture: Picture) -> None:
        surface.blit(self.layer(picture), self.rect)
        self.draw_marks(surface, picture)

    def draw_marks(self, surface: Canvas, picture: Picture) -> bool:
        """What changes from tick to tick over the layer: the legal cells, the ghost, the
        peek, a refusal, the cursor, the hint and the flash. Whether they may reach past the
        board's right edge (a bubble, or a mark on a cell near it), over the side panel."""
        pulse = 0.5 + 0.5 * math.sin(picture.ticks / 9)
        if picture.legal:
            fill = tile_view.glow(self.radius - 3, LEGAL, 70 + round(50 * pulse))
            edge = tile_view.glow(self.radius - 3, LEGAL, 255, 2)
            for cell in picture.legal:
                self.blit_centred(surface, fill, cell)
                self.blit_centred(surface, edge, cell)
        if picture.ghost is not None:
            self._draw_ghost(surface, picture)
        if picture.peek is not None:
            self._draw_peek(surface, picture)
        if picture.refused is not None:
            self._draw_refused(surface, *picture.refused)
        if picture.cursor is not None:
            self.blit_centred(
                surface, tile_view.glow(self.radius, theme.SHADOW, 255, 7), picture.cursor
            )
            ring = tile_view.glow(self.radius - 1, CURSOR, 155 + round(100 * pulse), 4)
            self.blit_centred(surface, ring, picture.cursor)
        if picture.hint:  # over the cursor, which starts on the first hinted tile
            self._draw_hint(surface, picture, 3 + round(2 * pulse))
        if picture.flash is not None:
            self._draw_flash(surface, picture.flash)
        return self._marks_reach_right(picture)

    def _marks_reach_right(self, picture: Picture) -> bool:
        """Whether a mark may reach past the board's right edge, where the side panel is."""
        if picture.peek_text or (picture.flash is not None and picture.flash.lines):
            return True  # a bubble is kept on the board, but its shadow is not
        marked = [*picture.legal, picture.ghost and picture.ghost[0], picture.peek]
        marked += [picture.refused and picture.refused[0], picture.cursor]
        marked += [cell for cell, _ in picture.hint]
        marked.append(picture.flash and picture.flash.cell)
        edge = self.rect.right - self.radius - MARK_REACH
        return any(self.centre(cell)[0] > edge for cell in marked if cell)

    def _draw_ghost(self, surface, picture: Picture) -> None:
        cell, value = picture.ghost
        face, ink = picture.display.tile_colours
        art = tile_view.tile(value, self.radius - 1, face, ink, picture.display.font).copy()
        art.set_alpha(170)
        self.blit_centred(surface, art, cell)

    def _draw_hint(self, surface, picture: Picture, width: int) -> None:
        """Each hinted tile as a ghost on its cell, ringed, with its number in the order."""
        face, ink = picture.display.tile_colours
        ring = tile_view.glow(self.radius, HINT, 255, width)
        for cell, value in picture.hint:
            art = tile_view.tile(value, self.radius - 1, face, ink, picture.display.font).copy()
            art.set_alpha(150)
            self.blit_centred(surface, art, cell)
            self.blit_centred(surface, ring, cell)
        for step, (cell, _) in enumerate(picture.hint, 1):  # over every tile, not under the next
            x, y = self.centre(cell)
            badge = (round(x + self.radius * 0.6), round(y - self.radius * 0.6))
            pen.circle(surface, HINT, badge, 9)
            number = assets.text(str(step), theme.FONT_SMALL, theme.BACKGROUND)
            surface.blit(number, number.get_rect(center=badge))

    def _draw_peek(self, surface, picture: Picture) -> None:
        cell = picture.peek
        kind = picture.state.specials.get(cell)
        display = picture.display
        fill = display.special_colour(kind) if kind else display.board_colour
        mark = theme.readable_on(fill) if kind else None
        face = tile_view.cell(kind, self.radius, fill, display.line_colour, mark)
        self.blit_centred(surface, face, cell)
        self.blit_centred(surface, tile_view.glow(self.radius, CURSOR, 255, 2), cell)
        if picture.peek_text:
            self.bubble(surface, [picture.peek_text], cell, theme.TEXT)

    def _draw_refused(self, surface, cell: Cell, ticks: int) -> None:
        alpha = refused_alpha(ticks)
        self.blit_centred(surface, tile_view.glow(self.radius, REFUSED, alpha // 2), cell)
        self.blit_centred(surface, tile_view.glow(self.radius, REFUSED, alpha, 4), cell)

    def _draw_flash(self, surface, flash: Flash) -> None:
        grow, fade, bubble = flash_look(flash.ticks)
        alpha = round(255 * fade / FADE_STEPS)
        ring = tile_view.glow(self.radius + 2 + grow, flash.colour, alpha, 3)
        self.blit_centred(surface, ring, flash.cell)
        for a, b in flash.vertices:
            x, y = self.vertex(flash.cell, a, b)
            pen.circle(surface, theme.DANGER, (round(x), round(y)), 7)
            pen.circle(surface, theme.TEXT, (round(x), round(y)), 7, 2)
        if flash.lines and bubble:
            self.bubble(surface, flash.lines, flash.cell, flash.colour)

    def bubble(self, surface, lines: list[str], cell: Cell, colour: Colour) -> None:
        """A small panel of text above ``cell`` (below it near the top edge), kept on the board."""
        size = theme.FONT_SMALL + 4
        images = [assets.text(line, size, theme.TEXT) for line in lines]
        width = max(image.get_width() for image in images) + 20
        height = len(images) * (size + 2) + 12
        x, y = self.centre(cell)
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (round(x), round(y - self.radius - 4))
        if box.top < self.rect.top:
            box.midtop = (round(x), round(y + self.radius + 4))
        box.clamp_ip(self.rect)
        pen.rect(surface, theme.SHADOW, box.move(3, 3), border_radius=8)
        pen.rect(surface, theme.PANEL, box, border_radius=8)
        pen.rect(surface, colour, box, 3, border_radius=8)
        for index, image in enumerate(images):
            surface.blit(
                image, image.get_rect(midtop=(box.centerx, box.y + 6 + index * (size + 2)))
            )


def flash_for(state: State, cell: Cell, lines: list[str], colour: Colour) -> Flash:
    """The flash of the tile just placed on ``cell``: the vertices it solved, the bubble text."""
    before = {c: v for c, v in state.tiles.items() if c != cell}
    value = state.tiles.get(cell, 0)
    return Flash(cell, solved_vertices(before, cell, value), lines, colour=colour)


def flash_look(ticks: int) -> tuple[int, int, bool]:
    """What a flash with ``ticks`` left shows: how far its ring has grown (pixels), its fade
    step (``FADE_STEPS`` is opaque) and whether the bubble is up. A few looks, not one per
    tick: the screen is drawn only when the look changes."""
    grow = round(FLASH_GROWTH * (1 - ticks / FLASH_TICKS))
    fade = min(FADE_STEPS, -(-ticks * FADE_STEPS // FADE_TICKS))
    return grow, fade, ticks > BUBBLE_TICKS


def refused_alpha(ticks: int) -> int:
    """How strongly a refused cell glows with ``ticks`` left: full, then fading in steps."""
    return min(255, -(-ticks // REFUSED_STEP) * REFUSED_STEP * 8)
