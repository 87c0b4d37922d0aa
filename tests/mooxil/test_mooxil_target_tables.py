"""A game keeps the target table it was begun with: a calibration that changes the targets
gives new games a new table, and saves (and replays) of older games keep theirs."""

import itertools
import json

import pytest

from core.match import Engine, Match, Seat
from games.mooxil import ai
from games.mooxil.levels import level_target, target_table
from games.mooxil.logic import FIRST_TARGETS, MooxilState, new_game
from games.mooxil.past_targets import PAST_TARGETS
from games.mooxil.targets import LEVEL_TARGETS, TARGETS_VERSION

SEED = 3


def test_every_table_has_a_version_and_each_version_changed_the_targets():
    versions = [*PAST_TARGETS, TARGETS_VERSION]
    assert versions == list(range(FIRST_TARGETS, TARGETS_VERSION + 1))
    tables = [target_table(version) for version in versions]
    assert tables[-1] == LEVEL_TARGETS
    assert all(list(table) == sorted(table) and len(table) == 12 for table in tables)
    assert all(a != b for a, b in itertools.pairwise(tables))


def test_a_target_is_read_from_the_table_of_the_version():
    assert level_target(3, FIRST_TARGETS) == 780  # the first calibration's level 3
    assert level_target(3) == LEVEL_TARGETS[2]
    first = PAST_TARGETS[FIRST_TARGETS]
    assert level_target(14, FIRST_TARGETS) == first[-1] + 2 * (first[-1] - first[-2])
    with pytest.raises(ValueError, match="no Mooxil target table"):
        level_target(1, TARGETS_VERSION + 1)


def past_level_one(match: Match) -> Match:
    """``match`` once the hint player has passed level 1."""
    while match.state.level == 1:
        assert match.play(ai.hint(match.state)) is None
    return match


def save_before_versions() -> dict:
    """A save as the code before the target tables had versions wrote it: a game of the first
    table past level 1, with no table named in its options nor in its state."""
    state = new_game(SEED, 1, targets=FIRST_TARGETS)
    options = {"level": 1, "targets": FIRST_TARGETS}
    match = past_level_one(Match(Engine("mooxil"), [Seat.human("Ada")], SEED, options, state))
    data = json.loads(json.dumps(match.to_save()))
    del data["options"]["targets"], data["state"]["targets"]
    return data


def test_a_save_from_before_the_versions_loads_with_the_first_table():
    data = save_before_versions()
    assert data["state"]["results"][0]["target"] == PAST_TARGETS[FIRST_TARGETS][0]
    match = Match.from_save(data, "mooxil")
    assert match.state.targets == FIRST_TARGETS
    assert match.state.target == PAST_TARGETS[FIRST_TARGETS][1] != LEVEL_TARGETS[1]
    again = Match.from_save(json.loads(json.dumps(match.to_save())))
    assert again.state == match.state and again.options["targets"] == FIRST_TARGETS


def test_a_save_from_before_the_versions_with_a_target_of_another_table_is_refused():
    data = save_before_versions()
    data["state"]["results"][0]["target"] = LEVEL_TARGETS[0]
    with pytest.raises(ValueError, match="level 1 has a wrong target"):
        Match.from_save(data, "mooxil")


def test_a_new_game_is_begun_with_the_current_table_and_keeps_it():
    match = past_level_one(Match.start("mooxil", [Seat.human("Ada")], SEED, {"level": 1}))
    assert match.options["targets"] == TARGETS_VERSION
    assert match.state.results[0].target == LEVEL_TARGETS[0]
    assert match.state.target == LEVEL_TARGETS[1]
    data = json.loads(json.dumps(match.to_save()))
    assert Match.from_save(data).state == match.state


def test_a_state_naming_an_unknown_table_is_refused():
    data = new_game(SEED).to_dict()
    data["targets"] = TARGETS_VERSION + 1
    with pytest.raises(ValueError, match="no Mooxil target table"):
        MooxilState.from_dict(data)
    data["targets"] = True
    with pytest.raises(ValueError, match="target table must be a whole number"):
        MooxilState.from_dict(data)
