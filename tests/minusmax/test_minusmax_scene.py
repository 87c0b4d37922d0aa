"""The minusMax scene, driven by key and mouse events through the app as a player drives it."""

import itertools
import json
import random

import pygame
import pytest

from core import i18n
from core.match import Match
from core.replay_scene import ReplayScene
from core.scores_scene import HighScoresScene, NameEntryScene
from core.settings import LANGUAGES
from core.ui import text as ui_text
from core.ui import theme
from core.ui.canvas import Canvas
from core.ui.dialogs import GUARD_TICKS, ChoiceDialog, HandOverScene
from core.ui.widgets import Button, Checkbox
from games.minusmax import ai, rack_order
from games.minusmax import results as results_module
from games.minusmax import scene as mm
from games.minusmax.info import INFO
from games.minusmax.logic import Exchange, Place
from games.minusmax.options_scene import OptionsScene
from games.minusmax.replay_view import ReplayView
from games.minusmax.results import ResultsScene
from games.minusmax.style import Display
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)
from tests.support import seat

HUMAN_STARTS, COMPUTER_STARTS = 3, 6  # seeds of two-player games


def start(app, seats, seed=HUMAN_STARTS, **options) -> mm.MinusMaxScene:
    scene = mm.MinusMaxScene(app, mm.start_match(seed, seats, {"rack_size": 8, **options}))
    app.scenes.push(scene)
    app.scenes.apply()
    return scene


def human_vs(level=2, seed=HUMAN_STARTS, app=None):
    return start(app, [seat("Ana", 0, 0), seat("Computer", level, 1)], seed)


def frames(app, count=1):
    for _ in range(count):
        app.frame(1)


def key(app, name, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=name, mod=mod, unicode="", scancode=0))
    frames(app)


def mouse(app, kind, pos, button=1):
    app.dispatch(pygame.event.Event(kind, pos=pos, button=button))


def click(app, pos, button=1):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    mouse(app, pygame.MOUSEBUTTONDOWN, pos, button)
    mouse(app, pygame.MOUSEBUTTONUP, pos, button)
    frames(app)


def at(scene, cell):
    x, y = scene.board.centre(cell)
    return (round(x), round(y))


def rack_pos(scene, index):
    x, y = scene.rack.centre(index, len(scene.rack_values()))
    return (round(x), round(y))


def a_legal_placement(scene):
    cell, value = scene.state.legal_placements()[0]
    return cell, value, scene.rack_values().index(value)


# -- placing ---------------------------------------------------------------------------------------


def test_click_a_tile_then_a_lit_cell_places_it(app):
    scene = human_vs(app=app)
    cell, value, index = a_legal_placement(scene)
    click(app, rack_pos(scene, index))
    assert scene.selected_value() == value
    assert cell in scene.legal_cells()
    click(app, at(scene, cell))
    assert scene.state.tiles[cell] == value
    assert scene.state.placed_this_turn()[-1].cell == cell
    assert scene.flash is not None and scene.flash.cell == cell
    assert any("=" in line for line in scene.flash.lines)  # the operation, e.g. "3 + 2 = 5"


def test_number_key_arrows_and_enter_place_a_tile(app):
    scene = human_vs(app=app)
    cell, value, index = a_legal_placement(scene)
    key(app, pygame.K_1 + index)
    assert scene.selected_value() == value
    for _ in range(30):  # walk the cursor there with the arrow keys
        q, r = scene.pick.cursor
        if r != cell[1]:
            key(app, pygame.K_UP if r > cell[1] else pygame.K_DOWN)
        elif q != cell[0]:
            key(app, pygame.K_LEFT if q > cell[0] else pygame.K_RIGHT)
    assert scene.pick.cursor == cell and scene.view.picture().cursor == cell
    key(app, pygame.K_RETURN)
    assert scene.state.tiles.get(cell) == value


def test_drag_a_tile_onto_the_board(app):
    scene = human_vs(app=app)
    cell, value, index = a_legal_placement(scene)
    mouse(app, pygame.MOUSEBUTTONDOWN, rack_pos(scene, index))
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 500), rel=(1, 1), buttons=(1, 0, 0))
    )
    assert scene.pick.dragging == index
    frames(app)  # the dragged tile is drawn under the pointer
    mouse(app, pygame.MOUSEBUTTONUP, at(scene, cell))
    assert scene.state.tiles.get(cell) == value


