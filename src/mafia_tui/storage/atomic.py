"""Crash-safe file writes: temporary file in the same folder, fsync, ``os.replace``, fsync dir.

A reader sees either the old file or the new one, never a torn one (docs/DESIGN.md, "A game
on disk"). The temp file is locked while it exists, so a sweep of stale temp files
(:func:`sweep_temp_files`) can tell a killed writer's leftover from a file another process is
writing right now.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from .lock import lock_fd, try_lock_fd, unlock_fd
from .names import PREV_SUFFIX, TEMP_PREFIX, is_our_temp

STALE_SECONDS = 60
"""A temp file untouched this long, and locked by nobody, is a killed writer's leftover."""
PREV_LINK_PREFIX = f"{TEMP_PREFIX}prev-"
"""The link :func:`_keep_previous` makes of a game file before renaming it to ``.prev``:
the game file itself under a second name, so its age is when the name was made (ctime)."""
_POSIX = os.name != "nt"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def _fsync(fd: int) -> None:
    if sys.platform == "darwin":  # plain fsync may stay in the drive's cache on macOS
        import fcntl

        with contextlib.suppress(OSError):
            fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
            return
    os.fsync(fd)


def atomic_write_bytes(path: Path, payload: bytes, keep_previous: bool = False) -> None:
    """Replace ``path`` with ``payload`` atomically and durably.

    Args:
        keep_previous: first keep the current file as ``<name>.prev`` (a hard link, so it
            costs no copy); a later damaged file can then be recovered with one write lost.

    Raises:
        OSError: the write failed (disk full, read-only...); ``path`` is untouched and no
            temporary file is left behind.
    """
    folder = path.parent
    fd, tmp = _temp_beside(path)
    with _gone_on_failure(tmp, path):
        with os.fdopen(fd, "wb") as handle:
            if _POSIX:  # locked while it exists, so another app's sweep leaves it alone
                try_lock_fd(handle.fileno())
            handle.write(payload)
            handle.flush()
            _fsync(handle.fileno())
            if keep_previous:
                _keep_previous(path)
            if _POSIX:
                _replace(tmp, path)
        if not _POSIX:  # Windows renames only closed files
            _replace(tmp, path)
    _fsync_dir(folder)


def _temp_beside(path: Path) -> tuple[int, str]:
    """A fresh temp file of ours in ``path``'s folder (its descriptor and name); an error is
    said of ``path``."""
    try:
        return tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=path.suffix, dir=path.parent)
    except OSError as exc:
        raise named(exc, path) from exc


@contextlib.contextmanager
def _gone_on_failure(tmp: str, path: Path) -> Iterator[None]:
    """Whatever fails inside (a full disk, Ctrl+C), the temp file goes and ``path`` stays as
    it was; a disk's error is said of ``path``."""
    try:
        yield
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise named(exc, path) from exc
        raise


class NewFiles:
    """New files of one folder, written now and made visible together, each whole and on the
    disk before its name appears: every file goes to a temporary file first; :meth:`commit`
    flushes the disk's cache once for all of them (``sync``, which on Linux returns once the
    disk has it; elsewhere each file was fsynced as it was written), renames each into place
    and syncs the folder once.

    As crash-safe as :func:`atomic_write_bytes`: a reader sees a file whole or not at all, and
    a killed writer leaves only temporary files, swept once stale. The temporary files are
    closed as soon as written (no limit on how many wait), so they are not locked: another
    app's sweep leaves them alone only while they are young (:data:`STALE_SECONDS`), and the
    caller commits well before (:attr:`age`). For an import of many games, not for a save at
    the table: the durable write costs two syncs per commit instead of two per file.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.pending: list[tuple[str, Path]] = []
        self._since = 0.0

    @property
    def age(self) -> float:
        """Seconds since the oldest file waiting was written (0 when none waits)."""
        return time.monotonic() - self._since if self.pending else 0.0

    def add(self, path: Path, payload: bytes) -> None:
        """Write ``payload`` for ``path`` (in :attr:`folder`), visible at the next commit.

        Raises:
            OSError: the write failed; no temporary file is left for it.
        """
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=path.suffix, dir=self.folder)
        try:
            view = memoryview(payload)
            while view:  # os.write may take part of it
                view = view[os.write(fd, view) :]
            if not _SYNC_WAITS:
                _fsync(fd)  # no sync that waits for the disk here: each file's own
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        os.close(fd)
        if not self.pending:
            self._since = time.monotonic()
        self.pending.append((tmp, path))

    def commit(self) -> None:
        """Make every file added visible, durably.

        Raises:
            OSError: the disk refused; the files renamed before stay (each whole), the
                others' temporary files are removed.
        """
        pending, self.pending = self.pending, []
        if not pending:
            return
        done = 0
        try:
            if _SYNC_WAITS:
                _sync_all()
            for tmp, path in pending:
                _replace(tmp, path)
                done += 1
        except BaseException:
            for tmp, _ in pending[done:]:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
            raise
        _fsync_dir(self.folder)

    def discard(self) -> None:
        """Remove the files not committed (the caller gave up)."""
        pending, self.pending = self.pending, []
        for tmp, _ in pending:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


_SYNC_WAITS = sys.platform.startswith("linux") and hasattr(os, "sync")
"""``sync`` returns once the disk has every written byte (Linux); macOS's does not wait."""


