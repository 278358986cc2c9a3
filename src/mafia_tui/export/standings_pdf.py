"""The tournament table and each player's per-game trace as PDFs in the judge's language
(Russian: decimal commas), with the protocol's font: which K applies where, what Доп. (Extra)
holds, how it is rounded."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from fpdf import FPDF

from ..tournament.figures import Figures, cells, number, rounded
from ..tournament.standings import Row, Standings
from ..tournament.tournament_rules import TournamentRules
from .pdf_kit import box, fit_text, line_height, new_pdf, paragraphs, paragraphs_height, wrapped
from .standings import COLUMNS, TRACE_KEYS, trace_rows
from .standings_notes import k_notes, nick_text, notes
from .standings_pdf_texts import PDF_WORDS, TRACE_PDF_HEADS

WIDTHS = {
    "place": 13,
    "nick": 68,
    "games": 13,
    "wins": 13,
    "wins_red": 10,
    "wins_black": 10,
    "wins_sheriff": 10,
    "wins_don": 10,
    "first_night": 10,
    "main": 17,
    "ci": 15,
    "best_move": 17,
    "extra": 17,
    "total": 19,
    "fouls": 14,
    "dq": 15,
}
HEADINGS = {"best_move": "head_best_move", "first_night": "head_first_night", "dq": "head_dq"}
"""Headings the PDF words differently from :data:`COLUMNS` (ЛХ is part of Доп.)."""
ROW_H, HEAD_H = 6.5, 9.0
TRACE_ROW_H, TRACE_HEAD_H = 5.5, 8.0
BOTTOM = 210 - 14
"""Where the footer's band starts (mm from the top): nothing else is printed below it."""
TOP = 18.0
"""Where a page's table (or its continued notes) starts, under the title."""
ROW_HS = (ROW_H, 6.0, 5.5)
NOTE_SIZES = (8.5, 8.0, 7.5)
"""The table's row heights and the notes' type sizes, in the order tried: the first pair
that puts the rows and every note on the same page is taken (rows a little closer before
smaller notes); when none does, the notes go on at the first size, each kept whole."""
NOTES_W = 297 - 16


def _footer(pdf: FPDF, text: str, lang: str) -> None:
    sheet = PDF_WORDS.text("sheet", lang, n=pdf.page_no(), total="{nb}")
    fit_text(pdf, 8, 210 - 12, 297 - 16 - 30, 6, text, 8)
    fit_text(pdf, 297 - 8 - 30, 210 - 12, 30, 6, sheet, 8, align="R")


def _page(pdf: FPDF, title: str, footer: str, lang: str) -> None:
    pdf.add_page()
    _footer(pdf, footer, lang)
    pdf.set_xy(8, 8)
    fit_text(pdf, 8, 8, 297 - 16, 9, title, 13, "B")
    pdf.set_xy(8, TOP)


def write_standings_pdf(
    st: Standings,
    name: str,
    out: Path,
    rules: TournamentRules | None = None,
    lang: str = "ru",
) -> Path:
    """Write the table in ``lang``; it continues on more pages when long, with the headings
    repeated."""
    doc = PDF_WORDS.text("doc", lang, name=name)
    pdf = new_pdf(doc)
    pdf.alias_nb_pages()
    title = PDF_WORDS.text("title", lang, name=name)
    comma = lang != "en"

    def page() -> None:
        _page(pdf, title, doc, lang)
        pdf.set_fill_color(230, 230, 230)
        x, y = 8.0, pdf.get_y()
        for key, ru, en in COLUMNS:
            head = PDF_WORDS.text(HEADINGS[key], lang) if key in HEADINGS else ru
            head = en if lang == "en" and key not in HEADINGS else head
            box(pdf, x, y, WIDTHS[key], HEAD_H, head, 8, "B", "C", fill=True)
            x += WIDTHS[key]
        pdf.set_xy(8, y + HEAD_H)

    page()
    lines = notes(st, lang, rules)
    row_h, size = _layout(pdf, len(st.rows), lines)
    for row in st.rows:
        if pdf.get_y() + row_h > BOTTOM:
            page()
        values = cells(row)
        values["nick"] = nick_text(row)
        x, y = 8.0, pdf.get_y()
        for key, _, _ in COLUMNS:
            value = values[key]
            text = number(value, comma) if isinstance(value, (Decimal, int)) else str(value)
            box(
                pdf,
                x,
                y,
                WIDTHS[key],
                row_h,
                text,
                9,
                "B" if key == "total" else "",
                "L" if key == "nick" else "C",
            )
            x += WIDTHS[key]
        pdf.set_xy(8, y + row_h)
    pdf.ln(2)

    def new_page() -> None:
        _footer(pdf, doc, lang)
        pdf.set_xy(8, 8)

    paragraphs(pdf, NOTES_W, lines, size, BOTTOM, on_new_page=new_page)
    Path(out).write_bytes(bytes(pdf.output()))
    return Path(out)


