"""Settings, saves and high scores: atomic writes, versions, and bad files moved aside."""

import json
import os

import pytest

import games
from core import i18n
from core import storage as st
from core.message import Message
from core.settings import Settings, load_settings, save_settings


@pytest.fixture
def store(tmp_path):
    return st.Storage(tmp_path / "config", tmp_path / "data")


def test_settings_round_trip_with_a_format_number(store):
    settings = Settings(lang="fr", volume=30, muted=True, palette="colourblind")
    save_settings(store, settings)
    raw = json.loads(store.settings_path.read_text())
    assert raw["format"] == st.FORMAT
    assert load_settings(store) == settings
    assert store.take_problems() == []


@pytest.mark.parametrize(
    "content, problem",
    [
        ('{"lang": "fr", "volu', "file.damaged"),  # truncated
        ("\x00\x01garbage", "file.damaged"),
        ("[1, 2, 3]", "file.no_format"),
        ('{"lang": "fr"}', "file.no_format"),
        ('{"format": 99, "lang": "fr"}', "file.newer"),
        ('{"format": 1, "3": 4, "lang": "fr"}', None),  # a valid file, for contrast
    ],
)
def test_a_bad_settings_file_is_moved_aside_with_a_message(store, content, problem):
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text(content)
    settings = load_settings(store)
    problems = store.take_problems()
    kept = [p for p in store.config_dir.iterdir() if ".bad-" in p.name]
    if problem is None:
        assert settings.lang == "fr" and problems == [] and kept == []
        return
    assert settings == Settings()
    assert [notice.key for notice in problems] == [problem]
    assert len(kept) == 1 and kept[0].read_text() == content  # nothing is lost
    assert problems[0].fields["file"] == "settings.json"
    assert problems[0].fields["kept"] == kept[0].name
    assert not store.settings_path.exists()


def test_a_non_utf8_file_is_moved_aside(store):
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_bytes(b"\xff\xfe\xfa")
    assert load_settings(store) == Settings()
    assert [notice.key for notice in store.take_problems()] == ["file.not_text"]


def test_bad_values_fall_back_alone_and_are_told_once_with_the_file_repaired(store):
    store.save_settings({"lang": "klingon", "volume": 40, "muted": "yes", "later": [1]})
    original = store.settings_path.read_bytes()
    settings = load_settings(store)
    assert settings.lang == "en" and settings.volume == 40 and settings.muted is False
    (notice,) = store.take_problems()
    assert notice.key == "settings.reset"
    names = notice.fields["names"]
    assert [name.key for name in names] == ["settings.language", "settings.mute"]
    kept = store.config_dir / notice.fields["kept"]
    assert kept.name.startswith("settings.bad-") and kept.read_bytes() == original
    repaired = json.loads(store.settings_path.read_text())
    assert repaired["lang"] == "en" and repaired["volume"] == 40 and repaired["later"] == [1]
    assert load_settings(store) == settings and store.take_problems() == []  # told once
    i18n.set_language("fr")
    text = i18n.say(notice)
    assert "par défaut : Langue, Son. " in text and kept.name in text, text


def test_a_game_whose_options_are_not_a_table_loses_them_alone(store):
    store.save_settings({"games": {"tetrhex": 5, "m": {"speed": "fast"}}})
    settings = load_settings(store)
    assert settings.games == {"m": {"speed": "fast"}}
    assert settings.game_options("tetrhex") == {}
    (notice,) = store.take_problems()
    assert notice.fields["names"] == (Message("settings.game_options"),)


@pytest.mark.parametrize(
    "code, words",
    [
        ("en", ["settings.json is damaged (line 1)", "settings.bad-"]),
        ("es", ["settings.json está dañado (línea 1)", "settings.bad-"]),
        ("fr", ["settings.json est endommagé (ligne 1)", "settings.bad-"]),
    ],
)
def test_file_messages_are_in_the_players_language(store, code, words):
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text("{{{")
    load_settings(store)
    i18n.set_language(code)
    text = store.take_problems()[0].render(i18n.t)
    assert all(word in text for word in words), text


def test_a_setting_is_named_as_the_settings_page_names_it(store):
    store.save_settings({"volume": 400})
    load_settings(store)
    (notice,) = store.take_problems()
    i18n.set_language("es")
    assert i18n.say(notice) == (
        "Algunos ajustes tenían valores inservibles y han vuelto a su valor por defecto: "
        f"Volumen. El archivo tal como estaba se conserva como {notice.fields['kept']}."
    )


