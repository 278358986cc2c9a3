"""The tournament table as rows for people and programs: text, CSV, JSON (and the PDFs).

Every figure comes from :func:`..tournament.figures.cells`, the one rounding rule (each figure to
0.01 on its own, Итого the sum of the printed Осн., Ci and Доп.; places from the exact sums,
8.8); the notes under each table (:func:`notes`) say so, and are the same on the screen.

CSV is written for Excel: UTF-8 with a byte-order mark, and in Russian ``;`` between cells and a
decimal comma (what Excel expects in a Russian locale); ``plain`` is ``,`` and ``.`` without
the mark, for programs. A text cell that Excel would read as a formula (``=``, ``+``, ``-``,
``@``, a tab or a carriage return first) is written with a leading ``'``.
"""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..rules.team_texts import word
from ..tournament.figures import KEYS, cells, number, place_text, rounded
from ..tournament.standings import GameLine, Row, Standings
from ..tournament.tournament_rules import TournamentRules
from .stage_view import stage_word
from .standings_notes import exact, nick_text, notes
from .texts import EXPORT, HEADS, TRACE_HEADS

COLUMNS = [(key, *HEADS.entries[key]) for key in KEYS]
"""Key, Russian and English headings, in the paper's order."""


def row_dict(row: Row) -> dict[str, Any]:
    """One player's figures of :data:`COLUMNS`, points as text with a decimal point ("6.67")."""
    values = cells(row)
    return {k: (f"{values[k]:f}" if isinstance(values[k], Decimal) else values[k]) for k in KEYS}


def json_text(st: Standings, name: str) -> str:
    """:func:`to_json` as text, one player a line: readable, and written by the json module's
    C encoder (an indented dump goes through its pure-Python one, 4x slower here)."""
    data = to_json(st, name)
    rows = data.pop("rows")
    head = json.dumps(data, ensure_ascii=False)[:-1]
    body = ",\n  ".join(json.dumps(r, ensure_ascii=False) for r in rows)
    return f'{head}, "rows": [\n  {body}\n]}}' if rows else f'{head}, "rows": []}}'


# --- JSON, text ------------------------------------------------------------------------------


def to_json(st: Standings, name: str) -> dict[str, Any]:
    """The standings with every player's per-game trace (exact to 4 places)."""
    return {
        "tournament": name,
        "games": st.games,
        "participants": st.participants,
        "k": {scope: exact(k, 4) for scope, k in st.k.items()},
        "heavy_side": st.heavy_side,
        "ignored_unfinished": st.ignored,
        "unsigned": [g.id for g in st.unsigned],
        "voided": [
            {"game": g.id, "table": g.table, "game_number": g.game_number, "reason": g.void}
            for g in st.voided
        ],
        "stand_ins": [
            {"game": g.id, "seat": p.seat, "nick": p.nick, "for": p.stand_in_for}
            for g, p in st.stand_ins
        ],
        "outsiders": st.outsiders,
        "repeats": [[g.id for g in games] for games in st.repeats],
        "rounding": EXPORT.text("rounding", "en"),
        "rows": [
            {
                **row_dict(r),
                "total_exact": exact(r.total, 4),
                "needs_lot": r.needs_lot,
                "lot": r.lot,
                "stand_in_games": r.stood_in,
                "trace": [
                    {
                        "game": x.game_id,
                        "stage": x.stage,
                        "table": x.table,
                        "game_number": x.game_number,
                        "seat": x.seat,
                        "role": x.role.value,
                        "result": x.result,
                        "won": x.won,
                        "heavy": x.heavy,
                        "main": exact(x.main, 4),
                        "ci": exact(x.ci, 4),
                        "best_move": exact(x.best_move, 2),
                        "judge": exact(x.judge, 2),
                        "penalties": exact(x.penalties, 2),
                        "total": exact(x.total, 4),
                        **({"stand_in_for": x.stand_in_for} if x.stand_in_for else {}),
                    }
                    for x in r.lines
                ],
            }
            for r in st.rows
        ],
    }


def to_text(
    st: Standings, name: str, lang: str = "ru", rules: TournamentRules | None = None
) -> str:
    """A fixed-width table for the terminal, and its notes (:func:`notes`)."""
    ru = lang == "ru"
    heads = [HEADS.text(key, lang) for key in KEYS]
    rows = []
    for r in st.rows:
        values = cells(r)  # once per player, not once per column
        values["nick"] = nick_text(r)
        rows.append([_cell(values[key], ru) for key in KEYS])
    widths = [
        max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(heads)
    ]
    lines = [name, "  ".join(h.ljust(w) for h, w in zip(heads, widths, strict=True))]
    for r, row in zip(st.rows, rows, strict=True):
        mark = EXPORT.text("lot_mark", lang) if r.needs_lot else ""
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + mark)
    return "\n".join(lines + notes(st, lang, rules))


def _cell(value: Any, comma: bool) -> str:
    """A cell as people read it: a number by :func:`number`, text as it is."""
    if isinstance(value, (Decimal, int)) and not isinstance(value, bool):
        return number(value, comma)
    return str(value)


