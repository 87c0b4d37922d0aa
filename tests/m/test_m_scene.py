"""M's game scene: input plays moves, refusals say why, hand-over, computers, saves, the end."""

import random
import time

import pygame
import pytest

import games
from core import i18n
from core.help_scene import HelpScene
from core.scores_scene import NameEntryScene
from core.settings import LANGUAGES
from core.ui import text as ui_text
from core.ui.dialogs import GUARD_TICKS, ChoiceDialog, HandOverScene
from games.m import scene as m_scene
from games.m.info import INFO
from games.m.logic import CHOOSE, PLACE, TAKE, Take
from games.m.results import ResultsScene
from games.m.textlayout import scenario, tile_from_code
from games.tetrhex.info import INFO as TETRHEX
from tests.support import run_frames, seat

T = tile_from_code
HUMAN, COMPUTER = 0, 1

# An M with a gap at (1, 1): a tile there touches three tiles.
M_GAP = """
    P0    Y10s  B0
    R30q  .     G20c
"""
GAP = (1, 1)


def seats_for(*levels):
    return [seat(f"Player {n + 1}", level, n) for n, level in enumerate(levels)]


def start(app, state, *levels, speed="fast"):
    match = m_scene.match_at(state, seats_for(*levels))
    match.view["speed"] = speed
    game = m_scene.MScene(app, match)
    app.scenes.push(game)
    app.scenes.apply()
    step(app)
    return game


def step(app, frames=1, draw=True):
    run_frames(app, frames, 1 if draw else None)


def send(app, event):
    app.dispatch(event)
    step(app)


def press(app, key):
    send(app, pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def click(app, pos, button=1):
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def cell_centre(game, pos):
    return game.board.view(game.state.layout).rect(pos).center


def wait_for(app, condition, limit=3000):
    for _ in range(limit):
        if condition():
            return
        step(app, draw=False)
        time.sleep(0.0005)
    raise AssertionError("the scene never got there")


# -- placing ------------------------------------------------------------------------------------


def test_a_click_on_a_legal_cell_places_the_chosen_tile(m_app):
    game = start(m_app, scenario(M_GAP, [["Y40t", "R20s"], ["B10c"]]), HUMAN, COMPUTER)
    press(m_app, pygame.K_2)
    assert game.selected_tile() == T("R20s")
    assert GAP in game.marks().legal
    click(m_app, cell_centre(game, GAP))
    assert game.state.layout[GAP] == T("R20s")
    assert game.state.chips == [8, 4]
    assert i18n.say(game.log[0]).startswith("Player 1 took 2 chips")


def test_arrows_and_enter_place_on_the_cursor(m_app):
    game = start(m_app, scenario(M_GAP, [["R20s"], ["B10c"]]), HUMAN, COMPUTER)
    press(m_app, pygame.K_1)
    assert game.cursor == (1, -1)  # choosing a tile brings the cursor to a legal cell
    press(m_app, pygame.K_DOWN)
    press(m_app, pygame.K_DOWN)
    assert game.cursor == GAP
    press(m_app, pygame.K_RETURN)
    assert game.state.layout[GAP] == T("R20s")


def test_an_illegal_cell_leaves_the_game_as_it_was_and_says_why(m_app):
    state = scenario(M_GAP, [["Y40t"], ["B10c"]])
    game = start(m_app, state, HUMAN, COMPUTER)
    before = state.to_dict()
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, GAP))
    assert state.to_dict() == before
    assert m_app.toasts.texts[-1] == "This tile shares nothing with the tile on its left."
    assert game.flash[0] == (0, 1)  # the red 30 it shares nothing with


def test_a_click_before_choosing_a_tile_asks_for_one(m_app):
    state = scenario(M_GAP, [["R20s"], ["B10c"]])
    game = start(m_app, state, HUMAN, COMPUTER)
    click(m_app, cell_centre(game, GAP))
    assert GAP not in state.layout
    assert "choose a tile" in m_app.toasts.texts[-1]


