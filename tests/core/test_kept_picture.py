"""A kept picture puts back exactly what its drawing drew, lets what is under its see-through
pixels show, draws again when its key, the language or the drawing scale changes, and puts
back a look of the last few that comes back."""

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.canvas import Canvas
from core.ui.kept import KeptPicture
from core.ui.overlays import panel

REGION = pygame.Rect(20, 10, 120, 80)


def _screen(scale=1.0) -> Canvas:
    screen = Canvas.blank((200, 120), scale=scale)
    screen.fill(theme.BACKGROUND)
    return screen


def _same(one: Canvas, other: Canvas) -> bool:
    return one.surface.get_buffer().raw == other.surface.get_buffer().raw


def _drawing(calls: list, colour=theme.PANEL):
    def draw(canvas) -> None:
        calls.append(i18n.language())
        panel(canvas, (24, 14, 100, 60), colour)

    return draw


def test_the_picture_is_drawn_once_and_put_back_pixel_for_pixel(app):
    kept, calls = KeptPicture(REGION), []
    direct, first, second = _screen(1.5), _screen(1.5), _screen(1.5)
    _drawing([])(direct)
    kept.draw(first, "key", _drawing(calls))
    kept.draw(second, "key", _drawing(calls))
    assert calls == ["en"]
    assert _same(first, direct) and _same(second, direct)


def test_what_is_under_the_rounded_corners_still_shows(app):
    kept = KeptPicture(REGION)
    kept.draw(_screen(), "key", _drawing([]))
    under, direct = _screen(), _screen()
    for screen in (under, direct):
        pen.rect(screen, theme.DANGER, (20, 10, 12, 12))  # under the panel's top-left corner
    _drawing([])(direct)
    kept.draw(under, "key", _drawing([]))
    assert under.get_at((24, 14))[:3] == theme.DANGER[:3]  # outside the rounded corner
    assert _same(under, direct)


def test_a_new_key_a_new_language_or_a_new_scale_draws_again(app):
    kept, calls = KeptPicture(REGION), []
    kept.draw(_screen(), "one", _drawing(calls))
    changed = _screen()
    kept.draw(changed, "two", _drawing(calls, theme.DANGER))
    assert changed.get_at((60, 40))[:3] == theme.DANGER[:3]
    i18n.set_language("de")
    kept.draw(_screen(), "two", _drawing(calls, theme.DANGER))
    larger = _screen(2.0)
    kept.draw(larger, "two", _drawing(calls, theme.DANGER))
    assert calls == ["en", "en", "de", "de"]
    direct = _screen(2.0)
    _drawing([], theme.DANGER)(direct)
    assert _same(larger, direct)


def test_a_look_that_comes_back_is_put_back_until_newer_ones_push_it_out(app):
    from core.ui.kept import LOOKS_KEPT

    kept, calls = KeptPicture(REGION), []
    colours = [theme.PANEL, theme.DANGER, theme.GOOD, theme.ACCENT, theme.TEXT]
    keys = [*range(LOOKS_KEPT), 0, LOOKS_KEPT, 1]  # 0 comes back; the new look pushes 1 out
    for key in keys:
        screen, direct = _screen(), _screen()
        kept.draw(screen, key, _drawing(calls, colours[key]))
        _drawing([], colours[key])(direct)
        assert _same(screen, direct)
    assert len(calls) == LOOKS_KEPT + 2
    kept.forget()
    kept.draw(_screen(), 0, _drawing(calls))
    assert len(calls) == LOOKS_KEPT + 3


def test_a_button_is_drawn_again_when_its_words_focus_or_state_change(app):
    from core.ui.widgets import Button

    words = {"en": "Play", "de": "Spielen"}
    button = Button((30, 20, 120, 48), lambda: words[i18n.language()], lambda: None)
    button.draw(_screen(), False)
    i18n.set_language("de")
    for change in (lambda: None, lambda: setattr(button, "enabled", False)):
        change()
        for focused in (False, True):
            kept, fresh = _screen(), _screen()
            button.draw(kept, focused)
            other = Button(button.rect, button.text, lambda: None)
            other.enabled = button.enabled
            other.draw(fresh, focused)
            assert _same(kept, fresh)


def test_filling_around_an_opaque_picture_leaves_no_pixel_unfilled_at_an_odd_scale(app):
    from core.ui.kept import fill_around

    for scale in (1.0, 1.25, 1.5):
        picture = Canvas.blank((67, 41), scale=scale)
        picture.fill(theme.PANEL)
        around, whole = Canvas.blank((200, 120), scale=scale), Canvas.blank((200, 120), scale=scale)
        for screen in (around, whole):
            screen.fill(theme.DANGER)  # what a missed pixel would show
        whole.fill(theme.BACKGROUND)
        fill_around(around, theme.BACKGROUND, (13, 7, 67, 41))
        for screen in (around, whole):
            screen.blit(picture, (13, 7))
        assert _same(around, whole)


def test_a_kept_picture_drawn_inside_another_is_part_of_it(app):
    inner, outer = KeptPicture((40, 30, 60, 40)), KeptPicture(REGION)

    def draw(canvas) -> None:
        _drawing([])(canvas)
        inner.draw(canvas, "inner", lambda c: panel(c, (44, 34, 50, 30), theme.DANGER))

    kept, direct = _screen(1.5), _screen(1.5)
    outer.draw(kept, "outer", draw)
    _drawing([])(direct)
    panel(direct, (44, 34, 50, 30), theme.DANGER)
    assert _same(kept, direct)


def test_a_still_layer_puts_the_still_part_back_under_its_key_and_draws_it_again_else(app):
    from core.ui.still_layer import StillLayer

    still, calls = StillLayer(), []

    def draw_still(colour, counted=True):
        def draw(canvas) -> None:
            if counted:
                calls.append(i18n.language())
            canvas.fill(theme.BACKGROUND)
            panel(canvas, (24, 14, 100, 60), colour)

        return draw

    def moving(canvas) -> list:
        return [pen.rect(canvas, theme.GOOD, (150, 90, 10, 10))]

    def whole(colour, scale=1.0) -> Canvas:
        screen = _screen(scale)
        draw_still(colour, counted=False)(screen)
        moving(screen)
        return screen

    for key, colour, language, scale in (
        ("one", theme.PANEL, "en", 1.0),
        ("one", theme.PANEL, "en", 1.0),  # put back
        ("two", theme.DANGER, "en", 1.0),
        ("two", theme.DANGER, "de", 1.0),
        ("two", theme.DANGER, "de", 1.5),
        ("two", theme.DANGER, "de", 1.5),  # put back
        ("one", theme.PANEL, "de", 1.5),
        ("two", theme.DANGER, "de", 1.5),  # the one before, put back
    ):
        i18n.set_language(language)
        screen = _screen(scale)
        screen.fill(theme.ACCENT)  # what a pixel not put back would show
        still.paint(screen, key, draw_still(colour), moving)
        assert _same(screen, whole(colour, scale))
    assert calls == ["en", "en", "de", "de", "de"]
