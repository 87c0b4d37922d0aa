"""How a tile of M looks: colour with a texture, symbol in the middle, value in two corners and
as notches on every side, so the game can be played without telling colours apart.

Faces are drawn once per tile, size and palette and kept (:func:`face`); the board, the hands,
the players' panel and the menu picture all blit these cached surfaces.
"""

from __future__ import annotations

import math

import pygame

from core import assets
from core.ui import canvas, pen, theme
from core.ui.canvas import Canvas
from games.m.tiles import Tile, full_tile_set

# The palette slot of each tile colour: red, yellow, green, blue and purple stay apart in the
# standard palette and in the colour-blind safe (Okabe-Ito) one.
COLOUR_SLOTS = {"red": 0, "yellow": 2, "green": 3, "blue": 5, "purple": 6}
# A texture per colour, for a second cue besides the hue (plain, dots, stripes ...).
TEXTURES = {
    "red": "plain",
    "yellow": "dots",
    "green": "rows",
    "blue": "diagonal",
    "purple": "checks",
}
BACK = (58, 66, 92)

Palette = tuple[theme.Colour, ...]
_faces: dict[tuple, Canvas] = {}
_CACHE_LIMIT = 600


def tile_rgb(colour: str, palette: Palette) -> theme.Colour:
    return palette[COLOUR_SLOTS[colour]]


def face(tile: Tile, size: int, palette: Palette, alpha: int = 255) -> Canvas:
    """The full tile face, ``size`` pixels square (``alpha`` below 255 for a ghost)."""
    key = ("face", tile, size, palette, alpha, canvas.scale())
    image = _faces.get(key)
    if image is None:
        image = _draw_face(tile, size, palette)
        if alpha < 255:
            image.set_alpha(alpha)
        _keep(key, image)
    return image


