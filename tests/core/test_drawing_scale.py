"""Drawing at the window's resolution: the canvas's logical pixels, the pen's scaled shapes,
text rendered (not enlarged) at the scale, the display's letterbox and mouse mapping, and
every scene of the arcade drawn at 1920 x 1080 as it is at 1280 x 720."""

import pygame
import pytest

from core import assets
from core import display as display_module
from core.app import MIN_WINDOW
from core.display import Display, RendererWindow, SurfaceWindow, drawing_scale, opening_size
from core.ui import canvas, pen
from core.ui.canvas import Canvas
from core.ui.text import MIN_SIZE
from core.viewport import READABLE_PX
from tests.core.test_app_loop import arcade_scenes, game_scenes

WHITE = (255, 255, 255)


def test_a_canvas_answers_in_logical_pixels_and_stores_real_ones():
    picture = Canvas.blank((100, 40), scale=1.5)
    assert picture.get_size() == (100, 40)
    assert picture.surface.get_size() == (150, 60)
    assert picture.get_rect(center=(50, 50)) == pygame.Rect(0, 30, 100, 40)
    assert picture.subsurface((10, 10, 20, 20)).surface.get_size() == (30, 30)


def test_a_clip_set_in_logical_pixels_reads_back_as_the_same_rectangle():
    picture = Canvas.blank((100, 40), scale=1.5)
    picture.set_clip((10, 6, 30, 20))
    assert picture.get_clip() == pygame.Rect(10, 6, 30, 20)
    picture.fill(WHITE)
    assert picture.get_at((9, 10))[:3] == (0, 0, 0) and picture.get_at((10, 10))[:3] == WHITE
    picture.set_clip(None)
    assert picture.get_clip() == picture.get_rect()


def test_rectangles_that_touch_still_touch_at_an_odd_scale():
    picture = Canvas.blank((30, 10), scale=1.25)
    left, right = picture.real_rect((0, 0, 7, 10)), picture.real_rect((7, 0, 7, 10))
    assert left.right == right.left == 9  # 8.75 rounds to 9 on both sides


def test_the_pen_draws_shapes_at_the_real_resolution():
    picture = Canvas.blank((20, 20), scale=2.0)
    pen.rect(picture, WHITE, (5, 5, 5, 5))
    white = pygame.mask.from_threshold(picture.surface, WHITE, (1, 1, 1, 255))
    assert white.count() == 100  # 5 x 5 logical pixels are 10 x 10 real ones
    assert picture.get_at((7, 7))[:3] == WHITE and picture.get_at((11, 11))[:3] == (0, 0, 0)
    hairline = Canvas.blank((20, 20), scale=0.5)
    pen.line(hairline, WHITE, (0, 4), (19, 4), 1)
    assert pygame.mask.from_threshold(hairline.surface, WHITE, (1, 1, 1, 255)).count() >= 10


def test_text_is_rendered_at_the_scale_and_measured_in_logical_pixels(app):
    small = assets.text("Tessera", 28, WHITE)
    canvas.set_scale(2.0)
    large = assets.text("Tessera", 28, WHITE)
    assert large.get_size() == small.get_size()  # the layout does not move
    assert large.surface.get_height() >= 2 * small.surface.get_height() - 2
    glyphs = large.surface.get_bounding_rect()
    assert glyphs.height >= 2 * small.surface.get_bounding_rect().height - 2  # not enlarged...
    sharp_edges = sum(
        1
        for x in range(large.surface.get_width())
        if large.surface.get_at((x, glyphs.centery))[3] in (0, 255)
    )
    assert sharp_edges > large.surface.get_width() // 2  # ...so most pixels are fully in or out


def test_blitting_on_a_canvas_takes_canvases_only():
    with pytest.raises(TypeError):
        Canvas.blank((10, 10)).blit(pygame.Surface((4, 4)), (0, 0))


def test_the_scale_fills_the_window_in_steps_and_a_window_opens_on_most_of_the_desktop():
    assert drawing_scale((1280, 720)) == 1.0
    assert drawing_scale((1920, 1080)) == 1.5
    assert drawing_scale((2560, 1440)) == 2.0
    assert drawing_scale((1920, 1200)) == 1.5  # letterboxed above and below
    # smaller than logical: drawn smaller (not shrunk), the smallest text still readable
    assert drawing_scale(MIN_WINDOW) * MIN_SIZE >= READABLE_PX
    assert opening_size((1920, 1080)) == (1632, 918)
    assert opening_size((1024, 600)) == (1280, 720)  # never below the logical size
    assert opening_size(None) == (1280, 720)


