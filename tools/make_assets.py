"""Generate what ships in sprites/ and sounds/, and the application's icons and Linux desktop
entry in release/, deterministically (same bytes every run).

    python tools/make_assets.py            # rewrite the committed files
    python tools/make_assets.py --out DIR  # write elsewhere (the tests compare the two)

Sounds are synthesised from sine, square and seeded noise; pictures are drawn with pygame.
Each game's menu preview comes from ``games/<name>/preview.py``'s ``draw(surface)``.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import random
import struct
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

import games  # noqa: E402
from core import assets, i18n  # noqa: E402
from core.hexgrid import Layout, hexagon  # noqa: E402
from core.settings import LANGUAGES  # noqa: E402
from core.ui import pen, theme  # noqa: E402
from core.ui.canvas import Canvas  # noqa: E402
from release.contents import ICON_SIZES  # noqa: E402
from tools import icon_files  # noqa: E402

RATE = 22050
PREVIEW_SIZE = (480, 270)


# -- sounds ------------------------------------------------------------------------------------


def tone(freq: float, seconds: float, shape: str = "sine", volume: float = 0.5) -> list[float]:
    samples = []
    count = int(RATE * seconds)
    for i in range(count):
        phase = (i * freq / RATE) % 1.0
        if shape == "square":
            value = 1.0 if phase < 0.5 else -1.0
        elif shape == "triangle":
            value = 4 * abs(phase - 0.5) - 1
        else:
            value = math.sin(2 * math.pi * phase)
        samples.append(value * volume * envelope(i, count))
    return samples


def envelope(i: int, count: int, attack: float = 0.01) -> float:
    """A short attack, then an exponential decay to silence at the end."""
    attack_n = max(1, int(RATE * attack))
    if i < attack_n:
        return i / attack_n
    return math.exp(-4.0 * (i - attack_n) / max(1, count - attack_n))


def sweep(start: float, stop: float, seconds: float, volume: float = 0.5) -> list[float]:
    count = int(RATE * seconds)
    samples, phase = [], 0.0
    for i in range(count):
        freq = start + (stop - start) * i / count
        phase += freq / RATE
        samples.append(math.sin(2 * math.pi * phase) * volume * envelope(i, count))
    return samples


def noise(seconds: float, volume: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    count = int(RATE * seconds)
    samples, low = [], 0.0
    for i in range(count):
        low = 0.85 * low + 0.15 * rng.uniform(-1, 1)  # a little low-pass for a rumble
        samples.append(low * 3 * volume * envelope(i, count, attack=0.002))
    return samples


def sequence(*parts: list[float]) -> list[float]:
    return [sample for part in parts for sample in part]


SOUNDS = {
    "click": lambda: tone(1200, 0.04, "triangle", 0.35),
    "place": lambda: sequence(tone(520, 0.05, "triangle", 0.45), tone(780, 0.06, "sine", 0.3)),
    "invalid": lambda: sequence(tone(180, 0.09, "square", 0.22), tone(140, 0.12, "square", 0.22)),
    "score": lambda: sequence(tone(660, 0.07), tone(880, 0.07), tone(1320, 0.12)),
    "clear": lambda: sweep(400, 1400, 0.28, 0.45),
    "explosion": lambda: noise(0.7, 0.6, seed=7),
    "level_up": lambda: sequence(
        tone(523, 0.09), tone(659, 0.09), tone(784, 0.09), tone(1047, 0.2)
    ),
    "game_over": lambda: sequence(tone(392, 0.18), tone(330, 0.18), tone(262, 0.35)),
    "your_turn": lambda: sequence(tone(880, 0.08, "sine", 0.35), tone(1175, 0.14, "sine", 0.35)),
}


def write_wav(path: Path, samples: list[float]) -> None:
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32000)) for s in samples)
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(frames)


# -- pictures ----------------------------------------------------------------------------------


def draw_icon(size: int = 64) -> Canvas:
    """Seven hexagons in the palette's colours: the arcade's mark (drawn for 64 pixels; the gaps
    and outlines grow with larger sides)."""
    surface = Canvas.blank((size, size), alpha=True)
    layout = Layout(flat=True, size=size / 6.2, origin=(size / 2, size / 2))
    colours = theme.PALETTES["standard"]
    inset, outline = 1.5 * size / 64, max(1, round(size / 64))
    for index, cell in enumerate(hexagon(1)):
        pen.polygon(surface, colours[index % 7], layout.corners(cell, inset=inset))
        pen.polygon(surface, theme.SHADOW, layout.corners(cell, inset=inset), outline)
    return surface


def draw_preview(name: str) -> Canvas:
    surface = Canvas.blank(PREVIEW_SIZE)
    surface.fill(theme.BACKGROUND)
    importlib.import_module(f"games.{name}.preview").draw(surface)
    return surface


def desktop_entry() -> str:
    """The Linux desktop entry (freedesktop.org), its comment in every language."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",  # the spec version it follows (1.5 adds nothing it uses)
        "Name=Tessera",
    ]
    for code in LANGUAGES:
        i18n.set_language(code)
        key = "Comment" if code == "en" else f"Comment[{code}]"
        lines.append(f"{key}={i18n.t('menu.tagline')}")
    i18n.set_language("en")
    lines += [
        "Exec=tessera",
        "TryExec=tessera",
        "Icon=tessera",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "StartupWMClass=tessera",
    ]
    return "\n".join(lines) + "\n"


def write_icons(root: Path) -> list[Path]:
    """The icon at every side desktops use, and the Windows and macOS icon files made of them."""
    folder = root / "release" / "icons"
    folder.mkdir(parents=True, exist_ok=True)
    written, pictures = [], {}
    for side in ICON_SIZES:
        path = folder / f"tessera-{side}.png"
        pygame.image.save(draw_icon(side).surface, str(path))
        pictures[side] = path.read_bytes()
        written.append(path)
    for name, pack in (("tessera.ico", icon_files.ico), ("tessera.icns", icon_files.icns)):
        path = folder / name
        path.write_bytes(pack(pictures))
        written.append(path)
    return written


def write_desktop_entry(root: Path) -> Path:
    path = root / "release" / "linux" / "tessera.desktop"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(desktop_entry(), encoding="utf-8")
    return path


def generate(root: Path) -> list[Path]:
    """Write every asset below ``root``; returns the paths written."""
    pygame.font.init()
    assets.clear_caches()  # fonts cached before an earlier pygame.quit() are dead
    sprites, sounds = root / "sprites", root / "sounds"
    sprites.mkdir(parents=True, exist_ok=True)
    sounds.mkdir(parents=True, exist_ok=True)
    written = []
    pictures = {"icon": draw_icon()}
    pictures.update({f"preview_{info.name}": draw_preview(info.name) for info in games.GAMES})
    for name, picture in pictures.items():
        path = sprites / f"{name}.png"
        pygame.image.save(picture.surface, str(path))
        written.append(path)
    for name, make in SOUNDS.items():
        path = sounds / f"{name}.wav"
        write_wav(path, make())
        written.append(path)
    return [*written, *write_icons(root), write_desktop_entry(root)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="folder to write into")
    args = parser.parse_args()
    for path in generate(args.out):
        print(path.relative_to(args.out))


if __name__ == "__main__":
    main()
