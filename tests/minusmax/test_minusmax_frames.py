"""What minusMax draws when nobody touches it (issue 26, item 1), on the live loop's fake
clock: nothing at all where nothing moves, and where something does (the thinking ring, a
computer's tiles, a playing replay) only the pictures that differ, far below 60 a second.

Before: the "Press Start" screen, a computer's turn and a playing replay said they were
animating and were drawn 600 times in 10 s, with identical pictures (42-55 % of a core)."""

import pygame
import pytest

from core.help_scene import HelpScene
from core.ui.dialogs import ChoiceDialog, HandOverScene
from core.ui.widgets import label
from games.minusmax import scene as mm
from games.minusmax.info import INFO
from games.minusmax.logic import Place
from games.minusmax.options_scene import OptionsScene
from games.minusmax.replay_view import ReplayScreen
from games.minusmax.results import ResultsScene
from games.minusmax.style import Display
from tests.core.test_app_loop import SECOND, live, presents_between
from tests.minusmax.test_minusmax_scene import COMPUTER_STARTS, finished_match
from tests.support import seat

TEN_SECONDS = 10 * SECOND


def drawn_after_the_first_second(app, scenes) -> int:
    """Frames presented between 1 s and 10 s of fake time, nobody touching anything (the
    first second lets a hand-over's grace or a tooltip settle)."""
    live(app, scenes, end=TEN_SECONDS)
    return len(presents_between(app, SECOND, TEN_SECONDS))


def press_start(app):
    return mm.MinusMaxScene(app, mm.start_match(COMPUTER_STARTS, players(2), {}))


def players(level):
    return [seat("Ana", 0, 0), seat("Computer", level, 1)]


def human_turn(app):
    match = mm.start_match(3, players(2), {})
    return mm.MinusMaxScene(app, match)


def waiting_states(app):
    """(name, scenes bottom first) of every state in which nothing moves."""
    yield "press start", [press_start(app)]
    yield "human turn", [human_turn(app)]
    exchanging = human_turn(app)
    exchanging.controls.toggle_exchange()
    yield "exchange mode", [exchanging]
    yield "hand-over", [human_turn(app), HandOverScene(app, "Bruno")]
    over = mm.MinusMaxScene(app, finished_match(seed=2))
    yield "results", [over, ResultsScene(app, over.match, over.colours())]
    over = mm.MinusMaxScene(app, finished_match(seed=2))
    over.finished = True  # the results were read and closed
    yield "finished game", [over]
    yield "pause menu", [press_start(app), pause_menu(app)]
    computers = computers_playing(app)
    yield "pause menu over a computer's turn", [computers, pause_menu(app)]
    yield "options", [press_start(app), OptionsScene(app)]
    yield "new-game dialog", [mm.new_game(app)]
    yield "help", [press_start(app), HelpScene.for_game(app, INFO)]
    paused_replay = human_turn(app)
    yield "paused replay", [paused_replay, paused(paused_replay.replay_screen())]


def paused(screen):
    screen.replay.toggle()
    return screen


def pause_menu(app):
    return ChoiceDialog(app, label("pause.title"), [(label("pause.resume"), lambda: None)])


def computers_playing(app):
    scene = mm.MinusMaxScene(app, mm.start_match(2, [seat("A", 2, 0), seat("B", 2, 1)], {}))
    scene.match.view["started"] = True
    return scene


@pytest.mark.parametrize("index", range(12))
def test_nothing_is_drawn_where_nothing_moves(app, index):
    name, scenes = list(waiting_states(app))[index]
    assert drawn_after_the_first_second(app, scenes) == 0, name


def test_a_computers_turn_draws_the_ring_and_its_tiles_not_60_frames_a_second(app):
    Display(tile_delay=600, turn_delay=1000).store(app.settings.game_options("minusmax"))
    scene = computers_playing(app)
    drawn = drawn_after_the_first_second(app, [scene])
    placed = sum(isinstance(move, Place) for move in scene.match.moves)
    assert placed >= 5  # the computers played on
    # the ring at 15 pictures a second at most, and a few looks per tile: not 540 frames
    assert drawn <= 9 * 15 + 6 * placed


def test_the_thinking_ring_is_drawn_15_times_a_second(app, monkeypatch):
    scene = press_start(app)  # a computer that thinks for ever
    monkeypatch.setattr(type(scene), "thinking_ticks", lambda self: self.ticks)
    assert drawn_after_the_first_second(app, [scene]) == pytest.approx(9 * 15, abs=2)


def test_a_playing_replay_draws_each_move_and_its_flash_only(app):
    scene = mm.MinusMaxScene(app, finished_match(seed=2))
    scene.finished = True
    screen = scene.replay_screen()
    assert isinstance(screen, ReplayScreen) and screen.replay.playing
    drawn = drawn_after_the_first_second(app, [scene, screen])
    steps = min(screen.replay.step, 9 * 60 // screen.replay.interval)
    assert steps >= 20
    assert drawn <= 4 * steps  # the move, then a few looks of its flash: not 540 frames


def test_a_key_on_a_still_screen_is_drawn(app):
    scene = press_start(app)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode="", scancode=0)
    live(app, [scene], [(2 * SECOND, enter)], end=4 * SECOND)
    assert presents_between(app, 2 * SECOND, 2 * SECOND + SECOND // 60 + 1)
    assert scene.modes[0] == 1


def test_a_still_scene_still_moves_the_game_on_by_itself(app):
    # Two humans: with the scene never animating, the hand-over still comes up when the first
    # one ends his turn, and the loop then sleeps again.
    scene = mm.MinusMaxScene(app, mm.start_match(3, [seat("Ana", 0, 0), seat("Bea", 0, 1)], {}))
    keys = [(SECOND, pygame.K_RETURN), (2 * SECOND, pygame.K_t)]  # ready, then end the turn
    events = [
        (at + up, pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))
        for at, code in keys
        for up, kind in ((0, pygame.KEYDOWN), (9, pygame.KEYUP))
    ]
    live(app, [scene], events, end=TEN_SECONDS)
    top = app.scenes.top
    assert isinstance(top, HandOverScene) and top.name == "Bea"
    assert scene.state.turn_log[-1].player == 0
    assert presents_between(app, 3 * SECOND, TEN_SECONDS) == []
