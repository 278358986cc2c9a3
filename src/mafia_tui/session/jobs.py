"""Long jobs (the PDF protocol, the table's PDF) in a separate process, so the judge's keys
never wait.

fpdf2 is pure Python: in a thread it shares the interpreter's lock with the screen and key
presses stall behind it. A child process has its own; the screen only waits for it in a
thread, which costs nothing while it waits. The child enters :mod:`.job_child` with the job's
name and its arguments as JSON: a function of ours, not a command line to be parsed. A plain
subprocess, not multiprocessing: the app's replaced standard streams are no business of the
child's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules import Game

TIMEOUT = 120
"""Seconds a protocol may take before the job is given up (it takes well under one)."""


class JobError(Exception):
    """The child process failed; the message is what it said."""


def protocol_in_process(game: Game, root: Path, lang: str = "ru") -> Path:
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
        _run("protocol", {"game": handover, "out": str(out), "lang": lang})
    finally:
        try:
            os.unlink(handover)
        except OSError:
            pass
    return out


def standings_pdf_in_process(
    name: str, root: Path, out: Path, lang: str = "ru", before: int | None = None
) -> Path:
    """The tournament table of the data dir's tournament ``name`` (as of before round
    ``before`` when given; a hidden stage left out, as on every printout) as a PDF, made in a
    child process (see :func:`protocol_in_process`)."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.unlink(missing_ok=True)
    spec = {"name": name, "root": str(root), "out": str(out), "lang": lang, "before": before}
    _run("standings", spec)
    return out


def seating_pdf_in_process(
    name: str,
    seating: Sequence[Sequence[Sequence[str]]],
    judges: Sequence[str],
    out: Path,
    lang: str = "ru",
) -> Path:
    """The seating's PDF made in a child process (see :func:`protocol_in_process`)."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    rounds = [[list(t) for t in rnd] for rnd in seating]
    spec = {"name": name, "seating": rounds, "judges": list(judges), "out": str(out), "lang": lang}
    _run("seating", spec)
    return out


NICE = 10
"""How far a PDF job steps back for the UI (Unix niceness)."""


def _run(job: str, spec: Mapping[str, object]) -> None:
    """Run the job ``job`` of :data:`.job_child.JOBS` in a child process and wait for it.

    Raises:
        JobError: it failed or took longer than :data:`TIMEOUT` (its message).
    """
    with subprocess.Popen(
        [sys.executable, "-m", "mafia_tui.session.job_child", job, json.dumps(spec)],
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
    if child.returncode != 0:
        raise JobError(stderr.decode("utf-8", "replace").strip()[-500:])


def _yield_cpu(pid: int) -> None:
    """A PDF is long pure-Python work: on a two-core laptop it gives way to the judge's keys
    (a lower priority, POSIX only; a refusal leaves it as it is)."""
    if sys.platform != "win32":  # the type checker reads sys.platform, not hasattr
        try:
            os.setpriority(os.PRIO_PROCESS, pid, NICE)
        except OSError:
            pass
