"""Tetrhex keeps the running game in the autosave slot as it goes, so a crash or a killed
window loses at most the last second of play: after a piece locks, at most once a second, and
once more when the game ends (which clears the slot). Pure bookkeeping in ticks; the scene
does the writing."""

from __future__ import annotations

INTERVAL = 60  # ticks: one second at 60 Hz


class Autosaver:
    """Says when the game is due to be saved again."""

    def __init__(self, pieces: int, interval: int = INTERVAL) -> None:
        self.saved_pieces = pieces  # the piece count when the game was last saved
        self.interval = interval
        self.wait = 0  # ticks before the next save may happen
        self.over = False  # the end of the game was saved (the slot cleared)
        self.stopped = False  # the disk refused once: the player was told, do not keep trying

    def due(self, pieces: int, over: bool) -> bool:
        """One tick; True when a piece locked since the last save and a second has passed,
        or when the game has just ended."""
        self.wait = max(self.wait - 1, 0)
        if over:
            first, self.over = not self.over, True
            return first
        if self.stopped or self.wait or pieces == self.saved_pieces:
            return False
        self.saved_pieces, self.wait = pieces, self.interval
        return True
