"""Cached loading of what ships in ``sprites/`` and ``sounds/``, and of fonts and text.

Everything is loaded once and kept. When there is no audio device the game runs silent.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "sprites"
SOUNDS = ROOT / "sounds"

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


@lru_cache(maxsize=64)
def font(size: int) -> pygame.font.Font:
    """The bundled font (pygame's own) at ``size`` pixels."""
    return pygame.font.Font(None, max(6, int(size)))


_TEXT_CACHE: dict[tuple, pygame.Surface] = {}
_TEXT_CACHE_LIMIT = 2048


def text(content: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """Rendered text, cached: drawing the same label every frame costs one blit."""
    key = (content, size, colour)
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        if len(_TEXT_CACHE) >= _TEXT_CACHE_LIMIT:
            _TEXT_CACHE.clear()
        surface = font(size).render(content, True, colour)
        _TEXT_CACHE[key] = surface
    return surface


@cache
def image(name: str) -> pygame.Surface:
    """``sprites/<name>.png``; a visible checkerboard stands in if the file is missing."""
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
    """Forget loaded fonts and pictures (they die with ``pygame.quit``)."""
    font.cache_clear()
    image.cache_clear()
    _TEXT_CACHE.clear()


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
            try:
                self._sounds[name] = pygame.mixer.Sound(str(SOUNDS / f"{name}.wav"))
            except (pygame.error, FileNotFoundError):
                continue

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
