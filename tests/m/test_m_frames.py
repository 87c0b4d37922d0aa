"""While tiles fly over a still table, M redraws only what moves (core.ui.still_layer): each
such frame must be, pixel for pixel, the picture a whole redraw gives."""

import pygame

from core.match import Seat
from games.m.logic import new_game
from games.m.scene import MScene, match_at
from tests.support import frames_drawn_in_place


def test_frames_drawn_in_place_equal_whole_frames_through_computer_turns(app_1080):
    seats = [Seat.computer(1, f"Computer {n + 1}", n) for n in range(3)]
    scene = MScene(app_1080, match_at(new_game(7, players=3), seats))
    app_1080.scenes.reset(scene)
    app_1080.scenes.apply()
    in_place, mismatches = frames_drawn_in_place(app_1080, scene, 130, compare_every=3)
    assert in_place >= 40, "the flights were not drawn in place"
    assert mismatches == 0


def test_an_input_or_a_toast_makes_the_next_frame_whole(app):
    seats = [Seat.computer(1, f"Computer {n + 1}", n) for n in range(2)]
    scene = MScene(app, match_at(new_game(3, players=2), seats))
    app.scenes.reset(scene)
    app.scenes.apply()
    asked = []
    drawn_in_place = scene.draw_changes
    scene.draw_changes = lambda surface: asked.append(1) or drawn_in_place(surface)
    while not scene.anims.busy:
        app.frame(1)
    app.frame(1)
    assert asked, "a flight's frame was not offered to be drawn in place"
    asked.clear()
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.draw()
    assert not asked
    app.draw()
    assert asked
    asked.clear()
    app.toast("Saved")
    app.draw()
    assert not asked
