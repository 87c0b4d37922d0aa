"""The game state: dealing, wildcards, exchanges, passes, surrender, the end, saving."""

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.abaku.logic import (
    DIGIT_COUNTS,
    END_PASSES,
    END_PLAYERS_OUT,
    END_TILES_OUT,
    OUT_FORFEITED,
    OUT_SURRENDERED,
    WILD,
    AbakuState,
    Exchange,
    IllegalMove,
    Pass,
    Place,
    Surrender,
    new_game,
)
from games.abaku.moves import PlacedTile, move_from_json, move_to_json

# Squares where tiles not needed by a scenario are parked, far from the centre.
PARKING = [(row, col) for row in (0, 1, 2, 3, 11, 12, 13, 14) for col in range(15)]


def arranged(racks, bag=(), board=None, players=None, zeros_drawn=None, scores=None, **extra):
    """A saved game with chosen racks, bag (drawn from its end) and board, loaded back.

    Tiles the scenario does not mention are parked on the top and bottom rows, so the game
    still holds 11 tiles of each digit.
    """
    players = players or len(racks)
    board = dict(board or {})
    data = new_game(1, players=players, **extra).to_dict()
    used = Counter(0 if tile == WILD else tile for rack in racks for tile in rack)
    used.update(bag)
    used.update(board.values())
    parked = []
    for digit, count in DIGIT_COUNTS.items():
        parked += [digit] * (count - used[digit])
    board.update(zip(PARKING, parked, strict=False))
    data.update(
        racks=[list(rack) for rack in racks],
        bag=list(bag),
        board=[[row, col, digit] for (row, col), digit in sorted(board.items())],
        zeros_drawn=list(zeros_drawn or [0] * players),
        scores=list(scores or [0] * players),
    )
    return AbakuState.from_dict(data)


def test_a_new_game_deals_five_tiles_each_from_110():
    state = new_game(3)
    assert state.players == 2
    assert [len(state.rack(p)) for p in range(2)] == [5, 5]
    assert state.bag_count == 100
    assert state.current_player == 0 and state.scores() == [0, 0]
    assert state.tile_census() == dict(DIGIT_COUNTS)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_one_to_four_players(players):
    state = new_game(1, players=players)
    assert state.bag_count == 110 - 5 * players


@pytest.mark.parametrize("options", [{"players": 0}, {"players": 5}, {"time_limit": -3}])
def test_bad_options_are_refused(options):
    with pytest.raises(ValueError):
        new_game(1, **options)


def test_seed_zero_is_a_real_seed_and_seeds_differ():
    assert new_game(0).to_dict() == new_game(0).to_dict()
    assert new_game(0).to_dict() != new_game(1).to_dict()


def test_a_placement_scores_refills_and_logs_its_examples():
    board = {(7, 7): 4, (8, 7): 2, (9, 7): 4}
    state = arranged([[6, 2, 7, 7, 7], [1, 1, 1, 1, 1]], bag=[5, 6], board=board)
    move = Place.of({(7, 6): 6, (7, 8): 2})
    assert state.preview(move).points == 18
    state.apply(move)
    assert state.scores() == [18, 0]
    assert sorted(state.rack(0)) == [5, 6, 7, 7, 7] and state.bag_count == 0
    entry = state.log[-1]
    assert entry.player == 0 and entry.points == 18
    assert [(example.text(), example.points) for example in entry.examples] == [
        ("6 - 4 = 2", 12),
        ("√4 = 2", 6),
    ]
    assert state.current_player == 1


def test_the_eighth_and_tenth_zero_a_player_draws_are_wildcards():
    state = arranged([[1, 2, 3, 4, 5], [6, 6, 6, 6, 6]], bag=[0, 0, 0], zeros_drawn=[7, 0])
    state.apply(Exchange((1, 2, 3)))  # draws his 8th, 9th and 10th zeros
    assert sorted(state.rack(0)) == [WILD, WILD, 0, 4, 5]
    assert state.tile_census() == dict(DIGIT_COUNTS)


def test_each_player_counts_his_own_zeros():
    state = arranged([[1, 2, 3, 4, 5], [6, 6, 6, 6, 6]], bag=[0, 0, 0], zeros_drawn=[0, 7])
    state.apply(Exchange((1, 2, 3)))
    assert sorted(state.rack(0)) == [0, 0, 0, 4, 5]


