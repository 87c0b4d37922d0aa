"""Tetrhex for a player: keys and mouse to actions, the hint, saves, and the end with high scores.

Every key press is handed to the engine in ``handle``, so it changes the game in the tick it
arrives in; held moves repeat through :class:`games.tetrhex.controls.Controls`. The mouse works
too: a click beside the piece slides it that way, a click under it moves it down, the wheel
turns it and the right button drops it. The hint asks the bot (in a worker thread) where it
would put the piece and outlines those cells until the piece locks.

Esc opens the pause menu and pauses the engine (whose level clock runs on, as the rules say);
Ctrl+Esc, when a preset binds it, aborts the game, which still counts for the high scores.
A saved game comes back paused, so the player is not surprised by a falling piece.
"""

from __future__ import annotations

import uuid

import pygame

from core import i18n
from core.message import Message
from core.newgame import Choice, Flag, NewGameScene, Number, remembered
from core.scores_scene import HighScoresScene, offer_high_score
from core.storage import KEPT_ID, ScoreEntry
from core.thinker import Thinker
from core.ui import theme
from core.ui.dialogs import ChoiceDialog
from core.ui.overlays import draw_thinking
from core.ui.widgets import Button, is_click, label
from games.tetrhex import help_pictures, replay_menu
from games.tetrhex.ai import Bot
from games.tetrhex.autosaver import Autosaver, BackgroundWrite
from games.tetrhex.controls import ENGINE_ACTIONS, MOVES, Controls, first_key, keys_text
from games.tetrhex.info import DEFAULT_PRESET, INFO
from games.tetrhex.logic import EDGES, Action, Game
from games.tetrhex.playfield import PauseMenu, Playfield, play_button_rects
from games.tetrhex.recording import MAX_INPUTS, Check, Recording
from games.tetrhex.replay_check import run_for
from games.tetrhex.replay_files import ReplayFile
from games.tetrhex.replay_menu import ReplayListScene
from games.tetrhex.scoring import MAX_LEVEL, RECORDS
from games.tetrhex.side_panel import RIGHT

SAVE_FORMAT = 1
OPTIONS = [
    Choice(
        "edge",
        "tetrhex.option.edge",
        [
            (9, "tetrhex.edge.9"),
            (8, "tetrhex.edge.8"),
            (7, "tetrhex.edge.7"),
            (6, "tetrhex.edge.6"),
        ],
        9,
    ),
    Number("level", "tetrhex.option.level", 0, MAX_LEVEL, 0),
    Choice(
        "preset",
        "tetrhex.option.preset",
        [("classic", "tetrhex.preset.classic"), ("modern", "tetrhex.preset.modern")],
        DEFAULT_PRESET,
    ),
    Flag("shadow", "tetrhex.option.shadow", "tetrhex.option.shadow_box", True),
]
ORIGINAL_NAME = "Tetrhex 1996"
VERIFY_SECONDS = {True: 0.004, False: 0.001}  # a tick's checking of a saved replay: paused, not
BLOCKED_TICKS = 8  # how long a refused move outlines the piece in red
REMINDERS = ("pause", "hint", "radar", "drop")


# -- what the menu calls ------------------------------------------------------------------------


def new_game(app) -> NewGameScene:
    """The new-game dialog: board edge, start level, key preset and the landing shadow."""

    def start(_seats, values: dict) -> TetrhexScene:
        return TetrhexScene.fresh(app, values)

    return NewGameScene(app, INFO, OPTIONS, start, notes=lambda values: preset_notes(app, values))


PRESET_NOTE_ROWS = (
    ("left", "right", "down"),
    ("rotate_ccw", "rotate_cw", "drop"),
    ("down_left", "down_right", "explode"),
    ("hint", "radar", "pause"),
)


def preset_notes(app, values: dict) -> list[str]:
    """What the chosen key preset does, as the keys are bound now: four rows of actions, then
    the key of the pause menu."""
    preset = values.get("preset")
    preset = preset if preset in INFO.key_presets else DEFAULT_PRESET
    rows = [
        "   ·   ".join(
            i18n.t(
                "tetrhex.preset_note",
                action=i18n.t(INFO.action_labels[action]),
                keys=keys_text(app, preset, action),
            )
            for action in row
        )
        for row in PRESET_NOTE_ROWS
    ]
    return [*rows, i18n.t("tetrhex.help.keys_menu")]


