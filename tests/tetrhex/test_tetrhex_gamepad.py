"""Tetrhex with a gamepad, by synthetic controller events through ``app.dispatch``: every pad
button of both presets acts in the same tick, held directions repeat like keys, the last
pressed direction wins, Start pauses, unplugging the pad in use pauses, and pads rebind."""

import pygame
import pytest

from core.gamepad import BUTTONS
from core.keys_scene import KeysScene
from core.ui.dialogs import ChoiceDialog
from games.tetrhex.ascii import game_with_board
from games.tetrhex.controls import ENGINE_ACTIONS
from games.tetrhex.info import PAD
from games.tetrhex.logic import FallingPiece, Game
from games.tetrhex.playfield import PauseMenu
from tests.tetrhex.test_tetrhex_scene_support import (
    low_bar,
    press,
    release,
    start,
    step,
    tetrhex_app,
)

CODES = {name: code for code, name in BUTTONS.items()}
PAD_ID = 3


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


def pad(app, name, down=True, instance=PAD_ID):
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    app.dispatch(pygame.event.Event(kind, instance_id=instance, button=CODES[name]))


def stick_x(app, value):
    axis = pygame.CONTROLLER_AXIS_LEFTX
    app.dispatch(
        pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=PAD_ID, axis=axis, value=value)
    )


@pytest.mark.parametrize("preset", ["classic", "modern"])
def test_every_pad_button_of_each_preset_acts_at_once(tx_app, preset):
    for action, specs in PAD.items():
        for spec in specs:
            game = game_with_board(9, "", bombs=1, piece=FallingPiece(7, 0, (0, -3), True))
            scene = start(tx_app, game, preset)
            expected = Game.from_dict(game.to_dict())
            assert expected.act(ENGINE_ACTIONS[action]), action
            pad(tx_app, spec.removeprefix("pad:"))
            assert scene.game.ticks == 0, "no tick may pass before the button acts"
            assert scene.game == expected, (preset, action, spec)
            pad(tx_app, spec.removeprefix("pad:"), down=False)


@pytest.mark.parametrize("preset", ["classic", "modern"])
def test_d_pad_up_rotates_clockwise_as_the_up_arrow_does(tx_app, preset):
    scene = start(tx_app, low_bar(), preset)
    rotation = scene.game.piece.rotation
    pad(tx_app, "up")
    assert scene.game.piece.rotation == (rotation + 1) % 6
    assert "Pad Up" in tx_app.bindings.shown("tetrhex", preset, "rotate_cw")


def columns_moved(app, scene, ticks):
    start_q = scene.game.piece.pivot[0]
    counts = []
    for _ in range(ticks):
        step(app, draw=False)
        counts.append(scene.game.piece.pivot[0] - start_q)
    return counts


def test_a_held_d_pad_repeats_as_a_held_key_does(tx_app):
    scene = start(tx_app, low_bar())
    before = scene.game.piece.pivot[0]
    pad(tx_app, "right")
    assert scene.game.piece.pivot[0] == before + 1
    assert columns_moved(tx_app, scene, 14) == [0] * 9 + [1, 1, 2, 2, 3]


def test_the_stick_moves_past_its_dead_zone_and_repeats(tx_app):
    scene = start(tx_app, low_bar())
    before = scene.game.piece.pivot[0]
    stick_x(tx_app, 9000)  # a light touch
    step(tx_app, 20, draw=False)
    assert scene.game.piece.pivot[0] == before
    stick_x(tx_app, 30000)
    assert scene.game.piece.pivot[0] == before + 1
    assert columns_moved(tx_app, scene, 10)[-1] == 1  # the repeat starts at tick 10
    stick_x(tx_app, 0)
    moved = scene.game.piece.pivot[0]
    step(tx_app, 20, draw=False)
    assert scene.game.piece.pivot[0] == moved


def test_the_last_pressed_direction_wins_pad_and_keyboard_alike(tx_app):
    scene = start(tx_app, game_with_board(9, "", piece=FallingPiece(0, 0, (4, 2), False)))
    x0 = scene.game.piece.pivot[0]
    pad(tx_app, "right")
    assert scene.game.piece.pivot[0] == x0 + 1
    press(tx_app, pygame.K_LEFT)  # pressed last: moves alone, the pad's right waits
    assert scene.game.piece.pivot[0] == x0
    assert columns_moved(tx_app, scene, 12) == [0] * 9 + [-1, -1, -2]
    release(tx_app, pygame.K_LEFT)  # control goes back to the pad, after the usual delay
    assert columns_moved(tx_app, scene, 12) == [0] * 9 + [1, 1, 2]


