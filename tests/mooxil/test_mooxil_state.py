"""The engine contract around Mooxil: moves, saves, clones, ASCII grids."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.mooxil.logic import ERASER, MooxilState, Move, new_game
from games.mooxil.textboard import board_from_text, board_to_text


def played(seed=3, moves=12, level=1):
    state = new_game(seed, level=level)
    for _ in range(moves):
        state.apply(state.legal_moves()[len(state.legal_moves()) // 2])
    return state


def passed_one_level():
    text = """
        .  .  .
      .  E1  .  .
     .  .  .+5000  .  .
      .  E1  .  .
        .  .  .
    """
    state = MooxilState.from_board(board_from_text(text), [2, 3, 3], seed=5)
    state.apply(Move(2, (0, 0)))
    return state


def test_moves_read_like_a_move_log():
    assert str(Move(3, (1, -2))) == "3-tile at (1, -2)"
    assert str(Move(6, (0, 0))) == "6-tile at (0, 0)"
    assert str(Move(ERASER, (2, 0))) == "eraser on (2, 0)"


def test_a_new_game_is_playable_at_once():
    state = new_game(9)
    assert state.current_player == 0
    assert state.level == 1 and state.results == []
    assert len(state.queue) == 3
    assert state.legal_moves()
    assert state.game_score == 0 and state.scores() == [0]


@pytest.mark.parametrize("make", [played, passed_one_level])
def test_saves_round_trip_through_json(make):
    state = make()
    restored = MooxilState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert restored == state
    assert restored.legal_moves() == state.legal_moves()
    assert [r.score for r in restored.results] == [r.score for r in state.results]
    move = state.legal_moves()[0]
    state.apply(move)
    restored.apply(move)
    assert restored == state


def test_a_clone_is_independent():
    state = played()
    clone = state.clone()
    state.apply(state.legal_moves()[0])
    assert clone != state
    assert clone == MooxilState.from_dict(clone.to_dict())


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: "not a dict", "not a Mooxil game"),
        (lambda d: {**d, "game": "abaku"}, "not a Mooxil game"),
        (lambda d: {**d, "version": 99}, "version 99"),
        (lambda d: {k: v for k, v in d.items() if k != "queue"}, "malformed"),
        (lambda d: {**d, "queue": [1, 2]}, "bad tile queue"),
        (lambda d: {**d, "queue": [1, 2, 9]}, "bad tile queue"),
        (lambda d: {**d, "rng": [1, 2]}, "malformed"),
        (lambda d: {**d, "board": {**d["board"], "tiles": [[9, 9, 1, "tile"]]}}, "not on the grid"),
        (lambda d: {**d, "board": {**d["board"], "tiles": [[0, 0, 1, "odd"]]}}, "unknown tile"),
        (lambda d: {**d, "board": {**d["board"], "tiles": [[0, 0, 8, "tile"]]}}, "0 to 6"),
        (lambda d: {**d, "results": [{"level": 1}]}, "malformed"),
    ],
)
def test_broken_saves_give_a_clear_error(change, message):
    data = change(played().to_dict())
    with pytest.raises(ValueError, match=message):
        MooxilState.from_dict(data)


def test_text_grids_round_trip():
    text = """
        #  .+20  E2
      S1  0  .  3
     .  E1  #  .  .+15
      .  2+5  .  .
        .  .  6
    """
    board = board_from_text(text)
    assert board.tile_at((0, -1)).free == 0
    assert board.tile_at((-1, -1)).is_six
    assert board.bonus_at((-1, 1)) == 5 and board.tile_at((-1, 1)).free == 2
    assert board_from_text(board_to_text(board)) == board


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (". .\n. . .", "odd number of rows"),
        ("  . .\n . . .\n . . .", "row r=1 needs 2 cells"),
        ("  . x\n . . .\n  . .", "unknown cell 'x'"),
        ("  . 7\n . . .\n  . .", "unknown cell '7'"),
    ],
)
def test_bad_text_grids_are_refused(text, message):
    with pytest.raises(ValueError, match=message):
        board_from_text(text)


def test_the_rules_and_the_hint_player_do_not_need_pygame():
    code = (
        "import sys; import games.mooxil.logic, games.mooxil.ai, games.mooxil.perf; "
        "sys.exit('pygame' in sys.modules)"
    )
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root, check=False).returncode == 0