def test_an_illegal_drop_changes_nothing_and_says_why(app):
    scene = human_vs(app=app)
    values = scene.rack_values()
    legal = set(scene.state.legal_cells(values[0]))
    bad = next(c for c in scene.state.open_cells() if c not in legal)
    before = scene.state.to_dict()
    key(app, pygame.K_1)
    click(app, at(scene, bad))
    assert scene.state.to_dict() == before
    assert app.toasts.texts[-1] == i18n.t("minusmax.refuse.no_solution", value=values[0])
    assert "give" in scene.notice.body  # what the neighbours would accept
    assert scene.refused[0] == bad


def test_the_reason_is_given_in_spanish(app):
    i18n.set_language("es")
    scene = human_vs(app=app)
    centre = (0, 0)
    key(app, pygame.K_1)
    click(app, at(scene, centre))
    assert app.toasts.texts[-1].startswith("Esa casilla ya tiene")


def test_rack_tiles_rearrange_by_drag_and_sort(app):
    scene = human_vs(app=app)
    before = list(scene.rack_values())
    mouse(app, pygame.MOUSEBUTTONDOWN, rack_pos(scene, 0))
    target = rack_pos(scene, 3)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0)))
    mouse(app, pygame.MOUSEBUTTONUP, target)
    assert scene.rack_values() == [*before[1:4], before[0], *before[4:]]
    key(app, pygame.K_2)
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)  # the selected tile moves right
    assert scene.rack_values()[2] == before[2] and scene.pick.selected == 2
    click(app, scene.controls.sort_box.rect.center)
    assert scene.rack_values() == sorted(before)
    assert app.settings.game_options("minusmax")["display"]["sort"] is True


# -- turns -----------------------------------------------------------------------------------------


def test_take_back_exchange_and_turn_by_keys(app):
    scene = human_vs(app=app)
    cell, _, index = a_legal_placement(scene)
    key(app, pygame.K_1 + index)
    click(app, at(scene, cell))
    key(app, pygame.K_BACKSPACE)
    assert cell not in scene.state.tiles and not scene.state.placed_this_turn()
    key(app, pygame.K_x)
    key(app, pygame.K_1)
    key(app, pygame.K_2)
    assert scene.pick.exchange == {0, 1}
    key(app, pygame.K_t)
    assert scene.state.turn_log[-1].exchanged == 2
    assert scene.state.current_player == 1


def test_take_back_returns_the_tile_to_the_rack_place_it_came_from(app):
    scene = human_vs(app=app)
    cell, value, _ = a_legal_placement(scene)
    order = scene.rack_values()
    index = next(i for i, v in enumerate(order) if v == value and i < len(order) - 1)
    before = list(order)
    key(app, pygame.K_1 + index)
    click(app, at(scene, cell))
    assert scene.state.tiles.get(cell) == value
    key(app, pygame.K_BACKSPACE)
    assert scene.rack_values() == before


def test_the_flash_shows_the_multiplier_of_a_d_cell(app):
    scene = human_vs(app=app)
    cell, value, _ = a_legal_placement(scene)
    scene.state.specials[cell] = "D"  # the position made to order: a D under the placement
    scene.play(Place(cell, value))
    points = scene.state.last_placement.points
    assert any(line.endswith(f"D ×2 = {points}") for line in scene.flash.lines), scene.flash.lines


def test_a_computer_turn_plays_out_while_frames_keep_coming(app):
    scene = human_vs(level=4, app=app)  # here level 4 places several tiles, level 2 just one
    key(app, pygame.K_t)  # pass
    count = 0
    while scene.state.current_player == 1 and count < 600:
        frames(app)
        count += 1
    assert scene.state.current_player == 0
    assert scene.state.turn_log[-1].player == 1
    assert count >= 2  # the computer moved over several frames, not in one frozen one


