"""Replays as files: the one shape kept with a high-score entry, exported for a friend and
opened again (from the list of a folder, or dropped on the window).

A replay file is ``{format, game: "tetrhex", replay, score, lines, player}``: the recording
(:mod:`games.tetrhex.recording`) and what it claims to reach, so that a list can show it without
playing it through. Opening one shows it at once and plays it to the end beside the viewer,
refusing it unless it reaches exactly the score and lines it claims (one pass,
:class:`games.tetrhex.recording.Check`, whose checkpoints the viewer seeks from). Files in the
game's own folders go through :class:`core.storage.Storage`, so a damaged one is set aside and
reported like any other; a file dropped from elsewhere is only read, and refused with the
reason.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from core.storage import FORMAT as FILE_FORMAT
from core.storage import Storage, atomic_write_json, read_versioned
from games.tetrhex.recording import Check, Player, Recording

GAME = "tetrhex"
LIST_LIMIT = 8  # files the list shows, newest first
NAME_LIMIT = 40


@dataclass(frozen=True)
class ReplayFile:
    """A replay with what it reaches and who played it."""

    recording: Recording
    score: int
    lines: int
    player: str = ""

    def to_json(self) -> dict:
        return {
            "game": GAME,
            "replay": self.recording.to_json(),
            "score": self.score,
            "lines": self.lines,
            "player": self.player,
        }

    @classmethod
    def from_json(cls, data: object) -> ReplayFile:
        """``ValueError`` saying what is wrong when ``data`` is not a Tetrhex replay file."""
        if not isinstance(data, dict) or data.get("game") != GAME:
            raise ValueError("this is not a Tetrhex replay")
        recording = Recording.from_json(data.get("replay"))
        score, lines, player = data.get("score"), data.get("lines"), data.get("player", "")
        for value in (score, lines):
            if type(value) is not int or not 0 <= value < 10**12:
                raise ValueError("a replay's score and lines must be whole numbers")
        if not isinstance(player, str) or len(player) > NAME_LIMIT:
            raise ValueError("a replay's player must be a short name")
        return cls(recording, score, lines, player)

    @classmethod
    def of(cls, recording: Recording, game, player: str = "") -> ReplayFile:
        """The replay of ``game`` (over), with its end kept among its checkpoints."""
        return cls(recording.ended(game), game.score, game.lines_cleared, player[:NAME_LIMIT])


def checked(replay: ReplayFile) -> Player:
    """Play ``replay`` through at once (tools and tests; a screen runs a
    :class:`games.tetrhex.replay_check.Verifier` beside the viewer); its
    player, at the end. ``ValueError`` when it does not end or does not reach its claim."""
    player = Check(replay.recording).finish()
    reaches_claim(replay, player)
    return player


def reaches_claim(replay: ReplayFile, player: Player) -> None:
    """``ValueError`` unless ``player``, at the end, has the score and lines ``replay`` claims."""
    if (player.game.score, player.game.lines_cleared) != (replay.score, replay.lines):
        raise ValueError("this replay does not reach the score it claims")


def validate(data: dict) -> None:
    """For :meth:`Storage.load`: raises when ``data`` is not a replay file."""
    ReplayFile.from_json(data)


# -- kept with the high scores ------------------------------------------------------------------


def read_kept(storage: Storage, match_id: str) -> ReplayFile | None:
    data = storage.read_replay(GAME, match_id, validate)
    return None if data is None else ReplayFile.from_json(data)


# -- exported and received ------------------------------------------------------------------------


def folder(storage: Storage) -> Path:
    """Where replays received are looked for (and exported ones under ``exported/``)."""
    return storage.data_dir / "replays"


def export_folder(storage: Storage) -> Path:
    return folder(storage) / "exported"


def export(storage: Storage, replay: ReplayFile) -> Path:
    """Write ``replay`` as a new file in the export folder; its path. ``OSError`` when the disk
    refuses."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"tetrhex-edge{replay.recording.edge}-{replay.score}-{stamp}"
    target = free_name(export_folder(storage), base)
    atomic_write_json(target, {**replay.to_json(), "format": FILE_FORMAT})
    return target


def found(storage: Storage) -> list[tuple[Path, ReplayFile]]:
    """The replay files of the replay folder and its export folder, newest first (at most
    :data:`LIST_LIMIT`). A damaged one is set aside and reported by ``storage``."""
    paths = []
    for place in (folder(storage), export_folder(storage)):
        try:
            paths += [path for path in place.iterdir() if _listed(path)]
        except OSError:
            continue
    paths.sort(key=_age)
    result = []
    for path in paths:
        data = storage.load(path, validate)
        if data is not None:
            result.append((path, ReplayFile.from_json(data)))
        if len(result) == LIST_LIMIT:
            break
    return result


KEPT_COPY = re.compile(r"[^A-Za-z0-9._-]+")


def receive(path: Path) -> tuple[ReplayFile, dict]:
    """A replay file from anywhere (dropped on the window), read but not yet played through:
    the replay and the file's content. ``FileProblem`` or ``ValueError`` with the reason when
    it is not one; the file itself is never touched."""
    data = read_versioned(path)
    return ReplayFile.from_json(data), data


def keep_copy(storage: Storage, path: Path, data: dict) -> Path | None:
    """Copy a received replay (checked by then) into the replay folder, so that the list shows
    it later: under a free name, never over a file already there; where it went, or None when
    it came from that folder or the disk refused (the replay still opens)."""
    if path.parent.resolve() in (folder(storage).resolve(), export_folder(storage).resolve()):
        return None
    target = free_name(folder(storage), KEPT_COPY.sub("_", path.stem)[:60] or "replay")
    try:
        atomic_write_json(target, {**data, "format": FILE_FORMAT})
    except OSError:
        return None
    return target


def free_name(place: Path, base: str) -> Path:
    """``place/base.json``, or ``base-1.json``, ``base-2.json``... the first that is free: a
    file of the player's is never written over."""
    target, counter = place / f"{base}.json", 1
    while os.path.lexists(target):
        target, counter = place / f"{base}-{counter}.json", counter + 1
    return target


def _listed(path: Path) -> bool:
    return path.suffix == ".json" and ".bad-" not in path.name and not path.name.startswith(".")


def _age(path: Path) -> float:
    try:
        return -path.stat().st_mtime
    except OSError:
        return 0.0
