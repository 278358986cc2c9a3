"""The games list's cache: one row per game, stamped with its file's size and mtime.

It is only a cache: every row can be rebuilt from the game files, so a catalogue that is
missing, truncated, not JSON, of the wrong shape or on a disk that refuses writes is ignored
or rebuilt, never a reason to fail. Nothing lives only here (``archived`` is in the game file).

The file is JSON Lines, newest game first: a header line, then one array per game in the
order of :data:`COLUMNS`. The games list reads only its first screenful (:meth:`head`) before
its first frame, and arrays read in half the time of objects. A catalogue in the first
landing's layout (tinydb's ``{"_default": {...}}``) is read once and written anew.

Version 4 adds the head judge's void and the stand-ins. A row of an older layout is kept
(thousands of games need no replay): both are taken from the game file as written
(``after.void``, ``players``), a JSON read without the engine; a row whose file does not give
them is dropped, and the game is listed from its file as any new one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..rules.ids import valid_game_id
from .atomic import atomic_write_bytes, dumps
from .safe_open import open_regular, read_regular

CATALOGUE_LIMIT = 256 * 1024 * 1024
"""Far past any archive (a row is ~300 bytes); a larger file reads as broken: rebuilt."""

FORMAT = "mafia-tui/catalogue"
VERSION = 4
COLUMNS = (
    "id",
    "tournament",
    "stage",
    "table",
    "game_number",
    "date",
    "judge",
    "result",
    "finished",
    "archived",
    "nicks",
    "size",
    "mtime_ns",
    "signed",
    "void",
    "stand_ins",
)
"""A row's fields: the :class:`~.store.Listing` (``nicks`` a list), then the file's stamp,
then whether the head judge's check covers the record (version 3), the reason of his void
("" for none) and the stand-ins as ``[seat, planned player]`` (version 4)."""
OLD_COLUMNS = {2: COLUMNS[:13], 3: COLUMNS[:14]}
"""The earlier layouts that are still read (:meth:`Catalogue.rows`)."""
_HEADER = {"format": FORMAT, "version": VERSION, "columns": list(COLUMNS)}

Row = list[Any]


def _valid(row: Any) -> bool:
    """A row of :data:`COLUMNS`, each value of its column's type, its id a game's."""
    return (
        type(row) is list
        and len(row) == 16
        and _listing_typed(row)
        and _stamp_typed(row)
        and valid_game_id(row[0])
    )


def _listing_typed(row: Row) -> bool:
    """The columns of the :class:`~.store.Listing` after the id, of their types."""
    return (
        type(row[1]) is str
        and type(row[2]) is str
        and type(row[3]) is int
        and type(row[4]) is int
        and type(row[5]) is str
        and type(row[6]) is str
        and (row[7] is None or type(row[7]) is str)
        and type(row[8]) is bool
        and type(row[9]) is bool
        and type(row[10]) is list
        and all(type(n) is str for n in row[10])
    )


def _stamp_typed(row: Row) -> bool:
    """The file's stamp, the check, the void and the stand-ins, of their types."""
    return (
        type(row[11]) is int
        and type(row[12]) is int
        and type(row[13]) is bool
        and type(row[14]) is str
        and type(row[15]) is list
        and all(
            type(s) is list and len(s) == 2 and type(s[0]) is int and type(s[1]) is str
            for s in row[15]
        )
    )


