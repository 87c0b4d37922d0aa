"""Network play: one computer hosts a match of minusMax, Abaku or M and is its only authority;
the others join over WebSockets and take its remote seats.

- :mod:`core.net.protocol`: the JSON messages, their versions and their checks;
- :mod:`core.net.limits`: frame size, message rate, connections, how long a seat is kept;
- :mod:`core.net.room`: the host's rules of the room (pure: seats, tokens, moves, views);
- :mod:`core.net.host`: the room served in one network thread;
- :mod:`core.net.client`: a joiner's connection in one network thread;
- :mod:`core.net.autoplay`: a joiner without a window that plays its seat as a computer.

Nothing here imports pygame: the scenes read what the network thread left for them and
never wait on it. The network is used only when a player hosts or joins.
"""

NETWORK_GAMES = ("minusmax", "abaku", "m")
"""The games a remote player can take a seat in (each has ``State.view`` and ``from_view``)."""

DEFAULT_PORT = 47474


def join_extra(info):
    """The ``extra`` screens of a network game's menu card: "join" opens the dialog to join a
    game of ``info``'s kind that another computer hosts."""

    def extra(app, name: str):
        if name != "join":
            raise ValueError(f"no screen called {name!r}")
        from core.net.join_dialog import JoinDialog  # pygame and the network: when asked for

        return JoinDialog(app, info)

    return extra
