"""The Tetrhex computer player: it chooses where the piece goes and plays there at a human rate.

Use::

    bot = Bot(actions_per_second=10)
    # once per 60 Hz tick, before game.tick():
    action = bot.update(game)          # an Action to perform now, or None
    if action is not None:
        game.act(action)
    game.tick()

    bot.hint(game)                     # the cells where it would put the piece (frozenset)

When a new piece appears the bot searches every position the piece can reach with the player's
moves (:mod:`games.tetrhex.search`), scores each final placement with a weighted board
evaluation (:mod:`games.tetrhex.features`) and, with the radar on, looks one piece further.
On the edge-6 board, when the stack is high or holed (:class:`DeepLook`), it looks one piece
further still: at the unseen piece after the radar's, valued as the mean over the ten shapes
of each one's best placement, a shape that cannot appear counting as a lost game. It then
follows a verified shortest path of actions and ends with a drop. When gravity moves the piece
off the path it plans again from where the piece is; when the target is out of reach it
chooses again. With a bomb piece, a bomb in hand and a board close to the top, it explodes
the board instead. It never presses pause or level up, and touches the radar only when asked
to (``Bot(radar=True)``; :func:`radar_for` tells which edges gain from it).

Every choice is deterministic: the same game state gives the same plan.

Measured with ``tools/tetrhex_records.py --edges 6,7,8,9 --seeds 1-10`` (the bot at 10 actions
a second from level 0, each game played until it passes the edge's record): edge 6, 10 of 10
games past 17,685 (lowest 17,689); edge 7, 10 of 10 past 81,396 (lowest 81,418); edge 8, 10 of
10 past 125,112 (lowest 125,219); edge 9, 10 of 10 past 167,493 (lowest 167,500).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field, replace

from core.hexgrid import Hex
from games.tetrhex.bitboard import BitBoard, bitboard
from games.tetrhex.features import (
    Colours,
    board_features,
    component,
    lock_colours,
    outcome,
)
from games.tetrhex.logic import Action, Game
from games.tetrhex.pieces import SHAPES, spawn_pivot
from games.tetrhex.scoring import contact_points, line_factor
from games.tetrhex.search import Position, Timing, drop_path, free_anchors, search, walk

DEFAULT_ACTIONS_PER_SECOND = 10.0
TICKS_PER_SECOND = 60
LOOKAHEAD_WIDTH = {6: 6}  # placements valued again with the next piece, by board edge
DEFAULT_LOOKAHEAD_WIDTH = 2
LOST = -10_000.0  # the value of a piece that cannot appear: the game is over


@dataclass(frozen=True)
class DeepLook:
    """A third piece of look-ahead, the unseen one after the radar's next piece, used only
    when the board is in danger: its stack top at least ``from_top`` or ``from_holes`` holes.
    ``pairs`` placements are valued again, each with its ``follows`` best next placements.

    Tuned on edge-6 seeds 100-139 (the bot without it: 32 of 40 past the record). Of its 8
    lost games, ``follows`` 2 saved 6 and ``follows`` 1 saved 5; all 40 with this setting: 38.
    Seeds 140-159, not used to choose it: 19 of 20 (the bot without it: 17).
    Looking deeper on every board (no switch) won 3 of seeds 100-103 (the switch: 4) with
    decisions about four times as long.
    The switch keeps the common decision cheap: CPU per decision on seeds 118, 122, 5 and 7
    (397 decisions) went from median 12 / p95 22 ms to 16 / 84 ms, max 113 ms."""

    pairs: int = 2
    follows: int = 2
    from_top: int = 5
    from_holes: int = 4


DEEP_LOOK = {6: DeepLook()}  # by board edge; the larger boards have room and need no more


def deep_look(edge: int) -> DeepLook | None:
    return DEEP_LOOK.get(edge)


def in_danger(bb: BitBoard, colours: Colours, deep: DeepLook) -> bool:
    """Whether the board before the placement is high or holed enough to look deeper."""
    f = board_features(bb, colours.occupied)
    return f.top >= deep.from_top or f.holes >= deep.from_holes


def lookahead_width(edge: int) -> int:
    """How many of the best placements the radar's next piece re-ranks. On edge 6 survival is
    the whole game and a wider look pays (seeded games 100-119 passing the record: 13 of 20
    with 2, 17 with 6, 17 with 12); the larger boards beat their records with 2, at a third of
    the decision time."""
    return LOOKAHEAD_WIDTH.get(edge, DEFAULT_LOOKAHEAD_WIDTH)


@dataclass(frozen=True)
class Weights:
    """How much each feature of the board after a placement counts (higher value is better).

    The structural weights started from Thiery and Scherrer's BCTS set for Tetris and were
    tuned by a short cross-entropy search on simulated edge-6 games (lines per game).
    """

    landing: float = -23.24  # mean height of the piece's four cells
    eroded: float = 5.4  # lines removed x piece cells in them
    line_transitions: float = -7.33
    column_transitions: float = -21.1
    holes: float = -12.44
    hole_lines: float = -30.39
    blockers: float = -7.38
    wells: float = -11.71
    top: float = -6.16  # highest hexagon, linear ...
    danger: float = -20.19  # ... and per line it reaches into the danger zone
    danger_margin: int = 5  # the danger zone: the top ``danger_margin`` heights below 2R
    explode_early: int = 3  # explode up to this many lines below the danger zone with spare bombs
    line_score: float = 2.5  # points of the lines made, in units of (L + 10) ** 2
    contact_score: float = 1.0  # points of a contact destruction, same unit
    same_colour: float = 0.6  # same-colour neighbours of the piece (groups to grow)
    loaded_colour: float = 1.0  # more when that group carries a bomb


DEFAULT_WEIGHTS = Weights()


def radar_for(edge: int) -> bool:
    """Whether the bot plays best with the radar on for this board edge.

    On the small boards survival is the problem and one piece of look-ahead multiplies the
    game length; on the large ones the radar's lower line table costs more than it saves.
    """
    return edge <= 7


@dataclass
class Plan:
    """The bot's intention for one piece: where it goes and the actions still to play."""

    piece: int  # game.pieces when planned
    target: Position | None  # None when the plan is to explode
    cells: frozenset[Hex]
    actions: list[Action]
    positions: list[Position | None]  # where the piece must be before each action
    free: list[int] = field(default_factory=list)


