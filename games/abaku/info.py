"""Abaku in the arcade's menu: title, help pages, high-score modes and key bindings."""

from __future__ import annotations

from games import GameInfo, action_labels, help_topics

ACTIONS = {
    "left": ("left",),
    "right": ("right",),
    "up": ("up",),
    "down": ("down",),
    "place": ("return", "enter"),
    "next_tile": ("tab",),
    "confirm": ("c",),
    "recall": ("backspace",),
    "recall_all": ("delete",),
    "shuffle": ("s",),
    "exchange": ("x",),
    "pass": ("p",),
    "hint": ("h",),
    "log_older": ("page up",),
    "log_newer": ("page down",),
}

INFO = GameInfo(
    name="abaku",
    title="abaku.title",
    blurb="abaku.blurb",
    help_pages=help_topics("abaku", "goal", "examples", "move", "score", "end"),
    # a solo score and a score made against opponents are not comparable: two tables
    score_modes=(("solo", "abaku.mode_solo"), ("multi", "abaku.mode_multi")),
    extras=(("join", "menu.join"),),
    key_presets={"default": ACTIONS},
    action_labels=action_labels("abaku", ACTIONS),
)
