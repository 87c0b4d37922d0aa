"""The network options of ``main.py`` (``--host``, ``--join`` and their kin), parsed without
loading the network itself: websockets and asyncio load only when a game is hosted or joined
(a tenth of a second of every start-up otherwise)."""

from __future__ import annotations

from typing import Any

from core.match import Seat
from core.net import DEFAULT_PORT, NETWORK_GAMES
from core.net.addresses import Address


def add_options(parser: Any) -> None:
    """The network options of ``main.py``."""
    net = parser.add_argument_group("network play")
    net.add_argument("--host", choices=NETWORK_GAMES, metavar="GAME",
                     help=f"host a game without a window: {', '.join(NETWORK_GAMES)}")  # fmt: skip
    net.add_argument("--port", type=int, default=DEFAULT_PORT, help="the port to host on")
    net.add_argument("--bind", help="the address a hosted game listens on (default: every "
                     "interface; a window's test run: 127.0.0.1)")  # fmt: skip
    net.add_argument("--seats", type=seat_list, default=None, metavar="KIND,KIND...",
                     help="remote or computer:LEVEL each (default remote,remote)")  # fmt: skip
    net.add_argument("--code", help="the room code (hosting: default a new random one)")
    net.add_argument("--continue", dest="resume", action="store_true",
                     help="host the game in the autosave again")  # fmt: skip
    net.add_argument("--join", type=Address.parse, metavar="ADDRESS:PORT",
                     help="join a hosted game (with --code)")  # fmt: skip
    net.add_argument("--name", default="Player", help="your name when joining")
    net.add_argument("--bot", action="store_true",
                     help="join without a window and play the seat as a computer")  # fmt: skip
    net.add_argument("--level", type=int, default=1, help="--bot: plays at this level")
    net.add_argument("--record", metavar="FILE", help="--bot: write the result here")
    net.add_argument("--max-seconds", type=float, default=3600.0, help="stop after this long")


NET_OPTIONS = ("host", "port", "bind", "seats", "code", "resume", "join", "name", "bot",
               "level", "record", "max_seconds")  # fmt: skip


def seat_list(text: str) -> list[Seat]:
    """``"remote,computer:3"`` as seats; ``ValueError`` (argparse's message) otherwise."""
    seats = []
    for number, part in enumerate(text.split(","), start=1):
        kind, _, level = part.strip().partition(":")
        if kind == "remote" and not level:
            seats.append(Seat.remote(f"Player {number}"))
        elif kind == "computer" and level.isdigit():
            seats.append(Seat.computer(int(level)))
        else:
            raise ValueError(f"a seat is remote or computer:LEVEL, not {part!r}")
    if not any(seat.is_remote for seat in seats):
        raise ValueError("a hosted game needs at least one remote seat")
    return seats


seat_list.__name__ = "seat list"  # how argparse names it in a refusal
