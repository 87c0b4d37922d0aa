"""The bundled typeface: shipped with its licence, loaded from the repository (never from the
system), two weights, kerned, and able to draw every character of every shipped language."""

import pygame
import pytest
from babel.messages.pofile import read_po

import games
from core import assets, i18n
from core.settings import LANGUAGES
from core.ui import text as ui_text
from core.ui import theme
from core.ui.canvas import Canvas
from core.ui.widgets import Button, Label, literal

# drawn by the games in text besides their catalogues: signs of the number games, arrows
GAME_SYMBOLS = "×÷·²³√−…«»←→↑↓"


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    assets.clear_caches()


def every_word():
    """Every English string of the shell and the games, and every translation."""
    english = i18n.english()
    for info in games.GAMES:
        english.update(info.texts())
    words = []
    for value in english.values():
        words.extend(value if isinstance(value, tuple) else [value])
    for code in LANGUAGES:
        if code == "en":
            continue
        with (i18n.LOCALE_DIR / code / "LC_MESSAGES" / "tessera.po").open("rb") as handle:
            for message in read_po(handle):
                strings = message.string if isinstance(message.string, tuple) else [message.string]
                words.extend(strings)
    return words


def test_both_weights_and_their_licence_ship_beside_each_other():
    for path in assets.FONT_FILES.values():
        assert path.parent == assets.FONTS and path.stat().st_size > 100_000
    licence = (assets.FONTS / "OFL.txt").read_text()
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Inter" in licence
    assert len(list(assets.FONTS.glob("*.otf"))) == 2  # only what is used


def test_the_font_comes_from_the_repository_in_two_weights():
    regular, bold = assets.font(26, False), assets.font(26, True)
    assert regular.name == bold.name == "Inter"
    assert regular.style_name == "Regular" and bold.style_name == "Bold"
    assert bold.size("Tetrhex")[0] > regular.size("Tetrhex")[0]


def test_titles_are_bold_and_body_text_regular_unless_asked():
    assert assets.font(theme.FONT_TITLE).style_name == "Bold"
    assert assets.font(theme.FONT_LARGE).style_name == "Bold"
    assert assets.font(theme.FONT_NORMAL).style_name == "Regular"
    assert assets.font(theme.FONT_SMALL, True).style_name == "Bold"


def test_kerning_pulls_pairs_together():
    for bold in (False, True):
        font = assets.font(theme.FONT_TITLE, bold)
        assert font.size("AV")[0] < font.size("A")[0] + font.size("V")[0]
        assert font.size("To")[0] < font.size("T")[0] + font.size("o")[0]


def test_a_word_has_no_gaps_inside_it():
    """The former face set "Tetrhex" as "Tet rhex" at large sizes: each gap between two
    letters of a word is narrower than a third of a space."""
    font = assets.font(theme.FONT_TITLE, True)
    image = font.render("Tetrhex", True, (255, 255, 255), (0, 0, 0))
    columns = [
        any(image.get_at((x, y))[0] > 60 for y in range(image.get_height()))
        for x in range(image.get_width())
    ]
    inked = [x for x, ink in enumerate(columns) if ink]
    widest_gap, run = 0, 0
    for ink in columns[inked[0] : inked[-1]]:
        run = 0 if ink else run + 1
        widest_gap = max(widest_gap, run)
    assert widest_gap < font.size(" ")[0] / 3


def test_every_character_of_every_language_can_be_drawn():
    characters = set(GAME_SYMBOLS)
    for words in every_word():
        characters.update(words)
    missing = sorted(c for c in characters if c.isprintable() and not assets.can_draw(c))
    assert missing == []


def test_a_character_outside_the_font_is_known_as_such():
    assert assets.can_draw("ß") and assets.can_draw("×") and assets.can_draw(" ")
    assert not assets.can_draw("中") and not assets.can_draw("\U0001f600")


def test_buttons_are_bold_and_labels_regular(monkeypatch, app):
    weights = []
    real = assets.text
    monkeypatch.setattr(
        assets,
        "text",
        lambda content, size, colour, bold=None: (
            weights.append(bold) or real(content, size, colour, bold)
        ),
    )
    ui_text._fits.clear()
    surface = Canvas.blank((400, 100))
    Button((0, 0, 200, 44), literal("Play"), lambda: None).draw(surface, False)
    Label((0, 50, 200, 44), literal("Players")).draw(surface, False)
    assert weights == [True, False]
