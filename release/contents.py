"""What goes into the built application (``release/tessera.spec``), as plain data.

Kept apart from the spec so that the test suite can check it without running PyInstaller:
every file the game loads from its resource folders is listed, and nothing the game never
loads is. The built program finds the resources where a run from source does, next to the
``core`` package: PyInstaller gives a frozen module a ``__file__`` inside the bundle's own
folder (``sys._MEIPASS``), and the files below are placed there under the same names.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (pattern below the repository, folder inside the bundle): the resource folders the game reads
RESOURCES = (
    ("fonts/*.otf", "fonts"),
    ("fonts/OFL.txt", "fonts"),  # the typeface's licence travels with it
    ("sprites/*.png", "sprites"),
    ("sounds/*.wav", "sounds"),
    ("locale/*/LC_MESSAGES/*.mo", "locale"),  # compiled catalogues; the .po stay behind
)

# Imported by name at run time (games/__init__.py, core/i18n.py), so no import statement
# shows them to PyInstaller: the packages are collected whole, less the modules that tools
# load by name (tools/make_assets.py, tools/bench.py). Those go in only where the game itself
# imports one (minusMax's options draw its preview's sample).
PACKAGES = ("core", "games")
TOOL_ONLY_MODULES = ("preview", "bench_scenes")

# Modules that something imports but the game never runs: left out to keep the folder small.
EXCLUDES = (
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "pdb",
    "sqlite3",
    "xmlrpc",
    "lib2to3",
    "pytest",
    "hypothesis",
    "numpy",
    "babel.messages",  # catalogues are compiled before the build; gettext reads the .mo
    "pygame.examples",
    "pygame.tests",
    "pygame.docs",
    "pygame.camera",
    "pygame._camera_opencv",
    "pygame.midi",
    "pygame.sndarray",
    "pygame.surfarray",
    "pygame.__briefcase",
    "tools",
    "tests",
)


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """``(source file, folder in the bundle)`` for every resource file, sorted."""
    files = []
    for pattern, folder in RESOURCES:
        for path in sorted(root.glob(pattern)):
            inside = Path(folder) / path.parent.relative_to(root / folder)
            files.append((str(path), inside.as_posix()))
    return sorted(files)


def bundled_module(name: str) -> bool:
    """Whether a module of :data:`PACKAGES` goes into the build."""
    return name.rsplit(".", 1)[-1] not in TOOL_ONLY_MODULES


def babel_locales(languages) -> set[str]:
    """The Babel locale data the game formats numbers and dates with: each interface language
    and ``root``, which every locale inherits from."""
    return {"root", *languages}


def keep_babel_file(destination: str, locales: set[str]) -> bool:
    """Whether a file PyInstaller's Babel hook collected is needed: of ``babel/locale-data``,
    only the languages the game speaks (the rest is ~35 MB of other locales)."""
    parts = Path(destination).parts
    if parts[:2] != ("babel", "locale-data"):
        return True
    return Path(parts[-1]).stem in locales


# the sides of the application icon, in pixels: what Linux desktops (hicolor), Windows and
# macOS ask for; tools/make_assets.py draws them into release/icons/
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
