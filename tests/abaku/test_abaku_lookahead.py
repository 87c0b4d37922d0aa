"""Level 8's look-ahead in Abaku: sampled worlds from what the player can know, never from the
hidden racks; a candidate worth its points and leave minus the best answer; the x3 example
square it opens; the end of the game; the line memo; no exchange while a placement exists."""

import random

import pytest

from games.abaku import ai, lookahead
from games.abaku.board import bonus, example_multiplier, neighbours
from games.abaku.diagram import parse_board
from games.abaku.leave import leave_points, rack_left
from games.abaku.logic import AbakuState, Exchange, Pass, Place, new_game
from games.abaku.movegen import LineMemo, generate_placements, memo_placements
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)
from tests.support import kept_positions


@kept_positions
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


def candidate(state, move):
    rack = state.rack(state.current_player)
    points = state.preview(move).points
    return lookahead.Candidate(move, points, tuple(rack_left(rack, move.rack_tiles())))


def after(board, move):
    board = dict(board)
    board.update((tile.square, tile.digit) for tile in move.tiles)
    return board


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


def three_players_on_an_empty_bag(seed):
    state = new_game(seed, players=3)
    while state.bag_count:
        state.apply(ai.choose(state, 3, seed=len(state.log)))
    return state


def test_on_an_empty_bag_the_look_ahead_samples_only_what_the_player_can_know():
    # Three players, empty bag: the two other racks are hidden, only their sizes and the
    # tiles they hold together are known. Dealing those tiles out differently between the two
    # racks changes no move (in this position a look-ahead that read the next player's true
    # rack plays another move after either deal).
    state = three_players_on_an_empty_bag(2)
    assert not state.is_terminal() and not state.bag_count
    move = ai.choose(state, 8, seed=4)
    for deal in (1, 4):
        other = with_hidden_tiles_dealt_again(state, deal)
        assert other.to_dict()["racks"] != state.to_dict()["racks"]
        assert ai.choose(other, 8, seed=4) == move


def test_the_rack_kept_is_worth_its_measured_points():
    assert leave_points([]) == 0
    assert leave_points([9]) > leave_points([4]) > leave_points([1]) > leave_points([0])
    assert leave_points([8, 9]) > leave_points([9, 9])  # a pair makes fewer examples
    assert leave_points([ai.WILD]) >= leave_points([9])


def test_level_8_gives_up_a_few_points_to_play_its_zeros():
    # Seed 25: the greedy player scores 88 and keeps a 0, which costs about 47 points on the
    # next turn; level 8 plays both its 0s for fewer points (64, keeping a 6, and opening no
    # x3 square: the 80-point move that also plays them opens one).
    state = mid_game(25)
    rack = state.rack(state.current_player)
    assert sorted(rack) == [0, 0, 4, 6, 8]
    greedy, best = ai.baseline(state, seed=0), ai.choose(state, 8, seed=0)
    assert state.preview(greedy).points == 88 and rack_left(rack, greedy.rack_tiles()) == [0]
    assert 0 not in rack_left(rack, best.rack_tiles()) and state.preview(best).points < 88
    assert lookahead.opened_triples(state.board(), best) == 0


def test_the_line_memo_gives_the_placements_of_the_whole_board_after_each_candidate():
    state = mid_game(13)
    world = lookahead.answer_world(state, random.Random(5))
    memo = LineMemo(world.answering_rack)
    best = sorted(state.placements(), key=lambda found: -found.points)[:4]
    for found in best:
        board = after(state.board(), found.move)
        assert memo_placements(board, memo) == generate_placements(board, world.answering_rack)
    assert memo.work > 0


def test_a_candidate_is_worth_its_points_and_leave_minus_the_best_answer():
    state = mid_game()
    world = lookahead.answer_world(state, random.Random(2))
    assert world.bag
    for found in state.placements()[:5]:
        option = candidate(state, found.move)
        answers = generate_placements(after(world.board, found.move), world.answering_rack)
        best = max(answer.points for answer in answers)
        expected = option.points + lookahead.LEAVE_WEIGHT * leave_points(option.left) - best
        assert lookahead.playout(world, option) == pytest.approx(expected)


def test_a_move_that_opens_a_x3_example_square_is_worth_less_than_its_twin():
    # Seed 27: two placements of the same tiles score 77 each; the second puts its 4 on H14,
    # beside the x3 example square H15, and the answer that takes H15 scores 192 instead of
    # 138. The greedy ranking cannot tell them apart; the look-ahead can.
    state = mid_game(27)
    safe = Place.of({(3, 7): 5, (11, 7): 5, (12, 7): 4, (13, 7): 6})
    opening = Place.of({(3, 7): 5, (11, 7): 5, (12, 7): 6, (13, 7): 4})
    assert state.preview(safe).points == state.preview(opening).points == 77
    world = lookahead.answer_world(state, random.Random(2))
    answers = generate_placements(after(world.board, opening), world.answering_rack)
    best = max(answers, key=lambda found: found.points)
    assert best.points == 192
    assert any(example_multiplier(*tile.square) == 3 for tile in best.move.tiles)
    value_safe = lookahead.playout(world, candidate(state, safe))
    value_opening = lookahead.playout(world, candidate(state, opening))
    assert value_safe - value_opening == pytest.approx(192 - 138)


