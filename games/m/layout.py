"""The table of M: a square grid of ``(x, y)`` cells (y grows downward) holding tiles.

Pure functions over a layout, a mapping from cell to :class:`~games.m.tiles.Tile`: where a tile
may go and why not, the chips a placement takes, the runs that start a scoring round, and which
tiles of a scored run may be taken without splitting the layout.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from core.engine import Refusal
from games.m.refusals import SIDES, refused
from games.m.tiles import Tile, shared, shared_names

Pos = tuple[int, int]
Layout = Mapping[Pos, Tile]

MAX_SPAN = 6
RUN_LENGTHS = (5, 6)
START_CELLS: tuple[Pos, ...] = ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1))
ROW, COLUMN = "row", "column"
LINES = (ROW, COLUMN)

_LINE_STEP = {ROW: (1, 0), COLUMN: (0, 1)}


def neighbours(pos: Pos) -> list[Pos]:
    """The four orthogonal neighbour cells of ``pos``: left, right, above, below."""
    x, y = pos
    return [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]


def occupied_neighbours(layout: Layout, pos: Pos) -> list[Pos]:
    x, y = pos
    return [cell for cell in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)) if cell in layout]


def growth_limits(layout: Layout) -> tuple[int, int, int, int]:
    """``(x_min, x_max, y_min, y_max)``, inclusive: the cells the layout may still grow into.

    The layout must fit in ``MAX_SPAN`` x ``MAX_SPAN``, so once tiles span ``w`` columns the
    layout can still grow ``MAX_SPAN - w`` columns to either side (and the same for rows).
    """
    xs = [x for x, _ in layout]
    ys = [y for _, y in layout]
    last = MAX_SPAN - 1
    return max(xs) - last, min(xs) + last, max(ys) - last, min(ys) + last


def frontier(layout: Layout) -> list[Pos]:
    """Empty cells next to a tile and inside the 6 x 6 limits, sorted by ``(y, x)``."""
    x_min, x_max, y_min, y_max = growth_limits(layout)
    cells = set()
    for x, y in layout:
        cells.update(((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)))
    cells.difference_update(layout)
    inside = [(y, x) for x, y in cells if x_min <= x <= x_max and y_min <= y <= y_max]
    inside.sort()
    return [(x, y) for y, x in inside]


def fits_neighbours(layout: Layout, pos: Pos, tile: Tile) -> bool:
    """Whether ``tile`` shares a characteristic with every tile next to ``pos`` (and has one)."""
    found = False
    x, y = pos
    for cell in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):  # placements' inner loop
        other = layout.get(cell)
        if other is not None:
            if not shared(tile, other):
                return False
            found = True
    return found


def placement_problem(layout: Layout, pos: Pos, tile: Tile) -> Refusal | None:
    """Why ``tile`` may not go on ``pos`` of ``layout`` (a refusal of :mod:`games.m.refusals`);
    ``None`` when it may."""
    cell = list(pos)
    if pos in layout:
        return refused("occupied", cell=cell, tile=layout[pos].to_json())
    beside = occupied_neighbours(layout, pos)
    if not beside:
        return refused("isolated", cell=cell)
    x_min, x_max, y_min, y_max = growth_limits(layout)
    if not x_min <= pos[0] <= x_max:
        return refused("too_wide", cell=cell, limit=MAX_SPAN)
    if not y_min <= pos[1] <= y_max:
        return refused("too_tall", cell=cell, limit=MAX_SPAN)
    for other in beside:
        if not shared(tile, layout[other]):
            side = SIDES[(other[0] - pos[0], other[1] - pos[1])]
            return refused(
                "no_match",
                cell=cell,
                tile=tile.to_json(),
                other=layout[other].to_json(),
                other_cell=list(other),
                side=side,
            )
    return None


def can_place(layout: Layout, pos: Pos, tile: Tile) -> bool:
    """Whether ``tile`` may be placed on ``pos`` (matching every neighbour, within 6 x 6)."""
    return placement_problem(layout, pos, tile) is None


def placement_matches(layout: Layout, pos: Pos, tile: Tile) -> list[tuple[str, Tile, list[str]]]:
    """For each tile next to ``pos``: ``(side, neighbour, characteristics it shares with tile)``.

    For a tooltip such as "colour with the red 10 on its left, value with the blue 20 above it".
    """
    x, y = pos
    return [
        (side, layout[cell], shared_names(tile, layout[cell]))
        for (dx, dy), side in SIDES.items()
        if (cell := (x + dx, y + dy)) in layout
    ]


def chips_for(neighbours: int) -> int:
    """Chips a placement touching ``neighbours`` tiles takes: 1 -> 0, 2 -> 1, 3 -> 2, 4 -> 3."""
    if not 0 <= neighbours <= 4:
        raise ValueError(f"a cell has 0 to 4 neighbours, not {neighbours}")
    return max(0, neighbours - 1)


def line_run(layout: Layout, pos: Pos, line: str) -> list[Pos]:
    """The contiguous cells holding tiles along ``line`` through ``pos``, in order."""
    dx, dy = _LINE_STEP[line]
    x, y = pos
    start = 0
    while (x + (start - 1) * dx, y + (start - 1) * dy) in layout:
        start -= 1
    end = 0
    while (x + (end + 1) * dx, y + (end + 1) * dy) in layout:
        end += 1
    return [(x + i * dx, y + i * dy) for i in range(start, end + 1)]


def scoring_lines(layout: Layout, pos: Pos) -> list[tuple[str, list[Pos]]]:
    """``(line, run)`` for each line through the tile just placed on ``pos`` that scores.

    A line scores when its contiguous run through ``pos`` holds 5 or 6 tiles and the new tile
    shares at least two characteristics with one of its neighbours in that run.
    """
    tile = layout[pos]
    found = []
    for line in LINES:
        run = line_run(layout, pos, line)
        if len(run) not in RUN_LENGTHS:
            continue
        index = run.index(pos)
        beside = run[max(0, index - 1) : index] + run[index + 1 : index + 2]
        if any(shared(tile, layout[cell]) >= 2 for cell in beside):
            found.append((line, run))
    return found


def scoring_runs(layout: Layout, pos: Pos) -> list[list[Pos]]:
    """The runs that trigger a scoring round after the tile on ``pos`` was placed (row first)."""
    return [run for _, run in scoring_lines(layout, pos)]


def is_connected(cells: Iterable[Pos]) -> bool:
    """Whether ``cells`` form one orthogonally connected group (an empty group counts as one)."""
    remaining = set(cells)
    if not remaining:
        return True
    stack = [remaining.pop()]
    while stack:
        for cell in neighbours(stack.pop()):
            if cell in remaining:
                remaining.remove(cell)
                stack.append(cell)
    return not remaining


def take_problem(layout: Layout, run: Iterable[Pos], pos: Pos) -> Refusal | None:
    """Why the tile on ``pos`` may not be taken in the scoring round of ``run`` (a refusal of
    :mod:`games.m.refusals`); ``None`` if it may."""
    run = list(run)
    cell = list(pos)
    if pos not in run:
        return refused("not_in_run", cell=cell)
    if pos not in layout:
        return refused("already_taken", cell=cell)
    if sum(cell in layout for cell in run) <= 1:
        return refused("last_of_run", cell=cell)
    if not is_connected(other for other in layout if other != pos):
        return refused("splits", cell=cell, tile=layout[pos].to_json())
    return None


def cell_bits(layout: Layout) -> tuple[dict[Pos, int], int, int]:
    """Each cell of ``layout`` as a bit of one integer: a grid as wide as the layout plus an
    empty column on either side, so that a shift by one never wraps a row into the next.
    Returns the bit of each cell, all of them together, and the grid's width."""
    xs = [x for x, _ in layout]
    ys = [y for _, y in layout]
    x0, y0 = min(xs) - 1, min(ys) - 1
    width = max(xs) - x0 + 2
    bits = {(x, y): 1 << ((y - y0) * width + x - x0) for x, y in layout}
    return bits, sum(bits.values()), width


