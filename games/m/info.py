"""M's entry in the menu: title, blurb, help pages and key bindings (keys of
``games/m/text.py``)."""

from games import GameInfo, action_labels, help_topics

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
    help_pages=help_topics("m", "goal", "tiles", "place", "pass", "round", "end", "keys"),
    extras=(("join", "menu.join"),),
    key_presets={"default": ACTIONS},
    action_labels=action_labels("m", ACTIONS),
)
