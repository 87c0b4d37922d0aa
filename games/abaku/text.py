"""Abaku's UI strings in English, Spanish and French."""

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
    "abaku.preview_points": "This move: {points} points",
    "abaku.more_examples": "… and {count} more examples",
    "abaku.exchange_title": "Exchange",
    "abaku.exchange_help": "Click the tiles to swap ({count} chosen), then press Swap.",
    "abaku.example_points": "{example}   ({points})",
    "abaku.points_short": "{points} pts",
    "abaku.log_title": "Moves",
    "abaku.log_place": "{name}: {points} points",
    "abaku.log_exchange": "{name} exchanged {count} tiles",
    "abaku.log_pass": "{name} passed",
    "abaku.log_timeout": "{name} ran out of time",
    "abaku.log_surrender": "{name} gave up",
    "abaku.log_forfeit": "{name} passed three times and is out",
    "abaku.timed_out": "Time is up for {name}: the turn is passed.",
    "abaku.hint_shown": "Hint: the ghost tiles score {points} points.",
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
    "abaku.refuse.not_a_move": "That is not a move of Abaku.",
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
        "F3: replay the game move by move.   Esc: menu (save, load, surrender, help)."
    ),
}

ES = {
    "abaku.title": "Abaku",
    "abaku.blurb": "Un crucigrama de cifras: forma sumas, productos y raíces en el tablero.",
    "abaku.opt_timer": "Tiempo por turno",
    "abaku.timer_off": "Sin límite",
    "abaku.timer_30": "30 segundos",
    "abaku.timer_60": "60 segundos",
    "abaku.timer_120": "120 segundos",
    "abaku.mode_solo": "Solitario",
    "abaku.mode_multi": "Contra otros",
    "abaku.sq_digit": "cifra",
    "abaku.sq_example": "ejemplo",
    "abaku.confirm": "Confirmar",
    "abaku.recall": "Retirar",
    "abaku.shuffle": "Mezclar",
    "abaku.hint": "Pista",
    "abaku.exchange": "Cambiar",
    "abaku.exchange_cancel": "Cancelar",
    "abaku.exchange_do": "Cambiar {count}",
    "abaku.pass": "Pasar",
    "abaku.menu": "Menú",
    "abaku.surrender": "Rendirse",
    "abaku.surrender_question": "¿Abandonar esta partida?",
    "abaku.pass_question": "¿Pasar este turno?",
    "abaku.pass_warning": (
        "Sería tu pase {count} seguido. Tres seguidos con fichas en la bolsa pierden la partida."
    ),
    "abaku.tip_confirm": "Jugar las fichas puestas en el tablero ({keys})",
    "abaku.tip_recall": "Devolver al atril todas las fichas puestas ({keys} devuelve una)",
    "abaku.tip_shuffle": "Mezclar tu atril ({keys})",
    "abaku.tip_hint": "Mostrar la mejor jugada con fichas fantasma ({keys})",
    "abaku.tip_exchange": "Elegir fichas para cambiarlas por otras de la bolsa ({keys})",
    "abaku.tip_pass": "Saltar este turno ({keys})",
    "abaku.bag": "Bolsa: {count}",
    "abaku.timer": "{seconds} s",
    "abaku.thinking": "Pensando…",
    "abaku.out_name": "{name} (fuera)",
    "abaku.rack_of": "Atril de {name}",
    "abaku.rack_hidden": "Los atriles están ocultos",
    "abaku.turn_of": "Juega {name}",
    "abaku.your_turn": "Tu turno",
    "abaku.game_over": "Fin de la partida",
    "abaku.preview_empty": (
        "Pon fichas de tu atril en el tablero, en una fila o columna, junto a las que ya hay."
    ),
    "abaku.preview_first": "Primera jugada: al menos 2 fichas, una sobre la estrella del centro.",
    "abaku.preview_illegal": "Aún no es una jugada válida",
    "abaku.preview_points": "Esta jugada: {points} puntos",
    "abaku.more_examples": "… y {count} ejemplos más",
    "abaku.exchange_title": "Cambio",
    "abaku.exchange_help": (
        "Haz clic en las fichas que cambias ({count} elegidas) y pulsa Cambiar."
    ),
    "abaku.example_points": "{example}   ({points})",
    "abaku.points_short": "{points} ptos",
    "abaku.log_title": "Jugadas",
    "abaku.log_place": "{name}: {points} puntos",
    "abaku.log_exchange": "{name} cambió {count} fichas",
    "abaku.log_pass": "{name} pasó",
    "abaku.log_timeout": "A {name} se le acabó el tiempo",
    "abaku.log_surrender": "{name} se rindió",
    "abaku.log_forfeit": "{name} pasó tres veces y queda fuera",
    "abaku.timed_out": "Se acabó el tiempo de {name}: pasa el turno.",
    "abaku.hint_shown": "Pista: las fichas fantasma suman {points} puntos.",
    "abaku.hint_exchange": "Pista: no cabe ninguna jugada; cambia algunas fichas.",
    "abaku.hint_pass": "Pista: no cabe ninguna jugada; pasa.",
    "abaku.wild_title": "¿Qué cifra es el comodín?",
    "abaku.reading_across": "de izquierda a derecha",
    "abaku.reading_down": "de arriba abajo",
    "abaku.refuse.same_square": "Dos fichas no pueden ir en la misma casilla.",
    "abaku.refuse.not_in_rack": "Tu atril no tiene esas fichas.",
    "abaku.refuse.no_tiles": "Pon al menos una ficha.",
    "abaku.refuse.too_many": "Una jugada pone como mucho {count} fichas.",
    "abaku.refuse.off_board": "{square} está fuera del tablero.",
    "abaku.refuse.bad_digit": "Una ficha muestra una cifra del 0 al 9.",
    "abaku.refuse.occupied": "{square} ya tiene una ficha.",
    "abaku.refuse.one_line": "Todas las fichas de una jugada van en una sola fila o columna.",
    "abaku.refuse.gap": "Las fichas deben formar una línea sin huecos: {square} está vacía.",
    "abaku.refuse.first_two": "La primera jugada necesita al menos 2 fichas.",
    "abaku.refuse.first_centre": "La primera jugada debe cubrir la casilla central {square}.",
    "abaku.refuse.touch": "Al menos una ficha nueva debe tocar una ficha del tablero.",
    "abaku.refuse.no_example": "El {digit} de {square} no forma parte de ningún ejemplo.",
    "abaku.refuse.adjacency": (
        "El {digit} de {square} y el {other} de {other_square} se tocan, pero ningún "
        "ejemplo leído {reading} contiene a ambos."
    ),
    "abaku.refuse.not_a_move": "Eso no es una jugada de Abaku.",
    "abaku.refuse.no_timer": "Esta partida no tiene límite de tiempo.",
    "abaku.refuse.exchange_count": "Elige de 1 a {count} fichas para cambiar.",
    "abaku.refuse.bag_short": "La bolsa solo tiene {held}, no basta para cambiar {count}.",
    "abaku.refuse.not_your_turn": "Es el turno de {name}.",
    "abaku.refuse.over": "La partida ha terminado.",
    "abaku.refuse.no_digit": "Tu atril no tiene ningún {digit}.",
    "abaku.refuse.place_first": "Primero pon fichas en el tablero.",
    "abaku.refuse.mark_first": "Primero haz clic en las fichas que quieres cambiar.",
    "abaku.continue": "Continuar",
    "abaku.winner": "¡Gana {names}!",
    "abaku.winners": "¡{names} comparten la victoria!",
    "abaku.no_winner": "No queda nadie en pie",
    "abaku.solo_score": "Tu puntuación: {score}",
    "abaku.end.tiles_out": "La bolsa está vacía y se jugó la última ficha.",
    "abaku.end.passes": "Tres pases seguidos con la bolsa vacía.",
    "abaku.end.players_out": "Los demás jugadores se rindieron o pasaron tres veces.",
    "abaku.col_rank": "#",
    "abaku.col_player": "Jugador",
    "abaku.col_points": "Puntos",
    "abaku.col_transfer": "Atriles",
    "abaku.col_final": "Final",
    "abaku.score_solo": "partida en solitario",
    "abaku.score_vs": "{players} jugadores, ordenadores: {levels}",
    "abaku.action.left": "Cursor a la izquierda",
    "abaku.action.right": "Cursor a la derecha",
    "abaku.action.up": "Cursor arriba",
    "abaku.action.down": "Cursor abajo",
    "abaku.action.place": "Poner ficha / confirmar",
    "abaku.action.next_tile": "Siguiente ficha del atril",
    "abaku.action.confirm": "Confirmar jugada",
    "abaku.action.recall": "Retirar una ficha",
    "abaku.action.recall_all": "Retirar todas las fichas",
    "abaku.action.shuffle": "Mezclar el atril",
    "abaku.action.exchange": "Cambiar",
    "abaku.action.pass": "Pasar",
    "abaku.action.hint": "Pista",
    "abaku.help.goal_title": "Objetivo",
    "abaku.help.goal": (
        "Abaku es un crucigrama de cifras. En cada turno pones fichas en una fila "
        "o columna de modo que se lean como ejemplos de aritmética escritos sin "
        "signos, y sumas las cifras de cada ejemplo que formas.\n"
        "\n"
        "Cada jugador tiene 5 fichas; la bolsa tiene 110 (11 de cada cifra). Gana "
        "la puntuación más alta. En solitario juegas por un récord."
    ),
    "abaku.help.examples_title": "Ejemplos",
    "abaku.help.examples": (
        "Una línea de cifras es un ejemplo si se divide en números que, en orden "
        "de lectura, forman uno de estos:\n"
        "+ y -:  7 2 9 es 7 + 2 = 9;  8 2 7 9 3 es 82 - 79 = 3\n"
        "× y ÷:  3 4 1 2 es 3 × 4 = 12;  8 4 2 es 8 ÷ 4 = 2\n"
        "cuadrado y cubo:  2 4 es 2² = 4;  2 8 es 2³ = 8\n"
        "raíces:  8 1 9 es √81 = 9;  8 2 es ³√8 = 2\n"
        "\n"
        "Solo se lee de izquierda a derecha o de arriba abajo. Ningún número empieza "
        "por 0 ni vale 0: un cero va dentro o al final de un número (38 2 40: 38 "
        "+ 2 = 40)."
    ),
    "abaku.help.move_title": "Una jugada",
    "abaku.help.move": (
        "Elige una ficha del atril (clic o su tecla de cifra) y ponla en el tablero "
        "(clic, arrastrar o Intro en el cursor). Pon de 1 a 5 fichas en una fila "
        "o columna, sin huecos. Haz clic en una ficha puesta para retirarla; Confirmar "
        "juega la jugada. Si rompe una regla, verás el motivo y tus fichas se quedan.\n"
        "\n"
        "La primera jugada cubre la estrella central con al menos 2 fichas; las "
        "siguientes tocan fichas del tablero. Cada ficha nueva debe estar en un "
        "ejemplo, y dos fichas que se tocan deben estar en un mismo ejemplo (un "
        "cero de un ejemplo puede tocar cualquier cosa).\n"
        "\n"
        "También puedes cambiar de 1 a 5 fichas con la bolsa, o pasar. Tu 8.º, 10.º, "
        "12.º… cero es un comodín (estrella): eliges su cifra al ponerlo."
    ),
    "abaku.help.score_title": "Puntuación",
    "abaku.help.score": (
        "Cada ejemplo formado con una ficha nueva suma sus cifras, también los tramos "
        "dentro de otros (5 delante de 6873 da 5 + 68 = 73 y 56 ÷ 8 = 7), pero un "
        "tramo cuenta una vez aunque se lea de dos maneras (981: 9 - 8 = 1 y 9² "
        "= 81).\n"
        "\n"
        "Las casillas de bonus valen en la jugada en que una ficha cae en ellas: "
        "×2 cifra y ×3 cifra multiplican la cifra de esa ficha; ×2 ejemplo y ×3 "
        "ejemplo multiplican todo el ejemplo (la estrella central es ×2 ejemplo).\n"
        "\n"
        "Ejemplo: 2 4 (2² = 4) vale 6; con el 4 en una casilla ×3 cifra, 2 + 12 "
        "= 14."
    ),
    "abaku.help.end_title": "El final",
    "abaku.help.end": (
        "La partida termina cuando la bolsa está vacía y un jugador usa su última "
        "ficha: gana la suma de las fichas que quedan en los otros atriles, y cada "
        "otro jugador pierde la suya.\n"
        "\n"
        "Tres pases seguidos con fichas en la bolsa pierden la partida; con la bolsa "
        "vacía la terminan. Con el reloj activado, agotar el tiempo cuenta como "
        "pase. Puedes rendirte desde el menú (Esc)."
    ),
    "abaku.help.keys_title": "Teclas",
    "abaku.help.keys": (
        "Flechas ({left} {right} {up} {down}): mueven el cursor del tablero.\n"
        "Teclas de cifra: toman esa ficha del atril ({next_tile}: la siguiente).\n"
        "{place}: pone la ficha en el cursor; sin ficha en la mano, confirma.\n"
        "{confirm}: confirmar.   {recall}: retirar una ficha.   {recall_all}: retirar "
        "todas.\n"
        "{shuffle}: mezclar.   {exchange}: cambiar.   {pass}: pasar.   {hint}: pista.\n"
        "Ratón: clic en una ficha del atril y luego en una casilla, o arrástrala; "
        "clic derecho en una ficha puesta para retirarla.\n"
        "F3: repetir la partida jugada a jugada.   Esc: menú (guardar, cargar, rendirse, ayuda)."
    ),
}

