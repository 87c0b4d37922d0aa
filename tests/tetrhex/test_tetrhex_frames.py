"""What a Tetrhex frame costs while the piece falls: the picture changes for the piece and for
the clock's seconds, not for every pixel of the clock's bar; the side panels are drawn again
only when what they show changes, and the picture kept is the one a fresh drawing gives."""

import itertools

import pytest

from games.tetrhex import side_panel
from games.tetrhex.logic import Action, Game
from tests.tetrhex.test_tetrhex_scene_support import low_bar, start, step, tetrhex_app


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


def test_the_clock_changes_the_picture_once_a_second(tx_app):
    scene = start(tx_app, Game(9, 0, seed=3))
    keys = []
    for _ in range(120):  # two seconds at level 0: the piece falls twice
        step(tx_app, draw=False)
        keys.append(scene.frame_key())
    changes = sum(1 for before, after in itertools.pairwise(keys) if before != after)
    assert 2 <= changes <= 4  # the bar used to move on 8 more ticks than that


def test_a_moving_piece_does_not_draw_the_panels_again(tx_app, monkeypatch):
    scene = start(tx_app, low_bar())
    drawn = []
    real = side_panel.draw_stats
    monkeypatch.setattr(side_panel, "draw_stats", lambda *a: drawn.append(1) or real(*a))
    scene.draw(tx_app.screen)
    for action in (Action.LEFT, Action.LEFT, Action.RIGHT, Action.DOWN):
        assert scene.act(action)
        scene.draw(tx_app.screen)
    assert len(drawn) == 1
    scene.act(Action.DROP)  # a lock: new score, new board
    scene.draw(tx_app.screen)
    assert len(drawn) == 2


def picture(app, scene) -> bytes:
    app.render(app.screen)
    return app.screen.surface.get_buffer().raw


def test_the_kept_picture_is_the_one_a_fresh_drawing_gives(tx_app):
    scene = start(tx_app, Game(9, 3, seed=5))
    for action in (Action.LEFT, Action.DROP, Action.RIGHT):
        scene.act(action)
        step(tx_app, 61, draw=False)  # the clock's next second, a fall
        kept = picture(tx_app, scene)
        fresh = start(tx_app, scene.game.clone())
        fresh.ticks = scene.ticks
        assert picture(tx_app, fresh) == kept
        tx_app.scenes.reset(scene)
        tx_app.scenes.apply()
