"""Mooxil's UI strings in English, Spanish and French."""

EN = {
    "mooxil.title": "Mooxil",
    "mooxil.blurb": "Link tiles on a hexagonal grid, join the blue endtiles, close every side.",
    "mooxil.mode_default": "From level 1",
    "mooxil.option.start": "Starting level (above 1: practice, no high score)",
    "mooxil.help.goal_title": "The goal",
    "mooxil.help.goal": (
        "Fill the hexagonal grid with tiles that link to their neighbours. Join the blue "
        "endtiles (marked with a white diamond) with one big group of linked tiles, and close "
        "as many tiles as you can.\n\n"
        "Each level has a target score. Reach it and you go on to the next, bigger level; "
        "miss it and the game is over. Your game score is the sum of your level scores."
    ),
    "mooxil.help.links_title": "Free sides, links and blocked cells",
    "mooxil.help.links": (
        "A tile has 0 to 6 free sides, shown by its number and by white dots on its edges. "
        "When you put a tile next to other tiles it links to every one of them, and each link "
        "uses one free side of both tiles. Links have no direction.\n\n"
        "Example: a 3 placed beside a 2 and a 1 keeps 1 free side; the 2 drops to 1 and the "
        "1 drops to 0.\n\n"
        "A tile with 0 free sides is closed (dark, with a double rim). Every empty cell next "
        "to a closed tile becomes blocked (crossed out), and no tile may go on a blocked cell. "
        "A tile fits only if it has a free side for each neighbouring tile and every one of "
        "those neighbours still has a free side."
    ),
    "mooxil.help.special_title": "The eraser, 6-tiles and bonus cells",
    "mooxil.help.special": (
        "The queue shows the next three tiles; you place the first one.\n\n"
        "Eraser: removes a tile that is not an endtile (its neighbours get a free side back) "
        "or unblocks one blocked cell. An unblocked cell next to a closed tile still cannot "
        "take a tile until that closed tile is erased too. An eraser with nothing to erase is "
        "thrown away.\n\n"
        "6-tile (marked with a star): six free sides; each one fully closed at the end is "
        "worth 100 points.\n\n"
        "Bonus cells show their points (+20). They pay only if the tile on them belongs to "
        "the group that links all the endtiles."
    ),
    "mooxil.help.end_title": "The end of a level",
    "mooxil.help.end": (
        "A level ends when every tile on the grid is closed, when no free side can be reached "
        "any more (every tile with a free side is walled in), or when the current tile fits "
        "nowhere.\n\n"
        "Then the level is scored. Reach the target to move on; otherwise the game is over "
        "and your score may enter the high-score table (games started at level 1 only)."
    ),
    "mooxil.help.score_title": "Score",
    "mooxil.help.score": (
        "L level, N tiles you placed still on the grid, E endtiles, G tiles of the largest "
        "group, S free sides left.\n"
        "Base: N × (4 + L)\n"
        "Group bonus: 5 × G\n"
        "Endtile bonus (all endtiles linked): (10L³ + L²E² + 500L + 50E) / 10 + 100\n"
        "Bonus cells: the points of those covered by the linking group\n"
        "6-tile bonus: 100 per closed 6-tile\n"
        "Closed-tiles bonus (every tile closed): N × 4 × L\n"
        "Free-side penalty: − 2 × S\n\n"
        "The side panel shows every term live. Don't close everything too early: you need "
        "enough tiles on the grid."
    ),
    "mooxil.help.keys_title": "Keys and mouse",
    "mooxil.help.keys": (
        "Move the mouse over a cell to preview the current tile there: green if it fits, red "
        "with the reason if not. Click to place it.\n\n"
        "Cursor: {left} / {right} / {up} / {down}\n"
        "Place the tile: {place}\n"
        "Hint: {hint}\n"
        "Show the largest group: {group}\n"
        "Pause menu (save, load, help): Esc"
    ),
    "mooxil.action.left": "Cursor left",
    "mooxil.action.right": "Cursor right",
    "mooxil.action.up": "Cursor up",
    "mooxil.action.down": "Cursor down",
    "mooxil.action.place": "Place the tile",
    "mooxil.action.hint": "Hint",
    "mooxil.action.group": "Show the largest group",
    "mooxil.refuse.wrong_tile": "that is not the tile to place now.",
    "mooxil.refuse.not_a_move": "that is not a move of Mooxil.",
    "mooxil.refuse.game_over": "the game is over.",
    "mooxil.refuse.off_grid": "that is outside the grid.",
    "mooxil.refuse.endtile": "endtiles cannot be erased.",
    "mooxil.refuse.nothing_to_erase": (
        "the eraser takes a tile or a blocked cell, and this cell is empty."
    ),
    "mooxil.refuse.occupied": "this cell already holds a tile.",
    "mooxil.refuse.blocked": "this cell is blocked (an eraser can unblock it).",
    "mooxil.refuse.neighbour_closed": "a neighbouring tile is closed: it has no free side to link.",
    "mooxil.refuse.too_many": (
        "free sides on the tile: {sides}, neighbouring tiles: {count}. Each neighbour "
        "needs one free side."
    ),
    "mooxil.will.unblock": "The eraser unblocks this cell.",
    "mooxil.will.erase": (
        "The eraser removes this tile. Neighbouring tiles that get a free side back: {count}."
    ),
    "mooxil.will.place": "Fits. Links: {links}. Free sides left on it: {free}.",
    "mooxil.will.close": (
        "Fits. Links: {links}. Free sides left on it: {free}. Tiles closed: {closed}, "
        "cells blocked: {blocked}."
    ),
    "mooxil.term.base": "Base",
    "mooxil.term.group_bonus": "Group bonus",
    "mooxil.term.endtile_bonus": "Endtile bonus",
    "mooxil.term.bonus_cells": "Bonus cells",
    "mooxil.term.six_tile_bonus": "6-tile bonus",
    "mooxil.term.closed_bonus": "Closed tiles",
    "mooxil.term.free_side_penalty": "Free sides",
    "mooxil.term.not_linked": "not linked",
    "mooxil.term.not_all_closed": "not all closed",
    "mooxil.term.endtiles": "E = {count}",
    "mooxil.term.covered": "covered: {points}",
    "mooxil.term.total": "Level score",
    "mooxil.tile.eraser": "Eraser",
    "mooxil.tile.six": "6-tile",
    "mooxil.tile.one": "1 side",
    "mooxil.tile.sides": "{count} sides",
    "mooxil.hud.live_score": "Score if the level ended now",
    "mooxil.hud.level": "Level {level}",
    "mooxil.hud.target": "Target: {points}",
    "mooxil.hud.game_score": "Game score: {points}",
    "mooxil.hud.queue": "Queue",
    "mooxil.hud.now": "Now: {tile}",
    "mooxil.hud.group": "Largest group: {count}",
    "mooxil.hud.linked": "Endtiles linked",
    "mooxil.hud.not_linked": "Endtiles not linked yet",
    "mooxil.end.next": "Next level",
    "mooxil.end.continue": "Continue",
    "mooxil.end.passed": "Level {level} complete!",
    "mooxil.end.failed": "Level {level}: target missed",
    "mooxil.end.all_closed": "Every tile is closed.",
    "mooxil.end.no_reachable_side": "No free side can be reached any more.",
    "mooxil.end.no_place": "The current tile fits nowhere.",
    "mooxil.end.counts": (
        "Tiles N = {tiles}, endtiles E = {endtiles}, largest group G = {group}, free "
        "sides S = {sides}"
    ),
    "mooxil.end.target": "Target: {points}",
    "mooxil.end.game_over": "Game over",
    "mooxil.action.undo": "Take back the last tile",
    "mooxil.action.replay": "Replay the game",
    "mooxil.button.undo": "Undo",
    "mooxil.msg.no_undo": "Nothing to take back in this level.",
    "mooxil.msg.undone": "Tile taken back.",
    "mooxil.replay_move": "{tile} on ({q}, {r})",
    "mooxil.button.hint": "Hint",
    "mooxil.button.group": "Group",
    "mooxil.button.menu": "Menu",
    "mooxil.tooltip.menu": "Pause menu: save, load, help, quit (Esc)",
    "mooxil.tooltip.key": "{action}: {keys}",
    "mooxil.summary": "level {level}, {score} points",
    "mooxil.msg.new_level": "Level {level}: reach {target} points.",
    "mooxil.msg.practice": (
        "A practice game (not started at level 1) does not enter the high scores."
    ),
    "mooxil.msg.no_erase": "Cannot use the eraser here: {why}",
    "mooxil.msg.no_fit": "Does not fit: {why}",
    "mooxil.msg.game_over": "Game over. Press Enter or click for a new game.",
    "mooxil.msg.how": (
        "Point at a cell (or use the arrows) to preview the tile; click or Enter places "
        "it. H: hint."
    ),
    "mooxil.score_detail": "level {level}",
    "mooxil.over.title": "Game over",
    "mooxil.over.message": "{score} points, reached level {level}.",
    "mooxil.over.again": "New game",
    "mooxil.over.scores": "High scores",
    "mooxil.over.menu": "Main menu",
    "mooxil.hint.place": "Hint: the ringed cell is the best place for this tile.",
    "mooxil.hint.erase": "Hint: use the eraser on the ringed cell.",
}

