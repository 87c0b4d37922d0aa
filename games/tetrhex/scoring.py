"""The numbers of Tetrhex: gravity, points and bomb thresholds, as the rules file states them."""

from __future__ import annotations

from games.tetrhex.geometry import check_edge

MAX_LEVEL = 30
LEVEL_TICKS = 3600  # one level lasts 60 s at 60 ticks per second
LOCK_DELAY = 30
MAX_LOCK_RESETS = 15
MAX_LIFTS = 15  # rises of a piece before it touches down (then it counts as touched)
RADAR_COST = 500
RECORDS = {9: 167_493, 8: 125_112, 7: 81_396, 6: 17_685}  # the 1996 records, per edge

_LINE_FACTORS = {False: (2, 5, 10, 20), True: (1, 3, 6, 13)}
_BOMB_THRESHOLDS = {9: 1000, 8: 800, 7: 600, 6: 400}


def gravity_ticks(level: int) -> int:
    """Ticks between two falls of the piece at ``level``: 60, 15, 4, 1 at levels 0, 10, 20, 30."""
    return max(1, round(60 * 0.87**level))


GRAVITY_TICKS_MAX = gravity_ticks(0)


def line_factor(lines: int, radar: bool) -> int:
    """``f(k)``, with the ruling ``f(k) = f(4) + f(k - 4)`` beyond four lines."""
    table = _LINE_FACTORS[bool(radar)]
    factor = 0
    while lines > 4:
        factor += table[3]
        lines -= 4
    return factor + (table[lines - 1] if lines > 0 else 0)


def line_points(lines: int, level: int, radar: bool) -> int:
    """Points for ``lines`` lines removed by one lock: ``f(k) * (L + 10) ** 2``."""
    return line_factor(lines, radar) * (level + 10) ** 2


def contact_points(destroyed: int, level: int) -> int:
    """Points for a contact destruction of ``destroyed`` hexagons: ``(n (L + 10))^2 // 128``."""
    return (destroyed * (level + 10)) ** 2 // 128


def drop_points(d: int) -> int:
    """Landing points of a dropped piece that fell ``d - 1`` lines: ``max(3, d)``."""
    return max(3, d)


def explosion_points(destroyed: int) -> int:
    """Points of the whole-board explosion: 5 per hexagon destroyed, the piece's four included."""
    return 5 * destroyed


def bomb_threshold(edge: int) -> int:
    """Bomb points that buy one bomb: 1000, 800, 600, 400 for edges 9, 8, 7, 6."""
    return _BOMB_THRESHOLDS[check_edge(edge)]
