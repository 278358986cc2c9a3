"""The official game protocol (rules section 9) as a PDF in Russian.

Page 1 (A4 landscape): the header, the ten-row player table with four foul boxes, points and
how each player left; the voting blocks, one per day; the nights; best move, winning team,
protest, judge. Voting blocks that do not fit continue on further pages. The last page holds
the reasons for every extra point and penalty and the protest comments (9.10).
"""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

from fpdf import FPDF

from ..rules import Game, Status, score
from ..rules.errors import cite
from ..rules.scoring import best_move_points, points_text
from ..rules.state import Day
from ..rules.texts import render
from .pdf_kit import FONT, fit_cell, new_pdf, wrapped

STAGE = {"qualifying": "отборочный", "semifinal": "полуфинал", "final": "финал"}
RESULT = {"red": "красные", "black": "чёрные", "draw": "ничья"}
LEFT_COL = 150.0
RIGHT_X = 8 + LEFT_COL + 6
RIGHT_W = 297 - 8 - RIGHT_X
ROW_H = 4.0


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
    """An empty form with the same layout, for paper backup."""
    pdf = new_pdf("Протокол игры (бланк)")
    pdf.add_page()
    _header(pdf, None)
    _player_table(pdf, None)
    _footer(pdf, None)
    y = 24.0
    for n in range(1, 8):
        y += _vote_block(pdf, None, n, y)
    _reasons_page(pdf, None)
    Path(out).write_bytes(bytes(pdf.output()))
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


def build_protocol(game: Game, created: datetime | None = None) -> FPDF:
    """The document, not yet written."""
    h = game.header
    pdf = new_pdf(f"Протокол игры: {h.tournament}, стол {h.table}, игра {h.game_number}",
                  created or _created(game))
    pdf.add_page()
    _header(pdf, game)
    _player_table(pdf, game)
    _footer(pdf, game)
    y = 24.0
    days = [d for d in game.state.days if d.nominations or d.outcome]
    for day in days:
        if y + _block_height(day) > pdf.h - 8:
            pdf.add_page()
            pdf.set_font(FONT, "B", 11)
            pdf.set_xy(8, 8)
            pdf.cell(0, 6, f"Голосования (продолжение) — стол {h.table}, игра {h.game_number}")
            y = 18.0
        y += _vote_block(pdf, game, day.number, y, day)
    _reasons_page(pdf, game)
    return pdf


# --- page 1 --------------------------------------------------------------------------------


def _header(pdf: FPDF, game: Game | None) -> None:
    h = game.header if game else None
    pdf.set_xy(8, 8)
    pdf.set_font(FONT, "B", 14)
    pdf.cell(60, 7, "ПРОТОКОЛ ИГРЫ")
    if game and not game.state.over:
        pdf.set_text_color(200, 0, 0)
        pdf.set_font(FONT, "B", 10)
        pdf.cell(60, 7, "ИГРА НЕ ЗАВЕРШЕНА")
        pdf.set_text_color(0, 0, 0)
    pdf.set_xy(8, 16)
    date = ""
    if h and h.date:
        y, m, d = h.date.split("-")
        date = f"{d}.{m}.{y}"
    fields = [("ТУРНИР", h.tournament if h else "", 62), ("СТАДИЯ", STAGE[h.stage] if h else "",
              24), ("ДАТА", date, 20), ("СТОЛ №", str(h.table) if h else "", 8),
              ("ИГРА №", str(h.game_number) if h else "", 8)]
    for label, value, width in fields:
        pdf.set_font(FONT, "", 7)
        pdf.cell(pdf.get_string_width(label) + 1.5, 6, label)
        fit_cell(pdf, width, 6, value, size=9, style="B", border="B")
        pdf.cell(2, 6, "")


def _left_text(p, game: Game) -> str:
    if p.disqualified:
        return f"дисквалифицирован {p.disqualified}"
    if p.status is Status.ALIVE:
        return ""
    n = p.left_at[1] if p.left_at else 0
    return {Status.KILLED: f"убит (ночь {n})", Status.VOTED_OUT: f"заголосован (день {n})",
            Status.REMOVED: f"удалён, 4 фола (день {n})" if p.left_at and p.left_at[0] == "day"
            else f"удалён, 4 фола (ночь {n})"}.get(p.status, "")


