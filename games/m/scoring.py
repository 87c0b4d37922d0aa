"""Final scoring of M: 10 per chip, the two best colours of the collected tiles count positive
and every other colour negative."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from games.m.tiles import COLOURS, Tile

CHIP_POINTS = 10
POSITIVE_COLOURS = 2


def colour_totals(collected: Iterable[Tile]) -> dict[str, int]:
    """The summed values per colour of the tiles collected (colours with no tile left out)."""
    totals: dict[str, int] = {}
    for tile in collected:
        totals[tile.colour] = totals.get(tile.colour, 0) + tile.value
    return totals


def ranked_colours(collected: Iterable[Tile]) -> list[tuple[str, int]]:
    """``(colour, total)`` best first; equal totals keep the order of ``COLOURS``."""
    totals = colour_totals(collected)
    return sorted(totals.items(), key=lambda item: (-item[1], COLOURS.index(item[0])))


@dataclass(frozen=True)
class Breakdown:
    """One player's final score, part by part, for the end-of-game screen."""

    chips: int
    chip_points: int
    positive: tuple[tuple[str, int], ...]  # the two best colours with their totals
    negative: tuple[tuple[str, int], ...]  # every other colour with its (positive) total
    total: int


def breakdown(chips: int, collected: Iterable[Tile]) -> Breakdown:
    ranked = ranked_colours(collected)
    positive = tuple(ranked[:POSITIVE_COLOURS])
    negative = tuple(ranked[POSITIVE_COLOURS:])
    chip_points = CHIP_POINTS * chips
    total = chip_points + sum(t for _, t in positive) - sum(t for _, t in negative)
    return Breakdown(chips, chip_points, positive, negative, total)


def final_score(chips: int, collected: Iterable[Tile]) -> int:
    """10 per chip plus the two best colour totals minus every other colour total."""
    return breakdown(chips, collected).total
