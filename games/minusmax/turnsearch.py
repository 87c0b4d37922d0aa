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

import heapq
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.ai import Budget
from games.minusmax.board import BLOCKED, MULTIPLIERS, Cell
from games.minusmax.cellfits import CELLS, INDEX, NEIGHBOURS, RING, ring_fits

if TYPE_CHECKING:
    from games.minusmax.logic import State


@dataclass(frozen=True)
class TurnOption:
    """A turn the player can play: these placements in this order, then end the turn."""

    placements: tuple[tuple[Cell, int], ...]
    points: int
    rack_left: tuple[int, ...]


class _Position:
    """The board of one node of the search and what it offers: for every cell that takes a
    tile of the rack the turn started with, its ``(value, points)`` in value order."""

    __slots__ = ("cells", "options", "rack")

    def __init__(
        self,
        cells: list[int],
        options: dict[int, tuple[tuple[int, int], ...]],
        rack: dict[int, int],
    ) -> None:
        self.cells = cells
        self.options = options
        self.rack = rack  # value -> tiles of it left (a plain dict: a Counter copies slowly)


class _Node:
    """A partial turn: its placements (cell index, value), points and board (made on demand)."""

    __slots__ = ("key", "parent", "path", "points", "position")

    def __init__(
        self, parent: _Node | None, path: tuple[tuple[int, int], ...], points: int, key: frozenset
    ) -> None:
        self.parent = parent
        self.path = path
        self.points = points
        self.key = key
        self.position: _Position | None = None


def _rank(node: _Node) -> tuple:
    return -node.points, node.path


class TurnSearch:
    """All the turns open to the current player of ``state``, found by beam search.

    A node keeps the placements its board offers, cell by cell, for the values of the rack the
    turn started with. A child recomputes only the cells next to its new tile (the only cells
    whose vertices changed) and leaves out the values its rack no longer holds; what a cell's
    surroundings let it take is remembered across searches (:func:`ring_fits`). Measured with
    ``tools/ai_bench.py --engine`` (19 level-8 decisions of two seeded games, same plans): 2.65 s
    of CPU before, 2.0 s after (load 7; 3.9 and 2.8 s at load 11), a quarter less; then the
    surroundings remembered: 4.35 s at the start, 2.9 s after (load 14), a third less.
    """

    def __init__(self, state: State, base: Frontier | None = None) -> None:
        frontier = Frontier(state) if base is None else base.grown(state)
        self.takes_tile = frontier.takes_tile
        self.factor = frontier.factor
        self.rack = tuple(sorted(state.current_rack()))
        rack = dict(Counter(self.rack))
        self.values = tuple(sorted(rack))
        options = {}
        for i, fits in frontier.fits.items():
            found = self._take(i, fits)
            if found:
                options[i] = found
        self.root = _Node(None, (), 0, frozenset())
        self.root.position = _Position(frontier.cells, options, rack)

    def _options(self, cells: list[int], i: int) -> tuple[tuple[int, int], ...]:
        """``(value, points)`` of the rack's values that solve a vertex of cell ``i``."""
        return self._take(i, _fits(cells, i))

    def _take(self, i: int, fits: dict[int, int]) -> tuple[tuple[int, int], ...]:
        """``(value, points)`` of the rack's values among ``fits`` (value -> vertices solved)
        on cell ``i``."""
        if not fits:  # most cells next to a tile touch only one: no vertex to solve
            return ()
        factor = self.factor[i]
        return tuple(
            [(value, value * factor * fits[value]) for value in self.values if value in fits]
        )

    def placements_at(self, node: _Node) -> list[tuple[int, int, int]]:
        """The ``(cell index, value, points)`` placements legal after ``node``'s turn so far."""
        position = self._position(node)
        rack = position.rack
        options = position.options
        return [
            (i, value, points)
            for i in sorted(options)
            for value, points in options[i]
            if rack[value]
        ]

    def _position(self, node: _Node) -> _Position:
        if node.position is None:
            parent = self._position(node.parent)
            i, value = node.path[-1]
            cells = list(parent.cells)
            cells[i] = value
            options = dict(parent.options)
            del options[i]
            for n in NEIGHBOURS[i]:
                if not cells[n] and self.takes_tile[n]:
                    found = self._options(cells, n)
                    if found:
                        options[n] = found
                    else:
                        options.pop(n, None)
            rack = dict(parent.rack)
            rack[value] -= 1
            node.position = _Position(cells, options, rack)
        return node.position

    def run(self, beam_width: int, budget: Budget) -> list[TurnOption]:
        """Every turn met while searching ``beam_width`` nodes deep per tile, empty turn first.

        Within a depth the partial turns are ranked by points (ties by placements), so the
        result depends only on the position, the width and the step cap of ``budget``.
        """
        found = [self.root]
        for ranked in self._depths(beam_width, budget, everything=True):
            found.extend(ranked)
        return [self._option(node) for node in found]

    def best(self, beam_width: int, budget: Budget, bonus: int) -> TurnOption:
        """The turn of most points found by :meth:`run`'s search, counting ``bonus`` for a turn
        that empties the rack (the first such turn on a tie); only that one is built."""
        return self._option(self._best_node(beam_width, budget, bonus))

    def best_scored(
        self, beam_width: int, budget: Budget, bonus: int
    ) -> tuple[tuple[Cell, int, int], ...]:
        """:meth:`best`'s placements with the points of each, ``(cell, value, points)``: what
        :meth:`games.minusmax.logic.State.play_searched_turn` plays without counting again."""
        node = self._best_node(beam_width, budget, bonus)
        steps = []
        while node.parent is not None:
            (i, value), gained = node.path[-1], node.points - node.parent.points
            steps.append((CELLS[i], value, gained))
            node = node.parent
        return tuple(reversed(steps))

    @property
    def stuck(self) -> bool:
        """Whether no tile of the rack fits anywhere (no placement is legal)."""
        return not self.root.position.options

    def _best_node(self, beam_width: int, budget: Budget, bonus: int) -> _Node:
        """The node of most points, counting ``bonus`` for one that empties the rack; the
        first such node of :meth:`run`'s order on a tie. Every node of a depth places as many
        tiles, so the bonus is the same for all of them and the depth's best is its first:
        only the beam of each depth is ranked (a third of a playout's search went to sorting
        and keeping every partial turn)."""
        rack_size = sum(self.root.position.rack.values())
        best, best_gain = self.root, 0
        for depth, ranked in enumerate(self._depths(beam_width, budget, everything=False), 1):
            if ranked:
                gain = ranked[0].points + (bonus if depth == rack_size else 0)
                if gain > best_gain:
                    best, best_gain = ranked[0], gain
        return best

    def _depths(
        self, beam_width: int, budget: Budget, *, everything: bool
    ) -> Iterator[list[_Node]]:
        """The partial turns of each depth in turn, ranked by points (ties by placements):
        all of them with ``everything``, else only the ``beam_width`` best that the next
        depth extends."""
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
                        children[key] = _Node(node, (*node.path, (i, value)), total, key)
            if everything:
                ranked = sorted(children.values(), key=_rank)
            else:
                ranked = heapq.nsmallest(beam_width, children.values(), key=_rank)
            yield ranked
            beam = ranked[:beam_width]

    def _option(self, node: _Node) -> TurnOption:
        """The turn of ``node``. A search builds thousands of them, so the rack left is the
        sorted rack with the placed values removed (a Counter took 3/4 of the time here)."""
        left = list(self.rack)
        for _, value in node.path:
            left.remove(value)
        placements = tuple([(CELLS[i], value) for i, value in node.path])
        return TurnOption(placements, node.points, tuple(left))