def test_computer_tiles_come_one_by_one_at_the_configured_pace(app):
    Display(tile_delay=500, turn_delay=0).store(app.settings.game_options("minusmax"))
    scene = start(app, [seat("Computer 1", 3, 0), seat("Computer 2", 3, 1)], seed=HUMAN_STARTS)
    key(app, pygame.K_s)
    placed_at = []
    for tick in range(900):
        frames(app)
        count = len(scene.state.placements)
        if count > len(placed_at):
            placed_at.append(tick)
        if len(placed_at) >= 3:
            break
    gaps = [b - a for a, b in itertools.pairwise(placed_at)]
    assert len(placed_at) == 3 and all(gap >= 29 for gap in gaps), placed_at  # 500 ms = 30 ticks


def test_the_game_waits_for_start_when_a_computer_begins(app):
    scene = human_vs(seed=COMPUTER_STARTS, app=app)
    assert scene.state.current_player == 1 and not scene.started
    frames(app, 30)
    assert not scene.state.history
    assert "Start" in scene.view.status_text()
    click(app, scene.controls.buttons["start"].rect.center)
    for _ in range(600):
        frames(app)
        if scene.state.current_player == 0:
            break
    assert scene.state.history and scene.state.current_player == 0


def test_hand_over_hides_the_rack_between_two_humans(app):
    scene = start(app, [seat("Ana", 0, 0), seat("Bruno", 0, 1)])
    frames(app)
    assert isinstance(app.scenes.top, HandOverScene)  # nobody has seen a rack yet
    frames(app, 25)
    key(app, pygame.K_SPACE)
    assert app.scenes.top is scene and scene.viewer == 0
    key(app, pygame.K_t)
    frames(app)
    assert isinstance(app.scenes.top, HandOverScene) and app.scenes.top.name == "Bruno"
    assert scene.viewer is None and scene.rack_values() == []  # Ana's rack is gone too
    frames(app, 25)
    key(app, pygame.K_RETURN)
    assert scene.viewer == 1 and scene.my_turn()


def wait_for_hint(app, scene):
    key(app, pygame.K_h)
    for _ in range(600):
        frames(app)
        if scene.hint is None:
            return


def test_hint_selects_the_best_placement_of_the_strongest_search(app):
    scene = human_vs(seed=1, app=app)
    expected, _ = ai.hint(scene.state)
    wait_for_hint(app, scene)
    assert scene.hint_plan.steps[0][:2] == (expected.cell, expected.value)
    assert scene.selected_value() == expected.value
    asker = scene.match.current_player
    assert scene.match.hints_asked[asker] == sum(scene.match.hints_asked) == 1  # for the table
    key(app, pygame.K_RETURN)  # the cursor sits on the hint: Enter plays it
    assert scene.state.tiles.get(expected.cell) == expected.value


def test_a_hint_can_be_to_exchange_or_pass(app):
    scene = human_vs(seed=11, app=app)  # greedy or looking ahead, the hint is an exchange
    move = ai.hint(scene.state)[0]
    assert isinstance(move, Exchange)
    wait_for_hint(app, scene)
    tiles = ", ".join(map(str, move.tiles))
    assert scene.notice.body == i18n.t("minusmax.hint_exchange", tiles=tiles)
    assert scene.hint_plan is None


def test_board_interactions_of_the_original(app):
    scene = human_vs(app=app)
    cell, _, index = a_legal_placement(scene)
    key(app, pygame.K_1 + index)
    click(app, at(scene, cell))
    mouse(app, pygame.MOUSEBUTTONDOWN, at(scene, cell), button=3)
    assert scene.view.picture().peek == cell
    mouse(app, pygame.MOUSEBUTTONUP, at(scene, cell), button=3)
    assert scene.pick.peek is None
    click(app, at(scene, cell), button=2)
    assert cell in scene.pick.singles
    click(app, at(scene, cell), button=2)
    assert cell not in scene.pick.singles
    row = scene.hud.rows[0].center
    modes = []
    for _ in range(3):
        click(app, row)
        modes.append(scene.modes[0])
    assert modes == [1, 2, 0]
    key(app, pygame.K_F6)
    assert scene.modes[1] == 1


def test_turns_are_refused_while_a_computer_plays(app):
    human_vs(app=app)
    key(app, pygame.K_t)
    key(app, pygame.K_t)
    assert app.toasts.texts[-1] == i18n.t("minusmax.refuse.not_your_turn", name="Computer")


# -- the end ---------------------------------------------------------------------------------------


