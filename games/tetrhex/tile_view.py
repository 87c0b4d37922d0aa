"""The pictures of Tetrhex hexagons, drawn once per size and colour and kept.

A hexagon is bevelled in its shape's colour and carries that shape's small glyph (dot, ring,
triangle, square, diamond, cross, bar), so two shapes never differ by colour alone. A bomb
hexagon also carries a black bomb with a lit fuse. Besides the solid face there are the landing
shadow (a translucent outline), the hint outline and a white face for flashes.
"""

from __future__ import annotations

import math

from core.hexgrid import Layout
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas

GLYPHS = ("dot", "ring", "triangle", "square", "diamond", "cross", "bar")
BOMB_BODY = (24, 24, 30)
SPARK = (255, 226, 120)

_cache: dict[tuple, Canvas] = {}


def face_size(size: float) -> tuple[int, int]:
    """Width and height of the picture of one hexagon of ``size`` (centre to corner)."""
    return math.ceil(2 * size) + 2, math.ceil(math.sqrt(3) * size) + 2


def blit_at(surface: Canvas, face: Canvas, centre) -> None:
    """Draw ``face`` centred on the pixel ``centre``."""
    surface.blit(
        face, (round(centre[0] - face.get_width() / 2), round(centre[1] - face.get_height() / 2))
    )


def blit_piece(surface: Canvas, face: Canvas, cells, size: float, centre) -> None:
    """Draw ``face`` on each hexagon of ``cells`` (of ``size``), the piece centred on ``centre``."""
    layout = Layout(True, size)
    points = [layout.to_pixel(cell) for cell in cells]
    mid_x = (min(x for x, _ in points) + max(x for x, _ in points)) / 2
    mid_y = (min(y for _, y in points) + max(y for _, y in points)) / 2
    for x, y in points:
        blit_at(surface, face, (centre[0] + x - mid_x, centre[1] + y - mid_y))


def _hexagon(size: float, inset: float) -> list[tuple[float, float]]:
    """The corners of a flat-topped hexagon centred in a face of ``size``."""
    width, height = face_size(size)
    return Layout(True, size, (width / 2, height / 2)).corners((0, 0), inset)


def _blank(size: float) -> Canvas:
    return Canvas.blank(face_size(size), alpha=True)


def _cached(key: tuple, make) -> Canvas:
    key = (*key, canvas.scale())  # a face is drawn for the scale the window has
    face = _cache.get(key)
    if face is None:
        face = _cache[key] = make()
    return face


def tile(colour, glyph: int, bomb: bool, size: float) -> Canvas:
    """A locked or falling hexagon of ``colour`` with glyph ``glyph`` (0-6), maybe a bomb."""
    return _cached(("tile", colour, glyph, bomb, size), lambda: _tile(colour, glyph, bomb, size))


def _tile(colour, glyph: int, bomb: bool, size: float) -> Canvas:
    face = _blank(size)
    rim = _hexagon(size, 1.0)
    bevel = _hexagon(size, 1.0 + size * 0.1)
    pen.polygon(face, theme.shade(colour, 0.42), rim)
    pen.polygon(face, theme.shade(colour, 0.7), bevel)
    pen.polygon(face, theme.shade(colour, 1.35), [bevel[3], bevel[4], bevel[5], bevel[0]])
    pen.polygon(face, colour, _hexagon(size, size * 0.26))
    centre = (face.get_width() / 2, face.get_height() / 2)
    mark = GLYPHS[glyph % len(GLYPHS)]
    if bomb:
        _draw_bomb(face, centre, size, colour, mark)
    else:
        _draw_glyph(face, mark, centre, size * 0.2, theme.shade(colour, 0.5))
    return face


