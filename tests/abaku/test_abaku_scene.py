"""The Abaku scene: input scenarios, saves, hand-over, computer turns, text fit, random input."""

import random

import pygame
import pytest

from core import i18n
from core.settings import LANGUAGES
from core.ui import text as ui_text
from core.ui.dialogs import HandOverScene
from games.abaku import ai
from games.abaku.info import INFO
from games.abaku.logic import new_game
from games.abaku.results import ResultsScene
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)
from tests.support import assert_draws_as_fresh_through_changes, only_game, run_frames, seat


@pytest.fixture
def game(monkeypatch):
    only_game(monkeypatch, INFO)
    return INFO


def start(app, seats, state, seed=1):
    from games.abaku.scene import AbakuScene, match_at

    scene = AbakuScene(app, match_at(state, seats, seed))
    app.scenes.reset(scene)
    app.scenes.apply()
    return scene


def solo(app, seed=3):
    return start(app, [seat("Ana", 0, 0)], new_game(seed, 1), seed)


def click_rack_then_board(app, scene, index, square):
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.rack_view.slot(index).center, button=1)
    )
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.rack_view.slot(index).center, button=1)
    )
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, pos=scene.board_view.square_rect(square).center, button=1
        )
    )
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEBUTTONUP, pos=scene.board_view.square_rect(square).center, button=1
        )
    )


def lay_out(app, scene, move):
    """Put ``move``'s tiles on the board by clicks (wildcards get their digit from a key)."""
    for tile in move.tiles:
        index = next(
            i for i, t in enumerate(scene.rack()) if t == tile.rack_tile and i not in scene.used()
        )
        click_rack_then_board(app, scene, index, tile.square)
        app.scenes.apply()
        if tile.wild:
            app.dispatch(
                pygame.event.Event(
                    pygame.KEYDOWN,
                    key=getattr(pygame, f"K_{tile.digit}"),
                    mod=0,
                    unicode="",
                    scancode=0,
                )
            )
            app.scenes.apply()


def test_clicks_play_a_legal_move_and_show_its_examples(game, app):
    scene = solo(app)
    move, _ = ai.hint(scene.state)
    lay_out(app, scene, move)
    assert scene.place_move() == move
    scene.controls.confirm()
    assert len(scene.state.log) == 1 and scene.state.log[0].move == move
    assert scene.banner is not None and scene.banner.entry.examples
    run_frames(app, 5)


def wait_for_hint(app, scene):
    scene.controls.ask_hint()
    for _ in range(600):
        run_frames(app, 1)
        if scene.ghosts:
            return
    raise AssertionError("no hint came")


def test_a_hint_is_played_with_one_key(game, app, events):
    scene = solo(app)
    wait_for_hint(app, scene)
    move, _ = ai.hint(scene.state)
    assert scene.controls.buttons["confirm"].text() == i18n.t("abaku.play_hint")
    app.dispatch(events.press(pygame.K_RETURN))
    assert len(scene.state.log) == 1
    assert set(scene.state.log[0].move.tiles) == set(move.tiles)


def test_a_hints_advice_stands_in_the_preview_box_not_over_the_board(game, app):
    # a toast at the board's foot covered rows 14 and 15, where the ghost tiles may lie
    scene = solo(app)
    wait_for_hint(app, scene)
    _, points = ai.hint(scene.state)
    assert not app.toasts.texts
    title, lines, _ = scene.preview()
    keys = app.bindings.shown("abaku", "default", "confirm")
    assert title == i18n.t("abaku.your_turn")
    assert lines == [i18n.t("abaku.hint_shown", points=points, keys=keys)]
    move, _ = ai.hint(scene.state)
    lay_out(app, scene, move)
    assert scene.preview()[0] == i18n.t("abaku.preview_points", points=points)  # the move's own
    scene.controls.recall_all()
    assert scene.preview()[1] == lines  # the tiles back in the rack: the advice again
    scene.controls.confirm()  # plays the hint
    assert len(scene.state.log) == 1 and scene.hint_note is None