def test_the_hint_tells_what_a_placement_would_do(m_app):
    game = start(m_app, scenario(M_GAP, [["R20s"], ["B10c"]]), HUMAN, COMPUTER)
    press(m_app, pygame.K_1)
    assert game.hint() == "Fits here"  # above the yellow 10: touches one tile
    pointer = pygame.event.Event(pygame.MOUSEMOTION, pos=cell_centre(game, GAP), rel=(0, 0))
    send(m_app, pointer)
    assert game.hint() == "Fits here · takes 2 chips: Player 2 ×2"


# -- passing ------------------------------------------------------------------------------------


def test_p_asks_then_passes_and_gives_a_chip_to_the_right(m_app):
    state = scenario(M_GAP, [["B10c"], ["R20s"], ["B10q"]], pile=["G0"])
    start(m_app, state, HUMAN, COMPUTER, COMPUTER)
    press(m_app, pygame.K_p)
    assert isinstance(m_app.scenes.top, ChoiceDialog)
    press(m_app, pygame.K_RETURN)
    assert state.chips == [5, 6, 7]
    assert state.current_player == 1


def test_s_swaps_the_chosen_tile_with_the_pile(m_app):
    state = scenario(M_GAP, [["B10c", "Y30t"], ["R20s"]], pile=["G0", "P40s"])
    start(m_app, state, HUMAN, COMPUTER)
    press(m_app, pygame.K_2)
    press(m_app, pygame.K_s)
    press(m_app, pygame.K_RETURN)
    assert state.pile == [T("Y30t"), T("G0")]
    assert T("P40s") in state.hand(0)


def test_no_swap_from_an_empty_pile(m_app):
    state = scenario(M_GAP, [["B10c"], ["R20s"]])
    start(m_app, state, HUMAN, COMPUTER)
    press(m_app, pygame.K_1)
    press(m_app, pygame.K_s)
    assert not isinstance(m_app.scenes.top, ChoiceDialog)
    assert m_app.toasts.texts[-1] == "The pile is empty: you can only pass."


def test_the_hint_button_suggests_a_move_with_its_points(m_app):
    state = scenario(M_GAP, [["Y40t", "R20s"], ["B10c"]], pile=["G0"])
    game = start(m_app, state, HUMAN, COMPUTER)
    before = state.to_dict()
    click(m_app, game.controls.hint_button.rect.center)
    wait_for(m_app, lambda: game.hint_pending is None)
    assert state.to_dict() == before  # a hint plays nothing
    assert game.selected_tile() == T("R20s") and game.cursor == GAP  # two chips: the best
    assert m_app.toasts.texts[-1] == (
        "Hint: place the red 20 star on the marked cell (+20 points)."
    )
    press(m_app, pygame.K_RETURN)
    assert state.layout[GAP] == T("R20s")


def test_a_refusal_replaces_the_hint_so_no_notice_stands_over_the_table(m_app):
    state = scenario(M_GAP, [["Y40t", "R20s"], ["B10c"]], pile=["G0"])
    game = start(m_app, state, HUMAN, COMPUTER)
    click(m_app, game.controls.hint_button.rect.center)
    wait_for(m_app, lambda: game.hint_pending is None)
    assert m_app.toasts.texts == ["Hint: place the red 20 star on the marked cell (+20 points)."]
    press(m_app, pygame.K_1)  # the yellow 40 triangle, which fits nowhere next to the red 30
    click(m_app, cell_centre(game, GAP))
    assert m_app.toasts.texts == ["This tile shares nothing with the tile on its left."]


# -- scoring rounds -----------------------------------------------------------------------------

SPLIT = """
    .     G10s  .     .
    B20c  R20c  R30q  Y30q
    .     .     .     P30q
"""


