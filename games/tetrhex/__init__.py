"""Tetrhex: hexagonal falling blocks in a big hexagon, after Vincent Lefèvre's Atari game."""
