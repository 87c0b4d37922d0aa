"""Watching a recorded game again: play and pause, step through the player's actions, 1x, 2x or
4x speed, and seeking on a time bar (click or drag it, or the keys).

Keys: Space plays or pauses; Left and Right step to the previous or next action (and pause);
Page Up and Page Down jump 10 seconds; Home and End go to the start and the end; 1, 2 and 4
set the speed; Esc closes the replay. The game is drawn by the same board, panels and effects
as a live game; seeking skips the effects and sounds of what it passes over.

The replay opens at once, however long, while its check (:mod:`games.tetrhex.replay_check`)
runs on beside it: the time bar shows the checked part in a lighter band. A file that keeps
its checkpoints plays and seeks anywhere at once; an older one never plays past the checked
part, and a seek beyond it waits for the check with a bar. A replay the check refuses closes
with the reason.
"""

from __future__ import annotations

import pygame

from core import i18n
from core.ui import pen, theme
from core.ui.overlays import panel
from core.ui.text import blit_fitted
from core.ui.widgets import Button, Selector, label
from games.tetrhex import replay_check
from games.tetrhex.playfield import Playfield, play_button_rects
from games.tetrhex.replay_check import CatchUpScene, Done, Verifier
from games.tetrhex.side_panel import PAD, RIGHT, clock_text

SPEEDS = (1, 2, 4)
REMINDERS = (
    "tetrhex.replay.keys_play",
    "tetrhex.replay.keys_step",
    "tetrhex.replay.keys_seek",
    "tetrhex.replay.keys_speed",
    "tetrhex.replay.keys_close",
)
JUMP_TICKS = 600
BAR = pygame.Rect(RIGHT.x + PAD, RIGHT.bottom - 150, RIGHT.w - 2 * PAD, 14)
SPEED_RECT = (RIGHT.x + PAD, RIGHT.bottom - 124, RIGHT.w - 2 * PAD, 46)
SPEED_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_4: 4, pygame.K_KP1: 1, pygame.K_KP2: 2}


