"""Computer players: legal and deterministic choices, turn plans that hold across calls, whole-
turn search with the empty-rack bonus, and seeded matches that show the levels are ordered."""

import pytest

from games.minusmax import ai, turnsearch
from games.minusmax.ascii_board import HELP_EXAMPLE, parse_board
from games.minusmax.logic import EndTurn, Exchange, Place, State, new_game
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)


def position(rack, box=(20, 30, 40, 50)):
    board = parse_board(HELP_EXAMPLE)
    state = State.from_position(board.tiles, board.specials, [list(rack), [7, 7, 7]], box)
    return board, state


def play_turn_by_choose(state, level, seed):
    """Ask ``choose`` for every move of one turn, as the scene does; return the moves."""
    player, moves = state.current_player, []
    while state.current_player == player and not state.is_terminal():
        move = ai.choose(state, level, seed)
        state.apply(move)
        moves.append(move)
        if isinstance(move, EndTurn | Exchange):
            break
    return moves


@pytest.mark.parametrize("level", range(1, 9))
def test_every_level_chooses_a_legal_move_deterministically(level):
    state = new_game(12)
    move = ai.choose(state, level, seed=3)
    assert state.illegal_reason(move) is None
    assert ai.choose(state, level, seed=3) == move


@pytest.mark.usefixtures("small_look_ahead")  # the plan holds whatever the look-ahead's size
@pytest.mark.parametrize("level", [1, 4, 8])
def test_the_calls_of_one_turn_follow_one_plan(level):
    state = new_game(31)
    for _ in range(6):  # several turns, so some have long plans
        plan = ai.plan_turn(state, level, seed=5)
        assert play_turn_by_choose(state, level, seed=5) == list(plan)


def test_a_turn_that_left_the_plan_is_finished_from_where_it_is():
    state = new_game(31)
    plan = ai.plan_turn(state, 8, seed=5)
    other = next(
        Place(cell, value)
        for cell, value in state.legal_placements()
        if Place(cell, value) != plan[0]
    )
    state.apply(other)
    rest = ai.plan_turn(state, 8, seed=5)
    for move in rest:
        state.apply(move)  # raises if any move of the rest is illegal
    assert state.turn == 1


def test_level_8_places_a_chain_and_empties_the_rack_for_the_bonus():
    board, state = position([1, 10, 5])
    # The 10 fits only after the 5; all three tiles: 5 + 20 + 1 points + 15 bonus.
    plan = ai.plan_turn(state, 8, seed=0)
    assert set(plan[:-1]) == {Place(board["a"], 5), Place(board["b"], 10), Place(board["c"], 1)}
    assert plan.index(Place(board["a"], 5)) < plan.index(Place(board["b"], 10))
    assert plan[-1] == EndTurn()
    for move in plan:
        state.apply(move)
    assert state.points[0] == 5 + 20 + 1 + 15


def test_level_8_exchanges_tiles_that_fit_nowhere():
    _, state = position([97, 98, 99])
    assert not state.legal_placements()
    assert isinstance(ai.choose(state, 8, seed=0), Exchange)


def test_level_8_never_exchanges_while_a_placement_scores():
    # the rules: no computer above level 1 exchanges or passes while it holds a placement worth
    # points; level 8's look-ahead once swapped the 97 and 98 here and kept the 5 that scores
    _, state = position([97, 98, 5])
    scoring = {Place(cell, 5) for cell, _ in state.legal_placements()}
    assert all(state.preview(move.cell, 5).points for move in scoring)
    assert ai.choose(state, 8, seed=0) in scoring
    assert isinstance(ai.baseline(state, seed=0), Exchange)  # the greedy yardstick, as it was


def test_level_8_passes_rather_than_exchange_when_the_box_is_empty():
    _, state = position([97, 98, 99], box=())
    assert ai.choose(state, 8, seed=0) == EndTurn()