def test_toasts_keep_off_the_board_rows_the_player_works_on(game, app, events):
    # two refusals stood over rows 13-15 while the keyboard's cursor was there
    from games.abaku.board_view import BOARD_AREA, CELL

    scene = solo(app)
    app.dispatch(events.press(pygame.K_DOWN))  # the cursor shows, at the centre
    for square, side in (((7, 7), "foot"), ((14, 3), "head"), ((12, 3), "head")):
        scene.cursor = square
        app.toast("Your rack has no 1.")
        app.toast("Put tiles on the board first.", kind="second")
        rects = [rect for _, rect in app.toasts.places(app.screen)]
        assert len(rects) == 2 and all(BOARD_AREA.contains(rect) for rect in rects)
        if side == "foot":
            assert min(rect.top for rect in rects) >= BOARD_AREA.bottom - 3 * CELL
        else:
            assert max(rect.bottom for rect in rects) <= BOARD_AREA.top + 3 * CELL
        app.toasts.items.clear()


def test_ghost_tiles_are_opaque_so_a_bonus_square_never_shows_through(app):
    from games.abaku import tile_view

    ghost = tile_view.face("7", 40, "ghost")
    assert ghost.get_alpha() in (None, 255) and ghost.get_at((20, 20)).a == 255
    assert ghost.get_at((20, 5)) != tile_view.face("7", 40, "board").get_at((20, 5))  # marked


def test_an_illegal_move_keeps_the_tiles_and_says_why(game, app, events):
    scene = solo(app)
    click_rack_then_board(app, scene, 0, (0, 0))
    click_rack_then_board(app, scene, 1, (0, 2))
    before = scene.state.to_dict()
    app.dispatch(events.press(pygame.K_c))
    assert scene.state.to_dict() == before
    assert len(scene.tentative) == 2
    assert any("B1" in toast for toast in app.toasts.texts)  # the gap it names
    title, lines, _ = scene.preview()
    assert title == i18n.t("abaku.preview_illegal") and lines


def test_refusals_are_translated(game, app):
    from games.abaku.refusals import Refusal
    from games.abaku.words import refusal_text

    gap = Refusal("gap", {"square": (8, 7)})
    assert str(gap) == "The tiles must form one unbroken line, but H9 between them is empty."
    i18n.set_language("fr")
    text = refusal_text(gap)
    assert "H9" in text and "vide" in text


def test_keyboard_places_with_cursor_and_digit_keys(game, app, events):
    scene = solo(app)
    move, _ = ai.hint(scene.state)
    for tile in move.tiles:
        while scene.cursor != tile.square:
            row, col = scene.cursor
            key = (
                pygame.K_DOWN
                if row < tile.row
                else pygame.K_UP
                if row > tile.row
                else pygame.K_RIGHT
                if col < tile.col
                else pygame.K_LEFT
            )
            app.dispatch(events.press(key))
        digit = tile.digit
        app.dispatch(events.press(getattr(pygame, f"K_{digit}")))
        app.dispatch(events.press(pygame.K_RETURN))
    assert scene.place_move() == move
    app.dispatch(events.press(pygame.K_RETURN))  # nothing in hand: Enter confirms
    assert len(scene.state.log) == 1


def test_backspace_recalls_and_shuffle_keeps_tiles(game, app, events):
    scene = solo(app)
    click_rack_then_board(app, scene, 0, (7, 7))
    rack = sorted(scene.rack())
    app.dispatch(events.press(pygame.K_s))
    assert sorted(scene.rack()) == rack and len(scene.tentative) == 1
    app.dispatch(events.press(pygame.K_BACKSPACE))
    assert not scene.tentative


def test_save_resume_and_continue_equal(game, app):
    from games.abaku.scene import resume

    seats = [seat("Ana", 0, 0), seat("Computer 2", 3, 1)]
    state = new_game(5, 2, 60)
    for ply in range(6):
        state.apply(ai.choose(state, 4, seed=ply))
    scene = start(app, seats, state, 5)
    copy = resume(app, scene.snapshot())
    assert copy.snapshot() == scene.snapshot()
    for current in (scene.state, copy.state):
        current.apply(ai.choose(current, 5, seed=99))
    assert copy.state.to_dict() == scene.state.to_dict()
    with pytest.raises(ValueError):
        resume(app, {"seats": [], "game": {"game": "abaku"}, "seed": 1})


