"""Tetrhex's scene for a player: keys act at once, held keys repeat by ticks, pause, saves, the
end with high scores, help and text that fits."""

import json

import pygame
import pytest

from core import i18n
from core.help_scene import HelpScene
from core.scores_scene import HighScoresScene, NameEntryScene
from core.settings import LANGUAGES
from core.ui import text as ui_text
from core.ui import theme
from core.ui.canvas import Canvas
from core.ui.dialogs import GUARD_TICKS
from games.tetrhex import scene as tetrhex_scene
from games.tetrhex.ascii import game_with_board
from games.tetrhex.controls import ENGINE_ACTIONS
from games.tetrhex.effects import Banner, Flash
from games.tetrhex.info import CLASSIC, INFO, MODERN
from games.tetrhex.logic import Action, FallingPiece, Game
from games.tetrhex.playfield import RESULTS_DELAY, PauseMenu
from games.tetrhex.replay_menu import ReplayListScene
from games.tetrhex.results import ResultsScene
from games.tetrhex.scene import TetrhexScene
from tests.support import past_the_guard
from tests.tetrhex.test_tetrhex_scene_support import (
    key_code,
    low_bar,
    press,
    release,
    start,
    step,
    tetrhex_app,
)


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


BAR_OVER_GAP = FallingPiece(0, 0, (0, -4), False)  # the bar at the top of column 0, edge 6
FLOOR_WITH_GAP = "aaaaa.aaaaa"  # line 0 of edge 6, full but for column 0


# -- keys act in the same tick --------------------------------------------------------------------


@pytest.mark.parametrize("preset,table", [("classic", CLASSIC), ("modern", MODERN)])
def test_every_game_key_of_each_preset_acts_at_once(tx_app, preset, table):
    for action, keys in table.items():
        if action not in ENGINE_ACTIONS or action == "abort":
            continue
        for spec in keys:
            game = game_with_board(9, "", bombs=1, piece=FallingPiece(7, 0, (0, -3), True))
            scene = start(tx_app, game, preset)
            expected = Game.from_dict(game.to_dict())
            assert expected.act(ENGINE_ACTIONS[action]), action
            press(tx_app, *key_code(spec))
            assert scene.game.ticks == 0, "no tick may pass before the key acts"
            assert scene.game == expected, (preset, action, spec)


def test_classic_keys_are_the_ones_of_the_rules():
    assert CLASSIC == {
        "left": ("left",),
        "right": ("right",),
        "rotate_ccw": ("down",),
        "rotate_cw": ("up",),
        "down_left": ("insert",),
        "down_right": ("home",),
        "down": ("a",),
        "drop": ("space",),
        "explode": ("backspace",),
        "radar": ("h",),
        "pause": ("p", "break"),
        "resume": ("return",),
        "level_up": ("[+]", "="),
        "abort": ("ctrl+escape",),
        "hint": ("tab",),
    }


def test_ctrl_escape_aborts_and_escape_alone_opens_the_pause_menu(tx_app):
    scene = start(tx_app)
    press(tx_app, pygame.K_ESCAPE)
    step(tx_app)
    assert isinstance(tx_app.scenes.top, PauseMenu)
    assert scene.game.paused and not scene.game.over
    press(tx_app, pygame.K_ESCAPE)  # closes the menu and plays on, as players expect
    step(tx_app)
    assert tx_app.scenes.top is scene and not scene.game.paused
    press(tx_app, pygame.K_ESCAPE, pygame.KMOD_LCTRL)
    assert scene.game.over and scene.game.aborted


def test_a_rebound_key_plays_its_new_action(tx_app):
    tx_app.bindings.set_keys("tetrhex", "classic", "right", ["l"])
    scene = start(tx_app, low_bar())
    before = scene.game.piece.pivot
    press(tx_app, pygame.K_l)
    assert scene.game.piece.pivot[0] == before[0] + 1
    press(tx_app, pygame.K_RIGHT)  # no longer bound
    assert scene.game.piece.pivot[0] == before[0] + 1


# -- held keys ------------------------------------------------------------------------------------