def test_start_opens_the_pause_menu_and_a_resumes(tx_app):
    scene = start(tx_app, low_bar())
    pad(tx_app, "start")
    tx_app.scenes.apply()
    assert isinstance(tx_app.scenes.top, PauseMenu) and scene.game.paused
    pad(tx_app, "a")  # the menu's first choice: Resume
    tx_app.scenes.apply()
    assert tx_app.scenes.top is scene and not scene.game.paused


def test_unplugging_the_pad_in_use_pauses_a_running_game(tx_app):
    scene = start(tx_app, low_bar())
    pad(tx_app, "left")
    removed = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=PAD_ID + 1)
    tx_app.dispatch(removed)  # another pad: play goes on
    tx_app.scenes.apply()
    assert tx_app.scenes.top is scene and not scene.game.paused
    tx_app.dispatch(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=PAD_ID))
    tx_app.scenes.apply()
    assert isinstance(tx_app.scenes.top, PauseMenu) and scene.game.paused
    assert not tx_app.moving  # the held left was released with the pad


def keys_page(app, preset="modern"):
    page = KeysScene(app)
    page.preset = preset
    page.build()
    app.scenes.push(page)
    app.scenes.apply()
    return page


def choose_row(page, action):
    index = page.app.bindings.actions("tetrhex", page.preset).index(action)
    page.form.widgets[2 + index].on_click()


def test_a_pad_button_binds_next_to_the_keys_and_plays(tx_app):
    page = keys_page(tx_app)
    choose_row(page, "radar")
    pad(tx_app, "r3")
    assert tx_app.bindings.keys("tetrhex", "modern", "radar") == ["r", "pad:r3"]
    assert tx_app.bindings.shown("tetrhex", "modern", "radar") == "R / Pad R3"
    saved = tx_app.storage.load_settings()["bindings"]["tetrhex"]["modern"]["radar"]
    assert saved == ["r", "pad:r3"]
    choose_row(page, "left")
    pad(tx_app, "x")  # X explodes: the player is asked
    tx_app.scenes.apply()
    assert isinstance(tx_app.scenes.top, ChoiceDialog)


def test_a_pad_button_in_use_is_swapped_when_the_player_says_so(tx_app):
    page = keys_page(tx_app)
    choose_row(page, "drop")
    pad(tx_app, "a")
    tx_app.scenes.apply()
    dialog = tx_app.scenes.top
    assert isinstance(dialog, ChoiceDialog)
    assert tx_app.bindings.keys("tetrhex", "modern", "drop") == ["space", "pad:y"]  # not yet
    dialog.form.widgets[0].on_click()  # Swap
    tx_app.scenes.apply()
    assert tx_app.bindings.keys("tetrhex", "modern", "drop") == ["space", "pad:a"]
    assert tx_app.bindings.keys("tetrhex", "modern", "rotate_cw") == ["up", "e", "pad:y", "pad:up"]
    pad(tx_app, "a", down=False)
    scene = start(tx_app, low_bar(), "modern")
    pieces = scene.game.pieces
    pad(tx_app, "a")
    assert scene.game.pieces == pieces + 1  # A now drops


def test_old_settings_without_pads_keep_the_pad_buttons(tx_app, private_home):
    from core.app import App, Options

    raw = {"key_repeat_delay": 12, "bindings": {"tetrhex": {"classic": {"left": ["j"]}}}}
    tx_app.storage.save_settings(raw)
    again = App(Options(headless=True, frames=1))
    assert again.storage.take_problems() == []
    assert again.bindings.keys("tetrhex", "classic", "left") == ["j", "pad:left"]
    assert again.settings.key_repeat_delay == 12


def test_the_keys_page_opens_on_the_preset_the_player_plays_with(tx_app):
    assert KeysScene(tx_app).preset == "modern"  # a new player's preset, not the first listed
    tx_app.settings.game_options("tetrhex")["new_game"] = {"options": {"preset": "classic"}}
    page = KeysScene(tx_app)
    assert (page.game.name, page.preset) == ("tetrhex", "classic")  # what the dialog kept
    start(tx_app, preset="modern")  # a game under way beats the dialog's memory
    assert KeysScene(tx_app).preset == "modern"


def test_choosing_tetrhex_on_the_keys_page_shows_its_preset_in_use(tx_app):
    start(tx_app, preset="modern")
    page = keys_page(tx_app, "classic")  # the player looked at the other preset
    page._pick_game("tetrhex")
    assert page.preset == "modern"
