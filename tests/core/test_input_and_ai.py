"""Key bindings, held-key repeat, and the computer-player harness."""

import itertools
import random
from collections import Counter

import pygame
import pytest

from core import i18n
from core.ai import PROFILES, Budget, LevelProfile, level_profile, pick_ranked
from core.input import Bindings, KeyRepeater, describe, key_spec, split_spec
from core.settings import Settings

DEFAULTS = {"g": {"classic": {"left": ("left",), "drop": ("space",), "abort": ("ctrl+escape",)}}}


def keydown(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")


def test_key_specs_and_how_they_read():
    assert key_spec(keydown(pygame.K_LEFT)) == "left"
    assert key_spec(keydown(pygame.K_ESCAPE, pygame.KMOD_LCTRL)) == "ctrl+escape"
    assert key_spec(keydown(pygame.K_LSHIFT, pygame.KMOD_LSHIFT)) is None
    assert split_spec("ctrl+shift+[+]") == (["ctrl", "shift"], "[+]")
    assert describe("ctrl+escape") == "Ctrl+Esc"
    assert describe("[+]") == "Keypad +"
    assert describe("a") == "A"
    assert describe("break") == "Pause"
    i18n.set_language("fr")
    assert describe("shift+left") == "Maj+Gauche"


def test_bindings_follow_the_player_and_stay_unique():
    settings = Settings()
    bindings = Bindings(settings, DEFAULTS)
    assert bindings.action_for("g", "classic", keydown(pygame.K_SPACE)) == "drop"
    assert (
        bindings.action_for("g", "classic", keydown(pygame.K_ESCAPE, pygame.KMOD_CTRL)) == "abort"
    )
    assert bindings.action_for("g", "classic", keydown(pygame.K_ESCAPE)) is None
    bindings.set_keys("g", "classic", "left", ["space"])
    assert bindings.keys("g", "classic", "left") == ["space"]
    assert bindings.keys("g", "classic", "drop") == []  # the key moved, it is not shared
    assert settings.bindings["g"]["classic"]["left"] == ["space"]
    bindings.reset("g", "classic")
    assert bindings.keys("g", "classic", "drop") == ["space"]


def test_corrupt_overrides_fall_back_to_defaults():
    settings = Settings(bindings={"g": {"classic": {"left": 7}}})
    assert Bindings(settings, DEFAULTS).keys("g", "classic", "left") == ["left"]
    settings = Settings(bindings={"g": "nonsense"})
    assert Bindings(settings, DEFAULTS).keys("g", "classic", "drop") == ["space"]


def test_released_key_finds_its_action_without_modifiers():
    bindings = Bindings(Settings(), DEFAULTS)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0)
    assert bindings.released_action("g", "classic", up) == "abort"


def test_held_keys_repeat_after_the_delay_then_every_interval():
    repeater = KeyRepeater(delay=10, interval=2)
    repeater.press("left")
    fired = [tick for tick in range(1, 21) if "left" in repeater.tick()]
    assert fired == [10, 12, 14, 16, 18, 20]
    repeater.release("left")
    assert repeater.tick() == []


def test_level_eight_takes_the_best_and_ties_go_to_the_first():
    candidates = [(3, "a"), (9, "b"), (9, "c"), (1, "d")]
    assert pick_ranked(candidates, 8, random.Random(1)) == "b"


def test_level_one_plays_any_candidate():
    candidates = [(float(i), i) for i in range(5)]
    rng = random.Random(3)
    seen = Counter(pick_ranked(candidates, 1, rng) for _ in range(2000))
    assert set(seen) == set(range(5))
    assert min(seen.values()) > 300


def test_the_average_choice_improves_with_the_level():
    rng = random.Random(5)
    candidates = [(float(v), v) for v in range(101)]
    means = []
    for level in range(1, 9):
        picks = [pick_ranked(candidates, level, rng) for _ in range(600)]
        means.append(sum(picks) / len(picks))
    assert all(a < b for a, b in itertools.pairwise(means)), means
    assert means[-1] == 100


def test_profiles_shrink_and_bad_levels_are_refused():
    penalties = [level_profile(level).penalty for level in range(2, 9)]
    assert penalties == sorted(penalties, reverse=True)
    with pytest.raises(ValueError):
        level_profile(9)
    with pytest.raises(ValueError):
        pick_ranked([], 4, random.Random(0))


def test_budget_counts_steps():
    budget = Budget(3)
    assert budget.spend() and budget.spend()
    assert not budget.spend()
    assert budget.exhausted
    assert Budget(10, seconds=0.0).exhausted


def test_a_game_may_give_its_levels_their_own_profiles():
    candidates = [(float(v), v) for v in range(11)]
    aim_low = {**PROFILES, 8: LevelProfile(penalty=1.0, noise=0.0)}
    assert pick_ranked(candidates, 8, random.Random(2), aim_low) == 0
    assert pick_ranked(candidates, 8, random.Random(2)) == 10
    assert level_profile(8, aim_low).penalty == 1.0


def test_every_keypad_key_has_one_kind_of_name_in_every_language():
    from core import i18n
    from core.input import describe

    assert [describe(spec) for spec in ("[1]", "[+]", "ctrl+[.]")] == [
        "Keypad 1",
        "Keypad +",
        "Ctrl+Keypad .",
    ]
    i18n.set_language("de")
    assert describe("[1]") == "Ziffernblock 1" and describe("[+]") == "Ziffernblock +"
    i18n.set_language("en")
