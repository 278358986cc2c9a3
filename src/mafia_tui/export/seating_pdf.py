"""The seating on paper: a page per round (each table's seats and nicknames, its judge) and
the players' sheet (where each player sits in every round), in the judge's language.

The head judge hangs the round pages by the tables and hands out (or hangs) the players'
sheet, so a player finds his table and seat without asking. The bundled DejaVu font prints
Cyrillic nicknames; a nickname too long for its box shrinks, then wraps (``pdf_kit``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from fpdf import FPDF

from ..i18n import folded
from .pdf_kit import box, fit_text, new_pdf
from .seating_texts import SEATING

PAGE_W, PAGE_H, MARGIN = 297.0, 210.0, 8.0
BOTTOM = PAGE_H - 14
HEAD_H, ROW_H, SEAT_W = 8.0, 8.5, 12.0
PER_LINE = 4
"""Tables side by side on a round's page (more go to a second line, then a next page)."""
SHEET_ROW, SHEET_HEAD, NICK_W = 6.5, 8.0, 62.0

NamedSeating = Sequence[Sequence[Sequence[str]]]
"""rounds → tables → the ten nicknames in seat order."""


def _page(pdf: FPDF, title: str, footer: str) -> float:
    """A new page with its title and footer; returns the y where the content starts."""
    pdf.add_page()
    fit_text(pdf, MARGIN, PAGE_H - 12, PAGE_W - 2 * MARGIN - 30, 6, footer, 8)
    fit_text(
        pdf, PAGE_W - MARGIN - 30, PAGE_H - 12, 30, 6, f"{pdf.page_no()} / {{nb}}", 8, align="R"
    )
    fit_text(pdf, MARGIN, MARGIN, PAGE_W - 2 * MARGIN, 9, title, 13, "B")
    return MARGIN + 12


def _table_block(
    pdf: FPDF,
    x: float,
    y: float,
    w: float,
    number: int,
    nicks: Sequence[str],
    judge: str,
    lang: str,
) -> None:
    """One table of a round: its number, its judge, seats 1-10 with their nicknames."""
    pdf.set_fill_color(225, 225, 225)
    box(
        pdf, x, y, w, HEAD_H, SEATING.text("pdf_table", lang, table=number), 12, "B", "C", fill=True
    )
    y += HEAD_H
    box(pdf, x, y, w, HEAD_H, SEATING.text("pdf_judge", lang, judge=judge or "—"), 9)
    y += HEAD_H
    for seat, nick in enumerate(nicks, 1):
        box(pdf, x, y, SEAT_W, ROW_H, str(seat), 11, "B", "C")
        box(pdf, x + SEAT_W, y, w - SEAT_W, ROW_H, nick, 11)
        y += ROW_H


def _round_pages(
    pdf: FPDF, name: str, seating: NamedSeating, judges: Sequence[str], lang: str
) -> None:
    footer = SEATING.text("pdf_footer", lang, name=name)
    block_h = 2 * HEAD_H + 10 * ROW_H
    for r, rnd in enumerate(seating, 1):
        title = SEATING.text("pdf_round_title", lang, name=name, round=r, rounds=len(seating))
        top = _page(pdf, title, footer)
        per_line = min(PER_LINE, len(rnd))
        gap = 6.0
        w = min(95.0, (PAGE_W - 2 * MARGIN - gap * (per_line - 1)) / per_line)
        y = top
        for t, nicks in enumerate(rnd):
            col = t % per_line
            if t and col == 0:
                y += block_h + gap
                if y + block_h > BOTTOM:
                    y = _page(pdf, title, footer)
            judge = judges[t] if t < len(judges) else ""
            _table_block(pdf, MARGIN + col * (w + gap), y, w, t + 1, nicks, judge, lang)


def where_each_sits(seating: NamedSeating) -> dict[str, list[tuple[int, int] | None]]:
    """Each nickname's (table, seat) in every round (both 1-based), None when sitting out."""
    rounds = len(seating)
    out: dict[str, list[tuple[int, int] | None]] = {}
    for r, rnd in enumerate(seating):
        for t, table in enumerate(rnd):
            for s, nick in enumerate(table):
                out.setdefault(nick, [None] * rounds)[r] = (t + 1, s + 1)
    return out


def _order(nick: str) -> tuple[int, str]:
    """Players' sheet order: numbers (a seating without names) by value, nicknames as a
    Russian reader looks them up (ё beside е)."""
    return (int(nick), "") if nick.isdigit() else (1 << 30, folded(nick))


def _players_pages(pdf: FPDF, name: str, seating: NamedSeating, lang: str) -> None:
    """The players' sheet: a row per player (by nickname), a column per round, "table · seat"."""
    footer = SEATING.text("pdf_footer", lang, name=name)
    title = SEATING.text("pdf_players_title", lang, name=name)
    rows = sorted(where_each_sits(seating).items(), key=lambda kv: _order(kv[0]))
    rounds = len(seating)
    col_w = min(22.0, (PAGE_W - 2 * MARGIN - NICK_W) / max(1, rounds))

    def head() -> float:
        y = _page(pdf, title, footer)
        fit_text(pdf, MARGIN, y - 3, PAGE_W - 2 * MARGIN, 5, SEATING.text("pdf_cell_key", lang), 8)
        y += 3
        pdf.set_fill_color(225, 225, 225)
        box(pdf, MARGIN, y, NICK_W, SHEET_HEAD, SEATING.text("pdf_player", lang), 9, "B", fill=True)
        for r in range(rounds):
            label = SEATING.text("pdf_round_short", lang, round=r + 1)
            box(
                pdf,
                MARGIN + NICK_W + r * col_w,
                y,
                col_w,
                SHEET_HEAD,
                label,
                9,
                "B",
                "C",
                fill=True,
            )
        return y + SHEET_HEAD

    y = head()
    pdf.set_fill_color(242, 242, 242)
    for i, (nick, places) in enumerate(rows):
        if y + SHEET_ROW > BOTTOM:
            y = head()
            pdf.set_fill_color(242, 242, 242)
        shade = i % 2 == 1
        box(pdf, MARGIN, y, NICK_W, SHEET_ROW, nick, 10, fill=shade)
        for r, place in enumerate(places):
            text = f"{place[0]} · {place[1]}" if place else "—"
            box(
                pdf, MARGIN + NICK_W + r * col_w, y, col_w, SHEET_ROW, text, 10, "", "C", fill=shade
            )
        y += SHEET_ROW


def write_seating_pdf(
    name: str, seating: NamedSeating, judges: Sequence[str], out: Path, lang: str = "ru"
) -> Path:
    """Write the round pages, then the players' sheet, to ``out``."""
    pdf = new_pdf(SEATING.text("pdf_doc_title", lang, name=name))
    pdf.alias_nb_pages()
    _round_pages(pdf, name, seating, judges, lang)
    _players_pages(pdf, name, seating, lang)
    pdf.output(str(out))
    return out
