"""The outbox: finished games' mafiaratings documents waiting to be published, one file each.

``<data dir>/outbox/<game id>.json`` holds the document as the export built it (never rebuilt
at sending time, so what was queued is what goes), when it was queued, and what became of it:

- ``queued``: not tried yet;
- ``sent``: the server took it (when, which server, the server's game id if it gave one, and
  the server's own notes, e.g. the issues it fixed);
- ``refused``: the server answered with an ``error`` (its text, verbatim, and when);
- ``failed``: no answer a server could have given (no connection, timeout, an HTTP error or
  a page that is not the API's JSON); sent again by the next ``publish``.

Each write goes through :func:`~mafia_tui.storage.atomic.atomic_write_bytes`, so a crash leaves
the old state or the new one. Reading is as careful as the games folder's: only names that are
a game id plus ``.json`` are entries; symlinks, FIFOs and other special files are not opened
(``O_NOFOLLOW | O_NONBLOCK``, then ``fstat`` must say a regular file); a file that is too big,
not JSON, or not an outbox entry is reported as an :class:`OutboxProblem` and skipped, never a
crash and never overwritten by a listing. Our temp files and sync tools' are ignored.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from dataclasses import field
from pathlib import Path
from typing import Any

from ..rules.errors import RuleError
from ..rules.values import frozen
from .atomic import atomic_write_bytes, dumps
from .lock import GameLock, LockUnavailable
from .names import game_id_of

OUTBOX_DIR = "outbox"
FORMAT = "mafia-tui/outbox"
"""The ``format`` of an outbox entry; ``version`` 1 is described in this module."""
VERSION = 1
STATES = ("queued", "sent", "refused", "failed")
SENDING_LOCK = ".sending.lock"
"""Held while a run sends (:meth:`Outbox.sending`): a second window or a ``publish`` in another
terminal would otherwise post the same queued game twice."""
PENDING = ("queued", "failed")
"""The states ``publish`` sends: not tried yet, or tried without an answer."""


@frozen
class Entry:
    """One queued game and what became of it."""

    game_id: str
    queued_at: str
    """ISO time, local with offset."""
    state: str
    document: dict[str, Any] = field(compare=False, repr=False)
    """The mafiaratings game document, exactly as it will be (or was) posted."""
    at: str = ""
    """When the state last changed by an attempt (empty while only queued)."""
    server: str = ""
    """The server's base address of the last attempt."""
    server_game_id: int | None = None
    """The game's id on the server, when its answer named one."""
    message: str = ""
    """``refused``: the server's ``error``, verbatim (in the language of the judge's account
    there); ``failed``: the detail (the network's error, the HTTP status); ``sent``: the
    server's ``message`` (the issues it fixed), if any."""
    code: str = ""
    """``failed``: why, as a text key of ``session.publish`` (``hub_timeout``...)."""
    attempts: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game_id,
            "queued_at": self.queued_at,
            "state": self.state,
            "at": self.at,
            "server": self.server,
            "server_game_id": self.server_game_id,
            "message": self.message,
            "code": self.code,
            "attempts": self.attempts,
            "document": self.document,
        }


@frozen
class OutboxProblem:
    """A file in ``outbox/`` that was skipped: its name, a code and what was wrong."""

    name: str
    code: str
    """``outbox_special`` (a symlink, FIFO, folder...), ``outbox_unreadable``,
    ``outbox_invalid`` (not JSON, too big, too deep) or ``outbox_foreign`` (JSON, but not an
    entry of ours, or for another game than its name says)."""
    detail: str = ""
    """The operating system's words for an unreadable file."""
    error: RuleError | None = field(default=None, compare=False)
    """What the strict JSON reader said of an invalid one (shown in the judge's language)."""


class AlreadySent(Exception):
    """Queuing a game the server already took: ask again with ``again=True``."""

    def __init__(self, entry: Entry) -> None:
        super().__init__(entry.game_id)
        self.entry = entry


class OutboxError(Exception):
    """An entry that exists but cannot be read (see :attr:`problem`)."""

    def __init__(self, problem: OutboxProblem) -> None:
        super().__init__(problem.name)
        self.problem = problem