def test_a_scoring_round_marks_the_run_and_a_click_takes_a_marked_tile(m_app):
    state = scenario(SPLIT, [["Y40q", "B0"], ["R0"]], pile=["G40t", "G30t"])
    game = start(m_app, state, HUMAN, COMPUTER)
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, (4, 1)))
    assert state.phase == TAKE
    marks = game.marks()
    assert marks.runs == (((0, 1), (1, 1), (2, 1), (3, 1), (4, 1)),)
    assert game.panel_lines()[0].trigger
    click(m_app, cell_centre(game, (1, 1)))  # holds the green 10: refused
    assert m_app.toasts.texts[-1] == "Taking that tile would split the layout in two."
    assert (1, 1) in state.layout
    click(m_app, cell_centre(game, (0, 1)))
    assert state.collected[0] == [T("B20c")]


def both_lines_score(m_app):
    """A game where R40c on (4, 0) scores a row and a column: the player must choose."""
    layout = """
        R10s  R20c  R30q  R40t  .
        .     .     .     B40t  R30c
        .     .     .     .     B20q
        .     .     .     .     B10t
        .     .     .     .     B0
    """
    state = scenario(layout, [["R40c"], ["G0"]], pile=["G10s"])
    return state, start(m_app, state, HUMAN, COMPUTER)


def test_r_and_c_choose_the_line_when_both_score(m_app):
    state, game = both_lines_score(m_app)
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, (4, 0)))
    assert state.phase == CHOOSE
    assert len(game.marks().runs) == 2
    press(m_app, pygame.K_c)
    assert state.scoring_round().line == "column"


def test_the_placement_is_taken_back_while_the_line_is_chosen_and_not_after(m_app):
    state, game = both_lines_score(m_app)
    before = state.to_dict()
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, (4, 0)))
    assert game.match.state.phase == CHOOSE
    click(m_app, game.controls.undo_button.rect.center)
    assert game.match.state.to_dict() == before and game.match.moves == []
    assert i18n.say(game.log[0]) == "Player 1 took the tile back."
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, (4, 0)))
    press(m_app, pygame.K_r)  # the scoring round begins: too late to take back
    press(m_app, pygame.K_u)
    assert (4, 0) in game.match.state.layout
    assert m_app.toasts.texts[-1] == "Nothing to take back now: the turn is over."


# -- the flow -----------------------------------------------------------------------------------


def test_a_hand_over_screen_comes_between_two_humans(m_app):
    state = scenario(M_GAP, [["R20s"], ["B10c"]], pile=["G0", "P0"])
    game = start(m_app, state, HUMAN, HUMAN)
    assert isinstance(m_app.scenes.top, HandOverScene)
    assert game.hand_owner() is None
    step(m_app, 25)
    press(m_app, pygame.K_SPACE)
    assert game.hand_owner() == 0
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, GAP))
    assert state.current_player == 1
    assert game.hand_owner() is None
    wait_for(m_app, lambda: isinstance(m_app.scenes.top, HandOverScene))  # after the animation
    assert m_app.scenes.top.name == "Player 2"


def test_computer_turns_complete_while_frames_keep_coming(m_app):
    state = scenario(M_GAP, [["R20s", "B0"], ["B10c", "Y0"]], pile=["G0", "P0", "G10s"])
    game = start(m_app, state, COMPUTER, 3)
    frames = 0
    while game.version < 2 and frames < 3000:
        step(m_app)
        frames += 1
        time.sleep(0.0005)
    assert game.version >= 2  # both computers moved
    assert frames > 20  # at a human pace, with the frames drawn meanwhile
    assert len(game.log) >= 2


def test_input_during_a_computer_turn_changes_nothing(m_app):
    state = scenario(M_GAP, [["R20s"], ["B10c"]], turn=1)
    game = start(m_app, state, HUMAN, COMPUTER, speed="slow")
    before = state.to_dict()
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, GAP))
    assert game.version == 0 and state.to_dict() == before
    assert m_app.toasts.texts[-1] == "Please wait: it is Player 2's turn."


