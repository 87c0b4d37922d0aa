"""The rules of M as a turn-based engine (see ``shared/rules/m.md``). Pure and deterministic.

``new_game(seed, players=2, names=None)`` deals a game; :class:`MState` plays it through the
engine contract of ``core.engine`` and offers the queries a scene needs:

- the table: ``layout``, ``growth_limits()``, ``legal_cells(tile)``, ``refusal(move)``,
  ``placement_problem(tile, pos)``, ``placement_matches(tile, pos)``;
- the players: ``names``, ``hand(player)``, ``chips``, ``collected_by_colour(player)``,
  ``score_preview(player)``, ``breakdown(player)``, ``winners()``;
- the turn: ``phase``, ``current_player``, ``line_options()``, ``scoring_round()``,
  ``last_report`` (what the last move did), ``pile_size``, ``end_reason``.

A turn is a :class:`Place` or a :class:`Pass`. A placement that completes a scoring row and
column asks its player for a :class:`ChooseLine`; a scoring round then asks each taker in turn
for a :class:`Take` until no tile of the run can be taken.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from core.engine import (
    Refusal,
    TurnBasedState,
    copied_rng,
    rng_from_state,
    rng_state_from_json,
    rng_state_to_json,
)
from core.simulation import deal
from games.m import layout as table
from games.m.layout import (
    COLUMN,
    LINES,
    ROW,
    START_CELLS,
    Pos,
    can_place,
    chips_for,
    scoring_runs,
    takeable,
)
from games.m.moves import ChooseLine, Move, Pass, Place, Take, pos_from_json
from games.m.refusals import english, refused
from games.m.scoring import Breakdown, breakdown, final_score
from games.m.tiles import (
    COLOURS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SYMBOLS,
    Tile,
    full_tile_set,
    shared,
    tiles_in_play,
)

__all__ = [
    "COLOURS",
    "COLUMN",
    "ROW",
    "START_CELLS",
    "SYMBOLS",
    "Breakdown",
    "ChooseLine",
    "MState",
    "Move",
    "Pass",
    "Place",
    "Report",
    "RoundView",
    "Take",
    "Tile",
    "can_place",
    "chips_for",
    "final_score",
    "full_tile_set",
    "m_letters",
    "new_game",
    "scoring_runs",
    "shared",
    "take_chips",
    "takeable",
    "tiles_in_play",
]

HAND_SIZE = 4
START_CHIPS = 6
NAME_LIMIT = 40  # characters of a player's name in a save
SAVE_VERSION = 1
# Ruling beyond the rules file: a game in which every player passes for this many full rounds
# in a row ends as if blocked, so that players who keep passing cannot stall it forever.
STALL_ROUNDS = 3

PLACE, CHOOSE, TAKE, OVER = "place", "choose", "take", "over"
PHASES = (PLACE, CHOOSE, TAKE, OVER)
# Why a game ended.
LAST_ROUND, BLOCKED, STALLED = "last round", "blocked", "stalled"
END_REASONS = (LAST_ROUND, BLOCKED, STALLED)


def hides_tiles(state: MState) -> bool:
    """Whether the hands must be hidden from the other players now (for the match's hand-over
    screen): not during a scoring round, where each player takes a tile from the table."""
    return state.phase != TAKE


def m_letters(name: str) -> int:
    """How many letters M (either case) the first name (first word) of ``name`` holds."""
    words = name.split()
    return words[0].lower().count("m") if words else 0


def starting_player(names: Sequence[str], rng: random.Random) -> int:
    """The player whose first name holds the most letters M; ties are drawn with ``rng``."""
    counts = [m_letters(name) for name in names]
    best = max(counts)
    return rng.choice([seat for seat, count in enumerate(counts) if count == best])


@dataclass(frozen=True)
class RoundView:
    """The scoring round under way, for highlighting the run and the takers."""

    line: str  # "row" or "column"
    run: tuple[Pos, ...]  # every cell of the scored run, including those already taken
    trigger: int  # the player who started the round
    taker: int  # the player who must take a tile now
    takeable: tuple[Pos, ...]  # the cells the taker may take from
    taken: tuple[tuple[int, Pos, Tile], ...]  # (player, cell, tile) in the order taken
    ends_game: bool  # the last tile has been drawn, so the game ends with this round


@dataclass(frozen=True)
class Report:
    """What the last move did, for flashes and the move log."""

    player: int
    move: str
    chips: tuple[tuple[int, int], ...] = ()  # (giver, receiver) for each chip that moved
    scoring_lines: tuple[str, ...] = ()  # the lines that qualified, when a placement scored
    round_started: str | None = None  # the line of the scoring round that began
    taken: Tile | None = None  # the tile a Take collected
    drew: int = 0  # tiles drawn from the pile by the player whose turn this move ended
    ended: str | None = None  # the end reason, when this move ended the game

    def to_json(self) -> dict:
        return {
            "player": self.player,
            "move": self.move,
            "chips": [list(pair) for pair in self.chips],
            "scoring_lines": list(self.scoring_lines),
            "round_started": self.round_started,
            "taken": None if self.taken is None else self.taken.to_json(),
            "drew": self.drew,
            "ended": self.ended,
        }

    @classmethod
    def from_json(cls, data: dict, players: int = MAX_PLAYERS) -> Report:
        if not isinstance(data["move"], str) or len(data["move"]) > 200:
            raise ValueError("the last move must be a short text")
        return cls(
            player=_seat(data["player"], players),
            move=data["move"],
            chips=tuple((_seat(a, players), _seat(b, players)) for a, b in data["chips"]),
            scoring_lines=tuple(_one_of(line, LINES, "line") for line in data["scoring_lines"]),
            round_started=_optional(data["round_started"], LINES, "line"),
            taken=None if data["taken"] is None else Tile.from_json(data["taken"]),
            drew=_count(data["drew"], "the number of tiles drawn", HAND_SIZE),
            ended=_optional(data["ended"], END_REASONS, "end reason"),
        )


@dataclass
class _Round:
    """The mutable record of a scoring round (the state owns one while it lasts)."""

    line: str
    run: tuple[Pos, ...]
    trigger: int
    taker: int
    taken: list[tuple[int, Pos, Tile]] = field(default_factory=list)


class MState(TurnBasedState):
    """A game of M. Public attributes are read-only for callers; change it with ``apply``."""

    def __init__(self, seed: int, names: Sequence[str], rng: random.Random) -> None:
        self.seed = seed
        self.names = list(names)
        self.rng = rng
        self.layout: dict[Pos, Tile] = {}
        self.pile: list[Tile] = []  # the top of the pile is the end of the list
        self.out: list[Tile] = []  # tiles left in the box for fewer than six players
        self.hands: list[list[Tile]] = [[] for _ in self.names]
        self.chips = [START_CHIPS] * len(self.names)
        self.collected: list[list[Tile]] = [[] for _ in self.names]
        self.phase = PLACE
        self.turn = 0  # the player whose turn it is (who placed, during a scoring round)
        self.options: list[tuple[str, tuple[Pos, ...]]] = []  # lines to choose from
        self.round: _Round | None = None
        self.last_tile_drawn = False
        self.blocked_passes = 0  # passes in a row by players who had no legal placement
        self.passes = 0  # passes in a row of any kind
        self.end_reason: str | None = None
        self.last_report: Report | None = None

    # ----------------------------------------------------------------- contract
    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def current_player(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == TAKE:
            return self.round.taker
        return self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        """Each player's score: the running preview during play, final once the game is over."""
        return [self.score_preview(player) for player in range(self.players)]

    def legal_moves(self) -> list[Move]:
        if self.phase == PLACE:
            return self.placements() + self._passes()
        if self.phase == CHOOSE:
            return [ChooseLine(line) for line, _ in self.options]
        if self.phase == TAKE:
            return [Take(pos) for pos in takeable(self.layout, self.round.run)]
        return []

    def placements(self) -> list[Place]:
        """Every legal placement for the player to move, by hand order then cell order."""
        cells = table.frontier(self.layout)  # once for the whole hand: the search's inner loop
        fits = table.fits_neighbours
        return [
            Place(tile, pos)
            for tile in _distinct(self.hands[self.turn])
            for pos in cells
            if fits(self.layout, pos, tile)
        ]

    def _passes(self) -> list[Pass]:
        swaps = _distinct(self.hands[self.turn]) if self.pile else []
        return [Pass(None)] + [Pass(tile) for tile in swaps]

    def illegal_reason(self, move: object) -> str | None:
        refusal = self.refusal(move)
        return None if refusal is None else english(refusal)

    def refusal(self, move: object) -> Refusal | None:
        """Why ``move`` may not be played now, as a code with fields (:mod:`games.m.refusals`);
        ``None`` when it may."""
        if self.phase == OVER:
            return refused("game_over")
        if isinstance(move, Place):
            return self._place_refusal(move)
        if isinstance(move, Pass):
            return self._pass_refusal(move)
        if isinstance(move, ChooseLine):
            if self.phase != CHOOSE:
                return refused("no_choice")
            if move.line not in [line for line, _ in self.options]:
                return refused("line_not_scoring", line=move.line)
            return None
        if isinstance(move, Take):
            if self.phase != TAKE:
                return refused("no_round")
            return table.take_problem(self.layout, self.round.run, move.pos)
        return refused("not_a_move", move=repr(move))

    def _turn_refusal(self) -> Refusal | None:
        if self.phase == CHOOSE:
            return refused("choose_line")
        if self.phase == TAKE:
            return refused("not_placing")
        return None

    def _place_refusal(self, move: Place) -> Refusal | None:
        refusal = self._turn_refusal()
        if refusal is None and move.tile not in self.hands[self.turn]:
            refusal = refused("not_in_hand", tile=move.tile.to_json())
        return refusal or table.placement_problem(self.layout, move.pos, move.tile)

    def _pass_refusal(self, move: Pass) -> Refusal | None:
        refusal = self._turn_refusal()
        if refusal is None and move.swap is not None:
            if move.swap not in self.hands[self.turn]:
                refusal = refused("not_in_hand", tile=move.swap.to_json())
            elif not self.pile:
                refusal = refused("no_swap")
        return refusal

    def apply_unchecked(self, move: Move) -> None:
        """Play ``move`` without asking whether it is legal: the search's fast path, for a
        move taken from :meth:`legal_moves` or from a plan of the computer's, never from a
        player. (``apply`` checks every move, which costs a connectivity test per take.)"""
        self._apply(move)

    def _apply(self, move: Move) -> None:
        if isinstance(move, Place):
            self._place(move)
        elif isinstance(move, Pass):
            self._pass(move)
        elif isinstance(move, ChooseLine):
            self._choose(move)
        else:
            self._take(move)

    # ---------------------------------------------------------------- the moves
    def _place(self, move: Place) -> None:
        player = self.turn
        self.hands[player].remove(move.tile)
        self.layout[move.pos] = move.tile
        self.passes = self.blocked_passes = 0
        touching = len(table.occupied_neighbours(self.layout, move.pos))
        givers = take_chips(self.chips, player, chips_for(touching))
        lines = table.scoring_lines(self.layout, move.pos)
        self.last_report = Report(
            player,
            str(move),
            chips=tuple((giver, player) for giver in givers),
            scoring_lines=tuple(line for line, _ in lines),
        )
        if len(lines) == 2:
            self.phase = CHOOSE
            self.options = [(line, tuple(run)) for line, run in lines]
        elif lines:
            self._start_round(*lines[0])
        else:
            self._end_turn()

    def _pass(self, move: Pass) -> None:
        player = self.turn
        could_place = self.has_placement()
        chips = ()
        if self.chips[player]:
            right = self._right_of(player)
            self.chips[player] -= 1
            self.chips[right] += 1
            chips = ((player, right),)
        drew = 0
        if move.swap is not None:
            self.hands[player].remove(move.swap)
            self.pile.insert(0, move.swap)
            self.hands[player].append(self.pile.pop())
            drew = 1
        self.passes += 1
        self.blocked_passes = 0 if could_place else self.blocked_passes + 1
        self.last_report = Report(player, str(move), chips, drew=drew)
        if self.blocked_passes >= self.players:
            self._finish(BLOCKED)
        elif self.passes >= STALL_ROUNDS * self.players:
            self._finish(STALLED)
        else:
            self.turn = (player + 1) % self.players

    def _choose(self, move: ChooseLine) -> None:
        run = dict(self.options)[move.line]
        self.options = []
        self.last_report = Report(self.turn, str(move))
        self._start_round(move.line, run)

    def _start_round(self, line: str, run: Sequence[Pos]) -> None:
        self.round = _Round(line, tuple(run), trigger=self.turn, taker=self.turn)
        self.phase = TAKE
        self.last_report = _with(self.last_report, round_started=line)
        if not takeable(self.layout, self.round.run):
            self._end_round()

    def _take(self, move: Take) -> None:
        taker = self.round.taker
        tile = self.layout.pop(move.pos)
        self.collected[taker].append(tile)
        self.round.taken.append((taker, move.pos, tile))
        self.last_report = Report(taker, str(move), taken=tile)
        if takeable(self.layout, self.round.run):
            self.round.taker = self._right_of(taker)
        else:
            self._end_round()

    def _end_round(self) -> None:
        self.round = None
        if self.last_tile_drawn:
            self._finish(LAST_ROUND)
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        """Draw the placer back up to four tiles and hand the turn to the left."""
        player = self.turn
        drew = 0
        while len(self.hands[player]) < HAND_SIZE and self.pile:
            self.hands[player].append(self.pile.pop())
            drew += 1
            self.last_tile_drawn = not self.pile
        self.last_report = _with(self.last_report, drew=self.last_report.drew + drew)
        self.phase = PLACE
        self.turn = (player + 1) % self.players

    def _finish(self, reason: str) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.last_report = _with(self.last_report, ended=reason)

    def _right_of(self, player: int) -> int:
        return (player - 1) % self.players

    # ------------------------------------------------------------ scene queries
    @property
    def pile_size(self) -> int:
        return len(self.pile)

    def hand(self, player: int) -> list[Tile]:
        """The tiles in ``player``'s hand (show them only to that player)."""
        return list(self.hands[player])

    def right_hand_neighbour(self, player: int) -> int:
        """The player on ``player``'s right: the previous seat, who gives chips and takes next."""
        return self._right_of(player)

    def has_placement(self) -> bool:
        """Whether the player to move could place any hand tile now."""
        return any(self.legal_cells(tile) for tile in _distinct(self.hands[self.turn]))

    def growth_limits(self) -> tuple[int, int, int, int]:
        """``(x_min, x_max, y_min, y_max)`` inclusive: where the 6 x 6 layout may still grow."""
        return table.growth_limits(self.layout)

    def legal_cells(self, tile: Tile) -> list[Pos]:
        """The cells where ``tile`` could be placed now, sorted by ``(y, x)``."""
        return [
            pos
            for pos in table.frontier(self.layout)
            if table.fits_neighbours(self.layout, pos, tile)
        ]

    def placement_refusal(self, tile: Tile, pos: Pos) -> str | None:
        """Why ``tile`` may not go on ``pos`` now, e.g. "the red 20 star shares nothing with
        the blue 0 on its left"; ``None`` when the current player may place it there."""
        return self.illegal_reason(Place(tile, pos))

    def placement_problem(self, tile: Tile, pos: Pos) -> Refusal | None:
        """Why ``tile`` may not go on ``pos`` of the layout, whoever holds it (for a tooltip);
        ``None`` if it may."""
        return table.placement_problem(self.layout, pos, tile)

    def placement_matches(self, tile: Tile, pos: Pos) -> list[tuple[str, Tile, list[str]]]:
        """``(side, neighbour, shared characteristics)`` for each tile next to ``pos``."""
        return table.placement_matches(self.layout, pos, tile)

    def chip_givers(self, pos: Pos) -> list[int]:
        """Who would give each chip if the player to move placed a tile on ``pos`` now."""
        touching = len(table.occupied_neighbours(self.layout, pos))
        return take_chips(list(self.chips), self.turn, chips_for(touching))

    def scoring_lines_if_placed(self, tile: Tile, pos: Pos) -> list[str]:
        """The lines (``"row"``, ``"column"``) that would score if ``tile`` went on ``pos``."""
        trial = dict(self.layout)
        trial[pos] = tile
        return [line for line, _ in table.scoring_lines(trial, pos)]

    def line_options(self) -> list[tuple[str, tuple[Pos, ...]]]:
        """``(line, run)`` for the row and the column to choose from (empty unless choosing)."""
        return list(self.options)

    def scoring_round(self) -> RoundView | None:
        """The scoring round under way, or ``None``."""
        if self.round is None:
            return None
        return RoundView(
            line=self.round.line,
            run=self.round.run,
            trigger=self.round.trigger,
            taker=self.round.taker,
            takeable=tuple(takeable(self.layout, self.round.run)),
            taken=tuple(self.round.taken),
            ends_game=self.last_tile_drawn,
        )

    def collected_by_colour(self, player: int) -> dict[str, list[Tile]]:
        """The tiles ``player`` collected, per colour in ``COLOURS`` order, each by value."""
        groups = {colour: [] for colour in COLOURS}
        for tile in self.collected[player]:
            groups[tile.colour].append(tile)
        return {colour: sorted(tiles, key=_tile_order) for colour, tiles in groups.items() if tiles}

    def score_preview(self, player: int) -> int:
        """``player``'s score if the game ended now."""
        return final_score(self.chips[player], self.collected[player])

    def breakdown(self, player: int) -> Breakdown:
        """Chips, chip points, best two colours and negative colours with totals, and total."""
        return breakdown(self.chips[player], self.collected[player])

    def winners(self) -> list[int]:
        """The players with the highest score (several on a tie)."""
        scores = self.scores()
        return [player for player, score in enumerate(scores) if score == max(scores)]

    # ---------------------------------------------------------------- copying
    def clone(self) -> MState:
        other = MState.__new__(MState)
        other.__dict__.update(self.__dict__)
        other.rng = copied_rng(self.rng)
        other.names = list(self.names)
        other.layout = dict(self.layout)
        other.pile = list(self.pile)
        other.out = list(self.out)
        other.hands = [list(hand) for hand in self.hands]
        other.chips = list(self.chips)
        other.collected = [list(tiles) for tiles in self.collected]
        other.options = list(self.options)
        if self.round is not None:
            other.round = _Round(
                self.round.line,
                self.round.run,
                self.round.trigger,
                self.round.taker,
                list(self.round.taken),
            )
        return other

    def to_dict(self) -> dict:
        round_ = self.round
        return {
            "game": "m",
            "version": SAVE_VERSION,
            "seed": self.seed,
            "names": list(self.names),
            "rng": rng_state_to_json(self.rng.getstate()),
            "layout": [[x, y, tile.to_json()] for (x, y), tile in sorted(self.layout.items())],
            "pile": _tiles_json(self.pile),
            "out": _tiles_json(self.out),
            "hands": [_tiles_json(hand) for hand in self.hands],
            "chips": list(self.chips),
            "collected": [_tiles_json(tiles) for tiles in self.collected],
            "phase": self.phase,
            "turn": self.turn,
            "options": [[line, [list(pos) for pos in run]] for line, run in self.options],
            "round": None
            if round_ is None
            else {
                "line": round_.line,
                "run": [list(pos) for pos in round_.run],
                "trigger": round_.trigger,
                "taker": round_.taker,
                "taken": [[p, list(pos), tile.to_json()] for p, pos, tile in round_.taken],
            },
            "last_tile_drawn": self.last_tile_drawn,
            "blocked_passes": self.blocked_passes,
            "passes": self.passes,
            "end_reason": self.end_reason,
            "last_report": None if self.last_report is None else self.last_report.to_json(),
        }

    def view(self, player: int) -> dict:
        """What ``player`` may see (what a remote player receives): :meth:`to_dict` without the
        seed, the generator, the pile and the tiles left out (their numbers only), the other
        hands (their sizes only) and the tile another player swapped."""
        data = self.to_dict()
        for hidden in ("seed", "rng", "pile", "out", "hands"):
            del data[hidden]
        data["viewer"] = player
        data["hand"] = _tiles_json(self.hands[player])
        data["hand_counts"] = [len(hand) for hand in self.hands]
        data["pile_count"] = len(self.pile)
        data["out_count"] = len(self.out)
        report = self.last_report
        if report is not None and report.player != player and _is_swap(report.move):
            data["last_report"]["move"] = SWAP_SEEN_BY_OTHERS
        return data

    @classmethod
    def from_dict(cls, data: dict) -> MState:
        """The state saved by :meth:`to_dict`; ``ValueError`` with a reason when it is not one."""
        try:
            return _state_from_dict(data)
        except ValueError as error:
            raise ValueError(f"not a valid saved game of M: {error}") from error
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(
                f"not a valid saved game of M: missing or malformed {error}"
            ) from error


