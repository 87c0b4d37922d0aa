"""Replays kept and shared: every entry of the high-score table keeps its replay (and loses it
when it falls off), any entry can be watched or exported from the table, a replay exported
comes back through the folder's list or by dropping the file on the window, and damaged files
are reported and set aside, never a crash."""

import json
from pathlib import Path

import pygame
import pytest

from core import i18n
from core.scores_scene import HighScoresScene
from core.storage import ScoreEntry
from core.ui import text as ui_text
from core.ui.dialogs import ChoiceDialog
from games.tetrhex import replay_files
from games.tetrhex.info import INFO
from games.tetrhex.logic import Game
from games.tetrhex.recording import Player, Recording
from games.tetrhex.replay_files import ReplayFile
from games.tetrhex.replay_menu import ReplayListScene
from games.tetrhex.results import ResultsScene
from tests.support import past_the_guard
from tests.tetrhex.test_tetrhex_fair_scores import drop_until_over, finish, top
from tests.tetrhex.test_tetrhex_scene_support import (
    checked_replay,
    press,
    settled,
    start,
    step,
    tetrhex_app,
)


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


def played(app, seed=3, name="Ana"):
    """A finished game on edge 6 entered in the table as ``name``; (scene, table scene)."""
    scene = start(app, Game(6, 20, seed=seed), "modern")
    for turn in range(200):
        if scene.game.over:
            break
        press(app, (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP)[turn % 3])
        step(app, 3, draw=False)
        press(app, pygame.K_SPACE)
    drop_until_over(app, scene)
    return scene, finish(app, scene, name)


def click(app, widget):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=widget.rect.center, button=1))
    app.scenes.apply()


def toasts(app):
    step(app, draw=False)  # the storage's problems become toasts on the next tick
    return " | ".join(app.toasts.texts)


# -- kept -----------------------------------------------------------------------------------------


def test_every_entry_keeps_a_replay_that_reproduces_it_exactly(tx_app):
    scene, table = played(tx_app)
    entry = table.table[1]
    assert entry.match_id == scene.game_id
    path = tx_app.storage.replay_path("tetrhex", entry.match_id)
    assert path.parent == tx_app.storage.data_dir / "scores" / "replays" / "tetrhex"
    assert path.stat().st_size < 4000  # small: the seed, the options and the inputs
    kept = replay_files.read_kept(tx_app.storage, entry.match_id)
    player = Player(kept.recording)
    player.play_to_end()
    assert player.game == scene.game
    assert (kept.score, kept.lines) == (scene.game.score, scene.game.lines_cleared)


def test_a_replay_goes_when_its_entry_falls_off_the_table(tmp_path):
    from core.storage import Storage

    storage = Storage(tmp_path / "c", tmp_path / "d")
    for score in range(10, 0, -1):
        storage.add_high_score("tetrhex", "edge6", ScoreEntry("A", score, match_id=f"g{score}"), (),
                               {"replay": score})  # fmt: skip
    storage.add_high_score("tetrhex", "edge7", ScoreEntry("B", 5, match_id="other"), (), {"r": 1})
    folder = storage.data_dir / "scores" / "replays" / "tetrhex"
    assert len(list(folder.iterdir())) == 11
    storage.add_high_score("tetrhex", "edge6", ScoreEntry("C", 50, match_id="top"), (), {"r": 2})
    names = sorted(path.stem for path in folder.iterdir())
    assert "g1" not in names and {"top", "g2", "other"} <= set(names) and len(names) == 11
    assert storage.read_replay("tetrhex", "top", lambda data: None)["r"] == 2


def test_the_replays_of_a_damaged_table_stay_with_it_when_a_new_table_is_written(tmp_path):
    from core.storage import Storage

    storage = Storage(tmp_path / "c", tmp_path / "d")
    for score in (30, 20):
        entry = ScoreEntry("A", score, match_id=f"old{score}")
        storage.add_high_score("tetrhex", "edge6", entry, (), {"replay": score})
    storage.scores_path("tetrhex").write_text("{damaged")
    storage.add_high_score("tetrhex", "edge6", ScoreEntry("B", 5, match_id="new"), (), {"r": 5})
    assert list(storage.scores_path("tetrhex").parent.glob("tetrhex.bad-*.json"))  # set aside
    assert [row.match_id for row in storage.high_scores("tetrhex", "edge6")] == ["new"]
    folder = storage.data_dir / "scores" / "replays" / "tetrhex"
    assert sorted(path.stem for path in folder.iterdir()) == ["new", "old20", "old30"]


def test_ids_that_cannot_name_a_file_keep_no_replay(tmp_path):
    from core.storage import Storage

    storage = Storage(tmp_path / "c", tmp_path / "d")
    storage.add_high_score("tetrhex", "edge6", ScoreEntry("A", 9, match_id="../x"), (), {"r": 1})
    assert storage.high_scores("tetrhex", "edge6")[0].name == "A"
    assert not storage.has_replay("tetrhex", "../x")
    assert not (tmp_path / "d" / "scores" / "x.json").exists()
    with pytest.raises(ValueError):
        storage.replay_path("tetrhex", "a/b")


