"""Every UI string, in English, Spanish and French.

The shell's tables live in ``core/lang/<code>.py``; each game adds its own tables in
``games/<name>/text.py`` (``EN``, ``ES``, ``FR``), registered by :func:`register`. Keys are
dotted (``menu.play``, ``tetrhex.title``); a game's keys start with its name.
"""

from __future__ import annotations

import importlib

from core import message
from core.message import Shown
from core.settings import LANGUAGES

_tables: dict[str, dict[str, str]] = {code: {} for code in LANGUAGES}
_language = "en"


def _load_core_tables() -> None:
    for code in LANGUAGES:
        _tables[code].update(importlib.import_module(f"core.lang.{code}").STRINGS)


def register(tables: dict[str, dict[str, str]]) -> None:
    """Add a game's tables: ``{"en": {...}, "es": {...}, "fr": {...}}``."""
    for code, strings in tables.items():
        _tables[code].update(strings)


def set_language(code: str) -> None:
    global _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    _language = code


def language() -> str:
    return _language


def t(key: str, **values: object) -> str:
    """The text of ``key`` in the current language, with ``{name}`` fields filled in."""
    text = _tables[_language].get(key) or _tables["en"].get(key) or key
    return text.format(**values) if values else text


def number(value: int) -> str:
    """A whole number with the language's thousands separator (9,000 / 9.000 / 9 000)."""
    return f"{value:,}".replace(",", t("format.thousands"))


def say(shown: Shown) -> str:
    """Plain text as it is, or a :class:`~core.message.Message` in the current language."""
    return shown if isinstance(shown, str) else shown.render(t, number)


def table(code: str) -> dict[str, str]:
    """The whole table of one language (for tests and the text-fit checks)."""
    return dict(_tables[code])


_load_core_tables()
# what a message read from a file is checked against (its key must be known here)
message.use_templates(lambda key: _tables["en"].get(key))