def after_placements_and_passes(racks, box, first, second, passes=1):
    """Player 0 places ``first`` and player 1 ``second`` (name, value pairs); then ``passes``
    turns pass (an odd number). Player 1 is to move."""
    board = parse_board(HELP_EXAMPLE)
    state = State.from_position(board.tiles, board.specials, racks, box)
    for placements in (first, second):
        for name, value in placements:
            state.apply(Place(board[name], value))
        state.apply(EndTurn())
    for _ in range(passes):
        state.apply(EndTurn())
    assert state.current_player == 1 and state.idle_turns == passes
    return state


def test_level_8_keeps_alive_a_game_it_would_lose_by_passing():
    # 25 points to 1 for player 0, the box empty: player 1's pass would end the game (a full
    # idle round). He holds 97, 98 and 99, which fit nowhere, and a 1 that fits for 1 point.
    state = after_placements_and_passes(
        [[5, 10, 7, 7], [1, 1, 97, 98, 99]], (), first=[("a", 5), ("b", 10)], second=[("c", 1)]
    )
    assert sorted(state.rack(1)) == [1, 97, 98, 99]
    assert isinstance(ai.choose(state, 8, seed=0), Place)


def test_level_8_ends_a_game_it_wins():
    # 25 points to 1 for player 1, who holds 9, 3 and 2 with the box empty: a pass would end
    # the game in a win, and placing the three ends it in a bigger one.
    state = after_placements_and_passes(
        [[1, 7, 7], [5, 10, 9, 3, 2]], (), first=[("c", 1)], second=[("a", 5), ("b", 10)]
    )
    for move in ai.plan_turn(state, 8, seed=0):
        state.apply(move)
    assert state.is_terminal() and state.winners() == [1]


def test_level_8_knows_that_passing_ends_no_game_while_a_placement_is_possible():
    # Player 1 leads 25 to 1 and could place his 2, 3 or 9 after three turns without a
    # placement; the box is not empty. Only two rounds in which nobody could place, or ten
    # idle rounds, end such a game: a pass would only give the turn away (the greedy baseline
    # reads the ruling of before, by which it ended the game in a win).
    state = after_placements_and_passes(
        [[1, 7, 7], [5, 10, 9]],
        (2, 2, 3, 3),
        first=[("c", 1)],
        second=[("a", 5), ("b", 10)],
        passes=3,
    )
    assert sorted(state.rack(1)) == [2, 3, 9]
    after_a_pass = state.clone()
    after_a_pass.apply(EndTurn())
    assert not after_a_pass.is_terminal()
    assert isinstance(ai.choose(state, 8, seed=0), Place)
    assert ai.baseline(state, seed=0) == EndTurn()


def test_level_1_plays_random_legal_sequences():
    state = new_game(2)
    plans = {ai.plan_turn(state, 1, seed) for seed in range(12)}
    assert len(plans) > 3
    for plan in plans:
        copy = state.clone()
        for move in plan:
            copy.apply(move)


def test_hint_is_the_first_placement_of_the_level_8_turn_with_its_points():
    board, state = position([1, 10, 5])
    move, points = ai.hint(state)
    assert move == ai.choose(state, 8, seed=0)
    assert move in {Place(board["a"], 5), Place(board["c"], 1)}
    assert points == state.preview(move.cell, move.value).points > 0
    _, stuck = position([97, 98, 99])
    assert ai.hint(stuck) == (ai.choose(stuck, 8, seed=0), 0)
    assert not isinstance(ai.hint(stuck)[0], Place)


def test_a_time_limit_still_gives_a_legal_move():
    state = new_game(40)
    move = ai.choose(state, 8, seed=1, time_limit=0.05)
    assert state.illegal_reason(move) is None


def test_bad_calls_are_refused():
    state = new_game(1)
    with pytest.raises(ValueError, match="level must be 1 to 8"):
        ai.choose(state, 9, seed=0)
    _, over = position([5, 10, 1], box=())
    over.apply(EndTurn())
    over.apply(EndTurn())
    with pytest.raises(ValueError, match="game is over"):
        ai.choose(over, 8, seed=0)


