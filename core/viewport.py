"""Where the fixed logical screen goes in a window of any size. No pygame."""

from __future__ import annotations

from dataclasses import dataclass

LOGICAL_SIZE = (1280, 720)
READABLE_PX = 11  # the smallest text must be at least this tall on screen


def min_window(smallest_text: int, logical: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int]:
    """The smallest window in which text drawn at ``smallest_text`` logical pixels is still
    ``READABLE_PX`` tall once the picture is scaled down to fit."""
    return tuple(-(-side * READABLE_PX // smallest_text) for side in logical)


@dataclass(frozen=True)
class Viewport:
    """The logical surface scaled into ``window`` with its aspect kept (letterboxed): by the
    largest scale that fits, or by ``drawn_at`` when the picture is drawn at another."""

    window: tuple[int, int]
    logical: tuple[int, int] = LOGICAL_SIZE
    drawn_at: float | None = None

    @property
    def scale(self) -> float:
        if self.drawn_at is not None:
            return self.drawn_at
        ww, wh = self.window
        lw, lh = self.logical
        return max(0.0, min(ww / lw, wh / lh))

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """``(x, y, w, h)`` of the scaled picture inside the window."""
        lw, lh = self.logical
        w, h = round(lw * self.scale), round(lh * self.scale)
        return ((self.window[0] - w) // 2, (self.window[1] - h) // 2, w, h)

    @property
    def identity(self) -> bool:
        return tuple(self.window) == tuple(self.logical)

    def to_logical(self, x: float, y: float) -> tuple[int, int]:
        """A window pixel as a logical pixel, clamped to the logical surface."""
        rx, ry, rw, rh = self.rect
        if rw == 0 or rh == 0:
            return (0, 0)
        lw, lh = self.logical
        lx = int((x - rx) * lw / rw)
        ly = int((y - ry) * lh / rh)
        return (min(max(lx, 0), lw - 1), min(max(ly, 0), lh - 1))
