"""The application loop, the command line, the main menu and its screens."""

import errno
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import main as entry
from core import i18n
from core.app import MIN_WINDOW, App, Options
from core.help_scene import HelpScene
from core.keys_scene import KeysScene
from core.menu import MainMenu
from core.message import Message
from core.newgame import Flag, NewGameScene
from core.scores_scene import HighScoresScene, offer_high_score
from core.settings import LANGUAGES
from core.settings_scene import SettingsScene
from core.ui import text as ui_text
from tests.support import past_the_guard, seat

ROOT = Path(__file__).resolve().parents[2]


def key(k, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text)


def buttons_by_key(scene):
    return {getattr(w, "key", None): w for w in scene.form.widgets}


def run(app, frames=1):
    for _ in range(frames):
        app.frame(1)


def test_headless_run_saves_the_last_frame(tmp_path):
    shot = tmp_path / "menu.png"
    assert entry.main(["--headless", "--frames", "5", "--screenshot", str(shot)]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)


def test_help_lists_the_games(fake_game, capsys):
    with pytest.raises(SystemExit):
        entry.parse_args(["--help"])
    assert "fake" in capsys.readouterr().out


def test_unknown_game_is_refused_with_a_message(capsys):
    with pytest.raises(SystemExit):
        entry.parse_args(["--game", "chess"])
    assert "invalid choice" in capsys.readouterr().err


