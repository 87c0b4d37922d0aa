"""Rules stay pure; generated assets are committed and reproducible; sound is optional."""

import ast
from pathlib import Path

import pygame

from core import assets

ROOT = Path(__file__).resolve().parents[2]
PURE = [
    "core/__init__.py",
    "core/hexgrid.py",
    "core/engine.py",
    "core/ai.py",
    "core/timing.py",
    "core/viewport.py",
    "core/storage.py",
    "core/settings.py",
    "games/__init__.py",
]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_rules_and_ai_modules_never_import_pygame():
    files = [*ROOT.glob("games/*/logic.py"), *ROOT.glob("games/*/ai.py")]
    files += [ROOT / name for name in PURE]
    offenders = [str(f.relative_to(ROOT)) for f in files if "pygame" in imported_modules(f)]
    assert not offenders, offenders


def test_the_check_catches_a_pygame_import(tmp_path):
    sample = tmp_path / "logic.py"
    sample.write_text("def f():\n    from pygame import draw\n")
    assert "pygame" in imported_modules(sample)


def test_assets_are_reproducible_and_committed(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_assets", ROOT / "tools" / "make_assets.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    written = module.generate(tmp_path)
    assert written
    for path in written:
        committed = ROOT / path.relative_to(tmp_path)
        assert committed.exists(), f"{committed} is not committed"
        assert committed.read_bytes() == path.read_bytes(), f"{committed} is out of date"


def test_every_sound_ships():
    for name in assets.SOUND_NAMES:
        assert (assets.SOUNDS / f"{name}.wav").stat().st_size > 1000


def test_no_audio_device_means_silence_not_a_crash(monkeypatch):
    def no_device():
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = assets.Audio()
    assert not audio.available
    audio.play("click")  # silently nothing


def test_missing_picture_shows_a_stand_in():
    pygame.init()
    assets.clear_caches()
    assert assets.image("no_such_picture").get_size() == (32, 32)
