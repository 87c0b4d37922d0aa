"""Property tests, one per kind of file: Hypothesis mutates a real file (deletes a key, puts any
JSON in place of a value, nests deeply, lengthens a string). Loading then either gives a value
the program can use, or sets the file aside, byte for byte, with a message in the player's
language; never anything else, and no other file changes."""

import json

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as hs

import games
from core import i18n
from core.message import Message
from core.resume import resume_saved
from core.settings import Settings, load_settings, save_settings
from core.storage import ScoreEntry, write_problem
from core.ui.text import fitted

DEEP = "\u0000deep\u0000"  # stands for a value nested too deeply to write as a Python value
SETTINGS = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

json_values = hs.recursive(
    hs.none()
    | hs.booleans()
    | hs.integers(min_value=-(10**40), max_value=10**40)
    | hs.floats(allow_nan=True, allow_infinity=True)
    | hs.text(max_size=20),
    lambda inner: (
        hs.lists(inner, max_size=4) | hs.dictionaries(hs.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(node, path=()):
    """Every place in a JSON value, as a path of keys and indexes."""
    yield path
    children = (
        node.items()
        if isinstance(node, dict)
        else enumerate(node)
        if isinstance(node, list)
        else ()
    )
    for key, child in children:
        yield from _paths(child, (*path, key))


@hs.composite
def mutated(draw, data):
    """The text of ``data`` with one place changed."""
    data = json.loads(json.dumps(data))
    path = draw(hs.sampled_from(list(_paths(data))[1:]))
    *parents, last = path
    parent = data
    for key in parents:
        parent = parent[key]
    kind = draw(hs.sampled_from(["delete", "replace", "nest", "lengthen"]))
    event(kind)
    if kind == "delete":
        del parent[last]
    elif kind == "replace":
        parent[last] = draw(json_values)
    elif kind == "nest":
        parent[last] = DEEP
    else:
        value = parent[last]
        parent[last] = (value if isinstance(value, str) and value else "x") * 300_000
    text = json.dumps(data)
    depth = draw(hs.sampled_from([50, 100_000]))
    return text.replace(json.dumps(DEEP), "[" * depth + "]" * depth)


def say_all(problems):
    """Every problem worded in each language (a message that cannot be worded fails here)."""
    for code in ("en", "es", "fr"):
        i18n.set_language(code)
        for problem in problems:
            assert isinstance(i18n.say(problem), str)
    i18n.set_language("en")


def set_aside_as_it_was(folder, name, content):
    """Whether the file ``name`` was moved aside unchanged (and nothing else appeared)."""
    kept = [p for p in folder.iterdir() if p.name.startswith(name.removesuffix(".json") + ".bad-")]
    return not (folder / name).exists() and [p.read_text() for p in kept] == [content]


def clear_kept(folder):
    for path in folder.iterdir():
        if ".bad-" in path.name:
            path.unlink()


# -- settings ---------------------------------------------------------------------------------

REAL_SETTINGS = Settings(
    lang="fr",
    volume=40,
    muted=True,
    palette="colourblind",
    key_repeat_delay=12,
    bindings={"tetrhex": {"classic": {"left": ["a", "ctrl+left"]}}},
    games={"_shell": {"last_name": "Ana"}, "m": {"new_game": {"options": {}}}},
)


@SETTINGS
@given(hs.data())
def test_a_mutated_settings_file_loads_valid_or_is_set_aside(app, data):
    from core.app import _check_bindings

    store = app.storage
    save_settings(store, REAL_SETTINGS)
    content = data.draw(mutated(json.loads(store.settings_path.read_text())))
    store.settings_path.write_text(content)
    store.take_problems()
    clear_kept(store.config_dir)
    loaded = load_settings(store, _check_bindings)
    problems = store.take_problems()
    say_all(problems)
    assert Settings.from_raw(loaded.to_raw())[1] == []  # every value usable
    assert _check_bindings(loaded) == []
    if not problems:
        assert store.settings_path.read_text() == content  # a good file is never touched
    elif problems[0].key == "settings.reset":
        kept = store.config_dir / problems[0].fields["kept"]
        assert kept.read_text() == content and len(problems) == 1
    else:
        assert set_aside_as_it_was(store.config_dir, "settings.json", content)
        assert loaded == Settings()


# -- high scores ------------------------------------------------------------------------------


@SETTINGS
@given(hs.data())
def test_a_mutated_high_score_file_loads_valid_or_is_set_aside(app, data):
    store = app.storage
    path = store.scores_path("mooxil")
    path.unlink(missing_ok=True)
    detail = Message("mooxil.score_detail", {"level": 7})
    store.add_high_score("mooxil", "default", ScoreEntry("Ana", 1200, "2026-11-22", detail))
    store.add_high_score("mooxil", "default", ScoreEntry("Bo", 900, "2026-11-23", "plain"))
    store.add_high_score("mooxil", "practice", ScoreEntry("Cy", 50))
    content = data.draw(mutated(json.loads(path.read_text())))
    path.write_text(content)
    clear_kept(path.parent)
    tables = [store.high_scores("mooxil", mode) for mode in ("default", "practice", "other")]
    problems = store.take_problems()
    say_all(problems)
    for entry in (entry for table in tables for entry in table):
        fitted(entry.name, 260, 32, 24)
        fitted(i18n.say(entry.detail) or entry.when, 190, 32, 18)
        i18n.number(entry.score)
    if problems:
        assert [p.key for p in problems] in (
            ["file.damaged"],
            ["file.malformed"],
            ["file.no_format"],
            ["file.newer"],
        )
        assert set_aside_as_it_was(path.parent, "mooxil.json", content)
    else:
        assert path.read_text() == content


# -- a save of each game ----------------------------------------------------------------------


def fresh_scene(app, info):
    """A game of ``info`` as its new-game dialog starts it, with its defaults."""
    dialog = info.scene_module().new_game(app)
    seats = dialog.panel.seats() if dialog.panel else []
    return dialog.start_game(seats, dialog.values())


@pytest.mark.parametrize("name", games.REGISTERED)
def test_a_mutated_save_resumes_or_is_set_aside(app, name):
    info = games.by_name(name)
    scene = fresh_scene(app, info)
    assert scene.write("slot1")
    store = app.storage
    path = store.save_path(name, "slot1")
    original = json.loads(path.read_text())
    other = store.save_path(name, "slot2")
    scene.write("slot2")
    other_content = other.read_bytes()

    @SETTINGS
    @given(hs.data())
    def check(data):
        content = data.draw(mutated(original))
        path.write_text(content)
        clear_kept(path.parent)
        store.take_problems()
        scene._slot_text("slot1")()  # the Save and Load lists' line
        resumed = resume_saved(app, info, "slot1")
        problems = store.take_problems()
        say_all(problems)
        event(f"{name}: {'set aside' if resumed is None else 'resumed'}")
        if resumed is None:
            assert problems and set_aside_as_it_was(path.parent, "slot1.json", content)
        else:
            assert problems == [] and path.read_text() == content
        assert other.read_bytes() == other_content

    check()


def test_every_disk_refusal_is_worded_in_each_language():
    import errno

    for number in errno.errorcode:
        message = write_problem(OSError(number, "system words"))
        say_all([message])
        assert "system words" not in i18n.say(message)
