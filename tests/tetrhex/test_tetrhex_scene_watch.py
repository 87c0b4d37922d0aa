"""Tetrhex's computer player on screen (Watch, ``--demo``), and both scenes under random input."""

import itertools
import random
import time

import pygame
import pytest

import main
from core import i18n
from core.app import App
from core.menu import MainMenu
from core.settings import LANGUAGES
from core.ui import text as ui_text
from games.tetrhex.info import CLASSIC, MODERN
from games.tetrhex.logic import Action, Game
from games.tetrhex.playfield import RESULTS_DELAY, PauseMenu
from games.tetrhex.results import ResultsScene
from games.tetrhex.scene import TetrhexScene
from games.tetrhex.watch import WatchScene
from tests.support import past_the_guard
from tests.tetrhex.test_tetrhex_scene_support import (
    key_code,
    press,
    step,
    tetrhex_app,
)


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


def watch(app, game, rate=10):
    scene = WatchScene(app, game, rate)
    app.scenes.reset(scene)
    app.scenes.apply()
    return scene


def record_actions(scene):
    """Log (tick, action, accepted) of every action the bot sends to the engine."""
    log = []
    act = scene.game.act

    def logged(action):
        done = act(action)
        log.append((scene.game.ticks, action, done))
        return done

    scene.game.act = logged
    return log


def run_until(app, condition, limit):
    for _ in range(limit):
        if condition():
            return
        step(app, draw=False)
        time.sleep(0.0002)  # the bot decides in a worker thread; let it in
    raise AssertionError("the scene never got there")


def test_the_computer_plays_legal_actions_at_most_ten_a_second(tx_app):
    scene = watch(tx_app, Game(6, 0, seed=2))
    log = record_actions(scene)
    run_until(tx_app, lambda: scene.game.pieces >= 8, 20_000)
    assert scene.refused == 0 and log and all(done for _, _, done in log)
    ticks = [tick for tick, _, _ in log]
    assert min(b - a for a, b in itertools.pairwise(ticks)) >= 6
    assert scene.game.lines_cleared >= 0 and not scene.game.over


def test_the_rate_setting_slows_the_computer_and_is_kept(tx_app):
    scene = watch(tx_app, Game(9, 0, seed=4), rate=10)
    press(tx_app, pygame.K_LEFT)  # the speed spinner has the focus
    press(tx_app, pygame.K_LEFT)
    assert scene.rate == 8 and scene.bot.interval == 8
    assert tx_app.settings.game_options("tetrhex")["bot_rate"] == 8
    assert WatchScene.fresh(tx_app).rate == 8
    log = record_actions(scene)
    run_until(tx_app, lambda: len(log) >= 6, 5000)
    ticks = [tick for tick, _, _ in log]
    assert min(b - a for a, b in itertools.pairwise(ticks)) >= 8


def test_the_demo_plays_on_its_own_until_game_over(tx_app):
    scene = watch(tx_app, Game(6, 26, seed=3))  # fast gravity: a short game
    run_until(tx_app, lambda: scene.game.over, 30_000)
    assert not scene.game.aborted and scene.refused == 0
    step(tx_app, RESULTS_DELAY + 1)
    results = tx_app.scenes.top
    assert isinstance(results, ResultsScene) and results.title == "tetrhex.results.computer"
    past_the_guard(tx_app)
    press(tx_app, pygame.K_RETURN)
    step(tx_app)
    assert tx_app.scenes.top is scene  # no high-score entry for the computer
    press(tx_app, pygame.K_RETURN)  # "Watch again"
    step(tx_app)
    assert isinstance(tx_app.scenes.top, WatchScene) and not tx_app.scenes.top.game.over


def test_main_demo_opens_the_watch_scene_and_runs(tx_app):
    options = main.parse_args(["--demo", "--headless", "--frames", "90"])
    app = App(options)
    first = main.first_scenes(app)
    assert isinstance(first[0], MainMenu) and isinstance(first[1], WatchScene)
    app.run(*first)
    assert app.frames == 90


def test_the_menu_card_has_a_watch_button(tx_app):
    menu = MainMenu(tx_app)
    (button,) = [w for w in menu.form.widgets if getattr(w, "key", None) == ("tetrhex", "watch")]
    tx_app.scenes.push(menu)
    tx_app.scenes.apply()
    tx_app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    step(tx_app)
    assert isinstance(tx_app.scenes.top, WatchScene)


def test_watching_keeps_the_players_autosave(tx_app):
    player = TetrhexScene(tx_app, Game(9, 0, seed=1))
    player.autosave()
    scene = watch(tx_app, Game(9, 0, seed=1))
    scene.quit_to_menu()
    step(tx_app)
    assert tx_app.storage.save_path("tetrhex", "autosave").exists()


def test_escape_pauses_the_computer_and_resume_lets_it_play_on(tx_app):
    scene = watch(tx_app, Game(9, 0, seed=1))
    press(tx_app, pygame.K_ESCAPE)
    step(tx_app)
    assert isinstance(tx_app.scenes.top, PauseMenu) and scene.game.paused
    press(tx_app, pygame.K_ESCAPE)
    step(tx_app)
    assert tx_app.scenes.top is scene and not scene.game.paused


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_watch_screens_fit_their_text(tx_app, lang):
    i18n.set_language(lang)
    ui_text.overflows.clear()
    scene = watch(tx_app, Game(7, 0, seed=1))
    step(tx_app, 3)
    scene.game.act(Action.ABORT)
    scene.show_results()
    step(tx_app, 2)
    scene.open_pause()
    step(tx_app, 2)
    assert ui_text.overflows == []


# -- random input ---------------------------------------------------------------------------------

GAME_KEYS = sorted(
    {spec for table in (CLASSIC, MODERN) for keys in table.values() for spec in keys}
)
OTHER_KEYS = [(pygame.K_ESCAPE, 0), (pygame.K_RETURN, 0), (pygame.K_TAB, 0), (pygame.K_k, 0)]


def survive(app, random_play, make_scene, frames, seed):
    app.scenes.reset(make_scene())
    app.scenes.apply()
    keys = [key_code(spec) for spec in GAME_KEYS] * 6 + OTHER_KEYS  # mostly the game's keys
    tetrhex = (TetrhexScene, WatchScene)
    random_play(
        app,
        random.Random(seed),
        keys,
        frames,
        stopped=lambda: not any(isinstance(scene, tetrhex) for scene in app.scenes.scenes),
        restart=lambda frame: app.scenes.reset(make_scene()),  # random clicks reached the menu
    )


def test_the_players_scene_survives_20000_frames_of_random_input(tx_app, monkeypatch, random_play):
    monkeypatch.setattr(tx_app, "set_fullscreen", lambda on: None)
    seeds = iter(range(1000))
    started = time.process_time()  # CPU time: other programs on the machine do not count
    survive(
        tx_app,
        random_play,
        lambda: TetrhexScene(tx_app, Game(7, 5, seed=next(seeds))),
        20_000,
        seed=1,
    )
    assert time.process_time() - started < 25


def test_the_watch_scene_survives_random_input(tx_app, monkeypatch, random_play):
    monkeypatch.setattr(tx_app, "set_fullscreen", lambda on: None)
    survive(tx_app, random_play, lambda: WatchScene(tx_app, Game(6, 8, seed=2)), 2000, seed=2)
