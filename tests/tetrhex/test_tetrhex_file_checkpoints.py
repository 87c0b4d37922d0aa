"""Checkpoints kept in a replay file: written every interval and at the end while a game is
recorded, small, sought from anywhere before the check has got there, and never trusted: a
checkpoint that lies, is malformed or is too large is refused or caught by the check, fast."""

import json
import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.tetrhex import file_checkpoints
from games.tetrhex import scene as tetrhex_scene
from games.tetrhex.file_checkpoints import EVERY, FIELDS, LEGACY_LENGTH, MAX_STORED, TICKS, pack
from games.tetrhex.logic import MAX_TICKS, Action, Game
from games.tetrhex.recording import Check, Player, Recording, matches
from games.tetrhex.replay_files import ReplayFile, checked

MOVES = [Action.LEFT, Action.RIGHT, Action.ROTATE_CW, Action.DOWN, Action.DROP, Action.PAUSE]
SLOW = [Action.LEFT, Action.RIGHT, Action.ROTATE_CW, Action.PAUSE]  # pieces fall by gravity


def recorded(
    seed: int, edge: int = 6, ticks: int = 20_000, level: int = 5, moves=MOVES
) -> tuple[Recording, Game]:
    """A game played by seeded random actions (pauses included), recorded as the scene does:
    each action that did something, and the recording's look after each tick."""
    rng = random.Random(seed)
    game = Game(edge, level, seed)
    recording = Recording.of(game)
    while not game.over and game.ticks < ticks:
        if rng.random() < 0.15:
            action = rng.choice(moves)
            if game.act(action):
                recording.record(game.ticks, action)
        game.tick()
        recording.observe(game)
    if not game.over:
        game.act(Action.ABORT)
        recording.record(game.ticks, Action.ABORT)
    return recording, game


def as_file(recording: Recording, game: Game) -> ReplayFile:
    """``recording`` written as a replay file and read back, as a friend receives it."""
    document = json.loads(json.dumps(ReplayFile.of(recording, game).to_json()))
    return ReplayFile.from_json(document)


def played_to(recording: Recording, tick: int) -> Game:
    """The game at ``tick``, played from the start with no checkpoint from a file."""
    bare = Recording(recording.edge, recording.level, recording.seed, list(recording.inputs))
    player = Player(bare)
    while player.tick < tick and not player.over:
        player.step()
    return player.game


def counting_steps(player: Player) -> list:
    steps = []
    player.advance = lambda limit, original=player.advance: steps.append(1) or original(limit)
    return steps


@pytest.fixture(scope="module")
def long_game():
    recording, game = recorded(seed=4, edge=9, ticks=12_000, level=0, moves=SLOW)
    assert game.ticks > 11 * EVERY and game.pieces > 5
    return recording, game


def test_a_recorded_game_keeps_a_checkpoint_every_interval_and_one_at_its_end(long_game):
    recording, game = long_game
    replay = as_file(recording, game)
    ticks = [packed[TICKS] for packed in replay.recording.checkpoints]
    assert ticks == list(range(EVERY, game.ticks + 1, EVERY))
    assert replay.recording.end == pack(game) and replay.recording.end[FIELDS.index("over")]
    for packed in replay.recording.checkpoints[:3]:
        assert packed == pack(played_to(recording, packed[TICKS]))
    assert checked(replay).game == game  # the check passes every checkpoint and the end


def test_checkpoints_cost_well_under_100_kb_an_hour_of_play(long_game):
    recording, game = long_game
    document = ReplayFile.of(recording, game).to_json()["replay"]
    size = len(json.dumps([*document["checkpoints"], document["end"]], separators=(",", ":")))
    hours = game.ticks / (60 * 60 * 60)
    assert size / hours < 100_000
    assert size / (len(document["checkpoints"]) + 1) < 400  # ~300 bytes a checkpoint on edge 9


