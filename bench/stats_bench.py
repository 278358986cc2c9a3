"""Players' statistics over 10,000 games (issue #41: "10,000 games under 1 s").

A data dir of N finished games (the example tournament's twelve, dealt to 400 players in 40
tournaments) is listed once and its facts cached once (the first run replays every game: its
time is printed, no goal). Then, run by run and paired in the same run:

* the floor: reading the facts cache's bytes and decoding its JSON, the least any reader of
  the cached facts can do;
* ``stats`` of every player, in process: the listing checked against every file, the cached
  facts read, the statistics of 400 players, their table as text;
* ``stats NICK``: one player's, in process;
* the whole ``mafia-tui stats NICK`` and ``mafia-tui stats`` processes, beside a process that
  only starts Python and imports the package.

Medians, the min-max spread, the ratios to the floor; the goal is each figure a judge waits
for (both processes) under 1 s.

    PYTHONPATH=src nice -n 10 .venv/bin/python bench/stats_bench.py [--games 10000] [--runs 7]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from mafia_tui.export.stats import player_text, table_text  # noqa: E402
from mafia_tui.session.facts import CACHE_FILE, data_dir_facts  # noqa: E402
from mafia_tui.storage.store import GameStore  # noqa: E402
from mafia_tui.tournament.stats import compute  # noqa: E402

PLAYERS = 400
NICK = "Игрок 007"


def make_data_dir(root: Path, games: int) -> Path:
    """``games`` finished games: the cup's twelve in turn, each its own id, round and table,
    ten of 400 players, 250 games a tournament."""
    cup = sorted((ROOT / "examples" / "tournament-cup").glob("cup-*.json"))
    templates = [json.loads(p.read_text("utf-8")) for p in cup]
    store = GameStore(root)
    for i in range(games):
        data = json.loads(json.dumps(templates[i % len(templates)]))
        data["id"] = f"g{i:05d}"
        data["header"]["tournament"] = f"Кубок {i // 250:02d}"
        data["header"]["game_number"] = (i % 250) // 4 + 1
        data["header"]["table"] = i % 4 + 1
        for seat, player in enumerate(data["players"]):
            player["nick"] = f"Игрок {(i * 7 + seat * 41) % PLAYERS:03d}"
        store.path(data["id"]).write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    store.listings(True)
    return root


def timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


CPU: dict[str, list[float]] = {}
"""Each process's CPU time (user + system), beside its wall time: on a machine shared with
other work the wall time grows with the load, the CPU time far less."""


def process(args: list[str], label: str = "") -> float:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run([sys.executable, *args], check=True, capture_output=True, env=env)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    CPU.setdefault(label, []).append(cpu)
    return wall


def show(label: str, times: list[float], floor: list[float] | None, goal: float | None) -> None:
    med = statistics.median(times) * 1e3
    spread = f"{min(times) * 1e3:7.1f}-{max(times) * 1e3:7.1f}"
    ratio = ""
    if floor is not None:
        ratios = [t / f for t, f in zip(times, floor, strict=True)]
        ratio = f"  ×{statistics.median(ratios):5.1f} ({min(ratios):.1f}-{max(ratios):.1f})"
    verdict = (
        ""
        if goal is None
        else f"  goal < {goal * 1e3:.0f} ms: {'met' if med < goal * 1e3 else 'NOT met'}"
    )
    print(f"{label:<38} median {med:8.1f} ms  ({spread}){ratio}{verdict}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        t0 = time.perf_counter()
        make_data_dir(root, args.games)
        made = time.perf_counter() - t0
        cold = timed(lambda: data_dir_facts(root))
        cache = root / CACHE_FILE
        print(f"{args.games} games, {PLAYERS} players; made in {made:.1f} s; "
              f"first read (every game replayed, cached): {cold:.1f} s; "
              f"cache {cache.stat().st_size / 1e6:.1f} MB")  # fmt: skip
        floor: list[float] = []
        every: list[float] = []
        one: list[float] = []
        proc_one: list[float] = []
        proc_all: list[float] = []
        proc_base: list[float] = []
        cli = ["-m", "mafia_tui", "stats", "--data-dir", str(root), "--lang", "en"]
        for _ in range(args.runs):
            floor.append(timed(lambda: json.loads(cache.read_bytes())))
            every.append(timed(lambda: table_text(compute(data_dir_facts(root)[0]), "all", "en")))
            one.append(timed(lambda: player_text(data_dir_facts(root, nick=NICK)[0], NICK, "en")))
            proc_base.append(process(["-c", "import mafia_tui.__main__"], "base"))
            proc_one.append(process([*cli, NICK], "one"))
            proc_all.append(process(cli, "all"))
        print(f"{args.runs} runs each, paired run by run:")
        show("facts cache read (the floor)", floor, None, None)
        show("stats of every player (in process)", every, floor, None)
        show("stats of one player (in process)", one, floor, None)
        show("python + import mafia_tui", proc_base, None, None)
        show("mafia-tui stats NICK (process)", proc_one, proc_base, 1.0)
        show("mafia-tui stats (process, 400 rows)", proc_all, proc_base, 1.0)
        print("CPU time of the same processes (user + system):")
        show("python + import mafia_tui", CPU["base"], None, None)
        show("mafia-tui stats NICK", CPU["one"], CPU["base"], 1.0)
        show("mafia-tui stats (400 rows)", CPU["all"], CPU["base"], 1.0)
        print(f"load average during the runs: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