class Bot:
    """A computer player fed every tick. ``actions_per_second`` caps its rate (default 10).

    ``radar``: None leaves the radar as the player set it; True or False makes the bot switch
    it to that state first (on: it then looks one piece ahead, at the radar's cost).

    ``update(game)`` returns the action to perform this tick or None; ``hint(game)`` returns
    the target cells for the current piece. ``decision_times`` collects the seconds each full
    decision took (search + evaluation), for the bench.
    """

    def __init__(
        self,
        actions_per_second: float = DEFAULT_ACTIONS_PER_SECOND,
        weights: Weights = DEFAULT_WEIGHTS,
        radar: bool | None = None,
    ) -> None:
        if actions_per_second <= 0:
            raise ValueError("the bot needs a positive number of actions per second")
        self.interval = math.ceil(TICKS_PER_SECOND / actions_per_second)
        self.weights = weights
        self.radar = radar
        self.decision_times: list[float] = []
        self._plan: Plan | None = None
        self._last_action_tick: int | None = None

    def update(self, game: Game) -> Action | None:
        """The action to perform on this tick, or None (rate limit, pause, game over)."""
        if game.over or game.paused or game.piece is None:
            return None
        last = self._last_action_tick
        if last is not None and game.ticks - last < self.interval:
            return None
        action = self.next_action(game)
        if action is not None:
            self._last_action_tick = game.ticks
        return action

    def hint(self, game: Game) -> frozenset[Hex]:
        """The cells where the bot would put the current piece (empty if it would explode)."""
        if game.over or game.piece is None:
            return frozenset()
        return self.plan(game).cells

    def plan(self, game: Game) -> Plan:
        """The bot's plan for the current piece (made once per piece): ``target`` None and
        ``actions == [EXPLODE]`` when it would explode, else ``cells`` and the actions left."""
        return self._current_plan(game)

    def next_action(self, game: Game) -> Action | None:
        """The next action of the plan, ignoring the rate limit."""
        if self.radar is not None and game.radar != self.radar:
            return Action.RADAR
        plan = self._current_plan(game)
        here = position_of(bitboard(game.edge), game)
        if plan.actions and plan.positions[0] not in (None, here):
            plan = self._replan(game, plan, here)
        if not plan.actions:
            return None
        plan.positions.pop(0)
        return plan.actions.pop(0)

    def _current_plan(self, game: Game) -> Plan:
        if self._plan is None or self._plan.piece != game.pieces:
            started = time.perf_counter()
            self._plan = decide(game, self.weights, self.timing(game))
            self.decision_times.append(time.perf_counter() - started)
        return self._plan

    def timing(self, game: Game) -> Timing:
        """When this bot's next actions fall relative to the game's gravity clock."""
        last = self._last_action_tick
        first = 0 if last is None else max(0, last + self.interval - game.ticks)
        return Timing(self.interval, game.gravity, game.ticks_to_fall, first)

    def _replan(self, game: Game, plan: Plan, here: Position) -> Plan:
        """Gravity moved the piece off the path: a new path to the target, or a new target."""
        bb = bitboard(game.edge)
        actions = None
        if plan.target is not None:
            reach = search(bb, game.piece.shape, plan.free, here, self.timing(game))
            actions = drop_path(reach, plan.target)
        if actions is None:
            self._plan = decide(game, self.weights, self.timing(game))
            return self._plan
        plan.actions = actions
        plan.positions = walk(reach, actions)
        return plan


