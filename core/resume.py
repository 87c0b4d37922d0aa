"""Continuing a saved game, shared by the menu's Continue and the pause menu's Load."""

from __future__ import annotations

import sys

from core import i18n
from core.match import NewerSave
from core.ui import theme
from core.ui.canvas import Canvas
from core.viewport import LOGICAL_SIZE


def resume_saved(app, info, slot: str):
    """The scene that continues ``info``'s game saved in ``slot``, or ``None``.

    An unreadable file has already been set aside by storage, which queued the message. A file
    that reads but that the game refuses (a state its rules do not allow) is set aside too, so
    Continue does not keep offering it; the game's own reason goes to stderr for bug reports,
    since it is not written for players.
    """
    payload = app.storage.read_save(info.name, slot)
    if payload is None:
        if not app.storage.problems:
            app.toast(i18n.t("save.gone"), theme.DANGER)
        return None
    try:
        if _hosted(payload["state"]):  # a network game: hosted again, its joiners come back
            from core.net.lobby_scene import resume_lobby

            return resume_lobby(app, info, payload["state"])
        return first_drawn(info.scene_module().resume(app, payload["state"]))
    except Exception as error:  # whatever the file holds, it must not crash the program
        print(f"tessera: {info.name} {slot} refused: {error!r}", file=sys.stderr)
        key = "file.newer" if isinstance(error, NewerSave) else "file.cannot_resume"
        app.storage.set_aside(app.storage.save_path(info.name, slot), key)
        return None


def _hosted(state) -> bool:
    """Whether a saved match has a remote seat (a network game this computer hosted)."""
    seats = state.get("seats") if isinstance(state, dict) else None
    return isinstance(seats, list) and any(
        isinstance(seat, dict) and seat.get("kind") == "remote" for seat in seats
    )


def first_drawn(scene):
    """``scene`` once it has drawn itself off screen: a saved state that the rules accepted
    but that the scene cannot show fails here, before the player ever sees the scene."""
    scene.draw(Canvas.blank(LOGICAL_SIZE))
    return scene