def moves_while_held(app, scene, ticks):
    """Columns the piece moved right after each tick while Right is held."""
    start_q = scene.game.piece.pivot[0]
    press(app, pygame.K_RIGHT)
    counts = [scene.game.piece.pivot[0] - start_q]
    for _ in range(ticks):
        step(app, draw=False)
        counts.append(scene.game.piece.pivot[0] - start_q)
    return counts


def test_a_held_key_repeats_after_10_ticks_then_every_2(tx_app):
    scene = start(tx_app, low_bar())
    counts = moves_while_held(tx_app, scene, 14)
    assert counts[:10] == [1] * 10  # the press itself, then nothing for 9 ticks
    assert counts[10:] == [2, 2, 3, 3, 4]


def test_the_repeat_follows_the_settings_and_the_os_repeat_is_ignored(tx_app):
    tx_app.settings.key_repeat_delay, tx_app.settings.key_repeat_interval = 4, 3
    scene = start(tx_app, low_bar())
    assert moves_while_held(tx_app, scene, 7) == [1, 1, 1, 1, 2, 2, 2, 3]
    press(tx_app, pygame.K_RIGHT)  # what the operating system's own repeat would send
    assert scene.game.piece.pivot[0] == 3
    release(tx_app, pygame.K_RIGHT)
    step(tx_app, 10, draw=False)
    assert scene.game.piece.pivot[0] == 3


def test_rotations_do_not_repeat(tx_app):
    scene = start(tx_app, low_bar())
    press(tx_app, pygame.K_UP)
    step(tx_app, 20, draw=False)
    assert scene.game.piece.rotation == 1


def columns_after(app, scene, ticks):
    start_q = scene.game.piece.pivot[0]
    step(app, ticks, draw=False)
    return scene.game.piece.pivot[0] - start_q


def test_of_left_and_right_held_together_the_last_pressed_moves_alone(tx_app):
    scene = start(tx_app, low_bar(), "modern")
    press(tx_app, pygame.K_RIGHT)
    step(tx_app, 12, draw=False)  # right repeats: the press, then after 10 ticks, then 12
    at = scene.game.piece.pivot[0]
    assert at == 3
    press(tx_app, pygame.K_LEFT)  # left wins at once, and right stops repeating
    assert scene.game.piece.pivot[0] == at - 1
    assert columns_after(tx_app, scene, 9) == 0  # no shaking in place while both are held
    assert columns_after(tx_app, scene, 5) == -3  # only left repeats: ticks 10, 12 and 14
    release(tx_app, pygame.K_LEFT)  # control goes back to right, still held
    assert columns_after(tx_app, scene, 9) == 0  # after the usual delay...
    assert columns_after(tx_app, scene, 3) == 2  # ...right repeats again


def test_an_action_bound_to_two_keys_stops_only_when_both_are_up(tx_app):
    scene = start(tx_app, low_bar(), "modern")
    press(tx_app, pygame.K_RIGHT)
    press(tx_app, pygame.K_d)  # the other key of the same action: no second move
    assert columns_after(tx_app, scene, 0) == 0
    release(tx_app, pygame.K_RIGHT)
    assert columns_after(tx_app, scene, 12) == 2  # D still holds it: it keeps repeating
    release(tx_app, pygame.K_d)
    assert columns_after(tx_app, scene, 12) == 0


def test_soft_drop_repeats_from_the_first_frame(tx_app):
    scene = start(tx_app, game_with_board(9, "", piece=FallingPiece(0, 0, (0, -7), False)))
    row = scene.game.piece.pivot[1]
    press(tx_app, pygame.K_a)  # Classic's down key
    assert scene.game.piece.pivot[1] == row + 1
    step(tx_app, 6, draw=False)  # every 2 ticks from the start, no 10-tick wait
    assert scene.game.piece.pivot[1] == row + 4


# -- refusals, the hint, the mouse, effects -------------------------------------------------------


def test_explode_without_a_bomb_piece_says_why(tx_app):
    sounds = []
    tx_app.play = sounds.append
    scene = start(tx_app, game_with_board(9, "", bombs=2, piece=FallingPiece(7, 0, (0, -3), False)))
    before = scene.game.to_dict()
    press(tx_app, pygame.K_BACKSPACE)
    assert scene.game.to_dict() == before
    assert scene.message == "Only a bomb piece can blow up the board."
    assert sounds == ["invalid"]