# -- watched and exported from the table ----------------------------------------------------------


def test_any_entry_with_a_replay_is_watched_from_the_table_by_mouse_and_keys(tx_app):
    scene, table = played(tx_app)
    assert len(table.row_buttons) == 1  # the 1996 record has no replay
    (button,) = table.row_buttons
    assert button.rect.top >= table.row_buttons[0].rect.top and button.text() == "Replay"
    click(tx_app, button)
    choices = top(tx_app)
    assert isinstance(choices, ChoiceDialog) and choices.title() == f"Ana: {scene.game.score:,}"
    watch = choices.form.focus
    assert watch.text() == "Watch the replay"
    press(tx_app, pygame.K_RETURN)
    replay = checked_replay(tx_app)
    press(tx_app, pygame.K_END)
    assert replay.game == scene.game
    press(tx_app, pygame.K_ESCAPE)
    assert top(tx_app) is table and table.form.focus is table.row_buttons[0]
    (button,) = table.row_buttons  # read again: a replay may have been set aside meanwhile
    table.form.focus = table.form.widgets[0]  # the table's selector, at the top
    press(tx_app, pygame.K_DOWN)
    assert table.form.focus is button  # the arrows reach it like any button
    press(tx_app, pygame.K_RETURN)
    assert isinstance(top(tx_app), ChoiceDialog)


def test_export_from_the_table_and_open_it_again_from_the_list(tx_app):
    scene, table = played(tx_app)
    click(tx_app, table.row_buttons[0])
    click(tx_app, next(w for w in top(tx_app).form.widgets if w.text() == "Export the replay"))
    exported = list((tx_app.storage.data_dir / "replays" / "exported").iterdir())
    assert len(exported) == 1 and str(exported[0]) in toasts(tx_app)
    shared = ReplayFile.from_json(json.loads(exported[0].read_text()))
    assert (shared.player, shared.score) == ("Ana", scene.game.score)
    (open_button,) = [w for w in table.form.widgets if getattr(w, "text", str)() == "Open a replay"]
    click(tx_app, open_button)
    listing = top(tx_app)
    assert isinstance(listing, ReplayListScene)
    (row,) = [w for w in listing.form.widgets if "Ana" in w.text()]
    assert row.text() == f"Ana · {scene.game.score:,} points · edge 6"
    assert listing.form.focus is row
    press(tx_app, pygame.K_RETURN)
    replay = checked_replay(tx_app)
    press(tx_app, pygame.K_END)
    assert (replay.game.score, replay.game.lines_cleared) == (
        scene.game.score,
        scene.game.lines_cleared,
    )
    assert dict(replay.game.board) == dict(scene.game.board)


def test_export_from_the_results_sheet_then_drop_the_file_on_the_window(tx_app, tmp_path):
    scene = start(tx_app, Game(6, 20, seed=5), "modern")
    drop_until_over(tx_app, scene)
    step(tx_app, 80)
    sheet = top(tx_app)
    assert isinstance(sheet, ResultsScene)
    past_the_guard(tx_app)
    click(tx_app, next(w for w in sheet.form.widgets if w.text() == "Export the replay"))
    (exported,) = (tx_app.storage.data_dir / "replays" / "exported").iterdir()
    assert sheet.exported == exported and "Replay exported" not in toasts(tx_app)  # said on it
    sent = tmp_path / "from a friend.json"  # the file as someone else received it
    sent.write_bytes(exported.read_bytes())
    playing = start(tx_app, Game(6, 0, seed=9), "modern")
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(sent)))
    replay = checked_replay(tx_app)
    assert playing.game.paused  # the game under the replay waits
    press(tx_app, pygame.K_END)
    assert replay.game == scene.game
    assert sent.exists()  # the player's file is left as it was
    kept = tx_app.storage.data_dir / "replays" / "from_a_friend.json"
    assert kept.exists()  # and a copy is in the list from now on
    listed = [replay.score for _path, replay in replay_files.found(tx_app.storage)]
    assert listed == [scene.game.score, scene.game.score]


@pytest.fixture
def deep_home(private_home, monkeypatch):
    """A home folder as deep as a player's can be: the exported folder cannot fit its line."""
    home = private_home.parent / ("a-long-folder-name-" * 8) / "home"
    monkeypatch.setenv("TESSERA_HOME", str(home))
    return home


