"""The host's lobby: where friends join (this computer's addresses, the port, the room code),
who has joined, and Start once every remote seat is taken.

The room runs in the network thread (:class:`core.net.host.Host`); the host's own player
joins it through loopback like any friend, so their game is the same scene as a joiner's.
"""

from __future__ import annotations

import time

import pygame

from core import i18n
from core.match import Match, Seat
from core.net import DEFAULT_PORT, words
from core.net.addresses import lan_addresses
from core.net.cli import EVERY_INTERFACE, GAME_OVER, storage_writer
from core.net.client import Address, Client
from core.net.host import Host
from core.net.join_scene import JoinScene
from core.net.room import Room
from core.ui import theme
from core.ui.widgets import Button, is_activate, label

LOOPBACK = "127.0.0.1"  # a run without a window (tests, pictures) hosts for this computer only
HOST_PORT = DEFAULT_PORT


def host_lobby(app, info, seats: list[Seat], values: dict):
    """The lobby of a new hosted game, or ``None`` (told why) when it cannot be hosted."""
    local = [p for p, seat in enumerate(seats) if not seat.is_remote and not seat.is_computer]
    if len(local) > 1:
        app.toast(i18n.t("net.host_one_local"), theme.DANGER)
        return None
    in_room = [Seat.remote(seat.name, seat.colour) if p in local else seat
               for p, seat in enumerate(seats)]  # fmt: skip
    options = info.scene_module().network_options(values)
    room = Room(info.name, in_room, app.next_seed(), options)
    token = room.reserve(local[0], time.monotonic()) if local else None
    return _served(app, info, room, token)


def resume_lobby(app, info, data: dict):
    """A hosted game from its save (Continue): the same room code, each seat kept for its
    joiner's token, the host's own player back at theirs. ``ValueError`` for a bad save."""
    room = Room.resume(Match.from_save(data, info.name), time.monotonic())
    seat = room.host_seat
    return _served(app, info, room, None if seat is None else room.occupants[seat].token)


def _served(app, info, room: Room, token: str | None):
    """Serve ``room`` and join it as the host's own player (``token``: their seat)."""
    address = app.options.bind or (LOOPBACK if app.options.headless else EVERY_INTERFACE)
    host = Host(
        room, HOST_PORT, address, save=window_autosave(storage_writer(app.storage, info.name))
    )
    try:
        port = host.start()
    except OSError as error:
        app.toast(i18n.t("net.host_cannot", port=HOST_PORT, reason=str(error)), theme.DANGER)
        return None
    seat = room.host_seat
    name = room.seats[seat].name if seat is not None else "host"
    client = Client(Address(_reaching(address), port), info.name, room.code, name,
                    i18n.language(), token=token)  # fmt: skip
    return HostLobbyScene(app, info, client, host)


def window_autosave(writer):
    """The host's save after every move: the match, and once it is over no save at all, so
    that Continue offers only a game to go on with (``--host`` keeps the finished game: its
    autosave is the record)."""

    def save(match: Match) -> None:
        writer.submit(GAME_OVER if match.over else match.to_save())

    return save


def _reaching(bound: str) -> str:
    """The address at which this computer reaches a server listening on ``bound``."""
    return {EVERY_INTERFACE: LOOPBACK, "::": "::1"}.get(bound, bound)


class HostLobbyScene(JoinScene):
    """The join screen of the host's own player, with the room's address and Start."""

    def __init__(self, app, info, client: Client, host: Host) -> None:
        super().__init__(app, info, client)
        self.host = host
        self.addresses = lan_addresses()
        self.form.focus = self.back_button  # until Start opens (see _waits_for_start)
        self.start_button = self.form.add(
            Button((880, 640, 300, 52), label("net.host_start"), self.start, accent=True)
        )
        self._offer_start()

    def _offer_start(self) -> None:
        """Start is drawn disabled until every remote seat is taken; once it is, it takes
        the focus, so that Enter starts (the Back button had it meanwhile)."""
        full = bool(self.host.lobby.get("full"))
        if full and not self.start_button.enabled:
            self.form.focus = self.start_button
        self.start_button.enabled = full

    def update(self) -> None:
        super().update()
        self._offer_start()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if self._waits_for_start(event):
            self.app.toast(i18n.t("net.host_waiting"), theme.TEXT_DIM)
            return
        self.form.handle(event)

    def _waits_for_start(self, event) -> bool:
        """Enter while Start is disabled, with the focus on Back only because of that (not
        chosen by the player): it says why Start waits rather than stopping the game the
        friends are joining."""
        unchosen = self.form.engaged is not self.back_button
        return is_activate(event) and not self.start_button.enabled and unchosen

    def start(self) -> None:
        if self.host.lobby.get("full"):
            self.host.call(self.host.room.start)

    def lines(self) -> list[str]:
        where = i18n.t("net.host_address", addresses=", ".join(self.addresses),
                       port=str(self.host.port), code=self.host.room.code)  # fmt: skip
        seats = self.host.lobby.get("seats") or self.seats
        waiting = [] if self.host.lobby.get("full") else [i18n.t("net.host_waiting")]
        return [where, *(words.seat_line(entry) for entry in seats), *waiting]