def test_level_up_at_level_30_says_why_and_the_key_raises_the_level(tx_app):
    scene = start(tx_app, Game(9, 29, seed=3))
    press(tx_app, pygame.K_EQUALS)
    assert scene.game.level == 30 and scene.game.ticks_left == 7200
    assert isinstance(scene.effects.banner, Banner)
    press(tx_app, pygame.K_KP_PLUS)
    assert scene.game.level == 30 and "level 30" in scene.message


def test_a_blocked_move_outlines_the_piece_without_changing_the_game(tx_app):
    scene = start(tx_app, game_with_board(6, "", piece=FallingPiece(0, 0, (0, 2), False)))
    while scene.act(Action.LEFT):
        pass
    before = scene.game.to_dict()
    press(tx_app, pygame.K_LEFT)
    assert scene.game.to_dict() == before and scene.blocked()


def test_the_hint_outlines_where_the_bot_would_put_the_piece(tx_app):
    import time

    from games.tetrhex.ai import Bot

    scene = start(tx_app)
    expected = Bot().hint(scene.game.clone())
    press(tx_app, pygame.K_TAB)
    tx_app.scenes.apply()
    press(tx_app, pygame.K_UP)  # the question starts on "Play on without"
    press(tx_app, pygame.K_RETURN)  # "Show the hint" (the first of a game asks first)
    tx_app.scenes.apply()
    for _ in range(2000):
        if scene.hint_thinker is None:
            break
        step(tx_app, draw=False)
        time.sleep(0.001)
    assert scene.hint_cells() == expected and len(expected) == 4
    step(tx_app)  # drawn without trouble
    press(tx_app, pygame.K_SPACE)
    assert scene.hint_cells() == frozenset()  # the next piece has no hint yet


def test_the_mouse_slides_turns_and_drops_the_piece(tx_app):
    scene = start(tx_app, low_bar())
    game = scene.game
    q = game.piece.pivot[0]
    left_of_piece = scene.view.centre((q - 3, 0))
    tx_app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=left_of_piece, button=1))
    assert game.piece.pivot[0] == q - 1
    tx_app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert game.piece.rotation == 1
    tx_app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=3))
    assert game.pieces == 2 and len(game.board) == 4


def test_a_line_clear_flashes_and_sounds(tx_app):
    sounds = []
    tx_app.play = sounds.append
    scene = start(tx_app, game_with_board(6, FLOOR_WITH_GAP, piece=BAR_OVER_GAP))
    press(tx_app, pygame.K_SPACE)
    assert scene.game.lines_cleared == 1
    assert sounds == ["place", "clear"]
    assert any(isinstance(effect, Flash) for effect in scene.effects.items)
    step(tx_app, 80)
    assert scene.effects.items == []  # effects end by themselves; the game never waited


# -- pause ----------------------------------------------------------------------------------------


def test_pause_stops_the_piece_but_not_the_level_clock(tx_app):
    scene = start(tx_app)
    press(tx_app, pygame.K_p)
    piece, left = scene.game.piece, scene.game.ticks_left
    step(tx_app, 120)
    assert scene.game.paused and scene.game.piece == piece
    assert scene.game.ticks_left == left - 120
    press(tx_app, pygame.K_LEFT)
    assert scene.game.piece == piece and "Paused" in scene.message
    press(tx_app, pygame.K_RETURN)
    assert not scene.game.paused


def test_the_clock_runs_on_under_the_pause_menu_and_resume_plays_on(tx_app):
    scene = start(tx_app)
    press(tx_app, pygame.K_ESCAPE)
    step(tx_app)
    left = scene.game.ticks_left
    step(tx_app, 60)
    assert scene.game.ticks_left == left - 60
    press(tx_app, pygame.K_RETURN)  # "Resume", the focused choice
    step(tx_app)
    assert tx_app.scenes.top is scene and not scene.game.paused


# -- saves ----------------------------------------------------------------------------------------


