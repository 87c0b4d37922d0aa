"""The host's autosave writer: the newest snapshot is written, in a thread that ends when
there is nothing left to write."""

import threading
import time

from core.net.saver import LatestWriter


def save_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "tessera-save"]


def no_save_thread_within(seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while save_threads() and time.monotonic() < deadline:
        time.sleep(0.005)
    return not save_threads()


def test_the_newest_snapshot_is_written_and_those_it_replaced_are_skipped():
    written, release = [], threading.Event()

    def write(snapshot):
        release.wait(5.0)  # the first write holds the disk while more snapshots come
        written.append(snapshot["move"])

    writer = LatestWriter(write)
    for move in range(1, 5):
        writer.submit({"move": move})
    release.set()
    assert writer.flush()
    assert written[-1] == 4 and written in ([1, 4], [4])
    assert no_save_thread_within(2.0)


def test_a_writer_keeps_no_thread_between_saves_and_writes_again_after():
    written = []
    writer = LatestWriter(lambda snapshot: written.append(snapshot["move"]))
    for move in (1, 2):
        writer.submit({"move": move})
        assert writer.flush()
        assert no_save_thread_within(2.0), "an idle writer kept its thread"
    assert written == [1, 2]
