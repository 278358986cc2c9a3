"""One step-changing key, two ways: the action's write followed by a second write of the
timer block (before issue #26), and the action with its timer in one write (now). Both run
interleaved on one game in one session, each key an apply + write + fsync as the judge's is;
the ratio pairs the two medians of the same run.

.venv/bin/python bench/one_write.py [--keys 200] [--at 300] [--dir FOLDER]

``--dir`` puts the data dir on the disk to measure (a USB stick's fsync costs far more).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_game import long_game  # noqa: E402

from mafia_tui.rules import Game  # noqa: E402
from mafia_tui.session import Archive  # noqa: E402


def spread(times: list[float]) -> str:
    """Median and the 10th-90th percentile range, in ms."""
    times = sorted(times)
    pick = lambda q: times[int(q * (len(times) - 1))] * 1e3  # noqa: E731
    return f"{statistics.median(times) * 1e3:7.2f}  ({pick(0.1):.2f}-{pick(0.9):.2f})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--keys", type=int, default=200, help="keys timed each way")
    parser.add_argument("--at", type=int, default=300, help="actions in the game already")
    parser.add_argument("--dir", help="where the data dir goes (default: the system's temp)")
    args = parser.parse_args()
    source = long_game(args.at + 2 * args.keys + 10)
    script = source.log
    two: list[float] = []
    one: list[float] = []
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        archive = Archive(Path(tmp))
        session = archive.create(Game(source.header, source.players, source.profile))
        while len(session.game.log) < args.at:
            session.apply(script[len(session.game.log)])
        for _ in range(args.keys):
            t0 = time.perf_counter()
            session.apply(script[len(session.game.log)])
            session.save_timer(60.0, True)
            two.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            session.apply(script[len(session.game.log)], timer=lambda: (60.0, True))
            one.append(time.perf_counter() - t0)
        session.close()
    print(f"{args.keys} keys each way at {args.at}+ actions; median ms (p10-p90)")
    print(f"  action, then timer (two writes): {spread(two)}")
    print(f"  action with timer (one write):   {spread(one)}")
    print(f"  ratio one/two: {statistics.median(one) / statistics.median(two):.2f}")


if __name__ == "__main__":
    main()