def _fits(cells: list[int], i: int) -> dict[int, int]:
    """What cell ``i`` of the flat board ``cells`` can take: value -> vertices it solves."""
    a, b, c, d, e, f = RING[i]
    return ring_fits((cells[a], cells[b], cells[c], cells[d], cells[e], cells[f]))


class Frontier:
    """The board of ``state`` as a search reads it, and what every cell next to its tiles
    could take whatever the rack (value -> vertices solved; cells where nothing fits are left
    out). The look-ahead's playouts search boards that only add a few tiles to the position
    it decides from: setting up each search from the whole board took a quarter of their
    time, so they grow this frontier of the position instead (:meth:`grown`)."""

    __slots__ = ("cells", "factor", "fits", "placed", "scoring", "takes_tile")

    def __init__(self, state: State) -> None:
        self.scoring = not state.in_final_round
        self.placed = len(state.placements)
        self.takes_tile = [True] * len(CELLS)
        self.factor = [1 if self.scoring else 0] * len(CELLS)
        for cell, kind in state.specials.items():
            index = INDEX[cell]
            self.takes_tile[index] = kind != BLOCKED
            if self.scoring:
                self.factor[index] = MULTIPLIERS.get(kind, 1)
        self.cells = [0] * (len(CELLS) + 1)  # the last one stands for every off-board cell
        near = set()
        for cell, value in state.tiles.items():
            i = INDEX[cell]
            self.cells[i] = value
            near.update(NEIGHBOURS[i])
        self.fits = {}
        self._refit(near)

    def grown(self, state: State) -> Frontier:
        """The frontier of ``state``: this one's position with the tiles placed since
        (``state.placements`` past :attr:`placed`; none taken back). From scratch when the
        scoring changed (the final round scores nothing)."""
        if self.scoring != (not state.in_final_round):  # the final round began or ended
            return Frontier(state)
        twin = object.__new__(Frontier)
        twin.scoring, twin.placed = self.scoring, len(state.placements)
        twin.takes_tile, twin.factor = self.takes_tile, self.factor  # read, never written
        twin.cells, twin.fits = list(self.cells), dict(self.fits)
        near = set()
        for placement in state.placements[self.placed :]:
            i = INDEX[placement.cell]
            twin.cells[i] = placement.value
            twin.fits.pop(i, None)
            near.update(NEIGHBOURS[i])
        twin._refit(near)
        return twin

    def _refit(self, near: set[int]) -> None:
        """Work out again what the cells of ``near`` can take."""
        for i in near:
            fits = _fits(self.cells, i) if not self.cells[i] and self.takes_tile[i] else None
            if fits:
                self.fits[i] = fits
            else:
                self.fits.pop(i, None)
