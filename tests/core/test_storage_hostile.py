"""The hostile files and faulty disks of issue 19, one by one: each gives a message in the
player's language, keeps the file, and leaves every other file as it was."""

import errno
import json
import os
import time

import pytest

import games
from core import i18n
from core import storage as st
from core.message import Message, loaded
from core.settings import Settings, load_settings, save_settings


@pytest.fixture
def store(tmp_path):
    return st.Storage(tmp_path / "config", tmp_path / "data")


def write(path, content):
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)


def kept_copies(folder):
    return sorted(p for p in folder.iterdir() if ".bad-" in p.name)


def good_save(store, game="g", slot="slot2"):
    store.write_save(game, slot, {"x": 1}, "a good one")
    return store.save_path(game, slot).read_bytes()


# -- 1. reading never raises past storage -------------------------------------------------------


def test_deep_nesting_is_a_damaged_file(store):
    content = '{"format": 1, "lang": ' + "[" * 200_000
    write(store.settings_path, content)
    assert load_settings(store) == Settings()
    (problem,) = store.take_problems()
    assert problem.key in ("file.damaged", "file.malformed")
    (kept,) = kept_copies(store.config_dir)
    assert kept.read_text() == content


def test_deep_nesting_that_closes_is_a_damaged_file_too(store):
    other = good_save(store)
    path = store.save_path("g", "slot1")
    write(path, '{"format": 1, "state": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert store.read_save("g", "slot1") is None
    assert [p.key for p in store.take_problems()] == ["file.malformed"]
    assert store.save_path("g", "slot2").read_bytes() == other


def test_a_folder_where_a_file_belongs_is_set_aside(store):
    (store.settings_path / "inner").mkdir(parents=True)
    assert load_settings(store) == Settings()
    (problem,) = store.take_problems()
    assert problem.key == "file.is_folder"
    (kept,) = kept_copies(store.config_dir)
    assert kept.is_dir() and (kept / "inner").is_dir()
    i18n.set_language("es")
    assert "es una carpeta" in i18n.say(problem)


def test_a_pipe_where_a_file_belongs_is_set_aside_without_waiting_on_it(store):
    store.config_dir.mkdir(parents=True)
    os.mkfifo(store.settings_path)
    assert load_settings(store) == Settings()
    assert [p.key for p in store.take_problems()] == ["file.malformed"]
    assert len(kept_copies(store.config_dir)) == 1


def test_a_damaged_file_on_a_read_only_disk_is_left_and_told_once(store, monkeypatch):
    write(store.settings_path, "{{{")

    def refuse(*_):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "replace", refuse)
    assert load_settings(store) == Settings()
    assert load_settings(store) == Settings()  # every later read: quietly the defaults
    (problem,) = store.take_problems()
    assert problem.key == "file.left_in_place"
    assert store.settings_path.read_text() == "{{{"
    i18n.set_language("fr")
    assert "le disque est en lecture seule" in i18n.say(problem)


# -- 2. deleting and renaming never crash -------------------------------------------------------


def test_deleting_on_a_read_only_disk_reports_and_goes_on(store, monkeypatch):
    good_save(store, slot="autosave")

    def refuse(self, missing_ok=False):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(type(store.settings_path), "unlink", refuse)
    assert store.delete_save("g", "autosave") is False
    (problem,) = store.take_problems()
    assert problem.key == "file.cannot_delete"
    assert i18n.say(problem) == "saves/g/autosave.json could not be deleted: the disk is read-only."


@pytest.mark.parametrize(
    "number, words",
    [(errno.EEXIST, "un fichier se trouve à la place d'un dossier"), (errno.ENOTDIR, "un fichier")],
)
def test_folder_problems_are_in_the_players_language(number, words):
    i18n.set_language("fr")
    assert words in i18n.say(st.write_problem(OSError(number, os.strerror(number))))