class Outbox:
    """The outbox folder of one data dir."""

    def __init__(self, root: Path) -> None:
        self.folder = Path(root) / OUTBOX_DIR

    def path(self, game_id: str) -> Path:
        if game_id_of(f"{game_id}.json") is None:
            raise ValueError(f"not a game id: {game_id!r}")
        return self.folder / f"{game_id}.json"

    def queue(self, game_id: str, document: dict[str, Any], now: str, again: bool = False) -> Entry:
        """Put a game's document in the outbox (replacing an earlier one that was not sent).

        Raises:
            AlreadySent: the game was sent already and ``again`` is False.
            OSError: the disk refused; nothing changed.
        """
        try:
            old = self.get(game_id)
        except OutboxError:
            old = None  # a damaged entry is replaced by a good one
        if old is not None and old.state == "sent" and not again:
            raise AlreadySent(old)
        entry = Entry(game_id, now, "queued", dict(document))
        self._write(entry)
        return entry

    def record(
        self,
        entry: Entry,
        state: str,
        now: str,
        server: str,
        message: str = "",
        server_game_id: int | None = None,
        code: str = "",
    ) -> Entry:
        """Write the outcome of one attempt; returns the new entry (OSError if the disk
        refuses: the caller says so, the server's answer is then only on the screen)."""
        if state not in STATES[1:]:
            raise ValueError(state)
        new = Entry(
            entry.game_id,
            entry.queued_at,
            state,
            entry.document,
            now,
            server,
            server_game_id,
            message,
            code,
            entry.attempts + 1,
        )
        self._write(new)
        return new

    @contextlib.contextmanager
    def sending(self) -> Iterator[None]:
        """Hold the outbox's sending lock for one run.

        Raises:
            LockedError: another process is sending right now.
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        lock = GameLock(self.folder / SENDING_LOCK)
        try:
            lock.acquire()
        except LockUnavailable:
            pass  # a filesystem without locks: one sender at a time is then the judge's
        try:
            yield
        finally:
            lock.release()

    def _write(self, entry: Entry) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(self.path(entry.game_id), dumps(entry.to_dict()))

    def get(self, game_id: str) -> Entry | None:
        """The entry of a game, or None when it was never queued.

        Raises:
            OutboxError: the file is there but is not a readable entry.
        """
        path = self.path(game_id)
        if not (path.exists() or path.is_symlink()):
            return None
        found = _read(path)
        if isinstance(found, OutboxProblem):
            raise OutboxError(found)
        return found

    def entries(self) -> tuple[list[Entry], list[OutboxProblem]]:
        """Every entry (oldest queued first) and every file that was skipped."""
        try:
            names = sorted(os.listdir(self.folder))
        except FileNotFoundError:
            return [], []
        except OSError as exc:
            return [], [OutboxProblem(OUTBOX_DIR, "outbox_unreadable", exc.strerror or str(exc))]
        entries: list[Entry] = []
        problems: list[OutboxProblem] = []
        for name in names:
            if name.startswith((".", "~")):
                continue  # our temp files, sync tools' work files
            if game_id_of(name) is None:
                problems.append(OutboxProblem(name, "outbox_foreign"))
                continue
            found = _read(self.folder / name)
            if isinstance(found, OutboxProblem):
                problems.append(found)
            else:
                entries.append(found)
        entries.sort(key=lambda e: (e.queued_at, e.game_id))
        return entries, problems

    def pending(self) -> tuple[list[Entry], list[OutboxProblem]]:
        """The entries ``publish`` sends (queued, failed) and the files skipped."""
        entries, problems = self.entries()
        return [e for e in entries if e.state in PENDING], problems


def _read(path: Path) -> Entry | OutboxProblem:
    """One entry file, read without following a symlink or blocking on a FIFO."""
    from ..rules.record import MAX_FILE_BYTES, decode_json

    name = path.name
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        if path.is_symlink():
            return OutboxProblem(name, "outbox_special")
        fd = os.open(path, flags)
    except OSError as exc:
        return OutboxProblem(name, "outbox_unreadable", exc.strerror or str(exc))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return OutboxProblem(name, "outbox_special")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            payload = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        return OutboxProblem(name, "outbox_unreadable", exc.strerror or str(exc))
    finally:
        os.close(fd)
    try:
        data = decode_json(payload)
    except RuleError as err:
        return OutboxProblem(name, "outbox_invalid", error=err)
    entry = _entry(data)
    if entry is None or f"{entry.game_id}.json" != name:
        return OutboxProblem(name, "outbox_foreign")
    return entry


def _entry(data: Any) -> Entry | None:
    """An :class:`Entry` from a decoded file, or None when it is not one of ours."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    if data.get("version") != VERSION:
        return None
    game, document, state = data.get("game"), data.get("document"), data.get("state")
    texts = [data.get(k, "") for k in ("queued_at", "at", "server", "message", "code")]
    sid, attempts = data.get("server_game_id"), data.get("attempts", 0)
    if not isinstance(game, str) or game_id_of(f"{game}.json") is None:
        return None
    if not isinstance(document, dict) or state not in STATES:
        return None
    if not all(isinstance(t, str) for t in texts):
        return None
    if sid is not None and (not isinstance(sid, int) or isinstance(sid, bool)):
        return None
    if not isinstance(attempts, int) or isinstance(attempts, bool) or attempts < 0:
        return None
    queued_at, at, server, message, code = texts
    return Entry(game, queued_at, state, document, at, server, sid, message, code, attempts)
