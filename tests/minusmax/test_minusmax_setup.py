"""new_game: the centre seven, the special cells, the racks, the starting player, options."""

from collections import Counter

import pytest

from games.minusmax.board import centre_cells
from games.minusmax.logic import NUMERIC_TILES, board_cells, new_game


@pytest.mark.parametrize("seed", [0, 1, 2, 99])
def test_the_setup(seed):
    state = new_game(seed)
    centre = {(0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
    assert set(state.tiles) == centre == set(centre_cells())
    assert Counter(state.specials.values()) == {"D": 20, "T": 15, "X": 10}
    assert len(state.specials) == 45
    assert not centre & set(state.specials)
    assert set(state.specials) <= board_cells()
    assert state.rack_counts() == [8, 8]
    assert state.box_count == 96 - 7 - 16
    everything = Counter(state.tiles.values()) + Counter(state.box)
    everything += Counter(state.rack(0)) + Counter(state.rack(1))
    assert everything == Counter(NUMERIC_TILES)
    assert state.points == [0, 0]
    assert state.current_player == state.starting_player
    assert state.history == []


def test_the_starting_player_is_drawn_at_random():
    starters = {new_game(seed, players=4).starting_player for seed in range(40)}
    assert starters == {0, 1, 2, 3}


def test_seeds_give_different_shuffles_and_the_same_seed_the_same_game():
    assert new_game(0) != new_game(1)
    assert new_game(0).specials != new_game(1).specials
    assert new_game(7) == new_game(7)


def test_options():
    state = new_game(3, players=4, rack_size=3, complete_last_turn=True)
    assert state.rack_counts() == [3, 3, 3, 3]
    assert state.box_count == 96 - 7 - 12
    assert state.options == {"players": 4, "rack_size": 3, "complete_last_turn": True}


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 1}, "2 to 4 players"),
        ({"players": 5}, "2 to 4 players"),
        ({"rack_size": 2}, "rack size must be 3 to 9"),
        ({"rack_size": 10}, "rack size must be 3 to 9"),
    ],
)
def test_bad_options_are_refused(options, message):
    with pytest.raises(ValueError, match=message):
        new_game(1, **options)
