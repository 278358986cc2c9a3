"""The club's roster: the players a data dir knows (the entries: :mod:`.roster_entries`).

The new-game form completes nicknames from it, the command line lists, adds, renames, imports
and exports it (:mod:`..session.roster`, :mod:`..session.roster_io`); a tournament's roster
is its participants, named by the same nicknames.

On disk a roster is what the data dir's ``roster.json`` holds (the one file of earlier
versions: tinydb's layout, the ``players`` table; read, never written any more) with every
machine's changes applied (:mod:`.roster_log`): each machine writes only its own file,
``roster/<machine>.json``, so tables sharing a folder never have two writers of one file and
a sync tool never loses a player added on one of them (issue #39). A change is appended to
this machine's file under its lock (``roster/<machine>.json.lock``), atomically, so two
windows of one machine never lose each other's change either.

A file that is not what it should be (hand-edited, truncated, hostile) is never overwritten
and never crashes the app: a damaged ``roster.json`` or own log gives a roster that carries
the reason (:attr:`Roster.problem`) and refuses to write until the file is fixed; another
machine's damaged log is named (:attr:`Roster.damaged_copies`) and left out.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .atomic import atomic_write_bytes
from .journal import recover
from .lock import GameLock, LockedError, LockUnavailable
from .plan import conflict_copies
from .results_cache import AtomicJSONStorage
from .roster_entries import (
    PLATFORMS,
    TEXT_FIELDS,
    TEXT_MAX,
    RosterEntry,
    RosterError,
    alphabetical,
    clean_nick,
    clean_text,
    find_in,
    make_entry,
    merge_into,
    rename_in,
)
from .roster_log import Change, fold, log_files, log_path, log_payload, read_log

ROSTER_FILE = "roster.json"
TABLE = "players"

__all__ = [
    "PLATFORMS",
    "ROSTER_FILE",
    "TEXT_FIELDS",
    "TEXT_MAX",
    "Roster",
    "RosterEntry",
    "RosterError",
    "clean_nick",
    "clean_text",
    "make_entry",
    "merge_into",
    "open_roster",
    "read_entries",
]


class Roster:
    """The roster of one data dir. Read with :func:`open_roster`; every change is saved at
    once (appended to this machine's log) and raises :class:`RosterError` when it cannot be."""

    def __init__(self, root: Path, problem: RosterError | None = None) -> None:
        self.root = Path(root)
        self.path = log_path(self.root)
        """This machine's log: the only roster file this machine writes."""
        self.problem = problem
        self.copies: tuple[Path, ...] = ()
        """Sync tools' conflict copies of ``roster.json``, merged in."""
        self.damaged_copies: list[tuple[Path, RosterError]] = []
        """Conflict copies and other machines' logs that do not read: left out, named."""
        self._base: dict[str, RosterEntry] = {}
        self._changes: list[Change] = []
        self._entries: dict[str, RosterEntry] = {}
        if problem is None:
            self._read()

    def _read(self) -> None:
        """Read ``roster.json``, its conflict copies and every machine's log."""
        legacy = self.root / ROSTER_FILE
        try:
            self._base = {e.key: e for e in read_entries(legacy)}
        except RosterError as err:
            self.problem = err
            return
        merged = []
        for copy in conflict_copies(legacy):
            try:
                merge_into(self._base, read_entries(copy), incoming_wins=False)
            except RosterError as err:
                self.damaged_copies.append((copy, err))
                continue
            merged.append(copy)
        self.copies = tuple(merged)
        changes: list[Change] = []
        for path in log_files(self.root):
            try:
                changes += read_log(path)
            except RosterError as err:
                if path == self.path:  # our own log: never written over while damaged
                    self.problem = err
                    return
                self.damaged_copies.append((path, err))
        self._changes = changes
        self._entries = fold(self._base, changes)

    def entries(self) -> list[RosterEntry]:
        """Every entry, by nickname (case-folded)."""
        return sorted(self._entries.values(), key=alphabetical)

    def nicknames(self) -> list[str]:
        return [e.nick for e in self.entries()]

    def __len__(self) -> int:
        return len(self._entries)

    def find(self, nick: str) -> RosterEntry | None:
        """The entry whose nickname, or one of whose aliases, is ``nick`` (case-folded)."""
        return find_in(self._entries, nick)

    def add(self, entry: RosterEntry) -> None:
        """Add a new player.

        Raises:
            RosterError: ``exists`` (that nickname, or an alias, is on the roster, as this
                machine knows it now), or the save failed.
        """
        with self.locked():
            self._refresh()
            known = self.find(entry.nick)
            if known is not None:  # the nickname, or another player's old name
                raise RosterError("exists", nick=known.nick)
            self._append(Change.put([entry]))

    def merge(self, entries: list[RosterEntry], incoming_wins: bool = True) -> tuple[int, int]:
        """Add or update many entries in one change (an import); see :func:`merge_into`
        (``incoming_wins=False``: only fill in what the roster lacks). Returns (added,
        updated)."""
        with self.locked():
            self._refresh()
            added, updated = merge_into(dict(self._entries), entries, incoming_wins)
            if added or updated:
                self._append(Change.put(entries, wins=incoming_wins))
        return added, updated

    def rename(self, old: str, new: str) -> RosterEntry:
        """``old`` is now called ``new``; ``old`` stays as an alias (see :meth:`prepare_rename`).

        Raises:
            RosterError: ``bad_nick``, ``exists`` (``new`` is another player), or the save.
        """
        change, renamed = self.prepare_rename(old, new)
        if change is not None:
            with self.locked():
                self._append(change)
        return renamed

    def prepare_rename(self, old: str, new: str) -> tuple[Change | None, RosterEntry]:
        """The change renaming ``old`` to ``new`` (None when it was renamed already), not yet
        saved, and the renamed entry: the session writes it with the games (:meth:`payload`).
        A player not yet on the roster is added under the new name (with the alias).

        Raises:
            RosterError: ``bad_nick``, or ``exists`` (``new`` is another player or another
                player's old name).
        """
        entries, renamed = rename_in(self._entries, old, new)
        if entries == self._entries:
            return None, renamed
        return Change.rename(clean_nick(old), renamed.nick), renamed

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Hold this machine's log lock while the ``with`` body runs; a filesystem that cannot
        lock is let through (a second window then could lose a change: said nowhere else).

        Raises:
            RosterError: ``busy`` (another window is writing), ``not_saved``, or the roster's
                :attr:`problem`.
        """
        if self.problem is not None:
            raise self.problem
        lock = GameLock(self.path.with_name(self.path.name + ".lock"))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock.acquire()
        except LockedError:
            raise RosterError("busy", path=self.path) from None
        except LockUnavailable:
            pass
        except OSError as exc:
            raise RosterError("not_saved", path=self.path, reason=_reason(exc)) from None
        try:
            yield
        finally:
            lock.release()

    def payload(self, change: Change) -> bytes:
        """The bytes of this machine's log with ``change`` appended (under :meth:`locked`):
        the log as it is on disk now, never as it was read.

        Raises:
            RosterError: the log does not read any more.
        """
        return log_payload([*read_log(self.path), change])

    def saved(self, change: Change | None) -> None:
        """``change`` is in this machine's log now (written by :meth:`_append` or a journal)."""
        if change is not None:
            self._changes.append(change)
            self._entries = fold(self._base, self._changes)

    def _refresh(self) -> None:
        """Read everything again (under the lock): another window or table may have added."""
        fresh = Roster(self.root)
        if fresh.problem is not None:
            raise fresh.problem
        self._base, self._changes, self._entries = fresh._base, fresh._changes, fresh._entries

    def _append(self, change: Change) -> None:
        try:
            atomic_write_bytes(self.path, self.payload(change))
        except OSError as exc:
            raise RosterError("not_saved", path=self.path, reason=_reason(exc)) from None
        self.saved(change)


def _reason(exc: BaseException) -> Any:
    """An OS error said in the message's language; anything else as it reads."""
    from .notices import OsReason

    return OsReason(exc) if isinstance(exc, OSError) else str(exc)


def open_roster(data_dir: Path) -> Roster:
    """The data dir's roster; never raises. A missing file is an empty roster; a damaged
    ``roster.json`` or own log gives an empty roster whose :attr:`Roster.problem` says why
    (and which refuses writes, so the judge's file is never replaced by a blank one).

    A conflict copy of ``roster.json`` (``roster.sync-conflict-….json``, from the versions
    that had the one file) is merged in (the file's own values first) and left where it is
    (:attr:`Roster.copies`), for the judge to delete once checked."""
    recover(Path(data_dir))  # a rename cut short is finished before the roster is read
    roster = Roster(Path(data_dir))
    if roster.problem is not None:
        return Roster(Path(data_dir), roster.problem)
    return roster


def read_entries(path: Path) -> list[RosterEntry]:
    """Every entry of the roster file at ``path`` ([] when there is none).

    Raises:
        RosterError: ``unreadable`` (the OS refused, a link or a device) or ``damaged``.
    """
    try:
        data = AtomicJSONStorage(path).read()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise RosterError("unreadable", path=path, reason=_reason(exc)) from None
    except (ValueError, RecursionError):
        raise RosterError("damaged", path=path, reason=RosterError("why_json")) from None
    if data is None:
        return []
    table = data.get(TABLE, {}) if isinstance(data, dict) else None
    if not isinstance(table, dict):
        raise RosterError("damaged", path=path, reason=RosterError("why_shape"))
    entries: dict[str, RosterEntry] = {}
    for n, doc in enumerate(table.values(), 1):
        try:
            entry = make_entry(doc)
        except RosterError as err:
            why = RosterError("why_entry", n=n, what=err)
            raise RosterError("damaged", path=path, reason=why) from None
        if entry.key in entries:
            why = RosterError("why_twice", nick=entry.nick)
            raise RosterError("damaged", path=path, reason=why)
        entries[entry.key] = entry
    return list(entries.values())
