"""Short animations of M: tiles and chips flying between the table, the hands and the players'
rows, and a ring where a tile lands. Each lasts well under a second and never blocks input;
the scene only waits for them before the next computer move, so a person can follow it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from core.ui import pen, theme
from core.ui.canvas import Canvas


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class Timed:
    """The clock an animation shares: ``age`` ticks so far, the first ``delay`` of them
    waiting, then ``duration`` ticks of movement."""

    age: int
    delay: int
    duration: int

    @property
    def done(self) -> bool:
        return self.age >= self.delay + self.duration

    def update(self) -> None:
        self.age += 1

    def progress(self) -> float | None:
        """0 to 1 through the movement, or ``None`` while still waiting."""
        if self.age < self.delay:
            return None
        return min(1.0, (self.age - self.delay) / self.duration)


@dataclass
class Flight(Timed):
    """``image`` moving from ``start`` to ``end`` (centres) after ``delay`` ticks, scaling from
    ``scale_from`` to ``scale_to``; ``hides`` is the board cell it lands on (kept empty on
    the table until it lands)."""

    image: Canvas
    start: tuple[float, float]
    end: tuple[float, float]
    duration: int
    delay: int = 0
    scale_from: float = 1.0
    scale_to: float = 1.0
    hides: tuple[int, int] | None = None
    age: int = 0

    def draw(self, surface) -> pygame.Rect | None:
        """Draw the flight where it is now; the rect drawn (``None`` while it waits)."""
        progress = self.progress()
        if progress is None:
            return None
        t = ease_out(progress)
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t
        # a small arc, so the flight reads as a move and not a slide
        y -= 40 * t * (1 - t)
        scale = self.scale_from + (self.scale_to - self.scale_from) * t
        image = self.image
        if abs(scale - 1.0) > 0.02:
            size = (max(1, int(image.get_width() * scale)), max(1, int(image.get_height() * scale)))
            image = image.scaled_to(size)
        return surface.blit(image, image.get_rect(center=(round(x), round(y))))


@dataclass
class Ring(Timed):
    """A ring that widens and fades at ``center`` (a tile landing, a scoring round starting)."""

    center: tuple[int, int]
    radius: int
    colour: theme.Colour
    duration: int = 24
    delay: int = 0
    age: int = 0

    def draw(self, surface) -> pygame.Rect | None:
        """Draw the ring as it is now; the rect drawn (``None`` while it waits)."""
        t = self.progress()
        if t is None:
            return None
        radius = int(self.radius * (0.6 + 0.8 * t))
        layer = Canvas.blank((2 * radius + 2, 2 * radius + 2), alpha=True)
        colour = (*self.colour, int(255 * (1 - t)))
        pen.circle(layer, colour, (radius + 1, radius + 1), radius, 4)
        return surface.blit(layer, layer.get_rect(center=self.center))


class Animations:
    """The animations under way."""

    def __init__(self) -> None:
        self.items: list = []

    def add(self, item) -> None:
        self.items.append(item)

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def hidden_cells(self) -> frozenset:
        return frozenset(
            item.hides for item in self.items if getattr(item, "hides", None) is not None
        )

    def update(self) -> None:
        for item in self.items:
            item.update()
        self.items = [item for item in self.items if not item.done]

    def draw(self, surface) -> list[pygame.Rect]:
        """Draw every animation; the rects drawn."""
        drawn = [item.draw(surface) for item in self.items]
        return [rect for rect in drawn if rect is not None]
