"""A Babel extractor for Tessera's English tables (``pybabel extract -F babel.cfg``).

The English of every string is written once, as a dict from stable key to English: ``STRINGS``
in ``core/lang/en.py`` and ``EN`` in each ``games/<name>/text.py``. Each entry becomes one
template message with the key as its context and the English as its id, so ``pybabel
update`` marks a translation fuzzy when its English changes. A ``(singular, plural)`` pair
becomes a plural message.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

TABLES = ("EN", "STRINGS")


def english_tables(source: str) -> Iterator[tuple[int, str, str | tuple[str, str]]]:
    """(line, key, English) for every entry of the English tables in a module's source."""
    for node in ast.parse(source).body:
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)):
            continue
        if not any(isinstance(t, ast.Name) and t.id in TABLES for t in node.targets):
            continue
        for key, value in zip(node.value.keys, node.value.values, strict=True):
            yield key.lineno, ast.literal_eval(key), ast.literal_eval(value)


def extract(fileobj, keywords, comment_tags, options):
    """Babel's extractor interface: (line, function, messages, comments) per message."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for line, key, english in english_tables(source):
        if isinstance(english, tuple):
            yield line, "npgettext", (key, *english), []
        else:
            yield line, "pgettext", (key, english), []
