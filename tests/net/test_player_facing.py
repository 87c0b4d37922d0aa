"""What a player at a network game sees and can do: the other seats by their real names and
kinds, each remote player's latency or who the game waits for, the host's hand-over of a
dropped seat to a computer, leaving the hosted game (the server stops), and a refusal on the
game's grounds worded as in hot seat. Loopback only."""

import functools
import random
import time

import pygame
import pytest

import games
from core import i18n
from core.engine import Refusal
from core.match import Match, Seat
from core.net import lobby_scene, words
from core.net.client import JOINED, Address, Client
from core.net.remote_match import RemoteMatch
from core.net.table import NetworkTable
from core.ui.canvas import Canvas
from core.viewport import LOGICAL_SIZE
from games.abaku import words as abaku_words
from games.abaku.refusals import Refusal as AbakuRefusal
from games.m import words as m_words
from games.minusmax import messages as minusmax_messages

WAIT = 10.0


@pytest.fixture(autouse=True)
def any_free_port(monkeypatch):
    monkeypatch.setattr(lobby_scene, "HOST_PORT", 0)


def until(condition, step=lambda: None):
    deadline = time.monotonic() + WAIT
    while not condition() and time.monotonic() < deadline:
        step()
        time.sleep(0.01)
    return condition()


SEATS = [
    {"name": "Ann", "kind": "remote", "level": None, "status": "here", "latency_ms": None},
    {"name": "Bob", "kind": "remote", "level": None, "status": "here", "latency_ms": 12.4},
    {"name": "Computer 3", "kind": "computer", "level": 3, "status": "computer",
     "latency_ms": None},
]  # fmt: skip


def remote_match(seats=SEATS, own=0, waiting=(), game="m") -> RemoteMatch:
    """Ann's match at seat ``own`` of a three-seat game, drawn from its first view."""
    match = Match.start(game, [Seat.human("A"), Seat.human("B"), Seat.computer(3)], 5, {})
    client = Client(Address("127.0.0.1", 9), game, "CODE", "Ann")  # never started
    state = {"type": "state", "view": match.state.view(own), "moves": 0, "seats": seats,
             "waiting_for": list(waiting), "last": None}  # fmt: skip
    return RemoteMatch(client, {"seat": own, "options": {}}, state)


def test_a_joiner_sees_the_other_seats_as_the_host_lists_them():
    match = remote_match()
    assert [(seat.name, seat.kind, seat.level) for seat in match.seats] == [
        ("Ann", "human", None),
        ("Bob", "remote", None),
        ("Computer 3", "computer", 3),
    ]
    assert match.humans == [0]  # no hand-over screen between the seats of other computers
    assert match.computer_to_move == (match.current_player != 0)


def test_a_seat_handed_to_a_computer_shows_as_a_computer_with_its_level():
    match = remote_match()
    handed = [dict(SEATS[0]), {**SEATS[1], "kind": "computer", "level": 4, "status": "computer"},
              dict(SEATS[2])]  # fmt: skip
    match._take_seats({"waiting_for": [], "seats": handed})
    assert (match.seats[1].kind, match.seats[1].level) == ("computer", 4)


def strip_texts(table) -> list[str]:
    return [cell.text for cell in table.strip_cells()]


def test_the_strip_shows_latency_then_who_the_game_waits_for(app):
    match = remote_match()
    table = NetworkTable()
    table.match = match
    assert strip_texts(table) == ["Bob 12 ms"]
    assert (table.seat_note(1), table.seat_note(0), table.seat_note(2)) == ("12 ms", None, None)
    away = [dict(SEATS[0]), {**SEATS[1], "status": "away", "latency_ms": None}, dict(SEATS[2])]
    match._take_seats({"waiting_for": ["Bob"], "seats": away})
    assert strip_texts(table) == [i18n.t("net.waiting_for", names="Bob")]
    assert table.seat_note(1) == i18n.t("net.status.away")
    assert match.dropped_seats() == [1]


