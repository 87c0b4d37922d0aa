"""The messages between a host and its joiners: JSON objects with a ``type``.

A joiner sends ``join`` first (with the protocol and game versions, the room code, a name,
and the token of an earlier join when it comes back), then ``move``, ``ping`` and ``sync``.
The host answers ``welcome``, ``state`` (the player's own view, whose lists a connection
is sent by what changed: :mod:`core.net.tails`), ``seats``, ``refused``, ``pong``, ``over``
and ``bye`` (then closes). :func:`read` checks what a joiner sent and raises
:class:`ProtocolError` with a refusal code for anything else.
"""

from __future__ import annotations

import json
from typing import Any

from core.version import VERSION

PROTOCOL_VERSION = 3
"""Raised whenever a message changes shape; a joiner of another protocol is refused at join."""


GAME_VERSION = VERSION
"""The program's version (core/version.py): a joiner of another version is refused at join."""

NAME_LIMIT = 16  # a seat's name, as the new-game dialog allows
CODE_LENGTH = 6
TOKEN_LIMIT = 64
TOKEN_LEAST = 16  # a joiner's own token is a secret: long enough not to be guessed
LANG_LIMIT = 8


class ProtocolError(ValueError):
    """A message the host cannot take: ``code`` (``bad_message``, ``unknown_message``...)
    and ``fields`` for its wording, as a refusal carries them."""

    def __init__(self, code: str, **fields: Any) -> None:
        super().__init__(code)
        self.code, self.fields = code, fields


def encode(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"))


def _text(value: Any, limit: int, optional: bool = False) -> bool:
    if value is None:
        return optional
    return isinstance(value, str) and 0 < len(value) <= limit


def _ascii(value: Any, least: int, limit: int, optional: bool = False) -> bool:
    """Text of ``least`` to ``limit`` ASCII characters (a code or a token: compared in
    constant time, which takes ASCII only)."""
    if value is None:
        return optional
    return isinstance(value, str) and value.isascii() and least <= len(value) <= limit


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_CHECKS = {
    "join": lambda m: (
        _whole(m.get("protocol"))
        and _text(m.get("version"), 40)
        and _text(m.get("game"), 20)
        and _ascii(m.get("code"), 1, 20)
        and _text(m.get("name"), NAME_LIMIT)
        and _ascii(m.get("token"), TOKEN_LEAST, TOKEN_LIMIT, optional=True)
        and _text(m.get("lang"), LANG_LIMIT, optional=True)
    ),
    "move": lambda m: "move" in m and (m.get("ref") is None or _whole(m.get("ref"))),
    "ping": lambda m: isinstance(m.get("t"), (int, float)) and not isinstance(m.get("t"), bool),
    "sync": lambda m: True,
}
CLIENT_TYPES = tuple(_CHECKS)


def read(text: str | bytes) -> dict:
    """A joiner's message, checked; :class:`ProtocolError` for malformed JSON, a message that
    is not an object, an unknown type or fields of the wrong kind."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ProtocolError("bad_message") from error
    if not isinstance(message, dict):
        raise ProtocolError("bad_message")
    kind = message.get("type")
    check = _CHECKS.get(kind) if isinstance(kind, str) else None
    if check is None:
        raise ProtocolError("unknown_message", type=str(kind)[:40])
    if kind == "join" and message.get("protocol") != PROTOCOL_VERSION:
        return message  # another protocol's join: the room refuses it naming both versions
    if not check(message):
        raise ProtocolError("bad_message")
    return message


def join(game: str, code: str, name: str, token: str | None = None, lang: str = "en") -> dict:
    """The first message of a joiner."""
    return {
        "type": "join",
        "protocol": PROTOCOL_VERSION,
        "version": GAME_VERSION,
        "game": game,
        "code": code,
        "name": name[:NAME_LIMIT] or "?",
        "token": token,
        "lang": lang,
    }


def refused(code: str, ref: int | None = None, scope: str = "net", **fields: Any) -> dict:
    """A refusal: ``scope`` ``"net"`` (worded from ``net.refuse.<code>``) or ``"game"`` (the
    game's own refusal codes, worded as in hot seat)."""
    return {"type": "refused", "scope": scope, "code": code, "fields": fields, "ref": ref}


def version_refusal(protocol: Any, version: Any) -> dict | None:
    """The refusal for a joiner of another protocol or game version, naming both; else None."""
    if protocol == PROTOCOL_VERSION and version == GAME_VERSION:
        return None
    return refused(
        "version",
        host=f"{GAME_VERSION} (protocol {PROTOCOL_VERSION})",
        joiner=f"{str(version)[:40]} (protocol {str(protocol)[:10]})",
    )
