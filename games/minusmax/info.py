"""minusMax in the arcade's menu: title, help pages, high-score modes and key bindings."""

from __future__ import annotations

from games import GameInfo, action_labels, help_topics

ACTIONS = {
    "left": ("left",),
    "right": ("right",),
    "up": ("up",),
    "down": ("down",),
    "place": ("return", "enter", "space"),
    "next_tile": ("tab",),
    "tile_left": ("shift+left",),
    "tile_right": ("shift+right",),
    "end_turn": ("t",),
    "exchange": ("x",),
    "take_back": ("backspace",),
    "hint": ("h",),
    "start": ("s",),
    "peek": ("u",),
    "owner_colour": ("c",),
    "new_game": ("f2",),
    "replay": ("f3",),
}

INFO = GameInfo(
    name="minusmax",
    title="minusmax.title",
    blurb="minusmax.blurb",
    help_pages=help_topics("minusmax", "goal", "place", "turn", "end", "board"),
    # scores depend much on how many share the tiles, so each player count has its own table
    score_modes=(("2", "minusmax.mode_2"), ("3", "minusmax.mode_3"), ("4", "minusmax.mode_4")),
    extras=(("join", "menu.join"),),
    key_presets={"default": ACTIONS},
    action_labels=action_labels("minusmax", ACTIONS),
)
