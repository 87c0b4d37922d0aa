"""The move generator against its regression file and against an exhaustive search.

``movegen_positions.txt`` holds positions with their exact number of legal placements and best
score, in the manner of chess perft. The exhaustive search here shares nothing with the
generator but the placement referee: it tries every run of squares in every line, filled with
every arrangement of the rack, and keeps what the referee accepts.
"""

import random
from itertools import permutations, product
from pathlib import Path

import pytest

from core.ai import Budget
from games.abaku import ai
from games.abaku.board import BOARD_SIZE, CENTRE
from games.abaku.diagram import parse_board
from games.abaku.logic import IllegalMove, new_game
from games.abaku.movegen import generate_placements
from games.abaku.moves import WILD, Place, PlacedTile
from games.abaku.placement import analyse_placement

POSITIONS_FILE = Path(__file__).with_name("movegen_positions.txt")


def read_positions():
    """The blocks of the regression file as dicts: name, rack, moves, best, brute, board."""
    lines = [
        line.strip()
        for line in POSITIONS_FILE.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    starts = [index for index, line in enumerate(lines) if line.startswith("[")]
    positions = []
    for start in starts:
        fields = dict(line.split(": ", 1) for line in lines[start + 1 : start + 5])
        positions.append(
            {
                "name": lines[start].strip("[]"),
                "rack": [WILD if tile == "?" else int(tile) for tile in fields["rack"].split()],
                "moves": int(fields["moves"]),
                "best": int(fields["best"]),
                "brute": fields["brute force"] == "yes",
                "board": parse_board("\n".join(lines[start + 5 : start + 5 + BOARD_SIZE])),
            }
        )
    return positions


POSITIONS = read_positions()


def exhaustive_placements(board, rack):
    """Every legal placement of ``rack`` on ``board``, found by trying them all."""
    found = {}
    touching = {
        (row + dr, col + dc) for row, col in board for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0))
    }
    for across, line, first, last in product(
        (True, False), range(BOARD_SIZE), range(BOARD_SIZE), range(BOARD_SIZE)
    ):
        squares = [(line, pos) if across else (pos, line) for pos in range(first, last + 1)]
        empty = [square for square in squares if square not in board]
        if last < first or squares[0] in board or squares[-1] in board:
            continue
        if not 1 <= len(empty) <= min(5, len(rack)):
            continue
        if board and not (touching & set(empty) or len(empty) < len(squares)):
            continue
        if not board and CENTRE not in empty:
            continue
        for tiles in set(permutations(rack, len(empty))):
            faces = [
                [(tile, False)] if tile != WILD else [(d, True) for d in range(10)]
                for tile in tiles
            ]
            for choice in product(*faces):
                cells = {square: digit for square, (digit, _) in zip(empty, choice, strict=True)}
                try:
                    points = analyse_placement(board, cells).points
                except IllegalMove:
                    continue
                move = Place(
                    tuple(
                        PlacedTile(*square, digit, wild)
                        for square, (digit, wild) in zip(empty, choice, strict=True)
                    )
                )
                found[move] = points
    return found


def generated(board, rack):
    found = {}
    for points, move in generate_placements(board, rack):
        assert move not in found, f"{move} generated twice"
        found[move] = points
    return found


@pytest.mark.parametrize("position", POSITIONS, ids=[p["name"] for p in POSITIONS])
def test_regression_counts_and_best_scores(position):
    found = generated(position["board"], position["rack"])
    assert len(found) == position["moves"]
    assert max(found.values(), default=0) == position["best"]


def test_the_regression_file_covers_first_moves_wildcards_and_crowded_boards():
    names = [position["name"] for position in POSITIONS]
    assert sum(not position["board"] for position in POSITIONS) >= 2
    assert any(WILD in position["rack"] for position in POSITIONS if position["board"])
    assert max(len(position["board"]) for position in POSITIONS) >= 60
    assert len(names) == len(set(names)) >= 6


@pytest.mark.parametrize(
    "position",
    [p for p in POSITIONS if p["brute"]],
    ids=[p["name"] for p in POSITIONS if p["brute"]],
)
def test_the_generator_finds_exactly_what_exhaustive_search_finds(position):
    assert generated(position["board"], position["rack"]) == exhaustive_placements(
        position["board"], position["rack"]
    )


def played_position(seed: int):
    """A board of a seeded game after a few random level-1 turns, and a small rack drawn
    for it (two tiles, digits 0-9 or a wildcard, or three digits): small enough for the
    exhaustive search, and a board shaped by play rather than by hand."""
    rng = random.Random(seed)
    state = new_game(seed)
    for ply in range(rng.randint(2, 12)):
        state.apply(ai.choose(state, 1, seed=ply))
    size = rng.randint(2, 3)
    tiles = [*range(10), WILD] if size == 2 else list(range(10))
    rack = [rng.choice(tiles) for _ in range(size)]
    return state.board(), rack


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_generator_agrees_with_exhaustive_search_on_played_boards(seed):
    board, rack = played_position(seed)
    assert generated(board, rack) == exhaustive_placements(board, rack)


def test_every_generated_placement_is_accepted_with_its_points():
    position = next(p for p in POSITIONS if p["name"] == "crowded board")
    for move, points in generated(position["board"], position["rack"]).items():
        assert analyse_placement(position["board"], move.cells).points == points


def test_a_repeated_search_answers_a_new_list_equal_to_a_fresh_search():
    # The last few answers are kept; a caller changing its list must not change them, and
    # the rack's order must not matter (the search counts tiles per digit).
    position = next(p for p in POSITIONS if p["name"] == "crowded board")
    board, rack = position["board"], position["rack"]
    first = generate_placements(board, rack)
    assert first
    first.clear()
    again = generate_placements(board, list(reversed(rack)))
    assert again == generate_placements(board, rack, Budget(10**6))  # a budget: searched anew
    assert len(again) == position["moves"]


def test_first_moves_cover_the_centre_with_two_tiles_or_more():
    moves = generated({}, [1, 2, 3, 4, 9])
    assert moves
    assert all(len(move.tiles) >= 2 and CENTRE in move.cells for move in moves)
    assert Place.of({(7, 7): 2, (7, 8): 4}) in moves  # 2^2 = 4 through the centre


def test_a_wildcard_and_a_real_tile_of_the_same_digit_are_different_moves():
    moves = generated({(7, 7): 2}, [4, WILD])
    assert Place.of({(7, 8): 4}) in moves
    assert Place((PlacedTile(7, 8, 4, wild=True),)) in moves
    assert Place((PlacedTile(7, 6, 8, wild=True),)) in moves  # cbrt 8 = 2 needs the wildcard
    assert Place((PlacedTile(7, 8, 4), PlacedTile(7, 9, 8, wild=True))) in moves  # 2 x 4 = 8
    assert all(sum(tile.wild for tile in move.tiles) <= 1 for move in moves)


def test_nothing_to_place_gives_no_placements():
    assert generated({}, [0, 0, 0, 0, 0]) == {}


def test_a_position_small_enough_to_count_by_hand():
    # Around a lone 2 on H8 with the rack 4 8, in the row and in the column alike:
    # singles 24, 42 (6 points) and 28, 82 (10); pairs 248 and 842 (14 + 6 = 20),
    # 824 and 428 (14 + 10 + 6 = 30). Four shapes of singles and four of pairs, twice each.
    moves = generated({(7, 7): 2}, [4, 8])
    assert len(moves) == 16
    assert sorted(moves.values()) == [6] * 4 + [10] * 4 + [20] * 4 + [30] * 4
    assert moves[Place.of({(7, 6): 8, (7, 8): 4})] == 30