# --- CSV -------------------------------------------------------------------------------------

CSV_STYLES = {
    "excel-ru": (";", True, True),
    "excel": (",", False, True),
    "plain": (",", False, False),
}
"""Style: (separator, decimal comma, byte-order mark)."""
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_style(lang: str, style: str | None = None) -> str:
    """The style asked for, else Excel's for the language ("excel-ru" for Russian)."""
    if style is not None:
        if style not in CSV_STYLES:
            raise ValueError(style)
        return style
    return "excel-ru" if lang == "ru" else "excel"


def safe_text(text: str) -> str:
    """A text cell Excel will not run as a formula (CSV injection): a leading ``'``."""
    return "'" + text if text.startswith(FORMULA_START) else text


def _csv(rows: list[list[Any]], style: str) -> str:
    sep, comma, bom = CSV_STYLES[style]
    out = io.StringIO()
    writer = csv.writer(out, delimiter=sep, lineterminator="\r\n")
    for row in rows:
        writer.writerow(
            [
                number(v, comma)
                if isinstance(v, (Decimal, int)) and not isinstance(v, bool)
                else safe_text(str(v))
                for v in row
            ]
        )
    return ("\ufeff" if bom else "") + out.getvalue()


def to_csv(
    st: Standings,
    lang: str = "ru",
    style: str | None = None,
    rules: TournamentRules | None = None,
) -> str:
    """The table as CSV text (lines end in CRLF: write it with ``newline=""``, or use
    :func:`write_csv`). ``style``: "excel-ru", "excel" or "plain" (default: by language).

    The Excel styles end with the notes under the table, as on paper (:func:`notes`: the
    counts, K, the legend, the stand-ins, the voided games, whether the table is provisional):
    one blank row after the players, then each note in the first column, so Excel opens the
    players as one table (the blank row ends it for sorting and filters) with its notes under
    it. The plain style, for programs, stays the table alone; its facts are in the JSON."""
    rows: list[list[Any]] = [
        [HEADS.text(key, lang) for key in KEYS]
        + [EXPORT.text("needs_lot", lang), EXPORT.text("stand_in_games", lang)]
    ]
    for r in st.rows:
        values = cells(r)
        rows.append([values[key] for key in KEYS] + [int(r.needs_lot), r.stood_in])
    style = csv_style(lang, style)
    if style != "plain":
        rows += [[], *([note] for note in notes(st, lang, rules))]
    return _csv(rows, style)


TRACE_KEYS = (
    "nick",
    "place",
    "game_id",
    "stage",
    "table",
    "game_number",
    "seat",
    "role",
    "result",
    "won",
    "k",
    "main",
    "ci",
    "best_move",
    "judge",
    "penalties",
    "extra",
    "total",
)
"""The trace's columns, in order (their headings: :data:`.texts.TRACE_HEADS`)."""


def k_of(st: Standings, line: GameLine) -> Fraction | None:
    """The K that multiplied this game's win point, or None for a game that is not heavy."""
    if not line.heavy:
        return None
    return st.k.get(line.stage, st.k.get("tournament"))


def trace_rows(st: Standings, lang: str = "ru") -> list[list[Any]]:
    """Each player's games, one row a game: what each gave to each figure."""
    out: list[list[Any]] = []
    for r in st.rows:
        for x in r.lines:
            k = k_of(st, x)
            out.append(
                [
                    r.nick,
                    place_text(r),
                    x.game_id,
                    stage_word(x.stage, lang),
                    x.table,
                    x.game_number,
                    x.seat,
                    word("cell", x.role, lang),
                    word("side", x.result, lang),
                    EXPORT.text("won_yes" if x.won else "won_no", lang),
                    rounded(k, 4) if k is not None else "",
                    rounded(x.main, 4),
                    rounded(x.ci, 4),
                    rounded(x.best_move),
                    rounded(x.judge),
                    rounded(x.penalties),
                    rounded(x.extra),
                    rounded(x.total, 4),
                ]
            )
    return out


def trace_csv(st: Standings, lang: str = "ru", style: str | None = None) -> str:
    """The per-game trace as CSV (same styles as :func:`to_csv`)."""
    head = [TRACE_HEADS.text(key, lang) for key in TRACE_KEYS]
    return _csv([head, *trace_rows(st, lang)], csv_style(lang, style))


def _write(text: str, out: Path) -> Path:
    """Write CSV text as it is: UTF-8 (the mark is in the text), no newline translation, so a
    CRLF stays CRLF on Windows too."""
    with open(out, "w", encoding="utf-8", newline="") as handle:
        handle.write(text)
    return Path(out)


def write_csv(
    st: Standings,
    out: Path,
    lang: str = "ru",
    style: str | None = None,
    rules: TournamentRules | None = None,
) -> Path:
    """Write the table as CSV, with its notes (see :func:`to_csv`)."""
    return _write(to_csv(st, lang, style, rules), out)


def write_trace_csv(st: Standings, out: Path, lang: str = "ru", style: str | None = None) -> Path:
    """Write the per-game trace as CSV (see :func:`trace_csv`)."""
    return _write(trace_csv(st, lang, style), out)
