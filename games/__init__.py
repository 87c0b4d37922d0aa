"""The games of the arcade.

``ENGINES`` lists the rules modules of the turn-based games; the engine conformance test runs
over every one of them.
"""

ENGINES: tuple[str, ...] = (
    "games.minusmax.logic",
    "games.mooxil.logic",
    "games.m.logic",
    "games.abaku.logic",
)
