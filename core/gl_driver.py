"""Whether the OpenGL behind SDL's renderer is drawn by the CPU.

Mesa's llvmpipe, softpipe and swrast draw OpenGL on the processor: a virtual machine, a remote
desktop, a computer without a graphics driver, Xvfb. There every frame presented through SDL's
renderer costs this process 10-15 ms of CPU (the window-sized texture is uploaded and drawn as a
quad on the CPU), where X11's own shared-memory window picture costs about 0.2 ms; a waiting
screen that shows a new second or a thinking ring's step would spend most of its budget there.
:class:`core.display.Display` then draws through the window's own picture instead.

Only Linux is asked (``libGL.so.1``, whose context SDL's renderer made current); elsewhere,
or when no OpenGL context is current (SDL's software renderer, the dummy driver), the answer
is ``None``. No pygame.
"""

from __future__ import annotations

import ctypes
import sys

GL_LIBRARY = "libGL.so.1"  # the name SDL opens (no search: ldconfig would run at start-up)
GL_RENDERER = 0x1F01
SOFTWARE_NAMES = ("llvmpipe", "softpipe", "swrast", "software rasterizer")


def renderer_name() -> str | None:
    """The current OpenGL context's renderer ("llvmpipe (LLVM 15.0.6, 256 bits)"), or
    ``None`` where it cannot be asked."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        library = ctypes.CDLL(GL_LIBRARY)
    except OSError:
        return None
    get_string = library.glGetString
    get_string.restype = ctypes.c_char_p
    get_string.argtypes = [ctypes.c_uint]
    name = get_string(GL_RENDERER)
    return name.decode(errors="replace") if name else None


def drawn_by_cpu(name: str | None) -> bool:
    """Whether an OpenGL renderer called ``name`` draws on the processor."""
    return name is not None and any(word in name.lower() for word in SOFTWARE_NAMES)
