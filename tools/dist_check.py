"""Check the built application the way a player's machine runs it (``make dist-check``).

    python tools/dist_check.py     # after tools/dist.py built dist/tessera

With no Python on ``PATH`` and a new home folder, the built program renders the menu in each
language and each game's first screen (``--headless --frames 30 --screenshot``). Each picture
must be drawn (not blank), the menu's must show the title, and each must be the picture the
same command draws when run from source: the fonts, sprites, catalogues and every game's
modules made it into the build. Then a settings file is written where a run from source keeps
it (platformdirs, in that new home) and the built program must start in its language: both
ways of starting the game share their settings and saves. Last, the built program hosts a
minusMax game on loopback that a joiner run from source plays to the end. Exits with 1 on any
failure.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

import games  # noqa: E402
from core.settings import LANGUAGES  # noqa: E402
from core.ui import theme  # noqa: E402
from tools.dist import RUN_TIMEOUT_S, player_environment, program, run_program  # noqa: E402

FRAMES = ["--headless", "--frames", "30", "--seed", "7"]
TITLE_AREA = pygame.Rect(0, 12, 1280, 74)  # where core/menu.py draws "Tessera"
TITLE_PIXELS = 1500  # the title's letters cover ~3,300 pixels of the accent colour there
MIN_COLOURS = 50  # a blank or one-colour picture has a handful
MAX_DIFFERENT = 0.01  # share of pixels that may differ from the source's picture (timing)


def source_render(args: list[str], picture: Path, home: Path) -> list[str]:
    """Draw the same picture from source, its files in ``home``; the problems (none: [])."""
    env = {**os.environ, "TESSERA_HOME": str(home)}
    command = [sys.executable, str(ROOT / "main.py"), *FRAMES, *args, "--screenshot", str(picture)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
    if done.returncode != 0:
        return [f"the run from source failed too: {done.stderr.strip()[-600:]}"]
    return []


def built_render(args: list[str], picture: Path, home: Path) -> list[str]:
    """Draw with the built program; the problems seen (none: an empty list)."""
    done = run_program([*FRAMES, *args, "--screenshot", str(picture)], home)
    if done.returncode != 0:
        return [f"exited with {done.returncode}: {done.stderr.strip()[-600:]}"]
    if "Traceback" in done.stderr:
        return [f"printed an error: {done.stderr.strip()[-600:]}"]
    if not picture.exists():
        return ["saved no picture"]
    return []


def pixels(path: Path) -> bytes:
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


def colours(data: bytes) -> int:
    return len({data[i : i + 3] for i in range(0, len(data), 3)})


def share_different(a: bytes, b: bytes) -> float:
    if len(a) != len(b):
        return 1.0
    different = sum(a[i : i + 3] != b[i : i + 3] for i in range(0, len(a), 3))
    return different / (len(a) // 3)


def title_pixels(path: Path) -> int:
    """Pixels of the accent colour (the title's) in the title area."""
    picture = pygame.image.load(str(path))
    area = picture.subsurface(TITLE_AREA.clip(picture.get_rect()))
    near = pygame.mask.from_threshold(area, theme.ACCENT, (40, 40, 40, 255))
    return near.count()


def compare(name: str, args: list[str], folder: Path, menu: bool) -> list[str]:
    """Render ``args`` both ways; the problems, each naming the case."""
    built, source = folder / f"{name}-built.png", folder / f"{name}-source.png"
    problems = built_render(args, built, folder / f"{name}-home")
    problems = problems or source_render(args, source, folder / f"{name}-source-home")
    if not problems:
        drawn = pixels(built)
        if colours(drawn) < MIN_COLOURS:
            problems.append(f"the picture is blank ({colours(drawn)} colours)")
        if menu and title_pixels(built) < TITLE_PIXELS:
            problems.append(f"no title drawn ({title_pixels(built)} title pixels)")
        different = share_different(drawn, pixels(source))
        if different > MAX_DIFFERENT:
            problems.append(f"{different:.1%} of the picture differs from the run from source")
    return [f"{name}: {problem}" for problem in problems]


def settings_are_shared(folder: Path) -> list[str]:
    """Choose French the way a run from source saves it, in a new home (platformdirs' folders
    there); the built program must then draw the French menu."""
    home = folder / "shared-home"
    env = {**player_environment(home), "PATH": os.environ.get("PATH", "")}
    choose = (
        "from core.settings import Settings, save_settings; from core.storage import Storage; "
        "storage = Storage(); save_settings(storage, Settings(lang='fr')); "
        "print(storage.settings_path)"
    )
    where = subprocess.run(
        [sys.executable, "-c", choose], env=env, cwd=ROOT, capture_output=True, text=True
    )
    if where.returncode != 0:
        return [f"settings from source: could not save them: {where.stderr.strip()[-600:]}"]
    picture = folder / "shared-built.png"
    problems = built_render([], picture, home)
    if not problems and share_different(pixels(picture), pixels(folder / "menu-fr-source.png")):
        problems.append(f"the built program did not follow {where.stdout.strip()}")
    return [f"settings from source: {problem}" for problem in problems]


def network_game(folder: Path) -> list[str]:
    """The built program hosts minusMax on loopback (no window) and a joiner run from source
    plays its seat to the end: websockets and the version check made it into the build."""
    home = folder / "host-home"
    host_args = ["--host", "minusmax", "--port", "0", "--bind", "127.0.0.1", "--code", "DISTCK"]
    host_args += ["--seats", "remote,computer:1", "--seed", "5", "--max-seconds", "90"]
    host = subprocess.Popen(
        [str(program()), *host_args], env=player_environment(home), text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    try:
        found = re.search(r"port (\d+)", host.stdout.readline())
        if found is None:
            return [f"network: the built host did not start: {host.stderr.read()[-600:]}"]
        record = folder / "joiner.json"
        join = [sys.executable, str(ROOT / "main.py"), "--join", f"127.0.0.1:{found[1]}"]
        join += ["--code", "distck", "--game", "minusmax", "--bot", "--name", "Ana"]
        join += ["--record", str(record), "--max-seconds", "90"]
        env = {**os.environ, "TESSERA_HOME": str(folder / "joiner-home")}
        done = subprocess.run(join, env=env, capture_output=True, text=True, timeout=120)
        if done.returncode != 0 or not record.exists():
            return [f"network: the joiner did not finish: {(done.stdout + done.stderr)[-600:]}"]
        if json.loads(record.read_text("utf-8")).get("type") != "over":
            return ["network: the game did not reach its end"]
        return []
    finally:
        host.kill()
        host.communicate()


def main() -> int:
    if not program().exists():
        print(f"no built program at {program()}: run make dist first", file=sys.stderr)
        return 1
    cases = [(f"menu-{code}", ["--lang", code], True) for code in LANGUAGES]
    cases += [(f"game-{info.name}", ["--game", info.name], False) for info in games.GAMES]
    cases.append(("demo-tetrhex", ["--demo"], False))
    failed = 0
    with tempfile.TemporaryDirectory(prefix="tessera-dist-check-") as temp:
        folder = Path(temp)
        checks = [(name, lambda a=a, m=m, n=name: compare(n, a, folder, m)) for name, a, m in cases]
        checks.append(("settings", lambda: settings_are_shared(folder)))
        checks.append(("network", lambda: network_game(folder)))
        for name, check in checks:
            problems = check()
            failed += bool(problems)
            print("\n".join(problems) if problems else f"{name}: ok")
    verdict = f"{failed} of {len(checks)} checks failed" if failed else "every check ok"
    print(f"dist-check: {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