def test_the_end_shows_the_results_then_offers_the_best_human_score(m_app):
    state = scenario("R10s  R20s", [["B30c"], ["G40t"]])  # nobody can place: blocked
    game = start(m_app, state, HUMAN, COMPUTER)
    press(m_app, pygame.K_p)
    press(m_app, pygame.K_RETURN)
    wait_for(m_app, lambda: isinstance(m_app.scenes.top, ResultsScene))
    assert state.is_terminal()
    assert game.snapshot() is None
    press(m_app, pygame.K_RETURN)  # the key of the last move, again: the results stay
    assert isinstance(m_app.scenes.top, ResultsScene)
    step(m_app, GUARD_TICKS)
    press(m_app, pygame.K_RETURN)
    assert isinstance(m_app.scenes.top, NameEntryScene)
    assert m_app.scenes.top.score == state.score_preview(0)


# -- saving -------------------------------------------------------------------------------------


def test_save_and_resume_continue_the_same_game(m_app):
    state = scenario(SPLIT, [["Y40q", "B0"], ["R0"]], pile=["G40t", "G30t"])
    game = start(m_app, state, HUMAN, 5)
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, (4, 1)))
    saved = game.snapshot()
    again = m_scene.resume(m_app, saved)
    assert again.snapshot() == saved
    assert [seat.level or HUMAN for seat in again.seats] == [HUMAN, 5]
    move = Take((0, 1))
    game.state.apply(move)
    again.state.apply(move)
    assert again.state.to_dict() == game.state.to_dict()


def test_a_saved_log_reads_in_the_language_it_is_shown_in(m_app):
    state = scenario(SPLIT, [["Y40q", "B0"], ["R0"]], pile=["G40t", "G30t"])
    game = start(m_app, state, HUMAN, 5)
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, (4, 1)))  # the yellow square 40, as in the test above
    saved = game.snapshot()
    assert "Player 1 placed the yellow 40 square." in [i18n.say(line) for line in game.log]
    i18n.set_language("es")
    again = m_scene.resume(m_app, saved)
    lines = [i18n.say(line) for line in again.log]
    assert "Player 1 colocó la ficha amarilla de 40 (cuadrado)." in lines, lines
    log = saved["view"]["log"]
    saved["view"]["log"] = ["Player 1 placed a tile.", *log]  # text from an older save
    assert i18n.say(m_scene.resume(m_app, saved).log[0]) == "Player 1 placed a tile."
    saved["view"]["log"] = [{"key": "m.log.pass", "fields": {"name": 3.5}}]
    with pytest.raises(ValueError):
        m_scene.resume(m_app, saved)


def test_the_autosave_resumes_where_the_game_stopped(m_app):
    state = scenario(M_GAP, [["R20s"], ["B10c"]], pile=["G0"])
    game = start(m_app, state, HUMAN, COMPUTER)
    game.quit_to_menu()
    payload = m_app.storage.read_save("m", "autosave")
    assert m_scene.resume(m_app, payload["state"]).state.to_dict() == state.to_dict()


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"format": 99},
        {"format": 1, "state": {"game": "m"}, "seats": []},
        {"format": 1, "seats": [{"name": "A"}]},
    ],
)
def test_a_bad_save_raises_value_error(m_app, data):
    with pytest.raises(ValueError):
        m_scene.resume(m_app, data)


def test_a_save_with_other_players_than_the_game_is_refused(m_app):
    state = scenario(M_GAP, [["R20s"], ["B10c"]])
    saved = start(m_app, state, HUMAN, COMPUTER).snapshot()
    saved["seats"] = saved["seats"][:1]
    with pytest.raises(ValueError, match="players"):
        m_scene.resume(m_app, saved)


def test_the_new_game_dialog_starts_a_game_with_the_chosen_seats(m_app):
    dialog = m_scene.new_game(m_app)
    m_app.scenes.push(dialog)
    m_app.scenes.apply()
    dialog.start()
    m_app.scenes.apply()
    game = m_app.scenes.top
    assert isinstance(game, m_scene.MScene)
    assert game.state.players == 3
    assert game.state.phase == PLACE


