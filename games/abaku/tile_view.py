"""Pictures of Abaku tiles, drawn once per size and look and then reused (pygame).

A tile is an ivory square with its digit; a wildcard shows a small star in a corner (its
digit once placed, ``?`` in a rack); a tentative tile is tinted blue, a hint ghost is
translucent, and the last move's tiles get a gold rim. Colour is never the only cue: ghosts
are translucent and tentative tiles carry a dot.
"""

from __future__ import annotations

import pygame

from core import assets
from core.ui import canvas, pen
from core.ui.canvas import Canvas

IVORY = (240, 230, 204)
TENTATIVE = (186, 214, 250)
LAST = (250, 220, 150)
INK = (40, 36, 30)
RIM = (150, 130, 96)
GOLD = (214, 160, 40)
WILD_MARK = (190, 70, 150)
GHOST = (206, 232, 206)  # a hint's tiles: pale green with a dashed rim (not colour alone)
GHOST_RIM = (40, 120, 60)

LOOKS = ("board", "tentative", "last", "ghost", "rack", "used")


@canvas.pictures(512)
def face(label: str, size: int, look: str = "board", wild: bool = False) -> Canvas:
    """One tile picture: ``label`` (a digit or ``?``) on a square of ``size`` pixels."""
    surface = Canvas.blank((size, size), alpha=True)
    fill = {"tentative": TENTATIVE, "last": LAST, "ghost": GHOST}.get(look, IVORY)
    rect = surface.get_rect().inflate(-2, -2)
    pen.rect(surface, (0, 0, 0, 90), rect.move(1, 2), border_radius=size // 7)
    pen.rect(surface, fill, rect, border_radius=size // 7)
    rim = GOLD if look == "last" else RIM
    pen.rect(surface, rim, rect, width=2 if look == "last" else 1, border_radius=size // 7)
    digit = assets.text(label, int(size * 0.72), INK)
    surface.blit(digit, digit.get_rect(center=(size // 2, size // 2 + size // 20)))
    if wild:
        _star(surface, (size - size // 5, size // 5), max(3, size // 9))
    if look == "tentative":
        pen.circle(surface, (40, 90, 170), (size // 6 + 1, size // 6 + 1), max(2, size // 14))
    if look == "ghost":  # opaque, so a bonus square's text never shows through
        _dashes(surface, rect, GHOST_RIM)
    if look == "used":
        surface.set_alpha(60)
    return surface


def _dashes(surface, rect: pygame.Rect, colour) -> None:
    """A dashed frame just inside ``rect``: the mark of a hint's ghost tile."""
    inner = rect.inflate(-4, -4)
    dash = max(3, inner.w // 6)
    for start in range(0, inner.w, 2 * dash):
        end = min(start + dash, inner.w)
        for y in (inner.top, inner.bottom - 2):
            pen.line(surface, colour, (inner.x + start, y), (inner.x + end, y), 2)
        for x in (inner.left, inner.right - 2):
            pen.line(surface, colour, (x, inner.y + start), (x, inner.y + end), 2)


def _star(surface, centre, radius: int) -> None:
    """A small four-pointed star: the wildcard mark."""
    x, y = centre
    inner = max(1, radius // 3)
    points = [
        (x, y - radius),
        (x + inner, y - inner),
        (x + radius, y),
        (x + inner, y + inner),
        (x, y + radius),
        (x - inner, y + inner),
        (x - radius, y),
        (x - inner, y - inner),
    ]
    pen.polygon(surface, WILD_MARK, points)
