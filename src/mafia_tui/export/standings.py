"""The tournament table as rows for people and programs: text, CSV, JSON (and the PDF)."""

from __future__ import annotations

import csv
import io
from typing import Any

from ..rules.roles import Role
from ..rules.tournament import Row, Standings, fmt

COLUMNS = [
    ("place", "Место", "Place"), ("nick", "Игрок", "Player"), ("games", "Игр", "Games"),
    ("wins", "Побед", "Wins"), ("wins_red", "К", "Civ"), ("wins_black", "Ч", "Maf"),
    ("wins_sheriff", "Ш", "Sher"), ("wins_don", "Д", "Don"),
    ("first_night", "ПУ", "FN"), ("main", "Осн.", "Main"), ("ci", "Ci", "Ci"),
    ("best_move", "ЛХ", "BM"), ("extra", "Доп.", "Extra"), ("total", "Итого", "Total"),
    ("fouls", "Фолы", "Fouls"), ("dq", "Дискв.", "DQ"),
]
"""Key, Russian and English headings. ПУ = убит в первую ночь (first-night deaths)."""


def place_text(row: Row) -> str:
    """"3" or "3–4" when only a lot can separate them (8.8.5)."""
    return str(row.place) if row.place == row.place_to else f"{row.place}–{row.place_to}"


def row_dict(row: Row) -> dict[str, Any]:
    """One player's figures."""
    return {
        "place": place_text(row), "nick": row.nick, "games": row.games, "wins": row.wins,
        "wins_red": row.wins_as(Role.CIVILIAN), "wins_black": row.wins_as(Role.MAFIA),
        "wins_sheriff": row.wins_as(Role.SHERIFF), "wins_don": row.wins_as(Role.DON),
        "first_night": row.first_night_deaths, "main": fmt(row.main), "ci": fmt(row.ci),
        "best_move": fmt(row.best_move), "extra": fmt(row.extra), "total": fmt(row.total),
        "fouls": row.fouls, "dq": row.disqualifications,
    }


def to_json(st: Standings, name: str) -> dict[str, Any]:
    """The standings with every player's per-game trace."""
    return {
        "tournament": name, "games": st.games, "participants": st.participants,
        "k": {scope: fmt(k, 4) for scope, k in st.k.items()},
        "heavy_side": st.heavy_side, "ignored_unfinished": st.ignored,
        "rows": [
            {**row_dict(r), "needs_lot": r.needs_lot, "lot": r.lot,
             "trace": [{"game": x.game_id, "stage": x.stage, "table": x.table,
                        "game_number": x.game_number, "seat": x.seat, "role": x.role.value,
                        "result": x.result, "won": x.won, "heavy": x.heavy,
                        "main": fmt(x.main, 4), "ci": fmt(x.ci, 4),
                        "best_move": fmt(x.best_move), "judge": fmt(x.judge),
                        "penalties": fmt(x.penalties), "total": fmt(x.total, 4)}
                       for x in r.lines]}
            for r in st.rows
        ],
    }


def to_csv(st: Standings, lang: str = "ru") -> str:
    """CSV with a header row in the chosen language."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([ru if lang == "ru" else en for _, ru, en in COLUMNS] + ["needs_lot"])
    for r in st.rows:
        d = row_dict(r)
        writer.writerow([d[key] for key, _, _ in COLUMNS] + [int(r.needs_lot)])
    return out.getvalue()


def to_text(st: Standings, name: str, lang: str = "ru") -> str:
    """A fixed-width table for the terminal."""
    heads = [ru if lang == "ru" else en for _, ru, en in COLUMNS]
    rows = [[str(row_dict(r)[key]) for key, _, _ in COLUMNS] for r in st.rows]
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h)
              for i, h in enumerate(heads)]
    lines = [name, "  ".join(h.ljust(w) for h, w in zip(heads, widths, strict=True))]
    for r, row in zip(st.rows, rows, strict=True):
        mark = "  (жребий 8.8.5)" if r.needs_lot and lang == "ru" else (
            "  (lot 8.8.5)" if r.needs_lot else "")
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + mark)
    k = ", ".join(f"{scope}: K={fmt(v, 4)} ({st.heavy_side[scope] or '—'})"
                  for scope, v in st.k.items())
    lines.append(("Игр: " if lang == "ru" else "Games: ") + f"{st.games}; "
                 + ("участников: " if lang == "ru" else "participants: ")
                 + f"{st.participants}; {k}")
    if st.ignored:
        lines.append(("Не завершены (не учтены): " if lang == "ru" else "Unfinished (left out): ")
                     + ", ".join(st.ignored))
    return "\n".join(lines)
