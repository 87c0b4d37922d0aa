"""Where can the falling piece go? Breadth-first search over whole sets of positions at once.

A position is ``(rotation, anchor)``: the rotation 0-5 of the piece's shape and the bit of its
pivot in a :class:`~games.tetrhex.bitboard.BitBoard`. For each rotation the search keeps one
int whose set bits are the anchors, so one shift moves every position of a layer. Layer ``t``
holds the positions first reached after ``t`` actions, using exactly the engine's moves
(V-moves with the rigid V-move rule, the two diagonals, down, and both rotations with kicks).

A :class:`Timing` adds gravity: the bot acts every ``interval`` ticks, and between two of its
actions the piece falls as often as the gravity clock says (the phase reset of the down key
is ignored; the bot re-plans when the piece is not where the plan expects it). A path is
rebuilt backwards through the layers and every step is checked forwards with :func:`step`,
which moves exactly as the engine does, so a planned action is always one the engine accepts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.tetrhex.bitboard import BitBoard, shift
from games.tetrhex.logic import Action

Position = tuple[int, int]  # (rotation, anchor bit)

TRANSLATIONS = {Action.DOWN: "S", Action.DOWN_LEFT: "SW", Action.DOWN_RIGHT: "SE"}
ROTATIONS = {Action.ROTATE_CW: 1, Action.ROTATE_CCW: -1}
MOVES = (
    Action.LEFT,
    Action.RIGHT,
    Action.DOWN_LEFT,
    Action.DOWN_RIGHT,
    Action.DOWN,
    Action.ROTATE_CW,
    Action.ROTATE_CCW,
)


@dataclass(frozen=True)
class Timing:
    """When gravity strikes relative to the bot's actions.

    Loop iteration ``j`` (0 = now) is "bot acts, then the game ticks". Gravity moves the piece
    during the ticks of iterations ``ticks_to_fall - 1 + m * gravity``; the bot acts at
    iterations ``first + t * interval``.
    """

    interval: int
    gravity: int
    ticks_to_fall: int
    first: int = 0

    def _events_up_to(self, iteration: int) -> int:
        start = self.ticks_to_fall - 1
        return 0 if iteration < start else (iteration - start) // self.gravity + 1

    def falls_before_first(self) -> int:
        return self._events_up_to(self.first - 1)

    def falls_after(self, t: int) -> int:
        """Gravity steps between action ``t`` and action ``t + 1``."""
        begin = self.first + t * self.interval
        return self._events_up_to(begin + self.interval - 1) - self._events_up_to(begin - 1)


def free_anchors(bb: BitBoard, shape: int, occupied: int) -> list[int]:
    """Per rotation, the anchors where the piece fits (on the board, on empty cells)."""
    empty = bb.board & ~occupied
    free = []
    for orientation in bb.orientations[shape]:
        fits = orientation.anchors
        for offset in orientation.offsets:
            fits &= shift(empty, -offset)
        free.append(fits)
    return free


def fall(bb: BitBoard, free: int, positions: int, times: int) -> int:
    """``positions`` (of one rotation) after up to ``times`` steps down, each where it fits."""
    down = bb.step["S"]
    for _ in range(times):
        can = positions & shift(free, -down)
        if not can:
            break
        positions = (positions ^ can) | (can << down)
    return positions


@dataclass
class Reach:
    """The layers of a search: ``layers[t][rotation]`` = anchors first reached in t actions."""

    bb: BitBoard
    shape: int
    free: list[int]
    timing: Timing | None
    layers: list[list[int]] = field(default_factory=list)

    def falls_after(self, t: int) -> int:
        return self.timing.falls_after(t) if self.timing else 0

    def reached(self) -> list[int]:
        union = [0] * 6
        for layer in self.layers:
            union = [a | b for a, b in zip(union, layer, strict=True)]
        return union

    def resting(self) -> list[int]:
        """Per rotation, the reached anchors that cannot move down: the final placements."""
        down = self.bb.step["S"]
        return [
            reached & ~shift(free, -down)
            for reached, free in zip(self.reached(), self.free, strict=True)
        ]

    def layer_of(self, position: Position) -> int | None:
        rotation, anchor = position
        for t, layer in enumerate(self.layers):
            if layer[rotation] >> anchor & 1:
                return t
        return None

    def after(self, position: Position, action: Action, t: int) -> Position | None:
        """Where ``action`` played as action ``t`` leaves the piece, gravity included."""
        moved = step(self.bb, self.shape, self.free, position, action)
        if moved is None:
            return None
        rotation, anchor = moved
        landed = fall(self.bb, self.free[rotation], 1 << anchor, self.falls_after(t))
        return (rotation, landed.bit_length() - 1)


def search(
    bb: BitBoard, shape: int, free: list[int], start: Position, timing: Timing | None = None
) -> Reach:
    """Every position reachable from ``start`` by the piece moves, in layers of actions."""
    reach = Reach(bb, shape, free, timing)
    rotation, anchor = start
    frontier = [0] * 6
    first_falls = timing.falls_before_first() if timing else 0
    frontier[rotation] = fall(bb, free[rotation], 1 << anchor, first_falls)
    seen = list(frontier)
    reach.layers.append(frontier)
    orientations = bb.orientations[shape]
    while True:
        grown = _expand(bb, orientations, free, frontier)
        falls = reach.falls_after(len(reach.layers) - 1)
        if falls:
            grown = [fall(bb, f, g, falls) for f, g in zip(free, grown, strict=True)]
        frontier = [g & ~s for g, s in zip(grown, seen, strict=True)]
        if not any(frontier):
            return reach
        seen = [f | s for f, s in zip(frontier, seen, strict=True)]
        reach.layers.append(frontier)


def _expand(bb: BitBoard, orientations, free: list[int], frontier: list[int]) -> list[int]:
    """Every position one action away from ``frontier`` (before gravity).

    With a column of ``W`` bits, S is +1, SE +W, NE +W-1, SW -(W-1) and NW -W. The
    down-left diagonal (SW) covers V-left's SW half and the down-right one (SE) V-right's SE
    half, so only the NW and NE halves of the V-moves need their own terms.
    """
    w = bb.width
    grown = [0] * 6
    for rotation, positions in enumerate(frontier):
        if not positions:
            continue
        here = orientations[rotation]
        moved = (
            (positions << 1)
            | (positions >> (w - 1))
            | (positions << w)
            | ((positions & here.left_nw) >> w)
            | ((positions & here.right_ne) << (w - 1))
        )
        grown[rotation] |= moved & free[rotation]
        for turn in (1, 5):
            target = (rotation + turn) % 6
            grown[target] |= _rotate_into(w, orientations[target], free[target], positions)
    return grown


def _rotate_into(w: int, into, free: int, positions: int) -> int:
    """Where ``positions`` end after rotating into orientation ``into``.

    The kicks in order: none, V-left (NW or SW by ``into.left_nw``), V-right (NE or SE by
    ``into.right_ne``), then N; each position takes the first that fits.
    """
    landed = positions & free
    rest = positions ^ landed
    if not rest:
        return landed
    nw = rest & into.left_nw
    ok_nw = nw & (free << w)
    ok_sw = (rest ^ nw) & (free << (w - 1))
    landed |= (ok_nw >> w) | (ok_sw >> (w - 1))
    rest &= ~(ok_nw | ok_sw)
    if not rest:
        return landed
    ne = rest & into.right_ne
    ok_ne = ne & (free >> (w - 1))
    ok_se = (rest ^ ne) & (free >> w)
    landed |= (ok_ne << (w - 1)) | (ok_se << w)
    rest &= ~(ok_ne | ok_se)
    return landed | ((rest & (free << 1)) >> 1)


def step(bb: BitBoard, shape: int, free: list[int], position: Position, action: Action):
    """The position after ``action``, exactly as the engine moves, or None if it is refused."""
    rotation, anchor = position
    here = bb.orientations[shape][rotation]
    if action in ROTATIONS:
        target = (rotation + ROTATIONS[action]) % 6
        for kick in bb.orientations[shape][target].kicks[anchor]:
            if free[target] >> (anchor + kick) & 1:
                return (target, anchor + kick)
        return None
    if action is Action.LEFT:
        offset = bb.step["NW"] if here.left_nw >> anchor & 1 else bb.step["SW"]
    elif action is Action.RIGHT:
        offset = bb.step["NE"] if here.right_ne >> anchor & 1 else bb.step["SE"]
    else:
        offset = bb.step[TRANSLATIONS[action]]
    moved = anchor + offset
    return (rotation, moved) if moved >= 0 and free[rotation] >> moved & 1 else None


def _predecessors(bb: BitBoard, position: Position, falls: int):
    """Positions from which one action (and ``falls`` gravity steps) might reach ``position``."""
    rotation, anchor = position
    offsets = [bb.step[name] for name in ("S", "SW", "SE", "NW", "NE", "N")]
    for fallen in range(falls + 1):
        moved = anchor - fallen * bb.step["S"]
        for offset in offsets:
            yield (rotation, moved - offset)
        for turn in (1, -1):
            for offset in [0, *offsets]:
                yield ((rotation - turn) % 6, moved - offset)


def path(reach: Reach, goal: Position) -> list[Action] | None:
    """The shortest action list from the search's start to ``goal``, or None if unreached."""
    t = reach.layer_of(goal)
    if t is None:
        return None
    actions: list[Action] = []
    position = goal
    while t > 0:
        previous = reach.layers[t - 1]
        found = None
        for candidate in _predecessors(reach.bb, position, reach.falls_after(t - 1)):
            rotation, anchor = candidate
            if anchor < 0 or not previous[rotation] >> anchor & 1:
                continue
            found = next((a for a in MOVES if reach.after(candidate, a, t - 1) == position), None)
            if found is not None:
                actions.append(found)
                position = candidate
                break
        if found is None:
            raise AssertionError("a reached position must have a predecessor")
        t -= 1
    actions.reverse()
    return actions


def drop_path(reach: Reach, placement: Position) -> list[Action] | None:
    """The quickest way to end at ``placement``: moves to a spot above it, then DROP.

    Among the reached positions in the free column above the placement, the one with the
    fewest actions wins, the higher one on ties (a longer drop scores more).
    """
    rotation, anchor = placement
    up = reach.bb.step["N"]
    best = None
    spot = anchor
    while spot >= 0 and reach.free[rotation] >> spot & 1:
        t = reach.layer_of((rotation, spot))
        if t is not None and (best is None or t <= best[0]):
            best = (t, spot)
        spot += up
    if best is None:
        return None
    return [*path(reach, (rotation, best[1])), Action.DROP]


def walk(reach: Reach, actions: list[Action]) -> list[Position]:
    """The position the piece should have before each of ``actions`` (the plan's checkpoints)."""
    rotation = next(r for r, layer in enumerate(reach.layers[0]) if layer)
    here = (rotation, reach.layers[0][rotation].bit_length() - 1)
    positions = []
    for t, action in enumerate(actions):
        positions.append(here)
        if action is not Action.DROP:
            here = reach.after(here, action, t)
    return positions
