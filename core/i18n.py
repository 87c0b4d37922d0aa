"""Every UI string: English in the code, every other language in a gettext catalogue.

A string has a stable dotted key (``menu.play``, ``tetrhex.title``; a game's keys start with
its name) and its English, written once: in ``core/lang/en.py`` for the shell and in the
``EN`` table of ``games/<name>/text.py`` for a game. An English entry that shows a count is a
pair ``(singular, plural)``, counted by a field (see :func:`t`).

The other languages live in ``locale/<code>/LC_MESSAGES/tessera.po`` (compiled to ``.mo``), one
entry per key: the key is the context (``msgctxt``), the English is the ``msgid``, so a
translation whose English changed is marked fuzzy when the catalogues are refreshed (``make
catalogues``). The lookup is gettext's ``pgettext(key, english)`` and ``npgettext`` for plurals;
a string missing from a catalogue reads in English.

Numbers and dates are written by Babel with the rules of the language (separators, order).
"""

from __future__ import annotations

import functools
import gettext
import importlib
import re
from datetime import date as Date
from datetime import datetime as DateTime
from pathlib import Path

from babel.dates import format_date, format_datetime
from babel.numbers import format_decimal

from core import message
from core.message import Shown
from core.settings import LANGUAGES

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "tessera"

English = str | tuple[str, str]  # a text, or (singular, plural) when it shows a count

_english: dict[str, English] = {}
_catalogues: dict[str, gettext.NullTranslations] = {}
_language = "en"


def register(english: dict[str, English]) -> None:
    """Add a game's English table (its keys and their English)."""
    _english.update(english)


def english() -> dict[str, English]:
    """Every registered key with its English (for tests and the text-fit checks)."""
    return dict(_english)


def template(key: str) -> str | None:
    """The English of ``key`` as one text holding every field it uses (both forms of a plural),
    or ``None`` for an unknown key: what a message read from a file is checked against."""
    source = _english.get(key)
    return " ".join(source) if isinstance(source, tuple) else source


def catalogue(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``code`` (English needs none: its text is the message id)."""
    if code not in _catalogues:
        _catalogues[code] = gettext.translation(DOMAIN, LOCALE_DIR, [code], fallback=code == "en")
    return _catalogues[code]


def set_language(code: str) -> None:
    global _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    catalogue(code)
    _language = code


def language() -> str:
    return _language


def t(key: str, **values: object) -> str:
    """The text of ``key`` in the current language, with ``{name}`` fields filled in and whole
    numbers written as the language writes them. An unknown key shows as itself.

    A plural entry picks its form with the language's rule (French says "0 jeton", English
    "0 tiles") by its counted field: ``count`` when the English shows ``{count}``, else the
    last field of the English plural ("level {level}, {lines} lines" counts ``lines``)."""
    source = _english.get(key)
    if source is None:
        return key
    count = _count(key, source[1], values) if isinstance(source, tuple) else None
    text = _looked_up(catalogue(_language), key, source, count)
    if not values:
        return text
    return text.format(**{name: _shown(value) for name, value in values.items()})


@functools.lru_cache(maxsize=4096)
def _looked_up(book: gettext.NullTranslations, key: str, source: English, count: int | None) -> str:
    """The catalogue's text for ``key``: a view asks for the same labels every frame, and
    gettext's lookup is the slow part of :func:`t`. The catalogue and the English are part
    of the memo's key, so a new language or a changed table is never answered from it."""
    if count is None:
        return book.pgettext(key, source)
    return book.npgettext(key, *source, count)


def counted_field(plural: str) -> str:
    """The field a plural entry is counted by (see :func:`t`)."""
    fields = re.findall(r"{(\w+)}", plural)
    return "count" if "count" in fields else fields[-1]


def _count(key: str, plural: str, values: dict[str, object]) -> int:
    field = counted_field(plural)
    count = values.get(field)
    if not isinstance(count, int) or isinstance(count, bool):
        raise TypeError(f"{key} is counted by {field}: pass {field}= as a whole number")
    return abs(count)  # "-1 point", "-5 points": the form follows the size (M's scores go below 0)


def _shown(value: object) -> object:
    return number(value) if isinstance(value, int) and not isinstance(value, bool) else value


def number(value: int) -> str:
    """A whole number as the language writes it (9,000 / 9.000 / 9 000).

    French groups with a narrow no-break space, which the bundled font draws too thin to
    see; the plain no-break space that French also uses reads better."""
    return _number(value, _language)


@functools.lru_cache(maxsize=4096)
def _number(value: int, code: str) -> str:
    """Remembered: scores and counts are drawn every frame, and Babel takes ~0.1 ms each."""
    return format_decimal(value, locale=code).replace("\u202f", "\u00a0")


def day(when: Date) -> str:
    """A calendar date, short, in the language's order (11/25/26, 25.11.26, 25/11/2026)."""
    return format_date(when, format="short", locale=_language)


def moment(when: DateTime) -> str:
    """A date and time of day, short, as the language writes them (25.11.26, 16:01)."""
    aware = when.astimezone()
    return format_datetime(aware, format="short", tzinfo=aware.tzinfo, locale=_language)


def say(shown: Shown) -> str:
    """Plain text as it is, or a :class:`~core.message.Message` in the current language."""
    return shown if isinstance(shown, str) else shown.render(t)


def _load_core_table() -> None:
    register(importlib.import_module("core.lang.en").STRINGS)


_load_core_table()
# what a message read from a file is checked against (its key must be known here)
message.use_templates(template)