def test_save_and_resume_give_the_same_game_which_goes_on_alike(tx_app):
    scene = start(tx_app, preset="modern", shadow=False)
    for key in (pygame.K_a, pygame.K_w, pygame.K_SPACE, pygame.K_x):
        press(tx_app, key)
        step(tx_app, 7)
    saved = json.loads(json.dumps(scene.snapshot()))
    again = tetrhex_scene.resume(tx_app, saved)
    assert again.snapshot() == saved
    assert (again.preset, again.shadow) == ("modern", False)
    assert again.game.paused  # a loaded game waits for the player
    original = Game.from_dict(saved["game"])
    for game in (original, again.game):
        game.act(Action.PAUSE)
        for tick in range(300):
            game.tick()
            if tick % 25 == 0:
                game.act(Action.DROP)
    assert again.game == original


@pytest.mark.parametrize(
    "state",
    [None, {"format": 2}, {"format": 1, "game": {"edge": 5}}, {"format": 1, "game": "x"}],
)
def test_a_damaged_save_is_refused_with_a_value_error(tx_app, state):
    with pytest.raises(ValueError):
        tetrhex_scene.resume(tx_app, state)


def test_a_save_with_an_unknown_preset_is_refused(tx_app):
    saved = start(tx_app).snapshot()
    saved["preset"] = "qwerty"
    with pytest.raises(ValueError):
        tetrhex_scene.resume(tx_app, saved)


def test_quitting_to_the_menu_autosaves_and_continue_resumes(tx_app):
    from core.menu import MainMenu

    scene = start(tx_app)
    press(tx_app, pygame.K_SPACE)
    scene.quit_to_menu()
    step(tx_app)
    menu = tx_app.scenes.top
    assert isinstance(menu, MainMenu)
    menu.continue_game(INFO)
    step(tx_app)
    assert isinstance(tx_app.scenes.top, TetrhexScene)
    assert tx_app.scenes.top.game.pieces == 2


# -- the end --------------------------------------------------------------------------------------


def finish(app, scene):
    press(app, pygame.K_ESCAPE, pygame.KMOD_LCTRL)
    step(app, RESULTS_DELAY + 1)


def test_game_over_shows_the_results_then_asks_a_name_for_the_table(tx_app):
    scene = start(tx_app, Game(8, 3, seed=4))
    for _ in range(3):
        press(tx_app, pygame.K_SPACE)
    finish(tx_app, scene)
    results = tx_app.scenes.top
    assert isinstance(results, ResultsScene) and results.rows()[1][1] == "3"
    past_the_guard(tx_app)
    press(tx_app, pygame.K_RETURN)
    step(tx_app)
    assert isinstance(tx_app.scenes.top, NameEntryScene)
    past_the_guard(tx_app)
    tx_app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Ana"))
    press(tx_app, pygame.K_RETURN)
    step(tx_app)
    table = tx_app.scenes.top
    assert isinstance(table, HighScoresScene) and table.mode == "edge8"
    assert [(row.name, row.score) for row in table.table] == [
        ("Tetrhex 1996", 125_112),
        ("Ana", scene.game.score),
    ]
    assert table.highlight == 1
    press(tx_app, pygame.K_ESCAPE)
    step(tx_app)
    assert tx_app.scenes.top is scene and scene.snapshot() is None
    press(tx_app, pygame.K_RETURN)  # "Play again", focused
    step(tx_app)
    again = tx_app.scenes.top
    assert isinstance(again, TetrhexScene) and again is not scene and not again.game.over
    assert again.game.edge == 8 and again.game.level == 3


def mash_space(app, frames):
    """Space pressed every third frame, as a player mashing the drop key."""
    for _ in range(frames // 3):
        press(app, pygame.K_SPACE)
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=" "))
        step(app, 3)


def test_a_drop_mashed_as_the_stack_tops_out_skips_nothing_and_types_no_name(tx_app):
    scene = start(tx_app, Game(6, 20, seed=3), "modern")  # modern: Space drops
    while not scene.game.over:
        press(tx_app, pygame.K_SPACE)
    mash_space(tx_app, RESULTS_DELAY + 3)
    results = tx_app.scenes.top
    assert isinstance(results, ResultsScene)
    mash_space(tx_app, GUARD_TICKS - 6)
    assert tx_app.scenes.top is results  # not closed unread by the drop key
    past_the_guard(tx_app)
    press(tx_app, pygame.K_SPACE)  # the player means it now: Continue has the focus
    step(tx_app)
    entry = tx_app.scenes.top
    assert isinstance(entry, NameEntryScene)
    mash_space(tx_app, GUARD_TICKS - 3)
    assert entry.entry.value == ""  # the same key again types nothing into the name


