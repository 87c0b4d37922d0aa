"""The host's room, without a network: seats, codes, versions, moves, views, drops, rejoins."""

import time

import pytest

from core.match import Match, Seat
from core.net import protocol
from core.net.limits import Limits
from core.net.room import Room
from core.net.tails import TailsKept
from core.version import VERSION

LIMITS = Limits(seat_seconds=300.0)


def room(game="minusmax", seats=None, seed=3):
    seats = seats or [Seat.remote("Seat 1"), Seat.remote("Seat 2")]
    return Room(game, seats, seed, code="ABCDEF", limits=LIMITS)


def join(name, code="ABCDEF", game="minusmax", token=None):
    return protocol.read(protocol.encode(protocol.join(game, code, name, token)))


def to(out, conn, kind):
    return [message for c, message in out if c == conn and message["type"] == kind]


def last_state(out, conn):
    return to(out, conn, "state")[-1]


def seated(the_room, *names, now=0.0):
    out = []
    for name in names:
        out += the_room.receive(name, join(name), now)
    return out


def test_joiners_take_the_remote_seats_in_order_and_name_them():
    the_room = room(seats=[Seat.remote("a"), Seat.computer(2), Seat.remote("b")])
    out = seated(the_room, "ann", "bob")
    assert to(out, "ann", "welcome")[0]["seat"] == 0
    assert to(out, "bob", "welcome")[0]["seat"] == 2
    assert [seat.name for seat in the_room.seats] == ["ann", "Computer 2", "bob"]
    assert the_room.full() and not the_room.started
    turned_away = the_room.receive("cat", join("cat"), 0.0)
    assert turned_away == [("cat", {**protocol.refused("room_full"), "type": "bye"})]


def test_a_wrong_code_a_wrong_game_and_another_version_are_turned_away():
    the_room = room()
    assert the_room.receive("x", join("x", code="ZZZZZZ"), 0)[0][1]["code"] == "wrong_code"
    assert the_room.receive("x", join("x", game="abaku"), 0)[0][1]["code"] == "wrong_game"
    old = {**join("x"), "protocol": 0, "version": "0.0.1"}
    (_, bye), *_ = the_room.receive("x", protocol.read(protocol.encode(old)), 0)
    assert bye["type"] == "bye" and bye["code"] == "version"
    assert protocol.GAME_VERSION in bye["fields"]["host"] and "0.0.1" in bye["fields"]["joiner"]
    assert "protocol 0" in bye["fields"]["joiner"]
    assert not the_room.occupants


def test_the_code_is_read_whatever_its_case():
    assert to(room().receive("ann", join("ann", code="abcdef"), 0), "ann", "welcome")


def test_each_player_is_sent_only_their_own_view():
    the_room = room()
    seated(the_room, "ann", "bob")
    out = the_room.start(0.0)
    state = the_room.match.state
    assert last_state(out, "ann")["view"] == state.view(0)
    assert last_state(out, "bob")["view"] == state.view(1)
    assert last_state(out, "ann")["view"]["rack"] != last_state(out, "bob")["view"]["rack"]


def test_a_move_out_of_turn_is_refused_and_changes_nothing():
    the_room = room()
    seated(the_room, "ann", "bob")
    the_room.start(0.0)
    match = the_room.match
    waiting = ["ann", "bob"][1 - match.current_player]
    move = match.engine.encode(match.state.legal_moves()[0])
    before = match.to_save()
    out = the_room.receive(waiting, {"type": "move", "move": move, "ref": 4}, 1.0)
    assert out == [(waiting, protocol.refused("not_your_turn", 4, name=match.current_seat.name))]
    assert match.to_save() == before


def test_an_illegal_move_gets_the_hot_seat_refusal_code():
    the_room = room()
    seated(the_room, "ann", "bob")
    the_room.start(0.0)
    match = the_room.match
    mover = ["ann", "bob"][match.current_player]
    on_the_centre = next(iter(match.state.tiles))
    illegal = match.engine.encode(type(match.state.legal_moves()[0])(on_the_centre, 5))
    hot_seat = match.refusal(match.engine.decode(illegal))
    out = the_room.receive(mover, {"type": "move", "move": illegal, "ref": 1}, 1.0)
    assert hot_seat is not None
    assert out == [(mover, protocol.refused(hot_seat.code, 1, "game", **hot_seat.fields))]


