"""Why the engine refused a move, as a code with fields, so the scene can say it in the
player's language. Pure: no pygame.

The engine explains refusals in English sentences (``illegal_reason``); :func:`refusal_code`
reads them back into ``(code, fields)``, e.g. ``("gap", {"square": "H9"})``. An unknown
sentence gives ``("other", {"reason": sentence})``, which the scene shows as it is.
"""

from __future__ import annotations

import re

_PATTERNS: tuple[tuple[str, str], ...] = (
    ("same_square", r"Two tiles cannot go on the same square\."),
    ("not_in_rack", r"Your rack (has no|holds only) .*"),
    ("no_tiles", r"Place at least one tile\."),
    ("too_many", r"A move places at most (?P<count>\d+) tiles\."),
    ("off_board", r"(?P<square>\S+) is off the board\."),
    ("bad_digit", r"A tile shows a digit 0 to 9, .*"),
    ("occupied", r"(?P<square>\S+) already holds a tile\."),
    ("one_line", r"All tiles of one move must lie in one row or one column\."),
    ("gap", r"The tiles must form one unbroken line, but (?P<square>\S+) between them is empty\."),
    ("first_two", r"The first move needs at least 2 tiles\."),
    ("first_centre", r"The first move must cover the centre square (?P<square>\S+)\."),
    ("touch", r"At least one new tile must touch a tile already on the board\."),
    ("no_example", r"The (?P<digit>\d) on (?P<square>\S+) is not part of any example\."),
    (
        "adjacency",
        r"The (?P<digit>\d) on (?P<square>\S+) and the (?P<other>\d) on (?P<other_square>\S+) "
        r"touch, but no example reading (?P<reading>left to right|top to bottom) contains both\.",
    ),
    ("no_timer", r"This game has no turn time limit\."),
    ("exchange_count", r"Choose 1 to (?P<count>\d+) tiles to exchange\."),
    (
        "bag_short",
        r"The bag holds only (?P<held>\d+) tiles?, too few to exchange (?P<count>\d+)\.",
    ),
)
_COMPILED = tuple((code, re.compile(pattern)) for code, pattern in _PATTERNS)


def refusal_code(reason: str) -> tuple[str, dict[str, str]]:
    """``(code, fields)`` for one of the engine's refusal sentences."""
    for code, pattern in _COMPILED:
        found = pattern.fullmatch(reason)
        if found:
            return code, found.groupdict()
    return "other", {"reason": reason}
