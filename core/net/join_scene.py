"""The joiner's waiting screen: connecting, the room's seats until the host starts, or why
the host refused; then the game's own scene over a :class:`RemoteMatch`. Back (a click, or
Escape) leaves it at any moment; Enter leaves once there is nothing to wait for, or once Back
is chosen with Tab, so that Enter pressed while seated in the room does not leave it."""

from __future__ import annotations

import pygame

from core import i18n
from core.net import words
from core.net.client import CLOSED, DROPPED, Client
from core.net.host import Host
from core.net.remote_match import RemoteMatch
from core.scene import Scene
from core.ui import theme
from core.ui.backdrop import draw_backdrop
from core.ui.form import Form
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import Button, is_activate, label

POLL_TICKS = 6  # the screen looks at the network ten times a second while it waits
BACK_RECT = (100, 640, 300, 52)


class JoinScene(Scene):
    """Join ``info``'s game through ``client`` (started here)."""

    host: Host | None = None  # the room this program serves (set by the host's lobby)

    def __init__(self, app, info, client: Client) -> None:
        super().__init__(app)
        self.info, self.client = info, client
        client.on_message = app.wake  # a message from the host is read at once, not at a look
        self.welcome: dict | None = None
        self.seats: list[dict] = []
        self.problem: str | None = None
        self.playing = False  # the game's scene took the connection over
        self.form = Form()
        self.back_button = self.form.add(Button(BACK_RECT, label("menu.back"), self.leave))
        self.form.focus = None  # Enter while waiting in the room must not leave it

    def enter(self) -> None:
        if self.client._thread is None:
            self.client.start()

    @property
    def animating(self) -> bool:
        return False

    def wake_ticks(self) -> int | None:
        return POLL_TICKS

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if is_activate(event) and not self.over and self.form.engaged is not self.back_button:
            return  # waiting in the room, Enter leaves only once Back is chosen (Tab)
        self.form.handle(event)

    def leave(self) -> None:
        self.app.scenes.pop()  # the connection closes (and a served room stops) on exit

    def exit(self) -> None:
        """Leaving before the game starts (Back, Escape, or the window closed) closes the
        connection and stops the room this program serves; once the game's scene has taken
        them over, they are its to close."""
        if self.playing:
            return
        self.client.close()
        if self.host is not None:
            self.host.stop()

    def update(self) -> None:
        """Read the host's messages; the first state starts the game's scene, once. A later
        state read with it (a computer that moved as the player joined) is the one taken:
        each state holds the whole table, and nothing after it would say that move again."""
        if self.playing:
            return  # the game's scene reads the connection now
        latest = None
        for message in self.client.poll():
            kind = message.get("type")
            if kind == "welcome":
                self.welcome, self.problem = message, None
                self._remember(message["token"])
            elif kind == "seats":
                self.seats = message["seats"]
            elif kind in ("bye", "refused"):
                self.problem = words.refusal(message)
            elif kind == "state" and self.welcome is not None:
                latest = message
        if latest is not None:
            self._play(latest)
            return
        if self.over and self.form.focus is None:
            self.form.focus = self.back_button  # nothing left to wait for: Enter goes back

    @property
    def over(self) -> bool:
        """Whether the host refused this player or the connection ended."""
        return self.problem is not None or self.client.status in (DROPPED, CLOSED)

    def _remember(self, token: str) -> None:
        """Keep the token with the last join, so that Join takes this seat back later."""
        last = self.app.settings.game_options(self.info.name).get("join")
        if isinstance(last, dict) and last.get("code", "").upper() == self.client.code.upper():
            last["token"] = token
            self.app.save_settings()

    def _play(self, state_message: dict) -> None:
        match = RemoteMatch(self.client, self.welcome, state_message, self.host)
        scene = self.info.scene_module().network_scene(self.app, match)
        self.playing = True
        self.app.scenes.replace(scene)

    def lines(self) -> list[str]:
        """What the screen says, top to bottom."""
        if self.problem is not None:
            return [self.problem]
        if self.client.status == DROPPED:
            return [i18n.t("net.dropped")]
        if self.client.status == CLOSED:
            return [i18n.t("net.closed")]
        if self.welcome is None:
            address = f"{self.client.address.host}:{self.client.address.port}"
            return [i18n.t("net.connecting", address=address)]
        seats = [words.seat_line(entry) for entry in self.seats]
        return [i18n.t("net.lobby", code=self.welcome["code"]), *seats]

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        lines = self.lines()
        box = pygame.Rect(0, 0, 820, 120 + 48 * len(lines))
        box.center = (640, 360)
        panel(surface, box)
        title = i18n.t(self.info.title)
        blit_fitted(surface, title, (box.x + 30, box.y + 20, box.w - 60, 60), theme.FONT_LARGE)
        for row, text in enumerate(lines):
            rect = (box.x + 40, box.y + 90 + 48 * row, box.w - 80, 44)
            colour = theme.DANGER if self.problem and row == 0 else theme.TEXT
            blit_fitted(surface, text, rect, theme.FONT_NORMAL, colour)
        self.form.draw(surface)
