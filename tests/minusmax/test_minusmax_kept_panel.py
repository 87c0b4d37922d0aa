"""minusMax keeps painted pictures of its side panel (the frame, the players' rows, the status
and the information box): after a computer's turn, a new language or a new scale, the picture
must be, pixel for pixel, the one fresh pictures give."""

from core import i18n
from core.ui import canvas
from games.minusmax.hud import Painted
from tests.minusmax.test_minusmax_scene import COMPUTER_STARTS, click, frames, human_vs
from tests.support import assert_kept_equals_fresh


def _kept_equals_fresh(scene, scale=1.0) -> None:
    assert_kept_equals_fresh(scene, scene.hud, "painted", Painted, scale)


def test_the_kept_panel_follows_turns_the_language_and_the_scale(app):
    scene = human_vs(app=app, seed=COMPUTER_STARTS)
    _kept_equals_fresh(scene)
    click(app, scene.controls.buttons["start"].rect.center)
    for _ in range(600):
        frames(app)
        if scene.state.current_player == 0:
            break
    assert scene.state.history, "the computer did not play"
    _kept_equals_fresh(scene)  # the scores, tile counts and whose turn changed
    i18n.set_language("fr")
    _kept_equals_fresh(scene)  # the computer's level tag is worded again
    canvas.set_scale(1.5)
    _kept_equals_fresh(scene, 1.5)
