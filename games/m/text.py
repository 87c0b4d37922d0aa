"""M's words in English, Spanish and French (keys start with ``m.``)."""

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
    "m.refuse.choose_line": "Choose the row (R) or the column (C).",
    "m.refuse.no_choice": "There is no line to choose now.",
    "m.refuse.not_placing": "A scoring round is under way: take a marked tile.",
    "m.refuse.game_over": "The game is over.",
    "m.refuse.no_round": "There is no scoring round under way.",
    "m.refuse.not_in_hand": "There is no {tile} in your hand.",
    "m.refuse.line_not_scoring": "That line does not score.",
    "m.refuse.not_a_move": "That is not a move of M.",
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
    "m.status.choose_tile": "{name}: choose a tile (1-4), then a green cell, or pass (P).",
    "m.status.place": "{name}: put the tile on a green cell (click, or arrows and Enter).",
    "m.status.no_fit": "{name}: this tile fits nowhere. Choose another or pass.",
    "m.status.must_pass": "{name}: none of your tiles fits. Pass (P) or swap and pass (S).",
    "m.status.choose_line": "{name}: the row and the column both score. Choose one (R or C).",
    "m.status.take": "{name}: take one of the marked tiles of the line.",
    "m.status.over_win": "Game over: {name} wins with {score} points!",
    "m.status.over_tie": "Game over: {names} tie with {score} points!",
    "m.hand.title": "{name}'s tiles",
    "m.hand.keys": "{name}'s tiles: 1-4 to choose",
    "m.hand.hidden": "{name}'s tiles (hidden)",
    "m.hand.over": "The game is over: see the results (Enter) or start a new game (N).",
    "m.button.pass": "Pass (P)",
    "m.button.swap": "Swap and pass (S)",
    "m.button.row": "Row (R)",
    "m.button.column": "Column (C)",
    "m.button.results": "Results (Enter)",
    "m.button.new_game": "New game (N)",
    "m.button.hint": "Hint (H)",
    "m.button.undo": "Undo (U)",
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
    "m.tip.pass": "Give a chip to {name}, on your right, and end your turn.",
    "m.tip.pass_free": "End your turn (you have no chip to give).",
    "m.tip.swap": "Pass, put the chosen tile under the pile and draw a new one.",
    "m.confirm.pass": "Pass your turn?",
    "m.confirm.swap": "Pass and swap the {tile}?",
    "m.confirm.pass_chip": "You give a chip to {name}.",
    "m.confirm.pass_free": "You have no chip, so passing costs nothing.",
    "m.panel.pile": "Pile: {count} tiles",
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
        "When nobody can place a tile for a whole round, the game ends."
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
        "Keyboard: 1 to 4 or Tab choose a tile; the arrows move the cursor on the table; Enter "
        "or Space places (or takes) on the cursor; P passes; S swaps the chosen tile and "
        "passes; R or C choose the row or the column; U or Backspace takes back the tile just "
        "placed while the line is chosen; H asks for a hint (the move the strongest computer "
        "would play, and its points); F3 replays the game move by move; Esc opens the pause "
        "menu (save, load, help).\n\n"
        "With several human players, a hand-over screen hides each hand between turns."
    ),
}

