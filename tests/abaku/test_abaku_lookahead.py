"""Level 8's look-ahead in Abaku: sampled worlds from what the player can know, never from the
hidden racks; the answers a move opens; no exchange while a placement exists, above level 1."""

import random

import pytest

from games.abaku import ai, lookahead
from games.abaku.logic import AbakuState, Exchange, Pass, Place, new_game
from games.abaku.movegen import generate_placements, local_placements


def mid_game(seed=11, plies=6):
    state = new_game(seed)
    for ply in range(plies):
        state.apply(ai.choose(state, 4, seed=ply))
    return state


def with_hidden_tiles_dealt_again(state, seed):
    """The same visible position for the player to move, other racks and bag dealt anew."""
    data = state.to_dict()
    me = data["turn"]
    hidden = list(data["bag"])
    for player, rack in enumerate(data["racks"]):
        if player != me:
            hidden += rack
    random.Random(seed).shuffle(hidden)
    for player, rack in enumerate(data["racks"]):
        if player != me:
            data["racks"][player], hidden = hidden[: len(rack)], hidden[len(rack) :]
    data["bag"] = hidden
    return AbakuState.from_dict(data)


def test_a_sampled_world_keeps_sizes_and_tiles_and_ignores_the_hidden_racks():
    state = mid_game()
    other = with_hidden_tiles_dealt_again(state, 3)
    me = state.current_player
    assert other.rack(1 - me) != state.rack(1 - me)
    world = lookahead.sample_world(state, random.Random(9))
    twin = lookahead.sample_world(other, random.Random(9))
    assert world.to_dict()["racks"] == twin.to_dict()["racks"]
    assert world.to_dict()["bag"] == twin.to_dict()["bag"]
    assert world.rack(me) == state.rack(me)
    assert world.bag_count == state.bag_count
    assert world.tile_census() == state.tile_census()


@pytest.mark.parametrize("seed", [11, 12])
def test_level_8_plays_the_same_move_whatever_the_hidden_racks(seed):
    state = mid_game(seed)
    for deal in (1, 2):
        other = with_hidden_tiles_dealt_again(state, deal)
        assert other.to_dict()["racks"] != state.to_dict()["racks"]
        assert ai.choose(other, 8, seed=4) == ai.choose(state, 8, seed=4)


def test_local_placements_are_the_placements_next_to_the_squares():
    state = mid_game(13, plies=4)
    board, rack = state.board(), state.rack(state.current_player)
    last = next(e.move for e in reversed(state.log) if isinstance(e.move, Place))
    squares = [tile.square for tile in last.tiles]
    near = {(r + dr, c + dc) for r, c in squares for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))}
    local = {found.move for found in local_placements(board, rack, squares)}
    every = {found.move: found.points for found in generate_placements(board, rack)}
    assert local <= set(every)
    touching = {m for m in every if any(t.square in near for t in m.tiles)}
    assert local and local <= touching


def test_an_answer_counts_only_beyond_the_usual_points():
    state = mid_game()
    move = ai.baseline(state, seed=1)
    world = lookahead.sample_world(state, random.Random(2))
    assert lookahead.playout(world, move, 50.0, usual=10**6) == 50.0
    assert lookahead.playout(world, move, 50.0, usual=0) <= 50.0
    assert lookahead.playout(world, Pass(), 7.0, usual=0) == 7.0


@pytest.mark.parametrize("level", [2, 3, 4, 5])
def test_above_level_1_no_exchange_or_pass_while_a_placement_exists(level):
    for seed in range(3):
        state = mid_game(seed + 20, plies=4)
        for ply in range(6):
            if state.is_terminal():
                break
            move = ai.choose(state, level, seed=ply)
            if state.placements():
                assert isinstance(move, Place)
            else:
                assert isinstance(move, (Exchange, Pass))
            state.apply(move)
