"""M: lay colour / value / symbol tiles next to matching tiles, take chips, collect tiles.

Pure modules, no pygame:

- ``logic``: the engine (``new_game``, ``MState``, the moves) and the rules API of
  ``shared/rules/m.md``, built on ``tiles`` (the tile set), ``layout`` (the table geometry),
  ``scoring`` (final scores) and ``moves`` (the move values);
- ``ai``: the computer players, with ``takes`` (planning a scoring round) and ``kinds`` (tile
  kinds as bit masks for fast matching);
- ``perf``: think-time figures for ``tools/bench.py``;
- ``textlayout``: layouts as text, for tests and bug reports.

The pygame side: ``scene`` (flow and input, and what the menu calls), ``screen`` (drawing),
``board_view``, ``hand_view``, ``hud`` (the players' panel), ``tile_view`` (cached tile faces),
``anims``, ``results`` (the end screen), ``words`` (engine codes as sentences), with ``info``,
``text`` and ``preview`` for the menu.
"""
