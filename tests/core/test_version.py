"""One version: core/version.py says it, pyproject.toml repeats it, --version prints it and
Settings shows it (in every language, within its box)."""

import re
from pathlib import Path

import pygame
import pytest

import main
from core import assets, i18n
from core.settings import LANGUAGES
from core.settings_scene import VERSION_BOX, SettingsScene
from core.ui import theme
from core.version import VERSION
from tests.support import run_frames

ROOT = Path(__file__).resolve().parents[2]


def project_version(text: str) -> str:
    """``version`` of a pyproject.toml's ``[project]`` table (tomllib is not in Python 3.10)."""
    table = re.search(r"^\[project\]\n(.*?)(?=^\[|\Z)", text, re.M | re.S).group(1)
    return re.search(r'^version\s*=\s*"([^"]+)"', table, re.M).group(1)


def test_pyproject_says_the_version_core_version_holds():
    assert project_version((ROOT / "pyproject.toml").read_text(encoding="utf-8")) == VERSION


def test_the_version_is_major_minor_patch():
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION), VERSION


def test_the_project_version_is_read_from_its_own_table():
    text = '[tool.other]\nversion = "9.9.9"\n\n[project]\nname = "x"\nversion = "1.2.3"\n'
    assert project_version(text) == "1.2.3"


def test_version_on_the_command_line_prints_it_and_stops(capsys):
    with pytest.raises(SystemExit) as stop:
        main.parse_args(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"Tessera {VERSION}"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_settings_show_the_version_whole_in_every_language(code):
    pygame.font.init()
    assets.clear_caches()  # fonts made before another test's pygame.quit() are dead
    i18n.set_language(code)
    line = i18n.t("settings.version", version=VERSION)
    assert VERSION in line
    width, height = assets.font(theme.FONT_SMALL).size(line)
    assert width <= VERSION_BOX[2] and height <= VERSION_BOX[3], (code, line, width, height)


def text_pixels(surface: pygame.Surface, box) -> int:
    area = surface.subsurface(pygame.Rect(box))
    return pygame.mask.from_threshold(area, theme.TEXT_DIM, (30, 30, 30, 255)).count()


def test_the_settings_page_draws_the_version_line(app):
    app.scenes.reset(SettingsScene(app))
    app.scenes.apply()
    run_frames(app, 2)
    frame = app.display.frame.surface
    assert frame.get_size() == (1280, 720)
    assert text_pixels(frame, VERSION_BOX) > 40
