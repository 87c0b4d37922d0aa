"""minusMax keeps painted pictures of its side panel (the frame, the players' rows, the status
and the information box): after a computer's turn, a new language or a new scale, the picture
must be, pixel for pixel, the one fresh pictures give."""

import pygame

from core import i18n
from core.ui import canvas
from core.ui.canvas import Canvas
from games.minusmax.hud import Painted
from tests.minusmax.test_minusmax_scene import COMPUTER_STARTS, click, frames, human_vs


def _kept_equals_fresh(scene, scale=1.0) -> None:
    size = (round(1280 * scale), round(720 * scale))
    kept, fresh = (Canvas(pygame.Surface(size), scale, (1280, 720)) for _ in range(2))
    scene.draw(kept)
    painted, scene.hud.painted = scene.hud.painted, Painted()
    scene.draw(fresh)
    scene.hud.painted = painted
    assert pygame.image.tobytes(kept.surface, "RGB") == pygame.image.tobytes(fresh.surface, "RGB")


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
