"""What belongs to this machine in a data dir that may be shared: the game judged last.

docs/TOURNAMENT.md allows sharing the whole data dir between tables. ``--continue`` and the
players' display open "the game judged last", and locks are per machine, so that pointer must never
travel: table B would open table A's game for writing. It is kept in a file named for the
machine, ``last-game.<machine>.json``; another table's file is a different name, so a sync
tool carries it without effect and never makes a conflict copy of ours.

The machine's key is a short hash of the OS's machine id (``/etc/machine-id`` on Linux, the
host name elsewhere) and the user: stable across restarts, different between laptops, and it
says nothing about the machine. ``MAFIA_TUI_MACHINE`` overrides it (tests; two app copies
that should count as two tables on one machine).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import socket
from pathlib import Path

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
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()[:12]


def last_game_path(root: Path) -> Path:
    """This machine's "last game" file in the data dir at ``root``."""
    return Path(root) / f"last-game.{machine_key()}.json"


def read_last_game(root: Path) -> str | None:
    """The id of the game this machine judged last, if recorded (and a valid id). A data dir
    of an older version has only the shared ``last-game.json``: read while ours is missing."""
    for path in (last_game_path(root), Path(root) / LEGACY_LAST_GAME):
        try:
            payload, _ = read_regular(path, 4096, follow=False)
            data = json.loads(payload)
        except FileNotFoundError:
            continue
        except (OSError, ValueError, RecursionError):
            return None
        value = data.get("id") if isinstance(data, dict) else None
        return value if valid_game_id(value) else None
    return None


def write_last_game(root: Path, game_id: str) -> None:
    """Record ``game_id`` as this machine's last game (best effort: only ``--continue``'s
    guess gets weaker when the disk refuses)."""
    with contextlib.suppress(OSError):
        atomic_write_bytes(last_game_path(root), json.dumps({"id": game_id}).encode())
