"""The tournament table of a big tournament as text and as JSON, paired in one run (issue #26:
``standings --json`` of 1,008 games took 4x the text table).

A folder of N finished games (the three example games, dealt to 120 players in turn) is read
once; then the table's text and its JSON (with every player's per-game trace) are made from
the same standings, alternately, R times each; the medians and their ratio are printed.

    PYTHONPATH=src .venv/bin/python bench/standings_json.py [--games 1008] [--repeat 7]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from mafia_tui.export.standings import json_text, to_text
from mafia_tui.tournament.game_result import GameResult
from mafia_tui.tournament.standings import compute

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def folder_of_games(where: Path, count: int) -> list[GameResult]:
    """``count`` finished games' results, each a copy of an example with its own id, round
    and ten players of 120."""
    from mafia_tui.rules import game_from_dict

    kinds = [
        json.loads((EXAMPLES / f"{k}.json").read_text("utf-8"))
        for k in ("red-win", "black-win", "draw")
    ]
    results = []
    for n in range(count):
        data = json.loads(json.dumps(kinds[n % 3]))
        data["id"] = f"g{n:05d}"
        data["header"]["game_number"] = n // 12 + 1
        data["header"]["table"] = n % 12 + 1
        for i, p in enumerate(data["players"]):
            p["nick"] = f"Игрок {(n * 7 + i * 13) % 120:03d}"
        results.append(GameResult.of(game_from_dict(data)))
    return results


def median_ms(times: list[float]) -> float:
    return statistics.median(times) * 1e3


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1008)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        results = folder_of_games(Path(tmp), args.games)
    st = compute(results)
    text_t: list[float] = []
    json_t: list[float] = []
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        to_text(st, "Кубок")
        t1 = time.perf_counter()
        json_text(st, "Кубок")
        t2 = time.perf_counter()
        text_t.append(t1 - t0)
        json_t.append(t2 - t1)
    lo = lambda ts: min(ts) * 1e3  # noqa: E731
    hi = lambda ts: max(ts) * 1e3  # noqa: E731
    print(f"{args.games} games, {len(st.rows)} players, {args.repeat} runs each")
    print(f"text  median {median_ms(text_t):8.1f} ms  ({lo(text_t):.1f}-{hi(text_t):.1f})")
    print(f"json  median {median_ms(json_t):8.1f} ms  ({lo(json_t):.1f}-{hi(json_t):.1f})")
    print(f"json/text ratio {median_ms(json_t) / median_ms(text_t):.2f}")


if __name__ == "__main__":
    sys.exit(main())
