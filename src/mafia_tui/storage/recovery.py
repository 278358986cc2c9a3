"""A damaged game file: read from its previous version, mended only by the table that owns it.

A damaged file is never moved out of ``games/``: in a synced folder a move is a deletion on
the table that wrote it. A copy of the damaged bytes is kept in ``quarantine/`` with a note
(:mod:`.quarantine`), and the judge is told through the store's problems.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..rules.errors import RuleError
from .atomic import atomic_write_bytes
from .names import PREV_SUFFIX
from .notices import Notice
from .quarantine import keep_copy, write_note
from .records import GameFile, GameFileError, Problem, read_game_bytes, read_game_path
from .safe_open import read_regular

if TYPE_CHECKING:
    from collections.abc import Callable


def previous_version(path: Path) -> tuple[GameFile, bytes] | None:
    """The game of ``path``'s previous version and its bytes, when that is a good regular
    file (never a link); None otherwise."""
    from ..rules.record import MAX_FILE_BYTES

    prev = path.with_name(path.name + PREV_SUFFIX)
    try:
        payload, st = read_regular(prev, MAX_FILE_BYTES + 1, follow=False)
        game, extras = read_game_bytes(payload)
    except (OSError, RuleError):
        return None
    return GameFile(game, extras, (st.st_size, st.st_mtime_ns)), payload


def recover(
    quarantine_dir: Path,
    path: Path,
    error: RuleError,
    own: bool,
    report: Callable[[Problem], None],
) -> GameFile:
    """A damaged game file: its previous version read in its place; mended on disk (with a
    copy of the damaged bytes kept) only when ``own``, the caller holding the game's lock.

    Raises:
        GameFileError: there is no good previous version.
    """
    found = previous_version(path)
    if not own:
        code = "file_unreadable_here" if found is None else "file_prev_shown"
        actions = len(found[0].game.log) if found else 0
        notice = Notice(code, {"path": path, "error": error, "actions": actions})
        report(Problem(str(path), "", error, notice))
        if found is None:
            raise GameFileError(notice, error)
        return found[0]
    copy = keep_copy(quarantine_dir, path)
    if found is None:
        if copy is None:
            notice = Notice("file_unreadable_here", {"path": path, "error": error})
        else:
            notice = Notice("file_lost", {"path": path, "error": error, "moved_to": copy})
            write_note(copy, notice, error)
        report(Problem(str(path), "", error, notice))
        raise GameFileError(notice, error)
    good, payload = found
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
    report(Problem(str(path), str(copy or ""), error, notice))
    try:
        return read_game_path(path)
    except (OSError, GameFileError):
        return good


def set_aside(quarantine_dir: Path, path: Path, error: RuleError, remove: bool) -> Path | None:
    """The judge's choice to drop a file from ``games/`` (a sync tool's second version): a
    copy is kept in quarantine with a note, then (``remove``) the file goes; the caller
    replaces it otherwise. Returns the copy, or None when it could not be kept (the file
    then stays)."""
    copy = keep_copy(quarantine_dir, path)
    if copy is None:
        return None
    write_note(copy, Notice("file_set_aside", {"path": path, "moved_to": copy}), error)
    try:
        if remove:
            path.unlink()
    except OSError:
        return None
    return copy
