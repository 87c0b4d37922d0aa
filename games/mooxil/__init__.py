"""Mooxil: fill a hexagonal grid with linked tiles, join the endtiles, close as many as possible.

Modules: ``board`` (the grid and the linking rules), ``scoring`` (the level score formula),
``levels`` (level generation from the seed and the level number, queue odds, targets),
``targets`` (the calibrated target table, written by ``tools/calibrate_mooxil.py``),
``logic`` (the engine contract and the rules API), ``textboard`` (ASCII grids for tests and
debugging), ``ai`` (the hint player) and ``perf`` (hint timing for ``tools/bench.py``).
"""
