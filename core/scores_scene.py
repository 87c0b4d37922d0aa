"""High-score tables (top 10 per game and mode) and the name entry for a new record.

A game's scene module may give a table more to do: ``score_entry_actions(app, mode, entry)``,
the choices for one entry (Tetrhex: watch or export its replay), shown as a button at the end
of that row; and ``score_extras(app)``, buttons beside Back (Tetrhex: open a replay file)."""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable

import pygame

from core import i18n
from core.message import Message, Shown
from core.storage import ScoreEntry
from core.ui import pen, theme
from core.ui.backdrop import draw_backdrop
from core.ui.dialogs import GUARD_TICKS, ChoiceDialog, FormScene
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import Button, Selector, TextEntry, label, literal

BOX = pygame.Rect(140, 40, 1000, 650)
NAME_LENGTH = 16  # characters a player types for a record (files allow a little more)
TOP, ROW_H = BOX.y + 136, 40


def initial_entries(info, mode: str) -> list[ScoreEntry]:
    """The game's starting table for ``mode`` (e.g. the original's records), if it has one."""
    module = info.scene_module()
    provider = getattr(module, "initial_high_scores", None)
    return list(provider(mode)) if provider else []


class HighScoresScene(FormScene):
    def __init__(self, app, info, mode: str | None = None, highlight: int | None = None) -> None:
        super().__init__(app)
        self.info = info
        self.mode = mode or info.score_modes[0][0]
        self.highlight = highlight
        self.row_buttons: list[Button] = []
        modes = [(m, label(key)) for m, key in info.score_modes]
        if len(modes) > 1:
            self.form.add(
                Selector((BOX.centerx - 220, BOX.y + 76, 440, 42), modes, self.mode, self._pick)
            )
        module = info.scene_module()
        self.entry_actions = getattr(module, "score_entry_actions", None)
        extras = getattr(module, "score_extras", lambda _app: [])(app)
        buttons = [(label("menu.back"), self.back), *extras]
        width = 300 if len(buttons) == 1 else 280
        left = BOX.centerx - (len(buttons) * (width + 20) - 20) // 2
        for index, (text, action) in enumerate(buttons):
            rect = (left + index * (width + 20), BOX.bottom - 66, width, 48)
            self.form.add(Button(rect, text, action, accent=index == 0))
        self.form.focus_first()
        self._load()

    def resume(self) -> None:
        self._load()  # a replay may have been set aside meanwhile

    def _pick(self, mode: str) -> None:
        self.mode, self.highlight = mode, None
        self._load()

    def _load(self) -> None:
        initial = initial_entries(self.info, self.mode)
        self.table = self.app.storage.high_scores(self.info.name, self.mode, initial)
        rows = self.row_buttons
        focused = rows.index(self.form.focus) if self.form.focus in rows else None
        for button in self.row_buttons:
            self.form.remove(button)
        self.row_buttons = []
        for rank, entry in enumerate(self.table if self.entry_actions else ()):
            choices = self.entry_actions(self.app, self.mode, entry)
            if choices:
                rect = (BOX.x + 40, TOP + rank * ROW_H - 4, BOX.w - 80, 38)
                button = EntryButton(rect, label("scores.entry"), self._entry(entry, choices))
                self.row_buttons.append(self.form.add(button))
        if focused is not None and self.row_buttons:  # back from a replay: the row keeps it
            self.form.focus = self.row_buttons[min(focused, len(self.row_buttons) - 1)]

    def _entry(self, entry: ScoreEntry, choices: list):
        def open_choices() -> None:
            title = literal(f"{entry.name}: {i18n.number(entry.score)}")
            every = [*choices, (label("dialog.cancel"), lambda: None)]
            self.app.scenes.push(ChoiceDialog(self.app, title, every))

        return open_choices

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        panel(surface, BOX)
        title = i18n.t("scores.title", game=i18n.t(self.info.title))
        blit_fitted(
            surface, title, (BOX.x, BOX.y + 16, BOX.w, 50), theme.FONT_LARGE + 4, theme.ACCENT
        )
        top = TOP
        if not self.table:
            blit_fitted(
                surface,
                i18n.t("scores.empty"),
                (BOX.x, top + 120, BOX.w, 40),
                theme.FONT_NORMAL,
                theme.TEXT_DIM,
            )
        for rank, entry in enumerate(self.table):
            y = top + rank * ROW_H
            colour = theme.ACCENT if rank == self.highlight else theme.TEXT
            if rank == self.highlight:
                pen.rect(
                    surface, theme.PANEL_LIGHT, (BOX.x + 40, y - 4, BOX.w - 80, 38), border_radius=6
                )
            blit_fitted(
                surface, f"{rank + 1}.", (BOX.x + 50, y, 50, 32), theme.FONT_NORMAL, colour, "right"
            )
            blit_fitted(
                surface, entry.name, (BOX.x + 115, y, 190, 32), theme.FONT_NORMAL, colour, "left"
            )
            blit_fitted(
                surface,
                i18n.number(entry.score),
                (BOX.x + 305, y, 120, 32),
                theme.FONT_NORMAL,
                colour,
                "right",
            )
            blit_fitted(
                surface,
                entry_note(entry),
                (BOX.x + 440, y, 290, 32),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                "left",
            )
            blit_fitted(
                surface,
                shown_date(entry.when),
                (BOX.x + 735, y, 105, 32),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                "right",
            )
        self.draw_form(surface)


