"""The roster to and from files: CSV (Excel-safe, as the standings CSV) and JSON.

CSV is written the way :mod:`..export.standings` writes the table: UTF-8 with a byte-order
mark, ``;`` between cells in Russian (``,`` in English), a text cell that Excel would run as a
formula written with a leading ``'``. Reading takes what Excel saves back: either separator,
with or without the mark, or the Windows Russian code page (cp1251) when the file is not UTF-8;
headings in Russian or English (or the JSON keys); aliases in one cell, ``;``-separated.

JSON is ``{"format": "mafia-tui/roster", "version": 1, "players": [...]}`` (a bare list of
players is read too). An import is all or nothing: one bad line and nothing is added.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from ..export.standings import CSV_STYLES, FORMULA_START, csv_style, safe_text
from ..i18n import folded
from ..rules.setup import nick_key
from ..storage.inputs import InputError, Reason, read_input
from ..storage.roster import (
    PLATFORMS,
    TEXT_FIELDS,
    Roster,
    RosterEntry,
    RosterError,
    make_entry,
)
from ..storage.roster_texts import ROSTER

FORMAT = "mafia-tui/roster"
COLUMNS = ("nick", *TEXT_FIELDS, "aliases")
IMPORT_LIMIT = 16 * 1024 * 1024
"""A roster file larger than this is no roster (a club of thousands is a few hundred KB)."""


def entry_json(entry: RosterEntry) -> dict[str, Any]:
    """An entry as exported: the stored fields without the query keys."""
    out = entry.to_dict()
    out.pop("key", None)
    out.pop("alias_keys", None)
    return out


def to_json(entries: list[RosterEntry]) -> str:
    doc = {"format": FORMAT, "version": 1, "players": [entry_json(e) for e in entries]}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def to_csv(entries: list[RosterEntry], lang: str = "ru", style: str | None = None) -> str:
    """The roster as CSV text (CRLF lines; the mark is in the text)."""
    sep, _, bom = CSV_STYLES[csv_style(lang, style)]
    out = io.StringIO()
    writer = csv.writer(out, delimiter=sep, lineterminator="\r\n")
    writer.writerow([ROSTER.text(f"field_{c}", lang) for c in COLUMNS])
    for e in entries:
        cells = [e.nick, *(getattr(e, f) for f in TEXT_FIELDS), "; ".join(e.aliases)]
        writer.writerow([_safe(c) for c in cells])
    return ("\ufeff" if bom else "") + out.getvalue()


def export_roster(entries: list[RosterEntry], out: Path, fmt: str, lang: str = "ru") -> int:
    """Write ``entries`` to ``out`` as "csv" or "json"; returns how many players.

    Raises:
        OSError: the place refused.
    """
    text = to_csv(entries, lang) if fmt == "csv" else to_json(entries)
    with open(out, "w", encoding="utf-8", newline="") as handle:
        handle.write(text)
    return len(entries)


def other_headings(column: str, lang: str) -> list[str]:
    """Headings people write for ``column`` besides the ones this app writes, in ``lang``
    (``other_<column>`` of the roster's catalogue); a platform's id column is read by its name
    with "ID" before or after it too (``ID mafiaratings``)."""
    known = f"other_{column}" in ROSTER
    return ROSTER.text(f"other_{column}", lang).split("|") if known else []


def heading_column(heading: str) -> str | None:
    """The roster column a CSV heading names, or None: this app's headings in either
    language, the keys, :func:`other_headings`, a platform's name with "ID" ("ID MWT"); case
    aside, ё as е, every language's whatever the judge's."""
    word = folded(" ".join(heading.split()))
    for column in COLUMNS:
        words = {column, *(ROSTER.text(f"field_{column}", lang) for lang in LANGS)}
        words |= {w for lang in LANGS for w in other_headings(column, lang)}
        if column in PLATFORMS:
            words |= {
                w
                for lang in LANGS
                for w in ROSTER.text("id_headings", lang, platform=column).split("|")
            }
        if word in {folded(w) for w in words}:
            return column
    return None


LANGS = ("ru", "en")


def accepted_headings(lang: str) -> str:
    """The headings a roster CSV may have, for a refusal: each column's, with its others."""
    out = []
    for column in COLUMNS:
        own = ROSTER.text(f"field_{column}", lang)
        others = other_headings(column, lang)
        if column in PLATFORMS:
            others.append(f"ID {own}")
        out.append(f"{own} ({', '.join(others)})" if others else own)
    return "; ".join(out)


def _decode(payload: bytes) -> str:
    try:
        return payload.decode("utf-8-sig")
    except UnicodeDecodeError:
        return payload.decode("cp1251", errors="replace")


def _safe(text: str) -> str:
    """A cell Excel will not run as a formula (:func:`safe_text`), which reads back as it
    was: a text that is quotes then a formula character (``'=``) gets one more quote too, or
    reading it back would take its own quote for the guard."""
    if text.lstrip("'").startswith(FORMULA_START):
        return "'" + text
    return safe_text(text)


def _unsafe(text: str) -> str:
    """Undo :func:`_safe`: one leading ``'`` before quotes and a formula character."""
    if text.startswith("'") and text.lstrip("'").startswith(FORMULA_START):
        return text[1:]
    return text


class Known:
    """The accepted headings as a message parameter, said in the message's language."""

    def message(self, lang: str = "ru") -> str:
        return accepted_headings(lang)


class _Seen:
    """The nicknames of an import so far: one player twice (case-folded, or once under an old
    name) is a mistake in the file, refused with both places rather than guessed."""

    def __init__(self, csv_lines: bool) -> None:
        self.csv_lines = csv_lines
        self.first: dict[str, RosterError] = {}

    def check(self, n: int, entry: RosterEntry) -> RosterEntry:
        place = RosterError("at_line", n=n) if self.csv_lines else RosterError("at_entry", n=n)
        for name in (entry.nick, *entry.aliases):
            key = nick_key(name)
            if key in self.first:
                raise RosterError("why_again", nick=name, first=self.first[key])
            self.first[key] = place
        return entry


def _cells(columns: list[str | None], row: list[str]) -> dict[str, Any]:
    """A line's cells by their columns' fields (the aliases split at ``;``), each read back
    from the CSV guard (:func:`_unsafe`)."""
    data: dict[str, Any] = {}
    for column, cell in zip(columns, row, strict=False):
        if column == "aliases":
            data["aliases"] = [a.strip() for a in _unsafe(cell.strip()).split(";") if a.strip()]
        elif column is not None:
            data[column] = _unsafe(cell.strip())
    return data


def from_csv(text: str) -> list[RosterEntry]:
    """The entries of a CSV roster.

    Raises:
        RosterError: ``why_unknown_column``, ``why_no_nick_column`` or ``why_line``.
    """
    text = text.removeprefix("\ufeff")
    first = text.split("\n", 1)[0]
    sep = ";" if first.count(";") > first.count(",") else ","
    rows = list(csv.reader(io.StringIO(text), delimiter=sep))
    if not rows:
        return []
    columns = [heading_column(h) for h in rows[0]]
    unknown = [h.strip() for h, c in zip(rows[0], columns, strict=True) if c is None and h.strip()]
    if unknown:  # nothing is guessed or silently dropped: the file's heading, and the known
        raise RosterError("why_unknown_column", heading=unknown[0][:40], known=Known())
    if "nick" not in columns:
        raise RosterError("why_no_nick_column", known=Known())
    out = []
    seen = _Seen(csv_lines=True)
    for n, row in enumerate(rows[1:], 2):
        if not any(cell.strip() for cell in row):
            continue
        out.append(_checked(seen, n, _cells(columns, row), "why_line"))
    return out


def from_json(text: str) -> list[RosterEntry]:
    """The entries of a JSON roster (ours, or a bare list of players).

    Raises:
        RosterError: ``why_json``, ``why_shape`` or ``why_entry``.
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise RosterError("why_json") from None
    if isinstance(data, dict) and data.get("format") == FORMAT:
        data = data.get("players")
    if not isinstance(data, list):
        raise RosterError("why_shape")
    out = []
    seen = _Seen(csv_lines=False)
    for n, item in enumerate(data, 1):
        out.append(_checked(seen, n, item, "why_entry"))
    return out


def _checked(seen: _Seen, n: int, data: Any, why: str) -> RosterEntry:
    """Entry ``n`` of a file made and checked against those before it; refused, ``why``
    names where (the line of a CSV, the place in a JSON list) and what is wrong."""
    try:
        return seen.check(n, make_entry(data))
    except RosterError as err:
        raise RosterError(why, n=n, what=err) from None


def read_roster_file(path: Path) -> list[RosterEntry]:
    """The entries of a roster file: JSON when it starts like JSON, else CSV.

    Raises:
        RosterError: ``bad_import`` saying why.
    """
    try:
        payload = read_input(path, IMPORT_LIMIT)
    except InputError as err:
        raise RosterError("bad_import", path=path, reason=Reason(err)) from None
    try:
        text = _decode(payload)
        entries = from_json(text) if text.lstrip()[:1] in ("{", "[") else from_csv(text)
    except RosterError as err:
        raise RosterError("bad_import", path=path, reason=err) from None
    return entries


def import_roster(roster: Roster, path: Path) -> tuple[int, int]:
    """Merge a roster file into ``roster``; returns (added, updated)."""
    return roster.merge(read_roster_file(path))


__all__ = [
    "COLUMNS",
    "PLATFORMS",
    "export_roster",
    "from_csv",
    "from_json",
    "import_roster",
    "read_roster_file",
    "to_csv",
    "to_json",
]
