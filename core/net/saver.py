"""The host's autosave, written beside the network thread: a save waits on the disk (tens of
milliseconds with its flush), and a move's answer must not wait for it."""

from __future__ import annotations

import threading
from collections.abc import Callable


class LatestWriter:
    """Write what :meth:`submit` was given last, in a thread of its own; a snapshot that a
    newer one replaces before its turn is skipped (the newer holds every move).

    The thread lives only while there is something to write: a window that hosts game after
    game keeps no idle thread for each one it hosted. It is not a daemon, so that a program
    closed just after a move ends once that move is on the disk, not in the middle of it.
    """

    def __init__(self, write: Callable[[dict], None]) -> None:
        self.write = write
        self._latest: dict | None = None
        self._lock = threading.Lock()
        self._idle = threading.Event()
        self._idle.set()
        self._writing = False  # a thread is running _run

    def submit(self, snapshot: dict) -> None:
        with self._lock:
            self._latest = snapshot
            self._idle.clear()
            if self._writing:
                return
            self._writing = True
        threading.Thread(target=self._run, name="tessera-save").start()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until the last snapshot is written; whether it was within ``timeout``."""
        return self._idle.wait(timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                snapshot, self._latest = self._latest, None
                if snapshot is None:
                    self._writing = False
                    self._idle.set()
                    return
            self.write(snapshot)