def test_a_wildcard_is_placed_as_any_digit_and_counts_as_it():
    state = arranged([[WILD, 9, 9, 9, 9], [1, 1, 1, 1, 1]], bag=[3], board={(7, 7): 2})
    move = Place((PlacedTile(7, 8, 4, wild=True),))
    state.apply(move)
    assert state.tile_at((7, 8)) == 4 and (7, 8) in state.wild_squares
    assert state.scores() == [2 + 4, 0]
    assert WILD not in state.rack(0)
    assert state.tile_census() == dict(DIGIT_COUNTS)


def test_an_exchanged_wildcard_goes_back_as_a_zero():
    state = arranged([[WILD, 9, 9, 9, 9], [1, 1, 1, 1, 1]], bag=[3])
    state.apply(Exchange((WILD,)))
    assert state.rack(0).count(3) == 1 and WILD not in state.rack(0)
    assert state.bag_count == 1 and state.tile_census() == dict(DIGIT_COUNTS)


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        (Place.of({(7, 7): 2, (7, 8): 4}), "Your rack has no 2"),
        (Place((PlacedTile(7, 7, 2, wild=True), PlacedTile(7, 8, 4))), "no wildcard"),
        (Place.of({(7, 7): 8, (7, 8): 8}), "holds only 1 8, not 2"),
        (Exchange(()), "Choose 1 to 5 tiles"),
        (Exchange((1, 8, 9)), "The bag holds only 2 tiles, too few to exchange 3"),
        (Exchange((2,)), "Your rack has no 2"),
        (Pass(timed_out=True), "no turn time limit"),
    ],
)
def test_refusals_of_the_state(move, reason):
    state = arranged([[1, 4, 8, 9, 9], [1, 1, 1, 1, 1]], bag=[5, 6])
    assert reason in state.illegal_reason(move)
    with pytest.raises(IllegalMove, match=reason):
        state.apply(move)
    assert state.log == ()


def test_an_exchange_keeps_the_rack_size_and_the_bag_count():
    state = new_game(4)
    before = state.bag_count
    tiles = tuple(state.rack(0)[:3])
    state.apply(Exchange(tiles))
    assert len(state.rack(0)) == 5 and state.bag_count == before
    assert state.tile_census() == dict(DIGIT_COUNTS)


def test_three_passes_with_tiles_in_the_bag_lose_by_default():
    state = new_game(5)
    for _ in range(2):
        state.apply(Pass())
        state.apply(Pass())
    assert not state.is_terminal()
    state.apply(Pass(timed_out=False))
    assert state.out_reason(0) == OUT_FORFEITED
    assert state.is_terminal() and state.end_reason == END_PLAYERS_OUT
    assert state.winners() == [1] and state.ranking() == [1, 0]


def test_a_pass_run_is_broken_by_an_exchange():
    state = new_game(5)

    def exchange_one():
        state.apply(Exchange((state.rack(state.current_player)[0],)))

    for player_zero_move in ("pass", "pass", "exchange", "pass"):
        if player_zero_move == "pass":
            state.apply(Pass())
        else:
            exchange_one()
        exchange_one()  # the other player
    assert not state.is_terminal() and state.passes_in_a_row(0) == 1


def test_three_passes_with_an_empty_bag_end_the_game_normally():
    state = arranged([[9, 9, 9], [8, 8]], scores=[30, 20])
    for _ in range(5):
        state.apply(Pass())
    assert state.is_terminal() and state.end_reason == END_PASSES
    assert state.scores() == [30, 20] and state.winners() == [0]


def test_anchor_squares_are_where_a_placement_can_touch_the_board():
    assert new_game(1).anchor_squares() == [(7, 7)]
    state = arranged([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1]], bag=[5], board={(7, 7): 2})
    anchors = set(state.anchor_squares())
    assert {(6, 7), (8, 7), (7, 6), (7, 8)} <= anchors and (7, 7) not in anchors


def test_the_timer_running_out_counts_as_a_pass():
    state = new_game(6, time_limit=30)
    assert state.time_limit == 30
    state.apply(Pass(timed_out=True))
    assert state.passes_in_a_row(0) == 1 and str(state.log[-1].move) == "pass (time ran out)"


