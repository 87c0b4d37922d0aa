"""The engine contract shared by the turn-based games (minusMax, Mooxil, M, Abaku).

Pure Python, no pygame. A game's rules module subclasses :class:`TurnBasedState` and exposes a
module-level ``new_game(seed, **options)``. The base class checks the preconditions of
:meth:`TurnBasedState.apply` once, so each game writes only:

- ``current_player`` (``None`` once the game is over), ``legal_moves()``, ``is_terminal()``,
  ``scores()``;
- ``refusal(move)``: why ``move`` cannot be played now, as a :class:`Refusal` (a code and its
  fields), or ``None`` when it can; ``illegal_reason(move)`` is its English wording (a game
  that has its own codes words them once with :func:`english`);
- ``_apply(move)``: the unchecked fast path, also used by search;
- ``to_dict()`` and the classmethod ``from_dict(d)``.

Equality compares ``to_dict()`` snapshots, so two states are equal exactly when they would
save the same. ``clone()`` is a deep copy unless a game overrides it with a faster one.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

NOT_LEGAL = "not_legal"
"""The code of a refusal that a game words only in English (it has no codes of its own yet)."""


class IllegalMove(ValueError):
    """A move that the rules refuse; the message says why, in words a player understands."""


@dataclass(frozen=True)
class Refusal:
    """Why a move is refused: a ``code`` (``"occupied"``, ``"game_over"``...) and the facts its
    wording needs (JSON-safe). Each language words it from the code in one place: English in
    the engine (:func:`english`), the player's language in the game's text tables under
    ``<game>.refuse.<code>``."""

    code: str
    fields: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def to_json(self) -> dict:
        return {"code": self.code, "fields": dict(self.fields)}


GAME_OVER = Refusal("game_over")


Wording = str | Callable[[Mapping[str, Any]], str]


def english(refusal: Refusal | None, texts: Mapping[str, Wording]) -> str | None:
    """``refusal`` worded from ``texts``: code -> an English template with ``{field}``s, or a
    function of the fields for a wording a template cannot say."""
    if refusal is None:
        return None
    if refusal.code == NOT_LEGAL:
        return str(refusal.fields.get("reason", "that move is not legal now"))
    wording = texts[refusal.code]
    return wording(refusal.fields) if callable(wording) else wording.format(**refusal.fields)


class TurnBasedState:
    """Base class of every turn-based game state."""

    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    def legal_moves(self) -> list[Any]:
        raise NotImplementedError

    def is_terminal(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def illegal_reason(self, move: Any) -> str | None:
        """Why ``move`` is illegal now, in English, or ``None``. The default asks
        ``legal_moves()``; a game with refusal codes words :meth:`refusal` instead."""
        if move in self.legal_moves():
            return None
        return f"{move} is not a legal move now"

    def refusal(self, move: Any) -> Refusal | None:
        """Why ``move`` is illegal now, as a code with fields, or ``None``.

        The default carries :meth:`illegal_reason`'s English under the code ``not_legal``, for
        a game that has no codes of its own yet; a game with codes overrides this and words
        :meth:`illegal_reason` from it.
        """
        if self.is_terminal():
            return GAME_OVER
        reason = self.illegal_reason(move)
        return None if reason is None else Refusal(NOT_LEGAL, {"reason": reason})

    def _apply(self, move: Any) -> None:
        raise NotImplementedError

    def to_dict(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: dict) -> TurnBasedState:
        raise NotImplementedError

    def apply(self, move: Any) -> None:
        """Play ``move`` for the current player, or raise :class:`IllegalMove` with a reason."""
        if self.is_terminal():
            raise IllegalMove("the game is over")
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(reason)
        self._apply(move)

    def clone(self) -> TurnBasedState:
        return copy.deepcopy(self)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # states are mutable


def rng_from_state(state: tuple) -> random.Random:
    """A generator at ``state`` (a ``getstate()`` value; what ``setstate`` refuses is raised).
    Made without seeding first: ``Random()`` seeds itself from the system's entropy, which
    cost half of a state's clone."""
    rng = random.Random.__new__(random.Random)
    rng.setstate(state)
    return rng


def copied_rng(rng: random.Random) -> random.Random:
    """A generator that goes on exactly as ``rng`` would, apart from it."""
    return rng_from_state(rng.getstate())


def rng_state_to_json(state: tuple) -> list:
    """``random.Random.getstate()`` as JSON-safe nested lists."""
    version, internal, gauss = state
    return [version, list(internal), gauss]


def rng_state_from_json(data: list) -> tuple:
    version, internal, gauss = data
    return (version, tuple(internal), gauss)
