"""Abaku in the arcade's menu: title, help pages, high-score modes and key bindings."""

from __future__ import annotations

from games import GameInfo

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
    help_pages=(
        ("abaku.help.goal_title", "abaku.help.goal"),
        ("abaku.help.examples_title", "abaku.help.examples"),
        ("abaku.help.move_title", "abaku.help.move"),
        ("abaku.help.score_title", "abaku.help.score"),
        ("abaku.help.end_title", "abaku.help.end"),
    ),
    # a solo score and a score made against opponents are not comparable: two tables
    score_modes=(("solo", "abaku.mode_solo"), ("multi", "abaku.mode_multi")),
    extras=(("join", "menu.join"),),
    key_presets={"default": ACTIONS},
    action_labels={
        "left": "abaku.action.left",
        "right": "abaku.action.right",
        "up": "abaku.action.up",
        "down": "abaku.action.down",
        "place": "abaku.action.place",
        "next_tile": "abaku.action.next_tile",
        "confirm": "abaku.action.confirm",
        "recall": "abaku.action.recall",
        "recall_all": "abaku.action.recall_all",
        "shuffle": "abaku.action.shuffle",
        "exchange": "abaku.action.exchange",
        "pass": "abaku.action.pass",
        "hint": "abaku.action.hint",
        "log_older": "abaku.action.log_older",
        "log_newer": "abaku.action.log_newer",
    },
)
