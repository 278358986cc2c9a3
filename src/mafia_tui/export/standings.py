"""The tournament table as rows for people and programs: text, CSV, JSON (and the PDFs).

Every figure comes from :func:`..rules.figures.cells`, the one rounding rule (each figure to
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
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..i18n import Catalog
from ..rules.figures import KEYS, cells, inversions, lot_groups, number, place_text, rounded
from ..rules.game_result import GameResult
from ..rules.setup import number_shown
from ..rules.texts import RESULT
from ..rules.tournament import GameLine, Row, Standings
from ..rules.tournament_rules import TournamentRules
from .stage_view import stage_word
from .texts import EXPORT

_HEADINGS = {
    "place": ("Место", "Place"),
    "nick": ("Игрок", "Player"),
    "games": ("Игр", "Games"),
    "wins": ("Побед", "Wins"),
    "wins_red": ("К", "Civ"),
    "wins_black": ("Ч", "Maf"),
    "wins_sheriff": ("Ш", "Sher"),
    "wins_don": ("Д", "Don"),
    "first_night": ("ПУ", "FN"),
    "main": ("Осн.", "Main"),
    "ci": ("Ci", "Ci"),
    "best_move": ("ЛХ", "BM"),
    "extra": ("Доп.", "Extra"),
    "total": ("Итого", "Total"),
    "fouls": ("Фолы", "Fouls"),
    "dq": ("Дискв.", "DQ"),
}

COLUMNS = [(key, *_HEADINGS[key]) for key in KEYS]
"""Key, Russian and English headings, in the paper's order. ПУ = убит в первую ночь."""

HEADS = Catalog("export.column", {**_HEADINGS, "needs_lot": ("Жребий", "Lot")})
"""The same headings as a text catalogue (the table keeps their order), and the screen's lot
column."""


def row_dict(row: Row) -> dict[str, Any]:
    """One player's figures of :data:`COLUMNS`, points as text with a decimal point ("6.67")."""
    values = cells(row)
    return {k: (f"{values[k]:f}" if isinstance(values[k], Decimal) else values[k]) for k in KEYS}


@lru_cache(maxsize=4096)
def exact(value: Fraction, places: int, lang: str = "en") -> str:
    """An exact value to ``places`` decimals, a decimal comma in Russian ("1,3333"). Cached:
    a big tournament's trace is tens of thousands of figures of a few hundred values."""
    return number(rounded(value, places), lang == "ru")


def json_text(st: Standings, name: str) -> str:
    """:func:`to_json` as text, one player a line: readable, and written by the json module's
    C encoder (an indented dump goes through its pure-Python one, 4x slower here)."""
    data = to_json(st, name)
    rows = data.pop("rows")
    head = json.dumps(data, ensure_ascii=False)[:-1]
    body = ",\n  ".join(json.dumps(r, ensure_ascii=False) for r in rows)
    return f'{head}, "rows": [\n  {body}\n]}}' if rows else f'{head}, "rows": []}}'


def k_notes(st: Standings, lang: str = "ru", rules: TournamentRules | None = None) -> list[str]:
    """What K (8.7) is and which games it applies to, one line per scope (the tournament, or
    each stage when K is counted per stage)."""
    rules = rules or TournamentRules()
    out = []
    for scope, k in st.k.items():
        where = (
            EXPORT.text("k_tournament", lang)
            if scope == "tournament"
            else EXPORT.text("k_stage", lang, stage=stage_word(scope, lang))
        )
        side = st.heavy_side.get(scope)
        if side:
            side_text = EXPORT.text(f"side_{side}", lang)
            out.append(
                EXPORT.text("k_heavy", lang, where=where, k=exact(k, 4, lang), side=side_text)
            )
        else:
            why = (
                EXPORT.text("k_many", lang, max=rules.k_max_participants)
                if st.participants > rules.k_max_participants
                else EXPORT.text("k_equal", lang)
            )
            out.append(EXPORT.text("k_not_applied", lang, where=where, why=why))
    return out


def order_notes(st: Standings, lang: str = "ru") -> list[str]:
    """Where a higher place prints a lower Итого (rounding each figure can do that by 0.01),
    the exact sums that decided it."""
    return [
        EXPORT.text(
            "order",
            lang,
            upper=upper.nick,
            lower=lower.nick,
            a=exact(upper.total, 4, lang),
            b=exact(lower.total, 4, lang),
        )
        for upper, lower in inversions(st.rows)
    ]


def lot_notes(st: Standings, lang: str = "ru") -> list[str]:
    """Who still needs a lot (8.8.5), by shared place; nothing when no one does."""
    groups = lot_groups(st.rows)
    if not groups:
        return []
    text = "; ".join(f"{places} — {', '.join(r.nick for r in rows)}" for places, rows in groups)
    return [EXPORT.text("lot_note", lang, groups=text)]


