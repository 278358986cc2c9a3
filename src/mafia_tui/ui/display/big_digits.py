"""Textual's ``Digits``, grown to fill its box: from 80×24 to a 4K full-screen terminal.

Below four rows it is the plain 3×3 ``Digits``. Above, each glyph of a 4×7 segment font is
scaled by the largest whole factor that fits, drawn with half blocks so a "pixel" is square
(one column by half a row), and centred. Only the shapes live here; colours come from CSS.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import RenderResult
from textual.widgets import Digits

FONT: dict[str, tuple[str, ...]] = {
    "0": ("####", "#  #", "#  #", "#  #", "#  #", "#  #", "####"),
    "1": ("   #", "   #", "   #", "   #", "   #", "   #", "   #"),
    "2": ("####", "   #", "   #", "####", "#   ", "#   ", "####"),
    "3": ("####", "   #", "   #", "####", "   #", "   #", "####"),
    "4": ("#  #", "#  #", "#  #", "####", "   #", "   #", "   #"),
    "5": ("####", "#   ", "#   ", "####", "   #", "   #", "####"),
    "6": ("####", "#   ", "#   ", "####", "#  #", "#  #", "####"),
    "7": ("####", "   #", "   #", "   #", "   #", "   #", "   #"),
    "8": ("####", "#  #", "#  #", "####", "#  #", "#  #", "####"),
    "9": ("####", "#  #", "#  #", "####", "   #", "   #", "####"),
    ":": (" ", " ", "#", " ", "#", " ", " "),
    "+": ("   ", "   ", " # ", "###", " # ", "   ", "   "),
    "-": ("   ", "   ", "   ", "###", "   ", "   ", "   "),
    " ": ("  ",) * 7,
}
"""Glyphs in units: '#' is lit. Seven units tall; a one-unit gap goes between glyphs."""

UNIT_ROWS = 7
HALF_BLOCKS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def unit_bitmap(text: str) -> list[str]:
    """The text as rows of units ('#' lit), glyphs one unit apart (unknown characters: blank)."""
    rows = [""] * UNIT_ROWS
    for index, char in enumerate(text):
        glyph = FONT.get(char, FONT[" "])
        for r in range(UNIT_ROWS):
            rows[r] += (" " if index else "") + glyph[r]
    return rows


def scale_for(text: str, width: int, height: int) -> int:
    """The largest whole scale at which ``text`` fits ``width`` columns × ``height`` rows
    (0: it does not fit even at scale 1)."""
    units_wide = len(unit_bitmap(text)[0])
    if not units_wide:
        return 0
    return max(0, min(width // units_wide, (2 * height) // UNIT_ROWS))


def big_lines(text: str, scale: int) -> list[str]:
    """``text`` drawn at ``scale`` (columns per unit; half rows per unit) with half blocks."""
    units = unit_bitmap(text)
    pixels = [
        row.replace("#", "#" * scale).replace(" ", " " * scale)
        for row in units
        for _ in range(scale)
    ]
    if len(pixels) % 2:
        pixels.append(" " * len(pixels[0]))
    return [
        "".join(
            HALF_BLOCKS[top == "#", bottom == "#"]
            for top, bottom in zip(pixels[r], pixels[r + 1], strict=True)
        )
        for r in range(0, len(pixels), 2)
    ]


class BigDigits(Digits):
    """``Digits`` that grows with its box (give it a size in CSS, e.g. ``1fr``)."""

    DEFAULT_CSS = "BigDigits { width: 1fr; height: 1fr; }"

    @property
    def scale(self) -> int:
        """The scale it draws at now (0: the plain 3×3 digits)."""
        size = self.content_region.size
        if size.height < 4:
            return 0
        return scale_for(self.value, size.width - 2, size.height)  # a margin at the sides

    def render(self) -> RenderResult:
        scale = self.scale
        if scale < 1:
            return super().render()
        size = self.content_region.size
        lines = big_lines(self.value, scale)
        top = max(0, (size.height - len(lines)) // 2)
        width = len(lines[0]) if lines else 0
        left = " " * max(0, (size.width - width) // 2)
        body = [""] * top + [left + line for line in lines]
        return Text("\n".join(body), style=self.rich_style, no_wrap=True, overflow="crop")
