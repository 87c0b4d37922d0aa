"""What a network game adds to a game's own scene: a strip with each remote player's latency
or that the game waits for them (:mod:`core.net.strip`), a pause menu of what applies at a
table the host keeps (the host's hands a dropped seat to a computer), and leaving, which
closes the connection (and on the host's computer stops serving).

:func:`networked` gives a game's scene class these as a mixin, so that the game's drawing,
controls and help stay as in hot seat. A settled turn sleeps like any other: every message from
the host (a move, a friend's latency, someone dropping) wakes the loop as it comes
(``Client.on_message``, set by the waiting screen), so the table never polls the network.
"""

from __future__ import annotations

import functools

from core.net import strip
from core.net.remote_match import RemoteMatch
from core.ui.dialogs import confirm
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import label

HANDED_LEVEL = 4  # the level of a computer given a dropped seat (the dialogs' default)
STRIP = (8, 4, 420, 28)  # the strip's room when the game names none (see core.net.strip)


class NetworkTable:
    """Mixin before a :class:`~core.gamescene.MatchScene` whose match is a RemoteMatch."""

    match: RemoteMatch
    strip_rect: tuple[int, int, int, int] | None = STRIP  # None: the game shows seat_note

    def strip_cells(self) -> list[strip.Cell]:
        """Each other player at another computer: their latency, or that the game waits."""
        return strip.layout(self._strip_entries(), self.strip_rect)

    def _strip_entries(self) -> tuple[strip.Entry, ...]:
        return strip.entries(self.match.status["seats"], self.match.seat)

    def seat_note(self, player: int) -> str | None:
        """For a game that writes it by the player's name: their latency, or "away"."""
        found = [entry for entry in self._strip_entries() if entry.seat == player]
        return strip.note(found[0]) if found else None

    def frame_key(self) -> object:
        key = super().frame_key()
        return None if key is None else (key, self._strip_entries())

    def draw(self, surface) -> None:
        super().draw(surface)
        cells = self.strip_cells()
        if cells:
            panel(surface, cells[0].rect.unionall([cell.rect for cell in cells]), radius=8)
        for cell in cells:
            blit_fitted(surface, cell.text, cell.rect.inflate(-2 * strip.PAD, -4), strip.SIZE,
                        cell.colour)  # fmt: skip

    def pause_choices(self) -> list:
        """What applies at a table the host keeps: no restart, save, load or replay (the
        moves and the saves are the host's). The host may also give a dropped seat to a
        computer; leaving is worded for who leaves (Settings goes before it)."""
        choices = [(label("pause.resume"), lambda: None), *self.view_choices(),
                   (label("pause.help"), self.open_help)]  # fmt: skip
        if self.match.host is None:
            return [*choices, (label("net.leave"), self.quit_to_menu)]
        hand = [self._hand_choice(seat) for seat in self.match.dropped_seats()]
        return [*choices, *hand, (label("net.stop_hosting"), self._ask_stop_hosting)]

    def _ask_stop_hosting(self) -> None:
        """Asked while the game goes on (it stops for everyone); a finished game just ends."""
        if self.match.over:
            self.quit_to_menu()
            return
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
def networked(scene_class: type, strip_rect: tuple[int, int, int, int] | None = STRIP) -> type:
    """``scene_class`` with :class:`NetworkTable` before it; ``strip_rect`` None for a game
    that writes :meth:`NetworkTable.seat_note` in its players' rows instead of the strip."""
    return type(f"Network{scene_class.__name__}", (NetworkTable, scene_class),
                {"strip_rect": strip_rect})  # fmt: skip
