"""A view's history sent once: after the first state, a joiner gets only its new entries.

A minusMax view carries every move of the game (its ``history``), and sending it whole after
each move cost the host 0.5 ms of JSON a joiner at 200 moves, the joiner as much to read it,
and the move's answer both. The history only grows while a match is played, so the host
sends, on each connection, the entries after those it sent before (``history_from`` says
where they go) and the joiner puts them after the ones it holds. A new connection, a
``sync`` or a history that is not the one sent plus more (which a host never makes, but
nothing here relies on that) sends it whole again.
"""

from __future__ import annotations

from collections.abc import Hashable


class HistoriesSent:
    """The host's side: the history each connection holds."""

    def __init__(self) -> None:
        self._sent: dict[Hashable, list] = {}

    def trim(self, conn: Hashable, view: dict) -> dict:
        """``view`` as ``conn`` is sent it: its history from what ``conn`` lacks."""
        history = view.get("history")
        if not isinstance(history, list):
            return view
        before = self._sent.get(conn, [])
        self._sent[conn] = history
        count = len(before)
        if count == 0 or history[:count] != before:
            return view
        return {**view, "history": history[count:], "history_from": count}

    def forget(self, conn: Hashable) -> None:
        """``conn`` holds nothing (it closed, or asked for the whole state again)."""
        self._sent.pop(conn, None)


class HistoryKept:
    """The joiner's side: the history of one connection's views."""

    def __init__(self) -> None:
        self._history: list = []

    def complete(self, view: dict) -> bool:
        """Put the entries held before ``view``'s new ones, in place; False when they do not
        follow what is held (the joiner then asks for the whole state)."""
        start = view.pop("history_from", None)
        history = view.get("history")
        if not isinstance(history, list):
            return start is None
        if start is not None:
            if start != len(self._history):
                return False
            history = view["history"] = self._history + history
        self._history = history
        return True
