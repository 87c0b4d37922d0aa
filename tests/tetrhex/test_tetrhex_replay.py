"""Replays: a game played by keys is recorded as seed, options and timed inputs; playing the
recording back gives the same final score, lines and board; seeking any way gives the game at
that tick; the file is small and a damaged one is refused; saves carry the recording."""

import json
import random

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.tetrhex import file_checkpoints, replay_check, replay_menu
from games.tetrhex import scene as tetrhex_scene
from games.tetrhex.logic import Action, Game
from games.tetrhex.playfield import PauseMenu
from games.tetrhex.recording import CHECKPOINT_TICKS, Player, Recording, matches
from games.tetrhex.replay_files import ReplayFile
from games.tetrhex.replay_scene import BAR, ReplayScene
from games.tetrhex.results import ResultsScene
from games.tetrhex.scene import TetrhexScene
from tests.tetrhex.test_tetrhex_scene_support import (
    checked_replay,
    press,
    release,
    settled,
    step,
    tetrhex_app,
)

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_a, pygame.K_d,
        pygame.K_w, pygame.K_e, pygame.K_z, pygame.K_x, pygame.K_s, pygame.K_SPACE, pygame.K_p,
        pygame.K_h, pygame.K_PAGEUP]  # fmt: skip


@pytest.fixture
def tx_app(monkeypatch, private_home):
    yield from tetrhex_app(monkeypatch)


def play_by_keys(app, scene, seed, limit=20_000):
    """Random presses and releases of the Modern keys (the pause and the hint included) until
    the game ends; the scene's own clock and key repeat run in between."""
    rng = random.Random(seed)
    for _ in range(limit):
        if scene.game.over:
            return
        roll = rng.random()
        if roll < 0.08:
            press(app, rng.choice(KEYS))
        elif roll < 0.16:
            release(app, rng.choice(KEYS))
        if scene.game.paused and rng.random() < 0.05:
            press(app, pygame.K_p)
        top = app.scenes.top
        if isinstance(top, PauseMenu) and top.title() == "Show a hint?":
            press(app, pygame.K_UP)  # from "Play on without" to "Show the hint"
            press(app, pygame.K_RETURN)
        step(app, draw=False)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", [1, 3])
def test_a_replay_reproduces_the_final_score_lines_and_board_exactly(tx_app, seed):
    game = Game(6, 12, seed=seed)
    scene = TetrhexScene(tx_app, game, "modern")
    tx_app.scenes.reset(scene)
    tx_app.scenes.apply()
    play_by_keys(tx_app, scene, seed)
    recording = scene.recording
    assert len(recording.inputs) > 50 and recording.hints > 0
    again = Recording.from_json(json.loads(json.dumps(recording.to_json())))
    player = Player(again)
    player.play_to_end()
    assert player.game == scene.game
    assert (player.game.score, player.game.lines_cleared) == (game.score, game.lines_cleared)
    assert dict(player.game.board) == dict(game.board)


def test_a_replay_file_stays_small():
    recording = Recording(9, 0, 5)
    for tick in range(0, 36_000, 12):  # ten minutes at five inputs a second
        recording.record(tick, Action.LEFT if tick % 24 else Action.ROTATE_CW)
    size = len(json.dumps(recording.to_json(), separators=(",", ":")))
    assert size < 12 * len(recording.inputs)


@pytest.mark.parametrize(
    "damage",
    [
        {"format": 2},
        {"edge": 10},
        {"edge": True},
        {"level": 31},
        {"seed": -1},
        {"inputs": [[1, "?"]]},
        {"inputs": [[-1, "l"]]},
        {"inputs": [[True, "l"]]},
        {"inputs": [[1.5, "l"]]},
        {"inputs": "ll"},
        {"hints": "3"},
    ],
)
def test_a_damaged_replay_is_refused_with_a_reason(damage):
    data = {**Recording(9, 0, 5, [(3, Action.LEFT)]).to_json(), **damage}
    with pytest.raises(ValueError):
        Recording.from_json(data)


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    inputs=st.lists(
        st.tuples(
            st.integers(0, 40), st.sampled_from([a for a in Action if a is not Action.ABORT])
        ),
        max_size=60,
    ),
    targets=st.lists(st.integers(0, 3000), min_size=1, max_size=5),
)
def test_seeking_anywhere_in_any_order_gives_the_game_at_that_tick(seed, inputs, targets):
    recording, tick = Recording(6, 20, seed), 0
    for gap, action in inputs:
        tick += gap
        recording.record(tick, action)
    seeker = Player(recording)
    for target in targets:
        seeker.seek(target)
        straight = Player(recording)
        while straight.tick < target and not straight.over:
            straight.step()
        assert seeker.game == straight.game


