"""``mafia-tui -V`` against its floor: starting Python and importing the package.

    .venv/bin/python bench/version_bench.py [--runs N]

Each run spawns, one after the other and in an order that alternates, the installed command
``mafia-tui -V``, the floor ``python -c "import mafia_tui"``, the floor with what the
installer's launcher script imports before it calls us (pip's and pipx's import ``re`` and
``sys``), and for reference the full command line's path (``python -m mafia_tui -V``, which
builds the parser first). The figure is
the CPU time of each child (user + system, from ``os.wait4``: a shared machine's load changes
the wall clock, much less the CPU a process spends), the ratio taken run by run against the
floor of the same run; medians and min-max. Public tools only: the standard library.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
from collections.abc import Sequence

GOAL = 1.10
"""``-V`` may cost at most this times the floor."""


def child_cpu(argv: Sequence[str]) -> float:
    """The CPU seconds a child running ``argv`` spends, to its exit."""
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{argv} failed with {proc.returncode}")
    return usage.ru_utime + usage.ru_stime


def spread(xs: list[float], scale: float = 1.0, fmt: str = "{:.1f}") -> str:
    """Median and min-max of ``xs`` (times ``scale``)."""
    median = statistics.median(xs) * scale
    return f"{fmt.format(median)} ({fmt.format(min(xs) * scale)}-{fmt.format(max(xs) * scale)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=31)
    args = parser.parse_args()
    command = shutil.which("mafia-tui", path=os.path.dirname(sys.executable))
    if command is None:
        raise SystemExit("install the package first: mafia-tui is not beside this python")
    kinds = {
        "mafia-tui -V": [command, "-V"],
        "python -c 'import mafia_tui'": [sys.executable, "-c", "import mafia_tui"],
        "... + the launcher's import re": [sys.executable, "-c", "import re, sys, mafia_tui"],
        "python -m mafia_tui -V": [sys.executable, "-m", "mafia_tui", "-V"],
    }
    cpu: dict[str, list[float]] = {kind: [] for kind in kinds}
    order = list(kinds)
    for run in range(args.runs + 1):
        for kind in order if run % 2 else reversed(order):
            seconds = child_cpu(kinds[kind])
            if run:  # the first round warms the disk cache and the bytecode
                cpu[kind].append(seconds)
    floor = cpu["python -c 'import mafia_tui'"]
    print(
        f"CPU ms per process, median (min-max) of {args.runs} runs; ratio to the floor, run by run"
    )
    for kind, xs in cpu.items():
        ratios = [x / f for x, f in zip(xs, floor, strict=True)]
        print(f"  {kind:30} {spread(xs, 1000)} ms   ×{spread(ratios, fmt='{:.2f}')}")
    for name in ("python -c 'import mafia_tui'", "... + the launcher's import re"):
        base = cpu[name]
        ratio = statistics.median(x / f for x, f in zip(cpu["mafia-tui -V"], base, strict=True))
        met = "met" if ratio <= GOAL else "NOT met"
        print(f"mafia-tui -V: ×{ratio:.2f} {name} (goal ≤ ×{GOAL:.2f}): {met}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
