"""Saved values are checked for type and range before use (bounds from the rules); a resumed
game that fails, its first draw included, is set aside and the player goes back to the menu;
Tetrhex autosaves as it goes; fitted text is never unbounded."""

import copy
import errno
import os
import time

import pytest

import games
from core import i18n
from core.menu import MainMenu
from core.resume import resume_saved
from core.ui import text as ui_text
from games.m import logic as m_logic
from games.mooxil.board import Board
from games.mooxil.logic import MooxilState, new_game
from games.tetrhex.autosaver import Autosaver
from games.tetrhex.logic import Action, Game
from tests.support import run_frames
from tests.tetrhex.test_tetrhex_scene_support import start, tetrhex_app

# -- Mooxil -----------------------------------------------------------------------------------


def mooxil_save():
    return new_game(4).to_dict()


@pytest.mark.parametrize("radius", [10**6, 8, 0, -1, True])
def test_a_mooxil_grid_outside_the_rules_is_refused_at_once(radius):
    started = time.perf_counter()
    with pytest.raises(ValueError):
        Board.from_dict({"radius": radius, "tiles": [], "blocked": [], "bonus": []})
    assert time.perf_counter() - started < 0.1


@pytest.mark.parametrize("level", [0, -3, 3, 300, 999, True, 1.0, 10**30])
def test_a_mooxil_level_that_does_not_match_the_rules_is_refused(level):
    data = mooxil_save()
    data["level"] = level
    with pytest.raises(ValueError, match="malformed Mooxil save"):
        MooxilState.from_dict(data)


def test_a_mooxil_level_400_with_its_own_grid_is_a_game_of_the_rules():
    state = new_game(4, 400)
    assert MooxilState.from_dict(state.to_dict()) == state


def test_mooxil_finished_levels_must_follow_each_other():
    state = new_game(4)
    while state.level == 1:  # seed 4 passes level 1 playing the first legal move each time
        state.apply(state.legal_moves()[0])
    assert state.results and not state.is_terminal()
    data = state.to_dict()
    assert MooxilState.from_dict(copy.deepcopy(data)) == state
    data["results"][0]["level"] = 5
    with pytest.raises(ValueError):
        MooxilState.from_dict(data)


# -- M ----------------------------------------------------------------------------------------


def m_save():
    return m_logic.new_game(3, players=3).to_dict()


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["chips"].__setitem__(0, 10**30),
        lambda d: d["chips"].__setitem__(0, True),
        lambda d: d["chips"].__setitem__(0, 7),  # 19 chips in a 3-player game
        lambda d: d["names"].__setitem__(0, "N" * 1_000_000),
        lambda d: d["names"].__setitem__(0, 5),
        lambda d: d.__setitem__("passes", 10**30),
        lambda d: d.__setitem__("blocked_passes", False),
    ],
)
def test_m_values_outside_the_rules_are_refused(change):
    data = m_save()
    assert m_logic.MState.from_dict(copy.deepcopy(data)).to_dict() == data
    change(data)
    with pytest.raises(ValueError):
        m_logic.MState.from_dict(data)


# -- resuming: any failure sets the file aside and goes back to the menu ------------------------


def test_a_resumed_game_that_fails_to_draw_is_set_aside(fake_game, app, monkeypatch):
    module = fake_game.scene_module()
    scene = module.resume(app, {"points": 3})
    assert scene.write("autosave") and scene.write("slot1")
    other = app.storage.save_path("fake", "slot1").read_bytes()

    def broken_draw(surface):
        raise ZeroDivisionError("a value the rules allow but the screen cannot show")

    original = module.resume
    monkeypatch.setattr(
        module, "resume", lambda app, state: _with(original(app, state), draw=broken_draw)
    )
    app.scenes.push(MainMenu(app))
    app.scenes.apply()
    for _ in range(2):  # Continue, and again: the second time there is nothing to continue
        assert resume_saved(app, fake_game, "autosave") is None
    app.frame(1)
    assert isinstance(app.scenes.top, MainMenu)
    folder = app.storage.save_path("fake", "autosave").parent
    assert len(list(folder.glob("autosave.bad-*.json"))) == 1
    assert app.storage.save_path("fake", "slot1").read_bytes() == other
    assert any("cannot be continued" in text for text in app.toasts.texts)


def _with(scene, **attributes):
    for name, value in attributes.items():
        setattr(scene, name, value)
    return scene


def test_a_mooxil_save_with_level_0_goes_back_to_the_menu_with_a_message(app):
    for info in games.GAMES:
        i18n.register(info.texts())
    info = games.by_name("mooxil")
    dialog = info.scene_module().new_game(app)
    scene = dialog.start_game([], dialog.values())
    assert scene.write("autosave")
    path = app.storage.save_path("mooxil", "autosave")
    text = path.read_text().replace('"level":1,', '"level":0,', 1)
    assert text != path.read_text()
    path.write_text(text)
    assert resume_saved(app, info, "autosave") is None
    assert not path.exists()
    (problem,) = app.storage.take_problems()
    assert problem.key == "file.cannot_resume"


