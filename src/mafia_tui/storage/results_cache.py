"""A cache of each game's tournament result (``tournament.game_result.GameResult`` as plain
data), keyed by the game file's stamp, so the tournament table replays only the games that
changed.

Like the catalogue it is only a cache: missing, broken or unwritable, it costs a replay, never
a wrong table (an entry is used only while its game file's size and mtime are the same).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from .atomic import atomic_write_bytes, dumps
from .safe_open import read_regular

RESULTS_CACHE = "results-cache.json"
"""The cache's name, made per machine (``results-cache.<machine>.json``): one writer."""
CACHE_LIMIT = 256 * 1024 * 1024
"""Far past any tournament's results; a larger file reads as broken: rebuilt."""


class ResultsCache:
    """``<data dir>/results-cache.<machine>.json``: {game id: {"stamp": [size, mtime_ns],
    "result": …}}."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._entries: dict[str, Any] | None = None
        self._dirty = False

    def _load(self) -> dict[str, Any]:
        if self._entries is None:
            try:
                data = AtomicJSONStorage(self.path).read()
            except (OSError, ValueError, RecursionError):
                data = None
            self._entries = data if isinstance(data, dict) else {}
        return self._entries

    def get(self, game_id: str, stamp: tuple[int, int]) -> Any:
        """The cached result data for this stamp, or None."""
        entry = self._load().get(game_id)
        if isinstance(entry, dict) and entry.get("stamp") == list(stamp):
            return entry.get("result")
        return None

    def put(self, game_id: str, stamp: tuple[int, int], result: dict[str, Any]) -> None:
        self._load()[game_id] = {"stamp": list(stamp), "result": result}
        self._dirty = True

    def forget(self, game_id: str) -> None:
        if self._load().pop(game_id, None) is not None:
            self._dirty = True

    def save(self) -> bool:
        """Write the cache if it changed; False when the disk refused (ignored)."""
        if not self._dirty:
            return True
        try:
            AtomicJSONStorage(self.path).write(self._load())
        except (OSError, ValueError, TypeError):
            return False
        self._dirty = False
        return True


class AtomicJSONStorage:
    """A JSON document of tables ({table: {doc id: doc}}, tinydb's layout, so tinydb still
    opens the files) read whole and written in one atomic write, never a torn file."""

    def __init__(self, path: str | os.PathLike[str], **_: Any) -> None:
        self.path = Path(path)

    def read(self) -> dict[str, dict[str, Any]] | None:
        try:
            payload, _ = read_regular(self.path, CACHE_LIMIT, follow=False)
        except FileNotFoundError:
            return None
        return json.loads(payload) if payload.strip() else None

    def write(self, data: dict[str, dict[str, Any]]) -> None:
        atomic_write_bytes(self.path, dumps(data))
