"""The joiner's side: a RemoteMatch drawn by the game's own scene, over a room in this process
(the network itself is tested in test_hostile and test_processes)."""

import importlib
import random

import pytest

from core.match import Engine, Seat
from core.net import autoplay, protocol
from core.net.remote_match import NOT_YOUR_TURN, RemoteMatch
from core.net.room import Room
from core.net.tails import TailsKept
from core.ui.canvas import Canvas
from core.viewport import LOGICAL_SIZE


class LoopClient:
    """A Client's face, wired straight to a room: what the room answers lands in the
    answered client's queue."""

    def __init__(self, room, name, everyone):
        self.room, self.name, self.everyone = room, name, everyone
        self.game, self.seat, self.status = room.game, None, "joined"
        self.inbox = []
        self.sent = []
        self.tails = TailsKept()
        everyone[name] = self

    def deliver(self, out):
        for conn, message in out:
            client = self.everyone[conn]
            if message["type"] == "state":
                assert client.tails.complete(message["view"])
            client.inbox.append(message)
            if message["type"] == "welcome":
                client.seat = message["seat"]

    def send(self, message):
        self.sent.append(message)
        self.deliver(self.room.receive(self.name, protocol.read(protocol.encode(message)), 0.0))

    def play(self, move, ref=None):
        self.send({"type": "move", "move": move, "ref": ref})

    def poll(self):
        found, self.inbox = self.inbox, []
        return found

    def close(self):
        self.status = "closed"


def table(game):
    room = Room(game, [Seat.remote("a"), Seat.remote("b")], 12, code="ABCDEF")
    everyone = {}
    ann, bob = LoopClient(room, "ann", everyone), LoopClient(room, "bob", everyone)
    for client in (ann, bob):
        client.send(protocol.join(game, "ABCDEF", client.name))
    ann.deliver(room.start(0.0))
    return room, ann, bob


def remote_match(client):
    messages = client.poll()
    welcome = next(m for m in messages if m["type"] == "welcome")
    state = [m for m in messages if m["type"] == "state"][-1]
    return RemoteMatch(client, welcome, state)


def bob_plays(room, bob, level=1):
    state = [m for m in bob.poll() if m["type"] == "state"]
    match = room.match
    if state and match.current_player == bob.seat:
        logic = importlib.import_module(match.engine.entry.logic)
        bob.play(match.engine.encode(autoplay._choose(match.engine, logic, state[-1], level)))


@pytest.mark.parametrize("game", ["minusmax", "abaku", "m"])
def test_a_joiner_plays_a_whole_game_in_the_games_own_scene(app, game):
    room, ann, bob = table(game)
    match = remote_match(ann)
    scene = app_scene(app, game, match)
    canvas = Canvas.blank(LOGICAL_SIZE)
    rng = random.Random(3)
    for _ in range(5000):
        if room.match.over:
            break
        scene.update()
        scene.draw(canvas)
        if match.current_player == ann.seat and not match.over:
            move = rng.choice(match.state.legal_moves())
            assert match.play(move) is None
            assert room.match.moves[-1] == move, "the move went to the host"
        else:
            bob_plays(room, bob)
    scene.update()
    scene.draw(canvas)
    assert room.match.over and match.over
    assert match.state.scores() == room.match.state.scores()
    assert match.state.view(ann.seat) == room.match.state.view(ann.seat)
    assert not app.storage.save_path(game, "autosave").exists(), "a joiner saves nothing"


def joining(app, client):
    """The waiting screen over ``client`` (a LoopClient: nothing to start)."""
    import games
    from core.net.join_scene import JoinScene

    client._thread, client.code, client.on_message = object(), "ABCDEF", None
    scene = JoinScene(app, games.by_name("m"), client)
    app.scenes.push(scene)
    app.scenes.apply()
    return scene


def test_a_state_read_in_the_next_tick_of_the_same_frame_starts_the_game_once(app):
    room, ann, bob = table("m")
    if room.match.current_player == ann.seat:  # Ann moves first, so that Bob's move comes next
        ann.play(room.match.engine.encode(room.match.state.legal_moves()[0]))
    waiting = joining(app, ann)
    waiting.update()  # the welcome and the first state: the game's scene is asked for
    bob_plays(room, bob)  # the other seat moves as the window catches up on its frames
    waiting.update()  # a second tick before the scenes change
    app.scenes.apply()
    game_scene = app.scenes.top
    assert game_scene is not waiting and ann.status != "closed", "one game scene, connected"
    game_scene.update()
    assert game_scene.match.state.view(ann.seat) == room.match.state.view(ann.seat)


