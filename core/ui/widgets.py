"""The shared widgets: button, selector (list), number spinner, checkbox and text entry.

A widget owns a rectangle and reacts to the events a :class:`core.ui.form.Form` passes it. Its
label is a callable (usually :func:`label`, which looks the text up in the current language at
draw time), so switching the language needs no rebuild.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from core import assets, i18n
from core.ui import pen, theme
from core.ui.canvas import Canvas
from core.ui.kept import KeptPicture
from core.ui.text import blit_fitted, blit_wrapped, fitted, wrap

Text = Callable[[], str]

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def label(key: str, **values: object) -> Text:
    """A label that reads ``key`` in the language in force when it is drawn."""
    return lambda: i18n.t(key, **values)


def key_label(app, game: str, preset: str, key: str, action: str) -> Text:
    """A label whose ``{keys}`` field shows the keys bound to ``action`` when it is drawn (so
    it follows the language and the player's key bindings)."""
    return lambda: i18n.t(key, keys=app.bindings.shown(game, preset, action))


def literal(content: str) -> Text:
    return lambda: content


def is_click(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1


def is_activate(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS


class Widget:
    """Base widget: a rectangle, an optional tooltip, focusable unless disabled or hidden."""

    focusable = True
    selects_on_entry = False  # a click that enters it does what Tab does (see Form.handle)

    def __init__(self, rect, tooltip: Text | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = True
        self.visible = True

    @property
    def can_focus(self) -> bool:
        return self.focusable and self.enabled and self.visible

    def entered(self) -> None:
        """The keyboard moved the focus here (most widgets need not know)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to ``event`` (sent only while focused, or on a click inside); True if used."""
        return False

    def update(self) -> None:
        """One tick, for widgets that animate."""

    def wake_ticks(self, focused: bool) -> int | None:
        """Ticks until this widget's picture changes by itself (None: only on input)."""
        return None

    def draw(self, surface: Canvas, focused: bool) -> None:
        raise NotImplementedError

    def draw_over(self, surface: Canvas) -> None:
        """What the widget shows over its neighbours (a refusal), drawn after every widget."""

    def _frame(self, surface, focused: bool, fill=theme.PANEL_LIGHT) -> None:
        colour = fill if self.enabled else theme.PANEL
        pen.rect(surface, colour, self.rect, border_radius=8)
        border = theme.FOCUS if focused else theme.BORDER
        pen.rect(surface, border, self.rect, width=3 if focused else 1, border_radius=8)


class Label(Widget):
    """Text that cannot be focused."""

    focusable = False

    def __init__(self, rect, text: Text, size=theme.FONT_NORMAL, colour=theme.TEXT, align="left"):
        super().__init__(rect)
        self.text, self.size, self.colour, self.align = text, size, colour, align

    def draw(self, surface, focused: bool) -> None:
        blit_fitted(surface, self.text(), self.rect, self.size, self.colour, self.align)


class Button(Widget):
    def __init__(
        self,
        rect,
        text: Text,
        on_click: Callable[[], Any],
        tooltip: Text | None = None,
        size: int = theme.FONT_NORMAL,
        accent: bool = False,
        wraps: bool = False,
    ) -> None:
        """``wraps``: a long label (a save slot's line) goes on to a second line instead of
        shrinking below a readable size."""
        super().__init__(rect, tooltip)
        self.text, self.on_click, self.size, self.accent = text, on_click, size, accent
        self.wraps = wraps
        self._kept: KeptPicture | None = None

    def handle(self, event) -> bool:
        if is_click(event) or is_activate(event):
            self.on_click()
            return True
        return False

    def draw(self, surface, focused: bool) -> None:
        """Put back the button's kept picture, drawn again when its look changes."""
        text = self.text()
        if self._kept is None or self._kept.region != self.rect:
            self._kept = KeptPicture(self.rect)
        look = (text, focused, self.enabled, self.accent, self.size, self.wraps)
        self._kept.draw(surface, look, lambda canvas: self._paint(canvas, focused, text))

    def _paint(self, surface, focused: bool, text: str) -> None:
        fill = theme.shade(theme.ACCENT, 0.55) if self.accent else theme.PANEL_LIGHT
        self._frame(surface, focused, fill)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        inner = self.rect.inflate(-16, -6)
        lines = len(wrap(text, inner.w, self.size, bold=True)) if self.wraps else 1
        if lines > 1:  # the lines centred in the button, shrunk only if they must
            block = inner.inflate(0, min(0, lines * int(self.size * 1.1) - inner.h))
            blit_wrapped(surface, text, block, self.size, colour, 1.1, bold=True)
            return
        blit_fitted(surface, text, inner, self.size, colour, bold=True)


class Selector(Widget):
    """Chooses one of ``options`` (value, text) with Left/Right or the arrows at its ends."""

    def __init__(
        self,
        rect,
        options: Sequence[tuple[Any, Text]],
        value: Any,
        on_change: Callable[[Any], Any] = lambda value: None,
        tooltip: Text | None = None,
        size: int = theme.FONT_NORMAL,
    ) -> None:
        super().__init__(rect, tooltip)
        self.options = list(options)
        self.index = self._index_of(value)
        self.on_change, self.size = on_change, size

    def _index_of(self, value: Any) -> int:
        values = [option for option, _ in self.options]
        return values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def set_value(self, value: Any) -> None:
        self.index = self._index_of(value)

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.value)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if is_activate(event):
            self.step(1)
            return True
        if is_click(event):
            self.step(-1 if event.pos[0] < self.rect.centerx else 1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def arrows(self) -> tuple[str, str]:
        return ("<", ">")

    def current_text(self) -> str:
        return self.options[self.index][1]()

    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused)
        left, right = self.arrows()
        arrow_w = min(32, self.rect.width // 6)
        colour = theme.ACCENT if focused else theme.TEXT_DIM
        for arrow, x in ((left, self.rect.x), (right, self.rect.right - arrow_w)):
            rect = (x, self.rect.y, arrow_w, self.rect.h)
            blit_fitted(surface, arrow, rect, self.size, colour, bold=True)
        self.draw_value(surface, self.rect.inflate(-2 * arrow_w - 4, -6))

    def draw_value(self, surface, inner: pygame.Rect) -> None:
        blit_fitted(surface, self.current_text(), inner, self.size)


class Spinner(Selector):
    """A whole number from ``low`` to ``high`` in steps of ``step``; it stops at the ends."""

    def __init__(
        self,
        rect,
        low: int,
        high: int,
        value: int,
        on_change=lambda v: None,
        step: int = 1,
        suffix: str = "",
        tooltip: Text | None = None,
        size: int = theme.FONT_NORMAL,
    ) -> None:
        numbers = range(low, high + 1, step)
        options = [(n, literal(f"{n}{suffix}")) for n in numbers]
        super().__init__(rect, options, value, on_change, tooltip, size)

    def step(self, delta: int) -> None:
        index = min(max(self.index + delta, 0), len(self.options) - 1)
        if index != self.index:
            self.index = index
            self.on_change(self.value)

    def handle(self, event) -> bool:
        if is_activate(event):
            return False
        return super().handle(event)

    def arrows(self) -> tuple[str, str]:
        return ("−", "+")  # a minus sign, as wide as the plus


class Checkbox(Widget):
    def __init__(
        self,
        rect,
        text: Text,
        checked: bool,
        on_change=lambda checked: None,
        tooltip: Text | None = None,
        size: int = theme.FONT_NORMAL,
    ) -> None:
        super().__init__(rect, tooltip)
        self.text, self.checked, self.on_change, self.size = text, checked, on_change, size

    def handle(self, event) -> bool:
        if is_click(event) or is_activate(event):
            self.checked = not self.checked
            self.on_change(self.checked)
            return True
        return False

    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused)
        box = pygame.Rect(0, 0, 24, 24)
        box.midleft = (self.rect.x + 12, self.rect.centery)
        pen.rect(surface, theme.BACKGROUND, box, border_radius=4)
        pen.rect(surface, theme.TEXT, box, width=2, border_radius=4)
        if self.checked:
            points = [
                (box.x + 5, box.centery),
                (box.x + 10, box.bottom - 6),
                (box.right - 4, box.y + 5),
            ]
            pen.lines(surface, theme.ACCENT, False, points, 4)
        text_rect = pygame.Rect(
            box.right + 10, self.rect.y, self.rect.right - box.right - 16, self.rect.h
        )
        blit_fitted(surface, self.text(), text_rect, self.size, align="left")


class TextEntry(Widget):
    """One line of text (a player's name). Typing goes in while it has the focus.

    A caret blinks where the next character goes (Left, Right, Home and End move it). A
    pre-filled value starts selected, as does Ctrl+A, so the first keystroke replaces it. What
    the field cannot take (a character past ``max_length``, one the typeface cannot draw) is
    refused with a message under the field, never cut or stored silently. White space typed at
    the start is passed over: no name, address or code begins with it, and a Space still being
    mashed for a game that just ended then types nothing."""

    selects_on_entry = True
    BLINK = 30  # ticks the caret is shown, then hidden
    NOTICE_TICKS = 150  # how long a refusal stays under the field

    def __init__(
        self,
        rect,
        value: str,
        on_change=lambda text: None,
        max_length: int = 16,
        placeholder: Text | None = None,
        tooltip: Text | None = None,
        size: int = theme.FONT_NORMAL,
        on_submit: Callable[[str], Any] | None = None,
    ):
        super().__init__(rect, tooltip)
        self.on_change, self.max_length = on_change, max_length
        self.placeholder, self.size, self.on_submit = placeholder, size, on_submit
        self.set_value(value)
        self.notice, self._notice_ticks = "", 0
        self._blink = 0

    def set_value(self, value: str) -> None:
        """Show ``value`` (a name filled in for the player), selected so that typing replaces
        it."""
        self.value = value
        self.caret = len(value)
        self.selected = bool(value)

    def entered(self) -> None:
        self.selected, self.caret = bool(self.value), len(self.value)

    # -- input --------------------------------------------------------------------------------

    def handle(self, event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self._type(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if is_click(event):
            self.selected, self.caret = False, self._index_at(event.pos[0])
            self._blink = 0
            return True
        return False

    def _index_at(self, x: int) -> int:
        """The caret position nearest ``x`` in the value as drawn."""
        inner = self.rect.inflate(-16, -6)
        shown_width = fitted(self.value, inner.w, inner.h, self.size).get_width()
        offsets = [self._caret_offset(shown_width, i) for i in range(len(self.value) + 1)]
        return min(range(len(offsets)), key=lambda i: abs(inner.x + offsets[i] - x))

    def _key(self, event) -> bool:
        if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.selected = bool(self.value)
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._delete(-1 if event.key == pygame.K_BACKSPACE else 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_submit:
            self.on_submit(self.value)
            return True
        if self._move(event.key):
            return True
        # printable keys arrive as TEXTINPUT; swallow their KEYDOWN so they do not navigate
        return bool(event.unicode and event.unicode.isprintable())

    def _move(self, key: int) -> bool:
        """Move the caret; Left at the start and Right at the end move the focus instead."""
        targets = {
            pygame.K_LEFT: 0 if self.selected else self.caret - 1,
            pygame.K_RIGHT: len(self.value) if self.selected else self.caret + 1,
            pygame.K_HOME: 0,
            pygame.K_END: len(self.value),
        }
        if key not in targets:
            return False
        target = targets[key]
        if not self.selected and not 0 <= target <= len(self.value):
            return False
        self.caret, self.selected, self._blink = target, False, 0
        return True

    def _type(self, typed: str) -> None:
        typed = "".join(ch for ch in typed if ch.isprintable())
        drawable = "".join(ch for ch in typed if assets.can_draw(ch))
        if self.selected:
            self.value, self.caret, self.selected = "", 0, False
        if self.caret == 0:
            typed, drawable = typed.lstrip(), drawable.lstrip()
        room = self.max_length - len(self.value)
        added = drawable[: max(0, room)]
        if added:
            self.value = self.value[: self.caret] + added + self.value[self.caret :]
            self.caret += len(added)
            self.on_change(self.value)
        self._blink = 0
        if drawable != typed:
            self._refuse(i18n.t("entry.cannot_draw"))
        elif len(drawable) > room:
            self._refuse(i18n.t("entry.too_long", count=self.max_length))

    def _delete(self, direction: int) -> None:
        if self.selected:
            self.value, self.caret, self.selected = "", 0, False
        elif direction < 0 and self.caret > 0:
            self.value = self.value[: self.caret - 1] + self.value[self.caret :]
            self.caret -= 1
        elif direction > 0 and self.caret < len(self.value):
            self.value = self.value[: self.caret] + self.value[self.caret + 1 :]
        else:
            return
        self._blink = 0
        self.on_change(self.value)

    def _refuse(self, notice: str) -> None:
        self.notice, self._notice_ticks = notice, self.NOTICE_TICKS

    # -- time ---------------------------------------------------------------------------------

    def update(self) -> None:
        self._blink = (self._blink + 1) % (2 * self.BLINK)
        if self._notice_ticks:
            self._notice_ticks -= 1
            if not self._notice_ticks:
                self.notice = ""

    def wake_ticks(self, focused: bool) -> int | None:
        waits = [self._notice_ticks] if self._notice_ticks else []
        if focused:
            waits.append(self.BLINK - self._blink % self.BLINK)
        return min(waits) if waits else None

    def caret_shown(self, focused: bool) -> bool:
        return focused and not self.selected and self._blink < self.BLINK

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused, theme.BACKGROUND)
        if self.notice:
            pen.rect(surface, theme.DANGER, self.rect, width=3, border_radius=8)
        inner = self.rect.inflate(-16, -6)
        if not self.value:
            if self.placeholder is not None:
                blit_fitted(surface, self.placeholder(), inner, self.size, theme.TEXT_DIM, "left")
            if self.caret_shown(focused):
                self._draw_caret(surface, inner.x, inner)
            return
        image = fitted(self.value, inner.w, inner.h, self.size)
        shown = image.get_rect(midleft=inner.midleft)
        if self.selected and focused:
            pen.rect(surface, theme.shade(theme.ACCENT, 0.45), shown.inflate(4, 2))
        surface.blit(image, shown)
        if self.caret_shown(focused):
            self._draw_caret(surface, shown.x + self._caret_offset(shown.w, self.caret), inner)

    def _caret_offset(self, shown_width: int, index: int) -> int:
        """Where caret position ``index`` is in the value as drawn (maybe shrunk to fit)."""
        font = assets.font(self.size)
        whole = font.size(self.value)[0] or 1
        return round(shown_width * font.size(self.value[:index])[0] / whole)

    def _draw_caret(self, surface, x: int, inner: pygame.Rect) -> None:
        top, bottom = inner.y + 5, inner.bottom - 5
        pen.line(surface, theme.ACCENT, (x, top), (x, bottom), 2)

    def draw_over(self, surface) -> None:
        """The refusal, under the field and over whatever is drawn below it."""
        if not self.notice:
            return
        width = min(460, max(self.rect.w, assets.font(theme.FONT_SMALL).size(self.notice)[0] + 20))
        box = pygame.Rect(self.rect.x, self.rect.bottom + 4, width, 34)
        box.clamp_ip(surface.get_rect())
        pen.rect(surface, theme.shade(theme.DANGER, 0.35), box, border_radius=6)
        pen.rect(surface, theme.DANGER, box, width=2, border_radius=6)
        blit_fitted(surface, self.notice, box.inflate(-16, -4), theme.FONT_SMALL)
