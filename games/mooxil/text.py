"""Mooxil's UI strings in English, the source of the catalogues in locale/."""

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
    "mooxil.tile.sides": ("{count} side", "{count} sides"),
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
    "mooxil.end.missed": (
        "Missed the target by {count} point.",
        "Missed the target by {count} points.",
    ),
    "mooxil.button.hint": "Hint",
    "mooxil.button.group": "Group",
    "mooxil.button.menu": "Menu",
    "mooxil.tooltip.menu": "Pause menu: save, load, help, quit (Esc)",
    "mooxil.tooltip.key": "{action}: {keys}",
    "mooxil.summary": ("level {level}, {score} point", "level {level}, {score} points"),
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
    "mooxil.over.message": (
        "{reason} Level {level} missed its target by {count} point. Game score: {score}.",
        "{reason} Level {level} missed its target by {count} points. Game score: {score}.",
    ),
    "mooxil.over.again": "New game",
    "mooxil.over.scores": "High scores",
    "mooxil.over.menu": "Main menu",
    "mooxil.hint.place": (
        "Hint: the ringed cell scores highest in a search over the three shown tiles."
    ),
    "mooxil.hint.erase": "Hint: use the eraser on the ringed cell.",
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
    "mooxil.action.undo": "Take back the last tile",
    "mooxil.action.replay": "Replay the game",
    "mooxil.button.undo": "Undo",
    "mooxil.msg.no_undo": "Nothing to take back in this level.",
    "mooxil.msg.undone": "Tile taken back.",
    "mooxil.replay_move": "{tile}: {what}",
    "mooxil.picture.link": (
        "A 3 between a 2 and a 1 links to both (green lines): the 1 is closed (ringed) and "
        "the cells around it are blocked (crossed)."
    ),
    "mooxil.picture.closed": (
        "After: the 3 keeps 1 free side, the 2 has 1 left, the 1 is closed and its empty "
        "neighbours are blocked."
    ),
    "mooxil.picture.eraser": "The eraser on the 3:",
    "mooxil.picture.erased": (
        "After: the 2 and the 1 get a free side back, and the blocked cells stay blocked."
    ),
}
