"""SDL's own blocking wait for the next event, reached through ctypes.

pygame-ce's ``event.wait`` is its own loop that looks at the queue every millisecond. SDL's
``SDL_WaitEventTimeout`` (2.0.16 and later) truly sleeps where the video driver can wait: on
X11 it blocks in ``select`` on the display connection, and an event pushed from another thread
wakes it. It sleeps only while no joystick needs polling; with a pad connected it polls every
millisecond, so :class:`core.app.EventSource` polls on its own then.

The call goes to the very copy of SDL that pygame loaded (found among the process's libraries),
with a NULL event: it waits without taking anything off the queue, and ``pygame.event.get``
reads the events as before. Where the library cannot be found, or is a second copy that never
opened a window, or the driver cannot wait (the dummy driver), :func:`open_sdl` answers
``None`` and the caller polls.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

SDL_INIT_VIDEO = 0x20
WAITING_DRIVERS = ("x11", "wayland", "windows", "cocoa")  # drivers with a real wait


class SdlWait:
    """Blocking waits on the SDL pygame uses; ask :func:`open_sdl` for one."""

    def __init__(self, library: ctypes.CDLL) -> None:
        self._wait = library.SDL_WaitEventTimeout
        self._wait.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self._wait.restype = ctypes.c_int
        self._joysticks = library.SDL_NumJoysticks
        self._joysticks.restype = ctypes.c_int

    def can_sleep(self) -> bool:
        """Whether SDL would sleep in a wait now (it polls while a joystick is open)."""
        return self._joysticks() <= 0

    def wait(self, timeout_ms: int) -> bool:
        """Sleep until an event is queued or ``timeout_ms`` passed; whether one is queued.
        ctypes lets go of the interpreter meanwhile, so other threads run."""
        return self._wait(None, max(0, timeout_ms)) == 1


def open_sdl(driver: str | None) -> SdlWait | None:
    """The wait on pygame's own SDL, or ``None`` where it cannot be used (see module)."""
    if driver not in WAITING_DRIVERS:
        return None
    for path in _loaded_sdl_paths():
        try:
            library = ctypes.CDLL(str(path))
        except OSError:
            continue
        was_init = library.SDL_WasInit
        was_init.argtypes, was_init.restype = [ctypes.c_uint32], ctypes.c_uint32
        if was_init(SDL_INIT_VIDEO) & SDL_INIT_VIDEO:  # pygame's copy: it opened the video
            return SdlWait(library)
    return None


def _loaded_sdl_paths() -> list[Path]:
    """Where the SDL 2 library pygame loaded can be: the process's own map on Linux, the
    files shipped beside pygame elsewhere."""
    if sys.platform.startswith("linux"):
        return _mapped_sdl(Path("/proc/self/maps"))
    import pygame

    package = Path(pygame.__file__).parent
    folders = (package, package / ".dylibs", package.parent / "pygame_ce.libs")
    return [path for folder in folders if folder.is_dir() for path in folder.iterdir()
            if is_sdl_core(path.name)]  # fmt: skip


def _mapped_sdl(maps: Path) -> list[Path]:
    try:
        lines = maps.read_text().splitlines()
    except OSError:
        return []
    paths = {line.split(maxsplit=5)[-1] for line in lines if line.count(" ") >= 5}
    return sorted(Path(path) for path in paths if is_sdl_core(os.path.basename(path)))


def is_sdl_core(name: str) -> bool:
    """Whether a library file is SDL 2 itself (not SDL_image, SDL_mixer or SDL_ttf)."""
    lowered = name.lower().removeprefix("lib")
    library = ".so" in lowered or lowered.endswith((".dll", ".dylib"))
    return library and lowered.startswith("sdl2") and not lowered.startswith("sdl2_")
