"""How Mooxil tiles and cells look: pointy hexagons drawn with draw.

Colour is never the only cue: a tile shows its free sides as dots on its edges *and* as a
number; a closed tile is dark with a double rim and no dots; an endtile is blue with a white
diamond; a 6-tile carries a six-pointed star; a blocked cell is crossed; a bonus cell shows
its points; the eraser is drawn as a two-tone rubber.
"""

from __future__ import annotations

import math

from core import assets
from core.hexgrid import Layout
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas

SQRT3 = math.sqrt(3.0)

FREE_CELL = (50, 58, 82)
FREE_EDGE = (84, 96, 130)
BLOCKED_CELL = (30, 32, 42)
BLOCKED_CROSS = (150, 84, 84)
BONUS = (240, 200, 80)
TILE = (226, 190, 128)
TILE_CLOSED = (112, 98, 82)
ENDTILE = (62, 118, 232)
ENDTILE_CLOSED = (40, 70, 150)
SIX = (170, 120, 220)
SIX_CLOSED = (150, 118, 40)
INK = (28, 26, 30)
DOT = (252, 248, 236)
LINK = (60, 46, 34)

# Which edges a loose tile (in the queue or a preview) shows its sides on, spread round it.
SPREAD = {
    0: (),
    1: (4,),
    2: (1, 4),
    3: (0, 2, 4),
    4: (0, 1, 3, 4),
    5: (0, 1, 2, 3, 4),
    6: (0, 1, 2, 3, 4, 5),
}


def corners(center, size: float, inset: float = 0.0) -> list[tuple[float, float]]:
    """Corners of a pointy hexagon (first one at 30 degrees, clockwise on screen)."""
    return Layout(False, size, center).corners((0, 0), inset)


def edge_point(center, size: float, direction: int, share: float) -> tuple[int, int]:
    """The point ``share`` of the way from the centre to the middle of the edge that faces
    ``core.hexgrid.DIRECTIONS[direction]`` (0 right, then anticlockwise on screen)."""
    angle = math.radians(-60 * direction)
    reach = size * SQRT3 / 2 * share
    return (round(center[0] + reach * math.cos(angle)), round(center[1] + reach * math.sin(angle)))


def tile_colour(kind: str, closed: bool) -> tuple[int, int, int]:
    """``kind`` is "tile", "endtile" or "six"."""
    if kind == "endtile":
        return ENDTILE_CLOSED if closed else ENDTILE
    if kind == "six":
        return SIX_CLOSED if closed else SIX
    return TILE_CLOSED if closed else TILE


def draw_free_cell(surface, center, size: float, bonus: int = 0) -> None:
    pen.polygon(surface, FREE_CELL, corners(center, size, 1.5))
    pen.polygon(surface, BONUS if bonus else FREE_EDGE, corners(center, size, 2), 2)
    if bonus:
        draw_label(surface, f"+{bonus}", center, int(size * 0.72), BONUS)


def draw_blocked_cell(surface, center, size: float) -> None:
    points = corners(center, size, 1.5)
    pen.polygon(surface, BLOCKED_CELL, points)
    pen.polygon(surface, FREE_EDGE, points, 1)
    inner = corners(center, size, size * 0.45)
    width = max(2, round(size / 10))
    pen.line(surface, BLOCKED_CROSS, inner[0], inner[3], width)
    pen.line(surface, BLOCKED_CROSS, inner[2], inner[5], width)


