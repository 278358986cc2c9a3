"""The game store: one JSON file per game, a small tinydb catalogue, quarantine for bad files.

Layout of the data dir::

    games/<id>.json        the game file (docs/FORMAT.md), rewritten atomically per action
    games/<id>.lock        held while an app has the game open
    catalogue.json         tinydb: one row per game for the games list
    quarantine/            files that did not load, with a note saying why

Saving an action rewrites only that game's file, so its cost does not grow with the archive.
The catalogue is a cache for the games list, checked against each file's size and mtime.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tinydb import Query, TinyDB

from ..rules.errors import RuleError
from .atomic import AtomicJSONStorage, atomic_write_bytes, dumps

if TYPE_CHECKING:
    from ..rules import Action, AfterGame, Game

# The rules engine is imported where a game is read or changed, not at module import: the
# start screen only lists games from the catalogue, and starts faster without it.
from .lock import GameLock, LockedError


@dataclass(frozen=True)
class Listing:
    """One row of the games list."""

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

    @classmethod
    def of(cls, game: Game, archived: bool = False) -> Listing:
        """The listing of a game."""
        h = game.header
        return cls(game.id, h.tournament, h.stage, h.table, h.game_number, h.date, h.judge,
                   game.state.result, game.state.over, archived,
                   tuple(p.nick for p in game.players))


@dataclass(frozen=True)
class Problem:
    """A file that could not be loaded, and where it was moved."""

    file: str
    moved_to: str
    error: RuleError


@dataclass(frozen=True)
class ImportResult:
    """What happened to one imported file: imported, duplicate, conflict or invalid."""

    file: str
    outcome: str
    game_id: str | None = None
    error: RuleError | None = None


class GameStore:
    """All games in one data dir."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.games_dir = self.root / "games"
        self.quarantine_dir = self.root / "quarantine"
        self.games_dir.mkdir(parents=True, exist_ok=True)
        self.problems: list[Problem] = []
        self._catalogue_path = self.root / "catalogue.json"
        self._sweep_temp_files()

    def _sweep_temp_files(self) -> None:
        """Remove temporary files a killed writer left (old enough not to be in use)."""
        cutoff = time.time() - 60
        for folder in (self.root, self.games_dir):
            for tmp in folder.glob(".tmp-*"):
                with contextlib.suppress(OSError):
                    if tmp.stat().st_mtime < cutoff:
                        tmp.unlink()

    # --- the catalogue -------------------------------------------------------------------

    def _db(self) -> TinyDB:
        try:
            return TinyDB(self._catalogue_path, storage=AtomicJSONStorage)
        except (json.JSONDecodeError, UnicodeDecodeError):
            self._quarantine(self._catalogue_path, RuleError("bad_file", why="catalogue"))
            return TinyDB(self._catalogue_path, storage=AtomicJSONStorage)

    def _index(self, *listings: Listing) -> None:
        """Add or update rows, stamped with each file's size and mtime, in one write; the
        archived flag is kept as it was."""
        if not listings:
            return
        with self._db() as db:
            rows = {r["id"]: dict(r) for r in db.all()}
            for listing in listings:
                row: dict[str, Any] = {**listing.__dict__, "nicks": list(listing.nicks)}
                row["archived"] = rows.get(listing.id, {}).get("archived", False)
                row["stamp"] = _stamp(self.path(listing.id))
                rows[listing.id] = row
            db.truncate()
            db.insert_multiple(rows.values())

    def listings(self, include_archived: bool = False) -> list[Listing]:
        """Every stored game, newest first.

        The catalogue is a cache checked against each file's size and mtime: a file written
        since (the game being judged, a crash between two writes, a hand edit) is read again,
        and a bad one is moved aside and reported, never listed.
        """
        with self._db() as db:
            rows = {r["id"]: dict(r) for r in db.all()}
        fresh: list[Listing] = []
        for path in self.games_dir.glob("*.json"):
            gid = path.stem
            row = rows.get(gid)
            if row is None or row.get("stamp") != _stamp(path):
                game = self._read(gid)
                if game is None:
                    rows.pop(gid, None)
                    continue
                listing = Listing.of(game, bool((row or {}).get("archived", False)))
                fresh.append(listing)
                rows[gid] = {**listing.__dict__}
            rows[gid]["_seen"] = True
        self._index(*fresh)
        out: list[Listing] = []
        for row in rows.values():
            if not row.pop("_seen", False):
                continue  # in the catalogue, but its file is gone
            fields = {k: v for k, v in row.items() if k != "stamp"}
            fields["nicks"] = tuple(fields.get("nicks", ()))
            listing = Listing(**fields)
            if include_archived or not listing.archived:
                out.append(listing)
        out.sort(key=lambda r: (r.date, r.tournament, r.table, r.game_number), reverse=True)
        return out

    def unfinished(self) -> list[Listing]:
        """Games still in progress, to offer "continue"."""
        return [r for r in self.listings() if not r.finished]

    def archive(self, game_id: str, archived: bool = True) -> None:
        """Hide a game from the list (it stays on disk)."""
        self._index(Listing.of(self.load(game_id)))
        with self._db() as db:
            db.update({"archived": archived}, Query().id == game_id)

    # --- games ---------------------------------------------------------------------------

    def path(self, game_id: str) -> Path:
        """The file of a game."""
        return self.games_dir / f"{game_id}.json"

    def _read(self, game_id: str) -> Game | None:
        return self._read_with_resume(game_id)[0]

    def _read_with_resume(self, game_id: str) -> tuple[Game | None, dict[str, Any]]:
        """The game and its saved timer block, from one read of the file."""
        from ..rules import game_from_dict

        path = self.path(game_id)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            resume = data.get("resume") if isinstance(data, dict) else None
            return game_from_dict(data), resume if isinstance(resume, dict) else {}
        except FileNotFoundError:
            return None, {}
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            self._quarantine(path, RuleError("bad_file", why=f"JSON: {exc}"))
        except RuleError as err:
            self._quarantine(path, err)
        return None, {}

    def load(self, game_id: str) -> Game:
        """Read a game.

        Raises:
            RuleError: the file is missing or invalid (an invalid one is moved aside first).
        """
        return self._loaded(game_id, self._read(game_id))

    def _loaded(self, game_id: str, game: Game | None) -> Game:
        if game is None:
            problem = next((p for p in self.problems if Path(p.file).stem == game_id), None)
            raise problem.error if problem else RuleError("bad_file", why=f"no game {game_id}")
        return game

    def write(self, game: Game, resume: dict[str, Any] | None = None) -> None:
        """Write the game's file atomically.

        Raises:
            OSError: the disk refused; the old file is intact.
        """
        from ..rules import game_to_dict

        data = game_to_dict(game)
        if resume:
            data["resume"] = resume
        atomic_write_bytes(self.path(game.id), dumps(data))

    def create(self, game: Game) -> GameSession:
        """Store a new game and open it for writing."""
        self.write(game)
        self._index(Listing.of(game))
        return self.open(game.id, game)

    def open(self, game_id: str, game: Game | None = None) -> GameSession:
        """Open a game for judging; one app at a time.

        Raises:
            LockedError: another app has it open.
            RuleError: the file is invalid.
        """
        lock = GameLock(self.games_dir / f"{game_id}.lock")
        lock.acquire()
        resume: dict[str, Any] = {}
        try:
            if game is None:
                found, resume = self._read_with_resume(game_id)
                game = self._loaded(game_id, found)
        except BaseException:
            lock.release()
            raise
        # A stale catalogue row mends itself at the next listing (the stamp check).
        return GameSession(self, game, lock, resume)

    def _quarantine(self, path: Path, error: RuleError) -> Path:
        """Move a bad file aside with a timestamp and a note; never overwrite or delete it."""
        self.quarantine_dir.mkdir(exist_ok=True)
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        target = self.quarantine_dir / f"{path.name}.{stamp}"
        os.replace(path, target)
        target.with_name(target.name + ".why.txt").write_text(
            error.message("ru") + "\n" + error.message("en") + "\n", encoding="utf-8")
        self.problems.append(Problem(str(path), str(target), error))
        return target

    # --- moving games between laptops ----------------------------------------------------

    def export(self, game_id: str, dest: Path) -> Path:
        """Copy a game file out (to a USB stick, a mail...)."""
        dest = Path(dest)
        if dest.is_dir():
            dest = dest / f"{game_id}.json"
        shutil.copyfile(self.path(game_id), dest)
        return dest

    def import_file(self, src: Path) -> ImportResult:
        """Bring in a game file from another judge, validated like any file."""
        from ..rules import game_from_dict

        try:
            data = json.loads(Path(src).read_text(encoding="utf-8"))
            game = game_from_dict(data)
        except (OSError, ValueError) as exc:
            return ImportResult(str(src), "invalid", error=RuleError("bad_file", why=str(exc)))
        except RuleError as err:
            return ImportResult(str(src), "invalid", error=err)
        existing = self._read(game.id)
        if existing is not None:
            same = _fingerprint(existing) == _fingerprint(game)
            return ImportResult(str(src), "duplicate" if same else "conflict", game.id)
        self.write(game)
        self._index(Listing.of(game))
        return ImportResult(str(src), "imported", game.id)


