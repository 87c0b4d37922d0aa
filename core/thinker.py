"""Runs a computer player's decision in a worker thread, so frames keep coming meanwhile.

No pygame. The scene starts a :class:`Thinker` with the AI's ``choose`` and a *copy* of the
state, calls :meth:`Thinker.poll` once per tick, shows a thinking indicator until then, and
takes :meth:`Thinker.result`. ``min_ticks`` keeps very quick moves on screen long enough for
a person to follow them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class Thinker:
    def __init__(self, choose: Callable[..., Any], *args: Any, min_ticks: int = 0, **kwargs: Any):
        self.ticks = 0
        self.min_ticks = min_ticks
        self._result: Any = None
        self._error: BaseException | None = None
        self._finished = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(choose, args, kwargs), name="computer-player", daemon=True
        )
        self._thread.start()

    def _run(self, choose, args, kwargs) -> None:
        try:
            self._result = choose(*args, **kwargs)
        except BaseException as error:  # handed to the main thread by result()
            self._error = error
        finally:
            self._finished.set()

    def tick(self) -> None:
        self.ticks += 1

    def poll(self) -> bool:
        """The once-per-tick call: count the tick and tell whether the result can be taken."""
        self.tick()
        return self.done

    @property
    def done(self) -> bool:
        return self._finished.is_set() and self.ticks >= self.min_ticks

    def result(self) -> Any:
        """The chosen move; re-raises what the computer player raised."""
        if not self._finished.is_set():
            raise RuntimeError("the computer player has not finished")
        if self._error is not None:
            raise self._error
        return self._result

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the decision is made (for tools and tests, never in a frame)."""
        return self._finished.wait(timeout)
