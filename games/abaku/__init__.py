"""Abaku: a crossword with digits, where rows and columns must read as arithmetic examples.

Pure modules: ``board`` (the squares and their bonuses), ``examples`` (reading digit runs),
``continuations`` (which digit completes a run: arithmetic shortcuts for the generator),
``placement`` (the referee: checking and scoring one placement), ``moves`` (the move values and
their JSON codec), ``refusals`` (why a move is refused: codes with fields, and their English),
``logic`` (the game state, the rules API and the queries for the scene), ``movegen`` (every
legal placement of a rack, fast), ``ai`` (computer players), ``legacy`` (saves written before
the match layer, ``core.match``), ``diagram`` (ASCII boards for tests and data files) and
``perf`` (figures for ``tools/bench.py``).

The pygame side: ``scene`` (thin glue over the match), ``controls`` (input and what a human
does), ``table_view`` (what the scene shows), ``board_view``, ``rack_view``, ``hud``,
``examples_view``, ``tile_view`` (tile pictures), ``results`` (the end sheet), ``words``
(engine codes in the player's language).
"""