def _table_end(rows: int, row_h: float) -> float:
    """The y (mm) under the table's last row, and the gap before the notes, as
    :func:`write_standings_pdf` lays out ``rows`` rows of ``row_h``."""
    per_page = max(1, int((BOTTOM - TOP - HEAD_H) // row_h))
    on_last = rows - (max(rows - 1, 0) // per_page) * per_page
    return TOP + HEAD_H + on_last * row_h + 2


def _layout(pdf: FPDF, rows: int, lines: list[str]) -> tuple[float, float]:
    """The row height and the notes' type size (:data:`ROW_HS`, :data:`NOTE_SIZES`)."""
    for size in NOTE_SIZES:
        height = paragraphs_height(pdf, NOTES_W, lines, size)
        for row_h in ROW_HS:
            if _table_end(rows, row_h) + height <= BOTTOM:
                return row_h, size
    return ROW_HS[0], NOTE_SIZES[0]


TRACE_WIDTHS = [0, 0, 0, 26, 13, 15, 17, 13, 22, 16, 18, 19, 17, 15, 15, 17, 17, 19]
"""The PDF's columns (the player, his place and the game file's id head each block instead)."""


def write_trace_pdf(
    st: Standings,
    name: str,
    out: Path,
    rules: TournamentRules | None = None,
    lang: str = "ru",
) -> Path:
    """Each player's games, one row a game, with the sums that make his line of the table,
    in ``lang``."""
    footer = PDF_WORDS.text("trace_doc", lang, name=name)
    pdf = new_pdf(footer)
    pdf.alias_nb_pages()
    title = PDF_WORDS.text("trace_title", lang, name=name)
    _page(pdf, title, footer, lang)
    for note in (PDF_WORDS.text("trace_note", lang), *k_notes(st, lang, rules)):
        wrapped(pdf, 297 - 16, note, size=8.5, line=line_height(8.5))
    pdf.ln(2)
    rows = trace_rows(st, lang)
    start = 0
    for r in st.rows:
        mine = rows[start : start + len(r.lines)]
        start += len(r.lines)
        height = 7 + TRACE_HEAD_H + TRACE_ROW_H * (len(mine) + 2) + 3
        if pdf.get_y() + height > BOTTOM:
            _page(pdf, PDF_WORDS.text("continued", lang, title=title), footer, lang)
        _player_block(pdf, r, mine, lang)
    Path(out).write_bytes(bytes(pdf.output()))
    return Path(out)


def _trace_head(pdf: FPDF, y: float, lang: str) -> None:
    """The headings of a player's trace, shaded, at ``y``."""
    pdf.set_fill_color(230, 230, 230)
    x = 8.0
    heads = ("", "", "", *(TRACE_PDF_HEADS.text(key, lang) for key in TRACE_KEYS[3:]))
    for w, head in zip(TRACE_WIDTHS, heads, strict=True):
        if w:
            box(pdf, x, y, w, TRACE_HEAD_H, head, 8, "B", "C", fill=True)
            x += w


def _player_block(pdf: FPDF, r: Row, mine: list[list[Any]], lang: str) -> None:
    y = pdf.get_y()
    f = Figures.of(r)
    comma = lang != "en"
    block = PDF_WORDS.text(
        "block",
        lang,
        place=mine[0][1] if mine else "",
        nick=r.nick,
        total=number(f.total, comma),
        main=number(f.main, comma),
        ci=number(f.ci, comma),
        extra=number(f.extra, comma),
    )
    fit_text(pdf, 8, y, 297 - 16, 7, block, 10, "B")
    y += 7
    _trace_head(pdf, y, lang)
    y += TRACE_HEAD_H
    judge = sum((x.judge for x in r.lines), Fraction(0))
    penalties = sum((x.penalties for x in r.lines), Fraction(0))
    exact = [None] * 11 + [
        rounded(r.main, 4),
        rounded(r.ci, 4),
        rounded(r.best_move),
        rounded(judge),
        rounded(penalties),
        rounded(r.extra, 4),
        rounded(r.total, 4),
    ]
    shown = [None] * 11 + [
        f.main,
        f.ci,
        f.best_move,
        rounded(judge),
        rounded(penalties),
        f.extra,
        f.total,
    ]
    sums = [(exact, PDF_WORDS.text("sum", lang)), (shown, PDF_WORDS.text("in_table", lang))]
    for values, label in [*((v, None) for v in mine), *sums]:
        x = 8.0
        for i, (w, value) in enumerate(zip(TRACE_WIDTHS, values, strict=True)):
            if not w:
                continue
            if label and i == 3:
                box(pdf, x, y, sum(TRACE_WIDTHS[3:11]), TRACE_ROW_H, label, 9, "B")
                x += sum(TRACE_WIDTHS[3:11])
                continue
            if label and 3 < i < 11:
                continue
            text = (
                ""
                if value is None
                else number(value, comma)
                if isinstance(value, (Decimal, int))
                else str(value)
            )
            box(pdf, x, y, w, TRACE_ROW_H, text, 9, "B" if label else "", "C")
            x += w
        y += TRACE_ROW_H
    pdf.set_xy(8, y + 3)


__all__ = ["write_standings_pdf", "write_trace_pdf"]
