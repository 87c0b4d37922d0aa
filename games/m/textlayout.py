"""M layouts as text, for tests, bug reports and the move log.

A tile is written as a code: colour initial, value, symbol initial, e.g. ``R20s`` (red 20 star),
``B0`` (blue 0), ``g40t`` (green 40 triangle; case does not matter for the colour). A layout
is rows of codes separated by spaces, ``.`` for an empty cell; the first code of the first row
is on ``origin``::

    R10s  .    B10c
    R0    Y10q G30c
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from games.m.layout import Pos
from games.m.logic import MState
from games.m.tiles import COLOURS, Tile, full_tile_set

COLOUR_CODES = {colour[0].upper(): colour for colour in COLOURS}
SYMBOL_CODES = {"s": "star", "c": "circle", "q": "square", "t": "triangle"}
_SYMBOL_LETTER = {symbol: letter for letter, symbol in SYMBOL_CODES.items()}
EMPTY = "."


def tile_from_code(code: str) -> Tile:
    """The tile written as ``code`` (``R20s``, ``B0`` ...); ``ValueError`` for a bad code."""
    colour = COLOUR_CODES.get(code[:1].upper())
    digits = code[1:].rstrip("".join(SYMBOL_CODES))
    symbol_letter = code[1 + len(digits) :]
    if colour is None or not digits.isdigit() or len(symbol_letter) > 1:
        raise ValueError(f"{code!r} is not a tile code such as R20s or B0")
    symbol = SYMBOL_CODES[symbol_letter] if symbol_letter else None
    return Tile(colour, int(digits), symbol)


def tile_code(tile: Tile) -> str:
    symbol = "" if tile.symbol is None else _SYMBOL_LETTER[tile.symbol]
    return f"{tile.colour[0].upper()}{tile.value}{symbol}"


def parse_layout(text: str, origin: Pos = (0, 0)) -> dict[Pos, Tile]:
    """The layout drawn in ``text`` (blank lines around it ignored)."""
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    ox, oy = origin
    return {
        (ox + x, oy + y): tile_from_code(code)
        for y, row in enumerate(rows)
        for x, code in enumerate(row)
        if code != EMPTY
    }


def layout_text(layout: dict[Pos, Tile]) -> str:
    """``layout`` drawn as text over its bounding box (the inverse of :func:`parse_layout`)."""
    xs = [x for x, _ in layout]
    ys = [y for _, y in layout]
    rows = []
    for y in range(min(ys), max(ys) + 1):
        codes = [
            tile_code(layout[(x, y)]) if (x, y) in layout else EMPTY
            for x in range(min(xs), max(xs) + 1)
        ]
        rows.append(" ".join(f"{code:<4}" for code in codes).rstrip())
    return "\n".join(rows)


def scenario(
    layout: str,
    hands: Sequence[Iterable[str]],
    chips: Sequence[int] | None = None,
    pile: Iterable[str] = (),
    turn: int = 0,
    origin: Pos = (0, 0),
    collected: Sequence[Iterable[str]] | None = None,
) -> MState:
    """A game in progress, placing phase, ``turn`` to move: the drawn ``layout``, each player's
    hand, the ``pile`` (top last) and the tiles each player ``collected`` as tile codes, and
    the chips (6 each unless given). Every other tile of the set is in the box, so the state
    is a consistent, saveable game."""
    box = full_tile_set()
    names = [f"Player {seat + 1}" for seat in range(len(hands))]
    state = MState(0, names, random.Random(0))
    state.layout = parse_layout(layout, origin)
    state.hands = [[tile_from_code(code) for code in hand] for hand in hands]
    state.pile = [tile_from_code(code) for code in pile]
    if collected is not None:
        state.collected = [[tile_from_code(code) for code in tiles] for tiles in collected]
    places = [state.layout.values(), state.pile, *state.hands, *state.collected]
    for tile in [tile for place in places for tile in place]:
        if tile not in box:
            raise ValueError(f"the scenario uses the {tile} more often than the set holds it")
        box.remove(tile)
    state.out = box
    if chips is not None:
        state.chips = list(chips)
    state.turn = turn
    return state
