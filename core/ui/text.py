"""Text that fits its box: shrink to fit, wrap to lines, and a record of what did not fit."""

from __future__ import annotations

import pygame

from core import assets
from core.ui import theme

MIN_SIZE = 14

# Labels that could not fit even at MIN_SIZE since the last clear; tests assert it stays empty.
overflows: list[str] = []


def fitted(content: str, width: int, height: int, size: int, colour=theme.TEXT) -> pygame.Surface:
    """``content`` rendered at the largest size up to ``size`` that fits ``width`` x ``height``."""
    while size > MIN_SIZE:
        surface = assets.text(content, size, colour)
        if surface.get_width() <= width and surface.get_height() <= height + size // 3:
            return surface
        size -= 2
    surface = assets.text(content, MIN_SIZE, colour)
    if surface.get_width() > width and content not in overflows:
        overflows.append(content)
    return surface


def blit_fitted(surface, content, rect, size, colour=theme.TEXT, align="center") -> None:
    """Draw ``content`` inside ``rect``, shrunk to fit, aligned left, centre or right."""
    rect = pygame.Rect(rect)
    image = fitted(content, rect.width, rect.height, size, colour)
    target = image.get_rect(center=rect.center)
    if align == "left":
        target.left = rect.left
    elif align == "right":
        target.right = rect.right
    surface.blit(image, target)


# French sets a space before : ; ! ? » and after «; a line must not start or end with them
_JOINS_PREVIOUS = {":", ";", "!", "?", "»"}
_JOINS_NEXT = {"«"}


def _words(paragraph: str) -> list[str]:
    """The unbreakable pieces of ``paragraph``: words, with French punctuation held to them."""
    words: list[str] = []
    for word in paragraph.split(" "):
        if words and (word in _JOINS_PREVIOUS or words[-1] in _JOINS_NEXT):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


def wrap(content: str, width: int, size: int) -> list[str]:
    """Split ``content`` into lines no wider than ``width`` (explicit newlines kept)."""
    font = assets.font(size)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words = _words(paragraph)
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_wrapped(surface, content, rect, size, colour=theme.TEXT, spacing=1.15) -> int:
    """Draw ``content`` wrapped inside ``rect``, shrinking until it fits; returns the height."""
    rect = pygame.Rect(rect)
    while True:
        lines = wrap(content, rect.width, size)
        line_height = int(size * spacing)
        fits = len(lines) * line_height <= rect.height
        if fits or size <= MIN_SIZE:
            break
        size -= 2
    if not fits and content not in overflows:
        overflows.append(content)
    y = rect.top
    for line in lines:
        if line:
            surface.blit(assets.text(line, size, colour), (rect.left, y))
        y += line_height
    return y - rect.top
