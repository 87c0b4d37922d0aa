"""Mooxil in the arcade's menu: title, help pages, the high-score table and key bindings."""

from __future__ import annotations

from games import GameInfo, action_labels, help_topics

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
    help_pages=help_topics("mooxil", "goal", "links", "special", "end", "score"),
    score_modes=(("default", "mooxil.mode_default"),),
    key_presets={"default": ACTIONS},
    action_labels=action_labels("mooxil", ACTIONS),
)