HOT_SEAT_WORDS = {  # a refusal as the host sends it, and the same refusal as hot seat words it
    "m": ({"code": "too_wide", "fields": {"limit": 7}},
          lambda: m_words.refusal_text(Refusal("too_wide", {"limit": 7}))),
    "abaku": ({"code": "occupied", "fields": {"square": [7, 7]}},
              lambda: abaku_words.refusal_text(AbakuRefusal("occupied", {"square": (7, 7)}))),
    "minusmax": ({"code": "nothing_placed", "fields": {}},
                 lambda: minusmax_messages.worded(Refusal("nothing_placed"))[0]),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", sorted(HOT_SEAT_WORDS))
def test_a_refusal_on_the_game_s_grounds_is_worded_as_in_hot_seat(app, game, lang):
    i18n.set_language(lang)
    try:
        sent, hot_seat = HOT_SEAT_WORDS[game]
        said = words.refusal({"type": "refused", "scope": "game", **sent, "ref": 3}, game)
        assert said == hot_seat()
        assert said != i18n.t("net.refuse.bad_message")
        assert "refuse." not in said  # a sentence, not a key
    finally:
        i18n.set_language("en")


def test_a_game_refusal_this_program_cannot_word_falls_back_to_a_plain_sentence(app):
    message = {"type": "refused", "scope": "game", "code": "no_such_code", "fields": {}}
    assert words.refusal(message, "m") == i18n.t("net.refuse.bad_message")


def hosted_game(app, game):
    """Ann hosts ``game`` with Bob (joined over loopback) and a computer: the scene and Bob."""
    info = games.by_name(game)
    seats = [Seat.human("Ann"), Seat.remote("Friend"), Seat.computer(1)]
    lobby = lobby_scene.host_lobby(app, info, seats, {})
    app.scenes.push(lobby)
    app.scenes.apply()
    bob = Client(Address("127.0.0.1", lobby.host.port), game, lobby.host.room.code, "Bob")
    bob.start()
    assert until(lambda: lobby.host.lobby.get("full")), "Bob joined"
    lobby.start()

    def step():
        app.scenes.top.update()
        app.scenes.apply()

    assert until(lambda: app.scenes.top is not lobby, step)
    return lobby.host, app.scenes.top, bob, step


@pytest.mark.parametrize("game", ["abaku", "m", "minusmax"])
def test_the_host_hands_a_dropped_seat_to_a_computer_then_leaving_stops_the_server(app, game):
    host, scene, bob, step = hosted_game(app, game)
    try:
        assert [seat.name for seat in scene.match.seats[:2]] == ["Ann", "Bob"]
        assert scene.match.seats[1].kind == "remote"
        scene.draw(Canvas.blank(LOGICAL_SIZE))
        hand = i18n.t("net.hand_to_computer", name="Bob")
        assert hand not in [text() for text, _ in scene.pause_entries()]
        bob.close()
        assert until(lambda: scene.match.dropped_seats() == [1], step), "Bob dropped"
        assert scene.seat_note(1) == i18n.t("net.status.away")
        scene.draw(Canvas.blank(LOGICAL_SIZE))
        entries = {text(): action for text, action in scene.pause_entries()}
        entries[hand]()
        assert until(lambda: host.room.seats[1].is_computer, step)
        assert until(lambda: scene.match.seats[1].is_computer, step)
        assert host.running
        scene.quit_to_menu()
        app.scenes.apply()
        assert until(lambda: not host.running), "leaving the hosted game stops the server"
    finally:
        bob.close()
        host.stop()


def test_closing_the_window_while_hosting_stops_the_room_and_saves_its_last_move(app, monkeypatch):
    """The window closed just after the host's move, before its save was due: the room
    stops, its joiner's connection with it, and the move is in the autosave that Continue
    hosts again."""
    from core.net import host as host_module

    monkeypatch.setattr(host_module, "SAVE_AFTER", 600.0)  # due only when the room stops
    app.seed = 1  # a deal where Ann moves first (with another, Bob's move would come first)
    host, scene, bob, _ = hosted_game(app, "minusmax")
    try:
        assert scene.match.current_player == 0
        played = len(scene.match.moves) + 1
        assert scene.match.play(scene.match.state.legal_moves()[0]) is None
        assert until(lambda: len(host.room.match.moves) >= played), "the host took the move"
        app.run()  # a frame, then the window closes as after a click on its close button
        assert not host.running, "the room stopped with the program"
        assert until(lambda: bob.status != JOINED), "Bob's connection ended with the room"
        saved = app.storage.read_save("minusmax", "autosave")["state"]
        assert len(Match.from_save(saved, "minusmax").moves) >= played
    finally:
        bob.close()
        host.stop()


def test_a_joiner_has_no_hand_over_entry(app):
    host, scene, bob, _ = hosted_game(app, "m")
    try:
        friend_match = scene.match
        friend_match.host = None  # the same table as seen by a joiner
        friend_match._take_seats({"waiting_for": ["Bob"],
                                  "seats": [{**e, "status": "away"} for e in SEATS]})  # fmt: skip
        texts = [text() for text, _ in scene.pause_entries()]
        assert not any(i18n.t("net.hand_to_computer", name="Bob") == t for t in texts)
    finally:
        bob.close()
        host.stop()


def test_a_loopback_player_s_first_latency_reaches_the_others(app, monkeypatch):
    """A latency well under a millisecond is still a first latency (it was dropped)."""
    from core.net.limits import Limits
    from core.net.room import Room

    quick = Limits(ping_seconds=0.1)  # a latency is known at the first keepalive ping
    monkeypatch.setattr(lobby_scene, "Room", functools.partial(Room, limits=quick))
    host, scene, bob, step = hosted_game(app, "m")

    def refresh_then_step():
        host._loop.call_soon_threadsafe(host._refresh_latencies, time.monotonic())
        step()

    try:
        host.room.occupants[1].latency = None
        assert until(lambda: scene.seat_note(1) is not None, refresh_then_step)
        assert scene.seat_note(1).endswith(" ms")
    finally:
        bob.close()
        host.stop()


def test_a_settled_turn_sleeps_and_a_message_redraws_the_strip(app):
    from core.net.table import networked
    from games.m.scene import MScene

    first = Match.start("m", [Seat.human("A")] * 3, 5, {}).current_player
    seats = [{**SEATS[1], "name": f"Friend {p}"} for p in range(3)]
    match = remote_match(seats, own=first)  # Ann's own turn: nobody is thinking
    scene = networked(MScene)(app, match)
    for _ in range(300):  # the deal's animations end
        scene.update()
    assert scene.wake_ticks() is None  # the host's messages wake the loop (Client.on_message)
    before = [cell.text for cell in scene.strip_cells()]
    other = (first + 1) % 3
    seats[other] = {**seats[other], "status": "away"}
    match._take_seats({"waiting_for": [seats[other]["name"]], "seats": seats})
    after = [cell.text for cell in scene.strip_cells()]  # what the woken tick draws
    assert after != before and after[0].startswith("Waiting for Friend")


def test_m_is_still_while_a_friend_at_another_computer_plays(app):
    from core.net.table import networked
    from games.m.scene import MScene

    first = Match.start("m", [Seat.human("A")] * 3, 5, {}).current_player
    friends = [{**SEATS[1], "name": f"Friend {p}"} for p in range(3)]
    match = remote_match(friends, own=(first + 1) % 3)
    assert match.seats[match.current_player].kind == "remote"
    scene = networked(MScene)(app, match)
    for _ in range(300):  # the deal's animations end
        scene.update()
    assert not scene.animating


def test_minusmax_sleeps_while_a_friend_at_another_computer_plays(app):
    """It used to wake every tick waiting for a move only the host's state brings (7 % of a
    core in the real window), then four times a second to read the network (1.3 %); now only
    a message from the host wakes it."""
    from tests.net.test_remote_match import app_scene, table
    from tests.net.test_remote_match import remote_match as joined

    _room, ann, bob = table("minusmax")
    match = joined(ann)
    scene = app_scene(app, "minusmax", match)
    rng = random.Random(1)
    while match.current_player == ann.seat:
        match.play(rng.choice(match.state.legal_moves()))
    for _ in range(600):  # the turn change and its effects end
        scene.update()
    assert match.current_player == bob.seat
    assert not scene.animating and scene.wake_ticks() is None


NOT_AT_A_NETWORK_TABLE = ["pause.restart", "pause.save", "pause.load", "pause.replay",
                          "minusmax.new_game", "minusmax.configure"]  # fmt: skip


def entry_texts(scene) -> list[str]:
    return [text() for text, _ in scene.pause_entries()]


@pytest.mark.parametrize("game", ["abaku", "m", "minusmax"])
def test_a_joiner_s_pause_menu_offers_only_what_a_joiner_can_do(app, game):
    scene = games.by_name(game).scene_module().network_scene(app, remote_match(game=game))
    texts = entry_texts(scene)
    options = [i18n.t("minusmax.options")] if game == "minusmax" else []
    assert texts == [i18n.t("pause.resume"), *options, i18n.t("pause.help"),
                     i18n.t("menu.settings"), i18n.t("net.leave")]  # fmt: skip
    assert not {i18n.t(key) for key in NOT_AT_A_NETWORK_TABLE} & set(texts)
    entries = dict(zip(texts, (action for _, action in scene.pause_entries()), strict=True))
    entries[i18n.t("pause.help")]()
    app.scenes.apply()
    assert type(app.scenes.top).__name__ == "HelpScene"


def test_a_joiner_leaves_at_once_and_the_client_closes(app):
    match = remote_match()
    closed = []
    match.client.close = lambda: closed.append(True)
    scene = games.by_name("m").scene_module().network_scene(app, match)
    app.scenes.push(scene)
    app.scenes.apply()
    dict(zip(entry_texts(scene), (a for _, a in scene.pause_entries()), strict=True))[
        i18n.t("net.leave")
    ]()
    app.scenes.apply()
    assert closed and app.scenes.top is not scene


def test_minusmax_options_at_a_network_table_leave_the_host_s_seats_alone(app):
    from games.minusmax.options_scene import OptionsScene

    scene = (
        games.by_name("minusmax").scene_module().network_scene(app, remote_match(game="minusmax"))
    )
    scene.open_options()
    app.scenes.apply()
    assert isinstance(app.scenes.top, OptionsScene)
    assert app.scenes.top.players is None


@pytest.mark.parametrize("game", ["abaku", "minusmax"])
def test_the_host_s_pause_menu_asks_before_it_stops_hosting(app, game):
    host, scene, bob, _ = hosted_game(app, game)
    try:
        texts = entry_texts(scene)
        assert texts[-2:] == [i18n.t("menu.settings"), i18n.t("net.stop_hosting")]
        assert not {i18n.t(key) for key in NOT_AT_A_NETWORK_TABLE} & set(texts)
        dict(zip(texts, (a for _, a in scene.pause_entries()), strict=True))[texts[-1]]()
        app.scenes.apply()
        question = app.scenes.top
        assert question is not scene and host.running, "nothing stops before the answer"
        question.form.widgets[0].on_click()  # Yes
        app.scenes.apply()
        assert until(lambda: not host.running), "hosting stopped"
    finally:
        bob.close()
        host.stop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_m_s_panel_calls_a_friend_at_another_computer_remote_by_name(app, lang):
    i18n.set_language(lang)
    scene = games.by_name("m").scene_module().network_scene(app, remote_match())
    lines = scene.panel_lines()
    assert [line.name for line in lines[:2]] == ["A", "B"]  # the names the host's game holds
    assert lines[0].kind == i18n.t("players.human")  # this player, at this computer
    remote = i18n.t("players.remote")
    assert remote != i18n.t("players.human")
    assert lines[1].kind == f"{remote} · {i18n.t('net.milliseconds', ms=12)}"  # with latency
    assert lines[2].kind in ("", i18n.t("players.computer_level", level=3))


@pytest.mark.parametrize("lang", ["en", "es", "fr", "de"])
def test_the_network_pause_menus_and_the_question_fit_in_every_language(app, lang):
    from core.ui import text as ui_text

    i18n.set_language(lang)
    scene = (
        games.by_name("minusmax").scene_module().network_scene(app, remote_match(game="minusmax"))
    )
    app.scenes.push(scene)
    app.scenes.apply()
    ui_text.overflows.clear()
    for open_dialog in (scene.open_pause, scene._ask_stop_hosting):
        open_dialog()
        app.scenes.apply()
        app.scenes.top.draw(Canvas.blank(LOGICAL_SIZE))
        app.scenes.pop()
        app.scenes.apply()
    assert ui_text.overflows == []


LONG_NAMES = ["Ann", "Bartholomew Long", "WWWWWWWWWWWWWWWW", "Maximilian Weber"]  # 16: the most


def four_seat_table(app, game, away):
    """Ann's table of ``game`` with three friends at other computers (long names), here with
    their latencies or all away."""
    status, latency = ("away", None) if away else ("here", 100.0)
    seats = [
        {"name": name, "kind": "remote", "level": None, "status": status,
         "latency_ms": latency and latency + p}
        for p, name in enumerate(LONG_NAMES)
    ]  # fmt: skip
    seats[0]["status"] = "here"
    match = Match.start(game, [Seat.human(name) for name in LONG_NAMES], 5, {})
    client = Client(Address("127.0.0.1", 9), game, "CODE", "Ann")  # never started
    state = {"type": "state", "view": match.state.view(0), "moves": 0, "seats": seats,
             "waiting_for": LONG_NAMES[1:] if away else [], "last": None}  # fmt: skip
    remote = RemoteMatch(client, {"seat": 0, "options": {}}, state)
    return games.by_name(game).scene_module().network_scene(app, remote)


@pytest.mark.parametrize("away", [False, True], ids=["latency", "waiting"])
@pytest.mark.parametrize("lang", ["en", "es", "fr", "de"])
@pytest.mark.parametrize("game", ["abaku", "minusmax"])
def test_three_friends_in_the_strip_keep_its_type_size_in_every_language(app, game, lang, away):
    from core.net import strip
    from core.ui import text as ui_text

    i18n.set_language(lang)
    scene = four_seat_table(app, game, away)
    ui_text.overflows.clear()
    scene.draw(Canvas.blank(LOGICAL_SIZE))
    cells = scene.strip_cells()
    assert len(cells) == 3
    for cell in cells:
        room = cell.rect.inflate(-2 * strip.PAD, -4)
        assert ui_text.fitting_size(cell.text, room.w, room.h, strip.SIZE) == strip.SIZE, cell
    assert ui_text.overflows == []
    left, top, width, height = scene.strip_rect
    assert all(
        pygame.Rect(left, top, width, max(height, strip.ROW)).contains(c.rect) for c in cells
    )


@pytest.mark.parametrize("away", [False, True], ids=["latency", "waiting"])
@pytest.mark.parametrize("lang", ["en", "es", "fr", "de"])
def test_m_writes_each_friend_s_latency_by_their_name_in_every_language(app, lang, away):
    from core.ui import text as ui_text

    i18n.set_language(lang)
    scene = four_seat_table(app, "m", away)
    ui_text.overflows.clear()
    scene.draw(Canvas.blank(LOGICAL_SIZE))
    kinds = [line.kind for line in scene.panel_lines()]
    note = i18n.t("net.status.away") if away else i18n.t("net.milliseconds", ms=101)
    assert kinds[1] == f"{i18n.t('players.remote')} · {note}"
    assert scene.strip_cells() == []
    assert ui_text.overflows == []


def test_a_network_game_s_high_score_against_a_remote_player_is_kept(app):
    """Seen under Xvfb: both players' high-score files were set aside as damaged after a
    network game, as an opponent's kind "remote" was refused on reading."""
    from core.storage import ScoreEntry

    match = remote_match()
    opponents = tuple(match.opponents(0))
    assert "remote" in [seat["kind"] for seat in opponents]
    entry = ScoreEntry("Ann", 120, "2026-11-27", "", "a-match", opponents)
    assert app.storage.add_high_score("m", "multi", entry) == 0
    assert app.storage.high_scores("m", "multi") == [entry]
    assert not list(app.storage.scores_path("m").parent.glob("*.bad-*"))


def test_a_latency_under_a_millisecond_reads_the_same_in_the_lobby_and_at_the_table(app):
    """Seen under Xvfb: the lobby said "Ann: here, 0 ms" where the table said "Ann <1 ms"."""
    entry = {**SEATS[1], "latency_ms": 0.3}
    assert words.seat_line(entry) == i18n.t("net.seat_latency", name="Bob",
                                            status=i18n.t("net.status.here"), ms="<1")  # fmt: skip
    table = NetworkTable()
    table.match = remote_match([dict(SEATS[0]), entry, dict(SEATS[2])])
    assert strip_texts(table) == ["Bob <1 ms"]


def test_stopping_hosting_after_the_game_is_over_asks_nothing(app):
    """Seen under Xvfb: after the end the question said the game waits in its autosave,
    which a finished game no longer has."""
    from core.match import FINISHED

    host, scene, bob, _ = hosted_game(app, "m")
    try:
        scene.match.ended = FINISHED  # as when the last move was played
        dict(zip(entry_texts(scene), (a for _, a in scene.pause_entries()), strict=True))[
            i18n.t("net.stop_hosting")
        ]()
        app.scenes.apply()
        assert until(lambda: not host.running), "hosting stopped without a question"
    finally:
        bob.close()
        host.stop()


def table_at_a_friend_s_turn(app, game, kind):
    """Ann's three-seat table of ``game`` when the seat to move is a friend at another
    computer (``kind`` "remote") or the host's computer (``kind`` "computer"), after a second
    of play; the thinking ring's drawings are counted in ``rings``."""
    first = Match.start(game, [Seat.human("A")] * 3, 5, {}).current_player
    seats = [{**SEATS[1], "name": f"Friend {p}"} for p in range(3)]
    if kind == "computer":
        seats[first] = dict(SEATS[2])
    hosted = Match.start(game, [Seat.human(seat["name"]) for seat in seats], 5, {})
    own = (first + 1) % 3
    client = Client(Address("127.0.0.1", 9), game, "CODE", "Ann")  # never started
    view = {"type": "state", "view": hosted.state.view(own), "moves": 0, "seats": seats,
            "waiting_for": [], "last": None}  # fmt: skip
    match = RemoteMatch(client, {"seat": own, "options": {}}, view)
    scene = games.by_name(game).scene_module().network_scene(app, match)
    for _ in range(60):
        scene.update()
    return scene, match.seats[first].name


RING_MODULES = {"abaku": "games.abaku.hud", "m": "games.m.hud", "minusmax": "games.minusmax.hud"}


def rings_drawn(monkeypatch, game) -> list:
    rings: list = []

    def drawn(*args, **kwargs):  # the ring answers the rect it covers
        rings.append(args)
        return pygame.Rect(0, 0, 36, 36)

    monkeypatch.setattr(f"{RING_MODULES[game]}.draw_thinking", drawn)
    return rings


def turn_wording(scene, game) -> str:
    if game == "abaku":
        return scene.preview()[0]
    if game == "m":
        return scene.status()[0]
    return scene.view.status_text()


FRIEND_S_TURN = {"abaku": "abaku.turn_of", "m": "m.status.waiting",
                 "minusmax": "minusmax.status.waiting"}  # fmt: skip


@pytest.mark.parametrize("game", ["abaku", "m", "minusmax"])
def test_a_friend_s_turn_reads_as_theirs_with_no_thinking_ring(app, monkeypatch, game):
    """Seen under Xvfb: Abaku showed "Thinking…" while a friend at another computer played."""
    rings = rings_drawn(monkeypatch, game)
    scene, name = table_at_a_friend_s_turn(app, game, "remote")
    scene.draw(Canvas.blank(LOGICAL_SIZE))
    assert rings == []
    assert turn_wording(scene, game) == i18n.t(FRIEND_S_TURN[game], name=name)


def test_abaku_still_shows_the_ring_while_the_host_s_computer_thinks(app, monkeypatch):
    rings = rings_drawn(monkeypatch, "abaku")
    scene, _ = table_at_a_friend_s_turn(app, "abaku", "computer")
    scene.draw(Canvas.blank(LOGICAL_SIZE))
    assert len(rings) == 1
