"""The ``mafia-tui`` command's first step: ``-V`` answered from the package alone.

The full command line (``__main__``) builds its parser with every verb and its help in two
languages before it reads a word; the version needs none of it, so the installed command
starts here and loads ``__main__`` only for everything else. ``-V`` then costs what starting
Python and importing the package cost (bench/version_bench.py pairs the two).
"""

from __future__ import annotations

import sys

VERSION_FLAGS = (["-V"], ["--version"])


def main(argv: list[str] | None = None) -> int:
    """Run ``mafia-tui`` with ``argv`` (the process's arguments by default)."""
    args = sys.argv[1:] if argv is None else argv
    if args in VERSION_FLAGS:
        from . import __version__

        try:
            sys.stdout.write(f"mafia-tui {__version__}\n")
            sys.stdout.flush()
        except BrokenPipeError:  # `mafia-tui -V | head -c0`: nothing to say it to
            pass
        return 0
    from .__main__ import main as full

    return full(argv)
