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
from ..rules.on_record import colour_lists
from ..rules.scoring import PlayerScore, points_text
from ..rules.setting_texts import rules_title
from ..rules.setup import number_shown
from ..rules.state import Player, Record
from ..rules.voiding import void_of
from .after_words import protest_box, result_text
from .pdf_kit import FONT, box, fit_text, layout, new_pdf
from .protocol_days import back_page, vote_blocks
from .protocol_grid import (
    BEST_H,
    BLANK_DAYS,
    COLUMNS,
    FILE_H,
    FOOT_Y,
    GREY,
    HEAD_H,
    JUDGE_H,
    LW,
    LX,
    NIGHTS_H,
    PROTEST_H,
    ROW_H,
    TABLE_HEAD_H,
    TABLE_Y,
    TOP,
    WIN_H,
    Doc,
    field,
)
from .protocol_texts import PROTOCOL, ru
from .protocol_words import (
    RESULT,
    STAGE,
    best_move_text,
    count_notes,
    date_text,
    file_text,
    left_texts,
    night_text,
    rule_ref,
    with_ref,
)


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


def build_blank() -> FPDF:
    """The blank form, not yet written."""
    doc = Doc(new_pdf(ru("doc_blank")), None, [])
    doc.pdf.alias_nb_pages()
    doc.pdf.add_page()
    _page_one(doc)
    vote_blocks(doc, [(n, None) for n in range(1, BLANK_DAYS + 1)])
    back_page(doc)
    return doc.pdf


def build_protocol(game: Game, created: datetime | None = None) -> FPDF:
    """The document, not yet written."""
    h = game.header
    table, number = number_shown(h.table), number_shown(h.game_number)
    title = ru("doc", tournament=h.tournament, table=table, game=number)
    pdf = new_pdf(title, created or _created(game))
    pdf.alias_nb_pages()
    doc = Doc(pdf, game, [])
    pdf.add_page()
    _page_one(doc)
    days = [d for d in game.state.days if d.nominations or d.outcome]
    vote_blocks(doc, [(d.number, d) for d in days])
    back_page(doc)
    return pdf


def _page_one(doc: Doc) -> None:
    _header(doc)
    _player_table(doc)
    _footer(doc)


def _header(doc: Doc) -> None:
    pdf, game = doc.pdf, doc.game
    h = game.header if game else None
    y = TOP
    fit_text(pdf, LX, y, 52, HEAD_H, ru("title"), 13, "B")
    void = void_of(game) if game else None
    if game and (void is not None or not game.state.over):
        pdf.set_text_color(200, 0, 0)
        mark = ru("mark_void" if void is not None else "mark_unfinished")
        fit_text(pdf, LX + 52, y, 30, HEAD_H, mark, 9, "B")
        pdf.set_text_color(0)
    if void is not None:
        doc.back_notes.append(ru("void_note", by=void.by, at=_moment(void.at), reason=void.reason))
    table, number = (number_shown(h.table), number_shown(h.game_number)) if h else ("", "")
    field(pdf, LX + LW - 60, y, 30, HEAD_H, ru("label_table"), table, "____")
    field(pdf, LX + LW - 30, y, 30, HEAD_H, ru("label_game"), number, "____")
    y += HEAD_H
    name = h.tournament if h else ""
    field(pdf, LX, y, LW, HEAD_H, ru("label_tournament"), name)
    if name:
        pdf.set_font(FONT, "B", 9)
        lw = pdf.get_string_width(ru("label_tournament")) + 3
        if not layout(pdf, LW - lw, HEAD_H, name, 11, "B")[2]:
            doc.back_notes.append(ru("tournament_full", name=name))
    y += HEAD_H
    half = LW / 2
    field(
        pdf,
        LX,
        y,
        half,
        HEAD_H,
        ru("label_stage"),
        STAGE.get(h.stage, h.stage) if h else "",
        " / ".join(STAGE.values()),
    )
    date_hint = "____ . ____ . ________"
    field(pdf, LX + half, y, half, HEAD_H, ru("label_date"), date_text(game), date_hint)