def test_a_seek_starts_from_the_files_checkpoints_and_gives_the_game_at_that_tick(long_game):
    recording, game = long_game
    viewer = Player(as_file(recording, game).recording)  # no check has run: only the file's
    for target in (EVERY * 7 + 31, EVERY * 2 + 5, EVERY * 11 + EVERY - 1, game.ticks):
        steps = counting_steps(viewer)
        viewer.seek(target)
        assert len(steps) < EVERY
        assert viewer.game == played_to(recording, target)
        del viewer.advance


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), edge=st.sampled_from([6, 9]), ticks=st.integers(0, 1200))
def test_a_restored_checkpoint_is_the_game_generator_included(seed, edge, ticks):
    recording, game = recorded(seed, edge, ticks)
    restorer = recording.restorer()
    again = restorer.restore(json.loads(json.dumps(pack(game))))
    assert again == game  # the same board, counts and generator: the same pieces to come
    assert restorer.restore(pack(Game(edge, 5, seed))) == Game(edge, 5, seed)


def test_a_file_from_before_lifts_were_counted_is_checked_and_seeks_as_before(long_game):
    """Its checkpoints hold the values before ``lifts``: the check compares those, and a seek
    starts from them (no lift yet)."""
    recording, game = long_game
    document = json.loads(json.dumps(ReplayFile.of(recording, game).to_json()))
    legacy = document["replay"]
    legacy["checkpoints"] = [packed[:LEGACY_LENGTH] for packed in legacy["checkpoints"]]
    legacy["end"] = legacy["end"][:LEGACY_LENGTH] if legacy.get("end") else legacy.get("end")
    replay = ReplayFile.from_json(document)
    assert checked(replay).game == game
    viewer = Player(replay.recording)
    viewer.seek(EVERY * 3 + 7)
    assert viewer.game.to_dict()["board"] == played_to(recording, EVERY * 3 + 7).to_dict()["board"]
    lying_legacy = json.loads(json.dumps(document))
    lying_legacy["replay"]["checkpoints"][2][FIELDS.index("score")] += 1
    with pytest.raises(ValueError, match="differs from its checkpoint"):
        checked(ReplayFile.from_json(lying_legacy))


def lying(replay: ReplayFile, index: int, field: str, value) -> ReplayFile:
    """``replay`` with one field of one checkpoint changed (``index`` -1: the end)."""
    document = json.loads(json.dumps(replay.to_json()))
    target = document["replay"]["end"] if index < 0 else document["replay"]["checkpoints"][index]
    target[FIELDS.index(field)] = value
    return ReplayFile.from_json(document)


@pytest.mark.parametrize(
    ("index", "field", "change", "reason"),
    [
        (3, "score", 1, "differs from its checkpoint"),
        (0, "level", 1, "differs from its checkpoint"),
        (5, "pieces", -1, "differs from its checkpoint"),
        (-1, "score", 5, "ends elsewhere"),
    ],
)
def test_a_lying_checkpoint_makes_the_replay_wrong_when_the_check_gets_there(
    long_game, index, field, change, reason
):
    recording, game = long_game
    honest = as_file(recording, game)
    packed = honest.recording.end if index < 0 else honest.recording.checkpoints[index]
    liar = lying(honest, index, field, packed[FIELDS.index(field)] + change)
    with pytest.raises(ValueError, match=reason):
        checked(liar)


def test_a_lying_checkpoint_in_a_save_drops_the_replay_not_the_game(long_game):
    recording, _game = long_game
    saved = Recording.from_json(json.loads(json.dumps(recording.to_json())))
    tick = saved.checkpoints[4][TICKS]
    game = played_to(recording, tick + 10)
    assert matches(saved, game)
    saved.checkpoints[2][FIELDS.index("score")] += 10
    assert not matches(saved, game)


def test_checkpoints_after_the_end_of_the_game_make_it_wrong(long_game):
    recording, game = long_game
    document = json.loads(json.dumps(ReplayFile.of(recording, game).to_json()))
    late = pack(game)
    late[TICKS] = game.ticks + 1
    document["replay"]["checkpoints"].append(late)
    document["replay"]["end"][TICKS] = game.ticks + 1
    with pytest.raises(ValueError, match="after the end"):
        checked(ReplayFile.from_json(document))


def test_a_checkpoint_at_the_start_is_compared_too():
    recording = Recording(6, 0, 3, [(5, Action.ABORT)])
    start = pack(Game(6, 0, 3))
    start[FIELDS.index("score")] = 99
    recording.checkpoints = [start]
    with pytest.raises(ValueError, match="checkpoint at tick 0"):
        Check(recording).finish()


