"""Fault injection for the rename's all-or-nothing tests: count every change a process makes
to the disk (a file made, bytes written or flushed, an fsync, a rename, a link, an unlink, a
folder made) and, at the k-th, either kill the process (``kill -9``) or from then on answer
"no space left on the device" to everything that needs room.

Used in a forked child (:func:`killed_at`) for the kills, and in the test's own process (as a
context manager) for the full disk.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import sys
from collections.abc import Callable, Iterator
from typing import Any

_ROOM = ("open", "write", "flush", "fsync", "link", "mkdir", "ftruncate")
"""What needs room on the disk: refused when it is full (a rename or an unlink needs none)."""


class _Counting:
    """A file object of ``os.fdopen`` whose writes and flushes are counted."""

    def __init__(self, inner: Any, hit: Callable[[str], None]) -> None:
        self._inner = inner
        self._hit = hit

    def write(self, data: bytes) -> int:
        self._hit("write")
        return int(self._inner.write(data))

    def flush(self) -> None:
        self._hit("flush")
        self._inner.flush()

    def __enter__(self) -> _Counting:
        return self

    def __exit__(self, *exc: object) -> None:
        self._inner.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


@contextlib.contextmanager
def faults(at: int, kill: bool) -> Iterator[list[str]]:
    """Count the disk changes made inside; at the ``at``-th, kill the process (``kill``) or
    refuse it and every later one that needs room with ENOSPC. Yields the list of what was
    counted so far (its names)."""
    seen: list[str] = []
    real: dict[str, Any] = {}

    def hit(what: str) -> None:
        if sys.platform == "win32":
            raise NotImplementedError("SIGKILL is POSIX")
        seen.append(what)
        if len(seen) < at:
            return
        if kill:
            os.kill(os.getpid(), signal.SIGKILL)
        if what in _ROOM:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def counted(name: str, when: Callable[..., bool] = lambda *a, **k: True) -> None:
        fn = real[name] = getattr(os, name)

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if when(*args, **kwargs):
                hit(name)
            return fn(*args, **kwargs)

        setattr(os, name, wrapper)

    counted("open", lambda path, flags, *a, **k: bool(flags & os.O_CREAT))
    for name in ("replace", "rename", "link", "unlink", "fsync", "mkdir", "ftruncate", "write"):
        counted(name)
    real["fdopen"] = os.fdopen
    os.fdopen = lambda *a, **k: _Counting(real["fdopen"](*a, **k), hit)  # type: ignore[assignment]
    try:
        yield seen
    finally:
        for name, fn in real.items():
            setattr(os, name, fn)


def killed_at(at: int, work: Callable[[], object]) -> bool:
    """Run ``work`` in a forked child killed at its ``at``-th disk change; True when it was
    killed, False when it finished first (``at`` is past its last change)."""
    if sys.platform == "win32":
        raise NotImplementedError("fork and SIGKILL are POSIX")
    pid = os.fork()
    if pid == 0:  # the child: never returns into the test runner
        code = 0
        try:
            with faults(at, kill=True):
                work()
        except BaseException:  # noqa: BLE001 - an error is not a kill: said by the code
            code = 3
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        assert os.WTERMSIG(status) == signal.SIGKILL
        return True
    assert os.WEXITSTATUS(status) == 0, f"the rename failed without a kill at {at}"
    return False
