"""The garbage collector kept out of the frames and out of the network's answers.

Python's cycle collector looks at every object it tracks when it runs its oldest generation,
and the younger ones at what survived them: with the modules, fonts, tables and scenes of a
started program that was 5-40 ms at a time, an uneven frame or a late answer to a friend's
move (a host's 99th-percentile round trip). What exists once the program has started lives
until it ends, so :func:`settle` collects once and freezes it: later collections look only
at what play creates, well under a millisecond.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect, then move every object left out of the collector's sight for good."""
    gc.collect()
    gc.freeze()
