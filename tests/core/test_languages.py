"""Every UI string has its English in the code and a translation in every shipped catalogue;
the catalogues follow the code; plurals, numbers and dates follow the language's rules."""

import datetime
import gettext
import io
import re
from pathlib import Path

import babel.messages.catalog
import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import games
from core import i18n
from core.app import App, Options
from core.input import NAMED_KEYS
from core.message import Message
from core.settings import LANGUAGES, PALETTES, Settings
from core.storage import SAVE_SLOTS
from games.abaku.refusals import SENTENCES as ABAKU_REFUSALS
from games.m.refusals import CODES as M_REFUSALS
from games.m.refusals import SIDE_WORDS as M_SIDES
from games.minusmax import refusals as minusmax_refusals
from games.mooxil import refusals as mooxil_refusals
from tools.babel_english import english_tables

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in LANGUAGES if code != "en"]

# keys built at run time from a known list: prefix -> the suffixes that exist
DYNAMIC = {
    "colour.": [str(i) for i in range(8)],
    "palette.": list(PALETTES),
    "save.": list(SAVE_SLOTS),
    "key.": list(NAMED_KEYS),
    # engine refusals are worded from their code (``<game>.refuse.<code>``)
    "m.refuse.": [*M_REFUSALS, *(f"no_match_{side}" for side in M_SIDES)],
    "abaku.refuse.": list(ABAKU_REFUSALS),
    "minusmax.refuse.": list(minusmax_refusals.ENGLISH),  # worded from the engine's codes
    "mooxil.refuse.": list(mooxil_refusals.CODES),
}


def all_english():
    english = i18n.english()
    for info in games.GAMES:
        english.update(info.texts())
    return english


@pytest.fixture(autouse=True)
def every_game_registered(monkeypatch):
    monkeypatch.setattr(i18n, "_english", all_english())


def catalogue(code):
    with (i18n.LOCALE_DIR / code / "LC_MESSAGES" / "tessera.po").open("rb") as handle:
        return read_po(handle)


def forms(text):
    return list(text) if isinstance(text, (list, tuple)) else [text]


def fields(text):
    return set(re.findall(r"{(\w+)}", text))


def source_text():
    files = [ROOT / "main.py", *(ROOT / "core").rglob("*.py"), *(ROOT / "games").rglob("*.py")]
    return "\n".join(
        path.read_text(encoding="utf-8")
        for path in files
        if "/lang/" not in str(path) and path.name != "text.py"
    )


