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
    from ..rules import game_to_json

    out = protocol_path(root, game)
    fd, handover = tempfile.mkstemp(prefix="mafia-tui-", suffix=".json")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(game_to_json(game))
        _run(["export", handover, "--pdf", str(out)])
    finally:
        try:
            os.unlink(handover)
        except OSError:
            pass
    return out


def standings_pdf_in_process(name: str, root: Path, out: Path, lang: str = "ru") -> Path:
    """The tournament table of the data dir's tournament ``name`` as a PDF, made by
    ``mafia-tui standings`` in a child process (see :func:`protocol_in_process`)."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.unlink(missing_ok=True)
    # exit 2 with the PDF made means "some game file was left out": the PDF stands
    _run(["standings", name, "--data-dir", str(root), "--pdf", str(out), "--lang", lang], made=out)
    return out


NICE = 10
"""How far a PDF job steps back for the UI (Unix niceness)."""


def _run(args: list[str], made: Path | None = None) -> None:
    """Run one of our own verbs in a child process and wait for it.

    Raises:
        JobError: it failed or took longer than :data:`TIMEOUT` (its message).
    """
    with subprocess.Popen(
        [sys.executable, "-m", "mafia_tui", *args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as child:
        _yield_cpu(child.pid)
        try:
            _, stderr = child.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired as exc:
            child.kill()
            child.communicate()
            raise JobError(f"timeout {TIMEOUT} s") from exc
    if child.returncode != 0 and not (made is not None and made.exists()):
        raise JobError(stderr.decode("utf-8", "replace").strip()[-500:])


def _yield_cpu(pid: int) -> None:
    """A PDF is long pure-Python work: on a two-core laptop it gives way to the judge's keys
    (a lower priority, POSIX only; a refusal leaves it as it is)."""
    if hasattr(os, "setpriority"):
        try:
            os.setpriority(os.PRIO_PROCESS, pid, NICE)
        except OSError:
            pass