def _sync_all() -> None:
    """Every byte written so far on the disk (see :data:`_SYNC_WAITS`); Windows has no such call."""
    if sys.platform != "win32":
        os.sync()


def _fsync_dir(folder: Path) -> None:
    """The folder's entries on the disk (a rename is durable); a no-op where folders cannot
    be opened (Windows)."""
    if hasattr(os, "O_DIRECTORY"):
        dfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def named(exc: OSError, path: Path) -> OSError:
    """``exc`` said of ``path``: the file the judge knows, never our temp file's name (which
    is gone by the time the message is read)."""
    if exc.errno is None or exc.filename == str(path):
        return exc
    return OSError(exc.errno, exc.strerror, str(path))


def write_fresh(path: Path, write: Callable[[Path], object]) -> Path:
    """Make the file at ``path`` with ``write(temp)``, a writer that opens its file by name
    (the PDF and CSV makers), into a fresh temp file of ours beside it, then renamed over
    ``path``: whatever was at ``path`` (another file's second name, a hard link) is replaced,
    never written through (issue #39). Returns ``path``.

    Raises:
        OSError: the write or the rename failed; ``path`` is untouched, no temp file is left.
    """
    fd, tmp = _temp_beside(path)
    os.close(fd)
    with _gone_on_failure(tmp, path):
        write(Path(tmp))
        _replace(tmp, path)
    return path


def _keep_previous(path: Path) -> None:
    """Make ``<name>.prev`` the current file (best effort: a filesystem without hard links
    only loses the extra safety)."""
    prev = path.with_name(path.name + PREV_SUFFIX)
    link = path.with_name(f"{PREV_LINK_PREFIX}{os.getpid()}-{path.name}")
    try:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(link)
        os.link(path, link)
    except OSError:
        return
    try:
        _replace(str(link), prev)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(link)


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


def sweep_temp_files(folder: Path, now: float | None = None) -> int:
    """Remove our temp files in ``folder`` that nobody writes any more; returns how many.

    A temp file goes only when it is older than :data:`STALE_SECONDS` *and* no process holds
    its lock, so a second app sweeping while the first one saves never touches a live file;
    the lock is held while the file is removed, and only the very file checked is removed. A
    game's link on its way to ``.prev`` counts from when it was made, not from the game's
    last save (issue #39).
    Where the filesystem cannot lock at all, age alone decides, with a margin ten times as
    long (a save lives for milliseconds). Only regular files are opened (never a link, never
    waiting on a pipe). Any error is ignored: sweeping is housekeeping, never a reason to fail.
    """
    clock = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not is_our_temp(entry.name):
            continue
        try:
            if _touched(entry.name, entry.stat(follow_symlinks=False)) >= clock - STALE_SECONDS:
                continue
            fd = os.open(entry.path, os.O_RDWR | _NOFOLLOW | _NONBLOCK)
        except OSError:
            continue
        try:
            removed += _sweep_one(entry, fd, clock)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def _touched(name: str, info: os.stat_result) -> float:
    """When a temp file was last touched: its mtime; for a link of a game file (same inode,
    same mtime as the game's last save, maybe long ago) also when the link was made."""
    if name.startswith(PREV_LINK_PREFIX):
        return max(info.st_mtime, info.st_ctime)
    return info.st_mtime


def _sweep_one(entry: os.DirEntry[str], fd: int, clock: float) -> int:
    """Remove the temp file open as ``fd`` while holding its lock (1), or leave it (0): a
    live writer's (locked, or on a filesystem that cannot lock, younger than ten times the
    margin), a special file, or one whose name now holds another file than the one checked
    (made again since the look)."""
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        return 0
    state = lock_fd(fd)
    old = _touched(entry.name, info) < clock - STALE_SECONDS * 10
    if not (state == "taken" or (state == "unsupported" and old)):
        return 0
    try:
        now = os.stat(entry.path, follow_symlinks=False)
        if (now.st_dev, now.st_ino) != (info.st_dev, info.st_ino):
            return 0  # the name was made again since the look: not the file checked
        os.unlink(entry.path)
    finally:
        if state == "taken":
            unlock_fd(fd)
    return 1


def dumps(data: Any) -> bytes:
    """JSON as we store it: UTF-8, Cyrillic kept readable, stable key order, compact (a save
    is on the hot path of every key; `python -m json.tool` pretty-prints a file to read)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