def test_surrender_ends_a_two_player_game():
    state = new_game(7)
    state.apply(Surrender())
    assert state.is_terminal() and state.winners() == [1]
    assert state.out_reason(0) == OUT_SURRENDERED


def test_after_a_surrender_three_players_play_on():
    state = new_game(7, players=3)
    state.apply(Pass())
    state.apply(Surrender())
    assert not state.is_terminal() and state.current_player == 2
    state.apply(Pass())
    assert state.current_player == 0  # player 1 is skipped
    state.apply(Surrender())
    assert state.is_terminal() and state.winners() == [2]
    assert state.ranking()[0] == 2


def test_using_the_last_tile_ends_the_game_with_the_rack_transfer():
    state = arranged([[4], [3, 9]], board={(7, 7): 2}, scores=[10, 20])
    state.apply(Place.of({(7, 8): 4}))  # "24": 6 points, and player 0's rack is empty
    assert state.is_terminal() and state.end_reason == END_TILES_OUT
    assert state.scores() == [10 + 6 + 12, 20 - 12]
    assert state.log[-1].transfer == (12, -12)
    with pytest.raises(IllegalMove, match="game is over"):
        state.apply(Pass())
    assert state.current_player is None and state.legal_moves() == []


def test_a_solo_game_ends_when_the_player_goes_out():
    state = arranged([[4]], board={(7, 7): 2})
    state.apply(Place.of({(7, 8): 4}))
    assert state.is_terminal() and state.scores() == [6] and state.winners() == [0]


def test_legal_moves_list_placements_exchanges_and_pass():
    state = new_game(8)
    moves = state.legal_moves()
    assert moves[-1] == Pass()
    assert any(isinstance(move, Exchange) for move in moves)
    placements = [move for move in moves if isinstance(move, Place)]
    assert placements == sorted(placements, key=lambda move: move.tiles)
    assert all(state.illegal_reason(move) is None for move in placements[:40])


def test_round_trip_through_json():
    state = new_game(9, players=3, time_limit=45)
    state.apply(state.legal_moves()[0])
    state.apply(Pass())
    restored = AbakuState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert restored == state and restored.legal_moves() == state.legal_moves()
    assert restored.log == state.log


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda data: "not a dict", "not a saved Abaku game"),
        (lambda data: {**data, "game": "chess"}, "not a saved Abaku game"),
        (lambda data: {key: value for key, value in data.items() if key != "bag"}, "damaged"),
        (lambda data: {**data, "bag": data["bag"][1:]}, "tiles are missing"),
        (lambda data: {**data, "players": 9}, "1 to 4 players"),
        (lambda data: {**data, "turn": 5}, "no such player"),
        (lambda data: {**data, "board": [[20, 1, 3]]}, "damaged"),
    ],
)
def test_a_damaged_save_gives_a_clear_message(damage, message):
    data = new_game(2).to_dict()
    with pytest.raises(ValueError, match=message):
        AbakuState.from_dict(damage(data))


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000), st.lists(st.integers(0, 10**6), min_size=1, max_size=6))
def test_tiles_are_conserved_and_racks_stay_full(seed, choices):
    state = new_game(seed, players=2)
    for choice in choices:
        if state.is_terminal():
            break
        moves = state.legal_moves()
        state.apply(moves[choice % len(moves)])
        assert state.tile_census() == dict(DIGIT_COUNTS)
        held = sum(len(state.rack(p)) for p in range(2))
        assert held == min(10, 110 - len(state.board()))
        assert AbakuState.from_dict(state.to_dict()) == state


@pytest.mark.parametrize(
    "move",
    [
        Place((PlacedTile(7, 7, 2), PlacedTile(7, 8, 4, wild=True))),
        Exchange((WILD, 0, 9)),
        Pass(),
        Pass(timed_out=True),
        Surrender(),
    ],
)
def test_moves_read_back_from_json_and_read_well(move):
    assert move_from_json(json.loads(json.dumps(move_to_json(move)))) == move
    assert str(move) in {
        "place 2 on H8, 4 (wildcard) on I8",
        "exchange ?, 0, 9",
        "pass",
        "pass (time ran out)",
        "surrender",
    }


@pytest.mark.parametrize("data", [{"place": "H8"}, {"castle": True}, {"exchange": [None]}])
def test_a_malformed_move_is_refused_clearly(data):
    with pytest.raises(ValueError, match="malformed Abaku move"):
        move_from_json(data)
