"""Things drawn over a scene: panels, dimming, tooltips and toast messages."""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from core import assets
from core.ui import pen, theme
from core.ui.canvas import Canvas
from core.ui.text import blit_fitted, blit_wrapped, wrap

TOAST_TICKS = 240
_FADE_TICKS = 30


def panel(surface, rect, fill=theme.PANEL, border=theme.BORDER, radius=12) -> None:
    rect = pygame.Rect(rect)
    pen.rect(surface, theme.SHADOW, rect.move(4, 5), border_radius=radius)
    pen.rect(surface, fill, rect, border_radius=radius)
    pen.rect(surface, border, rect, width=2, border_radius=radius)


def dim(surface, alpha: int = 160) -> None:
    """Darken everything drawn so far (under a dialog): every colour times
    ``(255 - alpha) / 255``, as a black veil of opacity ``alpha`` would make it (to within one
    level in 255), in a third of the time the veil's blit took (0.35 against 0.9 ms a frame
    at 1280 x 720)."""
    kept = 255 - alpha
    surface.fill((kept, kept, kept), special_flags=pygame.BLEND_MULT)


def draw_tooltip(surface, content: str, pos) -> None:
    size = theme.FONT_SMALL
    lines = wrap(content, 360, size)
    width = max(assets.font(size).size(line)[0] for line in lines) + 16
    height = len(lines) * (size + 2) + 10
    box = tooltip_box(pos, (width, height), surface.get_rect())
    panel(surface, box, theme.PANEL_LIGHT, theme.ACCENT, radius=6)
    for index, line in enumerate(lines):
        surface.blit(
            assets.text(line, size, theme.TEXT), (box.x + 8, box.y + 5 + index * (size + 2))
        )


POINTER_CLEARANCE = 24  # pixels kept free around the pointer (the control under it shows)


def tooltip_box(pos, size, screen: pygame.Rect) -> pygame.Rect:
    """Where a tooltip of ``size`` goes for a pointer at ``pos``: below and right of it, else
    above, else to its left; always on ``screen`` and never over the pointer's spot, so that
    the button the player points at stays visible."""
    x, y = pos
    width, height = size
    clear = pygame.Rect(0, 0, POINTER_CLEARANCE, POINTER_CLEARANCE)
    clear.center = pos
    for dx, dy in ((16, 20), (16, -20 - height), (-16 - width, 20), (-16 - width, -20 - height)):
        box = pygame.Rect(x + dx, y + dy, width, height).clamp(screen)
        if not box.colliderect(clear):
            return box
    return pygame.Rect(x + 16, y + 20, width, height).clamp(screen)


