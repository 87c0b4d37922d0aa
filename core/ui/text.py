"""Text that fits its box: shrink to fit, wrap to lines, and a record of what did not fit."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from core import assets
from core.ui import canvas, theme
from core.ui.canvas import Canvas

MIN_SIZE = 14
FIT_LIMIT = 300  # characters: more than any box of the 1280-px canvas shows on one line
WRAP_LIMIT = 4000  # characters: more than the longest help page

# Labels that could not fit even at MIN_SIZE since the last clear; tests assert it stays empty.
overflows: list[str] = []

# (content, width, height, size) -> (size, text): what fits, worked out once, since labels are
# drawn every frame
_fits: dict[tuple, tuple[int, str]] = {}
_FITS_LIMIT = 2048


def bounded(content: str, limit: int) -> str:
    """``content`` cut to ``limit`` characters (the last one an ellipsis when it was longer):
    text from a file is never measured or rendered whole, however long it is."""
    return content if len(content) <= limit else content[: limit - 1] + "…"


def fitted(
    content: str, width: int, height: int, size: int, colour=theme.TEXT, bold=None
) -> Canvas:
    """``content`` rendered once, at the largest size up to ``size`` that fits ``width`` x
    ``height`` (sizes are tried by measuring, not by rendering). What does not fit even at
    MIN_SIZE is recorded in :data:`overflows` and cut short with an ellipsis. ``bold`` None
    takes the weight from the size asked for (titles bold, body text regular)."""
    if bold is None:
        bold = size >= assets.BOLD_FROM
    key = (content, width, height, size, bold, canvas.scale())
    fit = _fits.get(key)
    if fit is None:
        if len(_fits) >= _FITS_LIMIT:
            _fits.clear()
        fit = _fits[key] = _fit(bounded(content, FIT_LIMIT), width, height, size, bold)
    shown_size, shown, overflowed = fit
    if overflowed and bounded(content, FIT_LIMIT) not in overflows:
        overflows.append(bounded(content, FIT_LIMIT))
    return assets.text(shown, shown_size, colour, bold)


def fitting_size(content: str, width: int, height: int, size: int, bold: bool | None = None) -> int:
    """The size :func:`fitted` draws ``content`` at in ``width`` x ``height``, up to ``size``
    (for widgets that must share one size)."""
    if bold is None:
        bold = size >= assets.BOLD_FROM
    return _fit(bounded(content, FIT_LIMIT), width, height, size, bold)[0]


def _fit(content: str, width: int, height: int, size: int, bold: bool) -> tuple[int, str, bool]:
    """The size and the text to show, and whether it had to be cut short."""
    while size > MIN_SIZE:
        text_height = assets.font(size, bold).size(content)[1]
        if assets.width(content, size, bold) <= width and text_height <= height + size // 3:
            return size, content, False
        size -= 2
    if assets.width(content, MIN_SIZE, bold) <= width:
        return MIN_SIZE, content, False
    return MIN_SIZE, _cut(content, width, bold), True


def _cut(content: str, width: int, bold: bool) -> str:
    """The longest start of ``content`` that fits ``width`` with an ellipsis after it."""
    low, high = 0, len(content)
    while low < high:
        middle = (low + high + 1) // 2
        if assets.width(content[:middle] + "…", MIN_SIZE, bold) <= width:
            low = middle
        else:
            high = middle - 1
    return content[:low] + "…"


def path_that_fits(path: Path, width: int, bold: bool = False) -> str:
    """``path`` as a line ``width`` wide shows it: whole when it fits at :data:`MIN_SIZE`,
    else its last parts after "…" (where a file went is told by its tail, which cutting the
    end, as :func:`fitted` does, would lose)."""
    parts = path.parts
    shown = str(path)
    for start in range(1, len(parts)):
        if assets.width(shown, MIN_SIZE, bold) <= width:
            break
        shown = os.path.join("…", *parts[start:])
    return shown


def blit_fitted(
    surface, content, rect, size, colour=theme.TEXT, align="center", bold=None
) -> pygame.Rect:
    """Draw ``content`` inside ``rect``, shrunk to fit, aligned left, centre or right; returns
    where it went."""
    rect = pygame.Rect(rect)
    image = fitted(content, rect.width, rect.height, size, colour, bold)
    target = image.get_rect(center=rect.center)
    if align == "left":
        target.left = rect.left
    elif align == "right":
        target.right = rect.right
    surface.blit(image, target)
    return target


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


def wrap(content: str, width: int, size: int, bold: bool = False) -> list[str]:
    """Split ``content`` into lines no wider than ``width`` (explicit newlines kept)."""
    content = bounded(content, WRAP_LIMIT)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words = _words(paragraph)
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if assets.width(candidate, size, bold) <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_wrapped(surface, content, rect, size, colour=theme.TEXT, spacing=1.15, bold=False) -> int:
    """Draw ``content`` wrapped inside ``rect``, shrinking until it fits; returns the height.
    Wrapped text is body text: regular unless asked."""
    rect = pygame.Rect(rect)
    while True:
        lines = wrap(content, rect.width, size, bold)
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
            surface.blit(assets.text(line, size, colour, bold), (rect.left, y))
        y += line_height
    return y - rect.top
