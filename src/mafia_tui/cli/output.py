"""What the command line prints: text from files shown literally, never as terminal commands.

A nickname, a role or a comment in a file may hold escape sequences (an OSC title change, a
cursor move) or bidi overrides that reorder what the judge reads. Every line printed goes
through :func:`literal`, which shows such characters as ``\\uXXXX`` instead of sending them.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from typing import TextIO

_KEEP = {"\n", "\t"}


def _visible(ch: str) -> str:
    if ch in _KEEP:
        return ch
    if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp"):
        return f"\\u{ord(ch):04x}"
    return ch


def literal(text: str) -> str:
    """``text`` with control, format and line-separator characters made visible. Line by
    line: a line that is all printable (nearly every one) is kept whole, so a big table or
    JSON goes out at the speed of ``str.isprintable``."""
    if text.isprintable():
        return text
    return "\n".join(
        line if line.isprintable() else "".join(_visible(ch) for ch in line)
        for line in text.split("\n")
    )


def say(text: str, stream: TextIO | None = None) -> None:
    """Print one message literally (stdout by default)."""
    print(literal(text), file=stream or sys.stdout)


def fail(text: str) -> int:
    """Print an error literally on stderr; returns the exit code for a bad input (2)."""
    say(text, sys.stderr)
    return 2


_SAMPLE = "→ёЁ«»—№"
"""Characters our output uses that an 8-bit console encoding may lack."""


def _encodes(encoding: str | None) -> bool:
    try:
        _SAMPLE.encode(encoding or "ascii")
        return True
    except (UnicodeEncodeError, LookupError):
        return False


def setup_streams() -> None:
    """Make printing safe whatever the console: into a file or a pipe, UTF-8 (so ``--json``
    is UTF-8 and «→» never fails on cp1251); on a terminal whose encoding lacks a character,
    a ``?`` instead of a crash."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None:
            continue
        try:
            if not stream.isatty():
                if (stream.encoding or "").lower().replace("-", "").replace("_", "") != "utf8":
                    reconfigure(encoding="utf-8", errors="replace")
            elif not _encodes(stream.encoding):
                reconfigure(errors="replace")
        except (OSError, ValueError, LookupError):
            continue


def quiet_broken_pipe() -> int:
    """After the reader of our output went away (``| head``): send whatever is still buffered
    to the null device, so nothing more fails or prints a traceback. Returns the exit code of
    a program ended by SIGPIPE (141), as ``cat`` would give."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
    return 141
