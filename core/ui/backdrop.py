"""The shared background of the menu screens: a faint field of hexagons."""

from __future__ import annotations

import pygame

from core.hexgrid import Layout
from core.ui import theme

_backdrop: list[pygame.Surface] = []


def draw_backdrop(surface: pygame.Surface) -> None:
    """The shared background of the menu screens: a faint field of hexagons."""
    if not _backdrop:
        _backdrop.append(_make_backdrop(surface.get_size()))
    surface.blit(_backdrop[0], (0, 0))


def _make_backdrop(size) -> pygame.Surface:
    image = pygame.Surface(size)
    image.fill(theme.BACKGROUND)
    layout = Layout(flat=True, size=36, origin=(0, 0))
    colour = theme.shade(theme.BACKGROUND, 1.08)
    for q in range(0, 26):
        for r in range(-14, 22):
            cell = (q, r - q // 2)
            x, y = layout.to_pixel(cell)
            if -40 < x < size[0] + 40 and -40 < y < size[1] + 40:
                pygame.draw.polygon(image, colour, layout.corners(cell, inset=3), 1)
    return image