def finished_match(seed=HUMAN_STARTS, seats=None):
    seats = seats or [seat("Ana", 0, 0), seat("Computer", 1, 1)]
    match = mm.start_match(seed, seats, {"rack_size": 3})
    while not match.over:
        match.play(ai.choose(match.state, 1, seed=len(match.moves)))
    return match


def at_the_end(app, match):
    """The scene of a finished ``match``, its results sheet shown over it."""
    scene = mm.MinusMaxScene(app, match)
    app.scenes.push(scene)
    app.scenes.apply()
    frames(app, 2)
    assert isinstance(app.scenes.top, ResultsScene)
    return scene


def past_the_guard(app):
    """The moment a sheet or name box shown at the game's end ignores input."""
    frames(app, GUARD_TICKS)


def typed(app, text):
    for letter in text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))


def test_the_end_shows_each_score_and_penalty_then_offers_a_high_score(app):
    match = finished_match(seed=2)
    assert match.result().scores[0] > 0
    scene = at_the_end(app, match)
    assert scene.snapshot() is None  # a finished game is not worth saving
    past_the_guard(app)
    key(app, pygame.K_RETURN)
    assert type(app.scenes.top).__name__ == "NameEntryScene"
    assert app.scenes.top.mode == "2" and app.scenes.top.score == match.state.scores()[0]


def test_after_the_game_the_board_stays_in_view_and_the_sheet_shows_each_rack_left(
    app, monkeypatch
):
    match = finished_match(seed=2)
    scene = mm.MinusMaxScene(app, match)
    app.scenes.push(scene)
    app.scenes.apply()
    frames(app, 2)
    drawn = []
    real_tile = results_module.tile_view.tile
    monkeypatch.setattr(
        results_module.tile_view,
        "tile",
        lambda value, *rest: drawn.append(value) or real_tile(value, *rest),
    )
    app.render(app.screen)
    racks = [sorted(match.state.rack(p)) for p in range(match.state.players)]
    left = [value for rack in racks for value in rack]
    assert left and drawn[-len(left) :] == left  # the sheet, drawn last, over the game
    past_the_guard(app)
    key(app, pygame.K_RETURN)  # the sheet closes (the high-score entry, then the board)
    while app.scenes.top is not scene:
        app.scenes.pop()
        app.scenes.apply()
    board = Canvas.blank(app.screen.get_size())
    board.fill(theme.BACKGROUND)
    scene.board.draw(board, scene.view.picture())
    app.render(app.screen)
    top_rows = pygame.Rect(scene.board.rect.x, scene.board.rect.y, scene.board.rect.w, 80)
    shown = pygame.image.tobytes(app.screen.subsurface(top_rows).copy().surface, "RGB")
    assert shown == pygame.image.tobytes(board.subsurface(top_rows).copy().surface, "RGB")
    title, body, _ = scene.view.info()
    assert title == "Ana wins!" and body.startswith(results_module.end_reason(match.state))


def test_a_final_score_below_one_is_no_high_score(app):
    match = finished_match(seed=12)  # Ana ends on -38
    assert match.result().scores[0] < 0
    scene = at_the_end(app, match)
    past_the_guard(app)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene and app.storage.high_scores("minusmax", "2") == []


def hot_seat_match():
    """A finished game of Ana and Bea (humans, 476 and 658) against a level-1 computer (539)."""
    seats = [seat("Ana", 0, 0), seat("Bea", 0, 1), seat("Computer", 1, 2)]
    match = finished_match(seed=1, seats=seats)
    assert match.result().scores == (476, 658, 539)
    return match


def test_in_hot_seat_each_human_who_places_is_offered_in_turn_and_once(app):
    match = hot_seat_match()
    scene = at_the_end(app, match)
    past_the_guard(app)
    key(app, pygame.K_RETURN)  # the sheet closes
    asked = []
    while isinstance(app.scenes.top, NameEntryScene):
        box = app.scenes.top
        asked.append((box.entry.value, box.score, box.mode))
        past_the_guard(app)
        key(app, pygame.K_RETURN)
    assert asked == [("Bea", 658, "3"), ("Ana", 476, "3")]  # best first, the computer never
    assert isinstance(app.scenes.top, HighScoresScene)  # the table once, after the last box
    table = app.storage.high_scores("minusmax", "3")
    assert [(row.name, row.score) for row in table] == [("Bea", 658), ("Ana", 476)]
    while app.scenes.top is not scene:
        app.scenes.pop()
        app.scenes.apply()
    app.scenes.pop()
    app.scenes.apply()
    again = mm.MinusMaxScene(app, Match.from_save(match.to_save()))  # reloaded
    app.scenes.push(again)
    app.scenes.apply()
    frames(app, 2)
    past_the_guard(app)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is again  # nobody is offered a place again
    assert len(app.storage.high_scores("minusmax", "3")) == 2