def position_of(bb: BitBoard, game: Game) -> Position:
    """The search position of the game's falling piece."""
    return (game.piece.rotation, bb.index_of[game.piece.pivot])


def colours_of(bb: BitBoard, game: Game) -> Colours:
    """The game's board as colour and bomb masks."""
    by_colour = [0] * 7
    bombs = 0
    for cell, tile in game.board.items():
        bit = 1 << bb.index_of[cell]
        by_colour[tile.colour] |= bit
        if tile.bomb:
            bombs |= bit
    return Colours.of(by_colour, bombs)


@dataclass(frozen=True)
class Candidate:
    """A final placement: its value, search position, cells (mask) and the stack top after."""

    value: float
    position: Position
    mask: int
    top: int


def decide(game: Game, weights: Weights = DEFAULT_WEIGHTS, timing: Timing | None = None) -> Plan:
    """The bot's plan for the game's current piece (``timing`` None: gravity ignored)."""
    bb = bitboard(game.edge)
    piece = game.piece
    colours = colours_of(bb, game)
    free = free_anchors(bb, piece.shape, colours.occupied)
    reach = search(bb, piece.shape, free, position_of(bb, game), timing)
    context = Context(bb, game.level, game.radar, weights)
    candidates = rank(context, colours, reach, piece.shape, piece.bomb)
    if game.next_piece is not None and candidates:
        candidates = look_ahead(context, colours, candidates, piece, game.next_piece)
    if piece.bomb and game.bombs > 0 and should_explode(context, candidates, game.bombs):
        return Plan(game.pieces, None, frozenset(), [Action.EXPLODE], [None], free)
    best = candidates[0]
    actions = drop_path(reach, best.position)
    return Plan(
        game.pieces, best.position, bb.cells_of(best.mask), actions, walk(reach, actions), free
    )


@dataclass(frozen=True)
class Context:
    """What an evaluation needs besides the board: the tables, level, radar and weights."""

    bb: BitBoard
    level: int
    radar: bool
    weights: Weights

    @property
    def danger_height(self) -> int:
        """Heights from here up are close to the spawn: the stack must stay below."""
        return 2 * self.bb.radius - self.weights.danger_margin


def rank(context: Context, colours: Colours, reach, shape: int, bomb: bool) -> list[Candidate]:
    """Every distinct final placement, best first (ties keep the search order)."""
    bb = context.bb
    colour = SHAPES[shape].colour
    seen = set()
    candidates = []
    for rotation, anchors in enumerate(reach.resting()):
        orientation = bb.orientations[shape][rotation]
        while anchors:
            low = anchors & -anchors
            anchors ^= low
            anchor = low.bit_length() - 1
            mask = orientation.masks[anchor]
            if mask in seen:
                continue
            seen.add(mask)
            value, top = evaluate(context, colours, orientation, anchor, colour, bomb)
            candidates.append(Candidate(value, (rotation, anchor), mask, top))
    candidates.sort(key=lambda c: -c.value)
    return candidates


