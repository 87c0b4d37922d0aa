"""OpenGL drawn by the CPU (Xvfb, a virtual machine) is not used to present frames: there each
present through SDL's renderer cost 10-15 ms of CPU, which made a turn clock's one picture a
second cost 1.6 % of a core and a computer's turn in minusMax 14.7 % (issue 26)."""

import pytest

from core import display as display_module
from core import gl_driver
from core.app import MIN_WINDOW
from core.display import Display, RendererWindow, SurfaceWindow

ACCELERATION = "SDL_FRAMEBUFFER_ACCELERATION"


@pytest.mark.parametrize(
    ("name", "by_cpu"),
    [
        ("llvmpipe (LLVM 15.0.6, 256 bits)", True),
        ("softpipe", True),
        ("Mesa DRI Intel(R) HD Graphics 620 (KBL GT2)", False),
        ("Software Rasterizer", True),
        ("NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2", False),
        ("AMD Radeon RX 580 (radeonsi, polaris10, LLVM 15.0.6, DRM 3.49)", False),
        (None, False),  # not asked: no OpenGL context, or not Linux
    ],
)
def test_a_renderer_drawn_by_the_cpu_is_told_by_its_name(name, by_cpu):
    assert gl_driver.drawn_by_cpu(name) is by_cpu


def test_without_a_current_opengl_context_the_name_is_not_guessed(app):
    # SDL's dummy driver has a software renderer, no OpenGL: nothing is current to ask
    assert gl_driver.renderer_name() is None


def window(monkeypatch, gl_name):
    monkeypatch.delenv(ACCELERATION, raising=False)  # put back as it was after the test
    monkeypatch.setattr(gl_driver, "renderer_name", lambda: gl_name)
    return Display(False, fullscreen=False, vsync=True, minimum=MIN_WINDOW, size=(960, 540))


def test_opengl_drawn_by_the_cpu_gives_way_to_the_windows_own_picture(app, monkeypatch):
    display = window(monkeypatch, "llvmpipe (LLVM 15.0.6, 256 bits)")
    assert isinstance(display.window, SurfaceWindow) and not display.vsync
    assert display_module.os.environ[ACCELERATION] == "0"  # X11's picture, not SDL's GL one
    assert display.size == (960, 540) and display.canvas.scale == 0.75
    display.present()


def test_opengl_on_a_graphics_card_keeps_the_renderer(app, monkeypatch):
    display = window(monkeypatch, "NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2")
    assert isinstance(display.window, RendererWindow)
    assert ACCELERATION not in display_module.os.environ
