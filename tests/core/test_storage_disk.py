"""Faulty disks: a read-only disk lets play go on with messages, and a writer killed at any
moment leaves every file whole (and its temporary files are cleaned up at the next start)."""

import errno
import os
import random
import signal
import tempfile
import time

import pygame
import pytest

from core import i18n
from core import storage as st
from core.menu import MainMenu
from core.scores_scene import HighScoresScene, offer_high_score
from tests.support import past_the_guard


def _refuse(*_args, **_kwargs):
    raise OSError(errno.EROFS, "Read-only file system")


@pytest.fixture
def read_only(monkeypatch):
    """From now on the disk refuses every change, as a read-only disk does."""

    def go():
        for name in ("replace", "rename", "unlink", "remove", "mkdir"):
            monkeypatch.setattr(os, name, _refuse)
        monkeypatch.setattr(tempfile, "mkstemp", _refuse)

    return go


def snapshot_of(folder):
    return {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_finishing_a_game_on_a_read_only_disk_goes_on_to_the_results(fake_game, app, read_only):
    app.scenes.push(MainMenu(app))
    app.scenes.push(fake_game.scene_module().new_game(app))
    app.scenes.apply()
    game = app.scenes.top
    assert game.write("autosave") and game.write("slot1")
    home = app.storage.data_dir.parent
    before = snapshot_of(home)
    read_only()
    i18n.set_language("fr")
    game.snapshot = lambda: None  # the game is over: its autosave is cleared
    assert offer_high_score(app, fake_game, "default", 250)
    app.scenes.apply()
    past_the_guard(app)
    app.scenes.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.scenes.apply()
    assert isinstance(app.scenes.top, HighScoresScene)
    game.quit_to_menu()
    app.frame(1)
    assert isinstance(app.scenes.top, MainMenu)
    texts = app.toasts.texts
    assert any("Impossible d'enregistrer : le disque est en lecture seule" in t for t in texts)
    assert any("Impossible de supprimer saves/fake/autosave.json" in t for t in texts), texts
    assert snapshot_of(home) == before  # nothing changed, nothing lost


def test_a_damaged_save_on_a_read_only_disk_is_told_once_and_kept(fake_game, app, read_only):
    path = app.storage.save_path("fake", "autosave")
    path.parent.mkdir(parents=True)
    path.write_text("{{{")
    read_only()
    app.scenes.push(MainMenu(app))
    app.scenes.apply()
    for _ in range(3):
        assert app.storage.latest_save("fake") is None
    assert not app.storage.has_save("fake")  # no Continue that does nothing
    app.frame(1)
    (text,) = [t for t in app.toasts.texts if "autosave.json" in t]
    assert "could not be set aside (the disk is read-only)" in text
    assert path.read_text() == "{{{"


# -- killed while writing -----------------------------------------------------------------------

KILLS = 50


def _write_forever(config, data):
    """What the program writes, as fast as it can, until it is killed."""
    store = st.Storage(config, data)
    for number in range(10**9):
        store.save_settings({"lang": "fr", "volume": number % 101, "pad": "p" * (number % 3000)})
        state = {"n": number, "blob": list(range(number % 2000))}
        store.write_save("g", st.SAVE_SLOTS[number % 4], state, f"game {number}")
        store.add_high_score("g", "m", st.ScoreEntry(f"p{number % 7}", number))


def _check_every_file(store):
    store.load_settings()
    for slot in st.SAVE_SLOTS:
        store.read_save("g", slot)
    store.high_scores("g", "m")
    assert store.take_problems() == []
    files = [p for p in store.data_dir.parent.rglob("*") if p.is_file()]
    assert not [p for p in files if ".bad-" in p.name]
    return files


def test_a_writer_killed_at_random_moments_leaves_every_file_whole(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    store = st.Storage(config, data)
    rng = random.Random(19)
    started = time.perf_counter()
    for _ in range(KILLS):
        pid = os.fork()
        if pid == 0:  # the writer
            try:
                _write_forever(config, data)
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0.0, 0.03))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        _check_every_file(store)
    assert time.perf_counter() - started < 10
    files = _check_every_file(store)
    real = {p: p.read_bytes() for p in files if not p.name.endswith(".tmp")}
    assert store.settings_path in real and len(real) >= 3
    temporary = [p for p in files if p.name.endswith(".tmp")]
    for path in temporary:  # orphans of the kills; a minute later the next start removes them
        os.utime(path, (time.time() - 120,) * 2)
    store.remove_orphans()
    assert not list(data.parent.rglob("*.tmp"))
    assert {p: p.read_bytes() for p in real} == real


def test_a_finished_game_on_a_read_only_disk_says_it_cannot_save_once(fake_game, app, read_only):
    app.scenes.push(fake_game.scene_module().new_game(app))
    app.scenes.apply()
    game = app.scenes.top
    assert game.write("autosave")
    read_only()
    game.snapshot = lambda: None  # the game is over: every autosave clears the slot, and fails
    for _ in range(138):
        game.autosave()
        app.frame(1)
    told = [text for text in app.toasts.texts if "autosave.json" in text]
    assert len(told) == 1
    assert app.storage.take_problems() == []  # and nothing more is queued to be told


def test_an_unreadable_settings_file_is_said_to_be_unreadable(app, monkeypatch):
    from pathlib import Path

    path = app.storage.settings_path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1}')
    real = Path.read_bytes

    def refused(self):
        if self == path:  # as a file with permission 000 is, for a user who is not root
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", refused)
    app.storage.load_settings()
    (problem,) = app.storage.take_problems()
    text = i18n.say(problem)
    assert "may not read" in text and "may not be written" not in text
