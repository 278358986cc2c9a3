"""The game files of one data dir: read, write, list, quarantine, recover, import.

Layout of the data dir::

    games/<id>.json        the game file (docs/FORMAT.md), rewritten atomically per action
    games/<id>.json.prev   its previous version (a hard link), to recover a damaged file
    games/<id>.lock        held while an app has the game open
    catalogue.json         a cache of the games list, one array per game (losing it loses nothing)
    quarantine/            copies of files that did not load, each with a ``.why.txt`` note

Only names that are a game id plus ``.json`` are games (storage/names.py). Saving an action
rewrites only that game's file, so its cost does not grow with the archive. Nothing here ever
raises at start-up for the disk's sake: what is wrong is collected in :attr:`GameStore.notices`.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..rules.errors import RuleError
from ..rules.ids import valid_game_id
from ..rules.values import frozen
from .atomic import atomic_write_bytes, dumps, sweep_temp_files
from .catalogue import Catalogue
from .catalogue import Row as CatalogueRow
from .folder import game_files, tournament_name
from .lock import GameLock, LockedError, LockUnavailable
from .machine import write_last_game
from .names import LOCK_SUFFIX, PREV_SUFFIX, conflict_of, game_id_of
from .notices import Notice
from .quarantine import acknowledge, keep_copy, unacknowledged, write_note
from .safe_open import read_regular

if TYPE_CHECKING:
    from ..rules import Game

# The rules engine is imported where a game is read, not at module import: the start screen
# lists games from the catalogue, and starts faster without it.

STORAGE_KEYS = ("resume", "archived", "reveal")
PEEK_LIMIT = 5 * 1024 * 1024
"""Top-level keys of a game file that belong to storage, not to the rules (docs/FORMAT.md)."""


class Listing(NamedTuple):
    """One row of the games list (a named tuple: thousands are made for one listing)."""

    id: str
    tournament: str
    stage: str
    table: int
    game_number: int
    date: str
    judge: str
    result: str | None
    finished: bool
    archived: bool = False
    nicks: tuple[str, ...] = ()
    signed: bool = False
    """Finished, and the head judge's check covers the record as it is."""

    @classmethod
    def of(cls, game: Game, archived: bool = False) -> Listing:
        """The listing of a game."""
        from ..rules.desk import checked

        h = game.header
        return cls(
            game.id,
            h.tournament,
            h.stage,
            h.table,
            h.game_number,
            h.date,
            h.judge,
            game.result,
            game.state.over,
            archived,
            tuple(p.nick for p in game.players),
            game.state.over and checked(game),
        )

    def label(self) -> dict[str, Any]:
        """What names the game to a judge: tournament, table, game number."""
        return {"tournament": self.tournament or "—", "table": self.table, "game": self.game_number}


@frozen
class GameFile:
    """A game as read from its file, with storage's own blocks and the stamp of the bytes."""

    game: Game
    extras: dict[str, Any] = field(default_factory=dict)
    stamp: tuple[int, int] = (0, 0)

    @property
    def archived(self) -> bool:
        return self.extras.get("archived") is True


class GameFileError(Exception):
    """A game file could not be read: :attr:`notice` says what and where, for the judge;
    :attr:`error` is the rules' reason when the content was at fault."""

    def __init__(self, notice: Notice, error: RuleError | None = None) -> None:
        super().__init__(notice.message("en"))
        self.notice = notice
        self.error = error

    def message(self, lang: str = "ru") -> str:
        """The judge's message in ``lang``."""
        return self.notice.message(lang)


@frozen
class Problem:
    """A file that could not be loaded this run, and where it went (``moved_to`` is empty
    when it could not be moved)."""

    file: str
    moved_to: str
    error: RuleError | None
    notice: Notice


@frozen
class ImportResult:
    """What happened to one imported file: imported, updated (the same game further on),
    duplicate, conflict, locked (open in a window here), invalid, or tournament (a tournament
    file, not a game: skipped, see :meth:`GameStore.import_file`)."""

    file: str
    outcome: str
    game_id: str | None = None
    error: RuleError | None = None
    tournament: str = ""
    """A tournament file's tournament name."""
    notes: tuple[Any, ...] = ()
    """A converted game's notes (what was supplied or dropped): each has ``text(lang)``."""
    refused: Any = None
    """Why a game of another tool's file was refused (outcome "refused"): ``text(lang)``."""


def read_game_bytes(payload: bytes) -> tuple[Game, dict[str, Any]]:
    """The one reader, for bytes from anywhere: the game and storage's blocks.

    Raises:
        RuleError: the file is not a valid game (see docs/FORMAT.md, "Limits").
    """
    from ..rules.record import decode_json, game_from_dict

    data = decode_json(payload)
    game = game_from_dict(data)
    extras = {k: data[k] for k in STORAGE_KEYS if k in data}
    if not isinstance(extras.get("resume", {}), dict):
        extras.pop("resume")
    return game, extras


