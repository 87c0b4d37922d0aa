"""Gamepads: synthetic controller events through ``app.dispatch`` move the focus of menus,
activate and go back, and are translated with a dead zone, merged sources and a held repeat."""

import pygame

from core.gamepad import DEAD_ZONE, MENU_REPEAT, Pads
from core.input import describe
from core.keys_scene import KeysScene
from core.settings_scene import SettingsScene
from core.ui.widgets import Button

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
PAD = 7  # the instance id of the pad in these tests


def button(which, down=True, pad=PAD):
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=pad, button=which)


def stick(axis, value, pad=PAD):
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis, value=value)


def tap(app, which):
    app.dispatch(button(which))
    app.dispatch(button(which, down=False))


def kinds(events):
    return [(e.type, e.pad) for e in events]


def test_a_button_is_a_key_with_its_pad_spec():
    pads = Pads(opener=lambda index: None)
    (down,) = pads.translate(button(A))
    assert (down.type, down.key, down.pad) == (pygame.KEYDOWN, pygame.K_RETURN, "pad:a")
    (up,) = pads.translate(button(A, down=False))
    assert (up.type, up.pad) == (pygame.KEYUP, "pad:a")
    (shoulder,) = pads.translate(button(pygame.CONTROLLER_BUTTON_LEFTSHOULDER))
    assert (shoulder.key, shoulder.pad) == (pygame.K_UNKNOWN, "pad:lb")


def test_the_stick_moves_only_past_its_dead_zone():
    pads = Pads(opener=lambda index: None)
    x = pygame.CONTROLLER_AXIS_LEFTX
    assert pads.translate(stick(x, DEAD_ZONE - 1)) == []  # a resting, drifting stick
    assert pads.translate(stick(x, 1 - DEAD_ZONE)) == []
    assert kinds(pads.translate(stick(x, DEAD_ZONE + 1))) == [(pygame.KEYDOWN, "pad:right")]
    assert pads.translate(stick(x, 32767)) == []  # still right: no second press
    assert kinds(pads.translate(stick(x, -32768))) == [
        (pygame.KEYUP, "pad:right"),
        (pygame.KEYDOWN, "pad:left"),
    ]
    assert kinds(pads.translate(stick(x, 0))) == [(pygame.KEYUP, "pad:left")]
    trigger = pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    assert kinds(pads.translate(stick(trigger, 30000))) == [(pygame.KEYDOWN, "pad:rt")]


def test_d_pad_and_stick_hold_one_direction_until_both_let_go():
    pads = Pads(opener=lambda index: None)
    x = pygame.CONTROLLER_AXIS_LEFTX
    assert kinds(pads.translate(button(LEFT))) == [(pygame.KEYDOWN, "pad:left")]
    assert pads.translate(stick(x, -30000)) == []
    assert pads.translate(button(LEFT, down=False)) == []  # the stick still holds it
    assert kinds(pads.translate(stick(x, 0))) == [(pygame.KEYUP, "pad:left")]


def test_a_held_direction_repeats_like_a_held_arrow_key():
    pads = Pads(opener=lambda index: None)
    pads.translate(button(DOWN))
    delay, interval = MENU_REPEAT
    fired = {tick: pads.repeat() for tick in range(1, delay + 2 * interval + 1)}
    assert [tick for tick, events in fired.items() if events] == [
        delay,
        delay + interval,
        delay + 2 * interval,
    ]
    assert [(e.type, e.key, e.pad) for e in fired[delay]] == [
        (pygame.KEYDOWN, pygame.K_DOWN, "pad:down")
    ]
    pads.translate(button(DOWN, down=False))
    assert not any(pads.repeat() for _ in range(2 * delay))


def open_settings(app):
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.scenes.apply()
    return scene


def test_the_d_pad_moves_the_focus_a_activates_and_b_goes_back(fake_game, app):
    scene = open_settings(app)
    first = scene.form.focus
    tap(app, DOWN)
    assert scene.form.focus is not first
    assert scene.form.focus.rect.y > first.rect.y
    keys_button = next(
        w for w in scene.form.widgets if isinstance(w, Button) and w.on_click == scene.keys
    )
    scene.form.focus = keys_button
    tap(app, A)
    app.scenes.apply()
    assert isinstance(app.scenes.top, KeysScene)
    tap(app, B)
    app.scenes.apply()
    assert app.scenes.top is scene


def test_holding_the_d_pad_scrolls_a_menu(fake_game, app):
    scene = open_settings(app)
    app.dispatch(button(DOWN))
    seen = {id(scene.form.focus)}
    for _ in range(MENU_REPEAT[0] + 3 * MENU_REPEAT[1]):
        assert app.moving  # the loop ticks while a pad button is held
        app.tick()
        seen.add(id(scene.form.focus))
    assert len(seen) >= 5  # one press and at least three repeats
    app.dispatch(button(DOWN, down=False))
    assert not app.moving


def test_the_loop_wakes_on_a_controller_event(fake_game, app):
    scene = open_settings(app)
    first = scene.form.focus
    pygame.event.post(button(DOWN))
    for event in app.events.wait(None):
        app.dispatch(event)
    assert scene.form.focus is not first


def test_a_pad_plugged_in_is_opened_at_once(fake_game, app):
    opened = []
    app.pads.opener = lambda index: opened.append(index) or ("controller", 40 + index)
    app.dispatch(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=2))
    assert opened == [2] and app.pads.opened == {42: "controller"}
    scene = open_settings(app)
    first = scene.form.focus
    app.dispatch(button(DOWN, pad=42))
    assert scene.form.focus is not first
    app.dispatch(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=42))
    assert app.pads.opened == {}
    assert not app.moving  # the button held at unplugging is released


def test_pad_buttons_read_in_every_language():
    from core import i18n

    try:
        assert describe("pad:a") == "Pad A"
        assert describe("pad:lb") == "Pad LB"
        assert describe("pad:start") == "Pad Start"
        assert describe("pad:left") == "Pad Left"
        i18n.set_language("de")
        assert (describe("pad:a"), describe("pad:left")) == ("Pad A", "Pad links")
        i18n.set_language("es")
        assert (describe("pad:rb"), describe("pad:up")) == ("Mando RB", "Mando arriba")
        i18n.set_language("fr")
        assert describe("pad:down") == "Manette bas"
    finally:
        i18n.set_language("en")


def test_a_pad_sdl_cannot_open_is_left_alone(app):
    app.dispatch(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=5))
    assert app.pads.opened == {}