class EntryButton(Button):
    """A row of the table that has more to do (watch its replay): the whole row is the button,
    so that the arrows and the mouse reach it, and a tag at its end says what it opens."""

    def draw(self, surface, focused: bool) -> None:
        tag = pygame.Rect(self.rect.right - 112, self.rect.y + 3, 106, self.rect.h - 6)
        pen.rect(surface, theme.PANEL_LIGHT, tag, border_radius=6)
        pen.rect(surface, theme.FOCUS if focused else theme.BORDER, tag, 1, border_radius=6)
        blit_fitted(surface, self.text(), tag.inflate(-10, -4), theme.FONT_SMALL, theme.TEXT)
        if focused:
            pen.rect(surface, theme.FOCUS, self.rect, 2, border_radius=6)


def shown_date(when: str) -> str:
    """A stored ``YYYY-MM-DD`` as the language writes dates; anything else as it is."""
    try:
        return i18n.day(datetime.date.fromisoformat(when))
    except ValueError:
        return when


def entry_note(entry: ScoreEntry) -> str:
    """What a row says beside the score: its detail, and whom it was won against."""
    note = i18n.say(entry.detail)
    if entry.opponents:
        note += "  " + i18n.t("scores.versus", names=opponent_names(entry.opponents))
    return note.strip()


def opponent_names(opponents) -> str:
    """ "Bob, Computer (8)": each opponent, a computer with its level."""
    names = []
    for seat in opponents:
        level = seat.get("level")
        name = seat["name"]
        names.append(i18n.t("scores.computer_level", name=name, level=level) if level else name)
    return ", ".join(names)


class NameEntryScene(FormScene):
    """Asks the name for a score that makes the table, saves it, then shows the table.

    Offered as a game ends (``guarded``), it ignores keys for a moment: the keys still being
    pressed for the game (a Tetrhex drop mashed as the stack tops out) never go into the name."""

    def __init__(
        self,
        app,
        info,
        mode: str,
        score: int,
        detail: Shown = "",
        on_done: Callable[[], object] | None = None,
        *,
        rank: int = 0,
        match_id: str = "",
        opponents: tuple = (),
        name: str = "",
        replay: dict | None = None,
        on_cancel: Callable[[], object] | None = None,
        then: Callable[[], NameEntryScene | None] | None = None,
        guarded: bool = False,
    ) -> None:
        """``replay``, if given, is kept with the entry; ``on_cancel`` runs after Esc;
        ``then`` gives the next player's name box, if any, which takes this one's place once
        the name is given or refused: the table shows only after the last name box."""
        super().__init__(app)
        self.info, self.mode, self.score, self.detail = info, mode, score, detail
        self.on_done, self.on_cancel, self.replay = on_done, on_cancel, replay
        self.then = then
        self.guard_ticks = GUARD_TICKS if guarded else 0
        self.rank, self.match_id, self.opponents = rank, match_id, opponents
        last = name or app.settings.game_options("_shell").get("last_name")
        last = last[:NAME_LENGTH] if isinstance(last, str) else ""  # a hand-edited file
        self.entry = self.form.add(
            TextEntry(
                (440, 360, 400, 50),
                last,
                max_length=NAME_LENGTH,
                placeholder=label("scores.your_name"),
                on_submit=self._save,
            )
        )
        self.form.add(
            Button(
                (490, 440, 300, 50),
                label("dialog.ok"),
                lambda: self._save(self.entry.value),
                accent=True,
            )
        )
        self.form.focus = self.entry

    def _save(self, name: str) -> None:
        name = name.strip() or i18n.t("scores.anonymous")
        self.app.settings.game_options("_shell")["last_name"] = name
        self.app.save_settings()
        when = time.strftime("%Y-%m-%d")
        entry = ScoreEntry(name, self.score, when, self.detail, self.match_id, self.opponents)
        initial = initial_entries(self.info, self.mode)
        try:
            rank = self.app.storage.add_high_score(
                self.info.name, self.mode, entry, initial, self.replay
            )
        except OSError as error:
            self.app.cannot_save(error)
            rank = None
        following = self.then() if self.then is not None else None
        table = HighScoresScene(self.app, self.info, self.mode, rank)
        self.app.scenes.replace(following or table)
        if self.on_done is not None:
            self.on_done()

    def back(self) -> None:
        """Esc cancels: the score is not entered (the next player's is still offered)."""
        following = self.then() if self.then is not None else None
        if following is not None:
            self.app.scenes.replace(following)
        else:
            self.app.scenes.pop()
        if self.on_cancel is not None:
            self.on_cancel()

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        box = pygame.Rect(340, 180, 600, 340)
        panel(surface, box)
        if self.rank == 0:
            title = i18n.t("scores.new_record")
        else:
            title = i18n.t("scores.new_place", place=self.rank + 1)
        blit_fitted(
            surface,
            title,
            (box.x, box.y + 24, box.w, 56),
            theme.FONT_TITLE,
            theme.ACCENT,
        )
        blit_fitted(
            surface, i18n.number(self.score), (box.x, box.y + 90, box.w, 50), theme.FONT_LARGE
        )
        self.draw_form(surface)


