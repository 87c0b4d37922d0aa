"""The host saves after every move, but only once the move's answers are on their way: the
save's snapshot must not hold back the mover's state."""

import time

from core.match import Engine, Seat
from core.net import host as host_module
from core.net.host import Host
from core.net.room import Room
from games.minusmax.logic import from_view
from games.minusmax.moves import Place, TakeBack
from tools.net_soak import joiners

WAIT = 5.0


def next_state(client, test=lambda message: True) -> dict:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        for message in client.poll():
            if message["type"] == "state" and test(message):
                return message
        time.sleep(0.005)
    raise TimeoutError("no state came")


def first_mover_and_placement(clients):
    """The joiner whose turn the first states say it is, and a placement it may make."""
    states = [next_state(client) for client in clients]
    mover, state = next(
        (c, s) for c, s in zip(clients, states, strict=True) if s["current"] == c.seat
    )
    place = next(m for m in from_view(state["view"]).legal_moves() if isinstance(m, Place))
    return mover, place


def test_the_host_saves_each_move_after_its_answers_left_the_outboxes():
    sent_before_saving: list[bool] = []
    served: Host | None = None

    def save(match) -> None:  # runs in the network thread, as the real save does
        sent_before_saving.append(all(box.empty() for box in served._outboxes.values()))

    room = Room("minusmax", [Seat.remote("a"), Seat.remote("b")], 3, code="SAVEAA")
    served = Host(room, 0, "127.0.0.1", auto_start=True, save=save)
    clients = joiners(served.start(), "minusmax", "SAVEAA", ["Ann", "Bob"])
    try:
        mover, place = first_mover_and_placement(clients)
        saves_before = len(sent_before_saving)
        mover.play(Engine("minusmax").encode(place), 1)
        next_state(mover, lambda message: message.get("ref") == 1)
        deadline = time.monotonic() + WAIT
        while len(sent_before_saving) == saves_before and time.monotonic() < deadline:
            time.sleep(0.005)
        assert sent_before_saving[saves_before:] == [True]
    finally:
        for client in clients:
            client.close()
        served.stop()


def test_moves_in_quick_succession_share_one_save_and_stopping_writes_it(monkeypatch):
    monkeypatch.setattr(host_module, "SAVE_AFTER", 60.0)  # no move's save comes on its own
    saved: list[int] = []
    room = Room("minusmax", [Seat.remote("a"), Seat.remote("b")], 3, code="SAVEBB")
    served = Host(room, 0, "127.0.0.1", auto_start=True,
                  save=lambda match: saved.append(len(match.moves)))  # fmt: skip
    clients = joiners(served.start(), "minusmax", "SAVEBB", ["Ann", "Bob"])
    try:
        mover, place = first_mover_and_placement(clients)
        encode = Engine("minusmax").encode
        for ref, move in enumerate((place, TakeBack()), 1):
            mover.play(encode(move), ref)
            next_state(mover, lambda message, ref=ref: message.get("ref") == ref)
        assert saved == [0]  # the match's first save, when it started
    finally:
        for client in clients:
            client.close()
        served.stop()
    assert saved == [0, 2]  # one save for both moves, written as the host stopped


def test_each_message_wakes_the_window_after_it_is_queued(app):
    import games
    from core.net.addresses import Address
    from core.net.client import Client
    from core.net.join_scene import JoinScene

    client = Client(Address("127.0.0.1", 1), "minusmax", "ABCDEF", "ann")
    scene = JoinScene(app, games.by_name("minusmax"), client)
    assert client.on_message == app.wake
    queued_when_woken = []
    client.on_message = lambda: queued_when_woken.append(client.received.qsize())
    client._note({"type": "seats"})
    client._note({"type": "state"})
    assert queued_when_woken == [1, 2]
    assert scene.client is client
