"""The pictures of minusMax: hexagonal tiles, special cells, player symbols and the tile fonts.

Every picture is drawn once per look and kept (the keys hold everything it depends on), so a
frame costs blits, not drawing. Cells are pointy-topped hexagons given by their circumradius.

Three tile fonts ship, as no system font may be used: ``plain`` (pygame's bundled font),
``outline`` (the same, light with a dark outline) and ``segments`` (seven-segment digits
drawn here with polygons).
"""

from __future__ import annotations

import math

import pygame

from core import assets
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from games.minusmax.style import Colour

SQRT3 = math.sqrt(3.0)

SUPERSAMPLE = 4
SEGMENTS = {
    "0": "abcdef",
    "1": "bc",
    "2": "abged",
    "3": "abgcd",
    "4": "fgbc",
    "5": "afgcd",
    "6": "afgedc",
    "7": "abc",
    "8": "abcdefg",
    "9": "abcdfg",
}


def hex_points(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The corners of a pointy-topped hexagon, clockwise from the top."""
    cx, cy = centre
    return [
        (cx + radius * math.cos(math.radians(-90 + 60 * i)),
         cy + radius * math.sin(math.radians(-90 + 60 * i)))
        for i in range(6)
    ]  # fmt: skip


def cell_size(radius: float) -> tuple[int, int]:
    """The surface size that holds a hexagon of ``radius`` with a pixel to spare."""
    return (math.ceil(SQRT3 * radius) + 2, math.ceil(2 * radius) + 2)


def _canvas(radius: float) -> tuple[Canvas, tuple[float, float]]:
    size = cell_size(radius)
    return Canvas.blank(size, alpha=True), (size[0] / 2, size[1] / 2)


# -- numbers -----------------------------------------------------------------------------------


@canvas.pictures(512)
def number(text: str, font: str, height: int, ink: Colour) -> Canvas:
    """``text`` (digits) about ``height`` pixels tall in one of the tile fonts."""
    if font == "segments":  # thin strokes read smaller: draw them a little taller
        return _segment_number(text, round(height * 1.2), ink)
    size = max(8, round(height * 1.42))
    if font == "outline":
        return _outlined(text, size, ink)
    return assets.text(text, size, ink)


def _outlined(text: str, size: int, ink: Colour) -> Canvas:
    """Light digits with an outline in ``ink``: the "bold outline" tile font."""
    light = theme.readable_on(ink)
    body = assets.text(text, size, light)
    edge = assets.text(text, size, ink)
    width = max(2, size // 12)
    image = Canvas.blank(
        (body.get_width() + 2 * width, body.get_height() + 2 * width), pygame.SRCALPHA
    )
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                image.blit(edge, (width + dx, width + dy))
    image.blit(body, (width, width))
    return image


def _segment_number(text: str, height: int, ink: Colour) -> Canvas:
    """Seven-segment digits, drawn four times larger and scaled down smoothly."""
    big = height * SUPERSAMPLE
    digit_w, gap = round(big * 0.52), round(big * 0.18)
    width = len(text) * digit_w + (len(text) - 1) * gap
    image = Canvas.blank((width + 8, big + 8), alpha=True)
    for index, char in enumerate(text):
        rect = pygame.Rect(4 + index * (digit_w + gap), 4, digit_w, big)
        _segment_digit(image, char, rect, ink)
    size = (round(image.get_width() / SUPERSAMPLE), round(image.get_height() / SUPERSAMPLE))
    return image.scaled_to(size)


def _segment_digit(surface: Canvas, digit: str, rect: pygame.Rect, ink: Colour) -> None:
    t = rect.h / 7  # stroke thickness
    x0, x1 = rect.x + t / 2, rect.right - t / 2
    y0, ym, y1 = rect.y + t / 2, rect.centery, rect.bottom - t / 2
    spans = {
        "a": ((x0, y0), (x1, y0)),
        "g": ((x0, ym), (x1, ym)),
        "d": ((x0, y1), (x1, y1)),
        "f": ((x0, y0), (x0, ym)),
        "b": ((x1, y0), (x1, ym)),
        "e": ((x0, ym), (x0, y1)),
        "c": ((x1, ym), (x1, y1)),
    }
    for name in SEGMENTS.get(digit, ""):
        pen.polygon(surface, ink, _segment(*spans[name], t))


def _segment(start, end, t: float) -> list[tuple[float, float]]:
    """A bar with pointed ends from ``start`` to ``end``, a small gap left at each end."""
    (ax, ay), (bx, by) = start, end
    half, gap = t / 2, t * 0.25
    if ay == by:  # horizontal
        ax, bx = ax + gap, bx - gap
        return [(ax, ay), (ax + half, ay - half), (bx - half, ay - half), (bx, ay),
                (bx - half, ay + half), (ax + half, ay + half)]  # fmt: skip
    ay, by = ay + gap, by - gap
    return [(ax, ay), (ax + half, ay + half), (ax + half, by - half), (ax, by),
            (ax - half, by - half), (ax - half, ay + half)]  # fmt: skip


# -- player symbols ------------------------------------------------------------------------------


def draw_symbol(surface, player: int, centre, size: float, colour, outline=None) -> None:
    """Player ``player``'s shape (circle, triangle, square, diamond): colour is never the only
    sign of whose tile or row it is."""
    cx, cy = centre
    shape = player % 4
    if shape == 0:
        points = None
    elif shape == 1:
        points = [
            (cx, cy - size),
            (cx + size * 0.95, cy + size * 0.7),
            (cx - size * 0.95, cy + size * 0.7),
        ]
    elif shape == 2:
        s = size * 0.82
        points = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    else:
        points = [(cx, cy - size), (cx + size, cy), (cx, cy + size), (cx - size, cy)]
    if points is None:
        pen.circle(surface, colour, (round(cx), round(cy)), round(size))
        if outline:
            pen.circle(surface, outline, (round(cx), round(cy)), round(size), 1)
        return
    pen.polygon(surface, colour, points)
    if outline:
        pen.polygon(surface, outline, points, 1)


# -- tiles and cells -------------------------------------------------------------------------------


@canvas.pictures(1024)
def tile(
    value: int, radius: float, face: Colour, ink: Colour, font: str, symbol: int | None = None
) -> Canvas:
    """A numbered tile: a bevelled hexagon with its value, and its player's symbol if given."""
    image, centre = _canvas(radius)
    rim = theme.shade(face, 0.62)
    pen.polygon(image, rim, hex_points(centre, radius))
    pen.polygon(image, face, hex_points(centre, radius - max(2, radius * 0.1)))
    top = hex_points(centre, radius - 1)
    light = theme.shade(face, 1.35)
    pen.lines(image, light, False, [top[4], top[5], top[0], top[1]], 2)
    text = str(value)
    height = round(radius * (0.8 if len(text) < 2 else 0.66))
    digits = number(text, font, height, ink)
    offset = radius * 0.12 if symbol is not None else 0
    image.blit(digits, digits.get_rect(center=(centre[0], centre[1] + offset)))
    if symbol is not None:
        draw_symbol(image, symbol, (centre[0], centre[1] - radius * 0.63), radius * 0.16, ink)
    return image


@canvas.pictures(64)
def cell(
    kind: str | None, radius: float, fill: Colour, line: Colour, mark: Colour | None = None
) -> Canvas:
    """An empty board cell: plain, or D, T, X with its letter and its own pattern
    (one inner ring for D, two for T, a cross for X), so colour is not the only sign."""
    image, centre = _canvas(radius)
    pen.polygon(image, fill, hex_points(centre, radius))
    pen.polygon(image, line, hex_points(centre, radius), 2)
    if kind is None or mark is None:
        return image
    if kind == "X":
        corners = hex_points(centre, radius * 0.62)
        pen.line(image, mark, corners[5], corners[2], max(3, round(radius * 0.14)))
        pen.line(image, mark, corners[1], corners[4], max(3, round(radius * 0.14)))
        return image
    rings = 1 if kind == "D" else 2
    for ring in range(rings):
        inset = radius * (0.8 - 0.12 * ring)
        pen.polygon(image, mark, hex_points(centre, inset), 1)
    letter = assets.text(kind, round(radius * 0.95), mark)
    image.blit(letter, letter.get_rect(center=(centre[0], centre[1] - radius * 0.1)))
    factor = assets.text("×2" if kind == "D" else "×3", round(radius * 0.5), mark)
    image.blit(factor, factor.get_rect(center=(centre[0], centre[1] + radius * 0.48)))
    return image


@canvas.pictures(32)
def glow(radius: float, colour: Colour, alpha: int, width: int = 0) -> Canvas:
    """A translucent hexagon (filled, or a ring of ``width``) for highlights."""
    image, centre = _canvas(radius)
    pen.polygon(image, (*colour, alpha), hex_points(centre, radius), width)
    return image