def test_a_game_lost_by_the_pieces_ends_too(tx_app):
    scene = start(tx_app, Game(6, 0, seed=5))
    while not scene.game.over:
        press(tx_app, pygame.K_SPACE)
    assert not scene.game.aborted
    step(tx_app, RESULTS_DELAY + 1)
    assert isinstance(tx_app.scenes.top, ResultsScene)


def test_the_original_records_open_each_table():
    expected = {"edge9": 167_493, "edge8": 125_112, "edge7": 81_396, "edge6": 17_685}
    for mode, record in expected.items():
        for table in (mode, mode + "_assisted"):  # games with hints rank apart, below it too
            (entry,) = tetrhex_scene.initial_high_scores(table)
            assert (entry.name, entry.score) == ("Tetrhex 1996", record)
    modes = [mode for mode, _ in INFO.score_modes]
    assert modes == [table for mode in expected for table in (mode, mode + "_assisted")]


# -- help and text --------------------------------------------------------------------------------


def test_help_shows_the_keys_as_bound_now(tx_app):
    scene = start(tx_app, preset="modern")
    tx_app.bindings.set_keys("tetrhex", "modern", "drop", ["ctrl+d"])
    pages = tetrhex_scene.help_pages(tx_app)
    title, body = pages[-1]
    assert title == "Keys (Modern)"
    assert "Drop: Ctrl+D / Pad Y" in body.splitlines()  # a new key keeps the pad button
    assert "Pause: P / Pause" in body.splitlines()
    assert scene.preset == "modern"


def test_help_pages_show_the_lines_the_pieces_a_v_move_the_kicks_and_a_bomb(tx_app):
    pages = tetrhex_scene.help_pages(tx_app)
    pictured = [page[0] for page in pages if len(page) == 3]
    assert pictured == ["The game", "The pieces", "Moves", "Bombs"]
    rect = pygame.Rect(600, 100, 500, 500)
    for page in pages:
        if len(page) < 3:
            continue
        surface = Canvas.blank((1280, 720))
        surface.fill((1, 2, 3))
        page[2](surface, rect)
        inside = {
            surface.get_at((x, y))[:3]
            for x in range(rect.x, rect.right, 7)
            for y in range(rect.y, rect.bottom, 7)
        }
        assert len(inside) > 5, f"{page[0]}: the picture is nearly empty"
        outside = Canvas.blank((1280, 720))
        outside.fill((1, 2, 3))
        outside.blit(surface, rect, rect)
        assert pygame.image.tobytes(outside.surface, "RGB") == pygame.image.tobytes(
            surface.surface, "RGB"
        ), f"{page[0]}: the picture draws outside its rectangle"


def test_the_help_opens_with_the_focus_on_next(tx_app):
    scene = HelpScene.for_game(tx_app, INFO)
    assert scene.form.focus is scene.next
    tx_app.scenes.reset(scene)
    tx_app.scenes.apply()
    press(tx_app, pygame.K_RETURN)
    assert scene.page == 1


