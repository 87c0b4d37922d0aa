"""minusMax refusals: one code per reason, worded in English by the engine and in every
language by the text tables, from the same code."""

import pytest

from core import i18n
from core.engine import Refusal
from core.settings import LANGUAGES
from games.minusmax import messages, refusals, text
from games.minusmax.logic import EndTurn, Exchange, Place, TakeBack, new_game

CODES = [value for name, value in vars(refusals).items() if name.isupper() and name != "ENGLISH"]


def test_every_code_has_english_and_a_key():
    assert set(CODES) == set(refusals.ENGLISH)
    assert all(f"minusmax.refuse.{code}" in text.EN for code in CODES)  # catalogues: elsewhere


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_move_is_worded_in_the_players_language(lang):
    i18n.register(text.EN)
    i18n.set_language(lang)
    state = new_game(5)
    value = state.current_rack()[0]
    for move in (Place((7, 7), value), Place((0, 0), value), TakeBack(), Exchange((100,)), "x"):
        found = state.refusal(move)
        assert found is not None and found.code in CODES
        headline, _ = messages.worded(found)
        assert headline and "{" not in headline and not headline.startswith("minusmax.")
        assert state.illegal_reason(move) == refusals.english(found)


def test_the_codes_carry_the_facts_of_the_refusal():
    state = new_game(5)
    value = state.current_rack()[0]
    occupied = Refusal("occupied", {"cell": [0, 0], "value": state.tiles[(0, 0)]})
    assert state.refusal(Place((0, 0), value)) == occupied
    assert state.refusal(Place((9, 0), value)).code == "off_board"
    assert state.refusal(Exchange((100,))) == Refusal("not_in_rack", {"tiles": [100]})
    assert state.refusal(EndTurn()) is None
