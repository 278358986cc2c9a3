"""The official game protocol (rules section 9) as a PDF in Russian, and its blank form.

The layout follows the FIIM paper form (two A4 landscape pages; as rebuilt by the Mafia
Ratings site's FIIM export): header boxes 7.7 mm high, player rows 10.1 mm, voting rows 5 mm,
the back page ruled every 8 mm with 14 lines for the explanations (9.10) and 7 for the
protest. Where this form differs, it is to hold more on the same sheet:

* 9 voting days on page 1 instead of 7, each with two re-vote rows and its own boxes for the
  lift vote and the day's result, so the back page is always page 2 (a game with more days
  continues on a page of its own, and the back page comes after it);
* a "Выбыл" column (how and when each player left) and a "НОЧИ" box (shots and checks);
* 8 mm page margins instead of about 18, which pays for the two additions.

This module draws; what each box says is read from the game by ``protocol_words.py``. Only
FIIM rule numbers are printed ("п. 7.1"); any other reference the rules core gives (its
reconstruction's "§1.x") is left out: the protocol cites nothing a head judge cannot look up.
Nothing is printed under 7 pt. Every page after the first names the tournament, stage, date,
table and game, and the game's fingerprint (``rules.record.game_fingerprint``); page 1 gives
the file's id and the fingerprint under the judge's name, so a signed paper can be matched to
its file.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from fpdf import FPDF

from ..rules import Game, game_fingerprint, score
from ..rules.scoring import PlayerScore, points_text
from ..rules.state import Day, Player
from ..rules.values import mutable
from .after_words import protest_box, protest_lines, result_text
from .pdf_kit import FONT, box, dry_lines, fit_text, layout, line_height, new_pdf
from .protocol_words import (
    RESULT,
    STAGE,
    best_move_text,
    date_text,
    day_result,
    file_text,
    left_texts,
    night_text,
    reasons,
    vote_counts,
    with_ref,
)

# --- geometry (mm): A4 landscape 297 x 210 ----------------------------------------------------
MARGIN = 8.0
TOP, BOTTOM = MARGIN, 210.0 - MARGIN
LX = MARGIN
COLUMNS = (
    ("№", 7.9),
    ("Игрок", 50.0),
    ("Роль", 10.1),
    ("Фолы", 29.9),
    ("Баллы", 11.9),
    ("Доп.\nбаллы", 13.2),
    ("Выбыл", 20.0),
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


def protocol_path(root: Path, game: Game) -> Path:
    """Where the UI puts a game's protocol: ``<data dir>/protocols/``."""
    h = game.header
    folder = Path(root) / "protocols"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"protocol-{h.date or 'nodate'}-t{h.table}-g{h.game_number}-{game.id[:8]}.pdf"


def write_protocol(game: Game, out: Path, created: datetime | None = None) -> Path:
    """Write the protocol of ``game`` (finished or not) to ``out``."""
    pdf = build_protocol(game, created)
    Path(out).write_bytes(bytes(pdf.output()))
    return Path(out)


def write_blank(out: Path) -> Path:
    """The form to fill in by hand (a paper backup): the same layout, room for 9 days."""
    Path(out).write_bytes(bytes(build_blank().output()))
    return Path(out)


def _created(game: Game) -> datetime:
    """A creation date that depends only on the game: its last action's time, or its date."""
    for action in reversed(game.log):
        if action.ts:
            try:
                return datetime.fromisoformat(action.ts)
            except ValueError:
                break
    if game.header.date:
        return datetime.fromisoformat(game.header.date + "T12:00:00+00:00")
    return datetime(2000, 1, 1, tzinfo=UTC)


@mutable
class _Doc:
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


def build_blank() -> FPDF:
    """The blank form, not yet written."""
    doc = _Doc(new_pdf("Протокол игры (бланк)"), None, [])
    doc.pdf.alias_nb_pages()
    doc.pdf.add_page()
    _page_one(doc)
    _vote_blocks(doc, [(n, None) for n in range(1, BLANK_DAYS + 1)])
    _back_page(doc)
    return doc.pdf


