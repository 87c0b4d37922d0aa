"""The computer player: legal, human-rate play through verified paths, and a faithful model."""

import itertools
import json
import random

import pytest

from games.tetrhex import ai
from games.tetrhex.ascii import game_with_board, parse_board, render_board
from games.tetrhex.bitboard import bitboard
from games.tetrhex.events import PieceLocked, Tile
from games.tetrhex.features import Colours, board_features, lock_colours, outcome
from games.tetrhex.geometry import S, height
from games.tetrhex.logic import SHAPES, Action, FallingPiece, Game, board_cells
from games.tetrhex.perf import ai_bench, play
from games.tetrhex.pieces import spawn_pivot
from games.tetrhex.search import MOVES, Timing, drop_path, free_anchors, search


def random_board_game(edge, seed, shape, bomb=False, fill_below=6):
    """A game with a random lower board (colours and bombs) and ``shape`` at its spawn."""
    rng = random.Random(seed)
    data = Game(edge=edge, seed=seed).to_dict()
    data["board"] = [
        [q, r, rng.randrange(7), rng.random() < 0.25]
        for q, r in sorted(board_cells(edge))
        if height(edge, (q, r)) < fill_below and rng.random() < 0.55
    ]
    data["piece"] = [shape, 0, list(spawn_pivot(SHAPES[shape], edge)), bomb]
    return Game.from_dict(data)


def engine_finals(game):
    """Every resting position the falling piece can reach, found with the engine's act()."""
    work = game.clone()
    start = work.piece
    seen, todo, finals = {start}, [start], set()
    while todo:
        piece = todo.pop()
        if not work.fits(piece.moved(S).cells):
            finals.add(piece.cells)
        for action in MOVES:
            work.piece = piece
            if work.act(action) and work.piece not in seen:
                seen.add(work.piece)
                todo.append(work.piece)
    return finals


def search_finals(game):
    bb = bitboard(game.edge)
    free = free_anchors(bb, game.piece.shape, ai.colours_of(bb, game).occupied)
    reach = search(bb, game.piece.shape, free, ai.position_of(bb, game))
    orientations = bb.orientations[game.piece.shape]
    return reach, {
        bb.cells_of(orientations[rotation].masks[anchor])
        for rotation, anchors in enumerate(reach.resting())
        for anchor in range(anchors.bit_length())
        if anchors >> anchor & 1
    }


@pytest.mark.parametrize(("edge", "seed", "shape"), [(6, 1, 0), (7, 2, 5), (9, 3, 9), (8, 4, 7)])
def test_the_bitmask_search_finds_exactly_the_engines_final_positions(edge, seed, shape):
    game = random_board_game(edge, seed, shape)
    _, found = search_finals(game)
    assert found == engine_finals(game)


@pytest.mark.parametrize(("edge", "seed", "shape"), [(6, 5, 2), (9, 6, 8)])
def test_every_planned_path_plays_in_the_engine_and_ends_where_planned(edge, seed, shape):
    game = random_board_game(edge, seed, shape)
    reach, _ = search_finals(game)
    bb = bitboard(edge)
    for rotation, anchors in enumerate(reach.resting()):
        for anchor in range(anchors.bit_length()):
            if not anchors >> anchor & 1:
                continue
            copy = game.clone()
            for action in drop_path(reach, (rotation, anchor)):
                assert copy.act(action), f"{action} refused on the planned path"
            lock = next(e for e in copy.pop_events() if isinstance(e, PieceLocked))
            expected = bb.cells_of(bb.orientations[shape][rotation].masks[anchor])
            assert {cell for cell, _ in lock.tiles} == expected


@pytest.mark.parametrize("seed", [11, 12, 13, 14])
def test_the_bitmask_lock_model_matches_the_engine(seed):
    """Lines, contact destruction and the falls after them, as the bot predicts them."""
    edge = 6
    game = random_board_game(edge, seed, shape=seed % 10, bomb=True, fill_below=5)
    bb = bitboard(edge)
    colours = ai.colours_of(bb, game)
    reach, _ = search_finals(game)
    for rotation, anchors in enumerate(reach.resting()):
        orientation = bb.orientations[game.piece.shape][rotation]
        for anchor in range(anchors.bit_length()):
            if not anchors >> anchor & 1:
                continue
            model = outcome(
                bb,
                colours,
                orientation.masks[anchor],
                orientation.heights[anchor],
                orientation.line_heights[anchor],
                game.piece.colour,
                True,
            )
            copy = game.clone()
            copy.piece = FallingPiece(copy.piece.shape, rotation, bb.cell_of[anchor], True)
            copy.act(Action.DROP)
            assert bb.mask(copy.board) == model.occupied


def test_the_bot_never_makes_an_illegal_action():
    for edge, seed, level, radar, ticks in [
        (6, 1, 0, True, 4000),
        (6, 2, 0, False, 6000),
        (9, 3, 0, None, 5000),
        (8, 4, 18, None, 5000),
        (7, 5, 28, None, 4000),
    ]:
        game = Game(edge=edge, level=level, seed=seed)
        refused = play(game, ai.Bot(radar=radar), max_ticks=ticks)
        assert refused == 0, (edge, seed, level)
        assert game.pieces > 5


