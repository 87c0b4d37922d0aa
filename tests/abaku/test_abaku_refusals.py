"""Refusals as codes with fields: the engine decides them, the English sentence comes from them,
and the scene says them in the player's language; the log keeps why a player went out."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from core import i18n
from games.abaku import text as abaku_text
from games.abaku.logic import (
    END_PASSES,
    END_PLAYERS_OUT,
    OUT_FORFEITED,
    OUT_SURRENDERED,
    AbakuState,
    Exchange,
    IllegalMove,
    LogEntry,
    Pass,
    Place,
    PlacedTile,
    Refusal,
    Surrender,
    new_game,
)
from games.abaku.moves import WILD
from games.abaku.placement import analyse_placement, placement_refusal
from games.abaku.refusals import ACROSS, DOWN, SENTENCES

ROOT = Path(__file__).resolve().parents[2]
OPENING = {(7, 6): 2, (7, 7): 4}

# board, move, code, fields, the sentence (unchanged from when the scene read it back), and
# the fields in words as the scene's texts take them.
PLACEMENTS = [
    (OPENING, {}, "no_tiles", {}, "Place at least one tile.", {}),
    (
        OPENING,
        {(8, col): 1 for col in range(6)},
        "too_many",
        {"count": 5},
        "A move places at most 5 tiles.",
        {"count": 5},
    ),
    (
        OPENING,
        {(14, 7): 1, (15, 7): 1},
        "off_board",
        {"square": (15, 7)},
        "(15, 7) is off the board.",
        {"square": "(15, 7)"},
    ),
    (
        OPENING,
        {(7, 8): 12},
        "bad_digit",
        {"digit": 12},
        "A tile shows a digit 0 to 9, not 12.",
        {"digit": 12},
    ),
    (
        OPENING,
        {(7, 7): 3},
        "occupied",
        {"square": (7, 7)},
        "H8 already holds a tile.",
        {"square": "H8"},
    ),
    (
        OPENING,
        {(6, 8): 1, (8, 9): 2},
        "one_line",
        {},
        "All tiles of one move must lie in one row or one column.",
        {},
    ),
    (
        OPENING,
        {(7, 9): 1, (7, 11): 2},
        "gap",
        {"square": (7, 10)},
        "The tiles must form one unbroken line, but K8 between them is empty.",
        {"square": "K8"},
    ),
    ({}, {(7, 7): 4}, "first_two", {}, "The first move needs at least 2 tiles.", {}),
    (
        {},
        {(2, 2): 2, (2, 3): 4},
        "first_centre",
        {"square": (7, 7)},
        "The first move must cover the centre square H8.",
        {"square": "H8"},
    ),
    (
        OPENING,
        {(2, 2): 2, (2, 3): 4},
        "touch",
        {},
        "At least one new tile must touch a tile already on the board.",
        {},
    ),
    (
        OPENING,
        {(7, 8): 9},
        "no_example",
        {"digit": 9, "square": (7, 8)},
        "The 9 on I8 is not part of any example.",
        {"digit": 9, "square": "I8"},
    ),
    (
        {(6, 8): 5, (7, 6): 2, (7, 7): 4},
        {(7, 8): 8},
        "adjacency",
        {"digit": 5, "square": (6, 8), "other": 8, "other_square": (7, 8), "reading": DOWN},
        "The 5 on I7 and the 8 on I8 touch, but no example reading top to bottom contains both.",
        {"digit": 5, "square": "I7", "other": 8, "other_square": "I8", "reading": DOWN},
    ),
    (
        {(8, 6): 5, (6, 7): 2, (7, 7): 4},
        {(8, 7): 8},
        "adjacency",
        {"digit": 5, "square": (8, 6), "other": 8, "other_square": (8, 7), "reading": ACROSS},
        "The 5 on G9 and the 8 on H9 touch, but no example reading left to right contains both.",
        {"digit": 5, "square": "G9", "other": 8, "other_square": "H9", "reading": ACROSS},
    ),
]


@pytest.mark.parametrize(("board", "move", "code", "fields", "sentence", "words"), PLACEMENTS)
def test_a_placement_refusal_is_a_code_with_fields(board, move, code, fields, sentence, words):
    refusal = placement_refusal(board, move)
    assert refusal == Refusal(code, fields)
    assert str(refusal) == refusal.text() == sentence
    assert refusal.words() == words
    assert refusal.square == fields.get("square")
    with pytest.raises(IllegalMove) as raised:
        analyse_placement(board, move)
    assert str(raised.value) == sentence


def test_a_legal_placement_has_no_refusal():
    assert placement_refusal({}, OPENING) is None
    assert analyse_placement({}, OPENING).points == 12


def small_bag_game(left_in_bag):
    """A new game whose bag holds only ``left_in_bag`` tiles; the rest lie on the top rows."""
    data = new_game(1).to_dict()
    bag = data["bag"]
    parking = [(row, col) for row in range(4) for col in range(15)]
    parking += [(row, col) for row in range(11, 15) for col in range(15)]
    spare = bag[: len(bag) - left_in_bag]
    data["board"] = [[r, c, digit] for (r, c), digit in zip(parking, spare, strict=False)]
    data["bag"] = bag[len(bag) - left_in_bag :]
    return AbakuState.from_dict(data)


def state_refusals():
    """(state, move, code, fields, sentence) for the refusals the state itself decides."""
    state = new_game(1)
    rack = state.rack(0)
    absent = next(digit for digit in range(10) if digit not in rack)
    present = rack[0]
    held = rack.count(present)
    two_on_one = Place((PlacedTile(7, 7, present), PlacedTile(7, 7, absent)))
    too_many = Place.of({(7, col): present for col in range(7, 7 + held + 1)})
    short = small_bag_game(1)
    return [
        (state, two_on_one, "same_square", {}, "Two tiles cannot go on the same square."),
        (
            state,
            Place.of({(7, 7): absent, (7, 8): present}),
            "not_in_rack",
            {"tile": absent, "held": 0, "count": 1},
            f"Your rack has no {absent}.",
        ),
        (
            state,
            Place((PlacedTile(7, 7, 2, wild=True), PlacedTile(7, 8, present))),
            "not_in_rack",
            {"tile": WILD, "held": 0, "count": 1},
            "Your rack has no wildcard.",
        ),
        (
            state,
            too_many,
            "not_in_rack",
            {"tile": present, "held": held, "count": held + 1},
            f"Your rack holds only {held} {present}, not {held + 1}.",
        ),
        (
            state,
            Exchange(()),
            "exchange_count",
            {"count": 5},
            "Choose 1 to 5 tiles to exchange.",
        ),
        (
            short,
            Exchange(tuple(short.rack(0)[:2])),
            "bag_short",
            {"held": 1, "count": 2},
            "The bag holds only 1 tile, too few to exchange 2.",
        ),
        (state, Pass(timed_out=True), "no_timer", {}, "This game has no turn time limit."),
        (state, "castle", "not_a_move", {"move": "castle"}, "'castle' is not an Abaku move."),
    ]


@pytest.mark.parametrize(("state", "move", "code", "fields", "sentence"), state_refusals())
def test_the_state_decides_refusals_and_words_them_from_the_code(
    state, move, code, fields, sentence
):
    refusal = state.refusal(move)
    assert refusal == Refusal(code, fields)
    assert state.illegal_reason(move) == str(refusal) == sentence
    before = state.to_dict()
    with pytest.raises(IllegalMove) as raised:
        state.apply(move)
    assert str(raised.value) == sentence
    assert state.to_dict() == before


def test_legal_moves_have_no_refusal():
    state = new_game(3, time_limit=30)
    for move in [*state.legal_moves()[:20], Pass(timed_out=True), Surrender()]:
        assert state.refusal(move) is None and state.illegal_reason(move) is None


def test_placement_refusals_of_the_state_agree_with_the_referee():
    state = new_game(4)
    state.apply(state.legal_moves()[0])
    rack = state.rack(state.current_player)
    for row in range(5, 10):
        for col in range(5, 10):
            move = Place.of({(row, col): rack[0]})
            assert state.refusal(move) == placement_refusal(state.board(), move.cells)


def test_an_unknown_code_is_refused():
    with pytest.raises(ValueError, match="no such refusal"):
        Refusal("nonsense")


# -- the scene says refusals in the player's language ------------------------------------------


@pytest.fixture
def texts(monkeypatch):
    monkeypatch.setattr(i18n, "_english", i18n.english())
    i18n.register(abaku_text.EN)


def test_the_scene_translates_the_refusal_from_its_fields(texts):
    from games.abaku.words import refusal_text

    i18n.set_language("fr")
    gap = placement_refusal(OPENING, {(7, 9): 1, (7, 11): 2})
    assert refusal_text(gap) == i18n.t("abaku.refuse.gap", square="K8")
    assert "K8" in refusal_text(gap) and "vide" in refusal_text(gap)
    touch = placement_refusal({(6, 8): 5, (7, 6): 2, (7, 7): 4}, {(7, 8): 8})
    assert i18n.t("abaku.reading_down") in refusal_text(touch)
    assert "I7" in refusal_text(touch) and "I8" in refusal_text(touch)
    short = Refusal("bag_short", {"held": 1, "count": 2})
    assert refusal_text(short) == i18n.t("abaku.refuse.bag_short", held=1, count=2)


def test_every_refusal_code_is_worded_in_every_language(texts):
    from games.abaku.words import refusal_text

    for code in SENTENCES:  # the catalogue tests check each key in every language
        assert f"abaku.refuse.{code}" in i18n.english(), code
    i18n.set_language("es")
    assert refusal_text(new_game(1).refusal("castle")) == "Eso no es una jugada de Abaku."


# -- the log says who went out and why in fields, not only in its note -------------------------


def forfeited_game():
    state = new_game(5)
    for _ in range(2):
        state.apply(Pass())
        state.apply(Pass())
    state.apply(Pass())
    return state


def test_the_log_entry_keeps_why_a_player_went_out():
    entry = forfeited_game().log[-1]
    assert entry.out == OUT_FORFEITED and entry.end == END_PLAYERS_OUT
    assert entry.note == "out: three passes; game over: players out"
    data = entry.to_dict()
    assert data["out"] == OUT_FORFEITED and data["end"] == END_PLAYERS_OUT
    assert data["note"] == entry.note
    assert LogEntry.from_dict(json.loads(json.dumps(data))) == entry


def test_a_surrender_and_a_plain_pass_in_the_log():
    state = new_game(6, players=3)
    state.apply(Pass())
    state.apply(Surrender())
    passed, surrendered = state.log
    assert passed.out is None and passed.end is None and passed.note == ""
    assert surrendered.out == OUT_SURRENDERED and surrendered.end is None
    assert surrendered.note == "out: surrendered"


def test_an_older_save_with_only_notes_still_loads():
    state = forfeited_game()
    data = json.loads(json.dumps(state.to_dict()))
    for entry in data["log"]:
        del entry["out"], entry["end"]
    restored = AbakuState.from_dict(data)
    assert restored == state and restored.log == state.log
    old = {**state.log[-1].to_dict(), "note": "game over: passes"}
    del old["out"], old["end"]
    assert LogEntry.from_dict(old).end == END_PASSES and LogEntry.from_dict(old).out is None


@pytest.mark.parametrize(
    "change",
    [
        lambda entry: {**entry, "out": "bored"},
        lambda entry: {**entry, "end": "lunch"},
        lambda entry: {k: v for k, v in entry.items() if k not in ("out", "end")} | {"note": "?"},
    ],
)
def test_a_log_entry_with_an_unknown_reason_is_damaged(change):
    data = forfeited_game().to_dict()
    data["log"][-1] = change(data["log"][-1])
    with pytest.raises(ValueError, match="damaged"):
        AbakuState.from_dict(data)


def test_the_forfeit_headline_reads_the_field(texts):
    from games.abaku.examples_view import move_headline

    entry = forfeited_game().log[-1]
    assert move_headline(entry, "Ann") == i18n.t("abaku.log_forfeit", name="Ann")
    plain = LogEntry(0, Pass())
    assert move_headline(plain, "Ann") == i18n.t("abaku.log_pass", name="Ann")


# -- the rules stay pure -------------------------------------------------------------------------


def test_the_rules_modules_import_neither_pygame_nor_the_language_tables():
    code = (
        "import sys, games.abaku.logic, games.abaku.placement, games.abaku.refusals;"
        "print(sorted(m for m in sys.modules if m.startswith(('pygame', 'core.i18n'))))"
    )
    found = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert found.stdout.strip() == "[]"
