"""``mafia-tui --continue`` into a game of 300 actions against a minimal Textual app, in CPU.

    .venv/bin/python bench/continue_bench.py [--runs N] [--actions 300] [--before SRC] [--menu]

Each run spawns ``ui_startup_child.py`` twice, the judge's screen of the unfinished game
(``--continue``) and the minimal app (a header, a text, a 10-row table and a footer), in an
order that alternates, both pinned to one CPU; each child says the CPU it has spent (user +
system, from the interpreter's start) when its screen is first painted. The ratio is taken run
by run; medians and min-max. CPU rather than the wall clock because the machine is shared: its
load moves the wall clock of a start-up by tens of percent, the CPU a process spends much less.
The modules each has loaded by then are counted too. ``--before`` names the ``src`` folder of
another checkout (``git archive``), started the same way in the same runs: a change's before
and after, each paired with the minimal app. ``--menu``: the menu (``mafia-tui`` without
``--continue``) instead of the game. Public tools only: the standard library.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from judge_bench import make_data_dir  # noqa: E402

GOAL = 1.05
"""``--continue`` may cost at most this times the minimal app (issue #40, item 5)."""

PIN: set[int] | None = None


def _pin() -> None:
    if PIN is not None:
        os.sched_setaffinity(0, PIN)


def first_frame(mode: str, data: Path, src: Path | None = None) -> tuple[float, int]:
    """The CPU seconds the child had spent at its first paint, and its modules then (``src``:
    the package from that folder instead of this checkout's)."""
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = str(src)
    proc = subprocess.Popen(
        [sys.executable, str(HERE / "ui_startup_child.py"), mode, str(data)],
        stdout=subprocess.PIPE,
        text=True,
        preexec_fn=_pin,
        env=env,
    )
    out, _ = proc.communicate()
    fields = dict(word.split("=", 1) for word in out.split()[1:])
    assert out.startswith("frame") and fields["fpdf"] == "False", out
    return float(fields["cpu"]), int(fields["modules"])


def spread(xs: list[float], scale: float = 1.0, fmt: str = "{:.1f}") -> str:
    """Median and min-max of ``xs`` (times ``scale``)."""
    median = statistics.median(xs) * scale
    return f"{fmt.format(median)} ({fmt.format(min(xs) * scale)}-{fmt.format(max(xs) * scale)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--before", type=Path, help="the src folder of another checkout")
    parser.add_argument("--menu", action="store_true", help="the menu instead of the game")
    parser.add_argument("--no-pin", action="store_true", help="let the children use any CPU")
    args = parser.parse_args()
    ours, mode = (
        ("the menu", "start") if args.menu else (f"--continue, {args.actions} actions", "game")
    )
    global PIN
    if not args.no_pin and hasattr(os, "sched_setaffinity"):
        PIN = {max(os.sched_getaffinity(0))}
    # As an installed app has it (pip compiles every module).
    compileall.compile_dir(ROOT / "src", quiet=1)
    kinds: dict[str, tuple[str, Path | None]] = {
        ours: (mode, None),
        "minimal Textual app": ("minimal", None),
    }
    if args.before is not None:
        compileall.compile_dir(args.before, quiet=1)
        kinds["  the same, --before"] = (mode, args.before.resolve())
    cpu: dict[str, list[float]] = {kind: [] for kind in kinds}
    modules: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        data = make_data_dir(Path(tmp) / "data", 10, args.actions)
        for mode, src in kinds.values():  # warm the disk cache
            first_frame(mode, data, src)
        order = list(kinds)
        for run in range(args.runs):
            for kind in order[run % len(order) :] + order[: run % len(order)]:
                mode, src = kinds[kind]
                seconds, modules[kind] = first_frame(mode, data, src)
                cpu[kind].append(seconds)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"CPU ms to the first paint, median (min-max) of {args.runs} runs; ratio to the minimal "
        f"app run by run; load average {load:.1f}"
    )
    if args.before is not None:
        print(f"--before: {args.before}")
    base = cpu["minimal Textual app"]
    for kind, xs in cpu.items():
        ratios = [x / b for x, b in zip(xs, base, strict=True)]
        print(
            f"  {kind:28} {spread(xs, 1e3)} ms  {modules[kind]} modules"
            f"  ×{spread(ratios, fmt='{:.3f}')}"
        )
    now = cpu[ours]
    median = statistics.median(x / b for x, b in zip(now, base, strict=True))
    if not args.menu:
        met = "met" if median <= GOAL else "NOT met"
        print(f"{ours} ×{median:.3f} the minimal app (goal ≤ ×{GOAL:.2f}): {met}")
    if args.before is not None:
        before = cpu["  the same, --before"]
        change = [a / b for a, b in zip(now, before, strict=True)]
        print(f"this checkout / --before, run by run: ×{spread(change, fmt='{:.3f}')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
