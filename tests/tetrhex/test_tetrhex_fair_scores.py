"""Fair high scores in Tetrhex: the first hint of a game asks first, on the free choice, and
says what it costs; a game in which a hint was shown, or that came back from a save slot,
ranks apart, marked; only a positive score that takes a real place is offered; Restart asks
first, on No, and offers the running score as Abort does; Esc steps back out of each dialog."""

import json

import pygame
import pytest

from core import i18n
from core.resume import resume_saved
from core.scores_scene import HighScoresScene, NameEntryScene, entry_note
from core.storage import ScoreEntry
from core.ui.dialogs import ChoiceDialog
from games.tetrhex import scene as tetrhex_scene
from games.tetrhex.info import INFO
from games.tetrhex.logic import Game
from games.tetrhex.playfield import RESULTS_DELAY, PauseMenu
from games.tetrhex.scene import TetrhexScene
from tests.support import past_the_guard
from tests.tetrhex.test_tetrhex_scene_support import press, start, step, tetrhex_app


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


def top(app):
    app.scenes.apply()
    return app.scenes.top


def choose(app, dialog, text):
    (button,) = [w for w in dialog.form.widgets if w.text() == text]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    app.scenes.apply()


def drop_until_over(app, scene):
    while not scene.game.over:
        press(app, pygame.K_SPACE)


def finish(app, scene, name="Ana"):
    """Abort or end ``scene``'s game, close the results and give ``name`` if asked."""
    if not scene.game.over:
        press(app, pygame.K_ESCAPE, pygame.KMOD_LCTRL)
    step(app, RESULTS_DELAY + 1)
    past_the_guard(app)
    press(app, pygame.K_RETURN)  # the results
    step(app)
    if isinstance(app.scenes.top, NameEntryScene):
        past_the_guard(app)
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=name))
        press(app, pygame.K_RETURN)
        step(app)
    return app.scenes.top


# -- the hint -------------------------------------------------------------------------------------


def test_the_first_hint_asks_first_and_names_the_consequence(tx_app):
    scene = start(tx_app, Game(6, 0, seed=2), "modern")
    press(tx_app, pygame.K_h)
    question = top(tx_app)
    assert isinstance(question, PauseMenu) and scene.game.paused
    assert question.title() == "Show a hint?"
    assert "ranks apart" in question.message() and "assisted games" in question.message()
    assert scene.hints == 0 and scene.hint_thinker is None
    choose(tx_app, question, "Play on without")
    assert top(tx_app) is scene and not scene.game.paused and scene.hints == 0
    press(tx_app, pygame.K_h)
    choose(tx_app, top(tx_app), "Show the hint")
    assert top(tx_app) is scene and not scene.game.paused
    assert scene.hints == 1 and scene.recording.hints == 1 and scene.hint_thinker is not None
    press(tx_app, pygame.K_SPACE)  # the next piece: its hint comes without a question
    press(tx_app, pygame.K_h)
    assert top(tx_app) is scene and scene.hints == 2


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_ESCAPE])
def test_h_then_return_or_esc_plays_on_without_the_hint(tx_app, key):
    scene = start(tx_app, Game(6, 0, seed=2), "modern")  # Modern: Return also resumes
    press(tx_app, pygame.K_h)
    question = top(tx_app)
    assert question.form.focus.text() == "Play on without"
    press(tx_app, key)
    assert top(tx_app) is scene and not scene.game.paused
    assert scene.hints == 0 and scene.hint_thinker is None and scene.score_mode == "edge6"


def test_the_level_clock_runs_on_while_the_hint_question_waits(tx_app):
    scene = start(tx_app, Game(6, 0, seed=2), "modern")
    left = scene.game.ticks_left
    press(tx_app, pygame.K_h)
    top(tx_app)
    step(tx_app, 30, draw=False)
    assert scene.game.ticks_left == left - 30 and scene.game.paused


def test_a_game_with_a_hint_ranks_apart_and_is_marked(tx_app):
    scene = start(tx_app, Game(6, 20, seed=3), "modern")
    scene.show_hint()
    drop_until_over(tx_app, scene)
    table = finish(tx_app, scene)
    assert isinstance(table, HighScoresScene) and table.mode == "edge6_assisted"
    assert [(row.name, row.score) for row in table.table] == [
        ("Tetrhex 1996", 17_685),
        ("Ana", scene.game.score),
    ]
    assert entry_note(table.table[1]).endswith("· 1 hint")
    i18n.set_language("de")
    assert entry_note(table.table[1]).endswith("· 1 Tipp")
    plain = tx_app.storage.high_scores(
        "tetrhex", "edge6", tetrhex_scene.initial_high_scores("edge6")
    )
    assert [row.name for row in plain] == ["Tetrhex 1996"]  # the unassisted table is untouched


def test_an_unassisted_game_enters_the_boards_own_table(tx_app):
    scene = start(tx_app, Game(6, 20, seed=3), "modern")
    drop_until_over(tx_app, scene)
    table = finish(tx_app, scene)
    assert table.mode == "edge6" and table.table[1].name == "Ana"
    assert "hint" not in entry_note(table.table[1])


def test_a_resumed_game_stays_assisted_even_without_its_replay(tx_app):
    scene = start(tx_app, Game(6, 0, seed=2), "modern")
    scene.show_hint()
    saved = json.loads(json.dumps(scene.snapshot()))
    del saved["recording"]
    resumed = tetrhex_scene.resume(tx_app, saved)
    assert resumed.hints == 1 and resumed.score_mode == "edge6_assisted"
    assert resumed.game_id == scene.game_id
    saved["hints"] = -1
    with pytest.raises(ValueError):
        tetrhex_scene.resume(tx_app, saved)


