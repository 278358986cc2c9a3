"""Engine speed: apply one action and undo it at action 300 of a game. Prints medians.

.venv/bin/python bench/engine_bench.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_game import long_game  # noqa: E402

from mafia_tui.rules import Foul, game_from_dict, game_to_dict  # noqa: E402


def main() -> None:
    game = long_game(300)
    while len(game.log) > 300:
        game.undo()
    apply_t, undo_t = [], []
    for _ in range(2000):
        t0 = time.perf_counter()
        game.apply(Foul(3))
        t1 = time.perf_counter()
        game.undo()
        t2 = time.perf_counter()
        apply_t.append(t1 - t0)
        undo_t.append(t2 - t1)
    data = game_to_dict(game)
    load_t = []
    for _ in range(50):
        t0 = time.perf_counter()
        game_from_dict(data)
        load_t.append(time.perf_counter() - t0)

    def us(xs: list[float]) -> str:
        xs = sorted(xs)
        p99 = xs[int(len(xs) * 0.99)]
        return f"median {statistics.median(xs) * 1e6:8.1f} µs   p99 {p99 * 1e6:8.1f} µs"

    print(f"log length                 {len(game.log)}")
    print(f"apply one action @300      {us(apply_t)}")
    print(f"undo one action  @300      {us(undo_t)}")
    print(f"replay whole log (load)    {us(load_t)}")


if __name__ == "__main__":
    main()