def resume(app, state: dict) -> TetrhexScene:
    """The game saved by :meth:`TetrhexScene.snapshot`; ``ValueError`` if it cannot go on."""
    if not isinstance(state, dict) or state.get("format") != SAVE_FORMAT:
        raise ValueError("this is not a saved game of Tetrhex")
    game = Game.from_dict(state.get("game"))
    if game.over:
        raise ValueError("this saved game of Tetrhex is already over")
    preset = state.get("preset")
    shadow = state.get("shadow")
    if preset not in INFO.key_presets or not isinstance(shadow, bool):
        raise ValueError("the saved key preset or shadow setting is damaged")
    marks = {name: saved_count(state, name) for name in ("hints", "loads")}
    recording = saved_recording(state, game)
    marks["hints"] = max(marks["hints"], recording.hints if recording else 0)
    game_id = state.get("game_id")
    game_id = game_id if isinstance(game_id, str) and KEPT_ID.fullmatch(game_id) else None
    scene = TetrhexScene(app, game, preset, shadow, recording, game_id=game_id, **marks)
    if recording is not None:
        scene.verifying = Verification(recording, game)
    return scene


def saved_count(state: dict, name: str) -> int:
    """A mark counted in a save (``hints``, ``loads``): 0 when a save from before it has none."""
    count = state.get(name, 0)
    if type(count) is not int or not 0 <= count <= MAX_INPUTS:
        raise ValueError(f"the saved number of {name} is damaged")
    return count


def saved_recording(state: dict, game: Game) -> Recording | None:
    """The replay kept with a saved game, if it is there and ends where the game was saved; a
    save from before replays still plays (without one). Whether it leads exactly to the game
    is checked as the game goes on (:class:`Verification`): a long one takes seconds."""
    try:
        recording = Recording.from_json(state.get("recording"))
    except ValueError:
        return None
    if recording.inputs and recording.inputs[-1][0] > game.ticks:
        return None
    if recording.last_checkpoint > game.ticks or recording.end is not None:
        return None  # checkpoints past the game: not its recording
    return recording


class Verification:
    """A saved game's replay played through to where the game was saved, a few milliseconds a
    tick, so that Continue is immediate however long the game; :meth:`run` says, once done,
    whether it led exactly to the saved game (if not, the game goes on without a replay)."""

    def __init__(self, recording: Recording, game: Game) -> None:
        self.check = Check(recording.copy(), until=game.ticks)
        self.saved = game.to_dict()

    def run(self, seconds: float) -> bool | None:
        """Check on for about ``seconds``: None while unfinished, then whether it matched (a
        checkpoint of the replay that differs from its game is a mismatch too)."""
        try:
            if not run_for(seconds, self.check):
                return None
        except ValueError:
            return False
        return self.check.player.game.to_dict() == self.saved


def extra(app, name: str):
    """The menu card's extra buttons: "watch" (the computer plays, also ``--demo``)."""
    if name != "watch":
        raise ValueError(f"Tetrhex has no screen called {name!r}")
    from games.tetrhex.watch import WatchScene

    return WatchScene.fresh(app)


ASSISTED = "_assisted"  # the end of the table's mode for games in which a hint was shown


def initial_high_scores(mode: str) -> list[ScoreEntry]:
    """The original's record on each board edge, as the first entry to beat (with hints too:
    a hint is no way past the record)."""
    digits = mode.removeprefix("edge").removesuffix(ASSISTED)
    edge = int(digits) if digits.isdigit() else None
    if edge not in RECORDS:
        return []
    return [ScoreEntry(ORIGINAL_NAME, RECORDS[edge], "", "Atari Falcon")]


def current_preset(app) -> str:
    """The preset of the game being played, else the one the new-game dialog remembers."""
    for scene in reversed(app.scenes.scenes):
        if isinstance(scene, TetrhexScene):
            return scene.preset
    preset = remembered(app, INFO)[0].get("preset")
    return preset if preset in INFO.key_presets else DEFAULT_PRESET


