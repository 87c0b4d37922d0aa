"""Frames drawn over 10 s of simulated time in each waiting state of the turn-based games
(issue 26): none where nothing moves, only the thinking ring's steps where only it moves, one
picture a second for a turn clock, and one picture per move of a playing replay.

Each state is one line of a table: a name and a function that sets the app's scenes up (a
scene stack on a headless app), so another game's states are added with one line each. The
loop is the real live loop of :mod:`core.app` on a fake clock (``tests.core.test_app_loop``).
"""

from collections.abc import Callable
from typing import NamedTuple

import pygame
import pytest

from core.help_scene import HelpScene
from core.match import Match, Seat
from core.scores_scene import NameEntryScene
from core.ui.dialogs import HandOverScene
from core.ui.overlays import SPINNER_TICKS
from core.ui.widgets import TextEntry
from tests.core.test_app_loop import SECOND, live
from tests.support import run_frames, seat

WATCHED = 10 * SECOND  # after one second to settle


def ring_steps(spinner_ticks: int) -> int:
    """The steps a thinking ring that moves every ``spinner_ticks`` takes in the 10 s."""
    return WATCHED // SECOND * 60 // spinner_ticks


def never(scene) -> bool:
    return False


def frames_while_waiting(app, tweening=never) -> int:
    """Run the live loop on what the app shows now: the frames presented over 10 s after a
    settling second (the first picture, a grace period's end), leaving out those drawn while
    ``tweening(top scene)`` (a tile sliding into place draws at 60 Hz, as it should)."""
    counted = []
    draw = app.draw

    def counting_draw():
        if not tweening(app.scenes.top):
            counted.append(app.clock_ns())
        draw()

    app.draw = counting_draw
    live(app, [], end=SECOND + WATCHED)
    return len([at for at in counted if SECOND <= at < SECOND + WATCHED])


def show(app, scene):
    app.scenes.reset(scene)
    app.scenes.apply()
    return scene


def settle(app, frames=3):
    run_frames(app, frames, draw_every=None)


def over(build, open_top):
    """A state: the game ``build`` makes, and over it what ``open_top(game)`` opens."""

    def set_up(app):
        scene = show(app, build(app))
        settle(app)
        open_top(scene)
        app.scenes.apply()
        settle(app)

    return set_up


def until(app, condition, limit=3000):
    for _ in range(limit):
        if condition():
            return
        run_frames(app, 1, draw_every=None)
    raise AssertionError("the state was never reached")


# -- Abaku --------------------------------------------------------------------------------------


def abaku(app, seats, players=None, seed=8):
    from games.abaku.logic import new_game
    from games.abaku.scene import AbakuScene, match_at

    return AbakuScene(app, match_at(new_game(seed, players or len(seats)), seats, seed))


def abaku_vs_computer(app):
    return abaku(app, [seat("Ana", 0, 0), seat("Bot", 2, 1)])


def abaku_handover(app):
    show(app, abaku(app, [seat("Ana", 0, 0), seat("Bea", 0, 1)]))
    until(app, lambda: isinstance(app.scenes.top, HandOverScene))


def abaku_results(app):
    from games.abaku.logic import Surrender
    from games.abaku.results import ResultsScene

    scene = show(app, abaku(app, [seat("Ana", 0, 0)], seed=3))
    scene.play(Surrender())
    until(app, lambda: isinstance(app.scenes.top, ResultsScene))


def abaku_computers(app):
    show(app, abaku(app, [seat("Bot 1", 2, 0), seat("Bot 2", 2, 1)], seed=12))


# -- M ------------------------------------------------------------------------------------------


def m_game(app, *levels):
    from games.m import scene as m_scene
    from games.m.logic import new_game

    seats = [seat(f"Player {n + 1}", level, n) for n, level in enumerate(levels)]
    return m_scene.MScene(app, m_scene.match_at(new_game(5, players=len(levels)), seats))


def m_handover(app):
    show(app, m_game(app, 0, 0))
    until(app, lambda: isinstance(app.scenes.top, HandOverScene))


def m_results(app):
    from games.m import scene as m_scene
    from games.m.results import ResultsScene
    from games.m.textlayout import scenario

    state = scenario("R10s  R20s", [["B30c"], ["G40t"]])  # nobody can place: blocked
    show(app, m_scene.MScene(app, m_scene.match_at(state, [seat("A"), seat("B", 1, 1)])))
    settle(app, 1)
    for key in (pygame.K_p, pygame.K_RETURN):  # pass, and yes: the game is blocked
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
        settle(app, 1)
    until(app, lambda: isinstance(app.scenes.top, ResultsScene))


def m_computers(app):
    show(app, m_game(app, 2, 2))


# -- Mooxil -------------------------------------------------------------------------------------


def mooxil(app):
    from games.mooxil.logic import new_game
    from games.mooxil.scene import MooxilScene

    match = Match.from_position("mooxil", [Seat.human("Ana")], new_game(1, 1), {"level": 1})
    return MooxilScene(app, match)


