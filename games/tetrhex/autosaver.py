"""Tetrhex keeps the running game in the autosave slot as it goes, so a crash or a killed
window loses at most the last second of play: after a piece locks, at most once a second, and
once more when the game ends (which clears the slot). :class:`Autosaver` is the bookkeeping,
in ticks; :class:`BackgroundWrite` writes off the frame loop."""

from __future__ import annotations

import threading
from collections.abc import Callable

INTERVAL = 60  # ticks: one second at 60 Hz


class Autosaver:
    """Says when the game is due to be saved again."""

    def __init__(self, pieces: int, interval: int = INTERVAL) -> None:
        self.saved_pieces = pieces  # the piece count when the game was last saved
        self.interval = interval
        self.wait = 0  # ticks before the next save may happen
        self.over = False  # the end of the game was saved (the slot cleared)
        self.stopped = False  # the disk refused once: the player was told, do not keep trying

    def due(self, pieces: int, over: bool) -> bool:
        """One tick; True when a piece locked since the last save and a second has passed,
        or when the game has just ended."""
        self.wait = max(self.wait - 1, 0)
        if over:
            first, self.over = not self.over, True
            return first
        if self.stopped or self.wait or pieces == self.saved_pieces:
            return False
        self.saved_pieces, self.wait = pieces, self.interval
        return True


class BackgroundWrite:
    """One write off the frame loop: writing a file and syncing it to the disk can take tens
    of milliseconds on a real disk, which a falling piece must not feel. ``OSError`` is kept
    for the scene to report on the frame loop."""

    def __init__(self, write: Callable[[], None]) -> None:
        self.error: OSError | None = None
        self._thread = threading.Thread(target=self._run, args=(write,), daemon=True)
        self._thread.start()

    def _run(self, write: Callable[[], None]) -> None:
        try:
            write()
        except OSError as error:
            self.error = error

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def finish(self) -> None:
        """Wait for the write (before another write of the same file, or a delete)."""
        self._thread.join()
