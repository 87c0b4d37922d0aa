"""A view's lists sent by their changes: after the first state, a joiner gets each list's tail.

Most of a view is lists that only grow while a match is played (a minusMax game's history,
placements and turn log, a board's tiles) or never change (the specials, the starting
tiles), and sending them whole after each move cost the host JSON for every joiner, the
joiner as much to read, and every answer the bytes. So on each connection the host sends,
for every list of the view, only what follows the longest start it shares with the list
sent before (``tails`` says, per list, how many entries the joiner keeps), and the joiner
puts its kept entries before them. A list taken back (an undone placement) keeps a
shorter start and no tail; a list that changed elsewhere is sent whole. A new connection or
a ``sync`` sends everything whole again.
"""

from __future__ import annotations

from collections.abc import Hashable


def shared_start(before: list | None, now: list) -> int:
    """How many first entries of ``now`` are those of ``before``, when ``now`` is ``before``
    plus more or ``before`` cut short; 0 when it changed anywhere else."""
    if not before:
        return 0
    if len(now) >= len(before):
        return len(before) if now[: len(before)] == before else 0
    return len(now) if before[: len(now)] == now else 0


class TailsSent:
    """The host's side: the lists each connection holds."""

    def __init__(self) -> None:
        self._sent: dict[Hashable, dict[str, list]] = {}

    def trim(self, conn: Hashable, view: dict) -> dict:
        """``view`` as ``conn`` is sent it: each list from what ``conn`` lacks."""
        before = self._sent.get(conn, {})
        lists = {key: value for key, value in view.items() if isinstance(value, list)}
        self._sent[conn] = lists
        trimmed, tails = dict(view), {}
        for key, value in lists.items():
            start = shared_start(before.get(key), value)
            if start:
                trimmed[key], tails[key] = value[start:], start
        if tails:
            trimmed["tails"] = tails
        return trimmed

    def forget(self, conn: Hashable) -> None:
        """``conn`` holds nothing (it closed, or asked for the whole state again)."""
        self._sent.pop(conn, None)


class TailsKept:
    """The joiner's side: the lists of one connection's views."""

    def __init__(self) -> None:
        self._lists: dict[str, list] = {}

    def complete(self, view: dict) -> bool:
        """Put the entries kept before each list's tail, in place; False when a tail does not
        fit what is kept (the joiner then asks for the whole state)."""
        tails = view.pop("tails", {})
        if not isinstance(tails, dict):
            return False
        for key, start in tails.items():
            kept, tail = self._lists.get(key), view.get(key)
            if kept is None or not isinstance(tail, list) or not 0 < start <= len(kept):
                return False
            view[key] = kept[:start] + tail
        self._lists = {key: value for key, value in view.items() if isinstance(value, list)}
        return True
