"""The room served over WebSockets, in one network thread beside the game's loop.

:class:`Host` runs an asyncio loop in a daemon thread: one task per connection reads (with the
frame size and message rate limits, and a deadline to join) and one sends (a joiner that does
not take its messages is closed, never waited for); one more task plays the computers' moves
and the turn clock, and frees the seats kept too long. Everything that touches the room runs
in that thread; the window's side calls :meth:`Host.call` and reads :attr:`Host.lobby`.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from core.match import Match
from core.net import protocol
from core.net.limits import Limits, RateLimiter
from core.net.room import Outbox, Room

TICKS_PER_SECOND = 60
BUSY_STEP = 1 / 50  # how often the host looks at a thinking computer or a running clock
SEATS_REFRESH = 5.0  # seconds between the seats (and latencies) sent to idle players
# The autosave waits this long after a move: its snapshot and JSON (2.4 ms of CPU at 300
# moves) then run once the players have read the move's states, not beside them on a
# host that is also a player's computer, and moves in quicker succession share one save.
SAVE_AFTER = 0.02

Saver = Callable[[Match], None]


class Host:
    """Serve ``room`` on ``address:port`` (port 0: any free port, see :attr:`port`)."""

    def __init__(
        self,
        room: Room,
        port: int,
        address: str = "127.0.0.1",
        *,
        auto_start: bool = False,
        save: Saver | None = None,
    ) -> None:
        self.room, self.address, self.port = room, address, port
        self.limits: Limits = room.limits
        self.auto_start = auto_start
        self.save = save
        self.lobby: dict = {}  # the seats, started, full and over, for the window's side
        self.version = 0  # grows with every change of :attr:`lobby`
        self.changed = threading.Event()  # set with every change of it, for a thread to wait on
        self.error: str | None = None
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._outboxes: dict[ServerConnection, asyncio.Queue] = {}
        self._kick: asyncio.Event | None = None
        self._stopping: asyncio.Event | None = None
        self._save_due: asyncio.TimerHandle | None = None

    # -- the window's side ---------------------------------------------------------------------

    def start(self, timeout: float = 5.0) -> int:
        """Start listening; the port it listens on. ``OSError`` when it cannot (port taken)."""
        self._thread = threading.Thread(target=self._run, name="tessera-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the network thread did not start")
        if self.error is not None:
            raise OSError(self.error)
        return self.port

    def call(self, function: Callable[..., Outbox], *args: Any) -> Future:
        """Run a room method (``start``, ``hand_to_computer``...) in the network thread and
        send what it returns; the future holds its outbox, or its exception."""
        future: Future = Future()

        def run() -> None:
            try:
                out = function(*args, time.monotonic())
            except Exception as error:  # handed to the caller through the future
                future.set_exception(error)
                return
            self._dispatch(out)
            self._wake()
            future.set_result(out)

        self._loop.call_soon_threadsafe(run)
        return future

    def stop(self, timeout: float = 5.0) -> None:
        loop = self._loop
        if loop is not None and self._stopping is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed in between
                loop.call_soon_threadsafe(self._stopping.set)
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # -- the network thread --------------------------------------------------------------------

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except OSError as error:
            self.error = str(error)
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._kick, self._stopping = asyncio.Event(), asyncio.Event()
        limits = self.limits
        async with serve(
            self._serve,
            self.address,
            self.port,
            max_size=limits.max_frame,
            max_queue=4,
            compression=None,
            ping_interval=limits.ping_seconds,
            ping_timeout=limits.pong_seconds,
            open_timeout=limits.join_seconds,
            close_timeout=1,
            process_request=self._admit,
        ) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            pump = asyncio.create_task(self._pump())
            await self._stopping.wait()
            pump.cancel()
            if self._save_due is not None:  # a move not saved yet is saved before stopping
                self._save_due.cancel()
                self._save_now()

    def _admit(self, connection: ServerConnection, request: Any) -> Any:
        """Refuse a connection beyond ``max_connections`` before its handshake."""
        if len(self._outboxes) >= self.limits.max_connections:
            return connection.respond(503, "too many connections\n")
        return None

    async def _serve(self, ws: ServerConnection) -> None:
        outbox: asyncio.Queue = asyncio.Queue(self.limits.outbox)
        self._outboxes[ws] = outbox
        sender = asyncio.create_task(self._send(ws, outbox))
        try:
            await self._read(ws)
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            del self._outboxes[ws]
            self._dispatch(self.room.disconnect(ws, time.monotonic()))
            self._after_change()  # the seats changed, even with nobody left to tell
            sender.cancel()

    async def _read(self, ws: ServerConnection) -> None:
        limiter = RateLimiter(self.limits.rate, self.limits.burst, time.monotonic())
        joined_by = time.monotonic() + self.limits.join_seconds
        while True:
            if ws in self.room.seat_of:
                text = await ws.recv()
            else:  # a connection that never joins is closed
                text = await asyncio.wait_for(ws.recv(), max(0.0, joined_by - time.monotonic()))
            now = time.monotonic()
            if not limiter.allow(now):
                await ws.close(1008, "too many messages")
                return
            self._handle(ws, text, now)
            await asyncio.sleep(0)  # let the senders run between messages

    def _handle(self, ws: ServerConnection, text: Any, now: float) -> None:
        try:
            message = protocol.read(text)
        except protocol.ProtocolError as error:
            self._dispatch([(ws, protocol.refused(error.code, **error.fields))])
            return
        self.room.set_latency(ws, ws.latency or None)
        moves = len(self.room.match.moves) if self.room.started else None
        self._dispatch(self.room.receive(ws, message, now, answer_only=True))
        if self.room.started and len(self.room.match.moves) != moves:
            self._loop.call_soon(self._send_others, ws, now)
        if self.auto_start and not self.room.started and self.room.full():
            self._dispatch(self.room.start(now))
        self._wake()

    def _send_others(self, mover: ServerConnection, now: float) -> None:
        """The other players' states after ``mover``'s move, built once its answer is on its
        way: the loop runs callbacks in order, and the mover's sender was woken first."""
        self._dispatch(self.room.states_for_others(mover, now))

    async def _send(self, ws: ServerConnection, outbox: asyncio.Queue) -> None:
        """Send ``ws`` its messages, each encoded here, as its turn comes (the answer to a
        move goes out before the others' views are encoded); a message ``ws`` does not take
        in ``send_seconds`` closes it (a timer, not a task per message)."""
        loop = asyncio.get_running_loop()
        while True:
            message = await outbox.get()
            stuck = loop.call_later(self.limits.send_seconds, ws.transport.abort)
            try:
                await ws.send(protocol.encode(message))
            except ConnectionClosed:
                return
            finally:
                stuck.cancel()
            if message["type"] == "bye":
                await ws.close(1000, "bye")
                return

    def _dispatch(self, out: Outbox) -> None:
        for ws, message in out:
            outbox = self._outboxes.get(ws)
            if outbox is None:
                continue
            try:
                outbox.put_nowait(message)
            except asyncio.QueueFull:  # a joiner who does not read: closed, never waited for
                ws.transport.abort()
        if out:
            self._after_change()

    def _after_change(self) -> None:
        """Keep the lobby for the window's side, waking a thread that waits on it only when
        it changed: not at every move, when that thread would take the interpreter from this
        one before the move's answers are sent."""
        room = self.room
        match = room.match
        lobby = {
            "seats": room.seat_list(time.monotonic()),
            "started": room.started,
            "code": room.code,
            "full": room.full(),
            "over": match is not None and match.over,
        }
        if lobby != self.lobby:
            self.lobby = lobby
            self.version += 1
            self.changed.set()
        if match is not None and self.save is not None and match.on_move is None:
            match.on_move = self._save_after_sending
            self.save(match)

    def _save_after_sending(self, move: Any) -> None:
        """Save :data:`SAVE_AFTER` seconds after a move, once for all the moves made in
        between (the save then holds every one of them)."""
        if self._save_due is None:
            self._save_due = self._loop.call_later(SAVE_AFTER, self._save_now)

    def _save_now(self) -> None:
        self._save_due = None
        self.save(self.room.match)

    def _wake(self) -> None:
        if self._kick is not None:
            self._kick.set()

    async def _pump(self) -> None:
        """Computers, the turn clock, kept seats and the latencies, waking only when needed:
        an idle host (every player human, nobody's clock running) sleeps."""
        last = time.monotonic()
        refresh = last + SEATS_REFRESH
        carried = 0.0
        while True:
            now = time.monotonic()
            self._dispatch(self.room.expire(now))
            if now >= refresh:
                refresh = now + SEATS_REFRESH
                self._refresh_latencies(now)
            if self.room.busy():
                carried += (now - last) * TICKS_PER_SECOND
                ticks, carried = int(carried), carried - int(carried)
                self._dispatch(self.room.step(ticks, now))
                wait = BUSY_STEP
            else:
                carried = 0.0
                expiry = self.room.next_expiry()
                wait = refresh - now if expiry is None else min(refresh, expiry) - now
            last = now
            self._kick.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._kick.wait(), max(0.001, wait))

    def _refresh_latencies(self, now: float) -> None:
        """Send the seats again when a latency is first known or changed by a millisecond
        or more (a loopback player's first latency is well under one)."""
        changed = False
        for ws in list(self.room.seat_of):
            seat = self.room.seat_of[ws]
            before, latency = self.room.occupants[seat].latency, ws.latency or None
            if latency is not None and (before is None or abs(latency - before) >= 0.001):
                self.room.set_latency(ws, latency)
                changed = True
        if changed:
            seats = self.room.seats_message(now)
            self._dispatch([(ws, seats) for ws in self.room.seat_of])
