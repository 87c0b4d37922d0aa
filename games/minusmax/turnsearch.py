"""Search over whole turns: the sequences of placements the current player can make now.

Placing a tile can open new vertices for the next one, so a turn is searched as a sequence. The
search is a beam search by depth (number of tiles placed): at each depth it keeps the
``beam_width`` best partial turns and extends each by every legal placement. Two orders that
place the same tiles on the same cells lead to the same board, so such transpositions are
merged, keeping the order that scored more. Every partial turn met is itself a turn the
player could end there, so the search returns all of them as options to rank.

Cells are indexed 0..168 and the board is a flat list of values (0 = empty) so that the inner
loops stay cheap; the work is counted on a :class:`core.ai.Budget`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from core.ai import Budget
from core.hexgrid import neighbours
from games.minusmax.arithmetic import ResultTable
from games.minusmax.board import BLOCKED, NUMERIC_TILES, Cell, board_cells, vertex_pairs
from games.minusmax.board import multiplier as cell_multiplier
from games.minusmax.logic import State

CELLS: tuple[Cell, ...] = tuple(sorted(board_cells()))
INDEX: dict[Cell, int] = {cell: i for i, cell in enumerate(CELLS)}
PAIRS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((INDEX[a], INDEX[b]) for a, b in vertex_pairs(cell) if a in INDEX and b in INDEX)
    for cell in CELLS
)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(INDEX[n] for n in neighbours(cell) if n in INDEX) for cell in CELLS
)
RESULTS = ResultTable(NUMERIC_TILES)


@dataclass(frozen=True)
class TurnOption:
    """A turn the player can play: these placements in this order, then end the turn."""

    placements: tuple[tuple[Cell, int], ...]
    points: int
    rack_left: tuple[int, ...]


class _Position:
    """The board of one node of the search, with the cells that can take a tile."""

    __slots__ = ("cells", "dirty", "open", "rack")

    def __init__(
        self, cells: list[int], open_cells: set[int], dirty: frozenset[int], rack: Counter
    ) -> None:
        self.cells = cells
        self.open = open_cells
        self.dirty = dirty
        self.rack = rack


class _Node:
    """A partial turn: its placements (as cell indices), points and board, made on demand."""

    __slots__ = ("key", "parent", "placement", "points", "position")

    def __init__(
        self,
        parent: _Node | None,
        placement: tuple[int, int] | None,
        points: int,
        key: frozenset,
    ) -> None:
        self.parent = parent
        self.placement = placement
        self.points = points
        self.key = key
        self.position: _Position | None = None

    def placements(self) -> list[tuple[int, int]]:
        found = []
        node = self
        while node.placement is not None:
            found.append(node.placement)
            node = node.parent
        return found[::-1]


class TurnSearch:
    """All the turns open to the current player of ``state``, found by beam search."""

    def __init__(self, state: State) -> None:
        self.scoring = not state.in_final_round
        self.multipliers = [1] * len(CELLS)
        for cell, kind in state.specials.items():
            blocked = kind == BLOCKED
            self.multipliers[INDEX[cell]] = 0 if blocked else cell_multiplier(state.specials, cell)
        cells = [0] * len(CELLS)
        for cell, value in state.tiles.items():
            cells[INDEX[cell]] = value
        rack = Counter(state.current_rack())
        open_cells = {
            n
            for i, value in enumerate(cells)
            if value
            for n in NEIGHBOURS[i]
            if not cells[n] and self.multipliers[n]
        }
        self.root = _Node(None, None, 0, frozenset())
        self.root.position = _Position(cells, open_cells, frozenset(), rack)
        values = set(rack)
        self.root_options = {i: self._options(cells, i, values) for i in open_cells}
        # The cells that take a tile now: later in the turn, only they and the cells next to
        # a tile placed this turn (``dirty``) can take one.
        self.live = frozenset(i for i, options in self.root_options.items() if options)

    def _options(self, cells: list[int], i: int, values: set[int]) -> dict[int, int]:
        """Value -> number of vertices of cell ``i`` it solves, for ``values`` only."""
        counts: dict[int, int] = {}
        for j, k in PAIRS[i]:
            a, b = cells[j], cells[k]
            if a and b:
                for value in RESULTS.get(a, b) & values:
                    counts[value] = counts.get(value, 0) + 1
        return counts

    def placements_at(self, node: _Node) -> list[tuple[int, int, int]]:
        """The ``(cell index, value, points)`` placements legal after ``node``'s turn so far."""
        position = self._position(node)
        values = {value for value, count in position.rack.items() if count}
        found = []
        for i in sorted((self.live | position.dirty) & position.open):
            if i in position.dirty:
                options = self._options(position.cells, i, values)
            else:
                options = self.root_options[i]
            multiplier = self.multipliers[i] if self.scoring else 0
            found.extend(
                (i, value, value * multiplier * count)
                for value, count in sorted(options.items())
                if value in values
            )
        return found

    def _position(self, node: _Node) -> _Position:
        if node.position is None:
            parent = self._position(node.parent)
            i, value = node.placement
            cells = list(parent.cells)
            cells[i] = value
            fresh = {n for n in NEIGHBOURS[i] if not cells[n] and self.multipliers[n]}
            rack = parent.rack.copy()
            rack[value] -= 1
            node.position = _Position(
                cells, (parent.open | fresh) - {i}, parent.dirty | set(NEIGHBOURS[i]), rack
            )
        return node.position

    def run(self, beam_width: int, budget: Budget) -> list[TurnOption]:
        """Every turn met while searching ``beam_width`` nodes deep per tile, empty turn first.

        Within a depth the partial turns are ranked by points (ties by placements), so the
        result depends only on the position, the width and the step cap of ``budget``.
        """
        return [self._option(node) for node in self._search(beam_width, budget)]

    def best(self, beam_width: int, budget: Budget, bonus: int) -> TurnOption:
        """The turn of most points found by :meth:`run`'s search, counting ``bonus`` for a turn
        that empties the rack (the first such turn on a tie); only that one is built."""
        rack_size = sum(self.root.position.rack.values())

        def gain(node: _Node) -> int:
            emptied = bonus if node.placement is not None and len(node.key) == rack_size else 0
            return node.points + emptied

        return self._option(max(self._search(beam_width, budget), key=gain))

    def _search(self, beam_width: int, budget: Budget) -> list[_Node]:
        found = [self.root]
        beam = [self.root]
        while beam and not budget.exhausted:
            children: dict[frozenset, _Node] = {}
            for node in beam:
                moves = self.placements_at(node)
                if not budget.spend(1 + len(moves)):
                    break
                for i, value, points in moves:
                    key = node.key | {(i, value)}
                    total = node.points + points
                    known = children.get(key)
                    if known is None or known.points < total:
                        children[key] = _Node(node, (i, value), total, key)
            ranked = sorted(children.values(), key=lambda n: (-n.points, n.placements()))
            found.extend(ranked)
            beam = ranked[:beam_width]
        return found

    def _option(self, node: _Node) -> TurnOption:
        placements = node.placements()
        rack = Counter(self.root.position.rack)
        rack.subtract(value for _, value in placements)
        return TurnOption(
            tuple((CELLS[i], value) for i, value in placements),
            node.points,
            tuple(sorted(rack.elements())),
        )
