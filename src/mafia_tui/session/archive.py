"""The judge's games in one data dir: what the screens and the command line open, create,
list, archive and import. It decides nothing about the rules and draws nothing; it turns the
storage layer's files into sessions and plain answers.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import TYPE_CHECKING

from ..rules.errors import RuleError
from ..rules.values import frozen
from ..storage.lock import GameLock, LockedError, LockUnavailable
from ..storage.machine import last_game_path, machine_games, read_last_game, write_last_game
from ..storage.notices import Notice
from ..storage.store import (
    GameFileError,
    GameStore,
    ImportResult,
    Listing,
    Problem,
    read_game_path,
)
from ..storage.transfer import fingerprint
from .game_session import GameSession

if TYPE_CHECKING:
    from ..rules import Game
    from ..rules.profile import Profile
    from ..rules.setup import Header
    from ..rules.state import Player

_REFUSING_DISK = {errno.EROFS, errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EDQUOT}
"""A lock file that cannot be made for these reasons is the data dir's problem, said at start;
a save will say it again. Not a lock problem."""


def rules_profile(text: str) -> Profile | None:
    """The rules ``text`` names: a preset by its name or its title in either language («ФИИМ
    2018»), or the profile a mafiaratings rules code builds (FIIM 2018's times and points
    under the code's options; also as titled, «по коду 0432000100001»); None for neither."""
    from ..rules.codes import profile_from_code
    from ..rules.profile import preset_named
    from ..rules.setting_texts import titled

    text = text.strip()
    text = titled(text) or text
    preset = preset_named(text)
    if preset is not None:
        return preset
    text = text.removeprefix("code-")
    return profile_from_code(text) if text.isdigit() else None


@frozen
class ResumeTarget:
    """What ``--continue`` should do: open ``game_id``, or say ``notice`` and open nothing."""

    game_id: str | None
    notice: Notice | None = None


class Archive:
    """All games of one data dir, for the UI and the command line alike."""

    def __init__(self, root: Path, sweep: bool = True) -> None:
        """The data dir at ``root``; ``sweep=False``: call :meth:`sweep` later."""
        self.files = GameStore(root, sweep=sweep)

    def sweep(self) -> int:
        """Remove killed writers' temp files; how many (errors are ignored)."""
        return self.files.sweep()

    # --- what the data dir holds ----------------------------------------------------------

    @property
    def root(self) -> Path:
        return self.files.root

    @property
    def games_dir(self) -> Path:
        return self.files.games_dir

    @property
    def quarantine_dir(self) -> Path:
        return self.files.quarantine_dir

    @property
    def notices(self) -> list[Notice]:
        """What is wrong with the data dir (read-only, full, missing), found at start."""
        return self.files.notices

    @property
    def problems(self) -> list[Problem]:
        """Files that did not load (or were recovered) in this run."""
        return self.files.problems

    def path(self, game_id: str) -> Path:
        return self.files.path(game_id)

    def listings(self, include_archived: bool = False) -> list[Listing]:
        return self.files.listings(include_archived)

    def head(self, count: int, include_archived: bool = False) -> list[Listing]:
        """The games list's first ``count`` rows as last listed (no file is read)."""
        return self.files.head(count, include_archived)

    def unfinished(self) -> list[Listing]:
        return self.files.unfinished()

    def signature(self) -> tuple[int, int]:
        """Changes whenever games arrive, change or go (see ``GameStore.signature``)."""
        return self.files.signature()

    def load(self, game_id: str) -> Game:
        """A stored game, read only (RuleError when it cannot be read)."""
        return self.files.load(game_id)

    def unacknowledged(self) -> list[Path]:
        """Notes of files set aside that the judge has not acknowledged yet."""
        return self.files.unacknowledged()

    def acknowledge(self) -> None:
        self.files.acknowledge()

    def note_lines(self, note: Path) -> list[str]:
        """The lines of a note of :meth:`unacknowledged` ([] when it does not read)."""
        from ..storage.quarantine import note_lines

        return note_lines(note)

    # --- judging ---------------------------------------------------------------------------

    def new_game(self, header: Header, players: list[Player], rules: str) -> GameSession:
        """Start a new game of ``players`` under ``header``, played by ``rules``: a preset's
        name or a mafiaratings rules code (:func:`rules_profile`; what this version does not
        know — a settings file from a newer one — plays FIIM 2018, as the game then says in
        its file), stored and opened as :meth:`create`. Each player takes his platform ids
        from the data dir's roster (session/player_ids.py).

        Raises:
            RuleError: as :meth:`create`.
        """
        from ..rules.game import Game
        from ..rules.profile import FIIM_2018
        from ..storage.roster import open_roster
        from .player_ids import with_roster_ids

        players = with_roster_ids(players, open_roster(self.root))  # who each seat is
        return self.create(Game(header, players, rules_profile(rules) or FIIM_2018))

    def create(self, game: Game) -> GameSession:
        """Store a new game and open it for judging. On a disk that refuses, the game is
        judged in memory (``unsaved``), exactly like a game whose disk fails later.

        Raises:
            RuleError: the game would not read back (a header the reader refuses, say): the
                reader's own message, and nothing is written.
        """
        from ..rules.record import game_from_dict, game_to_dict

        game_from_dict(game_to_dict(game))  # the writer keeps the reader's limits
        lock, warning = self._lock(game.id)
        session = GameSession(self.files, game, lock, warning=warning)
        session.pending = 1
        session.save()
        self._remember(game.id)
        return session

    def open(self, game_id: str) -> GameSession:
        """Open a stored game for judging; one app at a time.

        Raises:
            LockedError: another app has it open.
            RuleError: no such game, or a file that cannot be read or recovered.
        """
        lock, warning = self._lock(game_id)
        try:
            found = self.files.read(game_id, own=True)
        except FileNotFoundError:
            lock.release()
            raise RuleError("no_game", id=game_id) from None
        except GameFileError as exc:
            lock.release()
            raise exc.error or RuleError("bad_file", why=exc) from exc
        except BaseException:
            lock.release()
            raise
        self._remember(game_id)
        return GameSession(self.files, found.game, lock, found.extras, warning)

    def _lock(self, game_id: str) -> tuple[GameLock, Notice | None]:
        lock = self.files.lock(game_id)
        try:
            lock.acquire()
        except LockUnavailable as exc:
            if exc.foreign:
                return lock, Notice("lock_not_regular", {"path": exc.path})
            if exc.error.errno in _REFUSING_DISK:  # said already: the data dir's notice
                return lock, None
            return lock, Notice("lock_unavailable", {"error": exc.error})
        return lock, None

    def _remember(self, game_id: str) -> None:
        """This machine's last game (never another table's: :mod:`..storage.machine`)."""
        if self.last_game() == game_id and last_game_path(self.root).exists():
            return  # --continue reopens the last game: no write, no fsync before the screen
        write_last_game(self.root, game_id)

    def last_game(self) -> str | None:
        """The id of the game this machine opened last, if recorded (and a valid id)."""
        return read_last_game(self.root)

    def continue_candidate(self) -> Listing | None:
        """The start screen's "Continue": the game judged last, while it is unfinished. A
        look at one file, so the start screen costs the same with 5 or 5,000 games."""
        last = self.last_game()
        if last is None:
            return None
        listing = self.files.peek(last)
        if listing is None:  # damaged, foreign or gone: the full reader recovers or reports
            try:
                found = self.files.read(last)
            except (OSError, RuleError, GameFileError):
                return None
            listing = Listing.of(found.game, found.archived)
        return listing if not listing.finished else None

    def resume_target(self) -> ResumeTarget:
        """The game ``--continue`` opens: the one judged last while it is unfinished, else
        the last unfinished one among the games judged on this machine; never another
        table's game of a shared folder (issue #39). A last game that no longer reads is
        named, not skipped; with none to continue, ``resume_none`` says so."""
        if self.continue_candidate() is not None:
            return ResumeTarget(self.last_game())  # one file looked at, not the archive
        rows = {r.id: r for r in self.listings(include_archived=True)}
        last = self.last_game()
        if last is not None and last not in rows:
            problem = next((p for p in self.problems if Path(p.file).stem == last), None)
            if problem is not None:
                return ResumeTarget(
                    None, Notice("resume_failed", {"game": last, "error": problem.notice})
                )
        for game_id in machine_games(self.root):  # this machine's, the last judged first
            row = rows.get(game_id)
            if row is not None and not row.finished and not row.archived:
                return ResumeTarget(game_id)
        return ResumeTarget(None, Notice("resume_none", {"path": self.root}))

    def set_archived(self, game_id: str, archived: bool) -> None:
        """Hide a game from the list or show it again (LockedError while it is open
        elsewhere; OSError when the disk refuses)."""
        self.files.set_archived(game_id, archived)

    # --- sync conflicts -------------------------------------------------------------------

    def conflicts(self) -> list[tuple[str, Path]]:
        """Sync tools' second versions of stored games: (game id, the copy)."""
        return self.files.conflicts()

    def keep_version(self, game_id: str, copy: Path, keep_copy: bool) -> None:
        """Settle "two versions of game N": the kept one is the game, the other is copied to
        quarantine with a note (never deleted) and leaves ``games/``.

        Raises:
            LockedError: the game is open in a window.
            RuleError: the version to keep does not read.
            OSError: the disk refused.
        """
        lock, _ = self._lock(game_id)
        try:
            current = self.path(game_id)
            drop, keep = (current, copy) if keep_copy else (copy, current)
            read_game_path(keep)  # never keep a version that does not read
            # The current file is replaced in one step (never absent for a sync tool to see).
            kept = self.files.set_aside(drop, RuleError("sync_version_dropped"), not keep_copy)
            if kept is None:
                raise OSError(errno.EIO, "the dropped version could not be kept", str(drop))
            if keep_copy:
                os.replace(copy, current)
        except GameFileError as exc:
            raise exc.error or RuleError("bad_file", why=exc) from exc
        finally:
            lock.release()

    # --- moving games between laptops -------------------------------------------------------

    def import_file(self, src: Path) -> ImportResult:
        return self.files.import_file(src)

    def import_path(self, src: Path, tournament: str = "") -> list[ImportResult]:
        """A game file, or every game file of a folder (its tournament file recognised);
        other tools' game files are converted (:func:`.foreign_import.import_any`)."""
        from .foreign_import import import_any

        return import_any(self.files, src, tournament)

    def export(self, game_id: str, dest: Path) -> Path:
        return self.files.export(game_id, dest)


__all__ = ["Archive", "LockedError", "ResumeTarget", "fingerprint"]
