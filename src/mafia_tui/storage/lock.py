"""One writer per game: an OS lock on ``<id>.lock`` that dies with its process.

``kill -9`` releases it, so a crashed app never locks its own game out.
"""

from __future__ import annotations

import os
from pathlib import Path


class LockedError(Exception):
    """Another running app has this game open."""


class GameLock:
    """An exclusive, non-blocking lock held while a game is open for writing."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> None:
        """Take the lock.

        Raises:
            LockedError: another process holds it.
        """
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            raise LockedError(str(self.path)) from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        self._fd = fd

    def release(self) -> None:
        """Let go of the lock (safe to call twice)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            _unlock(fd)
            os.close(fd)


if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, 0)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
