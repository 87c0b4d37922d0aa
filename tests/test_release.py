"""The release: what the built application holds (release/contents.py, read by
release/tessera.spec), the icons and the Linux desktop entry that make assets writes, the
release workflow (linted with check-jsonschema), and the checks make dist and make dist-check apply.
The build itself runs in make dist-check, not here."""

import configparser
import json
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from core import assets, i18n
from core.settings import LANGUAGES
from release import contents
from tools import dist, dist_check, icon_files

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
ICONS = ROOT / "release" / "icons"
DESKTOP = ROOT / "release" / "linux" / "tessera.desktop"


# -- what goes into the build ------------------------------------------------------------------


def bundled() -> dict[str, str]:
    """Each bundled file, as its path below the repository -> its folder in the bundle."""
    return {
        Path(source).relative_to(ROOT).as_posix(): inside
        for source, inside in contents.data_files(ROOT)
    }


def loaded_files() -> list[Path]:
    """Every file the game reads from its resource folders, as the code names them."""
    files = [*assets.FONT_FILES.values(), *sorted(assets.SPRITES.glob("*.png"))]
    files += [assets.SOUNDS / f"{name}.wav" for name in assets.SOUND_NAMES]
    files += [
        i18n.LOCALE_DIR / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
        for code in LANGUAGES
        if code != "en"
    ]
    return files


def test_every_file_the_game_loads_is_bundled_where_the_code_looks():
    files = bundled()
    for path in loaded_files():
        relative = path.relative_to(ROOT)
        assert relative.as_posix() in files, f"{relative} is not in the build"
        assert files[relative.as_posix()] == relative.parent.as_posix()


def test_every_resource_folder_of_the_code_has_its_place_in_the_spec():
    folders = {
        path.relative_to(ROOT).as_posix()
        for path in (assets.SPRITES, assets.SOUNDS, assets.FONTS, i18n.LOCALE_DIR)
    }
    assert folders == {inside for _pattern, inside in contents.RESOURCES}


def test_the_font_licence_ships_and_sources_and_tests_stay_behind():
    files = bundled()
    assert "fonts/OFL.txt" in files
    assert not [name for name in files if name.endswith(".po") or name.endswith(".pot")]
    assert not [name for name in files if name.split("/")[0] in ("tests", "tools")]


def test_the_spec_takes_its_lists_from_release_contents():
    spec = (ROOT / "release" / "tessera.spec").read_text(encoding="utf-8")
    for use in ("contents.data_files(", "contents.EXCLUDES", "contents.keep_babel_file"):
        assert use in spec, use


def test_babel_data_is_kept_for_the_languages_spoken_and_the_root_only():
    locales = contents.babel_locales(LANGUAGES)
    assert locales == {"root", "en", "es", "fr", "de"}
    kept = contents.keep_babel_file
    assert kept(str(Path("babel/locale-data/de.dat")), locales)
    assert kept(str(Path("babel/locale-data/root.dat")), locales)
    assert not kept(str(Path("babel/locale-data/ja.dat")), locales)
    assert not kept(str(Path("babel/locale-data/de_CH.dat")), locales)
    assert kept(str(Path("babel/global.dat")), locales)
    assert kept(str(Path("pygame/freesansbold.ttf")), locales)


FORMATTING = """
import json, sys
import babel.localedata
if sys.argv[1:]:
    babel.localedata._dirname = sys.argv[1]  # where Babel reads its locale data
from datetime import date, datetime
from core import i18n
shown = {}
for code in %r:
    i18n.set_language(code)
    when = datetime(2026, 11, 27, 16, 1)
    shown[code] = [i18n.number(1234567), i18n.day(when.date()), i18n.moment(when)]
print(json.dumps(shown))
"""


def formatted(*data_folder: str) -> dict:
    """Numbers and dates in every language, by a fresh interpreter reading Babel's data from
    ``data_folder`` (Babel's own folder when none is given)."""
    command = [sys.executable, "-c", FORMATTING % (list(LANGUAGES),), *data_folder]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_babel_data_kept_writes_numbers_and_dates_as_all_of_it_does(tmp_path):
    import babel.localedata

    locales = contents.babel_locales(LANGUAGES)
    for path in Path(babel.localedata._dirname).iterdir():
        if contents.keep_babel_file(str(Path("babel", "locale-data", path.name)), locales):
            shutil.copy(path, tmp_path / path.name)
    assert len(list(tmp_path.iterdir())) == len(locales)
    assert formatted(str(tmp_path)) == formatted()


def test_modules_only_tools_use_stay_out_and_the_rest_goes_in():
    assert not contents.bundled_module("games.tetrhex.preview")
    assert not contents.bundled_module("games.tetrhex.bench_scenes")
    assert contents.bundled_module("games.tetrhex.logic")
    assert contents.bundled_module("core.menu")


def test_nothing_the_game_imports_is_excluded():
    needed = {"pygame", "babel", "babel.dates", "babel.numbers", "platformdirs", "gettext"}
    needed |= {"pygame._sdl2", "pygame.mixer", "pygame.font", "pygame.image"}
    assert not needed & set(contents.EXCLUDES)


# -- icons and the desktop entry ---------------------------------------------------------------


