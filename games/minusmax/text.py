"""minusMax's UI strings in English, Spanish and French."""

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
    "minusmax.tip_exchange": "Choose tiles to return to the box, then press Turn ({keys}).",
    "minusmax.tip_take_back": "Take back the last tile you placed this turn ({keys}).",
    "minusmax.tip_hint": "Show the best placement the strongest computer finds ({keys}).",
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
    "minusmax.box": "Box: {count} tiles",
    "minusmax.final_round": "Last round: no points",
    "minusmax.status.over": "Game over. {new}: new game. {replay}: replay.",
    "minusmax.status.press_start": "{name} begins. Press Start when you are ready.",
    "minusmax.status.thinking": "{name} is thinking...",
    "minusmax.status.playing": "{name} is playing.",
    "minusmax.status.waiting": "Waiting for {name}.",
    "minusmax.status.hinting": "Looking for the best placement...",
    "minusmax.status.exchange": "Choose the tiles to return, then Turn ({keys}).",
    "minusmax.status.your_turn": "Your turn, {name}: place tiles, then Turn.",
    "minusmax.rack_hidden": "The racks are hidden",
    "minusmax.exchange_pick": "Tiles to exchange: {count}",
    "minusmax.rack_of": "{name}'s tiles",
    "minusmax.preview": "{value} here: {points} points",
    "minusmax.last_turns": "Last turns",
    "minusmax.how_title": "How to place",
    "minusmax.how_body": (
        "Pick a tile (click it or press 1 to 9): the cells where it fits light up. Click one, "
        "or drag the tile there. Then press Turn. Esc opens the menu, with the rules."
    ),
    "minusmax.refused": "Not possible",
    "minusmax.refuse.game_over": "The game is over.",
    "minusmax.refuse.press_start": "Press Start first.",
    "minusmax.refuse.not_your_turn": "It is {name}'s turn.",
    "minusmax.refuse.nothing_placed": "You have placed no tile this turn.",
    "minusmax.refuse.exchange_after_place": "No exchange after placing a tile this turn.",
    "minusmax.refuse.box_empty": "The box is empty: no exchange.",
    "minusmax.refuse.exchange_none": "Choose at least one tile to exchange.",
    "minusmax.refuse.not_in_rack": "Your rack does not hold {tiles}.",
    "minusmax.refuse.bad_place": "Choose a tile and a cell of the board.",
    "minusmax.refuse.not_a_move": "That is not a move of minusMax.",
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
    "minusmax.log.placed": "{name}: {count} tiles, {points} points",
    "minusmax.log.placed_one": "{name}: 1 tile, {points} points",
    "minusmax.log.bonus": "(+{bonus} bonus)",
    "minusmax.log.exchanged": "{name} exchanged {count} tiles",
    "minusmax.log.exchanged_one": "{name} exchanged 1 tile",
    "minusmax.log.passed": "{name} passed",
    "minusmax.move.place": "{name} places {value}: +{points}",
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
    "minusmax.hint_none": (
        "The strongest computer would place nothing now: it would exchange or end the turn."
    ),
    "minusmax.hint_body": "Place {value} here for {points} points.",
    "minusmax.winner": "{names} wins!",
    "minusmax.winners": "Shared win: {names}",
    "minusmax.end.emptied": "The box is empty and a player placed all his tiles.",
    "minusmax.end.blocked": "Nobody could place a tile any more: the game is blocked.",
    "minusmax.continue": "Continue",
    "minusmax.score_detail": "{tiles} tiles",
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
    "minusmax.opt.player_tiles_box": "Tiles in their player's colour",
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
        "placements score nothing but get rid of tiles. The game also ends when nobody can "
        "place a tile any more.\n\n"
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
}

