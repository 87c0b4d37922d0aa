"""Icon containers for the built application, packed from PNG pictures (no imaging library).

Windows takes an ``.ico`` and macOS an ``.icns``; both formats may hold PNG data as it is, so
each is a small header and a table in front of the pictures tools/make_assets.py draws.
"""

from __future__ import annotations

import struct

ICO_SIZES = (16, 24, 32, 48, 64, 256)  # what Windows asks for, taskbar to large icons
# the .icns types that hold a PNG of a given side (macOS 10.7 and later)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def ico(pictures: dict[int, bytes]) -> bytes:
    """An ``.ico`` of the PNG ``pictures`` (side -> bytes) of :data:`ICO_SIZES`."""
    sides = [side for side in ICO_SIZES if side in pictures]
    offset = 6 + 16 * len(sides)
    header = struct.pack("<HHH", 0, 1, len(sides))
    table, data = b"", b""
    for side in sides:
        png = pictures[side]
        # a side of 256 is written as 0: the field is one byte
        table += struct.pack("<BBBBHHII", side % 256, side % 256, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        data += png
    return header + table + data


def icns(pictures: dict[int, bytes]) -> bytes:
    """An ``.icns`` of the PNG ``pictures`` (side -> bytes) whose sides macOS has a type for."""
    chunks = b"".join(
        kind + struct.pack(">I", 8 + len(pictures[side])) + pictures[side]
        for side, kind in ICNS_TYPES.items()
        if side in pictures
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks
