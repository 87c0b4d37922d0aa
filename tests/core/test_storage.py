"""Settings, saves and high scores: atomic writes, versions, and bad files moved aside."""

import json
import os

import pytest

from core import storage as st
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
    "content, words",
    [
        ('{"lang": "fr", "volu', "damaged"),  # truncated
        ("\x00\x01garbage", "damaged"),
        ("[1, 2, 3]", "no format number"),
        ('{"lang": "fr"}', "no format number"),
        ('{"format": 99, "lang": "fr"}', "newer version"),
    ],
)
def test_a_bad_settings_file_is_moved_aside_with_a_message(store, content, words):
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text(content)
    settings = load_settings(store)
    assert settings == Settings()
    problems = store.take_problems()
    assert len(problems) == 1 and words in problems[0]
    kept = [p for p in store.config_dir.iterdir() if ".bad-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == content  # nothing is lost
    assert not store.settings_path.exists()


def test_a_non_utf8_file_is_moved_aside(store):
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_bytes(b"\xff\xfe\xfa")
    assert load_settings(store) == Settings()
    assert "not text" in store.take_problems()[0]


def test_one_bad_value_falls_back_alone(store):
    store.save_settings({"lang": "klingon", "volume": 40, "muted": "yes"})
    settings = load_settings(store)
    assert settings.lang == "en" and settings.volume == 40 and settings.muted is False
    assert len(store.take_problems()) == 2


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
    assert store.take_problems()


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
    assert "newer version" in store.take_problems()[0]


def test_tessera_home_overrides_the_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TESSERA_HOME", str(tmp_path / "h"))
    store = st.Storage()
    assert store.config_dir == tmp_path / "h" / "config"
    assert store.data_dir == tmp_path / "h" / "data"