def _stamp(path: Path) -> list[int]:
    try:
        st = path.stat()
    except OSError:
        return [0, 0]
    return [st.st_size, st.st_mtime_ns]


def _fingerprint(game: Game) -> Any:
    from ..rules import game_to_dict

    data = game_to_dict(game)
    for action in data["actions"]:
        action.pop("ts", None)
    return [data[k] for k in ("header", "players", "profile", "actions", "after")]


class GameSession:
    """A game open for judging: every change is on disk before it is shown.

    If the disk refuses (full, read-only), the change stays in memory, ``unsaved`` is set, and
    every later change or :meth:`retry` tries again.
    """

    def __init__(self, store: GameStore, game: Game, lock: GameLock,
                 resume: dict[str, Any] | None = None) -> None:
        self.store = store
        self.game = game
        self._lock = lock
        self.unsaved = False
        self.error: OSError | None = None
        self.resume: dict[str, Any] = resume or {}
        self.now: Callable[[], str] = lambda: datetime.now().astimezone().isoformat(
            timespec="seconds")
        """The wall-clock stamp put on each action (replaceable in tests)."""

    def apply(self, action: Action, ts: str | None = None) -> bool:
        """Apply ``action`` stamped with the wall-clock time, then save.

        Returns:
            True when saved; False when kept in memory only (see ``error``).

        Raises:
            RuleError: the action is not legal; nothing changed, nothing written.
        """
        stamp = ts or self.now()
        self.game.apply(replace(action, ts=stamp))
        self.resume = {}
        return self.save()

    def undo(self) -> Action:
        """Undo the last action, then save; returns it (``unsaved`` tells if the save failed).

        Raises:
            RuleError: ``nothing_to_undo``.
        """
        action = self.game.undo()
        self.resume = {}
        self.save()
        return action

    def save(self) -> bool:
        """Write the game now; remember a failure instead of raising it."""
        try:
            self.store.write(self.game, self.resume or None)
        except OSError as exc:
            self.unsaved, self.error = True, exc
            return False
        self.unsaved, self.error = False, None
        return True

    retry = save

    def rename(self, seat: int, nick: str) -> bool:
        """Correct a nickname, then save (RuleError for a bad or repeated one)."""
        self.game.rename(seat, nick)
        return self.save()

    def set_after(self, after: AfterGame) -> list[str]:
        """Replace the after-game data once it passes 8.4/8.5, then save.

        Returns:
            Seats whose extra points need the head judge (8.4.3).

        Raises:
            RuleError: a limit is broken; nothing changes.
        """
        from ..rules import check

        flags = check(self.game.state, self.game.profile, after)
        self.game.after = after
        self.save()
        return flags

    def save_timer(self, remaining: float) -> bool:
        """Keep the speech timer's remaining seconds for a resume after a crash."""
        self.resume = {"actions": len(self.game.log), "remaining": round(remaining, 1)}
        return self.save()

    def timer_remaining(self) -> float | None:
        """The remaining seconds saved for the current step, if any."""
        if self.resume.get("actions") == len(self.game.log):
            value = self.resume.get("remaining")
            return float(value) if isinstance(value, (int, float)) else None
        return None

    def close(self) -> None:
        """Release the game for other apps."""
        self._lock.release()


__all__ = ["GameSession", "GameStore", "ImportResult", "Listing", "LockedError", "Problem"]
