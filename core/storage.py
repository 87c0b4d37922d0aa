"""Settings, saves and high scores as versioned JSON files. No pygame.

Every file is written atomically (a temporary file in the same folder, then ``os.replace``) and
carries a ``format`` number. A file that is corrupt, truncated, of the wrong shape, out of
range or from a newer version of the program is moved aside (never deleted) and the defaults
are used; the problem is recorded in :attr:`Storage.problems` as a
:class:`~core.message.Message` (this module knows no language) so the shell can tell the
player in theirs. Save summaries and high-score details are messages too, so they follow the
player's language.

A broken disk degrades to "could not save", never to a crash: reading never raises past this
module, and deleting a save or setting a file aside reports its problem and lets play go on.
Writing raises ``OSError``, which the caller words with :func:`write_problem`.

Folders come from platformdirs; ``TESSERA_HOME`` overrides them (tests, portable installs).
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import platformdirs

from core.message import TEXT_LIMIT, Message, Shown, loaded, stored

APP_NAME = "tessera"
FORMAT = 1
HIGH_SCORE_LENGTH = 10
SAVE_SLOTS = ("autosave", "slot1", "slot2", "slot3")
FILE_LIMIT = 16 * 1024 * 1024  # bytes; no file of ours comes near it
NAME_LIMIT = 40  # characters of a player's name in a high-score table
SCORE_LIMIT = 10**12  # a score is smaller than this, either way
LATEST_TIME = 253402300799  # 9999-12-31, the last second time.localtime shows everywhere
TEMP_AGE = 60  # seconds after which a temporary file of ours is an orphan
# how mkstemp names the temporary files of atomic_write (".settings.json.k3j_9x2a.tmp")
TEMP_NAME = re.compile(r"\.[^/]+\.json\.[a-z0-9_]{8}\.tmp")
RECORDED_MATCHES = 500  # match ids kept per game so that no match enters a table twice
OPPONENT_LIMIT = 8  # other seats one entry may name
KEPT_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")  # a match id that may name a kept replay's file


class FileProblem(Exception):
    """A file that cannot be used as it is; ``key`` names the player's message."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


def atomic_write(path: Path, content: bytes) -> None:
    """Write ``content`` so that ``path`` holds either the old or the new content, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        _forget(Path(temp))
        raise


def atomic_write_json(path: Path, data: Any) -> None:
    """Write ``data`` as compact JSON: without indentation, Python's C encoder does the work,
    8 times faster than the indenting one (every move autosaves a whole match)."""
    text = json.dumps(
        data, separators=(",", ":"), sort_keys=True, ensure_ascii=False, allow_nan=False
    )
    atomic_write(path, text.encode("utf-8"))


def _forget(path: Path) -> None:
    """Remove a file of ours that nothing needs any more, if the disk lets us."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


DISK_PROBLEMS = {
    errno.ENOSPC: "file.disk_full",
    errno.EDQUOT: "file.disk_full",
    errno.EACCES: "file.no_permission",
    errno.EPERM: "file.no_permission",
    errno.EROFS: "file.read_only",
    errno.EEXIST: "file.in_the_way",
    errno.ENOTDIR: "file.in_the_way",
    errno.EISDIR: "file.folder_in_the_way",
    errno.ENAMETOOLONG: "file.name_too_long",
    errno.EIO: "file.disk_error",
}


def write_problem(error: OSError) -> Message:
    """Why the disk refused, for the player: ours for the usual causes, and the error's code
    (not the system's words, which are in the system's language) for the rare others."""
    key = DISK_PROBLEMS.get(error.errno)
    if key is not None:
        return Message(key)
    code = errno.errorcode.get(error.errno, "?") if error.errno else type(error).__name__
    return Message("file.system_error", {"code": code})


def read_problem(error: OSError) -> Message:
    """Why a file could not be read, for the player: a file the user may not read is no
    folder that may not be written; the other causes are worded as for writing."""
    if error.errno in (errno.EACCES, errno.EPERM):
        return Message("file.no_read_permission")
    return write_problem(error)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON allows")


