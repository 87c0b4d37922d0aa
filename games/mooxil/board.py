"""The Mooxil grid: tiles with free sides, blocked cells, bonus cells and the linking rules.

Pure Python, no pygame. Cells are axial ``(q, r)`` tuples on a hexagon of some radius; inside,
the board keeps flat lists indexed by a cell number (see :class:`Topology`) because the hint
player asks the same questions thousands of times per move.

Two tiles in neighbouring cells are always linked: a tile is placed only when it can link to
every neighbour, and erasing a tile removes all its links. So a *group* of linked tiles is
simply a connected set of occupied cells, and a tile's free sides are its own count minus its
neighbours.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from core.hexgrid import Hex, hexagon, neighbours

EMPTY = -1
"""``free`` value of a cell that holds no tile."""

PLAIN, ENDTILE, SIX_TILE = 0, 1, 2
"""Kinds of tile: a tile from the queue, a pre-placed endtile, a 6-tile from the queue."""

KIND_NAMES = ("tile", "endtile", "six")
MAX_RADIUS = 7  # the largest grid of the rules (levels.grid_radius); a saved one is no larger
MAX_BONUS = 100_000  # a bonus cell is worth 5 * L * k (k <= 4): far below this at any level

Problem = tuple[str, dict[str, int]]
"""Why a move cannot be made: a code and the numbers that go with it, e.g.
``("too_many", {"sides": 3, "count": 4})``. The codes are the ones below."""

OCCUPIED, BLOCKED, NEIGHBOUR_CLOSED, TOO_MANY = (
    "occupied",
    "blocked",
    "neighbour_closed",
    "too_many",
)
"""Why a tile cannot be placed: the cell holds a tile, is blocked, has a closed neighbour
(``neighbour``: its cell number), or has more neighbours (``count``) than the tile has free
sides (``sides``)."""

ENDTILE_KEPT, NOTHING_TO_ERASE = "endtile", "nothing_to_erase"
"""Why the eraser cannot be used: the cell holds an endtile, or holds nothing to erase."""


@dataclass(frozen=True)
class Topology:
    """The cells of a hexagon of ``radius`` and, per cell number, its on-board neighbours."""

    radius: int
    cells: tuple[Hex, ...]
    index: dict[Hex, int]
    neighbours: tuple[tuple[int, ...], ...]


@lru_cache(maxsize=16)
def topology(radius: int) -> Topology:
    """The (cached, immutable) topology of the hexagon of ``radius``."""
    if radius < 1:
        raise ValueError(f"a Mooxil grid needs a radius of at least 1, not {radius}")
    cells = tuple(hexagon(radius))
    index = {cell: i for i, cell in enumerate(cells)}
    links = tuple(tuple(index[n] for n in neighbours(cell) if n in index) for cell in cells)
    return Topology(radius, cells, index, links)


@dataclass(frozen=True)
class TileView:
    """What a cell holds: ``free`` sides left and the tile's kind."""

    free: int
    kind: int

    @property
    def closed(self) -> bool:
        return self.free == 0

    @property
    def is_endtile(self) -> bool:
        return self.kind == ENDTILE

    @property
    def is_six(self) -> bool:
        return self.kind == SIX_TILE


@dataclass(frozen=True)
class PlacementEffect:
    """What placing a tile of ``sides`` free sides on ``cell`` would do (nothing is changed).

    ``links``: the neighbouring tiles it links to; ``free_after``: its own free sides after
    linking; ``closed``: tiles that become closed (the new tile included when it closes);
    ``blocked``: empty cells that become blocked because a neighbour closed.
    """

    cell: Hex
    sides: int
    links: tuple[Hex, ...]
    free_after: int
    closed: tuple[Hex, ...]
    blocked: tuple[Hex, ...]


