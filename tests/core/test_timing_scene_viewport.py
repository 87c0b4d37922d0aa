"""The fixed-step clock, the scene stack and the letterboxed viewport."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.scene import Scene, SceneStack
from core.timing import MAX_TICKS_PER_FRAME, FixedStep
from core.viewport import Viewport

SECOND = 1_000_000_000


@pytest.mark.parametrize("fps", [24, 30, 50, 60, 75, 90, 120, 144, 240])
def test_ticks_do_not_depend_on_the_frame_rate(fps):
    step = FixedStep()
    frame = SECOND // fps
    total = sum(step.advance(frame) for _ in range(fps * 10))
    # ten seconds of frames give 600 ticks, whatever the frame rate (integer ns rounding aside)
    assert total in (599, 600)


@given(st.lists(st.integers(1_000_000, 90_000_000), min_size=1, max_size=300))
def test_ticks_follow_elapsed_time_for_any_frame_times(frames):
    step = FixedStep()
    total = sum(step.advance(ns) for ns in frames)
    assert total == sum(frames) * 60 // SECOND


def test_a_stall_is_clamped_not_caught_up():
    step = FixedStep()
    assert step.advance(5 * SECOND) == MAX_TICKS_PER_FRAME
    assert step.advance(17_000_000) == 1  # and then the clock runs on normally


class Recorder(Scene):
    def __init__(self, log, name, opaque=True):
        super().__init__(app=None)
        self.log, self.name, self.opaque = log, name, opaque

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")


def test_transitions_wait_for_apply():
    log, stack = [], SceneStack()
    stack.push(Recorder(log, "menu"))
    assert stack.top is None and log == []
    stack.apply()
    assert stack.top.name == "menu"
    stack.push(Recorder(log, "game"))
    stack.push(Recorder(log, "pause", opaque=False))
    assert stack.top.name == "menu"
    stack.apply()
    assert [s.name for s in stack.scenes] == ["menu", "game", "pause"]
    assert [s.name for s in stack.visible()] == ["game", "pause"]
    stack.pop()
    stack.replace(Recorder(log, "scores"))
    stack.apply()
    assert [s.name for s in stack.scenes] == ["menu", "scores"]
    assert log[-4:] == ["exit pause", "resume game", "exit game", "enter scores"]
    stack.reset(Recorder(log, "menu2"))
    stack.apply()
    assert [s.name for s in stack.scenes] == ["menu2"]


def test_closing_the_stack_exits_every_scene_top_first_and_drops_what_was_asked():
    log, stack = [], SceneStack()
    for name in ("menu", "game", "pause"):
        stack.push(Recorder(log, name))
    stack.apply()
    stack.push(Recorder(log, "asked, never entered"))
    stack.close()
    assert log[-3:] == ["exit pause", "exit game", "exit menu"]
    stack.apply()
    assert stack.scenes == [] and "enter asked, never entered" not in log


def test_viewport_letterboxes_and_maps_the_mouse_back():
    view = Viewport((1920, 1200))
    assert view.rect == (0, 60, 1920, 1080)
    assert view.to_logical(960, 600) == (640, 360)
    assert view.to_logical(0, 60) == (0, 0)
    assert view.to_logical(1919, 1139) == (1279, 719)
    assert view.to_logical(5, 5) == (3, 0)  # the bar above the picture clamps to the top row
    assert Viewport((1280, 720)).identity


@given(st.integers(1, 4000), st.integers(1, 3000), st.integers(0, 1279), st.integers(0, 719))
def test_viewport_maps_every_logical_pixel_back_to_itself(w, h, lx, ly):
    view = Viewport((w, h))
    x, y, rw, rh = view.rect
    if rw < 1280 or rh < 720:  # a shrunken picture loses pixels; check the round trip roughly
        wx = x + (lx + 0.5) * rw / 1280
        wy = y + (ly + 0.5) * rh / 720
        mx, my = view.to_logical(wx, wy)
        assert abs(mx - lx) <= 1280 / max(rw, 1) + 1 and abs(my - ly) <= 720 / max(rh, 1) + 1
    else:
        wx = x + (lx + 0.5) * rw / 1280
        wy = y + (ly + 0.5) * rh / 720
        assert view.to_logical(wx, wy) == (lx, ly)


def test_a_sliver_window_does_not_divide_by_zero():
    assert Viewport((0, 0)).to_logical(10, 10) == (0, 0)
    assert Viewport((1, 500)).rect[2] == 1


def test_until_tells_when_the_next_ticks_are_due():
    step = FixedStep()
    assert step.until(1) == -(-SECOND // 60)
    step.advance(10_000_000)  # 0.6 of a tick
    assert step.until(1) == 6_666_667  # rounded up: never wakes a hair too early
    assert step.until(3) == 40_000_000  # three ticks are due at 50 ms
    assert step.advance(step.until(1)) == 1


def test_a_limit_drops_the_time_beyond_it():
    step = FixedStep()
    assert step.advance(SECOND, limit=0) == 0  # a still scene owes nothing for its sleep
    assert step.until(1) == -(-SECOND // 60)
    assert step.advance(SECOND, limit=30) == 30


def test_the_smallest_window_keeps_the_smallest_text_readable():
    from core.viewport import READABLE_PX, min_window

    width, height = min_window(14)
    scale = Viewport((width, height)).scale
    assert 14 * scale >= READABLE_PX and 14 * Viewport((width - 2, height - 2)).scale < 11
    assert (width, height) == (1006, 566)
