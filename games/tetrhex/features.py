"""What a placement does to the board, measured on bitmasks for the computer player.

:func:`outcome` plays a lock the way the rules do (contact destruction for a bomb piece, the
columns falling, then full lines clearing) on the masks of a :class:`~games.tetrhex.bitboard.
BitBoard`, and :func:`board_features` measures the result with Dellacherie / El-Tetris style
features adapted to V lines: a "row" is a V line, a "column" is a column of cells.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.tetrhex.bitboard import BitBoard, shift


@dataclass(frozen=True)
class Colours:
    """The board as the rules see colours: one mask per colour (0-6), bombs, and their union."""

    by_colour: tuple[int, ...]
    bombs: int
    occupied: int

    @classmethod
    def of(cls, by_colour, bombs: int) -> Colours:
        occupied = 0
        for mask in by_colour:
            occupied |= mask
        return cls(tuple(by_colour), bombs, occupied)


@dataclass(frozen=True)
class Outcome:
    """The board after a lock, and what the lock destroyed."""

    occupied: int
    lines: int  # full lines removed
    eroded: int  # lines removed x piece cells in them
    destroyed: int  # hexagons destroyed by contact (0 when none)


def neighbourhood(bb: BitBoard, mask: int) -> int:
    """``mask`` and every board cell next to it."""
    grown = mask
    for offset in bb.step.values():
        grown |= shift(mask, offset)
    return grown & bb.board


def component(bb: BitBoard, seed: int, within: int) -> int:
    """The cells of ``within`` connected to ``seed`` (flood fill, a whole ring per step)."""
    group = seed & within
    while True:
        grown = neighbourhood(bb, group) & within
        if grown == group:
            return group
        group = grown


def contact_destruction(bb: BitBoard, colours: Colours, piece: int, colour: int) -> int:
    """The hexagons a bomb piece ``piece`` of ``colour`` destroys, once locked (0 if none).

    ``colours`` is the board before the lock. The piece's own loaded component goes, with
    every other loaded component that touches one of its hexagons, when there is at least one.
    """
    own_colour = colours.by_colour[colour] | piece
    own = component(bb, piece, own_colour)
    touching = neighbourhood(bb, piece) & ~own
    destroyed = 0
    for mask in colours.by_colour:
        near = touching & mask
        while near:
            seed = near & -near
            group = component(bb, seed, mask)
            near &= ~group
            if group & colours.bombs:
                destroyed |= group
    if not destroyed:
        return 0
    return destroyed | own


def remove_cells(bb: BitBoard, occupied: int, removed: int) -> int:
    """Take ``removed`` off; above each removed cell its column falls by one.

    The lowest bit of a column is its top cell, so taking bits from the low end removes the
    upper cells of a column first and the lower removed cells are still where they were.
    """
    while removed:
        top = removed & -removed
        removed ^= top
        above = bb.column_above[top.bit_length() - 1]
        occupied = ((occupied & above) << 1) | (occupied & ~above & ~top)
    return occupied


def drop_line(bb: BitBoard, mask: int, h: int) -> int:
    """``mask`` without line ``h``; the cells above it fall one step in their columns."""
    above = bb.above_line[h]
    return ((mask & above) << 1) | (mask & ~above & ~bb.lines[h])


def clear_lines(bb: BitBoard, occupied: int, heights) -> tuple[int, list[int]]:
    """Remove the full lines among ``heights`` (distinct line numbers, highest first)."""
    lines = bb.lines
    full = [h for h in heights if occupied & lines[h] == lines[h]]
    for h in full:
        occupied = drop_line(bb, occupied, h)
    return occupied, full


def lock_colours(bb: BitBoard, colours: Colours, piece: int, colour: int, bomb: bool) -> Colours:
    """The colour and bomb masks after locking ``piece`` (to look one piece further)."""
    masks = [*colours.by_colour, colours.bombs]
    masks[colour] |= piece
    if bomb:
        masks[-1] |= piece
        destroyed = contact_destruction(bb, colours, piece, colour)
        if destroyed:
            masks = [remove_cells(bb, mask, destroyed) for mask in masks]
    _, full = clear_lines(bb, Colours.of(masks[:-1], 0).occupied, bb.all_lines)
    for h in full:
        masks = [drop_line(bb, mask, h) for mask in masks]
    return Colours.of(masks[:-1], masks[-1])


def outcome(
    bb: BitBoard, colours: Colours, piece: int, heights, lines, colour: int, bomb: bool
) -> Outcome:
    """Lock ``piece`` (cells at ``heights``, in ``lines``) and apply the rules' aftermath."""
    occupied = colours.occupied | piece
    destroyed = contact_destruction(bb, colours, piece, colour) if bomb else 0
    if destroyed:
        occupied = remove_cells(bb, occupied, destroyed)
        occupied, full = clear_lines(bb, occupied, bb.all_lines)
        return Outcome(occupied, len(full), 0, destroyed.bit_count())
    occupied, full = clear_lines(bb, occupied, lines)
    if not full:
        return Outcome(occupied, 0, 0, 0)
    eroded = len(full) * sum(1 for h in heights if h in full)
    return Outcome(occupied, len(full), eroded, 0)


