"""The Mooxil scene: placing by mouse and keys, refusals with reasons, the eraser, the hint,
the end of a level, the game over, saves, text fit in three languages and random input."""

import random

import pygame
import pytest

from core import i18n
from core.settings import LANGUAGES
from core.ui import text as ui_text
from core.ui.dialogs import GUARD_TICKS, ChoiceDialog
from games.mooxil import ai
from games.mooxil import logic as mooxil_logic
from games.mooxil.info import INFO
from games.mooxil.levels import ERASER
from games.mooxil.logic import MooxilState, new_game
from games.mooxil.refusals import refusal
from games.mooxil.textboard import board_from_text
from tests.ai_budgets import small_hints  # noqa: F401 (a fixture)
from tests.support import assert_draws_as_fresh_through_changes, run_frames

SMALL = """
      E1  .  .  .
     .  .  .  .  .
   .  .  .  .  .  #
 .  .  .  .  .  .  .
   .  .  .  .  .  .
     .  .  .  .  .
       .  .  .  E2
"""


def start(app, state, start_level=1):
    from core.match import Match, Seat
    from games.mooxil.scene import MooxilScene

    match = Match.from_position("mooxil", [Seat.human("Ana")], state, {"level": start_level})
    scene = MooxilScene(app, match)
    app.scenes.reset(scene)
    app.scenes.apply()
    return scene


def press(app, key):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.scenes.apply()


def click(app, scene, cell):
    pos = tuple(round(v) for v in scene.view.center(cell))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.scenes.apply()


def small(queue):
    return MooxilState.from_board(board_from_text(SMALL), queue)


def test_a_click_on_a_cell_that_fits_places_the_tile(game, app):
    scene = start(app, small([2, 3, 1]))
    click(app, scene, (0, 0))
    assert scene.state.board.tile_at((0, 0)).free == 2
    assert scene.state.queue[:2] == [3, 1]
    click(app, scene, (1, 0))  # the 3 links to the 2: both lose a side
    assert scene.state.board.tile_at((1, 0)).free == 2
    assert scene.state.board.tile_at((0, 0)).free == 1
    run_frames(app, 5)


def test_a_refused_click_changes_nothing_and_says_why(game, app):
    scene = start(app, small([1, 1, 1]))
    click(app, scene, (0, 0))
    click(app, scene, (2, 0))
    before = scene.state.to_dict()
    click(app, scene, (1, 0))  # a 1 between two tiles: two neighbours, one free side
    assert scene.state.to_dict() == before
    reason = i18n.t("mooxil.refuse.too_many", sides=1, count=2)
    assert any(reason in toast for toast in app.toasts.texts)
    assert reason in scene.table.message(scene.table.preview())[0]
    click(app, scene, (3, -1))  # the pre-blocked cell
    assert scene.state.to_dict() == before
    assert any(i18n.t("mooxil.refuse.blocked") in toast for toast in app.toasts.texts)


def test_refusals_are_in_the_players_language(game, app):
    scene = start(app, small([2, 2, 2]))
    i18n.set_language("es")
    click(app, scene, (0, -3))  # the endtile's cell
    assert any("ya tiene una ficha" in toast for toast in app.toasts.texts)


def test_the_keyboard_cursor_moves_and_enter_places(game, app):
    scene = start(app, small([2, 2, 2]))
    press(app, pygame.K_RIGHT)  # shows the cursor on the centre
    assert scene.cursor == (0, 0) and scene.cursor_shown
    press(app, pygame.K_RIGHT)
    assert scene.cursor == (1, 0)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    assert scene.cursor[1] == 2 and abs(scene.view.center(scene.cursor)[0] - scene.cursor_x) < 30
    press(app, pygame.K_RETURN)
    assert scene.state.board.tile_at(scene.cursor) is not None


def test_the_eraser_takes_tiles_and_blocked_cells_but_not_endtiles(game, app):
    scene = start(app, small([1, ERASER, ERASER]))
    click(app, scene, (0, 0))
    before = scene.state.to_dict()
    click(app, scene, (0, -3))
    assert scene.state.to_dict() == before
    assert any(i18n.t("mooxil.refuse.endtile") in toast for toast in app.toasts.texts)
    click(app, scene, (3, -1))
    assert not scene.state.board.is_blocked((3, -1))
    click(app, scene, (0, 0))
    assert scene.state.board.tile_at((0, 0)) is None
    run_frames(app, 30)  # the erase animation runs out


def test_refusals_agree_with_the_engine(game):
    rng = random.Random(5)
    for seed in range(4):
        state = new_game(seed, 3)
        for _ in range(30):
            for cell in state.board.cells:
                assert (refusal(state, cell) is None) == (state.fit_reason(cell) is None), cell
            if state.is_terminal() or state.results:
                break
            state.apply(rng.choice(state.legal_moves()))


