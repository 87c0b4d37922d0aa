"""How to play: a game's rules as pages of text in the current language, with pictures.

A page is a callable giving ``(title, body)`` or ``(title, body, picture)``; ``picture`` draws
a diagram with the game's own views into the rectangle it is given, ``picture(surface, rect)``.
A page with a picture shows the text on the left and the picture on the right.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from core import i18n
from core.ui import theme
from core.ui.backdrop import draw_backdrop
from core.ui.canvas import Canvas
from core.ui.dialogs import FormScene
from core.ui.overlays import panel
from core.ui.text import blit_fitted, blit_wrapped
from core.ui.widgets import Button, label

Picture = Callable[[Canvas, pygame.Rect], None]
Page = Callable[[], tuple]  # (title, body) or (title, body, picture)
BOX = pygame.Rect(60, 30, 1160, 670)
TEXT_SHARE = 0.5  # of the panel's inner width, when the page has a picture
PAGE_KEYS = {pygame.K_RIGHT: 1, pygame.K_PAGEDOWN: 1, pygame.K_LEFT: -1, pygame.K_PAGEUP: -1}
"""Keys that turn the help's pages (Tab and Up / Down still move between its buttons)."""


class HelpScene(FormScene):
    """Shows ``pages`` (each a callable giving title and body); arrows or buttons turn them."""

    opaque = True

    def __init__(self, app, title: Callable[[], str], pages: list[Page]) -> None:
        super().__init__(app)
        self.title, self.pages, self.page = title, pages, 0
        y = BOX.bottom - 64
        self.previous = self.form.add(
            Button((BOX.x + 30, y, 220, 46), label("help.previous"), self.turn(-1))
        )
        self.next = self.form.add(
            Button((BOX.right - 250, y, 220, 46), label("help.next"), self.turn(1))
        )
        self.form.add(
            Button((BOX.centerx - 130, y, 260, 46), label("menu.back"), self.back, accent=True)
        )
        self.form.focus = self.next if len(pages) > 1 else self.form.widgets[-1]
        self._refresh()

    @classmethod
    def for_game(cls, app, info) -> HelpScene:
        provider = getattr(info.scene_module(), "help_pages", None)
        if provider is not None:
            # called at draw time, so the text follows the language and the current key bindings
            pages = [(lambda i=i: provider(app)[i]) for i in range(len(provider(app)))]
        else:
            pages = [(lambda t=t, b=b: (i18n.t(t), i18n.t(b))) for t, b in info.help_pages]
        return cls(app, lambda: i18n.t(info.title), pages)

    def turn(self, delta: int):
        def run() -> None:
            self.page = min(max(self.page + delta, 0), len(self.pages) - 1)
            self._refresh()

        return run

    def _refresh(self) -> None:
        self.previous.enabled = self.page > 0
        self.next.enabled = self.page < len(self.pages) - 1

    def handle(self, event) -> None:
        turns = PAGE_KEYS.get(event.key) if event.type == pygame.KEYDOWN else None
        if turns is not None:
            self.turn(turns)()
            return
        super().handle(event)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        panel(surface, BOX)
        heading, body, picture = _parts(self.pages[self.page]()) if self.pages else ("", "", None)
        title = i18n.t("help.heading", game=self.title(), page=heading) if heading else self.title()
        blit_fitted(
            surface,
            title,
            (BOX.x + 30, BOX.y + 14, BOX.w - 60, 50),
            theme.FONT_LARGE + 2,
            theme.ACCENT,
        )
        inner = pygame.Rect(BOX.x + 40, BOX.y + 76, BOX.w - 80, BOX.h - 160)
        if picture is None:
            blit_wrapped(surface, body, inner, theme.FONT_NORMAL)
        else:
            text_width = int(inner.w * TEXT_SHARE)
            blit_wrapped(surface, body, (inner.x, inner.y, text_width, inner.h), theme.FONT_SMALL)
            picture(
                surface,
                pygame.Rect(inner.x + text_width + 30, inner.y, inner.w - text_width - 30, inner.h),
            )
        if len(self.pages) > 1:
            counter = f"{self.page + 1} / {len(self.pages)}"
            blit_fitted(
                surface,
                counter,
                (BOX.right - 140, BOX.y + 22, 110, 30),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                "right",
            )
        self.draw_form(surface)


def _parts(page: tuple) -> tuple[str, str, Picture | None]:
    title, body, *picture = page
    return title, body, (picture[0] if picture else None)


def pages_with_keys(
    app, info, preset: str, keys_title: str, keys_body: str
) -> list[tuple[str, str]]:
    """A game's rules pages, then a page of its keys as they are bound now (``keys_body`` has
    a field per action of ``preset``); for a scene module's ``help_pages``."""
    keys = {
        action: app.bindings.shown(info.name, preset, action) for action in info.key_presets[preset]
    }
    pages = [(i18n.t(title), i18n.t(body)) for title, body in info.help_pages]
    pages.append((i18n.t(keys_title), i18n.t(keys_body, **keys)))
    return pages
