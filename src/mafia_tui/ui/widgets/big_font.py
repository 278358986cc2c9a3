"""The one big-digit font of the app: the speech timer on the judge's screen and on the
players' display, from 80x24 to a 4K full-screen terminal.

Three rows and less: a three-row box-drawing font (as Textual's ``Digits``). Four rows and
more: each glyph of a 4x7 segment font scaled by the largest whole factor that fits, drawn
with half blocks so a "pixel" is square (one column by half a row). Pure functions of text
and size: the widgets centre and colour what these return.
"""

from __future__ import annotations

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


STROKE_ROWS = frozenset({0, 3, 6})
"""The unit rows of the horizontal strokes (top, middle, bottom)."""


def _sizes(n: int, scale: float, strokes: frozenset[int], mirrored: bool = False) -> list[int]:
    """Sizes of ``n`` units scaled by ``scale``: every unit gets the whole part, and what the
    fraction adds goes to the units between strokes, so strokes stay one thickness. Rows go
    ``mirrored``: in pairs from the outside in, so a glyph stays symmetric top to bottom (the
    colon's two dots alike), an odd one left to a middle unit or not drawn."""
    base = int(scale)
    sizes = [base] * n
    spare = [i for i in range(n) if i not in strokes] or list(range(n))
    extra = int(n * scale) - base * n
    if not mirrored:
        for k in range(extra):
            sizes[spare[k % len(spare)]] += 1
        return sizes
    pairs = [(spare[k], spare[-1 - k]) for k in range(len(spare) // 2)]
    middle = spare[len(spare) // 2] if len(spare) % 2 else None
    while extra >= 2 and pairs:
        for left, right in pairs:
            if extra < 2:
                break
            sizes[left] += 1
            sizes[right] += 1
            extra -= 2
    if middle is not None:
        sizes[middle] += extra
    return sizes


def big_lines(text: str, width: int, height: int) -> list[str]:
    """``text`` in the segment font, as big as fits ``width`` x ``height`` ([] when even one
    unit per pixel does not). A unit is about square (a column by half a row) at the same
    scale both ways, not necessarily a whole one: strokes take the whole part and the units
    between them the rest, so every glyph has the same shape and the digits fill the box."""
    units_wide = len(unit_bitmap(text)[0])
    scale = min(width / units_wide, 2 * height / UNIT_ROWS) if units_wide else 0
    if scale < 1:
        return []
    rows = _sizes(UNIT_ROWS, scale, STROKE_ROWS, mirrored=True)
    gap = " " * int(scale)
    pixels: list[str] = []
    for r, repeat in enumerate(rows):
        line = gap.join(
            "".join(
                px * size
                for px, size in zip(
                    glyph[r], _sizes(len(glyph[r]), scale, _stroke_cols(glyph)), strict=True
                )
            )
            for glyph in (FONT.get(ch, FONT[" "]) for ch in text)
        )
        pixels += [line] * repeat
    if len(pixels) % 2:
        pixels.append(" " * len(pixels[0]))
    return [
        "".join(
            HALF_BLOCKS[top == "#", bottom == "#"]
            for top, bottom in zip(pixels[r], pixels[r + 1], strict=True)
        )
        for r in range(0, len(pixels), 2)
    ]


def _stroke_cols(glyph: tuple[str, ...]) -> frozenset[int]:
    """The glyph's outer columns, its vertical strokes."""
    wide = len(glyph[0])
    return frozenset({0, wide - 1}) if wide > 2 else frozenset()


def small_lines(text: str) -> list[str]:
    """``text`` in the three-row font."""
    return ["".join(SMALL.get(ch, SMALL[" "])[r] for ch in text) for r in range(3)]


def fit(text: str, width: int, height: int) -> list[str]:
    """The biggest rendering of ``text`` that fits ``width`` x ``height``: the segment font
    when four rows or more allow it, else the three-row font."""
    return (big_lines(text, width, height) if height >= 4 else []) or small_lines(text)