def counting_steps(player: Player) -> list:
    steps = []
    player.advance = lambda limit, original=player.advance: steps.append(1) or original(limit)
    return steps


def test_going_back_or_forth_replays_at_most_one_checkpoint_interval():
    recording = Recording(9, 0, 3)
    player = Player(recording)
    player.seek(3 * CHECKPOINT_TICKS + 50)
    steps = counting_steps(player)
    player.seek(CHECKPOINT_TICKS + 10)
    assert len(steps) == 10
    steps.clear()
    player.seek(3 * CHECKPOINT_TICKS + 20)  # forth again: from the checkpoint, not from here
    assert len(steps) == 20


def test_a_saved_game_keeps_its_replay_and_a_mismatched_one_is_dropped(tx_app):
    scene = TetrhexScene(tx_app, Game(6, 12, seed=4), "modern")
    tx_app.scenes.reset(scene)
    tx_app.scenes.apply()
    for _ in range(40):
        press(tx_app, pygame.K_RIGHT)
        release(tx_app, pygame.K_RIGHT)
        step(tx_app, 7, draw=False)
    saved = json.loads(json.dumps(scene.snapshot()))
    resumed = tetrhex_scene.resume(tx_app, saved)
    assert resumed.verifying is not None  # checked as the game goes on, not before it shows
    tx_app.scenes.reset(resumed)
    step(tx_app, 3, draw=False)
    assert resumed.verifying is None and resumed.recording is not None
    assert matches(resumed.recording, resumed.game)
    saved["recording"]["seed"] += 1
    mismatched = tetrhex_scene.resume(tx_app, saved)
    tx_app.scenes.reset(mismatched)
    step(tx_app, 3, draw=False)
    assert mismatched.recording is None and not mismatched.game.over  # the game itself goes on
    del saved["recording"]
    assert tetrhex_scene.resume(tx_app, saved).recording is None