ES = {
    "minusmax.title": "minusMax",
    "minusmax.blurb": (
        "Coloca hexágonos numerados donde resuelvan una suma, producto o potencia de dos "
        "fichas vecinas."
    ),
    "minusmax.options": "Opciones",
    "minusmax.turn": "Turno",
    "minusmax.exchange": "Cambiar",
    "minusmax.take_back": "Deshacer",
    "minusmax.hint": "Pista",
    "minusmax.start": "Empezar",
    "minusmax.new_game": "Partida nueva",
    "minusmax.menu": "Menú",
    "minusmax.sort": "Ordenar",
    "minusmax.tip_turn": (
        "Termina tu turno y toma fichas nuevas ({keys}). En un cambio, devuelve las fichas "
        "elegidas."
    ),
    "minusmax.tip_exchange": "Elige fichas para devolver a la caja y pulsa Turno ({keys}).",
    "minusmax.tip_take_back": "Retira la última ficha que colocaste en este turno ({keys}).",
    "minusmax.tip_hint": "Muestra la mejor jugada que encuentra el ordenador más fuerte ({keys}).",
    "minusmax.tip_start": "Deja empezar al ordenador ({keys}); al acabar, una partida nueva.",
    "minusmax.tip_menu": "Guardar, cargar, repetir, opciones y más (Esc).",
    "minusmax.tip_sort": "Mantén el atril ordenado de menor a mayor.",
    "minusmax.configure": "Configurar una partida",
    "minusmax.new_game_question": "¿Empezar otra partida y dejar esta?",
    "minusmax.opt_tiles": "Fichas por jugador",
    "minusmax.opt_last_turn": "Final de la partida",
    "minusmax.opt_last_turn_box": "Completar el último turno",
    "minusmax.level_tag": "nivel {level}",
    "minusmax.mode_all": "todas sus fichas",
    "minusmax.mode_last": "su último turno",
    "minusmax.col_player": "Jugador",
    "minusmax.col_points": "Puntos",
    "minusmax.col_tiles": "Fichas",
    "minusmax.col_penalty": "En el atril",
    "minusmax.col_final": "Total",
    "minusmax.box": "Caja: {count} fichas",
    "minusmax.final_round": "Última ronda: sin puntos",
    "minusmax.status.over": "Fin de la partida. {new}: otra partida. {replay}: repetir.",
    "minusmax.status.press_start": "Empieza {name}. Pulsa Empezar cuando estés listo.",
    "minusmax.status.thinking": "{name} está pensando...",
    "minusmax.status.playing": "{name} está jugando.",
    "minusmax.status.waiting": "Esperando a {name}.",
    "minusmax.status.hinting": "Buscando la mejor jugada...",
    "minusmax.status.exchange": "Elige las fichas que devuelves y pulsa Turno ({keys}).",
    "minusmax.status.your_turn": "Tu turno, {name}: coloca fichas y pulsa Turno.",
    "minusmax.rack_hidden": "Los atriles están ocultos",
    "minusmax.exchange_pick": "Fichas para cambiar: {count}",
    "minusmax.rack_of": "Fichas de {name}",
    "minusmax.preview": "{value} aquí: {points} puntos",
    "minusmax.last_turns": "Últimos turnos",
    "minusmax.how_title": "Cómo colocar",
    "minusmax.how_body": (
        "Elige una ficha (púlsala o pulsa de 1 a 9): se iluminan las casillas donde cabe. "
        "Pulsa una, o arrastra la ficha allí. Luego pulsa Turno. Esc abre el menú, con las reglas."
    ),
    "minusmax.refused": "No se puede",
    "minusmax.refuse.game_over": "La partida ha terminado.",
    "minusmax.refuse.press_start": "Pulsa Empezar primero.",
    "minusmax.refuse.not_your_turn": "Es el turno de {name}.",
    "minusmax.refuse.nothing_placed": "No has colocado ninguna ficha en este turno.",
    "minusmax.refuse.exchange_after_place": "No puedes cambiar tras colocar una ficha.",
    "minusmax.refuse.box_empty": "La caja está vacía: no hay cambio.",
    "minusmax.refuse.exchange_none": "Elige al menos una ficha para cambiar.",
    "minusmax.refuse.not_in_rack": "Tu atril no tiene {tiles}.",
    "minusmax.refuse.bad_place": "Elige una ficha y una casilla del tablero.",
    "minusmax.refuse.not_a_move": "Eso no es una jugada de minusMax.",
    "minusmax.refuse.no_tile": "No tienes ningún {value}.",
    "minusmax.refuse.off_board": "Eso no es una casilla del tablero.",
    "minusmax.refuse.occupied": "Esa casilla ya tiene un {value}.",
    "minusmax.refuse.blocked": "Esa casilla está bloqueada (X).",
    "minusmax.refuse.no_corner": (
        "Ningún par de fichas vecinas se junta en un vértice de esa casilla."
    ),
    "minusmax.refuse.no_corner_detail": (
        "La ficha debe tocar dos fichas que también se toquen entre sí."
    ),
    "minusmax.refuse.no_solution": "{value} no resuelve ningún vértice de esa casilla.",
    "minusmax.refuse.pair": "{a} y {b} dan {values}.",
    "minusmax.refuse.pair_none": "{a} y {b} no dan el valor de ninguna ficha.",
    "minusmax.exchange_how": "Pulsa las fichas que devuelves (o sus números) y luego Turno.",
    "minusmax.or_list": "{items} o {last}",
    "minusmax.log.placed": "{name}: {count} fichas, {points} puntos",
    "minusmax.log.placed_one": "{name}: 1 ficha, {points} puntos",
    "minusmax.log.bonus": "(+{bonus} de premio)",
    "minusmax.log.exchanged": "{name} cambió {count} fichas",
    "minusmax.log.exchanged_one": "{name} cambió 1 ficha",
    "minusmax.log.passed": "{name} pasó",
    "minusmax.move.place": "{name} coloca {value}: +{points}",
    "minusmax.move.take_back": "{name} retira una ficha",
    "minusmax.move.end_turn": "{name} termina el turno",
    "minusmax.move.exchange": "{name} cambia {tiles}",
    "minusmax.flash_points": "{name} suma {points}",
    "minusmax.bonus_toast": "¡{name} colocó todas sus fichas: +{bonus} de premio!",
    "minusmax.pick_first": "Elige antes una ficha: púlsala o pulsa de 1 a 9.",
    "minusmax.no_owner": "Las fichas del centro no son de nadie.",
    "minusmax.sorted_rack": "El atril está ordenado: desmarca Ordenar para moverlas.",
    "minusmax.tile_of": "Colocada por {name}",
    "minusmax.centre_tile": "Una ficha del centro",
    "minusmax.cell_double": "D: doble (x2)",
    "minusmax.cell_triple": "T: triple (x3)",
    "minusmax.cell_blocked": "X: bloqueada",
    "minusmax.cell_plain": "Una casilla normal",
    "minusmax.hint_none": (
        "El ordenador más fuerte no colocaría nada ahora: cambiaría fichas o terminaría el turno."
    ),
    "minusmax.hint_body": "Coloca el {value} aquí por {points} puntos.",
    "minusmax.winner": "¡Gana {names}!",
    "minusmax.winners": "Empate: {names}",
    "minusmax.end.emptied": "La caja está vacía y un jugador colocó todas sus fichas.",
    "minusmax.end.blocked": "Nadie podía colocar más fichas: la partida está bloqueada.",
    "minusmax.continue": "Continuar",
    "minusmax.score_detail": "{tiles} fichas",
    "minusmax.mode_2": "2 jugadores",
    "minusmax.mode_3": "3 jugadores",
    "minusmax.mode_4": "4 jugadores",
    "minusmax.replay_start": "El reparto",
    "minusmax.opt.title": "Opciones de minusMax",
    "minusmax.opt.board": "Color del tablero",
    "minusmax.opt.lines": "Color de las líneas",
    "minusmax.opt.tiles": "Color de las fichas",
    "minusmax.opt.font": "Letra de las fichas",
    "minusmax.opt.player_tiles": "Colores de jugador",
    "minusmax.opt.player_tiles_box": "Fichas del color de su jugador",
    "minusmax.opt.dark_last": "Último turno",
    "minusmax.opt.dark_last_box": "Oscurecer las fichas del último turno",
    "minusmax.opt.sort": "Atril",
    "minusmax.opt.sort_box": "Ordenar las fichas de menor a mayor",
    "minusmax.opt.tile_delay": "Ordenador: entre fichas",
    "minusmax.opt.turn_delay": "Ordenador: entre turnos",
    "minusmax.opt.default_colours": "Colores de jugador por defecto",
    "minusmax.opt.default_colours_tip": "Devuelve a cada jugador su color por defecto.",
    "minusmax.opt.colours_restored": "Colores de jugador restablecidos.",
    "minusmax.board.sand": "Arena",
    "minusmax.board.slate": "Pizarra",
    "minusmax.board.baize": "Tapete verde",
    "minusmax.board.night": "Noche",
    "minusmax.lines.brown": "Marrón",
    "minusmax.lines.black": "Negro",
    "minusmax.lines.white": "Blanco",
    "minusmax.lines.gold": "Dorado",
    "minusmax.tiles.ivory": "Marfil",
    "minusmax.tiles.wood": "Madera",
    "minusmax.tiles.sky": "Cielo",
    "minusmax.tiles.charcoal": "Carbón",
    "minusmax.font.plain": "Normal",
    "minusmax.font.outline": "Contorno grueso",
    "minusmax.font.segments": "Siete segmentos",
    "minusmax.action.left": "Cursor a la izquierda",
    "minusmax.action.right": "Cursor a la derecha",
    "minusmax.action.up": "Cursor arriba",
    "minusmax.action.down": "Cursor abajo",
    "minusmax.action.place": "Colocar ficha / Empezar",
    "minusmax.action.next_tile": "Ficha siguiente",
    "minusmax.action.tile_left": "Mover ficha a la izquierda",
    "minusmax.action.tile_right": "Mover ficha a la derecha",
    "minusmax.action.end_turn": "Terminar el turno",
    "minusmax.action.exchange": "Cambiar",
    "minusmax.action.take_back": "Deshacer",
    "minusmax.action.hint": "Pista",
    "minusmax.action.start": "Empezar",
    "minusmax.action.peek": "Casilla bajo la ficha",
    "minusmax.action.owner_colour": "Color del dueño",
    "minusmax.action.new_game": "Partida nueva",
    "minusmax.action.replay": "Repetir",
    "minusmax.help.goal_title": "El juego",
    "minusmax.help.goal": (
        "minusMax se juega con fichas hexagonales numeradas en un tablero de 169 casillas. "
        "Siete fichas empiezan en el centro; cada jugador tiene un atril de fichas (8 salvo "
        "que elijas otra cosa) y el resto espera en la caja.\n\n"
        "Coloca fichas de tu atril donde cada una sea el resultado de una operación con dos "
        "fichas que la tocan y se tocan entre sí, y suma tantos puntos como puedas. De dos a "
        "cuatro jugadores, personas u ordenadores de nivel 1 (al azar) a 8 (el más fuerte)."
    ),
    "minusmax.help.place_title": "Colocar una ficha",
    "minusmax.help.place": (
        "Una ficha puede ir en una casilla vacía donde un vértice lo comparten dos fichas a y "
        "b, si su valor es a + b, a − b, a × b, a ÷ b (si es exacta) o una potencia: a "
        "elevado a b o b elevado a a.\n\n"
        "Ejemplo: junto a un 3 y un 2 que se tocan puedes poner 5 (3 + 2), 1 (3 − 2), 6 "
        "(3 × 2), 9 (3²) u 8 (2³).\n\n"
        "Una ficha puntúa su valor por cada vértice que resuelve, el doble en una casilla D y "
        "el triple en una T. En una casilla X no se puede poner nada. Un 10 en una casilla D "
        "junto a un 5 y un 2 que se tocan suma 20."
    ),
    "minusmax.help.turn_title": "Tu turno",
    "minusmax.help.turn": (
        "Coloca tantas fichas como quieras, de una en una, y pulsa Turno. Hasta entonces, "
        "Deshacer retira la última ficha que colocaste. Si colocas todo tu atril y en la caja "
        "quedan fichas, ganas 5 puntos por ficha del atril (40 con 8 fichas). Después robas "
        "hasta completar el atril.\n\n"
        "En lugar de colocar puedes cambiar: pulsa Cambiar, elige las fichas que devuelves y "
        "pulsa Turno. También puedes pasar: pulsa Turno sin colocar."
    ),
    "minusmax.help.end_title": "El final",
    "minusmax.help.end": (
        "Cuando la caja está vacía y un jugador ha colocado todas sus fichas, la partida "
        "termina tras su turno. Con Completar el último turno, los demás juegan antes un turno "
        "más, cuyas fichas no puntúan pero sí se quitan del atril. La partida también termina "
        "cuando nadie puede colocar más.\n\n"
        "Cada jugador pierde entonces la suma de las fichas que le quedan. Gana la puntuación "
        "más alta; los empates comparten la victoria. El jugador marcado con * empezó."
    ),
    "minusmax.help.board_title": "Ratón",
    "minusmax.help.board": (
        "Pulsa una ficha del atril para elegirla: se iluminan las casillas donde cabe. Pulsa "
        "una para colocarla, o arrastra la ficha al tablero. Si no se puede, se dice por qué.\n\n"
        "Con el botón derecho sobre una ficha ves la casilla de debajo. Con el botón central, "
        "la ficha toma el color de su dueño. Pulsa el nombre de un jugador para colorear sus "
        "fichas, otra vez solo las de su último turno, y una tercera para volver a lo normal. "
        "Arrastra las fichas del atril para ordenarlas, o marca Ordenar. Pista muestra la "
        "mejor jugada que encuentra el ordenador más fuerte."
    ),
    "minusmax.help.keys_title": "Teclas",
    "minusmax.help.keys": (
        "Cursor: {left}, {right}, {up}, {down}. Colocar la ficha elegida en el cursor: "
        "{place}. Elegir ficha: 1 a 9 o {next_tile}. Moverla en el atril: {tile_left} o "
        "{tile_right}.\n\n"
        "Terminar el turno: {end_turn}. Cambiar: {exchange}. Deshacer: {take_back}. Pista: "
        "{hint}. Empezar: {start}.\n\n"
        "Mantén {peek} para ver la casilla bajo la ficha del cursor; {owner_colour} le da el "
        "color de su dueño; F5 a F8 colorean las fichas de los jugadores 1 a 4.\n\n"
        "Partida nueva: {new_game}. Repetir: {replay}. Menú: Esc."
    ),
}