@pytest.mark.parametrize("junk", [None, 7, "place", {"type": "place"}, [1, 2], {"cell": "x"}])
def test_a_move_that_is_no_move_is_refused(junk):
    the_room = room()
    seated(the_room, "ann", "bob")
    the_room.start(0.0)
    mover = ["ann", "bob"][the_room.match.current_player]
    out = the_room.receive(mover, {"type": "move", "move": junk, "ref": None}, 1.0)
    assert [message["code"] for _, message in out] == ["bad_move"]
    assert the_room.match.moves == []


def test_a_legal_move_is_played_and_every_player_gets_their_new_view():
    the_room = room()
    seated(the_room, "ann", "bob")
    kept = {"ann": TailsKept(), "bob": TailsKept()}
    completed(the_room.start(0.0), kept)
    match = the_room.match
    mover = ["ann", "bob"][match.current_player]
    move = match.state.legal_moves()[0]
    out = the_room.receive(mover, {"type": "move", "move": match.engine.encode(move), "ref": 9}, 1)
    completed(out, kept)
    assert match.moves == [move]
    assert last_state(out, mover)["ref"] == 9
    for seat, conn in enumerate(["ann", "bob"]):
        assert last_state(out, conn)["view"] == match.state.view(seat)
        assert last_state(out, conn)["moves"] == 1


def completed(out, kept):
    """Each state's view in ``out`` made whole, as its joiner's client does."""
    for conn, message in out:
        if message["type"] == "state":
            assert kept[conn].complete(message["view"])


def test_a_move_answered_first_then_the_others_states_are_what_a_broadcast_sends():
    """The host sends the mover's answer before it builds the other players' states."""
    rooms = [room(seats=[Seat.remote("a"), Seat.remote("b"), Seat.remote("c")]) for _ in "12"]
    for the_room in rooms:
        seated(the_room, "ann", "bob", "cat")
        the_room.start(0.0)
    mover = ["ann", "bob", "cat"][rooms[0].match.current_player]
    move = rooms[0].match.state.legal_moves()[0]
    message = {"type": "move", "move": rooms[0].match.engine.encode(move), "ref": 4}
    everyone = rooms[0].receive(mover, message, 1.0)
    answer = rooms[1].receive(mover, message, 1.0, answer_only=True)
    assert answer == everyone[:1] and answer[0][1]["ref"] == 4
    assert answer + rooms[1].states_for_others(mover, 1.0) == everyone


def test_messages_before_joining_are_refused():
    the_room = room()
    assert the_room.receive("x", {"type": "sync"}, 0) == [("x", protocol.refused("not_seated"))]
    assert the_room.receive("x", {"type": "ping", "t": 1.5}, 0) == [
        ("x", {"type": "pong", "t": 1.5})
    ]


def test_a_dropped_player_keeps_the_seat_and_comes_back_with_the_token():
    the_room = room()
    out = seated(the_room, "ann", "bob")
    token = to(out, "ann", "welcome")[0]["token"]
    the_room.start(0.0)
    out = the_room.disconnect("ann", 10.0)
    seats = to(out, "bob", "seats")[0]
    assert seats["waiting_for"] == ["ann"]
    assert seats["seats"][0]["status"] == "away" and seats["seats"][0]["seconds_kept"] == 300
    stranger = the_room.receive("eve", join("eve"), 20.0)
    assert stranger[0][1]["code"] == "room_full", "a kept seat is not open to others"
    back = the_room.receive("ann2", join("ann", token=token), 30.0)
    assert to(back, "ann2", "welcome")[0]["seat"] == 0
    assert last_state(back, "ann2")["view"] == the_room.match.state.view(0)
    assert the_room.waiting_for() == []


def test_a_joiner_cut_off_before_the_welcome_reached_it_comes_back_to_its_seat():
    """The soak found it: a joiner knew no token until the welcome, so one whose connection
    was cut just after the start came back as a stranger to a full room, and the game
    waited for them for ever. A joiner now sends its own token from the first join."""
    the_room = room()
    own = "a-token-of-bob-s-own-32-letters-"
    the_room.receive("ann", join("ann"), 0.0)
    the_room.receive("bob", join("bob", token=own), 0.0)
    the_room.start(0.0)
    the_room.disconnect("bob", 0.1)  # the welcome and the first state never reached Bob
    back = the_room.receive("bob2", join("bob", token=own), 0.2)
    welcome = to(back, "bob2", "welcome")[0]
    assert (welcome["seat"], welcome["token"]) == (1, own)
    assert the_room.waiting_for() == []