def _connected(cells: int, width: int) -> bool:
    """Whether the cells of the bit set ``cells`` (a grid ``width`` wide) are one group:
    grown from one cell by whole rings of neighbours at a time until it stops growing."""
    group = cells & -cells
    while True:
        grown = (group | group << 1 | group >> 1 | group << width | group >> width) & cells
        if grown == group:
            return group == cells
        group = grown


def takeable(layout: Layout, run: Iterable[Pos]) -> list[Pos]:
    """The cells of ``run`` whose tile may be taken now, in run order: at least one tile of
    the run stays, and the layout stays one connected group without it (none when the layout
    is not one group to begin with)."""
    left = [pos for pos in run if pos in layout]
    if len(left) <= 1:
        return []
    return takeable_bits(*cell_bits(layout), left)


def takeable_bits(
    bits: dict[Pos, int], cells: int, width: int, left: list[Pos], *, connected: bool = False
) -> list[Pos]:
    """:func:`takeable` on the bit sets of :func:`cell_bits`, for the round planner, which asks
    it thousands of times a decision as tiles are taken: ``cells`` are the tiles on the table,
    ``left`` the cells of the run still on it; ``connected`` says the caller knows ``cells``
    are one group (as they stay after every take), which skips testing it again."""
    if len(left) <= 1 or not (connected or _connected(cells, width)):
        return []
    return [pos for pos in left if _removable(cells, bits[pos], width)]


def _removable(cells: int, bit: int, width: int) -> bool:
    """Whether the group ``cells`` stays one group without the cell ``bit``.

    Most cells answer from their eight surrounding cells, without a flood fill: when the tiles
    beside the cell are joined to one another around it (through occupied corners), every path
    through the cell can go around it instead."""
    up = cells & bit >> width != 0
    right = cells & bit << 1 != 0
    down = cells & bit << width != 0
    left = cells & bit >> 1 != 0
    joins = (
        (up and right and cells & bit >> (width - 1) != 0)
        + (right and down and cells & bit << (width + 1) != 0)
        + (down and left and cells & bit << (width - 1) != 0)
        + (left and up and cells & bit >> (width + 1) != 0)
    )
    if up + right + down + left - joins <= 1:
        return True
    return _connected(cells & ~bit, width)
