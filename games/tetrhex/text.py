"""Tetrhex's words in English, Spanish and French."""

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
    "Hint: outlines where the computer would put the piece.\n"
    "High scores are kept per board edge; the original's records are the ones to beat "
    "(edge 9: 167,493).",
    "tetrhex.help.keys_title": "Keys ({preset})",
    "tetrhex.help.keys_menu": "Esc: the pause menu (save, help, quit to the menu)",
    "tetrhex.colon": ": ",
    "tetrhex.mode.edge9": "Edge 9",
    "tetrhex.mode.edge8": "Edge 8",
    "tetrhex.mode.edge7": "Edge 7",
    "tetrhex.mode.edge6": "Edge 6",
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
    "tetrhex.watch.speed": "Computer speed (actions a second)",
    "tetrhex.watch.again": "Watch again",
    "tetrhex.summary": "Edge {edge}, level {level}, {score} points",
    "tetrhex.score_detail": "level {level}, {lines} lines",
}

ES = {
    "tetrhex.results.level_from": "{level} (desde {start})",
    "tetrhex.panel.radar_idle": "Apagado.",
    "tetrhex.help.modern_idea": "Las teclas Moderno alrededor de S están como los vecinos de un "
    "hexágono: A y D desplazan por la V, Z y X bajan a la izquierda y a la derecha, W y E "
    "giran, S baja.",
    "tetrhex.help.keys_where": "Elige las teclas Clásico o Moderno al crear la partida; cambia "
    "cualquier tecla en Ajustes, Teclas.",
    "tetrhex.title": "Tetrhex",
    "tetrhex.blurb": "Bloques hexagonales que caen: llena las líneas en V, haz estallar "
    "bombas y supera los récords de 1996.",
    "tetrhex.watch": "Mirar",
    "tetrhex.help.pieces_title": "Las piezas",
    "tetrhex.help.pieces": "Cada pieza tiene cuatro hexágonos. Hay diez, todas igual de "
    "probables: siete formas, tres de ellas en dos versiones simétricas. El color y el símbolo "
    "de una pieza dependen de su forma, así que las parejas simétricas los comparten y puedes "
    "preparar grupos de un mismo color.\n\n"
    "Una pieza de cada diez es una pieza bomba: cada uno de sus hexágonos lleva una bomba "
    "(ver Bombas).",
    "tetrhex.picture.v_move": "V-derecha: la pieza se desliza una columna a lo largo de su V",
    "tetrhex.picture.kick": "Donde giraría (contorno) está ocupado: gira un paso en V-izquierda",
    "tetrhex.picture.bomb": "La barra bomba cae junto a un grupo cargado: desaparecen {count} "
    "hexágonos",
    "tetrhex.help.goal_title": "El juego",
    "tetrhex.help.goal": "Piezas de cuatro hexágonos caen dentro de un gran hexágono. Guía "
    "cada una mientras cae y llena las líneas en forma de V: una V completa desaparece y, en "
    "cada columna, los hexágonos de encima bajan.\n\n"
    "Cada línea es una V paralela a los dos bordes inferiores del tablero; las franjas tenues "
    "las muestran. La partida termina cuando una pieza nueva no cabe arriba.\n\n"
    "Ejemplo: en el tablero de lado 9 cada una de las nueve V más bajas tiene 17 hexágonos. "
    "Una pieza que completa dos en el nivel 0 suma 5 x 10 x 10 = 500 puntos.",
    "tetrhex.help.moves_title": "Movimientos",
    "tetrhex.help.moves": "V-izquierda y V-derecha desplazan la pieza una columna a la misma "
    "altura: sube por la V al otro lado del centro y baja por ella hacia el centro.\n"
    "Abajo-izquierda y abajo-derecha la mueven un paso en diagonal. Abajo la baja un paso y "
    "reinicia su temporizador de caída.\n"
    "Los giros la rotan 60 grados; si no cabe, prueba un paso V-izquierda, luego V-derecha y "
    "luego un paso arriba.\n"
    "Soltar la deja caer en línea recta y la fija al instante.\n"
    "Una pieza que no puede caer se fija medio segundo después; cada movimiento reinicia esa "
    "espera, hasta 15 veces.\n\n"
    "Ratón: haz clic al lado de la pieza para desplazarla, debajo para bajarla; la rueda la "
    "gira; el botón derecho la suelta.",
    "tetrhex.help.points_title": "Puntos",
    "tetrhex.help.points": "Aterrizaje: 3 puntos; una pieza soltada suma las líneas que cayó "
    "más una, al menos 3.\n"
    "Líneas hechas por una pieza, con L el nivel: 1 línea 2 x (L + 10)², 2 líneas 5 x, "
    "3 líneas 10 x, 4 líneas 20 x.\n"
    "Radar: muestra la pieza siguiente. Encenderlo cuesta 500 puntos y, mientras está "
    "encendido, las líneas valen 1, 3, 6 y 13 x (L + 10)².\n\n"
    "Ejemplo en el nivel 2: dos líneas suman 5 x 144 = 720 puntos, o 3 x 144 = 432 con el "
    "radar encendido.",
    "tetrhex.help.bombs_title": "Bombas",
    "tetrhex.help.bombs": "Una pieza de cada diez es una pieza bomba: cada uno de sus "
    "hexágonos lleva una bomba.\n"
    "Los hexágonos de un color que se tocan forman un grupo; un grupo con una bomba está "
    "cargado. Cuando una pieza bomba aterriza junto a otro grupo cargado, se destruyen su "
    "propio grupo y todos los grupos cargados que toca: n hexágonos suman (n x (L + 10))² / "
    "128 puntos y 8 puntos de bomba cada uno.\n"
    "Soltar también da puntos de bomba (la mitad de las líneas caídas). Cada 1.000 puntos de "
    "bomba (800, 600 y 400 en los tableros menores) ganas una bomba.\n"
    "Explotar: mientras cae una pieza bomba, gasta una bomba para volar todo el tablero: "
    "5 puntos por hexágono.",
    "tetrhex.help.time_title": "Tiempo y niveles",
    "tetrhex.help.time": "Cada nivel dura 60 segundos. Cuando se acaba su reloj, la pieza "
    "siguiente llega en el nivel siguiente, que cae más rápido: un paso por segundo en el "
    "nivel 0, cuatro en el nivel 10.\n"
    "La tecla de subir nivel salta un nivel al instante y añade 60 segundos: empezando en el "
    "nivel 0 y pulsándola diez veces tienes once minutos en el nivel 10.\n"
    "La pausa detiene la pieza pero no el reloj del nivel, como en el original: pausar nunca "
    "frena el juego.\n"
    "Pista: marca dónde pondría la pieza el ordenador.\n"
    "Los récords se guardan por lado del tablero; hay que batir los del original (lado 9: "
    "167.493).",
    "tetrhex.help.keys_title": "Teclas ({preset})",
    "tetrhex.help.keys_menu": "Esc: el menú de pausa (guardar, ayuda, volver al menú)",
    "tetrhex.colon": ": ",
    "tetrhex.mode.edge9": "Lado 9",
    "tetrhex.mode.edge8": "Lado 8",
    "tetrhex.mode.edge7": "Lado 7",
    "tetrhex.mode.edge6": "Lado 6",
    "tetrhex.preset.classic": "Clásico",
    "tetrhex.preset.modern": "Moderno",
    "tetrhex.preset_note": "{action}: {keys}",
    "tetrhex.action.left": "V-izquierda",
    "tetrhex.action.right": "V-derecha",
    "tetrhex.action.rotate_ccw": "Girar a la izquierda",
    "tetrhex.action.rotate_cw": "Girar a la derecha",
    "tetrhex.action.down_left": "Abajo-izquierda",
    "tetrhex.action.down_right": "Abajo-derecha",
    "tetrhex.action.down": "Abajo",
    "tetrhex.action.drop": "Soltar",
    "tetrhex.action.explode": "Explotar",
    "tetrhex.action.radar": "Radar",
    "tetrhex.action.pause": "Pausa",
    "tetrhex.action.resume": "Reanudar",
    "tetrhex.action.level_up": "Subir nivel",
    "tetrhex.action.abort": "Abandonar",
    "tetrhex.action.hint": "Pista",
    "tetrhex.option.edge": "Lado del tablero",
    "tetrhex.edge.9": "9 hexágonos (217 casillas)",
    "tetrhex.edge.8": "8 hexágonos (169 casillas)",
    "tetrhex.edge.7": "7 hexágonos (127 casillas)",
    "tetrhex.edge.6": "6 hexágonos (91 casillas)",
    "tetrhex.option.level": "Nivel inicial",
    "tetrhex.option.preset": "Teclas",
    "tetrhex.option.shadow": "Sombra de aterrizaje",
    "tetrhex.option.shadow_box": "Mostrar dónde aterrizará la pieza",
    "tetrhex.subtitle": "Lado {edge} · teclas {preset}",
    "tetrhex.panel.score": "Puntos",
    "tetrhex.panel.level": "Nivel",
    "tetrhex.panel.time": "Tiempo restante del nivel",
    "tetrhex.panel.lines": "Líneas",
    "tetrhex.panel.best": "Récord a batir",
    "tetrhex.panel.radar": "Radar: pieza siguiente",
    "tetrhex.panel.radar_off": "Apagado. {keys} lo enciende (cuesta 500 puntos).",
    "tetrhex.panel.bombs": "Bombas",
    "tetrhex.panel.next_bomb": "Próxima bomba: {points} / {needed}",
    "tetrhex.keys.menu": "Esc: menú",
    "tetrhex.button.pause": "Pausa",
    "tetrhex.button.play_on": "Seguir",
    "tetrhex.button.menu": "Menú",
    "tetrhex.banner.lines": "¡{count} líneas!",
    "tetrhex.banner.level": "Nivel {level}",
    "tetrhex.banner.bomb": "¡+1 bomba!",
    "tetrhex.refuse.not_bomb": "Solo una pieza bomba puede volar el tablero.",
    "tetrhex.refuse.no_bomb": "No quedan bombas: los puntos de bomba ganan la siguiente.",
    "tetrhex.refuse.max_level": "Ya estás en el nivel 30, el más rápido.",
    "tetrhex.refuse.paused": "En pausa: {keys} para seguir.",
    "tetrhex.msg.radar_on": "Radar encendido: pagas 500 puntos y las líneas valen menos "
    "mientras esté encendido.",
    "tetrhex.msg.radar_off": "Radar apagado: las líneas vuelven a valer todo.",
    "tetrhex.hint.thinking": "Buscando el mejor sitio...",
    "tetrhex.hint.shown": "Pista: los hexágonos marcados.",
    "tetrhex.hint.explode": "El ordenador volaría el tablero ahora.",
    "tetrhex.pause.title": "En pausa",
    "tetrhex.pause.clock": "El reloj del nivel sigue corriendo: quedan {time}",
    "tetrhex.pause.resume": "{keys} para seguir",
    "tetrhex.over.title": "Fin de la partida",
    "tetrhex.over.aborted": "Partida abandonada",
    "tetrhex.over.again": "Jugar otra vez",
    "tetrhex.over.scores": "Récords",
    "tetrhex.over.menu": "Menú",
    "tetrhex.results.score": "Puntos",
    "tetrhex.results.level": "Nivel alcanzado",
    "tetrhex.results.lines": "Líneas",
    "tetrhex.results.pieces": "Piezas",
    "tetrhex.results.time": "Tiempo jugado",
    "tetrhex.results.edge": "Lado del tablero",
    "tetrhex.results.beaten": "¡Has batido el récord del original, {record}!",
    "tetrhex.results.to_beat": "Récord del original en este tablero: {record}",
    "tetrhex.results.computer": "La partida del ordenador ha terminado",
    "tetrhex.watch.subtitle": "Juega el ordenador · lado {edge}",
    "tetrhex.replay.subtitle": "Repetición · lado {edge}",
    "tetrhex.replay.watch": "Ver la repetición",
    "tetrhex.replay.play": "Reproducir",
    "tetrhex.replay.pause": "Pausa",
    "tetrhex.replay.close": "Cerrar",
    "tetrhex.replay.keys_play": "Espacio: reproducir / pausa",
    "tetrhex.replay.keys_step": "Izquierda / Derecha: por acción",
    "tetrhex.replay.keys_seek": "Re Pág / Av Pág: 10 s",
    "tetrhex.replay.keys_speed": "1, 2, 4: velocidad",
    "tetrhex.replay.keys_close": "Esc: cerrar",
    "tetrhex.watch.speed": "Velocidad del ordenador (acciones por segundo)",
    "tetrhex.watch.again": "Mirar otra",
    "tetrhex.summary": "Lado {edge}, nivel {level}, {score} puntos",
    "tetrhex.score_detail": "nivel {level}, {lines} líneas",
}

