"""How promising a Mooxil grid is: the potential the hint player climbs.

:func:`potential` scores a grid as "points already on the board, plus what it still offers":

- the real score terms: ``(4 + L)`` per placed tile, ``5`` per tile of the largest group,
  ``100`` per closed 6-tile, and the closed-tiles bonus once every tile is closed;
- ``room``: each empty cell that can still take a tile is a tile still to come, as likely as
  a tile from the queue has enough sides for the tiles around it (:data:`FILL_CHANCE`);
- ``dead``: a free side with no open neighbouring cell to link through is lost for good (it
  will cost 2 points at the end and rules out the closed-tiles bonus);
- ``live``: any other free side still needs a future tile, and costs a little;
- the endtile link: the endtile bonus once one group links every endtile; before that, a
  share of it that grows as the link gets shorter (:func:`link_value`). The length of the
  link is the number of empty cells to fill along a shortest tree joining the groups that
  hold endtiles (see :class:`LinkMap`);
- bonus cells under tiles: in full when their group holds an endtile, partly otherwise.

:class:`QuickRanker` estimates the change of potential of every move of a position from local
information (a few microseconds each); the hint player then values the best few exactly.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from games.mooxil.board import EMPTY, ENDTILE, SIX_TILE, Board
from games.mooxil.levels import ERASER, TILE_ODDS
from games.mooxil.scoring import (
    BASE_PER_TILE,
    CLOSED_BONUS_FACTOR,
    GROUP_BONUS_PER_TILE,
    SIX_TILE_BONUS,
    endtile_bonus,
)

UNREACHABLE = 10**6


def _fill_chances() -> tuple[float, ...]:
    """Per number ``k`` of tiles around an empty cell, the chance that a tile from the queue
    has the ``k`` sides it needs to go there."""
    odds = [(sides, percent) for sides, percent in TILE_ODDS if sides != ERASER]
    total = sum(percent for _, percent in odds)
    return tuple(sum(p for sides, p in odds if sides >= k) / total for k in range(7))


FILL_CHANCE = _fill_chances()


@dataclass(frozen=True)
class Weights:
    """Tunable weights of the potential (points per unit of each quantity)."""

    room: float = 4.0
    dead: float = 6.0
    live: float = 0.5
    link_step: float = 0.05
    """Share of the endtile bonus charged per empty cell still to fill on the link."""
    link_near: float = 0.75
    """Before the link, ``link_near ** cells`` of the endtile bonus is counted, so the last
    steps of a link are worth more than the first."""
    far_bonus: float = 0.5
    """Share of a covered bonus cell counted while its group holds no endtile."""
    lonely: float = 5.0
    """Charged per tile alone in its group (an endtile excepted): it links to nothing yet, and
    a player reads it as a wasted tile (measured: fewer of them, and a little more score)."""


DEFAULT_WEIGHTS = Weights()


# --------------------------------------------------------------------------- groups


@dataclass
class GroupInfo:
    """Groups of the grid: per cell its group number; per group size, endtiles, bonus."""

    ids: list[int]
    sizes: list[int]
    ends: list[int]
    bonus: list[int]

    @classmethod
    def of(cls, board: Board) -> GroupInfo:
        ids = board.group_ids()
        count = max(ids, default=-1) + 1
        sizes, ends, bonus = [0] * count, [0] * count, [0] * count
        for i, gid in enumerate(ids):
            if gid >= 0:
                sizes[gid] += 1
                ends[gid] += board.kind[i] == ENDTILE
                bonus[gid] += board.bonus[i]
        return cls(ids, sizes, ends, bonus)

    def members(self, gid: int) -> list[int]:
        return [i for i, g in enumerate(self.ids) if g == gid]


# --------------------------------------------------------------------------- the link


def fillable_cells(board: Board) -> list[bool]:
    """Per cell: an empty cell that a tile may still go on (not blocked, no closed tile
    next to it)."""
    free, blocked, links = board.free, board.blocked, board.topo.neighbours
    return [
        f == EMPTY and not blocked[i] and all(free[j] != 0 for j in links[i])
        for i, f in enumerate(free)
    ]


def link_distances(
    board: Board,
    sources: list[int],
    fillable: list[bool],
    targets: list[int] | None = None,
) -> list[int]:
    """Per cell, the number of empty cells to fill to link it to the ``sources`` group.

    A 0-1 BFS over links: moving between neighbouring tiles is free (they are linked);
    filling a ``fillable`` cell costs 1 and needs a free side on the tile it comes from, and
    a tile entered from a newly filled cell has used one side for it, so it leads on to
    another empty cell only with a second free side. Unreachable cells stay at UNREACHABLE.

    With ``targets`` (per cell a target number, or -1), the search stops once it has reached
    every target; then only the smallest distance of each target is sure to be final.
    """
    free, links = board.free, board.topo.neighbours
    size = len(free)
    # States 0..size-1: the cell itself (an empty cell, or a tile reached along a link);
    # states size..2*size-1: a tile reached from an empty cell next to it.
    dist = [UNREACHABLE] * (2 * size)
    queue: deque[int] = deque()
    for i in sources:
        dist[i] = 0
        queue.append(i)
    missing = set(targets) - {-1} if targets else set()
    while queue:
        state = queue.popleft()
        base = dist[state]
        i = state - size if state >= size else state
        if missing:
            missing.discard(targets[i])
            if not missing:
                break
        from_empty = free[i] == EMPTY
        exits = free[i] - (state >= size)
        for j in links[i]:
            there = free[j]
            if from_empty:
                if there == EMPTY:
                    if fillable[j] and base + 1 < dist[j]:
                        dist[j] = base + 1
                        queue.append(j)
                elif there > 0 and base < dist[j + size]:
                    dist[j + size] = base
                    queue.appendleft(j + size)
            elif there != EMPTY:
                if base < dist[j]:
                    dist[j] = base
                    queue.appendleft(j)
            elif exits > 0 and fillable[j] and base + 1 < dist[j]:
                dist[j] = base + 1
                queue.append(j)
    return [min(dist[i], dist[i + size]) for i in range(size)]


def tree_length(pairs: list[list[int]], cap: int) -> int:
    """The length of a minimum spanning tree over the distance matrix ``pairs``.

    Each distance counts at most ``cap``, the charge for a group that cannot be reached.
    """
    count = len(pairs)
    if count < 2:
        return 0
    best = [min(d, cap) for d in pairs[0]]
    done = [False] * count
    done[0] = True
    total = 0
    for _ in range(count - 1):
        k = min((j for j in range(count) if not done[j]), key=best.__getitem__)
        done[k] = True
        total += best[k]
        for j in range(count):
            if not done[j]:
                best[j] = min(best[j], pairs[k][j], cap)
    return total


class LinkMap:
    """Link distances between the groups that hold endtiles, and the tree joining them."""

    def __init__(self, board: Board, groups: GroupInfo, fields: bool = True) -> None:
        """With ``fields`` false only the distances between the groups are worked out
        (faster); ``fields`` keeps every cell's distance from every group."""
        self.cap = 2 * board.radius + 2
        self.gids = gids = [g for g, e in enumerate(groups.ends) if e]
        members = [groups.members(g) for g in gids]
        fillable = fillable_cells(board)
        if fields:
            self.fields = [link_distances(board, cells, fillable) for cells in members]
        else:
            label = {g: k for k, g in enumerate(gids)}
            self.fields = []
            for a, cells in enumerate(members[:-1]):
                targets = [label.get(g, -1) if label.get(g, -1) > a else -1 for g in groups.ids]
                self.fields.append(link_distances(board, cells, fillable, targets))
        count = len(gids)
        self.pairs = [[0] * count for _ in range(count)]
        for a, field in enumerate(self.fields):
            for b in range(a + 1, count):
                gap = min(field[i] for i in members[b])
                self.pairs[a][b] = self.pairs[b][a] = gap
        self.length = tree_length(self.pairs, self.cap)

    def length_with_tile(self, i: int, merged: set[int], free_after: int) -> int:
        """The tree length once cell ``i`` holds a tile with ``free_after`` free sides that
        joins the groups ``merged``, assuming nothing else on a shortest link changes. The
        tile carries a link between two groups when it has a free side for each of them
        that it does not join already."""
        fields, gids = self.fields, self.gids
        count = len(gids)
        pairs = None
        for a in range(count):
            for b in range(a + 1, count):
                sides_needed = (gids[a] not in merged) + (gids[b] not in merged)
                if sides_needed == 0:
                    shorter = 0
                elif free_after >= sides_needed:
                    shorter = fields[a][i] + fields[b][i] - 2
                else:
                    continue
                if shorter < self.pairs[a][b]:
                    pairs = pairs or [row.copy() for row in self.pairs]
                    pairs[a][b] = pairs[b][a] = shorter
        return self.length if pairs is None else tree_length(pairs, self.cap)