def test_the_hint_is_worked_out_while_frames_come_and_enter_plays_it(game, app):
    scene = start(app, new_game(3, 2))
    press(app, pygame.K_h)
    assert scene.hint is not None
    for _ in range(600):
        run_frames(app, 1)
        if scene.hint_move is not None:
            break
    assert scene.hint_move == scene.match.hint()
    assert scene.cursor == scene.hint_move.cell
    press(app, pygame.K_RETURN)
    assert scene.turn == 1 and scene.hint_move is None


def play_until_level_ends(app, scene):
    from games.mooxil.results import LevelEndScene

    for _ in range(300):
        scene.play(ai.hint(scene.state).cell)
        app.scenes.apply()
        if isinstance(app.scenes.top, LevelEndScene):
            return app.scenes.top
    raise AssertionError("the level did not end")


def test_a_passed_level_shows_its_breakdown_then_the_next_level(game, app):
    scene = start(app, new_game(1, 1))
    end = play_until_level_ends(app, scene)
    assert end.result.passed and scene.finished is end.result
    assert scene.board is end.result.board  # the finished grid stays on screen
    run_frames(app, GUARD_TICKS)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is scene and scene.finished is None
    assert scene.state.level == 2
    run_frames(app, 3)


def test_a_missed_target_ends_the_game_with_high_scores(game, app, monkeypatch):
    from core.scores_scene import NameEntryScene

    monkeypatch.setattr(mooxil_logic, "level_target", lambda level, version: 10**6)
    scene = start(app, new_game(1, 1))
    end = play_until_level_ends(app, scene)
    assert not end.result.passed and scene.state.is_terminal()
    assert scene.snapshot() is None
    run_frames(app, GUARD_TICKS)
    press(app, pygame.K_RETURN)
    kinds = [type(s) for s in app.scenes.scenes]
    assert kinds[-2:] == [ChoiceDialog, NameEntryScene]
    run_frames(app, 3)


def test_save_resume_and_the_continued_game_are_equal(game, app):
    from games.mooxil import scene as mooxil_scene

    scene = start(app, new_game(6, 3), 2)
    for _ in range(5):
        scene.play(ai.hint(scene.state).cell)
    saved = scene.snapshot()
    again = mooxil_scene.resume(app, saved)
    assert again.state.to_dict() == scene.state.to_dict() and again.start_level == 2
    move = ai.hint(scene.state)
    scene.play(move.cell)
    again.play(move.cell)
    assert again.state.to_dict() == scene.state.to_dict()
    with pytest.raises(ValueError):
        mooxil_scene.resume(app, {"format": 1, "start_level": 1, "state": {"game": "chess"}})
    with pytest.raises(ValueError):
        mooxil_scene.resume(app, {"format": 99})


def test_autosave_on_quit_comes_back_from_the_menu(game, app):
    scene = start(app, new_game(2, 1))
    scene.play(ai.hint(scene.state).cell)
    scene.quit_to_menu()
    app.scenes.apply()
    payload = app.storage.read_save("mooxil", "autosave")
    assert payload["state"]["state"] == scene.state.to_dict()


def screens(app, lang):
    """Draw every screen of the game in ``lang``."""
    from games.mooxil import scene as mooxil_scene
    from games.mooxil.logic import LevelResult
    from games.mooxil.results import LevelEndScene, game_over_text

    i18n.set_language(lang)
    app.scenes.reset(mooxil_scene.new_game(app))
    app.scenes.apply()
    run_frames(app, 2)
    scene = start(app, small([3, ERASER, 6]))
    click(app, scene, (0, 0))
    click(app, scene, (0, -3))  # refused: the eraser on an endtile
    run_frames(app, 2)
    scene.toggle_group()
    click(app, scene, (3, -1))
    click(app, scene, (2, 0))  # a 6-tile preview
    press(app, pygame.K_h)
    run_frames(app, 2)
    state = new_game(1, 1)
    for reason in mooxil_logic.EndReason:
        for target in (10, 10**6):
            result = LevelResult(1, target, state.score_breakdown(), reason, state.board)
            app.scenes.push(LevelEndScene(app, result, 123456, lambda: None))
            app.scenes.apply()
            run_frames(app, 2)
            app.scenes.pop()
            app.scenes.apply()
            over = ChoiceDialog(app, str, [], lambda r=result: game_over_text(r, 123456))
            app.scenes.push(over)
            app.scenes.apply()
            run_frames(app, 1)
            app.scenes.pop()
            app.scenes.apply()
    scene = start(app, new_game(3, 1))  # a real game: a replay rebuilds it from its seed
    assert scene.match.play(scene.state.legal_moves()[0]) is None
    scene.open_replay()  # the replay at its start, then after a move
    app.scenes.apply()
    run_frames(app, 2)
    press(app, pygame.K_END)
    run_frames(app, 2)
    press(app, pygame.K_ESCAPE)
    scene.offer_end_choices()
    app.scenes.apply()
    run_frames(app, 2)
    for page in mooxil_scene.help_pages(app):  # (title, body) or (title, body, picture)
        from core.help_scene import HelpScene

        app.scenes.push(HelpScene(app, lambda: i18n.t(INFO.title), [lambda p=page: p]))
        app.scenes.apply()
        run_frames(app, 1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_text_fits_on_every_screen(game, app, lang):
    ui_text.overflows.clear()
    screens(app, lang)
    assert ui_text.overflows == []


@pytest.mark.usefixtures("small_hints")  # the scene's survival, not the hints' strength
def test_random_input_for_20000_frames(game, app, random_play):
    from games.mooxil.scene import MooxilScene

    rng = random.Random(1)
    start(app, new_game(2, 1))
    keys = [
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_RETURN,
        pygame.K_SPACE,
        pygame.K_TAB,
        pygame.K_h,
        pygame.K_g,
        pygame.K_ESCAPE,
    ]
    random_play(
        app,
        rng,
        keys,
        20_000,
        stopped=lambda: not any(isinstance(s, MooxilScene) for s in app.scenes.scenes),
        restart=lambda frame: start(app, new_game(frame, 1 + frame % 3)),
    )


# -- the match layer: undo, autosave after every move, replay, old saves ---------------------------


def test_undo_takes_back_placements_of_this_level_only(game, app):
    scene = start(app, new_game(2, 1))
    before = scene.state.to_dict()
    scene.play(ai.hint(scene.state).cell)
    scene.play(ai.hint(scene.state).cell)
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)
    assert scene.state.to_dict() == before and scene.match.moves == []
    press(app, pygame.K_BACKSPACE)
    assert app.toasts.texts[-1] == i18n.t("mooxil.msg.no_undo")