def _draw_bomb(face: Canvas, centre, size: float, colour, mark: str) -> None:
    cx, cy = centre[0], centre[1] + size * 0.06
    body = size * 0.46
    fuse_start = (cx + body * 0.6, cy - body * 0.75)
    fuse_end = (cx + body * 1.05, cy - body * 1.3)
    pen.line(face, (150, 120, 80), fuse_start, fuse_end, max(2, round(size * 0.08)))
    pen.circle(face, BOMB_BODY, (cx, cy), body)
    pen.circle(face, (235, 235, 240), (cx, cy), body, max(1, round(size * 0.05)))
    _draw_star(face, fuse_end, size * 0.2, SPARK)
    _draw_glyph(face, mark, (cx, cy), size * 0.2, theme.shade(colour, 1.1))


def _draw_star(face: Canvas, centre, radius: float, colour) -> None:
    points = []
    for index in range(10):
        angle = math.pi / 5 * index - math.pi / 2
        reach = radius if index % 2 == 0 else radius * 0.45
        points.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    pen.polygon(face, colour, points)


def _draw_glyph(face: Canvas, glyph: str, centre, radius: float, colour) -> None:
    """One small mark; ``radius`` is about half its width."""
    cx, cy = centre
    line = max(2, round(radius * 0.45))
    if glyph == "dot":
        pen.circle(face, colour, (cx, cy), radius * 0.85)
    elif glyph == "ring":
        pen.circle(face, colour, (cx, cy), radius, line)
    elif glyph == "triangle":
        points = [(cx, cy - radius), (cx + radius * 0.95, cy + radius * 0.75)]
        pen.polygon(face, colour, [*points, (cx - radius * 0.95, cy + radius * 0.75)])
    elif glyph == "square":
        side = radius * 1.5
        pen.rect(face, colour, (cx - side / 2, cy - side / 2, side, side))
    elif glyph == "diamond":
        points = [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
        pen.polygon(face, colour, points)
    elif glyph == "cross":
        pen.line(face, colour, (cx - radius, cy - radius), (cx + radius, cy + radius), line)
        pen.line(face, colour, (cx - radius, cy + radius), (cx + radius, cy - radius), line)
    else:  # bar
        pen.line(face, colour, (cx - radius, cy), (cx + radius, cy), line + 1)


def fading(colour, glyph: int, bomb: bool, size: float) -> Canvas:
    """A copy of :func:`tile` whose alpha the effects may change (the shared face stays opaque)."""
    return _cached(
        ("fading", colour, glyph, bomb, size), lambda: tile(colour, glyph, bomb, size).copy()
    )


def shadow(colour, size: float) -> Canvas:
    """Where the falling piece would land: a see-through hexagon with a light outline."""

    def make() -> Canvas:
        face = _blank(size)
        pen.polygon(face, (*colour, 70), _hexagon(size, 2.0))
        pen.polygon(face, (*theme.shade(colour, 1.3), 220), _hexagon(size, 2.0), 2)
        return face

    return _cached(("shadow", colour, size), make)


def outline(colour, size: float, width: int = 3) -> Canvas:
    """A coloured outline of a hexagon (the hint, and a blocked piece's red edge)."""

    def make() -> Canvas:
        face = _blank(size)
        pen.polygon(face, colour, _hexagon(size, 1.5), width)
        return face

    return _cached(("outline", colour, size, width), make)


def flash(size: float) -> Canvas:
    """A white hexagon for flashes. Effects set its alpha before each blit, so it is its own
    surface per size and never one of the faces above."""
    return _cached(("flash", size), lambda: _filled(size, (255, 255, 255)))


def _filled(size: float, colour) -> Canvas:
    face = _blank(size)
    pen.polygon(face, colour, _hexagon(size, 1.0))
    return face


def empty_cell(fill, border, size: float) -> Canvas:
    """An empty board cell (drawn once into the board's static layer)."""

    def make() -> Canvas:
        face = _filled(size, fill)
        pen.polygon(face, border, _hexagon(size, 1.0), 1)
        return face

    return _cached(("empty", fill, border, size), make)


def clear_cache() -> None:
    _cache.clear()
