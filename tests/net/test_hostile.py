"""Hostile input over a real loopback connection: each gets a refusal or a disconnect, and the
host and the honest player go on. Every wait is bounded; the host listens on 127.0.0.1 only."""

import base64
import contextlib
import json
import os
import socket
import struct
import time

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from core.match import Seat
from core.net import protocol
from core.net.host import Host
from core.net.limits import Limits
from core.net.room import Room

LIMITS = Limits(
    rate=50.0,
    burst=20,
    max_connections=4,
    join_seconds=1.0,
    send_seconds=1.0,
    outbox=8,
    ping_seconds=0.3,
    pong_seconds=0.5,
)
WAIT = 5.0  # no test waits longer than this for one thing
OPENED = []  # the test's client connections, closed after it: one left open pings on


@pytest.fixture
def host():
    room = Room("minusmax", [Seat.remote("a"), Seat.remote("b")], 3, code="ABCDEF", limits=LIMITS)
    served = Host(room, 0, "127.0.0.1", auto_start=True)
    served.start()
    yield served
    while OPENED:
        OPENED.pop().close()
    served.stop()


def open_ws(host):
    ws = connect(
        f"ws://127.0.0.1:{host.port}", proxy=None, open_timeout=WAIT, max_size=None, legacy=True
    )
    OPENED.append(ws)
    return ws


def receive(ws, kind, timeout=WAIT):
    """The next message of ``kind`` (others skipped)."""
    deadline = time.monotonic() + timeout
    while True:
        message = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        if message["type"] == kind:
            return message


def joined(host, name):
    ws = open_ws(host)
    ws.send(protocol.encode(protocol.join("minusmax", "ABCDEF", name)))
    receive(ws, "welcome")
    return ws


def closed(ws, timeout=WAIT):
    """Whether the host closed ``ws`` within ``timeout`` (messages before it are skipped)."""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ws.recv(timeout=max(0.01, deadline - time.monotonic()))
    except ConnectionClosed:
        return True
    except TimeoutError:
        return False
    return False


