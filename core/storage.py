"""Settings, saves and high scores as versioned JSON files. No pygame.

Every file is written atomically (a temporary file in the same folder, then ``os.replace``) and
carries a ``format`` number. A file that is corrupt, truncated, of the wrong shape or from a
newer version of the program is moved aside (never deleted) and the defaults are used; the
problem is recorded in :attr:`Storage.problems` as a :class:`~core.message.Message` (this
module knows no language) so the shell can tell the player in theirs. Save summaries and
high-score details are messages too, so they follow the player's language.

Folders come from platformdirs; ``TESSERA_HOME`` overrides them (tests, portable installs).
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import platformdirs

from core.message import Message, Shown, loaded, stored

APP_NAME = "tessera"
FORMAT = 1
HIGH_SCORE_LENGTH = 10
SAVE_SLOTS = ("autosave", "slot1", "slot2", "slot3")
RECORDED_MATCHES = 500  # match ids kept per game so that no match enters a table twice


class FileProblem(Exception):
    """A file that cannot be used as it is; ``key`` names the player's message."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


def atomic_write_json(path: Path, data: Any) -> None:
    """Write ``data`` so that ``path`` holds either the old or the new content, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


WRITE_PROBLEMS = {
    errno.ENOSPC: "file.disk_full",
    errno.EDQUOT: "file.disk_full",
    errno.EACCES: "file.no_permission",
    errno.EPERM: "file.no_permission",
    errno.EROFS: "file.read_only",
}


def write_problem(error: OSError) -> Shown:
    """Why a file could not be written, for the player; the system's own words (which are in
    the system's language) only for the rare causes without a message of ours."""
    key = WRITE_PROBLEMS.get(error.errno)
    return Message(key) if key is not None else error.strerror or str(error)


def read_versioned(path: Path) -> dict:
    """The payload of a versioned file, or :class:`FileProblem` saying what is wrong."""
    try:
        raw = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise FileProblem("file.not_text") from error
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as error:
        raise FileProblem("file.damaged", line=error.lineno) from error
    if not isinstance(data, dict) or not isinstance(data.get("format"), int):
        raise FileProblem("file.no_format")
    if data["format"] > FORMAT:
        raise FileProblem("file.newer")
    return data


