"""When minusMax's pictures change by themselves, so that the loop draws only those frames.

Nothing here runs at 60 Hz: the thinking ring turns in steps of :data:`SPINNER_TICKS`, and each
fading effect (a placement's flash, a refused cell) shows a few looks, each held for some
ticks. A scene asks :func:`until_change` how long the current look lasts and sleeps that long.
No pygame.
"""

from __future__ import annotations

from collections.abc import Callable

SPINNER_TICKS = 4
"""The thinking ring moves every 4 ticks: 15 pictures a second, each a step of its dots."""


def spinner_frame(ticks: int | None) -> int | None:
    """The thinking time the ring shows after ``ticks``: the last whole step."""
    return None if ticks is None else ticks - ticks % SPINNER_TICKS


def spinner_wait(ticks: int) -> int:
    """Ticks until the ring takes its next step."""
    return SPINNER_TICKS - ticks % SPINNER_TICKS


def until_change(look: Callable[[int], object], left: int) -> int:
    """Ticks until an effect with ``left`` ticks to live looks different (``look`` maps the
    ticks left to what is drawn), or is gone."""
    now = look(left)
    for passed in range(1, left):
        if look(left - passed) != now:
            return passed
    return max(1, left)
