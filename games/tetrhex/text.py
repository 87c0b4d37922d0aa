"""Tetrhex's words in English, the source of the catalogues in locale/."""

EN = {
    "tetrhex.results.level_from": "{level} (from {start})",
    "tetrhex.panel.radar_idle": "Off.",
    "tetrhex.help.modern_idea": "The Modern keys around S sit like the neighbours of a hexagon: A "
    "and D slide along the V, Z and X move down-left and down-right, W and E rotate, S moves "
    "down.",
    "tetrhex.help.keys_where": "Choose Classic or Modern keys in the new-game dialog; change any "
    "key in Settings, Key bindings.",
    "tetrhex.title": "Tetrhex",
    "tetrhex.blurb": "Hexagonal falling blocks: fill the V-shaped lines, set off bombs and beat "
    "the 1996 records.",
    "tetrhex.watch": "Watch",
    # help
    "tetrhex.help.pieces_title": "The pieces",
    "tetrhex.help.pieces": "Every piece is made of four hexagons. There are ten, each as "
    "likely as the others: seven shapes, three of which come in two mirror forms. A piece's "
    "colour and symbol come from its shape, so mirror pairs share them and you can plan groups "
    "of one colour.\n\n"
    "One piece in ten is a bomb piece: each of its hexagons carries a bomb (see Bombs).",
    "tetrhex.picture.v_move": "V-right: the piece slides one column along its V",
    "tetrhex.picture.kick": "Where it would turn (outlined) is taken: it turns one step V-left",
    "tetrhex.picture.bomb": "The bomb bar lands against a loaded group: {count} hexagons go",
    "tetrhex.help.goal_title": "The game",
    "tetrhex.help.goal": "Pieces of four hexagons fall into a big hexagon. Steer each one while "
    "it falls and fill the V-shaped lines: a full V disappears, and in each column the "
    "hexagons above it drop down.\n\n"
    "Each line is a V parallel to the two lower edges of the board; the faint bands show them. "
    "The game ends when a new piece has no room at the top.\n\n"
    "Example: on the edge-9 board each of the nine lowest Vs holds 17 hexagons. One piece that "
    "completes two of them at level 0 scores 5 x 10 x 10 = 500 points.",
    "tetrhex.help.moves_title": "Moves",
    "tetrhex.help.moves": "V-left and V-right slide the piece one column sideways at the same "
    "height: it climbs the V beyond the middle and slides down it towards the middle.\n"
    "Down-left and down-right move it one step diagonally. Down moves it one step straight "
    "down and restarts its fall timer.\n"
    "The rotations turn it by 60 degrees; when it does not fit, it tries one step V-left, then "
    "V-right, then one step up.\n"
    "Drop lets it fall straight down and lock at once.\n"
    "A piece that cannot fall locks half a second later; each move restarts that wait, up to "
    "15 times.\n\n"
    "Mouse: click beside the piece to slide it, under it to move it down; the wheel turns it; "
    "the right button drops it.",
    "tetrhex.help.points_title": "Points",
    "tetrhex.help.points": "Landing: 3 points; a dropped piece scores the lines it fell plus "
    "one, at least 3.\n"
    "Lines made by one piece, with L the level: 1 line 2 x (L + 10)², 2 lines 5 x, 3 lines "
    "10 x, 4 lines 20 x.\n"
    "Radar: shows the next piece. Switching it on costs 500 points, and while it is on lines "
    "score 1, 3, 6 and 13 x (L + 10)².\n\n"
    "Example at level 2: two lines score 5 x 144 = 720 points, or 3 x 144 = 432 with the "
    "radar on.",
    "tetrhex.help.bombs_title": "Bombs",
    "tetrhex.help.bombs": "One piece in ten is a bomb piece: each of its hexagons carries a "
    "bomb.\n"
    "Touching hexagons of one colour form a group; a group holding a bomb is loaded. When a "
    "bomb piece lands against another loaded group, its own group and every loaded group it "
    "touches are destroyed: n hexagons score (n x (L + 10))² / 128 points and 8 bomb points "
    "each.\n"
    "Drops also give bomb points (half the lines fallen). Every 1,000 bomb points (800, 600 "
    "and 400 on the smaller boards) earn a bomb.\n"
    "Explode: while a bomb piece falls, spend a bomb to blow up the whole board for 5 points "
    "a hexagon.",
    "tetrhex.help.time_title": "Time and levels",
    "tetrhex.help.time": "Each level lasts 60 seconds. When its clock runs out, the next piece "
    "comes at the next level, which falls faster: one step a second at level 0, four at "
    "level 10.\n"
    "The level-up key jumps a level at once and adds 60 seconds: starting at level 0 and "
    "pressing it ten times gives eleven minutes at level 10.\n"
    "Pause stops the piece but not the level clock, as in the original: pausing never slows "
    "the game.\n"
    "Hint: outlines where the computer would put the piece; a game with a hint ranks apart, in "
    "the table of assisted games. So does a game loaded from a save slot, since loading can "
    "take back a bad placement; Continue, which goes on where you stopped, does not.\n"
    "High scores are kept per board edge; the original's records are the ones to beat "
    "(edge 9: 167,493).",
    "tetrhex.help.keys_title": "Keys ({preset})",
    "tetrhex.help.keys_menu": "Esc: the pause menu (save, help, quit to the menu)",
    "tetrhex.colon": ": ",
    "tetrhex.mode.edge9": "Edge 9",
    "tetrhex.mode.edge8": "Edge 8",
    "tetrhex.mode.edge7": "Edge 7",
    "tetrhex.mode.edge6": "Edge 6",
    "tetrhex.mode.edge9_assisted": "Edge 9 · assisted games",
    "tetrhex.mode.edge8_assisted": "Edge 8 · assisted games",
    "tetrhex.mode.edge7_assisted": "Edge 7 · assisted games",
    "tetrhex.mode.edge6_assisted": "Edge 6 · assisted games",
    "tetrhex.preset.classic": "Classic",
    "tetrhex.preset.modern": "Modern",
    "tetrhex.preset_note": "{action}: {keys}",
    "tetrhex.action.left": "V-left",
    "tetrhex.action.right": "V-right",
    "tetrhex.action.rotate_ccw": "Rotate counter-clockwise",
    "tetrhex.action.rotate_cw": "Rotate clockwise",
    "tetrhex.action.down_left": "Down-left",
    "tetrhex.action.down_right": "Down-right",
    "tetrhex.action.down": "Down",
    "tetrhex.action.drop": "Drop",
    "tetrhex.action.explode": "Explode",
    "tetrhex.action.radar": "Radar",
    "tetrhex.action.pause": "Pause",
    "tetrhex.action.resume": "Resume",
    "tetrhex.action.level_up": "Level up",
    "tetrhex.action.abort": "Abort",
    "tetrhex.action.hint": "Hint",
    # new game
    "tetrhex.option.edge": "Board edge",
    "tetrhex.edge.9": "9 hexagons (217 cells)",
    "tetrhex.edge.8": "8 hexagons (169 cells)",
    "tetrhex.edge.7": "7 hexagons (127 cells)",
    "tetrhex.edge.6": "6 hexagons (91 cells)",
    "tetrhex.option.level": "Start level",
    "tetrhex.option.preset": "Keys",
    "tetrhex.option.shadow": "Landing shadow",
    "tetrhex.option.shadow_box": "Show where the piece will land",
    # panels
    "tetrhex.subtitle": "Edge {edge} · {preset} keys",
    "tetrhex.panel.score": "Score",
    "tetrhex.panel.level": "Level",
    "tetrhex.panel.time": "Time left in the level",
    "tetrhex.panel.lines": "Lines",
    "tetrhex.panel.best": "Record to beat",
    "tetrhex.panel.radar": "Radar: next piece",
    "tetrhex.panel.radar_off": "Off. {keys} switches it on (costs 500 points).",
    "tetrhex.panel.bombs": "Bombs",
    "tetrhex.panel.next_bomb": "Next bomb: {points} / {needed}",
    "tetrhex.keys.menu": "Esc: menu",
    "tetrhex.button.pause": "Pause",
    "tetrhex.button.play_on": "Play on",
    "tetrhex.button.menu": "Menu",
    # effects and messages
    "tetrhex.banner.lines": "{count} lines!",
    "tetrhex.banner.level": "Level {level}",
    "tetrhex.banner.bomb": "+1 bomb!",
    "tetrhex.refuse.not_bomb": "Only a bomb piece can blow up the board.",
    "tetrhex.refuse.no_bomb": "No bomb left: bomb points earn the next one.",
    "tetrhex.refuse.max_level": "Already at level 30, the fastest.",
    "tetrhex.refuse.paused": "Paused: {keys} plays on.",
    "tetrhex.msg.radar_on": "Radar on: 500 points paid, and lines score less while it is on.",
    "tetrhex.msg.radar_off": "Radar off: lines score in full again.",
    "tetrhex.hint.thinking": "Looking for the best place...",
    "tetrhex.hint.shown": "Hint: the outlined hexagons.",
    "tetrhex.hint.explode": "The computer would blow up the board now.",
    "tetrhex.hint.question": "Show a hint?",
    "tetrhex.hint.consequence": "The computer will outline where it would put the piece. This "
    "game then ranks apart, in the high-score table of assisted games.",
    "tetrhex.hint.yes": "Show the hint",
    "tetrhex.hint.no": "Play on without",
    "tetrhex.restart_note": (
        "This game ends here, as Abort ends it: its {score} point can still enter the "
        "high-score table.",
        "This game ends here, as Abort ends it: its {score} points can still enter the "
        "high-score table.",
    ),
    # pause and the end
    "tetrhex.pause.title": "Paused",
    "tetrhex.pause.clock": "The level clock keeps running: {time} left",
    "tetrhex.pause.resume": "{keys} to play on",
    "tetrhex.over.title": "Game over",
    "tetrhex.over.aborted": "Game aborted",
    "tetrhex.over.again": "Play again",
    "tetrhex.over.scores": "High scores",
    "tetrhex.over.menu": "Menu",
    "tetrhex.results.score": "Score",
    "tetrhex.results.level": "Level reached",
    "tetrhex.results.lines": "Lines",
    "tetrhex.results.pieces": "Pieces",
    "tetrhex.results.time": "Time played",
    "tetrhex.results.edge": "Board edge",
    "tetrhex.results.beaten": "You beat the original's record of {record}!",
    "tetrhex.results.to_beat": "The original's record on this board: {record}",
    "tetrhex.results.computer": "The computer's game is over",
    "tetrhex.results.hints": "Hints shown",
    "tetrhex.results.loads": "Loaded from a save",
    # watching the computer
    "tetrhex.watch.subtitle": "The computer plays · edge {edge}",
    "tetrhex.replay.subtitle": "Replay · edge {edge}",
    "tetrhex.replay.watch": "Watch the replay",
    "tetrhex.replay.play": "Play",
    "tetrhex.replay.pause": "Pause",
    "tetrhex.replay.close": "Close",
    "tetrhex.replay.keys_play": "Space: play / pause",
    "tetrhex.replay.keys_step": "Left / Right: by action",
    "tetrhex.replay.keys_seek": "Page Up / Down: 10 s",
    "tetrhex.replay.keys_speed": "1, 2, 4: speed",
    "tetrhex.replay.keys_close": "Esc: close",
    "tetrhex.replay.export": "Export the replay",
    "tetrhex.replay.checking": "Checking the replay...",
    "tetrhex.replay.stop": "Stop",
    "tetrhex.replay.exported": "Replay exported: {path}",
    "tetrhex.replay.open": "Open a replay",
    "tetrhex.replay.list_title": "Replays",
    "tetrhex.replay.list_where": "Put a replay someone sent you in this folder, or drop the "
    "file on the window (the replays you exported are listed too):",
    "tetrhex.replay.list_empty": "No replay files in this folder yet.",
    "tetrhex.replay.row": "{player} · {score} points · edge {edge}",
    "tetrhex.replay.unknown_player": "Someone",
    "tetrhex.replay.not_replay": "{file} is not a Tetrhex replay, or it is damaged.",
    "tetrhex.replay.wrong_score": "The replay {file} does not reach the score it claims: it was "
    "changed or damaged.",
    "tetrhex.watch.speed": "Computer speed (actions a second)",
    "tetrhex.watch.again": "Watch again",
    "tetrhex.summary": (
        "Edge {edge}, level {level}, {score} point",
        "Edge {edge}, level {level}, {score} points",
    ),
    "tetrhex.score_detail": ("level {level}, {lines} line", "level {level}, {lines} lines"),
    "tetrhex.score_detail_assisted": ("{detail} · {hints} hint", "{detail} · {hints} hints"),
    "tetrhex.score_detail_loaded": (
        "{detail} · loaded {loads} time",
        "{detail} · loaded {loads} times",
    ),
}
