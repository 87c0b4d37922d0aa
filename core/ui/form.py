"""A set of widgets with one focus, driven by keyboard alone or by mouse alone.

Keyboard: the focused widget sees a key first; if it does not use it, the arrow keys move the
focus to the nearest widget in that direction, Tab and Shift+Tab cycle. Mouse: hovering a
widget focuses it and a click goes to the widget under the pointer. Hovering shows a widget's
tooltip after half a second.
"""

from __future__ import annotations

import pygame

from core.ui.canvas import Canvas
from core.ui.overlays import draw_tooltip
from core.ui.widgets import Widget

TOOLTIP_DELAY = 30  # ticks

_DIRECTIONS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


class Form:
    def __init__(self, widgets: list[Widget] | None = None) -> None:
        self.widgets: list[Widget] = list(widgets or [])
        self.focus: Widget | None = None
        self.engaged: Widget | None = None  # the widget last clicked into or tabbed to
        self.hovered: Widget | None = None
        self.hover_ticks = 0
        self.mouse_pos = (0, 0)
        self.focus_first()

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        if self.focus is None and widget.can_focus:
            self.focus = widget
        return widget

    def remove(self, widget: Widget) -> None:
        self.widgets.remove(widget)
        if self.focus is widget:
            self.focus_first()

    def focus_first(self) -> None:
        self.focus = next((w for w in self.widgets if w.can_focus), None)

    def _focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.can_focus]

    def widget_at(self, pos) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.rect.collidepoint(pos):
                return widget
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """Route ``event``; True if a widget or the focus movement used it."""
        if self.focus is not None and not self.focus.can_focus:
            self.focus_first()
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._hover(event.pos)
            target = self.widget_at(event.pos)
            if target is not None and target.can_focus:
                if target is not self.engaged and target.selects_on_entry:
                    self._enter(target)  # clicked into: the name is selected, as with Tab
                    return True
                self.focus = self.engaged = target
                return target.handle(event)
            return False
        if event.type == pygame.MOUSEWHEEL:
            target = self.widget_at(self.mouse_pos)
            return bool(target and target.can_focus and target.handle(event))
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if self.focus is not None and self.focus.handle(event):
                return True
            if event.type == pygame.KEYDOWN:
                return self._navigate(event)
        return False

    def _hover(self, pos) -> bool:
        self.mouse_pos = pos
        target = self.widget_at(pos)
        if target is not self.hovered:
            self.hovered, self.hover_ticks = target, 0
        if target is not None and target.can_focus:
            self.focus = target
            return True
        return False

    def _navigate(self, event) -> bool:
        candidates = self._focusable()
        if not candidates:
            return False
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            index = candidates.index(self.focus) if self.focus in candidates else -step
            self._enter(candidates[(index + step) % len(candidates)])
            return True
        direction = _DIRECTIONS.get(event.key)
        if direction is None:
            return False
        if self.focus not in candidates:
            self._enter(candidates[0])
            return True
        nearest = self._nearest(self.focus, direction, candidates)
        if nearest is not None:
            self._enter(nearest)
            return True
        return False

    def _enter(self, widget: Widget) -> None:
        """Move the keyboard focus to ``widget``, which hears that it was entered (a text field
        selects its text then, so typing replaces it, as in every dialog players know)."""
        self.focus = self.engaged = widget
        widget.entered()

    @staticmethod
    def _nearest(origin: Widget, direction, candidates) -> Widget | None:
        """The candidate closest to ``origin`` in ``direction``, favouring straight lines."""
        dx, dy = direction
        ox, oy = origin.rect.center
        best, best_cost = None, None
        for widget in candidates:
            if widget is origin:
                continue
            wx, wy = widget.rect.center
            along = (wx - ox) * dx + (wy - oy) * dy
            if along <= 0:
                continue
            across = abs((wx - ox) * dy) + abs((wy - oy) * dx)
            cost = along + 3 * across
            if best_cost is None or cost < best_cost:
                best, best_cost = widget, cost
        return best

    def update(self) -> None:
        self.hover_ticks += 1
        for widget in self.widgets:
            widget.update()

    def wake_ticks(self) -> int | None:
        """Ticks until the form's picture changes by itself: a tooltip about to show, a
        blinking cursor; ``None`` when it only changes on input."""
        waits = [widget.wake_ticks(widget is self.focus) for widget in self.widgets]
        widget = self.hovered
        if widget is not None and widget.tooltip and self.hover_ticks < TOOLTIP_DELAY:
            waits.append(TOOLTIP_DELAY - self.hover_ticks)
        waits = [wait for wait in waits if wait is not None]
        return min(waits) if waits else None

    def picture_key(self) -> tuple:
        """What the widgets look like now, as a comparable value: each one's visibility,
        whether it is enabled, its words; the focus, the hover and where its tooltip shows.
        (What else a widget shows changes only on input.)"""
        looks = tuple(
            (widget.visible, widget.enabled, _words(widget), widget is self.focus,
             widget is self.hovered)
            for widget in self.widgets
        )  # fmt: skip
        tip = self.hovered is not None and self.hover_ticks >= TOOLTIP_DELAY
        return looks, self.mouse_pos if tip else None

    def draw(self, surface: Canvas) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, widget is self.focus)

    def draw_tooltip(self, surface: Canvas) -> None:
        """What visible widgets draw over the others (a refused entry's message), then the
        hovered widget's tooltip after a moment; none for a widget hidden since."""
        for shown in self.widgets:
            if shown.visible:
                shown.draw_over(surface)
        widget = self.hovered
        if widget is None or not widget.visible:
            return
        if widget.tooltip and self.hover_ticks >= TOOLTIP_DELAY:
            text = widget.tooltip()
            if text:  # a widget may have nothing to say now
                draw_tooltip(surface, text, self.mouse_pos)


def _words(widget: Widget) -> str | None:
    text = getattr(widget, "text", None)
    return text() if callable(text) else None