def screens(app):
    """Every screen of the game, each ready to draw (the playing scene in several states)."""
    game = game_with_board(
        7, "abcdefgabcd", piece=FallingPiece(8, 0, (0, -4), True), bombs=7, radar=True, level=12
    )
    playing = TetrhexScene(app, game)
    playing.say(i18n.t("tetrhex.msg.radar_on"))
    paused = TetrhexScene(app, Game(9, 4, seed=2), preset="modern")
    paused.game.act(Action.PAUSE)
    ended = TetrhexScene(app, Game(6, 0, seed=2))
    ended.game.act(Action.LEVEL_UP)
    ended.game.act(Action.ABORT)
    ended.show_results()
    yield playing
    yield paused
    yield PauseMenu(app, paused, paused.pause_choices())
    yield ended
    yield ResultsScene(app, ended.game, "tetrhex.over.aborted", lambda: None)
    marks = (12, 3)  # hints shown, loads from a slot: every row the sheet can have
    yield ResultsScene(app, ended.game, "tetrhex.over.title", lambda: None, ended.recording, marks)
    yield NameEntryScene(app, INFO, "edge6", 123_456)
    kept_with_hints(app, ended)
    for mode, _ in INFO.score_modes:
        yield HighScoresScene(app, INFO, mode)
    paused.ask_first_hint()
    app.scenes.apply()
    yield app.scenes.top
    yield ReplayListScene(app)
    yield tetrhex_scene.new_game(app)
    yield HelpScene.for_game(app, INFO)


def kept_with_hints(app, ended):
    """An assisted entry with a long name and a kept replay, and the replay exported."""
    from core.message import Message
    from core.storage import ScoreEntry
    from games.tetrhex.replay_files import ReplayFile, export

    detail = Message("tetrhex.score_detail", {"level": 30, "lines": 1234})
    detail = Message("tetrhex.score_detail_assisted", {"detail": detail, "hints": 123})
    entry = ScoreEntry("Maximilian Muster", 987_654, "2026-11-25", detail, ended.game_id)
    replay = ReplayFile.of(ended.recording, ended.game, entry.name)
    app.storage.add_high_score("tetrhex", "edge6_assisted", entry, (), replay.to_json())
    export(app.storage, replay)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_text_fits_on_every_screen(tx_app, lang):
    i18n.set_language(lang)
    ui_text.overflows.clear()
    for screen in screens(tx_app):
        tx_app.scenes.reset(screen)
        tx_app.scenes.apply()
        step(tx_app)
        for page in range(len(getattr(screen, "pages", ()))):
            screen.page = page
            screen.draw(tx_app.screen)
        for widget in screen.form.widgets:
            screen.form.focus = widget
            screen.draw(tx_app.screen)
    assert ui_text.overflows == []


# -- a whole game from the menu -------------------------------------------------------------------


@pytest.mark.parametrize("preset", ["classic", "modern"])
def test_a_whole_game_from_the_menu_with_each_preset(tx_app, preset):
    from core.menu import MainMenu

    tx_app.scenes.reset(MainMenu(tx_app))
    tx_app.scenes.apply()
    (play,) = [
        w for w in tx_app.scenes.top.form.widgets if getattr(w, "key", None) == ("tetrhex", "play")
    ]
    tx_app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=play.rect.center, button=1))
    step(tx_app)
    dialog = tx_app.scenes.top
    dialog.controls["edge"].set_value(6)
    dialog.controls["level"].set_value(12)
    dialog.controls["preset"].set_value(preset)
    press(tx_app, pygame.K_RETURN)  # Start has the focus
    step(tx_app)
    scene = tx_app.scenes.top
    assert isinstance(scene, TetrhexScene) and scene.preset == preset
    assert (scene.game.edge, scene.game.level) == (6, 12)
    table = INFO.key_presets[preset]
    moves = ["left", "right", "rotate_cw", "rotate_ccw", "down_left", "down_right", "down"]
    for turn in range(400):
        if scene.game.over:
            break
        for action in (moves[turn % 7], moves[(turn * 3) % 7], "drop"):
            press(tx_app, *key_code(table[action][0]))
            release(tx_app, key_code(table[action][0])[0])
            step(tx_app, 2)
    assert scene.game.over and scene.game.pieces > 5
    step(tx_app, RESULTS_DELAY)
    past_the_guard(tx_app)
    press(tx_app, pygame.K_RETURN)  # the results
    step(tx_app)
    past_the_guard(tx_app)
    press(tx_app, pygame.K_RETURN)  # the name (the table has room)
    step(tx_app)
    assert isinstance(tx_app.scenes.top, HighScoresScene)
    press(tx_app, pygame.K_ESCAPE)
    step(tx_app)
    (menu,) = [b for b in scene.end_buttons if b.text() == "Menu"]
    tx_app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu.rect.center, button=1))
    step(tx_app)
    assert isinstance(tx_app.scenes.top, MainMenu)


