"""How a computer player values a whole turn of minusMax.

A turn is worth its points and empty-rack bonus, minus the cost of the tiles it keeps: a tile
that fits nowhere on the board now blocks a rack slot that a fresh tile could use, and every
kept tile risks being subtracted at the end, more so as the box empties. A turn that ends the
game is judged by the final result instead: winning beats any score, losing is avoided while
anything else is possible.

The evaluator sees what the player can see: the board, his own rack, the box count and the
rack counts. Once the box is empty the tiles not on the board and not in his rack are exactly
the other racks, so their total is known; before that it is estimated.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from games.minusmax.board import NUMERIC_TILES
from games.minusmax.logic import BONUS_PER_TILE, State, blocked_reason

STUCK_TILE_COST = 10.0
"""What keeping a tile that fits nowhere costs, in points (a fresh tile is worth that more)."""

GAME_RESULT_WEIGHT = 1000.0
"""Added for a turn that ends the game in a win (subtracted for a loss): outweighs any score."""


class TurnEvaluator:
    """Values the turns open to the current player of ``state``.

    ``placeable`` is the set of rack values that fit somewhere on the board now; the others
    count as stuck. ``old_idle_rule`` reads an idle turn as the baseline does, by the
    blocked-game ruling before its revision (two full idle rounds ended the game).
    """

    def __init__(
        self, state: State, placeable: Iterable[int], *, old_idle_rule: bool = False
    ) -> None:
        self.state = state
        self.player = state.current_player
        self.rack = state.current_rack()
        self.stuck = frozenset(self.rack) - frozenset(placeable)
        self.old_idle_rule = old_idle_rule
        self.end_weight = end_weight(state)
        scoring = not state.in_final_round
        self.bonus = BONUS_PER_TILE * state.rack_size if state.box_count and scoring else 0
        unseen = _unseen_tiles(state)
        count = sum(unseen.values())
        self.mean_unseen = sum(v * n for v, n in unseen.items()) / count if count else 0.0

    def placements(self, points: int, rack_left: Sequence[int]) -> float:
        """The value of placing tiles for ``points``, keeping ``rack_left``, ending the turn."""
        placed = len(self.rack) - len(rack_left) + len(self.state.placed_this_turn())
        if not placed:
            return self._idle_turn(rack_left, drawn=0)
        if not rack_left:
            points += self.bonus
        if self.state.in_final_round:
            if self.state.extra_turns_left == 1:
                return self._final(0, sum(rack_left))
            return -self._keep_cost(rack_left, 0, 1.0)
        rack_emptied_at_the_end = not rack_left and not self.state.box_count
        if rack_emptied_at_the_end and not self.state.options["complete_last_turn"]:
            return self._final(points, 0)
        drawn = min(placed, self.state.box_count)
        return points - self._keep_cost(rack_left, drawn, self.end_weight)

    def exchange(self, tiles: Sequence[int]) -> float:
        """The value of exchanging ``tiles`` (a turn with no points)."""
        kept = list((Counter(self.rack) - Counter(tiles)).elements())
        return self._idle_turn(kept, drawn=len(tiles))

    def exchange_choices(self) -> list[tuple[int, ...]]:
        """The exchanges worth weighing: the tiles that fit nowhere now (the whole rack when
        none fits), and the tiles above the mean of the unseen ones (to lower the rack's
        cost near the end)."""
        stuck = tuple(sorted(value for value in self.rack if value in self.stuck))
        high = tuple(sorted(value for value in self.rack if value > self.mean_unseen))
        choices = [stuck or tuple(sorted(self.rack))]
        if high and high not in choices:
            choices.append(high)
        return choices

    def _idle_turn(self, kept: Sequence[int], drawn: int) -> float:
        """A turn without placement: a pass (``drawn`` 0) or an exchange. If the others can
        end the game by not placing either, the rack will probably be subtracted in full."""
        state = self.state
        if state.in_final_round:
            ends, risky = state.extra_turns_left == 1, True
        elif self.old_idle_rule:
            ends, risky = self._ends_by_the_old_rule()
        else:
            ends, risky = self._ends_by_the_rules()
        if ends:
            return self._final(0, sum(kept) + self.mean_unseen * drawn)
        return -self._keep_cost(kept, drawn, 1.0 if risky else self.end_weight)

    def _ends_by_the_rules(self) -> tuple[bool, bool]:
        """Whether this idle turn ends the game (:func:`games.minusmax.logic.blocked_reason`),
        and whether the others could end it before this player's next turn by idling too (as
        stuck as he is, if he is)."""
        state, players = self.state, self.state.players
        stuck = self.stuck == frozenset(self.rack)
        idle, stuck_turns = state.idle_turns + 1, state.stuck_turns + 1 if stuck else 0
        ends = blocked_reason(players, state.box_count, idle, stuck_turns) is not None
        later = stuck_turns + players - 1 if stuck else 0
        risky = blocked_reason(players, state.box_count, idle + players - 1, later) is not None
        return ends, risky

    def _ends_by_the_old_rule(self) -> tuple[bool, bool]:
        """The same, as :func:`games.minusmax.ai.baseline` reads it: two full idle rounds end
        the game, as the ruling said before its revision (so the baseline plays as it did)."""
        state, players = self.state, self.state.players
        idle = state.idle_turns + 1
        ends = idle >= 2 * players or (not state.box_count and idle >= players)
        return ends, idle + players - 1 >= 2 * players or not state.box_count

    def _keep_cost(self, kept: Sequence[int], drawn: int, weight: float) -> float:
        """Stuck tiles kept, and the expected rack (kept plus drawn tiles) times the chance
        that it is subtracted at the end."""
        stuck = sum(1 for value in kept if value in self.stuck)
        return STUCK_TILE_COST * stuck + weight * (sum(kept) + self.mean_unseen * drawn)

    def _final(self, points: int, rack_total: float) -> float:
        """Final margin over the best opponent, plus or minus the result weight. The other
        racks are estimated at the mean value of the unseen tiles (exact for one opponent
        once the box is empty)."""
        state = self.state
        mine = state.points[self.player] + points - rack_total
        best = max(
            state.points[p] - self.mean_unseen * len(state.racks[p])
            for p in range(state.players)
            if p != self.player
        )
        margin = mine - best
        if margin > 0:
            return GAME_RESULT_WEIGHT + margin
        return -GAME_RESULT_WEIGHT + margin if margin < 0 else margin


def end_weight(state: State) -> float:
    """How likely a tile kept now is to be subtracted at the end: 1 once the box is empty,
    falling to 0 when the box still holds two rounds of full racks."""
    horizon = 2 * state.players * state.rack_size
    return max(0.0, 1.0 - state.box_count / horizon)


def _unseen_tiles(state: State) -> Counter:
    """The tiles the current player cannot see: in the box or in the other racks."""
    unseen = Counter(NUMERIC_TILES)
    unseen.subtract(state.tiles.values())
    unseen.subtract(state.current_rack())
    return Counter({value: count for value, count in unseen.items() if count > 0})
