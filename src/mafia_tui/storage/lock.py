"""One writer per game: an OS lock on ``<id>.lock`` that dies with its process.

``kill -9`` releases it, so a crashed app never locks its own game out. Only *contention*
means "open in another window"; a filesystem that cannot lock at all (some network or FUSE
mounts, a read-only folder) is told apart, so the game can still be opened with a warning.

Nothing is ever written into a lock file the app did not make itself: a lock file is made
fresh (``O_CREAT | O_EXCL``) and only then holds the pid; one that is there already (a killed
run's, another machine's through a sync tool) is locked as it is and never written, and one
that is a link of any kind, a FIFO or a device is refused (issue #39).
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

_BUSY = {errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, getattr(errno, "EDEADLOCK", errno.EAGAIN)}
"""What a non-blocking lock says when another process holds it (EACCES and EDEADLOCK on
Windows and some Unixes)."""


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_OPEN = os.O_RDWR | _NOFOLLOW | _NONBLOCK | getattr(os, "O_CLOEXEC", 0)
"""The lock is opened without following a link and without waiting on a FIFO: a lock file a
shared folder turned into a link (to any file on the machine) is refused, never truncated or
written through; the game is then opened with the warning that a second window is not
stopped."""


class LockedError(Exception):
    """Another running app has this game open."""


class LockUnavailable(Exception):
    """The lock could not be taken for a reason other than another app (the OS error is the
    cause); the game may still be opened, with a warning that a second window is not stopped."""

    def __init__(self, path: Path, error: OSError, foreign: bool = False) -> None:
        super().__init__(f"{path}: {error.strerror or error}")
        self.path = path
        self.error = error
        self.foreign = foreign
        """The lock file is a link, a FIFO or a device: refused, never written through."""


class GameLock:
    """An exclusive, non-blocking lock held while a game is open for writing."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock.

        Raises:
            LockedError: another process holds it.
            LockUnavailable: the filesystem could not lock (or the lock file could not be
                made); nothing is held.
        """
        fd, fresh = _open_lock_file(self.path)
        try:
            _lock(fd)
        except OSError as exc:
            os.close(fd)
            if exc.errno in _BUSY:
                raise LockedError(str(self.path)) from None
            raise LockUnavailable(self.path, exc) from exc
        if fresh:  # only a file this call made is ever written: the pid, for a person looking
            try:
                os.write(fd, str(os.getpid()).encode())
            except OSError:
                pass  # a courtesy; the lock is what counts
        self._fd = fd

    def release(self) -> None:
        """Let go of the lock (safe to call twice)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                _unlock(fd)
            except OSError:
                pass
            os.close(fd)


def _open_lock_file(path: Path) -> tuple[int, bool]:
    """Open the lock file, and say whether this call made it.

    A fresh file is made with ``O_CREAT | O_EXCL``, so it is ours and may be written. A file
    that is there already is opened without ``O_CREAT`` and never written; it must be a
    regular file with one name: a hard link (``st_nlink > 1``: the same file may be any file
    of the machine, linked into the data dir) is refused like a symbolic link, a FIFO or a
    device.

    Raises:
        LockUnavailable: the file could not be opened, or is not a lock file we may use
            (``foreign``).
    """
    fresh = True
    for _ in range(3):  # made, removed and made again by others between two calls: rare
        try:
            fd = os.open(path, _OPEN | os.O_CREAT | os.O_EXCL, 0o644)
            break
        except FileExistsError:
            pass
        except OSError as exc:
            raise LockUnavailable(path, exc, exc.errno == errno.ELOOP) from exc
        try:
            fd = os.open(path, _OPEN)
            fresh = False
            break
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise LockUnavailable(path, exc, exc.errno == errno.ELOOP) from exc
    else:
        error = OSError(errno.EAGAIN, os.strerror(errno.EAGAIN), str(path))
        raise LockUnavailable(path, error)
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_nlink > 1:  # a FIFO, a device, a hard link
        os.close(fd)
        error = OSError(errno.EINVAL, os.strerror(errno.EINVAL), str(path))
        raise LockUnavailable(path, error, foreign=True)
    return fd, fresh


def try_lock_fd(fd: int) -> bool:
    """Lock an open file without waiting; False when it is held elsewhere or cannot lock."""
    return lock_fd(fd) == "taken"


def lock_fd(fd: int) -> str:
    """Lock an open file without waiting: "taken", "busy" (held elsewhere) or "unsupported"
    (the filesystem cannot lock: some network and FUSE mounts)."""
    try:
        _lock(fd)
    except OSError as exc:
        return "busy" if exc.errno in _BUSY else "unsupported"
    return "taken"


def unlock_fd(fd: int) -> None:
    """Release :func:`try_lock_fd`'s lock (closing the file does it too)."""
    try:
        _unlock(fd)
    except OSError:
        pass


class Msvcrt(Protocol):
    """What the lock uses of Windows's ``msvcrt`` (a fake stands in for it in the tests)."""

    LK_NBLCK: int
    LK_UNLCK: int

    def locking(self, fd: int, mode: int, nbytes: int, /) -> None: ...


def msvcrt_locks(msvcrt: Msvcrt) -> tuple[Callable[[int], None], Callable[[int], None]]:
    """Windows's lock and unlock of an open file: ``msvcrt.locking`` of its first byte. The
    lock covers bytes from the file's current position, so both go to byte 0 first (a lock
    file that was read or written would otherwise lock another byte and never meet the other
    window's). ``LK_NBLCK`` never waits: a held lock fails at once with EACCES (EDEADLOCK on
    some versions), which :func:`lock_fd` calls "busy"."""

    def lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

    return lock, unlock


# sys.platform rather than os.name: the type checker reads it and checks each branch for its
# own platform (msvcrt's locking exists only on Windows; its logic is msvcrt_locks, which the
# tests run everywhere with a fake msvcrt).
if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    _lock, _unlock = msvcrt_locks(msvcrt)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class CreatedLock:
    """A lock for a few milliseconds where the filesystem cannot lock (some network and FUSE
    mounts): held while a file made fresh by ``O_CREAT | O_EXCL`` exists. Creating it never
    opens a file that is there already (a link planted in its place included), and nothing is
    ever written into it. A file older than ``stale`` seconds is a killed holder's and is
    removed."""

    def __init__(self, path: Path, stale: float = 10.0) -> None:
        self.path = path
        self.stale = stale
        self._made: tuple[int, int] | None = None

    def acquire(self, wait: float) -> None:
        """Take the lock, waiting up to ``wait`` seconds.

        Raises:
            LockedError: another process held it all that time.
            OSError: the file could not be made for another reason.
        """
        import time

        end = time.monotonic() + wait
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
        while True:
            try:
                fd = os.open(self.path, flags, 0o644)
            except FileExistsError:
                self._clear_stale(time.time())
                if time.monotonic() > end:
                    raise LockedError(str(self.path)) from None
                time.sleep(0.01)
                continue
            info = os.fstat(fd)
            os.close(fd)
            self._made = (info.st_dev, info.st_ino)
            return

    def _clear_stale(self, now: float) -> None:
        try:
            info = os.lstat(self.path)
            if now - info.st_mtime > self.stale:
                os.unlink(self.path)
        except OSError:
            pass

    def release(self) -> None:
        """Remove the file if it is still the one this lock made (safe to call twice)."""
        made, self._made = self._made, None
        if made is None:
            return
        try:
            info = os.lstat(self.path)
            if (info.st_dev, info.st_ino) == made:
                os.unlink(self.path)
        except OSError:
            pass