# -- the new-game dialog ------------------------------------------------------------------------


def test_new_players_start_with_the_modern_keys_and_return_starts_the_game(tx_app):
    dialog = tetrhex_scene.new_game(tx_app)
    tx_app.scenes.reset(dialog)
    tx_app.scenes.apply()
    dialog.form.focus = dialog.controls["edge"]  # Return on an option, not on Start
    press(tx_app, pygame.K_RETURN)
    tx_app.scenes.apply()
    scene = tx_app.scenes.top
    assert isinstance(scene, TetrhexScene) and scene.preset == "modern"
    assert scene.game.edge == 9  # Return started the game instead of changing the option


def test_the_dialog_shows_what_the_chosen_preset_does(tx_app):
    dialog = tetrhex_scene.new_game(tx_app)
    selector = dialog.controls["preset"]
    modern = dialog.notes(dialog.values())
    selector.step(-1)  # to Classic
    classic = dialog.notes(dialog.values())
    assert dialog.values()["preset"] == "classic"
    assert "Rotate counter-clockwise: W" in modern[1]
    assert "Down: Down / S" in modern[0]
    assert "Rotate counter-clockwise: Down" in classic[1]  # the original's keys
    assert "Down: A" in classic[0]
    i18n.set_language("fr")
    assert "Bas : Bas / S" in dialog.notes({"preset": "modern"})[0]


def test_the_dialogs_key_notes_name_every_action_a_player_needs_and_esc(tx_app):
    dialog = tetrhex_scene.new_game(tx_app)
    notes = " ".join(dialog.notes({"preset": "modern"}))
    for shown in ("Hint: H / Tab", "Radar: R", "Explode: B / Pad X", "Drop: Space", "Esc"):
        assert shown in notes, shown


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_pause_menu_has_no_empty_band_above_its_buttons(tx_app, language):
    i18n.set_language(language)
    start(tx_app)
    press(tx_app, pygame.K_ESCAPE)
    step(tx_app)
    menu = tx_app.scenes.top
    assert isinstance(menu, PauseMenu)
    first = menu.form.widgets[0].rect
    clock_top = menu.box.y + 72  # where the dialog writes its message: the clock, one line
    assert first.top - clock_top <= 50  # the line and a gap, no room for two more lines
    assert first.top >= clock_top + theme.FONT_SMALL + 8  # the clock still clear of it
    last = menu.form.widgets[-1].rect
    assert menu.box.contains(last) and menu.box.bottom - last.bottom <= 40
    assert len(ui_text.wrap(menu.message(), menu.box.w - 60, theme.FONT_SMALL)) == 1


def test_the_kick_picture_reads_alone_as_three_frames_with_a_cross_on_what_is_in_the_way(
    tx_app, monkeypatch
):
    from games.tetrhex import help_pictures

    frames, crosses, arrows = [], [], []
    real_board = help_pictures._board

    def board(surface, rect, palette, tiles, piece=None, ghost=None, marks=(), cells=()):
        frames.append((pygame.Rect(rect), piece, set(marks), dict(tiles)))
        return real_board(surface, rect, palette, tiles, piece, ghost, marks, cells)

    monkeypatch.setattr(help_pictures, "_board", board)
    monkeypatch.setattr(help_pictures, "_cross", lambda s, centre, size: crosses.append(centre))
    monkeypatch.setattr(help_pictures, "_arrow", lambda s, start, tip: arrows.append(tip))
    surface = Canvas.blank((600, 300))
    help_pictures.kick_steps(surface, pygame.Rect(0, 0, 600, 300), tx_app.palette())
    (first, before, _, tiles), (second, _, wanted, _), (third, kicked, _, _) = frames
    assert first.right < second.x and second.right < third.x  # read left to right
    assert len(arrows) == 2 and first.right <= arrows[0] <= second.x + 4
    assert wanted == set(before.rotated(1).cells)  # the turn it wants, outlined
    assert wanted & set(tiles) and len(crosses) == len(wanted & set(tiles))  # crossed: taken
    assert kicked.rotation == before.rotated(1).rotation and kicked.cells != before.rotated(1).cells
