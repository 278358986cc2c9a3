"""What the command line prints: text from files shown literally, never as terminal commands.

A nickname, a role or a comment in a file may hold escape sequences (an OSC title change, a
cursor move) or bidi overrides that reorder what the judge reads. Every line printed goes
through :func:`literal`, which shows such characters as ``\\uXXXX`` instead of sending them.
"""

from __future__ import annotations

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
    """``text`` with control, format and line-separator characters made visible."""
    if text.isprintable():
        return text
    return "".join(_visible(ch) for ch in text)


def say(text: str, stream: TextIO | None = None) -> None:
    """Print one message literally (stdout by default)."""
    print(literal(text), file=stream or sys.stdout)


def fail(text: str) -> int:
    """Print an error literally on stderr; returns the exit code for a bad input (2)."""
    say(text, sys.stderr)
    return 2
