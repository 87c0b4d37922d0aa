"""minusMax: place numbered hexagonal tiles where they solve an operation on two touching tiles.

``logic`` is the rules engine (with the rules API of ``shared/rules/minusmax.md``), ``ai`` the
computer players, ``perf`` the think-time benchmark. ``arithmetic``, ``board`` and ``moves`` are
the pure pieces of the rules; ``turnsearch`` and ``evaluation`` those of the computer players;
``ascii_board`` reads the small text boards used by the tests; ``refusals`` the refusal codes
and their English, ``rack_order`` the players' arrangement of their racks, ``legacy`` the
reading of saves written before the match layer (``core.match``). The pygame side: ``scene``
(thin glue over the match), ``controls`` (input to moves), ``*_view`` and ``hud`` (drawing),
``tile_view`` (tile pictures), ``results`` (the end sheet).
"""
