"""The game files of one data dir: read, write, lock and list them.

Layout of the data dir::

    games/<id>.json        the game file (docs/FORMAT.md), rewritten atomically per action
    games/<id>.json.prev   its previous version (a hard link), to recover a damaged file
    games/<id>.<m>.lock    held while an app of machine <m> has the game open
    catalogue.<m>.json     machine <m>'s cache of the games list (losing it loses nothing)
    quarantine/            copies of files that did not load, each with a ``.why.txt`` note

Only names that are a game id plus ``.json`` are games (storage/names.py). Saving an action
rewrites only that game's file, so its cost does not grow with the archive. Nothing here ever
raises at start-up for the disk's sake: what is wrong is collected in :attr:`GameStore.notices`.

The reader and its records are in :mod:`.records`, a damaged file's recovery in
:mod:`.recovery`, import and export in :mod:`.transfer`; the store calls them.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..rules.errors import RuleError
from ..rules.ids import valid_game_id
from . import recovery, transfer
from .atomic import atomic_write_bytes, dumps, sweep_temp_files
from .catalogue import Catalogue
from .catalogue import Row as CatalogueRow
from .journal import recover
from .lock import GameLock, LockUnavailable
from .machine import per_machine, write_last_game
from .names import LOCK_SUFFIX, conflict_of, game_id_of
from .notices import Notice
from .quarantine import acknowledge, unacknowledged
from .records import (
    STORAGE_KEYS,
    GameFile,
    GameFileError,
    ImportResult,
    Listing,
    Problem,
    listing_of_row,
    listing_row,
    read_game_bytes,
    read_game_path,
)
from .safe_open import read_regular

if TYPE_CHECKING:
    from ..rules import Game

CATALOGUE_FILE = "catalogue.json"
"""The games list's cache, named per machine (``catalogue.<machine>.json``)."""
PEEK_LIMIT = 5 * 1024 * 1024
"""The largest file :meth:`GameStore.peek` looks into (the start screen's "Continue" line)."""


