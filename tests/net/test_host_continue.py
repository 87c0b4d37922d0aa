"""``main.py --host GAME --continue`` with an autosave it cannot use: the file is set aside,
as the window's Continue does, and the host ends with words, not a traceback."""

import pytest

from core.match import Match, Seat
from core.net import cli
from core.storage import Storage
from main import parse


def host_again(game):
    return cli.host(parse(["--host", game, "--continue", "--bind", "127.0.0.1", "--port", "0"])[1])


def saved_match(storage, game, moves):
    match = Match.start(game, [Seat.remote("Ann"), Seat.computer(3)], 5, {})
    storage.write_save(game, "autosave", {**match.to_save(), "moves": moves}, "Ann, Cy")


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (lambda path: path.write_text("{not json"), "is damaged"),
        (None, "breaks the rules"),
    ],
    ids=["unreadable", "against-the-rules"],
)
def test_an_autosave_it_cannot_use_is_set_aside_and_said(private_home, capsys, damage, said):
    storage = Storage()
    bad_move = {"type": "place", "cell": [99, 99], "value": 5}
    saved_match(storage, "minusmax", [] if damage else [bad_move])
    path = storage.save_path("minusmax", "autosave")
    if damage:
        damage(path)
    with pytest.raises(SystemExit) as ended:
        host_again("minusmax")
    assert "no autosave of minusmax" in str(ended.value)
    assert said in capsys.readouterr().err
    assert not path.exists()
    assert [p.name.startswith("autosave.bad-") for p in path.parent.iterdir()] == [True]
