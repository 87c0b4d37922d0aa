"""M's entry in the menu: title, blurb, help pages and key bindings (keys of
``games/m/text.py``)."""

from games import GameInfo

# action -> default keys (pygame key names; "[1]" is the keypad's 1)
ACTIONS = {
    "left": ("left",),
    "right": ("right",),
    "up": ("up",),
    "down": ("down",),
    "place": ("return", "enter", "space"),
    "tile_1": ("1", "[1]"),
    "tile_2": ("2", "[2]"),
    "tile_3": ("3", "[3]"),
    "tile_4": ("4", "[4]"),
    "next_tile": ("tab",),
    "pass": ("p",),
    "swap": ("s",),
    "row": ("r",),
    "column": ("c",),
    "undo": ("u", "backspace"),
    "hint": ("h",),
    "replay": ("f3",),
    "new_game": ("n",),
}

INFO = GameInfo(
    name="m",
    title="m.title",
    blurb="m.blurb",
    help_pages=(
        ("m.help.goal_title", "m.help.goal"),
        ("m.help.tiles_title", "m.help.tiles"),
        ("m.help.place_title", "m.help.place"),
        ("m.help.pass_title", "m.help.pass"),
        ("m.help.round_title", "m.help.round"),
        ("m.help.end_title", "m.help.end"),
        ("m.help.keys_title", "m.help.keys"),
    ),
    extras=(("join", "menu.join"),),
    key_presets={"default": ACTIONS},
    action_labels={
        "left": "m.action.left",
        "right": "m.action.right",
        "up": "m.action.up",
        "down": "m.action.down",
        "place": "m.action.place",
        "tile_1": "m.action.tile_1",
        "tile_2": "m.action.tile_2",
        "tile_3": "m.action.tile_3",
        "tile_4": "m.action.tile_4",
        "next_tile": "m.action.next_tile",
        "pass": "m.action.pass",
        "swap": "m.action.swap",
        "row": "m.action.row",
        "column": "m.action.column",
        "undo": "m.action.undo",
        "hint": "m.action.hint",
        "replay": "m.action.replay",
        "new_game": "m.action.new_game",
    },
)
