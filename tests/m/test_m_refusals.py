"""Refusals of M are codes with fields: the engine's English and the player's language are
both worded from them, and every code has its words in every language."""

import json

import pytest

from core import i18n
from core.engine import Refusal
from games.m import text as m_text
from games.m.logic import ChooseLine, Pass, Place, Take
from games.m.refusals import CODES, SIDE_WORDS, cell_of, english, refused
from games.m.textlayout import scenario, tile_from_code
from games.m.words import refusal_key, refusal_text

T = tile_from_code
M_GAP = """
    P0    Y10s  B0
    R30q  .     G20c
"""
GAP = (1, 1)
SPLIT = """
    .     G10s  .     .
    B20c  R20c  R30q  Y30q
    .     .     .     P30q
"""


@pytest.fixture
def texts(monkeypatch):
    monkeypatch.setattr(i18n, "_english", i18n.english())
    i18n.register(m_text.EN)
    yield
    i18n.set_language("en")


def test_a_tile_that_shares_nothing_names_the_neighbour_and_its_side():
    state = scenario(M_GAP, [["Y40t"], ["B10c"]])
    refusal = state.refusal(Place(T("Y40t"), GAP))
    assert refusal == Refusal(
        "no_match",
        {
            "cell": [1, 1],
            "tile": T("Y40t").to_json(),
            "other": T("R30q").to_json(),
            "other_cell": [0, 1],
            "side": "left",
        },
    )
    assert json.loads(json.dumps(refusal.fields)) == refusal.fields
    assert cell_of(refusal) == (0, 1)
    assert english(refusal) == state.illegal_reason(Place(T("Y40t"), GAP))
    assert english(refusal) == (
        "the yellow 40 triangle shares nothing with the red 30 square on its left"
    )


def test_phase_and_hand_refusals_are_codes():
    state = scenario(M_GAP, [["Y40t"], ["R20s"]])
    assert state.refusal(Place(T("R20s"), GAP)) == refused("not_in_hand", tile=T("R20s").to_json())
    assert state.refusal(ChooseLine("row")).code == "no_choice"
    assert state.refusal(Take((0, 0))).code == "no_round"
    assert state.refusal("castle") == refused("not_a_move", move="'castle'")
    assert state.refusal(Pass()) is None


def test_take_refusals_point_at_the_cell():
    state = scenario(SPLIT, [["B0"], ["Y40q", "G0", "P0"], ["R0"]], pile=["G40t", "G30t"], turn=1)
    state.apply(Place(T("Y40q"), (4, 1)))
    splits = state.refusal(Take((1, 1)))
    assert splits == refused("splits", cell=[1, 1], tile=T("R20c").to_json())
    assert cell_of(splits) == (1, 1)
    assert state.refusal(Take((1, 0))) == refused("not_in_run", cell=[1, 0])
    assert state.refusal(Pass()).code == "not_placing"


def test_an_unknown_code_is_a_programming_error():
    with pytest.raises(ValueError, match="no such refusal"):
        refused("castle")


def test_every_code_has_words_in_every_language(texts):
    keys = {f"m.refuse.{code}" for code in CODES if code != "no_match"}
    keys |= {f"m.refuse.no_match_{side}" for side in SIDE_WORDS}
    assert keys <= set(i18n.english())  # the catalogue tests check each key in every language


def test_the_player_reads_the_refusal_in_his_language(texts):
    state = scenario(M_GAP, [["Y40t"], ["B10c"]])
    refusal = state.refusal(Place(T("Y40t"), GAP))
    assert refusal_key(refusal) == "m.refuse.no_match_left"
    i18n.set_language("fr")
    assert refusal_text(refusal) == "Cette tuile n'a rien en commun avec la tuile à sa gauche."
    missing = state.refusal(Place(T("R20s"), GAP))
    i18n.set_language("es")
    assert refusal_text(missing) == "No tienes ficha roja de 20 (estrella) en la mano."
    wide = refused("too_wide", cell=[6, 0], limit=6)
    assert refusal_text(wide) == "La mesa puede tener como mucho 6 columnas."
