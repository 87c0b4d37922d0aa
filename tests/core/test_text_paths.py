"""A folder shown on one line: whole when it fits, else its tail after "…"."""

from pathlib import Path

from core import assets
from core.ui.text import MIN_SIZE, path_that_fits


def test_a_path_that_fits_is_shown_whole(app):
    path = Path("/home/ana/.local/share/tessera/replays/exported")
    assert path_that_fits(path, 1000) == str(path)


def test_a_deep_path_keeps_its_last_folders_and_fits(app):
    path = Path("/home", "a-long-folder-name-" * 8, "tessera", "replays", "exported")
    shown = path_that_fits(path, 400)
    assert shown == str(Path("…", "tessera", "replays", "exported"))
    assert assets.width(shown, MIN_SIZE, False) <= 400
    assert path_that_fits(path, 110) == str(Path("…", "replays", "exported"))


def test_a_name_too_long_for_the_line_is_left_for_the_fitting_to_cut(app):
    path = Path("/home", "x" * 300)
    assert path_that_fits(path, 100) == str(Path("…", "x" * 300))