# -- robustness and looks -----------------------------------------------------------------------

RANDOM_KEYS = [
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_5,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_p,
    pygame.K_s,
    pygame.K_r,
    pygame.K_c,
    pygame.K_n,
    pygame.K_a,
    pygame.K_BACKSPACE,
]


def test_the_scene_survives_20000_frames_of_random_input(m_app, random_play):
    levels = (HUMAN, 1, HUMAN, 2)
    game = m_scene.MScene.fresh(m_app, seats_for(*levels), "fast", seed=3)
    m_app.scenes.push(game)
    m_app.scenes.apply()
    started = time.process_time()  # the work of this test, however busy the machine is
    random_play(
        m_app,
        random.Random(7),
        RANDOM_KEYS,
        20_000,
        stopped=lambda: not m_app.scenes.scenes,
        restart=lambda frame: m_app.scenes.push(m_scene.new_game(m_app)),
    )
    assert time.process_time() - started < 25
    assert game.version > 10  # the game went on


def draw_screens(app):
    """Every screen of the game, drawn once: placing with a hint, a refusal, choosing a line,
    a scoring round, a computer thinking, the hand-over, the results and the end."""
    layout = """
        R10s  R20c  R30q  R40t  .
        .     .     .     B40t  R30c
        .     .     .     .     B20q
        .     .     .     .     B10t
        .     .     .     .     B0
    """
    names = ["Bartholomew", "Emmanuelle", "Maximiliano", "Zed", "Anastasia", "Mo"]
    state = scenario(layout, [["R40c", "Y30q"], ["G0"], ["G10s"], [], [], []], pile=["P0"])
    state.names = names
    game = start(app, state, HUMAN, 3, HUMAN, 4, 5, 6)
    game.match.reveal()
    game.handing_over = False
    app.scenes.scenes = [game]
    press(app, pygame.K_1)
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=cell_centre(game, (4, 0)), rel=(0, 0)))
    assert "scoring round" in game.hint() or i18n.language() != "en"
    click(app, cell_centre(game, (4, 2)))  # refused: the cell holds a tile
    click(app, cell_centre(game, (4, 0)))  # both lines score
    assert game.state.phase == CHOOSE
    press(app, pygame.K_c)
    click(app, cell_centre(game, (4, 4)))  # taken; a computer takes next
    wait_for(app, lambda: game.match.computer_to_move)
    step(app, 3)
    app.scenes.push(HandOverScene(app, names[2]))
    step(app, 2)
    help_scene = HelpScene.for_game(app, INFO)
    app.scenes.push(help_scene)
    for _ in INFO.help_pages:
        step(app)
        help_scene.turn(1)()
    app.scenes.push(m_scene.new_game(app))
    step(app, 2)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_fits_its_text(m_app, language):
    i18n.set_language(language)
    ui_text.overflows.clear()
    draw_screens(m_app)
    state = scenario("R10s  R20s", [["B30c"], ["G40t"]])
    state.names = ["Maximiliano", "Bartholomew"]
    game = start(m_app, state, HUMAN, COMPUTER)
    game.play(game.state.legal_moves()[0])
    game.play(game.state.legal_moves()[0])  # blocked: the game is over
    game.show_results()
    step(m_app, 2)
    m_app.scenes.scenes = [game]
    step(m_app, 2)
    assert ui_text.overflows == []


# -- the match: autosave after every move, Continue mid computer turn, replay ------------------


def autosaved(app):
    from core.match import Match

    return Match.from_save(app.storage.read_save("m", "autosave")["state"])


def test_every_move_is_autosaved_the_computers_too(m_app):
    state = scenario(M_GAP, [["R20s", "B0"], ["B10c", "Y0"]], pile=["G0", "P0", "G10s"])
    game = start(m_app, state, HUMAN, COMPUTER)
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, GAP))
    assert len(autosaved(m_app).moves) == 1
    wait_for(m_app, lambda: len(game.match.moves) == 2)  # the computer's move
    saved = autosaved(m_app)
    assert len(saved.moves) == 2 and saved.state == game.match.state
    from core.message import stored

    assert saved.view["log"] == [stored(line) for line in game.log]  # the computer's too


