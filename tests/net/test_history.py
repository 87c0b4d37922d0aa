"""A view's history is sent whole once a connection, then only its new entries."""

import json
import random

from core.match import Seat
from core.net import protocol
from core.net.client import Client
from core.net.history import HistoriesSent, HistoryKept
from core.net.room import Room
from games.minusmax.moves import Place


def test_after_the_first_view_a_connection_is_sent_the_new_entries_only():
    sent = HistoriesSent()
    assert sent.trim("ann", {"history": ["a"], "x": 1}) == {"history": ["a"], "x": 1}
    assert sent.trim("ann", {"history": ["a", "b", "c"], "x": 2}) == {
        "history": ["b", "c"], "history_from": 1, "x": 2}  # fmt: skip
    assert sent.trim("bob", {"history": ["a", "b", "c"]}) == {"history": ["a", "b", "c"]}
    assert sent.trim("ann", {"history": ["a", "b", "c"]}) == {"history": [], "history_from": 3}


def test_a_history_that_is_not_the_one_sent_plus_more_is_sent_whole():
    sent = HistoriesSent()
    sent.trim("ann", {"history": ["a", "b"]})
    assert sent.trim("ann", {"history": ["a", "z", "c"]}) == {"history": ["a", "z", "c"]}
    assert sent.trim("ann", {"history": ["a"]}) == {"history": ["a"]}
    sent.forget("ann")
    assert sent.trim("ann", {"history": ["a", "b"]}) == {"history": ["a", "b"]}
    assert sent.trim("ann", {"board": []}) == {"board": []}  # a game without a history


def test_the_joiner_puts_the_new_entries_after_the_ones_it_holds():
    kept = HistoryKept()
    first = {"history": ["a"]}
    assert kept.complete(first) and first == {"history": ["a"]}
    later = {"history": ["b", "c"], "history_from": 1}
    assert kept.complete(later) and later == {"history": ["a", "b", "c"]}
    assert first == {"history": ["a"]}  # what the scene was given before stays as it was
    gap = {"history": ["e"], "history_from": 4}
    assert not kept.complete(gap)
    assert kept.complete({"history": ["d"], "history_from": 3})
    assert not HistoryKept().complete({"board": [], "history_from": 0})


def test_a_state_that_cannot_be_made_whole_asks_the_host_for_the_whole_state():
    kept = HistoryKept()
    assert not Client._completed(
        {"type": "state", "view": {"history": [], "history_from": 2}}, kept
    )
    assert Client._completed({"type": "seats", "seats": []}, kept)
    the_room = Room("minusmax", [Seat.remote("a"), Seat.remote("b")], 3, code="ABCDEF")
    for name in ("ann", "bob"):
        the_room.receive(name, protocol.join("minusmax", "ABCDEF", name), 0.0)
    the_room.start(0.0)
    ((_, state),) = the_room.receive("ann", {"type": "sync"}, 0.0)
    assert "history_from" not in state["view"]
    assert state["view"] == the_room.match.state.view(state["view"]["viewer"])


def test_over_a_whole_game_each_joiner_rebuilds_its_exact_view_and_the_bytes_stay_small():
    """A minusMax game played to its end by random placements (while there are any): every
    state a joiner completes is its whole view, and no state grows with the game's history."""
    the_room = Room("minusmax", [Seat.remote("a"), Seat.remote("b")], 7, code="ABCDEF")
    kept = {"ann": HistoryKept(), "bob": HistoryKept()}
    for name in kept:
        the_room.receive(name, protocol.join("minusmax", "ABCDEF", name), 0.0)
    out = the_room.start(0.0)
    rng, biggest, states = random.Random(7), 0, 0
    while True:
        for conn, message in out:
            if message["type"] != "state":
                continue
            if states >= 2:  # past each joiner's first, whole state
                biggest = max(biggest, len(json.dumps(message["view"]["history"])))
            assert kept[conn].complete(message["view"])
            assert message["view"] == the_room.match.state.view(the_room.seat_of[conn])
            states += 1
        match = the_room.match
        if match.over:
            break
        conn = next(c for c, seat in the_room.seat_of.items() if seat == match.current_player)
        moves = match.state.legal_moves()
        places = [move for move in moves if isinstance(move, Place)]
        move = rng.choice(places or moves)
        out = the_room.receive(conn, {"type": "move", "move": match.engine.encode(move)}, 0.0)
    assert len(match.state.history) > 100 and states > 200
    assert biggest < 300  # one turn's entries, never the game's
