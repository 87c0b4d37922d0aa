"""``--size WxH`` opens a window of exactly that size, the 16:9 layout letterboxed inside it,
even below the smallest window the app would otherwise keep (issue 25, item 6)."""

import pygame
import pytest

from core.app import MIN_WINDOW
from core.display import Display, RendererWindow, smallest_window
from core.viewport import LOGICAL_SIZE


@pytest.fixture
def video():
    pygame.display.init()
    yield
    pygame.display.quit()


def test_a_size_asked_for_lowers_the_minimum_only_where_it_is_smaller():
    assert smallest_window((1006, 566), None) == (1006, 566)
    assert smallest_window((1006, 566), (800, 600)) == (800, 566)
    assert smallest_window((1006, 566), (640, 360)) == (640, 360)
    assert smallest_window((1006, 566), (1920, 1080)) == (1006, 566)


@pytest.mark.parametrize("size", [(800, 600), (640, 480), (1920, 1080)])
def test_the_window_is_exactly_the_size_asked_with_the_layout_letterboxed(video, size):
    display = Display(False, False, False, MIN_WINDOW, size)
    assert isinstance(display.window, RendererWindow)  # SDL's dummy driver has one too
    assert display.size == size
    area = display.frame.area
    assert area.w == size[0] or area.h == size[1]  # as large as fits, bars on the other side
    assert pygame.Rect((0, 0), size).contains(area)
    assert abs(area.w / area.h - LOGICAL_SIZE[0] / LOGICAL_SIZE[1]) < 0.01  # 16:9 inside
    assert area.centerx in (size[0] // 2, size[0] // 2 + 1)
    assert area.centery in (size[1] // 2, size[1] // 2 + 1)


def test_a_headless_frame_is_the_size_asked(video):
    display = Display(True, False, False, MIN_WINDOW, (800, 600))
    assert display.size == (800, 600)
    assert display.frame.area == pygame.Rect(0, 75, 800, 450)
