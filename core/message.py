"""A text to show later, in the language the player has *then*: a key and its fields.

What files keep for the player to read (a save slot's summary, a high score's detail, a
problem with a file) is kept in this form, so it follows the language setting instead of
staying in the language it was written in. Fields are text, whole numbers or messages (the
name of a setting, say), which are translated first. No pygame and no language tables here:
the shell renders with :func:`core.i18n.say`, and tells this module how to look a key's
English text up (:func:`use_templates`) so that a message read from a file can be checked.

A message read from a file is data, never a format string: it is accepted only when its key
is one the program knows and its fields are exactly the ones that key's text uses, each of a
bounded size. Anything else is a damaged file.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

TEXT_LIMIT = 200  # characters of one text field read from a file (a name, a word)
NUMBER_LIMIT = 10**15  # a whole-number field read from a file is smaller than this
DEPTH_LIMIT = 4  # messages inside messages, read from a file


def _first_use(key: str) -> str | None:
    """Until :mod:`core.i18n` is imported (which installs its lookup), import it: a message
    is never refused only because the tables were not loaded yet."""
    import core.i18n  # noqa: F401

    return None if _templates is _first_use else _templates(key)


_templates: Callable[[str], str | None] = _first_use


def use_templates(lookup: Callable[[str], str | None]) -> None:
    """How to find the (English) text of a key; set once by :mod:`core.i18n`."""
    global _templates
    _templates = lookup


def template_fields(text: str) -> frozenset[str] | None:
    """The names of the ``{fields}`` ``text`` uses; ``None`` when it is not a clean template
    (a field with an index, an attribute, a format spec or an unbalanced brace)."""
    names = set()
    try:
        for _, name, spec, conversion in string.Formatter().parse(text):
            if name is None:
                continue
            if not name.isidentifier() or spec or conversion:
                return None
            names.add(name)
    except ValueError:
        return None
    return frozenset(names)


@dataclass(frozen=True)
class Message:
    key: str
    fields: dict[str, Any] = field(default_factory=dict)

    def render(self, translate: Callable[..., str]) -> str:
        """The text. Whole numbers stay numbers: ``translate`` writes them the language's way
        and picks plural forms by them."""
        values = {name: _render(value, translate) for name, value in self.fields.items()}
        return translate(self.key, **values)

    def to_json(self) -> dict:
        fields = {
            name: value.to_json() if isinstance(value, Message) else value
            for name, value in self.fields.items()
        }
        return {"key": self.key, "fields": fields}

    @classmethod
    def from_json(cls, data: Any, depth: int = 0) -> Message:
        """The message stored by :meth:`to_json`; ``ValueError`` when ``data`` is not one the
        program can show (see the module's notes)."""
        if depth > DEPTH_LIMIT:
            raise ValueError("a stored message is nested too deeply")
        if not isinstance(data, dict) or not isinstance(data.get("key"), str):
            raise ValueError("not a stored message")
        fields = data.get("fields", {})
        if not isinstance(fields, dict):
            raise ValueError("a stored message's fields are not a table")
        template = _templates(data["key"])
        if template is None:
            raise ValueError("a stored message has an unknown key")
        if template_fields(template) != frozenset(fields):
            raise ValueError("a stored message's fields are not the ones its text uses")
        return cls(data["key"], {name: _field(value, depth) for name, value in fields.items()})


def _field(value: Any, depth: int) -> Any:
    if isinstance(value, dict):
        return Message.from_json(value, depth + 1)
    if isinstance(value, str):
        if len(value) > TEXT_LIMIT:
            raise ValueError("a stored message has a field that is too long")
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        if abs(value) >= NUMBER_LIMIT:
            raise ValueError("a stored message has a number out of range")
        return value
    raise ValueError(f"a stored message has a field of type {type(value).__name__}")


def _render(value: Any, translate: Callable[..., str]) -> Any:
    if isinstance(value, Message):
        return value.render(translate)
    if isinstance(value, tuple):  # a list the shell made, such as the settings that were reset
        return ", ".join(str(_render(item, translate)) for item in value)
    return value


Shown = str | Message
"""What a file can hold for the player: plain text (names, scores) or a message."""


def stored(value: Shown) -> str | dict:
    """``value`` as it is written to a file."""
    return value.to_json() if isinstance(value, Message) else value


def loaded(value: Any, limit: int = TEXT_LIMIT) -> Shown:
    """What :func:`stored` wrote; ``ValueError`` when the file holds something else (a
    message the program cannot show, or plain text longer than ``limit``)."""
    if isinstance(value, str):
        if len(value) > limit:
            raise ValueError("a stored text is too long")
        return value
    return Message.from_json(value)
