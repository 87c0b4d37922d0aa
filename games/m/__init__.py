"""M: lay colour / value / symbol tiles next to matching tiles, take chips, collect tiles.

Pure modules, no pygame:

- ``logic``: the engine (``new_game``, ``MState``, the moves) and the rules API of
  ``shared/rules/m.md``, built on ``tiles`` (the tile set), ``layout`` (the table geometry),
  ``scoring`` (final scores), ``moves`` (the move values and their JSON codec) and
  ``refusals`` (why a move is refused: codes with fields, and their English);
- ``ai``: the computer players, with ``takes`` (planning a scoring round) and ``kinds`` (tile
  kinds as bit masks for fast matching);
- ``legacy``: the reading of saves written before the match layer (``core.match``);
- ``perf``: think-time figures for ``tools/bench.py``;
- ``textlayout``: layouts as text, for tests and bug reports.

The pygame side: ``scene`` (thin glue over the match, and what the menu calls), ``controls``
(input and what a human does), ``table_view`` (what the scene shows), ``board_view``,
``hand_view``, ``hud`` (the players' panel), ``effects`` and ``anims`` (what a move looks and
sounds like), ``tile_view`` (cached tile faces), ``results`` (the end sheet), ``words``
(engine codes in the player's language), with ``info``, ``text`` and ``preview`` for the menu.
"""