def waiting_for(ws):
    """The names in the first seats message that waits for somebody (bounded in time)."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        seats = receive(ws, "seats", deadline - time.monotonic())
        if seats["waiting_for"]:
            return seats["waiting_for"]
    return []


def answers_ping(ws):
    ws.send(protocol.encode({"type": "ping", "t": 42}))
    return receive(ws, "pong")["t"] == 42


def test_the_host_listens_on_the_loopback_address_only(host):
    assert host.address == "127.0.0.1"
    with socket.create_connection(("127.0.0.1", host.port), timeout=WAIT) as sock:
        assert sock.getpeername()[0] == "127.0.0.1"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{not json", "bad_message"),
        ("[1, 2, 3]", "bad_message"),
        (f'{{"type": "join", "protocol": {protocol.PROTOCOL_VERSION}}}', "bad_message"),
        ('{"type": "teleport"}', "unknown_message"),
        ('{"no": "type"}', "unknown_message"),
        ("[" * 3000 + "]" * 3000, "bad_message"),
    ],
)
def test_malformed_and_unknown_messages_are_refused_and_the_connection_goes_on(host, text, code):
    ws = open_ws(host)
    ws.send(text)
    assert receive(ws, "refused")["code"] == code
    assert answers_ping(ws)
    ws.send(protocol.encode(protocol.join("minusmax", "ABCDEF", "ann")))
    assert receive(ws, "welcome")["seat"] == 0
    ws.close()


def test_a_wrong_code_is_told_and_closed(host):
    ws = open_ws(host)
    ws.send(protocol.encode(protocol.join("minusmax", "QQQQQQ", "eve")))
    assert receive(ws, "bye")["code"] == "wrong_code"
    assert closed(ws)
    assert host.room.occupants == {}


def test_moves_out_of_turn_or_for_another_seat_change_nothing(host):
    ann, bob = joined(host, "ann"), joined(host, "bob")
    states = [receive(ann, "state"), receive(bob, "state")]
    current = states[0]["current"]
    waiting = [ann, bob][1 - current]
    before = host.room.match.to_save()
    legal = host.room.match.state.legal_moves()[0]
    encoded = host.room.match.engine.encode(legal)
    waiting.send(protocol.encode({"type": "move", "move": encoded, "ref": 1}))
    assert receive(waiting, "refused")["code"] == "not_your_turn"
    waiting.send(protocol.encode({"type": "move", "move": encoded, "seat": current, "ref": 2}))
    assert receive(waiting, "refused")["code"] == "not_your_turn"
    assert host.room.match.to_save() == before
    mover = [ann, bob][current]
    mover.send(protocol.encode({"type": "move", "move": encoded, "ref": 3}))
    assert receive(mover, "state")["ref"] == 3
    ann.close()
    bob.close()


def test_a_flood_of_messages_is_cut_off_and_the_others_go_on(host):
    ann = joined(host, "ann")
    flooder = joined(host, "bob")
    for _ in range(LIMITS.burst * 5):
        try:
            flooder.send(protocol.encode({"type": "ping", "t": 1}))
        except ConnectionClosed:
            break
    assert closed(flooder)  # 1008 from the host, or a reset for the pings it left unread
    assert flooder.close_code in (1006, 1008)
    assert waiting_for(ann) == ["bob"]
    assert answers_ping(ann)


def test_a_ten_megabyte_frame_closes_that_connection_only(host):
    ann = joined(host, "ann")
    big = open_ws(host)
    with contextlib.suppress(ConnectionClosed):
        big.send("x" * 10_000_000)
    assert closed(big)
    assert big.close_code == 1009  # message too big
    assert answers_ping(ann)


def test_a_connection_that_never_joins_is_closed(host):
    raw = socket.create_connection(("127.0.0.1", host.port), timeout=WAIT)
    raw.settimeout(WAIT)
    started = time.monotonic()
    ws = open_ws(host)  # an upgraded connection that sends nothing, waiting beside it
    assert raw.recv(1024) == b"", "the host hangs up"
    assert time.monotonic() - started < LIMITS.join_seconds + 2
    raw.close()
    assert closed(ws, LIMITS.join_seconds + 2), "the upgraded one is closed as well"


def handshake(port, receive_buffer=None):
    """A raw WebSocket connection that this test drives byte by byte."""
    raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if receive_buffer is not None:
        raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    raw.settimeout(WAIT)
    raw.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    raw.sendall(
        (
            f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    response = b""
    while b"\r\n\r\n" not in response:
        response += raw.recv(1)
    assert response.startswith(b"HTTP/1.1 101")
    return raw


def frame(text):
    """A masked text frame, as a client sends one."""
    payload, mask = text.encode(), os.urandom(4)
    head = struct.pack("!BBH", 0x81, 0x80 | 126, len(payload))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def test_a_joined_player_who_goes_silent_is_dropped_and_the_seat_kept(host):
    """A half-open connection: joined, then no pong ever comes back."""
    ann = joined(host, "ann")
    silent = handshake(host.port)
    silent.sendall(frame(protocol.encode(protocol.join("minusmax", "ABCDEF", "bob"))))
    assert waiting_for(ann) == ["bob"]
    assert host.room.seat_list(time.monotonic())[1]["status"] == "away"
    assert answers_ping(ann)
    silent.close()


def test_a_lone_joiner_who_leaves_is_shown_away_on_the_hosts_side():
    room = Room("minusmax", [Seat.remote("a"), Seat.computer(1, "c")], 3, code="ABCDEF")
    served = Host(room, 0, "127.0.0.1", auto_start=True)
    served.start()
    try:
        ws = joined(served, "Ann")
        ws.close()  # nobody else is connected to be told
        deadline = time.monotonic() + WAIT
        while "away" not in str(served.lobby.get("seats")) and time.monotonic() < deadline:
            served.changed.wait(0.05)
        assert served.lobby["seats"][0]["status"] == "away"
    finally:
        served.stop()


def test_a_player_who_never_reads_is_closed_and_play_goes_on(host):
    ann = joined(host, "ann")
    reader_less = handshake(host.port, receive_buffer=1024)
    reader_less.sendall(frame(protocol.encode(protocol.join("minusmax", "ABCDEF", "bob"))))
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline and len(host.room.seat_of) < 2:
        time.sleep(0.01)
    for _ in range(LIMITS.burst):
        reader_less.sendall(frame(protocol.encode({"type": "sync"})))
    while time.monotonic() < deadline and len(host.room.seat_of) > 1:
        time.sleep(0.01)
    assert len(host.room.seat_of) == 1, "the host let go of the player who never reads"
    assert answers_ping(ann)
    reader_less.close()


def test_connections_beyond_the_limit_are_refused(host):
    kept = [open_ws(host) for _ in range(LIMITS.max_connections)]
    with pytest.raises(InvalidStatus) as refused:
        open_ws(host)
    assert refused.value.response.status_code == 503
    for ws in kept:
        ws.close()
