"""What every PDF of ours needs: the bundled Unicode font, fixed metadata, text that fits.

Nothing is ever printed under :data:`MIN_SIZE` points: a text too long for its box first
shrinks, then wraps onto more lines, and only a text that cannot fit even then is cut with
"…" (the callers print the whole of such a text elsewhere, e.g. on the back page).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import ExitStack
from datetime import UTC, datetime
from functools import cache
from importlib.resources import as_file, files
from typing import Literal

from fpdf import FPDF

from .pdf_wrap import text_units, text_width, wrap

FONT = "DejaVu"
MIN_SIZE = 7.0
"""The smallest type on any document of ours (points)."""
PT = 25.4 / 72
"""Millimetres per point."""
LEADING = 1.18
"""Line height as a multiple of the type size."""
PAD = 0.8
"""Inner padding of a box on each side (mm)."""


def new_pdf(title: str, created: datetime | None = None, margin: float = 8) -> FPDF:
    """A landscape A4 document with DejaVu Sans (regular and bold) from the package's assets.

    ``created`` fixes the creation date, so the same input gives the same bytes.
    """
    pdf = FPDF(orientation="landscape", unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_margins(margin, margin, margin)
    fonts = files("mafia_tui") / "assets" / "fonts"
    with ExitStack() as stack:
        regular = stack.enter_context(as_file(fonts / "DejaVuSans.ttf"))
        bold = stack.enter_context(as_file(fonts / "DejaVuSans-Bold.ttf"))
        pdf.add_font(FONT, "", str(regular))
        pdf.add_font(FONT, "B", str(bold))
    pdf.set_font(FONT, "", 9)
    pdf.set_title(title)
    pdf.set_creator("mafia-tui")
    pdf.set_producer("mafia-tui")
    pdf.set_lang("ru")
    pdf.set_creation_date(created or datetime(2000, 1, 1, tzinfo=UTC))
    return pdf


def line_height(size: float) -> float:
    """The height (mm) of one line of ``size``-point type."""
    return size * PT * LEADING


def dry_lines(pdf: FPDF, w: float, h: float, text: str) -> list[str]:
    """The lines ``text`` wraps into at width ``w`` in the current font (nothing is drawn):
    fpdf's ``multi_cell`` lines, from :func:`.pdf_wrap.wrap` where it gives them exactly
    (a tenth of fpdf's time), else from fpdf itself.

    fpdf's ``multi_cell`` types its result as the union of every output mode's; with
    ``output="LINES"`` alone it is the list of lines.
    """
    quick = wrap(pdf, w, text)
    if quick is not None:
        return quick
    lines = pdf.multi_cell(w, h, text, dry_run=True, output="LINES")
    assert isinstance(lines, list)
    return lines


def _lines(pdf: FPDF, w: float, text: str) -> list[str]:
    out: list[str] = []
    for paragraph in text.split("\n"):
        out += dry_lines(pdf, w, 5, paragraph) or [""]
    return out


@cache
def _sizes(size: float, min_size: float) -> tuple[float, ...]:
    """The type sizes :func:`layout` tries, from ``size`` down to ``min_size`` by 0.5."""
    sizes = [size]
    while sizes[-1] > min_size:
        sizes.append(max(min_size, sizes[-1] - 0.5))
    return tuple(sizes)


def layout(
    pdf: FPDF,
    w: float,
    h: float,
    text: str,
    size: float = 9,
    style: str = "",
    min_size: float = MIN_SIZE,
    pad: float = PAD,
) -> tuple[float, list[str], bool]:
    """How ``text`` fits a box of ``w`` x ``h`` mm: on one line at the largest size from
    ``size`` down to ``min_size`` if it can, else wrapped at the largest size that fits.
    Returns (size, lines, fits)."""
    sizes = _sizes(size, min_size)
    if "\n" not in text:
        pdf.set_font(FONT, style, size)
        units = text_units(pdf, text)  # measured once: the width scales with the size
        for current in sizes:
            if units is None:
                pdf.set_font(FONT, style, current)
                width = pdf.get_string_width(text)
            else:
                width = units * current * 0.001 / pdf.k  # fpdf's float at that size
            if width <= w - 2 * pad and line_height(current) <= h + 0.01:
                pdf.set_font(FONT, style, current)
                return current, [text], True
    margin = pdf.c_margin
    pdf.c_margin = pad
    try:
        words = text.split()
        for whole_words in (True, False):  # rather smaller type than a word cut in two
            for current in sizes:
                pdf.set_font(FONT, style, current)
                if whole_words and any(text_width(pdf, word) > w - 2 * pad for word in words):
                    continue
                lines = _lines(pdf, w, text)
                if len(lines) * line_height(current) <= h - 0.3:
                    return current, lines, True
        return sizes[-1], lines, False
    finally:
        pdf.c_margin = margin


def fit_text(
    pdf: FPDF,
    x: float,
    y: float,
    w: float,
    h: float,
    text: str,
    size: float = 9,
    style: str = "",
    align: str = "L",
    valign: str = "M",
    min_size: float = MIN_SIZE,
    pad: float = PAD,
) -> bool:
    """Write ``text`` inside the box at (x, y) as large as ``size`` allows, never under
    ``min_size``. Returns False when even wrapped at ``min_size`` it did not fit and was cut
    with "…"."""
    if not text:
        return True
    size, lines, fits = layout(pdf, w, h, text, size, style, min_size, pad)
    pdf.set_font(FONT, style, size)
    lh = line_height(size)
    if not fits:
        keep = max(1, int((h - 0.3) // lh))
        lines = lines[:keep]
        last = lines[-1]
        while last and text_width(pdf, last + "…") > w - 2 * pad:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    block = len(lines) * lh
    top = {"T": y + 0.3, "B": y + h - block - 0.3}.get(valign, y + (h - block) / 2)
    margin = pdf.c_margin
    pdf.c_margin = pad
    for i, line in enumerate(lines):
        pdf.set_xy(x, top + i * lh)
        pdf.cell(w, lh, line, align=align)
    pdf.c_margin = margin
    pdf.set_font(FONT, "", 9)
    return fits


def box(
    pdf: FPDF,
    x: float,
    y: float,
    w: float,
    h: float,
    text: str = "",
    size: float = 9,
    style: str = "",
    align: str = "L",
    border: Literal[0, 1] | str = 1,
    fill: bool = False,
    valign: str = "M",
    pad: float = PAD,
) -> bool:
    """A ruled box (``border`` as fpdf's cell borders) with fitted text inside."""
    if fill:
        pdf.rect(x, y, w, h, style="F")
    if border == 1:
        pdf.rect(x, y, w, h)
    elif border:
        pdf.set_xy(x, y)
        pdf.cell(w, h, "", border=border)
    return fit_text(pdf, x, y, w, h, text, size, style, align, valign, pad=pad)


def fit_cell(
    pdf: FPDF,
    w: float,
    h: float,
    text: str,
    size: float = 9,
    style: str = "",
    align: str = "L",
    border: Literal[0, 1] | str = 1,
    fill: bool = False,
) -> None:
    """A box at the cursor (the cursor then moves right by ``w``), text fitted inside."""
    x, y = pdf.get_x(), pdf.get_y()
    box(pdf, x, y, w, h, text, size, style, align, border, fill)
    pdf.set_xy(x + w, y)


def wrapped(
    pdf: FPDF,
    w: float,
    text: str,
    size: float = 9,
    line: float = 4.5,
    style: str = "",
    on_new_page: Callable[[], object] | None = None,
) -> None:
    """A paragraph that wraps and moves to a new page when the page is full; ``on_new_page``
    draws that page's heading."""
    pdf.set_font(FONT, style, size)
    for paragraph in text.splitlines() or [""]:
        for row in _lines(pdf, w, paragraph):
            if pdf.get_y() + line > pdf.h - pdf.b_margin:
                pdf.add_page()
                if on_new_page is not None:
                    on_new_page()
                pdf.set_font(FONT, style, size)
            pdf.set_x(pdf.l_margin)
            pdf.cell(w, line, row, new_x="LMARGIN", new_y="NEXT")


def paragraphs_height(pdf: FPDF, w: float, texts: list[str], size: float) -> float:
    """The height (mm) :func:`paragraphs` takes for ``texts`` at ``size`` points."""
    pdf.set_font(FONT, "", size)
    lines = sum(len(_lines(pdf, w, text)) for text in texts)
    pdf.set_font(FONT, "", 9)
    return lines * line_height(size)


def paragraphs(
    pdf: FPDF,
    w: float,
    texts: list[str],
    size: float,
    bottom: float,
    on_new_page: Callable[[], object] | None = None,
) -> None:
    """Paragraphs (the notes under a table) from the cursor down, never below ``bottom``
    (where the page's footer starts). Each is kept whole on one page: one that does not fit
    the room left starts a new page (``on_new_page`` draws its footer and heading), so no
    page holds a paragraph's last line alone, and no line is printed over the footer; only a
    paragraph longer than a whole page is split."""
    line = line_height(size)
    fresh = -1.0  # the cursor's y where the last page started: a paragraph there stays

    def next_page() -> float:
        pdf.add_page()
        if on_new_page is not None:
            on_new_page()
        return pdf.get_y()

    for text in texts:
        pdf.set_font(FONT, "", size)
        rows = _lines(pdf, w, text)
        if pdf.get_y() + len(rows) * line > bottom + 0.01 and pdf.get_y() != fresh:
            fresh = next_page()
        for row in rows:
            if pdf.get_y() + line > bottom + 0.01:
                fresh = next_page()
            pdf.set_font(FONT, "", size)
            pdf.set_x(pdf.l_margin)
            pdf.cell(w, line, row, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "", 9)