def test_a_file_where_the_saves_folder_belongs_gives_a_worded_refusal(store):
    write(store.data_dir / "saves", "not a folder")
    assert store.read_save("g", "slot1") is None and store.take_problems() == []
    with pytest.raises(OSError) as caught:
        store.write_save("g", "slot1", {"x": 1})
    assert st.write_problem(caught.value).key == "file.in_the_way"
    assert (store.data_dir / "saves").read_text() == "not a folder"


# -- 3. every value is checked before use -------------------------------------------------------


@pytest.mark.parametrize("when", ["NaN", "Infinity", "-Infinity", "1e30", "-5", "true", '"x"'])
def test_a_save_time_out_of_range_is_a_damaged_file(store, when):
    other = good_save(store)
    write(store.save_path("g", "slot1"), f'{{"format": 1, "state": {{}}, "saved_at": {when}}}')
    assert store.read_save("g", "slot1") is None
    assert [p.key for p in store.take_problems()] == ["file.malformed"]
    latest = store.latest_save("g")
    assert latest[0] == "slot2" and store.save_path("g", "slot2").read_bytes() == other
    time.localtime(latest[1]["saved_at"])


@pytest.mark.parametrize("value", ["true", "1.0", '"1"'])
def test_a_boolean_or_other_non_integer_format_is_refused(store, value):
    write(store.save_path("g", "slot1"), f'{{"format": {value}, "state": {{}}, "saved_at": 1}}')
    assert store.read_save("g", "slot1") is None
    assert [p.key for p in store.take_problems()] == ["file.no_format"]


@pytest.mark.parametrize("score", ["true", "1e3", "10000000000000000000000000000000"])
def test_a_score_that_is_not_a_bounded_whole_number_is_refused(store, score):
    row = f'{{"name": "Ana", "score": {score}}}'
    write(store.scores_path("g"), f'{{"format": 1, "tables": {{"m": [{row}]}}}}')
    assert store.high_scores("g", "m") == []
    assert [p.key for p in store.take_problems()] == ["file.malformed"]


# -- 4. text from a file is data --------------------------------------------------------------


@pytest.mark.parametrize(
    "detail",
    [
        {"key": "{x.nope}"},
        {"key": "oops {"},
        {"key": "mooxil.score_detail", "fields": {}},  # its text uses {level}
        {"key": "mooxil.score_detail", "fields": {"level": 3, "extra": 1}},
        {"key": "mooxil.score_detail", "fields": {"nope": 3}},
        {"key": "save.done", "fields": {"x": "y" * 1000}},
        {"key": "mooxil.score_detail", "fields": {"level": 10**30}},
        {"key": "mooxil.score_detail", "fields": {"level": True}},
    ],
)
def test_a_stored_message_must_be_known_and_have_exactly_its_texts_fields(detail):
    i18n.register(games.by_name("mooxil").texts())
    with pytest.raises(ValueError):
        loaded(detail)


def test_a_known_message_with_its_fields_loads_and_renders():
    i18n.register(games.by_name("mooxil").texts())
    message = loaded({"key": "mooxil.score_detail", "fields": {"level": 3}})
    assert message == Message("mooxil.score_detail", {"level": 3})
    assert "3" in i18n.say(message)


@pytest.mark.parametrize("size", [1_000_000, 10_000_000])
def test_a_huge_name_is_a_damaged_score_file_and_quick(store, size):
    row = {"name": "W" * size, "score": 5}
    write(store.scores_path("g"), json.dumps({"format": 1, "tables": {"m": [row]}}))
    started = time.perf_counter()
    assert store.high_scores("g", "m") == []
    assert time.perf_counter() - started < 2
    assert [p.key for p in store.take_problems()] == ["file.malformed"]


def test_a_huge_summary_is_a_damaged_save(store):
    payload = {"format": 1, "state": {}, "saved_at": 1, "summary": "S" * 1_000_000}
    write(store.save_path("g", "slot1"), json.dumps(payload))
    assert store.read_save("g", "slot1") is None
    assert [p.key for p in store.take_problems()] == ["file.malformed"]


