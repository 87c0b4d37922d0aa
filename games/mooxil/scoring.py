"""The Mooxil level score, term by term (``shared/rules/mooxil.md``, "Score of a level").

:func:`score_breakdown` is the single place the formula lives; :func:`level_score` and the
live breakdown of a board both go through it, so what the scene shows always adds up to what
the level pays.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.mooxil.board import Board

SIX_TILE_BONUS = 100


def endtile_bonus(level: int, endtiles: int) -> int:
    """``(10*L**3 + L**2 * E**2 + 500*L + 50*E) // 10 + 100``, paid when the endtiles link."""
    lv, e = level, endtiles
    return (10 * lv**3 + lv**2 * e**2 + 500 * lv + 50 * e) // 10 + 100


@dataclass(frozen=True)
class ScoreBreakdown:
    """The counts a level score is made of, and each term of the formula.

    Counts: ``level`` L, ``tiles`` N (placed, endtiles not counted), ``endtiles`` E,
    ``largest_group`` G (endtiles counted), ``free_sides`` S (endtiles counted),
    ``endtiles_linked``, ``covered_bonus`` (bonus cells covered by the linking group),
    ``closed_six_tiles``, ``all_closed``.
    Terms (already signed so they add up to ``total``): ``base``, ``group_bonus``,
    ``endtile_bonus``, ``bonus_cells``, ``six_tile_bonus``, ``closed_bonus``,
    ``free_side_penalty`` (zero or negative).
    """

    level: int
    tiles: int
    endtiles: int
    largest_group: int
    free_sides: int
    endtiles_linked: bool
    covered_bonus: int
    closed_six_tiles: int
    all_closed: bool
    base: int
    group_bonus: int
    endtile_bonus: int
    bonus_cells: int
    six_tile_bonus: int
    closed_bonus: int
    free_side_penalty: int

    @property
    def total(self) -> int:
        return sum(value for _, value in self.terms())

    def terms(self) -> list[tuple[str, int]]:
        """``(name, points)`` in the order of the formula, for a score table."""
        return [
            ("base", self.base),
            ("group_bonus", self.group_bonus),
            ("endtile_bonus", self.endtile_bonus),
            ("bonus_cells", self.bonus_cells),
            ("six_tile_bonus", self.six_tile_bonus),
            ("closed_bonus", self.closed_bonus),
            ("free_side_penalty", self.free_side_penalty),
        ]

    def to_dict(self) -> dict:
        """The counts only (the terms follow from them)."""
        return {
            "level": self.level,
            "tiles": self.tiles,
            "endtiles": self.endtiles,
            "largest_group": self.largest_group,
            "free_sides": self.free_sides,
            "endtiles_linked": self.endtiles_linked,
            "covered_bonus": self.covered_bonus,
            "closed_six_tiles": self.closed_six_tiles,
            "all_closed": self.all_closed,
        }

    @classmethod
    def from_dict(cls, data: dict) -> ScoreBreakdown:
        try:
            return score_breakdown(
                data["level"],
                data["tiles"],
                data["endtiles"],
                data["largest_group"],
                data["free_sides"],
                bonus_cells=data["covered_bonus"],
                closed_six_tiles=data["closed_six_tiles"],
                all_closed=data["all_closed"],
                endtiles_linked=data["endtiles_linked"],
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"malformed Mooxil score breakdown: {error!r}") from None


def score_breakdown(
    level: int,
    tiles: int,
    endtiles: int,
    largest_group: int,
    free_sides: int,
    bonus_cells: int = 0,
    closed_six_tiles: int = 0,
    all_closed: bool = False,
    endtiles_linked: bool = True,
) -> ScoreBreakdown:
    """Every term of the level score; the arguments are those of :func:`level_score`."""
    return ScoreBreakdown(
        level=level,
        tiles=tiles,
        endtiles=endtiles,
        largest_group=largest_group,
        free_sides=free_sides,
        endtiles_linked=endtiles_linked,
        covered_bonus=bonus_cells,
        closed_six_tiles=closed_six_tiles,
        all_closed=all_closed,
        base=tiles * (4 + level),
        group_bonus=5 * largest_group,
        endtile_bonus=endtile_bonus(level, endtiles) if endtiles_linked else 0,
        bonus_cells=bonus_cells if endtiles_linked else 0,
        six_tile_bonus=SIX_TILE_BONUS * closed_six_tiles,
        closed_bonus=tiles * 4 * level if all_closed else 0,
        free_side_penalty=-2 * free_sides,
    )


def level_score(
    level: int,
    tiles: int,
    endtiles: int,
    largest_group: int,
    free_sides: int,
    bonus_cells: int = 0,
    closed_six_tiles: int = 0,
    all_closed: bool = False,
    endtiles_linked: bool = True,
) -> int:
    """The score of a level (rules API). ``bonus_cells`` is the sum of the bonus cells covered
    by the group linking the endtiles; it and the endtile bonus count only when
    ``endtiles_linked`` is true."""
    return score_breakdown(
        level,
        tiles,
        endtiles,
        largest_group,
        free_sides,
        bonus_cells,
        closed_six_tiles,
        all_closed,
        endtiles_linked,
    ).total


def board_breakdown(board: Board, level: int) -> ScoreBreakdown:
    """The score ``board`` would give if the level ended now."""
    group = board.largest_group()
    return score_breakdown(
        level,
        tiles=board.placed_count(),
        endtiles=board.endtile_count(),
        largest_group=len(group),
        free_sides=board.free_side_total(),
        bonus_cells=board.linked_bonus(),
        closed_six_tiles=board.closed_six_count(),
        all_closed=board.all_closed(),
        endtiles_linked=board.endtiles_linked(),
    )
