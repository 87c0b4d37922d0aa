"""Real networks fail and the match survives: many short games over loopback in which the
joiners' connections are cut at random and come back with their tokens, and a host that
stops in the middle of a game and is hosted again from its save.

``TESSERA_SOAK_GAMES=200`` plays 200 games instead of the few the suite plays."""

import os
import random
import threading
import time

from core.match import Match, Seat
from core.net import autoplay
from core.net.client import Address, Client
from core.net.host import Host
from core.net.limits import Limits
from core.net.room import Room

GAMES = int(os.environ.get("TESSERA_SOAK_GAMES", "2"))
LIMITS = Limits(ping_seconds=1.0, pong_seconds=1.0)
GAME_SECONDS = 60


def joiners(port, game, code, names):
    clients = [
        Client(Address("127.0.0.1", port), game, code, name, retries=200, retry_seconds=0.05)
        for name in names
    ]
    for client in clients:
        client.start()
    return clients


def play_all(clients, results):
    def play(index):
        results[index] = autoplay.play(clients[index], 1, GAME_SECONDS)

    threads = [threading.Thread(target=play, args=(i,), daemon=True) for i in range(len(clients))]
    for thread in threads:
        thread.start()
    return threads


def assert_same_ending(match, results):
    assert match.over
    moves = [match.engine.encode(move) for move in match.moves]
    for result in results:
        assert result is not None, "a joiner did not reach the end"
        assert result["scores"] == list(match.result().scores)
        assert result["moves"] == moves


def test_games_with_random_drops_and_rejoins_end_the_same_for_everyone():
    rng = random.Random(2026)
    drops = 0
    for number in range(GAMES):
        game = ("m", "abaku")[number % 2]
        seats = [Seat.remote("a"), Seat.remote("b"), Seat.computer(1)]
        room = Room(game, seats, 100 + number, limits=LIMITS)
        host = Host(room, 0, auto_start=True)
        port = host.start()
        clients = joiners(port, game, room.code, ["Ann", "Bob"])
        results = [None, None]
        threads = play_all(clients, results)
        deadline = time.monotonic() + GAME_SECONDS
        while any(t.is_alive() for t in threads) and time.monotonic() < deadline:
            time.sleep(rng.uniform(0.05, 0.3))
            if room.started and not room.match.over:
                rng.choice(clients).drop()
                drops += 1
        for thread in threads:
            thread.join(5)
        for client in clients:
            client.close()
        host.stop()
        assert_same_ending(room.match, results)
    assert drops >= GAMES, "connections were really cut"


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
    assert_same_ending(resumed.match, results)
    assert len(resumed.match.moves) > 10
    assert [client.seat for client in clients] == seats_before, "each came back to their seat"