def test_the_bot_acts_at_a_human_rate():
    for rate, gap in [(10, 6), (4, 15)]:
        game = Game(edge=9, seed=7)
        bot = ai.Bot(actions_per_second=rate)
        ticks = []
        while game.ticks < 1200:
            action = bot.update(game)
            if action is not None:
                assert game.act(action)
                ticks.append(game.ticks)
            game.tick()
        assert min(b - a for a, b in itertools.pairwise(ticks)) >= gap
        assert len(ticks) <= 1200 // gap + 1
    with pytest.raises(ValueError):
        ai.Bot(actions_per_second=0)


def test_the_hint_is_where_the_bot_puts_the_piece():
    game = Game(edge=9, seed=8)
    bot = ai.Bot()
    hints = {}
    landed = {}
    while game.pieces <= 15:
        hints.setdefault(game.pieces, bot.hint(game))
        action = bot.update(game)
        if action is not None:
            number = game.pieces
            game.act(action)
            for event in game.pop_events():
                if isinstance(event, PieceLocked):
                    landed[number] = frozenset(cell for cell, _ in event.tiles)
        game.tick()
    assert len(landed) == 15
    assert all(hints[n] == landed[n] for n in landed)


def test_the_bot_is_deterministic():
    def final_score(seed):
        game = Game(edge=7, seed=seed)
        play(game, ai.Bot(), max_ticks=3000)
        return game.to_dict()

    assert final_score(9) == final_score(9)


def test_the_bot_sets_the_radar_it_was_asked_for():
    game = Game(edge=6, seed=1)
    assert ai.Bot(radar=True).update(game) is Action.RADAR
    game.act(Action.RADAR)
    assert ai.Bot(radar=False).update(game) is Action.RADAR
    assert ai.Bot(radar=None).update(game) is not Action.RADAR


def test_the_bot_clears_lines():
    game = Game(edge=9, seed=10)
    play(game, ai.Bot(), max_ticks=8000)
    assert game.lines_cleared >= 15


NEAR_THE_TOP = """
     aaaaaaa.a
    aaaaa.aaaaa
    aaaa.aaaaaa
    aaa.aaaaaaa
    aa.aaaaaaaa
    a.aaaaaaaaa
    .aaaaaaaaaa
    """


def test_with_a_bomb_in_hand_and_the_stack_near_the_top_the_bot_explodes():
    bomb_bee = FallingPiece(7, 0, (0, -4), True)
    game = game_with_board(6, NEAR_THE_TOP, piece=bomb_bee, bombs=1)
    assert ai.decide(game).actions == [Action.EXPLODE]
    assert ai.Bot().update(game) is Action.EXPLODE
    game = game_with_board(6, NEAR_THE_TOP, piece=bomb_bee, bombs=0)
    assert ai.decide(game).actions[-1] is Action.DROP


def test_with_the_radar_on_the_bot_looks_one_piece_ahead():
    game = Game(edge=8, seed=3)
    game.act(Action.RADAR)
    plan = ai.decide(game)
    assert plan.actions[-1] is Action.DROP
    assert len(plan.cells) == 4


def test_colours_model_matches_the_board():
    game = random_board_game(7, 21, shape=3)
    bb = bitboard(7)
    colours = ai.colours_of(bb, game)
    assert isinstance(colours, Colours)
    for cell, tile in game.board.items():
        bit = 1 << bb.index_of[cell]
        assert colours.by_colour[tile.colour] & bit
        assert bool(colours.bombs & bit) == tile.bomb
    assert colours.occupied == bb.mask(game.board)


def test_board_features_of_a_small_board():
    # Column 0 holds heights 0 and 2 (a hole at 1); columns -2 and 2... are empty.
    game = game_with_board(
        6,
        """
        .....a.....
        ...........
        .....a.....
        """,
    )
    bb = bitboard(6)
    f = board_features(bb, bb.mask(game.board))
    assert (f.holes, f.hole_lines, f.blockers, f.top) == (1, 1, 1, 3)
    # Columns: 3 changes in column 0, 10 empty floors elsewhere.
    assert f.column_transitions == 13
    # Lines 0 and 2: 2 changes around the middle + 2 empty ends; the 8 other lines: 2 ends.
    assert f.line_transitions == 4 + 4 + 8 * 2
    assert f.wells == 0


def test_a_well_is_an_open_cell_walled_in_along_its_line():
    game = game_with_board(6, "....a.a....")
    bb = bitboard(6)
    assert board_features(bb, bb.mask(game.board)).wells == 1
    game = game_with_board(6, "....a.a....\n....a.a....")
    assert board_features(bb, bb.mask(game.board)).wells == 1 + 2  # depth 2: 1 + 2


