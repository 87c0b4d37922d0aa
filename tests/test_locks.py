"""The locks (requirements.txt, requirements-dev.txt) cover the loose ranges
(requirements.in, requirements-dev.in): someone who edits one and not the other fails here,
before a fresh clone installs something nobody tested."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
LOCKS = {"requirements.in": "requirements.txt", "requirements-dev.in": "requirements-dev.txt"}


@dataclass(frozen=True)
class Pin:
    name: str
    version: Version
    marker: Marker | None
    hashes: int


def loose_ranges(path: Path) -> list[Requirement]:
    """The requirements of a ``.in`` file, following its ``-r`` includes."""
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("-r "):
            found += loose_ranges(path.parent / line[3:].strip())
        elif line:
            found.append(Requirement(line))
    return found


def pins(path: Path) -> list[Pin]:
    """Each ``name==version [; marker]`` entry of a lock, with the number of its hashes."""
    text = path.read_text(encoding="utf-8").replace("\\\n", " ")
    found = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        spec, *options = re.split(r"\s+(?=--)", line)
        requirement = Requirement(spec)
        (pinned,) = requirement.specifier
        assert pinned.operator == "==", f"{path.name}: {spec} is not pinned to one version"
        hashes = sum(option.startswith("--hash=sha256:") for option in options)
        found.append(
            Pin(
                canonicalize_name(requirement.name),
                Version(pinned.version),
                requirement.marker,
                hashes,
            )
        )
    return found


def uncovered(loose: list[Requirement], locked: list[Pin]) -> list[str]:
    """What the lock fails to give: a loose requirement with no pin, or a pin outside its range."""
    problems = []
    for requirement in loose:
        name = canonicalize_name(requirement.name)
        chosen = [pin for pin in locked if pin.name == name]
        if not chosen:
            problems.append(f"{requirement} is not in the lock")
        problems += [
            f"{requirement} does not admit the locked {pin.version}"
            for pin in chosen
            if not requirement.specifier.contains(pin.version, prereleases=True)
        ]
    return problems


@pytest.mark.parametrize("loose_file", sorted(LOCKS))
def test_each_lock_covers_its_loose_ranges(loose_file):
    locked = pins(ROOT / LOCKS[loose_file])
    assert uncovered(loose_ranges(ROOT / loose_file), locked) == [], "run `make lock`"


@pytest.mark.parametrize("lock_file", sorted(LOCKS.values()))
def test_every_locked_package_has_its_hashes(lock_file):
    locked = pins(ROOT / lock_file)
    assert locked
    assert [pin.name for pin in locked if pin.hashes == 0] == []
    assert "pygame" not in {pin.name for pin in locked}, "pygame and pygame-ce clash"


def test_the_development_lock_has_the_games_own_versions():
    """`make test` and `make run` play the same pygame-ce, Babel, platformdirs and websockets."""
    runtime = {(pin.name, pin.version, str(pin.marker)) for pin in pins(ROOT / "requirements.txt")}
    development = {
        (pin.name, pin.version, str(pin.marker)) for pin in pins(ROOT / "requirements-dev.txt")
    }
    assert runtime <= development


def test_an_edited_range_or_lock_is_caught(tmp_path):
    """The check fails when a range moves past its pin, or a lock loses a package."""
    loose = tmp_path / "requirements.in"
    loose.write_text("pygame-ce>=2.5,<3\nBabel>=2.14,<3\n", encoding="utf-8")
    lock = tmp_path / "requirements.txt"
    lock.write_text(
        "babel==2.19.0 \\\n    --hash=sha256:aa\n"
        "pygame-ce==2.5.8 ; python_full_version >= '3.10' \\\n    --hash=sha256:bb\n",
        encoding="utf-8",
    )
    assert uncovered(loose_ranges(loose), pins(lock)) == []

    loose.write_text("pygame-ce>=2.6,<3\nBabel>=2.14,<3\nwebsockets>=13\n", encoding="utf-8")
    assert uncovered(loose_ranges(loose), pins(lock)) == [
        "pygame-ce<3,>=2.6 does not admit the locked 2.5.8",
        "websockets>=13 is not in the lock",
    ]


def test_make_installs_from_the_locks_only():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = [line for line in makefile.splitlines() if "pip install" in line]
    assert installs and all("--require-hashes" in line for line in installs)
    assert "$(PIP_INSTALL) -r requirements.txt" in makefile
    assert "$(PIP_INSTALL) -r requirements-dev.txt" in makefile