# -- Tetrhex autosaves as it goes ---------------------------------------------------------------


def test_the_autosaver_waits_for_a_lock_and_a_second():
    saver = Autosaver(pieces=1)
    assert not any(saver.due(1, False) for _ in range(200))  # nothing locked
    assert saver.due(2, False)
    due = [saver.due(3 + tick // 10, False) for tick in range(120)]  # a lock every 10 ticks
    assert due.count(True) == 2 and due.index(True) == 59  # at most once a second
    assert saver.due(50, True) and not saver.due(50, True)  # the end, once


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


def test_tetrhex_autosaves_while_playing(tx_app):
    scene = start(tx_app, Game(9, 0, seed=3))

    def saved_pieces():
        scene.finish_writing()  # the write runs off the frame loop
        payload = tx_app.storage.read_save("tetrhex", "autosave")
        return None if payload is None else payload["state"]["game"]["pieces"]

    run_frames(tx_app, 30)
    assert saved_pieces() is None  # no piece locked yet
    scene.act(Action.DROP)
    run_frames(tx_app, 2)
    first = saved_pieces()
    assert first == scene.game.pieces
    scene.act(Action.DROP)
    run_frames(tx_app, 2)
    assert saved_pieces() == first  # not twice within a second
    run_frames(tx_app, 60)
    assert saved_pieces() == scene.game.pieces == first + 1


def test_tetrhex_on_a_read_only_disk_says_so_once_and_plays_on(tx_app, monkeypatch):
    scene = start(tx_app, Game(9, 0, seed=3))

    def refuse(*_args, **_kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    said = []
    monkeypatch.setattr(tx_app, "toast", lambda text, colour=None: said.append(text))
    monkeypatch.setattr(os, "replace", refuse)
    for _ in range(4):
        scene.act(Action.DROP)
        run_frames(tx_app, 61)
    scene.finish_writing()
    assert said == ["Could not save: the disk is read-only"] and tx_app.scenes.top is scene
    assert scene.game.pieces >= 5


# -- fitted text ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [1_000_000, 10_000_000])
def test_fitting_a_huge_text_is_quick_and_renders_once(monkeypatch, size, app):
    rendered = []
    real = ui_text.assets.text
    monkeypatch.setattr(
        ui_text.assets,
        "text",
        lambda content, *rest: rendered.append(content) or real(content, *rest),
    )
    ui_text.overflows.clear()
    started = time.perf_counter()
    image = ui_text.fitted("W" * size, 260, 32, 24)
    assert time.perf_counter() - started < 1
    assert image.get_width() <= 260 and len(rendered) == 1 and len(rendered[0]) < 300
    assert rendered[0].endswith("…") and len(ui_text.overflows[0]) == ui_text.FIT_LIMIT
    ui_text.overflows.clear()
    ui_text.fitted("W" * size, 260, 32, 24)  # measured once: drawn again, told again
    assert len(ui_text.overflows) == 1
    ui_text.overflows.clear()


def test_a_text_that_fits_is_rendered_once_at_the_size_that_fits(monkeypatch, app):
    rendered = []
    real = ui_text.assets.text
    monkeypatch.setattr(
        ui_text.assets, "text", lambda *args: rendered.append(args[:2]) or real(*args)
    )
    image = ui_text.fitted("Tessera high scores", 200, 40, 40)
    assert len(rendered) == 1 and rendered[0][1] < 40 and image.get_width() <= 200


# -- what the games write is what storage accepts --------------------------------------------


@pytest.mark.parametrize("name", games.REGISTERED)
def test_a_fresh_save_of_each_game_reads_back_whole(app, name):
    info = games.by_name(name)
    dialog = info.scene_module().new_game(app)
    scene = dialog.start_game(dialog.panel.seats() if dialog.panel else [], dialog.values())
    assert scene.write("slot3")
    payload = app.storage.read_save(name, "slot3")
    assert payload["summary"] == scene.summary() and app.storage.take_problems() == []
    assert resume_saved(app, info, "slot3") is not None


def test_every_line_of_an_m_log_goes_through_a_file(app):
    import random

    from core.message import loaded, stored
    from games.m import words

    state = m_logic.new_game(8, players=4)
    lines = [words.start_line(state)]
    rng = random.Random(8)
    while not state.is_terminal() and len(lines) < 400:
        move = rng.choice(state.legal_moves())
        state.apply(move)
        lines += words.report_lines(move, state.last_report, state.names)
    assert len({line.key for line in lines}) > 5
    for line in lines:
        assert loaded(stored(line)) == line