def test_the_results_sheet_opens_the_replay_and_its_controls_work(tx_app):
    scene = TetrhexScene(tx_app, Game(6, 20, seed=8), "modern")
    tx_app.scenes.reset(scene)
    tx_app.scenes.apply()
    play_by_keys(tx_app, scene, 8)
    step(tx_app, 100, draw=False)
    sheet = tx_app.scenes.top
    assert isinstance(sheet, ResultsScene)
    watch = next(w for w in sheet.form.widgets if w is not sheet.form.widgets[0])
    watch.on_click()
    replay = checked_replay(tx_app)
    assert isinstance(replay, ReplayScene) and replay.player.tick == 0
    step(tx_app, 30)
    assert replay.player.tick == 30
    press(tx_app, pygame.K_4)
    step(tx_app, 10)
    assert replay.player.tick == 70  # four ticks of the game for each of the app's
    press(tx_app, pygame.K_SPACE)
    step(tx_app, 10)
    assert replay.player.tick == 70  # paused
    press(tx_app, pygame.K_RIGHT)  # to just after the next action
    after = replay.player.tick
    assert after > 70 and any(t == after - 1 for t, _ in replay.player.recording.inputs)
    press(tx_app, pygame.K_LEFT)
    assert replay.player.tick < after
    press(tx_app, pygame.K_END)
    assert replay.game == scene.game
    tx_app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(BAR.centerx, BAR.centery))
    )
    assert abs(replay.player.tick - replay.length // 2) <= replay.length // BAR.w + 1
    tx_app.render(tx_app.screen)
    press(tx_app, pygame.K_ESCAPE)
    tx_app.scenes.apply()
    assert tx_app.scenes.top is sheet


def finished_with_results(app, seed=8):
    scene = TetrhexScene(app, Game(6, 20, seed=seed), "modern")
    app.scenes.reset(scene)
    app.scenes.apply()
    play_by_keys(app, scene, seed)
    step(app, 100, draw=False)
    sheet = app.scenes.top
    assert isinstance(sheet, ResultsScene)
    return scene, sheet


def as_if_hours_long(monkeypatch):
    """The check of any replay runs one slice (60 ticks) a frame, as an hours-long one would
    run against its time budgets."""
    monkeypatch.setattr(replay_check, "FIRST_BUDGET", 0.0)
    monkeypatch.setattr(replay_check, "BESIDE_BUDGET", 0.0)
    monkeypatch.setattr(replay_check, "CATCH_UP_BUDGET", 0.0)


def test_a_long_replay_plays_at_once_while_its_check_runs_on_beside_it(tx_app, monkeypatch):
    as_if_hours_long(monkeypatch)
    scene, sheet = finished_with_results(tx_app)
    sheet.form.widgets[1].on_click()  # Watch
    tx_app.scenes.apply()
    replay = tx_app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.verifier.checking
    checked, shown = [], []
    while replay.verifier.checking:
        step(tx_app)  # drawn: the checked part is a band on the time bar
        checked.append(replay.verifier.checked_to)
        shown.append(replay.player.tick)
    assert len(checked) > 3 and checked == sorted(checked) and checked[0] < checked[-1]
    assert shown[:3] == [1, 2, 3]  # playing from the first frame
    assert all(tick <= limit for tick, limit in zip(shown, checked, strict=True))
    step(tx_app)
    assert replay.told_checked and replay.length == scene.game.ticks
    press(tx_app, pygame.K_END)
    assert replay.game == scene.game


def watch_an_old_file(app, scene) -> ReplayScene:
    """The replay of ``scene``'s game as a file from before checkpoints were kept, opened."""
    document = ReplayFile.of(scene.recording, scene.game).to_json()
    del document["replay"]["checkpoints"], document["replay"]["end"]
    replay_menu.watch(app, ReplayFile.from_json(document))
    app.scenes.apply()
    return app.scenes.top


def test_seeking_anywhere_in_a_file_with_checkpoints_is_at_once_before_the_check(
    tx_app, monkeypatch
):
    as_if_hours_long(monkeypatch)
    monkeypatch.setattr(file_checkpoints, "EVERY", 10)  # a short game with a long one's
    scene, sheet = finished_with_results(tx_app, seed=2)
    assert len(scene.recording.checkpoints) >= 8
    sheet.form.widgets[1].on_click()  # Watch
    tx_app.scenes.apply()
    replay = tx_app.scenes.top
    press(tx_app, pygame.K_END)
    tx_app.scenes.apply()
    assert tx_app.scenes.top is replay and replay.verifier.checking
    assert replay.game == scene.game and replay.length == scene.game.ticks
    middle = scene.recording.checkpoints[-2][0] + 3
    replay.seek(middle)
    straight = Player(Recording(6, 20, 2, list(scene.recording.inputs)))  # no checkpoints
    straight.seek(middle)
    assert replay.game == straight.game and replay.verifier.checked_to < middle
    assert replay.playing
    step(tx_app, 3)  # it plays on from there, the check a slice a frame behind it
    assert replay.player.tick == middle + 3
    assert isinstance(checked_replay(tx_app), ReplayScene)


def test_seeking_past_the_checked_part_waits_for_the_check_with_a_bar(tx_app, monkeypatch):
    as_if_hours_long(monkeypatch)
    scene, _sheet = finished_with_results(tx_app)
    replay = watch_an_old_file(tx_app, scene)
    step(tx_app, 2)
    press(tx_app, pygame.K_HOME)  # within the checked part: at once
    assert replay.player.tick == 0 and tx_app.scenes.top is replay
    press(tx_app, pygame.K_END)
    tx_app.scenes.apply()
    catching_up = tx_app.scenes.top
    assert isinstance(catching_up, replay_check.CatchUpScene) and replay.player.tick == 0
    seen = []
    while tx_app.scenes.top is catching_up:
        seen.append(catching_up.progress)
        step(tx_app)  # drawn: the bar, over the dimmed replay
        tx_app.scenes.apply()
    assert len(seen) > 1 and seen == sorted(seen) and seen[0] < seen[-1] <= 1
    assert tx_app.scenes.top is replay and replay.game == scene.game


def test_stop_gives_up_a_catch_up_and_stays_where_it_was(tx_app, monkeypatch):
    as_if_hours_long(monkeypatch)
    scene, _sheet = finished_with_results(tx_app)
    replay = watch_an_old_file(tx_app, scene)
    press(tx_app, pygame.K_SPACE)  # paused at the start
    press(tx_app, pygame.K_END)
    step(tx_app, 2)
    tx_app.scenes.apply()
    assert isinstance(tx_app.scenes.top, replay_check.CatchUpScene)
    press(tx_app, pygame.K_ESCAPE)  # pad B too
    tx_app.scenes.apply()
    assert tx_app.scenes.top is replay and replay.player.tick == 0


def test_a_replay_found_wrong_while_watched_closes_with_the_reason(tx_app, monkeypatch, tmp_path):
    as_if_hours_long(monkeypatch)
    finished, sheet = finished_with_results(tx_app)
    path = tmp_path / "boasting.json"
    document = ReplayFile.of(finished.recording, finished.game).to_json()
    path.write_text(json.dumps({**document, "score": document["score"] + 1, "format": 1}))
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    tx_app.scenes.apply()
    assert isinstance(tx_app.scenes.top, ReplayScene)  # opened before the check could tell
    assert settled(tx_app) is sheet
    assert "does not reach the score it claims" in " | ".join(tx_app.toasts.texts)
    assert not (tx_app.storage.data_dir / "replays" / "boasting.json").exists()  # not kept


def test_a_replay_dropped_mid_game_pauses_the_game_while_it_is_checked(
    tx_app, monkeypatch, tmp_path
):
    as_if_hours_long(monkeypatch)
    finished, _sheet = finished_with_results(tx_app)
    path = tmp_path / "sent.json"
    document = ReplayFile.of(finished.recording, finished.game).to_json()
    path.write_text(json.dumps({**document, "format": 1}))
    playing = TetrhexScene(tx_app, Game(6, 0, seed=2), "modern")
    tx_app.scenes.reset(playing)
    tx_app.scenes.apply()
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    tx_app.scenes.apply()
    assert isinstance(tx_app.scenes.top, ReplayScene) and tx_app.scenes.top.verifier.checking
    assert playing.game.paused  # its level clock runs on under the pause menu, as the rules say
    assert isinstance(checked_replay(tx_app), ReplayScene)


@pytest.mark.parametrize(
    ("field", "value", "seek"),
    [("score", 12_345, False), ("board", "a" * 91, True)],  # a lie; no game (found by a seek)
)
def test_a_file_whose_checkpoint_lies_closes_with_the_reason(
    tx_app, monkeypatch, tmp_path, field, value, seek
):
    as_if_hours_long(monkeypatch)
    monkeypatch.setattr(file_checkpoints, "EVERY", 10)
    finished, sheet = finished_with_results(tx_app, seed=2)
    document = ReplayFile.of(finished.recording, finished.game).to_json()
    document["replay"]["checkpoints"][-1][file_checkpoints.FIELDS.index(field)] = value
    path = tmp_path / "lying.json"
    path.write_text(json.dumps({**document, "format": 1}))
    tx_app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    tx_app.scenes.apply()
    replay = tx_app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.verifier.checking
    if seek:
        press(tx_app, pygame.K_END)
        assert replay.verifier.refused  # by the seek, before the check got there
    assert settled(tx_app) is sheet
    assert "does not reach the score it claims" in " | ".join(tx_app.toasts.texts)
    assert not (tx_app.storage.data_dir / "replays" / "lying.json").exists()  # not kept