def test_keys_pressed_as_the_game_ends_go_neither_into_the_sheet_nor_the_name_box(app):
    at_the_end(app, finished_match(seed=2))
    sheet = app.scenes.top
    typed(app, "th")  # the keys of the last moves, still coming
    key(app, pygame.K_RETURN)
    assert app.scenes.top is sheet  # not closed unread
    past_the_guard(app)
    key(app, pygame.K_RETURN)
    box = app.scenes.top
    assert isinstance(box, NameEntryScene) and box.entry.value == "Ana"
    typed(app, "th")
    key(app, pygame.K_RETURN)
    assert app.scenes.top is box and box.entry.value == "Ana"  # nothing typed, not closed
    past_the_guard(app)
    typed(app, "Tom")  # the offered name is selected: typing replaces it
    assert box.entry.value == "Tom"
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, HighScoresScene)
    assert [row.name for row in app.storage.high_scores("minusmax", "2")] == ["Tom"]


# -- saving ----------------------------------------------------------------------------------------


def mid_turn_match():
    match = mm.start_match(HUMAN_STARTS, [seat("Ana", 0, 0), seat("Computer", 4, 1)], {})
    for _ in range(14):
        match.play(ai.choose(match.state, 2, seed=len(match.moves)))
    if not match.state.placed_this_turn():
        match.play(Place(*match.state.legal_placements()[0]))
    return match


def test_save_and_resume_continue_the_same_game(app):
    scene = mm.MinusMaxScene(app, mid_turn_match())
    scene.orders[0] = rack_order.moved(scene.orders[0], 0, 2)
    saved = json.loads(json.dumps(scene.snapshot()))
    resumed = mm.resume(app, saved)
    assert resumed.state == scene.state
    assert resumed.orders == scene.orders
    assert resumed.state.placed_this_turn() == scene.state.placed_this_turn()
    for _ in range(10):
        move = ai.choose(scene.state, 3, seed=1)
        assert scene.match.play(move) is None
        assert resumed.match.play(move) is None
    assert resumed.state == scene.state


def test_a_save_slot_written_from_the_game_loads_back(app):
    scene = mm.MinusMaxScene(app, mid_turn_match())
    app.scenes.push(scene)
    app.scenes.apply()
    assert scene.write("slot2")
    payload = app.storage.read_save("minusmax", "slot2")
    assert mm.resume(app, payload["state"]).state == scene.state


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s.update(format=99),
        lambda s: s["moves"].reverse(),
        lambda s: s.pop("seats"),
        lambda s: s.update(options={"players": 7}),
        lambda s: s["state"]["points"].append(5),
    ],
)
def test_a_damaged_save_is_refused_with_a_value_error(app, damage):
    saved = mm.MinusMaxScene(app, mid_turn_match()).snapshot()
    damage(saved)
    with pytest.raises(ValueError):
        mm.resume(app, saved)


# -- the other screens -----------------------------------------------------------------------------


def test_new_game_dialog_starts_a_configured_game_and_remembers_it(app):
    app.scenes.push(mm.new_game(app))
    app.scenes.apply()
    dialog = app.scenes.top
    dialog.controls["rack_size"].step(-3)
    dialog.controls["complete_last_turn"].checked = True
    key(app, pygame.K_RETURN)  # Start has the focus
    game = app.scenes.top
    assert isinstance(game, mm.MinusMaxScene)
    assert game.state.rack_size == 5 and game.state.options["complete_last_turn"]
    remembered = app.settings.game_options("minusmax")["new_game"]
    assert remembered["options"]["rack_size"] == 5


