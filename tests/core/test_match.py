"""The match layer (core/match.py): seats, play and refusals, saves, undo, the computer, results."""

import json
import random

import pytest

from core.engine import GAME_OVER, NOT_LEGAL, Refusal, english
from core.match import (
    ABANDONED,
    FINISHED,
    FORMAT,
    Match,
    Result,
    Seat,
)

TURN_BASED = ("minusmax", "m", "abaku", "mooxil")


def seats_for(game):
    if game == "mooxil":
        return [Seat.human("Ana")]
    return [Seat.human("Ana", 0), Seat.computer(2, "Bob", 1)]


def random_moves(match, count, seed=1):
    """``count`` random legal moves, placements first (a random minusMax exchange would end
    the game in a few idle rounds)."""
    rng = random.Random(seed)
    for _ in range(count):
        legal = match.state.legal_moves()
        places = [move for move in legal if type(move).__name__ in ("Place", "Move")]
        assert match.play(rng.choice(places or legal)) is None


# -- seats -------------------------------------------------------------------------------------


def test_seats_say_who_plays():
    ana, bot = Seat.human("Ana"), Seat.computer(3)
    assert (ana.kind, ana.level, ana.is_computer) == ("human", None, False)
    assert (bot.kind, bot.level, bot.is_computer) == ("computer", 3, True)
    assert bot.name == "Computer 3"
    with pytest.raises(ValueError):
        Seat.computer(9)


def test_a_seat_survives_json_and_reads_the_older_form():
    seat = Seat.human("Ana", 2, own_colour=True)
    assert Seat.from_json(json.loads(json.dumps(seat.to_json()))) == seat
    assert Seat.from_json({"name": "Old", "level": 0, "colour": 1}) == Seat.human("Old", 1)
    assert Seat.from_json({"name": "Cpu", "level": 5, "colour": 2}) == Seat.computer(5, "Cpu", 2)
    for bad in (None, {"level": 1}, {"name": "x", "kind": "alien"}, {"name": "x", "colour": "red"}):
        with pytest.raises(ValueError):
            Seat.from_json(bad)


# -- play --------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", TURN_BASED)
def test_a_match_plays_legal_moves_and_keeps_them(game):
    match = Match.start(game, seats_for(game), 11, {})
    random_moves(match, 5)
    assert len(match.moves) == 5
    assert match.state_at(5) == match.state


def test_a_refused_move_changes_nothing_and_says_why():
    match = Match.start("mooxil", [Seat.human("Ana")], 3, {})
    before = match.state.to_dict()
    refusal = match.play(object())
    assert isinstance(refusal, Refusal) and refusal.code
    assert match.state.to_dict() == before and match.moves == []


def test_an_unknown_game_or_bad_seed_is_refused():
    with pytest.raises(ValueError):
        Match.start("chess", [Seat.human("A")], 1, {})
    with pytest.raises(ValueError):
        Match.start("mooxil", [Seat.human("A")], "1", {})


def test_english_is_worded_from_the_code_in_one_place():
    texts = {"occupied": "cell {q},{r} is taken"}
    assert english(Refusal("occupied", {"q": 1, "r": 2}), texts) == "cell 1,2 is taken"
    assert english(Refusal(NOT_LEGAL, {"reason": "no"}), texts) == "no"
    assert english(None, texts) is None


# -- saves -------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", TURN_BASED)
def test_a_save_round_trips_through_json(game):
    match = Match.start(game, seats_for(game), 5, {})
    random_moves(match, 6, seed=2)
    match.view["rack"] = [1, 2]
    data = json.loads(json.dumps(match.to_save()))
    assert data["format"] == FORMAT and data["game"] == game
    assert {"seed", "options", "seats", "moves", "state", "match_id"} <= set(data)
    loaded = Match.from_save(data)
    assert loaded.state == match.state
    assert loaded.moves == match.moves
    assert loaded.seats == match.seats
    assert loaded.match_id == match.match_id
    assert loaded.view == {"rack": [1, 2]}


def test_a_save_whose_state_differs_from_its_moves_is_damaged():
    match = Match.start("mooxil", [Seat.human("Ana")], 5, {})
    random_moves(match, 4)
    data = match.to_save()
    data["moves"] = data["moves"][:-1]
    with pytest.raises(ValueError, match="does not give"):
        Match.from_save(data)


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("moves"),
        lambda d: d.update(seed="x"),
        lambda d: d.update(seats=[{"name": 3}]),
        lambda d: d.update(moves=[["x"]]),
        lambda d: d.update(match_id=""),
        lambda d: d.update(ended="won"),
        lambda d: d.update(game="chess"),
        lambda d: d.update(hints=[1]),
        lambda d: d.update(hints=[0, -1]),
        lambda d: d.update(hints=[0, True]),
    ],
)
def test_damaged_saves_raise_value_error(damage):
    match = Match.start("minusmax", seats_for("minusmax"), 5, {})
    random_moves(match, 3)
    data = match.to_save()
    damage(data)
    with pytest.raises(ValueError):
        Match.from_save(data)


def test_a_save_that_is_not_an_object_is_refused():
    with pytest.raises(ValueError):
        Match.from_save([1, 2])


# -- whose view, hand-over ---------------------------------------------------------------------


def test_two_humans_with_hidden_tiles_hand_over():
    match = Match.start("minusmax", [Seat.human("A"), Seat.human("B")], 8, {})
    assert match.hand_over_between_humans
    assert match.needs_handover() and match.shown_player is None
    match.reveal()
    assert match.shown_player == match.current_player and not match.needs_handover()
    player = match.current_player
    from games.minusmax.moves import EndTurn

    assert match.play(EndTurn()) is None
    assert match.current_player != player
    assert match.shown_player is None and match.needs_handover()


