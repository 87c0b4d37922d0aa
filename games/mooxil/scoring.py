"""The Mooxil level score, term by term (``shared/rules/mooxil.md``, "Score of a level").

:class:`ScoreBreakdown` is the single place the formula lives; :func:`level_score` and the
live breakdown of a board both go through it, so what the scene shows always adds up to what
the level pays. The per-term constants are named here for the score table and the hint
player's potential, which reuse them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from games.mooxil.board import Board

BASE_PER_TILE = 4
"""The base pays ``BASE_PER_TILE + L`` per placed tile."""
GROUP_BONUS_PER_TILE = 5
"""Points per tile of the largest group."""
SIX_TILE_BONUS = 100
"""Points per fully closed 6-tile."""
CLOSED_BONUS_FACTOR = 4
"""The closed-tiles bonus pays ``CLOSED_BONUS_FACTOR * L`` per placed tile."""
PENALTY_PER_FREE_SIDE = 2
"""Points lost per free side left at the end."""


def endtile_bonus(level: int, endtiles: int) -> int:
    """``(10*L**3 + L**2 * E**2 + 500*L + 50*E) // 10 + 100``, paid when the endtiles link."""
    lv, e = level, endtiles
    return (10 * lv**3 + lv**2 * e**2 + 500 * lv + 50 * e) // 10 + 100


@dataclass(frozen=True)
class ScoreBreakdown:
    """The counts a level score is made of, and each term of the formula.

    Counts (the fields): ``level`` L, ``tiles`` N (placed, endtiles not counted), ``endtiles``
    E, ``largest_group`` G (endtiles counted), ``free_sides`` S (endtiles counted),
    ``endtiles_linked``, ``covered_bonus`` (bonus cells covered by the linking group),
    ``closed_six_tiles``, ``all_closed``.
    Terms (properties, already signed so they add up to ``total``): ``base``,
    ``group_bonus``, ``endtile_bonus``, ``bonus_cells``, ``six_tile_bonus``, ``closed_bonus``,
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

    @property
    def base(self) -> int:
        return self.tiles * (BASE_PER_TILE + self.level)

    @property
    def group_bonus(self) -> int:
        return GROUP_BONUS_PER_TILE * self.largest_group

    @property
    def endtile_bonus(self) -> int:
        return endtile_bonus(self.level, self.endtiles) if self.endtiles_linked else 0

    @property
    def bonus_cells(self) -> int:
        return self.covered_bonus if self.endtiles_linked else 0

    @property
    def six_tile_bonus(self) -> int:
        return SIX_TILE_BONUS * self.closed_six_tiles

    @property
    def closed_bonus(self) -> int:
        return self.tiles * CLOSED_BONUS_FACTOR * self.level if self.all_closed else 0

    @property
    def free_side_penalty(self) -> int:
        return -PENALTY_PER_FREE_SIDE * self.free_sides

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
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> ScoreBreakdown:
        try:
            breakdown = cls(**{name: data[name] for name in _COUNTS})
            for name, value in vars(breakdown).items():
                if not _in_range(name, value):
                    raise ValueError(f"the count {name} is out of range: {value!r}")
            # The terms are worked out on demand: work them out once here, so that counts of
            # the wrong type are refused on loading rather than when the table is drawn.
            breakdown.terms()
        except (KeyError, TypeError) as error:
            raise ValueError(f"malformed Mooxil score breakdown: {error!r}") from None
        return breakdown


_COUNTS = tuple(field.name for field in fields(ScoreBreakdown))
"""The fields of a breakdown: its counts, the keys of its saved dict."""

_FLAGS = ("endtiles_linked", "all_closed")
_COUNT_LIMIT = 10**6  # far above anything a grid of radius 7 holds, at any level


def _in_range(name: str, value: object) -> bool:
    """Whether a saved count has its type (flags are booleans, counts whole numbers that are
    not booleans) and a size a game can reach."""
    if name in _FLAGS:
        return isinstance(value, bool)
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= _COUNT_LIMIT


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
    linking = board.linking_group()
    return ScoreBreakdown(
        level=level,
        tiles=board.placed_count(),
        endtiles=board.endtile_count(),
        largest_group=len(board.largest_group()),
        free_sides=board.free_side_total(),
        endtiles_linked=linking is not None,
        covered_bonus=board.bonus_under(linking) if linking is not None else 0,
        closed_six_tiles=board.closed_six_count(),
        all_closed=board.all_closed(),
    )