def notes(
    st: Standings,
    lang: str = "ru",
    rules: TournamentRules | None = None,
    *,
    counts: bool = True,
    legend: list[str] | None = None,
    name_unsigned: bool = True,
) -> list[str]:
    """The lines under the table, the same under every rendering of it: the counts (unless
    ``counts`` is False, for a screen that shows them in its title), K (8.7), the legend and
    the rounding rule (``legend``: a screen's shorter words for both), the places the exact
    sums decided, the lots needed (8.8.5), the games left out, the games the head judge has
    not checked (named unless ``name_unsigned`` is False: a screen beside the games list,
    which marks them, only counts them)."""
    out = [EXPORT.text("counts", lang, games=st.games, participants=st.participants)]
    if not counts:
        out = []
    out += k_notes(st, lang, rules)
    out += legend or [EXPORT.text("legend", lang), EXPORT.text("rounding", lang)]
    out += order_notes(st, lang) + lot_notes(st, lang)
    if st.ignored:
        games = "; ".join(game_ref(g, lang) for g in st.unfinished)
        out.append(EXPORT.text("ignored", lang, games=games))
    if st.unsigned:
        out.append(
            unsigned_note(st, lang)
            if name_unsigned
            else EXPORT.text("unsigned_count", lang, count=len(st.unsigned), total=st.games)
        )
    return out


def game_ref(g: GameResult, lang: str = "ru") -> str:
    """ "стол 1 игра 2 (отборочный)": a game as a head judge names it."""
    ref = EXPORT.text(
        "game_ref", lang, table=number_shown(g.table), game=number_shown(g.game_number)
    )
    return f"{ref} ({stage_word(g.stage, lang)})" if g.stage else ref


UNSIGNED_SHOWN = 6
"""The unsigned games named under the table; the rest are counted (``--unsigned`` lists all)."""


def unsigned_note(st: Standings, lang: str = "ru") -> str:
    """The games the head judge has not checked: while there are any the table is
    provisional."""
    shown = st.unsigned[:UNSIGNED_SHOWN]
    games = "; ".join(game_ref(g, lang) for g in shown)
    if len(st.unsigned) > len(shown):
        games += " " + EXPORT.text("and_more", lang, count=len(st.unsigned) - len(shown))
    return EXPORT.text("unsigned", lang, count=len(st.unsigned), total=st.games, games=games)


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
        "rounding": EXPORT.text("rounding", "en"),
        "rows": [
            {
                **row_dict(r),
                "total_exact": exact(r.total, 4),
                "needs_lot": r.needs_lot,
                "lot": r.lot,
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


def to_csv(st: Standings, lang: str = "ru", style: str | None = None) -> str:
    """The table as CSV text (lines end in CRLF: write it with ``newline=""``, or use
    :func:`write_csv`). ``style``: "excel-ru", "excel" or "plain" (default: by language)."""
    rows: list[list[Any]] = [
        [HEADS.text(key, lang) for key in KEYS] + [EXPORT.text("needs_lot", lang)]
    ]
    for r in st.rows:
        values = cells(r)
        rows.append([values[key] for key in KEYS] + [int(r.needs_lot)])
    return _csv(rows, csv_style(lang, style))


TRACE_COLUMNS = [
    ("Игрок", "Player"),
    ("Место", "Place"),
    ("Игра (файл)", "Game id"),
    ("Этап", "Stage"),
    ("Стол", "Table"),
    ("Игра №", "Game no."),
    ("Место за столом", "Seat"),
    ("Роль", "Role"),
    ("Результат", "Result"),
    ("Победа", "Won"),
    ("K", "K"),
    ("Осн.", "Main"),
    ("Ci", "Ci"),
    ("ЛХ", "BM"),
    ("Судья", "Judge"),
    ("Штрафы", "Penalties"),
    ("Доп.", "Extra"),
    ("Итого", "Total"),
]
"""The trace's headings, Russian and English, in order."""

TRACE_HEADS = Catalog("export.trace_column", {en: (ru, en) for ru, en in TRACE_COLUMNS})
"""The same headings as a text catalogue, keyed by the English heading."""


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
                    EXPORT.text(f"role_{x.role.value}", lang),
                    RESULT.text(x.result or "none", lang),
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
    head = [TRACE_HEADS.text(en, lang) for _, en in TRACE_COLUMNS]
    return _csv([head, *trace_rows(st, lang)], csv_style(lang, style))


def _write(text: str, out: Path) -> Path:
    """Write CSV text as it is: UTF-8 (the mark is in the text), no newline translation, so a
    CRLF stays CRLF on Windows too."""
    with open(out, "w", encoding="utf-8", newline="") as handle:
        handle.write(text)
    return Path(out)


def write_csv(st: Standings, out: Path, lang: str = "ru", style: str | None = None) -> Path:
    """Write the table as CSV (see :func:`to_csv`)."""
    return _write(to_csv(st, lang, style), out)


def write_trace_csv(st: Standings, out: Path, lang: str = "ru", style: str | None = None) -> Path:
    """Write the per-game trace as CSV (see :func:`trace_csv`)."""
    return _write(trace_csv(st, lang, style), out)
