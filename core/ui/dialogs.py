"""Scenes that sit over another scene: choice and confirm dialogs, end-of-game sheets, and the
hand-over screen."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from core import i18n
from core.scene import Scene
from core.ui import theme
from core.ui.form import Form
from core.ui.overlays import dim, panel
from core.ui.text import blit_fitted, blit_wrapped
from core.ui.widgets import Button, Text, is_activate, is_click

Choice = tuple[Text, Callable[[], object]]
GRACE_TICKS = 20  # the hand-over screen ignores input this long
GUARD_TICKS = 45
"""How long (0.75 s) an end-of-game sheet or a name box ignores input, so that the key or
click that ended the game, or a key still held, neither skips it unread nor types into it."""


class FormScene(Scene):
    """A scene whose input goes to one :class:`Form`; Esc runs :meth:`back`.

    A scene that appears unasked (the results, a name box) sets ``guard_ticks``: it ignores
    input for that many ticks after it appears."""

    guard_ticks = 0

    def __init__(self, app) -> None:
        super().__init__(app)
        self.form = Form()
        self.age = 0  # ticks since the scene appeared

    @property
    def guarded(self) -> bool:
        """True while the scene still ignores input (see ``guard_ticks``)."""
        return self.age < self.guard_ticks

    def handle(self, event) -> None:
        if self.guarded:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        used = self.form.handle(event)
        if used and (is_click(event) or is_activate(event)):
            self.app.play("click")

    def back(self) -> None:
        self.app.scenes.pop()

    @property
    def animating(self) -> bool:
        """A form is still between inputs; its tooltips and cursor wake it (wake_ticks)."""
        return False

    def wake_ticks(self) -> int | None:
        waits = [self.form.wake_ticks(), self.guard_ticks - self.age if self.guarded else None]
        waits = [wait for wait in waits if wait is not None]
        return min(waits) if waits else None

    def update(self) -> None:
        self.age += 1
        self.form.update()

    def draw_form(self, surface) -> None:
        """The widgets, then :meth:`draw_tooltip`."""
        self.form.draw(surface)
        self.draw_tooltip(surface)

    def draw_tooltip(self, surface) -> None:
        """The tooltip, only while this scene is on top (a menu or dialog over it must not
        show a tooltip of the scene below)."""
        if self.app.scenes.top is self:
            self.form.draw_tooltip(surface)


class SheetScene(FormScene):
    """A sheet over the dimmed game at its end (results, a level's end): a panel ``box`` and
    one accented button that closes it and then calls ``on_close``. A game draws its rows in
    :meth:`draw_sheet`; a sheet that appears as a turn-based game ends sets ``guard_ticks =
    GUARD_TICKS``, so that the keys of the last move do not close it unread."""

    opaque = False
    dim_alpha = 160

    def __init__(self, app, box, button: Text, on_close: Callable[[], object], button_rect=None):
        super().__init__(app)
        self.box, self.on_close = pygame.Rect(box), on_close
        rect = button_rect or (self.box.centerx - 150, self.box.bottom - 74, 300, 52)
        self.form.add(Button(rect, button, self.back, accent=True))

    def back(self) -> None:
        self.app.scenes.pop()
        self.on_close()

    def border(self) -> theme.Colour:
        return theme.BORDER

    def draw(self, surface) -> None:
        dim(surface, self.dim_alpha)
        panel(surface, self.box, border=self.border())
        self.draw_sheet(surface)
        self.draw_form(surface)

    def draw_sheet(self, surface) -> None:
        raise NotImplementedError


class ChoiceDialog(FormScene):
    """A titled column of buttons over the dimmed scene below (pause menus and the like).

    Each choice closes the dialog, then runs its callback. Esc runs ``on_cancel`` (default:
    just close).
    """

    opaque = False

    def __init__(
        self,
        app,
        title: Text,
        choices: Sequence[Choice],
        message: Text | None = None,
        on_cancel: Callable[[], object] | None = None,
        two_lines: bool = False,
    ) -> None:
        """``two_lines``: choices with long labels (save slots) get wider buttons two lines
        high, whose labels wrap rather than shrink below a readable size."""
        super().__init__(app)
        self.title, self.message, self.on_cancel = title, message, on_cancel
        # a long menu (minusMax's pause menu has ten entries) closes up to fit the canvas
        width, button_h, gap = (460, 48, 12) if len(choices) <= 8 else (460, 42, 8)
        if two_lines:
            width, button_h, gap = 640, 64, 10
        body_h = 90 if message else 0
        height = 90 + body_h + len(choices) * (button_h + gap) + 10
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (640, 360)
        y = self.box.y + 80 + body_h
        for text, callback in choices:
            rect = (self.box.x + 40, y, width - 80, button_h)
            self.form.add(Button(rect, text, self._closing(callback), wraps=two_lines))
            y += button_h + gap

    def _closing(self, callback):
        def run():
            self.app.scenes.pop()
            callback()

        return run

    def back(self) -> None:
        self.app.scenes.pop()
        if self.on_cancel is not None:
            self.on_cancel()

    def draw(self, surface) -> None:
        dim(surface)
        panel(surface, self.box)
        title_rect = (self.box.x + 20, self.box.y + 18, self.box.w - 40, 48)
        blit_fitted(surface, self.title(), title_rect, theme.FONT_LARGE, theme.ACCENT)
        if self.message:
            body = (self.box.x + 30, self.box.y + 72, self.box.w - 60, 84)
            blit_wrapped(surface, self.message(), body, theme.FONT_SMALL)
        self.draw_form(surface)


def confirm(
    app,
    title: Text,
    on_yes: Callable[[], object],
    message: Text | None = None,
    *,
    default_no: bool = False,
) -> None:
    """Ask a yes/no question over the current scene; Esc and No do nothing. ``default_no``
    selects No, so that Enter pressed out of habit never does something final."""
    choices = [
        (lambda: i18n.t("dialog.yes"), on_yes),
        (lambda: i18n.t("dialog.no"), lambda: None),
    ]
    dialog = ChoiceDialog(app, title, choices, message)
    if default_no:
        dialog.form.focus = dialog.form.widgets[-1]
    app.scenes.push(dialog)


class HandOverScene(Scene):
    """Hides the table until the named player presses a key or clicks ("Pass to Ana").

    It is opaque, so nothing of the previous player's rack shows behind it.
    """

    def __init__(self, app, name: str, on_ready: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.name, self.on_ready = name, on_ready
        self.ticks = 0

    def enter(self) -> None:
        self.app.play("your_turn")

    @property
    def animating(self) -> bool:
        return False  # a still screen: the grace period only wakes the loop when it ends

    def wake_ticks(self) -> int | None:
        return GRACE_TICKS - self.ticks if self.ticks < GRACE_TICKS else None

    def frame_key(self) -> object:
        return self.name  # the end of the grace period changes nothing on screen

    def handle(self, event) -> None:
        # a short grace period, so a click meant for the last move does not skip the screen
        if self.ticks < GRACE_TICKS:
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.scenes.pop()
            if self.on_ready is not None:
                self.on_ready()

    def update(self) -> None:
        self.ticks += 1

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        box = pygame.Rect(0, 0, 760, 260)
        box.center = (640, 340)
        panel(surface, box)
        title = i18n.t("handover.pass_to", name=self.name)
        blit_fitted(
            surface, title, box.inflate(-60, -150).move(0, -40), theme.FONT_TITLE, theme.ACCENT
        )
        hint = i18n.t("handover.ready")
        blit_fitted(
            surface, hint, box.inflate(-80, -200).move(0, 70), theme.FONT_NORMAL, theme.TEXT
        )
