"""A text to show later, in the language the player has *then*: a key and its fields.

What files keep for the player to read (a save slot's summary, a high score's detail, a
problem with a file) is kept in this form, so it follows the language setting instead of
staying in the language it was written in. Fields are text, whole numbers or messages (the
name of a setting, say), which are translated first. No pygame and no language tables here:
the shell renders with :func:`core.i18n.say`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Message:
    key: str
    fields: dict[str, Any] = field(default_factory=dict)

    def render(self, translate: Callable[..., str]) -> str:
        """The text. Whole numbers stay numbers: ``translate`` writes them the language's way
        and picks plural forms by them."""
        values = {
            name: value.render(translate) if isinstance(value, Message) else value
            for name, value in self.fields.items()
        }
        return translate(self.key, **values)

    def to_json(self) -> dict:
        fields = {
            name: value.to_json() if isinstance(value, Message) else value
            for name, value in self.fields.items()
        }
        return {"key": self.key, "fields": fields}

    @classmethod
    def from_json(cls, data: Any) -> Message:
        """The message stored by :meth:`to_json`; ``ValueError`` when ``data`` is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("key"), str):
            raise ValueError("not a stored message")
        fields = data.get("fields", {})
        if not isinstance(fields, dict):
            raise ValueError("a stored message's fields are not a table")
        return cls(data["key"], {name: _field(value) for name, value in fields.items()})


def _field(value: Any) -> Any:
    if isinstance(value, dict):
        return Message.from_json(value)
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise ValueError(f"a stored message has a field of type {type(value).__name__}")
    return value


Shown = str | Message
"""What a file can hold for the player: plain text (names, scores) or a message."""


def stored(value: Shown) -> str | dict:
    """``value`` as it is written to a file."""
    return value.to_json() if isinstance(value, Message) else value


def loaded(value: Any) -> Shown:
    """What :func:`stored` wrote; ``ValueError`` when the file holds something else."""
    if isinstance(value, str):
        return value
    return Message.from_json(value)