GREEDY_GAME_3_BAG_EMPTIED = """
    8..60528......1
    3..2.3......5.4
    493382......4.5
    7..3.5....18927
    9..6.4......6.0
    9..8.5...7..3.1
    8.82.4...1..9.5
    182821642665707
    7.8..4...9..1.0
    7.7..6...7..0.0
    4.4..3...0..0.1
    8192799360....9
    6.1..7........5
    9.3..2........1
    0.............4
"""
GREEDY_GAME_9_BAG_EMPTIED = """
    64881826.......
    ...2..5........
    ...4..5........
    53248353136....
    .5.1..1..9.7...
    .5.63974283240.
    .7.9..7..1.9...
    235705143706379
    .5.0..0..2.3...
    .429188..5.9...
    ...9..2.14410..
    ...7616601.6...
    ...2.....8.4...
    ...5.......0...
    4267996930.0...
"""


def empty_bag(picture, racks, wild_squares, zeros_drawn, scores):
    """Player 0 to move on the board of ``picture`` with ``racks`` and an empty bag (these
    are the first positions with an empty bag of greedy games, pinned: playing the games
    to them took seconds)."""
    data = new_game(1).to_dict()
    board = parse_board(picture)
    data.update(
        board=[[row, col, digit] for (row, col), digit in sorted(board.items())],
        racks=racks,
        bag=[],
        wild_squares=wild_squares,
        zeros_drawn=zeros_drawn,
        scores=scores,
        turn=0,
        log=[],
    )
    return AbakuState.from_dict(data)


def test_going_out_on_an_empty_bag_wins_the_other_rack_twice():
    racks = [[8, 6, 3, 5, 4], [6, 2, 3, 5, 5]]
    state = empty_bag(GREEDY_GAME_3_BAG_EMPTIED, racks, [[0, 7]], [3, 8], [1748, 1622])
    out = next(f.move for f in state.placements() if len(f.move.tiles) == 5)
    world = lookahead.answer_world(state, random.Random(1))
    assert sorted(world.answering_rack) == [2, 3, 5, 5, 6]
    option = candidate(state, out)
    assert lookahead.playout(world, option) == option.points + 2 * 21


def test_an_answer_that_goes_out_on_an_empty_bag_wins_the_movers_rack_twice():
    racks = [[0, 7, 8, 7, 8], [8]]
    state = empty_bag(GREEDY_GAME_9_BAG_EMPTIED, racks, [], [6, 5], [1491, 1607])
    world = lookahead.answer_world(state, random.Random(1))
    keeping = [f for f in state.placements() if len(f.move.tiles) < 5]
    answered = 0
    for found in keeping[:20]:
        option = candidate(state, found.move)
        answers = generate_placements(after(world.board, found.move), [8])
        bonus = 2 * sum(option.left)
        best = max((answer.points + bonus for answer in answers), default=0)
        assert lookahead.playout(world, option) == option.points - best
        answered += bool(answers)
    assert answered


@pytest.mark.parametrize("level", range(2, 9))
@pytest.mark.usefixtures("small_look_ahead")
def test_above_level_1_no_exchange_or_pass_while_a_placement_exists(level):
    for seed in range(3):
        state = mid_game(seed + 20, plies=4)
        for ply in range(6):
            if state.is_terminal():
                break
            move = ai.choose(state, level, seed=ply)
            if not isinstance(move, Place):
                assert isinstance(move, (Exchange, Pass))
                assert not state.placements()
            state.apply(move)  # refuses an illegal placement: a played one shows one exists


def test_a_placement_opens_the_x3_squares_it_brings_in_reach():
    board = {(2, 7): 3}
    beside_h1 = Place.of({(1, 7): 5})  # H1, the x3 example square (0, 7), touched nothing
    assert lookahead.opened_triples(board, beside_h1) == 1
    assert lookahead.opened_triples({**board, (0, 6): 2}, beside_h1) == 0  # already in reach
    assert lookahead.opened_triples(board, Place.of({(3, 7): 5})) == 0
    opening = lookahead.Candidate(beside_h1, 10, (), opened=1)
    assert opening.equity == pytest.approx(10 - lookahead.OPENED_X3_POINTS)


def test_the_opened_x3_squares_are_those_of_the_rules_definition():
    def by_definition(board, move):
        placed = {tile.square for tile in move.tiles}
        return len(
            {
                square
                for tile in placed
                for square in neighbours(tile)
                if square not in board | placed
                and bonus(*square) == "T"
                and not any(near in board for near in neighbours(square))
            }
        )

    rng = random.Random(4)
    for _ in range(300):
        board = {(rng.randrange(15), rng.randrange(15)): 1 for _ in range(rng.randrange(12))}
        row, col = rng.randrange(15), rng.randrange(11)
        squares = [(row, col + step) for step in range(rng.randint(1, 4))]
        move = Place.of({square: 2 for square in squares if square not in board} or {(7, 7): 2})
        assert lookahead.opened_triples(board, move) == by_definition(board.keys(), move)