def test_main_help_runs_as_a_program():
    result = subprocess.run(
        [sys.executable, "main.py", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0 and "--screenshot" in result.stdout


def test_a_start_to_the_menu_loads_no_network_library(tmp_path):
    # websockets and asyncio cost a tenth of a second of every start-up: they load only when a
    # game is hosted or joined
    shown = "sorted(m for m in sys.modules if m.split('.')[0] in ('websockets', 'asyncio'))"
    code = f"import sys, main; main.main(['--headless', '--frames', '2']); print({shown})"
    env = {**os.environ, "TESSERA_HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"


def test_menu_shows_one_card_per_game_and_play_opens_it(fake_game, app):
    menu = MainMenu(app)
    app.scenes.push(menu)
    app.scenes.apply()
    assert [info.name for info, _ in menu.cards] == ["fake"]
    widgets = buttons_by_key(menu)
    assert ("fake", "continue") not in widgets  # no save yet
    widgets[("fake", "play")].on_click()
    app.scenes.apply()
    assert app.scenes.top.game_name == "fake"


def test_quitting_autosaves_and_continue_resumes(fake_game, app):
    menu = MainMenu(app)
    app.scenes.push(menu)
    app.scenes.apply()
    buttons_by_key(menu)[("fake", "play")].on_click()
    app.scenes.apply()
    game = app.scenes.top
    for _ in range(3):
        game.handle(key(pygame.K_SPACE))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.running = True
    run(app)
    assert not app.running
    payload = app.storage.read_save("fake", "autosave")
    assert payload["state"] == {"points": 3}
    assert payload["summary"] == Message("fake.summary", {"points": 3})
    menu.build()
    buttons_by_key(menu)[("fake", "continue")].on_click()
    app.scenes.apply()
    assert app.scenes.top.state == {"points": 3}


@pytest.mark.parametrize(
    "code, refused, damaged",
    [
        ("en", "cannot be continued", "is damaged (line 1)"),
        ("es", "No se puede continuar", "está dañado (línea 1)"),
        ("fr", "Impossible de reprendre", "est endommagé (ligne 1)"),
    ],
)
def test_a_bad_save_is_set_aside_with_a_message_in_the_players_language(
    fake_game, app, capsys, code, refused, damaged
):
    i18n.set_language(code)
    path = app.storage.save_path("fake", "autosave")
    path.parent.mkdir(parents=True)
    refused_save = '{"format": 1, "saved_at": 1, "state": {"points": "lots"}, "summary": ""}'
    path.write_text(refused_save)
    menu = MainMenu(app)
    app.scenes.push(menu)
    app.scenes.apply()
    buttons_by_key(menu)[("fake", "continue")].on_click()
    run(app)
    assert app.scenes.top is menu
    assert any(refused in text for text in app.toasts.texts), app.toasts.texts
    assert "points must be a whole number" in capsys.readouterr().err  # the reason, for reports
    assert ("fake", "continue") not in buttons_by_key(menu)  # no Continue for a dead save
    (kept,) = path.parent.glob("autosave.bad-*")
    assert kept.read_text() == refused_save and not path.exists()
    assert any(
        "saves/fake/autosave.json" in text and kept.name in text for text in app.toasts.texts
    )

    path.write_text("{{{{ not json")
    menu.build()
    buttons_by_key(menu)[("fake", "continue")].on_click()
    run(app)
    assert app.scenes.top is menu
    assert any(damaged in text for text in app.toasts.texts), app.toasts.texts
    assert ("fake", "continue") not in buttons_by_key(menu)
    assert len(list(path.parent.glob("autosave.bad-*"))) == 2
    toasts = [rect for _, rect in app.toasts.places(app.screen)]
    assert len(toasts) == 2  # both messages show, and neither hides a button
    assert not [b for b in menu.form.widgets for t in toasts if t.colliderect(b.rect)]


def test_a_corrupt_settings_file_is_reported_at_start_in_the_saved_language(private_home):
    settings = private_home / "config" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text('{"format": 1, "lang": "fr", "volume": "loud"}')
    app = App(Options(headless=True, frames=1))
    try:
        run(app)
        assert app.settings.lang == "fr" and app.settings.volume == 70
        (text,) = [text for text in app.toasts.texts if "Volume sonore" in text]
        assert "par défaut : Volume sonore. " in text and "settings.bad-" in text, text
    finally:
        pygame.quit()


def test_pause_menu_quits_to_the_menu_with_an_autosave(fake_game, app):
    app.scenes.push(MainMenu(app))
    app.scenes.push(fake_game.scene_module().new_game(app))
    app.scenes.apply()
    game = app.scenes.top
    game.handle(key(pygame.K_SPACE))
    game.handle(key(pygame.K_ESCAPE))
    app.scenes.apply()
    pause = app.scenes.top
    assert pause.opaque is False
    run(app)  # the pause menu draws over the game
    quit_button = pause.form.widgets[-1]
    quit_button.on_click()
    app.scenes.apply()
    assert isinstance(app.scenes.top, MainMenu) and len(app.scenes.scenes) == 1
    assert app.storage.read_save("fake", "autosave")["state"] == {"points": 1}


def test_save_to_a_slot_from_the_pause_menu(fake_game, app):
    app.scenes.push(fake_game.scene_module().new_game(app))
    app.scenes.apply()
    game = app.scenes.top
    game.open_save_slots()
    app.scenes.apply()
    app.scenes.top.form.widgets[0].on_click()  # slot 1
    app.scenes.apply()
    assert app.storage.read_save("fake", "slot1")["state"] == {"points": 0}


def test_save_slots_read_in_the_language_of_the_moment(fake_game, app):
    app.scenes.push(fake_game.scene_module().resume(app, {"points": 1234}))
    app.scenes.apply()
    game = app.scenes.top
    assert game.write("slot2")
    game.open_load_slots()
    app.scenes.apply()
    slot_button = app.scenes.top.form.widgets[0]
    assert "1,234 points" in slot_button.text()
    i18n.set_language("es")
    assert "1.234 puntos" in slot_button.text()
    i18n.set_language("fr")
    assert "1\u00a0234 pts" in slot_button.text()


def test_a_high_score_detail_follows_the_language(fake_game, app):
    app.scenes.push(MainMenu(app))
    app.scenes.apply()
    assert offer_high_score(app, fake_game, "default", 250, Message("fake.summary", {"points": 7}))
    app.scenes.apply()
    past_the_guard(app)
    app.scenes.top.handle(key(pygame.K_RETURN))  # keep the offered name
    app.scenes.apply()
    (best, _original) = app.storage.high_scores("fake", "default")
    assert best.detail == Message("fake.summary", {"points": 7})
    assert i18n.say(best.detail) == "7 points"
    i18n.set_language("es")
    assert i18n.say(best.detail) == "7 puntos"
    run(app, 2)  # the table draws in Spanish


def test_high_score_entry_saves_the_name(fake_game, app):
    app.scenes.push(MainMenu(app))
    app.scenes.apply()
    assert offer_high_score(app, fake_game, "default", 250)
    app.scenes.apply()
    entry_scene = app.scenes.top
    entry_scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=" "))  # a key of the game
    entry_scene.handle(key(pygame.K_RETURN))  # still held as the box appears
    app.scenes.apply()
    assert app.scenes.top is entry_scene and entry_scene.entry.value == ""
    past_the_guard(app)
    for ch in "Zoe":
        entry_scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    entry_scene.handle(key(pygame.K_RETURN))
    app.scenes.apply()
    table = app.storage.high_scores("fake", "default")
    assert [(e.name, e.score) for e in table] == [("Zoe", 250), ("Original", 100)]
    assert isinstance(app.scenes.top, HighScoresScene) and app.scenes.top.highlight == 0
    assert not offer_high_score(app, fake_game, "default", 0) or len(table) < 10


def test_settings_change_the_language_and_persist(fake_game, app):
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.scenes.apply()
    language = settings.form.focus
    settings.handle(key(pygame.K_RIGHT))
    assert app.settings.lang == "es" and language.value == "es"
    reloaded = App(Options(headless=True))
    assert reloaded.settings.lang == "es"


@pytest.mark.parametrize(
    "code, number, expected",
    [
        ("es", errno.ENOSPC, "No se pudo guardar: el disco está lleno"),
        (
            "fr",
            errno.EACCES,
            "Impossible d'enregistrer : le dossier n'est pas accessible en écriture",
        ),
        ("en", errno.EROFS, "Could not save: the disk is read-only"),
        ("en", errno.EIO, "Could not save: the disk could not be read or written"),
        (
            "fr",
            errno.EEXIST,
            "Impossible d'enregistrer : un fichier se trouve à la place d'un dossier",
        ),
        ("es", errno.ENOTDIR, "No se pudo guardar: hay un archivo donde debería haber una carpeta"),
        ("en", errno.ELOOP, "Could not save: the system refused (error ELOOP)"),  # no words of ours
    ],
)
def test_a_failed_write_says_why_in_the_players_language(app, monkeypatch, code, number, expected):
    def refuse(settings):
        raise OSError(number, os.strerror(number))

    monkeypatch.setattr(app.storage, "save_settings", refuse)
    i18n.set_language(code)
    app.save_settings()
    assert app.toasts.texts == [expected]


def test_keys_page_rebinds_an_action(fake_game, app):
    keys = KeysScene(app)
    app.scenes.push(keys)
    app.scenes.apply()
    row = next(w for w in keys.form.widgets if "Score" in getattr(w, "text", lambda: "")())
    row.on_click()
    keys.handle(key(pygame.K_x, text="x"))
    assert app.bindings.keys("fake", "default", "score") == ["x"]
    assert app.storage.load_settings()["bindings"]["fake"]["default"]["score"] == ["x"]


def test_window_resized_to_a_sliver_keeps_working(app):
    app.scenes.push(MainMenu(app))
    app.scenes.apply()
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=3, h=2, size=(3, 2)))
    run(app, 2)
    width, height = app.display.size
    assert width >= MIN_WINDOW[0] and height >= MIN_WINDOW[1]
    assert app.screen.get_size() == (1280, 720)
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 50), rel=(1, 1), buttons=(0, 0, 0))
    )


