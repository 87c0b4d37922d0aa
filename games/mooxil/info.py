"""Mooxil in the arcade's menu: title, help pages, the high-score table and key bindings."""

from __future__ import annotations

from games import GameInfo

ACTIONS = {
    "left": ("left",),
    "right": ("right",),
    "up": ("up",),
    "down": ("down",),
    "place": ("return", "enter", "space"),
    "hint": ("h",),
    "group": ("g",),
    "undo": ("backspace", "u"),
    "replay": ("f3",),
}

INFO = GameInfo(
    name="mooxil",
    title="mooxil.title",
    blurb="mooxil.blurb",
    help_pages=(
        ("mooxil.help.goal_title", "mooxil.help.goal"),
        ("mooxil.help.links_title", "mooxil.help.links"),
        ("mooxil.help.special_title", "mooxil.help.special"),
        ("mooxil.help.end_title", "mooxil.help.end"),
        ("mooxil.help.score_title", "mooxil.help.score"),
    ),
    score_modes=(("default", "mooxil.mode_default"),),
    key_presets={"default": ACTIONS},
    action_labels={
        "left": "mooxil.action.left",
        "right": "mooxil.action.right",
        "up": "mooxil.action.up",
        "down": "mooxil.action.down",
        "place": "mooxil.action.place",
        "hint": "mooxil.action.hint",
        "group": "mooxil.action.group",
        "undo": "mooxil.action.undo",
        "replay": "mooxil.action.replay",
    },
)
