"""What every game scene shares: the pause menu, save slots, autosave and leaving to the menu.

A game scene subclasses :class:`GameScene` and implements ``snapshot()`` (the JSON-safe state
to save, or ``None`` when there is nothing worth saving, such as a finished game),
``summary()`` (one line shown beside a save slot: a :class:`~core.message.Message`, so that
it follows the language, or plain text such as names and scores) and ``restart()``.

A turn-based game's scene subclasses :class:`MatchScene`: its game is a
:class:`core.match.Match`, saved in the match format, autosaved after every move (a human's or
a computer's) and every undo, and replayed with F3 through :mod:`core.replay_scene` with the
game's own ``replay_view()``.
"""

from __future__ import annotations

import datetime

import games
from core import i18n
from core.help_scene import HelpScene
from core.match import ABANDONED, Match
from core.menu import MainMenu
from core.message import Shown
from core.replay_scene import ReplayScene
from core.resume import resume_saved
from core.settings_scene import SettingsScene
from core.storage import SAVE_SLOTS
from core.ui import theme
from core.ui.dialogs import ChoiceDialog, FormScene, confirm
from core.ui.widgets import label


class GameScene(FormScene):
    game_name = ""

    @property
    def info(self) -> games.GameInfo:
        return games.by_name(self.game_name)

    # -- to implement ------------------------------------------------------------------------

    def snapshot(self) -> dict | None:
        raise NotImplementedError

    def summary(self) -> Shown:
        return ""

    def restart(self) -> None:
        raise NotImplementedError

    # -- shared behaviour --------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """A game moves unless it says otherwise (a safe default: never a frozen screen).
        Each game overrides this to let the app idle on a human's turn."""
        return True

    def back(self) -> None:
        self.open_pause()

    def pause_choices(self) -> list:
        """The pause menu's entries; a game may add its own (e.g. Replay)."""
        return [
            (label("pause.resume"), lambda: None),
            (
                label("pause.restart"),
                lambda: confirm(self.app, label("pause.restart_question"), self.restart),
            ),
            (label("pause.save"), self.open_save_slots),
            (label("pause.load"), self.open_load_slots),
            (label("pause.help"), self.open_help),
            (label("pause.quit"), self.quit_to_menu),
        ]

    def open_help(self) -> None:
        """This game's help pages, over the game."""
        self.app.scenes.push(HelpScene.for_game(self.app, self.info))

    def view_choices(self) -> list:
        """Pause entries that change only how this computer shows the game (a game's display
        options): a network game's pause menu keeps them."""
        return []

    def pause_entries(self) -> list:
        """What the pause menu shows: the game's :meth:`pause_choices`, with Settings before
        the last entry (leaving the game), in every game."""
        choices = self.pause_choices()
        return [*choices[:-1], (label("menu.settings"), self.open_settings), *choices[-1:]]

    def open_pause(self) -> None:
        self.app.scenes.push(ChoiceDialog(self.app, label("pause.title"), self.pause_entries()))

    def open_settings(self) -> None:
        """The settings screen over the paused game; its Back returns to the pause menu, and
        what it changes (the language, the sound) holds at once."""
        self.open_pause()
        self.app.scenes.push(SettingsScene(self.app))

    def open_save_slots(self) -> None:
        if self.snapshot() is None:
            self.app.toast(i18n.t("save.nothing"), theme.TEXT_DIM)
            return
        choices = [(self._slot_text(slot), self._saver(slot)) for slot in SAVE_SLOTS[1:]]
        choices.append((label("dialog.cancel"), lambda: None))
        self.app.scenes.push(ChoiceDialog(self.app, label("save.title"), choices, two_lines=True))

    def open_load_slots(self) -> None:
        slots = [
            slot for slot in SAVE_SLOTS if self.app.storage.save_path(self.game_name, slot).exists()
        ]
        if not slots:
            self.app.toast(i18n.t("save.none"), theme.TEXT_DIM)
            return
        choices = [(self._slot_text(slot), self._loader(slot)) for slot in slots]
        choices.append((label("dialog.cancel"), lambda: None))
        title = label("save.load_title")
        self.app.scenes.push(ChoiceDialog(self.app, title, choices, two_lines=True))

    def _slot_text(self, slot: str):
        payload = self.app.storage.read_save(self.game_name, slot)
        if payload is None:
            return lambda: i18n.t("save.slot_empty", slot=i18n.t(f"save.{slot}"))
        when = i18n.moment(datetime.datetime.fromtimestamp(payload["saved_at"]))
        summary = payload["summary"]
        return lambda: i18n.t(
            "save.slot_line", slot=i18n.t(f"save.{slot}"), when=when, summary=i18n.say(summary)
        )

    def _saver(self, slot: str):
        def save() -> None:
            if self.write(slot):
                self.app.toast(i18n.t("save.done"), theme.GOOD)

        return save

    def _loader(self, slot: str):
        def load() -> None:
            scene = resume_saved(self.app, self.info, slot)
            if scene is not None:
                self.app.scenes.replace(scene)

        return load

    def write(self, slot: str) -> bool:
        state = self.snapshot()
        if state is None:
            return False
        try:
            self.app.storage.write_save(self.game_name, slot, state, self.summary())
        except OSError as error:
            self.app.cannot_save(error)
            return False
        return True

    def autosave(self) -> None:
        """Keep the game in the autosave slot, or clear that slot once the game is over."""
        if self.snapshot() is None:
            self.app.storage.delete_save(self.game_name, "autosave")
        else:
            self.write("autosave")

    def quit_to_menu(self) -> None:
        self.autosave()
        self.app.scenes.reset(MainMenu(self.app))


class MatchScene(GameScene):
    """A game scene over a :class:`~core.match.Match` (set with :meth:`attach`)."""

    match: Match
    replay_interval = 30  # ticks between moves when the replay plays

    def attach(self, match: Match) -> None:
        self.match = match
        match.on_move = self._match_changed

    def update(self) -> None:
        self.match.sync()  # a network game's new state (see core.net.remote_match)
        for note in self.match.take_notes():
            self.app.toast(note, theme.TEXT_DIM)
        super().update()

    def _match_changed(self, move) -> None:
        self.moved(move)
        self.autosave()

    def moved(self, move) -> None:
        """After every move played (``None`` after an undo), before the autosave."""

    def snapshot(self) -> dict | None:
        if self.match.over or not self.match.saves_locally:
            return None
        return self.match.to_save()

    def autosave(self) -> None:
        if self.match.saves_locally:  # a joiner's game is kept by its host
            super().autosave()

    def abandon(self) -> None:
        """This match is left for a new one: it is over and enters no table."""
        self.match.on_move = None
        self.match.end(ABANDONED)

    def seat_note(self, player: int) -> str | None:
        """What a network table writes by a player's name (their latency); none here."""
        return None

    def replay_view(self):
        """The game's view of a replayed state (see :mod:`core.replay_scene`)."""
        raise NotImplementedError

    def open_replay(self) -> None:
        scene = ReplayScene(self.app, self.match, self.replay_view(), self.replay_interval)
        self.app.scenes.push(scene)

    def pause_choices(self) -> list:
        choices = super().pause_choices()
        at = next(i for i, (text, _) in enumerate(choices) if text() == i18n.t("pause.load")) + 1
        return [*choices[:at], (label("pause.replay"), self.open_replay), *choices[at:]]