def offer_high_score(
    app,
    info,
    mode: str,
    score: int,
    detail: Shown = "",
    *,
    match_id: str = "",
    replay: dict | None = None,
    on_done: Callable[[], object] | None = None,
) -> bool:
    """Push the name entry when ``score`` is above zero and takes a real place in the table
    (``match_id``: not twice for one game); True if it did. ``replay`` is kept with the entry;
    ``on_done`` runs after the name is given or refused."""
    if score <= 0:
        return False
    rank = app.storage.place_for(info.name, mode, score, match_id, initial_entries(info, mode))
    if rank is None:
        return False
    scene = NameEntryScene(
        app, info, mode, score, detail, on_done, rank=rank, match_id=match_id, replay=replay,
        on_cancel=on_done, guarded=True,
    )  # fmt: skip
    app.scenes.push(scene)
    return True


def offer_match_scores(app, info, mode: str, match, detail: Shown = "") -> bool:
    """Offer each human's score of a turn-based match that takes a place in the table, best
    first, one name box after the other (hot seat: not only the best human's); True if one
    was offered. Each entry is decided as :func:`match_score_entry` says."""
    scores = match.state.scores()
    humans = sorted(match.humans, key=lambda player: -scores[player])
    first = _entry_in_turn(app, info, mode, match, humans, detail)
    if first is not None:
        app.scenes.push(first)
    return first is not None


def _entry_in_turn(app, info, mode: str, match, players: list[int], detail: Shown):
    """The name box of the first of ``players`` whose score takes a place, which leads on to
    the others', or ``None``."""
    for index, player in enumerate(players):
        rest = players[index + 1 :]

        def next_entry(rest=rest) -> NameEntryScene | None:
            return _entry_in_turn(app, info, mode, match, rest, detail)

        scene = match_score_entry(app, info, mode, match, player, detail, next_entry)
        if scene is not None:
            return scene
    return None


def offer_match_score(app, info, mode: str, match, player: int, detail: Shown = "") -> bool:
    """Push the name box of ``player``'s score when it enters the table (see
    :func:`match_score_entry`); True if it did."""
    scene = match_score_entry(app, info, mode, match, player, detail)
    if scene is not None:
        app.scenes.push(scene)
    return scene is not None


def match_score_entry(
    app, info, mode: str, match, player: int, detail: Shown = "", then=None
) -> NameEntryScene | None:
    """The name box for a turn-based match's (``core.match``) high score, decided once: only
    a finished match (not surrendered, forfeited or abandoned), only a human seat's score
    above zero, only a place the table really has, and once per match id (and seat, when the
    match has several humans) even after saving and loading. The entry keeps the date and the
    opponents (computers with their level), and the hints the seat asked for after
    ``detail``. ``then`` as in :class:`NameEntryScene`."""
    result = match.result()
    if result is None or not result.finished or match.seats[player].is_computer:
        return None
    score = result.scores[player]
    if score <= 0:
        return None
    entry_id = match.match_id if len(match.humans) < 2 else f"{match.match_id}-{player}"
    initial = initial_entries(info, mode)
    rank = app.storage.place_for(info.name, mode, score, entry_id, initial)
    if rank is None:
        return None
    hints = match.hints_asked[player]
    if hints:
        detail = Message("scores.with_hints", {"detail": detail, "hints": hints})
    return NameEntryScene(
        app, info, mode, score, detail, rank=rank, match_id=entry_id,
        opponents=tuple(match.opponents(player)), name=match.seats[player].name, then=then,
        guarded=True,
    )  # fmt: skip
