"""Big digits for the speech timer, as big as the space the screen gives them.

Textual's ``Digits`` are always three rows high; a judge reads the timer from across the table,
so where the terminal is large this draws a block font scaled to fit (5, 10, 15... rows).
"""

from __future__ import annotations

from collections.abc import Sequence

from .panels import TextRows

SMALL = {
    "0": ("┏━┓", "┃ ┃", "┗━┛"),
    "1": ("╺┓ ", " ┃ ", "╺┻╸"),
    "2": ("╺━┓", "┏━┛", "┗━╸"),
    "3": ("╺━┓", " ━┫", "╺━┛"),
    "4": ("╻ ╻", "┗━┫", "  ╹"),
    "5": ("┏━╸", "┗━┓", "╺━┛"),
    "6": ("┏━╸", "┣━┓", "┗━┛"),
    "7": ("╺━┓", "  ┃", "  ╹"),
    "8": ("┏━┓", "┣━┫", "┗━┛"),
    "9": ("┏━┓", "┗━┫", "╺━┛"),
    ":": (" ", ":", " "),
    "+": ("   ", "╺╋╸", "   "),
    "-": ("   ", "╺━╸", "   "),
    " ": ("   ", "   ", "   "),
}
"""Three rows (as Textual's Digits)."""

BLOCK = {
    "0": ("###", "# #", "# #", "# #", "###"),
    "1": (" # ", "## ", " # ", " # ", "###"),
    "2": ("###", "  #", "###", "#  ", "###"),
    "3": ("###", "  #", " ##", "  #", "###"),
    "4": ("# #", "# #", "###", "  #", "  #"),
    "5": ("###", "#  ", "###", "  #", "###"),
    "6": ("###", "#  ", "###", "# #", "###"),
    "7": ("###", "  #", "  #", "  #", "  #"),
    "8": ("###", "# #", "###", "# #", "###"),
    "9": ("###", "# #", "###", "  #", "###"),
    ":": (" ", "#", " ", "#", " "),
    "+": ("   ", " # ", "###", " # ", "   "),
    "-": ("   ", "   ", "###", "   ", "   "),
    " ": ("   ", "   ", "   ", "   ", "   "),
}
"""Five rows; each ``#`` is two columns by one row at scale 1."""


def block_lines(text: str, scale: int) -> list[str]:
    """``text`` in the block font at ``scale`` (each pixel 2·scale columns, scale rows)."""
    rows = []
    for r in range(5):
        parts = []
        for ch in text:
            glyph = BLOCK.get(ch, BLOCK[" "])[r]
            parts.append("".join(("█" if px == "#" else " ") * 2 * scale for px in glyph))
        line = (" " * scale).join(parts)
        rows += [line] * scale
    return rows


def small_lines(text: str) -> list[str]:
    """``text`` in the three-row font."""
    return ["".join(SMALL.get(ch, SMALL[" "])[r] for ch in text) for r in range(3)]


def block_width(text: str, scale: int) -> int:
    """Columns ``text`` takes in the block font at ``scale``."""
    pixels = sum(len(BLOCK.get(ch, BLOCK[" "])[0]) for ch in text)
    return pixels * 2 * scale + scale * (len(text) - 1)


def fit(text: str, width: int, height: int) -> list[str]:
    """The biggest rendering of ``text`` that fits ``width`` x ``height``."""
    scale = 0
    while block_width(text, scale + 1) <= width and 5 * (scale + 1) <= height:
        scale += 1
    return block_lines(text, scale) if scale else small_lines(text)


class BigClock(TextRows):
    """Draws the time ("1:00", "+0:05", its content) centred, as big as it fits; it changes
    every second while a speech runs, so it is drawn straight to strips (:class:`TextRows`)."""

    DEFAULT_CSS = "BigClock { height: 3; width: 100%; }"

    def __init__(self) -> None:
        super().__init__("clock")
        self.content = "0:00"

    def rows(self, width: int, height: int) -> Sequence[str]:
        width, height = width or 20, height or 3
        lines = fit(str(self.content), width, height)
        pad_top = max(0, (height - len(lines)) // 2)
        return [""] * pad_top + [line.center(width)[:width] for line in lines]
