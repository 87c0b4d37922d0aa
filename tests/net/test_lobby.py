"""Hosting from the window: the new-game dialog's Remote seats open the lobby, a friend joins
over loopback, Start gives the host's own player the game's scene. Loopback only."""

import contextlib
import os
import time

import pygame
import pytest

import games
from core.match import Seat
from core.net import lobby_scene
from core.net.client import JOINED, Address, Client
from core.net.remote_match import RemoteMatch
from core.ui.backdrop import draw_backdrop
from core.ui.canvas import Canvas
from core.ui.players import REMOTE, PlayersPanel
from core.viewport import LOGICAL_SIZE

WAIT = 10.0
SHOTS = os.environ.get("TESSERA_NET_SHOTS")  # a folder: the lobby and game pictures go there


@pytest.fixture(autouse=True)
def any_free_port(monkeypatch):
    monkeypatch.setattr(lobby_scene, "HOST_PORT", 0)


def test_a_run_without_a_window_hosts_on_loopback_only(app):
    seats = [Seat.human("Ann"), Seat.remote("Friend")]
    lobby = lobby_scene.host_lobby(app, games.by_name("m"), seats, {})
    try:
        assert lobby.host.address == "127.0.0.1"
    finally:
        lobby.host.stop()


def shown(app, name):
    canvas = Canvas.blank(LOGICAL_SIZE)
    app.scenes.top.draw(canvas)
    if SHOTS:
        pygame.image.save(canvas.surface, os.path.join(SHOTS, f"{name}.png"))
    return canvas