def test_writes_are_atomic_and_leave_no_temporary_files(store, monkeypatch):
    store.save_settings({"lang": "es"})
    before = store.settings_path.read_text()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        store.save_settings({"lang": "fr"})
    assert store.settings_path.read_text() == before
    assert [p.name for p in store.config_dir.iterdir()] == ["settings.json"]


def test_high_scores_keep_the_best_ten_in_order(store):
    initial = [st.ScoreEntry("Original", 500)]
    assert store.high_scores("g", "m", initial) == initial
    for score in (100, 900, 300, 50, 700, 800, 200, 600, 400, 1000, 10):
        store.add_high_score("g", "m", st.ScoreEntry(f"p{score}", score), initial)
    table = store.high_scores("g", "m", initial)
    assert [e.score for e in table] == [1000, 900, 800, 700, 600, 500, 400, 300, 200, 100]
    assert "Original" in [e.name for e in table]
    assert not store.qualifies("g", "m", 100, initial)
    assert store.qualifies("g", "m", 101, initial)
    assert store.add_high_score("g", "m", st.ScoreEntry("late", 5), initial) is None
    assert store.add_high_score("g", "m", st.ScoreEntry("top", 5000), initial) == 0
    assert store.high_scores("g", "other") == []


def test_a_corrupt_score_file_gives_the_initial_table_and_a_message(store):
    path = store.scores_path("g")
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 1, "tables": {"m": [{"name": 3}]}}')
    initial = [st.ScoreEntry("Original", 500)]
    assert store.high_scores("g", "m", initial) == initial
    assert [notice.key for notice in store.take_problems()] == ["file.malformed"]


def test_save_slots_and_the_latest_one(store):
    assert store.latest_save("g") is None and not store.has_save("g")
    store.write_save("g", "slot2", {"x": 1}, "first")
    store.write_save("g", "autosave", {"x": 2}, "second")
    slot, payload = store.latest_save("g")
    assert slot == "autosave" and payload["state"] == {"x": 2} and payload["summary"] == "second"
    store.delete_save("g", "autosave")
    assert store.latest_save("g")[0] == "slot2"
    with pytest.raises(ValueError):
        store.save_path("g", "../escape")


def test_a_save_from_the_future_is_refused_with_a_message(store):
    path = store.save_path("g", "slot1")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": 2, "state": {}, "saved_at": 1}))
    assert store.read_save("g", "slot1") is None
    assert [notice.key for notice in store.take_problems()] == ["file.newer"]


def test_tessera_home_overrides_the_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TESSERA_HOME", str(tmp_path / "h"))
    store = st.Storage()
    assert store.config_dir == tmp_path / "h" / "config"
    assert store.data_dir == tmp_path / "h" / "data"


def test_messages_keep_their_fields_through_a_file_and_render_in_any_language(store):
    i18n.register(games.by_name("tetrhex").texts())  # the app registers every game's texts
    summary = Message("file.cannot_delete", {"file": "x", "error": Message("file.disk_full")})
    store.write_save("g", "slot1", {"x": 1}, summary)
    entry = st.ScoreEntry(
        "Ana", 1200, "2026-11-22", Message("tetrhex.score_detail", {"level": 4, "lines": 1500})
    )
    store.add_high_score("g", "m", entry)
    assert store.read_save("g", "slot1")["summary"] == summary
    (kept,) = store.high_scores("g", "m")
    assert kept == entry
    i18n.set_language("fr")
    assert i18n.say(kept.detail) == "niveau 4, 1\u00a0500 lignes"
    i18n.set_language("en")
    assert i18n.say(summary) == "x could not be deleted: the disk is full."


def test_plain_text_from_older_files_is_shown_as_it_is(store):
    path = store.scores_path("g")
    path.parent.mkdir(parents=True)
    row = {"name": "Ana", "score": 5, "when": "2026-01-01", "detail": "level 3"}
    path.write_text(json.dumps({"format": 1, "tables": {"m": [row]}}))
    assert store.high_scores("g", "m") == [st.ScoreEntry("Ana", 5, "2026-01-01", "level 3")]
    assert i18n.say(store.high_scores("g", "m")[0].detail) == "level 3"


@pytest.mark.parametrize(
    "detail",
    [{"key": 3}, {"key": "a", "fields": []}, {"key": "a", "fields": {"n": 1.5}}, ["a"], 7],
)
def test_a_malformed_stored_message_sets_the_file_aside(store, detail):
    path = store.scores_path("g")
    path.parent.mkdir(parents=True)
    row = {"name": "Ana", "score": 5, "when": "", "detail": detail}
    path.write_text(json.dumps({"format": 1, "tables": {"m": [row]}}))
    assert store.high_scores("g", "m") == []
    assert [notice.key for notice in store.take_problems()] == ["file.malformed"]
