"""The small dialog that asks which digit a wildcard shows: ten buttons (or keys 0-9), and
Cancel (Esc), which leaves the wildcard in the rack."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from core import i18n
from core.ui import theme
from core.ui.dialogs import FormScene
from core.ui.overlays import dim, panel
from core.ui.text import blit_fitted
from core.ui.widgets import Button, label, literal

DIGIT_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(10)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{n}"): n for n in range(10)})


class DigitPicker(FormScene):
    opaque = False

    def __init__(self, app, on_digit: Callable[[int], object]) -> None:
        super().__init__(app)
        self.on_digit = on_digit
        self.box = pygame.Rect(0, 0, 480, 290)
        self.box.center = (640, 360)
        for digit in range(10):
            x = self.box.x + 30 + (digit % 5) * 86
            y = self.box.y + 78 + (digit // 5) * 70
            button = Button(
                (x, y, 76, 60), literal(str(digit)), self._choose(digit), size=theme.FONT_LARGE
            )
            self.form.add(button)
        cancel = (self.box.centerx - 110, self.box.bottom - 64, 220, 48)
        self.form.add(Button(cancel, label("dialog.cancel"), self.back))
        self.form.focus_first()

    def _choose(self, digit: int):
        def run() -> None:
            self.app.scenes.pop()
            self.on_digit(digit)

        return run

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in DIGIT_KEYS:
            self._choose(DIGIT_KEYS[event.key])()
            return
        super().handle(event)

    def draw(self, surface) -> None:
        dim(surface, 120)
        panel(surface, self.box)
        title = (self.box.x + 20, self.box.y + 16, self.box.w - 40, 44)
        blit_fitted(surface, i18n.t("abaku.wild_title"), title, theme.FONT_LARGE, theme.ACCENT)
        self.draw_form(surface)
