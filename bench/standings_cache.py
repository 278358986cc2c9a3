"""The tournament table of 1,008 games from a warm results cache, as ``mafia-tui standings``
makes it in-process: the cached points parsed once per distinct value (tournament/game_result.py)
against each parsed anew, paired run by run in one process.

    .venv/bin/python bench/standings_cache.py [--games 1008] [--runs 11]

CPU time (process_time) of the whole verb, its text printed to nowhere; medians, min-max and
the ratio run by run; the goal is 0.2 s. Public tools only.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from judge_bench import TOURNAMENT, make_data_dir  # noqa: E402

from mafia_tui.__main__ import main as cli  # noqa: E402
from mafia_tui.tournament import game_result  # noqa: E402

GOAL = 0.2


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1008)
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    parse_once = game_result._decimal
    kinds = {"parsed once": parse_once, "parsed anew": Decimal}
    cpu: dict[str, list[float]] = {k: [] for k in kinds}
    with tempfile.TemporaryDirectory() as tmp:
        data = make_data_dir(Path(tmp) / "d", args.games, 300)
        argv = ["standings", TOURNAMENT, "--data-dir", str(data)]
        with contextlib.redirect_stdout(io.StringIO()):
            cli(argv)  # the results cache made
            for run in range(args.runs):
                for name in kinds if run % 2 else reversed(kinds):
                    game_result._decimal = kinds[name]  # type: ignore[assignment]
                    t0 = time.process_time()
                    cli(argv)
                    cpu[name].append(time.process_time() - t0)
    game_result._decimal = parse_once
    print(f"standings of {args.games} games, warm cache, CPU ms, {args.runs} runs")
    for name, xs in cpu.items():
        low, high = min(xs) * 1e3, max(xs) * 1e3
        print(f"  {name:12} {statistics.median(xs) * 1e3:6.0f} ({low:.0f}-{high:.0f})")
    ratios = [a / b for a, b in zip(cpu["parsed once"], cpu["parsed anew"], strict=True)]
    print(
        f"  ratio run by run {statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})"
    )
    met = statistics.median(cpu["parsed once"]) <= GOAL
    print(f"goal ≤ {GOAL} s: {'met' if met else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