def read_game_path(path: Path) -> GameFile:
    """Read one game file from anywhere (CLI verbs, import, a tournament folder).

    Raises:
        FileNotFoundError: there is no such file.
        GameFileError: it cannot be read or is not a valid game; nothing is moved.
    """
    from ..rules.record import MAX_FILE_BYTES

    try:
        payload, st = read_regular(path, MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise GameFileError(Notice("file_unreadable", {"path": path, "error": exc})) from exc
    try:
        game, extras = read_game_bytes(payload)
    except RuleError as err:
        raise GameFileError(Notice("file_invalid", {"path": path, "error": err}), err) from err
    return GameFile(game, extras, (st.st_size, st.st_mtime_ns))


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
        self.catalogue = Catalogue(self.root / "catalogue.json")
        self._check_dir()
        if sweep:
            self.sweep()

    def sweep(self) -> int:
        """Remove killed writers' temp files (see :func:`sweep_temp_files`); how many."""
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
        return GameLock(self.games_dir / f"{game_id}{LOCK_SUFFIX}")

    def _entries(self) -> list[os.DirEntry[str]]:
        try:
            return list(os.scandir(self.games_dir))
        except OSError:
            return []

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
            return self._recover(path, exc.error, own)

    def load(self, game_id: str) -> Game:
        """Read a stored game (see :meth:`read`)."""
        try:
            return self.read(game_id).game
        except FileNotFoundError:
            raise RuleError("no_game", id=game_id) from None
        except GameFileError as exc:
            raise exc.error or RuleError("no_game", id=game_id) from exc

    def _recover(self, path: Path, error: RuleError, own: bool) -> GameFile:
        """A damaged game file: its previous version, when that is a good regular file (never
        a link), read in its place; mended on disk only for the table that owns the game."""
        prev = path.with_name(path.name + PREV_SUFFIX)
        try:
            from ..rules.record import MAX_FILE_BYTES

            payload, st = read_regular(prev, MAX_FILE_BYTES + 1, follow=False)
            game, extras = read_game_bytes(payload)
            good: GameFile | None = GameFile(game, extras, (st.st_size, st.st_mtime_ns))
        except (OSError, RuleError):
            good = None
        if not own:
            code = "file_unreadable_here" if good is None else "file_prev_shown"
            actions = len(good.game.log) if good else 0
            notice = Notice(code, {"path": path, "error": error, "actions": actions})
            self._report(Problem(str(path), "", error, notice))
            if good is None:
                raise GameFileError(notice, error)
            return good
        if good is None:
            copy = keep_copy(self.quarantine_dir, path)
            if copy is None:
                notice = Notice("file_unreadable_here", {"path": path, "error": error})
            else:
                notice = Notice("file_lost", {"path": path, "error": error, "moved_to": copy})
                write_note(copy, notice, error)
            self._report(Problem(str(path), "", error, notice))
            raise GameFileError(notice, error)
        copy = keep_copy(self.quarantine_dir, path)
        try:
            atomic_write_bytes(path, payload)
        except OSError:
            pass  # read from the previous version now; the next save writes the file again
        notice = Notice(
            "file_recovered" if copy else "file_recovered_no_copy",
            {"path": path, "actions": len(good.game.log), "moved_to": copy or ""},
        )
        if copy is not None:
            write_note(copy, notice, error)
        self._report(Problem(str(path), str(copy or ""), error, notice))
        try:
            return read_game_path(path)
        except (OSError, GameFileError):
            return good

    def _report(self, problem: Problem) -> None:
        """Say a file's problem once a run (the same file, the same notice)."""
        said = (problem.file, problem.notice.code)
        if all((p.file, p.notice.code) != said for p in self.problems):
            self.problems.append(problem)

    def set_aside(self, path: Path, error: RuleError, remove: bool = True) -> Path | None:
        """The judge's choice to drop a file from ``games/`` (a sync tool's second version):
        a copy is kept in quarantine with a note, then (``remove``) the file goes; the caller
        replaces it otherwise. Returns the copy, or None when it could not be kept (the file
        then stays)."""
        copy = keep_copy(self.quarantine_dir, path)
        if copy is None:
            return None
        write_note(copy, Notice("file_set_aside", {"path": path, "moved_to": copy}), error)
        try:
            if remove:
                os.unlink(path)
        except OSError:
            return None
        return copy

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
        from ..rules import game_to_json
        from ..rules.record import MAX_FILE_BYTES

        kept = {k: v for k, v in (extras or {}).items() if k in STORAGE_KEYS and v}
        payload = game_to_json(game, kept)
        if len(payload) > MAX_FILE_BYTES:  # the reader would refuse it: keep the last good one
            raise OSError(errno.EFBIG, "larger than the reader's limit", str(self.path(game.id)))
        path = self.path(game.id)
        try:
            atomic_write_bytes(path, payload, keep_previous=True)
        except FileNotFoundError:
            self.games_dir.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(path, payload, keep_previous=True)
            write_last_game(self.root, game.id)  # the game being judged: --continue finds it

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
        return [_listing(r) for r in ordered if include_archived or not r[9]]

    def head(self, count: int, include_archived: bool = False) -> list[Listing]:
        """The first ``count`` rows of the last listing, as the catalogue has them, without
        looking at a single game file: the games list's first screenful, shown while the
        full :meth:`listings` checks every file."""
        return [_listing(r) for r in self.catalogue.head(count, include_archived)]

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

    # --- moving games between laptops ----------------------------------------------------

    def import_path(self, src: Path) -> list[ImportResult]:
        """Bring in a game file, or every game file of a folder (:func:`.folder.game_files`,
        as the tournament table reads a folder), one :meth:`import_file` each."""
        src = Path(src)
        return [self.import_file(f) for f in (game_files(src) if src.is_dir() else [src])]

    def import_file(self, src: Path) -> ImportResult:
        """Bring in a game file from another judge, read by the one reader.

        A tournament file (a folder's ``tournament.json``) is not a game and is not an error
        either: "tournament", and nothing is written. The data dir keeps games only; a
        tournament there is the games that name it, and the file's participants, lots and
        rules stay in its folder, read by the table of that folder.

        Writes only ``games/<id>.json`` for a valid id: a game not stored yet, or the same game
        further on (its stored log is a prefix of the file's: a copy the judge saved elsewhere
        while the disk refused), keeping the stored one as the previous version. Anything
        else already there (another version, a damaged file) is never touched: "conflict".
        """
        try:
            incoming = read_game_path(Path(src))
        except FileNotFoundError as exc:
            return ImportResult(
                str(src), "invalid", error=RuleError("bad_file", why=exc.strerror or "not found")
            )
        except GameFileError as exc:
            name = tournament_name(Path(src))
            if name is not None:
                return ImportResult(str(src), "tournament", tournament=name)
            why = exc.error or RuleError("bad_file", why=exc.notice.params.get("error", ""))
            return ImportResult(str(src), "invalid", error=why)
        return self.import_game(incoming.game, str(src))

    def import_game(self, game: Game, label: str) -> ImportResult:
        """Store a game read elsewhere (a file of ours, or one converted from another tool):
        new, the same game further on (updated), a duplicate, or a conflict left untouched
        (see :meth:`import_file`); ``label`` names where it came from."""
        src = label
        target = self.path(game.id)
        if not (target.exists() or target.is_symlink()):
            self.write(game)
            return ImportResult(str(src), "imported", game.id)
        try:
            existing = read_game_path(target)
        except (OSError, GameFileError):
            return ImportResult(str(src), "conflict", game.id)
        mine, theirs = fingerprint(existing.game), fingerprint(game)
        if mine == theirs:
            return ImportResult(str(src), "duplicate", game.id)
        if not _continues(mine, theirs):
            return ImportResult(str(src), "conflict", game.id)
        lock = self.lock(game.id)  # the same game, further on (a copy saved elsewhere)
        try:
            lock.acquire()
        except LockedError:
            return ImportResult(str(src), "locked", game.id)
        except LockUnavailable:
            pass
        try:
            self.write(game, existing.extras)
        finally:
            lock.release()
        return ImportResult(str(src), "updated", game.id)

    def export(self, game_id: str, dest: Path) -> Path:
        """Copy a game file out (to a USB stick, a mail...)."""
        dest = Path(dest)
        if dest.is_dir():
            dest = dest / f"{game_id}.json"
        atomic_write_bytes(dest, self.path(game_id).read_bytes())
        return dest


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


def listing_row(listing: Listing, stamp: tuple[int, int]) -> CatalogueRow:
    """A catalogue row (:data:`.catalogue.COLUMNS`): the listing, then the stamp of the bytes
    it was read from."""
    return [*listing[:10], list(listing.nicks), *stamp, listing.signed]


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


def _listing(row: CatalogueRow) -> Listing:
    return Listing._make((*row[:10], tuple(row[10]), row[13]))


def _continues(mine: list[Any], theirs: list[Any]) -> bool:
    """True when ``theirs`` is the game of ``mine`` with more actions (header, players and
    profile equal, ``mine``'s actions a prefix of ``theirs``)."""
    return (
        mine[:3] == theirs[:3]
        and theirs[3][: len(mine[3])] == mine[3]
        and (len(theirs[3]) > len(mine[3]))
    )


def fingerprint(game: Game) -> Any:
    """What makes two copies of a game the same game (the wall-clock stamps aside)."""
    from ..rules import game_to_dict

    data = game_to_dict(game)
    for action in data["actions"]:
        action.pop("ts", None)
    return [data[k] for k in ("header", "players", "profile", "actions", "after")]


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
