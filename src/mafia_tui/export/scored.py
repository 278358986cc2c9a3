"""The tournament table under a scoring definition, as text and JSON: per player the points by
group and in total, the notes under it (the definition, its order of places, what the records
lack), and each player's games with the matters they set and what each policy paid."""

from __future__ import annotations

import json
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from ..rules.team_texts import word
from ..tournament.catalogue import Entry, label
from ..tournament.explain import sorting_words
from ..tournament.matters import names_of
from ..tournament.table import HubTable, Line, Row
from ..tournament.texts import EXPLAIN, GROUP, MATTER, TABLE
from .stage_view import stage_word
from .texts import EXPORT


def points(value: float, lang: str = "en", places: int = 2) -> str:
    """A float sum as the table prints it: half up to ``places`` ("6,67" in Russian)."""
    text = f"{Decimal(repr(value)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP):f}"
    if text.startswith("-") and not text.strip("-0.,"):
        text = text[1:]
    return text.replace(".", ",") if lang == "ru" else text


def place_text(row: Row) -> str:
    return str(row.place) if row.place == row.place_to else f"{row.place}–{row.place_to}"


def columns(table: HubTable) -> list[str]:
    """The table's columns: place, player, games, wins, each group the definition has,
    total."""
    return ["place", "nick", "games", "wins", *table.scoring.shown_groups, "total"]


def heading(key: str, lang: str) -> str:
    if key in ("main", "legacy", "extra", "penalty", "night1"):
        return GROUP.text(f"{key}_short", lang)
    return TABLE.text(key, lang)


def cells(row: Row, table: HubTable, lang: str) -> list[str]:
    out = []
    for key in columns(table):
        if key == "place":
            out.append(place_text(row))
        elif key == "nick":
            out.append(row.nick)
        elif key in ("games", "wins"):
            out.append(str(row.games if key == "games" else row.wins))
        elif key == "total":
            out.append(points(row.total, lang))
        else:
            out.append(points(row.points.get(key, 0.0), lang))
    return out


def title(name: str, entry: Entry, lang: str) -> str:
    return TABLE.text("title", lang, name=name, scoring=label(entry, lang))


def notes(table: HubTable, lang: str) -> list[str]:
    """The lines under the table, the same on the screen and in the text."""
    lines = [
        TABLE.text("counts", lang, games=table.games, players=len(table.rows)),
        TABLE.text("sorted", lang, layers=sorting_words(table.scoring.sorting, lang)),
    ]
    if table.red_share is not None:
        lines.append(TABLE.text("red_share", lang, share=points(table.red_share, lang, 4)))
    for note, games in table.lacking.items():
        lines.append(TABLE.text("lacking", lang, note=EXPLAIN.text(note, lang), games=games))
    for game, seat, group, number in table.faults:
        where = f"{group} {number}"
        lines.append(TABLE.text("fault", lang, where=where, game=game, seat=seat))
    if table.ignored:
        lines.append(TABLE.text("ignored", lang, ids=", ".join(table.ignored)))
    if table.unsigned:
        lines.append(TABLE.text("unsigned", lang, n=len(table.unsigned)))
    return lines


def line_ref(line: Line, lang: str) -> str:
    ref = EXPORT.text("game_ref", lang, table=line.table, game=line.game_number)
    return f"{ref} ({stage_word(line.stage, lang)})" if line.stage else ref


def trace_lines(row: Row, table: HubTable, lang: str) -> list[str]:
    """A player's games: each its seat, role, result and total, the matters it set (but
    "played", which every game sets), and what each policy paid (the policies that paid
    nothing left out; the JSON has them)."""
    out = [TABLE.text("trace_head", lang, nick=row.nick)]
    for line in row.lines:
        out.append(
            "  "
            + TABLE.text(
                "trace_game",
                lang,
                game=line_ref(line, lang),
                seat=line.seat,
                role=word("role", line.role, lang),
                result=word("side", line.result, lang),
                total=points(line.total, lang),
            )
        )
        matters = ", ".join(
            MATTER.text(m, lang).split(" (")[0] for m in names_of(line.matters) if m != "played"
        )
        out.append("    " + TABLE.text("trace_matters", lang, matters=matters))
        pays = "; ".join(
            TABLE.text("trace_pay", lang, where=_policy_name(table, p.group, p.number, lang),
                       points=points(p.points, lang))
            for p in line.pays
            if p.points
        )  # fmt: skip
        out.append("    " + (pays or TABLE.text("trace_nothing", lang)))
    return out


def _policy_name(table: HubTable, group: str, number: int, lang: str) -> str:
    policy = table.scoring.group(group)[number - 1]
    own = policy.name(lang)
    base = f"{GROUP.text(group + '_short', lang)} {number}"
    return f"{base} «{own}»" if own else base


def to_text(table: HubTable, name: str, entry: Entry, lang: str, trace: bool = True) -> str:
    """A fixed-width table, its notes, and (``trace``) every player's games."""
    heads = [heading(k, lang) for k in columns(table)]
    body = [cells(r, table, lang) for r in table.rows]
    widths = [max(len(x) for x in col) for col in zip(heads, *body, strict=True)]
    left = {0, 1}

    def fmt(row: list[str]) -> str:
        return "  ".join(
            c.ljust(w) if i in left else c.rjust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        ).rstrip()

    lines = [title(name, entry, lang), "", fmt(heads), *(fmt(r) for r in body), ""]
    lines += notes(table, lang)
    if trace:
        for row in table.rows:
            lines += ["", *trace_lines(row, table, lang)]
    return "\n".join(lines)


def to_json(table: HubTable, name: str, entry: Entry) -> dict[str, Any]:
    """The table with each player's games: matters by name, each policy's pay (4 places)."""
    sc = table.scoring
    return {
        "tournament": name,
        "scoring": {
            "key": entry.key,
            "name": entry.name,
            "id": entry.id,
            "version": entry.version,
            "sorting": sc.sorting,
            "source": list(entry.sources),
        },
        "games": table.games,
        "red_share": table.red_share,
        "lacking": table.lacking,
        "faults": [list(f) for f in table.faults],
        "unfinished": table.ignored,
        "unsigned": [g.id for g in table.unsigned],
        "players": [_row_json(r) for r in table.rows],
    }


def _row_json(row: Row) -> dict[str, Any]:
    return {
        "place": place_text(row),
        "nick": row.nick,
        "games": row.games,
        "wins": row.wins,
        "special_wins": row.special_wins,
        "killed_first_night": row.killed_first,
        "points": {g: _n(v) for g, v in row.points.items()},
        "total": _n(row.total),
        "mvp": _n(row.mvp),
        "games_trace": [
            {
                "game": line.game_id,
                "stage": line.stage,
                "table": line.table,
                "game_number": line.game_number,
                "seat": line.seat,
                "role": line.role.value,
                "result": line.result,
                "matters": names_of(line.matters),
                "pays": [
                    {"group": p.group, "policy": p.number, "points": _n(p.points), "mvp": _n(p.mvp)}
                    for p in line.pays
                ],
                "total": _n(line.total),
            }
            for line in row.lines
        ],
    }


def _n(value: float) -> float:
    return round(value, 4) + 0.0


def json_text(table: HubTable, name: str, entry: Entry) -> str:
    return json.dumps(to_json(table, name, entry), ensure_ascii=False, indent=1)
