"""Garbage-collector pauses while a game is open, in the real app: the policy of ui/memory.py
(with a game open, only what is not frozen is collected) against the one before it (the whole
heap unfrozen and walked at every pause of the judge), in the same run.

    .venv/bin/python bench/gc_pause.py [--actions 1000] [--rounds 3]

The app opens a game of N actions as ``--continue`` does (headless, 120x40, Pilot) and the
judge works in rounds: 60 keys (a foul and its undo), a pause of 1.7 s (the collector's idle
tick), the help opened and closed (a modal left as garbage), another pause. Every collection,
the interpreter's own and the collector's, is timed from ``gc.callbacks`` (CPU of this process
and wall); the figure is the longest while the game screen is open, and the goal one frame,
16 ms. Then the judge leaves the game and the whole collection that follows is timed too. The
two policies alternate which goes first, round set by round set. Public tools only.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from judge_bench import make_data_dir  # noqa: E402

from mafia_tui.ui.app import MafiaApp  # noqa: E402

FRAME_MS = 16.0


class WholeEveryPause(MafiaApp):
    """The policy before: the whole heap walked at every pause, game open or not."""

    def collect(self) -> bool:
        return self.collector.tick(whole=True)


class Pauses:
    """Every collection's CPU and wall time, and whether the game screen was open."""

    def __init__(self, app: MafiaApp) -> None:
        self.app = app
        self.seen: list[tuple[float, float, bool]] = []
        self._start = (0.0, 0.0)

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._start = (time.process_time(), time.perf_counter())
            return
        cpu = (time.process_time() - self._start[0]) * 1e3
        wall = (time.perf_counter() - self._start[1]) * 1e3
        open_ = any(s.id == "game" for s in self.app.screen_stack)
        self.seen.append((cpu, wall, open_))


async def session(kind: type[MafiaApp], data: Path, rounds: int) -> tuple[list[float], float]:
    """The CPU ms of every collection while the game was open, and of the longest after."""
    app = kind(data_dir=data, resume=True)
    pauses = Pauses(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.5)
        gc.callbacks.append(pauses)
        try:
            for _ in range(rounds):
                for _ in range(20):
                    await pilot.press("f", "3", "u")
                await pilot.pause(1.7)
                await pilot.press("f1")
                await pilot.pause(0.2)
                await pilot.press("escape")
                await pilot.pause(1.7)
            await pilot.press("q")
            await pilot.pause(2.6)  # the first tick after 1.5 s without a key
        finally:
            gc.callbacks.remove(pauses)
    gc.unfreeze()
    gc.collect()
    during = [cpu for cpu, _, open_ in pauses.seen if open_]
    after = [cpu for cpu, _, open_ in pauses.seen if not open_]
    return during, max(after, default=0.0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sets", type=int, default=2, help="sessions of each policy")
    args = parser.parse_args()
    kinds: dict[str, type[MafiaApp]] = {
        "frozen kept (now)": MafiaApp,
        "whole walk": WholeEveryPause,
    }
    worst: dict[str, list[float]] = {k: [] for k in kinds}
    counts: dict[str, list[int]] = {k: [] for k in kinds}
    leave: dict[str, list[float]] = {k: [] for k in kinds}
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.sets):
            order = list(kinds) if n % 2 == 0 else list(reversed(kinds))
            for name in order:
                data = make_data_dir(Path(tmp) / f"{name[:5]}{n}", 10, args.actions)
                during, after = asyncio.run(session(kinds[name], data, args.rounds))
                worst[name].append(max(during))
                counts[name].append(len(during))
                leave[name].append(after)
    print(f"a game of {args.actions} actions, {args.rounds} rounds a session, {args.sets} each")
    print("longest collection while the game is open, CPU ms: median (min-max) of the sessions")
    for name in kinds:
        xs = worst[name]
        print(
            f"  {name:18} {statistics.median(xs):6.1f} ({min(xs):.1f}-{max(xs):.1f})"
            f"  collections {statistics.median(counts[name]):.0f}"
            f"  after leaving the game {statistics.median(leave[name]):.1f} ms"
        )
    now, before = (statistics.median(worst[k]) for k in kinds)
    print(f"ratio now/before ×{now / before:.2f}; goal ≤ {FRAME_MS:.0f} ms: ", end="")
    print("met" if max(worst["frozen kept (now)"]) <= FRAME_MS else "NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