def test_the_rack_keeps_its_order_through_save_and_load(game, app, events):
    from games.abaku.scene import resume

    scene = solo(app)
    app.dispatch(events.press(pygame.K_s))  # shuffle until the order is not the drawn one
    while scene.rack() == scene.state.rack(0):
        app.dispatch(events.press(pygame.K_s))
    shown = list(scene.rack())
    scene.write("slot1")
    copy = resume(app, app.storage.read_save("abaku", "slot1")["state"])
    assert copy.rack() == shown


def test_give_up_has_no_selected_and_is_not_offered_once_the_game_is_over(game, app, events):
    from games.abaku.logic import Surrender

    scene = solo(app)
    scene.controls.ask_surrender()
    app.scenes.apply()
    dialog = app.scenes.top
    assert dialog.form.focus.text() == i18n.t("dialog.no")
    app.dispatch(events.press(pygame.K_RETURN))
    app.scenes.apply()
    assert app.scenes.top is scene and not scene.match.over
    assert any(text() == i18n.t("abaku.surrender") for text, _ in scene.pause_choices())
    scene.controls.ask_pass()  # three passes lose the game: No is selected here too
    app.scenes.apply()
    assert app.scenes.top.form.focus.text() == i18n.t("dialog.no")
    app.dispatch(events.press(pygame.K_RETURN))
    app.scenes.apply()
    assert not scene.state.log
    scene.play(Surrender())
    assert not any(text() == i18n.t("abaku.surrender") for text, _ in scene.pause_choices())


def test_shuffle_is_offered_only_while_the_game_goes_on(game, app):
    from games.abaku.logic import Surrender

    scene = solo(app)
    shuffle = scene.controls.buttons["shuffle"]
    assert shuffle.enabled
    scene.play(Surrender())
    scene.controls.refresh()
    assert scene.rack() and not shuffle.enabled  # the tiles are left, but the game is over


def test_the_moves_log_scrolls_by_wheel_drag_and_keys(game, app, events):
    from games.abaku import hud

    seats = [seat("Ana", 0, 0), seat("Computer 2", 3, 1)]
    state = new_game(5, 2, 60)
    for ply in range(6):
        state.apply(ai.choose(state, 4, seed=ply))
    scene = start(app, seats, state, 5)
    scene.banner = None
    inside = hud.LOG.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert scene.log_back == 2
    app.dispatch(events.press(pygame.K_PAGEDOWN))
    assert scene.log_back == 1
    app.dispatch(events.press(pygame.K_PAGEUP))
    app.dispatch(events.press(pygame.K_PAGEUP))
    assert scene.log_back == 3
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1))
    up = (inside[0], inside[1] - 3 * hud.LOG_ROW_H)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=up, rel=(0, -66), buttons=(1, 0, 0)))
    assert scene.log_back == 0  # dragged up: back to the newest
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5, flipped=False))
    assert scene.log_back == 0  # the wheel away from the log leaves it
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=99, flipped=False))
    assert scene.log_back == len(scene.state.log) - 1
    run_frames(app, 2)


def test_hand_over_between_two_humans(game, app):
    scene = start(app, [seat("Ana", 0, 0), seat("Bea", 0, 1)], new_game(8, 2), 8)
    run_frames(app, 2)
    assert isinstance(app.scenes.top, HandOverScene) and scene.rack() == []
    run_frames(app, 25)
    app.dispatch(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    )
    app.scenes.apply()
    assert app.scenes.top is scene and scene.viewer == 0
    scene.play(ai.hint(scene.state)[0])
    assert scene.viewer is None
    run_frames(app, 200)
    assert isinstance(app.scenes.top, HandOverScene)


