"""Mooxil: fill a hexagonal grid with linked tiles, join the endtiles, close as many as possible.

Modules: ``board`` (the grid and the linking rules), ``scoring`` (the level score formula),
``levels`` (level generation from the seed and the level number, queue odds, targets),
``targets`` (the calibrated target table, written by ``tools/calibrate_mooxil.py``),
``logic`` (the engine contract and the rules API), ``textboard`` (ASCII grids for tests and
debugging), ``evaluation`` and ``ai`` (the hint player), ``perf`` (figures for
``tools/bench.py``). Those are pure Python; the pygame scene and its helpers sit beside them.
"""
