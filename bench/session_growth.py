"""Cost of one judged action as a session grows: ms per action (apply + save + fsync, as the
judge's key does) and the process's resident memory, at 100, 1,000 and 9,000 actions of one
game in one session. Each window's median is paired with the first window's in the same run.

.venv/bin/python bench/session_growth.py [--upto 9000]

A real game has 200-400 actions; 9,000 is a stress length, ten times any recorded game.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_game import long_game  # noqa: E402

from mafia_tui.rules import Game  # noqa: E402
from mafia_tui.session import Archive  # noqa: E402

WINDOW = 100


def rss_mb() -> float:
    """The resident set now (Linux ``/proc``), in MB."""
    with open("/proc/self/statm", encoding="ascii") as handle:
        pages = int(handle.read().split()[1])
    return pages * 4096 / 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--upto", type=int, default=9000)
    args = parser.parse_args()
    marks = sorted({100, 1000, args.upto})
    source = long_game(args.upto + WINDOW)
    script = source.log
    with tempfile.TemporaryDirectory() as tmp:
        archive = Archive(Path(tmp))
        session = archive.create(Game(source.header, source.players, source.profile))
        rows: list[tuple[int, float, float, float]] = []
        gc.collect()
        for mark in marks:
            while len(session.game.log) < mark - WINDOW:
                session.apply(script[len(session.game.log)])
            times = []
            for _ in range(WINDOW):
                action = script[len(session.game.log)]
                t0 = time.perf_counter()
                assert session.apply(action)
                times.append(time.perf_counter() - t0)
            times.sort()
            rows.append((mark, statistics.median(times) * 1e3, times[int(WINDOW * 0.9)] * 1e3,
                         rss_mb()))  # fmt: skip
            size = archive.path(session.game.id).stat().st_size
            print(f"  … {mark} actions, file {size / 1024:.0f} KB", file=sys.stderr)
        session.close()
    base = rows[0][1]
    print(f"{'actions':>8}  {'median ms':>10}  {'p90 ms':>8}  {'ratio':>6}  {'RSS MB':>7}")
    for mark, median, p90, rss in rows:
        print(f"{mark:>8}  {median:>10.2f}  {p90:>8.2f}  {median / base:>6.2f}  {rss:>7.1f}")


if __name__ == "__main__":
    main()
