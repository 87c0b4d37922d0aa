"""``pygame.draw`` on a :class:`~core.ui.canvas.Canvas`: the same functions and arguments, in
logical pixels, drawn at the canvas's real resolution.

Coordinates are multiplied by the canvas's scale; a line or border ``width`` and a corner
radius become whole real pixels (never less than one, so a hairline stays visible at every
scale), and a width of 0 still means filled.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from core.ui.canvas import Canvas


def _width(canvas: Canvas, width: int) -> int:
    return canvas.real_length(width) if width > 0 else 0


def rect(
    canvas: Canvas, colour, area, width: int = 0, border_radius: int = 0, **corners: int
) -> pygame.Rect:
    """A rectangle; ``corners`` are pygame's ``border_top_left_radius`` and its kin."""
    area = pygame.Rect(area)
    real = canvas.real_rect(area)
    radius = canvas.real_length(border_radius) if border_radius > 0 else border_radius
    line = _width(canvas, width)
    if corners:
        real_corners = {name: canvas.real_length(r) if r > 0 else r for name, r in corners.items()}
        pygame.draw.rect(canvas.surface, colour, real, line, radius, **real_corners)
    else:
        pygame.draw.rect(canvas.surface, colour, real, line, radius)
    return area


def polygon(canvas: Canvas, colour, points: Iterable[Sequence[float]], width: int = 0) -> None:
    pygame.draw.polygon(canvas.surface, colour, canvas.real_points(points), _width(canvas, width))


def circle(
    canvas: Canvas, colour, centre: Sequence[float], radius: float, width: int = 0, **quarters
) -> None:
    """A circle; ``quarters`` are pygame's ``draw_top_right`` and its kin."""
    pygame.draw.circle(
        canvas.surface,
        colour,
        canvas.real_point(centre),
        radius * canvas.scale,
        _width(canvas, width),
        **quarters,
    )


def line(
    canvas: Canvas, colour, start: Sequence[float], end: Sequence[float], width: int = 1
) -> None:
    pygame.draw.line(
        canvas.surface,
        colour,
        canvas.real_point(start),
        canvas.real_point(end),
        _width(canvas, width) or 1,
    )


def lines(
    canvas: Canvas, colour, closed: bool, points: Iterable[Sequence[float]], width: int = 1
) -> None:
    pygame.draw.lines(
        canvas.surface, colour, closed, canvas.real_points(points), _width(canvas, width) or 1
    )
