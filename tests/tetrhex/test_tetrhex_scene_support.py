"""Helpers of the Tetrhex scene tests: an app with Tetrhex registered, and input events."""

import pygame

from games.tetrhex.ascii import game_with_board
from games.tetrhex.info import INFO
from games.tetrhex.logic import FallingPiece, Game
from games.tetrhex.scene import TetrhexScene
from tests.support import close_app, only_game, run_frames


def tetrhex_app(monkeypatch):
    """A headless app with Tetrhex as the only game (its texts and keys registered); for a
    fixture to ``yield from``."""
    from core.app import App, Options

    only_game(monkeypatch, INFO)
    application = App(Options(headless=True, frames=1, seed=11))
    yield application
    close_app(application)


def start(app, game=None, preset="classic", shadow=True):
    scene = TetrhexScene(app, game or Game(9, 0, seed=3), preset, shadow)
    app.scenes.reset(scene)
    app.scenes.apply()
    return scene


def step(app, frames=1, draw=True):
    run_frames(app, frames, 1 if draw else None)


def key_event(kind, key, mod=0):
    return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0)


def press(app, key, mod=0):
    app.dispatch(key_event(pygame.KEYDOWN, key, mod))


def release(app, key):
    app.dispatch(key_event(pygame.KEYUP, key))


def key_code(spec):
    """The pygame key code and modifiers of a key spec such as ``ctrl+escape``."""
    mods, _, name = spec.rpartition("+") if spec not in ("+", "[+]") else ("", "", spec)
    mod = pygame.KMOD_LCTRL if "ctrl" in mods else 0
    return pygame.key.key_code(name), mod


def low_bar():
    """Edge 9 with the bar standing in column 0 at heights 4-7: room to slide 8 columns."""
    return game_with_board(9, "", piece=FallingPiece(0, 0, (0, 2), False))


def checked_replay(app, frames=600):
    """The replay scene once its check has passed (a long one takes a few frames)."""
    from games.tetrhex.replay_scene import ReplayScene

    for _ in range(frames):
        app.scenes.apply()
        top = app.scenes.top
        if isinstance(top, ReplayScene) and top.told_checked:
            return top
        step(app, draw=False)
    raise AssertionError("the replay was not opened, or its check did not pass")


def settled(app, frames=600):
    """The top scene once no replay is being checked any more."""
    from games.tetrhex.replay_check import CatchUpScene
    from games.tetrhex.replay_scene import ReplayScene

    for _ in range(frames):
        app.scenes.apply()
        top = app.scenes.top
        checking = isinstance(top, ReplayScene) and not top.verifier.passed
        if not (checking or isinstance(top, CatchUpScene)):
            return top
        step(app, draw=False)
    raise AssertionError("the replay check did not end")