FR = {
    "tetrhex.results.level_from": "{level} (depuis {start})",
    "tetrhex.panel.radar_idle": "Éteint.",
    "tetrhex.help.modern_idea": "Les touches Moderne autour de S sont placées comme les voisins "
    "d'un hexagone : A et D décalent le long du V, Z et X descendent à gauche et à droite, W "
    "et E tournent, S descend.",
    "tetrhex.help.keys_where": "Choisissez les touches Classique ou Moderne en créant la partie ; "
    "changez n'importe quelle touche dans Réglages, Touches.",
    "tetrhex.title": "Tetrhex",
    "tetrhex.blurb": "Des blocs hexagonaux qui tombent : remplissez les lignes en V, faites "
    "sauter les bombes et battez les records de 1996.",
    "tetrhex.watch": "Regarder",
    "tetrhex.help.pieces_title": "Les pièces",
    "tetrhex.help.pieces": "Chaque pièce compte quatre hexagones. Il y en a dix, toutes aussi "
    "probables : sept formes, dont trois existent en deux versions symétriques. La couleur et "
    "le symbole d'une pièce dépendent de sa forme : les paires symétriques les partagent, et "
    "l'on peut préparer des groupes d'une même couleur.\n\n"
    "Une pièce sur dix est une pièce bombe : chacun de ses hexagones porte une bombe (voir "
    "Bombes).",
    "tetrhex.picture.v_move": "V-droite : la pièce glisse d'une colonne le long de son V",
    "tetrhex.picture.kick": "La place où elle tournerait (contour) est prise : elle tourne un "
    "cran en V-gauche",
    "tetrhex.picture.bomb": "La barre bombe se pose contre un groupe chargé : {count} hexagones "
    "sautent",
    "tetrhex.help.goal_title": "Le jeu",
    "tetrhex.help.goal": "Des pièces de quatre hexagones tombent dans un grand hexagone. "
    "Guidez chacune pendant sa chute et remplissez les lignes en V : un V complet disparaît et, "
    "dans chaque colonne, les hexagones au-dessus descendent.\n\n"
    "Chaque ligne est un V parallèle aux deux bords inférieurs du plateau ; les bandes pâles "
    "les montrent. La partie s'arrête quand une nouvelle pièce n'a plus de place en haut.\n\n"
    "Exemple : sur le plateau de côté 9, chacun des neuf V du bas compte 17 hexagones. Une "
    "pièce qui en complète deux au niveau 0 rapporte 5 x 10 x 10 = 500 points.",
    "tetrhex.help.moves_title": "Déplacements",
    "tetrhex.help.moves": "V-gauche et V-droite décalent la pièce d'une colonne à la même "
    "hauteur : elle monte le long du V au-delà du milieu et le redescend vers le milieu.\n"
    "Bas-gauche et bas-droite la déplacent d'un pas en diagonale. Bas la descend d'un pas et "
    "relance sa minuterie de chute.\n"
    "Les rotations la tournent de 60 degrés ; si elle ne tient pas, elle essaie un pas "
    "V-gauche, puis V-droite, puis un pas vers le haut.\n"
    "Lâcher la fait tomber tout droit et la fixe aussitôt.\n"
    "Une pièce qui ne peut plus tomber se fixe une demi-seconde plus tard ; chaque "
    "déplacement relance cette attente, jusqu'à 15 fois.\n\n"
    "Souris : cliquez à côté de la pièce pour la décaler, dessous pour la descendre ; la "
    "molette la tourne ; le bouton droit la lâche.",
    "tetrhex.help.points_title": "Points",
    "tetrhex.help.points": "Atterrissage : 3 points ; une pièce lâchée rapporte les lignes "
    "parcourues plus une, au moins 3.\n"
    "Lignes faites par une pièce, L étant le niveau : 1 ligne 2 x (L + 10)², 2 lignes 5 x, "
    "3 lignes 10 x, 4 lignes 20 x.\n"
    "Radar : montre la pièce suivante. L'allumer coûte 500 points et, tant qu'il est allumé, "
    "les lignes valent 1, 3, 6 et 13 x (L + 10)².\n\n"
    "Exemple au niveau 2 : deux lignes rapportent 5 x 144 = 720 points, ou 3 x 144 = 432 "
    "radar allumé.",
    "tetrhex.help.bombs_title": "Bombes",
    "tetrhex.help.bombs": "Une pièce sur dix est une pièce bombe : chacun de ses hexagones "
    "porte une bombe.\n"
    "Des hexagones d'une même couleur qui se touchent forment un groupe ; un groupe qui "
    "contient une bombe est chargé. Quand une pièce bombe se pose contre un autre groupe "
    "chargé, son propre groupe et tous les groupes chargés qu'elle touche sont détruits : "
    "n hexagones rapportent (n x (L + 10))² / 128 points et 8 points de bombe chacun.\n"
    "Lâcher donne aussi des points de bombe (la moitié des lignes parcourues). Tous les "
    "1 000 points de bombe (800, 600 et 400 sur les petits plateaux), vous gagnez une bombe.\n"
    "Exploser : pendant la chute d'une pièce bombe, dépensez une bombe pour faire sauter tout "
    "le plateau : 5 points par hexagone.",
    "tetrhex.help.time_title": "Temps et niveaux",
    "tetrhex.help.time": "Chaque niveau dure 60 secondes. Quand son horloge est écoulée, la "
    "pièce suivante arrive au niveau suivant, qui tombe plus vite : un pas par seconde au "
    "niveau 0, quatre au niveau 10.\n"
    "La touche de niveau saute un niveau aussitôt et ajoute 60 secondes : en partant du "
    "niveau 0 et en l'appuyant dix fois, on a onze minutes au niveau 10.\n"
    "La pause arrête la pièce mais pas l'horloge du niveau, comme dans l'original : la pause "
    "ne ralentit jamais le jeu.\n"
    "Indice : entoure l'endroit où l'ordinateur poserait la pièce.\n"
    "Les records sont tenus par côté de plateau ; ceux de l'original sont à battre (côté 9 : "
    "167 493).",
    "tetrhex.help.keys_title": "Touches ({preset})",
    "tetrhex.help.keys_menu": "Échap : le menu de pause (sauvegarder, aide, retour au menu)",
    "tetrhex.colon": " : ",
    "tetrhex.mode.edge9": "Côté 9",
    "tetrhex.mode.edge8": "Côté 8",
    "tetrhex.mode.edge7": "Côté 7",
    "tetrhex.mode.edge6": "Côté 6",
    "tetrhex.preset.classic": "Classique",
    "tetrhex.preset.modern": "Moderne",
    "tetrhex.preset_note": "{action} : {keys}",
    "tetrhex.action.left": "V-gauche",
    "tetrhex.action.right": "V-droite",
    "tetrhex.action.rotate_ccw": "Tourner à gauche",
    "tetrhex.action.rotate_cw": "Tourner à droite",
    "tetrhex.action.down_left": "Bas-gauche",
    "tetrhex.action.down_right": "Bas-droite",
    "tetrhex.action.down": "Bas",
    "tetrhex.action.drop": "Lâcher",
    "tetrhex.action.explode": "Exploser",
    "tetrhex.action.radar": "Radar",
    "tetrhex.action.pause": "Pause",
    "tetrhex.action.resume": "Reprendre",
    "tetrhex.action.level_up": "Niveau suivant",
    "tetrhex.action.abort": "Abandonner",
    "tetrhex.action.hint": "Indice",
    "tetrhex.option.edge": "Côté du plateau",
    "tetrhex.edge.9": "9 hexagones (217 cases)",
    "tetrhex.edge.8": "8 hexagones (169 cases)",
    "tetrhex.edge.7": "7 hexagones (127 cases)",
    "tetrhex.edge.6": "6 hexagones (91 cases)",
    "tetrhex.option.level": "Niveau de départ",
    "tetrhex.option.preset": "Touches",
    "tetrhex.option.shadow": "Ombre d'atterrissage",
    "tetrhex.option.shadow_box": "Montrer où la pièce va se poser",
    "tetrhex.subtitle": "Côté {edge} · touches {preset}",
    "tetrhex.panel.score": "Score",
    "tetrhex.panel.level": "Niveau",
    "tetrhex.panel.time": "Temps restant du niveau",
    "tetrhex.panel.lines": "Lignes",
    "tetrhex.panel.best": "Record à battre",
    "tetrhex.panel.radar": "Radar : pièce suivante",
    "tetrhex.panel.radar_off": "Éteint. {keys} l'allume (coûte 500 points).",
    "tetrhex.panel.bombs": "Bombes",
    "tetrhex.panel.next_bomb": "Bombe suivante : {points} / {needed}",
    "tetrhex.keys.menu": "Échap : menu",
    "tetrhex.button.pause": "Pause",
    "tetrhex.button.play_on": "Reprendre",
    "tetrhex.button.menu": "Menu",
    "tetrhex.banner.lines": "{count} lignes !",
    "tetrhex.banner.level": "Niveau {level}",
    "tetrhex.banner.bomb": "+1 bombe !",
    "tetrhex.refuse.not_bomb": "Seule une pièce bombe peut faire sauter le plateau.",
    "tetrhex.refuse.no_bomb": "Plus de bombe : les points de bombe gagnent la suivante.",
    "tetrhex.refuse.max_level": "Déjà au niveau 30, le plus rapide.",
    "tetrhex.refuse.paused": "En pause : {keys} pour reprendre.",
    "tetrhex.msg.radar_on": "Radar allumé : 500 points payés, et les lignes valent moins tant "
    "qu'il est allumé.",
    "tetrhex.msg.radar_off": "Radar éteint : les lignes valent de nouveau tout.",
    "tetrhex.hint.thinking": "Recherche de la meilleure place...",
    "tetrhex.hint.shown": "Indice : les hexagones entourés.",
    "tetrhex.hint.explode": "L'ordinateur ferait sauter le plateau maintenant.",
    "tetrhex.pause.title": "En pause",
    "tetrhex.pause.clock": "L'horloge du niveau continue : il reste {time}",
    "tetrhex.pause.resume": "{keys} pour reprendre",
    "tetrhex.over.title": "Partie terminée",
    "tetrhex.over.aborted": "Partie abandonnée",
    "tetrhex.over.again": "Rejouer",
    "tetrhex.over.scores": "Records",
    "tetrhex.over.menu": "Menu",
    "tetrhex.results.score": "Score",
    "tetrhex.results.level": "Niveau atteint",
    "tetrhex.results.lines": "Lignes",
    "tetrhex.results.pieces": "Pièces",
    "tetrhex.results.time": "Temps de jeu",
    "tetrhex.results.edge": "Côté du plateau",
    "tetrhex.results.beaten": "Vous avez battu le record de l'original, {record} !",
    "tetrhex.results.to_beat": "Record de l'original sur ce plateau : {record}",
    "tetrhex.results.computer": "La partie de l'ordinateur est terminée",
    "tetrhex.watch.subtitle": "L'ordinateur joue · côté {edge}",
    "tetrhex.replay.subtitle": "Rediffusion · côté {edge}",
    "tetrhex.replay.watch": "Revoir la partie",
    "tetrhex.replay.play": "Lecture",
    "tetrhex.replay.pause": "Pause",
    "tetrhex.replay.close": "Fermer",
    "tetrhex.replay.keys_play": "Espace : lecture / pause",
    "tetrhex.replay.keys_step": "Gauche / Droite : action par action",
    "tetrhex.replay.keys_seek": "Page préc. / suiv. : 10 s",
    "tetrhex.replay.keys_speed": "1, 2, 4 : vitesse",
    "tetrhex.replay.keys_close": "Échap : fermer",
    "tetrhex.watch.speed": "Vitesse de l'ordinateur (actions par seconde)",
    "tetrhex.watch.again": "Regarder encore",
    "tetrhex.summary": "Côté {edge}, niveau {level}, {score} points",
    "tetrhex.score_detail": "niveau {level}, {lines} lignes",
}
