"""The loop's sleep: SDL's own blocking wait on the copy of SDL pygame loaded, and the event
source choosing between it and polling."""

import threading
import time

import pygame
import pytest

from core import app as app_module
from core import sdl_wait
from core.app import EventSource


@pytest.mark.parametrize(
    "name",
    ["libSDL2-2-50d19f93.0.so.0.3200.10", "libSDL2-2.0.so.0", "libSDL2-2.0.0.dylib", "SDL2.dll"],
)
def test_sdl_itself_is_recognised_by_its_file_name(name):
    assert sdl_wait.is_sdl_core(name)


@pytest.mark.parametrize(
    "name",
    ["libSDL2_image-2-d6906c81.0.so.0.800.12", "SDL2_mixer.dll", "libSDL2_ttf-2.0.dylib",
     "libsdl2.txt", "libSDL3.so.0", "libfreetype.so.6"],
)  # fmt: skip
def test_other_libraries_are_not_taken_for_sdl(name):
    assert not sdl_wait.is_sdl_core(name)


def test_the_library_pygame_loaded_is_found_and_answers_as_pygames_own(app):
    paths = sdl_wait._loaded_sdl_paths()
    assert paths, "pygame's SDL 2 library was not found among the loaded ones"
    # the dummy driver cannot wait, so the app polls; asked as for X11, the same copy answers
    assert sdl_wait.open_sdl("dummy") is None
    assert isinstance(sdl_wait.open_sdl("x11"), sdl_wait.SdlWait)


def test_a_wait_on_sdl_times_out_empty_and_wakes_for_an_event_from_another_thread(app):
    sdl = sdl_wait.open_sdl("x11")
    pygame.event.clear()
    started = time.perf_counter()
    assert not sdl.wait(40)
    assert time.perf_counter() - started >= 0.035
    poster = threading.Timer(0.05, pygame.event.post, [pygame.event.Event(pygame.USEREVENT)])
    poster.start()
    started = time.perf_counter()
    assert sdl.wait(5000)
    assert time.perf_counter() - started < 2.0
    poster.join()
    assert [event.type for event in pygame.event.get()] == [pygame.USEREVENT]


class FakeSdl:
    """Records the waits asked of it; the third one finds an event."""

    def __init__(self, sleeps: bool) -> None:
        self.sleeps, self.waits = sleeps, []

    def can_sleep(self) -> bool:
        return self.sleeps

    def wait(self, timeout_ms: int) -> bool:
        self.waits.append(timeout_ms)
        if len(self.waits) == 3:
            pygame.event.post(pygame.event.Event(pygame.USEREVENT))
        return len(self.waits) == 3


def test_the_event_source_sleeps_in_sdl_in_bounded_waits_until_an_event(app):
    pygame.event.clear()
    fake = FakeSdl(sleeps=True)
    events = EventSource(fake).wait(None)
    assert [event.type for event in events] == [pygame.USEREVENT]
    assert fake.waits == [app_module.LONGEST_SLEEP_MS] * 3


def test_the_event_source_asks_sdl_for_no_longer_than_the_timeout(app):
    pygame.event.clear()
    fake = FakeSdl(sleeps=True)
    fake.wait = lambda timeout_ms: fake.waits.append(timeout_ms) or time.sleep(0.03) or False
    assert EventSource(fake).wait(30_000_000) == []
    assert fake.waits and fake.waits[0] <= 30


def test_with_a_pad_open_the_event_source_polls_instead(app, monkeypatch):
    pygame.event.clear()
    fake = FakeSdl(sleeps=False)
    clock = [0]
    naps = []

    def nap(seconds):
        naps.append(seconds)
        clock[0] += round(seconds * 1e9)

    monkeypatch.setattr(app_module.time, "sleep", nap)
    monkeypatch.setattr(app_module.time, "perf_counter_ns", lambda: clock[0])
    assert EventSource(fake).wait(30_000_000) == []
    assert fake.waits == []
    assert naps == [app_module.POLL_NS / 1e9, app_module.POLL_NS / 1e9, 0.006]
