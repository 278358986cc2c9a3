"""A change of several files at once, all or nothing: the journal (issue #36, item 5).

A rename across a tournament rewrites its games, its tournament file and the roster. Each file
is written atomically (:mod:`.atomic`), but a kill or a full disk between two of them would
leave the player under two names. So the change goes in three steps:

1. **staged**: every new file is written whole beside its target as a temp file of ours
   (``.tmp-…``), fsynced, and locked while the writer lives (the temp-file sweep leaves it);
   a refusal here (a full disk) removes them, and nothing has changed;
2. **committed**: the journal, ``journal/<machine>-<token>.json`` in the data dir, names each
   (temp, target) pair; it is written atomically, so it is there whole or not at all. Once it
   is there, the change happens;
3. **applied**: each temp file is renamed over its target (the previous version kept as
   ``.prev`` where the target keeps one), then the journal is removed. Renames need no room
   on the disk.

:func:`recover` rolls a committed journal forward: the store runs it before it lists or reads
anything (:class:`.store.GameStore`), as does the roster and the tournament file's reader, so
whatever reads the tournament after a kill sees it whole. Applying is idempotent (a pair
whose temp file is gone is done), so two processes may roll the same journal forward. A
journal names only plain files of the data dir (a game, a tournament file, the roster) and
temp files of ours beside them: anything else in it is refused, never followed. Journals are
per machine: another table's, carried by a sync tool, is left to that table.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .atomic import _fsync, _keep_previous, _replace, atomic_write_bytes
from .lock import try_lock_fd
from .machine import machine_key
from .names import TEMP_PREFIX, game_id_of
from .safe_open import read_regular

JOURNAL_DIR = "journal"
FORMAT = "mafia-tui/journal"
JOURNAL_LIMIT = 1024 * 1024
"""A journal names a few hundred files at most; a larger file is not one of ours."""
_TARGET_FOLDERS = {"games", "roster"}
"""Where a journal may write: ``games/`` (games, tournament files) and ``roster/`` (this
machine's roster log)."""


class Staged:
    """The files of one change, staged and not yet committed (see the module)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        # What secrets.token_hex does, without importing secrets and hmac at every start-up.
        self.token = os.urandom(6).hex()
        self._pairs: list[tuple[Path, Path, bool]] = []
        self._fds: list[int] = []
        self._journal: Path | None = None

    def add(self, target: Path, payload: bytes, keep_previous: bool = False) -> None:
        """Write ``payload`` as the next content of ``target`` into a temp file beside it.

        Raises:
            OSError: the disk refused (the caller calls :meth:`discard`).
        """
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=target.suffix, dir=target.parent)
        self._fds.append(fd)
        self._pairs.append((Path(tmp), Path(target), keep_previous))
        if os.name != "nt":
            try_lock_fd(fd)  # held while this process lives: the sweep leaves it alone
        view = memoryview(payload)
        while view:
            view = view[os.write(fd, view) :]
        _fsync(fd)

    def commit(self) -> None:
        """Write the journal: from here on the change happens (now, or at the next start).

        Raises:
            OSError: the journal could not be written (nothing has changed; :meth:`discard`).
        """
        folder = self.root / JOURNAL_DIR
        folder.mkdir(exist_ok=True)
        files = [
            {"temp": _rel(self.root, tmp), "target": _rel(self.root, target), "prev": prev}
            for tmp, target, prev in self._pairs
        ]
        doc = {"format": FORMAT, "version": 1, "files": files}
        path = folder / f"{machine_key()}-{self.token}.json"
        atomic_write_bytes(path, json.dumps(doc, ensure_ascii=False).encode("utf-8"))
        self._journal = path

    def apply(self) -> None:
        """Put every staged file in place and remove the journal (after :meth:`commit`). A
        failure here leaves the journal for :func:`recover`."""
        assert self._journal is not None, "apply() before commit()"
        try:
            _apply(self._journal, [(t, g, p) for t, g, p in self._pairs])
        finally:
            self._close()

    def discard(self) -> None:
        """Remove the staged files of a change that was not committed (best effort)."""
        if self._journal is None:
            for tmp, _, _ in self._pairs:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
        self._close()

    def _close(self) -> None:
        for fd in self._fds:
            with contextlib.suppress(OSError):
                os.close(fd)
        self._fds = []


def _rel(root: Path, path: Path) -> str:
    return Path(os.path.relpath(path, root)).as_posix()


def _apply(journal: Path, pairs: list[tuple[Path, Path, bool]]) -> None:
    """Rename each temp file that is still there over its target, fsync the folders, remove
    the journal. Idempotent: a pair already applied has no temp file any more."""
    folders: set[Path] = set()
    for tmp, target, prev in pairs:
        if not os.path.lexists(tmp):
            continue  # applied already (by us before a kill, or by another process)
        if prev:
            _keep_previous(target)
        try:
            _replace(str(tmp), target)
        except FileNotFoundError:
            continue  # another process applied it between the look and the rename
        folders.add(target.parent)
    for folder in folders:
        _fsync_dir(folder)
    with contextlib.suppress(FileNotFoundError):
        os.unlink(journal)
    _fsync_dir(journal.parent)


def _fsync_dir(folder: Path) -> None:
    if hasattr(os, "O_DIRECTORY"):
        with contextlib.suppress(OSError):
            fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)


def recover(root: Path) -> int:
    """Roll forward every committed change of this machine left by a kill; how many. Quick
    when there is none (the journal folder is missing: one failed look). Never raises: a
    journal that cannot be applied now (the disk refuses) stays for the next reader."""
    folder = Path(root) / JOURNAL_DIR
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    mine = f"{machine_key()}-"
    done = 0
    for entry in entries:
        if not (entry.name.startswith(mine) and entry.name.endswith(".json")):
            continue
        pairs = _read(Path(root), Path(entry.path))
        if pairs is None:
            continue
        try:
            _apply(Path(entry.path), pairs)
        except OSError:
            continue
        done += 1
    return done


def _read(root: Path, path: Path) -> list[tuple[Path, Path, bool]] | None:
    """The pairs of a journal, or None when it is not a journal of ours or names a file it
    may not (outside the data dir, not a game, a tournament file or the roster, a temp file
    that is not ours or not beside its target)."""
    try:
        payload, _ = read_regular(path, JOURNAL_LIMIT, follow=False)
        data: Any = json.loads(payload)
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != 1:
        return None
    files = data.get("files")
    if not isinstance(files, list):
        return None
    pairs = []
    for item in files:
        pair = _pair(root, item)
        if pair is None:
            return None
        pairs.append(pair)
    return pairs


def _pair(root: Path, item: Any) -> tuple[Path, Path, bool] | None:
    if not isinstance(item, dict):
        return None
    temp, target, prev = item.get("temp"), item.get("target"), item.get("prev", False)
    if not (isinstance(temp, str) and isinstance(target, str) and isinstance(prev, bool)):
        return None
    t, g = Path(temp), Path(target)
    if len(g.parts) > 2 or ".." in g.parts or ".." in t.parts or g.is_absolute():
        return None
    folder = g.parent.as_posix() if g.parent != Path(".") else ""
    if folder not in _TARGET_FOLDERS or t.parent != g.parent or not t.name.startswith(TEMP_PREFIX):
        return None
    if not _known_target(folder, g.name):
        return None
    return root / t, root / g, prev


def _known_target(folder: str, name: str) -> bool:
    """A file a journal may replace: a game, a tournament file or a machine's players of a
    tournament in ``games/``, a roster log in ``roster/``."""
    from .plan_players import PLAN_SUFFIX, PLAYERS_INFIX

    if folder == "games":
        plan_file = name.endswith(PLAN_SUFFIX) or (PLAYERS_INFIX in name and name.endswith(".json"))
        return game_id_of(name) is not None or (plan_file and not name.startswith("."))
    return name.endswith(".json") and not name.startswith((".", "~"))
