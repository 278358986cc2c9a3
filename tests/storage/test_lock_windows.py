"""The Windows lock, run on every platform: ``msvcrt_locks`` with a fake ``msvcrt`` that keeps
byte-range locks as Windows does (a lock covers bytes from the file's position; a byte held by
another open file refuses at once with EACCES), so the branch CI never runs natively is
exercised where it does run."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from mafia_tui.storage import lock as lock_mod
from mafia_tui.storage.lock import GameLock, LockedError, LockUnavailable, msvcrt_locks


class FakeMsvcrt:
    """``msvcrt.locking`` over one machine's open files: who holds which byte of which file."""

    LK_UNLCK = 0
    LK_NBLCK = 2

    def __init__(self) -> None:
        self.held: dict[tuple[int, int], int] = {}
        """(file, byte) -> the descriptor holding it."""
        self.calls: list[tuple[str, int]] = []
        """("lock" or "unlock", the byte) of every call."""
        self.refuse: int | None = None
        """An errno every call fails with (a filesystem that cannot lock)."""

    def locking(self, fd: int, mode: int, nbytes: int, /) -> None:
        assert nbytes == 1
        byte = os.lseek(fd, 0, os.SEEK_CUR)
        key = (os.fstat(fd).st_ino, byte)
        self.calls.append(("lock" if mode == self.LK_NBLCK else "unlock", byte))
        if self.refuse is not None:
            raise OSError(self.refuse, os.strerror(self.refuse))
        holder = self.held.get(key)
        if mode == self.LK_NBLCK:
            if holder is not None and holder != fd:
                raise OSError(errno.EACCES, "Permission denied")
            self.held[key] = fd
        elif holder == fd:
            del self.held[key]
        else:  # unlocking a byte this file does not hold
            raise OSError(errno.EACCES, "Permission denied")


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeMsvcrt:
    fake = FakeMsvcrt()
    lock, unlock = msvcrt_locks(fake)
    monkeypatch.setattr(lock_mod, "_lock", lock)
    monkeypatch.setattr(lock_mod, "_unlock", unlock)
    return fake


def test_a_second_window_is_refused_until_the_first_lets_go(
    fake: FakeMsvcrt, tmp_path: Path
) -> None:
    path = tmp_path / "game.lock"
    first = GameLock(path)
    first.acquire()  # then writes its pid: the file's position is no longer 0
    with pytest.raises(LockedError):
        GameLock(path).acquire()
    first.release()
    assert fake.held == {}  # the unlock found the byte the lock took
    second = GameLock(path)
    second.acquire()
    assert second.held
    second.release()
    assert {byte for _, byte in fake.calls} == {0}


def test_lock_fd_tells_busy_from_a_filesystem_that_cannot_lock(
    fake: FakeMsvcrt, tmp_path: Path
) -> None:
    path = tmp_path / "x.lock"
    path.write_bytes(b"12345")
    a, b = os.open(path, os.O_RDWR), os.open(path, os.O_RDWR)
    try:
        os.lseek(a, 3, os.SEEK_SET)  # read or written before: still byte 0 that is locked
        assert lock_mod.lock_fd(a) == "taken"
        assert lock_mod.lock_fd(b) == "busy"
        lock_mod.unlock_fd(a)
        assert lock_mod.lock_fd(b) == "taken"
        lock_mod.unlock_fd(b)
        # what some Windows versions say for a held byte (macOS has no EDEADLOCK)
        fake.refuse = getattr(errno, "EDEADLOCK", errno.EAGAIN)
        assert lock_mod.lock_fd(a) == "busy"
        fake.refuse = errno.EINVAL  # a network share without locks
        assert lock_mod.lock_fd(a) == "unsupported"
    finally:
        os.close(a)
        os.close(b)


def test_a_share_that_cannot_lock_is_told_apart_from_another_window(
    fake: FakeMsvcrt, tmp_path: Path
) -> None:
    fake.refuse = errno.EINVAL
    with pytest.raises(LockUnavailable):
        GameLock(tmp_path / "game.lock").acquire()
