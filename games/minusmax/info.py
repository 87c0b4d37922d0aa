"""minusMax in the arcade's menu: title, help pages, high-score modes and key bindings."""

from __future__ import annotations

from games import GameInfo

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
    help_pages=(
        ("minusmax.help.goal_title", "minusmax.help.goal"),
        ("minusmax.help.place_title", "minusmax.help.place"),
        ("minusmax.help.turn_title", "minusmax.help.turn"),
        ("minusmax.help.end_title", "minusmax.help.end"),
        ("minusmax.help.board_title", "minusmax.help.board"),
    ),
    # scores depend much on how many share the tiles, so each player count has its own table
    score_modes=(("2", "minusmax.mode_2"), ("3", "minusmax.mode_3"), ("4", "minusmax.mode_4")),
    extras=(("join", "menu.join"),),
    key_presets={"default": ACTIONS},
    action_labels={
        "left": "minusmax.action.left",
        "right": "minusmax.action.right",
        "up": "minusmax.action.up",
        "down": "minusmax.action.down",
        "place": "minusmax.action.place",
        "next_tile": "minusmax.action.next_tile",
        "tile_left": "minusmax.action.tile_left",
        "tile_right": "minusmax.action.tile_right",
        "end_turn": "minusmax.action.end_turn",
        "exchange": "minusmax.action.exchange",
        "take_back": "minusmax.action.take_back",
        "hint": "minusmax.action.hint",
        "start": "minusmax.action.start",
        "peek": "minusmax.action.peek",
        "owner_colour": "minusmax.action.owner_colour",
        "new_game": "minusmax.action.new_game",
        "replay": "minusmax.action.replay",
    },
)