class Toasts:
    """Short messages stacked at the bottom of the screen, each fading after a few seconds.

    Each toast remembers its ``owner``, the scene on top when it was raised: it is drawn just
    above that scene, so a dialog or pause menu opened later covers it (and a toast a dialog
    raises shows over that dialog). A toast under the pointer is not drawn: it never hides
    the control the player is about to click.
    """

    def __init__(self) -> None:
        # [text, ticks left, colour, picture or None, owner, kind]
        self.items: list[list] = []

    def show(
        self, content: str, colour=theme.TEXT, ticks: int = TOAST_TICKS, owner=None, kind=None
    ) -> None:
        """Show ``content``, one toast at a time per ``kind`` (by default, per wording): a
        new refusal replaces the last one instead of stacking over the controls, and the
        same words said again (a save failing at every move) show once."""
        kind = content if kind is None else kind
        self.items = [item for item in self.items if item[5] != kind]
        self.items.append([content, ticks, colour, None, owner, kind])
        del self.items[:-4]

    def update(self) -> bool:
        """One tick; True if the toasts look different now (one faded a step or went)."""
        for item in self.items:
            item[1] -= 1
        kept = [item for item in self.items if item[1] > 0]
        changed = len(kept) != len(self.items) or any(i[1] < _FADE_TICKS for i in kept)
        self.items = kept
        return changed

    @property
    def animating(self) -> bool:
        """True while a toast fades out (its picture changes every tick)."""
        return any(item[1] <= _FADE_TICKS for item in self.items)

    def wake_ticks(self) -> int | None:
        """Ticks until the first toast starts to fade (None: no toast)."""
        waits = [item[1] - _FADE_TICKS for item in self.items]
        return max(1, min(waits)) if waits else None

    @property
    def texts(self) -> list[str]:
        return [item[0] for item in self.items]

    def places(self, surface) -> list[tuple[list, pygame.Rect]]:
        """Each toast with its rectangle, newest at the bottom: at the foot of the screen, or
        of its owner's ``toast_area`` (a scene keeps its own controls clear that way)."""
        bottoms: dict[tuple, int] = {}
        placed = []
        for item in reversed(self.items):
            area = getattr(item[4], "toast_area", None) or surface.get_rect()
            if item[3] is None:
                item[3] = _toast_picture(item[0], item[2], min(_TOAST_WIDTH, area.w))
            where = (area.centerx, area.bottom)
            bottom = bottoms.get(where, area.bottom - 20)
            rect = item[3].get_rect(midbottom=(area.centerx, bottom))
            placed.append((item, rect))
            bottoms[where] = bottom - rect.height - 6
        return placed

    def draw(self, surface, pointer=None, layer=None) -> None:
        """Draw the toasts; ``layer(owner)`` picks those whose owner's layer is being drawn
        (None: all), and a toast under ``pointer`` is left out."""
        for item, rect in self.places(surface):
            if layer is not None and not layer(item[4]):
                continue
            if pointer is not None and rect.collidepoint(pointer):
                continue
            picture = item[3]
            picture.set_alpha(min(255, item[1] * 255 // _FADE_TICKS))
            surface.blit(picture, rect)


_TOAST_WIDTH = 760
_TOAST_PADDING = 14
TOAST_BAND = 132
"""How far two stacked one-line toasts reach into their area from its foot (or its head)."""


def toasts_clear_of(area: pygame.Rect, busy: Iterable[tuple[float, float]]) -> pygame.Rect:
    """Where a board scene's toasts stand (:attr:`core.scene.Scene.toast_area`): at the foot
    of ``area``, or in the band at its head while a point of ``busy`` (what the player works
    on: the keyboard's cursor, the tiles being laid, a hint) lies in the band at its foot and
    none in the head's. The pointer needs none of this: a toast under it is not drawn."""
    band = min(TOAST_BAND, area.h)
    points = list(busy)
    in_foot = any(area.bottom - band <= y < area.bottom for _, y in points)
    in_head = any(area.top <= y < area.top + band for _, y in points)
    return pygame.Rect(area.x, area.y, area.w, band) if in_foot and not in_head else area


def _toast_picture(content: str, colour, width: int) -> Canvas:
    """One toast ``width`` wide (its area's, at most ``_TOAST_WIDTH``) drawn once, on its own
    layer so that it can fade; long messages wrap."""
    text_width = width - 2 * _TOAST_PADDING
    lines = min(3, len(wrap(content, text_width, theme.FONT_SMALL)))
    line_height = int(theme.FONT_SMALL * 1.15)
    layer = Canvas.blank((width, lines * line_height + 24), alpha=True)
    panel(layer, layer.get_rect().inflate(-6, -6), theme.PANEL_LIGHT, colour, radius=10)
    inner = layer.get_rect().inflate(-2 * _TOAST_PADDING, -20)
    if lines == 1:
        blit_fitted(layer, content, inner, theme.FONT_SMALL, colour)
    else:
        blit_wrapped(layer, content, inner, theme.FONT_SMALL, colour)
    return layer


SPINNER_TICKS = 6  # the thinking ring steps ten times a second, and is drawn only then


def spinner_wait(ticks: int) -> int:
    """Ticks until a spinner that has turned for ``ticks`` shows its next step: a scene whose
    only motion is the spinner wakes the loop this often instead of drawing at 60 Hz."""
    return SPINNER_TICKS - ticks % SPINNER_TICKS


def draw_thinking(surface, center, ticks: int, caption: str = "") -> pygame.Rect:
    """A ring of dots whose bright one steps round (and an optional caption) while a computer
    player thinks; it changes every :data:`SPINNER_TICKS` ticks, never in between. Returns the
    rect it covers."""
    cx, cy = center
    step = ticks // SPINNER_TICKS
    for index in range(8):
        angle = index / 8 * 2 * math.pi
        bright = 80 + 175 * ((index + step) % 8) // 7
        colour = (bright, bright, min(255, bright + 30))
        pos = (int(cx + 14 * math.cos(angle)), int(cy + 14 * math.sin(angle)))
        pen.circle(surface, colour, pos, 3)
    covered = pygame.Rect(0, 0, 36, 36)
    covered.center = (round(cx), round(cy))
    if caption:
        image = assets.text(caption, theme.FONT_SMALL, theme.TEXT_DIM)
        covered.union_ip(surface.blit(image, image.get_rect(midleft=(cx + 26, cy))))
    return covered
