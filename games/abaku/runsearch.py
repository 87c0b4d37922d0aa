"""The depth-first search that fills the empty squares of one run with rack digits.

See :mod:`games.abaku.movegen` for the method; this module holds the search itself
(:class:`RunSearch`), the rack as it is used up (:class:`SearchRack`) and the two reading
directions (:data:`FORWARD`, :data:`BACKWARD`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations, product
from math import prod
from typing import NamedTuple

from games.abaku.board import Square, digit_multiplier, example_multiplier
from games.abaku.continuations import beginnings, endings
from games.abaku.crosschecks import REFUSED, ZERO_NEEDS_MAIN_EXAMPLE, CrossOption
from games.abaku.examples import run_is_example
from games.abaku.memo import memo
from games.abaku.moves import WILD, Place, PlacedTile

ALL_DIGITS = (1 << 10) - 1
DIGITS_OF = tuple(tuple(d for d in range(10) if mask >> d & 1) for mask in range(1 << 10))
DIGIT_TEXT = "0123456789"


class ScoredPlace(NamedTuple):
    """A legal placement and its points."""

    points: int
    move: Place


class SearchRack:
    """The tiles left while a search fills squares: counts per digit, a mask of the digits
    present, and wildcards.

    The search places digits, not tiles: a digit comes from a real tile when there is one,
    else from a wildcard (this never loses a placement, since a real tile can only be its own
    digit). :func:`tile_choices` later lists every way the rack can supply the digits.
    """

    def __init__(self, tiles: Sequence[int]) -> None:
        self.counts = [0] * 10
        self.wilds = 0
        for tile in tiles:
            if tile == WILD:
                self.wilds += 1
            else:
                self.counts[tile] += 1
        self.mask = sum(1 << digit for digit in range(10) if self.counts[digit])
        self.initial = (tuple(self.counts), self.wilds)
        self.tries = 0  # tiles tried so far: the work of a search, counted without a clock

    def supplies(self) -> int:
        """Mask of the digits the rack can supply now."""
        return ALL_DIGITS if self.wilds else self.mask

    def take(self, digit: int) -> bool:
        """Use a tile for ``digit``; True when it had to be a wildcard."""
        self.tries += 1
        if not self.mask >> digit & 1:
            self.wilds -= 1
            return True
        self.counts[digit] -= 1
        if not self.counts[digit]:
            self.mask &= ~(1 << digit)
        return False

    def give(self, digit: int, wild: bool) -> None:
        if wild:
            self.wilds += 1
        else:
            self.counts[digit] += 1
            self.mask |= 1 << digit


def tile_choices(squares: Sequence[Square], digits: Sequence[int], rack: SearchRack) -> list[Place]:
    """Every placement of ``digits`` on ``squares`` the rack can supply: each digit from a
    real tile or from a wildcard, as far as the tiles go."""
    counts, wilds = rack.initial
    if not wilds:
        return [
            Place(
                tuple(
                    PlacedTile(*square, digit)
                    for square, digit in zip(squares, digits, strict=True)
                )
            )
        ]
    per_digit = []
    for digit in sorted(set(digits)):
        spots = [i for i, placed in enumerate(digits) if placed == digit]
        fewest_wild = max(0, len(spots) - counts[digit])
        per_digit.append(
            [
                set(chosen)
                for size in range(fewest_wild, min(len(spots), wilds) + 1)
                for chosen in combinations(spots, size)
            ]
        )
    moves = []
    for picks in product(*per_digit):
        wild_spots = set().union(*picks)
        if len(wild_spots) <= wilds:
            moves.append(
                Place(
                    tuple(
                        PlacedTile(*square, digit, i in wild_spots)
                        for i, (square, digit) in enumerate(zip(squares, digits, strict=True))
                    )
                )
            )
    return moves


class Reading(NamedTuple):
    """How a search reads its run: forwards, or backwards from the run's right end.

    A backward search sees every string reversed, so it asks the example tests about the
    reverse of what it holds; an example may then begin (in its order) with a zero.
    """

    is_example: Callable[[str], bool]
    endings: Callable[[str], int]
    first_digits: str


@memo(maxsize=1 << 18)
def _reversed_is_example(text: str) -> bool:
    """:func:`run_is_example` of ``text`` read backwards, memoised under ``text`` itself: a
    repeated question costs one cache look-up, not a reversal and a call."""
    return run_is_example(text[::-1])


@memo(maxsize=1 << 18)
def _reversed_endings(text: str) -> int:
    """:func:`beginnings` of ``text`` read backwards (see :func:`_reversed_is_example`)."""
    return beginnings(text[::-1])


FORWARD = Reading(run_is_example, endings, "123456789")
BACKWARD = Reading(_reversed_is_example, _reversed_endings, "0123456789")


class RunSearch:
    """Depth-first filling of the squares ``slots`` of one run, in the search's reading order.

    ``run`` holds the run's digits in search order with ``"?"`` on the squares to fill, and
    ``slots`` their positions in it, ascending. The segments sharing the first square are
    searched together: after the ``count``-th tile the segment of the first ``count`` squares
    is complete and checked (when ``emit`` allows it), and the search goes on to longer
    segments while they can still be legal.
    """

    def __init__(
        self,
        rack: SearchRack,
        found: list[ScoredPlace],
        run: list[str],
        slots: list[int],
        squares: list[Square],
        options: list[tuple[CrossOption, ...] | None],
        emit: list[bool],
        reading: Reading,
    ) -> None:
        self.found = found
        self.emit = emit
        self.reading = reading
        self.run = run
        self.length = len(run)
        self.slots = slots
        # known_after[i]: the last position of the run known once slots 0 to i are filled
        self.known_after = [at - 1 for at in slots[1:]] + [self.length - 1]
        self.options = dict(zip(slots, options, strict=True))
        self.rack = rack
        self.allowed = [ALL_DIGITS] * self.length
        for at, opts in self.options.items():
            if opts is not None:
                self.allowed[at] = sum(
                    1 << digit for digit, option in enumerate(opts) if option.status != REFUSED
                )
        self.squares = squares
        self.letter = [1] * self.length
        self.word = [1] * self.length
        for at, square in zip(slots, squares, strict=True):
            self.letter[at] = digit_multiplier(*square)
            self.word[at] = example_multiplier(*square)
        self.is_slot = [False] * (self.length + 1)
        for at in slots:
            self.is_slot[at] = True
        self.cover = [0] * self.length
        self.spans: list[tuple[int, int]] = []
        self.chosen: list[int] = []

    def fill(self) -> None:
        first = self.slots[0]
        before = "".join(self.run[:first])
        if first == 0 or self._can_continue(before, first - 1, self._open_pair(before, first - 1)):
            self._place(0)

    def _place(self, count: int) -> None:
        at = self.slots[count]
        known = self.known_after[count]
        more = count + 1 < len(self.slots)
        before = "".join(self.run[:at])
        after = "".join(self.run[at + 1 : known + 1])
        # Examples ending on this square, per first square, as masks of the digits that make them.
        reading = self.reading
        ending_masks = [
            (begin, reading.endings(before[begin:]))
            for begin in range(at)
            if before[begin] in reading.first_digits
        ]
        rack = self.rack
        candidates = self.allowed[at] & rack.supplies()
        if not more and known == at:
            candidates &= self._closing_digits(before, at, ending_masks)
        for digit in DIGITS_OF[candidates]:
            wild = rack.take(digit)
            self.run[at] = DIGIT_TEXT[digit]
            self.chosen.append(digit)
            text = before + DIGIT_TEXT[digit] + after
            added = self._record_spans(text, at, known, digit, ending_masks)
            pair = self._open_pair(text, known)
            if self.emit[count] and pair is None:
                self._emit(text, known, count + 1)
            if more and self._can_continue(text, known, pair):
                self._place(count + 1)
            self._forget_spans(added)
            self.chosen.pop()
            rack.give(digit, wild)
        self.run[at] = "?"

    def _record_spans(self, text: str, at: int, known: int, digit: int, ending_masks) -> int:
        """Record the examples ending in ``[at, known]`` that contain ``at``; return how many."""
        found = [(begin, at + 1) for begin, mask in ending_masks if mask >> digit & 1]
        reading = self.reading
        for stop in range(at + 2, known + 2):
            found.extend(
                (begin, stop)
                for begin in range(at + 1)
                if text[begin] in reading.first_digits and reading.is_example(text[begin:stop])
            )
        cover = self.cover
        for begin, stop in found:
            self.spans.append((begin, stop))
            for pair in range(begin, stop - 1):
                cover[pair] += 1
        return len(found)

    def _forget_spans(self, count: int) -> None:
        cover = self.cover
        for _ in range(count):
            begin, stop = self.spans.pop()
            for pair in range(begin, stop - 1):
                cover[pair] -= 1

    def _open_pair(self, text: str, known: int) -> int | None:
        """The leftmost pair of touching squares up to ``known`` with a new tile that no
        example covers and no zero could free (the zero rule is left to the full check)."""
        cover, is_slot = self.cover, self.is_slot
        for pair in range(known):
            if cover[pair] or not (is_slot[pair] or is_slot[pair + 1]):
                continue
            if text[pair] != "0" and text[pair + 1] != "0":
                return pair
        return None

    def _can_continue(self, text: str, known: int, pair: int | None) -> bool:
        """Can the leftmost open ``pair``, or else the pair from ``known`` to the next square
        to fill, still join an example made with the rack that is left?"""
        if pair is None:
            rack = self.rack
            if text[known] == "0" or rack.mask & 1 or rack.wilds:
                return True
            pair = known
        first_digits = self.reading.first_digits
        for begin in range(pair, -1, -1):
            if text[begin] in first_digits and self._example_ahead(text[begin:], known + 1):
                return True
        return False

    def _closing_digits(self, before: str, at: int, ending_masks) -> int:
        """Digits that can end the run at ``at`` with every touching pair covered: the
        leftmost open pair needs an example that ends here. A 0 is always let through, for
        the zero rule may free its pairs."""
        pair = self._open_pair(before, at - 1) if at else None
        if pair is None:
            if at == 0 or before[at - 1] == "0":
                return ALL_DIGITS
            pair = at - 1
        closing = 1
        for begin, mask in ending_masks:
            if begin <= pair:
                closing |= mask
        return closing

    def _example_ahead(self, prefix: str, pos: int) -> bool:
        """Is ``prefix`` plus the run from ``pos`` up to some point, filled from the rack that
        is left, an example? (A real tile is tried before a wildcard of the same digit: it
        leaves the rack at least as able.)

        The innermost loop of the generator: old tiles are followed without recursion, and
        the rack's :meth:`SearchRack.take` and :meth:`SearchRack.give` are inlined (its
        ``tries`` counted as they count them)."""
        run, endings, length = self.run, self.reading.endings, self.length
        mark = run[pos]
        while mark != "?":
            if endings(prefix) >> (ord(mark) - 48) & 1:
                return True
            pos += 1
            if pos == length:
                return False
            prefix += mark
            mark = run[pos]
        rack = self.rack
        usable = self.allowed[pos] & (ALL_DIGITS if rack.wilds else rack.mask)
        if endings(prefix) & usable:
            return True
        if pos + 1 == length:
            return False
        counts = rack.counts
        for digit in DIGITS_OF[usable]:
            rack.tries += 1
            bit = 1 << digit
            if rack.mask & bit:
                counts[digit] -= 1
                if not counts[digit]:
                    rack.mask ^= bit
                found = self._example_ahead(prefix + DIGIT_TEXT[digit], pos + 1)
                counts[digit] += 1
                rack.mask |= bit
            else:
                rack.wilds -= 1
                found = self._example_ahead(prefix + DIGIT_TEXT[digit], pos + 1)
                rack.wilds += 1
            if found:
                return True
        return False

    def _emit(self, text: str, known: int, filled: int) -> None:
        """Record the segment of the first ``filled`` slots when it is a legal placement.

        Called only when every open pair has a zero (see :meth:`_open_pair`).
        """
        length = known + 1
        cover, is_slot = self.cover, self.is_slot
        open_pairs = [
            pair
            for pair in range(length - 1)
            if not cover[pair] and (is_slot[pair] or is_slot[pair + 1])
        ]
        in_main = [False] * length
        for begin, stop in self.spans:
            for pos in range(begin, stop):
                in_main[pos] = True
        freed_zero = [text[pos] == "0" and in_main[pos] for pos in range(length)]
        cross_points = 0
        for at, digit in zip(self.slots[:filled], self.chosen, strict=True):
            options = self.options[at]
            option = options[digit] if options is not None else None
            in_cross = option is not None and option.in_example
            if not (in_main[at] or in_cross):
                return
            if option is not None:
                if option.status == ZERO_NEEDS_MAIN_EXAMPLE and not in_main[at]:
                    return
                cross_points += option.points
            if digit == 0 and in_cross:
                freed_zero[at] = True
        if any(not (freed_zero[pair] or freed_zero[pair + 1]) for pair in open_pairs):
            return
        points = cross_points + sum(self._span_points(text, b, e) for b, e in self.spans)
        squares = self.squares[:filled]
        for move in tile_choices(squares, self.chosen, self.rack):
            self.found.append(ScoredPlace(points, move))

    def _span_points(self, text: str, begin: int, stop: int) -> int:
        face = sum(int(text[pos]) * self.letter[pos] for pos in range(begin, stop))
        return face * prod(self.word[begin:stop])