ES = {
    "m.title": "M",
    "m.blurb": "Coloca fichas que casen, gana chips y quédate con tus dos mejores colores.",
    "m.option.speed": "Velocidad del ordenador",
    "m.speed.slow": "Lenta",
    "m.speed.normal": "Normal",
    "m.speed.fast": "Rápida",
    "m.colour.red": "roja",
    "m.colour.yellow": "amarilla",
    "m.colour.green": "verde",
    "m.colour.blue": "azul",
    "m.colour.purple": "morada",
    "m.symbol.star": "estrella",
    "m.symbol.circle": "círculo",
    "m.symbol.square": "cuadrado",
    "m.symbol.triangle": "triángulo",
    "m.tile": "ficha {colour} de {value} ({symbol})",
    "m.tile_zero": "ficha {colour} de {value}",
    "m.refuse.occupied": "Esa casilla ya tiene una ficha.",
    "m.refuse.isolated": "La ficha debe ir junto a una ficha de la mesa.",
    "m.refuse.too_wide": "La mesa puede tener como mucho {limit} columnas.",
    "m.refuse.too_tall": "La mesa puede tener como mucho {limit} filas.",
    "m.refuse.no_match_left": "Esta ficha no comparte nada con la ficha de su izquierda.",
    "m.refuse.no_match_right": "Esta ficha no comparte nada con la ficha de su derecha.",
    "m.refuse.no_match_above": "Esta ficha no comparte nada con la ficha de arriba.",
    "m.refuse.no_match_below": "Esta ficha no comparte nada con la ficha de abajo.",
    "m.refuse.not_in_run": "Coge una ficha marcada de la línea resaltada.",
    "m.refuse.already_taken": "Esa ficha ya se ha cogido.",
    "m.refuse.last_of_run": "La última ficha de la línea debe quedarse en la mesa.",
    "m.refuse.splits": "Coger esa ficha partiría la mesa en dos.",
    "m.refuse.no_tile": "Primero elige una ficha de tu mano (teclas 1 a 4).",
    "m.refuse.wait": "Espera: es el turno de {name}.",
    "m.refuse.no_swap": "El montón está vacío: solo puedes pasar.",
    "m.refuse.no_swap_tile": "Primero elige la ficha que cambiar (teclas 1 a 4).",
    "m.refuse.choose_line": "Elige la fila (R) o la columna (C).",
    "m.refuse.no_choice": "Ahora no hay ninguna línea que elegir.",
    "m.refuse.not_placing": "Hay una ronda de puntuación: coge una ficha marcada.",
    "m.refuse.game_over": "La partida ha terminado.",
    "m.refuse.no_round": "No hay ninguna ronda de puntuación en curso.",
    "m.refuse.not_in_hand": "No tienes {tile} en la mano.",
    "m.refuse.line_not_scoring": "Esa línea no puntúa.",
    "m.refuse.not_a_move": "Eso no es una jugada de M.",
    "m.log.start_letters": "Empieza {name}: más letras M en el nombre.",
    "m.log.start_drawn": "Empieza {name}, sorteado entre los nombres con más letras M.",
    "m.log.place": "{name} colocó la {tile}.",
    "m.log.chips_one": "{name} cogió un chip de {givers}.",
    "m.log.chips_many": "{name} cogió {count} chips: {givers}.",
    "m.log.pass": "{name} pasó.",
    "m.log.pass_chip": "{name} pasó y dio un chip a {other}.",
    "m.log.swap": "{name} cambió una ficha con el montón.",
    "m.log.round_row": "¡Ronda de puntuación en la fila, iniciada por {name}!",
    "m.log.round_column": "¡Ronda de puntuación en la columna, iniciada por {name}!",
    "m.log.take": "{name} cogió la {tile}.",
    "m.log.last_tile": "Se ha robado la última ficha: la próxima ronda termina la partida.",
    "m.end.last_round": "La última ronda de puntuación ha terminado.",
    "m.end.blocked": "Nadie pudo colocar una ficha en toda una vuelta.",
    "m.end.stalled": "Todos siguieron pasando.",
    "m.hint.fits": "Cabe aquí",
    "m.hint.chips_one": "coge un chip de {givers}",
    "m.hint.chips_many": "coge {count} chips: {givers}",
    "m.hint.scores_row": "inicia una ronda de puntuación en la fila",
    "m.hint.scores_column": "inicia una ronda de puntuación en la columna",
    "m.hint.scores_both": "inicia una ronda de puntuación (fila o columna)",
    "m.status.thinking": "{name} está pensando...",
    "m.status.taking": "{name} elige qué ficha de la línea coger...",
    "m.status.waiting": "Turno de {name}.",
    "m.status.choose_tile": "{name}: elige una ficha (1-4) y una casilla verde, o pasa (P).",
    "m.status.place": "{name}: pon la ficha en una casilla verde (clic, o flechas e Intro).",
    "m.status.no_fit": "{name}: esta ficha no cabe en ningún sitio. Elige otra o pasa.",
    "m.status.must_pass": "{name}: ninguna ficha cabe. Pasa (P) o cambia y pasa (S).",
    "m.status.choose_line": "{name}: puntúan la fila y la columna. Elige una (R o C).",
    "m.status.take": "{name}: coge una de las fichas marcadas de la línea.",
    "m.status.over_win": "Fin de la partida: ¡gana {name} con {score} puntos!",
    "m.status.over_tie": "Fin de la partida: ¡empate de {names} con {score} puntos!",
    "m.hand.title": "Fichas de {name}",
    "m.hand.keys": "Fichas de {name}: 1-4 para elegir",
    "m.hand.hidden": "Fichas de {name} (ocultas)",
    "m.hand.over": "Partida terminada: mira los resultados (Intro) o empieza otra (N).",
    "m.button.pass": "Pasar (P)",
    "m.button.swap": "Cambiar y pasar (S)",
    "m.button.row": "Fila (R)",
    "m.button.column": "Columna (C)",
    "m.button.results": "Resultados (Intro)",
    "m.button.new_game": "Nueva partida (N)",
    "m.button.hint": "Pista (H)",
    "m.button.undo": "Deshacer (U)",
    "m.tip.undo": "Recupera la ficha que acabas de colocar.",
    "m.log.undo": "{name} recuperó la ficha.",
    "m.refuse.no_undo": "No hay nada que deshacer: el turno ha terminado.",
    "m.tip.hint": "Pide una jugada al ordenador más fuerte.",
    "m.hint.suggest_place": "Pista: pon la {tile} en la casilla marcada ({points} puntos).",
    "m.hint.suggest_take": "Pista: coge la {tile} ({points} puntos).",
    "m.hint.suggest_swap": "Pista: pasa y cambia la {tile} ({points} puntos).",
    "m.hint.suggest_pass": "Pista: pasa ({points} puntos).",
    "m.hint.suggest_row": "Pista: puntúa la fila.",
    "m.hint.suggest_column": "Pista: puntúa la columna.",
    "m.tip.pass": "Da un chip a {name}, a tu derecha, y termina tu turno.",
    "m.tip.pass_free": "Termina tu turno (no tienes chips que dar).",
    "m.tip.swap": "Pasa, pon la ficha elegida bajo el montón y roba otra.",
    "m.confirm.pass": "¿Pasar el turno?",
    "m.confirm.swap": "¿Pasar y cambiar la {tile}?",
    "m.confirm.pass_chip": "Das un chip a {name}.",
    "m.confirm.pass_free": "No tienes chips: pasar no te cuesta nada.",
    "m.panel.pile": "Montón: {count} fichas",
    "m.panel.last": "¡Última ronda!",
    "m.panel.limit": "Mesa {columns} × {rows} de {limit} × {limit}",
    "m.panel.rule": "Chip 10 · dos mejores colores + · resto −",
    "m.panel.winner": "Ganador",
    "m.panel.round": "Puntúa",
    "m.panel.log": "Últimas jugadas",
    "m.results.wins": "¡Gana {name}!",
    "m.results.tie": "Empate: {names}",
    "m.results.player": "Jugador",
    "m.results.chips": "Chips",
    "m.results.best": "Mejores colores (+)",
    "m.results.negative": "Otros colores (−)",
    "m.results.total": "Total",
    "m.score_detail": "{count} jugadores",
    "m.summary": "{count} jugadores, juega {name}, montón {pile}",
    "m.help.goal_title": "El objetivo",
    "m.help.goal": (
        "De 2 a 6 jugadores colocan fichas junto a fichas que casan en una mesa común. Una "
        "ficha que toca varias fichas quita chips al jugador de tu derecha. Completar una fila "
        "o columna larga inicia una ronda de puntuación, en la que los jugadores deben coger "
        "fichas de ella.\n\n"
        "Al final cada chip vale 10 puntos, tus dos mejores colores suman y cada otro color "
        "que hayas cogido resta. ¡Reúne dos colores y deja los demás a tus rivales!\n\n"
        "Empieza el jugador con más letras M en el nombre; se juega hacia la izquierda (hacia "
        "abajo en la lista de jugadores) y tu vecino de la derecha es el jugador de encima."
    ),
    "m.help.tiles_title": "Las fichas",
    "m.help.tiles": (
        "Cada ficha tiene un color (rojo, amarillo, verde, azul, morado), un valor (0, 10, 20, "
        "30 o 40) y un símbolo (estrella, círculo, cuadrado, triángulo); las fichas de 0 no "
        "tienen símbolo.\n\n"
        "El valor está escrito en dos esquinas y se ve como muescas en cada lado: una muesca "
        "por cada 10 puntos.\n\n"
        "Cada color tiene además su textura, así que nunca hace falta distinguir colores: el "
        "rojo es liso, el amarillo con puntos, el verde con rayas horizontales, el azul con "
        "rayas diagonales y el morado a cuadros.\n\n"
        "Dos jugadores usan 50 fichas y cada jugador más añade 10. La partida empieza con cinco "
        "fichas colocadas en forma de M."
    ),
    "m.help.place_title": "Colocar una ficha",
    "m.help.place": (
        "En tu turno, pon una ficha de tu mano en una casilla vacía junto a al menos una "
        "ficha. Debe compartir al menos una cosa (color, valor o símbolo) con CADA ficha que "
        "toque, no necesariamente la misma: una estrella roja de 20 puede ir entre un 0 rojo y "
        "un círculo azul de 20. Dos fichas de 0 comparten el valor; la falta de símbolo no "
        "casa con nada.\n\n"
        "Toda la mesa debe caber en 6 × 6: las casillas rayadas y la línea naranja muestran "
        "por dónde ya no puede crecer.\n\n"
        "Chips: tocar 2 fichas quita 1 chip al jugador de tu derecha, 3 fichas quitan 2 y 4 "
        "fichas quitan 3. Si no tiene, el chip sale del siguiente jugador a la derecha que "
        "tenga. Después robas hasta tener 4 fichas."
    ),
    "m.help.pass_title": "Pasar",
    "m.help.pass": (
        "En lugar de colocar puedes pasar, aunque alguna ficha quepa. Si tienes chips, das uno "
        "al jugador de tu derecha.\n\n"
        "Al pasar también puedes poner una ficha de tu mano bajo el montón y robar otra "
        "(Cambiar y pasar).\n\n"
        "Si nadie puede colocar una ficha durante toda una vuelta, la partida termina."
    ),
    "m.help.round_title": "Rondas de puntuación",
    "m.help.round": (
        "Cuando tu ficha completa una línea de 5 o 6 fichas seguidas en fila o columna, y "
        "comparte al menos dos cosas con una vecina de esa línea, empieza una ronda de "
        "puntuación. Si la fila y la columna cumplen, eliges una.\n\n"
        "Empezando por ti y siguiendo hacia la derecha, cada jugador debe coger una ficha de "
        "esa línea. Solo se puede coger una ficha si el resto de la mesa sigue unida, y "
        "siempre debe quedar una ficha de la línea. Las fichas que puedes coger están "
        "marcadas. La ronda acaba cuando no se puede coger ninguna ficha de la línea.\n\n"
        "Ejemplo: una fila tiene estrella roja de 10, círculo rojo de 20, círculo azul de 20 y "
        "cuadrado azul de 30. Añades al final un triángulo azul de 30: cinco seguidas, y tu "
        "ficha comparte color y valor con el cuadrado azul de 30, así que la fila puntúa.\n\n"
        "Las fichas cogidas quedan a la vista, ordenadas por color, en tu fila del panel."
    ),
    "m.help.end_title": "El final y la puntuación",
    "m.help.end": (
        "Cuando se roba la última ficha, se sigue jugando con las fichas de la mano hasta que "
        "termine la siguiente ronda de puntuación: esa ronda cuenta y la partida termina.\n\n"
        "Puntuación: 10 por chip, más los totales de tus dos mejores colores, menos los "
        "totales de todos tus otros colores.\n\n"
        "Ejemplo: 4 chips, rojo 70, azul 50 y verde 30 dan 40 + 70 + 50 − 30 = 130.\n\n"
        "El panel muestra lo que cada jugador sumaría si la partida acabara ahora. La mejor "
        "puntuación humana de la partida entra en la tabla de récords."
    ),
    "m.help.keys_title": "Controles",
    "m.help.keys": (
        "Ratón: haz clic en una ficha de tu mano y luego en una casilla verde. Haz clic en una "
        "ficha marcada para cogerla. Los botones sirven para pasar, cambiar y pasar, o elegir "
        "la fila o la columna. El clic derecho suelta la ficha elegida.\n\n"
        "Teclado: 1 a 4 o Tab eligen una ficha; las flechas mueven el cursor por la mesa; "
        "Intro o Espacio colocan (o cogen) en el cursor; P pasa; S cambia la ficha elegida y "
        "pasa; R o C eligen la fila o la columna; U o Retroceso recuperan la ficha recién "
        "colocada mientras se elige la línea; H pide una pista (la jugada del ordenador más "
        "fuerte, con sus puntos); F3 repite la partida jugada a jugada; Esc abre el menú de "
        "pausa (guardar, cargar, ayuda).\n\n"
        "Con varios jugadores humanos, una pantalla de relevo oculta cada mano entre turnos."
    ),
}