@dataclass(frozen=True)
class BoardFeatures:
    holes: int  # empty cells with a hexagon above them in their column
    hole_lines: int  # V lines holding at least one hole
    blockers: int  # hexagons with a hole somewhere below them in their column
    line_transitions: int  # filled/empty changes along the V lines, walls counting as filled
    column_transitions: int  # filled/empty changes up the columns, the floor counting as filled
    wells: int  # cumulative well depth: open cells walled in on both sides along their line
    top: int  # the height of the highest hexagon + 1 (0 on an empty board)


def covered(bb: BitBoard, occupied: int) -> int:
    """Every board cell at or below a hexagon in its column (a smear down the columns)."""
    smear = occupied
    board = bb.board
    for step in (1, 2, 4, 8, 16):
        smear |= (smear << step) & board
    return smear


def covered_from_below(bb: BitBoard, cells: int) -> int:
    """Every board cell at or above one of ``cells`` in its column (a smear up the columns)."""
    smear = cells
    board = bb.board
    for step in (1, 2, 4, 8, 16):
        smear |= (smear >> step) & board
    return smear


def board_features(bb: BitBoard, occupied: int) -> BoardFeatures:
    """Measure a board. Shifts by the column width ``W`` follow the hex directions: the cell
    NW of a cell is ``W`` bits lower, SW ``W - 1`` lower, NE ``W - 1`` higher, SE ``W`` higher.
    """
    w = bb.width
    under = covered(bb, occupied)
    holes = under & ~occupied
    blocked = occupied | bb.outside
    left_blocked = ((blocked << w) & bb.left_side) | ((blocked << (w - 1)) & bb.right_of_middle)
    right_blocked = ((blocked >> (w - 1)) & bb.right_side) | ((blocked >> w) & bb.left_of_middle)
    well_cells = bb.line_cells & ~under & left_blocked & right_blocked
    wells = 0
    run = well_cells
    while run:
        wells += run.bit_count()
        run &= run << 1
    line_transitions = (
        ((occupied ^ (occupied >> (w - 1))) & bb.line_pairs_right).bit_count()
        + ((occupied ^ (occupied >> w)) & bb.line_pairs_left).bit_count()
        + (bb.line_ends & ~occupied).bit_count()
    )
    column_transitions = ((occupied ^ (occupied >> 1)) & bb.column_pairs).bit_count() + (
        bb.bottom & ~occupied
    ).bit_count()
    hole_lines = blockers = 0
    if holes:
        hole_lines = len([line for line in bb.lines if line & holes])
        blockers = (covered_from_below(bb, holes) & occupied).bit_count()
    low, high = 0, len(bb.top_rows)  # top_rows[h]: the cells of height >= h, shrinking with h
    while high - low > 1:
        middle = (low + high) // 2
        if occupied & bb.top_rows[middle]:
            low = middle
        else:
            high = middle
    top = high if occupied else 0
    return BoardFeatures(
        holes.bit_count(), hole_lines, blockers, line_transitions, column_transitions, wells, top
    )
