"""A joiner's connection to a host, in one network thread beside the game's loop.

:class:`Client` connects, joins with the room code and a token of its own (the same at every
join: the host keeps the seat for it), and leaves every message from the host in a queue
that the scene or the headless player empties with :meth:`Client.poll`, never waiting. A
dropped connection is tried again, a bounded number of times, with the token: the host
kept the seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import secrets
import threading
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from core.net import protocol
from core.net.addresses import Address
from core.net.limits import DEFAULT_LIMITS, Limits
from core.net.tails import TailsKept

CONNECTING, JOINED, DROPPED, CLOSED = "connecting", "joined", "dropped", "closed"


class Client:
    """Join ``game`` at ``address`` with ``code`` as ``name``."""

    def __init__(
        self,
        address: Address,
        game: str,
        code: str,
        name: str,
        lang: str = "en",
        *,
        token: str | None = None,
        retries: int = 60,
        retry_seconds: float = 1.0,
        limits: Limits = DEFAULT_LIMITS,
    ) -> None:
        self.address, self.game, self.code, self.name, self.lang = address, game, code, name, lang
        # the token is this player's own from the first join, so that a connection cut
        # before the host's welcome arrives still finds its seat again (the host keeps it)
        self.token = token or secrets.token_urlsafe(24)
        self.retries, self.retry_seconds = retries, retry_seconds
        self.limits = limits
        self.status = CONNECTING
        self.seat: int | None = None
        self.latency: float | None = None
        self.received: queue.Queue = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._closing: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._sending: set[asyncio.Task] = set()  # sends under way (kept until done)
        # called in the network thread after each message is queued (a window's App.wake)
        self.on_message: Callable[[], None] | None = None

    # -- the window's side ---------------------------------------------------------------------

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="tessera-join", daemon=True)
        self._thread.start()
        self._ready.wait(5.0)

    def poll(self) -> list[dict]:
        """Every message that arrived since the last call (never waits)."""
        found = []
        while True:
            try:
                found.append(self.received.get_nowait())
            except queue.Empty:
                return found

    def send(self, message: dict) -> None:
        """Send ``message`` when connected (dropped silently otherwise: the host's next state
        says what happened)."""
        self._soon(self._send_now, protocol.encode(message))

    def play(self, move: Any, ref: int | None = None) -> None:
        """Send a move (its JSON form, as the game's codec writes it)."""
        self.send({"type": "move", "move": move, "ref": ref})

    def drop(self) -> None:
        """Cut the connection as a failing network would (the client then comes back)."""
        self._soon(self._abort)

    def _abort(self) -> None:
        if self._ws is not None:
            self._ws.transport.abort()

    def close(self, timeout: float = 3.0) -> None:
        if self._closing is not None:
            self._soon(self._closing.set)
        if self._thread is not None:
            self._thread.join(timeout)

    def _soon(self, function, *args) -> None:
        """Run ``function`` in the network thread, unless that thread has ended."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed in between
                loop.call_soon_threadsafe(function, *args)

    # -- the network thread --------------------------------------------------------------------

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._closing = asyncio.Event()
        self._ready.set()
        attempts = 0  # in a row: a connection that joined starts the count again
        while not self._closing.is_set() and attempts <= self.retries:
            done = await self._session()
            if done or self._closing.is_set():
                break
            attempts = 1 if self.status == JOINED else attempts + 1
            self.status = DROPPED
            self._note({"type": "dropped", "attempt": attempts})
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._closing.wait(), self.retry_seconds)
        self.status = CLOSED
        self._note({"type": "closed"})

    async def _session(self) -> bool:
        """One connection; True when it ended for good (refused, closed, or the game over)."""
        self.status = CONNECTING
        try:
            async with connect(
                self.address.uri,
                proxy=None,
                compression=None,
                open_timeout=5,
                close_timeout=1,
                max_size=self.limits.max_view_frame,
                ping_interval=2.0,
                ping_timeout=self.limits.pong_seconds,
            ) as ws:
                self._ws = ws
                join = protocol.join(self.game, self.code, self.name, self.token, self.lang)
                await ws.send(protocol.encode(join))
                return await self._listen(ws)
        except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed):
            return False
        finally:
            self._ws = None

    async def _listen(self, ws: ClientConnection) -> bool:
        """Take the host's messages until the session ends; True when it ended for good.
        The player's closing is awaited beside the reading once a session, not with a task
        and a wait for every message, on the way of every answer."""
        reading = asyncio.create_task(self._read(ws))
        closing = asyncio.create_task(self._closing.wait())
        try:
            await asyncio.wait({reading, closing}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            closing.cancel()
            reading.cancel()
        return closing.done() or reading.result()

    async def _read(self, ws: ClientConnection) -> bool:
        tails = TailsKept()  # this connection's: the host sends it whole first
        while True:
            message = json.loads(await ws.recv())
            self.latency = ws.latency or self.latency
            if not self._completed(message, tails):
                await ws.send(protocol.encode({"type": "sync"}))
            elif self._take(message):
                return True

    @staticmethod
    def _completed(message: dict, tails: TailsKept) -> bool:
        """A state's view with its whole lists (see :mod:`core.net.tails`); False when
        it cannot be made whole, and the host is asked for the whole state."""
        view = message.get("view") if message.get("type") == "state" else None
        return not isinstance(view, dict) or tails.complete(view)

    def _take(self, message: dict) -> bool:
        """Keep ``message`` for the window's side; True when the session ends for good."""
        kind = message.get("type")
        if kind == "welcome":
            self.token, self.seat, self.status = message["token"], message["seat"], JOINED
        self._note(message)
        return kind == "bye"

    def _note(self, message: dict) -> None:
        self.received.put(message)
        if self.on_message is not None:
            self.on_message()

    def _send_now(self, text: str) -> None:
        ws = self._ws
        if ws is not None:
            task = asyncio.ensure_future(self._send_quietly(ws, text))
            self._sending.add(task)
            task.add_done_callback(self._sending.discard)

    @staticmethod
    async def _send_quietly(ws: ClientConnection, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await ws.send(text)
