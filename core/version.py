"""The program's version: this line is its one source. pyproject.toml's ``version`` repeats it
(a test holds the two equal), and a release is tagged ``v`` + it (the release workflow checks)."""

VERSION = "0.1.0"
