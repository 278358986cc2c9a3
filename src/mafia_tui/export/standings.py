"""The tournament table as rows for people and programs: text, CSV, JSON (and the PDFs).

Rounding, the same everywhere a table is shown: each figure (Осн., Ci, Доп., ЛХ) is rounded
half up to 0.01 on its own, and Итого is the sum of the rounded Осн., Ci and Доп., so every
printed row adds up. Places come from the exact sums (8.8), which the per-game trace and the
JSON keep.

CSV is written for Excel: UTF-8 with a byte-order mark, and in Russian ``;`` between cells and a
decimal comma (what Excel expects in a Russian locale); ``plain`` is ``,`` and ``.`` without
the mark, for programs. A text cell that Excel would read as a formula (``=``, ``+``, ``-``,
``@``, a tab or a carriage return first) is written with a leading ``'``.
"""

from __future__ import annotations

import csv
import io
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..i18n import Catalog
from ..rules.roles import Role
from ..rules.tournament import GameLine, Row, Standings, TournamentRules, fmt
from ..rules.values import frozen
from .texts import EXPORT

COLUMNS = [
    ("place", "Место", "Place"),
    ("nick", "Игрок", "Player"),
    ("games", "Игр", "Games"),
    ("wins", "Побед", "Wins"),
    ("wins_red", "К", "Civ"),
    ("wins_black", "Ч", "Maf"),
    ("wins_sheriff", "Ш", "Sher"),
    ("wins_don", "Д", "Don"),
    ("first_night", "ПУ", "FN"),
    ("main", "Осн.", "Main"),
    ("ci", "Ci", "Ci"),
    ("best_move", "ЛХ", "BM"),
    ("extra", "Доп.", "Extra"),
    ("total", "Итого", "Total"),
    ("fouls", "Фолы", "Fouls"),
    ("dq", "Дискв.", "DQ"),
]
"""Key, Russian and English headings. ПУ = убит в первую ночь (first-night deaths)."""

HEADS = Catalog("export.column", {key: (ru, en) for key, ru, en in COLUMNS})
"""The same headings as a text catalogue (the table keeps their order)."""

CENT = Decimal("0.01")

ROUNDING = EXPORT.text("rounding", "ru")
"""The rounding note of the (Russian-only) table PDF."""
LEGEND = (
    "К, Ч, Ш, Д — победы красным, чёрным, шерифом, доном. ПУ — убит в первую ночь. "
    "Осн. — основные баллы: 1 за победу, в «тяжёлой» игре 1 × K "
    "(8.7). Ci — компенсация за отстрел в первую ночь (8.6), основные баллы. "
    "Доп. — дополнительные баллы: лучший ход (ЛХ, 8.3) + баллы судьи (8.4) − штрафы (8.5) "
    "и дисквалификации (8.2.4); ЛХ показан отдельно и уже входит в Доп. "
    "Итого = Осн. + Ci + Доп. Места через тире — нужен жребий (8.8.5)."
)


def cents(value: Fraction | Decimal) -> Decimal:
    """A figure rounded half up to 0.01, as every table prints it."""
    if isinstance(value, Fraction):
        value = Decimal(value.numerator) / Decimal(value.denominator)
    return value.quantize(CENT, ROUND_HALF_UP)


@frozen
class Figures:
    """One player's printed figures: each rounded, and a total that is their sum."""

    main: Decimal
    ci: Decimal
    best_move: Decimal
    extra: Decimal

    @property
    def total(self) -> Decimal:
        return self.main + self.ci + self.extra

    @classmethod
    def of(cls, row: Row) -> Figures:
        return cls(cents(row.main), cents(row.ci), cents(row.best_move), cents(row.extra))


def place_text(row: Row) -> str:
    """ "3" or "3–4" when only a lot can separate them (8.8.5)."""
    return str(row.place) if row.place == row.place_to else f"{row.place}–{row.place_to}"


def _values(row: Row) -> dict[str, Any]:
    """One player's figures as numbers (Decimal for points)."""
    f = Figures.of(row)
    return {
        "place": place_text(row),
        "nick": row.nick,
        "games": row.games,
        "wins": row.wins,
        "wins_red": row.wins_as(Role.CIVILIAN),
        "wins_black": row.wins_as(Role.MAFIA),
        "wins_sheriff": row.wins_as(Role.SHERIFF),
        "wins_don": row.wins_as(Role.DON),
        "first_night": row.first_night_deaths,
        "main": f.main,
        "ci": f.ci,
        "best_move": f.best_move,
        "extra": f.extra,
        "total": f.total,
        "fouls": row.fouls,
        "dq": row.disqualifications,
    }


def row_dict(row: Row) -> dict[str, Any]:
    """One player's figures, points as text with a decimal point ("6.67")."""
    return {k: (f"{v:f}" if isinstance(v, Decimal) else v) for k, v in _values(row).items()}


def number(value: Decimal | int, comma: bool = True) -> str:
    """A figure for people: "6,67" (or "6.67" with ``comma`` False), a count as is."""
    text = f"{value:f}" if isinstance(value, Decimal) else str(value)
    return text.replace(".", ",") if comma else text


