"""One way to read a file the app did not necessarily write (a game file, a shared folder's
file, an import): only a regular file is read, never a FIFO, a device or a folder, and opening
never waits (``O_NONBLOCK``: a FIFO with no writer would block ``open`` for ever). With
``follow=False`` a symbolic link is refused too (``O_NOFOLLOW``), for files inside the data dir
that the app itself names."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO


class NotRegularFile(OSError):
    """The path is a FIFO, a device, a folder or (``follow=False``) a link: not read."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


def _open_fd(path: Path, follow: bool) -> tuple[int, os.stat_result]:
    """A read-only descriptor of the regular file at ``path`` and its ``fstat``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_NOCTTY", 0)  # a terminal device never becomes ours
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP and not follow:
            raise NotRegularFile(Path(path)) from exc
        raise
    try:
        info = os.fstat(fd)
    except OSError:
        os.close(fd)
        raise
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise NotRegularFile(Path(path))
    return fd, info


def open_regular(path: Path, follow: bool = False) -> BinaryIO:
    """The regular file at ``path`` opened for reading as a binary stream (read as far as
    needed: a cache's first lines); the same refusals as :func:`read_regular`, and by
    default never through a link (the data dir's own files)."""
    fd, _ = _open_fd(path, follow)
    return os.fdopen(fd, "rb")


def read_regular(path: Path, limit: int, follow: bool = True) -> tuple[bytes, os.stat_result]:
    """Up to ``limit`` bytes of ``path`` and its ``fstat``.

    Raises:
        FileNotFoundError: no such file.
        NotRegularFile: not a regular file (nothing was read).
        OSError: the OS refused.
    """
    fd, info = _open_fd(path, follow)
    try:
        chunks, left = [], limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks), info
    finally:
        os.close(fd)