class ReplayScene(Playfield):
    def __init__(self, app, verifier: Verifier, checked: Done, refused: Done) -> None:
        """The replay ``verifier`` checks, from its start; ``checked()`` once the check has
        passed (at once if it has), ``refused()`` after the scene closed when it fails."""
        self.verifier = verifier
        self.checked, self.refused = checked, refused
        self.told_checked = False
        self.tell_checked()
        self.player = verifier.viewer()
        super().__init__(app, self.player.game, shadow=False)
        self.speed = 1
        self.playing = True
        self.dragging = False
        play_rect, back_rect = play_button_rects(2)
        self.play_button = self.form.add(Button(play_rect, self._play_label, self.toggle_play))
        self.form.add(Button(back_rect, label("tetrhex.replay.close"), self.back))
        choices = [(speed, lambda s=speed: f"{s}×") for speed in SPEEDS]
        self.speed_selector = self.form.add(Selector(SPEED_RECT, choices, 1, self.set_speed))
        self.form.focus = self.play_button

    # -- the clock ---------------------------------------------------------------------------

    @property
    def length(self) -> int:
        """The game's length in ticks (until the check has passed, the best known)."""
        return self.verifier.length

    def update(self) -> None:
        self.form.update()
        self.ticks += 1
        if not self.check_on():
            return
        if self.playing and not self.player.over:
            for _ in range(self.speed):
                if self.player.tick >= self.verifier.open_to and self.verifier.checking:
                    break  # never ahead of the check (only a very slow machine gets here)
                self.player.step()
                self.absorb()
        if self.player.over:
            self.playing = False
        self.effects.update()
        if self.message_ticks > 0:
            self.message_ticks -= 1

    def check_on(self) -> bool:
        """The check's share of this frame; False when it has just refused the replay (the
        scene is closed)."""
        verifier = self.verifier
        if verifier.checking:
            verifier.run(replay_check.BESIDE_BUDGET)
        if verifier.refused:
            self.app.scenes.pop()
            self.refused()
            return False
        self.tell_checked()
        return True

    def tell_checked(self) -> None:
        if self.verifier.passed and not self.told_checked:
            self.told_checked = True
            self.checked()

    @property
    def animating(self) -> bool:
        effects = self.effects
        return (
            self.verifier.checking
            or (self.playing and not self.player.over)
            or bool(effects.items)
            or (effects.banner is not None)
        )

    def wake_ticks(self) -> int | None:
        return None

    def frame_key(self) -> object:
        base = super().frame_key()
        if base is None:
            return None
        bar = (self._bar_pixels(self.player.tick), self._bar_pixels(self.verifier.checked_to))
        return (base, bar, clock_text(self.player.tick), self.playing, self.speed)

    def focus_lost(self, hidden: bool) -> None:
        self.playing = False

    def seek(self, tick: int) -> None:
        """Go to ``tick`` (the end from :attr:`length` on): at once within the checked part,
        or anywhere in a file that keeps checkpoints; else once the check is there (for the
        end, once it is over: only then is it known)."""
        verifier = self.verifier
        if verifier.refused:
            return  # closing: the next update says why
        tick = max(tick, 0)
        to_end = tick >= self.length
        unknown_end = to_end and verifier.replay.recording.end is None
        if verifier.checking and (tick > verifier.open_to or unknown_end):
            self.dragging = False  # the button comes up over the bar that shows now
            goal = None if to_end else tick
            then = self.seek_end if to_end else lambda: self.seek(tick)
            self.app.scenes.push(CatchUpScene(self.app, verifier, goal, then))
            return
        tick = min(tick, self.length)
        try:
            self.player.seek(tick)
        except ValueError:
            verifier.refuse()  # a file's checkpoint that is no game: the next update says why
            return
        if self.player.tick >= self.length:
            self.player.apply_due()  # the end shows the actions of the last tick (a last drop)
        self.game = self.player.game
        self.game.pop_events()
        self.effects.clear()

    def seek_end(self) -> None:
        self.seek(self.length)

    def step_action(self, direction: int) -> None:
        """Pause, and go just past the next (or back to just before the previous) action."""
        self.playing = False
        ticks = sorted({tick for tick, _ in self.player.recording.inputs})
        now = self.player.tick
        if direction > 0:
            later = [tick for tick in ticks if tick >= now]
            self.seek(later[0] + 1 if later else self.length)
        else:
            earlier = [tick for tick in ticks if tick < now - 1]
            self.seek(earlier[-1] + 1 if earlier else 0)

    def toggle_play(self) -> None:
        if self.player.over:
            self.seek(0)
        self.playing = not self.playing

    def set_speed(self, speed: int) -> None:
        self.speed = speed

    def _play_label(self) -> str:
        return i18n.t("tetrhex.replay.pause" if self.playing else "tetrhex.replay.play")

    # -- input -------------------------------------------------------------------------------

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._on_bar(event.pos):
            self.dragging = True
            self._seek_to_pixel(event.pos[0])
            return
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._seek_to_pixel(event.pos[0])
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        self.form.handle(event)

    def _key(self, key: int) -> bool:
        moves = {
            pygame.K_RIGHT: lambda: self.step_action(1),
            pygame.K_LEFT: lambda: self.step_action(-1),
            pygame.K_PAGEDOWN: lambda: self.seek(self.player.tick + JUMP_TICKS),
            pygame.K_PAGEUP: lambda: self.seek(self.player.tick - JUMP_TICKS),
            pygame.K_HOME: lambda: self.seek(0),
            pygame.K_END: self.seek_end,
            pygame.K_SPACE: self.toggle_play,
            pygame.K_ESCAPE: self.back,
        }
        if key in SPEED_KEYS:
            self.speed_selector.index = SPEEDS.index(SPEED_KEYS[key])
            self.set_speed(SPEED_KEYS[key])
            return True
        if key in moves:
            moves[key]()
            return True
        return False

    def _on_bar(self, pos) -> bool:
        return BAR.inflate(0, 16).collidepoint(pos)

    def _seek_to_pixel(self, x: int) -> None:
        share = min(max((x - BAR.x) / BAR.w, 0.0), 1.0)
        self.seek(round(share * self.length))

    # -- GameScene ---------------------------------------------------------------------------

    def back(self) -> None:
        self.app.scenes.pop()

    def snapshot(self) -> dict | None:
        return None

    def autosave(self) -> None:
        """A replay changes no saved game."""

    def restart(self) -> None:
        self.seek(0)

    def subtitle(self) -> str:
        return i18n.t("tetrhex.replay.subtitle", edge=self.game.edge)

    def key_reminders(self) -> tuple[str, ...]:
        return tuple(i18n.t(key) for key in REMINDERS)

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface) -> None:
        super().draw(surface)
        now = clock_text(self.player.tick)
        total = clock_text(self.length)
        time_rect = (BAR.x, BAR.y - 34, BAR.w, 28)
        blit_fitted(surface, f"{now} / {total}", time_rect, theme.FONT_SMALL, theme.TEXT_DIM)
        panel(surface, BAR, border=theme.TEXT_DIM)
        if self.verifier.checking:
            self._draw_check(surface)
        done = BAR.copy()
        done.w = self._bar_pixels(self.player.tick)
        if done.w > 0:
            pen.rect(surface, theme.ACCENT, done, border_radius=4)

    def _draw_check(self, surface) -> None:
        """How far the check has come: a lighter band on the bar, and a line above it."""
        checked = BAR.copy()
        checked.w = self._bar_pixels(self.verifier.checked_to)
        pen.rect(surface, theme.TEXT_DIM, checked, border_radius=4)
        said = i18n.t("tetrhex.replay.checking")
        blit_fitted(surface, said, (BAR.x, BAR.y - 62, BAR.w, 26), theme.FONT_SMALL, theme.TEXT_DIM)

    def _bar_pixels(self, tick: int) -> int:
        return round(BAR.w * tick / max(1, self.length))
