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
    "id": (str,),
    "tournament": (str,),
    "stage": (str,),
    "table": (int,),
    "game_number": (int,),
    "date": (str,),
    "judge": (str,),
    "result": (str, type(None)),
    "finished": (bool,),
    "archived": (bool,),
    "nicks": (list,),
    "stamp": (list,),
}


_KEYS = frozenset(_FIELDS)


def _valid(row: Any) -> bool:
    if not isinstance(row, dict) or row.keys() != _KEYS:
        return False
    for key, types in _FIELDS.items():
        if not isinstance(row[key], types):
            return False
    stamp = row["stamp"]
    return (
        len(stamp) == 2
        and type(stamp[0]) is int
        and type(stamp[1]) is int
        and valid_game_id(row["id"])
        and all(type(n) is str for n in row["nicks"])
    )


class Catalogue:
    """Rows of the games list, read and written whole (failures are swallowed: a cache)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def rows(self) -> dict[str, dict[str, Any]]:
        """Every valid row by game id; an unreadable catalogue reads as empty. (Read as plain
        JSON in tinydb's layout: tinydb's own reader costs twice as much at 5,000 games.)"""
        try:
            data = AtomicJSONStorage(self.path).read() or {}
            table = data.get("_default", {}) if isinstance(data, dict) else {}
            found = list(table.values()) if isinstance(table, dict) else []
        except (OSError, ValueError, TypeError, AttributeError, RecursionError):
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
