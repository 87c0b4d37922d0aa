"""What a network game adds to a game's own scene: a strip with each remote player's latency
(or who the game waits for), the host's pause entry that hands a dropped seat to a computer,
and leaving, which closes the connection (and on the host's computer stops serving).

:func:`networked` gives a game's scene class these as a mixin, so that the game's drawing,
controls and help stay as in hot seat.
"""

from __future__ import annotations

import functools

import pygame

from core import i18n
from core.help_scene import HelpScene
from core.net import words
from core.net.remote_match import RemoteMatch
from core.ui import theme
from core.ui.dialogs import confirm
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import label

HANDED_LEVEL = 4  # the level of a computer given a dropped seat (the dialogs' default)
STRIP = (8, 4, 420, 30)  # where the strip goes when the game names no place of its own
POLL_TICKS = 15  # the table reads the network four times a second, even on a settled turn


class NetworkTable:
    """Mixin before a :class:`~core.gamescene.MatchScene` whose match is a RemoteMatch."""

    match: RemoteMatch
    strip_rect: tuple[int, int, int, int] = STRIP

    def strip_text(self) -> tuple[str, theme.Colour]:
        """Who the game waits for (warned), else the other players' latencies."""
        waiting = self.match.status["waiting_for"]
        if waiting:
            return i18n.t("net.waiting_for", names=", ".join(waiting)), theme.DANGER
        return words.latency_line(self.match.status["seats"], self.match.seat), theme.TEXT_DIM

    def wake_ticks(self) -> int | None:
        """A settled turn still reads the network: a friend's latency, someone dropping."""
        wait = super().wake_ticks()
        return POLL_TICKS if wait is None else min(wait, POLL_TICKS)

    def frame_key(self) -> object:
        key = super().frame_key()
        return None if key is None else (key, self.strip_text())

    def draw(self, surface) -> None:
        super().draw(surface)
        text, colour = self.strip_text()
        if text:
            rect = pygame.Rect(self.strip_rect)
            panel(surface, rect, radius=8)
            blit_fitted(surface, text, rect.inflate(-16, -4), theme.FONT_SMALL, colour)

    def pause_choices(self) -> list:
        """What applies at a table the host keeps: no restart, save, load or replay (the
        moves and the saves are the host's). The host may also give a dropped seat to a
        computer; leaving is worded for who leaves (Settings goes before it)."""
        help_scene = lambda: self.app.scenes.push(HelpScene.for_game(self.app, self.info))  # noqa: E731
        choices = [(label("pause.resume"), lambda: None), *self.view_choices(),
                   (label("pause.help"), help_scene)]  # fmt: skip
        if self.match.host is None:
            return [*choices, (label("net.leave"), self.quit_to_menu)]
        hand = [self._hand_choice(seat) for seat in self.match.dropped_seats()]
        return [*choices, *hand, (label("net.stop_hosting"), self._ask_stop_hosting)]

    def _ask_stop_hosting(self) -> None:
        question, note = label("net.stop_hosting_question"), label("net.stop_hosting_note")
        confirm(self.app, question, self.quit_to_menu, note, default_no=True)

    def _hand_choice(self, seat: int) -> tuple:
        name = self.match.seats[seat].name
        action = functools.partial(self.match.hand_to_computer, seat, HANDED_LEVEL)
        return label("net.hand_to_computer", name=name), action

    def exit(self) -> None:
        """Leaving the game (to the menu, or for another): the match stays with its host."""
        self.match.leave()
        super().exit()


@functools.cache
def networked(scene_class: type, strip_rect: tuple[int, int, int, int] = STRIP) -> type:
    """``scene_class`` with :class:`NetworkTable` before it."""
    return type(f"Network{scene_class.__name__}", (NetworkTable, scene_class),
                {"strip_rect": strip_rect})  # fmt: skip