def test_options_are_stored_and_followed_by_the_game(app):
    scene = human_vs(app=app)
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, ChoiceDialog)
    options = next(b for b in pause.form.widgets if b.text() == i18n.t("minusmax.options"))
    options.on_click()
    app.scenes.apply()
    screen = app.scenes.top
    assert isinstance(screen, OptionsScene)
    key(app, pygame.K_RIGHT)  # the board colour, focused first
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    assert scene.display.board == Display.from_options(app.settings.game_options("minusmax")).board
    assert scene.display.board != Display().board


def test_tiles_in_my_colour_is_each_players_own_choice_and_is_saved(app):
    scene = human_vs(app=app)
    scene.open_options()
    app.scenes.apply()
    options = app.scenes.top
    players = next(
        w
        for w in options.form.widgets
        if isinstance(w, Button) and w.text() == i18n.t("minusmax.opt.players_button")
    )
    players.on_click()
    app.scenes.apply()
    page = app.scenes.top
    boxes = [w for w in page.form.widgets if isinstance(w, Checkbox)]
    assert [box.text() for box in boxes] == ["Tiles in Ana's colour", "Tiles in Computer's colour"]
    click(app, boxes[1].rect.center)
    assert scene.own_colour() == {1}
    assert scene.view.picture().own_colour == {1}
    copy = mm.resume(app, scene.snapshot())
    assert copy.own_colour() == {1}
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_replay_steps_through_the_whole_game(app):
    scene = human_vs(app=app)
    cell, _, index = a_legal_placement(scene)
    key(app, pygame.K_1 + index)
    click(app, at(scene, cell))
    key(app, pygame.K_t)
    key(app, pygame.K_F3)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.replay.step == 0
    key(app, pygame.K_SPACE)  # pause the automatic play
    key(app, pygame.K_RIGHT)
    assert replay.replay.step == 1 and replay.view.flash is not None
    key(app, pygame.K_END)
    steps = replay.replay
    assert steps.state.history == steps.moves
    assert steps.moves == scene.state.history[: len(steps.moves)]
    key(app, pygame.K_HOME)
    assert steps.step == 0
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_f2_deals_a_new_game_with_the_same_players(app):
    scene = human_vs(app=app)
    key(app, pygame.K_F2)
    fresh = app.scenes.top
    assert isinstance(fresh, mm.MinusMaxScene) and fresh is not scene
    assert [s.name for s in fresh.match.seats] == ["Ana", "Computer"]
    assert fresh.match.seed != scene.match.seed
    assert scene.match.result().ending == "abandoned"  # the old game enters no table


# -- robustness ------------------------------------------------------------------------------------

KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
    pygame.K_TAB, pygame.K_t, pygame.K_x, pygame.K_h, pygame.K_s, pygame.K_u, pygame.K_c,
    pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_F2, pygame.K_F3, pygame.K_F5, pygame.K_F6,
    pygame.K_HOME, pygame.K_END, pygame.K_PAGEDOWN, pygame.K_a,
    *range(pygame.K_1, pygame.K_9 + 1),
]  # fmt: skip


@pytest.mark.usefixtures("small_look_ahead")  # the scene's survival, not the hints' strength
def test_random_input_for_20000_frames(app, random_play):
    seats = [seat("Ana", 0, 0), seat("Bruno", 0, 1), seat("Computer", 1, 2)]
    start(app, seats, seed=5)
    at_play = (mm.MinusMaxScene, ReplayScene, OptionsScene, ChoiceDialog)
    random_play(
        app,
        random.Random(2024),
        KEYS,
        20_000,
        # wandered off (menu, help, high scores...): back to a fresh game now and then
        stopped=lambda: not isinstance(app.scenes.top, at_play) and app.ticks % 50 == 0,
        restart=lambda frame: app.scenes.reset(
            mm.MinusMaxScene(app, mm.start_match(frame, seats, {"rack_size": 4}))
        ),
    )
    assert app.scenes.top is not None


# -- text that fits --------------------------------------------------------------------------------