def test_every_move_and_every_undo_is_autosaved(game, app):
    scene = start(app, new_game(2, 1))
    for _ in range(3):
        scene.play(ai.hint(scene.state).cell)
        saved = app.storage.read_save("mooxil", "autosave")["state"]
        assert saved["state"] == scene.state.to_dict()
    scene.undo()
    saved = app.storage.read_save("mooxil", "autosave")["state"]
    assert len(saved["moves"]) == 2 and saved["state"] == scene.state.to_dict()


def test_f3_replays_the_moves_forwards_and_backwards(game, app):
    from core.replay_scene import ReplayScene

    scene = start(app, new_game(2, 1))
    for _ in range(3):
        scene.play(ai.hint(scene.state).cell)
    press(app, pygame.K_F3)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    press(app, pygame.K_SPACE)  # pause the automatic play
    press(app, pygame.K_HOME)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert replay.replay.step == 2
    assert replay.replay.state == scene.match.state_at(2)
    press(app, pygame.K_LEFT)
    assert replay.replay.step == 1
    press(app, pygame.K_END)
    assert replay.replay.state == scene.state
    run_frames(app, 3)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_a_save_of_the_older_format_continues(game, app):
    import json
    from pathlib import Path

    from games.mooxil import scene as mooxil_scene
    from games.mooxil.logic import FIRST_TARGETS

    path = Path(__file__).parents[1] / "data" / "saves" / "mooxil-today.json"
    old = json.loads(path.read_text(encoding="utf-8"))["state"]
    scene = mooxil_scene.resume(app, old)
    assert scene.state.to_dict() == {**old["state"], "targets": FIRST_TARGETS}  # its table
    assert scene.start_level == 1
    scene.play(ai.hint(scene.state).cell)
    assert scene.snapshot()["format"] == 2


def test_the_pause_menu_opens_the_replay(game, app):
    from core.replay_scene import ReplayScene
    from core.ui.dialogs import ChoiceDialog

    scene = start(app, new_game(2, 1))
    scene.play(ai.hint(scene.state).cell)
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, ChoiceDialog)
    replay = next(b for b in pause.form.widgets if b.text() == i18n.t("pause.replay"))
    replay.on_click()
    app.scenes.apply()
    assert isinstance(app.scenes.top, ReplayScene) and app.scenes.top.replay.total == 1


def test_the_replay_words_each_move_as_the_live_game_did(game, app):
    scene = start(app, new_game(2, 1))
    said = []
    for _ in range(3):
        cell = ai.hint(scene.state).cell
        scene.set_cursor(cell)
        said.append(scene.table.preview()[2][0])  # the live game's words before the move
        scene.play(cell)
    scene.open_replay()
    app.scenes.apply()
    replay = app.scenes.top
    for step, words in enumerate(said, start=1):
        replay.go(step)
        text = replay.view._describe(replay.replay)
        assert words in text and "(" not in text  # no raw coordinates


def test_the_side_panel_kept_between_frames_follows_moves_language_and_scale(game, app):
    # The panel is put back from a kept picture while it shows the same: after a move, a new
    # language and a new drawing scale, the scene draws what a scene made afresh draws.
    from games.mooxil.scene import MooxilScene

    scene = start(app, new_game(2, 1))
    scene.draw(app.screen)
    scene.play(scene.state.legal_moves()[0].cell)
    scene.effects.clear()
    assert_draws_as_fresh_through_changes(scene, lambda: MooxilScene(app, scene.match), "de")