# -- 5. no litter -----------------------------------------------------------------------------


def test_old_temporary_files_of_ours_are_removed_and_nothing_else(store):
    folders = [store.config_dir, store.data_dir / "scores", store.data_dir / "saves" / "abaku"]
    old = time.time() - 120
    orphans, kept = [], []
    for folder in folders:
        folder.mkdir(parents=True)
        orphan = folder / ".slot1.json.ab12_x9z.tmp"
        orphan.write_text("{")
        os.utime(orphan, (old, old))
        orphans.append(orphan)
        fresh = folder / ".slot2.json.zz99_aaa.tmp"  # a write under way right now
        fresh.write_text("{")
        others = [folder / "mine.tmp", folder / ".notes.txt.ab12_x9z.tmp", folder / "a.json"]
        for other in others:
            other.write_text("keep")
            os.utime(other, (old, old))
        kept += [fresh, *others]
    store.remove_orphans()
    assert not any(orphan.exists() for orphan in orphans)
    assert all(path.exists() for path in kept)


# -- 6. nothing else is lost ------------------------------------------------------------------


def test_unknown_settings_keys_survive_the_next_save(store):
    store.save_settings({"lang": "fr", "from_the_future": {"a": [1, 2]}})
    settings = load_settings(store)
    settings.volume = 10
    save_settings(store, settings)
    raw = json.loads(store.settings_path.read_text())
    assert raw["from_the_future"] == {"a": [1, 2]} and raw["volume"] == 10
    assert store.take_problems() == []


def test_unusable_key_bindings_are_reported_and_dropped_alone(store):
    from core.app import _check_bindings

    bindings = {
        "tetrhex": {"classic": {"left": ["no such key"], "right": ["d"], "later": ["x"]}},
        "abaku": 5,
        "future_game": {"p": {"a": [3]}},
    }
    store.save_settings({"bindings": bindings, "lang": "es"})
    settings = load_settings(store, _check_bindings)
    assert settings.bindings == {
        "tetrhex": {"classic": {"right": ["d"], "later": ["x"]}},
        "future_game": {"p": {"a": [3]}},
    }
    (problem,) = store.take_problems()
    for info in games.GAMES:
        i18n.register(info.texts())  # as the app does
    i18n.set_language("es")
    assert "por defecto: teclas de Tetrhex, teclas de Abaku. " in i18n.say(problem)


# -- 7. a settings file with wrong values is told once -------------------------------------------


def test_many_bad_settings_make_one_message(store):
    bad = {"lang": 3, "volume": True, "muted": 1, "fullscreen": "no", "palette": None}
    store.save_settings(bad)
    original = store.settings_path.read_bytes()
    assert load_settings(store) == Settings()
    (problem,) = store.take_problems()
    assert len(problem.fields["names"]) == 5
    (kept,) = kept_copies(store.config_dir)
    assert kept.read_bytes() == original
    load_settings(store)
    assert store.take_problems() == []


def test_bad_settings_on_a_read_only_disk_are_told_without_a_repair(store, monkeypatch):
    store.save_settings({"volume": -4})

    def refuse(*_):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(st, "atomic_write", refuse)
    assert load_settings(store) == Settings()
    (problem,) = store.take_problems()
    assert problem.key == "settings.reset_unsaved"
    i18n.set_language("fr")
    assert "lecture seule" in i18n.say(problem)
    assert kept_copies(store.config_dir) == []


def test_what_is_written_is_what_reading_accepts(store):
    assert store.add_high_score("g", "m", st.ScoreEntry("N" * 500, 7)) == 0
    assert store.add_high_score("g", "m", st.ScoreEntry("Big", 10**30)) is None
    store.write_save("g", "slot1", {"x": 1}, "S" * 5000)
    assert [e.name for e in store.high_scores("g", "m")] == ["N" * st.NAME_LIMIT]
    assert len(store.read_save("g", "slot1")["summary"]) == 200
    assert store.take_problems() == []