def mini(tile: Tile, size: int, palette: Palette) -> Canvas:
    """A small tile for the collected rows: colour, texture and value (the symbol is left out,
    it does not count for the score)."""
    key = ("mini", tile, size, palette, canvas.scale())
    image = _faces.get(key)
    if image is None:
        image = swatch(tile.colour, size, palette).copy()
        ink = theme.readable_on(tile_rgb(tile.colour, palette))
        label = assets.text(str(tile.value), max(10, int(size * 0.62)), ink)
        image.blit(label, label.get_rect(center=(size // 2, size // 2 + 1)))
        _keep(key, image)
    return image


def swatch(colour: str, size: int, palette: Palette) -> Canvas:
    """A rounded square of ``colour`` with its texture (cached: copy it before drawing on it)."""
    key = ("swatch", colour, size, palette, canvas.scale())
    image = _faces.get(key)
    if image is None:
        rgb = tile_rgb(colour, palette)
        image = Canvas.blank((size, size), alpha=True)
        radius = max(3, size // 7)
        pen.rect(image, rgb, image.get_rect(), border_radius=radius)
        _texture(image, colour, rgb, radius)
        edge = theme.shade(rgb, 0.55)
        pen.rect(image, edge, image.get_rect(), 1, border_radius=radius)
        _keep(key, image)
    return image


def back(size: int) -> Canvas:
    """The back of a tile, for hands that are hidden."""
    key = ("back", size, canvas.scale())
    image = _faces.get(key)
    if image is None:
        image = Canvas.blank((size, size), alpha=True)
        radius = max(3, size // 7)
        pen.rect(image, BACK, image.get_rect(), border_radius=radius)
        pen.rect(image, theme.BORDER, image.get_rect(), 2, border_radius=radius)
        inner = image.get_rect().inflate(-size // 4, -size // 4)
        pen.rect(image, theme.shade(BACK, 1.15), inner, 2, border_radius=radius)
        letter = assets.text("M", int(size * 0.45), theme.shade(BACK, 1.6))
        image.blit(letter, letter.get_rect(center=image.get_rect().center))
        _keep(key, image)
    return image


def warm(palette: Palette, sizes: tuple[int, ...], mini_size: int) -> None:
    """Draw every tile face at ``sizes`` now, so that no frame of the game has to."""
    for tile in dict.fromkeys(full_tile_set()):
        for size in sizes:
            face(tile, size, palette)
        mini(tile, mini_size, palette)


def _keep(key: tuple, image: Canvas) -> None:
    if len(_faces) >= _CACHE_LIMIT:
        _faces.clear()
    _faces[key] = image


def _draw_face(tile: Tile, size: int, palette: Palette) -> Canvas:
    rgb = tile_rgb(tile.colour, palette)
    image = Canvas.blank((size, size), alpha=True)
    rect = image.get_rect()
    radius = max(4, size // 8)
    pen.rect(image, theme.shade(rgb, 0.5), rect.move(0, 2), border_radius=radius)
    pen.rect(image, rgb, rect.inflate(0, -2).move(0, -1), border_radius=radius)
    _texture(image, tile.colour, rgb, radius)
    ink = theme.readable_on(rgb)
    edge = theme.shade(rgb, 0.45)
    pen.rect(image, edge, rect.inflate(0, -2).move(0, -1), 2, border_radius=radius)
    _notches(image, tile.value // 10, edge)
    _corner_values(image, tile.value, ink)
    if tile.symbol is not None:
        _symbol(image, tile.symbol, rect.center, size * 0.22, ink, edge)
    return image


def _texture(image: Canvas, colour: str, rgb, radius: int) -> None:
    """The colour's texture, clipped to the rounded tile."""
    kind = TEXTURES[colour]
    if kind == "plain":
        return
    size = image.get_width()
    layer = Canvas.blank(image.get_size(), alpha=True)
    ink = (*theme.shade(rgb, 0.7), 255)
    step = max(4, size // 8)
    width = max(1, size // 28)
    if kind == "dots":
        for y in range(step // 2, size, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, size, step):
                pen.circle(layer, ink, (x, y), max(1, size // 32))
    elif kind == "rows":
        for y in range(step // 2, size, step):
            pen.line(layer, ink, (0, y), (size, y), width)
    elif kind == "diagonal":
        for x in range(-size, size, step):
            pen.line(layer, ink, (x, size), (x + size, 0), width)
    else:  # checks: a grid of small squares
        cell = step
        for y in range(0, size, cell):
            for x in range((y // cell % 2) * cell, size, 2 * cell):
                layer.fill(ink, (x, y, cell, cell))
        layer.set_alpha(150)
        flat = Canvas.blank(image.get_size(), alpha=True)
        flat.blit(layer, (0, 0))
        layer = flat
    mask = Canvas.blank(image.get_size(), alpha=True)
    pen.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    image.blit(layer, (0, 0))


def _notches(image: Canvas, count: int, colour) -> None:
    """``count`` small triangles cut into the middle of every side (one per ten points)."""
    if not count:
        return
    size = image.get_width()
    gap = size * 0.1
    half = size * 0.035
    depth = size * 0.075
    centre = size / 2
    for index in range(count):
        along = centre + (index - (count - 1) / 2) * gap
        for points in (
            [(along - half, 0), (along + half, 0), (along, depth)],
            [(along - half, size), (along + half, size), (along, size - depth)],
            [(0, along - half), (0, along + half), (depth, along)],
            [(size, along - half), (size, along + half), (size - depth, along)],
        ):
            pen.polygon(image, colour, points)


def _corner_values(image: Canvas, value: int, ink) -> None:
    size = image.get_width()
    label = assets.text(str(value), max(10, int(size * 0.28)), ink)
    margin = max(3, int(size * 0.1))
    image.blit(label, label.get_rect(topleft=(margin, margin - 1)))
    image.blit(label, label.get_rect(bottomright=(size - margin, size - margin + 1)))


def symbol_points(symbol: str, center, radius: float) -> list[tuple[float, float]] | None:
    """The outline of a star, square or triangle around ``center`` (``None`` for a circle)."""
    cx, cy = center
    if symbol == "star":
        return [
            (
                cx + (radius if i % 2 == 0 else radius * 0.45) * math.sin(i * math.pi / 5),
                cy - (radius if i % 2 == 0 else radius * 0.45) * math.cos(i * math.pi / 5),
            )
            for i in range(10)
        ]
    if symbol == "square":
        r = radius * 0.82
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if symbol == "triangle":
        r = radius * 1.1
        return [
            (cx, cy - r),
            (cx + r * 0.95, cy + r * 0.65),
            (cx - r * 0.95, cy + r * 0.65),
        ]
    return None


def _symbol(image: Canvas, symbol: str, center, radius: float, fill, edge) -> None:
    outline = max(1, int(radius / 7))
    points = symbol_points(symbol, center, radius)
    if points is None:
        pen.circle(image, fill, center, int(radius * 0.85))
        pen.circle(image, edge, center, int(radius * 0.85), outline)
        return
    pen.polygon(image, fill, points)
    pen.polygon(image, edge, points, outline)