class Board:
    """One level's grid. Mutable; :meth:`copy` is cheap."""

    __slots__ = ("blocked", "bonus", "free", "kind", "topo")

    def __init__(self, radius: int) -> None:
        self.topo = topology(radius)
        size = len(self.topo.cells)
        self.free: list[int] = [EMPTY] * size
        self.kind: list[int] = [PLAIN] * size
        self.blocked: list[bool] = [False] * size
        self.bonus: list[int] = [0] * size

    # ----------------------------------------------------------------- basic queries

    @property
    def radius(self) -> int:
        return self.topo.radius

    @property
    def cells(self) -> tuple[Hex, ...]:
        """Every cell of the grid, ordered by ``r`` then ``q``."""
        return self.topo.cells

    def __contains__(self, cell: object) -> bool:
        return cell in self.topo.index

    def index_of(self, cell: Hex) -> int:
        """The cell number of ``cell``; ``ValueError`` when it is not on the grid."""
        try:
            return self.topo.index[cell]
        except (KeyError, TypeError):
            raise ValueError(f"the cell {cell} is not on the grid") from None

    def tile_at(self, cell: Hex) -> TileView | None:
        i = self.index_of(cell)
        if self.free[i] == EMPTY:
            return None
        return TileView(self.free[i], self.kind[i])

    def is_blocked(self, cell: Hex) -> bool:
        return self.blocked[self.index_of(cell)]

    def bonus_at(self, cell: Hex) -> int:
        """The points a bonus cell shows, 0 for an ordinary cell."""
        return self.bonus[self.index_of(cell)]

    def tile_cells(self) -> list[Hex]:
        return [c for c, f in zip(self.topo.cells, self.free, strict=True) if f != EMPTY]

    def blocked_cells(self) -> list[Hex]:
        return [c for c, b in zip(self.topo.cells, self.blocked, strict=True) if b]

    def bonus_cells(self) -> dict[Hex, int]:
        return {c: v for c, v in zip(self.topo.cells, self.bonus, strict=True) if v}

    def endtile_cells(self) -> list[Hex]:
        return [self.topo.cells[i] for i, _, kind in self._tiles() if kind == ENDTILE]

    # ----------------------------------------------------------------- counts for the score

    def _tiles(self) -> Iterator[tuple[int, int, int]]:
        """``(cell number, free sides, kind)`` of every tile, in board order."""
        for i, free in enumerate(self.free):
            if free != EMPTY:
                yield i, free, self.kind[i]

    def placed_count(self) -> int:
        """N: tiles from the queue on the board (endtiles not counted)."""
        return sum(1 for _, _, kind in self._tiles() if kind != ENDTILE)

    def endtile_count(self) -> int:
        return sum(1 for _, _, kind in self._tiles() if kind == ENDTILE)

    def free_side_total(self) -> int:
        """S: free sides left on every tile, endtiles included."""
        return sum(f for f in self.free if f > 0)

    def closed_six_count(self) -> int:
        return sum(1 for _, free, kind in self._tiles() if free == 0 and kind == SIX_TILE)

    def all_closed(self) -> bool:
        """True when every tile on the board, endtiles included, has no free side."""
        return all(f <= 0 for f in self.free)

    # ----------------------------------------------------------------- groups

    def group_ids(self) -> list[int]:
        """Per cell number, the number of its group (0, 1, ...) or -1 for an empty cell.

        Groups are numbered in the order of their first cell.
        """
        ids = [-1] * len(self.free)
        links = self.topo.neighbours
        free = self.free
        count = 0
        for start, f in enumerate(free):
            if f == EMPTY or ids[start] >= 0:
                continue
            ids[start] = count
            stack = [start]
            while stack:
                i = stack.pop()
                for j in links[i]:
                    if free[j] != EMPTY and ids[j] < 0:
                        ids[j] = count
                        stack.append(j)
            count += 1
        return ids

    def groups(self) -> list[frozenset[Hex]]:
        """The groups of linked tiles, largest first (ties: board order of the first cell)."""
        members: dict[int, list[Hex]] = {}
        for cell, gid in zip(self.topo.cells, self.group_ids(), strict=True):
            if gid >= 0:
                members.setdefault(gid, []).append(cell)
        ordered = sorted(members.values(), key=len, reverse=True)
        return [frozenset(group) for group in ordered]

    def largest_group(self) -> frozenset[Hex]:
        """The cells of the largest group (empty when the board holds no tile)."""
        groups = self.groups()
        return groups[0] if groups else frozenset()

    def linking_group(self) -> frozenset[Hex] | None:
        """The group that holds every endtile, or ``None`` while the endtiles are apart."""
        ends = set(self.endtile_cells())
        if not ends:
            return None
        for group in self.groups():
            if ends <= group:
                return group
            if ends & group:
                return None
        return None

    def endtiles_linked(self) -> bool:
        return self.linking_group() is not None

    def bonus_under(self, group: frozenset[Hex]) -> int:
        """The sum of the bonus cells under ``group``; only those under the linking group pay."""
        return sum(self.bonus[self.topo.index[cell]] for cell in group)

    # ----------------------------------------------------------------- placing

    def placement_problem(self, i: int, sides: int) -> Problem | None:
        """Why a tile of ``sides`` free sides cannot go on cell number ``i``, or ``None``.

        The answer is a code and its numbers: ``(OCCUPIED, {})``, ``(BLOCKED, {})``,
        ``(NEIGHBOUR_CLOSED, {"neighbour": j})`` with ``j`` the cell number of the closed
        neighbour, or ``(TOO_MANY, {"sides": sides, "count": neighbours})``. ``problem_text``
        words it in English; the scene puts it in the player's language.
        """
        if self.free[i] != EMPTY:
            return OCCUPIED, {}
        if self.blocked[i]:
            return BLOCKED, {}
        occupied = [j for j in self.topo.neighbours[i] if self.free[j] != EMPTY]
        for j in occupied:
            if self.free[j] == 0:
                return NEIGHBOUR_CLOSED, {"neighbour": j}
        if len(occupied) > sides:
            return TOO_MANY, {"sides": sides, "count": len(occupied)}
        return None

    def fits(self, i: int, sides: int) -> bool:
        """The fast form of ``placement_problem(i, sides) is None``."""
        free = self.free
        if free[i] != EMPTY or self.blocked[i]:
            return False
        count = 0
        for j in self.topo.neighbours[i]:
            f = free[j]
            if f == 0:
                return False
            if f > 0:
                count += 1
        return count <= sides

    def fitting_cells(self, sides: int) -> list[int]:
        """The cell numbers where a tile of ``sides`` fits, in board order."""
        return [i for i in range(len(self.free)) if self.fits(i, sides)]

    def placement_effect(self, i: int, sides: int) -> PlacementEffect:
        """What placing ``sides`` on cell number ``i`` would do; the tile must fit there."""
        cells, links, free = self.topo.cells, self.topo.neighbours, self.free
        linked = [j for j in links[i] if free[j] != EMPTY]
        free_after = sides - len(linked)
        closing = [j for j in linked if free[j] == 1]
        if free_after == 0:
            closing.append(i)
        blocked: list[int] = []
        for c in closing:
            for n in links[c]:
                if n != i and free[n] == EMPTY and not self.blocked[n] and n not in blocked:
                    blocked.append(n)
        return PlacementEffect(
            cell=cells[i],
            sides=sides,
            links=tuple(cells[j] for j in linked),
            free_after=free_after,
            closed=tuple(cells[c] for c in closing),
            blocked=tuple(cells[b] for b in sorted(blocked)),
        )

    def place(self, i: int, sides: int) -> None:
        """Put a tile of ``sides`` free sides on cell number ``i`` (unchecked), link it to its
        neighbours and block the empty cells around every tile that closes. A tile of six
        sides is a 6-tile."""
        free, links = self.free, self.topo.neighbours
        closing = []
        count = 0
        for j in links[i]:
            if free[j] != EMPTY:
                count += 1
                free[j] -= 1
                if free[j] == 0:
                    closing.append(j)
        free[i] = sides - count
        self.kind[i] = SIX_TILE if sides == 6 else PLAIN
        if free[i] == 0:
            closing.append(i)
        for c in closing:
            self._block_around(c)

    def _block_around(self, i: int) -> None:
        for n in self.topo.neighbours[i]:
            if self.free[n] == EMPTY:
                self.blocked[n] = True

    # ----------------------------------------------------------------- the eraser

    def erase_problem(self, i: int) -> Problem | None:
        """Why the eraser cannot be used on cell number ``i``, or ``None``: ``(ENDTILE_KEPT,
        {})`` on an endtile, ``(NOTHING_TO_ERASE, {})`` on an empty, unblocked cell."""
        if self.free[i] != EMPTY:
            return (ENDTILE_KEPT, {}) if self.kind[i] == ENDTILE else None
        return None if self.blocked[i] else (NOTHING_TO_ERASE, {})

    def problem_text(self, i: int, problem: Problem) -> str:
        """A ``placement_problem`` or ``erase_problem`` of cell number ``i`` in English."""
        code, fields = problem
        cell = self.topo.cells[i]
        if code == OCCUPIED:
            return f"the cell {cell} already holds a tile"
        if code == BLOCKED:
            return f"{cell} is a blocked cell"
        if code == NEIGHBOUR_CLOSED:
            return f"the tile at {self.topo.cells[fields['neighbour']]} has no free side left"
        if code == TOO_MANY:
            return (
                f"the tile has {_plural(fields['sides'], 'free side')} "
                f"but {_plural(fields['count'], 'neighbour')}"
            )
        if code == ENDTILE_KEPT:
            return f"the endtile at {cell} cannot be erased"
        if code == NOTHING_TO_ERASE:
            return f"there is nothing to erase at {cell}: the eraser takes a tile or a blocked cell"
        raise ValueError(f"{code!r} is not a Mooxil board problem")

    def erasable(self, i: int) -> bool:
        f = self.free[i]
        return self.blocked[i] if f == EMPTY else self.kind[i] != ENDTILE

    def erasable_cells(self) -> list[int]:
        return [i for i in range(len(self.free)) if self.erasable(i)]

    def erase(self, i: int) -> None:
        """Apply the eraser to cell number ``i`` (unchecked).

        A tile goes away and each neighbouring tile gets one free side back (a closed one
        opens again); cells that were blocked stay blocked. A blocked cell becomes free.
        """
        if self.free[i] == EMPTY:
            self.blocked[i] = False
            return
        self.free[i] = EMPTY
        self.kind[i] = PLAIN
        for j in self.topo.neighbours[i]:
            if self.free[j] != EMPTY:
                self.free[j] += 1

    # ----------------------------------------------------------------- level-end tests

    def has_reachable_free_side(self) -> bool:
        """True when some tile with a free side has an empty, unblocked neighbouring cell."""
        free, blocked, links = self.free, self.blocked, self.topo.neighbours
        for i, f in enumerate(free):
            if f > 0:
                for j in links[i]:
                    if free[j] == EMPTY and not blocked[j]:
                        return True
        return False

    def fits_anywhere(self, sides: int) -> bool:
        return any(self.fits(i, sides) for i in range(len(self.free)))

    # ----------------------------------------------------------------- copies and saves

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.topo = self.topo
        other.free = self.free.copy()
        other.kind = self.kind.copy()
        other.blocked = self.blocked.copy()
        other.bonus = self.bonus.copy()
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None

    def to_dict(self) -> dict:
        """JSON-safe: the radius and lists of ``[q, r, ...]`` entries in board order."""
        cells = self.topo.cells
        return {
            "radius": self.radius,
            "tiles": [
                [*cells[i], f, KIND_NAMES[self.kind[i]]]
                for i, f in enumerate(self.free)
                if f != EMPTY
            ],
            "blocked": [list(cells[i]) for i, b in enumerate(self.blocked) if b],
            "bonus": [[*cells[i], v] for i, v in enumerate(self.bonus) if v],
        }

    @classmethod
    def from_dict(cls, data: dict) -> Board:
        """Rebuild a board from :meth:`to_dict`; ``ValueError`` on anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("a Mooxil board must be a mapping")
        try:
            radius = _as_int(data["radius"], "radius")
            if not 1 <= radius <= MAX_RADIUS:
                raise ValueError(f"a Mooxil grid has a radius of 1 to {MAX_RADIUS}, not {radius}")
            board = cls(radius)
            for q, r, free, kind in data["tiles"]:
                i = board.index_of((_as_int(q, "q"), _as_int(r, "r")))
                if kind not in KIND_NAMES:
                    raise ValueError(f"unknown tile kind {kind!r}")
                board.set_tile(i, _as_int(free, "free sides"), KIND_NAMES.index(kind))
            for q, r in data["blocked"]:
                board.set_blocked(board.index_of((_as_int(q, "q"), _as_int(r, "r"))))
            for q, r, value in data["bonus"]:
                i = board.index_of((_as_int(q, "q"), _as_int(r, "r")))
                board.bonus[i] = _as_int(value, "bonus")
                if not 0 <= board.bonus[i] <= MAX_BONUS:
                    raise ValueError(f"a bonus cell is worth 0 to {MAX_BONUS}, not {value}")
        except (KeyError, TypeError) as error:
            raise ValueError(f"malformed Mooxil board: {error!r}") from None
        return board

    # ----------------------------------------------------------------- building boards

    def set_tile(self, i: int, free: int, kind: int = PLAIN) -> None:
        """Put a tile with ``free`` sides left on cell number ``i`` without any linking."""
        if not 0 <= free <= 6:
            raise ValueError(f"a tile has 0 to 6 free sides, not {free}")
        if self.blocked[i]:
            raise ValueError(f"{self.topo.cells[i]} is blocked and cannot hold a tile")
        self.free[i] = free
        self.kind[i] = kind

    def set_blocked(self, i: int) -> None:
        if self.free[i] != EMPTY:
            raise ValueError(f"{self.topo.cells[i]} holds a tile and cannot be blocked")
        self.blocked[i] = True

    def indices(self, cells: Iterable[Hex]) -> list[int]:
        return [self.index_of(cell) for cell in cells]


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _as_int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    return value
