"""What every PDF of ours needs: the bundled Unicode font, fixed metadata, text that fits."""

from __future__ import annotations

from contextlib import ExitStack
from datetime import UTC, datetime
from importlib.resources import as_file, files

from fpdf import FPDF

FONT = "DejaVu"
MIN_SIZE = 5.0


def new_pdf(title: str, created: datetime | None = None) -> FPDF:
    """A landscape A4 document with DejaVu Sans (regular and bold) from the package's assets.

    ``created`` fixes the creation date, so the same input gives the same bytes.
    """
    pdf = FPDF(orientation="landscape", unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_margins(8, 8, 8)
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


def fit_cell(pdf: FPDF, w: float, h: float, text: str, size: float = 9, style: str = "",
             align: str = "L", border: int | str = 1, fill: bool = False) -> None:
    """A cell whose text shrinks to fit its width; below the smallest size it wraps, so
    nothing is ever cut off."""
    pdf.set_font(FONT, style, size)
    while size > MIN_SIZE and pdf.get_string_width(text) > w - 1.5:
        size -= 0.5
        pdf.set_font(FONT, style, size)
    x, y = pdf.get_x(), pdf.get_y()
    if pdf.get_string_width(text) <= w - 1.5:
        pdf.cell(w, h, text, border=border, align=align, fill=fill)
    else:
        if border:
            pdf.rect(x, y, w, h, style="DF" if fill else "D")
        wrap_size = min(size * 1.4, 7)  # two readable lines beat one unreadable line
        pdf.set_font(FONT, style, wrap_size)
        lines = pdf.multi_cell(w, h, text, dry_run=True, output="LINES")
        line_h = h / max(len(lines), 1)
        pdf.set_xy(x, y)
        pdf.multi_cell(w, line_h, text, border=0, align=align)
        pdf.set_xy(x + w, y)
    pdf.set_font(FONT, "", 9)


def wrapped(pdf: FPDF, w: float, text: str, size: float = 9, line: float = 4.5,
            style: str = "") -> None:
    """A paragraph that wraps and moves to a new page when the page is full."""
    pdf.set_font(FONT, style, size)
    for paragraph in text.splitlines() or [""]:
        lines = pdf.multi_cell(w, line, paragraph, dry_run=True, output="LINES")
        if pdf.get_y() + line * len(lines) > pdf.h - pdf.b_margin - 8:
            pdf.add_page()
        pdf.multi_cell(w, line, paragraph, new_x="LMARGIN", new_y="NEXT")
