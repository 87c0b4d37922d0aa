"""A joiner without a window: it plays its seat as a computer of ``level`` from its own view
(the hidden tiles are stand-ins: it knows no more than a player at that seat), until the game
is over or ``seconds`` have passed. ``main.py --join ADDRESS:PORT --code CODE --bot``.
"""

from __future__ import annotations

import importlib
import threading
import time

from core.match import Engine
from core.net.client import CLOSED, Client

CHECK_SECONDS = 1.0  # the longest a joiner sleeps without a message (its deadline)


def play(client: Client, level: int = 1, seconds: float = 600.0) -> dict | None:
    """Play ``client``'s seat until the game is over; the host's ``over`` message (the
    result and the whole record) with ``"last_view"``, the player's last view; ``None`` when
    the time ran out or the host refused or closed."""
    engine = Engine(client.game)
    logic = importlib.import_module(engine.entry.logic)
    deadline = time.monotonic() + seconds
    state_message, asked = None, None
    arrived = threading.Event()  # woken by each message, as a window's App.wake is
    client.on_message = arrived.set
    while time.monotonic() < deadline and client.status != CLOSED:
        arrived.clear()
        for message in client.poll():
            if message["type"] == "over":
                return {**message, "last_view": state_message and state_message["view"]}
            if message["type"] == "state":
                state_message = message
            if message["type"] == "welcome":
                asked = None  # joined again: a move sent before the drop may be lost
        ready = state_message is not None and state_message["current"] == client.seat
        if ready and asked != state_message["moves"]:
            asked = state_message["moves"]
            client.play(engine.encode(_choose(engine, logic, state_message, level)), asked)
        arrived.wait(min(CHECK_SECONDS, max(0.0, deadline - time.monotonic())))
    return None


def _choose(engine: Engine, logic, state_message: dict, level: int):
    """The computer's move for the view: planned on the stand-in state, seeded by the move
    count so a game is the same every time."""
    state = logic.from_view(state_message["view"], seed=state_message["moves"])
    return engine.plan(state, level, state_message["moves"])[0]
