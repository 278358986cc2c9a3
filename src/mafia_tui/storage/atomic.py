"""Crash-safe file writes: temporary file in the same folder, fsync, ``os.replace``, fsync dir.

A reader sees either the old file or the new one, never a torn one (ECOSYSTEM.md §1, §6).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tinydb.storages import Storage


def _fsync(fd: int) -> None:
    if sys.platform == "darwin":  # plain fsync may stay in the drive's cache on macOS
        import fcntl

        with contextlib.suppress(OSError):
            fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
            return
    os.fsync(fd)


def atomic_write_bytes(path: Path, payload: bytes) -> None:
    """Replace ``path`` with ``payload`` atomically and durably.

    Raises:
        OSError: the write failed (disk full, read-only...); ``path`` is untouched and no
            temporary file is left behind.
    """
    folder = path.parent
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=path.suffix, dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            _fsync(handle.fileno())
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if hasattr(os, "O_DIRECTORY"):
        dfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def _replace(src: str, dst: Path) -> None:
    """``os.replace``, retried briefly on Windows where scanners hold files open."""
    for attempt in range(5):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 4:
                raise
            time.sleep(0.05 * (attempt + 1))


def dumps(data: Any) -> bytes:
    """JSON as we store it: UTF-8, Cyrillic kept readable, stable key order."""
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False).encode("utf-8")


class AtomicJSONStorage(Storage):
    """A tinydb storage that never leaves a torn file (tinydb's JSONStorage does)."""

    def __init__(self, path: str | os.PathLike[str], **_: Any) -> None:
        self.path = Path(path)

    def read(self) -> dict[str, dict[str, Any]] | None:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        return json.loads(text) if text.strip() else None

    def write(self, data: dict[str, dict[str, Any]]) -> None:
        atomic_write_bytes(self.path, dumps(data))
