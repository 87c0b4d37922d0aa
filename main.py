"""Tessera: a desktop arcade of tile games. Run ``python main.py --help`` for the options."""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import games
from core.settings import LANGUAGES
from core.version import VERSION


def parse_args(argv: list[str] | None = None):
    """The window's options (see :func:`parse` for the network's too)."""
    return parse(argv)[0]


def parse(argv: list[str] | None = None):
    """``(Options, network options)`` from the command line."""
    from core.app import Options
    from core.net import options as net_options

    names = [info.name for info in games.GAMES]
    parser = argparse.ArgumentParser(
        prog="tessera" if getattr(sys, "frozen", False) else "main.py",  # the built program
        description="Tessera, a desktop arcade of tile games.",
        epilog="games: " + (", ".join(names) if names else "(none registered)"),
    )
    parser.add_argument("--version", action="version", version=f"Tessera {VERSION}")
    parser.add_argument("--game", choices=names, help="start this game's new-game screen")
    parser.add_argument(
        "--lang", choices=list(LANGUAGES), help="interface language for this run only"
    )
    parser.add_argument("--seed", type=int, help="seed for new games (reproducible play)")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--headless", action="store_true", help="render without a window")
    parser.add_argument("--frames", type=int, help="stop after this many frames")
    parser.add_argument("--screenshot", metavar="FILE", help="save the last frame as a PNG")
    parser.add_argument(
        "--size", type=window_size, metavar="WxH", help="the window's size, e.g. 1920x1080"
    )
    parser.add_argument("--demo", action="store_true", help="watch the computer play Tetrhex")
    parser.add_argument(
        "--no-vsync",
        dest="vsync",
        action="store_false",
        help="present without waiting for the display's refresh",
    )
    net_options.add_options(parser)
    args = parser.parse_args(argv)
    network = {name: vars(args).pop(name) for name in net_options.NET_OPTIONS}
    if network["join"] is not None and not network["code"]:
        parser.error("--join needs --code, the room code the host shows")
    if network["join"] is not None and args.game not in net_options.NETWORK_GAMES:
        parser.error(f"--join needs --game, one of {', '.join(net_options.NETWORK_GAMES)}")
    if args.headless and args.frames is None:
        args.frames = 1
    if args.frames is not None and args.frames < 1:
        parser.error("--frames must be at least 1")
    if args.demo and games.by_name("tetrhex") is None:
        parser.error("--demo needs the Tetrhex game, which is not installed")
    return Options(**vars(args), bind=network["bind"]), network


def window_size(text: str) -> tuple[int, int]:
    """``"1920x1080"`` as ``(1920, 1080)``; anything else is refused with the expected form."""
    try:
        width, height = (int(side) for side in text.lower().split("x"))
    except ValueError:
        message = f"a size is WIDTHxHEIGHT, like 1920x1080, not {text!r}"
        raise argparse.ArgumentTypeError(message) from None
    if not (320 <= width <= 16384 and 200 <= height <= 16384):
        raise argparse.ArgumentTypeError(f"{text} is not a window size (320x200 to 16384x16384)")
    return width, height


def first_scenes(app, network: dict | None = None) -> list:
    """The menu, with the asked-for game screen on top of it (Esc returns to the menu)."""
    from core.menu import MainMenu

    scenes = [MainMenu(app)]
    if network and network["join"] is not None:
        from core.net.cli import join_scene

        scenes.append(join_scene(app, network, app.options.game))
    elif app.options.demo:
        scenes.append(games.by_name("tetrhex").scene_module().extra(app, "watch"))
    elif app.options.game:
        scenes.append(games.by_name(app.options.game).scene_module().new_game(app))
    return scenes


def main(argv: list[str] | None = None) -> int:
    options, network = parse(argv)
    if network["host"] is not None:
        from core.net import cli as net_cli

        return net_cli.host({**network, "seed": options.seed})
    if network["join"] is not None and network["bot"]:
        from core.net import cli as net_cli

        return net_cli.join({**network, "game": options.game}, options.lang or "en")
    from core.app import App

    app = App(options)
    app.run(*first_scenes(app, network))
    return 0


if __name__ == "__main__":
    sys.exit(main())
