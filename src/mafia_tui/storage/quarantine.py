"""``quarantine/``: copies of game files that did not load, each with a note for the judge.

A file is *copied* here, never moved out of ``games/``: in a folder a sync tool shares, a move
is a deletion the tool carries to the table that wrote the file (which may be writing it right
now, or run a newer app version). The copy is named by its content's hash, so a file that
stays damaged is kept once, however often it is met. The folder is used only when it is a real
folder inside the data dir: a link there (to anywhere on the machine) is refused, and nothing
is written through it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..rules.errors import RuleError
from .atomic import atomic_write_bytes
from .notices import Notice
from .safe_open import read_regular

NOTE_SUFFIX = ".why.txt"
SEEN_SUFFIX = ".seen.txt"
COPY_LIMIT = 64 * 1024 * 1024
"""A file larger than this is not copied (the reader refuses it long before: it is no game)."""


def real_folder(folder: Path, make: bool = False) -> bool:
    """Whether ``folder`` is a folder and not a link (made first when ``make``)."""
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        if not make:
            return False
        try:
            os.mkdir(folder)
            info = os.lstat(folder)
        except OSError:
            return False
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode)


def keep_copy(folder: Path, path: Path) -> Path | None:
    """Copy ``path`` into ``folder`` (then :func:`write_note` beside it), unless the same
    bytes are kept there already. The original is not touched. Returns the copy, or None when
    the folder is not a real one or the disk refused."""
    if not real_folder(folder, make=True):
        return None
    try:
        payload, _ = read_regular(path, COPY_LIMIT, follow=False)
    except OSError:
        return None
    import hashlib  # here, not at start-up: only a damaged file is kept (OpenSSL's load, ~1 ms)

    digest = hashlib.sha256(payload).hexdigest()[:16]
    target = folder / f"{path.name}.{digest}"
    if not os.path.lexists(target):
        try:
            atomic_write_bytes(target, payload)
        except OSError:
            return None
    return target


def write_note(target: Path, notice: Notice, error: RuleError | None = None) -> None:
    """Write (or rewrite) the note beside a kept copy, unless the judge has seen it already."""
    if os.path.lexists(target.with_name(target.name + SEEN_SUFFIX)):
        return
    lines = [notice.message("ru"), notice.message("en")]
    if error is not None:
        lines.append(error.message("en"))
    try:
        atomic_write_bytes(
            target.with_name(target.name + NOTE_SUFFIX),
            ("\n".join(lines) + "\n").encode("utf-8"),
        )
    except OSError:
        pass


def unacknowledged(folder: Path) -> list[Path]:
    """Notes the judge has not acknowledged yet (none when the folder is a link)."""
    if not real_folder(folder):
        return []
    try:
        return sorted(p for p in folder.glob("*" + NOTE_SUFFIX) if not p.is_symlink())
    except OSError:
        return []


NOTE_LIMIT = 64 * 1024
"""The most of a note read: its first lines are all a screen shows."""


def note_lines(note: Path) -> list[str]:
    """The lines of a note (Russian, English, then the reader's words), read as every file of
    the data dir is: a regular file only, never through a link, never waiting on a pipe; []
    when it does not read."""
    try:
        payload, _ = read_regular(note, NOTE_LIMIT, follow=False)
    except OSError:
        return []
    return payload.decode("utf-8", "replace").splitlines()


def acknowledge(folder: Path) -> None:
    """The judge has read the notes: keep them (``.seen.txt``), stop showing them."""
    for note in unacknowledged(folder):
        try:
            os.replace(note, note.with_name(note.name[: -len(NOTE_SUFFIX)] + SEEN_SUFFIX))
        except OSError:
            pass