def _help_page(app, title: str, body: str) -> tuple:
    draw = HELP_PICTURES.get(body)
    if draw is None:
        return (i18n.t(title), i18n.t(body))
    return (i18n.t(title), i18n.t(body), lambda surface, rect: draw(surface, rect, app.palette()))


def labelled(name: str, value: str) -> str:
    """``name: value`` with the language's colon (French puts a space before it)."""
    return f"{name}{i18n.t('tetrhex.colon')}{value}"


HELP_PICTURES = {
    "tetrhex.help.goal": help_pictures.v_lines,
    "tetrhex.help.pieces": help_pictures.ten_pieces,
    "tetrhex.help.moves": help_pictures.moves,
    "tetrhex.help.bombs": help_pictures.bombs,
}


def help_pages(app) -> list[tuple]:
    """The rules (with their diagrams), then the keys of the current preset as bound now."""
    pages = [_help_page(app, title, body) for title, body in INFO.help_pages]
    preset = current_preset(app)
    lines = [
        labelled(i18n.t(INFO.action_labels[action]), keys_text(app, preset, action))
        for action in INFO.key_presets[preset]
    ]
    lines.append(i18n.t("tetrhex.help.keys_menu"))
    lines.append("")
    if preset == "modern":
        lines.append(i18n.t("tetrhex.help.modern_idea"))
    lines.append(i18n.t("tetrhex.help.keys_where"))
    title = i18n.t("tetrhex.help.keys_title", preset=i18n.t(INFO.preset_labels[preset]))
    pages.append((title, "\n".join(lines)))
    return pages


def score_entry_actions(app, mode: str, entry: ScoreEntry) -> list:
    """For the high-score table: watch or export an entry's kept replay."""
    return replay_menu.entry_actions(app, mode, entry)


def score_extras(app) -> list:
    """For the high-score table: open a replay file someone sent."""
    return [(label("tetrhex.replay.open"), lambda: app.scenes.push(ReplayListScene(app)))]


def open_file(app, path) -> bool:
    """A file dropped on the window: True if it was a Tetrhex replay (opened or refused)."""
    return replay_menu.open_file(app, path)


def _bot_hint(game: Game) -> frozenset:
    return Bot().hint(game)


# -- the scene ----------------------------------------------------------------------------------


