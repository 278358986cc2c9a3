"""Long jobs (the PDF protocol) in a separate process, so the judge's keys never wait.

fpdf2 is pure Python: in a thread it shares the interpreter's lock with the screen and key
presses stall behind it. A child process (``mafia-tui export``, the same verb a judge can run)
has its own; the screen only waits for it in a thread, which costs nothing while it waits.
A plain subprocess, not multiprocessing: the app's replaced standard streams are no business
of the child's.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules import Game

TIMEOUT = 120
"""Seconds a protocol may take before the job is given up (it takes well under one)."""


class JobError(Exception):
    """The child process failed; the message is what it said."""


def protocol_in_process(game: Game, root: Path) -> Path:
    """Write the protocol of ``game`` under ``<root>/protocols/`` in a child process and wait
    for it (call this from a thread worker, never on the event loop).

    Raises:
        OSError: the game could not be handed over or the file could not be written.
        JobError: the child failed (its message).
    """
    from ..export.protocol import protocol_path
    from ..rules import game_to_dict
    from ..storage.atomic import dumps

    out = protocol_path(root, game)
    fd, handover = tempfile.mkstemp(prefix="mafia-tui-", suffix=".json")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(dumps(game_to_dict(game)))
        done = subprocess.run(
            [sys.executable, "-m", "mafia_tui", "export", handover, "--pdf", str(out)],
            stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired as exc:
        raise JobError(f"timeout {TIMEOUT} s") from exc
    finally:
        try:
            os.unlink(handover)
        except OSError:
            pass
    if done.returncode != 0:
        raise JobError(done.stderr.decode("utf-8", "replace").strip()[-500:])
    return out
