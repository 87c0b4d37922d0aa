"""Settings -> Key bindings: a key in use is swapped or left alone as the player says, F11 is
reserved and says so, the Fullscreen box follows F11, key repeat reads in milliseconds."""

import pygame
import pytest

from core.keys_scene import KeysScene
from core.settings_scene import SettingsScene
from core.ui.dialogs import ChoiceDialog
from core.ui.widgets import Button, Checkbox, Spinner


def key(k, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)


@pytest.fixture
def page(fake_game, app):
    app.bindings.defaults = {"fake": {"default": {"score": ("space",), "other": ("o",)}}}
    keys = KeysScene(app)
    app.scenes.push(keys)
    app.scenes.apply()
    return keys


def await_key(page, action):
    row = next(w for w in page.form.widgets if isinstance(w, Button) and action in w.text())
    row.on_click()
    assert page.waiting_for is not None


def score_keys(app):
    return app.bindings.keys("fake", "default", "score"), app.bindings.keys(
        "fake", "default", "other"
    )


def test_a_key_in_use_asks_and_cancel_changes_nothing(page, app):
    await_key(page, "Score")
    app.dispatch(key(pygame.K_o, "o"))
    app.scenes.apply()
    dialog = app.scenes.top
    assert isinstance(dialog, ChoiceDialog)
    assert "O" in dialog.title() and "other" in dialog.message()
    assert score_keys(app) == (["space"], ["o"])  # nothing taken silently
    dialog.form.widgets[1].on_click()  # Cancel
    app.scenes.apply()
    assert app.scenes.top is page and score_keys(app) == (["space"], ["o"])


def test_the_key_in_use_question_starts_on_cancel(page, app):
    await_key(page, "Score")
    app.dispatch(key(pygame.K_o, "o"))
    app.scenes.apply()
    dialog = app.scenes.top
    assert dialog.form.focus is dialog.form.widgets[1]  # Cancel, not Swap
    app.dispatch(key(pygame.K_RETURN))  # Enter out of habit
    app.scenes.apply()
    assert app.scenes.top is page and score_keys(app) == (["space"], ["o"])


def test_a_key_in_use_is_swapped_when_the_player_says_so(page, app):
    await_key(page, "Score")
    app.dispatch(key(pygame.K_o, "o"))
    app.scenes.apply()
    app.scenes.top.form.widgets[0].on_click()  # Swap
    app.scenes.apply()
    assert score_keys(app) == (["o"], ["space"])
    saved = app.storage.load_settings()["bindings"]["fake"]["default"]
    assert saved == {"score": ["o"], "other": ["space"]}


def test_a_free_key_binds_at_once(page, app):
    await_key(page, "Score")
    app.dispatch(key(pygame.K_k, "k"))
    app.scenes.apply()
    assert app.scenes.top is page and score_keys(app) == (["k"], ["o"])


def test_f11_while_a_key_is_awaited_says_it_is_reserved(page, app):
    await_key(page, "Score")
    app.dispatch(key(pygame.K_F11))
    assert page.notice == "keys.reserved" and page.waiting_for is not None
    assert score_keys(app) == (["space"], ["o"])
    app.render(app.screen)
    app.dispatch(key(pygame.K_k, "k"))  # the next key is taken, and the notice goes
    assert score_keys(app)[0] == ["k"] and page.notice is None


def test_the_fullscreen_box_follows_f11_while_settings_are_open(fake_game, app):
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.scenes.apply()
    box = next(w for w in settings.form.widgets if isinstance(w, Checkbox) and "F11" in w.text())
    assert box.checked is False
    app.dispatch(key(pygame.K_F11))
    app.render(app.screen)
    assert app.fullscreen and box.checked is True
    app.dispatch(key(pygame.K_F11))
    app.render(app.screen)
    assert not app.fullscreen and box.checked is False


def repeat_spinners(settings):
    return [w for w in settings.form.widgets if isinstance(w, Spinner) and "ms" in w.current_text()]


def test_key_repeat_reads_and_is_set_in_milliseconds(fake_game, app):
    settings = SettingsScene(app)
    delay, interval = repeat_spinners(settings)
    assert (delay.current_text(), interval.current_text()) == ("167 ms", "33 ms")
    settings.form.focus = delay
    settings.handle(key(pygame.K_RIGHT))
    assert delay.current_text() == "183 ms"
    assert app.settings.key_repeat_delay == 11  # stored in ticks, as old files have it
    assert app.storage.load_settings()["key_repeat_delay"] == 11


def test_a_held_pad_direction_repeating_is_not_taken_as_the_new_button(page, app):
    down = pygame.CONTROLLER_BUTTON_DPAD_DOWN
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=down))
    await_key(page, "Score")
    for _ in range(40):  # the held direction repeats meanwhile
        app.tick()
    assert page.waiting_for is not None and score_keys(app) == (["space"], ["o"])
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=0))
    assert score_keys(app) == (["space", "pad:a"], ["o"])


def test_a_row_left_waiting_gives_up_and_changes_nothing(page, app):
    # A player with only a pad cannot press Esc (every button can be bound): waiting cancels.
    from core.keys_scene import WAIT_TICKS

    await_key(page, "Score")
    assert page.wake_ticks() == WAIT_TICKS  # the loop wakes for the timeout, no sooner
    for _ in range(WAIT_TICKS - 1):
        app.tick()
    assert page.waiting_for is not None
    app.tick()
    assert page.waiting_for is None and page.notice == "keys.timed_out"
    assert score_keys(app) == (["space"], ["o"])
    app.dispatch(key(pygame.K_k, "k"))  # a key now moves the focus, it binds nothing
    assert score_keys(app) == (["space"], ["o"])