FR = {
    "minusmax.title": "minusMax",
    "minusmax.blurb": (
        "Posez des hexagones numérotés là où ils résolvent une somme, un produit ou une "
        "puissance de deux tuiles voisines."
    ),
    "minusmax.options": "Options",
    "minusmax.turn": "Tour",
    "minusmax.exchange": "Échanger",
    "minusmax.take_back": "Reprendre",
    "minusmax.hint": "Indice",
    "minusmax.start": "Commencer",
    "minusmax.new_game": "Nouvelle partie",
    "minusmax.menu": "Menu",
    "minusmax.sort": "Trier",
    "minusmax.tip_turn": (
        "Finir votre tour et piocher de nouvelles tuiles ({keys}). Pendant un échange, rendre "
        "les tuiles choisies."
    ),
    "minusmax.tip_exchange": "Choisissez des tuiles à rendre à la boîte, puis Tour ({keys}).",
    "minusmax.tip_take_back": "Reprendre la dernière tuile posée ce tour-ci ({keys}).",
    "minusmax.tip_hint": "Montrer le meilleur coup que trouve l'ordinateur le plus fort ({keys}).",
    "minusmax.tip_start": (
        "Laisser l'ordinateur commencer ({keys}) ; après la partie, une nouvelle."
    ),
    "minusmax.tip_menu": "Sauvegarder, charger, revoir, options et plus (Échap).",
    "minusmax.tip_sort": "Garder le chevalet trié du plus petit au plus grand.",
    "minusmax.configure": "Configurer une partie",
    "minusmax.new_game_question": "Commencer une autre partie et quitter celle-ci ?",
    "minusmax.opt_tiles": "Tuiles par joueur",
    "minusmax.opt_last_turn": "Fin de partie",
    "minusmax.opt_last_turn_box": "Compléter le dernier tour",
    "minusmax.level_tag": "niveau {level}",
    "minusmax.mode_all": "toutes ses tuiles",
    "minusmax.mode_last": "son dernier tour",
    "minusmax.col_player": "Joueur",
    "minusmax.col_points": "Points",
    "minusmax.col_tiles": "Tuiles",
    "minusmax.col_penalty": "Chevalet",
    "minusmax.col_final": "Total",
    "minusmax.box": "Boîte : {count} tuiles",
    "minusmax.final_round": "Dernier tour : sans points",
    "minusmax.status.over": "Partie finie. {new} : nouvelle partie. {replay} : revoir.",
    "minusmax.status.press_start": "{name} commence. Appuyez sur Commencer quand vous êtes prêt.",
    "minusmax.status.thinking": "{name} réfléchit...",
    "minusmax.status.playing": "{name} joue.",
    "minusmax.status.waiting": "En attente de {name}.",
    "minusmax.status.hinting": "Recherche du meilleur coup...",
    "minusmax.status.exchange": "Choisissez les tuiles à rendre, puis Tour ({keys}).",
    "minusmax.status.your_turn": "À vous, {name} : posez des tuiles, puis Tour.",
    "minusmax.rack_hidden": "Les chevalets sont cachés",
    "minusmax.exchange_pick": "Tuiles à échanger : {count}",
    "minusmax.rack_of": "Tuiles de {name}",
    "minusmax.preview": "{value} ici : {points} points",
    "minusmax.last_turns": "Derniers tours",
    "minusmax.how_title": "Comment poser",
    "minusmax.how_body": (
        "Choisissez une tuile (cliquez-la ou tapez 1 à 9) : les cases où elle va s'allument. "
        "Cliquez-en une, ou glissez-y la tuile. Puis appuyez sur Tour. Échap ouvre le menu, "
        "avec les règles."
    ),
    "minusmax.refused": "Impossible",
    "minusmax.refuse.game_over": "La partie est finie.",
    "minusmax.refuse.press_start": "Appuyez d'abord sur Commencer.",
    "minusmax.refuse.not_your_turn": "C'est le tour de {name}.",
    "minusmax.refuse.nothing_placed": "Vous n'avez posé aucune tuile ce tour-ci.",
    "minusmax.refuse.exchange_after_place": "Pas d'échange après avoir posé une tuile.",
    "minusmax.refuse.box_empty": "La boîte est vide : pas d'échange.",
    "minusmax.refuse.exchange_none": "Choisissez au moins une tuile à échanger.",
    "minusmax.refuse.not_in_rack": "Votre chevalet n’a pas {tiles}.",
    "minusmax.refuse.bad_place": "Choisissez une tuile et une case du plateau.",
    "minusmax.refuse.not_a_move": "Ce n’est pas un coup de minusMax.",
    "minusmax.refuse.no_tile": "Vous n'avez pas de {value}.",
    "minusmax.refuse.off_board": "Ce n'est pas une case du plateau.",
    "minusmax.refuse.occupied": "Cette case porte déjà un {value}.",
    "minusmax.refuse.blocked": "Cette case est bloquée (X).",
    "minusmax.refuse.no_corner": (
        "Aucune paire de tuiles voisines ne se rejoint à un coin de cette case."
    ),
    "minusmax.refuse.no_corner_detail": (
        "Une tuile doit toucher deux tuiles qui se touchent aussi entre elles."
    ),
    "minusmax.refuse.no_solution": "{value} ne résout aucun coin de cette case.",
    "minusmax.refuse.pair": "{a} et {b} donnent {values}.",
    "minusmax.refuse.pair_none": "{a} et {b} ne donnent la valeur d'aucune tuile.",
    "minusmax.exchange_how": "Cliquez les tuiles à rendre (ou tapez leurs numéros), puis Tour.",
    "minusmax.or_list": "{items} ou {last}",
    "minusmax.log.placed": "{name} : {count} tuiles, {points} points",
    "minusmax.log.placed_one": "{name} : 1 tuile, {points} points",
    "minusmax.log.bonus": "(+{bonus} de prime)",
    "minusmax.log.exchanged": "{name} a échangé {count} tuiles",
    "minusmax.log.exchanged_one": "{name} a échangé 1 tuile",
    "minusmax.log.passed": "{name} a passé",
    "minusmax.move.place": "{name} pose {value} : +{points}",
    "minusmax.move.take_back": "{name} reprend une tuile",
    "minusmax.move.end_turn": "{name} finit son tour",
    "minusmax.move.exchange": "{name} échange {tiles}",
    "minusmax.flash_points": "{name} marque {points}",
    "minusmax.bonus_toast": "{name} a posé toutes ses tuiles : +{bonus} de prime !",
    "minusmax.pick_first": "Choisissez d'abord une tuile : cliquez-la ou tapez 1 à 9.",
    "minusmax.no_owner": "Les tuiles du centre n'appartiennent à personne.",
    "minusmax.sorted_rack": "Le chevalet est trié : décochez Trier pour le ranger.",
    "minusmax.tile_of": "Posée par {name}",
    "minusmax.centre_tile": "Une tuile du centre",
    "minusmax.cell_double": "D : double (x2)",
    "minusmax.cell_triple": "T : triple (x3)",
    "minusmax.cell_blocked": "X : bloquée",
    "minusmax.cell_plain": "Une case normale",
    "minusmax.hint_none": (
        "L'ordinateur le plus fort ne poserait rien maintenant : il échangerait ou finirait "
        "son tour."
    ),
    "minusmax.hint_body": "Posez le {value} ici pour {points} points.",
    "minusmax.winner": "{names} gagne !",
    "minusmax.winners": "Victoire partagée : {names}",
    "minusmax.end.emptied": "La boîte est vide et un joueur a posé toutes ses tuiles.",
    "minusmax.end.blocked": "Personne ne pouvait plus poser de tuile : la partie est bloquée.",
    "minusmax.continue": "Continuer",
    "minusmax.score_detail": "{tiles} tuiles",
    "minusmax.mode_2": "2 joueurs",
    "minusmax.mode_3": "3 joueurs",
    "minusmax.mode_4": "4 joueurs",
    "minusmax.replay_start": "La donne",
    "minusmax.opt.title": "Options de minusMax",
    "minusmax.opt.board": "Couleur du plateau",
    "minusmax.opt.lines": "Couleur des lignes",
    "minusmax.opt.tiles": "Couleur des tuiles",
    "minusmax.opt.font": "Police des tuiles",
    "minusmax.opt.player_tiles": "Couleurs des joueurs",
    "minusmax.opt.player_tiles_box": "Tuiles à la couleur de leur joueur",
    "minusmax.opt.dark_last": "Dernier tour",
    "minusmax.opt.dark_last_box": "Assombrir les tuiles du dernier tour",
    "minusmax.opt.sort": "Chevalet",
    "minusmax.opt.sort_box": "Trier les tuiles par ordre croissant",
    "minusmax.opt.tile_delay": "Ordinateur : entre tuiles",
    "minusmax.opt.turn_delay": "Ordinateur : entre tours",
    "minusmax.opt.default_colours": "Couleurs des joueurs par défaut",
    "minusmax.opt.default_colours_tip": "Rendre à chaque joueur sa couleur par défaut.",
    "minusmax.opt.colours_restored": "Couleurs des joueurs rétablies.",
    "minusmax.board.sand": "Sable",
    "minusmax.board.slate": "Ardoise",
    "minusmax.board.baize": "Tapis vert",
    "minusmax.board.night": "Nuit",
    "minusmax.lines.brown": "Brun",
    "minusmax.lines.black": "Noir",
    "minusmax.lines.white": "Blanc",
    "minusmax.lines.gold": "Or",
    "minusmax.tiles.ivory": "Ivoire",
    "minusmax.tiles.wood": "Bois",
    "minusmax.tiles.sky": "Ciel",
    "minusmax.tiles.charcoal": "Anthracite",
    "minusmax.font.plain": "Simple",
    "minusmax.font.outline": "Contour épais",
    "minusmax.font.segments": "Sept segments",
    "minusmax.action.left": "Curseur à gauche",
    "minusmax.action.right": "Curseur à droite",
    "minusmax.action.up": "Curseur en haut",
    "minusmax.action.down": "Curseur en bas",
    "minusmax.action.place": "Poser la tuile / Commencer",
    "minusmax.action.next_tile": "Tuile suivante",
    "minusmax.action.tile_left": "Tuile vers la gauche",
    "minusmax.action.tile_right": "Tuile vers la droite",
    "minusmax.action.end_turn": "Finir le tour",
    "minusmax.action.exchange": "Échanger",
    "minusmax.action.take_back": "Reprendre",
    "minusmax.action.hint": "Indice",
    "minusmax.action.start": "Commencer",
    "minusmax.action.peek": "Case sous la tuile",
    "minusmax.action.owner_colour": "Couleur du poseur",
    "minusmax.action.new_game": "Nouvelle partie",
    "minusmax.action.replay": "Revoir",
    "minusmax.help.goal_title": "Le jeu",
    "minusmax.help.goal": (
        "minusMax se joue avec des tuiles hexagonales numérotées sur un plateau de 169 cases. "
        "Sept tuiles sont au centre au départ ; chaque joueur a un chevalet de tuiles (8 sauf "
        "autre choix) et le reste attend dans la boîte.\n\n"
        "Posez des tuiles de votre chevalet là où chacune est le résultat d'une opération sur "
        "deux tuiles qui la touchent et se touchent entre elles, et marquez le plus de points "
        "possible. De deux à quatre joueurs, humains ou ordinateurs de niveau 1 (au hasard) à "
        "8 (le plus fort)."
    ),
    "minusmax.help.place_title": "Poser une tuile",
    "minusmax.help.place": (
        "Une tuile peut aller sur une case vide dont un coin est partagé par deux tuiles a et "
        "b, si sa valeur est a + b, a − b, a × b, a ÷ b (si elle tombe juste) ou une "
        "puissance : a puissance b ou b puissance a.\n\n"
        "Exemple : à côté d'un 3 et d'un 2 qui se touchent, on peut poser 5 (3 + 2), 1 "
        "(3 − 2), 6 (3 × 2), 9 (3²) ou 8 (2³).\n\n"
        "Une tuile marque sa valeur pour chaque coin résolu, doublée sur une case D et triplée "
        "sur une case T. Rien ne se pose sur une case X. Un 10 sur une case D à côté d'un 5 "
        "et d'un 2 qui se touchent marque 20."
    ),
    "minusmax.help.turn_title": "Votre tour",
    "minusmax.help.turn": (
        "Posez autant de tuiles que vous voulez, une à une, puis appuyez sur Tour. Jusque-là, "
        "Reprendre rend la dernière tuile posée. Si vous avez posé tout votre chevalet et que "
        "la boîte n'est pas vide, vous gagnez 5 points par tuile du chevalet (40 avec 8 "
        "tuiles). Vous piochez ensuite pour compléter le chevalet.\n\n"
        "Au lieu de poser, vous pouvez échanger : appuyez sur Échanger, choisissez les tuiles "
        "à rendre, puis Tour. Vous pouvez aussi passer : Tour sans rien poser."
    ),
    "minusmax.help.end_title": "La fin",
    "minusmax.help.end": (
        "Quand la boîte est vide et qu'un joueur a posé toutes ses tuiles, la partie se "
        "termine après son tour. Avec Compléter le dernier tour, les autres jouent d'abord un "
        "tour de plus, dont les tuiles ne marquent rien mais quittent le chevalet. La partie "
        "se termine aussi quand plus personne ne peut poser.\n\n"
        "Chaque joueur perd alors la somme des tuiles restées sur son chevalet. Le plus haut "
        "score gagne ; les égalités partagent la victoire. Le joueur marqué * a commencé."
    ),
    "minusmax.help.board_title": "Souris",
    "minusmax.help.board": (
        "Cliquez une tuile du chevalet pour la choisir : les cases où elle va s'allument. "
        "Cliquez-en une pour y poser la tuile, ou glissez la tuile sur le plateau. Un coup "
        "refusé dit pourquoi.\n\n"
        "Clic droit sur une tuile : la case dessous. Clic du milieu : la tuile prend la "
        "couleur de son poseur. Cliquez le nom d'un joueur pour colorer ses tuiles, encore une "
        "fois pour son dernier tour seulement, une troisième pour revenir à la normale. "
        "Glissez les tuiles du chevalet pour les ranger, ou cochez Trier. Indice montre le "
        "meilleur coup que trouve l'ordinateur le plus fort."
    ),
    "minusmax.help.keys_title": "Touches",
    "minusmax.help.keys": (
        "Curseur : {left}, {right}, {up}, {down}. Poser la tuile choisie au curseur : "
        "{place}. Choisir une tuile : 1 à 9 ou {next_tile}. La déplacer sur le chevalet : "
        "{tile_left} ou {tile_right}.\n\n"
        "Finir le tour : {end_turn}. Échanger : {exchange}. Reprendre : {take_back}. "
        "Indice : {hint}. Commencer : {start}.\n\n"
        "Maintenez {peek} pour voir la case sous la tuile du curseur ; {owner_colour} lui "
        "donne la couleur de son poseur ; F5 à F8 colorent les tuiles des joueurs 1 à 4.\n\n"
        "Nouvelle partie : {new_game}. Revoir : {replay}. Menu : Échap."
    ),
}
