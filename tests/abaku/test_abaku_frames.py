"""While only the turn clock or the thinking ring changes, Abaku redraws only them
(core.ui.still_layer): each such frame must be, pixel for pixel, the picture a whole redraw
gives."""

import pygame
import pytest

from core.match import Match, Seat
from core.ui.canvas import Canvas
from games.abaku.scene import AbakuScene


@pytest.fixture
def sized_app(private_home):
    """At 1920 x 1080, where a logical rect's real edges are rounded."""
    from core.app import App, Options

    application = App(Options(headless=True, frames=1, size=(1920, 1080)))
    yield application
    pygame.quit()


SCENARIOS = {
    "a human's turn with the clock": ([Seat.human("Ana", 0), Seat.computer(1, "Com", 1)], 4),
    "computers thinking": ([Seat.computer(1, "One", 0), Seat.computer(1, "Two", 1)], 4),
}


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_frames_drawn_in_place_equal_whole_frames(sized_app, scenario):
    app = sized_app
    seats, seed = SCENARIOS[scenario]
    scene = AbakuScene(app, Match.start("abaku", seats, seed, {"time_limit": 60}))
    app.scenes.reset(scene)
    app.scenes.apply()
    in_place = []
    drawn_in_place = scene.draw_changes

    def counted(surface):
        changed = drawn_in_place(surface)
        in_place.append(changed is not None)
        return changed

    scene.draw_changes = counted
    mismatches = 0
    for frame in range(150):
        app.frame(1)
        if in_place and in_place[-1] and frame % 8 == 0:
            whole = Canvas.blank(app.screen.get_size())
            app.render(whole)
            if pygame.image.tobytes(whole.surface, "RGB") != pygame.image.tobytes(
                app.screen.surface, "RGB"
            ):
                mismatches += 1
    assert sum(in_place) >= 60, "the clock or the ring was not drawn in place"
    assert mismatches == 0
