"""What players tripped over in Mooxil (issue 17): the level summary that a key skipped, the
game over that did not say why, undo by mouse and keyboard, and a hint that promised too much."""

import pygame

from core import i18n
from core.ui.canvas import Canvas
from core.ui.dialogs import GUARD_TICKS, ChoiceDialog
from games.mooxil import ai
from games.mooxil import logic as mooxil_logic
from games.mooxil.logic import new_game
from games.mooxil.results import missed_by
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
    monkeypatch.setattr(mooxil_logic, "level_target", lambda level, version: 10**6)
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


# -- help pictures ------------------------------------------------------------------------------


def test_the_linking_picture_links_closes_and_blocks():
    from games.mooxil.help_pictures import CENTRE, linking_states

    before, after = linking_states()
    effect = before.placement_preview(CENTRE)
    assert sorted(effect.links) == [(0, -1), (1, 0)]
    assert list(effect.closed) == [(1, 0)]
    board = after.board
    assert board.tile_at(CENTRE).free == 1
    assert board.tile_at((0, -1)).free == 1 and board.tile_at((1, 0)).free == 0
    assert sorted(board.blocked_cells()) == [(0, 1), (1, -1)]


def test_the_eraser_picture_gives_sides_back_and_leaves_cells_blocked():
    from games.mooxil.help_pictures import CENTRE, erasing_states

    _, after = erasing_states()
    board = after.board
    assert board.tile_at(CENTRE) is None
    assert board.tile_at((0, -1)).free == 2 and board.tile_at((1, 0)).free == 1
    assert sorted(board.blocked_cells()) == [(0, 1), (1, -1)]


def test_the_help_draws_its_pictures_on_the_links_and_eraser_pages(game, app):
    from games.mooxil import scene as mooxil_scene
    from games.mooxil.info import INFO

    pages = mooxil_scene.help_pages(app)
    with_pictures = [index for index, page in enumerate(pages) if len(page) == 3]
    keys = [body for _, body in INFO.help_pages]
    assert with_pictures == [keys.index("mooxil.help.links"), keys.index("mooxil.help.special")]
    for index in with_pictures:
        surface = Canvas.blank((520, 520))
        pages[index][2](surface, pygame.Rect(5, 5, 510, 510))
        assert len({surface.get_at((x, 160))[:3] for x in range(0, 520, 4)}) > 3


def test_the_hint_counts_a_tile_left_alone_against_the_move():
    from dataclasses import replace

    from games.mooxil.evaluation import DEFAULT_WEIGHTS, potential
    from games.mooxil.textboard import board_from_text

    alone = board_from_text(
        """
          E1  .
        .   .   .
          .   3
        """
    )
    none = replace(DEFAULT_WEIGHTS, lonely=0.0)
    charged = potential(alone, 1, none) - potential(alone, 1)
    assert charged == DEFAULT_WEIGHTS.lonely == 5.0  # the 3 alone; the endtile is not charged
