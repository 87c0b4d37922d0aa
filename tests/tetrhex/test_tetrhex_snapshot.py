"""Determinism, the to_dict round trip and clear errors for damaged snapshots."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.tetrhex.logic import Action, Game

PLAYER_ACTIONS = [a for a in Action if a is not Action.ABORT]

steps = st.lists(
    st.tuples(st.integers(0, 40), st.sampled_from(PLAYER_ACTIONS) | st.none()),
    min_size=1,
    max_size=60,
)


def play(game, sequence):
    for wait, action in sequence:
        for _ in range(wait):
            game.tick()
        if action is not None:
            game.act(action)
    return game


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), edge=st.sampled_from([6, 7, 8, 9]), sequence=steps)
def test_same_seed_and_actions_on_the_same_ticks_give_the_same_game(seed, edge, sequence):
    one = play(Game(edge=edge, seed=seed), sequence)
    two = play(Game(edge=edge, seed=seed), sequence)
    assert one.to_dict() == two.to_dict()
    assert one.pop_events() == two.pop_events()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), first=steps, then=steps)
def test_a_round_trip_gives_an_equal_game_that_plays_on_identically(seed, first, then):
    game = play(Game(edge=7, seed=seed), first)
    data = json.loads(json.dumps(game.to_dict()))
    copy = Game.from_dict(data)
    assert copy == game
    assert play(copy, then) == play(game, then)


def test_seed_zero_is_a_real_seed_and_seeds_differ():
    def shapes(seed):
        game = Game(edge=9, seed=seed)
        game.act(Action.RADAR)
        found = []
        while not game.over and len(found) < 12:
            found += [(game.piece.shape, game.piece.bomb), game.next_piece]
            game.act(Action.DROP)
        return found

    assert shapes(0) == shapes(0)
    assert shapes(0) != shapes(1)
    assert shapes(1) != shapes(2)


def test_clone_is_independent():
    game = Game(edge=8, seed=4)
    copy = game.clone()
    copy.act(Action.DROP)
    assert copy != game
    assert game.pieces == 1


def good_snapshot():
    game = Game(edge=6, seed=2)
    game.act(Action.DROP)
    return game.to_dict()


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.pop("score"), "score"),
        (lambda d: d.update(score=-5), "score"),
        (lambda d: d.update(level=31), "level"),
        (lambda d: d.update(edge=4), "edge"),
        (lambda d: d.update(radar="yes"), "radar"),
        (lambda d: d["board"].append([9, 9, 0, False]), "board"),
        (lambda d: d["board"].append([0, 0, 7, False]), "board"),
        (lambda d: d.update(piece=[12, 0, [0, 0], False]), "piece"),
        (lambda d: d.update(piece=None), "falling piece"),
        (lambda d: d.update(rng=[3, [1, 2], None]), "random"),
        (lambda d: d.update(next="bar"), "snapshot"),
    ],
)
def test_a_damaged_snapshot_raises_a_clear_value_error(damage, message):
    data = good_snapshot()
    damage(data)
    with pytest.raises(ValueError, match=message):
        Game.from_dict(data)


def test_a_piece_overlapping_the_board_is_refused():
    data = good_snapshot()
    q, r = data["piece"][2]
    data["board"].append([q, r, 0, False])
    with pytest.raises(ValueError, match="overlaps"):
        Game.from_dict(data)


def test_not_a_dict_is_refused():
    with pytest.raises(ValueError):
        Game.from_dict(["not", "a", "snapshot"])
