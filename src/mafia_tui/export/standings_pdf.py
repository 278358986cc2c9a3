"""The tournament table as a PDF in Russian, with the protocol's font."""

from __future__ import annotations

from pathlib import Path

from ..rules.tournament import Standings
from .pdf_kit import FONT, fit_cell, new_pdf
from .standings import COLUMNS, row_dict

WIDTHS = [12, 46, 11, 12, 10, 10, 10, 10, 10, 16, 14, 14, 16, 18, 13, 14]


def write_standings_pdf(st: Standings, name: str, out: Path) -> Path:
    """Write the table; it continues on more pages when long, with the headings repeated."""
    pdf = new_pdf(f"Турнирная таблица: {name}")

    def page() -> None:
        pdf.add_page()
        pdf.set_font(FONT, "B", 13)
        pdf.cell(0, 8, f"ТУРНИРНАЯ ТАБЛИЦА — {name}", new_x="LMARGIN", new_y="NEXT")
        pdf.set_fill_color(230, 230, 230)
        for (_, ru, _), w in zip(COLUMNS, WIDTHS, strict=True):
            fit_cell(pdf, w, 6, ru, size=8, style="B", align="C", fill=True)
        pdf.ln(6)

    page()
    for row in st.rows:
        if pdf.get_y() + 6 > pdf.h - 14:
            page()
        d = row_dict(row)
        for (key, _, _), w in zip(COLUMNS, WIDTHS, strict=True):
            text = str(d[key]).replace(".", ",") if key not in ("nick", "place") else str(d[key])
            fit_cell(pdf, w, 6, text, size=8.5, align="L" if key == "nick" else "C")
        pdf.ln(6)
    pdf.ln(2)
    pdf.set_font(FONT, "", 8)
    k = "; ".join(f"K = {str(float(v))[:6]}" + (f" (тяжёлые: {st.heavy_side[s]})"
                                                 if st.heavy_side[s] else "")
                  for s, v in st.k.items())
    pdf.multi_cell(0, 4, f"Игр: {st.games}. Участников: {st.participants}. {k}. "
                   "ПУ — убит в первую ночь; Ci — компенсация (8.6); ЛХ — лучший ход (8.3). "
                   "Места через тире — нужен жребий (8.8.5).")
    Path(out).write_bytes(bytes(pdf.output()))
    return Path(out)
