"""Storage speed: saving one action at action 300 with 1 and with 1000 games stored; listing
1000 games. Prints medians and p99.

    .venv/bin/python bench/storage_bench.py
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_game import long_game  # noqa: E402

from mafia_tui.rules import Foul  # noqa: E402
from mafia_tui.session import Archive  # noqa: E402


def stats(xs: list[float]) -> str:
    xs = sorted(xs)
    return (f"median {statistics.median(xs) * 1e3:7.2f} ms   "
            f"p99 {xs[int(len(xs) * 0.99)] * 1e3:7.2f} ms")


def open_at_300(store: Archive):
    game = long_game(300)
    while len(game.log) > 300:
        game.undo()
    return store.create(game)


def save_times(sessions: list, rounds: int = 400) -> list[list[float]]:
    """Alternate between the sessions so that disk noise falls on both alike."""
    out: list[list[float]] = [[] for _ in sessions]
    for _ in range(rounds):
        for times, session in zip(out, sessions, strict=True):
            t0 = time.perf_counter()
            session.apply(Foul(3))
            times.append(time.perf_counter() - t0)
            session.game.undo()  # stay at 300 actions without timing the undo's save
    return out


def main() -> None:
    with tempfile.TemporaryDirectory() as one, tempfile.TemporaryDirectory() as many:
        store = Archive(Path(many))
        template = long_game(120)
        for i in range(1000):
            template.id = f"g{i:04d}"
            store.write(template)
        t0 = time.perf_counter()
        store.listings()  # first listing reads every new file and fills the catalogue
        first = time.perf_counter() - t0
        alone, crowded = save_times([open_at_300(Archive(Path(one))), open_at_300(store)])
        lists = []
        for _ in range(15):
            t0 = time.perf_counter()
            rows = store.listings()
            lists.append(time.perf_counter() - t0)
        assert len(rows) == 1001
    ma, mc = statistics.median(alone), statistics.median(crowded)
    print(f"save @300, 1 game stored      {stats(alone)}")
    print(f"save @300, 1000 games stored  {stats(crowded)}   ratio {mc / ma:.2f}")
    print(f"list 1000 games (catalogue)   {stats(lists)}")
    print(f"first listing, 1000 unindexed {first * 1e3:7.1f} ms (once, after an import)")


if __name__ == "__main__":
    main()