def _scores(game: Game | None) -> dict[int, PlayerScore]:
    if game is None:
        return {}
    return {r.seat: r for r in score(game.state, game.profile, game.after)}


def _player_table(doc: Doc) -> None:
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
                doc.back_notes.extend(count_notes(p) if p is not None else ())
            elif col == 1 and p is not None and p.stand_in_for:
                _stand_in_cell(pdf, x, y, w, p)
            elif col == 5 and row is not None and row.needs_head_judge:
                pdf.rect(x, y, w, ROW_H)  # the value, and the rule that needs the head judge
                fit_text(pdf, x, y, w, ROW_H * 0.6, text, size, style, "C", "B")
                consent = rule_ref("8.4.3")
                fit_text(pdf, x, y + ROW_H * 0.6, w, ROW_H * 0.4, consent, 7, "B", "C", "T")
            else:
                box(pdf, x, y, w, ROW_H, text, size, style, "L" if col in (1, 6) else "C")
            x += w
    if game is not None:
        for r in game.state.records:
            doc.back_notes.append(record_note(game.state.player(r.speaker).nick, r))


def _row_cells(
    doc: Doc, seat: int, p: Player | None, row: PlayerScore | None
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


def _moment(stamp: str) -> str:
    """ "03.12.2026 19:20" of an ISO stamp (the record checked it reads)."""
    return datetime.fromisoformat(stamp).strftime("%d.%m.%Y %H:%M")


def _stand_in_cell(pdf: FPDF, x: float, y: float, w: float, p: Player) -> None:
    """A stand-in's nickname, and under it whom he replaced (the planned player)."""
    pdf.rect(x, y, w, ROW_H)
    fit_text(pdf, x, y, w, ROW_H * 0.6, p.nick, 10, "", "L", "B")
    pdf.set_text_color(80)
    fit_text(
        pdf,
        x,
        y + ROW_H * 0.6,
        w,
        ROW_H * 0.4,
        ru("stand_in", seat=p.stand_in_for),
        7,
        valign="T",
    )
    pdf.set_text_color(0)


def record_note(nick: str, r: Record) -> str:
    """A record of colours left on record, for the back page: who, when, which colours."""
    when = ru("when_day" if r.phase == "day" else "when_night", n=r.number)
    speech = ru(f"speech_{r.step}") if f"speech_{r.step}" in PROTOCOL else ru("speech")
    blacks, reds = colour_lists(r.colours)
    who = {"seat": r.speaker, "nick": nick, "when": when, "speech": speech}
    return ru("record", **who, blacks=blacks, reds=reds)


def _left_cell(doc: Doc, game: Game, p: Player) -> str:
    """The fullest of the Выбыл texts that fits its cell; when none does, the shortest (cut)
    and the whole on the back."""
    texts = left_texts(game, p)
    for text in texts:
        if layout(doc.pdf, COLUMNS[6][1], ROW_H, text, 8)[2]:
            return text
    if texts:
        doc.back_notes.append(ru("left_note", seat=p.seat, nick=p.nick, text=texts[0]))
        return texts[-1]
    return ""


def _foul_boxes(pdf: FPDF, x: float, y: float, p: Player | None) -> None:
    """Four boxes: × per foul; "!" in the 4th for a removal (4th foul) or a disqualification
    (as the official form marks it); technical fouls "Т" in the first free box (a removal by
    two of them is "ТТ", with no 4th-foul mark)."""
    w = COLUMNS[3][1] / 4
    marks = ["×" if p and i < p.fouls else "" for i in range(4)]
    if p and p.tech_fouls:  # counted apart; the back page names them
        marks[min(p.fouls, 3)] = ru("mark_tech") * p.tech_fouls
    if p and (p.disqualified or (p.removed_by_fouls and not p.removed_by_tech)):
        marks[3] = "!"
    for i, mark in enumerate(marks):
        box(pdf, x + i * w, y, w, ROW_H, mark, 12, "B", "C")


def _footer(doc: Doc) -> None:
    pdf, game = doc.pdf, doc.game
    state = game.state if game else None
    y = FOOT_Y
    winner = ""
    if state is not None and state.result:
        winner = with_ref(RESULT.get(state.result, ""), state.end_rule)
        if game is not None and result_text(game):
            winner = result_text(game)
    field(
        pdf,
        LX,
        y,
        LW,
        WIN_H,
        ru("label_winner"),
        winner,
        " / ".join(RESULT.values()) if doc.blank else "",
    )
    y += WIN_H
    field(
        pdf,
        LX,
        y,
        LW,
        BEST_H,
        ru("label_best_move"),
        best_move_text(game) if game else "",
        ru("hint_best_move"),
        size=10,
    )
    y += BEST_H
    _nights_box(doc, y)
    y += NIGHTS_H
    protest = protest_box(game) if game else ""
    if protest:
        pdf.set_font(FONT, "B", 9)
        room = LW - pdf.get_string_width(ru("label_protest")) - 3
        if "\n" in protest or not layout(pdf, room, PROTEST_H, protest, 9)[2]:
            protest = ru("see_back")
    field(pdf, LX, y, LW, PROTEST_H, ru("label_protest"), protest, size=9)
    y += PROTEST_H
    pdf.rect(LX, y, LW, JUDGE_H)
    top = JUDGE_H - FILE_H if game else JUDGE_H  # the file line under the judge's name
    fit_text(pdf, LX, y, 18, top, ru("label_judge"), 9, "B")
    box(pdf, LX + 18, y, 72, top, game.header.judge if game else "", 10, border=0)
    if game is not None:
        _file_line(doc, y + top)
    pdf.set_text_color(GREY)
    fit_text(pdf, LX + 92, y, 16, top, ru("signature"), 8)
    pdf.set_text_color(0)
    pdf.line(LX + 108, y + JUDGE_H - 2.5, LX + LW - 3, y + JUDGE_H - 2.5)


def _file_line(doc: Doc, y: float) -> None:
    """Under the judge's name, next to his signature: the file the protocol was made from
    and the game's fingerprint (``mafia-tui replay`` shows the same), so a signed paper can
    be matched to its file, and the rules played (their code is in the back page's footer).
    An id too long for the line is whole on the back."""
    pdf, game = doc.pdf, doc.game
    assert game is not None
    rules = rules_title(game.profile.name, "ru")
    text = ru("file_line", file=file_text(game), rules=rules)
    if not layout(pdf, 106, FILE_H, text, 7)[2]:
        doc.back_notes.append(file_text(game))
        text = ru("file_line_short", fingerprint=game_fingerprint(game), rules=rules)
    if not layout(pdf, 106, FILE_H, text, 7)[2]:  # the rules are in the back page's footer
        text = ru("file_line_shortest", fingerprint=game_fingerprint(game))
    pdf.set_text_color(80)  # darker than the hints: it is read, and compared
    fit_text(pdf, LX, y, 106, FILE_H, text, 7, valign="T")
    pdf.set_text_color(0)


def _nights_box(doc: Doc, y: float) -> None:
    pdf, game = doc.pdf, doc.game
    pdf.rect(LX, y, LW, NIGHTS_H)
    if game is None:
        _nights_grid(pdf, y)
        return
    fit_text(pdf, LX, y + 0.5, 16, 5, ru("label_nights"), 9, "B", valign="T")
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
    fit_text(pdf, x, y + 0.5, w, NIGHTS_H - 1, ru("nights_next_page"), 9, valign="T")
    doc.nights = nights


def _nights_grid(pdf: FPDF, y: float) -> None:
    """The blank's nights: one column a night, a row for the shot and each check."""
    label_w = 24.0
    col = (LW - label_w) / 9
    head = 4.5
    row = (NIGHTS_H - head) / 3
    box(pdf, LX, y, label_w, head, ru("label_night"), 8, "B")
    for i in range(9):
        box(pdf, LX + label_w + i * col, y, col, head, str(i + 1), 8, "B", "C")
    for r, label in enumerate(map(ru, ("grid_shot", "grid_don", "grid_sheriff"))):
        ry = y + head + r * row
        box(pdf, LX, ry, label_w, row, label, 8, "B")
        for i in range(9):
            box(pdf, LX + label_w + i * col, ry, col, row)
