"""Tetrhex in the arcade's menu: title, help, high-score modes, key presets and the Watch button.

Two key presets ship. *Classic* is the original's keyboard mapped to a PC, exactly as the rules
file lists it. *Modern* keeps the arrows and adds the six keys around S, which sit like the
neighbours of a hexagon: A and D beside it move along the V, Z and X below it move down-left
and down-right, W and E above it rotate counter-clockwise and clockwise, and S moves down.
"""

from __future__ import annotations

from games import GameInfo, action_labels, help_topics

CLASSIC = {
    "left": ("left",),
    "right": ("right",),
    "rotate_ccw": ("down",),
    "rotate_cw": ("up",),
    "down_left": ("insert",),
    "down_right": ("home",),
    "down": ("a",),
    "drop": ("space",),
    "explode": ("backspace",),
    "radar": ("h",),
    "pause": ("p", "break"),
    "resume": ("return",),
    "level_up": ("[+]", "="),
    "abort": ("ctrl+escape",),
    "hint": ("tab",),
}

MODERN = {
    "left": ("left", "a"),
    "right": ("right", "d"),
    "rotate_ccw": ("w",),
    "rotate_cw": ("up", "e"),
    "down_left": ("z",),
    "down_right": ("x",),
    "down": ("down", "s"),
    "drop": ("space",),
    "explode": ("b",),
    "radar": ("r",),
    "pause": ("p", "break"),
    "resume": ("return",),
    "level_up": ("page up", "[+]"),
    "abort": ("ctrl+escape", "ctrl+q"),
    "hint": ("h", "tab"),
}

PAD = {
    "left": ("pad:left",),
    "right": ("pad:right",),
    "down": ("pad:down",),
    "down_left": ("pad:lb",),
    "down_right": ("pad:rb",),
    "rotate_cw": ("pad:a", "pad:up"),
    "rotate_ccw": ("pad:b",),
    "drop": ("pad:y",),
    "explode": ("pad:x",),
}
"""The pad's buttons in both presets (:mod:`core.gamepad`): the D-pad and left stick move,
Up rotates clockwise as the Up arrow does in both presets (not Drop: a stick nudged up would
drop the piece), A and B rotate, Y drops, X explodes, the shoulders move down-left and
down-right; Start is Esc, the pause menu."""


def with_pad(keys: dict[str, tuple]) -> dict[str, tuple]:
    return {action: (*specs, *PAD.get(action, ())) for action, specs in keys.items()}


DEFAULT_PRESET = "modern"  # what new players start with: Down is soft drop, Up rotates

INFO = GameInfo(
    name="tetrhex",
    title="tetrhex.title",
    blurb="tetrhex.blurb",
    help_pages=help_topics("tetrhex", "goal", "pieces", "moves", "points", "bombs", "time"),
    score_modes=(
        ("edge9", "tetrhex.mode.edge9"),
        ("edge9_assisted", "tetrhex.mode.edge9_assisted"),
        ("edge8", "tetrhex.mode.edge8"),
        ("edge8_assisted", "tetrhex.mode.edge8_assisted"),
        ("edge7", "tetrhex.mode.edge7"),
        ("edge7_assisted", "tetrhex.mode.edge7_assisted"),
        ("edge6", "tetrhex.mode.edge6"),
        ("edge6_assisted", "tetrhex.mode.edge6_assisted"),
    ),
    key_presets={"classic": with_pad(CLASSIC), "modern": with_pad(MODERN)},
    preset_labels={"classic": "tetrhex.preset.classic", "modern": "tetrhex.preset.modern"},
    action_labels=action_labels("tetrhex", MODERN),
    extras=(("watch", "tetrhex.watch"),),
)