@pytest.mark.parametrize(
    "field, value", [("code", "ÄBCDEF"), ("token", "é" * 20), ("token", "short")]
)
def test_a_code_or_token_that_cannot_be_a_secret_is_refused_as_a_bad_message(field, value):
    message = {**protocol.join("minusmax", "ABCDEF", "x"), field: value}
    with pytest.raises(protocol.ProtocolError) as refused:
        protocol.read(protocol.encode(message))
    assert refused.value.code == "bad_message"


def test_a_seat_kept_too_long_opens_to_a_new_joiner():
    the_room = room()
    out = seated(the_room, "ann", "bob")
    token = to(out, "ann", "welcome")[0]["token"]
    the_room.start(0.0)
    the_room.disconnect("ann", 10.0)
    assert the_room.next_expiry() == 310.0
    the_room.expire(309.9)
    assert 0 in the_room.occupants
    the_room.expire(310.0)
    assert the_room.open_seats() == [0]
    newcomer = the_room.receive("cat", join("cat"), 311.0)
    assert to(newcomer, "cat", "welcome")[0]["token"] != token


def test_joining_again_from_a_new_connection_closes_the_old_one():
    the_room = room()
    token = to(seated(the_room, "ann"), "ann", "welcome")[0]["token"]
    out = the_room.receive("ann-laptop", join("ann", token=token), 1.0)
    assert to(out, "ann", "bye")[0]["code"] == "joined_elsewhere"
    assert the_room.seat_of == {"ann-laptop": 0}


def test_the_host_hands_a_dropped_seat_to_a_computer_which_then_plays():
    the_room = room(seats=[Seat.remote("a"), Seat.remote("b")], seed=8)
    seated(the_room, "ann", "bob")
    the_room.start(0.0)
    match = the_room.match
    away = match.current_player
    the_room.disconnect(["ann", "bob"][away], 1.0)
    with pytest.raises(ValueError, match="connected"):
        the_room.hand_to_computer(1 - away, 3, 1.0)
    the_room.hand_to_computer(away, 1, 2.0)
    assert match.seats[away].is_computer and match.seats[away].name == ["ann", "bob"][away]
    assert the_room.busy()
    for _ in range(2000):
        if match.current_player != away:
            break
        the_room.step(1, 3.0)
        time.sleep(0.001)
    assert match.moves, "the computer played the seat"


def test_a_match_hosted_again_from_its_save_takes_its_joiners_back():
    the_room = room()
    out = seated(the_room, "ann", "bob")
    tokens = [to(out, name, "welcome")[0]["token"] for name in ("ann", "bob")]
    the_room.start(0.0)
    saved = the_room.match.to_save()
    again = Room.resume(Match.from_save(saved), 1000.0, LIMITS)
    assert again.code == "ABCDEF" and again.started
    assert again.waiting_for() == ["ann", "bob"]
    back = again.receive("bob2", join("bob", token=tokens[1]), 1200.0)
    assert to(back, "bob2", "welcome")[0]["seat"] == 1
    assert again.receive("eve", join("eve"), 1200.0)[0][1]["code"] == "room_full"
    assert again.next_expiry() == 1300.0, "the seats are kept from the time it is hosted again"


def test_the_turn_clock_runs_on_the_host_and_passes_for_a_slow_player():
    seats = [Seat.remote("a"), Seat.remote("b")]
    the_room = Room("abaku", seats, 4, {"time_limit": 2}, code="ABCDEF", limits=LIMITS)
    for name in ("ann", "bob"):
        the_room.receive(name, join(name, game="abaku"), 0.0)
    the_room.start(0.0)
    match = the_room.match
    assert the_room.busy() and match.seconds_left() == 2
    assert the_room.step(119, 1.0) == []
    out = the_room.step(1, 2.0)
    assert str(match.moves) == "[Pass(timed_out=True)]"
    assert last_state(out, "ann")["seconds_left"] == 2


def test_the_version_checked_at_join_is_the_programs_own():
    """The built program has no pyproject.toml beside it: the version comes from core.version,
    so a built host and a joiner run from source of one release agree."""
    assert protocol.GAME_VERSION == VERSION != "unknown"
