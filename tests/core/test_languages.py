"""Every UI string exists in English, Spanish and French, and every one is used."""

import re
from pathlib import Path

import pytest

import games
from core import i18n
from core.input import NAMED_KEYS
from core.settings import LANGUAGES, PALETTES
from core.storage import SAVE_SLOTS
from games.abaku.refusals import SENTENCES as ABAKU_REFUSALS
from games.m.refusals import CODES as M_REFUSALS
from games.m.refusals import SIDE_WORDS as M_SIDES
from games.minusmax import refusals as minusmax_refusals
from games.mooxil import refusals as mooxil_refusals

ROOT = Path(__file__).resolve().parents[2]

# keys built at run time from a known list: prefix -> the suffixes that exist
DYNAMIC = {
    "colour.": [str(i) for i in range(8)],
    "lang.": list(LANGUAGES),
    "palette.": list(PALETTES),
    "save.": list(SAVE_SLOTS),
    "key.": list(NAMED_KEYS),
    # engine refusals are worded from their code (``<game>.refuse.<code>``)
    "m.refuse.": [*M_REFUSALS, *(f"no_match_{side}" for side in M_SIDES)],
    "abaku.refuse.": list(ABAKU_REFUSALS),
    "minusmax.refuse.": list(minusmax_refusals.ENGLISH),  # worded from the engine's codes
    "mooxil.refuse.": list(mooxil_refusals.CODES),
}


def all_tables():
    tables = {code: dict(i18n.table(code)) for code in LANGUAGES}
    for info in games.GAMES:
        for code, strings in info.texts().items():
            tables[code].update(strings)
    return tables


def source_text():
    files = [ROOT / "main.py", *(ROOT / "core").rglob("*.py"), *(ROOT / "games").rglob("*.py")]
    return "\n".join(
        path.read_text(encoding="utf-8")
        for path in files
        if "/lang/" not in str(path) and path.name != "text.py"
    )


def test_every_language_has_every_key():
    tables = all_tables()
    english = set(tables["en"])
    for code in LANGUAGES:
        missing = english - set(tables[code])
        extra = set(tables[code]) - english
        assert not missing, f"{code} lacks {sorted(missing)}"
        assert not extra, f"{code} has keys English lacks: {sorted(extra)}"
        empty = [key for key, value in tables[code].items() if not value]
        assert not empty, f"{code} has empty strings: {empty}"


def test_format_fields_agree_between_languages():
    tables = all_tables()
    for key, text in tables["en"].items():
        fields = set(re.findall(r"{(\w+)}", text))
        for code in LANGUAGES:
            assert set(re.findall(r"{(\w+)}", tables[code][key])) == fields, (code, key)


def test_every_key_is_used_somewhere():
    source = source_text()
    unused = []
    for key in all_tables()["en"]:
        prefix = next((p for p in DYNAMIC if key.startswith(p)), None)
        if prefix is not None and key[len(prefix) :] in DYNAMIC[prefix]:
            continue
        if f'"{key}"' not in source and f"'{key}'" not in source:
            unused.append(key)
    assert not unused, f"keys never used: {unused}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_are_not_just_english(code):
    if code == "en":
        return
    tables = all_tables()

    def words(text):
        return re.sub(r"{\w+}", "", text)

    same = [
        k
        for k, v in tables[code].items()
        if v == tables["en"][k] and sum(ch.isalpha() for ch in words(v)) > 12
    ]
    assert len(same) <= 2, f"{code} copies English for {same}"


def test_unknown_language_is_refused_and_missing_key_shows_the_key():
    with pytest.raises(ValueError):
        i18n.set_language("de")
    assert i18n.t("no.such.key") == "no.such.key"
    assert i18n.t("handover.pass_to", name="Ana") == "Pass to Ana"


def test_numbers_use_the_languages_separator():
    assert i18n.number(167493) == "167,493"
    i18n.set_language("fr")
    assert i18n.number(167493) == "167 493"
    i18n.set_language("es")
    assert i18n.number(1000000) == "1.000.000"