def read_versioned(path: Path) -> dict:
    """The payload of a versioned file, or :class:`FileProblem` saying what is wrong.
    ``FileNotFoundError`` when there is no file."""
    try:
        status = path.stat()
        if stat.S_ISDIR(status.st_mode):
            raise FileProblem("file.is_folder")
        if not stat.S_ISREG(status.st_mode) or status.st_size > FILE_LIMIT:
            raise FileProblem("file.malformed")  # never opened: a pipe would wait forever
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        raise FileNotFoundError(path) from None
    except OSError as error:
        raise FileProblem("file.unreadable", error=read_problem(error)) from error
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FileProblem("file.not_text") from error
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise FileProblem("file.damaged", line=error.lineno) from error
    except (ValueError, RecursionError) as error:  # NaN, a 5,000-digit number, [[[[...
        raise FileProblem("file.malformed") from error
    if not isinstance(data, dict) or not is_whole(data.get("format"), 1, 10**6):
        raise FileProblem("file.no_format")
    if data["format"] > FORMAT:
        raise FileProblem("file.newer")
    return data


def is_whole(value: Any, low: int, high: int) -> bool:
    """Whether ``value`` is a whole number (not a boolean) from ``low`` to ``high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def aside_name(path: Path) -> Path:
    """A free name beside ``path`` for a copy of it that is kept: ``<stem>.bad-<time>``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}")
    counter = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.stem}.bad-{stamp}-{counter}{path.suffix}")
        counter += 1
    return target


def move_aside(path: Path) -> Path:
    """Rename a bad file so the player keeps it; returns the new name. ``OSError`` when the
    disk does not allow it."""
    target = aside_name(path)
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
        """An entry of a high-score file; ``ValueError`` when it is out of shape or range."""
        if not isinstance(row, dict):
            raise ValueError("a high-score entry is not a table")
        entry = cls(**row)
        if not isinstance(entry.name, str) or len(entry.name) > NAME_LIMIT:
            raise ValueError("a high-score entry has no usable name")
        if not is_whole(entry.score, -SCORE_LIMIT, SCORE_LIMIT):
            raise ValueError("a high-score entry has no usable score")
        if not isinstance(entry.when, str) or len(entry.when) > 40:
            raise ValueError("a high-score entry has no usable date")
        if not isinstance(entry.match_id, str) or len(entry.match_id) > 64:
            raise ValueError("a high-score entry has no usable match id")
        return replace(entry, detail=loaded(entry.detail), opponents=_opponents(entry.opponents))

    def to_json(self) -> dict:
        return {**vars(self), "detail": stored(self.detail), "opponents": list(self.opponents)}


