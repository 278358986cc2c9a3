"""Moving games between laptops: a judge's file brought in, a game copied out.

An import writes only ``games/<id>.json`` for a valid id: a game not stored yet, or the same
game further on (its stored log a prefix of the file's: a copy the judge saved elsewhere
while the disk refused), keeping the stored one as the previous version. Anything else
already there (another version, a damaged file) is never touched: "conflict".
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..rules.errors import RuleError
from .atomic import NewFiles, atomic_write_bytes
from .folder import game_files, tournament_name
from .lock import LockedError, LockUnavailable
from .records import GameFileError, ImportResult, read_game_bytes, read_game_path

if TYPE_CHECKING:
    from ..rules import Game
    from .store import GameStore


def import_path(store: GameStore, src: Path) -> list[ImportResult]:
    """Bring in a game file, or every game file of a folder (:func:`.folder.game_files`, as
    the tournament table reads a folder), one :func:`import_file` each."""
    src = Path(src)
    return [import_file(store, f) for f in (game_files(src) if src.is_dir() else [src])]


def import_file(store: GameStore, src: Path) -> ImportResult:
    """Bring in a game file from another judge, read by the one reader.

    A tournament file (a folder's ``tournament.json``) is not a game and is not an error
    either: "tournament", and nothing is written. The data dir keeps games only; a
    tournament there is the games that name it, and the file's participants, lots and rules
    stay in its folder, read by the table of that folder.
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
    return import_game(store, incoming.game, str(src))


def import_game(store: GameStore, game: Game, label: str) -> ImportResult:
    """Store a game read elsewhere (a file of ours, or one converted from another tool): new,
    the same game further on (updated), a duplicate, or a conflict left untouched;
    ``label`` names where it came from."""
    target = store.path(game.id)
    if not (target.exists() or target.is_symlink()):
        store.write(game)
        return ImportResult(label, "imported", game.id)
    try:
        existing = read_game_path(target)
    except (OSError, GameFileError):
        return ImportResult(label, "conflict", game.id)
    mine, theirs = fingerprint(existing.game), fingerprint(game)
    if mine == theirs:
        return ImportResult(label, "duplicate", game.id)
    if not _continues(mine, theirs):
        return ImportResult(label, "conflict", game.id)
    lock = store.lock(game.id)  # the same game, further on (a copy saved elsewhere)
    try:
        lock.acquire()
    except LockedError:
        return ImportResult(label, "locked", game.id)
    except LockUnavailable:
        pass
    try:
        store.write(game, existing.extras)
    finally:
        lock.release()
    return ImportResult(label, "updated", game.id)


class NewGames:
    """The games of one import, the new ones written together (:class:`.atomic.NewFiles`:
    each file whole and on the disk before it appears; two syncs per commit instead of two per
    game); a game already stored goes through :func:`import_game`.

    A result says "imported" when the game's file is written, not yet visible: call
    :meth:`flush` at the end (:meth:`discard` if the import gives up). A commit comes every
    :data:`LIMIT` games, or once the oldest waiting file is :data:`AGE` seconds old (young
    temporary files are safe from another app's sweep). If the disk refuses, the error is
    raised (as a single write's is): the games committed before stay, and the same import run
    again brings in the rest.
    """

    LIMIT = 1000
    """Games written before a commit, at most."""
    AGE = 20.0
    """Seconds the oldest file may wait (a third of ``STALE_SECONDS``)."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.pending: dict[str, bytes] = {}
        """The games written and not yet committed, by id: their file's bytes (a replayed game
        is not kept: a thousand of them would weigh on the memory and the collector)."""
        self.files: NewFiles | None = None
        self.stored: set[str] = set()
        """The names in the games folder when the first game came, and those committed."""

    def add(self, game: Game, label: str) -> ImportResult:
        queued = self.pending.get(game.id)
        if queued is not None:  # the same id twice in one import
            same = fingerprint(read_game_bytes(queued)[0]) == fingerprint(game)
            return ImportResult(label, "duplicate" if same else "conflict", game.id)
        target = self.store.path(game.id)
        if self.files is None:
            self.store.games_dir.mkdir(parents=True, exist_ok=True)
            self.files = NewFiles(self.store.games_dir)
            # what is stored already, read once (not a stat per game: a thousand of them
            # cost as much as the import's own work on a busy disk)
            self.stored = {entry.name for entry in os.scandir(self.store.games_dir)}
        if target.name in self.stored:
            return import_game(self.store, game, label)
        payload = self.store.encoded(game, once=True)
        self.files.add(target, payload)
        self.pending[game.id] = payload
        if len(self.pending) >= self.LIMIT or self.files.age >= self.AGE:
            self.flush()
        return ImportResult(label, "imported", game.id)

    def flush(self) -> None:
        """Make the games written visible.

        Raises:
            OSError: the disk refused (see the class).
        """
        self.stored.update(self.store.path(gid).name for gid in self.pending)
        self.pending = {}
        if self.files is not None:
            self.files.commit()

    def discard(self) -> None:
        """Remove the games written and not yet committed."""
        self.pending = {}
        if self.files is not None:
            self.files.discard()


def export(store: GameStore, game_id: str, dest: Path) -> Path:
    """Copy a game file out (to a USB stick, a mail...)."""
    dest = Path(dest)
    if dest.is_dir():
        dest = dest / f"{game_id}.json"
    atomic_write_bytes(dest, store.path(game_id).read_bytes())
    return dest


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
