"""minusMax's UI strings in English, the source of the catalogues in locale/."""

EN = {
    "minusmax.title": "minusMax",
    "minusmax.blurb": (
        "Place numbered hexagons where they solve a sum, product or power of two touching tiles."
    ),
    "minusmax.options": "Options",
    "minusmax.turn": "Turn",
    "minusmax.exchange": "Exchange",
    "minusmax.take_back": "Take back",
    "minusmax.hint": "Hint",
    "minusmax.start": "Start",
    "minusmax.new_game": "New game",
    "minusmax.menu": "Menu",
    "minusmax.sort": "Sort",
    "minusmax.tip_turn": (
        "End your turn and draw new tiles ({keys}). In an exchange, return the chosen tiles."
    ),
    "minusmax.tip_exchange": (
        "Exchange ({keys}): choose tiles to return to the box, then press Turn."
    ),
    "minusmax.tip_take_back": "Take back the last tile you placed this turn ({keys}).",
    "minusmax.tip_hint": "Show the best turn the strongest computer finds ({keys}).",
    "minusmax.tip_start": "Let the computer begin ({keys}); after the game, a new game.",
    "minusmax.tip_menu": "Save, load, replay, options and more (Esc).",
    "minusmax.tip_sort": "Keep the rack sorted from low to high.",
    "minusmax.configure": "Configure a new game",
    "minusmax.new_game_question": "Start a new game and leave this one?",
    "minusmax.opt_tiles": "Tiles per player",
    "minusmax.opt_last_turn": "End of the game",
    "minusmax.opt_last_turn_box": "Complete the last turn",
    "minusmax.level_tag": "level {level}",
    "minusmax.mode_all": "all his tiles",
    "minusmax.mode_last": "his last turn",
    "minusmax.col_player": "Player",
    "minusmax.col_points": "Points",
    "minusmax.col_tiles": "Tiles",
    "minusmax.col_penalty": "Rack left",
    "minusmax.col_final": "Final",
    "minusmax.col_cost": "Cost",
    "minusmax.box": ("Box: {count} tile", "Box: {count} tiles"),
    "minusmax.final_round": "Last round: no points",
    "minusmax.status.over": "Game over. {new}: new game. {replay}: replay.",
    "minusmax.status.press_start": "{name} begins. Press Start when you are ready.",
    "minusmax.status.thinking": "{name} is thinking...",
    "minusmax.status.playing": "{name} is playing.",
    "minusmax.status.waiting": "Waiting for {name}.",
    "minusmax.status.hinting": "Looking for the best turn...",
    "minusmax.status.exchange": "Choose the tiles to return, then Turn ({keys}).",
    "minusmax.status.your_turn": "Your turn, {name}: place tiles, then Turn.",
    "minusmax.rack_hidden": "The racks are hidden",
    "minusmax.exchange_pick": "Tiles to exchange: {count}",
    "minusmax.rack_of": "{name}'s tiles",
    "minusmax.preview": ("{value} here: {points} point", "{value} here: {points} points"),
    "minusmax.last_turns": "Last turns",
    "minusmax.how_title": "How to place",
    "minusmax.how_body": (
        "Pick a tile (click it or press 1 to 9): the cells where it fits light up. Click one, "
        "or drag the tile there. Then press Turn. Esc opens the menu, with the rules."
    ),
    "minusmax.refused": "Not possible",
    "minusmax.refuse.press_start": "Press Start first.",
    "minusmax.refuse.not_your_turn": "It is {name}'s turn.",
    "minusmax.refuse.nothing_placed": "You have placed no tile this turn.",
    "minusmax.refuse.exchange_after_place": "No exchange after placing a tile this turn.",
    "minusmax.refuse.box_empty": "The box is empty: no exchange.",
    "minusmax.refuse.exchange_none": "Choose at least one tile to exchange.",
    "minusmax.refuse.no_tile": "You have no {value}.",
    "minusmax.refuse.off_board": "That is not a cell of the board.",
    "minusmax.refuse.occupied": "That cell already holds a {value}.",
    "minusmax.refuse.blocked": "That cell is blocked (X).",
    "minusmax.refuse.no_corner": "No two touching tiles meet at a corner of that cell.",
    "minusmax.refuse.no_corner_detail": "A tile must touch two tiles that also touch each other.",
    "minusmax.refuse.no_solution": "{value} solves no corner of that cell.",
    "minusmax.refuse.pair": "{a} and {b} give {values}.",
    "minusmax.refuse.pair_none": "{a} and {b} give no tile value.",
    "minusmax.exchange_how": "Click the tiles to return (or press their numbers), then Turn.",
    "minusmax.or_list": "{items} or {last}",
    "minusmax.log.placed": (
        "{name}: {count} tile, {points} points",
        "{name}: {count} tiles, {points} points",
    ),
    "minusmax.log.bonus": "(+{bonus} bonus)",
    "minusmax.log.exchanged": ("{name} exchanged {count} tile", "{name} exchanged {count} tiles"),
    "minusmax.log.passed": "{name} passed",
    "minusmax.move.take_back": "{name} takes a tile back",
    "minusmax.move.end_turn": "{name} ends the turn",
    "minusmax.move.exchange": "{name} exchanges {tiles}",
    "minusmax.flash_points": "{name} scores {points}",
    "minusmax.bonus_toast": "{name} placed every tile: +{bonus} bonus!",
    "minusmax.pick_first": "Choose a tile first: click it or press 1 to 9.",
    "minusmax.no_owner": "The centre tiles belong to nobody.",
    "minusmax.sorted_rack": "The rack is sorted: untick Sort to arrange it.",
    "minusmax.tile_of": "Placed by {name}",
    "minusmax.centre_tile": "A centre tile",
    "minusmax.cell_double": "D: double score (x2)",
    "minusmax.cell_triple": "T: triple score (x3)",
    "minusmax.cell_blocked": "X: blocked",
    "minusmax.cell_plain": "A plain cell",
    "minusmax.hint_pass": "The strongest computer would place nothing now: it would end the turn.",
    "minusmax.hint_exchange": (
        "The strongest computer would place nothing now: it would exchange {tiles}."
    ),
    "minusmax.hint_turn": (
        "Place {count} tile as numbered on the board, then end the turn:",
        "Place {count} tiles in the order numbered on the board, then end the turn:",
    ),
    "minusmax.hint_step": ("{step}. {value}: {points} point", "{step}. {value}: {points} points"),
    "minusmax.hint_bonus": "Every tile placed: +{bonus} bonus",
    "minusmax.hint_total": ("Total: {points} point", "Total: {points} points"),
    "minusmax.winner": "{names} wins!",
    "minusmax.winners": "Shared win: {names}",
    "minusmax.end.emptied": "The box is empty and a player placed all his tiles.",
    "minusmax.end.blocked": "For two full rounds nobody could place a tile: the game is blocked.",
    "minusmax.end.box_empty": "The box is empty and a full round passed without a tile placed.",
    "minusmax.end.idle_rounds": "Ten full rounds passed without a tile placed.",
    "minusmax.continue": "Continue",
    "minusmax.score_detail": ("{tiles} tile", "{tiles} tiles"),
    "minusmax.mode_2": "2 players",
    "minusmax.mode_3": "3 players",
    "minusmax.mode_4": "4 players",
    "minusmax.replay_start": "The deal",
    "minusmax.opt.title": "minusMax options",
    "minusmax.opt.board": "Board colour",
    "minusmax.opt.lines": "Line colour",
    "minusmax.opt.tiles": "Tile colour",
    "minusmax.opt.font": "Tile font",
    "minusmax.opt.player_tiles": "Player colours",
    "minusmax.opt.players_button": "Players...",
    "minusmax.opt.players_title": "Players",
    "minusmax.opt.seat_tiles": "Tiles in {name}'s colour",
    "minusmax.opt.dark_last": "Last turn",
    "minusmax.opt.dark_last_box": "Darker tiles for the last turn",
    "minusmax.opt.sort": "Rack",
    "minusmax.opt.sort_box": "Sort tiles from low to high",
    "minusmax.opt.tile_delay": "Computer: between tiles",
    "minusmax.opt.turn_delay": "Computer: between turns",
    "minusmax.opt.default_colours": "Default player colours",
    "minusmax.opt.default_colours_tip": "Give every player his default colour again.",
    "minusmax.opt.colours_restored": "Player colours restored.",
    "minusmax.board.sand": "Sand",
    "minusmax.board.slate": "Slate",
    "minusmax.board.baize": "Green baize",
    "minusmax.board.night": "Night",
    "minusmax.lines.brown": "Brown",
    "minusmax.lines.black": "Black",
    "minusmax.lines.white": "White",
    "minusmax.lines.gold": "Gold",
    "minusmax.tiles.ivory": "Ivory",
    "minusmax.tiles.wood": "Wood",
    "minusmax.tiles.sky": "Sky",
    "minusmax.tiles.charcoal": "Charcoal",
    "minusmax.font.plain": "Plain",
    "minusmax.font.outline": "Bold outline",
    "minusmax.font.segments": "Seven segments",
    "minusmax.action.left": "Cursor left",
    "minusmax.action.right": "Cursor right",
    "minusmax.action.up": "Cursor up",
    "minusmax.action.down": "Cursor down",
    "minusmax.action.place": "Place tile / Start",
    "minusmax.action.next_tile": "Next tile",
    "minusmax.action.tile_left": "Move tile left",
    "minusmax.action.tile_right": "Move tile right",
    "minusmax.action.end_turn": "End the turn",
    "minusmax.action.exchange": "Exchange",
    "minusmax.action.take_back": "Take back",
    "minusmax.action.hint": "Hint",
    "minusmax.action.start": "Start",
    "minusmax.action.peek": "Cell under the tile",
    "minusmax.action.owner_colour": "Colour by owner",
    "minusmax.action.new_game": "New game",
    "minusmax.action.replay": "Replay",
    "minusmax.help.goal_title": "The game",
    "minusmax.help.goal": (
        "minusMax is played with numbered hexagonal tiles on a board of 169 cells. Seven tiles "
        "start in the centre; each player has a rack of tiles (8 unless chosen otherwise) and "
        "the rest wait in the box.\n\n"
        "Place tiles from your rack where each one is the result of an operation on two tiles "
        "that touch it and each other, and score as many points as you can. Two to four "
        "players, each a human or a computer of level 1 (random) to 8 (the strongest)."
    ),
    "minusmax.help.place_title": "Placing a tile",
    "minusmax.help.place": (
        "A tile may go on an empty cell where a corner is shared by two tiles a and b, if its "
        "value is a + b, a − b, a × b, a ÷ b (when exact) or a power: a to the b or b to the "
        "a.\n\n"
        "Example: next to a 3 and a 2 that touch each other you may put 5 (3 + 2), 1 (3 − 2), "
        "6 (3 × 2), 9 (3²) or 8 (2³).\n\n"
        "A placement scores its value for each corner it solves, doubled on a D cell and "
        "tripled on a T cell. No tile goes on an X cell. A 10 on a D cell next to a 5 and a 2 "
        "that touch scores 20."
    ),
    "minusmax.help.turn_title": "Your turn",
    "minusmax.help.turn": (
        "Place as many tiles as you like, one at a time, then press Turn. Until then, Take back "
        "returns the last tile you placed. If you placed your whole rack while the box still "
        "has tiles, you win 5 points per rack tile (40 with 8 tiles). You then draw back up to "
        "a full rack.\n\n"
        "Instead of placing you may exchange: press Exchange, choose the tiles to return, then "
        "press Turn. You may also pass: press Turn without placing."
    ),
    "minusmax.help.end_title": "The end",
    "minusmax.help.end": (
        "When the box is empty and a player has placed all his tiles, the game ends after his "
        "turn. With Complete the last turn, the others first play one more turn, whose "
        "placements score nothing but get rid of tiles. The game also ends after a full round "
        "without a tile placed once the box is empty, after two full rounds in which nobody "
        "could place a tile, and after ten full rounds without a tile placed.\n\n"
        "Each player then loses the sum of the tiles left in his rack. The highest score wins; "
        "ties share the win. The player marked * began the game."
    ),
    "minusmax.help.board_title": "Mouse",
    "minusmax.help.board": (
        "Click a rack tile to select it: the cells where it fits light up. Click one to place "
        "the tile, or drag the tile onto the board. A refused drop says why.\n\n"
        "Right-click a tile to see the cell under it. Middle-click a tile to colour it in its "
        "owner's colour. Click a player's name to colour his tiles, again for his last turn "
        "only, a third time to go back to normal. Drag rack tiles to arrange them, or tick "
        "Sort. Hint shows the best placement the strongest computer finds."
    ),
    "minusmax.help.keys_title": "Keys",
    "minusmax.help.keys": (
        "Cursor: {left}, {right}, {up}, {down}. Place the selected tile at the cursor: "
        "{place}. Choose a tile: 1 to 9 or {next_tile}. Move it in the rack: {tile_left} or "
        "{tile_right}.\n\n"
        "End the turn: {end_turn}. Exchange: {exchange}. Take back: {take_back}. Hint: "
        "{hint}. Start: {start}.\n\n"
        "Hold {peek} to see the cell under the tile at the cursor; {owner_colour} colours that "
        "tile by its owner; F5 to F8 colour the tiles of players 1 to 4.\n\n"
        "New game: {new_game}. Replay: {replay}. Menu: Esc."
    ),
    "minusmax.refuse.game_over": "The game is over.",
    "minusmax.refuse.not_in_rack": "Your rack does not hold {tiles}.",
    "minusmax.refuse.bad_place": "Choose a tile and a cell of the board.",
    "minusmax.refuse.not_a_move": "That is not a move of minusMax.",
}
