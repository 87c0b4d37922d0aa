"""Invariants under any play (Hypothesis): tile conservation, scores that add up, racks never
over the size, and the save round trip."""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from games.minusmax.logic import (
    NUMERIC_TILES,
    EndTurn,
    Exchange,
    Place,
    State,
    TakeBack,
    new_game,
)


def all_tiles(state):
    counted = Counter(state.tiles.values()) + Counter(state.box)
    for player in range(state.players):
        counted += Counter(state.rack(player))
    return counted


def check_invariants(state):
    assert all_tiles(state) == Counter(NUMERIC_TILES)
    placed_points = [0] * state.players
    for placement in state.placements:
        placed_points[placement.player] += placement.points
    for summary in state.turn_log:
        placed_points[summary.player] += summary.bonus
    assert placed_points == state.points
    assert all(count <= state.rack_size for count in state.rack_counts())
    assert state.is_terminal() == (state.current_player is None)


class MinusMaxMachine(RuleBasedStateMachine):
    """Random interleavings of every kind of move, including take-backs and exchanges."""

    @initialize(
        seed=st.integers(0, 2**32),
        players=st.integers(2, 4),
        rack_size=st.integers(3, 9),
        complete_last_turn=st.booleans(),
    )
    def start(self, seed, players, rack_size, complete_last_turn):
        self.state = new_game(seed, players, rack_size, complete_last_turn)

    def playing(self):
        return not self.state.is_terminal()

    @precondition(lambda self: self.playing() and self.state.legal_placements())
    @rule(pick=st.integers(0, 10**6))
    def place(self, pick):
        placements = self.state.legal_placements()
        self.state.apply(Place(*placements[pick % len(placements)]))

    @precondition(lambda self: self.playing() and self.state.placed_this_turn())
    @rule()
    def take_back(self):
        self.state.apply(TakeBack())

    @precondition(lambda self: self.playing())
    @rule()
    def end_turn(self):
        self.state.apply(EndTurn())

    @precondition(lambda self: self.playing() and self.state.legal_placements())
    @rule()
    def place_and_end(self):
        """Whole turns, so that games reach the empty box and their end."""
        while self.state.legal_placements():
            self.state.apply(Place(*self.state.legal_placements()[-1]))
        self.state.apply(EndTurn())

    @precondition(lambda self: self.playing() and not self.state.placed_this_turn())
    @rule(mask=st.integers(1, 2**9 - 1))
    def exchange(self, mask):
        rack = self.state.current_rack()
        tiles = tuple(v for i, v in enumerate(rack) if mask >> i & 1) or tuple(rack[:1])
        move = Exchange(tiles)
        if self.state.illegal_reason(move) is None:
            self.state.apply(move)

    @precondition(lambda self: not self.playing())
    @rule(seed=st.integers(0, 2**32))
    def finish_and_start_again(self, seed):
        state = self.state
        assert state.scores() == [
            state.points[p] - sum(state.rack(p)) for p in range(state.players)
        ]
        self.state = new_game(seed, state.players, state.rack_size)

    @invariant()
    def conserved(self):
        check_invariants(self.state)

    @invariant()
    def round_trip(self):
        snapshot = json.loads(json.dumps(self.state.to_dict()))
        assert State.from_dict(snapshot) == self.state


MinusMaxMachine.TestCase.settings = settings(max_examples=15, stateful_step_count=60, deadline=None)
TestMinusMaxMachine = MinusMaxMachine.TestCase


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_tiles_are_conserved_across_whole_games(seed, players):
    state = new_game(seed, players=players)
    rng = random.Random(seed)
    while not state.is_terminal():
        placements = state.legal_placements()
        rack = tuple(state.current_rack())
        if placements and rng.random() < 0.85:
            state.apply(Place(*rng.choice(placements)))
        elif not placements and state.illegal_reason(Exchange(rack)) is None:
            state.apply(Exchange(rack))
        else:
            state.apply(EndTurn())
        check_invariants(state)
    final = state.scores()
    assert final == [state.points[p] - sum(state.rack(p)) for p in range(players)]
