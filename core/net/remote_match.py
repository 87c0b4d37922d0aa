"""The joiner's side of a network game: a :class:`~core.match.Match` drawn from the host's views.

The game's own scene draws it with its own controls, hints and help, as in hot seat: the
state is the game's ``from_view`` of the latest view (the player's own tiles and the table are
real, the hidden tiles stand-ins), the player's seat is the only human one, and the other
seats are shown as the host's seats say (a friend by name, a computer with its level) and
count as played elsewhere: the scene waits for them (:attr:`RemoteMatch.computer_to_move`)
and never shows their tiles.
A move is checked here (the board and the player's tiles are exact), sent to the host and
shown at once; the host's answer then replaces the state. The host runs the turn clock and
is the only authority: nothing here can play for another seat, and nothing is saved here.
"""

from __future__ import annotations

from typing import Any

from core import i18n
from core.engine import Refusal
from core.match import ABANDONED, MAX_LEVEL, TICKS_PER_SECOND, Engine, Match, Seat
from core.net import words
from core.net.client import Client
from core.net.host import Host

NOT_YOUR_TURN = Refusal("not_your_turn")


class RemoteMatch(Match):
    """The match of ``client`` once it has received its first ``state`` message."""

    saves_locally = False
    decides_here = False

    def __init__(
        self, client: Client, welcome: dict, state_message: dict, host: Host | None = None
    ) -> None:
        engine = Engine(client.game)
        self.client, self.seat = client, welcome["seat"]
        self.host = host  # the room this program serves, when its player is the host
        state = engine.logic.from_view(state_message["view"], seed=state_message["moves"])
        seats = self._seats(state_message["seats"])
        super().__init__(engine, seats, 0, dict(welcome.get("options", {})), state)
        self.status: dict = {"waiting_for": [], "seats": state_message["seats"]}
        self.notes: list[str] = []  # worded, for the scene to show (see take_notes)
        self._take_state(state_message)

    def _seats(self, listed: list[dict]) -> list[Seat]:
        """The player's own seat is human; every other one as the host lists it."""
        return [
            Seat.human(entry["name"]) if p == self.seat else _seat_elsewhere(entry)
            for p, entry in enumerate(listed)
        ]

    @property
    def humans(self) -> list[int]:
        """Only this player's tiles ever show here (no hand-over screen between seats)."""
        return [self.seat]

    @property
    def computer_to_move(self) -> bool:
        """Another seat is to move: the scene waits for the host's next state."""
        player = self.current_player
        return not self.over and player is not None and player != self.seat

    # -- what arrives ----------------------------------------------------------------------

    def sync(self) -> bool:
        """Take what the host sent since the last call (never waits); whether the state
        changed."""
        changed = False
        for message in self.client.poll():
            kind = message.get("type")
            if kind == "state":
                changed |= self._take_state(message)
            elif kind == "seats":
                self._take_seats(message)
            elif kind in ("refused", "bye"):
                self.notes.append(words.refusal(message, self.client.game))
            elif kind == "dropped" and message.get("attempt") == 1:
                self.notes.append(i18n.t("net.dropped"))
            elif kind == "closed" and not self.over:  # the client gave up coming back
                self.notes.append(i18n.t("net.closed"))
        return changed

    def _take_seats(self, message: dict) -> None:
        """Keep the seats; tell the player when the game starts waiting for someone."""
        waiting = message["waiting_for"]
        if waiting and waiting != self.status["waiting_for"]:
            self.notes.append(i18n.t("net.waiting_for", names=", ".join(waiting)))
        self.status = {"waiting_for": waiting, "seats": message["seats"]}
        if len(message["seats"]) == len(self.seats):
            self.seats = self._seats(message["seats"])  # a seat handed to a computer shows so

    def take_notes(self) -> list[str]:
        notes, self.notes = self.notes, []
        return notes

    def _take_state(self, message: dict) -> bool:
        """Take the host's state; the scene hears of its last move only when it is news (the
        player's own move was shown as it was played: the host's answer only makes the
        tiles drawn real)."""
        count = message["moves"]
        news = count > len(self.moves)
        self._take_seats(message)
        same = count == len(self.moves) and message["view"] == self.state.view(self.seat)
        if not same:
            self.state = self.engine.logic.from_view(message["view"], seed=count)
            self.moves = [None] * count  # the moves themselves stay on the host
        left = message.get("seconds_left")
        limit = self.engine.turn_limit(self.state)
        if left is not None and limit is not None:  # the host's clock, to the second
            self.turn_ticks = max(0, round((limit - left) * TICKS_PER_SECOND))
        if same:
            return False
        last = message.get("last")
        if self.on_move is not None and last is not None and news:
            self.on_move(self.engine.decode(last))
        return True

    # -- what the player does ----------------------------------------------------------------

    def refusal(self, move: Any) -> Refusal | None:
        if not self.over and self.state.current_player != self.seat:
            return NOT_YOUR_TURN
        return super().refusal(move)

    def play(self, move: Any) -> Refusal | None:
        """Check ``move`` here, send it to the host and show it at once."""
        refusal = self.refusal(move)
        if refusal is None:
            self.client.play(self.engine.encode(move), len(self.moves))
        return refusal if refusal is not None else super().play(move)

    def computer_move(self) -> Any | None:
        """Another seat's move comes from the host, as a new state (see :meth:`sync`)."""
        return None

    def tick_clock(self) -> Any | None:
        """The clock runs on the host, which plays the timeout; here it only counts down."""
        if self.seconds_left() is not None:
            self.turn_ticks += 1
        return None

    def _undone(self) -> None:
        return None  # the moves before are not here to replay; the rules' take-back still is

    def states(self) -> list:
        return [self.state.clone()]

    def state_at(self, count: int) -> Any:
        return self.state.clone()

    def end(self, how: str) -> None:
        """Leaving: the connection closes (the host keeps the seat for a while)."""
        if how == ABANDONED:
            self.leave()
        super().end(how)

    def leave(self) -> None:
        """Close the connection and, on the host's computer, stop serving: the match stays
        in the host's autosave, to be hosted again from Continue."""
        self.client.close()
        if self.host is not None:
            self.host.stop()

    def dropped_seats(self) -> list[int]:
        """The remote seats whose players are away (the host may hand them to a computer)."""
        return [p for p, entry in enumerate(self.status["seats"]) if entry.get("status") == "away"]

    def hand_to_computer(self, seat: int, level: int) -> None:
        """The host gives the dropped ``seat`` to a computer at ``level`` (host only)."""
        if self.host is None:
            raise ValueError("only the host hands a seat to a computer")
        self.host.call(self.host.room.hand_to_computer, seat, level)

    def to_save(self) -> dict:
        raise ValueError("a network game is saved by its host")


def _seat_elsewhere(entry: dict) -> Seat:
    """A seat played at another computer, as the host's seat list describes it."""
    level = entry.get("level")
    if entry.get("kind") == "computer" and isinstance(level, int) and 1 <= level <= MAX_LEVEL:
        return Seat.computer(level, entry["name"])
    return Seat.remote(entry["name"])