def mooxil_level_end(app):
    from games.mooxil import ai
    from games.mooxil.results import LevelEndScene

    scene = show(app, mooxil(app))
    while not isinstance(app.scenes.top, LevelEndScene):
        scene.play(ai.hint(scene.state).cell)
        app.scenes.apply()


# -- minusMax -----------------------------------------------------------------------------------


def minusmax(app, seed, seats, **display):
    """A minusMax game (seed 6: a computer begins, seed 3: a human does); ``display``, if given,
    sets the computers' pace (tile and turn delays, in ms)."""
    from games.minusmax import scene as mm
    from games.minusmax.style import Display

    if display:
        Display(**display).store(app.settings.game_options("minusmax"))
    return mm.MinusMaxScene(app, mm.start_match(seed, seats, {}))


def minusmax_press_start(app):
    return minusmax(app, 6, [seat("Ana", 0, 0), seat("Computer", 2, 1)])


def minusmax_human_turn(app):
    return minusmax(app, 3, [seat("Ana", 0, 0), seat("Computer", 2, 1)])


def minusmax_computers(app, **display):
    scene = minusmax(app, 2, [seat("A", 2, 0), seat("B", 2, 1)], **display)
    scene.match.view["started"] = True  # no Press Start between computers
    return scene


def minusmax_options(app):
    from games.minusmax.options_scene import OptionsScene

    return OptionsScene(app)


def minusmax_new_game(app):
    from games.minusmax import scene as mm

    return mm.new_game(app)


def minusmax_finished(app, read=True):
    """A finished minusMax game; ``read``: its results sheet was read and closed."""
    from games.minusmax import scene as mm
    from tests.minusmax.test_minusmax_scene import finished_match

    scene = mm.MinusMaxScene(app, finished_match(seed=2))
    scene.finished = read
    return scene


def minusmax_results(app):
    from games.minusmax.results import ResultsScene

    show(app, minusmax_finished(app, read=False))
    until(app, lambda: isinstance(app.scenes.top, ResultsScene))


def minusmax_paused_replay(scene):
    scene.open_replay()
    scene.app.scenes.apply()
    scene.app.scenes.top.replay.toggle()


def minusmax_replay(app):
    from games.minusmax.style import Display

    Display(tile_delay=0).store(app.settings.game_options("minusmax"))  # a move each 15 ticks
    show(app, minusmax_finished(app)).open_replay()
    app.scenes.apply()


def minusmax_after_start(app):
    """A computer begins at the game's own pace (600 ms a tile, 1 s a turn); Start pressed."""
    scene = show(app, minusmax_press_start(app))
    settle(app)
    scene.start_or_new()


def ring_and_tiles(least_placed: int):
    """The shell's ring (ten steps a second) and a few looks of each tile placed, after at
    least ``least_placed`` tiles."""

    def most(scene) -> int:
        from games.minusmax.logic import Place

        placed = sum(isinstance(move, Place) for move in scene.match.moves)
        assert placed >= least_placed  # the computers played on
        return ring_steps(SPINNER_TICKS) + 6 * placed

    return most


