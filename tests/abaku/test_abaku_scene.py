"""The Abaku scene: input scenarios, saves, hand-over, computer turns, text fit, random input."""

import random

import pygame
import pytest

from core import i18n
from core.ui import text as ui_text
from core.ui.dialogs import HandOverScene
from core.ui.players import Seat
from games.abaku import ai
from games.abaku.info import INFO
from games.abaku.logic import new_game
from games.abaku.results import ResultsScene
from tests.support import only_game, run_frames


@pytest.fixture
def game(monkeypatch):
    only_game(monkeypatch, INFO)
    return INFO


def start(app, seats, state, seed=1):
    from games.abaku.scene import AbakuScene

    scene = AbakuScene(app, seats, state, seed)
    app.scenes.reset(scene)
    app.scenes.apply()
    return scene


def solo(app, seed=3):
    return start(app, [Seat("Ana", 0, 0)], new_game(seed, 1), seed)


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
    scene.confirm()
    assert len(scene.state.log) == 1 and scene.state.log[0].move == move
    assert scene.banner is not None and scene.banner.entry.examples
    run_frames(app, 5)


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
    from games.abaku.refusal import Refusal
    from games.abaku.scene import refusal_text

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

    seats = [Seat("Ana", 0, 0), Seat("Computer 2", 3, 1)]
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


def test_hand_over_between_two_humans(game, app):
    scene = start(app, [Seat("Ana", 0, 0), Seat("Bea", 0, 1)], new_game(8, 2), 8)
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
    scene = start(app, [Seat("Computer 1", 2, 0), Seat("Computer 2", 2, 1)], new_game(9, 2), 9)
    for _ in range(1500):
        run_frames(app, 1)
        if len(scene.state.log) >= 3:
            break
    assert len(scene.state.log) >= 3


def test_timer_runs_out_to_a_pass(game, app):
    scene = start(app, [Seat("Ana", 0, 0)], new_game(4, 1, 30), 4)
    run_frames(app, 30 * 60 + 2, draw_every=60)
    assert scene.state.log and scene.state.log[0].move.timed_out


def test_surrender_ends_a_solo_game_with_results(game, app):
    scene = solo(app)
    from games.abaku.logic import Surrender

    scene.play(Surrender())
    run_frames(app, 200, draw_every=10)
    assert isinstance(app.scenes.top, ResultsScene)
    assert scene.snapshot() is None


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_text_fits_on_every_screen(game, app, language):
    from games.abaku.digit_picker import DigitPicker
    from games.abaku.scene import help_pages
    from games.abaku.scene import new_game as new_game_dialog

    i18n.set_language(language)
    ui_text.overflows.clear()
    app.scenes.reset(new_game_dialog(app))
    app.scenes.apply()
    app.render(app.screen)
    seats = [Seat("Ana", 0, 0), Seat("Bea", 0, 1), Seat("Computer 3", 8, 2), Seat("C4", 1, 3)]
    state = new_game(6, 4, 120)
    for ply in range(8):
        state.apply(ai.choose(state, 5, seed=ply))
    scene = start(app, seats, state, 6)
    scene.viewer = state.current_player if not seats[state.current_player].is_computer else 0
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
    app.scenes.push(ResultsScene(app, state, [s.name for s in seats], [0, 1], [8, 1]))
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


def test_random_input_for_20000_frames(game, app, random_play):
    rng = random.Random(1)
    seats = [Seat("Ana", 0, 0), Seat("Bea", 0, 1), Seat("Computer 3", 1, 2)]
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
