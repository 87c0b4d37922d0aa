"""Earlier Mooxil target tables, written by tools/calibrate_mooxil.py (do not edit).

A game keeps the table it was begun with (``levels.target_table``): a calibration
that changes the targets moves the table it replaces here, under its version."""

PAST_TARGETS: dict[int, tuple[int, ...]] = {
    1: (330, 490, 780, 970, 1360, 1670, 2330, 2680, 3370, 3760, 4360, 5070),
}
