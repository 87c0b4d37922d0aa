"""What start-up made is frozen once the first frame shows; play's garbage is still collected."""

import gc

from core import heap
from core.scene import Scene
from tests.core.test_app_loop import SECOND, Script


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_settle_freezes_what_exists_and_later_cycles_are_still_collected():
    try:
        heap.settle()
        frozen = gc.get_freeze_count()
        assert frozen > 1000  # the interpreter, pytest and the game's modules
        assert not gc.get_objects(generation=2)
        Cycle()
        assert gc.collect() >= 1  # play's cycles are collected as before
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


def test_the_live_loop_settles_the_heap_once_after_its_first_frame(app, monkeypatch):
    settled_after = []
    monkeypatch.setattr(heap, "settle", lambda: settled_after.append(app.frames))
    script = Script(app, end=SECOND)
    app.events, app.clock_ns = script, script.clock
    app.scenes.push(Scene(app))
    app.scenes.apply()
    app.running = True
    app.run_live()
    assert settled_after == [1] and app.frames >= 1
