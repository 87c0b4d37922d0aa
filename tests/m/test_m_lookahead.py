"""Level 8's look-ahead in M: sampled worlds from what the player can know, never from the
other hands or the pile; no pass while a placement takes chips, above level 1."""

import random

import pytest

from core.ai import Budget
from core.simulation import SimulationSettings
from games.m import ai, lookahead
from games.m.logic import PLACE, TAKE, Pass, Place, new_game
from games.m.takes import plan_round
from tests.ai_budgets import small_look_ahead  # noqa: F401 (a fixture)


def mid_game(seed=3, players=2, plies=8):
    state = new_game(seed, players=players)
    for ply in range(plies):
        state.apply(ai.choose(state, 3, seed=ply))
    return state


def with_hidden_tiles_dealt_again(state, seed):
    """The same visible position for the player to move; other hands, pile and the tiles out
    of play dealt anew."""
    other = state.clone()
    me = state.current_player
    hidden = [t for p in range(state.players) if p != me for t in state.hands[p]]
    hidden += state.pile + state.out
    random.Random(seed).shuffle(hidden)
    for player in range(state.players):
        if player != me:
            size = len(state.hands[player])
            other.hands[player], hidden = hidden[:size], hidden[size:]
    other.pile, other.out = hidden[: len(state.pile)], hidden[len(state.pile) :]
    other.rng = random.Random(seed)
    return other


def test_a_sampled_world_keeps_sizes_and_tiles_and_ignores_the_hidden_hands():
    state = mid_game()
    other = with_hidden_tiles_dealt_again(state, 3)
    me = state.current_player
    assert other.hands[1 - me] != state.hands[1 - me]
    world = lookahead.sample_world(state, random.Random(9))
    twin = lookahead.sample_world(other, random.Random(9))
    assert (world.hands, world.pile, world.out) == (twin.hands, twin.pile, twin.out)
    assert world.hands[me] == state.hands[me]
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert (len(world.pile), len(world.out)) == (len(state.pile), len(state.out))
    hidden = world.hands[1 - me] + world.pile + world.out
    assert sorted(map(repr, hidden)) == sorted(
        map(repr, state.hands[1 - me] + state.pile + state.out)
    )


@pytest.mark.usefixtures("small_look_ahead")  # the sampled worlds' source, not their number
@pytest.mark.parametrize(("seed", "players"), [(3, 2), (4, 3), (5, 5)])
def test_level_8_plays_the_same_move_whatever_the_hidden_hands(seed, players):
    state = mid_game(seed, players)
    while state.phase != PLACE:
        state.apply(ai.choose(state, 3, seed=1))
    for deal in (1, 2):
        other = with_hidden_tiles_dealt_again(state, deal)
        assert other.hands != state.hands
        assert ai.choose(other, 8, seed=4) == ai.choose(state, 8, seed=4)


@pytest.mark.parametrize("level", range(2, 8))
def test_above_level_1_no_pass_while_a_placement_takes_chips(level):
    for seed in range(3):
        state = new_game(seed + 30, players=3)
        for ply in range(12):
            if state.is_terminal():
                break
            move = ai.choose(state, level, seed=ply)
            worth = state.phase == PLACE and any(
                state.chip_givers(p.pos) or state.scoring_lines_if_placed(p.tile, p.pos)
                for p in state.placements()
            )
            if worth:
                assert isinstance(move, Place)
            state.apply(move)


def test_the_hint_is_level_8_with_the_chips_it_takes():
    state = mid_game(6)
    while state.phase != PLACE:
        state.apply(ai.choose(state, 3, seed=1))
    move, points = ai.hint(state, seed=2)
    assert move == ai.choose(state, 8, seed=2)
    if isinstance(move, Place):
        assert points == 10 * len(state.chip_givers(move.pos))
    else:
        assert isinstance(move, Pass) and points == 0


@pytest.mark.parametrize("players", [2, 3, 6])
def test_a_playout_covers_the_replies_and_with_two_players_the_next_move_and_its_reply(players):
    state = mid_game(7, players)
    while state.phase != PLACE:
        state.apply(ai.choose(state, 3, seed=1))
    me = state.current_player
    movers = []

    def passing(board, budget, estimates=True):
        movers.append(board.current_player)
        return [(0.0, Pass(None))]

    world = lookahead.sample_world(state, random.Random(1))
    before = world.to_dict()
    lookahead.playout(world, Pass(None), 0.0, rank_moves=passing, round_takes=ai.round_takes)
    others = [(me + step) % players for step in range(1, players)]
    assert movers == ([*others, me, *others] if players == 2 else others)
    assert world.to_dict() == before


@pytest.mark.parametrize("players", [5, 6])
def test_with_more_than_four_players_level_8_is_the_greedy_player(monkeypatch, players):
    """Five and six players were not measured: level 8 plays the baseline's move there,
    without sampling a single world."""

    def no_worlds(*args, **kwargs):
        raise AssertionError("level 8 looked ahead")

    monkeypatch.setattr(ai, "simulate", no_worlds)
    for state in list(positions_to_place(20 + players, players))[:4]:
        assert ai.choose(state, 8, seed=5) == ai.baseline(state, seed=5)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_with_two_to_four_players_level_8_looks_ahead(monkeypatch, players):
    looked = []
    original = ai.simulate

    def counting(*args, **kwargs):
        looked.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(ai, "simulate", counting)
    monkeypatch.setattr(lookahead, "SIMULATION", SimulationSettings(2, 1))
    state = next(positions_to_place(22, players))
    ai.choose(state, 8, seed=5)
    assert looked


