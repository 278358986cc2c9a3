"""What belongs to this machine in a data dir that may be shared: the games judged here.

docs/TOURNAMENT.md allows sharing the whole data dir between tables. ``--continue`` and the
players' display open "the game judged last", and locks are per machine, so that pointer must never
travel: table B would open table A's game for writing. It is kept in a file named for the
machine, ``last-game.<machine>.json``; another table's file is a different name, so a sync
tool carries it without effect and never makes a conflict copy of ours. Besides the last game
it lists the earlier ones judged here (``recent``), so ``--continue`` can fall back to an
unfinished game of this machine, and never to another table's.

The machine's key is a short hash of the OS's machine id (``/etc/machine-id`` on Linux, the
host name elsewhere) and the user: stable across restarts, different between laptops, and it
says nothing about the machine. ``MAFIA_TUI_MACHINE`` overrides it (tests; two app copies
that should count as two tables on one machine).
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import socket
from pathlib import Path
from typing import Any

try:  # CPython's own SHA-256 (3.11: _sha256, 3.12+: _sha2): the same digest as hashlib's,
    # without loading OpenSSL's binding at every start-up (about 1 ms of CPU) for one hash.
    from _sha256 import sha256  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - depends on the Python version
    try:
        from _sha2 import sha256  # type: ignore[import-not-found,no-redef,unused-ignore]
    except ImportError:
        from hashlib import sha256  # type: ignore[assignment,no-redef,unused-ignore]

from ..rules.ids import valid_game_id
from .atomic import atomic_write_bytes
from .safe_open import read_regular

MACHINE_VAR = "MAFIA_TUI_MACHINE"
LEGACY_LAST_GAME = "last-game.json"
"""Where earlier versions kept the last game, for whichever machine wrote it last."""
_ID_FILES = ("/etc/machine-id", "/var/lib/dbus/machine-id")


@functools.cache
def _os_machine() -> str:
    for name in _ID_FILES:
        with contextlib.suppress(OSError):
            payload, _ = read_regular(Path(name), 256)
            if payload.strip():
                return payload.strip().decode("ascii", "replace")
    return socket.gethostname()


def machine_key() -> str:
    """This machine's (and user's) key: 12 hex digits, the same at every start."""
    override = os.environ.get(MACHINE_VAR, "")
    if override:
        seed = "override:" + override
    else:
        user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
        seed = f"{_os_machine()}:{user}"
    return str(sha256(seed.encode("utf-8")).hexdigest()[:12])


def per_machine(name: str) -> str:
    """``name`` made this machine's: ``catalogue.json`` → ``catalogue.<machine>.json``,
    ``<id>.lock`` → ``<id>.<machine>.lock``. A cache or a lock named so is written by one
    machine only; a sync tool carries another table's without effect (issue #39)."""
    stem, dot, suffix = name.rpartition(".")
    if not dot:
        return f"{name}.{machine_key()}"
    return f"{stem}.{machine_key()}.{suffix}"


def last_game_path(root: Path) -> Path:
    """This machine's "last game" file in the data dir at ``root``."""
    return Path(root) / f"last-game.{machine_key()}.json"


RECENT = 20
"""How many of the games this machine judged its file remembers, the last one first."""


def _read(path: Path) -> dict[str, Any] | None:
    """A last-game file's content; None when missing, unreadable or not ours.

    Raises:
        FileNotFoundError: there is no such file.
    """
    try:
        payload, _ = read_regular(path, 16 * 1024, follow=False)
        data = json.loads(payload)
    except FileNotFoundError:
        raise
    except (OSError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def read_last_game(root: Path) -> str | None:
    """The id of the game this machine judged last, if recorded (and a valid id). A data dir
    of an older version has only the shared ``last-game.json``: read while ours is missing."""
    for path in (last_game_path(root), Path(root) / LEGACY_LAST_GAME):
        try:
            data = _read(path)
        except FileNotFoundError:
            continue
        value = data.get("id") if data is not None else None
        return value if valid_game_id(value) else None
    return None


def machine_games(root: Path) -> list[str]:
    """The games this machine judged in the data dir at ``root``, the last one first (at most
    :data:`RECENT`; never another table's: only this machine's file is read)."""
    try:
        data = _read(last_game_path(root))
    except FileNotFoundError:
        return []
    if data is None:
        return []
    recent = data.get("recent")
    ids = [data.get("id"), *(recent if isinstance(recent, list) else [])]
    out: list[str] = []
    for value in ids:
        if valid_game_id(value) and value not in out:
            out.append(value)
    return out[:RECENT]


def write_last_game(root: Path, game_id: str) -> None:
    """Record ``game_id`` as this machine's last game, the earlier ones kept after it (best
    effort: only ``--continue``'s choice gets weaker when the disk refuses)."""
    recent = [game_id, *(g for g in machine_games(root) if g != game_id)][:RECENT]
    payload = json.dumps({"id": game_id, "recent": recent[1:]}).encode()
    with contextlib.suppress(OSError):
        atomic_write_bytes(last_game_path(root), payload)
