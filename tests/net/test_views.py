"""``State.view(player)``: what a remote player receives shows nothing that player may not see.

The check is a twin: for every position of whole games and every player, a twin state deals
the hidden part again (the other racks, the bag's order, the generator, the seed, the tiles
another player exchanged) and keeps everything that player sees. If the bytes of the view
depended on any hidden value, the twin's would differ somewhere over the games.
"""

import json
import random

import pytest

from games.abaku import logic as abaku
from games.abaku.logic import LogEntry
from games.abaku.moves import Exchange as AbakuExchange
from games.m import logic as m
from games.m.logic import SWAP_SEEN_BY_OTHERS
from games.m.moves import Pass
from games.minusmax import logic as minusmax
from games.minusmax.moves import EndTurn
from games.minusmax.moves import Exchange as MinusExchange
from tests.abaku.random_play import random_move as abaku_random_move


def sent(view):
    """The bytes a view goes out as."""
    return json.dumps(view, sort_keys=True).encode()


def redeal(pool, sizes, rng):
    """``pool`` shuffled and cut into parts of ``sizes``."""
    pool = list(pool)
    rng.shuffle(pool)
    parts, start = [], 0
    for size in sizes:
        parts.append(pool[start : start + size])
        start += size
    return parts


def minusmax_twin(state, player, rng):
    twin = state.clone()
    others = [] if state.is_terminal() else [p for p in range(state.players) if p != player]
    pool = [tile for p in others for tile in state.racks[p]] + state.box
    parts = redeal(pool, [len(state.racks[p]) for p in others] + [len(state.box)], rng)
    for p, part in zip(others, parts, strict=False):
        twin.racks[p] = part
    twin.box = parts[-1]
    twin.seed = rng.randrange(1, 10**6)
    twin.rng = random.Random(rng.random())
    twin.history = [
        MinusExchange(tuple(rng.randrange(1, 10) for _ in move.tiles))
        if isinstance(move, MinusExchange) and mover != player
        else move
        for (mover, _), move in zip(state._encoded_history(), state.history, strict=True)
    ]
    return twin


def abaku_twin(state, player, rng):
    twin = state.clone()
    others = [p for p in range(state.players) if p != player]
    pool = [tile for p in others for tile in state._racks[p]] + state._bag
    parts = redeal(pool, [len(state._racks[p]) for p in others] + [len(state._bag)], rng)
    for p, part in zip(others, parts, strict=False):
        twin._racks[p] = part
        twin._zeros_drawn[p] = rng.randrange(5)
    twin._bag = parts[-1]
    twin._rng = random.Random(rng.random())
    twin._log = [
        LogEntry(entry.player, AbakuExchange(tuple(rng.randrange(10) for _ in entry.move.tiles)))
        if entry.player != player and isinstance(entry.move, AbakuExchange)
        else entry
        for entry in state._log
    ]
    return twin


def m_twin(state, player, rng):
    twin = state.clone()
    others = [p for p in range(state.players) if p != player]
    pool = [tile for p in others for tile in state.hands[p]] + state.pile + state.out
    sizes = [len(state.hands[p]) for p in others] + [len(state.pile), len(state.out)]
    parts = redeal(pool, sizes, rng)
    for p, part in zip(others, parts, strict=False):
        twin.hands[p] = part
    twin.pile, twin.out = parts[-2], parts[-1]
    twin.seed = rng.randrange(1, 10**6)
    twin.rng = random.Random(rng.random())
    report = state.last_report
    if report is not None and report.player != player and m._is_swap(report.move):
        twin.last_report = m._with(report, move=str(Pass(rng.choice(pool))))
    return twin


GAMES = {
    "minusmax": (minusmax, minusmax_twin),
    "abaku": (abaku, abaku_twin),
    "m": (m, m_twin),
}
RANDOM_MOVES = {"abaku": abaku_random_move}
"""Abaku's whole games of random moves without listing every placement at each turn."""


