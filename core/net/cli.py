"""``main.py --host`` and ``main.py --join ... --bot``: network play without a window.

The host keeps its match in the game's autosave after every move, as a window would; hosting
again with ``--continue`` takes the match back from there with the same room code, and the
joiners come back with their tokens. Each runs until the game is over (or Ctrl-C), bounded
by ``--max-seconds``.
"""

from __future__ import annotations

import json
import sys
import time

from core import heap, i18n
from core.match import Match, NewerSave
from core.net import autoplay
from core.net.client import Client
from core.net.host import Host
from core.net.options import seat_list
from core.net.room import Room
from core.net.saver import LatestWriter
from core.storage import Storage

EVERY_INTERFACE = "0.0.0.0"  # a host listens for friends on the network unless told where
LINGER_SECONDS = 1.0  # the host stays this long after the end, so everyone gets it
CHECK_SECONDS = 1.0  # the longest the host's main thread sleeps (Ctrl-C, the deadline)


def host(options: dict, storage: Storage | None = None) -> int:
    """Run a host without a window until the game is over; the exit status."""
    storage = storage or Storage()
    # the autosave is written in a thread of its own: hand the interpreter back to the
    # network thread within a millisecond, not Python's default 5
    sys.setswitchinterval(0.001)
    game = options["host"]
    room = _room(game, options, storage)
    writer = storage_writer(storage, game)
    save = lambda match: writer.submit(match.to_save())  # noqa: E731
    address = options["bind"] or EVERY_INTERFACE
    served = Host(room, options["port"], address, auto_start=True, save=save)
    try:
        port = served.start()
    except OSError as error:
        print(f"tessera: cannot host on port {options['port']}: {error}", file=sys.stderr)
        return 1
    heap.settle()
    print(f"hosting {game} on port {port}, room code {room.code}", flush=True)
    try:
        return _serve_until_over(served, options["max_seconds"])
    finally:
        writer.flush()


def _room(game: str, options: dict, storage: Storage) -> Room:
    if options["resume"]:
        return _resumed_room(game, storage)
    seats = options["seats"] or seat_list("remote,remote")
    seed = options.get("seed") or int(time.time() * 1000) % 2**31
    return Room(game, seats, seed, code=options["code"])


def _resumed_room(game: str, storage: Storage) -> Room:
    """The room of ``game``'s autosave. A file that cannot be read, or holds a match the game
    refuses, is set aside as in the window's Continue, and the program ends saying so."""
    payload = storage.read_save(game, "autosave")
    room = None
    if payload is not None:
        try:
            room = Room.resume(Match.from_save(payload["state"], game), time.monotonic())
        except Exception as error:  # whatever the file holds, it must not crash the program
            print(f"tessera: {game} autosave refused: {error!r}", file=sys.stderr)
            key = "file.newer" if isinstance(error, NewerSave) else "file.cannot_resume"
            storage.set_aside(storage.save_path(game, "autosave"), key)
    for problem in storage.take_problems():
        print(f"tessera: {i18n.say(problem)}", file=sys.stderr)
    if room is None:
        raise SystemExit(f"tessera: no autosave of {game} to host again")
    return room


GAME_OVER = {}  # what a window's host submits once the game is over: the autosave goes


def storage_writer(storage: Storage, game: str) -> LatestWriter:
    """The autosave of ``game``, written beside the network thread, on one line (the
    indented JSON of other saves is pure Python: 6 ms a move that held the lock the network
    thread needs). :data:`GAME_OVER` deletes it, as a game over in hot seat leaves nothing to
    continue."""

    def write(snapshot: dict) -> None:
        if snapshot is GAME_OVER:
            storage.delete_save(game, "autosave")
            return
        names = ", ".join(seat["name"] for seat in snapshot["seats"])
        try:
            storage.write_save(game, "autosave", snapshot, names)
        except OSError as error:
            print(f"tessera: cannot save: {error}", file=sys.stderr)

    return LatestWriter(write)


def _serve_until_over(served: Host, seconds: float) -> int:
    """Report the seats as they change until the game is over, waking only for a change:
    a thread that looked every 50 ms took the interpreter from the network thread in the
    middle of an answer, now and then."""
    deadline = time.monotonic() + seconds
    seen, said = -1, ""
    try:
        while time.monotonic() < deadline:
            served.changed.clear()
            if served.version != seen:
                seen, said = served.version, _report(served.lobby, said)
            match = served.room.match
            if match is not None and match.over:
                time.sleep(LINGER_SECONDS)
                print(f"game over: {list(match.result().scores)}", flush=True)
                return 0
            served.changed.wait(min(CHECK_SECONDS, max(0.0, deadline - time.monotonic())))
    except KeyboardInterrupt:
        pass
    finally:
        served.stop()
    return 0 if served.room.match is not None and served.room.match.over else 2


def _report(lobby: dict, said: str) -> str:
    """Print the seats when they changed since ``said``; what was printed last."""
    seats = "; ".join(f"{seat['name']} ({seat['status']})" for seat in lobby.get("seats", []))
    if seats and seats != said:
        print(f"seats: {seats}", flush=True)
    return seats or said


def join_scene(app, options: dict, game: str):
    """The window's scene that joins ``game`` as the command line asked (with the seat's
    token when the last join was to the same room, as the menu's Join does)."""
    import games
    from core.net.join_dialog import remembered_client
    from core.net.join_scene import JoinScene

    info = games.by_name(game)
    client = remembered_client(app, info, options["join"], options["code"], options["name"])
    return JoinScene(app, info, client)


def join(options: dict, lang: str = "en") -> int:
    """Join without a window and play the seat as a computer; the exit status."""
    game = options["game"]
    client = Client(options["join"], game, options["code"], options["name"], lang)
    client.start()
    try:
        over = autoplay.play(client, options["level"], options["max_seconds"])
    finally:
        client.close()
    if over is None:
        print("tessera: the game did not reach its end", file=sys.stderr)
        return 2
    if options["record"]:
        with open(options["record"], "w", encoding="utf-8") as out:
            json.dump(over, out)
    print(f"game over: {over['scores']}", flush=True)
    return 0
