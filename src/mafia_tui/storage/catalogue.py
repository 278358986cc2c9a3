"""The games list's cache (tinydb): one row per game, stamped with its file's size and mtime.

It is only a cache: every row can be rebuilt from the game files, so a catalogue that is
missing, truncated, not JSON, of the wrong shape or on a disk that refuses writes is ignored
or rebuilt, never a reason to fail. Nothing lives only here (``archived`` is in the game file).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..rules.ids import valid_game_id
from .atomic import AtomicJSONStorage

_FIELDS: dict[str, tuple[type, ...]] = {
    "id": (str,), "tournament": (str,), "stage": (str,), "table": (int,),
    "game_number": (int,), "date": (str,), "judge": (str,), "result": (str, type(None)),
    "finished": (bool,), "archived": (bool,), "nicks": (list,), "stamp": (list,),
}


def _valid(row: Any) -> bool:
    if not isinstance(row, dict) or set(row) != set(_FIELDS):
        return False
    if not all(isinstance(row[k], types) for k, types in _FIELDS.items()):
        return False
    stamp = row["stamp"]
    return (valid_game_id(row["id"]) and all(isinstance(n, str) for n in row["nicks"])
            and len(stamp) == 2 and all(type(v) is int for v in stamp))


class Catalogue:
    """Rows of the games list, read and written whole (failures are swallowed: a cache)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def rows(self) -> dict[str, dict[str, Any]]:
        """Every valid row by game id; an unreadable catalogue reads as empty."""
        from tinydb import TinyDB

        try:
            with TinyDB(self.path, storage=AtomicJSONStorage) as db:
                found = [dict(r) for r in db.all()]
        except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return {}
        return {r["id"]: r for r in found if _valid(r)}

    def save(self, rows: dict[str, dict[str, Any]]) -> bool:
        """Replace the catalogue with ``rows`` in one atomic write (tinydb's own layout);
        False when the disk refused, which costs nothing but a slower next listing."""
        table = {str(n): row for n, row in enumerate(rows.values(), start=1)}
        try:
            AtomicJSONStorage(self.path).write({"_default": table})
        except (OSError, ValueError, TypeError):
            return False
        return True
