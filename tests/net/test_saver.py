"""The host's autosave writer: the newest snapshot is written, in a thread that ends when
there is nothing left to write."""

import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

from core.net.saver import LatestWriter

ROOT = Path(__file__).resolve().parents[2]


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


def test_a_program_that_ends_just_after_a_submit_ends_once_the_save_is_written(tmp_path):
    """The interpreter does not cut a save short: the writer's thread outlives the program's
    last line (a window closed just after the host's move)."""
    path = tmp_path / "save.json"
    program = textwrap.dedent(f"""
        import time
        from core.net.saver import LatestWriter

        def write(snapshot):
            time.sleep(0.3)  # a slow disk
            open({str(path)!r}, "w").write(str(snapshot["move"]))

        LatestWriter(write).submit({{"move": 7}})
    """)
    subprocess.run([sys.executable, "-c", program], cwd=ROOT, check=True, timeout=30)
    assert path.read_text() == "7"
