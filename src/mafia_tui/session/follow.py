"""Following the game being judged from another process, read only.

The players' display calls :meth:`GameFollower.poll` every ~100 ms. It looks at the stat of
the game file (inode, size, mtime_ns: the judge's atomic save makes a new inode every time) and
rereads the file, through the one reader, only when that changed. It never creates, locks,
writes or deletes anything, so it can sit on a shared folder next to the judge's app; a file
that is missing, half-synced or damaged at that moment is skipped and the last good version
stays current.

Without a fixed game id it follows this machine's "last game" (:mod:`..storage.machine`):
the game the judge opened last on this laptop.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from ..rules.ids import valid_game_id
from ..storage.machine import LEGACY_LAST_GAME, last_game_path, read_last_game
from ..storage.store import GameFile, GameFileError, read_game_path

Stamp = tuple[int, int, int]


def _stamp(path: Path) -> Stamp | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def last_game_id(root: Path) -> str | None:
    """This machine's last game in the data dir (what :meth:`Archive.last_game` says), read
    without making an :class:`Archive` (which would write to the data dir)."""
    return read_last_game(Path(root))


class GameFollower:
    """The latest good version of one game file in a data dir."""

    def __init__(self, root: Path, game_id: str | None = None) -> None:
        self.root = Path(root)
        self.fixed = game_id is not None
        """Follow only ``game_id`` (``--game``), not the judge's last game."""
        self.game_id: str | None = game_id if valid_game_id(game_id) else None
        self.current: GameFile | None = None
        """The last version that read well (kept while the file is replaced or damaged)."""
        self.failing_since: float | None = None
        """Since when (monotonic) the file has not given a good version; None while it does."""
        self.reads = 0
        """How many times the file was actually read (for tests and the lag benchmark)."""
        self._stamp: Stamp | None = None
        self._last_stamp: tuple[Stamp | None, Stamp | None] | None = None

    @property
    def path(self) -> Path | None:
        """The followed game's file."""
        return self.root / "games" / f"{self.game_id}.json" if self.game_id else None

    def poll(self) -> bool:
        """Look at the files once; reread the game only if its file changed.

        Returns:
            True when a new good version was read.
        """
        if not self.fixed:
            self._follow_last_game()
        path = self.path
        if path is None:
            return False
        stamp = _stamp(path)
        if stamp is None:
            return self._failed()
        if stamp == self._stamp:
            return False
        self.reads += 1
        try:
            found = read_game_path(path)
        except (OSError, GameFileError):
            return self._failed()  # retried at the next poll: the stamp is not remembered
        if found.game.id != self.game_id:
            return self._failed()
        self._stamp, self.current, self.failing_since = stamp, found, None
        return True

    @property
    def failing(self) -> bool:
        """The last look at the file did not give a good version."""
        return self.failing_since is not None

    def _failed(self) -> bool:
        if self.failing_since is None:
            self.failing_since = time.monotonic()
        return False

    def _follow_last_game(self) -> None:
        stamp = (_stamp(last_game_path(self.root)), _stamp(self.root / LEGACY_LAST_GAME))
        if stamp == self._last_stamp:
            return
        self._last_stamp = stamp
        game_id = last_game_id(self.root)
        if game_id is not None and game_id != self.game_id:
            self.game_id, self._stamp = game_id, None  # the old frame stays until it reads


__all__ = ["GameFollower", "last_game_id"]
