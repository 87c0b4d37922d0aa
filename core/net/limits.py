"""How much a host accepts from the network, and a rate limiter for each connection."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """The host's limits. Tests shrink the times; a real host keeps the defaults."""

    max_frame: int = 16 * 1024  # bytes of one message from a joiner (moves are small)
    max_view_frame: int = 1024 * 1024  # bytes of one message a joiner accepts from the host
    rate: float = 20.0  # messages a second a joiner may send, on average
    burst: int = 40  # messages a joiner may send at once before the rate applies
    max_connections: int = 16  # open connections, joined or not
    join_seconds: float = 5.0  # a connection that has not joined by then is closed
    seat_seconds: float = 300.0  # a dropped player's seat is kept this long for a rejoin
    send_seconds: float = 5.0  # a message a joiner does not take by then closes its connection
    outbox: int = 64  # messages waiting for a slow joiner before its connection is closed
    ping_seconds: float | None = 5.0  # keepalive: a half-open connection is closed after
    pong_seconds: float | None = 10.0  # ping_seconds + pong_seconds


DEFAULT_LIMITS = Limits()


class RateLimiter:
    """A token bucket: ``allow(now)`` is True while the sender keeps to ``rate`` messages a
    second on average, with bursts of up to ``burst``. Time comes from the caller."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.last = now

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