def random_event(rng):
    kind = rng.random()
    if kind < 0.55:
        keys = [
            pygame.K_UP,
            pygame.K_DOWN,
            pygame.K_LEFT,
            pygame.K_RIGHT,
            pygame.K_TAB,
            pygame.K_RETURN,
            pygame.K_SPACE,
            pygame.K_ESCAPE,
            pygame.K_BACKSPACE,
            pygame.K_a,
            pygame.K_PAGEDOWN,
            pygame.K_x,
        ]
        return key(rng.choice(keys), text=rng.choice(["", "a"]))
    pos = (rng.randrange(1280), rng.randrange(720))
    if kind < 0.75:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.97:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3]))
    return pygame.event.Event(pygame.TEXTINPUT, text="é")


@pytest.mark.parametrize("seed", [1, 2])
def test_menu_survives_thousands_of_random_events(fake_game, app, seed, monkeypatch):
    monkeypatch.setattr(app, "set_fullscreen", lambda on: None)  # no display modes under dummy
    rng = random.Random(seed)
    app.scenes.push(MainMenu(app))
    app.scenes.apply()
    for step in range(3000):
        if app.scenes.top is None or (not app.running and step):
            app.running = True
            app.scenes.push(MainMenu(app))
            app.scenes.apply()
        app.dispatch(random_event(rng))
        app.frame(1)
    assert app.frames == 3000


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shell_text_fits_its_boxes(fake_game, app, lang):
    i18n.set_language(lang)
    ui_text.overflows.clear()
    crowd = [seat(f"Computadora {n}", 8, n) for n in range(6)]
    options = [Flag("f", "players.count", "settings.fullscreen_box", True)]
    screens = [
        MainMenu(app),
        SettingsScene(app),
        KeysScene(app),
        HighScoresScene(app, fake_game),
        HelpScene.for_game(app, fake_game),
        NewGameScene(app, fake_game, options, None, (1, 6), crowd),
    ]
    for screen in screens:
        app.scenes.push(screen)
        app.scenes.apply()
        run(app)
        if hasattr(screen, "form"):
            for widget in screen.form.widgets:
                screen.form.focus = widget
                screen.draw(app.screen)
    assert ui_text.overflows == []


def test_seed_option_makes_each_new_game_reproducible(private_home):
    app = App(Options(headless=True, seed=41))
    assert [app.next_seed() for _ in range(3)] == [41, 42, 43]
    other = App(Options(headless=True, seed=41))
    assert other.next_seed() == 41


def test_left_and_right_turn_the_help_pages(fake_game, app):
    from core.help_scene import HelpScene

    pages = [lambda n=n: (f"Page {n}", "Body") for n in range(3)]
    help_scene = HelpScene(app, lambda: "Rules", pages)
    for code, page in ((pygame.K_RIGHT, 1), (pygame.K_RIGHT, 2), (pygame.K_RIGHT, 2)):
        help_scene.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
        assert help_scene.page == page
    help_scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    assert help_scene.page == 1