def test_the_rules_may_say_a_phase_hides_no_tiles():
    """``logic.hides_tiles(state)`` where a game has it (M's scoring round), else every phase
    of a game with hidden tiles hides them, and a game without hidden tiles never does."""
    minusmax = Match.start("minusmax", [Seat.human("A"), Seat.human("B")], 8, {})
    assert minusmax.engine.hides_tiles(minusmax.state)
    mooxil = Match.start("mooxil", [Seat.human("A")], 8, {})
    assert not mooxil.engine.hides_tiles(mooxil.state)
    m = Match.start("m", [Seat.human("A"), Seat.human("B")], 8, {})
    assert m.engine.hides_tiles(m.state) and m.needs_handover()
    # M's scoring round, played out: tests/m/test_m_polish.py


def test_one_human_is_always_shown_and_never_handed_over():
    match = Match.start("minusmax", [Seat.human("A"), Seat.computer(1)], 8, {})
    assert match.shown_player == 0
    assert not match.needs_handover()


# -- the computer and the hint -----------------------------------------------------------------


def wait_for_computer(match):
    for _ in range(2000):
        move = match.computer_move()
        if move is not None:
            return move
        match.thinking.wait(5)
    raise AssertionError("the computer never moved")


def test_the_computer_decides_in_a_thread_and_the_same_way_after_a_save():
    match = Match.start("minusmax", [Seat.computer(2), Seat.computer(3)], 21, {})
    assert match.computer_to_move
    first = wait_for_computer(match)
    assert match.play(first) is None
    second = wait_for_computer(match)
    reloaded = Match.from_save(json.loads(json.dumps(match.to_save())))
    assert wait_for_computer(reloaded) == second


def test_no_computer_move_on_a_humans_turn():
    match = Match.start("mooxil", [Seat.human("A")], 21, {})
    assert match.computer_move() is None and match.thinking is None


def test_each_seats_hints_are_counted_and_a_save_keeps_them():
    match = Match.start("minusmax", [Seat.human("A"), Seat.human("B")], 8, {})
    asker = match.current_player
    match.ask_hint().thinker.wait(10)
    match.ask_hint().thinker.wait(10)
    assert match.hints_asked[asker] == 2 and sum(match.hints_asked) == 2
    assert Match.from_save(json.loads(json.dumps(match.to_save()))).hints_asked == match.hints_asked
    older = match.to_save()
    del older["hints"]  # a save from before hints were counted
    assert Match.from_save(older).hints_asked == [0, 0]


def test_the_hint_is_a_legal_move_for_the_current_player():
    match = Match.start("mooxil", [Seat.human("A")], 4, {})
    hint = match.ask_hint()
    hint.thinker.wait(10)
    assert hint.ready() and hint.fits(match)
    assert match.refusal(hint.result()) is None


# -- undo --------------------------------------------------------------------------------------


def test_minusmax_undo_takes_back_this_turns_placement_only():
    match = Match.start("minusmax", [Seat.human("A"), Seat.human("B")], 3, {})
    from games.minusmax.moves import EndTurn, Place

    assert not match.can_undo()
    place = next(m for m in match.state.legal_moves() if isinstance(m, Place))
    before = match.state.scores()
    assert match.play(place) is None and match.can_undo()
    assert match.undo() and match.state.scores() == before
    assert match.play(place) is None and match.play(EndTurn()) is None
    assert not match.can_undo() and not match.undo()  # never across another player's move


def test_mooxil_undo_replays_without_the_last_placement_within_the_level():
    match = Match.start("mooxil", [Seat.human("A")], 6, {})
    random_moves(match, 3)
    before = match.state_at(2)
    assert match.can_undo() and match.undo()
    assert match.state == before and len(match.moves) == 2


def test_mooxil_undo_never_reaches_back_across_a_finished_level():
    match = Match.start("mooxil", [Seat.human("A")], 6, {})
    rng = random.Random(0)
    while not match.over and not match.state.results:
        match.play(rng.choice(match.state.legal_moves()))
    assert not match.can_undo()


def test_undo_and_every_move_call_on_move():
    match = Match.start("mooxil", [Seat.human("A")], 6, {})
    seen = []
    match.on_move = seen.append
    random_moves(match, 2)
    match.undo()
    assert len(seen) == 3 and seen[-1] is None


# -- the end -----------------------------------------------------------------------------------


def test_a_finished_match_has_a_result_and_refuses_moves():
    match = Match.start("mooxil", [Seat.human("A")], 2, {})
    rng = random.Random(2)
    while not match.over:
        match.play(rng.choice(match.state.legal_moves()))
    result = match.result()
    assert result == Result((match.state.game_score,), (0,), FINISHED) and result.finished
    assert match.play(match.moves[-1]) == GAME_OVER


def test_an_abandoned_match_is_over_but_not_finished():
    match = Match.start("minusmax", seats_for("minusmax"), 2, {})
    assert match.result() is None
    match.end(ABANDONED)
    assert match.over and match.result().ending == ABANDONED and not match.result().finished
    assert Match.from_save(match.to_save()).result().ending == ABANDONED
    with pytest.raises(ValueError):
        match.end(FINISHED)


def test_opponents_keep_the_computers_level():
    match = Match.start("minusmax", seats_for("minusmax"), 2, {})
    assert match.opponents(0) == [{"name": "Bob", "kind": "computer", "level": 2}]