ES = {
    "mooxil.title": "Mooxil",
    "mooxil.blurb": (
        "Enlaza fichas en una rejilla hexagonal, une las fichas finales azules y cierra "
        "todos los lados."
    ),
    "mooxil.mode_default": "Desde el nivel 1",
    "mooxil.option.start": "Nivel inicial (más de 1: práctica, sin récord)",
    "mooxil.help.goal_title": "El objetivo",
    "mooxil.help.goal": (
        "Llena la rejilla hexagonal con fichas que se enlazan con sus vecinas. Une las fichas "
        "finales azules (marcadas con un rombo blanco) con un gran grupo de fichas enlazadas "
        "y cierra tantas fichas como puedas.\n\n"
        "Cada nivel tiene una puntuación objetivo. Si la alcanzas pasas al siguiente nivel, "
        "más grande; si no, la partida termina. La puntuación de la partida es la suma de "
        "las de tus niveles."
    ),
    "mooxil.help.links_title": "Lados libres, enlaces y casillas bloqueadas",
    "mooxil.help.links": (
        "Una ficha tiene de 0 a 6 lados libres, indicados por su número y por puntos blancos "
        "en sus bordes. Al poner una ficha junto a otras se enlaza con todas ellas, y cada "
        "enlace gasta un lado libre de las dos fichas. Los enlaces no tienen dirección.\n\n"
        "Ejemplo: un 3 puesto junto a un 2 y un 1 conserva 1 lado libre; el 2 baja a 1 y el "
        "1 baja a 0.\n\n"
        "Una ficha con 0 lados libres está cerrada (oscura, con doble borde). Toda casilla "
        "vacía junto a una ficha cerrada queda bloqueada (tachada) y en ella no se puede poner "
        "ninguna ficha. Una ficha solo cabe si tiene un lado libre por cada ficha vecina y "
        "cada una de esas vecinas aún tiene un lado libre."
    ),
    "mooxil.help.special_title": "La goma, las fichas de 6 y las casillas de bonificación",
    "mooxil.help.special": (
        "La cola muestra las tres fichas siguientes; colocas la primera.\n\n"
        "Goma: quita una ficha que no sea final (sus vecinas recuperan un lado libre) o "
        "desbloquea una casilla bloqueada. Una casilla desbloqueada junto a una ficha cerrada "
        "sigue sin admitir fichas hasta que también se borre esa ficha cerrada. Una goma sin "
        "nada que borrar se descarta.\n\n"
        "Ficha de 6 (marcada con una estrella): seis lados libres; cada una totalmente "
        "cerrada al final vale 100 puntos.\n\n"
        "Las casillas de bonificación muestran sus puntos (+20). Solo cuentan si la ficha que "
        "las cubre pertenece al grupo que une todas las fichas finales."
    ),
    "mooxil.help.end_title": "El final de un nivel",
    "mooxil.help.end": (
        "Un nivel termina cuando todas las fichas de la rejilla están cerradas, cuando ya no "
        "se puede alcanzar ningún lado libre (toda ficha con lado libre está encerrada) o "
        "cuando la ficha actual no cabe en ningún sitio.\n\n"
        "Entonces se puntúa el nivel. Alcanza el objetivo para seguir; si no, la partida "
        "termina y tu puntuación puede entrar en la tabla de récords (solo partidas empezadas "
        "en el nivel 1)."
    ),
    "mooxil.help.score_title": "Puntuación",
    "mooxil.help.score": (
        "L nivel, N fichas que colocaste y siguen en la rejilla, E fichas finales, G fichas "
        "del grupo mayor, S lados libres que quedan.\n"
        "Base: N × (4 + L)\n"
        "Bonificación de grupo: 5 × G\n"
        "Bonificación de finales (todas unidas): (10L³ + L²E² + 500L + 50E) / 10 + 100\n"
        "Casillas de bonificación: los puntos de las cubiertas por el grupo que las une\n"
        "Bonificación de fichas de 6: 100 por cada una cerrada\n"
        "Bonificación de cierre (todas cerradas): N × 4 × L\n"
        "Penalización por lados libres: − 2 × S\n\n"
        "El panel lateral muestra cada término en directo. No lo cierres todo demasiado "
        "pronto: necesitas bastantes fichas en la rejilla."
    ),
    "mooxil.help.keys_title": "Teclas y ratón",
    "mooxil.help.keys": (
        "Pasa el ratón sobre una casilla para ver allí la ficha actual: verde si cabe, roja "
        "con el motivo si no. Haz clic para colocarla.\n\n"
        "Cursor: {left} / {right} / {up} / {down}\n"
        "Colocar la ficha: {place}\n"
        "Pista: {hint}\n"
        "Mostrar el grupo mayor: {group}\n"
        "Menú de pausa (guardar, cargar, ayuda): Esc"
    ),
    "mooxil.action.left": "Cursor a la izquierda",
    "mooxil.action.right": "Cursor a la derecha",
    "mooxil.action.up": "Cursor arriba",
    "mooxil.action.down": "Cursor abajo",
    "mooxil.action.place": "Colocar la ficha",
    "mooxil.action.hint": "Pista",
    "mooxil.action.group": "Mostrar el grupo mayor",
    "mooxil.refuse.wrong_tile": "esa no es la ficha que toca colocar.",
    "mooxil.refuse.not_a_move": "eso no es una jugada de Mooxil.",
    "mooxil.refuse.game_over": "la partida ha terminado.",
    "mooxil.refuse.off_grid": "eso está fuera de la rejilla.",
    "mooxil.refuse.endtile": "las fichas finales no se pueden borrar.",
    "mooxil.refuse.nothing_to_erase": (
        "la goma quita una ficha o una casilla bloqueada, y esta casilla está vacía."
    ),
    "mooxil.refuse.occupied": "esta casilla ya tiene una ficha.",
    "mooxil.refuse.blocked": "esta casilla está bloqueada (una goma puede desbloquearla).",
    "mooxil.refuse.neighbour_closed": (
        "una ficha vecina está cerrada: no tiene lado libre para enlazar."
    ),
    "mooxil.refuse.too_many": (
        "lados libres de la ficha: {sides}, fichas vecinas: {count}. Cada vecina necesita "
        "un lado libre."
    ),
    "mooxil.will.unblock": "La goma desbloquea esta casilla.",
    "mooxil.will.erase": (
        "La goma quita esta ficha. Fichas vecinas que recuperan un lado libre: {count}."
    ),
    "mooxil.will.place": "Cabe. Enlaces: {links}. Lados libres que le quedan: {free}.",
    "mooxil.will.close": (
        "Cabe. Enlaces: {links}. Lados libres que le quedan: {free}. Fichas cerradas: "
        "{closed}, casillas bloqueadas: {blocked}."
    ),
    "mooxil.term.base": "Base",
    "mooxil.term.group_bonus": "Grupo",
    "mooxil.term.endtile_bonus": "Fichas finales",
    "mooxil.term.bonus_cells": "Casillas bonus",
    "mooxil.term.six_tile_bonus": "Fichas de 6",
    "mooxil.term.closed_bonus": "Todo cerrado",
    "mooxil.term.free_side_penalty": "Lados libres",
    "mooxil.term.not_linked": "sin unir",
    "mooxil.term.not_all_closed": "no todo cerrado",
    "mooxil.term.endtiles": "E = {count}",
    "mooxil.term.covered": "cubiertas: {points}",
    "mooxil.term.total": "Puntos del nivel",
    "mooxil.tile.eraser": "Goma",
    "mooxil.tile.six": "Ficha de 6",
    "mooxil.tile.one": "1 lado",
    "mooxil.tile.sides": "{count} lados",
    "mooxil.hud.live_score": "Puntos si el nivel acabara ahora",
    "mooxil.hud.level": "Nivel {level}",
    "mooxil.hud.target": "Objetivo: {points}",
    "mooxil.hud.game_score": "Partida: {points}",
    "mooxil.hud.queue": "Cola",
    "mooxil.hud.now": "Ahora: {tile}",
    "mooxil.hud.group": "Grupo mayor: {count}",
    "mooxil.hud.linked": "Fichas finales unidas",
    "mooxil.hud.not_linked": "Fichas finales aún sin unir",
    "mooxil.end.next": "Siguiente nivel",
    "mooxil.end.continue": "Continuar",
    "mooxil.end.passed": "¡Nivel {level} superado!",
    "mooxil.end.failed": "Nivel {level}: objetivo no alcanzado",
    "mooxil.end.all_closed": "Todas las fichas están cerradas.",
    "mooxil.end.no_reachable_side": "Ya no se puede alcanzar ningún lado libre.",
    "mooxil.end.no_place": "La ficha actual no cabe en ningún sitio.",
    "mooxil.end.counts": (
        "Fichas N = {tiles}, finales E = {endtiles}, grupo mayor G = {group}, lados "
        "libres S = {sides}"
    ),
    "mooxil.end.target": "Objetivo: {points}",
    "mooxil.end.game_over": "Fin de la partida",
    "mooxil.action.undo": "Retirar la última ficha",
    "mooxil.action.replay": "Repetir la partida",
    "mooxil.button.undo": "Deshacer",
    "mooxil.msg.no_undo": "No hay nada que retirar en este nivel.",
    "mooxil.msg.undone": "Ficha retirada.",
    "mooxil.replay_move": "{tile} en ({q}, {r})",
    "mooxil.button.hint": "Pista",
    "mooxil.button.group": "Grupo",
    "mooxil.button.menu": "Menú",
    "mooxil.tooltip.menu": "Menú de pausa: guardar, cargar, ayuda, salir (Esc)",
    "mooxil.tooltip.key": "{action}: {keys}",
    "mooxil.summary": "nivel {level}, {score} puntos",
    "mooxil.msg.new_level": "Nivel {level}: consigue {target} puntos.",
    "mooxil.msg.practice": (
        "Una partida de práctica (no empezada en el nivel 1) no entra en los récords."
    ),
    "mooxil.msg.no_erase": "No se puede usar la goma aquí: {why}",
    "mooxil.msg.no_fit": "No cabe: {why}",
    "mooxil.msg.game_over": "Fin de la partida. Pulsa Intro o haz clic para una nueva.",
    "mooxil.msg.how": (
        "Señala una casilla (o usa las flechas) para ver la ficha; clic o Intro la "
        "coloca. H: pista."
    ),
    "mooxil.score_detail": "nivel {level}",
    "mooxil.over.title": "Fin de la partida",
    "mooxil.over.message": "{score} puntos, llegaste al nivel {level}.",
    "mooxil.over.again": "Nueva partida",
    "mooxil.over.scores": "Récords",
    "mooxil.over.menu": "Menú principal",
    "mooxil.hint.place": "Pista: la casilla del anillo es el mejor sitio para esta ficha.",
    "mooxil.hint.erase": "Pista: usa la goma en la casilla del anillo.",
}