def _player_table(pdf: FPDF, game: Game | None) -> None:
    widths = [8, 52, 9, 22, 12, 15, 32]
    heads = ["№", "Игрок", "Роль", "Фолы", "Баллы", "Доп. баллы", "Выбыл"]
    pdf.set_xy(8, 24)
    pdf.set_fill_color(230, 230, 230)
    for w, text in zip(widths, heads, strict=True):
        fit_cell(pdf, w, 6, text, size=8, style="B", align="C", fill=True)
    rows = {r.seat: r for r in score(game.state, game.profile, game.after)} if game else {}
    for seat in range(1, 11):
        y = 30 + (seat - 1) * 7.5
        pdf.set_xy(8, y)
        p = game.state.player(seat) if game else None
        fit_cell(pdf, widths[0], 7.5, str(seat), style="B", align="C")
        fit_cell(pdf, widths[1], 7.5, p.nick if p else "", size=9)
        fit_cell(pdf, widths[2], 7.5, p.role.letter if p else "", style="B", align="C")
        box = widths[3] / 4
        for i in range(4):
            mark = ""
            if p and i < p.fouls:
                mark = "!" if (i == 3 and p.removed_by_fouls) else "×"
            fit_cell(pdf, box, 7.5, mark, style="B", align="C")
        row = rows.get(seat)
        main = points_text(row.main) if row and game and game.state.over else ""
        extra = points_text(row.extra) if row and row.extra else ""
        fit_cell(pdf, widths[4], 7.5, main, align="C")
        fit_cell(pdf, widths[5], 7.5, extra, align="C")
        left = _left_text(p, game) if p and game else ""
        if p and not p.alive:
            left = "* " + left
        fit_cell(pdf, widths[6], 7.5, left, size=7.5)


def _footer(pdf: FPDF, game: Game | None) -> None:
    state = game.state if game else None
    y = 30 + 10 * 7.5 + 3
    pdf.set_xy(8, y)
    _labelled(pdf, "ПОБЕДИВШАЯ КОМАНДА", RESULT.get(state.result or "", "") if state else "",
              LEFT_COL)
    pdf.set_xy(8, y + 7)
    bm = "Игрок № ____   ___, ___, ___"
    if state is not None:
        first = state.nights[0] if state.nights else None
        if state.best_move:
            victim, seats = state.best_move
            _, points = best_move_points(state, game.profile)  # type: ignore[union-attr]
            bm = f"Игрок № {victim}:  {', '.join(map(str, seats))}"
            if points:
                bm += f"   (+{points_text(points)})"
        elif first is not None and first.shot_done and first.killed is None:
            bm = "—  (промах в первую ночь, 9.6)"
        elif first is not None and first.killed is not None:
            bm = f"Игрок № {first.killed}: —"
        else:
            bm = "—"
    _labelled(pdf, "ЛУЧШИЙ ХОД", bm, LEFT_COL)
    pdf.set_xy(8, y + 14)
    nights = _nights_text(game) if game else ""
    _labelled(pdf, "НОЧИ", nights, LEFT_COL, height=14)
    pdf.set_xy(8, y + 29)
    protest = ""
    if game and game.after.protest:
        protest = game.after.protest if len(game.after.protest) < 90 else "см. на обороте"
    _labelled(pdf, "ПРОТЕСТ", protest, LEFT_COL)
    pdf.set_xy(8, y + 36)
    judge = game.header.judge if game else ""
    _labelled(pdf, "СУДЬЯ", judge, 90)
    pdf.set_font(FONT, "", 7)
    pdf.cell(18, 6, "  подпись")
    pdf.cell(40, 6, "", border="B")


def _nights_text(game: Game) -> str:
    parts = []
    for n in game.state.nights:
        shot = str(n.killed) if n.killed else "—"
        text = f"Ночь {n.number}: выстрел {shot}"
        if n.don_check:
            text += f"; Дон → {n.don_check} ({'шериф' if n.don_found else 'нет'})"
        if n.sheriff_check:
            black = n.sheriff_found is not None and n.sheriff_found.value == "black"
            text += f"; Шериф → {n.sheriff_check} ({'чёрный' if black else 'красный'})"
        parts.append(text)
    return ("\n" if len(parts) <= 4 else ";  ").join(parts)


def _labelled(pdf: FPDF, label: str, value: str, width: float, height: float = 6) -> None:
    pdf.set_font(FONT, "B", 7.5)
    lw = pdf.get_string_width(label) + 2
    x, y = pdf.get_x(), pdf.get_y()
    pdf.cell(lw, 6, label)
    if "\n" in value or height > 6:
        pdf.rect(x + lw, y, width - lw, height)
        size = 7.0
        while True:  # shrink until every line fits the box: nothing is cut off
            pdf.set_font(FONT, "", size)
            line_h = size * 0.42
            lines = pdf.multi_cell(width - lw - 1, line_h, value, dry_run=True, output="LINES")
            if len(lines) * line_h <= height - 0.5 or size <= 4:
                break
            size -= 0.5
        pdf.set_xy(x + lw + 0.5, y + 0.3)
        pdf.multi_cell(width - lw - 1, line_h, value)
        pdf.set_xy(x + width, y)
    else:
        fit_cell(pdf, width - lw, 6, value, size=9, border="B")


def _block_height(day: Day | None) -> float:
    revotes = len([r for r in day.rounds if not r.lift]) if day else 2
    return 4.5 + (2 + max(2, revotes)) * ROW_H + ROW_H + 1.5