def public_move(move: Move) -> Move:
    """``move`` as every player may see it: a pass with a swap, without the swapped tile."""
    return Pass(None) if isinstance(move, Pass) else move


def from_view(view: Mapping, seed: int = 0) -> MState:
    """A state the viewer of :meth:`MState.view` can play and draw from: everything they see,
    with the tiles they cannot see dealt to the other hands, the pile and the tiles out by
    ``random.Random(seed)`` (a stand-in: only the viewer's hand and the table are real).
    ``ValueError`` when ``view`` is not a view of a game this program can reach."""
    data = dict(view)
    try:
        viewer, hand = data.pop("viewer"), _tiles(data.pop("hand"))
        counts, pile_count = data.pop("hand_counts"), data.pop("pile_count")
        out_count = data.pop("out_count")
        unseen = Counter(full_tile_set())
        unseen.subtract(Tile.from_json(tile) for *_, tile in data["layout"])
        unseen.subtract(hand)
        for tiles in data["collected"]:
            unseen.subtract(_tiles(tiles))
        others = [size for player, size in enumerate(counts) if player != viewer]
        tiles = sorted(unseen.elements(), key=repr)
        (*hands, pile), out = deal(tiles, [*others, pile_count], random.Random(seed))
        every = [hand if player == viewer else hands.pop(0) for player in range(len(counts))]
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ValueError(f"not a view of a game of M ({error})") from error
    if len(out) != out_count:
        raise ValueError("the view's tile counts do not add up")
    rng = rng_state_to_json(random.Random(seed).getstate())
    hidden = {"pile": _tiles_json(pile), "out": _tiles_json(out)}
    hands_json = [_tiles_json(tiles) for tiles in every]
    return MState.from_dict({**data, **hidden, "seed": seed, "rng": rng, "hands": hands_json})