def build_protocol(game: Game, created: datetime | None = None) -> FPDF:
    """The document, not yet written."""
    h = game.header
    pdf = new_pdf(
        f"Протокол игры: {h.tournament}, стол {h.table}, игра {h.game_number}",
        created or _created(game),
    )
    pdf.alias_nb_pages()
    doc = _Doc(pdf, game, [])
    pdf.add_page()
    _page_one(doc)
    days = [d for d in game.state.days if d.nominations or d.outcome]
    _vote_blocks(doc, [(d.number, d) for d in days])
    _back_page(doc)
    return pdf


# --- page 1: the left column ------------------------------------------------------------------


def _field(
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


def _page_one(doc: _Doc) -> None:
    _header(doc)
    _player_table(doc)
    _footer(doc)


def _header(doc: _Doc) -> None:
    pdf, game = doc.pdf, doc.game
    h = game.header if game else None
    y = TOP
    fit_text(pdf, LX, y, 52, HEAD_H, "ПРОТОКОЛ ИГРЫ", 13, "B")
    if game and not game.state.over:
        pdf.set_text_color(200, 0, 0)
        fit_text(pdf, LX + 52, y, 30, HEAD_H, "ИГРА НЕ ЗАВЕРШЕНА", 9, "B")
        pdf.set_text_color(0)
    _field(pdf, LX + LW - 60, y, 30, HEAD_H, "СТОЛ №", str(h.table) if h else "", "____")
    _field(pdf, LX + LW - 30, y, 30, HEAD_H, "ИГРА №", str(h.game_number) if h else "", "____")
    y += HEAD_H
    name = h.tournament if h else ""
    _field(pdf, LX, y, LW, HEAD_H, "ТУРНИР", name)
    if name:
        pdf.set_font(FONT, "B", 9)
        lw = pdf.get_string_width("ТУРНИР") + 3
        if not layout(pdf, LW - lw, HEAD_H, name, 11, "B")[2]:
            doc.back_notes.append(f"Турнир (полностью): {name}")
    y += HEAD_H
    half = LW / 2
    _field(
        pdf,
        LX,
        y,
        half,
        HEAD_H,
        "СТАДИЯ",
        STAGE.get(h.stage, h.stage) if h else "",
        "отборочный / полуфинал / финал",
    )
    _field(pdf, LX + half, y, half, HEAD_H, "ДАТА", date_text(game), "____ . ____ . ________")


def _scores(game: Game | None) -> dict[int, PlayerScore]:
    if game is None:
        return {}
    return {r.seat: r for r in score(game.state, game.profile, game.after)}


def _player_table(doc: _Doc) -> None:
    pdf, game = doc.pdf, doc.game
    pdf.set_fill_color(230, 230, 230)
    x = LX
    for text, w in COLUMNS:
        box(pdf, x, TABLE_Y, w, TABLE_HEAD_H, text, 10 if w > 20 else 8, "B", "C", fill=True)
        x += w
    rows = _scores(game)
    for seat in range(1, 11):
        y = TABLE_Y + TABLE_HEAD_H + (seat - 1) * ROW_H
        p = game.state.player(seat) if game else None
        row = rows.get(seat)
        x = LX
        for col, ((_, w), (text, size, style)) in enumerate(
            zip(COLUMNS, _row_cells(doc, seat, p, row), strict=True)
        ):
            if col == 3:
                _foul_boxes(pdf, x, y, p)
            elif col == 5 and row is not None and row.needs_head_judge:
                pdf.rect(x, y, w, ROW_H)  # the value, and the rule that needs the head judge
                fit_text(pdf, x, y, w, ROW_H * 0.6, text, size, style, "C", "B")
                fit_text(pdf, x, y + ROW_H * 0.6, w, ROW_H * 0.4, "п. 8.4.3", 7, "B", "C", "T")
            else:
                box(pdf, x, y, w, ROW_H, text, size, style, "L" if col in (1, 6) else "C")
            x += w


def _row_cells(
    doc: _Doc, seat: int, p: Player | None, row: PlayerScore | None
) -> list[tuple[str, float, str]]:
    """Each column's text, size and style for one seat."""
    game = doc.game
    if game is None or p is None:
        blank: list[tuple[str, float, str]] = [(str(seat), 11, "B")]
        return blank + [("", 10, "")] * (len(COLUMNS) - 1)
    over = game.state.over
    main = points_text(row.main) if row and over else ""
    extra = points_text(row.extra) if row and row.extra else ""
    left = _left_cell(doc, game, p)
    return [
        (str(seat), 11, "B"),
        (p.nick, 10, ""),
        (p.role.letter, 12, "B"),
        ("", 12, "B"),
        (main, 10, ""),
        (extra, 10, ""),
        (left, 8, ""),
    ]


def _left_cell(doc: _Doc, game: Game, p: Player) -> str:
    """The fullest of the Выбыл texts that fits its cell; when none does, the shortest (cut)
    and the whole on the back."""
    texts = left_texts(game, p)
    for text in texts:
        if layout(doc.pdf, COLUMNS[6][1], ROW_H, text, 8)[2]:
            return text
    if texts:
        doc.back_notes.append(f"Выбыл, игрок {p.seat} ({p.nick}): {texts[0]}")
        return texts[-1]
    return ""


def _foul_boxes(pdf: FPDF, x: float, y: float, p: Player | None) -> None:
    """Four boxes: × per foul; "!" in the 4th for a removal (4th foul) or a disqualification
    (as the official form marks it)."""
    w = COLUMNS[3][1] / 4
    marks = ["×" if p and i < p.fouls else "" for i in range(4)]
    if p and (p.removed_by_fouls or p.disqualified):
        marks[3] = "!"
    for i, mark in enumerate(marks):
        box(pdf, x + i * w, y, w, ROW_H, mark, 12, "B", "C")


def _footer(doc: _Doc) -> None:
    pdf, game = doc.pdf, doc.game
    state = game.state if game else None
    y = FOOT_Y
    winner = ""
    if state is not None and state.result:
        winner = with_ref(RESULT.get(state.result, ""), state.end_rule)
        if game is not None and result_text(game):
            winner = result_text(game)
    _field(
        pdf,
        LX,
        y,
        LW,
        WIN_H,
        "ПОБЕДИВШАЯ КОМАНДА",
        winner,
        "красные / чёрные / ничья" if doc.blank else "",
    )
    y += WIN_H
    _field(
        pdf,
        LX,
        y,
        LW,
        BEST_H,
        "ЛУЧШИЙ ХОД",
        best_move_text(game) if game else "",
        "Игрок № ______       ______ ,  ______ ,  ______",
        size=10,
    )
    y += BEST_H
    _nights_box(doc, y)
    y += NIGHTS_H
    protest = protest_box(game) if game else ""
    if protest:
        pdf.set_font(FONT, "B", 9)
        room = LW - pdf.get_string_width("ПРОТЕСТ") - 3
        if "\n" in protest or not layout(pdf, room, PROTEST_H, protest, 9)[2]:
            protest = "см. на обороте"
    _field(pdf, LX, y, LW, PROTEST_H, "ПРОТЕСТ", protest, size=9)
    y += PROTEST_H
    pdf.rect(LX, y, LW, JUDGE_H)
    top = JUDGE_H - FILE_H if game else JUDGE_H  # the file line under the judge's name
    fit_text(pdf, LX, y, 18, top, "СУДЬЯ", 9, "B")
    box(pdf, LX + 18, y, 72, top, game.header.judge if game else "", 10, border=0)
    if game is not None:
        _file_line(doc, y + top)
    pdf.set_text_color(GREY)
    fit_text(pdf, LX + 92, y, 16, top, "подпись", 8)
    pdf.set_text_color(0)
    pdf.line(LX + 108, y + JUDGE_H - 2.5, LX + LW - 3, y + JUDGE_H - 2.5)


def _file_line(doc: _Doc, y: float) -> None:
    """Under the judge's name, next to his signature: the file the protocol was made from
    and the game's fingerprint (``mafia-tui replay`` shows the same), so a signed paper can
    be matched to its file. An id too long for the line is whole on the back."""
    pdf, game = doc.pdf, doc.game
    assert game is not None
    text = file_text(game)
    if not layout(pdf, 106, FILE_H, text, 7)[2]:
        doc.back_notes.append(text)
        text = f"Отпечаток {game_fingerprint(game)}; файл игры — на обороте"
    pdf.set_text_color(80)  # darker than the hints: it is read, and compared
    fit_text(pdf, LX, y, 106, FILE_H, text, 7, valign="T")
    pdf.set_text_color(0)


def _nights_box(doc: _Doc, y: float) -> None:
    pdf, game = doc.pdf, doc.game
    pdf.rect(LX, y, LW, NIGHTS_H)
    if game is None:
        _nights_grid(pdf, y)
        return
    fit_text(pdf, LX, y + 0.5, 16, 5, "НОЧИ", 9, "B", valign="T")
    nights = [night_text(n) for n in game.state.nights]
    x, w = LX + 16, LW - 17
    per_line = "\n".join(nights)
    if layout(pdf, w, NIGHTS_H - 1, per_line, 9)[2]:
        fit_text(pdf, x, y + 0.5, w, NIGHTS_H - 1, per_line, 9, valign="T")
        return
    flowing = ";   ".join(nights)
    if layout(pdf, w, NIGHTS_H - 1, flowing, 9)[2]:
        fit_text(pdf, x, y + 0.5, w, NIGHTS_H - 1, flowing, 9, valign="T")
        return
    fit_text(pdf, x, y + 0.5, w, NIGHTS_H - 1, "полностью — на следующем листе", 9, valign="T")
    doc.nights = nights


def _nights_grid(pdf: FPDF, y: float) -> None:
    """The blank's nights: one column a night, a row for the shot and each check."""
    label_w = 24.0
    col = (LW - label_w) / 9
    head = 4.5
    row = (NIGHTS_H - head) / 3
    box(pdf, LX, y, label_w, head, "НОЧЬ", 8, "B")
    for i in range(9):
        box(pdf, LX + label_w + i * col, y, col, head, str(i + 1), 8, "B", "C")
    for r, label in enumerate(("Выстрел", "Дон проверил", "Шериф проверил")):
        ry = y + head + r * row
        box(pdf, LX, ry, label_w, row, label, 8, "B")
        for i in range(9):
            box(pdf, LX + label_w + i * col, ry, col, row)


# --- page 1: the voting blocks ----------------------------------------------------------------


def _vote_rows(day: Day | None) -> int:
    """Rows of votes: the vote and two re-votes, more when the day had more."""
    return max(3, len([r for r in day.rounds if not r.lift]) if day else 3)


def _block_height(day: Day | None) -> float:
    return (1 + _vote_rows(day)) * VOTE_ROW


def _vote_blocks(doc: _Doc, days: list[tuple[int, Day | None]]) -> None:
    """Page 1's right column holds 9 standard days; more continue on a page of their own."""
    pdf = doc.pdf
    heights = [_block_height(d) for _, d in days]
    space = BOTTOM - TOP
    fit = 0
    while fit < len(days) and sum(heights[: fit + 1]) + fit * 0.5 <= space:
        fit += 1
    gap = BLOCK_GAP if fit < 2 else min(BLOCK_GAP, (space - sum(heights[:fit])) / (fit - 1))
    y = TOP
    for (number, day), height in zip(days[:fit], heights, strict=False):
        _vote_block(doc, RX, y, number, day)
        y += height + gap
    rest = days[fit:]
    while rest:  # a page like page 1: the nights in full on the left, more days on the right
        pdf.add_page()
        top = _ident(doc, "")
        if doc.nights is not None:
            _nights_in_full(doc, top)
        fit_text(pdf, RX, TOP, RW, 8, "ГОЛОСОВАНИЯ (продолжение)", 12, "B", "C")
        y = top
        while rest and y + _block_height(rest[0][1]) <= IDENT_Y - 1:
            _vote_block(doc, RX, y, *rest[0])
            y += _block_height(rest[0][1]) + BLOCK_GAP
            rest = rest[1:]


def _nights_in_full(doc: _Doc, top: float) -> None:
    """The nights that did not fit page 1's box, one a line, in the left column."""
    pdf, nights = doc.pdf, doc.nights or []
    doc.nights = None
    fit_text(pdf, LX, TOP, LW, 8, "НОЧИ (полностью)", 12, "B", "C")
    y = top
    for text in nights:
        pdf.set_font(FONT, "", 9)
        rows = dry_lines(pdf, LW, 5, text)
        if y + len(rows) * line_height(9) > IDENT_Y - 1:
            doc.back_notes.append("Ночи: " + ";   ".join(nights[nights.index(text) :]))
            return
        fit_text(pdf, LX, y, LW, len(rows) * line_height(9) + 0.4, text, 9, valign="T")
        y += len(rows) * line_height(9) + 1


def _vote_block(doc: _Doc, x: float, y: float, number: int, day: Day | None) -> None:
    """One day's voting (9.5): nominees in order, the votes and two re-votes per nominee, the
    lift vote and the result."""
    pdf, game = doc.pdf, doc.game
    h = _block_height(day)
    pdf.set_fill_color(235, 235, 235)
    pdf.rect(x, y, DAY_W, h, style="DF")
    pdf.set_font(FONT, "B", 9)
    label = f"ДЕНЬ {number}"
    tw = pdf.get_string_width(label)
    with pdf.rotation(90, x + DAY_W / 2, y + h / 2):
        pdf.text(x + DAY_W / 2 - tw / 2, y + h / 2 + 1.1, label)
    rounds = day.rounds if day else []
    votes = [r for r in rounds if not r.lift]
    nominees = day.candidates if day else []
    rows = [[str(t) for t in nominees]]
    rows += [
        vote_counts(votes[i], nominees) if i < len(votes) else [] for i in range(_vote_rows(day))
    ]
    lx = x + DAY_W
    box(pdf, lx, y, LABEL_W, VOTE_ROW, "Выставлен", 8, pad=0.5)
    box(pdf, lx, y + VOTE_ROW, LABEL_W, VOTE_ROW, "Голоса", 8, pad=0.5)
    box(pdf, lx, y + 2 * VOTE_ROW, LABEL_W, h - 2 * VOTE_ROW, "Пере-\nголос.", 8, pad=0.5)
    for r, values in enumerate(rows):
        for c in range(10):
            box(
                pdf,
                lx + LABEL_W + c * SEAT_W,
                y + r * VOTE_ROW,
                SEAT_W,
                VOTE_ROW,
                values[c] if c < len(values) else "",
                10,
                "B" if r == 0 else "",
                "C",
            )
    sx = lx + LABEL_W + 10 * SEAT_W
    lift_h = LIFT_H
    pdf.rect(sx, y, SIDE_W, lift_h)
    pdf.rect(sx, y + lift_h, SIDE_W, h - lift_h)
    fit_text(pdf, sx, y, SIDE_W, 3.2, "ПОДЪЁМ", 7, "B", valign="T")
    fit_text(pdf, sx, y + lift_h, SIDE_W, 3.2, "ИТОГ", 7, "B", valign="T")
    if day is None or game is None:
        pdf.set_text_color(GREY)
        fit_text(pdf, sx, y + 3, SIDE_W, lift_h - 3, "за ____ из ____", 9, align="C")
        pdf.set_text_color(0)
        return
    lift = next((r for r in rounds if r.lift), None)
    if lift is not None:
        count = str(lift.counts[0]) if lift.counts else "—"
        fit_text(pdf, sx, y + 3, SIDE_W, lift_h - 3, f"за {count} из {lift.voters}", 10, "B", "C")
    _result_box(doc, sx, y + lift_h + 3, h - lift_h - 3, number, day)


def _result_box(doc: _Doc, x: float, y: float, h: float, number: int, day: Day) -> None:
    """ИТОГ: the day's result with its rule; one too long for the box is whole on the back,
    and the box says so (with the result's words when those fit)."""
    result, style = day_result(day)
    size = 10 if style else 8
    if result and not layout(doc.pdf, SIDE_W, h, result, size, style)[2]:
        doc.back_notes.append(f"День {number}, итог: {result}")
        short = day_result(day, rule=False)[0] + " — см. на обороте"
        fits = layout(doc.pdf, SIDE_W, h, short, size, style)[2]
        result = short if fits else "см. на обороте"
    fit_text(doc.pdf, x, y, SIDE_W, h, result, size, style, "C")


# --- further pages ----------------------------------------------------------------------------


def _ident(doc: _Doc, title: str = "") -> float:
    """Every page after the first: a footer naming the game (and the page), and ``title`` at
    the top. Returns the y under the title."""
    pdf, game = doc.pdf, doc.game
    y = IDENT_Y
    if game is None:
        text = (
            "Стол № ______   Игра № ______   Дата ____ . ____ . ________   "
            "Стадия ______________   Турнир ______________________________"
        )
        fit_text(pdf, LX, y, 297 - 2 * MARGIN - 24, IDENT_H, text, 9)
    else:
        h = game.header
        parts = [
            f"Протокол игры: стол № {h.table}",
            f"игра № {h.game_number}",
            date_text(game),
            STAGE.get(h.stage, h.stage),
            f"турнир: {h.tournament}",
            f"отпечаток {game_fingerprint(game)}",
        ]
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
    fit_text(
        pdf, 297 - MARGIN - 24, y, 24, IDENT_H, f"лист {pdf.page_no()} из {{nb}}", 8, align="R"
    )
    if title:
        fit_text(pdf, LX, TOP, 297 - 2 * MARGIN, 8, title, 12, "B", "C")
    return TOP + 10


def _back_page(doc: _Doc) -> None:
    """9.10: the reasons for every extra point and penalty, and the protest, on ruled lines
    where the official form has them (a longer text takes more lines, then more pages)."""
    pdf, game = doc.pdf, doc.game
    width = BACK_W - 1
    # Official: the first ruled line, and from a section's last line to the next one's first.
    first_line, gap_between = 25.2, 19.5
    if doc.nights is not None:
        doc.back_notes.append("Ночи: " + ";   ".join(doc.nights))
        doc.nights = None
    pdf.add_page()
    _ident(doc)
    sections = [
        (
            "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ БАЛЛАМ И ШТРАФАМ",
            reasons(game) if game else [],
            BACK_LINES[0],
        ),
        ("КОММЕНТАРИИ К ПРОТЕСТУ", protest_lines(game) if game else [], BACK_LINES[1]),
    ]
    if doc.back_notes:
        sections.append(("ДОПОЛНЕНИЕ К ЛИЦЕВОЙ СТОРОНЕ", doc.back_notes, 0))
        # The additions stay on this page when they can: the explanations give up as many of
        # their empty ruled lines as the additions' title (two lines' room) and lines need.
        pdf.set_font(FONT, "", 10)
        needed = sum(len(dry_lines(pdf, width, 5, note) or [""]) for note in doc.back_notes)
        sections[0] = (*sections[0][:2], max(0, BACK_LINES[0] - 2 - needed))
    y = first_line
    for title, paragraphs, minimum in sections:
        pdf.set_font(FONT, "", 10)
        lines: list[str] = []
        for paragraph in paragraphs:
            lines += dry_lines(pdf, width, 5, paragraph) or [""]
        if game is not None and game.state.over and not lines:
            lines = ["—"]  # nothing to explain, and nothing may be added after signing
        if y > BACK_LAST:
            pdf.add_page()
            _ident(doc)
            y = first_line
        fit_text(pdf, BACK_X, y - 17.7, BACK_W, 16, title, 12, "B", "C")
        for i in range(max(minimum, len(lines))):
            if y > BACK_LAST:
                pdf.add_page()
                _ident(doc, title + " (продолжение)")
                y = first_line
            pdf.line(BACK_X, y, BACK_X + BACK_W, y)
            if i < len(lines):
                fit_text(pdf, BACK_X, y - 6.2, width, 6, lines[i], 10, valign="B")
            y += BACK_STEP
        y += gap_between - BACK_STEP