def pixels(surface, rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def until(condition, step):
    deadline = time.monotonic() + WAIT
    while not condition() and time.monotonic() < deadline:
        step()
        time.sleep(0.01)
    return condition()


def test_a_seat_turned_remote_loses_its_computer_name():
    from core.ui.form import Form

    seats = [Seat.human("Ann"), Seat.computer(4, "Computer 2")]
    panel = PlayersPanel(Form(), (0, 0, 700, 420), seats, 2, 4, [(0, 0, 0)] * 8, remote=True)
    kind = panel.rows[1][2]
    while kind.value != REMOTE:
        kind.step(1)
    assert [seat.name for seat in panel.seats()] == ["Ann", "Player 2"]


def test_the_players_panel_offers_remote_seats_when_asked():
    from core.ui.form import Form

    seats = [Seat.human("Ann"), Seat.remote("Bob")]
    panel = PlayersPanel(Form(), (0, 0, 700, 420), seats, 2, 4, [(0, 0, 0)] * 8, remote=True)
    assert panel.rows[1][2].value == REMOTE
    assert [seat.kind for seat in panel.seats()] == ["human", "remote"]
    plain = PlayersPanel(Form(), (0, 0, 700, 420), [Seat.human("Ann")] * 2, 2, 4, [(0, 0, 0)] * 8)
    assert REMOTE not in [value for value, _ in plain.rows[0][2].options]


@pytest.mark.parametrize("game", ["abaku", "m", "minusmax"])
def test_a_hosted_game_starts_from_the_lobby_once_the_friend_has_joined(app, game):
    info = games.by_name(game)
    seats = [Seat.human("Ann"), Seat.remote("Friend"), Seat.computer(1)]
    lobby = lobby_scene.host_lobby(app, info, seats, {})
    assert lobby is not None
    app.scenes.push(lobby)
    app.scenes.apply()
    friend = Client(Address("127.0.0.1", lobby.host.port), game, lobby.host.room.code, "Bob")
    friend.start()
    try:
        assert until(lambda: lobby.host.lobby.get("full"), lambda: None), "the friend joined"
        lobby.update()
        shown(app, f"lobby-{game}")
        assert "Bob: here" in " ".join(lobby.lines())
        lobby.start()

        def step():
            app.scenes.top.update()
            app.scenes.apply()

        assert until(lambda: app.scenes.top is not lobby, step)
        scene = app.scenes.top
        assert isinstance(scene.match, RemoteMatch)
        assert [seat.name for seat in lobby.host.room.match.seats][:2] == ["Ann", "Bob"]
        shown(app, f"hosted-{game}")
    finally:
        friend.close()
        lobby.host.stop()


def close_the_window(app) -> None:
    app.run()  # a frame, then the program ends as after a click on the window's close button


LEAVING_THE_LOBBY = {
    "back": lambda app, lobby: lobby.back_button.on_click(),
    "escape": lambda app, lobby: lobby.handle(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    ),
    "window closed": lambda app, lobby: close_the_window(app),
}


@pytest.mark.parametrize("how", sorted(LEAVING_THE_LOBBY))
def test_leaving_the_lobby_stops_the_room_and_its_connections(app, how):
    seats = [Seat.human("Ann"), Seat.remote("Friend")]
    lobby = lobby_scene.host_lobby(app, games.by_name("m"), seats, {})
    app.scenes.push(lobby)
    app.scenes.apply()
    friend = Client(Address("127.0.0.1", lobby.host.port), "m", lobby.host.room.code, "Bob")
    friend.start()
    try:
        assert until(lambda: lobby.host.lobby.get("full"), lambda: None), "the friend joined"
        LEAVING_THE_LOBBY[how](app, lobby)
        app.scenes.apply()
        assert lobby not in app.scenes.scenes
        assert not lobby.host.running, "the room stopped"
        assert not lobby.client._thread.is_alive(), "the host player's connection closed"
        assert until(lambda: friend.status != JOINED, lambda: None), "the friend's too"
    finally:
        friend.close()
        lobby.host.stop()


def open_seats(lobby) -> int:
    return sum(entry["status"] == "open" for entry in lobby.host.lobby.get("seats", []))


def start_fill(canvas, lobby):
    """The colour of the Start button's face, beside its label."""
    rect = lobby.start_button.rect
    return tuple(canvas.get_at((rect.x + 8, rect.centery)))[:3]


def test_start_is_disabled_until_every_remote_seat_is_taken_then_enter_starts(app):
    """Seen under Xvfb: Start looked available while a friend's seat was still empty."""
    from core.ui import theme

    seats = [Seat.human("Ann"), Seat.remote("Friend"), Seat.remote("Friend 2")]
    lobby = lobby_scene.host_lobby(app, games.by_name("m"), seats, {})
    app.scenes.push(lobby)
    app.scenes.apply()
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    friends = []
    try:
        for name in ("Bob", "Cy"):
            lobby.update()
            assert not lobby.start_button.enabled, f"before {name} joins"
            assert start_fill(shown(app, "lobby-waiting"), lobby) == tuple(theme.PANEL)[:3]
            click = pygame.event.Event(
                pygame.MOUSEBUTTONDOWN, pos=lobby.start_button.rect.center, button=1
            )
            lobby.handle(click)
            lobby.handle(enter)
            assert lobby.host.room.match is None and app.scenes.top is lobby
            friends.append(Client(Address("127.0.0.1", lobby.host.port), "m",
                                  lobby.host.room.code, name))  # fmt: skip
            friends[-1].start()
            left = 2 - len(friends)
            assert until(lambda left=left: open_seats(lobby) == left, lambda: None), name
        assert until(lambda: lobby.host.lobby.get("full"), lambda: None)
        lobby.update()
        assert lobby.start_button.enabled and lobby.form.focus is lobby.start_button
        assert start_fill(shown(app, "lobby-full"), lobby) != tuple(theme.PANEL)[:3]
        lobby.handle(enter)
        assert until(lambda: lobby.host.room.match is not None, lambda: None)
    finally:
        for friend in friends:
            friend.close()
        lobby.host.stop()


def test_two_people_at_the_host_cannot_host(app):
    seats = [Seat.human("Ann"), Seat.human("Cy"), Seat.remote("Friend")]
    assert lobby_scene.host_lobby(app, games.by_name("m"), seats, {}) is None


def test_join_a_network_game_from_the_menu_card(app):
    from core.net.join_dialog import JoinDialog
    from core.net.join_scene import JoinScene

    info = games.by_name("abaku")
    seats = [Seat.human("Ann"), Seat.remote("Friend")]
    lobby = lobby_scene.host_lobby(app, info, seats, {"time_limit": 30})
    lobby.enter()  # the host's own player joins
    try:
        dialog = info.scene_module().extra(app, "join")
        assert isinstance(dialog, JoinDialog)
        app.scenes.push(dialog)
        app.scenes.apply()
        for field, value in (("address", "127.0.0.1"), ("port", str(lobby.host.port)),
                             ("code", lobby.host.room.code.lower()), ("name", "Bea")):  # fmt: skip
            dialog.entries[field].set_value(value)
        shown(app, "join-dialog")
        dialog.join()
        app.scenes.apply()
        joining = app.scenes.top
        assert isinstance(joining, JoinScene)
        assert until(lambda: lobby.host.lobby.get("full"), joining.update)
        assert app.settings.game_options("abaku")["join"]["name"] == "Bea"
        joining.client.close()
    finally:
        lobby.client.close()
        lobby.host.stop()


def test_a_window_joined_from_the_command_line_takes_its_seat_back_when_run_again(app):
    from core.net.cli import join_scene

    info = games.by_name("m")
    lobby = lobby_scene.host_lobby(app, info, [Seat.human("Ann"), Seat.remote("Friend")], {})
    lobby.enter()
    address = Address("127.0.0.1", lobby.host.port)
    options = {"join": address, "code": lobby.host.room.code.lower(), "name": "Bea"}
    first = second = None
    try:
        first = join_scene(app, options, "m")
        app.scenes.push(first)
        app.scenes.apply()
        assert until(lambda: first.welcome is not None, first.update)
        token = first.client.token
        lobby.start()
        assert until(lambda: first.playing, first.update)
        first.client.close()  # the window is closed: the started game keeps the seat
        assert until(lambda: "away" in str(lobby.host.lobby["seats"]), lambda: None)
        second = join_scene(app, options, "m")  # the same command again
        assert second.client.token == token
        app.scenes.push(second)
        app.scenes.apply()
        assert until(lambda: second.welcome is not None, second.update)
        assert second.welcome["seat"] == first.welcome["seat"]
    finally:
        for scene in (first, second):
            if scene is not None:
                scene.client.close()
        lobby.client.close()
        lobby.host.stop()


@contextlib.contextmanager
def waiting_to_join(app, game, code=None):
    """Bob's join screen on top of ``app``, joining a room Ann hosts for ``game`` with
    ``code`` (the room's own when ``None``); the room and the connection end afterwards."""
    from core.net.join_scene import JoinScene

    info = games.by_name(game)
    lobby = lobby_scene.host_lobby(app, info, [Seat.human("Ann"), Seat.remote("Friend")], {})
    client = Client(Address("127.0.0.1", lobby.host.port), game, code or lobby.host.room.code,
                    "Bob")  # fmt: skip
    joining = JoinScene(app, info, client)
    app.scenes.push(joining)
    app.scenes.apply()
    try:
        yield joining
    finally:
        client.close()
        lobby.host.stop()


def has_left(app, joining) -> bool:
    app.scenes.apply()
    return joining not in app.scenes.scenes and not joining.client._thread.is_alive()


LEAVING_THE_WAITING_SCREEN = {
    "click on Back": lambda events, scene: events.click(scene.back_button.rect.center),
    "enter": lambda events, scene: events.press(pygame.K_RETURN, unicode="\r"),
    "escape": lambda events, scene: events.press(pygame.K_ESCAPE),
}


@pytest.mark.parametrize("how", sorted(LEAVING_THE_WAITING_SCREEN))
def test_a_refused_joiner_goes_back_with_the_mouse_alone_or_the_keyboard_alone(app, events, how):
    with waiting_to_join(app, "minusmax", code="ZZZZZZ") as joining:
        assert until(lambda: joining.problem is not None, joining.update), "the host refused"
        picture = shown(app, "join-refused").surface
        panel_bottom = 360 + (120 + 48 * len(joining.lines())) // 2
        assert joining.back_button.rect.top > panel_bottom, "Back sits clear of the message"
        bare = Canvas.blank(LOGICAL_SIZE)
        draw_backdrop(bare)
        button = joining.back_button.rect
        assert pixels(picture, button) != pixels(bare.surface, button), "Back is drawn"
        app.dispatch(LEAVING_THE_WAITING_SCREEN[how](events, joining))
        assert has_left(app, joining), "the screen closed, and its connection"


def test_enter_while_waiting_in_the_room_stays_and_back_chosen_by_tab_leaves(app, events):
    enter = events.press(pygame.K_RETURN, unicode="\r")
    with waiting_to_join(app, "m") as joining:
        assert until(lambda: joining.welcome is not None, joining.update), "seated"
        over_back = pygame.event.Event(pygame.MOUSEMOTION, pos=joining.back_button.rect.center,
                                       rel=(0, 0), buttons=(0, 0, 0))  # fmt: skip
        for event in (enter, over_back, enter):
            app.dispatch(event)
            app.scenes.apply()
            assert app.scenes.top is joining and joining.client.status == JOINED
        app.dispatch(events.press(pygame.K_TAB, unicode="\t"))
        app.dispatch(enter)
        assert has_left(app, joining), "the screen closed, and its connection"


@pytest.mark.parametrize(
    ("address", "port", "code"),
    [("", "47474", "X"), ("127.0.0.1", "port", "X"), ("127.0.0.1", "47474", ""),
     ("192.168.1.5", "47474", "X")],  # a run without a window joins this computer only
)  # fmt: skip
def test_join_refuses_an_unusable_address_or_a_missing_code_and_stays(app, address, port, code):
    from core.net.join_dialog import JoinDialog

    dialog = JoinDialog(app, games.by_name("m"))
    app.scenes.push(dialog)
    app.scenes.apply()
    for field, value in (("address", address), ("port", port), ("code", code)):
        dialog.entries[field].set_value(value)
    dialog.join()
    app.scenes.apply()
    assert app.scenes.top is dialog


def test_a_hosted_game_is_hosted_again_from_continue_and_everyone_takes_their_seat(app):
    from core.resume import resume_saved

    info = games.by_name("m")
    seats = [Seat.remote("Friend"), Seat.human("Ann")]
    lobby = lobby_scene.host_lobby(app, info, seats, {})
    lobby.enter()
    friend = Client(Address("127.0.0.1", lobby.host.port), "m", lobby.host.room.code, "Bob",
                    retries=200, retry_seconds=0.05)  # fmt: skip
    friend.start()
    again = None
    try:
        assert until(lambda: lobby.host.lobby.get("full"), lambda: None)
        lobby.start()
        assert until(lambda: app.storage.read_save("m", "autosave") is not None, lambda: None)
        port, code = lobby.host.port, lobby.host.room.code
        lobby.client.close()
        lobby.host.stop()  # the host quits
        lobby_scene.HOST_PORT = port  # hosted again where the friend looks for it
        again = resume_saved(app, info, "autosave")
        assert isinstance(again, lobby_scene.HostLobbyScene)
        assert again.host.room.code == code and again.host.room.host_seat == 1
        app.scenes.push(again)
        app.scenes.apply()

        def step():
            app.scenes.top.update()
            app.scenes.apply()

        assert until(lambda: app.scenes.top is not again, step), "Ann is back in her game"
        assert isinstance(app.scenes.top.match, RemoteMatch)
        assert app.scenes.top.match.seat == 1
        assert until(lambda: again.host.room.full(), lambda: None), "Bob came back"
        assert friend.seat == 0
    finally:
        friend.close()
        for scene in (lobby, again):
            if scene is not None:
                scene.client.close()
                scene.host.stop()


def test_bind_chooses_where_a_game_hosted_from_the_window_listens(app):
    from main import parse

    options, _ = parse(["--bind", "::1"])
    app.options.bind = options.bind
    lobby = lobby_scene.host_lobby(app, games.by_name("m"), [Seat.human("A"), Seat.remote("F")], {})
    try:
        assert lobby.host.address == "::1"
        app.scenes.push(lobby)
        app.scenes.apply()
        assert until(lambda: lobby.welcome is not None, lobby.update), "the host's player joined"
    finally:
        lobby.client.close()
        lobby.host.stop()


def test_a_game_hosted_from_the_window_leaves_no_autosave_once_it_is_over(app):
    """Seen under Xvfb: after a whole hosted game, Continue on the card hosted the finished
    game again (its last autosave)."""
    from core.match import ABANDONED, Match

    lobby = lobby_scene.host_lobby(app, games.by_name("m"), [Seat.human("A"), Seat.remote("F")], {})
    try:
        match = Match.start("m", [Seat.human("A"), Seat.remote("F")], 5, {})
        lobby.host.save(match)
        assert until(lambda: app.storage.has_save("m"), lambda: None), "kept while it goes on"
        match.end(ABANDONED)
        lobby.host.save(match)
        assert until(lambda: not app.storage.has_save("m"), lambda: None), "gone once over"
    finally:
        lobby.client.close()
        lobby.host.stop()


def test_the_host_s_autosave_is_written_on_one_line_and_reads_back(app):
    """An indented save is encoded in pure Python: 6 ms a move for minusMax in the host's
    writer thread, holding the lock the network thread needs to answer the next move."""
    from core.match import Match
    from core.net.cli import storage_writer

    match = Match.start("minusmax", [Seat.remote("A"), Seat.remote("B")], 5, {})
    writer = storage_writer(app.storage, "minusmax")
    writer.submit(match.to_save())
    assert writer.flush()
    text = app.storage.save_path("minusmax", "autosave").read_text(encoding="utf-8")
    assert "\n" not in text.strip()
    assert Match.from_save(app.storage.read_save("minusmax", "autosave")["state"]).seed == 5