def new_game(seed: int, players: int | None = None, names: Sequence[str] | None = None) -> MState:
    """Deal a game: ``players`` (2 to 6, default 2 or the number of ``names``) named players.

    The tiles in play are drawn at random, five of them form the opening M on ``START_CELLS``,
    each player draws four, and the player with the most letters M in the first name starts.
    """
    if names is None:
        names = [f"Player {seat + 1}" for seat in range(players or MIN_PLAYERS)]
    names = [str(name) for name in names]
    if players is not None and players != len(names):
        raise ValueError(f"{players} players need {players} names, not {len(names)}")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"M is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}")
    rng = random.Random(seed)
    state = MState(seed, names, rng)
    tiles = full_tile_set()
    rng.shuffle(tiles)
    in_play = tiles_in_play(len(names))
    state.pile, state.out = tiles[:in_play], tiles[in_play:]
    for pos in START_CELLS:
        state.layout[pos] = state.pile.pop()
    for hand in state.hands:
        hand.extend(state.pile.pop() for _ in range(HAND_SIZE))
    state.turn = starting_player(names, rng)
    return state


# --------------------------------------------------------------------- helpers
def _distinct(tiles: Iterable[Tile]) -> list[Tile]:
    """``tiles`` without repeats, in first-seen order (the two value-0 tiles of a colour)."""
    return list(dict.fromkeys(tiles))


