"""The protocol's grid: the geometry of the FIIM form (mm, A4 landscape) and what every
page's drawing shares (the document, a ruled header box, the line naming the game)."""

from __future__ import annotations

from fpdf import FPDF

from ..rules import Game, game_fingerprint
from ..rules.setup import number_shown
from ..rules.values import mutable
from .pdf_kit import FONT, box, fit_text
from .protocol_texts import ru
from .protocol_words import (
    STAGE,
    date_text,
    rules_text,
)

# --- geometry (mm): A4 landscape 297 x 210 ----------------------------------------------------
MARGIN = 8.0
TOP, BOTTOM = MARGIN, 210.0 - MARGIN
LX = MARGIN
COLUMNS = tuple(
    (ru(f"col_{key}"), width)
    for key, width in (
        ("seat", 7.9),
        ("nick", 50.0),
        ("role", 10.1),
        ("fouls", 29.9),
        ("points", 11.9),
        ("extra", 13.2),
        ("left", 20.0),
    )
)
"""The player table. The official widths but the nickname's (54 mm there) and "Выбыл" (ours)."""
LW = sum(w for _, w in COLUMNS)
HEAD_H = 7.7
"""Official: the header boxes."""
TABLE_Y = TOP + 3 * HEAD_H + 1.9
TABLE_HEAD_H = 6.9
ROW_H = 10.1
"""Official: a player's row."""
FOOT_Y = TABLE_Y + TABLE_HEAD_H + 10 * ROW_H + 1.9
WIN_H, BEST_H, PROTEST_H, JUDGE_H = 7.4, 10.1, 7.1, 10.1
"""Official: the boxes under the player table."""
FILE_H = 3.6
"""The judge's box keeps its lowest 3.6 mm for the line naming the game file."""
NIGHTS_H = BOTTOM - FOOT_Y - WIN_H - BEST_H - PROTEST_H - JUDGE_H

RX = LX + LW + 4.0
RW = 297.0 - MARGIN - RX
VOTE_ROW = 5.0
"""Official: a voting row."""
DAY_W, LABEL_W, SIDE_W = 5.0, 17.5, 28.5
LIFT_H = 7.5
"""The lift box ("за 6 из 9" needs one line); the day's result below it has the rest, three
lines of 7 pt for "подъём не принят: все остаются (п. 4.4.15)"."""
SEAT_W = (RW - DAY_W - LABEL_W - SIDE_W) / 10
BLANK_DAYS = 9
BLOCK_GAP = 1.75

BACK_LINES = (14, 7)
"""Official: ruled lines for the explanations and for the protest."""
BACK_STEP = 8.0
BACK_X, BACK_W = 9.9, 288.7 - 9.9
"""Official: where the back page's lines run."""
BACK_LAST = 197.0
"""No ruled line below this (the official form's last is at 196.7)."""
IDENT_Y, IDENT_H = 198.0, 6.5
"""The footer naming the game on every page after the first (two lines for a long name)."""

GREY = 140


@mutable
class Doc:
    """What the pages of one document share."""

    pdf: FPDF
    game: Game | None
    back_notes: list[str]
    """Page 1 texts that did not fit their box: printed in full on the back."""
    nights: list[str] | None = None
    """The nights, when they did not fit page 1's box: printed in full on the next page."""

    @property
    def blank(self) -> bool:
        return self.game is None


def field(
    pdf: FPDF,
    x: float,
    y: float,
    w: float,
    h: float,
    label: str,
    value: str,
    hint: str = "",
    size: float = 11,
) -> None:
    """A ruled header box: its label, then the value (or, on the blank, a grey hint)."""
    pdf.rect(x, y, w, h)
    pdf.set_font(FONT, "B", 9)
    lw = pdf.get_string_width(label) + 3
    fit_text(pdf, x, y, lw, h, label, 9, "B")
    if value:
        box(pdf, x + lw, y, w - lw, h, value, size, "B", border=0)
    elif hint:
        pdf.set_text_color(GREY)
        box(pdf, x + lw, y, w - lw, h, hint, 9, border=0)
        pdf.set_text_color(0)


def ident(doc: Doc, title: str = "") -> float:
    """Every page after the first: a footer naming the game (and the page), and ``title`` at
    the top. Returns the y under the title."""
    pdf, game = doc.pdf, doc.game
    y = IDENT_Y
    if game is None:
        text = ru("ident_blank")
        fit_text(pdf, LX, y, 297 - 2 * MARGIN - 24, IDENT_H, text, 9)
    else:
        h = game.header
        parts = [
            ru("ident_table", table=number_shown(h.table)),
            ru("ident_game", game=number_shown(h.game_number)),
            date_text(game),
            STAGE.get(h.stage, h.stage),
            ru("ident_tournament", name=h.tournament) if h.tournament else "",
            ru("ident_fingerprint", fingerprint=game_fingerprint(game)),
            rules_text(game),
        ]
        parts = [part for part in parts if part]
        fit_text(
            pdf,
            LX,
            y,
            297 - 2 * MARGIN - 24,
            IDENT_H,
            "   ·   ".join(p for p in parts if p),
            9,
            "B",
        )
    fit_text(pdf, 297 - MARGIN - 24, y, 24, IDENT_H, ru("sheet", page=pdf.page_no()), 8, align="R")
    if title:
        fit_text(pdf, LX, TOP, 297 - 2 * MARGIN, 8, title, 12, "B", "C")
    return TOP + 10
