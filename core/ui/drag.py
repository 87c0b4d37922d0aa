"""A press of the left button on a tile: a click if released in place, a drag once it travels."""

from __future__ import annotations

from dataclasses import dataclass

DRAG_DISTANCE = 6  # pixels the pointer travels before a press becomes a drag


@dataclass
class Press:
    index: int  # which tile was pressed (its place in the rack or hand)
    start: tuple[int, int]
    pos: tuple[int, int]
    dragging: bool = False

    @classmethod
    def at(cls, index: int, pos) -> Press:
        return cls(index, tuple(pos), tuple(pos))

    def follow(self, pos) -> bool:
        """Track the pointer; ``True`` when it has left the press's spot and no drag began yet.

        The caller decides whether that starts a drag (a game may refuse one out of turn).
        """
        self.pos = tuple(pos)
        dx, dy = self.pos[0] - self.start[0], self.pos[1] - self.start[1]
        return not self.dragging and dx * dx + dy * dy > DRAG_DISTANCE**2