def evaluate(
    context: Context, colours: Colours, orientation, anchor: int, colour: int, bomb: bool
) -> tuple[float, int]:
    """The value of locking the piece at ``anchor``, and the stack top after."""
    bb, w = context.bb, context.weights
    mask = orientation.masks[anchor]
    heights = orientation.heights[anchor]
    lines = orientation.line_heights[anchor]
    result = outcome(bb, colours, mask, heights, lines, colour, bomb)
    f = board_features(bb, result.occupied)
    value = (
        w.landing * sum(heights) / 4
        + w.eroded * result.eroded
        + w.line_transitions * f.line_transitions
        + w.column_transitions * f.column_transitions
        + w.holes * f.holes
        + w.hole_lines * f.hole_lines
        + w.blockers * f.blockers
        + w.wells * f.wells
        + w.top * f.top
        + w.danger * max(0, f.top - context.danger_height)
        + w.line_score * line_factor(result.lines, context.radar)
    )
    if result.destroyed:
        unit = (context.level + 10) ** 2
        value += w.contact_score * contact_points(result.destroyed, context.level) / unit
    same = orientation.rings[anchor] & colours.by_colour[colour]
    if same:
        value += colour_bonus(bb, colours, same, colour, w)
    return value, f.top


def colour_bonus(bb: BitBoard, colours: Colours, same: int, colour: int, w: Weights) -> float:
    """Reward for growing same-colour groups (``same``: the piece's same-colour neighbours),
    more so around a bomb (a loaded component)."""
    bonus = w.same_colour * same.bit_count()
    if colours.bombs & colours.by_colour[colour]:
        group = component(bb, same, colours.by_colour[colour])
        if group & colours.bombs:
            bonus += w.loaded_colour * same.bit_count()
    return bonus


def should_explode(context: Context, candidates: list[Candidate], bombs: int) -> bool:
    """Explode when even the best placement leaves the stack in the danger zone; with bombs
    to spare, already a little below it (one line lower per spare bomb, up to three)."""
    if not candidates:
        return True
    spare = min(bombs - 1, context.weights.explode_early)
    return candidates[0].top > context.danger_height - spare


def placements(
    context: Context, colours: Colours, shape: int, bomb: bool
) -> list[Candidate] | None:
    """Every final placement of a ``shape`` that spawns on ``colours``, best first; None when
    its spawn cells are taken (the game would be over)."""
    bb = context.bb
    free = free_anchors(bb, shape, colours.occupied)
    start = (0, bb.index_of[spawn_pivot(SHAPES[shape], bb.edge)])
    if not free[0] >> start[1] & 1:
        return None
    return rank(context, colours, search(bb, shape, free, start), shape, bomb)


def best_value(follow: list[Candidate] | None) -> float:
    """The value of the best placement; a piece that cannot spawn or rest is a lost game."""
    return follow[0].value if follow else LOST


def expected_value(context: Context, colours: Colours) -> float:
    """The mean, over the ten shapes the generator draws alike, of the best placement value:
    what the board is worth for a piece nobody has seen yet (bombs ignored)."""
    values = [best_value(placements(context, colours, s, False)) for s in range(len(SHAPES))]
    return sum(values) / len(values)


def look_ahead(context, colours, candidates, piece, next_piece) -> list[Candidate]:
    """Re-rank the best few placements by adding the best value of the next piece after them;
    on a board in danger (:func:`deep_look`), the best of those again by what the board is
    worth for the unseen piece after the next one."""
    bb = context.bb
    width = lookahead_width(bb.edge)
    rescored = []
    follows = {}
    for candidate in candidates[:width]:
        after = lock_colours(bb, colours, candidate.mask, piece.colour, piece.bomb)
        follow = placements(context, after, next_piece.shape, next_piece.bomb)
        if not follow:
            continue
        follows[candidate.mask] = (candidate, after, follow)
        rescored.append(replace(candidate, value=candidate.value + best_value(follow)))
    rescored.sort(key=lambda c: -c.value)
    deep = deep_look(bb.edge)
    if deep is not None and rescored and in_danger(bb, colours, deep):
        rescored = look_deeper(context, rescored, follows, next_piece, deep)
    return rescored + candidates[width:] if rescored else candidates


def look_deeper(context, rescored, follows, next_piece, deep) -> list[Candidate]:
    """The best ``deep.pairs`` placements valued again with, for each, the best of its
    ``deep.follows`` next-piece placements plus the expected value of the board after both."""
    bb = context.bb
    deeper = []
    for rescored_candidate in rescored[: deep.pairs]:
        candidate, after, follow = follows[rescored_candidate.mask]
        best = max(
            f.value
            + expected_value(
                context, lock_colours(bb, after, f.mask, next_piece.colour, next_piece.bomb)
            )
            for f in follow[: deep.follows]
        )
        deeper.append(replace(candidate, value=candidate.value + best))
    deeper.sort(key=lambda c: -c.value)
    return deeper + rescored[deep.pairs :]