FR = {
    "abaku.title": "Abaku",
    "abaku.blurb": "Des mots croisés de chiffres : posez sommes, produits et racines.",
    "abaku.opt_timer": "Temps par tour",
    "abaku.timer_off": "Sans limite",
    "abaku.timer_30": "30 secondes",
    "abaku.timer_60": "60 secondes",
    "abaku.timer_120": "120 secondes",
    "abaku.mode_solo": "Solo",
    "abaku.mode_multi": "Contre d'autres",
    "abaku.sq_digit": "chiffre",
    "abaku.sq_example": "exemple",
    "abaku.confirm": "Valider",
    "abaku.recall": "Reprendre",
    "abaku.shuffle": "Mélanger",
    "abaku.hint": "Indice",
    "abaku.exchange": "Échanger",
    "abaku.exchange_cancel": "Annuler",
    "abaku.exchange_do": "Échanger {count}",
    "abaku.pass": "Passer",
    "abaku.menu": "Menu",
    "abaku.surrender": "Abandonner",
    "abaku.surrender_question": "Abandonner cette partie ?",
    "abaku.pass_question": "Passer ce tour ?",
    "abaku.pass_warning": (
        "Ce serait votre {count}e passe d'affilée. Trois d'affilée quand le sac "
        "contient des jetons font perdre la partie."
    ),
    "abaku.tip_confirm": "Jouer les jetons posés sur le plateau ({keys})",
    "abaku.tip_recall": "Reprendre tous les jetons posés ({keys} en reprend un)",
    "abaku.tip_shuffle": "Mélanger votre chevalet ({keys})",
    "abaku.tip_hint": "Montrer le meilleur coup en jetons fantômes ({keys})",
    "abaku.tip_exchange": "Choisir des jetons à échanger avec le sac ({keys})",
    "abaku.tip_pass": "Passer ce tour ({keys})",
    "abaku.bag": "Sac : {count}",
    "abaku.timer": "{seconds} s",
    "abaku.thinking": "Réflexion…",
    "abaku.out_name": "{name} (éliminé)",
    "abaku.rack_of": "Chevalet de {name}",
    "abaku.rack_hidden": "Les chevalets sont cachés",
    "abaku.turn_of": "À {name} de jouer",
    "abaku.your_turn": "À vous de jouer",
    "abaku.game_over": "Partie terminée",
    "abaku.preview_empty": (
        "Posez des jetons de votre chevalet sur le plateau, en ligne ou en colonne, "
        "contre ceux déjà posés."
    ),
    "abaku.preview_first": "Premier coup : au moins 2 jetons, dont un sur l'étoile du centre.",
    "abaku.preview_illegal": "Ce coup n'est pas encore valable",
    "abaku.preview_points": "Ce coup : {points} points",
    "abaku.more_examples": "… et {count} exemples de plus",
    "abaku.exchange_title": "Échange",
    "abaku.exchange_help": "Cliquez les jetons à échanger ({count} choisis), puis Échanger.",
    "abaku.example_points": "{example}   ({points})",
    "abaku.points_short": "{points} pts",
    "abaku.log_title": "Coups",
    "abaku.log_place": "{name} : {points} points",
    "abaku.log_exchange": "{name} a échangé {count} jetons",
    "abaku.log_pass": "{name} a passé",
    "abaku.log_timeout": "{name} a dépassé le temps",
    "abaku.log_surrender": "{name} a abandonné",
    "abaku.log_forfeit": "{name} a passé trois fois et est éliminé",
    "abaku.timed_out": "Temps écoulé pour {name} : le tour est passé.",
    "abaku.hint_shown": "Indice : les jetons fantômes rapportent {points} points.",
    "abaku.hint_exchange": "Indice : aucun coup possible ; échangez des jetons.",
    "abaku.hint_pass": "Indice : aucun coup possible ; passez.",
    "abaku.wild_title": "Quel chiffre pour le joker ?",
    "abaku.reading_across": "de gauche à droite",
    "abaku.reading_down": "de haut en bas",
    "abaku.refuse.same_square": "Deux jetons ne peuvent pas aller sur la même case.",
    "abaku.refuse.not_in_rack": "Votre chevalet n'a pas ces jetons.",
    "abaku.refuse.no_tiles": "Posez au moins un jeton.",
    "abaku.refuse.too_many": "Un coup pose au plus {count} jetons.",
    "abaku.refuse.off_board": "{square} est hors du plateau.",
    "abaku.refuse.bad_digit": "Un jeton porte un chiffre de 0 à 9.",
    "abaku.refuse.occupied": "{square} porte déjà un jeton.",
    "abaku.refuse.one_line": "Les jetons d'un coup vont sur une seule ligne ou colonne.",
    "abaku.refuse.gap": "Les jetons doivent former une ligne sans trou : {square} est vide.",
    "abaku.refuse.first_two": "Le premier coup pose au moins 2 jetons.",
    "abaku.refuse.first_centre": "Le premier coup doit couvrir la case centrale {square}.",
    "abaku.refuse.touch": "Au moins un nouveau jeton doit toucher un jeton du plateau.",
    "abaku.refuse.no_example": "Le {digit} en {square} ne fait partie d'aucun exemple.",
    "abaku.refuse.adjacency": (
        "Le {digit} en {square} et le {other} en {other_square} se touchent, mais "
        "aucun exemple lu {reading} ne contient les deux."
    ),
    "abaku.refuse.not_a_move": "Ce n'est pas un coup d'Abaku.",
    "abaku.refuse.no_timer": "Cette partie n'a pas de limite de temps.",
    "abaku.refuse.exchange_count": "Choisissez de 1 à {count} jetons à échanger.",
    "abaku.refuse.bag_short": (
        "Le sac ne contient que {held} jetons, trop peu pour en échanger {count}."
    ),
    "abaku.refuse.not_your_turn": "C'est au tour de {name}.",
    "abaku.refuse.over": "La partie est terminée.",
    "abaku.refuse.no_digit": "Votre chevalet n'a pas de {digit}.",
    "abaku.refuse.place_first": "Posez d'abord des jetons sur le plateau.",
    "abaku.refuse.mark_first": "Cliquez d'abord les jetons à échanger.",
    "abaku.continue": "Continuer",
    "abaku.winner": "{names} gagne !",
    "abaku.winners": "{names} gagnent ensemble !",
    "abaku.no_winner": "Plus personne en jeu",
    "abaku.solo_score": "Votre score : {score}",
    "abaku.end.tiles_out": "Le sac est vide et le dernier jeton a été joué.",
    "abaku.end.passes": "Trois passes d'affilée avec le sac vide.",
    "abaku.end.players_out": "Les autres joueurs ont abandonné ou passé trois fois.",
    "abaku.col_rank": "#",
    "abaku.col_player": "Joueur",
    "abaku.col_points": "Points",
    "abaku.col_transfer": "Chevalets",
    "abaku.col_final": "Final",
    "abaku.score_solo": "partie en solo",
    "abaku.score_vs": "{players} joueurs, ordinateurs : {levels}",
    "abaku.action.left": "Curseur à gauche",
    "abaku.action.right": "Curseur à droite",
    "abaku.action.up": "Curseur en haut",
    "abaku.action.down": "Curseur en bas",
    "abaku.action.place": "Poser le jeton / valider",
    "abaku.action.next_tile": "Jeton suivant du chevalet",
    "abaku.action.confirm": "Valider le coup",
    "abaku.action.recall": "Reprendre un jeton",
    "abaku.action.recall_all": "Reprendre tous les jetons",
    "abaku.action.shuffle": "Mélanger le chevalet",
    "abaku.action.exchange": "Échanger",
    "abaku.action.pass": "Passer",
    "abaku.action.hint": "Indice",
    "abaku.help.goal_title": "But du jeu",
    "abaku.help.goal": (
        "Abaku, ce sont des mots croisés de chiffres. À chaque tour, vous posez "
        "des jetons en ligne ou en colonne pour qu'ils se lisent comme des exemples "
        "de calcul écrits sans signes, et vous marquez les chiffres de chaque exemple "
        "formé.\n"
        "\n"
        "Chaque joueur a 5 jetons ; le sac en contient 110 (11 de chaque chiffre). "
        "Le plus haut score gagne. Seul, vous jouez pour un record."
    ),
    "abaku.help.examples_title": "Exemples",
    "abaku.help.examples": (
        "Une suite de chiffres est un exemple si elle se coupe en nombres qui, dans "
        "l'ordre de lecture, forment l'un de ceux-ci :\n"
        "+ et - :  7 2 9 donne 7 + 2 = 9 ;  8 2 7 9 3 donne 82 - 79 = 3\n"
        "× et ÷ :  3 4 1 2 donne 3 × 4 = 12 ;  8 4 2 donne 8 ÷ 4 = 2\n"
        "carré et cube :  2 4 donne 2² = 4 ;  2 8 donne 2³ = 8\n"
        "racines :  8 1 9 donne √81 = 9 ;  8 2 donne ³√8 = 2\n"
        "\n"
        "On lit seulement de gauche à droite ou de haut en bas. Aucun nombre ne "
        "commence par 0 ni ne vaut 0 : un zéro est dans un nombre ou à sa fin (38 "
        "2 40 : 38 + 2 = 40)."
    ),
    "abaku.help.move_title": "Un coup",
    "abaku.help.move": (
        "Prenez un jeton du chevalet (clic ou touche de son chiffre) et posez-le "
        "(clic, glisser, ou Entrée au curseur). Posez 1 à 5 jetons en ligne ou en "
        "colonne, sans trou. Cliquez un jeton posé pour le reprendre ; Valider joue "
        "le coup. S'il enfreint une règle, la raison s'affiche et vos jetons restent.\n"
        "\n"
        "Le premier coup couvre l'étoile centrale avec au moins 2 jetons ; les suivants "
        "touchent les jetons du plateau. Chaque nouveau jeton doit être dans un "
        "exemple, et deux jetons qui se touchent doivent être dans un même exemple "
        "(un zéro d'un exemple peut toucher n'importe quoi).\n"
        "\n"
        "Vous pouvez aussi échanger 1 à 5 jetons avec le sac, ou passer. Votre 8e, "
        "10e, 12e… zéro est un joker (étoile) : vous choisissez son chiffre en le "
        "posant."
    ),
    "abaku.help.score_title": "Score",
    "abaku.help.score": (
        "Chaque exemple formé avec un nouveau jeton rapporte la somme de ses chiffres, "
        "y compris les morceaux contenus dans d'autres (5 devant 6873 donne 5 + "
        "68 = 73 et 56 ÷ 8 = 7), mais une suite compte une fois même si elle se "
        "lit de deux façons (981 : 9 - 8 = 1 et 9² = 81).\n"
        "\n"
        "Les cases bonus valent au coup où un jeton s'y pose : ×2 chiffre et ×3 "
        "chiffre multiplient le chiffre de ce jeton ; ×2 exemple et ×3 exemple multiplient "
        "tout l'exemple (l'étoile centrale est ×2 exemple).\n"
        "\n"
        "Exemple : 2 4 (2² = 4) rapporte 6 ; avec le 4 sur une case ×3 chiffre, "
        "2 + 12 = 14."
    ),
    "abaku.help.end_title": "La fin",
    "abaku.help.end": (
        "La partie finit quand le sac est vide et qu'un joueur pose son dernier "
        "jeton : il gagne la somme des jetons restés sur les autres chevalets, et "
        "chaque autre joueur perd la sienne.\n"
        "\n"
        "Trois passes d'affilée quand le sac contient des jetons font perdre la "
        "partie ; sac vide, elles la terminent. Avec la minuterie, dépasser le temps "
        "compte comme une passe. Vous pouvez abandonner depuis le menu (Échap)."
    ),
    "abaku.help.keys_title": "Touches",
    "abaku.help.keys": (
        "Flèches ({left} {right} {up} {down}) : déplacent le curseur du plateau.\n"
        "Touches de chiffre : prennent ce jeton du chevalet ({next_tile} : le suivant).\n"
        "{place} : pose le jeton au curseur ; sans jeton en main, valide.\n"
        "{confirm} : valider.   {recall} : reprendre un jeton.   {recall_all} : "
        "tout reprendre.\n"
        "{shuffle} : mélanger.   {exchange} : échanger.   {pass} : passer.   {hint} "
        ": indice.\n"
        "Souris : cliquez un jeton puis une case, ou faites-le glisser ; clic droit "
        "sur un jeton posé pour le reprendre.\n"
        "F3 : rejouer la partie coup par coup.   Échap : menu (sauver, charger, abandonner, aide)."
    ),
}
