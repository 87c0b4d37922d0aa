"""While only the turn clock or the thinking ring changes, Abaku redraws only them
(core.ui.still_layer): each such frame must be, pixel for pixel, the picture a whole redraw
gives."""

import pytest

from core.match import Match, Seat
from games.abaku.scene import AbakuScene
from tests.support import frames_drawn_in_place

SCENARIOS = {
    "a human's turn with the clock": [Seat.human("Ana", 0), Seat.computer(1, "Com", 1)],
    "computers thinking": [Seat.computer(1, "One", 0), Seat.computer(1, "Two", 1)],
}


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_frames_drawn_in_place_equal_whole_frames(app_1080, scenario):
    scene = AbakuScene(app_1080, Match.start("abaku", SCENARIOS[scenario], 4, {"time_limit": 60}))
    app_1080.scenes.reset(scene)
    app_1080.scenes.apply()
    in_place, mismatches = frames_drawn_in_place(app_1080, scene, 150, compare_every=8)
    assert in_place >= 60, "the clock or the ring was not drawn in place"
    assert mismatches == 0
