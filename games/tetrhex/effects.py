"""What the player sees and hears when something happens: flashes, bursts, the blast, points.

The engine never waits for an animation: it has already removed the hexagons when the scene
hears of it (``game.pop_events()``), so every effect here is drawn over the live board and only
lives for a fixed number of ticks. Nothing here changes the game.
"""

from __future__ import annotations

import math

import pygame

from core import assets, i18n
from core.ui import pen, theme
from core.ui.canvas import Canvas
from core.ui.text import fitted
from games.tetrhex import tile_view
from games.tetrhex.board_view import BoardView
from games.tetrhex.events import (
    BombGained,
    ContactDestroyed,
    Exploded,
    GameOver,
    LevelUp,
    LinesCleared,
    PieceLocked,
)

SOUNDS = {
    PieceLocked: "place",
    LinesCleared: "clear",
    ContactDestroyed: "explosion",
    Exploded: "explosion",
    LevelUp: "level_up",
    BombGained: "score",
    GameOver: "game_over",
}
POPUP_COLOUR = (255, 236, 150)
BLAST_COLOUR = (255, 170, 60)


def sounds_for(events) -> list[str]:
    """The sounds of ``events``, each once, in the order they happened."""
    names = []
    for event in events:
        name = SOUNDS.get(type(event))
        if name and name not in names:
            names.append(name)
    return names


class Effect:
    life = 30

    def __init__(self) -> None:
        self.age = 0

    @property
    def alive(self) -> bool:
        return self.age < self.life

    @property
    def fade(self) -> float:
        """1 when the effect starts, 0 when it ends."""
        return max(0.0, 1 - self.age / self.life)

    def draw(self, surface: Canvas, view: BoardView) -> None:
        raise NotImplementedError


class Flash(Effect):
    """Cleared V lines glow white where they were, then fade."""

    life = 26

    def __init__(self, cells) -> None:
        super().__init__()
        self.cells = [cell for cell, _tile in cells]

    def draw(self, surface, view) -> None:
        face = tile_view.flash(view.size)
        face.set_alpha(int(235 * self.fade))
        for cell in self.cells:
            tile_view.blit_at(surface, face, view.centre(cell))


class Burst(Effect):
    """Hexagons destroyed by contact: a white flash and a ring in their colour spreading out."""

    life = 34

    def __init__(self, tiles, palette) -> None:
        super().__init__()
        self.rings = [(cell, palette[tile.colour]) for cell, tile in tiles]

    def draw(self, surface, view) -> None:
        grow = self.age / self.life
        radius = view.size * (0.4 + 0.9 * grow)
        if self.age < 10:
            face = tile_view.flash(view.size)
            face.set_alpha(int(230 * (1 - self.age / 10)))
            for cell, _ in self.rings:
                tile_view.blit_at(surface, face, view.centre(cell))
        for cell, colour in self.rings:
            shade = _towards(theme.shade(colour, 1.4), theme.BACKGROUND, grow)
            pen.circle(surface, shade, view.centre(cell), radius, 2)


class Blast(Effect):
    """The whole board explodes: every hexagon flies out from the middle and fades, under a
    spreading ring of fire."""

    life = 54

    def __init__(self, tiles, palette, view: BoardView) -> None:
        super().__init__()
        self.origin = view.centre((0, 0))
        self.pieces = []
        for cell, tile in tiles:
            x, y = view.centre(cell)
            dx, dy = x - self.origin[0], y - self.origin[1]
            distance = math.hypot(dx, dy) or 1.0
            face = tile_view.fading(palette[tile.colour], tile.colour, tile.bomb, view.size)
            self.pieces.append((face, x, y, dx / distance, dy / distance))
        self.reach = max(view.box.w, view.box.h) * 0.6

    def draw(self, surface, view) -> None:
        travel = self.reach * (1 - self.fade**2)
        alpha = int(255 * self.fade)
        for face, x, y, ux, uy in self.pieces:
            face.set_alpha(alpha)
            tile_view.blit_at(surface, face, (x + ux * travel, y + uy * travel))
        for scale, width in ((1.0, 6), (0.7, 3)):
            radius = max(1, int(travel * scale))
            colour = _towards(BLAST_COLOUR, theme.BACKGROUND, self.age / self.life)
            pen.circle(surface, colour, self.origin, radius, width)