@pytest.mark.parametrize(
    ("players", "gain", "follows_the_worlds"), [(2, 0.5, True), (3, 7.5, False), (3, 8.0, True)]
)
def test_with_more_than_two_players_the_worlds_must_beat_the_greedy_leader_clearly(
    monkeypatch, players, gain, follows_the_worlds
):
    """With two or three opponents the worlds are noisier: level 8 leaves the greedy leader
    only for a candidate whose mean beats the leader's by ``SWITCH_MARGIN`` points."""
    from core.simulation import Outcome

    state = next(positions_to_place(22, players))
    monkeypatch.setattr(lookahead, "SWITCH_MARGIN", 8.0)

    def worlds_say(ranked, sample_world, playout, settings, rng, seconds):
        """The worst of the shortlist ``gain`` points above the greedy leader, on 12 worlds."""
        (prior, leader), (_, worst) = ranked[0], ranked[: settings.candidates][-1]
        return [Outcome(prior + gain, worst, 12), Outcome(prior, leader, 12)]

    monkeypatch.setattr(ai, "simulate", worlds_say)
    greedy = ai.choose(state, 8, seed=2, look_ahead=False)
    assert (ai.choose(state, 8, seed=2) != greedy) == follows_the_worlds


def positions_to_place(seed, players):
    """Placing positions of a seeded random game, every third move."""
    state = new_game(seed, players=players)
    rng = random.Random(seed)
    ply = 0
    while not state.is_terminal():
        if state.phase == PLACE and ply % 3 == 0:
            yield state.clone()
        state.apply(rng.choice(state.legal_moves()))
        ply += 1


@pytest.mark.parametrize(
    ("asked", "finished", "follows_the_worlds"),
    [(12, 5, False), (12, 6, True), (4, 4, True), (4, 3, False)],
)
def test_too_few_worlds_leave_the_greedy_choice(monkeypatch, asked, finished, follows_the_worlds):
    """A simulation cut short by the clock after a few worlds is noise: level 8 keeps the
    greedy leader then, and follows the worlds once there are six of them, or all it asked for
    when it asks for fewer."""
    from core.simulation import Outcome

    state = mid_game(9)
    while state.phase != PLACE:
        state.apply(ai.choose(state, 3, seed=1))
    monkeypatch.setattr(lookahead, "SIMULATION", SimulationSettings(6, asked))

    def cut_short(ranked, sample_world, playout, settings, rng, seconds):
        """The worst of the shortlist first, as if ``finished`` worlds had said so."""
        (prior, leader), (_, worst) = ranked[0], ranked[: settings.candidates][-1]
        return [Outcome(prior + 1, worst, finished), Outcome(prior, leader, finished)]

    monkeypatch.setattr(ai, "simulate", cut_short)
    greedy = ai.choose(state, 8, seed=2, look_ahead=False)
    assert (ai.choose(state, 8, seed=2) != greedy) == follows_the_worlds


def rounds_under_way(players, wanted=4):
    """The first ``wanted`` positions of seeded random games where a scoring round has just
    begun and at least two tiles can be taken."""
    found = []
    for seed in range(40, 60):
        state = new_game(seed, players=players)
        rng = random.Random(seed)
        while not state.is_terminal():
            just_begun = state.phase == TAKE and not state.scoring_round().taken
            if just_begun and len(state.scoring_round().takeable) > 1:
                found.append(state.clone())
                if len(found) == wanted:
                    return found
            state.apply(rng.choice(state.legal_moves()))
    return found


@pytest.mark.parametrize("players", [2, 4])
def test_a_round_planned_once_takes_what_the_greedy_takers_take_one_by_one(players):
    """The playouts play a whole scoring round from one plan: it must be the takes each taker
    would choose in turn by :func:`ai.rank_moves`."""
    rounds = rounds_under_way(players)
    assert len(rounds) == 4
    for state in rounds:
        planned = ai.round_takes(state, Budget(lookahead.PLAYOUT_STEPS))
        one_by_one = []
        while state.phase == TAKE:
            ranked = ai.rank_moves(state, Budget(lookahead.PLAYOUT_STEPS), estimates=False)
            take = max(ranked, key=lambda item: item[0])[1]
            one_by_one.append(take.pos)
            state.apply(take)
        assert list(planned) == one_by_one


def test_a_remembered_round_plan_is_the_plan_searched_and_costs_the_same_steps():
    state = rounds_under_way(3, wanted=1)[0]
    run = state.scoring_round().run
    args = (state.layout, run, state.current_player, state.chips, state.collected, False)
    fresh = Budget(10_000)
    searched = plan_round(*args, budget=fresh)
    memo = {}
    first, second = Budget(10_000), Budget(10_000)
    assert plan_round(*args, budget=first, memo=memo) == searched
    assert plan_round(*args, budget=second, memo=memo) == searched
    assert fresh.steps == first.steps == second.steps > 1
    # With fewer steps left than the search took, the plan is searched again, cut short.
    short = Budget(fresh.steps - 1)
    assert plan_round(*args, budget=short, memo=memo) == plan_round(
        *args, budget=Budget(fresh.steps - 1)
    )


def test_the_unchecked_apply_plays_legal_moves_as_apply_does():
    state = new_game(12, players=3)
    rng = random.Random(12)
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        fast = state.clone()
        fast.apply_unchecked(move)
        state.apply(move)
        assert fast == state
