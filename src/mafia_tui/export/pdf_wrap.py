"""How a text wraps in a cell, without asking fpdf to lay it out.

fpdf's ``multi_cell(..., dry_run=True, output="LINES")`` builds a fragment object per line
and re-measures the whole line for every character it adds; a protocol asks it ~30 times
and it was a quarter of the export's time. :func:`wrap` gives the very lines fpdf2's
``MultiLineBreak`` (``fpdf/line_break.py``, word mode) gives for the same text, width, font,
size and cell margin, from the font's character widths alone, with the same float sums and
the same tolerance, so a line breaks where fpdf would break it, bit for bit.

It follows fpdf's rules: a line breaks at its last space (the space dropped) or its last
soft hyphen (printed as "-"), whichever lies further right; a space that does not fit ends
the line and is dropped, while spaces before it stay; a word longer than the line is cut
by characters; "\\n" (and a form feed) ends a line; "\\r" is dropped; a no-break space
prints as a space but is no break; a last line of zero width is not a line.

What it cannot be exact for it leaves to fpdf (:func:`wrap` returns None): a core (non-TTF)
or symbol font or one without a space, text shaping, fallback fonts, stretched or spaced
type, sub/superscript, a width of 0 ("to the right margin"), the page-count alias in the
text, and a character wider than the whole line (fpdf raises for it; the caller then gets
fpdf's own error).
"""

from __future__ import annotations

from fpdf import FPDF
from fpdf.enums import CharVPos
from fpdf.fonts import TTFFont
from fpdf.line_break import BREAKING_SPACE_SYMBOLS_STR, FORM_FEED, NBSP, SOFT_HYPHEN

TOLERANCE = 1e-9
"""fpdf's ``FloatTolerance``: a line overflows when it is wider by more than this."""


def _exact_for(pdf: FPDF, text: str) -> TTFFont | None:
    """The current font when :func:`wrap` can match fpdf for it, else None."""
    font = pdf.current_font
    if (
        not isinstance(font, TTFFont)
        or font.is_symbol
        or 32 not in font.cmap  # see wrap(): the space is in every subset of such a font
        or pdf.text_shaping
        or pdf._fallback_font_ids  # noqa: SLF001 - fpdf has no public reader for it
        or pdf.font_stretching != 100
        or pdf.char_spacing != 0
        or pdf.char_vpos != CharVPos.LINE
    ):
        return None
    alias = pdf.str_alias_nb_pages
    if alias and alias in text:
        return None
    return font


def text_units(pdf: FPDF, text: str) -> float | None:
    """The width of ``text`` in the current font's units (1/1000 of the type size), as fpdf
    sums it, or None where only fpdf can measure it. ``units * size * 0.001 / pdf.k`` is then
    the very float ``get_string_width`` gives at any ``size`` of the same font."""
    font = _exact_for(pdf, text)
    if font is None:
        return None
    size = pdf.font_size_pt
    if text and size > font.biggest_size_pt:  # what measuring does in fpdf
        font.biggest_size_pt = size
    cw = font.cw
    return sum([cw[ord(char)] for char in text])


def text_width(pdf: FPDF, text: str) -> float:
    """``pdf.get_string_width(text)``, the same float, without fpdf's fragments (the
    protocol measures ~180 texts, most of them at several sizes)."""
    units = text_units(pdf, text)
    if units is None:
        return pdf.get_string_width(text)
    return units * pdf.font_size_pt * 0.001 / pdf.k


def wrap(pdf: FPDF, w: float, text: str) -> list[str] | None:
    """The lines fpdf's ``multi_cell(w, h, text, dry_run=True, output="LINES")`` gives in
    the current font and ``pdf.c_margin`` (left-aligned or justified, no padding), or None
    where only fpdf can tell (see the module's docstring).

    fpdf's dry run still "draws" the lines it found, and drawing a glyph puts it into the
    font's subset, in the order drawn: the subset's numbering is in the PDF's bytes. So the
    same glyphs are picked here in the same order, and the document stays byte for byte the
    one fpdf alone would write."""
    font = _exact_for(pdf, text) if w != 0 else None
    if font is None:
        return None
    text = text.replace("\r", "")
    size, k, margin = pdf.font_size_pt, pdf.k, pdf.c_margin
    broken = _break(text, font.cw, size, k, w - 0 - 0 - float(margin) - float(margin))
    if broken is None:
        return None
    if text and size > font.biggest_size_pt:  # what measuring a character does in fpdf
        font.biggest_size_pt = size
    # fpdf would also pick the space for a justified line's word spacing, but a font with a
    # space has it in its subset from the start (``SubsetMap`` reserves 0x20): no change.
    pick = font.subset.pick
    for line in broken:
        for char in line:
            pick(ord(char))
    return broken or [""]


def _cut(
    line: list[str], space: tuple[int, int, float] | None, hyphen: tuple[int, int, float] | None
) -> tuple[str, int] | None:
    """Where fpdf breaks a full line: at its last soft hyphen (printed "-") if that lies
    further right than its last space, else at that space (dropped). The line and the
    index in the text the next line starts at; None with neither."""
    if hyphen is not None and (space is None or hyphen[2] > space[2]):
        return "".join(line[: hyphen[1]]) + "-", hyphen[0] + 1
    if space is not None:
        return "".join(line[: space[1]]), space[0] + 1
    return None


def _break(text: str, cw: dict[int, float], size: float, k: float, room: float) -> list[str] | None:
    """fpdf's ``MultiLineBreak`` in word mode over one fragment of ``text``: its lines, or
    None for a character wider than ``room`` (the line's width less the cell's margins)."""
    hyphen_width = cw[ord("-")]
    lines: list[str] = []
    line: list[str] = []
    total: float = 0  # the line's width in font units, summed as fpdf sums it
    # (index in text, characters on the line, the line's width) at the last space / soft hyphen
    space: tuple[int, int, float] | None = None
    hyphen: tuple[int, int, float] | None = None
    forced = -1  # where the line before was cut inside a word
    i, n = 0, len(text)
    while i < n:
        char = text[i]
        if char == "\n" or char == FORM_FEED:
            lines.append("".join(line))
            line, total, space, hyphen, forced = [], 0, None, None, -1
            i += 1
            continue
        width = hyphen_width if char == SOFT_HYPHEN else cw[ord(char)]
        # fpdf's sums, operation for operation: (units * size * 0.001) / k per fragment
        if (total * size * 0.001 / k + width * size * 0.001 / k) - room > TOLERANCE:
            cut = _cut(line, space, hyphen)
            if char in BREAKING_SPACE_SYMBOLS_STR:
                lines.append("".join(line))
                i += 1
            elif cut is not None:
                lines.append(cut[0])
                i = cut[1]
            elif forced == i:
                return None  # one character wider than the line: fpdf raises, let it
            else:
                lines.append("".join(line))
                forced = i
                line, total, space, hyphen = [], 0, None, None
                continue
            line, total, space, hyphen, forced = [], 0, None, None, -1
            continue
        if char in BREAKING_SPACE_SYMBOLS_STR:
            space = (i, len(line), total)
        elif char == NBSP:
            char = " "
            width = cw[32]
        elif char == SOFT_HYPHEN:
            hyphen = (i, len(line), total)
            i += 1
            continue
        line.append(char)
        total += width
        i += 1
    if total * size * 0.001 / k:  # fpdf keeps a last line only if it has a width
        lines.append("".join(line))
    return lines
