"""What minusMax draws when nobody touches it, beyond the waiting states of every game
(tests/core/test_waiting_frames.py holds minusMax's, one line each): the thinking ring's own
pace, a replay's flash fading in its few looks, and that a still screen still answers keys and
moves the game on by itself."""

import pygame
import pytest

from core.ui.dialogs import HandOverScene
from core.ui.overlays import SPINNER_TICKS
from games.minusmax import scene as mm
from games.minusmax.board_view import FLASH_TICKS, flash_look
from tests.core.test_app_loop import SECOND, live, presents_between
from tests.core.test_waiting_frames import (
    frames_while_waiting,
    minusmax_finished,
    minusmax_press_start,
    ring_steps,
)
from tests.support import seat


def test_the_thinking_ring_is_drawn_once_per_step_of_its_dots(app, monkeypatch):
    # It was woken every 4 ticks while its dots step every 6: a third of the pictures (each a
    # whole frame presented) were the one already on screen.
    scene = minusmax_press_start(app)  # a computer that thinks for ever
    monkeypatch.setattr(type(scene), "thinking_ticks", lambda self: self.ticks)
    app.scenes.push(scene)
    app.scenes.apply()
    steps = []
    monkeypatch.setattr(
        "games.minusmax.hud.draw_thinking",
        lambda surface, centre, ticks: steps.append(ticks // SPINNER_TICKS),
    )
    assert ring_steps(SPINNER_TICKS) == 100  # ten steps a second
    assert frames_while_waiting(app) == pytest.approx(100, abs=2)
    assert len(set(steps)) == len(steps)  # each picture a new step


def key_at(at, code):
    """A key pressed at ``at`` and let go 9 ns later."""
    return [
        (at + up, pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))
        for up, kind in ((0, pygame.KEYDOWN), (9, pygame.KEYUP))
    ]


def test_a_step_in_a_paused_replay_draws_its_flash_fading_then_sleeps(app):
    # The replay screen itself sleeps between moves (core.replay_scene), but only the view
    # knows when its flash changes: without asking it, the flash would stay up for ever.
    scene = minusmax_finished(app)
    screen = scene.replay_screen()
    screen.replay.toggle()  # paused
    live(app, [scene, screen], key_at(SECOND, pygame.K_RIGHT), end=6 * SECOND)
    looks = len({flash_look(left) for left in range(1, FLASH_TICKS + 1)})
    drawn = presents_between(app, SECOND, 6 * SECOND)
    assert screen.replay.step == 1 and screen.view.flash is None  # it came and went
    assert looks <= len(drawn) <= looks + 2  # each look, the key and the flash gone
    assert presents_between(app, 3 * SECOND, 6 * SECOND) == []


def test_a_key_on_a_still_screen_is_drawn(app):
    scene = minusmax_press_start(app)
    f5 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode="", scancode=0)
    live(app, [scene], [(2 * SECOND, f5)], end=4 * SECOND)
    assert presents_between(app, 2 * SECOND, 2 * SECOND + SECOND // 60 + 1)
    assert scene.modes[0] == 1


def test_a_still_scene_still_moves_the_game_on_by_itself(app):
    # Two humans: with the scene never animating, the hand-over still comes up when the first
    # one ends his turn, and the loop then sleeps again.
    scene = mm.MinusMaxScene(app, mm.start_match(3, [seat("Ana", 0, 0), seat("Bea", 0, 1)], {}))
    events = key_at(SECOND, pygame.K_RETURN) + key_at(2 * SECOND, pygame.K_t)  # ready, end turn
    live(app, [scene], events, end=10 * SECOND)
    top = app.scenes.top
    assert isinstance(top, HandOverScene) and top.name == "Bea"
    assert scene.state.turn_log[-1].player == 0
    assert presents_between(app, 3 * SECOND, 10 * SECOND) == []