def draw_tile(
    surface,
    center,
    size: float,
    free: int,
    kind: str,
    links: tuple[int, ...] = (),
    dots: tuple[int, ...] | None = None,
) -> None:
    """A tile with ``free`` sides left. ``links``: directions of linked neighbours (a bar is
    drawn towards each); ``dots``: the edges to mark as free (spread evenly by default)."""
    closed = free == 0
    fill = tile_colour(kind, closed)
    body = corners(center, size, 2.5)
    pen.polygon(surface, fill, body)
    width = max(2, round(size / 12))
    for direction in links:
        pen.line(
            surface,
            LINK,
            edge_point(center, size, direction, 0.45),
            _edge(center, size, direction),
            width + 2,
        )
    rim = theme.shade(fill, 0.55)
    pen.polygon(surface, rim, body, width)
    if closed:
        pen.polygon(surface, rim, corners(center, size, 2.5 + size * 0.2), width)
    else:
        radius = max(3, round(size * 0.13))
        for direction in SPREAD[min(free, 6)] if dots is None else dots:
            point = edge_point(center, size, direction, 0.7)
            pen.circle(surface, DOT, point, radius)
            pen.circle(surface, INK, point, radius, 1)
    if kind == "endtile":
        _diamond(surface, (center[0], center[1] - size * 0.5), size * 0.17)
        pen.polygon(surface, (236, 240, 255), corners(center, size, 1), 2)
    elif kind == "six":
        _star(surface, (center[0], center[1] - size * 0.5), size * 0.2, closed)
    number_colour = theme.readable_on(fill)
    if closed:
        number_colour = theme.shade(fill, 1.5)
    draw_label(
        surface, str(free), (center[0], center[1] + size * 0.06), int(size * 0.82), number_colour
    )


def _edge(center, size: float, direction: int) -> tuple[int, int]:
    return edge_point(center, size, direction, 1.0)


def _diamond(surface, center, radius: float) -> None:
    x, y = center
    points = [(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)]
    pen.polygon(surface, (250, 250, 255), points)
    pen.polygon(surface, INK, points, 1)


def _star(surface, center, radius: float, closed: bool) -> None:
    """A six-pointed star: the mark of a 6-tile (gold once it is closed and pays 100)."""
    x, y = center
    points = []
    for i in range(12):
        reach = radius if i % 2 == 0 else radius * 0.5
        angle = math.radians(-90 + 30 * i)
        points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    pen.polygon(surface, (255, 226, 96) if closed else (250, 244, 255), points)
    pen.polygon(surface, INK, points, 1)


def draw_eraser(surface, center, size: float) -> None:
    """The eraser: a tilted two-tone rubber on a pale hexagon."""
    pen.polygon(surface, (236, 228, 236), corners(center, size, 2.5))
    pen.polygon(surface, (150, 130, 150), corners(center, size, 2.5), 2)
    cx, cy = center
    angle = math.radians(-30)
    along = (math.cos(angle), math.sin(angle))
    across = (-along[1], along[0])
    half_l, half_w = size * 0.55, size * 0.24

    def box(start: float, end: float) -> list[tuple[float, float]]:
        return [
            (cx + along[0] * a + across[0] * w, cy + along[1] * a + across[1] * w)
            for a, w in ((start, -half_w), (end, -half_w), (end, half_w), (start, half_w))
        ]

    pen.polygon(surface, (232, 96, 120), box(-half_l, 0))
    pen.polygon(surface, (80, 120, 210), box(0, half_l))
    pen.polygon(surface, INK, box(-half_l, half_l), 2)


def draw_loose(surface, center, size: float, tile: int) -> None:
    """A tile of the queue (or its preview): its free sides spread round it; ``-1`` is the
    eraser and 6 the 6-tile."""
    if tile < 0:
        draw_eraser(surface, center, size)
    else:
        draw_tile(surface, center, size, tile, "six" if tile == 6 else "tile")


def draw_label(surface, content: str, center, size: int, colour) -> None:
    image = assets.text(content, max(10, size), colour)
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def cross(surface, center, size: float, colour, width: int = 4) -> None:
    """A big X over a cell: where the current tile does not fit."""
    inner = corners(center, size, size * 0.35)
    pen.line(surface, colour, inner[0], inner[3], width)
    pen.line(surface, colour, inner[2], inner[5], width)


_ghosts: dict[tuple[int, int, float], Canvas] = {}


def ghost(tile: int, size: int) -> Canvas:
    """A see-through picture of a loose tile, for the preview on the board (cached)."""
    key = (tile, size, canvas.scale())
    picture = _ghosts.get(key)
    if picture is None:
        side = size * 2 + 4
        picture = Canvas.blank((side, side), alpha=True)
        draw_loose(picture, (side / 2, side / 2), size, tile)
        picture.set_alpha(190)
        _ghosts[key] = picture
    return picture
