"""Real networks fail and the match survives: many short games over loopback in which the
joiners' connections are cut at random and come back with their tokens, and a host that
stops in the middle of a game and is hosted again from its save.

The games are those of ``tools/net_soak.py`` (``make soak`` plays 200 of them);
``TESSERA_SOAK_GAMES=N`` plays N here instead of two."""

import os
import time

from core.match import Match, Seat
from core.net.client import JOINED, Address, Client
from core.net.host import Host
from core.net.room import Room
from tools.net_soak import GAME_SECONDS, LIMITS, ending_problem, joiners, play_all, soak

GAMES = int(os.environ.get("TESSERA_SOAK_GAMES", "2"))


def test_games_with_random_drops_and_rejoins_end_the_same_for_everyone():
    outcomes = soak(GAMES, max_seconds=GAME_SECONDS, first=2)  # M first: its games are short
    assert [o.problem for o in outcomes] == [None] * GAMES
    assert all(o.drops >= 1 for o in outcomes), "connections were really cut"
    assert all(o.moves > 10 for o in outcomes), "whole games were played"


def test_a_host_that_stops_mid_game_is_hosted_again_from_its_save_and_the_joiners_come_back():
    saves = []
    room = Room("m", [Seat.remote("a"), Seat.remote("b")], 77, limits=LIMITS)
    first = Host(room, 0, auto_start=True, save=lambda match: saves.append(match.to_save()))
    port = first.start()
    clients = joiners(port, "m", room.code, ["Ann", "Bob"])
    results = [None, None]
    threads = play_all(clients, results)
    deadline = time.monotonic() + GAME_SECONDS
    while (not room.started or len(room.match.moves) < 10) and time.monotonic() < deadline:
        time.sleep(0.01)
    seats_before = [client.seat for client in clients]
    first.stop()  # the host quits (or crashes) in the middle of the game
    assert not room.match.over
    resumed = Room.resume(Match.from_save(saves[-1]), time.monotonic(), LIMITS)
    assert resumed.code == room.code
    second = Host(resumed, port, auto_start=True)
    second.start()
    for thread in threads:
        thread.join(GAME_SECONDS)
    for client in clients:
        client.close()
    second.stop()
    assert ending_problem(resumed.match, results) is None
    assert len(resumed.match.moves) > 10
    assert [client.seat for client in clients] == seats_before, "each came back to their seat"


def test_a_joiner_whose_connection_drops_again_and_again_comes_back_every_time():
    """The retries bound each outage, not the whole game (the soak found a joiner that gave
    up for good after its 200th drop, each one rejoined at once)."""
    served = Host(Room("minusmax", [Seat.remote("a")], 3, code="ABCDEF"), 0, "127.0.0.1")
    client = Client(Address("127.0.0.1", served.start()), "minusmax", "ABCDEF", "ann",
                    retries=1, retry_seconds=0.01)  # fmt: skip
    client.start()
    try:
        for _ in range(4):
            deadline = time.monotonic() + 5.0
            while client.status != JOINED and time.monotonic() < deadline:
                time.sleep(0.005)
            assert client.status == JOINED
            client.drop()
            while client.status == JOINED and time.monotonic() < deadline:
                time.sleep(0.005)
        assert [m["type"] for m in client.poll()].count("welcome") == 4
    finally:
        client.close()
        served.stop()