def test_states_read_together_as_the_player_joins_start_from_the_latest(app):
    room, ann, bob = table("m")
    if room.match.current_player == ann.seat:
        ann.play(room.match.engine.encode(room.match.state.legal_moves()[0]))
    bob_plays(room, bob)  # two states wait for Ann: before Bob's move and after it
    assert sum(message["type"] == "state" for message in ann.inbox) >= 2
    joining(app, ann).update()
    app.scenes.apply()
    match = app.scenes.top.match
    assert len(match.moves) == len(room.match.moves)
    assert match.state.view(ann.seat) == room.match.state.view(ann.seat)


def app_scene(app, game, match):
    import games

    return games.by_name(game).scene_module().network_scene(app, match)


def test_each_move_reaches_the_joiners_scene_once():
    room, ann, bob = table("m")
    match = remote_match(ann)
    shown = []
    match.on_move = shown.append
    if room.match.current_player != ann.seat:
        bob_plays(room, bob)
        match.sync()
        assert len(shown) == 1  # Bob's move, from the host
    place = next(move for move in match.state.legal_moves() if type(move).__name__ == "Place")
    assert match.play(place) is None
    assert shown[-1] == place  # shown at once, before the host answers
    assert match.sync()  # the host's state: the tile Ann drew is real there, not a stand-in
    assert shown.count(place) == 1
    bob_plays(room, bob)
    match.sync()
    assert shown[-1] == room.match.moves[-1] and len(shown) == len(room.match.moves)


def test_a_joiner_cannot_play_out_of_turn_and_sends_nothing():
    room, ann, bob = table("abaku")
    match = remote_match(ann)
    if room.match.current_player == ann.seat:  # Ann passes, so that it is Bob's turn
        assert match.play(Engine("abaku").decode({"pass": False})) is None
        match.sync()
    assert room.match.current_player == bob.seat
    other_turn_move = Engine("abaku").decode({"pass": False})
    sent = len(ann.sent)
    assert match.play(other_turn_move) == NOT_YOUR_TURN
    assert len(ann.sent) == sent
    assert match.computer_move() is None


def test_a_joiner_is_told_when_the_game_waits_for_a_dropped_player():
    room, ann, _bob = table("m")
    match = remote_match(ann)
    ann.deliver(room.disconnect("bob", 1.0))
    match.sync()
    assert match.take_notes() == ["Waiting for bob…"]
    assert match.take_notes() == []


def test_a_joiner_is_told_when_the_connection_is_lost_and_when_it_is_given_up():
    _room, ann, _bob = table("m")
    match = remote_match(ann)
    ann.inbox += [{"type": "dropped", "attempt": 1}, {"type": "dropped", "attempt": 2}]
    match.sync()
    assert match.take_notes() == ["The connection was lost. Trying again…"]
    ann.inbox.append({"type": "closed"})  # every try failed: the game cannot go on here
    match.sync()
    assert match.take_notes() == ["The connection is closed."]


def test_a_joiners_match_has_no_save_of_its_own():
    _room, ann, _bob = table("m")
    match = remote_match(ann)
    assert not match.saves_locally
    with pytest.raises(ValueError, match="host"):
        match.to_save()


def test_the_joiners_clock_counts_down_from_the_hosts_and_never_plays_the_timeout():
    room = Room("abaku", [Seat.remote("a"), Seat.remote("b")], 4, {"time_limit": 30}, code="X")
    everyone = {}
    ann = LoopClient(room, "ann", everyone)
    LoopClient(room, "bob", everyone)
    for name in ("ann", "bob"):
        everyone[name].send(protocol.join("abaku", "X", name))
    room.step(0, 0.0)
    ann.deliver(room.start(0.0))
    room.step(600, 10.0)  # ten seconds pass on the host
    ann.deliver([("ann", room._state_for("ann", 0, 10.0))])
    match = remote_match(ann)
    assert match.seconds_left() == 20
    for _ in range(60 * 25):
        assert match.tick_clock() is None
    assert match.seconds_left() == 0
