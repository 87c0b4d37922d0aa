"""Helpers shared by the scene tests of every game (the fixtures live in conftest.py)."""

import functools
import gettext
import io

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

import games
from core import i18n
from core.ui.dialogs import GUARD_TICKS


def close_app(app) -> None:
    """End a test's headless app as the program ends: every scene exits (a network game
    closes its connection, a room stops), and its display and event queue go, as with
    ``pygame.quit()``, while the fonts, sounds and drawn text it loaded stay for the next
    test's app (the audio device alone took 20-30 ms to close, and a scene test loads its
    fonts again for 10 ms)."""
    import pygame

    app.scenes.close()
    pygame.display.quit()


def only_game(monkeypatch, info) -> None:
    """Make ``info`` the arcade's only game, its texts registered, for one test."""
    monkeypatch.setattr(games, "GAMES", (info,))
    monkeypatch.setattr(i18n, "_english", i18n.english())
    i18n.register(info.texts())


def add_translations(monkeypatch, tables: dict[str, dict[str, str]]) -> None:
    """Translate registered keys for one test (a stand-in game has no catalogue): language ->
    key -> text, in front of the language's real catalogue."""
    for code, table in tables.items():
        catalog = Catalog(locale=code)
        for key, text in table.items():
            catalog.add(i18n.english()[key], text, context=key)
        compiled = io.BytesIO()
        write_mo(compiled, catalog)
        compiled.seek(0)
        extra = gettext.GNUTranslations(compiled)
        extra.add_fallback(i18n.catalogue(code))
        monkeypatch.setitem(i18n._catalogues, code, extra)


def past_the_guard(app) -> None:
    """Wait out the moment a sheet or name box that appeared unasked ignores input
    (:data:`core.ui.dialogs.GUARD_TICKS`)."""
    for _ in range(GUARD_TICKS):
        app.scenes.top.update()


def run_frames(app, count: int = 1, draw_every: int | None = 1) -> None:
    """``count`` logic ticks as the main loop runs them, drawing every ``draw_every``-th
    (never with ``None``) and applying scene changes after each."""
    for number in range(count):
        app.tick()
        if draw_every is not None and number % draw_every == 0:
            app.render(app.screen)
        app.scenes.apply()


def seat(name: str, level: int = 0, colour: int = 0):
    """A seat in the short form the scene tests use: level 0 is a human, 1-8 a computer."""
    from core.match import Seat

    return Seat.computer(level, name, colour) if level else Seat.human(name, colour)


def kept_positions(build):
    """``build`` (a function of hashable arguments that plays a game to a position), made once
    per arguments: each call returns a fresh clone, so a test may play on it. For positions
    that many tests start from and that take seconds of computer play to reach."""
    made = functools.lru_cache(maxsize=None)(build)

    @functools.wraps(build)
    def position(*args, **kwargs):
        return made(*args, **kwargs).clone()

    return position


def frames_drawn_in_place(app, scene, frames: int, compare_every: int) -> tuple[int, int]:
    """Run ``frames`` frames of ``scene`` (already on top); return how many were drawn in
    place (``Scene.draw_changes``) and how many of those, compared every ``compare_every``
    frames, differ from the whole picture a full redraw gives."""
    import pygame

    from core.ui.canvas import Canvas
    from core.ui.still_layer import StillLayer

    in_place = []
    drawn_in_place = scene.draw_changes

    def counted(surface):
        changed = drawn_in_place(surface)
        in_place.append(changed)
        return changed

    scene.draw_changes = counted
    mismatches = 0
    for frame in range(frames):
        app.frame(1)
        if in_place and in_place[-1] and frame % compare_every == 0:
            whole = Canvas.blank(app.screen.get_size())
            kept, scene.still = scene.still, StillLayer()  # drawn whole, not put back
            app.render(whole)
            scene.still = kept
            shown = pygame.image.tobytes(app.screen.surface, "RGB")
            mismatches += pygame.image.tobytes(whole.surface, "RGB") != shown
    return sum(in_place), mismatches


def assert_kept_equals_fresh(scene, owner, name: str, fresh, scale: float = 1.0) -> None:
    """``scene`` drawn with what it keeps in ``owner.<name>`` (a kept picture or still layer)
    is, pixel for pixel, ``scene`` drawn with ``fresh()`` in its place, at ``scale``."""
    import pygame

    from core.ui.canvas import Canvas

    size = (round(1280 * scale), round(720 * scale))
    kept, whole = (Canvas(pygame.Surface(size), scale, (1280, 720)) for _ in range(2))
    scene.draw(kept)
    held = getattr(owner, name)
    setattr(owner, name, fresh())
    scene.draw(whole)
    setattr(owner, name, held)
    assert pygame.image.tobytes(kept.surface, "RGB") == pygame.image.tobytes(whole.surface, "RGB")


def assert_draws_as_fresh_through_changes(scene, make_fresh, language: str) -> None:
    """``scene``, whose kept pictures outlive frames, draws what a scene made afresh
    (``make_fresh()``) draws: as it stands, in ``language``, and at a drawing scale of 1.5."""
    from core.ui import canvas
    from core.ui.canvas import Canvas

    changes = (lambda: None, lambda: i18n.set_language(language), lambda: canvas.set_scale(1.5))
    for change in changes:
        change()
        kept, fresh = Canvas.blank((1280, 720)), Canvas.blank((1280, 720))
        scene.draw(kept)
        make_fresh().draw(fresh)
        assert kept.surface.get_buffer().raw == fresh.surface.get_buffer().raw