@pytest.mark.parametrize("language", ["en", "fr", "de", "es"])
def test_the_export_message_sits_above_the_buttons_on_the_fullest_sheet(
    deep_home, tx_app, language
):
    i18n.set_language(language)
    scene = start(tx_app, Game(6, 20, seed=5), "modern")
    drop_until_over(tx_app, scene)
    sheet = ResultsScene(tx_app, scene.game, "tetrhex.over.title", lambda: None,
                         scene.recording, (2, 1))  # fmt: skip
    export = next(w for w in sheet.form.widgets if w.text() == i18n.t("tetrhex.replay.export"))
    export.on_click()
    assert sheet.exported is not None
    area = sheet.export_rect()
    assert area.h >= 48 and sheet.box.contains(area)
    assert not any(area.colliderect(widget.rect) for widget in sheet.form.widgets)
    rows = len(sheet.rows())
    record_bottom = sheet.box.y + 90 + rows * sheet.row_height(rows) + 8 + 34
    assert record_bottom <= area.top  # nor the record line above it
    assert sheet.exported.is_relative_to(deep_home)
    shown = ui_text.path_that_fits(sheet.exported.parent, area.w)
    assert shown.startswith("…") and shown.endswith(str(Path("replays", "exported")))
    ui_text.overflows.clear()
    sheet.draw(tx_app.screen)
    assert ui_text.overflows == []


# -- damaged files ------------------------------------------------------------------------------


def test_a_damaged_kept_replay_is_reported_and_set_aside(tx_app):
    scene, table = played(tx_app)
    path = tx_app.storage.replay_path("tetrhex", scene.game_id)
    path.write_text('{"format": 1, "game": "tetrhex", "replay": {"format": 1')
    click(tx_app, table.row_buttons[0])
    click(tx_app, top(tx_app).form.focus)  # Watch
    assert settled(tx_app) is table
    assert "replays/tetrhex/" in toasts(tx_app)
    assert not path.exists() and len(list(path.parent.iterdir())) == 1  # the .bad- copy
    assert table.row_buttons == []  # the table no longer offers it


def test_a_replay_changed_to_claim_more_is_refused_and_set_aside(tx_app):
    scene, table = played(tx_app)
    path = tx_app.storage.replay_path("tetrhex", scene.game_id)
    data = json.loads(path.read_text())
    data["score"] += 1000
    path.write_text(json.dumps(data))
    click(tx_app, table.row_buttons[0])
    click(tx_app, top(tx_app).form.focus)
    assert settled(tx_app) is table
    assert "does not reach the score it claims" in toasts(tx_app)
    assert not path.exists()


def test_damaged_files_in_the_replay_folder_are_set_aside_and_the_rest_listed(tx_app):
    folder = replay_files.folder(tx_app.storage)
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{not json")
    (folder / "other.json").write_text(json.dumps({"format": 1, "game": "m"}))
    good = ReplayFile(Recording(6, 0, 1), 0, 0, "Bo")
    (folder / "good.json").write_text(json.dumps({**good.to_json(), "format": 1}))
    tx_app.scenes.push(ReplayListScene(tx_app))
    listing = top(tx_app)
    assert [path.name for path, _ in listing.found] == ["good.json"]
    said = toasts(tx_app)
    assert "broken.json" in said and "other.json" in said
    assert not (folder / "broken.json").exists()
    listing.draw(tx_app.screen)


@pytest.mark.parametrize(
    "name,content,said",
    [
        ("tetrhex-x.json", b"\xff\xfe", "is not a Tetrhex replay"),
        ("x.json", json.dumps({"format": 1, "game": "tetrhex", "replay": 3}), "not a Tetrhex"),
        ("picture.png", b"\x89PNG", "Tessera cannot open picture.png"),
        ("x.json", json.dumps({"format": 1, "game": "m"}), "Tessera cannot open x.json"),
    ],
)
def test_a_dropped_file_that_is_no_replay_is_refused_with_the_reason(tx_app, tmp_path, name,
                                                                     content, said):  # fmt: skip
    path = tmp_path / name
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    before = top(tx_app)
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    assert top(tx_app) is before
    assert said in toasts(tx_app)
    assert path.exists()


def test_a_dropped_replay_never_replaces_a_file_of_the_same_name(tx_app, tmp_path):
    scene = start(tx_app, Game(6, 20, seed=5), "modern")
    drop_until_over(tx_app, scene)
    sent = tmp_path / "foo.json"
    sent.write_text(
        json.dumps({**ReplayFile.of(scene.recording, scene.game).to_json(), "format": 1})
    )
    folder = replay_files.folder(tx_app.storage)
    folder.mkdir(parents=True)
    (folder / "foo.json").write_text("the player's own foo")
    for copy in ("foo-1.json", "foo-2.json"):
        tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(sent)))
        checked_replay(tx_app)
        press(tx_app, pygame.K_ESCAPE)  # close the replay
        assert json.loads((folder / copy).read_text()) == json.loads(sent.read_text())
    assert (folder / "foo.json").read_text() == "the player's own foo"


def test_a_dropped_folder_or_missing_file_is_refused(tx_app, tmp_path):
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(tmp_path)))
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(Path(tmp_path, "gone.json"))))
    assert "cannot open" in toasts(tx_app)


def test_the_table_of_a_game_without_replays_has_no_replay_buttons(tx_app):
    tx_app.storage.add_high_score("tetrhex", "edge9", ScoreEntry("Zed", 5, match_id="nofile"))
    table = HighScoresScene(tx_app, INFO)
    assert table.row_buttons == []
