"""Computer players think beside the frame loop; the shared new-game dialog."""

import itertools
import time

import pygame
import pytest

from core.menu import MainMenu
from core.newgame import Choice, Flag, NewGameScene, Number
from core.thinker import Thinker
from tests.support import seat


def busy_choose(seconds, answer):
    """A CPU-bound stand-in for a computer player (pure Python, holds the GIL while it runs)."""
    end = time.perf_counter() + seconds
    count = 0
    while time.perf_counter() < end:
        count += sum(i * i for i in range(200))
    return answer


def test_frames_keep_coming_at_60_per_second_while_a_computer_thinks(fake_game, app):
    app.scenes.push(MainMenu(app))
    app.scenes.apply()
    stamps = [time.perf_counter()]
    thinker = Thinker(busy_choose, 0.5, "move")
    while not thinker.poll():
        app.frame(1)
        stamps.append(time.perf_counter())
    assert thinker.result() == "move"
    assert stamps[-1] - stamps[0] >= 0.5
    gaps = sorted(b - a for a, b in itertools.pairwise(stamps))
    assert gaps[len(gaps) // 2] < 1 / 60, "a typical frame took longer than 1/60 s"
    assert gaps[-1] < 0.25, f"the frames froze for {gaps[-1]:.2f} s"


def test_quick_moves_wait_for_min_ticks_and_errors_reach_the_scene():
    thinker = Thinker(lambda: 7, min_ticks=3)
    assert thinker.wait(5)
    assert not thinker.done
    assert [thinker.poll() for _ in range(3)] == [False, False, True]
    assert thinker.result() == 7

    def broken():
        raise ValueError("no legal move")

    failing = Thinker(broken)
    failing.wait(5)
    with pytest.raises(ValueError, match="no legal move"):
        failing.result()


OPTIONS = [
    Number("size", "newgame.start", 3, 9, 8),
    Flag("last", "newgame.start", "newgame.start", False),
    Choice("speed", "newgame.start", [(1, "dialog.yes"), (2, "dialog.no")], 1),
]


def test_new_game_dialog_starts_with_the_chosen_seats_and_options(fake_game, app):
    started = []

    def start(seats, values):
        started.append((seats, values))
        return fake_game.scene_module().new_game(app)

    seats = [seat("Ana", 0, 0), seat("Bot", 3, 1)]
    dialog = NewGameScene(app, fake_game, OPTIONS, start, seats=(2, 4), default_seats=seats)
    app.scenes.push(dialog)
    app.scenes.apply()
    dialog.controls["size"].step(1)
    dialog.controls["last"].handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    dialog.draw(app.screen)
    dialog.start()
    app.scenes.apply()
    assert started == [(seats, {"size": 9, "last": True, "speed": 1})]
    assert app.scenes.top.game_name == "fake"
    # the next dialog remembers that configuration
    again = NewGameScene(app, fake_game, OPTIONS, start, seats=(2, 4))
    assert again.values() == {"size": 9, "last": True, "speed": 1}
    assert again.panel.seats() == seats


@pytest.mark.parametrize(
    "kept",
    [
        5,
        {"options": [], "seats": 3},
        {"options": {"size": 9}, "seats": [1, {"name": "Bea"}]},
        {"options": "big", "seats": [{"name": "Ana"}, "Bob"]},
    ],
)
def test_a_hand_edited_memory_of_the_dialog_is_ignored_not_fatal(fake_game, app, kept):
    app.settings.game_options("fake")["new_game"] = kept
    seats = [seat("Ana", 0, 0), seat("Bot", 3, 1)]
    dialog = NewGameScene(app, fake_game, OPTIONS, lambda s, v: None, (2, 4), seats)
    size = kept["options"]["size"] if kept != 5 and isinstance(kept["options"], dict) else 8
    assert dialog.values() == {"size": size, "last": False, "speed": 1}
    assert dialog.panel.seats() == seats  # a list with anything but seats in it is not used
    dialog.draw(app.screen)


def test_duplicate_names_are_refused_with_a_message(fake_game, app):
    seats = [seat("Ana", 0, 0), seat("ana", 2, 1)]
    dialog = NewGameScene(app, fake_game, [], lambda s, v: None, seats=(2, 2), default_seats=seats)
    app.scenes.push(dialog)
    app.scenes.apply()
    dialog.start()
    app.scenes.apply()
    assert app.scenes.top is dialog
    assert any("same name" in text for text in app.toasts.texts)


def test_a_one_player_dialog_has_no_players_panel(fake_game, app):
    dialog = NewGameScene(app, fake_game, OPTIONS[:1], lambda s, v: None)
    assert dialog.panel is None and dialog.values() == {"size": 8}
