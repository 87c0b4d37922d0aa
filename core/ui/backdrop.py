"""The shared background of the menu screens: a faint field of hexagons."""

from __future__ import annotations

from core.hexgrid import Layout
from core.ui import pen, theme
from core.ui.canvas import Canvas

_backdrops: dict[tuple[tuple[int, int], float], Canvas] = {}


def draw_backdrop(surface: Canvas) -> None:
    """The shared background of the menu screens: a faint field of hexagons."""
    key = (surface.get_size(), surface.scale)
    if key not in _backdrops:
        _backdrops.clear()  # one window, one scale: the old picture will not come back
        _backdrops[key] = _make_backdrop(surface.get_size())
    surface.blit(_backdrops[key], (0, 0))


def _make_backdrop(size) -> Canvas:
    image = Canvas.blank(size)
    image.fill(theme.BACKGROUND)
    layout = Layout(flat=True, size=36, origin=(0, 0))
    colour = theme.shade(theme.BACKGROUND, 1.08)
    for q in range(0, 26):
        for r in range(-14, 22):
            cell = (q, r - q // 2)
            x, y = layout.to_pixel(cell)
            if -40 < x < size[0] + 40 and -40 < y < size[1] + 40:
                pen.polygon(image, colour, layout.corners(cell, inset=3), 1)
    return image