class Catalogue:
    """Rows of the games list, read and written whole (failures are swallowed: a cache)."""

    def __init__(self, path: Path, games: Path | None = None) -> None:
        self.path = path
        self.games = games
        """The folder of the game files, where a row of an older layout finds its stand-ins."""
        self.outdated = False
        """The last :meth:`rows` found another layout (or none): write it again."""

    def rows(self) -> dict[str, Row]:
        """Every valid row by game id, newest first; an unreadable catalogue reads as empty
        (the next listing writes it again)."""
        try:
            payload, _ = read_regular(self.path, CATALOGUE_LIMIT, follow=False)
        except OSError:
            self.outdated = True
            return {}
        first, _, body = payload.partition(b"\n")
        previous = next((v for v in OLD_COLUMNS if self._ours(first, v)), None)
        self.outdated = previous is not None or not self._ours(first)
        if self.outdated and previous is None:
            return self._first_landing(payload)
        found = self._lines(body)
        if previous == 2:  # version 2 had no check column, and no game then could have a check
            found = [[*r, False] for r in found if isinstance(r, list)]
        if previous is not None:
            found = [self._upgraded(r) for r in found]
        return {r[0]: r for r in found if _valid(r)}

    def _upgraded(self, row: Any) -> Any:
        """A row of version 2 or 3 in this layout: the void and the stand-ins from its game
        file (None when it does not give them: the game is read again)."""
        if not isinstance(row, list) or len(row) != 14 or self.games is None:
            return None
        if not valid_game_id(row[0]):  # never a path out of the folder
            return None
        try:
            payload, _ = read_regular(self.games / f"{row[0]}.json", CATALOGUE_LIMIT)
            data = json.loads(payload)
            stand_ins = [
                [p["seat"], p["stand_in_for"]] for p in data["players"] if "stand_in_for" in p
            ]
            void = (data.get("after") or {}).get("void") or {}
            reason = void.get("reason", "")
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            return None
        return [*row, reason, stand_ins]

    def head(self, count: int, include_archived: bool = False) -> list[Row]:
        """The first ``count`` valid rows (archived ones left out unless asked), reading
        only as far as needed: the games list's first screenful."""
        out: list[Row] = []
        try:
            with open_regular(self.path) as handle:
                if not self._ours(handle.readline()):
                    return []
                for line in handle:
                    row = self._line(line)
                    if _valid(row) and (include_archived or not row[9]):
                        out.append(row)
                        if len(out) >= count:
                            break
        except OSError:
            return out
        return out

    def save(self, rows: list[Row]) -> bool:
        """Replace the catalogue with ``rows`` (in listing order) in one atomic write; False
        when the disk refused, which costs nothing but a slower next listing."""
        payload = b"\n".join([dumps(_HEADER), *(dumps(r) for r in rows)]) + b"\n"
        try:
            atomic_write_bytes(self.path, payload)
        except (OSError, ValueError, TypeError):
            return False
        return True

    @staticmethod
    def _ours(line: bytes, version: int = VERSION) -> bool:
        """The header of this layout (or of an older ``version`` of :data:`OLD_COLUMNS`)."""
        try:
            header = json.loads(line)
        except (ValueError, RecursionError):
            return False
        columns = list(COLUMNS) if version == VERSION else list(OLD_COLUMNS[version])
        return (
            isinstance(header, dict)
            and header.get("format") == FORMAT
            and header.get("version") == version
            and header.get("columns") == columns
        )

    @classmethod
    def _lines(cls, body: bytes) -> list[Any]:
        """Each line of ``body`` parsed (None where it is no JSON): all at once, or line by
        line when one is damaged."""
        try:
            found: list[Any] = json.loads(b"[" + body.rstrip(b"\n").replace(b"\n", b",") + b"]")
        except (ValueError, RecursionError):
            return [cls._line(line) for line in body.splitlines()]
        return found

    @staticmethod
    def _line(line: bytes) -> Any:
        try:
            return json.loads(line)
        except (ValueError, RecursionError):
            return None

    def _first_landing(self, payload: bytes) -> dict[str, Row]:
        """Rows of the first landing's layout, kept (5,000 games need not be read again)."""
        try:
            data = json.loads(payload)
            table = data.get("_default", {}) if isinstance(data, dict) else {}
            old = list(table.values()) if isinstance(table, dict) else []
        except (ValueError, RecursionError, AttributeError, TypeError):
            return {}
        found: dict[str, Row] = {}
        for r in old:
            if isinstance(r, dict) and isinstance(r.get("stamp"), list) and len(r["stamp"]) == 2:
                row = self._upgraded([r.get(c) for c in COLUMNS[:11]] + list(r["stamp"]) + [False])
                if _valid(row):
                    found[str(row[0])] = row
        return found
