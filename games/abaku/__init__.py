"""Abaku: a crossword with digits, where rows and columns must read as arithmetic examples.

Modules: ``board`` (the squares and their bonuses), ``examples`` (reading digit runs),
``continuations`` (which digit completes a run: arithmetic shortcuts for the generator),
``placement`` (the referee: checking and scoring one placement), ``moves`` (the move values),
``logic`` (the game state, the rules API and the queries for the scene), ``movegen`` (every
legal placement of a rack, fast), ``ai`` (computer players), ``diagram`` (ASCII boards for
tests and data files) and ``perf`` (figures for ``tools/bench.py``).
"""
