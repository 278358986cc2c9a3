"""Standings speed: 1000 finished games of 10 players (48 participants). Prints the median.

    .venv/bin/python bench/standings_bench.py
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

from mafia_tui.rules import game_from_dict
from mafia_tui.rules.tournament import compute

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    cup = sorted((ROOT / "examples" / "tournament-cup").glob("cup-*.json"))
    templates = [json.loads(p.read_text("utf-8")) for p in cup]
    pool = [f"Игрок {i}" for i in range(48)]
    games = []
    for i in range(1000):
        data = json.loads(json.dumps(templates[i % len(templates)]))
        data["id"] = f"bench-{i}"
        for seat, player in enumerate(data["players"]):
            player["nick"] = pool[(i * 7 + seat * 5) % len(pool)]
        games.append(game_from_dict(data))
    times = []
    for _ in range(7):
        t0 = time.perf_counter()
        st = compute(games)
        times.append(time.perf_counter() - t0)
    print(f"standings, {len(games)} games, {st.participants} players  "
          f"median {statistics.median(times) * 1e3:7.1f} ms")


if __name__ == "__main__":
    main()
