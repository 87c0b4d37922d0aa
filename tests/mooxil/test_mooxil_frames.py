"""Mooxil puts its still table back while it shows the same (core.ui.still_layer): after a
placement, a hover, the group shown, a new language or a new scale, the picture must be,
pixel for pixel, the one a fresh still layer draws."""

import pygame

from core import i18n
from core.ui import canvas
from core.ui.still_layer import StillLayer
from tests.mooxil.test_mooxil_scene import click, press, small, start
from tests.support import assert_kept_equals_fresh


def _kept_equals_fresh(scene, scale=1.0) -> None:
    assert_kept_equals_fresh(scene, scene.table, "still", StillLayer, scale)


def test_the_kept_table_follows_moves_hovers_the_group_the_language_and_the_scale(game, app):
    scene = start(app, small([2, 3, 1]))
    _kept_equals_fresh(scene)
    click(app, scene, (0, 0))  # a placement: the board, the queue and the score change
    _kept_equals_fresh(scene)
    button = scene.form.widgets[0].rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=button, rel=(0, 0), buttons=(0, 0, 0)))
    _kept_equals_fresh(scene)  # the hovered button lights up
    press(app, pygame.K_g)
    assert scene.show_group
    _kept_equals_fresh(scene)
    i18n.set_language("de")
    _kept_equals_fresh(scene)
    canvas.set_scale(1.5)
    _kept_equals_fresh(scene, 1.5)