class GameStore:
    """The game files of one data dir."""

    def __init__(self, root: Path, sweep: bool = True) -> None:
        """Open the data dir at ``root`` (made when missing); ``sweep=False`` leaves the
        sweep of killed writers' temp files to a later :meth:`sweep` (the app runs it after
        its first frame: with thousands of games it is a scan of the whole folder)."""
        self.root = Path(root)
        self.games_dir = self.root / "games"
        self.quarantine_dir = self.root / "quarantine"
        self.problems: list[Problem] = []
        """Files that did not load in this run (a persistent note is in quarantine/)."""
        self.notices: list[Notice] = []
        """What is wrong with the data dir itself (read-only, full, missing)."""
        self.catalogue = Catalogue(self.root / per_machine(CATALOGUE_FILE), self.games_dir)
        recover(self.root)  # a change of several files cut short: whole before any read
        self._check_dir()
        if sweep:
            self.sweep()

    def sweep(self) -> int:
        """Remove killed writers' temp files (see :func:`sweep_temp_files`); how many. A
        committed change's staged files are put in place first (:func:`.journal.recover`),
        never swept."""
        recover(self.root)
        return sweep_temp_files(self.games_dir) + sweep_temp_files(self.root)

    def _check_dir(self) -> None:
        """Make the folders and try a write, so a read-only or full disk is said at once."""
        try:
            self.games_dir.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(prefix=".tmp-probe-", dir=self.games_dir)
            try:
                os.write(fd, b"probe")
            finally:
                os.close(fd)
                os.unlink(probe)
        except OSError as exc:
            self.notices.append(dir_notice(self.root, exc))

    # --- paths ---------------------------------------------------------------------------

    def path(self, game_id: str) -> Path:
        """The file of a game.

        Raises:
            RuleError: ``bad_game_id`` for an id that is not one (it would leave the folder).
        """
        return self.games_dir / _file_name(game_id)

    def stamp(self, game_id: str) -> tuple[int, int]:
        """The size and mtime of a game's file now ((0, 0) when it cannot be seen). Asked
        for every game of a tournament table, so the path is joined as text, not a Path."""
        try:
            st = os.stat(os.path.join(self.games_dir, _file_name(game_id)))
        except OSError:
            return (0, 0)
        return (st.st_size, st.st_mtime_ns)

    def lock(self, game_id: str) -> GameLock:
        """The (not yet taken) writer's lock of a game."""
        self.path(game_id)
        return GameLock(self.games_dir / per_machine(f"{game_id}{LOCK_SUFFIX}"))

    def _entries(self) -> list[os.DirEntry[str]]:
        try:
            return list(os.scandir(self.games_dir))
        except OSError:
            return []

    def stamps(self) -> dict[str, tuple[int, int]]:
        """Every game file's stamp (size, mtime) by id, archived games too: one scan of the
        folder, for a cache that follows each game by its file (the facts of the statistics)
        without the games list's catalogue."""
        out: dict[str, tuple[int, int]] = {}
        for entry in self._entries():
            gid = game_id_of(entry.name)
            if gid is None:
                continue
            try:
                st = entry.stat()
            except OSError:
                continue
            out[gid] = (st.st_size, st.st_mtime_ns)
        return out

    # --- reading -------------------------------------------------------------------------

    def read(self, game_id: str, own: bool = False) -> GameFile:
        """Read a stored game. A damaged file is never moved out of ``games/`` (in a synced
        folder a move is a deletion on the table that wrote it): a copy is kept in
        ``quarantine/`` and the judge is told (:attr:`problems`).

        Args:
            own: the caller holds the game's lock to judge it here (:meth:`Archive.open`):
                only then is a damaged file mended from its previous version. Otherwise the
                previous version is read in its place and nothing is written.

        Raises:
            FileNotFoundError: no such game.
            GameFileError: unreadable, newer than this app, or damaged beyond recovery.
        """
        path = self.path(game_id)
        try:
            return read_game_path(path)
        except GameFileError as exc:
            if exc.error is None:  # the OS refused: not damage, nothing to copy
                self._report(Problem(str(path), "", None, exc.notice))
                raise
            if exc.error.code == "newer_version":  # not damage: never mended over
                notice = Notice("file_newer", {"path": path, "error": exc.error})
                self._report(Problem(str(path), "", exc.error, notice))
                raise GameFileError(notice, exc.error) from exc
            return recovery.recover(self.quarantine_dir, path, exc.error, own, self._report)

    def load(self, game_id: str) -> Game:
        """Read a stored game (see :meth:`read`)."""
        try:
            return self.read(game_id).game
        except FileNotFoundError:
            raise RuleError("no_game", id=game_id) from None
        except GameFileError as exc:
            raise exc.error or RuleError("no_game", id=game_id) from exc

    def _report(self, problem: Problem) -> None:
        """Say a file's problem once a run (the same file, the same notice)."""
        said = (problem.file, problem.notice.code)
        if all((p.file, p.notice.code) != said for p in self.problems):
            self.problems.append(problem)

    def set_aside(self, path: Path, error: RuleError, remove: bool = True) -> Path | None:
        """Drop a file from ``games/``, keeping a copy (:func:`.recovery.set_aside`)."""
        return recovery.set_aside(self.quarantine_dir, path, error, remove)

    def unacknowledged(self) -> list[Path]:
        """Notes of files kept in quarantine the judge has not acknowledged (from any run)."""
        return unacknowledged(self.quarantine_dir)

    def acknowledge(self) -> None:
        """The judge has read the notes: keep them (``.seen.txt``), stop showing them."""
        acknowledge(self.quarantine_dir)
        self.problems.clear()

    # --- writing -------------------------------------------------------------------------

    def write(self, game: Game, extras: dict[str, Any] | None = None) -> None:
        """Write the game's file atomically, keeping the previous version; a deleted data dir
        is made again first.

        Raises:
            OSError: the disk refused; the old file is intact.
        """
        payload = self.encoded(game, extras)
        path = self.path(game.id)
        try:
            atomic_write_bytes(path, payload, keep_previous=True)
        except FileNotFoundError:
            self.games_dir.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(path, payload, keep_previous=True)
            write_last_game(self.root, game.id)  # the game being judged: --continue finds it

    def encoded(
        self, game: Game, extras: dict[str, Any] | None = None, once: bool = False
    ) -> bytes:
        """The game file's bytes (storage's ``extras`` kept; ``once``: see ``game_to_json``);
        OSError ``EFBIG`` when larger than the reader reads (never written)."""
        from ..rules import game_to_json
        from ..rules.record import MAX_FILE_BYTES

        kept = {k: v for k, v in (extras or {}).items() if k in STORAGE_KEYS and v}
        payload = game_to_json(game, kept, once=once)
        if len(payload) > MAX_FILE_BYTES:  # the reader would refuse it: keep the last good one
            raise OSError(errno.EFBIG, "larger than the reader's limit", str(self.path(game.id)))
        return payload

    def set_archived(self, game_id: str, archived: bool) -> None:
        """Hide a game from the list (or show it again); the flag lives in the game file.

        Only storage's own key changes: the file is decoded and written back as it was
        otherwise, without replaying the game (the next open reads it fully, as always).

        Raises:
            LockedError: the game is open in another window.
            RuleError: the file does not decode (it is left as it is).
            OSError: the disk refused.
        """
        from ..rules.record import MAX_FILE_BYTES, decode_json

        lock = self.lock(game_id)
        try:
            lock.acquire()
        except LockUnavailable:
            pass
        try:
            path = self.path(game_id)
            data = decode_json(read_regular(path, MAX_FILE_BYTES + 1)[0])
            if not isinstance(data, dict) or not valid_game_id(data.get("id")):
                raise RuleError("bad_file", why=RuleError("why_not_a_game"))
            if archived:
                data["archived"] = True
            else:
                data.pop("archived", None)
            atomic_write_bytes(path, dumps(data), keep_previous=True)
        finally:
            lock.release()

    # --- listing -------------------------------------------------------------------------

    def listings(self, include_archived: bool = False) -> list[Listing]:
        """Every stored game, newest first.

        The catalogue is a cache checked against each file's size and mtime: a file written
        since (the game being judged, a crash between two writes, a file a sync tool brought)
        is read again; a bad one is recovered or moved aside and reported, never listed.
        """
        recover(self.root)
        rows = self.catalogue.rows()
        seen: dict[str, CatalogueRow] = {}
        changed = False
        for entry in self._entries():
            gid = game_id_of(entry.name)
            if gid is None:
                continue
            row = rows.get(gid)
            try:
                st = entry.stat()
            except OSError:
                continue
            if row is None or row[11] != st.st_size or row[12] != st.st_mtime_ns:
                try:
                    found = self.read(gid)
                except (OSError, GameFileError):
                    continue
                row = listing_row(Listing.of(found.game, found.archived), found.stamp)
                changed = True
            seen[gid] = row
        ordered = sorted(seen.values(), key=_newest_first, reverse=True)
        if changed or self.catalogue.outdated or [r[0] for r in ordered] != list(rows):
            self.catalogue.save(ordered)  # in listing order, for the next head()
        return [listing_of_row(r) for r in ordered if include_archived or not r[9]]

    def head(self, count: int, include_archived: bool = False) -> list[Listing]:
        """The first ``count`` rows of the last listing, as the catalogue has them, without
        looking at a single game file: the games list's first screenful, shown while the
        full :meth:`listings` checks every file."""
        return [listing_of_row(r) for r in self.catalogue.head(count, include_archived)]

    def peek(self, game_id: str) -> Listing | None:
        """A quick look at one game file without replaying it (no engine import): its header,
        nicknames and the summary it was saved with. For the start screen's "Continue" line
        only; anything odd gives None, and opening the game reads it properly."""
        try:
            payload, _ = read_regular(self.path(game_id), PEEK_LIMIT + 1)
            if len(payload) > PEEK_LIMIT:
                return None
            data = json.loads(payload)
            h, summary = data["header"], data["summary"]
            listing = Listing(
                game_id,
                h["tournament"],
                h["stage"],
                h["table"],
                h["game_number"],
                h["date"],
                h["judge"],
                summary["result"],
                summary["finished"],
                data.get("archived") is True,
                tuple(p["nick"] for p in data["players"]),
            )
        except (OSError, ValueError, KeyError, TypeError, RuleError, RecursionError):
            return None
        fields = (listing.tournament, listing.stage, listing.date, listing.judge)
        if not (
            all(isinstance(f, str) for f in fields)
            and type(listing.table) is int
            and type(listing.game_number) is int
            and type(listing.finished) is bool
        ):
            return None
        return listing

    def unfinished(self) -> list[Listing]:
        """Games still in progress, to offer "continue"."""
        return [r for r in self.listings() if not r.finished]

    def signature(self) -> tuple[int, int]:
        """Changes whenever a file in ``games/`` is added, removed or replaced (by this app,
        another window, or a sync tool): a cheap way to know when to list again."""
        try:
            st = os.stat(self.games_dir)
        except OSError:
            return (0, 0)
        return (st.st_mtime_ns, st.st_nlink)

    def conflicts(self) -> list[tuple[str, Path]]:
        """Sync tools' conflict copies in ``games/``: (game id, the copy's path)."""
        found = []
        for entry in self._entries():
            gid = conflict_of(entry.name)
            if gid is not None:
                found.append((gid, Path(entry.path)))
        return sorted(found)

    # --- moving games between laptops (:mod:`.transfer`) ------------------------------

    def import_path(self, src: Path) -> list[ImportResult]:
        """Bring in a game file, or every game file of a folder."""
        return transfer.import_path(self, src)

    def import_file(self, src: Path) -> ImportResult:
        """Bring in a game file from another judge (:func:`.transfer.import_file`)."""
        return transfer.import_file(self, src)

    def import_game(self, game: Game, label: str) -> ImportResult:
        """Store a game read elsewhere (:func:`.transfer.import_game`)."""
        return transfer.import_game(self, game, label)

    def export(self, game_id: str, dest: Path) -> Path:
        """Copy a game file out (to a USB stick, a mail...)."""
        return transfer.export(self, game_id, dest)


def dir_notice(root: Path, exc: OSError) -> Notice:
    """The notice for a data dir that refused a write."""
    code = {
        errno.EROFS: "dir_read_only",
        errno.EACCES: "dir_read_only",
        errno.EPERM: "dir_read_only",
        errno.ENOSPC: "dir_full",
        errno.EDQUOT: "dir_full",
        errno.ENOENT: "dir_missing",
        errno.ENOTDIR: "dir_missing",
    }.get(exc.errno or 0, "dir_error")
    return Notice(code, {"path": root, "error": exc})


def _file_name(game_id: str) -> str:
    """``<id>.json``, only for a valid id (any other would leave the folder).

    Raises:
        RuleError: ``bad_game_id``.
    """
    if not valid_game_id(game_id):
        raise RuleError("bad_game_id", id=str(game_id)[:80])
    return f"{game_id}.json"


def _newest_first(row: CatalogueRow) -> tuple[Any, ...]:
    """The games list's order (reversed): date, tournament, table, game number."""
    return (row[5], row[1], row[3], row[4])


__all__ = [
    "GameFile",
    "GameFileError",
    "GameStore",
    "ImportResult",
    "Listing",
    "Problem",
    "read_game_bytes",
    "read_game_path",
]
