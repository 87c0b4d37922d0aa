"""Cached loading of what ships in ``sprites/``, ``sounds/`` and ``fonts/``, and of text.

Everything is loaded once and kept. When there is no audio device the game runs silent.

Text is set in the bundled Inter typeface (``fonts/``, SIL Open Font License, see
``fonts/OFL.txt``), regular for body text and bold for titles and buttons; no system font is
ever asked for. SDL_ttf applies the typeface's kerning by default (pygame-ce 2.5 has no switch
for it; a test checks that kerned pairs are closer than their letters apart).
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

import pygame

from core.ui import canvas
from core.ui.canvas import Canvas

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "sprites"
SOUNDS = ROOT / "sounds"
FONTS = ROOT / "fonts"
FONT_FILES = {False: FONTS / "Inter-Regular.otf", True: FONTS / "Inter-Bold.otf"}
# Sizes in the code are the pixel sizes the layout was drawn for with pygame's former default
# face; Inter at this share of them has the same capital height, so every box keeps its text.
POINT_SCALE = 0.68
BOLD_FROM = 34  # pixels: titles and headings (theme.FONT_LARGE and up) are bold by default

SOUND_NAMES = (
    "click",
    "place",
    "invalid",
    "score",
    "clear",
    "explosion",
    "level_up",
    "game_over",
    "your_turn",
)


def font(size: int, bold: bool | None = None) -> pygame.font.Font:
    """The bundled typeface at ``size`` logical pixels, for measuring a layout: bold if asked,
    else bold from BOLD_FROM up."""
    return _font(size, size >= BOLD_FROM if bold is None else bool(bold), 1.0)


def width(content: str, size: int, bold: bool | None = None) -> int:
    """The logical width ``content`` takes as drawn now: on a window smaller than the canvas
    the small glyphs come out a few per cent wider than scaled down (hinting), and a line
    measured only at the logical size would touch its box's border there."""
    bold = size >= BOLD_FROM if bold is None else bool(bold)
    return _width(content, size, bold, canvas.scale())


@lru_cache(maxsize=4096)
def _width(content: str, size: int, bold: bool, scale: float) -> int:
    """:func:`width`, kept: layouts measure the same labels every frame, and the font's
    measuring is what it costs."""
    logical = _font(size, bold, 1.0).size(content)[0]
    if scale >= 1.0:
        return logical
    return max(logical, -(-_font(size, bold, scale).size(content)[0] * 1000 // round(scale * 1000)))


@lru_cache(maxsize=128)
def _font(size: int, bold: bool, scale: float) -> pygame.font.Font:
    """The typeface whose glyphs are ``size`` logical pixels drawn ``scale`` times finer."""
    return pygame.font.Font(FONT_FILES[bold], max(6, round(size * POINT_SCALE * scale)))


# a code point no font draws (plane 16, private use): what the font shows for a missing glyph
_NO_GLYPH = "\U0010fffd"


def can_draw(character: str) -> bool:
    """Whether the bundled typeface has a glyph for ``character`` (both weights share one
    character set). A missing glyph renders as the font's box, the same as _NO_GLYPH's."""
    return _draws(character)


@lru_cache(maxsize=4096)
def _draws(character: str) -> bool:
    probe = font(40, False)
    if character.isspace():
        return character == " "
    return _pixels(probe, character) != _pixels(probe, _NO_GLYPH)


def _pixels(probe: pygame.font.Font, character: str) -> bytes:
    image = probe.render(character, False, (255, 255, 255), (0, 0, 0))
    return bytes(str(image.get_size()), "ascii") + pygame.image.tobytes(image, "RGB")


_TEXT_CACHE: dict[tuple, pygame.Surface] = {}
_TEXT_CACHE_LIMIT = 2048


def text(content: str, size: int, colour: tuple[int, int, int], bold: bool | None = None) -> Canvas:
    """Rendered text, cached: drawing the same label every frame costs one blit. The glyphs
    are rendered at the current drawing scale (:mod:`core.ui.canvas`), never enlarged."""
    scale = canvas.scale()
    key = (content, size, colour, bold, scale)
    picture = _TEXT_CACHE.get(key)
    if picture is None:
        if len(_TEXT_CACHE) >= _TEXT_CACHE_LIMIT:
            _TEXT_CACHE.clear()
        weight = size >= BOLD_FROM if bold is None else bool(bold)
        surface = _font(size, weight, scale).render(content, True, colour)
        picture = _TEXT_CACHE[key] = Canvas(surface, scale, _text_size(content, size, weight))
    return picture


def _text_size(content: str, size: int, bold: bool) -> tuple[int, int]:
    """The logical size of a label: what the layout measured, whatever the scale drew."""
    return font(size, bold).size(content)


def image(name: str, scale: float | None = None) -> Canvas:
    """``sprites/<name>.png`` at the current drawing scale (or at ``scale``: 1 for the file's own
    pixels, to resize once); a checkerboard stands in if the file is missing. The file's pixels
    are logical pixels."""
    return _image(name, canvas.scale() if scale is None else scale)


@cache
def _image(name: str, scale: float) -> Canvas:
    original = Canvas(_loaded(name), 1.0)
    return original if scale == 1.0 else original.rescaled(scale)


@cache
def _loaded(name: str) -> pygame.Surface:
    path = SPRITES / f"{name}.png"
    try:
        surface = pygame.image.load(str(path))
    except (pygame.error, FileNotFoundError):
        surface = _missing_image()
    if pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


def _missing_image() -> pygame.Surface:
    surface = pygame.Surface((32, 32))
    for y in range(0, 32, 8):
        for x in range(0, 32, 8):
            colour = (200, 0, 200) if (x + y) // 8 % 2 else (40, 40, 40)
            surface.fill(colour, (x, y, 8, 8))
    return surface


def clear_caches() -> None:
    """Forget loaded fonts, sounds and pictures (they die with ``pygame.quit``)."""
    _font.cache_clear()
    _sound.cache_clear()
    _width.cache_clear()
    _draws.cache_clear()
    _image.cache_clear()
    _loaded.cache_clear()
    _TEXT_CACHE.clear()


@cache
def _sound(name: str) -> pygame.mixer.Sound | None:
    """The shipped effect ``name``, loaded once; None when it cannot be read."""
    try:
        return pygame.mixer.Sound(str(SOUNDS / f"{name}.wav"))
    except (pygame.error, FileNotFoundError):
        return None


class Audio:
    """Plays the shipped effects at the settings' volume; silent without a device."""

    def __init__(self) -> None:
        self.available = False
        self.volume = 0.7
        self.muted = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init()
        except pygame.error:
            return
        self.available = True
        for name in SOUND_NAMES:
            sound = _sound(name)
            if sound is not None:
                self._sounds[name] = sound

    def configure(self, volume_percent: int, muted: bool) -> None:
        self.volume = volume_percent / 100
        self.muted = muted

    def play(self, name: str) -> None:
        if not self.available or self.muted or self.volume <= 0:
            return
        sound = self._sounds.get(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