@pytest.mark.parametrize(
    ("level", "before", "actions"), [(20, 0, 3), (20, 3, 3), (25, 1, 3), (14, 5, 3), (30, 0, 1)]
)
def test_the_gravity_model_predicts_the_engines_falls(level, before, actions):
    """Falls between the bot's actions (every 6 ticks) as the engine makes them, in mid-air."""
    game = game_with_board(9, "", piece=FallingPiece(0, 0, (0, -7), False), level=level)
    for _ in range(before):
        game.tick()
    timing = Timing(interval=6, gravity=game.gravity, ticks_to_fall=game.ticks_to_fall, first=2)
    start = game.piece.pivot[1]
    for _ in range(2):
        game.tick()
    assert game.piece.pivot[1] - start == timing.falls_before_first()
    for t in range(actions):
        before_action = game.piece.pivot[1]
        for _ in range(6):
            game.tick()
        assert game.piece.pivot[1] - before_action == timing.falls_after(t)


def test_the_bench_reports_json_safe_figures():
    report = ai_bench(edges=(6,), seeds=(1,), max_minutes=0.3)
    json.dumps(report)
    edge = report["edges"]["6"]
    assert edge["record"] == 17_685
    assert edge["games"][0]["refused_actions"] == 0
    assert report["decision_ms_median"] > 0


@pytest.mark.parametrize("edge", [6, 9])
@pytest.mark.parametrize("seed", [1, 3])
def test_the_bot_fills_the_hole_that_clears_the_bottom_line(edge, seed):
    """The bottom line is full but for the cell where the first piece (a flat one with these
    seeds) lands when dropped from its spawn: the bot clears the line."""
    first = Game(edge, seed=seed)
    gap = first.shadow_cells()
    full = {cell for cell in board_cells(edge) if height(edge, cell) == 0} - gap
    board = render_board(edge, dict.fromkeys(full, Tile(0, False)))
    game = game_with_board(edge, board, piece=first.piece, seed=seed)
    plan = ai.decide(game)
    assert plan.cells & gap
    for action in plan.actions:
        assert game.act(action)
    assert game.lines_cleared == 1


def test_edge_6_looks_further_ahead_than_the_large_boards():
    assert ai.lookahead_width(6) > ai.lookahead_width(9) >= 1


def test_the_deep_look_switches_on_for_a_high_stack_or_many_holes():
    bb = bitboard(6)
    deep = ai.DeepLook(from_top=5, from_holes=4)

    def danger(text):
        return ai.in_danger(bb, ai.colours_of(bb, game_with_board(6, text)), deep)

    assert not danger("")
    assert not danger("aaaa.aaaaaa\naaaaaaaaaa.")  # low, one hole-free line gap each
    assert danger("....a......\n....a......\n....a......\n....a......\n....a......")
    assert not danger("....a......\n....a......\n....a......\n....a......")
    assert danger("aaaaaaaaaaa\n.a.a.a.aaaa")  # four holes under a low roof
    assert not danger("aaaaaaaaaaa\n.a.a.aaaaaa")  # three


CAPPED = """
     a
    aaa
   aaaaa
  .......
 .........
...........
...........
...........
...........
...........
...........
"""


def test_an_unseen_piece_that_cannot_appear_loses_the_game():
    bb = bitboard(6)
    context = ai.Context(bb, 0, True, ai.DEFAULT_WEIGHTS)
    empty = Colours.of([0] * 7, 0)
    capped = Colours.of([bb.mask(parse_board(6, CAPPED)), *[0] * 6], 0)
    assert ai.LOST / 10 < ai.expected_value(context, empty) < 0
    assert ai.expected_value(context, capped) == ai.LOST


IN_DANGER = """
     .
    ...
   .....
  aaaaf.f
 ..DDddff.
.DDgfdddd..
.ggfgggddg.
ddgffgdggg.
bddb.dddgaa
bbab.ddg.aa
bbabbdgg.aa
"""


def shapes_locked_out(game, cells):
    """After ``cells`` and the bot's best place for the next piece: how many of the ten
    shapes could not appear."""
    bb = bitboard(game.edge)
    context = ai.Context(bb, game.level, game.radar, ai.DEFAULT_WEIGHTS)
    after = lock_colours(bb, ai.colours_of(bb, game), bb.mask(cells), game.piece.colour, False)
    nxt = game.next_piece
    best = ai.placements(context, after, nxt.shape, nxt.bomb)[0]
    after = lock_colours(bb, after, best.mask, nxt.colour, nxt.bomb)
    return sum(ai.placements(context, after, shape, False) is None for shape in range(10))


def test_on_a_board_in_danger_the_bot_looks_past_the_next_piece(monkeypatch):
    """Seed 118, piece 72 (edge 6): valued with the next piece only, the best place leaves
    four of the ten shapes unable to appear after it; the third piece of look-ahead finds a
    place that locks out one."""
    piece = FallingPiece(9, 0, (0, -4), False)
    game = game_with_board(6, IN_DANGER, piece=piece, radar=True, next=[4, False])
    deep = ai.decide(game).cells
    monkeypatch.setattr(ai, "DEEP_LOOK", {})
    shallow = ai.decide(game).cells
    assert (shapes_locked_out(game, shallow), shapes_locked_out(game, deep)) == (4, 1)