def move_aside(path: Path) -> Path:
    """Rename a bad file so the player keeps it; returns the new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.bad-{stamp}-{counter}{path.suffix}")
        counter += 1
    os.replace(path, target)
    return target


@dataclass(frozen=True)
class ScoreEntry:
    name: str
    score: int
    when: str = ""
    detail: Shown = ""  # what the score was made with ("level 7, 120 lines")
    match_id: str = ""  # the match it came from (core.match), so a match enters once
    opponents: tuple = ()  # {name, kind, level} of each other seat: who it was won against

    @classmethod
    def from_json(cls, row: dict) -> ScoreEntry:
        entry = cls(**row)
        if not isinstance(entry.score, int) or not isinstance(entry.name, str):
            raise ValueError("high-score file has a malformed entry")
        if not isinstance(entry.opponents, (list, tuple)):
            raise ValueError("high-score file has malformed opponents")
        return replace(
            entry,
            when=str(entry.when),
            detail=loaded(entry.detail),
            match_id=str(entry.match_id),
            opponents=tuple(entry.opponents),
        )

    def to_json(self) -> dict:
        return {**vars(self), "detail": stored(self.detail), "opponents": list(self.opponents)}


class Storage:
    """The player's files: one settings file, high-score tables, save slots."""

    def __init__(self, config_dir: Path | None = None, data_dir: Path | None = None) -> None:
        home = os.environ.get("TESSERA_HOME")
        if home:
            config_dir = config_dir or Path(home) / "config"
            data_dir = data_dir or Path(home) / "data"
        self.config_dir = config_dir or Path(platformdirs.user_config_dir(APP_NAME, False))
        self.data_dir = data_dir or Path(platformdirs.user_data_dir(APP_NAME, False))
        self.problems: list[Message] = []

    # -- generic -----------------------------------------------------------------------------

    def load(self, path: Path, validate: Callable[[dict], None] | None = None) -> dict | None:
        """The payload at ``path``; ``None`` when missing or bad (bad files are moved aside)."""
        if not path.exists():
            return None
        try:
            data = read_versioned(path)
            if validate is not None:
                validate(data)
        except FileProblem as error:
            self.set_aside(path, error.key, **error.fields)
            return None
        except (ValueError, KeyError, TypeError):
            self.set_aside(path, "file.malformed")
            return None
        return data

    def set_aside(self, path: Path, key: str, **fields: Any) -> None:
        """Move a file that cannot be used out of the way and tell the player where it went."""
        kept = move_aside(path)
        fields = {"file": self.display_name(path), "kept": kept.name, **fields}
        self.problems.append(Message(key, fields))

    def display_name(self, path: Path) -> str:
        """How a file is named to the player: from its folder (``saves/abaku/slot1.json``)."""
        for base in (self.config_dir, self.data_dir):
            if path.is_relative_to(base):
                return path.relative_to(base).as_posix()
        return path.name

    def save(self, path: Path, payload: dict) -> None:
        atomic_write_json(path, {**payload, "format": FORMAT})

    def take_problems(self) -> list[Message]:
        problems, self.problems = self.problems, []
        return problems

    # -- settings ----------------------------------------------------------------------------

    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    def load_settings(self) -> dict:
        data = self.load(self.settings_path, _check_settings)
        return {} if data is None else {k: v for k, v in data.items() if k != "format"}

    def save_settings(self, settings: dict) -> None:
        self.save(self.settings_path, settings)

    # -- high scores -------------------------------------------------------------------------

    def scores_path(self, game: str) -> Path:
        return self.data_dir / "scores" / f"{game}.json"

    def high_scores(self, game: str, mode: str, initial: list[ScoreEntry] = ()) -> list[ScoreEntry]:
        """The table for ``game`` and ``mode``, best first; ``initial`` when it has none yet."""
        data = self.load(self.scores_path(game), _check_scores)
        tables = {} if data is None else data["tables"]
        if mode not in tables:
            return sorted(initial, key=lambda entry: -entry.score)[:HIGH_SCORE_LENGTH]
        return [ScoreEntry.from_json(row) for row in tables[mode]]

    def qualifies(self, game: str, mode: str, score: int, initial: list[ScoreEntry] = ()) -> bool:
        return self.place_for(game, mode, score, "", initial) is not None

    def place_for(
        self, game: str, mode: str, score: int, match_id: str = "", initial: list[ScoreEntry] = ()
    ) -> int | None:
        """The 0-based place ``score`` would take in the table, or ``None``: it takes none,
        or the match ``match_id`` has entered a table of ``game`` already."""
        if match_id and match_id in self.recorded_matches(game):
            return None
        table = self.high_scores(game, mode, initial)
        rank = next((i for i, row in enumerate(table) if score > row.score), len(table))
        return rank if rank < HIGH_SCORE_LENGTH else None

    def recorded_matches(self, game: str) -> list[str]:
        """The ids of the latest matches of ``game`` that entered a table (newest last)."""
        data = self.load(self.scores_path(game), _check_scores) or {}
        recorded = data.get("recorded", [])
        if not isinstance(recorded, list):  # a hand-edited file: forget the list, keep the tables
            return []
        return [item for item in recorded if isinstance(item, str)]

    def add_high_score(
        self, game: str, mode: str, entry: ScoreEntry, initial: list[ScoreEntry] = ()
    ) -> int | None:
        """Insert ``entry``; its 0-based rank, or ``None`` when it does not make the table (or
        its match entered one already)."""
        rank = self.place_for(game, mode, entry.score, entry.match_id, initial)
        if rank is None:
            return None
        table = self.high_scores(game, mode, initial)
        table.insert(rank, entry)
        data = self.load(self.scores_path(game), _check_scores) or {"tables": {}}
        data["tables"][mode] = [row.to_json() for row in table[:HIGH_SCORE_LENGTH]]
        if entry.match_id:
            recorded = [*self.recorded_matches(game), entry.match_id]
            data["recorded"] = recorded[-RECORDED_MATCHES:]
        self.save(self.scores_path(game), data)
        return rank

    # -- saves -------------------------------------------------------------------------------

    def save_path(self, game: str, slot: str) -> Path:
        if slot not in SAVE_SLOTS:
            raise ValueError(f"unknown save slot {slot!r}")
        return self.data_dir / "saves" / game / f"{slot}.json"

    def write_save(self, game: str, slot: str, state: dict, summary: Shown = "") -> None:
        payload = {"game": game, "saved_at": time.time(), "summary": stored(summary)}
        self.save(self.save_path(game, slot), {**payload, "state": state})

    def read_save(self, game: str, slot: str) -> dict | None:
        """The saved payload (``state``, ``summary``, ``saved_at``) or ``None``."""
        data = self.load(self.save_path(game, slot), _check_save)
        if data is not None:
            data["summary"] = loaded(data.get("summary", ""))
        return data

    def delete_save(self, game: str, slot: str) -> None:
        self.save_path(game, slot).unlink(missing_ok=True)

    def slots(self, game: str) -> dict[str, dict | None]:
        return {slot: self.read_save(game, slot) for slot in SAVE_SLOTS}

    def latest_save(self, game: str) -> tuple[str, dict] | None:
        """The most recent save of ``game`` as ``(slot, payload)``."""
        found = [(data["saved_at"], slot, data) for slot, data in self.slots(game).items() if data]
        if not found:
            return None
        _, slot, data = max(found, key=lambda item: item[0])
        return slot, data

    def has_save(self, game: str) -> bool:
        return any(self.save_path(game, slot).exists() for slot in SAVE_SLOTS)


def _check_settings(data: dict) -> None:
    if not all(isinstance(key, str) for key in data):
        raise ValueError("settings.json has a malformed key")


def _check_scores(data: dict) -> None:
    tables = data["tables"]
    if not isinstance(tables, dict):
        raise ValueError("high-score file has no tables")
    for rows in tables.values():
        for row in rows:
            ScoreEntry.from_json(row)


def _check_save(data: dict) -> None:
    if not isinstance(data["state"], dict) or not isinstance(data["saved_at"], (int, float)):
        raise ValueError("save file is malformed")
    loaded(data.get("summary", ""))