class Popup(Effect):
    """Points floating up from where they were scored."""

    life = 64

    def __init__(self, content: str, pos, size: int = theme.FONT_LARGE) -> None:
        super().__init__()
        self.image = assets.text(content, size, POPUP_COLOUR).copy()  # its own alpha
        self.pos = pos

    def draw(self, surface, view) -> None:
        self.image.set_alpha(int(255 * min(1.0, 3 * self.fade)))
        x, y = self.pos
        rect = self.image.get_rect(center=(x, y - 46 * (1 - self.fade)))
        surface.blit(self.image, rect.clamp(view.box))


class Banner(Effect):
    """A short message across the board: a new level, a bomb won, several lines at once."""

    life = 110

    def __init__(self, content: str, colour=theme.ACCENT) -> None:
        super().__init__()
        self.content, self.colour = content, colour
        self.image: Canvas | None = None

    def draw(self, surface, view) -> None:
        box = pygame.Rect(view.box.x + 40, view.box.y + view.box.h // 3 - 40, view.box.w - 80, 80)
        if self.image is None:
            self.image = fitted(self.content, box.w, box.h, theme.FONT_TITLE, self.colour).copy()
        self.image.set_alpha(int(255 * min(1.0, 4 * self.fade)))
        surface.blit(self.image, self.image.get_rect(center=box.center))


class Effects:
    """The effects running now; ``absorb`` turns the game's events into new ones."""

    def __init__(self) -> None:
        self.items: list[Effect] = []
        self.banner: Banner | None = None

    def absorb(self, events, view: BoardView, palette) -> None:
        for event in events:
            if isinstance(event, LinesCleared):
                self.items.append(Flash(event.tiles))
                self._points(event.points, event.tiles, view)
                if len(event.heights) > 1:
                    self.show(i18n.t("tetrhex.banner.lines", count=len(event.heights)))
            elif isinstance(event, ContactDestroyed):
                self.items.append(Burst(event.tiles, palette))
                self._points(event.points, event.tiles, view)
            elif isinstance(event, Exploded):
                self.items.append(Blast(event.tiles, palette, view))
                self.items.append(Popup(f"+{i18n.number(event.points)}", view.centre((0, 0))))
            elif isinstance(event, LevelUp):
                self.show(i18n.t("tetrhex.banner.level", level=event.level))
            elif isinstance(event, BombGained):
                self.show(i18n.t("tetrhex.banner.bomb"), POPUP_COLOUR)
            elif isinstance(event, GameOver):
                key = "tetrhex.over.aborted" if event.aborted else "tetrhex.over.title"
                self.show(i18n.t(key), theme.DANGER)

    def _points(self, points: int, tiles, view: BoardView) -> None:
        centres = [view.centre(cell) for cell, _tile in tiles]
        x = sum(c[0] for c in centres) / len(centres)
        y = sum(c[1] for c in centres) / len(centres)
        self.items.append(Popup(f"+{i18n.number(points)}", (x, y)))

    def show(self, content: str, colour=theme.ACCENT) -> None:
        """A banner; a new one replaces the one showing."""
        self.banner = Banner(content, colour)

    def update(self) -> None:
        for item in self.items:
            item.age += 1
        self.items = [item for item in self.items if item.alive]
        if self.banner is not None:
            self.banner.age += 1
            if not self.banner.alive:
                self.banner = None

    def clear(self) -> None:
        self.items.clear()
        self.banner = None

    def draw(self, surface: Canvas, view: BoardView) -> None:
        """Everything running, kept inside the board's box."""
        clip = surface.get_clip()
        surface.set_clip(view.box)
        for item in self.items:
            item.draw(surface, view)
        if self.banner is not None:
            self.banner.draw(surface, view)
        surface.set_clip(clip)


def _towards(colour, target, amount: float):
    amount = min(1.0, max(0.0, amount))
    return tuple(int(c + (t - c) * amount) for c, t in zip(colour, target, strict=True))
