"""Colours and sizes of the interface, and the two tile palettes."""

from __future__ import annotations

Colour = tuple[int, int, int]

BACKGROUND: Colour = (22, 26, 38)
PANEL: Colour = (34, 40, 58)
PANEL_LIGHT: Colour = (48, 56, 80)
BORDER: Colour = (78, 90, 124)
TEXT: Colour = (232, 236, 244)
TEXT_DIM: Colour = (150, 160, 184)
ACCENT: Colour = (255, 196, 64)
FOCUS: Colour = (255, 214, 102)
DANGER: Colour = (230, 90, 80)
GOOD: Colour = (110, 200, 120)
SHADOW: Colour = (8, 10, 16)

FONT_SMALL = 20
FONT_NORMAL = 26
FONT_LARGE = 34
FONT_TITLE = 64

# Eight tile colours. "colourblind" is the Okabe-Ito palette, which the common forms of
# colour blindness tell apart; games add symbols so colour is never the only cue.
PALETTES: dict[str, tuple[Colour, ...]] = {
    "standard": (
        (226, 74, 74),
        (240, 150, 50),
        (236, 212, 64),
        (84, 186, 96),
        (64, 190, 204),
        (70, 118, 220),
        (160, 96, 210),
        (180, 184, 196),
    ),
    "colourblind": (
        (213, 94, 0),
        (230, 159, 0),
        (240, 228, 66),
        (0, 158, 115),
        (86, 180, 233),
        (0, 114, 178),
        (204, 121, 167),
        (180, 184, 196),
    ),
}


def palette(name: str) -> tuple[Colour, ...]:
    return PALETTES.get(name, PALETTES["standard"])


def shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1) version of ``colour``."""
    if factor <= 1:
        return tuple(int(c * factor) for c in colour)
    return tuple(int(c + (255 - c) * (factor - 1)) for c in colour)


def readable_on(colour: Colour) -> Colour:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour
    return (20, 20, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (245, 245, 245)