def test_the_display_letterboxes_the_logical_screen_and_maps_the_mouse_back(app):
    display = Display(
        headless=True, fullscreen=False, vsync=False, minimum=(1, 1), size=(1920, 1200)
    )
    screen = display.canvas
    assert screen.get_size() == (1280, 720) and screen.scale == 1.5
    assert display.frame.area == pygame.Rect(0, 60, 1920, 1080)
    assert display.to_logical(960, 600) == (640, 360)
    assert display.to_logical(0, 0) == (0, 0)  # the letterbox is clamped to the screen
    assert display.to_logical(1919, 1139) == (1279, 719)


def test_a_resized_window_is_drawn_at_its_new_size(app):
    app.display.resize((1600, 900))
    screen = app.screen
    assert screen.scale == 1.25 and screen.surface.get_size() == (1600, 900)
    assert canvas.scale() == 1.25


def _all_scenes(app):
    for name, scene, _ in arcade_scenes(app):
        yield name, scene
    yield from game_scenes(app)


def _picture(app, scene, scale):
    canvas.set_scale(scale)
    picture = Canvas.blank((1280, 720), scale=scale)
    scene.draw(picture)
    return picture


def test_every_scene_draws_the_same_picture_at_1920_by_1080(app):
    # Each scene drawn at scale 1 and at 1.5 from the same state: the sharp picture, brought
    # back to 1280 x 720, is the same picture (same layout, nothing drawn at the old scale).
    problems = []
    for name, scene in _all_scenes(app):
        app.scenes.reset(scene)
        app.scenes.apply()
        small = _picture(app, scene, 1.0)
        canvas.stale_blits = 0
        large = _picture(app, scene, 1.5)
        if canvas.stale_blits:
            problems.append(f"{name} blits {canvas.stale_blits} pictures made at another scale")
        back = pygame.transform.smoothscale(large.surface, (1280, 720))
        difference = pygame.transform.average_color(
            _difference(back, small.surface), consider_alpha=False
        )
        if max(difference[:3]) > 6:
            problems.append(f"{name} differs at 1.5 by {difference[:3]}")
    assert not problems, "\n".join(problems)


def _difference(one: pygame.Surface, other: pygame.Surface) -> pygame.Surface:
    result = one.copy()
    result.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    reverse = other.copy()
    reverse.blit(one, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    result.blit(reverse, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return result


def test_a_window_with_a_renderer_presents_its_frame_and_follows_its_size(app):
    display = Display(
        headless=False, fullscreen=False, vsync=True, minimum=MIN_WINDOW, size=(1920, 1080)
    )
    assert isinstance(display.window, RendererWindow)
    pen.rect(display.canvas, WHITE, (0, 0, 10, 10))
    display.present()
    display.window.window.size = (2560, 1440)  # the player drags the window larger
    assert display.canvas.scale == 2.0 and display.frame.surface.get_size() == (2560, 1440)
    display.present()
    display.set_fullscreen(True)
    assert display.fullscreen
    display.set_fullscreen(False)
    assert not display.fullscreen


def test_without_a_renderer_the_window_is_a_flipped_surface(app, monkeypatch):
    def no_renderer(*args):
        raise pygame.error("no renderer")

    monkeypatch.setattr(display_module, "RendererWindow", no_renderer)
    display = Display(
        headless=False, fullscreen=False, vsync=True, minimum=MIN_WINDOW, size=(1600, 900)
    )
    assert isinstance(display.window, SurfaceWindow) and not display.vsync
    assert display.canvas.scale == 1.25
    display.present()


@pytest.mark.parametrize("lang", ["en", "es", "fr", "de"])
def test_wrapped_lines_stay_inside_their_box_on_the_smallest_window(app, lang):
    """At 1006 x 566 small glyphs are drawn a little wider than scaled down: the Abaku
    card's blurb touched its border there."""
    import games
    from core import assets, i18n
    from core.ui import canvas, theme
    from core.ui.text import wrap

    i18n.set_language(lang)
    scale = 1006 / 1280
    canvas.set_scale(scale)
    from core.menu import MainMenu

    box = MainMenu(app).cards[0][1].inflate(-20, 0).w  # a card's text width on the menu
    for info in games.GAMES:
        for line in wrap(i18n.t(info.blurb), box, theme.FONT_SMALL):
            drawn = assets._font(theme.FONT_SMALL, False, scale).size(line)[0] / scale
            assert drawn <= box, (info.name, line)
    i18n.set_language("en")
