"""The shell every game shares. This package's own import stays pygame-free so that rules
modules can use ``core.hexgrid``, ``core.engine`` and ``core.ai``."""
