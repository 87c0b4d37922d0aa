"""Abaku's UI strings in English, the source of the catalogues in locale/."""

EN = {
    "abaku.title": "Abaku",
    "abaku.blurb": "A crossword of digits: lay sums, products and roots on the board.",
    "abaku.opt_timer": "Turn time limit",
    "abaku.timer_off": "Off",
    "abaku.timer_30": "30 seconds",
    "abaku.timer_60": "60 seconds",
    "abaku.timer_120": "120 seconds",
    "abaku.mode_solo": "Solo",
    "abaku.mode_multi": "Against others",
    "abaku.sq_digit": "digit",
    "abaku.sq_example": "example",
    "abaku.confirm": "Confirm",
    "abaku.play_hint": "Play hint",
    "abaku.recall": "Recall",
    "abaku.shuffle": "Shuffle",
    "abaku.hint": "Hint",
    "abaku.exchange": "Exchange",
    "abaku.exchange_cancel": "Cancel",
    "abaku.exchange_do": "Swap {count}",
    "abaku.pass": "Pass",
    "abaku.menu": "Menu",
    "abaku.surrender": "Surrender",
    "abaku.surrender_question": "Give up this game?",
    "abaku.pass_question": "Pass this turn?",
    "abaku.pass_warning": (
        "This would be pass {count} in a row. Three in a row while the bag holds "
        "tiles lose the game."
    ),
    "abaku.tip_confirm": "Play the tiles placed on the board ({keys})",
    "abaku.tip_recall": "Take all placed tiles back to the rack ({keys} takes one)",
    "abaku.tip_shuffle": "Shuffle your rack ({keys})",
    "abaku.tip_hint": "Show the best move as ghost tiles ({keys})",
    "abaku.tip_exchange": "Choose tiles to swap with the bag ({keys})",
    "abaku.tip_pass": "Skip this turn ({keys})",
    "abaku.bag": "Bag: {count}",
    "abaku.timer": "{seconds} s",
    "abaku.thinking": "Thinking…",
    "abaku.out_name": "{name} (out)",
    "abaku.rack_of": "Rack of {name}",
    "abaku.rack_hidden": "Racks are hidden",
    "abaku.turn_of": "{name} to play",
    "abaku.your_turn": "Your turn",
    "abaku.game_over": "Game over",
    "abaku.preview_empty": (
        "Put tiles from your rack on the board, in one row or column, next to the tiles there."
    ),
    "abaku.preview_first": "First move: at least 2 tiles, one on the star in the centre.",
    "abaku.preview_illegal": "Not a legal move yet",
    "abaku.preview_points": ("This move: {points} point", "This move: {points} points"),
    "abaku.more_examples": ("… and {count} more example", "… and {count} more examples"),
    "abaku.exchange_title": "Exchange",
    "abaku.exchange_help": (
        "Click the tiles to swap ({count} chosen), then press Swap.",
        "Click the tiles to swap ({count} chosen), then press Swap.",
    ),
    "abaku.example_points": "{example}   ({points})",
    "abaku.points_short": "{points} pts",
    "abaku.log_title": "Moves",
    "abaku.log_reading_back": "Moves: reading back",
    "abaku.log_place": ("{name}: {points} point", "{name}: {points} points"),
    "abaku.log_exchange": ("{name} exchanged {count} tile", "{name} exchanged {count} tiles"),
    "abaku.log_pass": "{name} passed",
    "abaku.log_timeout": "{name} ran out of time",
    "abaku.log_surrender": "{name} gave up",
    "abaku.log_forfeit": "{name} passed three times and is out",
    "abaku.timed_out": "Time is up for {name}: the turn is passed.",
    "abaku.hint_shown": (
        "Hint: Play hint ({keys}) lays the ghost tiles for {points} point.",
        "Hint: Play hint ({keys}) lays the ghost tiles for {points} points.",
    ),
    "abaku.hint_exchange": "Hint: no placement works; exchange some tiles.",
    "abaku.hint_pass": "Hint: no placement works; pass.",
    "abaku.wild_title": "Which digit is the wildcard?",
    "abaku.reading_across": "left to right",
    "abaku.reading_down": "top to bottom",
    "abaku.refuse.same_square": "Two tiles cannot go on the same square.",
    "abaku.refuse.not_in_rack": "Your rack does not have those tiles.",
    "abaku.refuse.no_tiles": "Place at least one tile.",
    "abaku.refuse.too_many": "A move places at most {count} tiles.",
    "abaku.refuse.off_board": "{square} is off the board.",
    "abaku.refuse.bad_digit": "A tile shows a digit from 0 to 9.",
    "abaku.refuse.occupied": "{square} already holds a tile.",
    "abaku.refuse.one_line": "All tiles of a move must lie in one row or one column.",
    "abaku.refuse.gap": "The tiles must form one unbroken line: {square} is empty.",
    "abaku.refuse.first_two": "The first move needs at least 2 tiles.",
    "abaku.refuse.first_centre": "The first move must cover the centre square {square}.",
    "abaku.refuse.touch": "At least one new tile must touch a tile on the board.",
    "abaku.refuse.no_example": "The {digit} on {square} is not part of any example.",
    "abaku.refuse.adjacency": (
        "The {digit} on {square} and the {other} on {other_square} touch, but no "
        "example reading {reading} contains both."
    ),
    "abaku.refuse.no_timer": "This game has no turn time limit.",
    "abaku.refuse.exchange_count": "Choose 1 to {count} tiles to exchange.",
    "abaku.refuse.bag_short": "The bag holds only {held}, too few to exchange {count}.",
    "abaku.refuse.not_your_turn": "It is {name}'s turn.",
    "abaku.refuse.over": "The game is over.",
    "abaku.refuse.no_digit": "Your rack has no {digit}.",
    "abaku.refuse.place_first": "Put tiles on the board first.",
    "abaku.refuse.mark_first": "Click the tiles you want to exchange first.",
    "abaku.continue": "Continue",
    "abaku.winner": "{names} wins!",
    "abaku.winners": "{names} share the win!",
    "abaku.no_winner": "Nobody is left standing",
    "abaku.solo_score": "Your score: {score}",
    "abaku.end.tiles_out": "The bag is empty and the last tile was played.",
    "abaku.end.passes": "Three passes in a row with an empty bag.",
    "abaku.end.players_out": "The other players gave up or passed three times.",
    "abaku.col_rank": "#",
    "abaku.col_player": "Player",
    "abaku.col_points": "Points",
    "abaku.col_transfer": "Racks",
    "abaku.col_final": "Final",
    "abaku.score_solo": "solo game",
    "abaku.score_vs": "{players} players, computers: {levels}",
    "abaku.action.left": "Cursor left",
    "abaku.action.right": "Cursor right",
    "abaku.action.up": "Cursor up",
    "abaku.action.down": "Cursor down",
    "abaku.action.place": "Place tile / confirm",
    "abaku.action.next_tile": "Next rack tile",
    "abaku.action.confirm": "Confirm move",
    "abaku.action.recall": "Take a tile back",
    "abaku.action.recall_all": "Take all tiles back",
    "abaku.action.shuffle": "Shuffle rack",
    "abaku.action.exchange": "Exchange",
    "abaku.action.pass": "Pass",
    "abaku.action.hint": "Hint",
    "abaku.action.log_older": "Moves log: older",
    "abaku.action.log_newer": "Moves log: newer",
    "abaku.help.goal_title": "Goal",
    "abaku.help.goal": (
        "Abaku is a crossword with digits. Each turn you lay digit tiles in one "
        "row or column so that they read as arithmetic examples written without "
        "symbols, and you score the digits of every example you form.\n"
        "\n"
        "Each player holds 5 tiles; the bag holds 110 (11 of each digit). The highest "
        "score wins. Alone, you play for a high score."
    ),
    "abaku.help.examples_title": "Examples",
    "abaku.help.examples": (
        "A line of digits is an example when it splits into numbers, in reading "
        "order, that make one of:\n"
        "+ and -:  7 2 9 is 7 + 2 = 9;  8 2 7 9 3 is 82 - 79 = 3\n"
        "× and ÷:  3 4 1 2 is 3 × 4 = 12;  8 4 2 is 8 ÷ 4 = 2\n"
        "square and cube:  2 4 is 2² = 4;  2 8 is 2³ = 8\n"
        "roots:  8 1 9 is √81 = 9;  8 2 is ³√8 = 2\n"
        "\n"
        "Read only left to right or top to bottom. No number starts with 0 and no "
        "number is 0, so a zero sits inside or at the end of a number (38 2 40: "
        "38 + 2 = 40)."
    ),
    "abaku.help.move_title": "A move",
    "abaku.help.move": (
        "Pick a tile in your rack (click, or its digit key) and put it on the board "
        "(click, drag, or Enter at the cursor). Place 1 to 5 tiles in one row or "
        "column, with no gap. Click a placed tile to take it back; Confirm plays "
        "the move. If the move breaks a rule, the reason shows and your tiles stay.\n"
        "\n"
        "The first move covers the centre star with at least 2 tiles; later moves "
        "touch the tiles on the board. Every new tile must be in an example, and "
        "two touching tiles must lie in one example (a zero in an example may touch "
        "anything).\n"
        "\n"
        "You may instead exchange 1 to 5 tiles with the bag, or pass. Your 8th, "
        "10th, 12th… zero is a wildcard (star): you choose its digit when you place "
        "it."
    ),
    "abaku.help.score_title": "Scoring",
    "abaku.help.score": (
        "Every example formed with a new tile scores the sum of its digits. Runs "
        "inside runs count too (5 before 6873 gives 5 + 68 = 73 and 56 ÷ 8 = 7), "
        "but one run counts once even when it reads two ways (981: 9 - 8 = 1 and "
        "9² = 81).\n"
        "\n"
        "Bonus squares work in the move a tile lands on them: ×2 digit and ×3 digit "
        "multiply that tile's digit; ×2 example and ×3 example multiply the whole "
        "example (the star in the centre is ×2 example).\n"
        "\n"
        "Example: 2 4 (2² = 4) scores 6; with the 4 on a ×3 digit square, 2 + 12 "
        "= 14."
    ),
    "abaku.help.end_title": "The end",
    "abaku.help.end": (
        "The game ends when the bag is empty and a player uses his last tile: he "
        "gains the sum of the tiles left in the other racks, and each other player "
        "loses his own.\n"
        "\n"
        "Three passes in a row while the bag holds tiles lose the game; with an "
        "empty bag they end it. When the turn timer is on, running out of time counts "
        "as a pass. You can surrender from the menu (Esc)."
    ),
    "abaku.help.keys_title": "Keys",
    "abaku.help.keys": (
        "Arrows ({left} {right} {up} {down}): move the board cursor.\n"
        "Digit keys: pick that tile from your rack ({next_tile}: the next tile).\n"
        "{place}: put the tile at the cursor; with no tile in hand, confirm.\n"
        "{confirm}: confirm the move.   {recall}: take a tile back.   {recall_all}: "
        "take all back.\n"
        "{shuffle}: shuffle the rack.   {exchange}: exchange.   {pass}: pass.   "
        "{hint}: hint.\n"
        "Mouse: click a rack tile then a square, or drag it; right-click a placed "
        "tile to take it back.\n"
        "F3: replay the game move by move.   Esc: menu (save, load, surrender, help).\n"
        "{log_older} / {log_newer}: scroll the Moves log (or the wheel, or drag it)."
    ),
    "abaku.refuse.not_a_move": "That is not a move of Abaku.",
}
