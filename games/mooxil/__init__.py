"""Mooxil: fill a hexagonal grid with linked tiles, join the endtiles, close as many as possible.

Modules: ``board`` (the grid and the linking rules), ``scoring`` (the level score formula),
``levels`` (level generation from the seed and the level number, queue odds, targets),
``targets`` and ``past_targets`` (the calibrated target table and the earlier ones a game
begun with them keeps, written by ``tools/calibrate_mooxil.py``),
``logic`` (the engine contract and the rules API), ``textboard`` (ASCII grids for tests and
debugging), ``evaluation`` and ``ai`` (the hint player), ``moves`` (the move codec),
``refusals`` (refusal codes to text keys), ``legacy`` (saves from before ``core.match``),
``perf`` (figures for ``tools/bench.py``). Those are pure Python. The pygame side: ``scene``
(thin glue over the match), ``controls`` (input to moves), ``table_view``, ``board_view``,
``hud``, ``replay_view`` and ``tile_view`` (drawing), ``results`` (the end-of-level sheet).
"""
