"""The outbox: the finished games a judge asked to publish on mafiaratings, one file each.

``<data dir>/outbox/<game id>.json`` holds what the judge asked (publish the game, or delete
its server copy once it was voided), the mafiaratings ids given when it was queued, and what
became of each attempt. The document itself is built from the game's record when it is sent
(``session.publish``); the entry keeps the document of the last attempt, so that a game
changed after it was sent is seen as such and sent as a change of the same server game.

The states (:data:`STATES`; ``docs/TOURNAMENT.md`` says what the judge does in each):

- ``queued``: to be sent by the next ``publish``;
- ``sending``: an attempt is in flight, written *before* the request (with who claims it:
  run, machine, process, time). Found by a later run it means the sender was killed or its
  disk refused the outcome: the server is asked before anything is posted again;
- ``unknown``: the request left and no readable answer came back (a timeout, a cut, an answer
  too big or not the API's); asked about first, like ``sending``;
- ``sent``: the server holds ``document`` as its game ``server_game_id`` (None until learnt);
- ``refused``: the server answered ``error`` (kept verbatim in ``message``); sent again only
  when the judge queues the game again;
- ``failed``: the request cannot have reached the API (no connection, a wrong address, a
  refused login); sent again by the next ``publish``;
- ``deleted``: the server's copy was deleted (a voided game, at the judge's word).

Every change of an entry is a read-modify-write under ``outbox/.entries.lock`` (held for
milliseconds, :meth:`Outbox.update`), so a game queued while another window sends is never
written over an outcome; a whole run holds ``outbox/.sending.lock``
(:meth:`Outbox.sending`), so one sender at a time posts. Each write is atomic
(``atomic_write_bytes``). Reading trusts nothing: only names that are a game id plus
``.json`` are entries; links, FIFOs and other special files are not opened; a file too big,
not JSON or not an entry is reported as an :class:`OutboxProblem` and left alone. Entries
of the first format (version 1, which kept the document queued) are read as version 2: a
``failed`` one of them may have reached the server (a timeout), so it reads as ``unknown``.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from .atomic import atomic_write_bytes, dumps
from .lock import CreatedLock, GameLock, LockedError, LockUnavailable
from .names import game_id_of
from .outbox_entry import (
    ASK_FIRST,
    STATES,
    Claim,
    Consent,
    Entry,
    Hold,
    OutboxProblem,
    read_entry,
)

OUTBOX_DIR = "outbox"
SENDING_LOCK = ".sending.lock"
ENTRIES_LOCK = ".entries.lock"
ENTRIES_MUTEX = ".entries.mutex"
ENTRIES_WAIT = 5.0
"""Seconds to wait for another process's read-modify-write of an entry (milliseconds)."""


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

    def update(
        self,
        game_id: str,
        change: Callable[[Entry | None], Entry | None],
        damaged_as_none: bool = False,
    ) -> Entry | None:
        """Read the game's entry, let ``change`` make the new one (None: leave it), write it;
        all under the entries lock, so no other process writes between the read and the
        write. Returns what the entry is afterwards.

        Raises:
            OutboxError: the entry is damaged (unless ``damaged_as_none``: then replaced).
            LockedError: another process held the entries lock for seconds.
            OSError: the disk refused; nothing changed.
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        with self._entries_lock():
            try:
                old = self.get(game_id)
            except OutboxError:
                if not damaged_as_none:
                    raise
                old = None
            new = change(old)
            if new is None:
                return old
            if new.game_id != game_id or new.state not in STATES:
                raise ValueError(new)
            atomic_write_bytes(self.path(game_id), dumps(new.to_dict()))
            return new

    @contextlib.contextmanager
    def _entries_lock(self) -> Iterator[None]:
        """The OS lock on ``.entries.lock``; where the filesystem cannot lock, a fresh
        ``.entries.mutex`` made with ``O_EXCL`` for the moment of the write instead."""
        lock = GameLock(self.folder / ENTRIES_LOCK)
        end = time.monotonic() + ENTRIES_WAIT
        fallback: CreatedLock | None = None
        while True:
            try:
                lock.acquire()
                break
            except LockUnavailable:
                fallback = CreatedLock(self.folder / ENTRIES_MUTEX)
                fallback.acquire(ENTRIES_WAIT)
                break
            except LockedError:
                if time.monotonic() > end:
                    raise
                time.sleep(0.02)
        try:
            yield
        finally:
            lock.release()
            if fallback is not None:
                fallback.release()

    @contextlib.contextmanager
    def sending(self) -> Iterator[bool]:
        """Hold the outbox's sending lock for one run; yields True when it is really held
        (False on a filesystem that cannot lock: other senders are then not kept out, and
        the entries' claims and the server's answers are what stop a second copy).

        Raises:
            LockedError: another process is sending right now.
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        lock = GameLock(self.folder / SENDING_LOCK)
        try:
            lock.acquire()
        except LockUnavailable:
            pass
        try:
            yield lock.held
        finally:
            lock.release()

    def get(self, game_id: str) -> Entry | None:
        """The entry of a game, or None when it was never queued.

        Raises:
            OutboxError: the file is there but is not a readable entry.
        """
        path = self.path(game_id)
        if not (path.exists() or path.is_symlink()):
            return None
        found = read_entry(path)
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
                continue  # our locks and temp files, sync tools' work files
            if game_id_of(name) is None:
                problems.append(OutboxProblem(name, "outbox_foreign"))
                continue
            found = read_entry(self.folder / name)
            if isinstance(found, OutboxProblem):
                problems.append(found)
            else:
                entries.append(found)
        entries.sort(key=lambda e: (e.queued_at, e.game_id))
        return entries, problems


__all__ = [
    "ASK_FIRST",
    "Claim",
    "Consent",
    "Entry",
    "Hold",
    "LockedError",
    "Outbox",
    "OutboxError",
    "OutboxProblem",
]