def k_notes(st: Standings, lang: str = "ru", rules: TournamentRules | None = None) -> list[str]:
    """What K (8.7) is and which games it applies to, one line per scope (the tournament, or
    each stage when K is counted per stage)."""
    rules = rules or TournamentRules()
    out = []
    for scope, k in st.k.items():
        where = (
            EXPORT.text("k_tournament", lang)
            if scope == "tournament"
            else EXPORT.text("k_stage", lang, stage=_stage(scope, lang))
        )
        side = st.heavy_side.get(scope)
        if side:
            value = fmt(k, 4).replace(".", ",") if lang == "ru" else fmt(k, 4)
            side_text = EXPORT.text(f"side_{side}", lang)
            out.append(EXPORT.text("k_heavy", lang, where=where, k=value, side=side_text))
        else:
            why = (
                EXPORT.text("k_many", lang, max=rules.k_max_participants)
                if st.participants > rules.k_max_participants
                else EXPORT.text("k_equal", lang)
            )
            out.append(EXPORT.text("k_not_applied", lang, where=where, why=why))
    return out


def _stage(stage: str, lang: str) -> str:
    """A stage's name; an unknown one as it is written."""
    key = f"stage_{stage}"
    return EXPORT.text(key, lang) if key in EXPORT else stage


def order_notes(st: Standings, lang: str = "ru") -> list[str]:
    """Where a higher place prints a lower Итого (rounding each figure can do that by 0.01),
    the exact sums that decided it."""
    out = []
    for upper, lower in zip(st.rows, st.rows[1:], strict=False):
        if Figures.of(upper).total < Figures.of(lower).total:
            a, b = fmt(upper.total, 4), fmt(lower.total, 4)
            if lang == "ru":
                a, b = a.replace(".", ","), b.replace(".", ",")
            out.append(EXPORT.text("order", lang, upper=upper.nick, lower=lower.nick, a=a, b=b))
    return out


# --- JSON, text ------------------------------------------------------------------------------


def to_json(st: Standings, name: str) -> dict[str, Any]:
    """The standings with every player's per-game trace (exact to 4 places)."""
    return {
        "tournament": name,
        "games": st.games,
        "participants": st.participants,
        "k": {scope: fmt(k, 4) for scope, k in st.k.items()},
        "heavy_side": st.heavy_side,
        "ignored_unfinished": st.ignored,
        "rounding": EXPORT.text("rounding", "en"),
        "rows": [
            {
                **row_dict(r),
                "total_exact": fmt(r.total, 4),
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
                        "main": fmt(x.main, 4),
                        "ci": fmt(x.ci, 4),
                        "best_move": fmt(x.best_move),
                        "judge": fmt(x.judge),
                        "penalties": fmt(x.penalties),
                        "total": fmt(x.total, 4),
                    }
                    for x in r.lines
                ],
            }
            for r in st.rows
        ],
    }


def to_text(st: Standings, name: str, lang: str = "ru") -> str:
    """A fixed-width table for the terminal."""
    ru = lang == "ru"
    heads = [HEADS.text(key, lang) for key, _, _ in COLUMNS]
    rows = []
    for r in st.rows:
        values = _values(r)  # once per player, not once per column
        rows.append(
            [
                number(v, ru) if isinstance(v, Decimal) else str(v)
                for v in (values[key] for key, _, _ in COLUMNS)
            ]
        )
    widths = [
        max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(heads)
    ]
    lines = [name, "  ".join(h.ljust(w) for h, w in zip(heads, widths, strict=True))]
    for r, row in zip(st.rows, rows, strict=True):
        mark = EXPORT.text("lot_mark", lang) if r.needs_lot else ""
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + mark)
    lines.append(EXPORT.text("counts", lang, games=st.games, participants=st.participants))
    lines += k_notes(st, lang)
    lines.append(EXPORT.text("rounding", lang))
    lines += order_notes(st, lang)
    if st.ignored:
        lines.append(EXPORT.text("ignored", lang, games=", ".join(st.ignored)))
    return "\n".join(lines)


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
        [HEADS.text(key, lang) for key, _, _ in COLUMNS] + [EXPORT.text("needs_lot", lang)]
    ]
    for r in st.rows:
        values = _values(r)
        rows.append([values[key] for key, _, _ in COLUMNS] + [int(r.needs_lot)])
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


def four(value: Fraction) -> Decimal:
    """A per-game figure, to 4 places (K and Ci are fractions)."""
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
        Decimal("0.0001"), ROUND_HALF_UP
    )


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
                    _stage(x.stage, lang),
                    x.table,
                    x.game_number,
                    x.seat,
                    EXPORT.text(f"role_{x.role.value}", lang),
                    EXPORT.text(f"result_{x.result or 'none'}", lang),
                    EXPORT.text("won_yes" if x.won else "won_no", lang),
                    four(k) if k is not None else "",
                    four(x.main),
                    four(x.ci),
                    cents(x.best_move),
                    cents(x.judge),
                    cents(x.penalties),
                    cents(x.extra),
                    four(x.total),
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