@pytest.mark.parametrize("side", contents.ICON_SIZES)
def test_the_icon_is_drawn_at_each_side_with_a_clear_background(side):
    picture = pygame.image.load(str(ICONS / f"tessera-{side}.png"))
    assert picture.get_size() == (side, side)
    assert picture.get_at((0, 0)).a == 0  # the corners show the desktop
    middle = picture.get_at((side // 2, side // 2))
    assert middle.a == 255


def test_the_icon_sides_run_from_16_to_512():
    assert contents.ICON_SIZES[0] == 16 and contents.ICON_SIZES[-1] == 512
    assert {16, 32, 48, 64, 128, 256, 512} <= set(contents.ICON_SIZES)


def test_the_windows_icon_holds_the_pngs_at_its_sides():
    data = (ICONS / "tessera.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(icon_files.ICO_SIZES))
    for index, side in enumerate(icon_files.ICO_SIZES):
        width, height, _, _, _, _, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert width == height == side % 256
        assert data[offset : offset + size] == (ICONS / f"tessera-{side}.png").read_bytes()


def test_the_macos_icon_holds_the_pngs_by_their_types():
    data = (ICONS / "tessera.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        found[kind] = data[at + 8 : at + length]
        at += length
    assert at == len(data)
    for side, kind in icon_files.ICNS_TYPES.items():
        assert found[kind] == (ICONS / f"tessera-{side}.png").read_bytes(), kind


def test_an_ico_of_no_pictures_is_an_empty_directory():
    assert icon_files.ico({}) == struct.pack("<HHH", 0, 1, 0)


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def test_the_desktop_entry_starts_the_built_program_with_its_icon():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Tessera"
    assert entry["Exec"] == entry["TryExec"] == "tessera"
    assert 'name="tessera"' in (ROOT / "release" / "tessera.spec").read_text(encoding="utf-8")
    assert entry["Icon"] == "tessera"  # release/icons/tessera-<side>.png, installed by name
    assert entry["Terminal"] == "false"
    categories = entry["Categories"]
    assert categories.endswith(";") and "Game" in categories.split(";")


def test_the_desktop_entry_describes_the_game_in_every_language():
    entry = desktop_entry()
    for code in LANGUAGES:
        i18n.set_language(code)
        key = "Comment" if code == "en" else f"Comment[{code}]"
        assert entry[key] == i18n.t("menu.tagline"), code


# -- the release workflow ----------------------------------------------------------------------


def lint(path: Path) -> subprocess.CompletedProcess:
    """check-jsonschema (from PyPI, in requirements-dev) checks a workflow against GitHub's
    workflow schema, which it carries (no network)."""
    folder = str(Path(sys.executable).parent)
    tool = shutil.which("check-jsonschema", path=folder) or shutil.which("check-jsonschema")
    if tool is None:
        pytest.fail("check-jsonschema is missing: install requirements-dev.txt, which lists it")
    command = [tool, "--builtin-schema", "vendor.github-workflows", str(path)]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)


def test_the_release_workflow_passes_the_linter():
    done = lint(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_linter_refuses_a_workflow_github_would_refuse(tmp_path):
    broken = tmp_path / "release.yml"
    text = WORKFLOW.read_text(encoding="utf-8")
    broken.write_text(text.replace("    runs-on: ${{ matrix.os }}\n", ""), encoding="utf-8")
    assert broken.read_text(encoding="utf-8") != text
    done = lint(broken)
    assert done.returncode != 0 and "runs-on" in done.stdout + done.stderr


def test_the_release_builds_checks_and_attaches_on_all_three_systems():
    text = WORKFLOW.read_text(encoding="utf-8")
    for system in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert f"os: {system}" in text
    for step in ("python tools/dist.py", "python tools/dist_check.py", "gh release create"):
        assert step in text
    assert "from core.version import VERSION" in text  # the tag must name this version


# -- the checks of make dist and make dist-check -----------------------------------------------


def test_the_player_machine_has_no_python_on_its_path(tmp_path):
    env = dist.player_environment(tmp_path / "home")
    assert env["HOME"] == str(tmp_path / "home")
    for folder in env["PATH"].split(";" if sys.platform == "win32" else ":"):
        assert not list(Path(folder).iterdir())


def test_a_build_over_either_budget_fails_and_one_within_both_passes():
    assert dist.over_budget(dist.SIZE_BUDGET_MB, dist.STARTUP_BUDGET_S) == []
    assert len(dist.over_budget(dist.SIZE_BUDGET_MB + 0.1, 0.5)) == 1
    assert len(dist.over_budget(10, dist.STARTUP_BUDGET_S + 0.01)) == 1
    assert len(dist.over_budget(200, 9)) == 2


def test_the_folder_size_counts_every_file_once(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "one").write_bytes(b"x" * 1000)
    (tmp_path / "two").write_bytes(b"y" * 24)
    assert dist.folder_bytes(tmp_path) == 1024


def picture(colour, size=(64, 40)) -> bytes:
    surface = pygame.Surface(size)
    surface.fill(colour)
    return pygame.image.tobytes(surface, "RGB")


def test_the_share_of_different_pixels():
    black, white = picture((0, 0, 0)), picture((255, 255, 255))
    assert dist_check.share_different(black, black) == 0
    assert dist_check.share_different(black, white) == 1
    surface = pygame.Surface((64, 40))
    surface.fill((0, 0, 0), (0, 0, 16, 40))  # a quarter black, the rest white
    surface.fill((255, 255, 255), (16, 0, 48, 40))
    assert dist_check.share_different(black, pygame.image.tobytes(surface, "RGB")) == 0.75


def test_a_blank_picture_has_too_few_colours():
    assert dist_check.colours(picture((22, 26, 38))) < dist_check.MIN_COLOURS


def test_the_title_is_seen_in_the_menu_and_not_in_a_blank_picture(app, tmp_path):
    from core.menu import MainMenu
    from tests.support import run_frames

    app.scenes.reset(MainMenu(app))
    app.scenes.apply()
    run_frames(app, 2)
    menu, blank = tmp_path / "menu.png", tmp_path / "blank.png"
    app.display.save(menu)
    pygame.image.save(pygame.Surface((1280, 720)), str(blank))
    assert dist_check.title_pixels(menu) >= dist_check.TITLE_PIXELS
    assert dist_check.title_pixels(blank) == 0