def minusmax_moves_and_flashes(replay) -> int:
    """Each move, then a few looks of its flash."""
    steps = min(replay.step, WATCHED // SECOND * 60 // replay.interval)
    assert steps >= 20  # it played on
    return 4 * steps


# -- the shell over any game ------------------------------------------------------------------


def pause(build):
    return over(build, lambda scene: scene.open_pause())


def help_over(build):
    return over(
        build, lambda scene: scene.app.scenes.push(HelpScene.for_game(scene.app, scene.info))
    )


def on_top(build, scene_over):
    """``build``'s game with ``scene_over(app)`` pushed over it."""
    return over(build, lambda scene: scene.app.scenes.push(scene_over(scene.app)))


def name_box(app):
    from games.abaku.info import INFO

    show(app, abaku_vs_computer(app))
    app.scenes.push(NameEntryScene(app, INFO, "multi", 120, rank=0, name="Ana"))
    app.scenes.apply()


def replay_playing(build):
    def start(app):
        scene = show(app, build(app))
        until(app, lambda: len(scene.match.moves) >= 4, limit=20_000)
        scene.open_replay()
        app.scenes.apply()
        replay = app.scenes.top.replay
        replay.go(0)
        replay.playing = True

    return start


STILL = {
    "abaku.human_turn": lambda app: show(app, abaku_vs_computer(app)),
    "abaku.handover": abaku_handover,
    "abaku.results": abaku_results,
    "abaku.pause": pause(abaku_vs_computer),
    "abaku.help": help_over(abaku_vs_computer),
    "m.handover": m_handover,
    "m.results": m_results,
    "m.pause": pause(lambda app: m_game(app, 0, 2)),
    "m.help": help_over(lambda app: m_game(app, 0, 2)),
    "mooxil.turn": lambda app: show(app, mooxil(app)),
    "mooxil.level_end": mooxil_level_end,
    "mooxil.pause": pause(mooxil),
    "mooxil.help": help_over(mooxil),
    "minusmax.press_start": lambda app: show(app, minusmax_press_start(app)),
    "minusmax.human_turn": lambda app: show(app, minusmax_human_turn(app)),
    "minusmax.exchange": over(minusmax_human_turn, lambda scene: scene.controls.toggle_exchange()),
    "minusmax.handover": on_top(minusmax_human_turn, lambda app: HandOverScene(app, "Bruno")),
    "minusmax.results": minusmax_results,
    "minusmax.finished": lambda app: show(app, minusmax_finished(app)),
    "minusmax.pause": pause(minusmax_press_start),
    "minusmax.pause_over_computers": pause(minusmax_computers),
    "minusmax.options": on_top(minusmax_press_start, minusmax_options),
    "minusmax.new_game": lambda app: show(app, minusmax_new_game(app)),
    "minusmax.help": help_over(minusmax_press_start),
    "minusmax.paused_replay": over(minusmax_human_turn, minusmax_paused_replay),
}
"""Waiting states where nothing moves: not one frame is drawn."""

CARET = {
    "abaku.name_box": name_box,
}
"""A name box: only its caret blinks."""


def shell_ring(scene) -> int:
    """The shell's thinking ring, and a quarter more for the moves and their banners."""
    return ring_steps(SPINNER_TICKS) * 5 // 4


class Computers(NamedTuple):
    set_up: Callable
    most: Callable[[object], int] = shell_ring  # frames allowed, given the scene after
    tweening: Callable[[object], bool] = never  # a tween whose frames are not counted


SPINNING = {
    "abaku.computers": Computers(abaku_computers),
    "m.computers": Computers(m_computers, tweening=lambda scene: scene.anims.busy),
    "minusmax.computers": Computers(
        lambda app: show(app, minusmax_computers(app, tile_delay=600, turn_delay=1000)),
        most=ring_and_tiles(5),
    ),
    "minusmax.computer_after_start": Computers(minusmax_after_start, most=ring_and_tiles(1)),
}
"""Computers playing each other: the thinking ring's steps and the moves."""


def once_per_move(replay) -> int:
    return replay.total + 2


REPLAYS = {
    "abaku.replay": (
        replay_playing(lambda app: abaku(app, [seat("A", 1, 0), seat("B", 1, 1)])),
        once_per_move,
    ),
    "m.replay": (replay_playing(lambda app: m_game(app, 1, 1)), once_per_move),
    "minusmax.replay": (minusmax_replay, minusmax_moves_and_flashes),
}
"""A playing replay: its set-up, and the frames it may draw (given the replay after)."""


def abaku_clock_turn(app):
    """A human's turn with Abaku's 60-second turn clock running."""
    from games.abaku.scene import AbakuScene

    seats = [seat("Ana", 0, 0), seat("Bot", 2, 1)]
    show(app, AbakuScene(app, Match.start("abaku", seats, 4, {"time_limit": 60})))


CLOCKS = {
    "abaku.clock_turn": abaku_clock_turn,
}
"""A turn clock that shows its seconds: one picture a second."""


@pytest.mark.parametrize("name", sorted(STILL))
def test_nothing_is_drawn_where_nothing_moves(app, name):
    STILL[name](app)
    assert frames_while_waiting(app) == 0, name


@pytest.mark.parametrize("name", sorted(CARET))
def test_a_name_box_draws_only_its_blinking_caret(app, name):
    CARET[name](app)
    blinks = WATCHED // SECOND * 60 // TextEntry.BLINK  # shown, hidden, shown...
    assert frames_while_waiting(app) <= blinks + 1, name


THINKING_TICKS = 30  # each decision of a computer, on the fake clock


@pytest.mark.parametrize("name", sorted(SPINNING))
def test_a_computers_turn_draws_only_the_steps_of_its_thinking_ring(app, name, monkeypatch):
    # the loop runs on a fake clock, far faster than the thinking threads: each decision is
    # waited for and then takes THINKING_TICKS of fake time, however long it took for real
    from core.thinker import Thinker

    def done(thinker) -> bool:
        return thinker.wait() and thinker.ticks >= max(thinker.min_ticks, THINKING_TICKS)

    monkeypatch.setattr(Thinker, "done", property(done))
    computers = SPINNING[name]
    computers.set_up(app)
    scene = app.scenes.top
    frames = frames_while_waiting(app, computers.tweening)
    assert len(scene.match.moves) >= 2  # the computers did play meanwhile
    assert frames <= computers.most(scene), (name, frames)


@pytest.mark.parametrize("name", sorted(REPLAYS))
def test_a_playing_replay_draws_once_per_move(app, name):
    set_up, most = REPLAYS[name]
    set_up(app)
    replay = app.scenes.top.replay
    frames = frames_while_waiting(app)
    assert replay.step >= 4  # it played on
    assert frames <= most(replay), (name, frames)


@pytest.mark.parametrize("name", sorted(CLOCKS))
def test_a_turn_clock_draws_once_a_second(app, name):
    CLOCKS[name](app)
    seconds = WATCHED // SECOND
    assert seconds - 1 <= frames_while_waiting(app) <= seconds + 1, name
