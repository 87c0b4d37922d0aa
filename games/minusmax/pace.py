"""When minusMax's pictures change by themselves, so that the loop draws only those frames.

Nothing here runs at 60 Hz: each fading effect (a placement's flash, a refused cell) shows a
few looks, each held for some ticks. A scene asks :func:`until_change` how long the current
look lasts and sleeps that long. (The thinking ring is the shell's, which steps ten times a
second: :func:`core.ui.overlays.spinner_wait`.) No pygame.
"""

from __future__ import annotations

from collections.abc import Callable


def until_change(look: Callable[[int], object], left: int) -> int:
    """Ticks until an effect with ``left`` ticks to live looks different (``look`` maps the
    ticks left to what is drawn), or is gone."""
    now = look(left)
    for passed in range(1, left):
        if look(left - passed) != now:
            return passed
    return max(1, left)