def test_continue_in_the_middle_of_a_computers_turn_plays_the_same_move(m_app):
    state = scenario(M_GAP, [["R20s", "B0"], ["B10c", "Y0"]], pile=["G0", "P0"], turn=1)
    game = start(m_app, state, HUMAN, COMPUTER, speed="slow")
    assert game.match.computer_to_move
    game.quit_to_menu()
    again = m_scene.resume(m_app, m_app.storage.read_save("m", "autosave")["state"])
    m_app.scenes.reset(again)
    m_app.scenes.apply()
    wait_for(m_app, lambda: len(again.match.moves) == 1)
    wait_for(m_app, lambda: game.match.computer_move() is not None)  # the first match, alone
    assert again.match.moves == [game.match.computer_move()]


def test_f3_replays_the_game_move_by_move_and_changes_nothing(m_app):
    from core.replay_scene import ReplayScene

    state = scenario(M_GAP, [["R20s", "B0"], ["B10c", "Y0"]], pile=["G0", "P0", "G10s"])
    game = start(m_app, state, HUMAN, COMPUTER)
    first = state.to_dict()
    press(m_app, pygame.K_1)
    click(m_app, cell_centre(game, GAP))
    wait_for(m_app, lambda: len(game.match.moves) == 2 and game.match.current_player == 0)
    now = game.match.state.to_dict()
    press(m_app, pygame.K_F3)
    screen = m_app.scenes.top
    assert isinstance(screen, ReplayScene)
    press(m_app, pygame.K_HOME)
    assert screen.replay.state.to_dict() == first
    shown = []
    game.status = lambda: shown.append(game.state.to_dict()) or ("", (0, 0, 0))
    step(m_app)  # the replay screen draws the game's own view of the replayed state
    assert shown[-1] == first and game.replay is None
    press(m_app, pygame.K_RIGHT)
    step(m_app)
    assert shown[-1] != first and GAP in screen.replay.state.layout
    click(m_app, cell_centre(game, (1, -1)))  # the table is only looked at
    press(m_app, pygame.K_F3)
    assert m_app.scenes.top is game
    assert game.match.state.to_dict() == now and len(game.match.moves) == 2


def test_an_old_save_continues_in_the_scene(m_app):
    import json
    from pathlib import Path

    path = Path(__file__).parent.parent / "data" / "saves" / "m-2026-three-players.json"
    old = json.loads(path.read_text(encoding="utf-8"))["state"]
    game = m_scene.resume(m_app, old)
    m_app.scenes.reset(game)
    m_app.scenes.apply()
    step(m_app, 5)
    assert game.acting_human() == 0 and game.speed == "fast"
    from core.message import stored

    assert [stored(line) for line in game.log] == old["log"]  # the old log reads on
    press(m_app, pygame.K_p)
    press(m_app, pygame.K_RETURN)
    assert len(game.match.moves) == 1
    assert len(autosaved(m_app).moves) == 1


def test_the_keys_page_opened_from_a_game_of_m_shows_the_keys_of_m(m_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", (TETRHEX, INFO))  # M is not the first game listed
    game = start(m_app, scenario(M_GAP, [["R20s"], ["B10c"]]), HUMAN, COMPUTER)
    game.open_settings()
    m_app.scenes.apply()
    m_app.scenes.top.keys()
    m_app.scenes.apply()
    page = m_app.scenes.top
    assert (page.game.name, page.preset) == ("m", "default")
    rows = [widget.text() for widget in page.form.widgets[2:-2]]
    assert rows[list(INFO.key_presets["default"]).index("place")].startswith("Place")
    assert len(rows) == len(INFO.action_labels)