def take_chips(chips: list[int], player: int, count: int) -> list[int]:
    """Move up to ``count`` chips to ``player``, each from the nearest player on his right
    (previous seats) who has one, never from himself. Changes ``chips``; returns the givers."""
    players = len(chips)
    to_the_right = [(player - step) % players for step in range(1, players)]
    givers = []
    for _ in range(count):
        holders = [seat for seat in to_the_right if chips[seat]]
        if not holders:
            break
        chips[holders[0]] -= 1
        chips[player] += 1
        givers.append(holders[0])
    return givers


def _tile_order(tile: Tile) -> tuple:
    return (COLOURS.index(tile.colour), tile.value, tile.symbol or "")


def _with(report: Report, **changes) -> Report:
    return Report(**{**report.__dict__, **changes})


SWAP_SEEN_BY_OTHERS = "pass and swap a tile"


def _is_swap(move_text: str) -> bool:
    """Whether a report's move text is a pass with a swap (it names the swapped tile)."""
    plain = str(Pass(None))
    return move_text != plain and move_text.startswith(plain)


def _tiles_json(tiles: Iterable[Tile]) -> list:
    return [tile.to_json() for tile in tiles]


def _tiles(data: list) -> list[Tile]:
    if not isinstance(data, list):
        raise ValueError(f"expected a list of tiles, not {data!r}")
    return [Tile.from_json(item) for item in data]


