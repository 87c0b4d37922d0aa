"""What a move of M looks and sounds like: the tile flying from the hand (or the computer's
row) to the table, a taken tile flying to its taker's row, chips flying between rows, rings
around a scored run, and the matching sound. Drawing only: the game is already changed."""

from __future__ import annotations

from core.ui import theme
from games.m import tile_view
from games.m.anims import Animations, Flight, Ring
from games.m.board_view import TILE, BoardView
from games.m.hud import PlayersPanel, chip_image
from games.m.logic import MState, Place, Report, Take

FLIGHT_TICKS = 22


def animate(
    anims: Animations,
    board: BoardView,
    panel: PlayersPanel,
    state: MState,
    move,
    old_view,
    source: tuple[tuple[int, int], float] | None,
    pace: float,
    palette,
) -> None:
    """Queue the animations of ``move``, just played on ``state`` (``old_view``: the table's
    view before it; ``source``: where a placed tile flies from and its scale there)."""
    report: Report = state.last_report
    ticks = max(8, int(FLIGHT_TICKS * pace))
    delay = 0
    if isinstance(move, Place):
        end = board.view(state.layout).tile_rect(move.pos).center
        start, scale = source
        image = tile_view.face(move.tile, TILE, palette)
        anims.add(Flight(image, start, end, ticks, scale_from=scale, hides=move.pos))
        anims.add(Ring(end, TILE // 2, theme.ACCENT, delay=ticks))
        delay = ticks
    elif isinstance(move, Take):
        start = old_view.tile_rect(move.pos).center
        end = panel.group_rect(report.player, report.taken.colour).center
        image = tile_view.face(report.taken, TILE, palette)
        anims.add(Flight(image, start, end, ticks + 6, scale_to=0.4))
    for index, (giver, receiver) in enumerate(report.chips):
        start, end = panel.chip_point(giver), panel.chip_point(receiver)
        anims.add(Flight(chip_image(11), start, end, ticks, delay=delay + 8 * index))
    round_ = state.scoring_round()
    if report.round_started is not None and round_ is not None:
        view = board.view(state.layout)
        for index, pos in enumerate(round_.run):
            centre = view.rect(pos).center
            anims.add(Ring(centre, TILE // 2, theme.ACCENT, delay=delay + 3 * index))


def sound(move, report: Report) -> str:
    """The name of the sound of ``move``."""
    if report.round_started is not None or report.ended is not None:
        return "score"
    if isinstance(move, Place):
        return "place"
    if isinstance(move, Take):
        return "clear"
    return "click"
