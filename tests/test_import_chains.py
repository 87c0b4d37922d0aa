"""The layering, checked on the import graph of the source (not by importing anything):

- a game's pure modules (rules, computer player, move codec, old-save migration) and the match
  layer reach no pygame through any chain of imports;
- no game imports another game;
- a game's controls (input to moves) never import its scene, even for type hints: they ask
  it through a small protocol of plain values and actions.
"""

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TURN_BASED = ("minusmax", "m", "abaku", "mooxil")
PURE_ROLES = ("logic", "ai", "moves", "legacy")
PURE_CORE = ("core.match", "core.engine", "core.thinker", "core.hexgrid", "games")


def module_file(root: Path, name: str) -> Path | None:
    """The source file of project module ``name``, or ``None`` for a module from elsewhere."""
    base = root.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def imports_of(root: Path, path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (functions too), by full name; ``from a
    import b`` counts ``a.b`` as well when ``b`` is a module of the project."""
    return set(_imports_in(root, path.read_text(encoding="utf-8")))


@cache
def _imports_in(root: Path, source: str) -> frozenset[str]:
    """:func:`imports_of` a module's source, worked out once: every chain walks the same
    modules again, and parsing them was nearly all of this file's time."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            for alias in node.names:
                if module_file(root, f"{node.module}.{alias.name}") is not None:
                    found.add(f"{node.module}.{alias.name}")
    return frozenset(found)


def chain_to(root: Path, start: str, banned: str) -> list[str] | None:
    """The chain of imports from ``start`` to ``banned`` (a module, or a package: any of its
    modules), or ``None``."""
    paths = {start: [start]}
    todo = [start]
    while todo:
        name = todo.pop()
        path = module_file(root, name)
        if path is None:
            continue
        for imported in sorted(imports_of(root, path)):
            if imported == banned or imported.startswith(banned + "."):
                return [*paths[name], imported]
            parts = imported.split(".")
            for depth in range(1, len(parts) + 1):  # importing a.b.c runs a and a.b too
                parent = ".".join(parts[:depth])
                if parent not in paths:
                    paths[parent] = [*paths[name], parent]
                    todo.append(parent)
    return None


def pure_modules() -> list[str]:
    names = list(PURE_CORE)
    for game in TURN_BASED:
        names += [
            f"games.{game}.{role}"
            for role in PURE_ROLES
            if module_file(ROOT, f"games.{game}.{role}") is not None
        ]
    return names


def test_every_turn_based_game_has_its_pure_roles():
    for game in TURN_BASED:
        for role in ("logic", "ai", "moves"):
            assert module_file(ROOT, f"games.{game}.{role}") is not None, (game, role)


def test_no_pure_module_reaches_pygame_through_any_chain():
    chains = {name: chain_to(ROOT, name, "pygame") for name in pure_modules()}
    offenders = {name: " -> ".join(chain) for name, chain in chains.items() if chain}
    assert not offenders, offenders


def test_no_game_imports_another_game():
    games = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").is_file())
    offenders = []
    for game in games:
        for path in (ROOT / "games" / game).rglob("*.py"):
            for imported in imports_of(ROOT, path):
                parts = imported.split(".")
                other = parts[1] if parts[0] == "games" and len(parts) > 1 else None
                if other in games and other != game:
                    offenders.append(f"{path.relative_to(ROOT)} imports {imported}")
    assert not offenders, offenders


def test_no_controls_module_reaches_its_scene_through_any_chain():
    controls = sorted((ROOT / "games").glob("*/controls.py"))
    assert len(controls) >= 4  # minusMax, Mooxil, M, Abaku at least
    chains = {}
    for path in controls:
        game = f"games.{path.parent.name}"
        chains[game] = chain_to(ROOT, f"{game}.controls", f"{game}.scene")
    offenders = {game: " -> ".join(chain) for game, chain in chains.items() if chain}
    assert not offenders, offenders


def test_the_chain_check_finds_an_import_made_only_for_type_hints(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "scene.py").write_text("")
    (package / "controls.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.scene import Scene\n"
    )
    assert chain_to(tmp_path, "pkg.controls", "pkg.scene") == ["pkg.controls", "pkg.scene"]
    assert chain_to(tmp_path, "pkg.scene", "pkg.sc") is None  # a module, not a name's prefix


def test_the_chain_check_finds_an_indirect_pygame_import(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "rules.py").write_text("from pkg import helper\n")
    (package / "helper.py").write_text("def f():\n    import pkg.drawing\n")
    (package / "drawing.py").write_text("from pygame import draw\n")
    assert chain_to(tmp_path, "pkg.rules", "pygame") == [
        "pkg.rules",
        "pkg.helper",
        "pkg.drawing",
        "pygame",
    ]
    (package / "drawing.py").write_text("import math\n")
    assert chain_to(tmp_path, "pkg.rules", "pygame") is None