FR = {
    "mooxil.title": "Mooxil",
    "mooxil.blurb": (
        "Reliez des tuiles sur une grille hexagonale, joignez les tuiles bleues, fermez "
        "tous les côtés."
    ),
    "mooxil.mode_default": "Depuis le niveau 1",
    "mooxil.option.start": "Niveau de départ (au-delà de 1 : entraînement, sans record)",
    "mooxil.help.goal_title": "Le but",
    "mooxil.help.goal": (
        "Remplissez la grille hexagonale de tuiles qui se relient à leurs voisines. Joignez "
        "les tuiles d'extrémité bleues (marquées d'un losange blanc) par un grand groupe de "
        "tuiles reliées, et fermez autant de tuiles que possible.\n\n"
        "Chaque niveau a un score à atteindre. Atteignez-le et vous passez au niveau suivant, "
        "plus grand ; sinon la partie est finie. Le score de la partie est la somme de vos "
        "scores de niveau."
    ),
    "mooxil.help.links_title": "Côtés libres, liens et cases bloquées",
    "mooxil.help.links": (
        "Une tuile a de 0 à 6 côtés libres, indiqués par son nombre et par des points blancs "
        "sur ses bords. Posée à côté d'autres tuiles, elle se relie à chacune d'elles, et "
        "chaque lien utilise un côté libre des deux tuiles. Les liens n'ont pas de sens.\n\n"
        "Exemple : un 3 posé à côté d'un 2 et d'un 1 garde 1 côté libre ; le 2 passe à 1 et "
        "le 1 passe à 0.\n\n"
        "Une tuile à 0 côté libre est fermée (sombre, à double bord). Toute case vide voisine "
        "d'une tuile fermée devient bloquée (barrée), et aucune tuile ne peut y aller. Une "
        "tuile ne tient que si elle a un côté libre pour chaque tuile voisine et que chacune "
        "de ces voisines a encore un côté libre."
    ),
    "mooxil.help.special_title": "La gomme, les tuiles 6 et les cases bonus",
    "mooxil.help.special": (
        "La file montre les trois tuiles suivantes ; vous posez la première.\n\n"
        "Gomme : enlève une tuile qui n'est pas une extrémité (ses voisines récupèrent un côté "
        "libre) ou débloque une case bloquée. Une case débloquée à côté d'une tuile fermée ne "
        "peut toujours pas recevoir de tuile tant que cette tuile fermée n'est pas gommée "
        "elle aussi. Une gomme sans rien à effacer est jetée.\n\n"
        "Tuile 6 (marquée d'une étoile) : six côtés libres ; chacune entièrement fermée à la "
        "fin rapporte 100 points.\n\n"
        "Les cases bonus affichent leurs points (+20). Elles ne comptent que si la tuile qui "
        "les couvre appartient au groupe qui relie toutes les extrémités."
    ),
    "mooxil.help.end_title": "La fin d'un niveau",
    "mooxil.help.end": (
        "Un niveau se termine quand toutes les tuiles de la grille sont fermées, quand plus "
        "aucun côté libre n'est accessible (toute tuile à côté libre est emmurée) ou quand la "
        "tuile en cours ne tient nulle part.\n\n"
        "Le niveau est alors compté. Atteignez l'objectif pour continuer ; sinon la partie "
        "est finie et votre score peut entrer au tableau des records (parties commencées au "
        "niveau 1 seulement)."
    ),
    "mooxil.help.score_title": "Score",
    "mooxil.help.score": (
        "L niveau, N tuiles posées encore sur la grille, E tuiles d'extrémité, G tuiles du "
        "plus grand groupe, S côtés libres restants.\n"
        "Base : N × (4 + L)\n"
        "Bonus de groupe : 5 × G\n"
        "Bonus d'extrémités (toutes reliées) : (10L³ + L²E² + 500L + 50E) / 10 + 100\n"
        "Cases bonus : les points de celles couvertes par le groupe qui relie\n"
        "Bonus tuiles 6 : 100 par tuile 6 fermée\n"
        "Bonus de fermeture (tout fermé) : N × 4 × L\n"
        "Pénalité des côtés libres : − 2 × S\n\n"
        "Le panneau latéral montre chaque terme en direct. Ne fermez pas tout trop tôt : il "
        "faut assez de tuiles sur la grille."
    ),
    "mooxil.help.keys_title": "Touches et souris",
    "mooxil.help.keys": (
        "Survolez une case pour y voir la tuile en cours : verte si elle tient, rouge avec la "
        "raison sinon. Cliquez pour la poser.\n\n"
        "Curseur : {left} / {right} / {up} / {down}\n"
        "Poser la tuile : {place}\n"
        "Indice : {hint}\n"
        "Montrer le plus grand groupe : {group}\n"
        "Menu pause (sauver, charger, aide) : Échap"
    ),
    "mooxil.action.left": "Curseur à gauche",
    "mooxil.action.right": "Curseur à droite",
    "mooxil.action.up": "Curseur en haut",
    "mooxil.action.down": "Curseur en bas",
    "mooxil.action.place": "Poser la tuile",
    "mooxil.action.hint": "Indice",
    "mooxil.action.group": "Montrer le plus grand groupe",
    "mooxil.refuse.wrong_tile": "ce n’est pas la tuile à poser maintenant.",
    "mooxil.refuse.not_a_move": "ce n’est pas un coup de Mooxil.",
    "mooxil.refuse.game_over": "la partie est finie.",
    "mooxil.refuse.off_grid": "c'est hors de la grille.",
    "mooxil.refuse.endtile": "les tuiles d'extrémité ne peuvent pas être gommées.",
    "mooxil.refuse.nothing_to_erase": (
        "la gomme prend une tuile ou une case bloquée, et cette case est vide."
    ),
    "mooxil.refuse.occupied": "cette case a déjà une tuile.",
    "mooxil.refuse.blocked": "cette case est bloquée (une gomme peut la débloquer).",
    "mooxil.refuse.neighbour_closed": (
        "une tuile voisine est fermée : elle n'a plus de côté libre à relier."
    ),
    "mooxil.refuse.too_many": (
        "côtés libres de la tuile : {sides}, tuiles voisines : {count}. Chaque voisine "
        "demande un côté libre."
    ),
    "mooxil.will.unblock": "La gomme débloque cette case.",
    "mooxil.will.erase": (
        "La gomme enlève cette tuile. Tuiles voisines qui récupèrent un côté libre : {count}."
    ),
    "mooxil.will.place": "Elle tient. Liens : {links}. Côtés libres restants : {free}.",
    "mooxil.will.close": (
        "Elle tient. Liens : {links}. Côtés libres restants : {free}. Tuiles fermées : "
        "{closed}, cases bloquées : {blocked}."
    ),
    "mooxil.term.base": "Base",
    "mooxil.term.group_bonus": "Groupe",
    "mooxil.term.endtile_bonus": "Extrémités",
    "mooxil.term.bonus_cells": "Cases bonus",
    "mooxil.term.six_tile_bonus": "Tuiles 6",
    "mooxil.term.closed_bonus": "Tout fermé",
    "mooxil.term.free_side_penalty": "Côtés libres",
    "mooxil.term.not_linked": "non reliées",
    "mooxil.term.not_all_closed": "pas tout fermé",
    "mooxil.term.endtiles": "E = {count}",
    "mooxil.term.covered": "couvertes : {points}",
    "mooxil.term.total": "Score du niveau",
    "mooxil.tile.eraser": "Gomme",
    "mooxil.tile.six": "Tuile 6",
    "mooxil.tile.one": "1 côté",
    "mooxil.tile.sides": "{count} côtés",
    "mooxil.hud.live_score": "Score si le niveau finissait maintenant",
    "mooxil.hud.level": "Niveau {level}",
    "mooxil.hud.target": "Objectif : {points}",
    "mooxil.hud.game_score": "Partie : {points}",
    "mooxil.hud.queue": "File",
    "mooxil.hud.now": "En cours : {tile}",
    "mooxil.hud.group": "Plus grand groupe : {count}",
    "mooxil.hud.linked": "Extrémités reliées",
    "mooxil.hud.not_linked": "Extrémités pas encore reliées",
    "mooxil.end.next": "Niveau suivant",
    "mooxil.end.continue": "Continuer",
    "mooxil.end.passed": "Niveau {level} réussi !",
    "mooxil.end.failed": "Niveau {level} : objectif manqué",
    "mooxil.end.all_closed": "Toutes les tuiles sont fermées.",
    "mooxil.end.no_reachable_side": "Plus aucun côté libre n'est accessible.",
    "mooxil.end.no_place": "La tuile en cours ne tient nulle part.",
    "mooxil.end.counts": (
        "Tuiles N = {tiles}, extrémités E = {endtiles}, plus grand groupe G = {group}, "
        "côtés libres S = {sides}"
    ),
    "mooxil.end.target": "Objectif : {points}",
    "mooxil.end.game_over": "Partie terminée",
    "mooxil.action.undo": "Reprendre la dernière tuile",
    "mooxil.action.replay": "Revoir la partie",
    "mooxil.button.undo": "Annuler",
    "mooxil.msg.no_undo": "Rien à reprendre dans ce niveau.",
    "mooxil.msg.undone": "Tuile reprise.",
    "mooxil.replay_move": "{tile} sur ({q}, {r})",
    "mooxil.button.hint": "Indice",
    "mooxil.button.group": "Groupe",
    "mooxil.button.menu": "Menu",
    "mooxil.tooltip.menu": "Menu pause : sauver, charger, aide, quitter (Échap)",
    "mooxil.tooltip.key": "{action} : {keys}",
    "mooxil.summary": "niveau {level}, {score} points",
    "mooxil.msg.new_level": "Niveau {level} : atteignez {target} points.",
    "mooxil.msg.practice": (
        "Une partie d'entraînement (pas commencée au niveau 1) n'entre pas dans les records."
    ),
    "mooxil.msg.no_erase": "Impossible de gommer ici : {why}",
    "mooxil.msg.no_fit": "Ne tient pas : {why}",
    "mooxil.msg.game_over": "Partie terminée. Entrée ou un clic pour une nouvelle partie.",
    "mooxil.msg.how": (
        "Visez une case (ou les flèches) pour voir la tuile ; un clic ou Entrée la pose. "
        "H : indice."
    ),
    "mooxil.score_detail": "niveau {level}",
    "mooxil.over.title": "Partie terminée",
    "mooxil.over.message": "{score} points, niveau {level} atteint.",
    "mooxil.over.again": "Nouvelle partie",
    "mooxil.over.scores": "Records",
    "mooxil.over.menu": "Menu principal",
    "mooxil.hint.place": "Indice : la case entourée est la meilleure place pour cette tuile.",
    "mooxil.hint.erase": "Indice : utilisez la gomme sur la case entourée.",
}