def test_every_shipped_language_has_a_catalogue_and_every_catalogue_is_shipped():
    on_disk = {path.parent.parent.name for path in i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.po")}
    assert on_disk == set(TRANSLATED)


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_for_the_current_english(code):
    english = all_english()
    entries = {message.context: message for message in catalogue(code) if message.id}
    missing = sorted(set(english) - set(entries))
    assert not missing, f"{code} lacks {missing}"
    unknown = sorted(set(entries) - set(english))
    assert not unknown, f"{code} translates keys the code no longer has: {unknown}"
    stale = [k for k, m in entries.items() if m.fuzzy or forms(m.id) != forms(english[k])]
    assert not stale, f"{code}: the English changed since these were translated: {stale}"
    empty = [k for k, m in entries.items() if not all(forms(m.string))]
    assert not empty, f"{code} has untranslated messages: {empty}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_agree_with_the_english(code):
    for message in catalogue(code):
        if not message.id:
            continue
        wanted = set().union(*(fields(text) for text in forms(message.id)))
        plural = isinstance(message.id, (list, tuple))
        # a singular may say "one tile" instead of the count; every other field stays
        optional = {i18n.counted_field(message.id[1])} if plural else set()
        for text in forms(message.string):
            assert fields(text) | optional >= wanted and fields(text) <= wanted, (
                code,
                message.context,
                text,
            )


def what_a_catalogue_says(mo_bytes: bytes) -> tuple[dict, str]:
    """Every message of a compiled catalogue (context, singular and each plural form) and its
    plural rule: what the game reads from it, without the header lines a tool writes (such as
    ``Generated-By``), so a newer Babel that compiles the same words compares equal."""
    translations = gettext.GNUTranslations(io.BytesIO(mo_bytes))
    messages = {key: text for key, text in translations._catalog.items() if key != ""}
    return messages, translations._info.get("plural-forms", "")


@pytest.mark.parametrize("code", TRANSLATED)
def test_compiled_catalogues_are_up_to_date(code):
    """The game loads the .mo files: they must say what the .po files compile to."""
    compiled = io.BytesIO()
    write_mo(compiled, catalogue(code))
    shipped = (i18n.LOCALE_DIR / code / "LC_MESSAGES" / "tessera.mo").read_bytes()
    assert what_a_catalogue_says(shipped) == what_a_catalogue_says(compiled.getvalue()), (
        "run `make catalogues`"
    )


def test_the_catalogue_comparison_sees_words_and_ignores_the_tool_header(monkeypatch):
    """The check above fails on a changed, missing or extra translation, a changed plural form
    or plural rule, and passes when only the header of the tool that compiled it differs."""
    po = catalogue("fr")
    reference = io.BytesIO()
    write_mo(reference, po)
    said = what_a_catalogue_says(reference.getvalue())

    def recompiled(change) -> tuple[dict, str]:
        copy = read_po(io.BytesIO(po_bytes))
        change(copy)
        out = io.BytesIO()
        write_mo(out, copy)
        return what_a_catalogue_says(out.getvalue())

    po_bytes = (i18n.LOCALE_DIR / "fr" / "LC_MESSAGES" / "tessera.po").read_bytes()
    plural = next(m for m in po if m.id and m.pluralizable and m.string[1])
    single = next(m for m in po if m.id and not m.pluralizable and m.string and m.context)

    def edit(message_id, context, value):
        def change(copy):
            copy.get(message_id, context=context).string = value

        return change

    def drop(copy):
        copy.delete(single.id, context=single.context)

    def other_header(copy):
        copy.version = "9.9"
        monkeypatch.setattr(babel.messages.catalog, "VERSION", "99.0")  # Generated-By

    def other_plural_rule(copy):
        copy._num_plurals, copy._plural_expr = 3, "(n==1 ? 0 : n==2 ? 1 : 2)"

    assert recompiled(other_header) == said
    assert recompiled(edit(single.id, single.context, single.string + "!")) != said
    assert recompiled(edit(plural.id, plural.context, (plural.string[0], "x"))) != said
    assert recompiled(drop) != said
    assert recompiled(other_plural_rule) != said


def test_the_template_holds_exactly_the_english_of_the_code():
    tables = [ROOT / "core" / "lang" / "en.py", *sorted((ROOT / "games").glob("*/text.py"))]
    extracted = {
        (key, tuple(forms(text)))
        for path in tables
        for _line, key, text in english_tables(path.read_text(encoding="utf-8"))
    }
    with (i18n.LOCALE_DIR / "tessera.pot").open("rb") as handle:
        template = {(m.context, tuple(forms(m.id))) for m in read_po(handle) if m.id}
    assert template == extracted, "run `make catalogues`"
    assert {key for key, _ in extracted} == set(all_english())


def menu_entry_keys():
    """The keys each game's menu entry names, built from its help topics and its actions."""
    keys = set()
    for info in games.GAMES:
        keys.update(key for page in info.help_pages for key in page)
        keys.update(info.action_labels.values())
    return keys


def test_every_key_a_menu_entry_names_has_its_english():
    missing = sorted(menu_entry_keys() - set(all_english()))
    assert not missing, f"keys without English: {missing}"
    assert {"m.help.round_title", "tetrhex.action.explode"} <= menu_entry_keys()


def test_every_key_is_used_somewhere():
    source = source_text()
    named = menu_entry_keys()
    unused = []
    for key in all_english():
        if key in named:
            continue
        prefix = next((p for p in DYNAMIC if key.startswith(p)), None)
        if prefix is not None and key[len(prefix) :] in DYNAMIC[prefix]:
            continue
        if f'"{key}"' not in source and f"'{key}'" not in source:
            unused.append(key)
    assert not unused, f"keys never used: {unused}"


def test_plural_entries_agree_on_their_fields():
    for key, text in all_english().items():
        if isinstance(text, tuple):
            singular, plural = text
            counted = i18n.counted_field(plural)
            assert fields(singular) - {counted} == fields(plural) - {counted}, key


def test_a_plural_is_counted_by_count_or_else_by_its_last_field():
    assert i18n.counted_field("{name} exchanged {count} tiles") == "count"
    assert i18n.counted_field("level {level}, {lines} lines") == "lines"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_are_not_just_english(code):
    def words(text):
        return re.sub(r"{\w+}", "", text)

    same = [
        m.context
        for m in catalogue(code)
        if m.id
        and forms(m.string) == forms(m.id)
        and sum(ch.isalpha() for ch in words(forms(m.id)[0])) > 12
    ]
    assert len(same) <= 2, f"{code} copies English for {same}"


def test_unknown_language_is_refused_and_missing_key_shows_the_key():
    with pytest.raises(ValueError):
        i18n.set_language("xx")
    assert i18n.t("no.such.key") == "no.such.key"
    assert i18n.t("handover.pass_to", name="Ana") == "Pass to Ana"
    i18n.set_language("de")
    assert i18n.t("handover.pass_to", name="Ana") == "Weitergeben an Ana"


@pytest.mark.parametrize(
    ("code", "zero", "one", "two"),
    [
        ("en", "Ana exchanged 0 tiles", "Ana exchanged 1 tile", "Ana exchanged 2 tiles"),
        ("fr", "Ana a échangé 0 jeton", "Ana a échangé 1 jeton", "Ana a échangé 2 jetons"),
        ("es", "Ana cambió 0 fichas", "Ana cambió 1 ficha", "Ana cambió 2 fichas"),
        ("de", "Ana tauschte 0 Steine", "Ana tauschte 1 Stein", "Ana tauschte 2 Steine"),
    ],
)
def test_a_count_picks_the_plural_form_by_the_languages_rule(code, zero, one, two):
    i18n.set_language(code)
    said = [i18n.t("abaku.log_exchange", name="Ana", count=n) for n in (0, 1, 2)]
    assert said == [zero, one, two]


@pytest.mark.parametrize(
    ("code", "one", "many"),
    [
        ("en", "Game over: Ana wins with -1 point!", "Game over: Ana wins with -3 points!"),
        (
            "fr",
            "Partie finie : Ana gagne avec -1 point !",
            "Partie finie : Ana gagne avec -3 points !",
        ),
        ("de", "Spielende: Ana gewinnt mit -1 Punkt!", "Spielende: Ana gewinnt mit -3 Punkten!"),
    ],
)
def test_a_negative_count_takes_the_form_of_its_size(code, one, many):
    i18n.set_language(code)
    said = [i18n.t("m.status.over_win", name="Ana", score=n) for n in (-1, -3)]
    assert [text.replace("\u2212", "-") for text in said] == [one, many]


def test_a_plural_entry_without_its_count_is_a_clear_error():
    with pytest.raises(TypeError, match="count"):
        i18n.t("abaku.log_exchange", name="Ana")
    with pytest.raises(TypeError, match="lines"):
        i18n.t("tetrhex.score_detail", level=2, lines="3")


@pytest.mark.parametrize(
    ("code", "one", "many"),
    [
        ("en", "level 4, 1 line", "level 4, 1,500 lines"),
        ("fr", "niveau 4, 1 ligne", "niveau 4, 1\u00a0500 lignes"),
        ("de", "Level 4, 1 Linie", "Level 4, 1.500 Linien"),
    ],
)
def test_a_stored_high_score_detail_counts_its_lines(code, one, many):
    i18n.set_language(code)
    said = [Message("tetrhex.score_detail", {"level": 4, "lines": n}) for n in (1, 1500)]
    assert [i18n.say(message) for message in said] == [one, many]


def test_a_stored_message_with_a_count_reads_in_the_language_of_the_moment():
    message = Message("abaku.log_exchange", {"name": "Ana", "count": 1000})
    assert i18n.say(message) == "Ana exchanged 1,000 tiles"
    i18n.set_language("de")
    assert i18n.say(message) == "Ana tauschte 1.000 Steine"


@pytest.mark.parametrize(
    ("code", "written"),
    [("en", "167,493"), ("es", "167.493"), ("fr", "167\u00a0493"), ("de", "167.493")],
)
def test_numbers_are_written_as_the_language_writes_them(code, written):
    i18n.set_language(code)
    assert i18n.number(167493) == written


@pytest.mark.parametrize(
    ("code", "written"),
    [("en", "11/25/26"), ("es", "25/11/26"), ("fr", "25/11/2026"), ("de", "25.11.26")],
)
def test_dates_are_written_in_the_languages_order(code, written):
    i18n.set_language(code)
    assert i18n.day(datetime.date(2026, 11, 25)) == written


@pytest.mark.parametrize(
    ("code", "written"),
    [("en", "11/25/26, 4:01\u202fPM"), ("fr", "25/11/2026 16:01"), ("de", "25.11.26, 16:01")],
)
def test_a_moment_is_written_in_the_languages_order(code, written):
    i18n.set_language(code)
    assert i18n.moment(datetime.datetime(2026, 11, 25, 16, 1)) == written


def test_high_score_dates_follow_the_language():
    from core.scores_scene import shown_date

    i18n.set_language("de")
    assert shown_date("2026-11-25") == "25.11.26"
    assert shown_date("") == ""  # an entry that never had a date


def test_lang_on_the_command_line_holds_for_that_run_only(private_home):
    app = App(Options(headless=True, lang="fr"))
    assert i18n.language() == "fr"
    app.settings.volume = 30
    app.apply_settings()  # saving any setting keeps the language chosen in Settings
    assert i18n.language() == "fr"
    App(Options(headless=True))
    assert i18n.language() == "en"
    assert Settings().lang == "en"


def test_choosing_a_language_in_settings_during_a_lang_run_is_kept(private_home):
    app = App(Options(headless=True, lang="fr"))
    app.settings.lang = "de"
    app.apply_settings()
    assert i18n.language() == "de"
    App(Options(headless=True))
    assert i18n.language() == "de"
