"""One game as the scene keeps it: the seats, the rules state, and how each rack is arranged.

No drawing here. A save stores the seed, the options and the moves (a replay gives the game
back) plus the engine's own snapshot; :meth:`Session.from_snapshot` replays the moves and
refuses the save unless the replay reproduces that snapshot, so a loaded game continues
exactly where it was.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from core.ui.players import Seat
from games.minusmax import logic
from games.minusmax.logic import Move, State
from games.minusmax.moves import move_from_json, move_to_json

SNAPSHOT_FORMAT = 1


def arrange(order: Sequence[int], rack: Sequence[int], sort: bool = False) -> list[int]:
    """``rack`` in the player's arrangement: the values of ``order`` still in the rack keep
    their places, new tiles go to the end; ``sort`` orders low to high instead."""
    if sort:
        return sorted(rack)
    left = Counter(rack)
    kept = []
    for value in order:
        if left[value] > 0:
            kept.append(value)
            left[value] -= 1
    return kept + [value for value in rack if _take(left, value)]


def _take(left: Counter, value: int) -> bool:
    if left[value] > 0:
        left[value] -= 1
        return True
    return False


@dataclass
class Session:
    seed: int
    options: dict
    seats: list[Seat]
    state: State
    orders: list[list[int]] = field(default_factory=list)
    started: bool = False  # the Start button was pressed (or the first player is a human)

    @classmethod
    def new(cls, seed: int, seats: Sequence[Seat], options: dict) -> Session:
        clean = {
            "players": len(seats),
            "rack_size": int(options.get("rack_size", 8)),
            "complete_last_turn": bool(options.get("complete_last_turn", False)),
        }
        state = logic.new_game(seed, **clean)
        session = cls(seed, clean, list(seats), state)
        session.orders = [state.rack(p) for p in range(state.players)]
        session.started = not session.seats[state.starting_player].is_computer
        return session

    # -- play --------------------------------------------------------------------------------

    def apply(self, move: Move) -> None:
        """Play ``move`` (``IllegalMove`` if the rules refuse it) and keep the racks arranged."""
        self.state.apply(move)
        self.started = True
        self.sync_orders()

    def sync_orders(self, sort: bool = False) -> None:
        self.orders = [
            arrange(self.orders[p] if p < len(self.orders) else [], self.state.rack(p), sort)
            for p in range(self.state.players)
        ]

    def move_tile(self, player: int, index: int, target: int) -> None:
        """Move the tile at ``index`` of ``player``'s rack to position ``target``."""
        order = self.orders[player]
        if 0 <= index < len(order):
            value = order.pop(index)
            order.insert(min(max(target, 0), len(order)), value)

    @property
    def humans(self) -> list[int]:
        return [p for p, seat in enumerate(self.seats) if not seat.is_computer]

    def name(self, player: int) -> str:
        return self.seats[player].name

    # -- saving ------------------------------------------------------------------------------

    def snapshot(self) -> dict:
        return {
            "format": SNAPSHOT_FORMAT,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [seat.to_dict() for seat in self.seats],
            "moves": [move_to_json(move) for move in self.state.history],
            "orders": [list(order) for order in self.orders],
            "started": self.started,
            "state": self.state.to_dict(),
        }

    @classmethod
    def from_snapshot(cls, data: dict) -> Session:
        """The session a snapshot describes; ``ValueError`` with a reason when it is unusable."""
        if not isinstance(data, dict):
            raise ValueError("this is not a minusMax game")
        if data.get("format") != SNAPSHOT_FORMAT:
            raise ValueError(f"unsupported minusMax save format {data.get('format')!r}")
        try:
            seed, options = data["seed"], dict(data["options"])
            seats = [Seat.from_dict(seat) for seat in data["seats"]]
            moves = [move_from_json(move) for move in data["moves"]]
            saved = State.from_dict(data["state"])
            orders = [[int(v) for v in order] for order in data.get("orders", [])]
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"damaged minusMax save ({type(error).__name__}: {error})") from error
        if not isinstance(seed, int) or len(seats) != options.get("players"):
            raise ValueError("the save's seed or players do not fit together")
        try:
            state = logic.replay(seed, options, moves)
        except (TypeError, KeyError) as error:
            raise ValueError(f"the save's options are unusable: {error}") from error
        except logic.IllegalMove as error:
            raise ValueError(f"the saved moves cannot be replayed: {error}") from error
        if state != saved:
            raise ValueError("replaying the saved moves does not give the saved game")
        session = cls(seed, options, seats, state, orders, bool(data.get("started", True)))
        session.sync_orders()
        return session
