"""Fixed-rate logic ticks from real elapsed time. No pygame."""

from __future__ import annotations

TICKS_PER_SECOND = 60
MAX_TICKS_PER_FRAME = 6  # a stall longer than 0.1 s is dropped, not caught up in a burst

_NS_PER_SECOND = 1_000_000_000


class FixedStep:
    """Turns elapsed nanoseconds into a whole number of 60 Hz ticks.

    The accumulator counts ``ns * 60`` so that ticks are exact integers: 144 frames of 1/144 s
    give exactly 60 ticks, as do 30 frames of 1/30 s. It is clamped so that a long stall (a
    dragged window, a breakpoint) yields at most ``MAX_TICKS_PER_FRAME`` ticks.
    """

    def __init__(self, rate: int = TICKS_PER_SECOND, max_ticks: int = MAX_TICKS_PER_FRAME):
        self.rate = rate
        self.max_ticks = max_ticks
        self._accumulated = 0

    def advance(self, elapsed_ns: int, limit: int | None = None) -> int:
        """Add ``elapsed_ns`` of real time; return how many ticks to run now, at most
        ``limit`` (default ``max_ticks``); time beyond the limit is dropped, not owed."""
        limit = self.max_ticks if limit is None else limit
        self._accumulated += max(0, elapsed_ns) * self.rate
        ticks = self._accumulated // _NS_PER_SECOND
        if ticks > limit:
            ticks = limit
            self._accumulated = 0
        else:
            self._accumulated -= ticks * _NS_PER_SECOND
        return int(ticks)

    def until(self, ticks: int = 1) -> int:
        """Nanoseconds of real time until ``ticks`` more ticks are due (0 if they are)."""
        missing = ticks * _NS_PER_SECOND - self._accumulated
        return max(0, -(-missing // self.rate))

    @property
    def tick_ns(self) -> int:
        return _NS_PER_SECOND // self.rate


def percentile(samples, fraction: float) -> float:
    """The sample at ``fraction`` (0 to 1) of the sorted samples, nearest rank: the figure the
    bench reports as p95 or p99, computed the same way for every game."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]