def _opponents(value: object) -> tuple:
    """The opponents of a high-score entry read back: up to a table's worth of
    ``{name, kind, level}``; ``ValueError`` for anything else."""
    if not isinstance(value, (list, tuple)) or len(value) > OPPONENT_LIMIT:
        raise ValueError("a high-score entry has malformed opponents")
    for seat in value:
        if not (
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and len(seat["name"]) <= NAME_LIMIT
            and seat.get("kind") in ("human", "computer", "remote")
            and (seat.get("level") is None or is_whole(seat.get("level"), 1, 8))
        ):
            raise ValueError("a high-score entry has a malformed opponent")
    return tuple(value)


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
        self._reported: list[Message] = []  # every problem told so far (see report)
        self._left: set[Path] = set()  # bad files that could not be set aside, already told

    # -- generic -----------------------------------------------------------------------------

    def load(self, path: Path, validate: Callable[[dict], None] | None = None) -> dict | None:
        """The payload at ``path``; ``None`` when missing or bad (bad files are moved aside)."""
        if path in self._left:
            return None
        try:
            data = read_versioned(path)
            if validate is not None:
                validate(data)
        except FileNotFoundError:
            return None
        except FileProblem as error:
            self.set_aside(path, error.key, **error.fields)
            return None
        except Exception:  # any failure to check a file's content means it is damaged
            self.set_aside(path, "file.malformed")
            return None
        return data

    def set_aside(self, path: Path, key: str, **fields: Any) -> None:
        """Move a file that cannot be used out of the way and tell the player where it went;
        when the disk does not allow it, leave the file as it is and say so, once."""
        name = self.display_name(path)
        try:
            kept = move_aside(path)
        except OSError as error:
            self._left.add(path)
            why = write_problem(error)
            self.report(Message("file.left_in_place", {"file": name, "error": why}))
            return
        self.problems.append(Message(key, {"file": name, "kept": kept.name, **fields}))

    def delete(self, path: Path) -> bool:
        """Remove ``path`` if it is there; whether that worked. A refusal is reported."""
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            fields = {"file": self.display_name(path), "error": write_problem(error)}
            self.report(Message("file.cannot_delete", fields))
            return False
        return True

    def report(self, problem: Message) -> None:
        """Queue a refusal of the disk for the player, once: the same file refused the same
        way again (an autosave at every move on a read-only disk) is not told again. (A file
        set aside is told each time: each is a new file moved.)"""
        if problem not in self._reported:
            self._reported.append(problem)
            self.problems.append(problem)

    def display_name(self, path: Path) -> str:
        """How a file is named to the player: from its folder (``saves/abaku/slot1.json``)."""
        for base in (self.config_dir, self.data_dir):
            if path.is_relative_to(base):
                return path.relative_to(base).as_posix()
        return path.name

    def save(self, path: Path, payload: dict) -> None:
        atomic_write_json(path, {**payload, "format": FORMAT})
        self._left.discard(path)

    def take_problems(self) -> list[Message]:
        problems, self.problems = self.problems, []
        return problems

    def remove_orphans(self, age: float = TEMP_AGE) -> None:
        """Remove the temporary files of writes that never finished (the program was killed)
        and are older than ``age`` seconds; only ours, in our folders, and nothing else."""
        folders = [self.config_dir, self.data_dir / "scores"]
        with contextlib.suppress(OSError):
            kept = self.data_dir / "scores" / "replays"
            folders += [game for game in kept.iterdir() if game.is_dir()]
        saves = self.data_dir / "saves"
        with contextlib.suppress(OSError):
            folders += [game for game in saves.iterdir() if game.is_dir()]
        now = time.time()
        for folder in folders:
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue
            for entry in entries:
                if TEMP_NAME.fullmatch(entry.name) and _older(entry, now - age):
                    _forget(Path(entry.path))

    # -- settings ----------------------------------------------------------------------------

    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    def load_settings(self) -> dict:
        data = self.load(self.settings_path, _check_settings)
        return {} if data is None else {k: v for k, v in data.items() if k != "format"}

    def save_settings(self, settings: dict) -> None:
        self.save(self.settings_path, settings)

    def repair_settings(self, settings: dict) -> str:
        """Keep the settings file as it is under a ``settings.bad-<time>.json`` name, then
        write ``settings`` in its place; the kept copy's name. ``OSError`` when the disk
        refuses (then nothing has changed, or only the copy was made)."""
        original = self.settings_path.read_bytes()
        kept = aside_name(self.settings_path)
        atomic_write(kept, original)
        self.save_settings(settings)
        return kept.name

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
        self,
        game: str,
        mode: str,
        entry: ScoreEntry,
        initial: list[ScoreEntry] = (),
        replay: dict | None = None,
    ) -> int | None:
        """Insert ``entry``; its 0-based rank, or ``None`` when it does not make the table (or
        its match entered one already). What is written is what reading accepts: a long name
        is cut, and a score out of range makes no table. A ``replay`` is kept beside the
        table under the entry's match id (written first, so an entry never names a replay
        that was not written), and the replays of entries that fell off go."""
        if not is_whole(entry.score, -SCORE_LIMIT, SCORE_LIMIT):
            return None
        entry = replace(entry, name=entry.name[:NAME_LIMIT])
        rank = self.place_for(game, mode, entry.score, entry.match_id, initial)
        if rank is None:
            return None
        if replay is not None and KEPT_ID.fullmatch(entry.match_id):
            self.save(self.replay_path(game, entry.match_id), replay)
        table = self.high_scores(game, mode, initial)
        table.insert(rank, entry)
        data = self.load(self.scores_path(game), _check_scores) or {"tables": {}}
        before = _match_ids(data["tables"])
        data["tables"][mode] = [row.to_json() for row in table[:HIGH_SCORE_LENGTH]]
        if entry.match_id:
            recorded = [*self.recorded_matches(game), entry.match_id]
            data["recorded"] = recorded[-RECORDED_MATCHES:]
        self.save(self.scores_path(game), data)
        self._drop_replays(game, before - _match_ids(data["tables"]))
        return rank

    # -- the replays kept with high scores ---------------------------------------------------

    def replay_path(self, game: str, match_id: str) -> Path:
        """Where the replay of a table entry is kept; ``ValueError`` for an id that cannot
        name a file."""
        if not KEPT_ID.fullmatch(match_id):
            raise ValueError(f"no replay can be kept under {match_id!r}")
        return self.data_dir / "scores" / "replays" / game / f"{match_id}.json"

    def has_replay(self, game: str, match_id: str) -> bool:
        if not KEPT_ID.fullmatch(match_id):
            return False
        path = self.replay_path(game, match_id)
        return path not in self._left and _present(path)

    def read_replay(
        self, game: str, match_id: str, validate: Callable[[dict], None]
    ) -> dict | None:
        """The kept replay of a table entry, checked by ``validate``; ``None`` when there is
        none or it is damaged (then it is set aside and reported, as any damaged file)."""
        if not KEPT_ID.fullmatch(match_id):
            return None
        return self.load(self.replay_path(game, match_id), validate)

    def _drop_replays(self, game: str, gone: set[str]) -> None:
        """Remove the kept replays of the entries that fell off the table just written. Only
        those: the replays of a table that was damaged and set aside still belong to it."""
        for match_id in gone:
            if KEPT_ID.fullmatch(match_id):
                self.delete(self.replay_path(game, match_id))

    # -- saves -------------------------------------------------------------------------------

    def save_path(self, game: str, slot: str) -> Path:
        if slot not in SAVE_SLOTS:
            raise ValueError(f"unknown save slot {slot!r}")
        return self.data_dir / "saves" / game / f"{slot}.json"

    def write_save(self, game: str, slot: str, state: dict, summary: Shown = "") -> None:
        if isinstance(summary, str):
            summary = summary[:TEXT_LIMIT]  # what reading accepts
        payload = {"game": game, "saved_at": time.time(), "summary": stored(summary)}
        self.save(self.save_path(game, slot), {**payload, "state": state})

    def read_save(self, game: str, slot: str) -> dict | None:
        """The saved payload (``state``, ``summary``, ``saved_at``) or ``None``."""
        data = self.load(self.save_path(game, slot), _check_save)
        if data is not None:
            data["summary"] = loaded(data.get("summary", ""))
        return data

    def delete_save(self, game: str, slot: str) -> bool:
        """Remove a save; whether that worked (a refusal is reported, play goes on)."""
        return self.delete(self.save_path(game, slot))

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
        paths = [self.save_path(game, slot) for slot in SAVE_SLOTS]
        return any(_present(path) and path not in self._left for path in paths)


