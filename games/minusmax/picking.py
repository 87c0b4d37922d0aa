"""What the player is pointing at and holding: the selected rack tile, the tiles marked for an
exchange, the keyboard cursor on the board, a tile being dragged, a peek under a tile.

No drawing and no rules: the scene asks this object where things are and tells it what the
mouse and keys did. The cursor walks the pointy-topped board in straight lines: left and right
along a row, up and down in a zigzag that keeps to the column where it started.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.ui.drag import Press
from games.minusmax.board import on_board

Cell = tuple[int, int]

UP = ((0, -1), (1, -1))
DOWN = ((-1, 1), (0, 1))


@dataclass
class Picking:
    selected: int | None = None
    exchange: set[int] | None = None  # rack indexes to return, while choosing an exchange
    cursor: Cell = (0, 0)
    cursor_shown: bool = False
    column: float | None = None  # the pixel column an up/down walk keeps to
    hover: Cell | None = None
    press: Press | None = None
    peek: Cell | None = None
    singles: set[Cell] = field(default_factory=set)  # tiles coloured by owner one by one

    def clear(self) -> None:
        """Forget the selection, the exchange and any drag (after a move or a turn change)."""
        self.selected = None
        self.exchange = None
        self.press = None

    # -- rack --------------------------------------------------------------------------------

    def toggle(self, index: int) -> None:
        """A click or number key on rack tile ``index``: select it, or mark it for exchange."""
        if self.exchange is not None:
            self.exchange ^= {index}
        else:
            self.selected = None if self.selected == index else index

    def next_tile(self, count: int) -> None:
        if count:
            self.selected = 0 if self.selected is None else (self.selected + 1) % count

    def moved(self, index: int, target: int) -> None:
        """The tile at ``index`` went to ``target``: the selection follows its tile."""
        if self.selected == index:
            self.selected = target
        elif self.selected is not None and index < self.selected <= target:
            self.selected -= 1
        elif self.selected is not None and target <= self.selected < index:
            self.selected += 1

    def fit(self, count: int) -> None:
        """Drop indexes beyond a rack that shrank."""
        if self.selected is not None and self.selected >= count:
            self.selected = None
        if self.exchange is not None:
            self.exchange = {i for i in self.exchange if i < count}

    # -- mouse drag ----------------------------------------------------------------------------

    def start_press(self, index: int, pos) -> None:
        self.press = Press.at(index, pos)

    def drag_to(self, pos) -> None:
        if self.press is not None and self.press.follow(pos):
            self.press.dragging = True

    @property
    def dragging(self) -> int | None:
        return self.press.index if self.press is not None and self.press.dragging else None

    # -- keyboard cursor -----------------------------------------------------------------------

    def step(self, direction: str, x_of) -> None:
        """Move the cursor ``left``, ``right``, ``up`` or ``down``; ``x_of(cell)`` is a cell's
        pixel column (for the zigzag up and down)."""
        q, r = self.cursor
        self.cursor_shown = True
        self.hover = None  # the keys aim now: the preview follows the cursor, not the mouse
        if direction in ("left", "right"):
            self.column = None
            target = (q - 1, r) if direction == "left" else (q + 1, r)
            if on_board(target):
                self.cursor = target
            return
        if self.column is None:
            self.column = x_of(self.cursor)
        offsets = UP if direction == "up" else DOWN
        candidates = [(q + dq, r + dr) for dq, dr in offsets if on_board((q + dq, r + dr))]
        if candidates:
            self.cursor = min(candidates, key=lambda cell: abs(x_of(cell) - self.column))