def link_value(length: int, groups: int, bonus: int, weights: Weights) -> float:
    """The link term of a tree of ``length`` empty cells joining ``groups`` endtile groups:
    the whole endtile ``bonus`` once linked, else ``bonus * (near ** length - step * length)``
    (see :class:`Weights`)."""
    if groups <= 1 or length == 0:
        return float(bonus)
    return bonus * (weights.link_near**length - weights.link_step * length)


def _link_term(board: Board, groups: GroupInfo, level: int, weights: Weights) -> float:
    links = LinkMap(board, groups, fields=False)
    bonus = endtile_bonus(level, sum(groups.ends))
    return link_value(links.length, len(links.gids), bonus, weights)


# --------------------------------------------------------------------------- the potential


def room_chance(board: Board, i: int) -> float:
    """How likely the empty cell number ``i`` is to take a tile: 0 when it is blocked or next
    to a closed tile, else :data:`FILL_CHANCE` of the tiles around it."""
    free = board.free
    if board.blocked[i]:
        return 0.0
    count = 0
    for j in board.topo.neighbours[i]:
        f = free[j]
        if f == 0:
            return 0.0
        count += f > 0
    return FILL_CHANCE[count]


def potential(board: Board, level: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """The value of ``board`` for the player at ``level`` (higher is better)."""
    free, blocked, links = board.free, board.blocked, board.topo.neighbours
    groups = GroupInfo.of(board)
    placed = dead = live = closed_six = 0
    room = covered_bonus = 0.0
    for i, f in enumerate(free):
        if f == EMPTY:
            room += room_chance(board, i)
            continue
        kind = board.kind[i]
        placed += kind != ENDTILE
        closed_six += f == 0 and kind == SIX_TILE
        if f > 0:
            slots = sum(1 for j in links[i] if free[j] == EMPTY and not blocked[j])
            lost = max(0, f - slots)
            dead += lost
            live += f - lost
        if board.bonus[i]:
            share = 1.0 if groups.ends[groups.ids[i]] else weights.far_bonus
            covered_bonus += board.bonus[i] * share
    value = (
        (BASE_PER_TILE + level) * placed
        + GROUP_BONUS_PER_TILE * max(groups.sizes, default=0)
        + SIX_TILE_BONUS * closed_six
        + weights.room * room
        - weights.dead * dead
        - weights.live * live
        + covered_bonus
    )
    if live + dead == 0:
        value += CLOSED_BONUS_FACTOR * level * placed
    lonely = sum(1 for gid, size in enumerate(groups.sizes) if size == 1 and not groups.ends[gid])
    value -= weights.lonely * lonely
    return value + _link_term(board, groups, level, weights)


# --------------------------------------------------------------------------- quick deltas


class QuickRanker:
    """Estimates of the change of :func:`potential` for the moves of one position.

    For a placement every term is exact except the link length, which is updated from the
    distances of the position as if nothing but the new tile changed (a tile that closes or
    a cell that gets blocked on the link is only seen by the exact pass). For the eraser the
    link term is left out and a group split by an erased tile is not noticed.
    """

    def __init__(self, board: Board, level: int, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.board = board
        self.level = level
        self.weights = weights
        free, blocked, links = board.free, board.blocked, board.topo.neighbours
        self.slots = [
            sum(1 for j in links[i] if free[j] == EMPTY and not blocked[j]) if f >= 0 else 0
            for i, f in enumerate(free)
        ]
        self.room = [room_chance(board, i) if f == EMPTY else 0.0 for i, f in enumerate(free)]
        self.around = [sum(1 for j in links[i] if free[j] != EMPTY) for i in range(len(free))]
        self.groups = GroupInfo.of(board)
        self.largest = max(self.groups.sizes, default=0)
        self.bonus = endtile_bonus(level, sum(self.groups.ends))
        self.links = LinkMap(board, self.groups)
        self.link_now = link_value(self.links.length, len(self.links.gids), self.bonus, weights)

    # ------------------------------------------------------------------ placements

    def placement(self, i: int, sides: int) -> float:
        """Estimated potential change of placing ``sides`` on cell number ``i`` (it fits)."""
        board = self.board
        free, blocked, links = board.free, board.blocked, board.topo.neighbours
        linked = [j for j in links[i] if free[j] != EMPTY]
        own_free = sides - len(linked)
        closing = [j for j in linked if free[j] == 1]
        if own_free == 0:
            closing.append(i)
        newly_blocked = {
            n for c in closing for n in links[c] if n != i and free[n] == EMPTY and not blocked[n]
        }
        closed_six = sum(
            1 for c in closing if (sides == 6 if c == i else board.kind[c] == SIX_TILE)
        )
        own_slots = sum(
            1 for j in links[i] if free[j] == EMPTY and not blocked[j] and j not in newly_blocked
        )
        sides_after = {j: free[j] - 1 for j in linked}
        slots_after = {j: self.slots[j] - 1 for j in linked}
        for n in newly_blocked:
            for j in links[n]:
                if free[j] > 0:
                    sides_after.setdefault(j, free[j])
                    slots_after[j] = slots_after.get(j, self.slots[j]) - 1
        merged = {self.groups.ids[j] for j in linked}
        return (
            (BASE_PER_TILE + self.level)
            + self.weights.room * self._room_change(i, own_free, newly_blocked)
            + SIX_TILE_BONUS * closed_six
            + self._side_change(sides_after, slots_after)
            + self._side_terms(own_free, own_slots)
            + self._join_change(i, merged)
            + self._lonely_change(merged)
            + self._link_change(i, merged, own_free)
        )

    def _lonely_change(self, merged: set[int]) -> float:
        """Change of the lonely-tile term: the new tile is alone when it links to nothing, and
        the lone tiles it links to are alone no more."""
        groups = self.groups
        joined = sum(1 for g in merged if groups.sizes[g] == 1 and not groups.ends[g])
        return -self.weights.lonely * ((0 if merged else 1) - joined)

    def _room_change(self, i: int, own_free: int, newly_blocked: set[int]) -> float:
        """Change of the room term: the cell taken, the cells blocked, and the open cells
        around that now have one more tile to link to."""
        room = self.room
        change = -room[i] - sum(room[n] for n in newly_blocked)
        if own_free > 0:
            for n in self.board.topo.neighbours[i]:
                if room[n] and n not in newly_blocked:
                    change += FILL_CHANCE[self.around[n] + 1] - room[n]
        return change

    def _side_terms(self, free: int, slots: int) -> float:
        """The dead and live side terms of one tile with ``free`` sides and ``slots``."""
        if free <= 0:
            return 0.0
        lost = max(0, free - slots)
        return -self.weights.dead * lost - self.weights.live * (free - lost)

    def _side_change(self, sides_after: dict[int, int], slots_after: dict[int, int]) -> float:
        """Change of the side terms of existing tiles whose sides or open neighbours change."""
        free, slots = self.board.free, self.slots
        return sum(
            self._side_terms(sides_after[j], slots_after[j]) - self._side_terms(free[j], slots[j])
            for j in sides_after
        )

    def _join_change(self, i: int, merged: set[int]) -> float:
        """Change of the group and bonus-cell terms when a tile on ``i`` joins ``merged``."""
        groups, weights = self.groups, self.weights
        size = 1 + sum(groups.sizes[g] for g in merged)
        value = GROUP_BONUS_PER_TILE * (max(size, self.largest) - self.largest)
        cell_bonus = self.board.bonus[i]
        if any(groups.ends[g] for g in merged):
            value += cell_bonus
            value += (1 - weights.far_bonus) * sum(
                groups.bonus[g] for g in merged if not groups.ends[g]
            )
        else:
            value += weights.far_bonus * cell_bonus
        return value

    def _link_change(self, i: int, merged: set[int], free_after: int) -> float:
        """Change of the link term, assuming that no tile closing and no cell blocked by the
        move lies on the shortest tree (the hint player checks its best moves exactly)."""
        links = self.links
        if len(links.gids) < 2:
            return 0.0
        length = links.length_with_tile(i, merged, free_after)
        groups_left = len(links.gids) - max(0, sum(g in merged for g in links.gids) - 1)
        return link_value(length, groups_left, self.bonus, self.weights) - self.link_now

    # ------------------------------------------------------------------ the eraser

    def erasure(self, i: int) -> float:
        """Estimated potential change of the eraser on cell number ``i`` (it is erasable).

        The link term is left out: the hint player values the best erasures exactly.
        """
        board, weights = self.board, self.weights
        free, links = board.free, board.topo.neighbours
        if free[i] == EMPTY:
            opened = {j: self.slots[j] + 1 for j in links[i] if free[j] > 0}
            return weights.room * room_chance(board, i) + self._side_change(
                {j: free[j] for j in opened}, opened
            )
        neighbours = [j for j in links[i] if free[j] != EMPTY]
        reopened_six = sum(1 for j in neighbours if free[j] == 0 and board.kind[j] == SIX_TILE)
        own_six = free[i] == 0 and board.kind[i] == SIX_TILE
        gid = self.groups.ids[i]
        in_largest = self.groups.sizes[gid] == self.largest
        share = 1.0 if self.groups.ends[gid] else weights.far_bonus
        tiles_around = len(neighbours)
        room_change = FILL_CHANCE[tiles_around] + sum(
            FILL_CHANCE[self.around[n] - 1] - self.room[n] for n in links[i] if self.room[n]
        )
        return (
            -(BASE_PER_TILE + self.level)
            + weights.room * room_change
            - GROUP_BONUS_PER_TILE * in_largest
            - SIX_TILE_BONUS * (reopened_six + own_six)
            - board.bonus[i] * share
            - self._side_terms(free[i], self.slots[i])
            + self._side_change(
                {j: free[j] + 1 for j in neighbours}, {j: self.slots[j] + 1 for j in neighbours}
            )
        )