def test_computer_turns_complete_while_frames_keep_coming(game, app):
    scene = start(app, [seat("Computer 1", 2, 0), seat("Computer 2", 2, 1)], new_game(9, 2), 9)
    for _ in range(1500):
        run_frames(app, 1)
        if len(scene.state.log) >= 3:
            break
    assert len(scene.state.log) >= 3


def test_timer_runs_out_to_a_pass(game, app):
    scene = start(app, [seat("Ana", 0, 0)], new_game(4, 1, 30), 4)
    run_frames(app, 30 * 60 + 2, draw_every=60)
    assert scene.state.log and scene.state.log[0].move.timed_out


def test_surrender_ends_a_solo_game_with_results(game, app):
    scene = solo(app)
    from games.abaku.logic import Surrender

    scene.play(Surrender())
    run_frames(app, 200, draw_every=10)
    assert isinstance(app.scenes.top, ResultsScene)
    assert scene.snapshot() is None


def test_a_surrendered_game_offers_no_high_score(game, app):
    scene = solo(app)
    from games.abaku.logic import Surrender

    scene.play(Surrender())
    assert scene.match.result().ending == "surrendered"
    run_frames(app, 200, draw_every=10)
    results = app.scenes.top
    assert isinstance(results, ResultsScene) and results.offer_high_score() is False


def autosaved(app):
    from core.match import Match

    return Match.from_save(app.storage.read_save("abaku", "autosave")["state"])


def test_every_move_is_autosaved_the_computers_too(game, app):
    scene = start(app, [seat("Ana", 0, 0), seat("Computer 2", 2, 1)], new_game(9, 2), 9)
    scene.play(ai.hint(scene.state)[0])
    assert len(autosaved(app).moves) == 1
    for _ in range(1500):
        run_frames(app, 1)
        if len(scene.match.moves) == 2:
            break
    saved = autosaved(app)
    assert len(saved.moves) == 2 and saved.state == scene.match.state
    assert saved.view["orders"] == scene.orders


def test_an_old_save_continues_and_replays_from_the_first_move(game, app, events):
    import json
    from pathlib import Path

    from games.abaku.scene import resume

    path = Path(__file__).parent.parent / "data" / "saves" / "abaku-2026-solo.json"
    scene = resume(app, json.loads(path.read_text(encoding="utf-8"))["state"])
    app.scenes.reset(scene)
    app.scenes.apply()
    from core.replay_scene import ReplayScene

    now = scene.state.to_dict()
    app.dispatch(events.press(pygame.K_F3))
    app.scenes.apply()
    screen = app.scenes.top
    assert isinstance(screen, ReplayScene) and screen.replay.total == 6
    app.dispatch(events.press(pygame.K_HOME))
    assert screen.replay.state.board() == {}
    app.dispatch(events.press(pygame.K_RIGHT))
    assert len(screen.replay.state.log) == 1
    run_frames(app, 2)  # drawn with the scene's own views
    assert scene.replay is None and scene.state.to_dict() == now
    app.dispatch(events.press(pygame.K_F3))
    app.scenes.apply()
    assert app.scenes.top is scene and scene.my_turn()


@pytest.mark.parametrize("language", LANGUAGES)
def test_text_fits_on_every_screen(game, app, language):
    from games.abaku.digit_picker import DigitPicker
    from games.abaku.scene import help_pages
    from games.abaku.scene import new_game as new_game_dialog

    i18n.set_language(language)
    ui_text.overflows.clear()
    app.scenes.reset(new_game_dialog(app))
    app.scenes.apply()
    app.render(app.screen)
    seats = [seat("Ana", 0, 0), seat("Bea", 0, 1), seat("Computer 3", 8, 2), seat("C4", 1, 3)]
    state = new_game(6, 4, 120)
    for ply in range(8):
        state.apply(ai.choose(state, 5, seed=ply))
    scene = start(app, seats, state, 6)
    scene.match.reveal()  # the human to move sees the rack
    scene.banner = None
    app.render(app.screen)
    scene.banner = __import__("games.abaku.examples_view", fromlist=["Banner"]).Banner(
        state.log[-1], "Computer 3", (200, 100, 100)
    )
    app.render(app.screen)
    scene.exchanging = True
    app.render(app.screen)
    app.scenes.push(DigitPicker(app, lambda digit: None))
    app.scenes.apply()
    app.render(app.screen)
    app.scenes.push(ResultsScene(app, scene.match, [s.name for s in seats]))
    app.scenes.apply()
    app.render(app.screen)
    from core.help_scene import HelpScene

    help_scene = HelpScene.for_game(app, INFO)
    app.scenes.push(help_scene)
    app.scenes.apply()
    for page in range(len(help_pages(app))):
        help_scene.page = page
        app.render(app.screen)
    assert ui_text.overflows == []