def screens(app):
    """Every screen of the game, as (name, scene) after the game moved along a little."""
    seats = [
        seat("Maximiliano Ruiz", 0, 0),
        seat("Bernadette Dupré", 0, 1),
        seat("Ordenador largo", 8, 2),
        seat("Computer Four", 3, 3),
    ]
    scene = start(app, seats, seed=8)
    me = scene.state.current_player
    scene.match.seats[me] = seat(scene.match.seats[me].name, 0, me)
    scene.match.reveal()
    yield "start", scene
    key(app, pygame.K_1)
    scene.pick.hover = scene.state.legal_placements()[0][0]
    yield "selected", scene
    scene.pick.hover = None
    click(app, at(scene, (0, 0)))
    yield "refused", scene
    key(app, pygame.K_x)
    key(app, pygame.K_2)
    yield "exchange", scene
    key(app, pygame.K_x)
    for player in range(4):
        scene.controls.cycle_colouring(player)
        scene.controls.cycle_colouring(player * (player % 2))
    yield "colouring", scene
    yield "results", ResultsScene(app, finished_match(), scene.colours())
    view = ReplayView(4, scene.display, scene.colours())
    yield "replay", ReplayScene(app, scene.match, view)
    yield "options", OptionsScene(app)
    yield "new game", mm.new_game(app)
    yield "hand over", HandOverScene(app, "Bernadette Dupré")
    yield "pause", ChoiceDialog(app, lambda: i18n.t("pause.title"), scene.pause_choices())
    from core.help_scene import HelpScene

    help_scene = HelpScene.for_game(app, INFO)
    for page in range(len(help_scene.pages)):
        help_scene.page = page
        yield f"help {page}", help_scene


@pytest.mark.parametrize("lang", LANGUAGES)
def test_text_fits_every_screen(app, lang):
    i18n.set_language(lang)
    for name, scene in screens(app):
        if app.scenes.top is not scene:
            app.scenes.push(scene)
            app.scenes.apply()
        app.render(app.screen)
        scene.draw(app.screen)
        assert not ui_text.overflows, (lang, name, ui_text.overflows)


def test_every_text_key_belongs_to_minusmax():
    assert all(key_name.startswith("minusmax.") for key_name in INFO.texts())


# -- the match layer: autosave after every move, Continue in a computer's turn ---------------------


def test_the_autosave_follows_every_move_of_the_computer_too(app):
    scene = human_vs(seed=COMPUTER_STARTS, app=app)
    key(app, pygame.K_s)  # Start: the computer begins
    for _ in range(600):
        frames(app)
        saved = app.storage.read_save("minusmax", "autosave")
        if saved is not None:
            assert saved["state"]["moves"] == scene.match.to_save()["moves"]
        if scene.state.current_player == 0:
            break
    saved = app.storage.read_save("minusmax", "autosave")["state"]
    assert saved["state"] == scene.state.to_dict() and scene.state.turn_log[-1].player == 1


def test_continue_in_the_middle_of_a_computers_turn(app):
    match = mm.start_match(COMPUTER_STARTS, [seat("Ana", 0, 0), seat("Computer", 3, 1)], {})
    match.view["started"] = True
    first = ai.plan_turn(match.state, 3, match.seed + 1)
    assert match.play(first[0]) is None  # the computer placed one tile, then the game closed
    scene = mm.resume(app, match.to_save())
    app.scenes.push(scene)
    app.scenes.apply()
    for _ in range(600):
        frames(app)
        if scene.state.current_player == 0:
            break
    assert scene.match.moves[: len(first)] == list(first)  # it went on with the same plan


def test_the_placing_page_of_the_help_has_a_vertex_diagram_inside_its_box(app):
    from games.minusmax import help_pictures

    pages = mm.help_pages(app)
    place = next(page for page in pages if page[0] == i18n.t("minusmax.help.place_title"))
    assert place[2] is help_pictures.vertex
    assert help_pictures._operation_lines() == [
        "3 + 2 = 5",
        "3 − 2 = 1     3 × 2 = 6",
        "3² = 9     2³ = 8",
    ]
    surface = Canvas.blank((1280, 720))
    box = pygame.Rect(690, 106, 490, 512)
    help_pictures.vertex(surface, box)
    outside = surface.copy()
    outside.fill((0, 0, 0), box)
    assert (
        pygame.mask.from_threshold(outside.surface, (0, 0, 0), (1, 1, 1, 255)).count() == 1280 * 720
    )
    assert surface.subsurface(box).surface.get_bounding_rect().width > box.w // 3
