"""M's words in English, the source of the catalogues in locale/ (keys start with ``m.``)."""

EN = {
    "m.title": "M",
    "m.blurb": "Lay matching tiles, take chips, and keep only your two best colours.",
    "m.option.speed": "Computer speed",
    "m.speed.slow": "Slow",
    "m.speed.normal": "Normal",
    "m.speed.fast": "Fast",
    "m.colour.red": "red",
    "m.colour.yellow": "yellow",
    "m.colour.green": "green",
    "m.colour.blue": "blue",
    "m.colour.purple": "purple",
    "m.symbol.star": "star",
    "m.symbol.circle": "circle",
    "m.symbol.square": "square",
    "m.symbol.triangle": "triangle",
    "m.tile": "{colour} {value} {symbol}",
    "m.tile_zero": "{colour} {value}",
    "m.refuse.occupied": "That cell already holds a tile.",
    "m.refuse.isolated": "A tile must go next to a tile already on the table.",
    "m.refuse.too_wide": "The layout may be at most {limit} columns wide.",
    "m.refuse.too_tall": "The layout may be at most {limit} rows tall.",
    "m.refuse.no_match_left": "This tile shares nothing with the tile on its left.",
    "m.refuse.no_match_right": "This tile shares nothing with the tile on its right.",
    "m.refuse.no_match_above": "This tile shares nothing with the tile above it.",
    "m.refuse.no_match_below": "This tile shares nothing with the tile below it.",
    "m.refuse.not_in_run": "Take a marked tile of the highlighted line.",
    "m.refuse.already_taken": "That tile has already been taken.",
    "m.refuse.last_of_run": "The last tile of the line must stay on the table.",
    "m.refuse.splits": "Taking that tile would split the layout in two.",
    "m.refuse.no_tile": "First choose a tile of your hand (keys 1 to 4).",
    "m.refuse.wait": "Please wait: it is {name}'s turn.",
    "m.refuse.no_swap": "The pile is empty: you can only pass.",
    "m.refuse.no_swap_tile": "First choose the tile to swap (keys 1 to 4).",
    "m.refuse.choose_line": "Choose the row ({row_keys}) or the column ({column_keys}).",
    "m.refuse.no_choice": "There is no line to choose now.",
    "m.refuse.not_placing": "A scoring round is under way: take a marked tile.",
    "m.log.start_letters": "{name} starts: the most letters M in the first name.",
    "m.log.start_drawn": "{name} starts, drawn among the names with the most letters M.",
    "m.log.place": "{name} placed the {tile}.",
    "m.log.chips_one": "{name} took a chip from {givers}.",
    "m.log.chips_many": "{name} took {count} chips: {givers}.",
    "m.log.pass": "{name} passed.",
    "m.log.pass_chip": "{name} passed and gave a chip to {other}.",
    "m.log.swap": "{name} swapped a tile with the pile.",
    "m.log.round_row": "Scoring round on the row, started by {name}!",
    "m.log.round_column": "Scoring round on the column, started by {name}!",
    "m.log.take": "{name} took the {tile}.",
    "m.log.last_tile": "The last tile is drawn: the next scoring round ends the game.",
    "m.end.last_round": "The last scoring round is over.",
    "m.end.blocked": "Nobody could place a tile for a whole round.",
    "m.end.stalled": "Everybody kept passing.",
    "m.hint.fits": "Fits here",
    "m.hint.chips_one": "takes a chip from {givers}",
    "m.hint.chips_many": "takes {count} chips: {givers}",
    "m.hint.scores_row": "starts a scoring round on the row",
    "m.hint.scores_column": "starts a scoring round on the column",
    "m.hint.scores_both": "starts a scoring round (row or column)",
    "m.status.thinking": "{name} is thinking...",
    "m.status.taking": "{name} chooses a tile of the line to take...",
    "m.status.waiting": "{name}'s turn.",
    "m.status.choose_tile": "{name}: choose a tile (1-4), then a green cell, or pass ({keys}).",
    "m.status.place": "{name}: put the tile on a green cell (click, or arrows and Enter).",
    "m.status.no_fit": "{name}: this tile fits nowhere. Choose another or pass.",
    "m.status.must_pass": (
        "{name}: none of your tiles fits. Pass ({pass_keys}) or swap and pass ({swap_keys})."
    ),
    "m.status.choose_line": (
        "{name}: the row and the column both score. Choose one ({row_keys} or {column_keys})."
    ),
    "m.status.take": "{name}: take one of the marked tiles of the line.",
    "m.status.over_win": (
        "Game over: {name} wins with {score} point!",
        "Game over: {name} wins with {score} points!",
    ),
    "m.status.over_tie": (
        "Game over: {names} tie with {score} point!",
        "Game over: {names} tie with {score} points!",
    ),
    "m.hand.title": "{name}'s tiles",
    "m.hand.keys": "{name}'s tiles: 1-4 to choose",
    "m.hand.hidden": "{name}'s tiles (hidden)",
    "m.hand.over": "The game is over: see the results ({results}) or start a new game ({keys}).",
    "m.button.pass": "Pass ({keys})",
    "m.button.swap": "Swap and pass ({keys})",
    "m.button.row": "Row ({keys})",
    "m.button.column": "Column ({keys})",
    "m.button.results": "Results ({keys})",
    "m.button.new_game": "New game ({keys})",
    "m.tip.pass": "Give a chip to {name}, on your right, and end your turn.",
    "m.tip.pass_free": "End your turn (you have no chip to give).",
    "m.tip.swap": "Pass, put the chosen tile under the pile and draw a new one.",
    "m.confirm.pass": "Pass your turn?",
    "m.confirm.swap": "Pass and swap the {tile}?",
    "m.confirm.pass_chip": "You give a chip to {name}.",
    "m.confirm.pass_free": "You have no chip, so passing costs nothing.",
    "m.panel.pile": ("Pile: {count} tile", "Pile: {count} tiles"),
    "m.panel.last": "Last round!",
    "m.panel.limit": "Table {columns} × {rows} of {limit} × {limit}",
    "m.panel.rule": "Chip 10 · two best colours + · others −",
    "m.panel.winner": "Winner",
    "m.panel.round": "Scoring",
    "m.panel.log": "Last moves",
    "m.results.wins": "{name} wins!",
    "m.results.tie": "A tie: {names}",
    "m.results.player": "Player",
    "m.results.chips": "Chips",
    "m.results.best": "Best colours (+)",
    "m.results.negative": "Other colours (−)",
    "m.results.total": "Total",
    "m.score_detail": "{count} players",
    "m.summary": "{count} players, {name} to play, pile {pile}",
    "m.help.goal_title": "The goal",
    "m.help.goal": (
        "2 to 6 players lay tiles next to matching tiles on a shared table. A tile that touches "
        "several tiles takes chips from the player on your right. Completing a long row or "
        "column starts a scoring round, in which the players must take tiles from it.\n\n"
        "At the end each chip is worth 10 points, your two best colours count plus, and every "
        "other colour you collected counts minus. So gather two colours, and leave the others "
        "to your opponents!\n\n"
        "The player with the most letters M in the first name starts; play goes to the left "
        "(down the list of players), and your right-hand neighbour is the player above you."
    ),
    "m.help.tiles_title": "The tiles",
    "m.help.tiles": (
        "Each tile has a colour (red, yellow, green, blue, purple), a value (0, 10, 20, 30 or "
        "40) and a symbol (star, circle, square, triangle); the 0 tiles have no symbol.\n\n"
        "The value is written in two corners and shown as notches on every side: one notch per "
        "10 points.\n\n"
        "Each colour also has its own texture, so you never need to tell colours apart: red is "
        "plain, yellow dotted, green striped across, blue striped diagonally, purple checked.\n\n"
        "Two players use 50 tiles, and each further player adds 10. The game starts with five "
        "tiles laid out in the shape of an M."
    ),
    "m.help.place_title": "Placing a tile",
    "m.help.place": (
        "On your turn, put one tile of your hand on an empty cell next to at least one tile. "
        "It must share at least one thing (colour, value or symbol) with EACH tile it touches, "
        "not necessarily the same thing: a red 20 star may go between a red 0 and a blue 20 "
        "circle. Two 0 tiles share their value; a missing symbol matches nothing.\n\n"
        "The whole layout must fit in 6 × 6: hatched cells and the orange line show where it "
        "cannot grow.\n\n"
        "Chips: touching 2 tiles takes 1 chip from the player on your right, 3 tiles take 2, "
        "4 tiles take 3. When he has none, the chip comes from the next player on the right "
        "who has one. Then you draw back up to 4 tiles."
    ),
    "m.help.pass_title": "Passing",
    "m.help.pass": (
        "Instead of placing, you may pass, even when a tile fits. If you have a chip, you give "
        "one to the player on your right.\n\n"
        "When passing you may also put one tile of your hand under the pile and draw a new one "
        "(Swap and pass).\n\n"
        "When nobody can place a tile for a whole round, the game ends. It also ends after "
        "three full rounds in which every player passed, by choice or not, so that passing "
        "cannot stall the game forever."
    ),
    "m.help.round_title": "Scoring rounds",
    "m.help.round": (
        "When your tile completes a line of 5 or 6 tiles in a row or column, and shares at "
        "least two things with a neighbour in that line, a scoring round begins. If the row "
        "and the column both qualify, you choose one.\n\n"
        "Starting with you and going to the right, each player must take one tile of that "
        "line. A tile may be taken only if the rest of the layout stays in one piece, and one "
        "tile of the line must always stay. The tiles you may take are marked. The round ends "
        "when no tile of the line can be taken.\n\n"
        "Example: a row holds red 10 star, red 20 circle, blue 20 circle and blue 30 square. "
        "You add a blue 30 triangle at its end: five in a row, and your tile shares colour and "
        "value with the blue 30 square, so the row scores.\n\n"
        "Taken tiles are kept face up, sorted by colour, in your row of the panel."
    ),
    "m.help.end_title": "The end and the score",
    "m.help.end": (
        "Once the last tile has been drawn, play goes on with the tiles in hand until the next "
        "scoring round is over: that round counts, then the game ends.\n\n"
        "Score: 10 per chip, plus the totals of your two best colours, minus the totals of all "
        "your other colours.\n\n"
        "Example: 4 chips, red 70, blue 50 and green 30 give 40 + 70 + 50 − 30 = 130.\n\n"
        "The panel shows what each player would score if the game ended now. The best human "
        "score of a game goes to the high-score table."
    ),
    "m.help.keys_title": "Controls",
    "m.help.keys": (
        "Mouse: click a tile of your hand, then a green cell. Click a marked tile to take it. "
        "The buttons pass, swap and pass, or choose the row or the column. A right click drops "
        "the chosen tile.\n\n"
        "Keys (change them in Settings, Key bindings): {keys}. Esc opens the pause menu (save, "
        "load, help).\n\n"
        "With several human players, a hand-over screen hides each hand between turns."
    ),
    "m.refuse.game_over": "The game is over.",
    "m.refuse.no_round": "There is no scoring round under way.",
    "m.refuse.not_in_hand": "There is no {tile} in your hand.",
    "m.refuse.line_not_scoring": "That line does not score.",
    "m.refuse.not_a_move": "That is not a move of M.",
    "m.button.hint": "Hint ({keys})",
    "m.button.undo": "Undo ({keys})",
    "m.tip.undo": "Take back the tile you just placed.",
    "m.log.undo": "{name} took the tile back.",
    "m.refuse.no_undo": "Nothing to take back now: the turn is over.",
    "m.tip.hint": "Ask the strongest computer player for a move.",
    "m.hint.suggest_place": "Hint: place the {tile} on the marked cell ({points} points).",
    "m.hint.suggest_take": "Hint: take the {tile} ({points} points).",
    "m.hint.suggest_swap": "Hint: pass and swap the {tile} ({points} points).",
    "m.hint.suggest_pass": "Hint: pass ({points} points).",
    "m.hint.suggest_row": "Hint: score the row.",
    "m.hint.suggest_column": "Hint: score the column.",
    "m.computer_name": "Robot {n}",
    "m.log.start_none": "{name} starts, drawn at random: no first name holds a letter M.",
    "m.status.no_tiles": "{name}: no tiles left: pass ({keys}).",
    "m.status.must_pass_only": (
        "{name}: none of your tiles fits, and the pile is empty. Pass ({keys})."
    ),
    "m.action.left": "Cursor left",
    "m.action.right": "Cursor right",
    "m.action.up": "Cursor up",
    "m.action.down": "Cursor down",
    "m.action.place": "Place or take",
    "m.action.tile_1": "Choose tile 1",
    "m.action.tile_2": "Choose tile 2",
    "m.action.tile_3": "Choose tile 3",
    "m.action.tile_4": "Choose tile 4",
    "m.action.next_tile": "Next tile",
    "m.action.pass": "Pass",
    "m.action.swap": "Swap and pass",
    "m.action.row": "Score the row",
    "m.action.column": "Score the column",
    "m.action.undo": "Take back",
    "m.action.hint": "Hint",
    "m.action.replay": "Replay",
    "m.action.new_game": "New game (after the end)",
    "m.picture.colour": "colour",
    "m.picture.value": "value",
    "m.picture.symbol": "symbol",
    "m.picture.place": (
        "The outlined red 20 star shares its colour with the red 0 and its value with the "
        "blue 20 circle: it may go there."
    ),
    "m.picture.round": (
        "Five in a row, and the outlined blue 30 triangle shares colour and value with the "
        "blue 30 square: the marked row scores."
    ),
}
