"""Mooxil level generation, queue odds and level targets (the rulings of ``mooxil.md``).

Every level is reproducible from the game seed and the level number: :func:`level_rng` gives
the random generator of a level, which first lays out the grid (:func:`generate_board`) and
then draws the tile queue (:func:`draw_tile`).
"""

from __future__ import annotations

import random

from core.hexgrid import distance, length
from games.mooxil.board import ENDTILE, Board
from games.mooxil.past_targets import PAST_TARGETS
from games.mooxil.targets import LEVEL_TARGETS, TARGETS_VERSION

ERASER = -1
"""The queue entry of the eraser; other entries are the free sides of a tile (6 = 6-tile)."""

SIX = 6

# Queue odds in percent (ruling), in the order the draw walks them.
TILE_ODDS: tuple[tuple[int, int], ...] = (
    (ERASER, 4),
    (SIX, 4),
    (0, 2),
    (1, 15),
    (2, 25),
    (3, 25),
    (4, 15),
    (5, 10),
)

QUEUE_LENGTH = 3
"""Tiles shown: the first is the one to place now."""

BLOCKED_LAYOUT_TRIES = 50
"""Attempts at a pre-blocked layout that leaves the endtiles joinable before giving up."""


def grid_radius(level: int) -> int:
    return min(3 + (level + 1) // 2, 7)


def endtile_count(level: int) -> int:
    return min(2 + (level - 1) // 2, 6)


def blocked_percent(level: int) -> int:
    return min(4 + level, 15)


def bonus_cell_count(level: int) -> int:
    return 1 + level // 3


def level_rng(seed: int, level: int) -> random.Random:
    """The generator of level ``level`` in the game of ``seed``.

    A string seed is hashed with SHA-512 by :mod:`random`, so this is the same on every
    machine and run, and seed 0 is as good as any other.
    """
    return random.Random(f"mooxil:{seed}:{level}")


def draw_tile(rng: random.Random) -> int:
    """One queue entry: :data:`ERASER` or a tile's free sides, with the odds of TILE_ODDS."""
    roll = rng.randrange(100)
    for tile, percent in TILE_ODDS:
        if roll < percent:
            return tile
        roll -= percent
    raise AssertionError("TILE_ODDS must add up to 100")


def tile_name(tile: int) -> str:
    """How a queue entry reads in a move log: ``eraser``, ``6-tile`` or ``3-tile``."""
    if tile == ERASER:
        return "eraser"
    return f"{tile}-tile"


def level_target(level: int, version: int = TARGETS_VERSION) -> int:
    """The score that level ``level`` must reach to go on to the next one, by the target
    table ``version`` (:func:`target_table`).

    The calibrated table covers the first levels; past its end each level asks for the last
    step of the table more again, so targets keep rising as long as the game goes on.
    """
    if level < 1:
        raise ValueError(f"levels start at 1, not {level}")
    table = target_table(version)
    if level <= len(table):
        return table[level - 1]
    step = max(table[-1] - table[-2], 1)
    return table[-1] + step * (level - len(table))


def target_table(version: int) -> tuple[int, ...]:
    """The target table ``version``: :data:`LEVEL_TARGETS` for the current one, the table of
    :data:`PAST_TARGETS` a game of an earlier calibration was begun with (a game keeps its
    table, so a save or a replay never meets other targets than its player did)."""
    if version == TARGETS_VERSION:
        return LEVEL_TARGETS
    if version not in PAST_TARGETS:
        raise ValueError(f"there is no Mooxil target table {version!r}")
    return PAST_TARGETS[version]


# --------------------------------------------------------------------------- the grid


def generate_board(level: int, rng: random.Random) -> Board:
    """Lay out level ``level``: endtiles near the rim, pre-blocked cells, bonus cells.

    Rulings beyond ``mooxil.md``: "near the rim" is the outer two rings; endtiles are spread
    by farthest-point sampling; no endtile has a neighbour that is pre-blocked, and the
    pre-blocked cells never cut one endtile off from another; bonus cells lie on free cells.
    """
    board = Board(grid_radius(level))
    ends = _place_endtiles(board, endtile_count(level), rng)
    for i in ends:
        board.set_tile(i, rng.randint(1, 3), ENDTILE)
    _place_blocked(board, ends, blocked_percent(level), rng)
    _place_bonus_cells(board, bonus_cell_count(level), level, rng)
    return board


def _place_endtiles(board: Board, count: int, rng: random.Random) -> list[int]:
    """Cell numbers of ``count`` cells in the outer two rings, each far from the others."""
    cells = board.cells
    rim = [i for i, cell in enumerate(cells) if length(cell) >= board.radius - 1]
    chosen = [rng.choice(rim)]
    while len(chosen) < count:
        spread = {i: min(distance(cells[i], cells[c]) for c in chosen) for i in rim}
        widest = max(spread.values())
        # Any cell nearly as far from the chosen ones as the farthest: spread, yet varied.
        options = [i for i in rim if spread[i] >= max(widest - 1, 2)]
        chosen.append(rng.choice(options))
    return chosen


def _place_blocked(board: Board, ends: list[int], percent: int, rng: random.Random) -> None:
    links = board.topo.neighbours
    near_ends = set(ends).union(*(links[i] for i in ends))
    candidates = [i for i in range(len(board.cells)) if i not in near_ends]
    count = round(len(board.cells) * percent / 100)
    for _ in range(BLOCKED_LAYOUT_TRIES):
        blocked = set(rng.sample(candidates, count))
        if _joinable(board, ends, blocked):
            break
    else:
        blocked = set()
    for i in sorted(blocked):
        board.set_blocked(i)


def _joinable(board: Board, ends: list[int], blocked: set[int]) -> bool:
    """True when every endtile can reach the first through cells that are not blocked."""
    links = board.topo.neighbours
    seen = {ends[0]}
    stack = [ends[0]]
    while stack:
        for j in links[stack.pop()]:
            if j not in seen and j not in blocked:
                seen.add(j)
                stack.append(j)
    return all(i in seen for i in ends)


def _place_bonus_cells(board: Board, count: int, level: int, rng: random.Random) -> None:
    open_cells = [i for i in range(len(board.cells)) if board.free[i] < 0 and not board.blocked[i]]
    for i in sorted(rng.sample(open_cells, count)):
        board.bonus[i] = 5 * level * rng.randint(1, 4)