def _match_ids(tables: dict) -> set[str]:
    """The match ids named by the entries of a file's tables."""
    return {row.get("match_id") or "" for rows in tables.values() for row in rows} - {""}


def _present(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:
        return True  # there is something we cannot look at; reading it will say what


def _older(entry: os.DirEntry, moment: float) -> bool:
    try:
        return entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < moment
    except OSError:
        return False


def _check_settings(data: dict) -> None:
    if not all(isinstance(key, str) for key in data):
        raise ValueError("settings.json has a malformed key")


def _check_scores(data: dict) -> None:
    tables = data["tables"]
    if not isinstance(tables, dict):
        raise ValueError("high-score file has no tables")
    for rows in tables.values():
        if not isinstance(rows, list) or len(rows) > HIGH_SCORE_LENGTH:
            raise ValueError("a high-score table is not a list of at most ten entries")
        for row in rows:
            ScoreEntry.from_json(row)


def _check_save(data: dict) -> None:
    if not isinstance(data["state"], dict):
        raise ValueError("save file has no state")
    when = data["saved_at"]
    if isinstance(when, bool) or not isinstance(when, (int, float)):
        raise ValueError("save file has no time")
    if not (math.isfinite(when) and 0 <= when <= LATEST_TIME):
        raise ValueError("save file has a time out of range")
    loaded(data.get("summary", ""))
