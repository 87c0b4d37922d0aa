"""High scores of a match, decided once: finished games only, a real place only, once per
match id (even after a save and a load), with the date and the opponents; Esc cancels."""

import random

import pygame
import pytest

from core import i18n
from core.match import ABANDONED, Match, Seat
from core.message import Message
from core.scores_scene import (
    HighScoresScene,
    NameEntryScene,
    entry_note,
    initial_entries,
    offer_match_score,
    offer_match_scores,
)
from core.storage import ScoreEntry
from games.mooxil.info import INFO
from tests.support import past_the_guard


def finished_mooxil(seed=2):
    match = Match.start("mooxil", [Seat.human("Ana")], seed, {})
    rng = random.Random(seed)
    while not match.over:
        match.play(rng.choice(match.state.legal_moves()))
    assert match.result().scores[0] > 0
    return match


def press(app, key):
    app.scenes.top.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.scenes.apply()


def enter(app, match):
    assert offer_match_score(app, INFO, "default", match, 0)
    app.scenes.apply()
    assert isinstance(app.scenes.top, NameEntryScene)
    past_the_guard(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, HighScoresScene)


def test_a_finished_match_enters_once_even_after_a_save_and_load(app):
    match = finished_mooxil()
    enter(app, match)
    again = Match.from_save(match.to_save())
    assert not offer_match_score(app, INFO, "default", again, 0)
    (entry,) = app.storage.high_scores("mooxil", "default")
    assert entry.name == "Ana" and entry.match_id == match.match_id and entry.when


def test_a_score_won_with_hints_says_how_many_in_the_table(app):
    # Tetrhex marked a helped game apart; a turn-based game played by the hint entered unmarked
    match = finished_mooxil()
    match.hints_asked[0] = 3
    loaded = Match.from_save(match.to_save())
    detail = Message("mooxil.score_detail", {"level": loaded.state.level})
    assert offer_match_score(app, INFO, "default", loaded, 0, detail)
    app.scenes.apply()
    past_the_guard(app)
    press(app, pygame.K_RETURN)
    (entry,) = app.storage.high_scores("mooxil", "default")
    assert i18n.say(entry.detail) == i18n.say(detail) + " · 3 hints"
    unhelped = finished_mooxil(seed=5)
    assert offer_match_score(app, INFO, "default", unhelped, 0, detail)
    app.scenes.apply()
    assert app.scenes.top.detail == detail


def test_an_unfinished_or_abandoned_match_enters_nothing(app):
    match = Match.start("mooxil", [Seat.human("Ana")], 2, {})
    assert not offer_match_score(app, INFO, "default", match, 0)
    match.end(ABANDONED)
    assert not offer_match_score(app, INFO, "default", match, 0)


def test_a_score_below_one_is_never_a_high_score(app, monkeypatch):
    match = finished_mooxil()
    monkeypatch.setattr(type(match.state), "scores", lambda self: [-146])
    assert not offer_match_score(app, INFO, "default", match, 0)


def test_new_high_score_only_for_the_first_place(app):
    for score in (500, 400):
        app.storage.add_high_score("mooxil", "default", ScoreEntry("Old", score))
    match = finished_mooxil()
    score = match.result().scores[0]
    assert offer_match_score(app, INFO, "default", match, 0)
    app.scenes.apply()
    entry = app.scenes.top
    expected = 0 if score > 500 else 1 if score > 400 else 2
    assert entry.rank == expected


def test_esc_in_the_name_box_cancels_the_entry(app):
    match = finished_mooxil()
    assert offer_match_score(app, INFO, "default", match, 0)
    app.scenes.apply()
    past_the_guard(app)
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, NameEntryScene)
    assert app.storage.high_scores("mooxil", "default") == []


def test_an_entry_keeps_its_opponents_with_their_level(app):
    seats = [Seat.human("Ana", 0), Seat.computer(1, "Bot", 1)]
    match = Match.start("minusmax", seats, 3, {})
    assert match.opponents(0) == [{"name": "Bot", "kind": "computer", "level": 1}]
    entry = ScoreEntry("Ana", 90, "2026-01-01", "", match.match_id, tuple(match.opponents(0)))
    app.storage.add_high_score("minusmax", "2", entry)
    (kept,) = app.storage.high_scores("minusmax", "2")
    assert kept.opponents == ({"name": "Bot", "kind": "computer", "level": 1},)
    assert entry_note(kept) == i18n.t("scores.versus", names="Bot (1)")  # the date: own column


@pytest.mark.parametrize("bad", [{"name": "x", "score": 1, "opponents": 5}])
def test_a_malformed_entry_is_refused(bad):
    with pytest.raises(ValueError):
        ScoreEntry.from_json(bad)


def test_a_hand_edited_list_of_recorded_matches_is_ignored(app):
    import json

    app.storage.add_high_score("mooxil", "default", ScoreEntry("Old", 5, match_id="m1"))
    path = app.storage.scores_path("mooxil")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["recorded"] = 7
    path.write_text(json.dumps(data), encoding="utf-8")
    assert app.storage.recorded_matches("mooxil") == []
    assert app.storage.place_for("mooxil", "default", 10, "m2") == 0


def finished_hot_seat(seed=4):
    """A finished M game of Ana and Bea (humans, 230 and 80 points) against a computer."""
    seats = [Seat.human("Ana", 0), Seat.human("Bea", 1), Seat.computer(1, "Bot", 2)]
    match = Match.start("m", seats, seed, {})
    rng = random.Random(seed)
    while not match.over:
        match.play(rng.choice(match.state.legal_moves()))
    return match


def test_in_hot_seat_each_human_whose_score_places_is_offered_one_after_the_other(app):
    from games.m.info import INFO as M_INFO

    match = finished_hot_seat()
    assert match.result().scores == (230, 80, 90)
    assert offer_match_scores(app, M_INFO, "default", match)
    asked = []
    app.scenes.apply()
    while isinstance(app.scenes.top, NameEntryScene):
        box = app.scenes.top
        asked.append((box.entry.value, box.score))
        past_the_guard(app)
        press(app, pygame.K_RETURN)
    assert asked == [("Ana", 230), ("Bea", 80)]  # best first, each in turn
    assert isinstance(app.scenes.top, HighScoresScene)  # the table, once, after the last
    table = app.storage.high_scores("m", "default", initial_entries(M_INFO, "default"))
    assert {("Ana", 230), ("Bea", 80)} <= {(row.name, row.score) for row in table}
    again = Match.from_save(match.to_save())  # a reloaded game is offered to nobody again
    assert not offer_match_scores(app, M_INFO, "default", again)


def test_keys_pressed_as_the_name_box_appears_do_not_go_into_the_name(app):
    match = finished_mooxil()
    assert offer_match_score(app, INFO, "default", match, 0)
    app.scenes.apply()
    box = app.scenes.top
    for text in ("t", "h"):  # the keys of the game's last moves, still coming
        box.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
    press(app, pygame.K_RETURN)
    assert app.scenes.top is box and box.entry.value == "Ana"
    past_the_guard(app)
    box.handle(pygame.event.Event(pygame.TEXTINPUT, text="!"))
    assert box.entry.value.endswith("!")