def test_a_game_loaded_from_a_slot_ranks_apart_and_keeps_its_marks(tx_app):
    scene = start(tx_app, Game(6, 20, seed=3), "modern")
    press(tx_app, pygame.K_SPACE)
    assert scene.write("slot1")
    scene.show_hint()  # the hint shown after the save...
    loaded = resume_saved(tx_app, INFO, "slot1")  # ...is not what makes the loaded game fair
    assert loaded.hints == 0 and loaded.loads == 1 and loaded.score_mode == "edge6_assisted"
    tx_app.scenes.replace(loaded)
    assert top(tx_app) is loaded and loaded.game.paused  # a loaded game waits for the player
    press(tx_app, pygame.K_p)
    drop_until_over(tx_app, loaded)
    table = finish(tx_app, loaded)
    assert table.mode == "edge6_assisted" and entry_note(table.table[1]).endswith("loaded 1 time")
    assert loaded.write("slot2") is False  # over: nothing to save


def test_continue_from_the_autosave_keeps_the_game_in_the_boards_own_table(tx_app):
    scene = start(tx_app, Game(6, 20, seed=3), "modern")
    press(tx_app, pygame.K_SPACE)
    scene.autosave()
    resumed = resume_saved(tx_app, INFO, "autosave")
    assert resumed.loads == 0 and resumed.score_mode == "edge6"
    assert resumed.write("slot1") and resume_saved(tx_app, INFO, "slot1").loads == 1
    assert resume_saved(tx_app, INFO, "autosave").loads == 0  # the slot's mark is its own


# -- which scores are offered ---------------------------------------------------------------------


def test_a_score_of_zero_is_not_offered_even_to_an_empty_table(tx_app, monkeypatch):
    monkeypatch.setattr(tetrhex_scene, "initial_high_scores", lambda mode: [])
    scene = start(tx_app, Game(6, 0, seed=2), "modern")
    assert finish(tx_app, scene) is scene and scene.game.score == 0
    assert tx_app.storage.high_scores("tetrhex", "edge6") == []


def test_new_high_score_only_for_first_place(tx_app):
    scene = start(tx_app, Game(6, 20, seed=3), "modern")
    drop_until_over(tx_app, scene)
    step(tx_app, RESULTS_DELAY + 1)
    past_the_guard(tx_app)
    press(tx_app, pygame.K_RETURN)
    entry = top(tx_app)
    # below the 1996 record: the title says "Place 2 in the table!", not "New high score!"
    assert isinstance(entry, NameEntryScene) and entry.rank == 1


def test_a_score_that_takes_no_real_place_is_not_offered(tx_app):
    full = [ScoreEntry(f"P{i}", 10**6 - i) for i in range(10)]
    for row in full:
        tx_app.storage.add_high_score("tetrhex", "edge6", row)
    scene = start(tx_app, Game(6, 20, seed=3), "modern")
    drop_until_over(tx_app, scene)
    assert finish(tx_app, scene) is scene


# -- restart ------------------------------------------------------------------------------------


def test_restart_asks_first_and_offers_the_running_score(tx_app):
    scene = start(tx_app, Game(6, 20, seed=3), "modern")
    for _ in range(3):
        press(tx_app, pygame.K_SPACE)
    score = scene.game.score
    assert score > 0
    press(tx_app, pygame.K_ESCAPE)
    choose(tx_app, top(tx_app), "Restart")
    question = top(tx_app)
    assert isinstance(question, ChoiceDialog)
    assert f"its {score} points can still enter" in question.message()
    assert question.form.focus.text() == "No"  # Return out of habit restarts nothing
    choose(tx_app, question, "No")
    assert isinstance(top(tx_app), PauseMenu) and not scene.game.over  # back a step
    choose(tx_app, top(tx_app), "Restart")
    choose(tx_app, top(tx_app), "Yes")
    entry = top(tx_app)
    assert isinstance(entry, NameEntryScene) and entry.score == score
    assert scene.game.aborted and scene.recording.inputs[-1][1].name == "ABORT"
    below = tx_app.scenes.scenes[-2]
    assert isinstance(below, TetrhexScene) and below is not scene and not below.game.over
    past_the_guard(tx_app)
    press(tx_app, pygame.K_RETURN)
    table = top(tx_app)
    assert isinstance(table, HighScoresScene) and table.table[1].score == score
    press(tx_app, pygame.K_ESCAPE)
    assert top(tx_app) is below


def test_esc_steps_back_out_of_the_restart_question_and_the_pause_menu(tx_app):
    scene = start(tx_app, Game(6, 0, seed=3), "modern")
    press(tx_app, pygame.K_ESCAPE)
    menu = top(tx_app)
    assert isinstance(menu, PauseMenu) and scene.game.paused
    choose(tx_app, menu, "Restart")
    press(tx_app, pygame.K_RETURN)  # on No
    assert isinstance(top(tx_app), PauseMenu)
    choose(tx_app, top(tx_app), "Restart")
    press(tx_app, pygame.K_ESCAPE)
    assert isinstance(top(tx_app), PauseMenu) and scene.game.paused
    press(tx_app, pygame.K_ESCAPE)  # pad B and Start arrive as Esc
    assert top(tx_app) is scene and not scene.game.paused and not scene.game.over


def test_restart_with_nothing_scored_starts_at_once(tx_app):
    scene = start(tx_app, Game(6, 0, seed=3), "modern")
    scene.restart()
    again = top(tx_app)
    assert isinstance(again, TetrhexScene) and again is not scene