def _one_of(value: object, allowed: Sequence, what: str):
    if value not in allowed:
        raise ValueError(f"unknown {what} {value!r}")
    return value


def _optional(value: object, allowed: Sequence, what: str):
    return None if value is None else _one_of(value, allowed, what)


def _seat(value: object, players: int) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise ValueError(f"{value!r} is not a seat of a {players}-player game")
    return value


def _count(value: object, what: str, most: int = 10**6) -> int:
    if type(value) is not int or not 0 <= value <= most:
        raise ValueError(f"{what} must be a whole number from 0 to {most}, not {value!r}")
    return value


def _is_name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= NAME_LIMIT


def _state_from_dict(data: dict) -> MState:
    if not isinstance(data, dict) or data.get("game") != "m":
        raise ValueError("this is not a saved game of M")
    if data.get("version") != SAVE_VERSION:
        raise ValueError(f"save version {data.get('version')!r} is not {SAVE_VERSION}")
    names = data["names"]
    if not isinstance(names, list) or not all(_is_name(name) for name in names):
        raise ValueError("the players' names must be texts of 1 to 40 characters")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"M is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}")
    players = len(names)
    rng = rng_from_state(rng_state_from_json(data["rng"]))
    if type(data["seed"]) is not int:
        raise ValueError(f"the seed must be an integer, not {data['seed']!r}")
    state = MState(data["seed"], names, rng)
    state.layout = {}
    for x, y, tile in data["layout"]:
        state.layout[pos_from_json([x, y])] = Tile.from_json(tile)
    state.pile = _tiles(data["pile"])
    state.out = _tiles(data["out"])
    state.hands = [_tiles(hand) for hand in data["hands"]]
    state.collected = [_tiles(tiles) for tiles in data["collected"]]
    state.chips = [_count(chips, "a chip count") for chips in data["chips"]]
    if not len(state.hands) == len(state.collected) == len(state.chips) == players:
        raise ValueError("hands, chips and collected tiles must be given for every player")
    if sum(state.chips) != START_CHIPS * players:
        raise ValueError(f"the players must hold {START_CHIPS} chips each between them")
    _check_tile_count(state)
    state.phase = _one_of(data["phase"], PHASES, "phase")
    state.turn = _seat(data["turn"], players)
    state.options = [
        (_one_of(line, LINES, "line"), tuple(pos_from_json(pos) for pos in run))
        for line, run in data["options"]
    ]
    if data["round"] is not None:
        saved = data["round"]
        state.round = _Round(
            _one_of(saved["line"], LINES, "line"),
            tuple(pos_from_json(pos) for pos in saved["run"]),
            _seat(saved["trigger"], players),
            _seat(saved["taker"], players),
            [
                (_seat(p, players), pos_from_json(pos), Tile.from_json(t))
                for p, pos, t in saved["taken"]
            ],
        )
    if (state.phase == TAKE) != (state.round is not None):
        raise ValueError("a scoring round is saved exactly while tiles are being taken")
    if (state.phase == CHOOSE) != bool(state.options):
        raise ValueError("lines to choose from are saved exactly while a line is being chosen")
    state.last_tile_drawn = bool(data["last_tile_drawn"])
    state.blocked_passes = _count(data["blocked_passes"], "the blocked pass count")
    state.passes = _count(data["passes"], "the pass count")
    state.end_reason = _optional(data["end_reason"], END_REASONS, "end reason")
    report = data["last_report"]
    state.last_report = None if report is None else Report.from_json(report, players)
    return state


_FULL_SET_COUNTS = Counter(full_tile_set())


def _check_tile_count(state: MState) -> None:
    """Every tile of the set must be somewhere exactly once: table, pile, box, hands, taken."""
    places = [state.layout.values(), state.pile, state.out, *state.hands, *state.collected]
    counts = Counter(tile for place in places for tile in place)
    if not dict.__eq__(counts, _FULL_SET_COUNTS):  # Counter's own == loops in Python
        raise ValueError("the saved tiles are not the 90 tiles of M, each once")


def match_options(seats: Sequence, options: Mapping) -> dict:
    """The complete options of a match with ``seats`` (for :mod:`core.match`): the players'
    names, which decide who starts. The computers' speed is the scene's, not the rules'."""
    return {"players": len(seats), "names": [seat.name for seat in seats]}


def undo_scope(state: MState) -> tuple | None:
    """What a move may be taken back within (``core.match``): the turn of one player before
    anything is drawn or taken. So the placement that completed a row and a column may be
    taken back while its player chooses which one scores; once the turn has ended (tiles drawn,
    the next player to move) or a scoring round has begun, nothing is."""
    if state.phase not in (PLACE, CHOOSE):
        return None
    return state.turn, len(state.pile)
