"""What players tripped over in Mooxil (issue 17): the level summary that a key skipped, the
game over that did not say why, undo by mouse and keyboard, and a hint that promised too much."""

import pygame

from core import i18n
from core.ui.dialogs import ChoiceDialog
from games.mooxil import ai
from games.mooxil import logic as mooxil_logic
from games.mooxil.logic import new_game
from games.mooxil.results import GUARD_TICKS, missed_by
from tests.mooxil.test_mooxil_scene import click, play_until_level_ends, press, start
from tests.support import run_frames


def test_the_key_that_ended_the_level_does_not_skip_its_summary(game, app):
    scene = start(app, new_game(1, 1))
    end = play_until_level_ends(app, scene)
    press(app, pygame.K_RETURN)  # the key that placed the last tile, pressed again at once
    run_frames(app, GUARD_TICKS // 2)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is end
    assert not end.button.enabled
    run_frames(app, GUARD_TICKS)
    assert end.button.enabled
    press(app, pygame.K_RETURN)
    assert app.scenes.top is scene and scene.state.level == 2


def test_the_game_over_says_why_and_by_how_much_the_target_was_missed(game, app, monkeypatch):
    monkeypatch.setattr(mooxil_logic, "level_target", lambda level: 10**6)
    scene = start(app, new_game(1, 1))
    end = play_until_level_ends(app, scene)
    result = end.result
    assert missed_by(result) == 10**6 - result.score > 0
    run_frames(app, GUARD_TICKS)
    press(app, pygame.K_RETURN)
    dialog = next(s for s in app.scenes.scenes if isinstance(s, ChoiceDialog))
    text = dialog.message()
    reason = i18n.t(f"mooxil.end.{result.reason.value}")
    missed = i18n.number(missed_by(result))
    assert text.startswith(reason)
    assert f"Level 1 missed its target by {missed} points." in text


def test_undo_works_by_the_button_and_by_the_key_and_the_button_names_the_key(game, app):
    scene = start(app, new_game(2, 1))
    before = scene.state.to_dict()
    click(app, scene, ai.hint(scene.state).cell)
    assert len(scene.match.moves) == 1
    button = next(w for w in scene.form.widgets if getattr(w, "on_click", None) == scene.undo)
    assert "Backspace" in button.tooltip() and "U" in button.tooltip()
    pos = button.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.scenes.apply()
    assert scene.state.to_dict() == before and scene.match.moves == []
    click(app, scene, ai.hint(scene.state).cell)
    press(app, pygame.K_u)
    assert scene.state.to_dict() == before


def test_the_hint_searches_the_three_shown_tiles_and_no_further(monkeypatch):
    depths = []
    original = ai._value_after

    def recording(state, move, weights, depth):
        depths.append(depth)
        return original(state, move, weights, depth)

    monkeypatch.setattr(ai, "_value_after", recording)
    ai.hint(new_game(3, 1))
    assert max(depths) == ai.SHOWN_TILES - 1 == 2  # the current tile, then the two shown next


def test_the_hint_promises_no_best_place():
    assert "best place" not in i18n.t("mooxil.hint.place")
