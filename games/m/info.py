"""M's entry in the menu: title, blurb and help pages (keys of ``games/m/text.py``)."""

from games import GameInfo

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
)