@pytest.mark.usefixtures("small_look_ahead")  # the scene's survival, not the hints' strength
def test_random_input_for_20000_frames(game, app, random_play):
    rng = random.Random(1)
    seats = [seat("Ana", 0, 0), seat("Bea", 0, 1), seat("Computer 3", 1, 2)]
    start(app, seats, new_game(2, 3), 2)
    keys = [
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_RETURN,
        pygame.K_TAB,
        pygame.K_c,
        pygame.K_BACKSPACE,
        pygame.K_DELETE,
        pygame.K_s,
        pygame.K_x,
        pygame.K_p,
        pygame.K_h,
        pygame.K_ESCAPE,
        pygame.K_SPACE,
        *(getattr(pygame, f"K_{n}") for n in range(10)),
    ]
    random_play(
        app,
        rng,
        keys,
        20_000,
        stopped=lambda: not app.scenes.scenes,
        restart=lambda frame: start(app, seats, new_game(frame, 3), frame),
    )


def test_continue_in_the_middle_of_a_computers_turn_plays_the_same_move(game, app):
    import time

    from games.abaku.scene import resume

    state = new_game(9, 2)
    state.apply(ai.hint(state)[0])  # the computer is to move
    scene = start(app, [seat("Ana", 0, 0), seat("Computer 2", 3, 1)], state, 9)
    assert scene.match.computer_to_move
    scene.quit_to_menu()
    again = resume(app, app.storage.read_save("abaku", "autosave")["state"])
    app.scenes.reset(again)
    app.scenes.apply()
    for _ in range(3000):
        run_frames(app, 1, None)
        if again.match.moves:
            break
        time.sleep(0.001)
    while scene.match.computer_move() is None:  # the first match, on its own
        time.sleep(0.01)
    assert again.match.moves == [scene.match.computer_move()]


def test_the_log_follows_the_newest_move_unless_the_player_reads_back(game, app, monkeypatch):
    from games.abaku import hud

    scene = start(app, [seat("Ana", 0, 0), seat("Computer 2", 3, 1)], new_game(5, 2), 5)
    scene.play(ai.hint(scene.state)[0])  # Ana plays; the log shows it
    assert scene.log_back == 0
    scene.log_back = 1  # Ana scrolls back to read the moves before
    titles = []
    monkeypatch.setattr(hud, "blit_fitted", lambda surface, text, *rest: titles.append(text))
    scene.play(ai.choose(scene.state, 3, seed=1))  # the computer plays meanwhile
    assert scene.log_back == 2  # the same moves stay in view...
    scene.draw(app.screen)
    assert i18n.t("abaku.log_reading_back") in titles  # ...and the log says she reads back
    scene.play(ai.hint(scene.state)[0])  # Ana plays again: the log follows the newest
    assert scene.log_back == 0


def test_the_side_panels_kept_between_frames_follow_moves_language_and_scale(game, app):
    # The panels are put back from a kept picture while they show the same: after a move, a
    # new language and a new drawing scale, the scene draws what a scene made afresh draws.
    from games.abaku.scene import AbakuScene

    scene = solo(app)
    scene.draw(app.screen)
    lay_out(app, scene, ai.hint(scene.state)[0])
    scene.draw(app.screen)
    scene.controls.confirm()
    scene.banner = None
    assert_draws_as_fresh_through_changes(scene, lambda: AbakuScene(app, scene.match), "fr")
