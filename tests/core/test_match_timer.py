"""The match's turn timer: ticks in, seconds out, the timeout move when the time is up, a new
clock for every turn; games without a timer never see it."""

from core.match import TICKS_PER_SECOND, Match, Seat
from games.abaku.moves import Pass

TWO_HUMANS = [Seat.human("Ana", 0), Seat.human("Bea", 1)]


def timed(seconds):
    return Match.start("abaku", TWO_HUMANS, 4, {"time_limit": seconds})


def run(match, ticks):
    """Tick the clock ``ticks`` times; the moves it asked for, in order."""
    due = []
    for _ in range(ticks):
        move = match.tick_clock()
        if move is not None:
            due.append(move)
            assert match.play(move) is None
    return due


def test_the_clock_counts_down_whole_seconds_and_asks_for_the_timeout_move():
    match = timed(30)
    assert match.seconds_left() == 30
    assert run(match, TICKS_PER_SECOND) == []
    assert match.seconds_left() == 29
    assert run(match, 1) == [] and match.seconds_left() == 29  # rounded up
    assert match.ticks_to_next_second() == TICKS_PER_SECOND - 1
    first = match.current_player
    assert run(match, 29 * TICKS_PER_SECOND - 2) == []
    assert run(match, 1) == [Pass(timed_out=True)]
    assert match.current_player != first
    assert match.seconds_left() == 30  # the next player's turn has a clock of its own


def test_any_move_starts_a_new_clock_for_the_next_player():
    match = timed(60)
    run(match, 50 * TICKS_PER_SECOND)
    assert match.seconds_left() == 10
    assert match.play(Pass()) is None
    assert match.seconds_left() == 60


def test_no_timer_means_no_clock():
    untimed = timed(None)
    assert untimed.seconds_left() is None and untimed.ticks_to_next_second() is None
    assert run(untimed, 10 * TICKS_PER_SECOND) == [] and untimed.moves == []
    minusmax = Match.start("minusmax", TWO_HUMANS, 3)
    assert minusmax.tick_clock() is None and minusmax.seconds_left() is None


def test_a_finished_match_has_no_clock():
    match = timed(30)
    match.end("abandoned")
    assert match.seconds_left() is None and match.tick_clock() is None