def match(strong, weak, games, rack_size=5):
    """Seeded two-player games, each deal played from both seats; the strong level's wins
    (ties count half) and its total margin. Five-tile racks: shorter games, cheaper turns,
    and the levels further apart than with eight."""
    wins, margin = 0.0, 0
    for game in range(games):
        levels = (strong, weak) if game % 2 == 0 else (weak, strong)
        state = new_game(500 + game // 2, rack_size=rack_size)
        while not state.is_terminal():
            player = state.current_player
            for move in ai.plan_turn(state, levels[player], seed=game * 10 + player):
                state.apply(move)
        scores = state.scores()
        mine, theirs = scores[game % 2], scores[1 - game % 2]
        wins += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        margin += mine - theirs
    return wins, margin


@pytest.mark.usefixtures("small_look_ahead")
def test_level_8_beats_level_1_almost_always():
    # Measured on other seeds: 95 of 100 and 59 of 60 games; the losses were games blocked in
    # their first turns, when neither player could place. Of these ten (five deals from both
    # seats) level 8 must win nine or more: a player no better than level 1 does so with
    # probability 1.1 %. The first deal is such a blocked game, where the lighter rack after
    # the exchanges wins; level 8 lost it from one seat once it read the blocked-game ruling
    # right. The ladder (tools/ai_ladder.py, 8 v 1) measures the rate. (With five-tile racks
    # level 1 won two of the first six: short games leave more to luck.)
    wins, margin = match(8, 1, games=10, rack_size=8)
    assert wins >= 9
    assert margin > 0


@pytest.mark.usefixtures("small_look_ahead")
def test_level_8_beats_level_4_more_often_than_not():
    # Twelve deals from both seats: level 8 won 20 of these 24 (35.5 of 40 on seeds 600-619).
    # A player no better than level 4 wins 17 or more of 24 with probability 3 %, and an 85 %
    # player falls to 16 or fewer with probability under 2 %. (Eight-tile racks, one seat a
    # deal: 17 of 24 here, 121 of 160 elsewhere, at twice the time.)
    wins, margin = match(8, 4, games=24)
    assert wins >= 17
    assert margin > 0


def test_a_cell_takes_what_each_pair_of_touching_neighbours_gives():
    # Neighbours in order round the cell: consecutive ones (and the last with the first) share
    # a vertex. 3 and 2 touch: 5, 1, 6, 9 (3^2) and 8 (2^3), one vertex each.
    assert turnsearch.ring_fits((3, 2, 0, 0, 0, 0)) == {5: 1, 1: 1, 6: 1, 9: 1, 8: 1}
    assert turnsearch.ring_fits((3, 0, 2, 0, 0, 0)) == {}  # not touching: no vertex
    # The last and the first touch too: 6 and 4 share a vertex, and so do 4 and 2.
    fits = turnsearch.ring_fits((2, 0, 0, 0, 6, 4))
    assert fits[10] == 1 and fits[24] == 1  # 6 + 4, 6 x 4
    assert fits[2] == 2  # 6 - 4 at one vertex, 4 - 2 (and 4 / 2) at the other
    assert fits[8] == 1 and fits[6] == 1 and fits[16] == 1  # 4 x 2, 4 + 2, 4^2 (and 2^4)
    assert 3 not in fits


def test_a_turn_that_left_its_plan_is_planned_again_in_what_the_time_limit_left(monkeypatch):
    # Each of the two plans used to get the whole limit: 1.4 to 1.6 s for a decision capped
    # at 0.8 s. Now the second gets what the first left, and at least a tenth of the limit.
    state = new_game(31)
    plan = ai.plan_turn(state, 4, seed=5)
    state.apply(next(Place(*p) for p in state.legal_placements() if Place(*p) != plan[0]))
    given = []
    real = ai._plan_from

    def timed(state, level, rng, seconds, look_ahead):
        given.append(seconds)
        return real(state, level, rng, seconds, look_ahead)

    monkeypatch.setattr(ai, "_plan_from", timed)
    ai.plan_turn(state, 4, seed=5, time_limit=0.5)
    assert given[0] == 0.5 and 0.05 <= given[1] < 0.5
