"""What the minusMax scene says and how keys behave (issue 26, items 4 to 6): the hint shows the
whole turn it plans; the replay words a placement as the live game did, multiplier included;
a tile aimed with the keys shows what it would score as one aimed with the mouse does; Esc
leaves exchange mode before it pauses."""

import pygame

from core import i18n
from core.ui.dialogs import ChoiceDialog
from games.minusmax import ai
from games.minusmax.logic import EndTurn, Place
from tests.minusmax.test_minusmax_scene import (
    a_legal_placement,
    at,
    frames,
    human_vs,
    key,
    wait_for_hint,
)


def d_cell_placement(scene):
    """Play the game on (level-3 moves for both) until a placement on a D cell is legal."""
    for _ in range(300):
        state = scene.state
        found = [(c, v) for c, v in state.legal_placements() if state.specials.get(c) == "D"]
        if found:
            return found[0]
        scene.play(ai.choose(state, 3, seed=len(scene.match.moves)))
    raise AssertionError("no D cell came within reach")


def test_the_replay_words_a_placement_as_the_live_game_did(app):
    scene = human_vs(app=app)
    cell, value = d_cell_placement(scene)
    name = scene.name(scene.state.current_player)
    scene.play(Place(cell, value))
    points = scene.state.last_placement.points
    title, body, _ = scene.view.info()
    assert title == f"{name} scores {points}" and body.endswith(f"D ×2 = {points}")
    screen = scene.replay_screen()
    app.scenes.push(screen)
    app.scenes.apply()
    screen.replay.toggle()  # pause, then step onto the placement as a player would
    screen.go(screen.replay.total - 1)
    screen.go(screen.replay.total)
    assert screen.view.flash.lines == scene.flash.lines  # the bubble on the board
    assert screen.view.describe(screen.replay)[:2] == (title, body)  # the information box


def test_a_tile_aimed_with_the_keys_shows_its_score_with_the_mouse_on_the_board(app):
    scene = human_vs(app=app)
    cell, value, index = a_legal_placement(scene)
    elsewhere = next(c for c in scene.board.centres if c != cell and c not in scene.state.tiles)
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=at(scene, elsewhere), rel=(0, 0), buttons=(0,))
    )
    key(app, pygame.K_1 + index)
    for _ in range(30):  # walk the cursor there with the arrow keys; the mouse stays put
        q, r = scene.pick.cursor
        if r != cell[1]:
            key(app, pygame.K_UP if r > cell[1] else pygame.K_DOWN)
        elif q != cell[0]:
            key(app, pygame.K_LEFT if q > cell[0] else pygame.K_RIGHT)
    points = scene.state.preview(cell, value).points
    assert scene.view.info()[0] == i18n.t("minusmax.preview", value=value, points=points)
    assert scene.view.picture().ghost == (cell, value)
    key(app, pygame.K_RETURN)
    assert scene.state.tiles.get(cell) == value
    assert scene.view.info()[0] == f"Ana scores {points}"


def test_escape_leaves_exchange_mode_and_then_opens_the_menu(app):
    scene = human_vs(app=app)
    key(app, pygame.K_x)
    key(app, pygame.K_1)
    assert scene.pick.exchange == {0}
    key(app, pygame.K_ESCAPE)
    assert scene.pick.exchange is None and app.scenes.top is scene
    assert scene.view.rack_label()[0] == "Ana's tiles"
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.scenes.top, ChoiceDialog)


def test_the_hint_shows_the_whole_planned_turn_with_its_total(app):
    scene = human_vs(seed=1, app=app)  # level 8 would place 5 tiles here
    plan = ai.plan_turn(scene.state, 8, seed=0)
    placements = [move for move in plan if isinstance(move, Place)]
    assert len(placements) >= 2  # a turn of several tiles (the issue: one tile was shown)
    wait_for_hint(app, scene)
    steps = scene.hint_plan.steps
    assert [Place(cell, value) for cell, value, _ in steps] == placements
    assert scene.view.picture().hint == tuple((cell, value) for cell, value, _ in steps)
    board = scene.state.clone()
    before = board.points[0]
    for move in plan:
        board.apply(move)
    total = board.points[0] - before  # the placements and any empty-rack bonus
    lines = scene.notice.body.splitlines()
    assert lines[0] == i18n.t("minusmax.hint_turn", count=len(steps))
    assert lines[-1] == i18n.t("minusmax.hint_total", points=total) == f"Total: {total} points"
    listed = " ".join(lines[1:-1])
    for step, (_, value, points) in enumerate(steps, 1):
        assert i18n.t("minusmax.hint_step", step=step, value=value, points=points) in listed
    key(app, pygame.K_RETURN)  # Enter plays the first tile; the plan follows to the next
    assert scene.state.tiles.get(steps[0][0]) == steps[0][1]
    assert scene.hint_plan.steps == steps[1:]
    assert scene.selected_value() == steps[1][1] and scene.pick.cursor == steps[1][0]


def test_a_hint_to_end_the_turn_says_so(app, monkeypatch):
    from core.match import Engine

    scene = human_vs(app=app)
    monkeypatch.setattr(Engine, "plan", lambda self, state, level, seed: [EndTurn()])
    wait_for_hint(app, scene)
    assert scene.notice.body == i18n.t("minusmax.hint_pass") and scene.hint_plan is None
    assert scene.view.picture().hint == ()
