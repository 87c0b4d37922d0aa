"""Where a player meets replay files: watch or export the replay of a high-score entry, export
the game just played, the list of the replay folder ("Open a replay"), and a file dropped on
the window. Every refusal is told in the player's language, and nothing crashes on a bad file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from core import i18n
from core.storage import FileProblem, read_versioned
from core.ui import theme
from core.ui.backdrop import draw_backdrop
from core.ui.dialogs import FormScene
from core.ui.overlays import panel
from core.ui.text import blit_fitted, blit_wrapped
from core.ui.widgets import Button, label, literal
from games.tetrhex import replay_check, replay_files
from games.tetrhex.replay_files import ReplayFile

BOX = (140, 40, 1000, 650)
ROW_H, ROWS_TOP = 52, 220


def watch(
    app,
    replay: ReplayFile,
    source: Path | None = None,
    *,
    checked: Callable[[], object] = lambda: None,
    refused: Callable[[], object] = lambda: None,
) -> None:
    """Open the replay viewer on ``replay`` at once, its check running on beside it; once
    the check passes (it ends and reaches its score), ``checked()``. A replay that fails it is
    refused (and, when it is a file of ours, set aside), then ``refused()``: before it opens
    when that shows within the first few milliseconds, else by the viewer, which closes."""
    from games.tetrhex.replay_scene import ReplayScene  # a playfield: imported when used

    below = app.scenes.top

    def refuse() -> None:
        name = source.name if source else replay.player
        if source is not None:
            app.storage.set_aside(source, "file.malformed")
        app.toast(i18n.t("tetrhex.replay.wrong_score", file=name), theme.DANGER)
        refused()

    verifier = replay_check.Verifier(replay)
    verifier.run(replay_check.FIRST_BUDGET)
    if verifier.refused:
        refuse()
        return
    if below is not None:
        below.focus_lost(hidden=True)  # a game being played pauses (a file dropped mid-game)
    app.scenes.push(ReplayScene(app, verifier, checked, refuse))


def export(app, replay: ReplayFile) -> Path | None:
    """Export ``replay``; where it went, or None when the disk refused (the player is told)."""
    try:
        return replay_files.export(app.storage, replay)
    except OSError as error:
        app.cannot_save(error)
        return None


def export_and_tell(app, replay: ReplayFile) -> None:
    """Export ``replay`` and say where it went in a toast (to find it in a file manager)."""
    path = export(app, replay)
    if path is not None:
        app.toast(i18n.t("tetrhex.replay.exported", path=str(path)), theme.GOOD)


def entry_actions(app, mode: str, entry) -> list:
    """Watch and Export for a table entry whose replay is kept; nothing for the others."""
    if not entry.match_id or not app.storage.has_replay(replay_files.GAME, entry.match_id):
        return []

    def kept() -> ReplayFile | None:
        replay = replay_files.read_kept(app.storage, entry.match_id)
        if replay is None:
            return None  # damaged: set aside, and the storage's message says so
        return ReplayFile(replay.recording, replay.score, replay.lines, entry.name)

    def run_watch() -> None:
        replay = kept()
        if replay is not None:
            watch(app, replay, app.storage.replay_path(replay_files.GAME, entry.match_id))

    def run_export() -> None:
        replay = kept()
        if replay is not None:
            export_and_tell(app, replay)

    return [
        (label("tetrhex.replay.watch"), run_watch),
        (label("tetrhex.replay.export"), run_export),
    ]


def open_file(app, path: Path) -> bool:
    """A file dropped on the window: True when it is a Tetrhex replay, which then opens (or
    is refused with the reason). A file of any other kind is left to others."""
    try:
        replay, data = replay_files.receive(path)
    except (FileProblem, OSError, ValueError):
        if not _claims_tetrhex(path):
            return False
        app.toast(i18n.t("tetrhex.replay.not_replay", file=path.name), theme.DANGER)
        return True
    watch(app, replay, checked=lambda: replay_files.keep_copy(app.storage, path, data))
    return True


def _claims_tetrhex(path: Path) -> bool:
    """Whether a file that cannot be opened says it is a Tetrhex replay (or ends so)."""
    if path.suffix != ".json":
        return False
    try:
        data = read_versioned(path)
    except (FileProblem, OSError):
        return path.name.startswith("tetrhex")
    return isinstance(data, dict) and data.get("game") == replay_files.GAME


class ReplayListScene(FormScene):
    """The replay files of the game's replay folder, newest first, each opened by a click or
    Return; the folder is named on screen so that a player knows where to put a file."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.box = BOX
        self.found = replay_files.found(app.storage)
        for index, (path, replay) in enumerate(self.found):
            rect = (BOX[0] + 60, ROWS_TOP + index * ROW_H, BOX[2] - 120, ROW_H - 8)
            self.form.add(Button(rect, literal(self.row_text(replay)), self.opener(path, replay)))
        back = (BOX[0] + BOX[2] // 2 - 150, BOX[1] + BOX[3] - 66, 300, 48)
        self.form.add(Button(back, label("menu.back"), self.back, accent=not self.found))
        self.form.focus_first()

    @staticmethod
    def row_text(replay: ReplayFile) -> str:
        player = replay.player or i18n.t("tetrhex.replay.unknown_player")
        return i18n.t(
            "tetrhex.replay.row",
            player=player,
            score=i18n.number(replay.score),
            edge=replay.recording.edge,
        )

    def opener(self, path: Path, replay: ReplayFile):
        def run() -> None:
            watch(self.app, replay, path, refused=self.refresh)

        return run

    def refresh(self) -> None:
        """The list again, without the file just refused."""
        self.app.scenes.replace(ReplayListScene(self.app))

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        x, y, w, _h = BOX
        panel(surface, BOX)
        title = i18n.t("tetrhex.replay.list_title")
        blit_fitted(surface, title, (x, y + 16, w, 50), theme.FONT_LARGE + 4, theme.ACCENT)
        where = i18n.t("tetrhex.replay.list_where")
        blit_wrapped(surface, where, (x + 60, y + 70, w - 120, 56), theme.FONT_SMALL, theme.TEXT)
        folder = str(replay_files.folder(self.app.storage))
        blit_fitted(surface, folder, (x + 60, y + 126, w - 120, 30), theme.FONT_SMALL, theme.ACCENT)
        if not self.found:
            empty = i18n.t("tetrhex.replay.list_empty")
            blit_fitted(
                surface, empty, (x, ROWS_TOP + 80, w, 40), theme.FONT_NORMAL, theme.TEXT_DIM
            )
        self.draw_form(surface)
