""" "Join a network game": the host's address, port and room code, and the player's name."""

from __future__ import annotations

import pygame

from core import i18n
from core.net import DEFAULT_PORT
from core.net.client import Address, Client
from core.net.join_scene import JoinScene
from core.net.protocol import CODE_LENGTH, NAME_LIMIT
from core.ui import theme
from core.ui.backdrop import draw_backdrop
from core.ui.dialogs import FormScene
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import Button, Label, TextEntry, label

LOOPBACK_NAMES = ("127.0.0.1", "::1", "localhost")  # what a run without a window may join
FIELDS = (
    ("address", "net.join_address", 60),
    ("port", "net.join_port", 5),
    ("code", "net.join_code", CODE_LENGTH),
    ("name", "net.join_name", NAME_LIMIT),
)


class JoinDialog(FormScene):
    """The fields, filled with what was used last; Join opens the waiting screen."""

    def __init__(self, app, info) -> None:
        super().__init__(app)
        self.info = info
        last = app.settings.game_options(info.name).get("join", {})
        last = last if isinstance(last, dict) else {}
        defaults = {"address": "", "port": str(DEFAULT_PORT), "code": "", "name": "Player"}
        self.box = pygame.Rect(190, 80, 900, 560)
        self.entries = {}
        for row, (field, key, length) in enumerate(FIELDS):
            top = self.box.y + 110 + row * 86
            self.form.add(Label((self.box.x + 40, top, 300, 44), label(key)))
            value = last.get(field) if isinstance(last.get(field), str) else defaults[field]
            entry = TextEntry((self.box.x + 350, top, 500, 44), value[:length], max_length=length)
            self.entries[field] = self.form.add(entry)
        bottom = self.box.bottom - 74
        self.form.add(Button((self.box.x + 40, bottom, 260, 52), label("menu.back"), self.back))
        join = Button((self.box.right - 300, bottom, 260, 52), label("net.join"), self.join,
                      accent=True)  # fmt: skip
        self.form.add(join)
        self.form.focus = self.entries["address"]

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
            return
        super().handle(event)

    def values(self) -> dict[str, str]:
        return {field: entry.value.strip() for field, entry in self.entries.items()}

    def join(self) -> None:
        values = self.values()
        try:
            address = Address.parse(f"{values['address']}:{values['port']}")
            if self.app.options.headless and address.host not in LOOPBACK_NAMES:
                raise ValueError("a run without a window joins this computer only")
        except ValueError:
            self.app.toast(i18n.t("net.join_bad_address"), theme.DANGER)
            self.app.play("invalid")
            return
        if not values["code"]:
            self.app.toast(i18n.t("net.join_no_code"), theme.DANGER)
            self.app.play("invalid")
            return
        client = remembered_client(self.app, self.info, address, values["code"], values["name"])
        self.app.scenes.replace(JoinScene(self.app, self.info, client))

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        panel(surface, self.box)
        title = i18n.t("net.join_title", game=i18n.t(self.info.title))
        rect = (self.box.x + 30, self.box.y + 24, self.box.w - 60, 60)
        blit_fitted(surface, title, rect, theme.FONT_LARGE)
        self.draw_form(surface)


def remembered_client(app, info, address: Address, code: str, name: str) -> Client:
    """A client joining the room at ``address`` with ``code``, kept in the settings as the
    game's last join: in the room of the last join it comes with the token of the seat it
    took there (:meth:`JoinScene._remember`), so that Join, from the menu or the command line,
    takes the seat back after the program was closed."""
    values = {"address": address.host, "port": str(address.port), "code": code, "name": name}
    options = app.settings.game_options(info.name)
    last = options.get("join") if isinstance(options.get("join"), dict) else {}
    same_room = all(
        str(last.get(field, "")).upper() == values[field].upper()
        for field in ("address", "port", "code")
    )
    token = last.get("token") if same_room and isinstance(last.get("token"), str) else None
    options["join"] = {**values, "token": token}
    app.save_settings()
    return Client(address, info.name, code, name or "Player", i18n.language(), token=token)