def with_checkpoints(checkpoints, end=None) -> dict:
    data = Recording(6, 0, 1, [(10, Action.DROP)]).to_json()
    return {**data, "checkpoints": checkpoints, **({"end": end} if end is not None else {})}


GOOD = pack(Game(6, 0, 1))


def changed(**fields) -> list:
    packed = list(GOOD)
    for name, value in fields.items():
        packed[FIELDS.index(name)] = value
    return packed


@pytest.mark.parametrize(
    ("checkpoints", "reason"),
    [
        ("no list", "must be a list"),
        ([None] * (MAX_STORED + 1), "at most"),
        ([GOOD[:-2]], f"list of {len(FIELDS)}"),  # neither the current nor the legacy length
        ([[*GOOD, 0]], f"list of {len(FIELDS)}"),
        ([changed(ticks=-1)], "tick must be"),
        ([changed(ticks=MAX_TICKS + 1)], "tick must be"),
        ([changed(ticks=1.5)], "tick must be"),
        ([changed(board="." * 90)], "one letter a cell"),
        ([changed(board="?" * 91)], "no hexagon"),
        ([changed(board=["."] * 91)], "one letter a cell"),
        ([changed(pieces=10**12)], "more pieces"),
        ([changed(ticks=900, pieces=900 // 30 + 3)], "more pieces"),
        ([changed(ticks=900), changed(ticks=900)], "follow each other"),
    ],
)
def test_a_malformed_or_huge_checkpoint_is_refused_when_the_file_is_read(checkpoints, reason):
    began = time.perf_counter()
    with pytest.raises(ValueError, match=reason):
        Recording.from_json(with_checkpoints(checkpoints))
    assert time.perf_counter() - began < 0.5


def test_an_end_before_the_last_input_is_refused():
    with pytest.raises(ValueError, match="must come after"):
        Recording.from_json(with_checkpoints([], end=changed(ticks=9)))


def test_a_checkpoint_no_game_can_be_in_is_refused_when_a_seek_needs_it():
    overlapping = changed(ticks=600, board="a" * 91)  # the falling piece inside the stack
    recording = Recording.from_json(with_checkpoints([overlapping]))
    viewer = Player(recording)
    viewer.seek(400)  # before it: played from the start
    with pytest.raises(ValueError, match="overlaps"):
        viewer.seek(700)


def test_the_generator_is_rebuilt_from_the_nearest_one_rebuilt_before(monkeypatch):
    restorer = file_checkpoints.Restorer(6, 0, 1)
    draws = []
    real = file_checkpoints.draw_piece
    monkeypatch.setattr(file_checkpoints, "draw_piece", lambda rng: draws.append(1) or real(rng))
    restorer.restore(changed(ticks=9000, pieces=200))
    restorer.restore(changed(ticks=9900, pieces=230))
    restorer.restore(changed(ticks=4500, pieces=100))
    assert len(draws) == 201 + 30 + 101
    restorer.restore(changed(ticks=9900, pieces=230))
    assert len(draws) == 201 + 30 + 101  # known already


def test_a_player_sought_part_way_plays_to_the_end_past_the_checkpoints_ahead(long_game):
    recording, game = long_game
    replay = as_file(recording, game)
    player = Player(replay.recording)
    player.seek(EVERY * 5 + 17)
    player.play_to_end()
    assert player.game == game


def test_a_saved_replay_whose_checkpoints_pass_the_saved_game_is_dropped(long_game):
    recording, _game = long_game
    game = played_to(recording, EVERY * 3 + 5)
    inputs = [item for item in recording.inputs if item[0] <= game.ticks]

    def saved(checkpoints) -> dict:
        kept = Recording(recording.edge, recording.level, recording.seed, inputs)
        kept.checkpoints = checkpoints
        return {"recording": json.loads(json.dumps(kept.to_json()))}

    assert tetrhex_scene.saved_recording(saved(recording.checkpoints[:3]), game) is not None
    assert tetrhex_scene.saved_recording(saved(recording.checkpoints[:4]), game) is None