def _vote_block(pdf: FPDF, game: Game | None, number: int, y: float,
                day: Day | None = None) -> float:
    """One day's voting (9.5); returns its height."""
    x = RIGHT_X
    pdf.set_xy(x, y)
    pdf.set_font(FONT, "B", 8)
    pdf.cell(RIGHT_W, 4.5, f"ГОЛОСОВАНИЕ {number}  (день {number})")
    label_w = 24.0
    cols = 10
    cw = (RIGHT_W - label_w) / cols
    rounds = day.rounds if day else []
    votes = [r for r in rounds if not r.lift]
    lift = next((r for r in rounds if r.lift), None)
    nominees = day.nominations if day else []
    rows: list[tuple[str, list[str]]] = [
        ("Выставлен", [str(t) for _, t in nominees]),
        ("Кем", [str(b) for b, _ in nominees]),
        ("Голоса", _counts(votes[0], nominees) if votes else []),
        ("Переголос.", _counts(votes[1], nominees) if len(votes) > 1 else []),
    ]
    for extra, rnd in enumerate(votes[2:], start=2):
        rows.append((f"Переголос. {extra}", _counts(rnd, nominees)))
    for i, (label, values) in enumerate(rows):
        pdf.set_xy(x, y + 4.5 + i * ROW_H)
        fit_cell(pdf, label_w, ROW_H, label, size=7, style="B")
        for c in range(cols):
            fit_cell(pdf, cw, ROW_H, values[c] if c < len(values) else "", size=8, align="C")
    pdf.set_xy(x, y + 4.5 + len(rows) * ROW_H)
    result = ""
    if day is not None:
        parts = []
        if lift is not None:
            parts.append(f"подъём {', '.join(map(str, lift.candidates))}: "
                         f"{lift.counts[0] if lift.counts else '—'} из {lift.voters}")
        if day.outcome:
            text = (render("voted_out", "ru", {"seats": tuple(day.left)})
                    if day.outcome == "voted_out" else render("no_vote_" + day.outcome, "ru", {}))
            parts.append(cite(text, day.outcome_rule, "ru"))
        state = game.state if game else None
        if state is not None and state.over and state.days and day is state.days[-1]:
            parts.append(cite(f"игра окончена: {RESULT.get(state.result or '', '—')}",
                              state.end_rule, "ru"))
        result = "; ".join(parts)
    fit_cell(pdf, RIGHT_W, ROW_H, ("Итог: " + result) if day else "Итог:", size=7, border=0)
    return _block_height(day)


def _counts(rnd, nominees: list[tuple[int, int]]) -> list[str]:
    by_seat = dict(zip(rnd.candidates, rnd.counts, strict=False))
    return [str(by_seat[t]) if t in by_seat else "" for _, t in nominees]


# --- the back page -------------------------------------------------------------------------


def _reasons_page(pdf: FPDF, game: Game | None) -> None:
    pdf.add_page()
    pdf.set_xy(8, 8)
    pdf.set_font(FONT, "B", 12)
    pdf.cell(0, 7, "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ БАЛЛАМ И ШТРАФАМ", new_x="LMARGIN", new_y="NEXT")
    width = 297 - 16
    if game is None:
        for _ in range(8):
            pdf.cell(width, 8, "", border="B", new_x="LMARGIN", new_y="NEXT")
    else:
        lines = _reasons(game)
        for line in lines or ["—"]:
            wrapped(pdf, width, line, size=9)
    pdf.ln(4)
    pdf.set_font(FONT, "B", 12)
    pdf.cell(0, 7, "КОММЕНТАРИИ К ПРОТЕСТУ", new_x="LMARGIN", new_y="NEXT")
    if game is None:
        for _ in range(6):
            pdf.cell(width, 8, "", border="B", new_x="LMARGIN", new_y="NEXT")
        return
    if game.after.protest:
        wrapped(pdf, width, "Протест: " + game.after.protest, size=9)
    wrapped(pdf, width, game.after.comments or ("—" if not game.after.protest else ""), size=9)


def _reasons(game: Game) -> list[str]:
    state = game.state
    out = []
    victim, points = best_move_points(state, game.profile)
    if victim is not None and state.best_move:
        out.append(f"Игрок {victim} ({state.player(victim).nick}): лучший ход "
                   f"{', '.join(map(str, state.best_move[1]))} — {_signed(points)} (п. 8.3.1)")
    for e in game.after.extras:
        out.append(f"Игрок {e.seat} ({state.player(e.seat).nick}): {_signed(e.points)} от судьи "
                   f"(п. 8.4) — {e.reason}")
    for pen in game.after.penalties:
        out.append(f"Игрок {pen.seat} ({state.player(pen.seat).nick}): "
                   f"{_signed(game.profile.penalty_points)} штраф (п. {pen.rule}) — {pen.reason}")
    for p in state.players:
        if p.disqualified.startswith("6.8"):
            out.append(f"Игрок {p.seat} ({p.nick}): {_signed(game.profile.team_defeat_points)} — "
                       f"дисквалификация с поражением команды (п. {p.disqualified}, 8.2.4)")
        elif p.disqualified:
            out.append(f"Игрок {p.seat} ({p.nick}): "
                       f"{_signed(game.profile.disqualification_points)} — дисквалификация "
                       f"(п. {p.disqualified}, 8.2.4)")
        elif p.removed_by_fouls:
            out.append(f"Игрок {p.seat} ({p.nick}): {_signed(game.profile.four_fouls_points)} — "
                       "удаление за 4 фола (8.2.4)")
    return out


def _signed(value: Decimal) -> str:
    return ("+" if value > 0 else "") + points_text(value)