class TetrhexScene(Playfield):
    def __init__(
        self,
        app,
        game: Game,
        preset: str = DEFAULT_PRESET,
        shadow: bool = True,
        recording: Recording | None = None,
        *,
        hints: int = 0,
        loads: int = 0,
        game_id: str | None = None,
    ) -> None:
        """A new game (``game`` not started yet) records itself unless given a ``recording``.
        ``hints`` counts the hints shown so far and ``loads`` the times the game came back
        from a save slot: one of either is enough to rank the game apart.
        ``game_id`` names the game in the high-score table (once) and its kept replay."""
        if recording is None and game.ticks == 0:
            recording = Recording.of(game)
        super().__init__(app, game, shadow, recording)
        self.hints = hints
        self.loads = loads
        self.verifying: Verification | None = None  # a saved replay still being played through
        self.writing_slot = False  # a save slot, not the autosave, is being written
        self.game_id = game_id or uuid.uuid4().hex
        self.controls = Controls(app, preset)
        self.preset = self.controls.preset
        self.hint_for: int | None = None
        self.hint: frozenset = frozenset()
        self.hint_thinker: Thinker | None = None
        self.blocked_ticks = 0
        self.score_offered = False
        self._key_names: dict[tuple, str] = {}
        self.autosaver = Autosaver(game.pieces)
        self.writing: BackgroundWrite | None = None
        pause_rect, menu_rect = play_button_rects(2)
        self.play_buttons = [
            self.form.add(Button(pause_rect, self._pause_label, self.toggle_pause)),
            self.form.add(Button(menu_rect, label("tetrhex.button.menu"), self.open_pause)),
        ]
        self.form.focus = None  # the keys play; the buttons are for the mouse

    @classmethod
    def fresh(cls, app, values: dict) -> TetrhexScene:
        """A new game with the new-game dialog's ``values`` (anything odd falls back)."""
        edge = values.get("edge") if values.get("edge") in EDGES else 9
        level = values.get("level")
        level = level if isinstance(level, int) and 0 <= level <= MAX_LEVEL else 0
        shadow = values.get("shadow")
        game = Game(edge, level, app.next_seed())
        return cls(
            app,
            game,
            values.get("preset", DEFAULT_PRESET),
            shadow if isinstance(shadow, bool) else True,
        )

    # -- GameScene ---------------------------------------------------------------------------

    def snapshot(self) -> dict | None:
        if self.game.over:
            return None
        game = self.game.to_dict()
        saved = {"format": SAVE_FORMAT, "game": game, "preset": self.preset, "shadow": self.shadow}
        # a game kept in a slot can be loaded back to undo what followed: loaded, it is marked
        loads = self.loads + 1 if self.writing_slot else self.loads
        saved |= {"hints": self.hints, "loads": loads, "game_id": self.game_id}
        recording = self.recording
        if not game["paused"]:
            game["paused"] = True  # a loaded game waits for the player...
            if recording is not None:  # ...and its replay pauses there too
                recording = recording.with_input(self.game.ticks, Action.PAUSE)
        if recording is not None:
            saved["recording"] = recording.to_json()
        return saved

    def write(self, slot: str) -> bool:
        """Save to ``slot``; a slot other than the autosave marks the game it gives back
        (Continue only goes on where the game stopped, so the autosave does not)."""
        self.writing_slot = slot != "autosave"
        try:
            return super().write(slot)
        finally:
            self.writing_slot = False

    def summary(self) -> Message:
        game = self.game
        fields = {"edge": game.edge, "level": game.level, "score": game.score}
        return Message("tetrhex.summary", fields)

    def restart(self) -> None:
        """A new game on the same board; a game still running ends as Abort ends it, and its
        score is offered to the table over the new game (which waits underneath)."""
        running = not self.game.over
        if running:
            self.act(Action.ABORT)
            self.score_offered = True
        game = Game(self.game.edge, self.game.start_level, self.app.next_seed())
        self.app.scenes.replace(TetrhexScene(self.app, game, self.preset, self.shadow))
        if running:
            self.offer_score()

    def pause_choices(self) -> list:
        """Restart asks first, and says what happens to the score so far."""
        choices = super().pause_choices()
        choices[1] = (choices[1][0], self.ask_restart)
        return choices

    def ask_restart(self) -> None:
        """Restart? starts on No; No and Esc go back to the pause menu."""
        note = label("tetrhex.restart_note", score=self.game.score)
        choices = [(label("dialog.yes"), self.restart), (label("dialog.no"), self.open_pause)]
        dialog = ChoiceDialog(
            self.app, label("pause.restart_question"), choices, note, on_cancel=self.open_pause
        )
        dialog.form.focus = dialog.form.widgets[-1]
        self.app.scenes.push(dialog)

    def resume(self) -> None:
        self.controls.release_all()
        self._key_names.clear()  # the screen that was on top may have changed the bindings

    def key_names(self, action: str, first: bool = False) -> str:
        """The keys of ``action`` as the panels show them, worked out once (the bindings do
        not change under a running game)."""
        cache_key = (action, first, i18n.language())
        names = self._key_names.get(cache_key)
        if names is None:
            names = (first_key if first else keys_text)(self.app, self.preset, action)
            self._key_names[cache_key] = names
        return names

    # -- input -------------------------------------------------------------------------------

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and not self.game.over:
            action = self.controls.pressed(event)
            if action is not None:
                self.command(action)
                return
        if event.type == pygame.KEYUP:
            self.controls.released(event)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.MOUSEMOTION):
            used = self.form.handle(event)
            if used and is_click(event):
                self.app.play("click")
            elif not used and not self.game.over:
                self.mouse(event)
            return
        super().handle(event)

    def command(self, action: str) -> None:
        """Carry out a bound action at once."""
        if action == "pause":
            self.toggle_pause()
        elif action == "resume":
            self.play_on()
        elif action == "hint":
            self.ask_hint()
        elif self.game.paused and action != "abort":
            self.refuse(i18n.t("tetrhex.refuse.paused", keys=self.key_names("resume")))
        elif self.act(ENGINE_ACTIONS[action]):
            self.acted(action)
        else:
            self.refused(action)

    def mouse(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.command("rotate_cw" if event.y > 0 else "rotate_ccw")
            return
        if event.type != pygame.MOUSEBUTTONDOWN or self.game.piece is None:
            return
        if event.button == 3:
            self.command("drop")
            return
        cell = self.view.cell_at(event.pos)
        if event.button != 1 or cell is None:
            return
        columns = [q for q, _r in self.game.piece_cells()]
        if cell[0] < min(columns):
            self.command("left")
        elif cell[0] > max(columns):
            self.command("right")
        else:
            self.command("down")

    def before_tick(self) -> None:
        for action in self.controls.tick():
            if not self.game.paused and not self.act(ENGINE_ACTIONS[action]):
                self.blocked_ticks = BLOCKED_TICKS

    def acted(self, action: str) -> None:
        if action == "radar":
            key = "tetrhex.msg.radar_on" if self.game.radar else "tetrhex.msg.radar_off"
            self.say(i18n.t(key), theme.ACCENT if self.game.radar else theme.TEXT)

    def refused(self, action: str) -> None:
        """Why the engine did nothing. A blocked move only outlines the piece in red: a buzz
        each time a piece touches a wall would drown the game."""
        if action in MOVES:
            self.blocked_ticks = BLOCKED_TICKS
        elif action == "explode":
            piece = self.game.piece
            key = (
                "tetrhex.refuse.not_bomb" if piece and not piece.bomb else "tetrhex.refuse.no_bomb"
            )
            self.refuse(i18n.t(key))
        elif action == "level_up":
            self.refuse(i18n.t("tetrhex.refuse.max_level"))

    def refuse(self, reason: str) -> None:
        self.say(reason, theme.DANGER)
        self.app.play("invalid")

    # -- the hint ----------------------------------------------------------------------------

    def ask_hint(self) -> None:
        game = self.game
        if (
            game.over
            or game.paused
            or (self.hint_for == game.pieces and (self.hint or self.hint_thinker))
        ):
            return
        if self.hints == 0:
            self.ask_first_hint()
            return
        self.show_hint()

    def ask_first_hint(self) -> None:
        """Before the first hint of a game, say what it costs (the game then ranks apart),
        with the game paused (its level clock running on, as under the pause menu)."""
        self.act(Action.PAUSE)
        choices = [
            (label("tetrhex.hint.yes"), self.hint_accepted),
            (label("tetrhex.hint.no"), self.play_on),
        ]
        question = label("tetrhex.hint.question")
        note = label("tetrhex.hint.consequence")
        dialog = PauseMenu(self.app, self, choices, title=question, message=note)
        dialog.form.focus = dialog.form.widgets[-1]  # the free choice: a habitual Return is free
        self.app.scenes.push(dialog)

    def hint_accepted(self) -> None:
        self.play_on()
        self.show_hint()

    def show_hint(self) -> None:
        game = self.game
        self.hint_for, self.hint = game.pieces, frozenset()
        self.hint_thinker = Thinker(_bot_hint, game.clone())
        self.hints += 1
        if self.recording is not None:
            self.recording.hints = self.hints
        self.say(i18n.t("tetrhex.hint.thinking"), theme.TEXT_DIM)

    def poll_hint(self) -> None:
        thinker = self.hint_thinker
        if thinker is None or not thinker.poll():
            return
        self.hint_thinker = None
        cells = thinker.result()
        if self.hint_for == self.game.pieces:
            self.hint = cells
            self.say(
                i18n.t("tetrhex.hint.shown" if cells else "tetrhex.hint.explode"), theme.ACCENT
            )

    def hint_cells(self) -> frozenset:
        return self.hint if self.hint_for == self.game.pieces else frozenset()

    # -- time --------------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        busy = self.hint_thinker is not None or self.verifying is not None
        return super().animating or busy or self.blocked_ticks > 0

    def update(self) -> None:
        super().update()
        self.poll_hint()
        self.verify(VERIFY_SECONDS[self.game.paused])
        if self.blocked_ticks > 0:
            self.blocked_ticks -= 1
        if self.writing is not None and self.writing.done:
            self.finish_writing()
        if self.autosaver.due(self.game.pieces, self.game.over):
            self.save_as_it_goes()

    def verify(self, seconds: float) -> None:
        """Check the saved replay on for ``seconds``; one that does not lead exactly to the
        saved game is dropped (the game goes on; only its replay is lost)."""
        if self.verifying is None:
            return
        matched = self.verifying.run(seconds)
        if matched is not None:
            self.verifying = None
            if not matched:
                self.recording = None

    def save_as_it_goes(self) -> None:
        """Autosave while playing, off the frame loop (the slot is cleared once the game is
        over). A write still under way is let be: the next lock saves again."""
        if self.game.over:
            self.autosave()
        elif self.writing is None:
            state, summary, storage = self.snapshot(), self.summary(), self.app.storage
            self.writing = BackgroundWrite(
                lambda: storage.write_save(INFO.name, "autosave", state, summary)
            )

    def finish_writing(self) -> None:
        """Wait for the autosave under way; a disk that refused is reported, once, and play
        goes on without autosaving."""
        writing, self.writing = self.writing, None
        if writing is None:
            return
        writing.finish()
        if writing.error is not None:
            self.autosaver.stopped = True
            self.app.cannot_save(writing.error)

    def autosave(self) -> None:
        self.finish_writing()  # so that an older game never lands after this one
        super().autosave()

    def blocked(self) -> bool:
        return self.blocked_ticks > 0

    # -- the end -----------------------------------------------------------------------------

    def end_choices(self) -> list:
        return [
            (label("tetrhex.over.again"), self.restart),
            (label("tetrhex.over.scores"), self.open_scores),
            (label("tetrhex.over.menu"), self.quit_to_menu),
        ]

    def after_results(self) -> None:
        if self.score_offered:
            return
        self.score_offered = True
        self.offer_score()

    @property
    def score_mode(self) -> str:
        """The table this game enters: its board's, or, once a hint was shown or the game was
        loaded from a save slot, the board's table of assisted games."""
        return self.mode + ASSISTED if self.hints or self.loads else self.mode

    def offer_score(self) -> bool:
        """Offer the score to the table (once per game), its replay kept with it."""
        game = self.game
        detail = Message("tetrhex.score_detail", {"level": game.level, "lines": game.lines_cleared})
        if self.hints:
            fields = {"detail": detail, "hints": self.hints}
            detail = Message("tetrhex.score_detail_assisted", fields)
        if self.loads:
            detail = Message("tetrhex.score_detail_loaded", {"detail": detail, "loads": self.loads})
        self.verify(float("inf"))  # the replay kept must be the game's
        replay = None
        if self.recording is not None:
            replay = ReplayFile.of(self.recording, game).to_json()
        return offer_high_score(
            self.app, INFO, self.score_mode, game.score, detail,
            match_id=self.game_id, replay=replay,
        )  # fmt: skip

    def open_scores(self) -> None:
        self.app.scenes.push(HighScoresScene(self.app, INFO, self.score_mode))

    # -- what the panels show ----------------------------------------------------------------

    def _pause_label(self) -> str:
        return i18n.t("tetrhex.button.play_on" if self.game.paused else "tetrhex.button.pause")

    def subtitle(self) -> str:
        preset = i18n.t(INFO.preset_labels[self.preset])
        return i18n.t("tetrhex.subtitle", edge=self.game.edge, preset=preset)

    def radar_key(self) -> str:
        return self.key_names("radar")

    def key_reminders(self) -> tuple[str, ...]:
        reminders = [
            labelled(self.key_names(action, first=True), i18n.t(INFO.action_labels[action]))
            for action in REMINDERS
        ]
        return (*reminders, i18n.t("tetrhex.keys.menu"))

    def resume_hint(self) -> str:
        keys = " / ".join(self.key_names(action) for action in ("resume", "pause"))
        return i18n.t("tetrhex.pause.resume", keys=keys)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.hint_thinker is not None:
            draw_thinking(surface, (RIGHT.x + 40, RIGHT.bottom - 110), self.ticks)