FR = {
    "m.title": "M",
    "m.blurb": (
        "Posez des tuiles assorties, prenez des jetons, gardez vos deux meilleures couleurs."
    ),
    "m.option.speed": "Vitesse de l'ordinateur",
    "m.speed.slow": "Lente",
    "m.speed.normal": "Normale",
    "m.speed.fast": "Rapide",
    "m.colour.red": "rouge",
    "m.colour.yellow": "jaune",
    "m.colour.green": "verte",
    "m.colour.blue": "bleue",
    "m.colour.purple": "violette",
    "m.symbol.star": "étoile",
    "m.symbol.circle": "cercle",
    "m.symbol.square": "carré",
    "m.symbol.triangle": "triangle",
    "m.tile": "tuile {colour} de {value} ({symbol})",
    "m.tile_zero": "tuile {colour} de {value}",
    "m.refuse.occupied": "Cette case a déjà une tuile.",
    "m.refuse.isolated": "Une tuile doit toucher une tuile déjà posée.",
    "m.refuse.too_wide": "Le jeu peut faire au plus {limit} colonnes de large.",
    "m.refuse.too_tall": "Le jeu peut faire au plus {limit} rangées de haut.",
    "m.refuse.no_match_left": "Cette tuile n'a rien en commun avec la tuile à sa gauche.",
    "m.refuse.no_match_right": "Cette tuile n'a rien en commun avec la tuile à sa droite.",
    "m.refuse.no_match_above": "Cette tuile n'a rien en commun avec la tuile au-dessus.",
    "m.refuse.no_match_below": "Cette tuile n'a rien en commun avec la tuile en dessous.",
    "m.refuse.not_in_run": "Prenez une tuile marquée de la ligne en surbrillance.",
    "m.refuse.already_taken": "Cette tuile a déjà été prise.",
    "m.refuse.last_of_run": "La dernière tuile de la ligne doit rester sur la table.",
    "m.refuse.splits": "Prendre cette tuile couperait le jeu en deux.",
    "m.refuse.no_tile": "Choisissez d'abord une tuile de votre main (touches 1 à 4).",
    "m.refuse.wait": "Patientez : c'est au tour de {name}.",
    "m.refuse.no_swap": "La pioche est vide : vous pouvez seulement passer.",
    "m.refuse.no_swap_tile": "Choisissez d'abord la tuile à échanger (touches 1 à 4).",
    "m.refuse.choose_line": "Choisissez la rangée (R) ou la colonne (C).",
    "m.refuse.no_choice": "Il n'y a pas de ligne à choisir maintenant.",
    "m.refuse.not_placing": "Un décompte est en cours : prenez une tuile marquée.",
    "m.refuse.game_over": "La partie est terminée.",
    "m.refuse.no_round": "Aucun décompte n'est en cours.",
    "m.refuse.not_in_hand": "Vous n'avez pas de {tile} en main.",
    "m.refuse.line_not_scoring": "Cette ligne ne rapporte rien.",
    "m.refuse.not_a_move": "Ce n'est pas un coup de M.",
    "m.log.start_letters": "{name} commence : le plus de lettres M dans le prénom.",
    "m.log.start_drawn": "{name} commence, tiré au sort parmi les prénoms aux plus de M.",
    "m.log.place": "{name} a posé la {tile}.",
    "m.log.chips_one": "{name} a pris un jeton à {givers}.",
    "m.log.chips_many": "{name} a pris {count} jetons : {givers}.",
    "m.log.pass": "{name} a passé.",
    "m.log.pass_chip": "{name} a passé et donné un jeton à {other}.",
    "m.log.swap": "{name} a échangé une tuile avec la pioche.",
    "m.log.round_row": "Décompte sur la rangée, lancé par {name} !",
    "m.log.round_column": "Décompte sur la colonne, lancé par {name} !",
    "m.log.take": "{name} a pris la {tile}.",
    "m.log.last_tile": "La dernière tuile est piochée : le prochain décompte finit la partie.",
    "m.end.last_round": "Le dernier décompte est terminé.",
    "m.end.blocked": "Personne n'a pu poser de tuile pendant un tour entier.",
    "m.end.stalled": "Tout le monde a continué à passer.",
    "m.hint.fits": "Possible ici",
    "m.hint.chips_one": "prend un jeton à {givers}",
    "m.hint.chips_many": "prend {count} jetons : {givers}",
    "m.hint.scores_row": "lance un décompte sur la rangée",
    "m.hint.scores_column": "lance un décompte sur la colonne",
    "m.hint.scores_both": "lance un décompte (rangée ou colonne)",
    "m.status.thinking": "{name} réfléchit...",
    "m.status.taking": "{name} choisit la tuile de la ligne à prendre...",
    "m.status.waiting": "Au tour de {name}.",
    "m.status.choose_tile": "{name} : choisissez une tuile (1-4) puis une case verte, ou passez.",
    "m.status.place": "{name} : posez la tuile sur une case verte (clic, ou flèches et Entrée).",
    "m.status.no_fit": "{name} : cette tuile ne va nulle part. Prenez-en une autre ou passez.",
    "m.status.must_pass": "{name} : aucune tuile ne va. Passez (P) ou échangez et passez (S).",
    "m.status.choose_line": "{name} : la rangée et la colonne comptent. Choisissez (R ou C).",
    "m.status.take": "{name} : prenez une des tuiles marquées de la ligne.",
    "m.status.over_win": "Partie finie : {name} gagne avec {score} points !",
    "m.status.over_tie": "Partie finie : égalité de {names} avec {score} points !",
    "m.hand.title": "Tuiles de {name}",
    "m.hand.keys": "Tuiles de {name} : 1-4 pour choisir",
    "m.hand.hidden": "Tuiles de {name} (cachées)",
    "m.hand.over": "Partie finie : voyez les résultats (Entrée) ou rejouez (N).",
    "m.button.pass": "Passer (P)",
    "m.button.swap": "Échanger et passer (S)",
    "m.button.row": "Rangée (R)",
    "m.button.column": "Colonne (C)",
    "m.button.results": "Résultats (Entrée)",
    "m.button.new_game": "Nouvelle partie (N)",
    "m.button.hint": "Indice (H)",
    "m.button.undo": "Annuler (U)",
    "m.tip.undo": "Reprenez la tuile que vous venez de poser.",
    "m.log.undo": "{name} a repris sa tuile.",
    "m.refuse.no_undo": "Rien à reprendre : le tour est fini.",
    "m.tip.hint": "Demandez un coup à l'ordinateur le plus fort.",
    "m.hint.suggest_place": "Indice : posez la {tile} sur la case marquée ({points} points).",
    "m.hint.suggest_take": "Indice : prenez la {tile} ({points} points).",
    "m.hint.suggest_swap": "Indice : passez en échangeant la {tile} ({points} points).",
    "m.hint.suggest_pass": "Indice : passez ({points} points).",
    "m.hint.suggest_row": "Indice : faites compter la rangée.",
    "m.hint.suggest_column": "Indice : faites compter la colonne.",
    "m.tip.pass": "Donnez un jeton à {name}, à votre droite, et finissez votre tour.",
    "m.tip.pass_free": "Finissez votre tour (vous n'avez pas de jeton à donner).",
    "m.tip.swap": "Passez, mettez la tuile choisie sous la pioche et piochez-en une autre.",
    "m.confirm.pass": "Passer votre tour ?",
    "m.confirm.swap": "Passer et échanger la {tile} ?",
    "m.confirm.pass_chip": "Vous donnez un jeton à {name}.",
    "m.confirm.pass_free": "Vous n'avez pas de jeton : passer ne coûte rien.",
    "m.panel.pile": "Pioche : {count} tuiles",
    "m.panel.last": "Dernier tour !",
    "m.panel.limit": "Jeu {columns} × {rows} sur {limit} × {limit}",
    "m.panel.rule": "Jeton 10 · deux meilleures couleurs + · autres −",
    "m.panel.winner": "Gagnant",
    "m.panel.round": "Décompte",
    "m.panel.log": "Derniers coups",
    "m.results.wins": "{name} gagne !",
    "m.results.tie": "Égalité : {names}",
    "m.results.player": "Joueur",
    "m.results.chips": "Jetons",
    "m.results.best": "Meilleures couleurs (+)",
    "m.results.negative": "Autres couleurs (−)",
    "m.results.total": "Total",
    "m.score_detail": "{count} joueurs",
    "m.summary": "{count} joueurs, à {name} de jouer, pioche {pile}",
    "m.help.goal_title": "Le but",
    "m.help.goal": (
        "De 2 à 6 joueurs posent des tuiles à côté de tuiles assorties sur une table commune. "
        "Une tuile qui en touche plusieurs prend des jetons au joueur à votre droite. Compléter "
        "une longue rangée ou colonne lance un décompte, où les joueurs doivent y prendre des "
        "tuiles.\n\n"
        "À la fin chaque jeton vaut 10 points, vos deux meilleures couleurs comptent en plus "
        "et toute autre couleur ramassée compte en moins. Réunissez deux couleurs et laissez "
        "les autres à vos adversaires !\n\n"
        "Le joueur qui a le plus de lettres M dans son prénom commence ; on joue vers la gauche "
        "(vers le bas de la liste des joueurs) et votre voisin de droite est le joueur au-dessus."
    ),
    "m.help.tiles_title": "Les tuiles",
    "m.help.tiles": (
        "Chaque tuile a une couleur (rouge, jaune, vert, bleu, violet), une valeur (0, 10, 20, "
        "30 ou 40) et un symbole (étoile, cercle, carré, triangle) ; les tuiles 0 n'ont pas de "
        "symbole.\n\n"
        "La valeur est écrite dans deux coins et montrée par des encoches sur chaque côté : "
        "une encoche par tranche de 10 points.\n\n"
        "Chaque couleur a aussi sa texture, il n'est donc jamais nécessaire de distinguer les "
        "couleurs : le rouge est uni, le jaune à pois, le vert rayé en travers, le bleu rayé en "
        "biais et le violet en damier.\n\n"
        "À deux on joue avec 50 tuiles, et chaque joueur de plus en ajoute 10. La partie "
        "commence avec cinq tuiles posées en forme de M."
    ),
    "m.help.place_title": "Poser une tuile",
    "m.help.place": (
        "À votre tour, posez une tuile de votre main sur une case vide qui touche au moins une "
        "tuile. Elle doit avoir au moins un point commun (couleur, valeur ou symbole) avec "
        "CHAQUE tuile qu'elle touche, pas forcément le même : une étoile rouge de 20 peut aller "
        "entre un 0 rouge et un cercle bleu de 20. Deux tuiles 0 partagent leur valeur ; "
        "l'absence de symbole ne va avec rien.\n\n"
        "Tout le jeu doit tenir dans 6 × 6 : les cases hachurées et la ligne orange montrent où "
        "il ne peut plus s'étendre.\n\n"
        "Jetons : toucher 2 tuiles prend 1 jeton au joueur à votre droite, 3 tuiles en prennent "
        "2, 4 tuiles en prennent 3. S'il n'en a pas, le jeton vient du joueur suivant à droite "
        "qui en a. Ensuite vous complétez votre main à 4 tuiles."
    ),
    "m.help.pass_title": "Passer",
    "m.help.pass": (
        "Au lieu de poser, vous pouvez passer, même si une tuile convient. Si vous avez un "
        "jeton, vous en donnez un au joueur à votre droite.\n\n"
        "En passant, vous pouvez aussi mettre une tuile de votre main sous la pioche et en "
        "piocher une autre (Échanger et passer).\n\n"
        "Si personne ne peut poser de tuile pendant un tour entier, la partie se termine."
    ),
    "m.help.round_title": "Les décomptes",
    "m.help.round": (
        "Quand votre tuile complète une ligne de 5 ou 6 tuiles à la suite en rangée ou en "
        "colonne, et a au moins deux points communs avec une voisine de cette ligne, un "
        "décompte commence. Si la rangée et la colonne conviennent, vous en choisissez une.\n\n"
        "En commençant par vous puis vers la droite, chaque joueur doit prendre une tuile de "
        "cette ligne. Une tuile ne peut être prise que si le reste du jeu reste d'un seul "
        "tenant, et une tuile de la ligne doit toujours rester. Les tuiles que vous pouvez "
        "prendre sont marquées. Le décompte finit quand plus aucune tuile de la ligne ne peut "
        "être prise.\n\n"
        "Exemple : une rangée contient étoile rouge de 10, cercle rouge de 20, cercle bleu de "
        "20 et carré bleu de 30. Vous ajoutez au bout un triangle bleu de 30 : cinq à la "
        "suite, et votre tuile a la couleur et la valeur du carré bleu de 30, donc la rangée "
        "compte.\n\n"
        "Les tuiles prises restent visibles, triées par couleur, dans votre rangée du panneau."
    ),
    "m.help.end_title": "La fin et le score",
    "m.help.end": (
        "Une fois la dernière tuile piochée, on continue avec les tuiles en main jusqu'à la fin "
        "du décompte suivant : ce décompte compte, puis la partie se termine.\n\n"
        "Score : 10 par jeton, plus les totaux de vos deux meilleures couleurs, moins les "
        "totaux de toutes vos autres couleurs.\n\n"
        "Exemple : 4 jetons, rouge 70, bleu 50 et vert 30 donnent 40 + 70 + 50 − 30 = 130.\n\n"
        "Le panneau montre ce que chaque joueur marquerait si la partie finissait maintenant. "
        "Le meilleur score humain de la partie va au tableau des records."
    ),
    "m.help.keys_title": "Commandes",
    "m.help.keys": (
        "Souris : cliquez sur une tuile de votre main, puis sur une case verte. Cliquez sur une "
        "tuile marquée pour la prendre. Les boutons servent à passer, échanger et passer, ou "
        "choisir la rangée ou la colonne. Un clic droit lâche la tuile choisie.\n\n"
        "Clavier : 1 à 4 ou Tab choisissent une tuile ; les flèches déplacent le curseur sur la "
        "table ; Entrée ou Espace posent (ou prennent) sous le curseur ; P passe ; S échange la "
        "tuile choisie et passe ; R ou C choisissent la rangée ou la colonne ; U ou Retour "
        "arrière reprennent la tuile posée pendant le choix de la ligne ; H demande un indice "
        "(le coup de l'ordinateur le plus fort, avec ses points) ; F3 rejoue la partie coup "
        "par coup ; Échap ouvre le menu de pause (sauvegarder, charger, aide).\n\n"
        "Avec plusieurs joueurs humains, un écran de relais cache chaque main entre les tours."
    ),
}
