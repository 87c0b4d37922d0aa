"""The host's room: who sits where, and every message a joiner's moves lead to.

Pure Python with no network and no clock: :mod:`core.net.host` feeds it what arrives (with
the time) and sends what it returns, a list of ``(connection, message)``. The room is the
match's only authority: a move is played only through ``match.play`` for the seat of the
connection that sent it, and each player is sent only their own ``view``.

Before the start the room is a lobby: joiners take the remote seats (their names become the
seats' names) and the match begins with :meth:`Room.start`. A joiner who drops keeps the
seat for ``Limits.seat_seconds`` and comes back with the token of the first join; the host
may hand the seat to a computer meanwhile. The code and the tokens live in the match's
``view`` (``"net"``), so a match hosted again from its save takes the same joiners back.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from core.match import Match, Seat
from core.net import protocol
from core.net.limits import DEFAULT_LIMITS, Limits
from core.net.tails import TailsSent

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread

Outbox = list[tuple[Hashable, dict]]


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(protocol.CODE_LENGTH))


@dataclass
class Occupant:
    """The joiner at a remote seat: ``conn`` while connected, else when they dropped."""

    name: str
    token: str
    conn: Hashable | None = None
    lang: str = "en"
    dropped_at: float | None = None
    latency: float | None = None


class Room:
    """The seats of one match and their joiners. ``seats`` before the start, then ``match``."""

    def __init__(
        self,
        game: str,
        seats: list[Seat],
        seed: int,
        options: dict | None = None,
        *,
        code: str | None = None,
        limits: Limits = DEFAULT_LIMITS,
    ) -> None:
        self.game, self.seats, self.seed = game, list(seats), seed
        self.options = dict(options or {})
        self.code = code or new_code()
        self.limits = limits
        self.match: Match | None = None
        self.occupants: dict[int, Occupant] = {}
        self.seat_of: dict[Hashable, int] = {}
        self.last_mover: int | None = None
        self.host_seat: int | None = None  # the host's own player's seat (see reserve)
        self.tails = TailsSent()

    @classmethod
    def resume(cls, match: Match, now: float, limits: Limits = DEFAULT_LIMITS) -> Room:
        """The room of a match hosted again from its save: the same code, and each remote
        seat kept (as if its joiner had just dropped, at ``now``) for the token it holds."""
        saved = match.view.get("net", {})
        saved = saved if isinstance(saved, dict) else {}
        code = saved.get("code") if isinstance(saved.get("code"), str) else None
        room = cls(match.game, match.seats, match.seed, match.options, code=code, limits=limits)
        room.match = match
        tokens = saved.get("tokens", {})
        for seat in room.remote_seats:
            token = tokens.get(str(seat)) if isinstance(tokens, dict) else None
            if isinstance(token, str):
                room.occupants[seat] = Occupant(match.seats[seat].name, token, dropped_at=now)
        host_seat = saved.get("host_seat")
        room.host_seat = host_seat if host_seat in room.occupants else None
        return room

    def reserve(self, seat: int, now: float) -> str:
        """Keep remote seat ``seat`` for the host's own player (who joins through loopback
        with the token returned), as for a player who dropped."""
        if seat not in self.remote_seats:
            raise ValueError(f"seat {seat} is not a remote seat")
        token = secrets.token_urlsafe(24)
        self.occupants[seat] = Occupant(self.seats[seat].name, token, dropped_at=now)
        self.host_seat = seat
        return token

    # -- what the room is ----------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.match is not None

    @property
    def remote_seats(self) -> list[int]:
        return [p for p, seat in enumerate(self.seats) if seat.is_remote]

    def open_seats(self) -> list[int]:
        return [p for p in self.remote_seats if p not in self.occupants]

    def full(self) -> bool:
        """Every remote seat has its joiner (connected now)."""
        return all(
            p in self.occupants and self.occupants[p].conn is not None for p in self.remote_seats
        )

    def waiting_for(self) -> list[str]:
        """The names of the dropped joiners the game waits for."""
        return [o.name for o in self.occupants.values() if o.conn is None]

    def seat_list(self, now: float) -> list[dict]:
        """Every seat as the players see it: name, kind, status and latency."""
        return [self._seat_entry(p, seat, now) for p, seat in enumerate(self.seats)]

    def _seat_entry(self, p: int, seat: Seat, now: float) -> dict:
        entry = {"name": seat.name, "kind": seat.kind, "level": seat.level, "status": seat.kind,
                 "latency_ms": None}  # fmt: skip
        occupant = self.occupants.get(p)
        if seat.is_remote:
            entry["status"] = "open" if occupant is None else "here"
        if seat.is_remote and occupant is not None and occupant.conn is None:
            entry["status"] = "away"
            left = occupant.dropped_at + self.limits.seat_seconds - now
            entry["seconds_kept"] = max(0, round(left))
        if occupant is not None and occupant.latency is not None:
            entry["latency_ms"] = round(occupant.latency * 1000, 1)
        return entry

    # -- messages ------------------------------------------------------------------------------

    def receive(
        self, conn: Hashable, message: dict, now: float, *, answer_only: bool = False
    ) -> Outbox:
        """What ``message`` (checked by :func:`protocol.read`) from ``conn`` leads to. With
        ``answer_only``, a move played answers its mover alone: the host sends that first,
        then the others' states (:meth:`states_for_others`)."""
        kind = message["type"]
        if kind == "ping":
            return [(conn, {"type": "pong", "t": message["t"]})]
        if kind == "join":
            return self._join(conn, message, now)
        seat = self.seat_of.get(conn)
        if seat is None:
            return [(conn, protocol.refused("not_seated"))]
        if kind == "sync":
            self.tails.forget(conn)
            return [(conn, self._state_for(conn, seat, now))] if self.started else []
        return self._move(conn, seat, message, now, answer_only)

    def _join(self, conn: Hashable, message: dict, now: float) -> Outbox:
        refusal = protocol.version_refusal(message.get("protocol"), message.get("version"))
        if refusal is None and message["game"] != self.game:
            refusal = protocol.refused("wrong_game", game=self.game)
        if refusal is None and not hmac.compare_digest(message["code"].upper(), self.code):
            refusal = protocol.refused("wrong_code")
        if refusal is None and conn in self.seat_of:
            refusal = protocol.refused("already_seated")
        seat = None if refusal is not None else self._seat_for(message, now)
        if seat is None:
            bye = refusal or protocol.refused("room_full")
            return [(conn, {**bye, "type": "bye"})]
        return self._seat(conn, seat, message, now)

    def _seat_for(self, message: dict, now: float) -> int | None:
        """The seat a joiner takes: theirs again when their token holds one, else the first
        open remote seat (``None``: the room is full). A joiner sends a token of its own from
        the first join (see :class:`core.net.client.Client`), which becomes the seat's: one
        whose connection is cut before the welcome reaches it still comes back to its seat."""
        self.expire(now)
        token = message.get("token")
        for p, occupant in self.occupants.items():
            if token and hmac.compare_digest(occupant.token, token):
                return p
        return next(iter(self.open_seats()), None)

    def _seat(self, conn: Hashable, seat: int, message: dict, now: float) -> Outbox:
        out: Outbox = []
        occupant = self.occupants.get(seat)
        if occupant is None:
            name = message["name"]
            occupant = Occupant(name, message.get("token") or secrets.token_urlsafe(24))
            self.occupants[seat] = occupant
            if not self.started:
                self.seats[seat] = Seat.remote(name, self.seats[seat].colour)
        elif occupant.conn is not None:  # the same player again from a new connection
            del self.seat_of[occupant.conn]
            self.tails.forget(occupant.conn)
            out.append((occupant.conn, {**protocol.refused("joined_elsewhere"), "type": "bye"}))
        occupant.conn, occupant.dropped_at = conn, None
        self.tails.forget(conn)
        occupant.lang = message.get("lang") or "en"
        self.seat_of[conn] = seat
        self._remember_tokens()
        welcome = {
            "type": "welcome",
            "seat": seat,
            "token": occupant.token,
            "game": self.game,
            "code": self.code,
            "options": self.options,
        }
        out.append((conn, welcome))
        out += self.announce_seats(now)
        if self.started:
            out.append((conn, self._state_for(conn, seat, now)))
        if self.started and self.match.over:
            out.append((conn, self._over()))
        return out

    def _move(
        self, conn: Hashable, seat: int, message: dict, now: float, answer_only: bool
    ) -> Outbox:
        ref = message.get("ref")
        match = self.match
        if match is None:
            return [(conn, protocol.refused("not_started", ref))]
        if match.over:
            return [(conn, protocol.refused("game_over", ref, scope="game"))]
        if match.current_player != seat:
            current = match.current_seat.name if match.current_seat else ""
            return [(conn, protocol.refused("not_your_turn", ref, name=current))]
        try:
            move = match.engine.decode(message["move"])
            refusal = self._play(move)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            return [(conn, protocol.refused("bad_move", ref))]
        if refusal is not None:
            return [(conn, protocol.refused(refusal.code, ref, "game", **refusal.fields))]
        if answer_only:
            return self._states(now, [conn], answered=(conn, ref))
        return self.broadcast(now, answered=(conn, ref))

    # -- the table -----------------------------------------------------------------------------

    def start(self, now: float) -> Outbox:
        """Begin the match (the lobby's Start): every seat as it is now."""
        if self.match is None:
            self.match = Match.start(self.game, self.seats, self.seed, self.options)
            self.seats = self.match.seats
            self._remember_tokens()
        return self.broadcast(now)

    def disconnect(self, conn: Hashable, now: float) -> Outbox:
        """``conn`` closed: its joiner's seat is kept for them (before the start, freed)."""
        seat = self.seat_of.pop(conn, None)
        self.tails.forget(conn)
        if seat is None:
            return []
        occupant = self.occupants[seat]
        if occupant.conn != conn:
            return []
        occupant.conn, occupant.dropped_at = None, now
        if not self.started:
            del self.occupants[seat]
            self._remember_tokens()
        return self.announce_seats(now)

    def expire(self, now: float) -> Outbox:
        """Free the seats of joiners away for longer than ``seat_seconds``."""
        gone = [
            p
            for p, o in self.occupants.items()
            if o.conn is None and now - o.dropped_at >= self.limits.seat_seconds
        ]
        for p in gone:
            del self.occupants[p]
        if gone:
            self._remember_tokens()
        return self.announce_seats(now) if gone else []

    def next_expiry(self) -> float | None:
        """When the next kept seat is freed, or ``None``."""
        times = [o.dropped_at for o in self.occupants.values() if o.conn is None]
        return min(times) + self.limits.seat_seconds if times else None

    def hand_to_computer(self, seat: int, level: int, now: float) -> Outbox:
        """The host gives a remote seat (whose joiner is away or never came) to a computer."""
        if seat not in self.remote_seats:
            raise ValueError(f"seat {seat} is not a remote seat")
        occupant = self.occupants.pop(seat, None)
        if occupant is not None and occupant.conn is not None:
            raise ValueError(f"the player at seat {seat} is connected")
        computer = Seat.computer(level, self.seats[seat].name, self.seats[seat].colour)
        self.seats[seat] = computer
        if self.match is not None:
            self.match.seats[seat] = computer
        self._remember_tokens()
        return self.announce_seats(now)

    def set_latency(self, conn: Hashable, seconds: float | None) -> None:
        seat = self.seat_of.get(conn)
        if seat is not None:
            self.occupants[seat].latency = seconds

    # -- computers and the clock ---------------------------------------------------------------

    def busy(self) -> bool:
        """A computer is to move or a turn clock runs: the host must call :meth:`step`."""
        match = self.match
        if match is None or match.over:
            return False
        return match.computer_to_move or match.seconds_left() is not None

    def step(self, ticks: int, now: float) -> Outbox:
        """``ticks`` logic ticks: the turn clock runs (its timeout move is played) and a
        computer's move, once decided, is played."""
        match = self.match
        if match is None or match.over:
            return []
        played = False
        for _ in range(ticks if match.seconds_left() is not None else 0):
            timeout = match.tick_clock()
            if timeout is not None:
                played |= self._play(timeout) is None
                break
        move = match.computer_move()
        if move is not None:
            played |= self._play(move) is None
        return self.broadcast(now) if played else []

    def _play(self, move: Any) -> Any:
        """``match.play``, remembering who moved (whose tiles the move may show)."""
        mover = self.match.current_player
        refusal = self.match.play(move)
        if refusal is None:
            self.last_mover = mover
        return refusal

    # -- what each player is sent --------------------------------------------------------------

    def announce_seats(self, now: float) -> Outbox:
        """The seats to everyone connected (someone came, dropped, or left a seat)."""
        seats = self.seats_message(now)
        return [(conn, seats) for conn in self.seat_of]

    def broadcast(self, now: float, answered: tuple[Hashable, Any] | None = None) -> Outbox:
        """Each seated joiner's own state (which holds the seats too), first to the one
        whose move it answers; in the lobby, the seats."""
        if not self.started:
            return self.announce_seats(now)
        mover = None if answered is None else answered[0]
        return self._states(now, sorted(self.seat_of, key=lambda conn: conn != mover), answered)

    def states_for_others(self, mover: Hashable, now: float) -> Outbox:
        """Every seated joiner's state but ``mover``'s (see ``answer_only``)."""
        return self._states(now, [conn for conn in self.seat_of if conn != mover])

    def _states(
        self, now: float, conns: list[Hashable], answered: tuple[Hashable, Any] | None = None
    ) -> Outbox:
        out: Outbox = []
        for conn in conns:
            state = self._state_for(conn, self.seat_of[conn], now)
            if answered is not None and conn == answered[0]:
                state["ref"] = answered[1]
            out.append((conn, state))
            if self.match.over:
                out.append((conn, self._over()))
        return out

    def _last_move_for(self, seat: int) -> Any:
        """The move just played as ``seat`` may see it (the scene says what it did)."""
        match = self.match
        if not match.moves:
            return None
        move = match.moves[-1]
        if self.last_mover != seat:
            move = match.engine.logic.public_move(move)
        return match.engine.encode(move)

    def seats_message(self, now: float) -> dict:
        return {
            "type": "seats",
            "seats": self.seat_list(now),
            "started": self.started,
            "code": self.code,
            "waiting_for": self.waiting_for(),
        }

    def _state_for(self, conn: Hashable, seat: int, now: float) -> dict:
        """The state ``conn`` is sent: ``seat``'s view, its lists from what ``conn`` lacks."""
        match = self.match
        return {
            "type": "state",
            "view": self.tails.trim(conn, match.state.view(seat)),
            "moves": len(match.moves),
            "last": self._last_move_for(seat),
            "current": match.current_player,
            "seconds_left": match.seconds_left(),
            "seats": self.seat_list(now),
            "waiting_for": self.waiting_for(),
        }

    def _over(self) -> dict:
        """The end, with the whole record: once the game is over nothing is hidden."""
        match = self.match
        result = match.result()
        return {
            "type": "over",
            "scores": list(result.scores),
            "winners": list(result.winners),
            "ending": result.ending,
            "seed": match.seed,
            "options": match.options,
            "moves": [match.engine.encode(move) for move in match.moves],
        }

    def _remember_tokens(self) -> None:
        """The code and the tokens in the match's saved extras (see :meth:`resume`)."""
        if self.match is not None:
            tokens = {str(p): o.token for p, o in self.occupants.items()}
            self.match.view["net"] = {"code": self.code, "tokens": tokens,
                                      "host_seat": self.host_seat}  # fmt: skip
