"""Short animations over the board: placing, linking, closing and erasing.

They never hold up input: each is a few dozen ticks of drawing over the (already changed)
board, and a new move simply adds its own on top.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.hexgrid import Hex
from core.ui import pen
from games.mooxil import tile_view

PLACE_TICKS = 18
LINK_TICKS = 24
CLOSE_TICKS = 36
ERASE_TICKS = 22


@dataclass
class Effect:
    kind: str  # "place", "link", "close", "block", "erase"
    cells: tuple[Hex, ...]
    ticks: int
    total: int

    @property
    def progress(self) -> float:
        """0 when it starts, 1 when it ends."""
        return 1 - self.ticks / self.total


class Effects:
    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, kind: str, cells, ticks: int) -> None:
        cells = tuple(cells)
        if cells:
            self.items.append(Effect(kind, cells, ticks, ticks))

    def placed(self, cell: Hex, links, closed, blocked) -> None:
        self.add("place", (cell,), PLACE_TICKS)
        self.add("link", [(cell, other) for other in links], LINK_TICKS)
        self.add("close", closed, CLOSE_TICKS)
        self.add("block", blocked, CLOSE_TICKS)

    def erased(self, cell: Hex) -> None:
        self.add("erase", (cell,), ERASE_TICKS)

    def clear(self) -> None:
        self.items.clear()

    def cells(self) -> list[Hex]:
        """Every cell an effect marks (both ends of a link)."""
        marked: list[Hex] = []
        for item in self.items:
            for cell in item.cells:
                marked.extend(cell if item.kind == "link" else (cell,))
        return marked

    def update(self) -> None:
        for item in self.items:
            item.ticks -= 1
        self.items = [item for item in self.items if item.ticks > 0]

    def draw(self, surface, view) -> None:
        for item in self.items:
            _DRAW[item.kind](surface, view, item)


def _fade(colour, progress: float):
    """``colour`` fading towards the board's background as ``progress`` goes to 1."""
    keep = 1 - progress
    return tuple(int(c * keep + b * progress) for c, b in zip(colour, (22, 26, 38), strict=True))


def _place(surface, view, item: Effect) -> None:
    x, y = view.center(item.cells[0])
    radius = view.size * (0.6 + 0.8 * item.progress)
    pen.circle(surface, _fade((255, 240, 200), item.progress), (x, y), radius, 3)


def _link(surface, view, item: Effect) -> None:
    colour = _fade((255, 250, 220), item.progress)
    for a, b in item.cells:
        pen.line(surface, colour, view.center(a), view.center(b), 5)


def _close(surface, view, item: Effect) -> None:
    colour = _fade((255, 214, 80), item.progress)
    inset = -view.size * 0.35 * item.progress
    for cell in item.cells:
        view.outline(surface, cell, colour, 4, inset)


def _block(surface, view, item: Effect) -> None:
    colour = _fade((255, 110, 90), item.progress)
    for cell in item.cells:
        tile_view.cross(surface, view.center(cell), view.size, colour, 4)


def _erase(surface, view, item: Effect) -> None:
    x, y = view.center(item.cells[0])
    radius = view.size * 0.9 * (1 - item.progress)
    if radius >= 2:
        pen.circle(surface, _fade((236, 140, 170), item.progress), (x, y), radius, 4)


_DRAW = {"place": _place, "link": _link, "close": _close, "block": _block, "erase": _erase}
