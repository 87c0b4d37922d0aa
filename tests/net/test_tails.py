"""A view's lists are sent whole once a connection, then only what each list gained."""

import json
import random

import pytest

from core.match import Seat
from core.net import protocol
from core.net.client import Client
from core.net.room import Room
from core.net.tails import TailsKept, TailsSent, shared_start
from games.abaku.logic import AbakuState
from games.m.moves import Pass
from games.minusmax.moves import Exchange, TakeBack
from tests.abaku.random_play import random_move as abaku_random_move


def test_after_the_first_view_a_connection_is_sent_each_lists_new_entries_only():
    sent = TailsSent()
    assert sent.trim("ann", {"history": ["a"], "x": 1}) == {"history": ["a"], "x": 1}
    assert sent.trim("ann", {"history": ["a", "b", "c"], "x": 2}) == {
        "history": ["b", "c"], "tails": {"history": 1}, "x": 2}  # fmt: skip
    assert sent.trim("bob", {"history": ["a", "b", "c"]}) == {"history": ["a", "b", "c"]}
    assert sent.trim("ann", {"history": ["a", "b", "c"], "specials": [[1, 2]]}) == {
        "history": [], "specials": [[1, 2]], "tails": {"history": 3}}  # fmt: skip
    assert sent.trim("ann", {"history": ["a", "b", "c"], "specials": [[1, 2]]}) == {
        "history": [], "specials": [], "tails": {"history": 3, "specials": 1}}  # fmt: skip


def test_a_list_cut_short_keeps_its_start_and_one_changed_elsewhere_is_sent_whole():
    sent = TailsSent()
    sent.trim("ann", {"placed": ["a", "b", "c"], "rack": [1, 2]})
    assert sent.trim("ann", {"placed": ["a", "b"], "rack": [3, 2]}) == {
        "placed": [], "rack": [3, 2], "tails": {"placed": 2}}  # fmt: skip
    assert sent.trim("ann", {"placed": ["z"], "rack": []}) == {"placed": ["z"], "rack": []}
    sent.forget("ann")
    assert sent.trim("ann", {"placed": ["z"]}) == {"placed": ["z"]}
    assert sent.trim("ann", {"board": {"a": [1]}, "n": 1}) == {"board": {"a": [1]}, "n": 1}


def test_shared_start_is_the_kept_part_of_a_grown_or_cut_list():
    assert shared_start(None, [1]) == shared_start([], [1]) == 0
    assert shared_start([1, 2], [1, 2, 3]) == 2
    assert shared_start([1, 2, 3], [1, 2]) == 2
    assert shared_start([1, 2], [1, 2]) == 2
    assert shared_start([1, 2], [1, 3, 4]) == shared_start([1, 2, 3], [9]) == 0


def test_the_joiner_puts_the_kept_entries_before_each_tail():
    kept = TailsKept()
    first = {"history": ["a"], "rack": [5, 6]}
    assert kept.complete(first) and first == {"history": ["a"], "rack": [5, 6]}
    later = {"history": ["b", "c"], "rack": [], "tails": {"history": 1, "rack": 1}}
    assert kept.complete(later) and later == {"history": ["a", "b", "c"], "rack": [5]}
    assert first == {"history": ["a"], "rack": [5, 6]}  # what a scene was given stays
    assert not kept.complete({"history": ["e"], "tails": {"history": 4}})  # a gap
    assert not kept.complete({"history": ["e"], "tails": {"board": 1}})  # nothing kept
    assert not kept.complete({"history": 3, "tails": {"history": 1}})
    assert not kept.complete({"history": [], "tails": [1]})
    assert kept.complete({"history": ["d"], "tails": {"history": 3}})
    assert not TailsKept().complete({"board": [], "tails": {"board": 1}})


def test_a_state_that_cannot_be_made_whole_asks_the_host_for_the_whole_state():
    kept = TailsKept()
    assert not Client._completed(
        {"type": "state", "view": {"history": [], "tails": {"history": 2}}}, kept
    )
    assert Client._completed({"type": "seats", "seats": []}, kept)
    the_room = Room("minusmax", [Seat.remote("a"), Seat.remote("b")], 3, code="ABCDEF")
    for name in ("ann", "bob"):
        the_room.receive(name, protocol.join("minusmax", "ABCDEF", name), 0.0)
    the_room.start(0.0)
    ((_, state),) = the_room.receive("ann", {"type": "sync"}, 0.0)
    assert "tails" not in state["view"]
    assert state["view"] == the_room.match.state.view(state["view"]["viewer"])


def random_move(state, rng):
    """A random legal move, cheaply: placements preferred (a game that ends, not one of
    exchanges); Abaku's drawn without listing every placement."""
    if isinstance(state, AbakuState):
        return abaku_random_move(state, rng)
    moves = state.legal_moves()
    places = [move for move in moves if not isinstance(move, (Exchange, Pass, TakeBack))]
    return rng.choice(places or moves)


@pytest.mark.parametrize(("game", "share"), [("minusmax", 0.25), ("abaku", 0.25), ("m", 0.9)])
def test_over_a_whole_game_each_joiner_rebuilds_its_exact_view_from_fewer_bytes(game, share):
    """A game played to its end by random moves through a room: every state a joiner
    completes is its whole view, and the views went out in at most ``share`` of their whole
    bytes (minusMax's and Abaku's lists mostly grow; M's table changes in place)."""
    the_room = Room(game, [Seat.remote("a"), Seat.remote("b")], 7, code="ABCDEF")
    kept = {"ann": TailsKept(), "bob": TailsKept()}
    for name in kept:
        the_room.receive(name, protocol.join(game, "ABCDEF", name), 0.0)
    out = the_room.start(0.0)
    rng, sent, whole, states = random.Random(7), 0, 0, 0
    while True:
        for conn, message in out:
            if message["type"] != "state":
                continue
            sent += len(json.dumps(message["view"]))
            assert kept[conn].complete(message["view"])
            view = the_room.match.state.view(the_room.seat_of[conn])
            assert message["view"] == view
            whole += len(json.dumps(view))
            states += 1
        match = the_room.match
        if match.over:
            break
        conn = next(c for c, seat in the_room.seat_of.items() if seat == match.current_player)
        move = random_move(match.state, rng)
        out = the_room.receive(conn, {"type": "move", "move": match.engine.encode(move)}, 0.0)
    assert states > 60
    assert sent < share * whole


def test_a_minusmax_view_after_the_first_stays_small_however_long_the_game():
    """The bench's game: each state after a joiner's first is a turn's worth of bytes."""
    the_room = Room("minusmax", [Seat.remote("a"), Seat.remote("b")], 7, code="ABCDEF")
    for name in ("ann", "bob"):
        the_room.receive(name, protocol.join("minusmax", "ABCDEF", name), 0.0)
    out, rng, sizes = the_room.start(0.0), random.Random(7), []
    while not the_room.match.over:
        sizes += [len(json.dumps(m["view"])) for _, m in out if m["type"] == "state"]
        match = the_room.match
        conn = next(c for c, seat in the_room.seat_of.items() if seat == match.current_player)
        move = random_move(match.state, rng)
        out = the_room.receive(conn, {"type": "move", "move": match.engine.encode(move)}, 0.0)
    assert len(match.state.history) > 60
    assert sizes[0] > 1000 and max(sizes[2:]) < 700 < len(json.dumps(match.state.view(0)))