def playout(module, seed, players, choose=None):
    """Every state of a whole game of random legal moves (drawn by ``choose(state, rng)``
    where listing every legal move would cost most of the test)."""
    state = module.new_game(seed, players=players)
    rng = random.Random(seed)
    yield state
    while not state.is_terminal():
        state.apply(choose(state, rng) if choose else rng.choice(state.legal_moves()))
        yield state


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4)])
def test_no_hidden_value_reaches_a_player_over_whole_games(name, seed, players):
    module, twin_of = GAMES[name]
    rng = random.Random(seed)
    checked = differing_twins = 0
    for state in playout(module, seed, players, RANDOM_MOVES.get(name)):
        truth = state.to_dict()
        for player in range(players):
            twin = twin_of(state, player, rng)
            differing_twins += twin.to_dict() != truth
            assert sent(twin.view(player)) == sent(state.view(player)), (
                f"{name}: a hidden value reaches player {player} after {checked} views"
            )
            checked += 1
    assert state.is_terminal()
    assert differing_twins > checked // 2, "the twins must really hide other values"


def test_minusmax_shows_every_rack_once_the_end_has_scored_them():
    *_, end = playout(minusmax, 2, 2)
    for player in range(2):
        assert end.view(player)["revealed"] == end.racks
        assert minusmax.from_view(end.view(player)).scores() == end.scores()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_view_shows_the_players_own_tiles_and_no_generator(name):
    module, _ = GAMES[name]
    state = module.new_game(5, players=3)
    views = [state.view(player) for player in range(3)]
    for player, view in enumerate(views):
        assert view["viewer"] == player
        assert not {"rng", "seed", "bag", "box", "pile", "racks", "hands"} & set(view)
        json.loads(sent(view))
    assert sent(views[0]) != sent(views[1]), "each player sees their own tiles"


def test_minusmax_view_counts_another_players_exchange_and_keeps_ones_own():
    state = minusmax.new_game(4)
    first = state.current_player
    tiles = tuple(sorted(state.racks[first][:3]))
    state.apply(MinusExchange(tiles))
    other = state.current_player
    assert state.view(other)["history"] == [{"type": "exchange", "count": 3}]
    assert state.view(first)["history"] == [{"type": "exchange", "tiles": list(tiles)}]
    assert state.view(other)["rack"] == state.racks[other]
    assert state.view(other)["rack_counts"] == [8, 8]
    assert state.view(other)["box_count"] == len(state.box)


def test_minusmax_movers_follow_the_turns():
    state = minusmax.new_game(4)
    first = state.current_player
    place = next(move for move in state.legal_moves() if not isinstance(move, EndTurn))
    state.apply(place)
    state.apply(EndTurn())
    state.apply(MinusExchange((state.racks[1 - first][0],)))
    assert [mover for mover, _ in state._encoded_history()] == [first, first, 1 - first]


def test_abaku_view_counts_another_players_exchange():
    state = abaku.new_game(4)
    first = state.current_player
    tiles = tuple(state.rack(first)[:2])
    state.apply(AbakuExchange(tiles))
    other = state.current_player
    assert state.view(other)["log"][0]["move"] == {"exchange_count": 2}
    assert state.view(first)["log"][0]["move"] == {"exchange": sorted(tiles)}
    assert state.view(other)["bag_count"] == state.bag_count


def test_m_view_hides_the_tile_another_player_swapped():
    state = m.new_game(6)
    swapper = state.current_player
    swap = next(move for move in state.legal_moves() if isinstance(move, Pass) and move.swap)
    state.apply(swap)
    other = state.current_player
    assert state.view(other)["last_report"]["move"] == SWAP_SEEN_BY_OTHERS
    assert state.view(swapper)["last_report"]["move"] == str(swap)
    assert state.view(other)["hand_counts"] == [4, 4]


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize(("seed", "players"), [(7, 2), (8, 3)])
def test_a_state_rebuilt_from_a_view_shows_the_same_and_offers_the_same_moves(name, seed, players):
    """The joiner plays and draws from ``from_view``: it must show exactly the view and, for
    the player to move, offer exactly the host's legal moves."""
    module, _ = GAMES[name]
    for state in playout(module, seed, players):
        for player in range(players):
            view = state.view(player)
            rebuilt = module.from_view(json.loads(sent(view)))
            assert rebuilt.view(player) == view
            if player == state.current_player:
                assert rebuilt.legal_moves() == state.legal_moves()
            assert rebuilt.scores() == state.scores()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_view_that_does_not_add_up_is_refused_with_a_reason(name):
    module, _ = GAMES[name]
    view = module.new_game(3).view(0)
    count = next(key for key in ("box_count", "bag_count", "out_count") if key in view)
    with pytest.raises(ValueError):
        module.from_view({**view, count: view[count] + 1})
    with pytest.raises(ValueError, match="not a view"):
        module.from_view({"viewer": 0})
