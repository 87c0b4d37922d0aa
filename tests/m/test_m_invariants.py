"""Invariants through whole games, with Hypothesis: tiles and chips are conserved, scores are
the final scores of chips and collected tiles, and saved games restore exactly."""

import json
from collections import Counter

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from games.m.logic import START_CHIPS, MState, final_score, full_tile_set, new_game, tiles_in_play

FULL_SET = Counter(full_tile_set())


class WholeGames(RuleBasedStateMachine):
    """Random legal play from a random deal, checking the invariants after every move."""

    @initialize(players=st.integers(2, 6), seed=st.integers(0, 2**32))
    def deal(self, players, seed):
        self.state = new_game(seed, players=players)
        self.box = list(self.state.out)

    @precondition(lambda self: not self.state.is_terminal())
    @rule(choice=st.integers(0, 10**6))
    def play(self, choice):
        moves = self.state.legal_moves()
        assert moves, "a game that is not over always offers a move"
        self.state.apply(moves[choice % len(moves)])

    @precondition(lambda self: self.state.is_terminal())
    @rule()
    def the_end_offers_no_move(self):
        assert self.state.current_player is None
        assert self.state.legal_moves() == []
        assert self.state.end_reason is not None

    @invariant()
    def every_tile_is_somewhere_exactly_once(self):
        state = self.state
        places = [state.layout.values(), state.pile, state.out, *state.hands, *state.collected]
        # The counts as dict items: Counter's own == walks both in Python, 2,000 times a run.
        assert Counter(tile for place in places for tile in place).items() == FULL_SET.items()

    @invariant()
    def the_tiles_in_play_stay_in_play(self):
        state = self.state
        assert state.out == self.box
        in_play = len(state.layout) + len(state.pile) + sum(map(len, state.hands))
        assert in_play + sum(map(len, state.collected)) == tiles_in_play(state.players)

    @invariant()
    def chips_are_conserved_and_never_negative(self):
        assert sum(self.state.chips) == START_CHIPS * self.state.players
        assert min(self.state.chips) >= 0

    @invariant()
    def hands_hold_at_most_four_tiles(self):
        assert all(len(hand) <= 4 for hand in self.state.hands)

    @invariant()
    def scores_are_chips_and_collected_tiles(self):
        state = self.state
        expected = [final_score(state.chips[p], state.collected[p]) for p in range(state.players)]
        assert state.scores() == expected

    @invariant()
    def the_state_survives_a_json_round_trip(self):
        data = json.loads(json.dumps(self.state.to_dict()))
        assert MState.from_dict(data) == self.state


TestWholeGames = WholeGames.TestCase
TestWholeGames.settings = settings(max_examples=15, stateful_step_count=120, deadline=None)
